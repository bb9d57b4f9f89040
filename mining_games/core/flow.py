"""The flow of a game: which decision is owed now, by whom, and what happens next.

Every game declares its phases (the rulebook's names, in order) and its stages (the kinds of
decision it can ask for) in one place, ``PHASES`` and ``STAGES``, and the kernel carries the rest:

- ``self.ask(players, stage)`` owes a decision: it sets ``to_act``, ``stage``, ``phase`` and the
  governing rule (``decision_rule``) from the stage's declaration;
- a decision is dispatched by name: the menu is ``_menu_<stage>(p)``, the prompt
  ``_prompt_<stage>(p)``, the move ``_do_<kind>(action)`` and the reason for a refusal
  ``_why_<kind>(action)``;
- what happens between decisions is an agenda of named steps (``then``/``first``), each carried out
  by ``_step_<name>(*args)``; when the agenda is empty and nobody is asked, ``next_step()`` (the
  game's hook, say "the next player's turn") runs;
- off-turn windows (``open_window``) ask players who are not on turn, one after another, whether
  they act now (accept an offer, play a card in a rival's turn); ``Pass`` is always on their menu;
- rule-driven seats (NPC opponents) are never asked: when the flow reaches one, its policy picks
  the move by the game's rules, the rule that decided is fired as an event, and the move is carried
  out by the same ``_do_<kind>`` as a player's. It is not a decision: undo and saves skip it, and
  replaying the decisions brings it back identically.

Ready turn orders: ``clockwise``, ``snake`` and ``by_value`` (initiative with a tie rule);
simultaneous sealed choices are a stage asked of several players at once (``components.Sealed``).

Speed: the dispatch by name looks each ``_do_``/``_step_``/``_menu_`` method up once per class
(``Dispatching``), not once per decision; a class whose methods are replaced at run time (a test's
``monkeypatch``) forgets what it looked up.
"""

from abc import ABCMeta
from dataclasses import dataclass
from types import FunctionType

from .actions import shared
from .errors import RuleError

_TABLES = []   # every class's tables of looked-up handlers (see Dispatching)
_PHASES = {}   # class -> its phase names and the kernel's own ("setup", "game over"); None: any


class Dispatching(ABCMeta):
    """The metaclass of games: each class keeps a table per handler prefix ({name: function}),
    filled on first use, so the flow calls ``_do_<kind>``, ``_step_<name>`` and ``_menu_<stage>``
    without building a name and searching the class for it at every decision. Setting or deleting
    an attribute of any game class (a method replaced by a test) empties every table."""

    def __init__(cls, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for prefix in ("_do_", "_step_", "_menu_"):
            table = {}
            _TABLES.append(table)
            type.__setattr__(cls, f"_{prefix.strip('_')}_table", table)

    def __setattr__(cls, name, value):
        type.__setattr__(cls, name, value)
        _forget()

    def __delattr__(cls, name):
        type.__delattr__(cls, name)
        _forget()


def _forget():
    for table in _TABLES:
        table.clear()
    _PHASES.clear()


def _handler(game, table, prefix, name):
    """The function ``prefix + name`` of ``game``'s class, to be called with the game first; a plain
    method is remembered in ``table``, anything else (no such method: AttributeError, as before)
    is looked up on the game each time."""
    attr = prefix + name
    raw = next((k.__dict__[attr] for k in type(game).__mro__ if attr in k.__dict__), None)
    if type(raw) is FunctionType and attr not in vars(game):
        table[name] = raw
        return raw
    bound = getattr(game, prefix + name)
    return lambda _game, *args: bound(*args)


@dataclass(frozen=True)
class Stage:
    """A kind of decision a game can owe.

    - ``phase``: the rulebook's name of the phase it belongs to (one of the game's ``PHASES``);
    - ``rule``: the id of the rule that governs it (cited when a move is refused);
    - ``prompt``: what the player is asked, in words (or write ``_prompt_<stage>(p)``);
    - ``window``: an off-turn window: the kernel adds a ``Pass`` entry to every menu of this
      stage, and ``passing`` names the rule fired when a player passes.
    """

    phase: str
    rule: str
    prompt: str = ""
    window: bool = False
    passing: str = ""


class Flow(metaclass=Dispatching):
    """Mixin of ``Game``: the flow engine (see the module docstring)."""

    PHASES = ()   # the rulebook's phase names, in the order they come
    STAGES = {}   # stage name -> Stage: every decision the game can owe

    # ------------------------------------------------------------------ owing decisions

    def ask(self, players, stage, menu=None):
        """Owe a decision of ``stage`` to one player (an index) or several at once (sealed,
        simultaneous choices): sets ``to_act``, ``stage``, ``phase`` and ``decision_rule``.

        ``menu``: the menu of the one player asked, already built by ``stage_menu(p, stage)`` (say,
        to see whether there is anything to choose): the kernel keeps it as that player's menu
        instead of building it again. It is kept only while it is certainly current: if any rule
        fires after this call before the move ends, or the flow asks anyone else, the menu is built
        afresh when it is read."""
        st = self.STAGES[stage]
        self.to_act = (players,) if isinstance(players, int) else tuple(players)
        self.stage = stage
        self.phase = st.phase
        self.decision_rule = st.rule
        if menu is not None:
            self._keep_menu(players, stage, menu)

    def ask_again(self, p):
        """Keep player ``p`` deciding in the current stage (a choice built in several steps, such
        as a sealed bid card by card, while the others decide too)."""
        self.to_act = tuple(sorted({*self.to_act, p}))

    def enter_phase(self, phase):
        """Start a phase of the rulebook: the events that follow are tagged with it."""
        known = _PHASES.get(type(self), False)
        if known is False:
            known = _PHASES[type(self)] = frozenset((*self.PHASES, "setup", "game over")) if self.PHASES else None
        if known is not None and phase not in known:
            raise RuleError(f"{phase!r} is not one of {self.name}'s phases {self.PHASES}")
        self.phase = phase

    def then(self, step, *args):
        """Schedule ``_step_<step>(*args)`` after everything already scheduled."""
        self.agenda.append([step, *args])

    def first(self, step, *args):
        """Schedule ``_step_<step>(*args)`` before everything already scheduled."""
        self.agenda.insert(0, [step, *args])

    def first_all(self, *steps):
        """Schedule several steps, each a tuple ``(step, *args)``, in this order before everything
        already scheduled (one insertion: a turn's phases at its start). The tuples are scheduled as
        they are, not copied, so a game may keep them in a table; their arguments are never changed."""
        self.agenda[:0] = steps

    def clear_agenda(self):
        """Drop everything scheduled (the rest of a turn that can no longer happen)."""
        self.agenda = []

    def has_scheduled(self):
        """Whether any step is scheduled (a game that runs a step at once when nothing else waits)."""
        return bool(self.agenda)

    def scheduled(self):
        """The steps scheduled, in the order they will run, as ``(name, *args)`` tuples (a copy)."""
        return [tuple(step) for step in self.agenda]

    def next_step(self):
        """The game's hook: nobody is asked and the agenda is empty; carry the game on (usually
        by asking the next player, or by scheduling the next phase)."""
        raise RuleError(f"{self.title or self.name} ({type(self).__name__}): nobody is asked and nothing is "
                        "scheduled, and the game has no next_step() to carry it on; define next_step() to ask a "
                        "player, schedule a step or end the game")

    def _stalled(self):
        """``next_step()`` returned with nobody asked, nothing scheduled and the game not over: the
        flow would call it again for ever. Say so instead of hanging."""
        raise RuleError(
            f"{self.title or self.name} ({type(self).__name__}.next_step): next_step() returned without asking "
            f"anybody, scheduling a step or ending the game (round {self.round}, phase {self.phase!r}), so the "
            "game cannot go on; it must call self.ask(...), self.then(...)/self.first(...) or self.end_game(...)")

    # ------------------------------------------------------------------ off-turn windows

    def open_window(self, stage, players):
        """Offer ``players`` (in this order) the chance to act now in ``stage``, an off-turn
        window: each is asked in turn if their menu holds anything besides ``Pass``."""
        if not self.STAGES[stage].window:
            raise RuleError(f"stage {stage!r} is not declared as a window")
        self.first("window", stage, [int(p) for p in players])

    def close_window(self, stage):
        """Nobody else may act in this window (a card was played and the rule says one only)."""
        self.agenda = [s for s in self.agenda if not (s[0] == "window" and s[1] == stage)]

    def _step_window(self, stage, players):
        menu_of = self._menu_table.get(stage) or _handler(self, self._menu_table, "_menu_", stage)
        while players:
            p = players.pop(0)
            menu = menu_of(self, p)
            if menu:
                if players:
                    self.first("window", stage, players)
                # the menu built to see whether p may act, with ``Pass`` (``stage_menu``), is p's menu
                self.ask(p, stage, menu=[*menu, shared(self.Action, p, "pass", stage)])
                return

    def _do_pass(self, a):
        """A player lets the decision go by (the ``Pass`` of every off-turn window): the game's
        ``_pass_<stage>(a)`` says what that does when it has one, else the stage's ``passing`` rule
        fires. The kind ``pass`` is the kernel's: a game never defines ``_do_pass``."""
        own = getattr(self, "_pass_" + self.stage, None)
        if own is None:
            self.fire(self.STAGES[self.stage].passing, a.player)
        else:
            own(a)

    # ------------------------------------------------------------------ running the flow

    def _run(self):
        """Carry the game on until a player (not a rule-driven seat) must decide, or it is over."""
        npcs = self.npcs
        steps = self._step_table
        while not self.over:
            if self.to_act:
                if not npcs:
                    return
                npc = next((p for p in self.to_act if p in npcs), None)
                if npc is None:
                    return
                self._npc_move(npc)
            elif self.agenda:
                step = self.agenda.pop(0)
                name = step[0]
                fn = steps.get(name) or _handler(self, steps, "_step_", name)
                if len(step) == 2:   # most steps take one argument (a player): a plain call is cheaper
                    fn(self, step[1])
                else:
                    fn(self, *step[1:])
            else:
                self.next_step()
                if not (self.to_act or self.agenda or self.over):
                    self._stalled()

    def _dispatch(self, action):
        """Carry out a chosen move: the mover leaves ``to_act``, then ``_do_<kind>`` runs."""
        to_act = self.to_act
        if len(to_act) == 1:
            self.to_act = ()
        else:
            p = action.player
            self.to_act = tuple(q for q in to_act if q != p)
        kind = action.kind
        fn = self._do_table.get(kind) or _handler(self, self._do_table, "_do_", kind)
        fn(self, action)

    def _npc_move(self, p):
        """A rule-driven seat moves: its policy names the move and the rule that chose it; the rule
        is fired (so the log explains the move) and the move is carried out like a player's."""
        menu = self.legal_actions(p)
        policy = self.NPCS[self.npcs[p]]
        action, rule_id, facts = policy.choose(self, p, menu)
        if action not in menu:
            raise RuleError(f"{policy.__name__} chose {action!r}, which is not on {self.players[p]}'s menu")
        self.fire(rule_id, p, **facts)
        self._legal = {}
        self._dispatch(action)
        self._legal = {}

    # ------------------------------------------------------------------ default dispatch

    def _window_stages(self):
        """The names of the stages declared as off-turn windows (their menus end with ``Pass``)."""
        return frozenset(name for name, st in self.STAGES.items() if st.window)

    def prompt(self, p):
        """What ``p`` is being asked now, in words ("" when nothing is asked of them)."""
        if self.over or p not in self.to_act or self.stage is None:
            return ""
        fn = getattr(self, "_prompt_" + self.stage, None)
        return fn(p) if fn else self.STAGES[self.stage].prompt

    def why_illegal(self, action):
        """``(message, rule_id)`` for a refused move, from ``_why_<kind>(action)``; None when the
        game has no more precise reason than "not on the menu"."""
        explain = getattr(self, "_why_" + action.kind, None)
        if explain is None:
            return None
        try:
            return explain(action)
        except (KeyError, IndexError, TypeError, ValueError):
            return None   # arguments too malformed to explain: the generic refusal says enough

    # ------------------------------------------------------------------ turn orders

    def clockwise(self, start=0, players=None):
        """Every player (or those in ``players``) once, from ``start`` around the table."""
        n = len(self.players)
        order = [(start + i) % n for i in range(n)]
        return order if players is None else [p for p in order if p in players]

    def snake(self, start=0):
        """Clockwise from ``start``, then back the other way (set-up placements)."""
        order = self.clockwise(start)
        return order + order[::-1]

    def by_value(self, values, high_first=False, ties=None):
        """Players ordered by ``values`` (a {player: value} mapping, such as initiative), lowest
        first unless ``high_first``; ``ties`` orders equal values (a {player: key} mapping,
        lower first; by default seat order)."""
        sign = -1 if high_first else 1
        ties = ties or {}
        return sorted(values, key=lambda p: (sign * values[p], ties.get(p, 0), p))

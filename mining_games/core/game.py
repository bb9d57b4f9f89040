"""The game kernel: one running match, the same machinery for every game.

A game subclass supplies its rules (``RULES``), its options (``Options``), its action labels
(``Action``), its phases and stages (``PHASES``, ``STAGES``; see ``flow.py``), ``setup()`` and the
methods the flow dispatches to by name (``_menu_<stage>``, ``_do_<kind>``, ``_step_<name>``,
``_prompt_<stage>``, ``_why_<kind>``), and ``score(p)`` / ``score_breakdown(p)`` / ``tiebreak(p)``
for the standings (docs/writing_a_game.md).

Everything else lives here: the event log, the ledger of counted things, the tracks, seeded
chance, undo, save and load, clones, views, arrangements, subscriptions.

State convention: every attribute a game sets on ``self`` without a leading underscore is game
state and appears in ``snapshot()``. Attributes with a leading underscore are caches. Both are
plain data, which ``clone()`` copies, unless the game's ``CLONE_CACHES`` says how to carry a cache.
"""

import json
import random
import secrets
from abc import ABC, abstractmethod
from contextlib import contextmanager
from types import MappingProxyType

from .actions import Action, shared
from .cloning import UNKEPT, accessors, copy_event, copy_log, copy_rng, copy_state
from .components import Decks, Dice, Sealed
from .errors import IllegalAction, RuleError
from .events import Event, TrackMove, Transfer
from .flow import Flow, _handler
from .options import Options
from .piles import Piles
from .plain import plain
from .seat import SeatView
from .words import count

DEFAULT_NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Finn", "Gus", "Hana")
SAVE_FORMAT = "mining-games/save"
SAVE_VERSION = 2
_new_event = object.__new__   # see ``Game.fire``
_new_tuple = tuple.__new__    # see ``Game.transfer``
_NOTHING = MappingProxyType({})   # ``holdings`` of a player who has held nothing yet
ARRANGER = -1   # the "player" of an arrangement in the list of decisions (the teacher's hand)

# Kernel attributes: shown in the snapshot under their own keys, not as game state.
_KERNEL_STATE = ("players", "seed", "options", "log", "rng", "bal", "tracks", "round", "phase", "to_act",
                 "over", "score_history", "stage", "decision_rule", "agenda", "sealed", "decks", "ended_by", "npcs")
_KERNEL = frozenset(_KERNEL_STATE)
_KERNEL_CACHES = ("_npc_keys", "_subscribers", "_decisions", "_ev", "_legal", "_windows", "_rules", "_accounts",
                  "_owners")
_KERNEL_CACHES += ("_kept",)   # a menu kept by ``ask(p, stage, menu=...)`` until the move ends (see ``stage_menu``)
_SLOTS = {}   # game class -> the slot descriptors of its own classes (not the kernel's), in the order declared


def game_slots(cls):
    """The slots that the game classes below ``Game`` declare (``__slots__``), as (name, descriptor)
    pairs: state kept in slots rather than in the instance's dictionary (see ``Game``)."""
    found = _SLOTS.get(cls)
    if found is None:
        found = []
        for k in reversed(cls.__mro__):
            if k is Game or not issubclass(k, Game):
                continue
            names = k.__dict__.get("__slots__", ())
            for name in (names,) if isinstance(names, str) else names:
                if name not in ("__dict__", "__weakref__"):
                    found.append((name, k.__dict__[name]))
        found = _SLOTS[cls] = tuple(found)
    return found


class Game(Flow, Dice, Decks, Piles, Sealed, ABC):
    """One running match of a registered game. See the module docstring for the contract.

    Speed: the kernel's own attributes are slots, not entries of the instance's dictionary. CPython
    3.11 keeps an instance's attributes in a small table shared by every instance of the class only
    while there are at most 29 of them; past that each game has a dictionary of its own, and every
    ``self.attribute`` read and ``self.method()`` call is markedly slower (a third slower in a
    benchmark of such code). With the kernel's attributes in slots, a game keeps its own state in
    ordinary attributes as long as it has at most 29; a game with more declares them in
    ``__slots__`` (ARDEVUR does). Slot attributes are game state like the others: ``snapshot``,
    undo and saves read them the same way.
    """

    __slots__ = _KERNEL_STATE + _KERNEL_CACHES

    name = ""
    title = ""
    Options = Options
    RULES = None
    Action = Action
    min_players = 2
    max_players = 6
    UNBOUNDED = frozenset()   # ledger accounts with unlimited stock (the bank, the supply)
    ITEMS = ()                # ledger items the charts offer (e.g. "money", "wood")
    ITEM_WORDS = {}           # an item's name in words where it is not its id with spaces ("vp": "victory points")
    OUTCOME_WORDS = {}        # an outcome() fact in words ("kabooms": "Ka-Booms"); "bankrupt_#": one per seat
    TRACKS = ()               # gauges the charts offer (e.g. "planet_health")
    BOTS = {}                 # extra bot names for this game -> bot class
    SEARCH_POLICY = "random"  # the bot of BOTS the search bot plays its look-aheads with (core/search.py)
    SEARCH_SCALE = 5          # a score lead the search bot counts as a 73% chance to win (core/search.py)
    PROVENANCE = ()           # Provenance rows: what is printed, what is reconstructed and why
    max_decisions = 100_000   # a game that runs longer than this is a bug
    min_rule_coverage = 0.0   # share of catalogued rules random games must fire (conformance)
    NPCS = {}                 # rule-driven seat name -> policy class (see core.flow)
    min_humans = 1            # seats that must be players, not rule-driven seats
    # the conformance suite's seat fairness check (tests/seat_fairness.py, docs/writing_a_game.md):
    fairness_players = ()     # player counts it plays (empty: the smallest and the largest)
    SEAT_EDGES = {}           # rulebook rule id -> seats that rule gives an edge (named in docs/<game>.md)
    CLONE_CACHES = {}         # cache attribute -> how clone() carries it (core.cloning: share, reset(value)...)

    # ------------------------------------------------------------------ defining a game

    def __init_subclass__(cls, **kwargs):
        """A game class is checked as it is defined, for mistakes that would otherwise go unnoticed
        (``refuse_traps``)."""
        super().__init_subclass__(**kwargs)
        refuse_traps(cls)

    # ------------------------------------------------------------------ creation

    def __init__(self, players=None, seed=None, options=None, npcs=(), **option_values):
        names = self._player_names(players, npcs)
        if seed is None:
            seed = secrets.randbelow(2**31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        if options is None:
            options = self.Options.build(option_values)
        elif isinstance(options, dict):
            options = self.Options.build({**options, **option_values})
        elif isinstance(options, self.Options):
            if option_values:
                options = self.Options.build({**options.to_dict(), **option_values})
        else:
            raise ValueError(f"options must be a {self.Options.__name__} or a dict, not {options!r}")
        self.players = names
        self.seed = seed
        self.options = options
        self._npc_keys = self._npc_list(npcs)
        self._subscribers = []
        self._decisions = []
        self._start()

    @classmethod
    def _player_names(cls, players, npcs=()):
        """Seat names: the players' (a count or a list of names), then each rule-driven seat's."""
        npcs = cls._npc_list(npcs)
        lo, hi = max(cls.min_players - len(npcs), cls.min_humans), cls.max_players - len(npcs)
        if lo > hi:
            raise ValueError(f"{cls.title or cls.name} seats {cls.max_players} at most: too many rule-driven seats")
        names = cls._human_names(players, lo, hi)
        extra = tuple(cls.NPCS[k].title for k in npcs)
        if len(set(names + extra)) != len(names) + len(extra):
            raise ValueError(f"player names must differ from the rule-driven seats' names {list(extra)}")
        return names + extra

    @classmethod
    def _npc_list(cls, npcs):
        if isinstance(npcs, str):
            npcs = (npcs,)
        npcs = tuple(npcs or ())
        for k in npcs:
            if k not in cls.NPCS:
                known = ", ".join(sorted(cls.NPCS)) or "none"
                raise ValueError(f"{cls.title or cls.name} has no rule-driven seat {k!r}; it has: {known}")
        return npcs

    @classmethod
    def _human_names(cls, players, lo, hi):
        if players is None:
            players = lo
        if isinstance(players, bool):
            raise ValueError(f"players must be a number or a list of names, not {players!r}")
        if isinstance(players, int):
            if not lo <= players <= hi:
                raise ValueError(f"{cls.title or cls.name} is for {lo} to {hi} players, not {players}")
            return tuple(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"Player {i + 1}"
                         for i in range(players))
        if isinstance(players, str) or not hasattr(players, "__iter__"):
            raise ValueError(f"players must be a number or a list of names, not {players!r}")
        names = tuple(players)
        if not lo <= len(names) <= hi:
            raise ValueError(f"{cls.title or cls.name} is for {lo} to {hi} players, not {len(names)}")
        for n in names:
            if not isinstance(n, str) or not n.strip():
                raise ValueError(f"player names must be non-empty text, not {n!r}")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be different from each other: {list(names)}")
        return names

    def _start(self):
        """Fresh kernel state, then the game's own setup (which runs to the first decision)."""
        self.log = []
        self.rng = random.Random(self.seed)
        self.bal = {}
        self.tracks = {}
        self.round = 1
        self.phase = "setup"
        self.to_act = ()
        self.over = False
        self.score_history = []
        self.stage = None
        self.decision_rule = None
        self.agenda = []
        self.sealed = {}
        self.decks = {}
        self.ended_by = None
        n = len(self.players)
        self.npcs = {n - len(self._npc_keys) + i: k for i, k in enumerate(self._npc_keys)}
        self._ev = None
        self._legal = {}
        self._windows = self._window_stages()
        self._rules = self.RULES._rules
        self._accounts = tuple(f"p{i}" for i in range(n))
        self._owners = {a: i for i, a in enumerate(self._accounts)}
        self._kept = None
        self.setup()
        self._run()
        if self._kept is not None:   # the first player asked with a menu already built (as in ``apply``)
            self._adopt_menu()

    # ------------------------------------------------------------------ hooks for games

    @abstractmethod
    def setup(self):
        """Lay out the components, fire the setup rules and run on to the first decision."""

    def score(self, p):
        """Player ``p``'s current score (victory points, money...)."""
        return 0

    def score_breakdown(self, p):
        """Where ``p``'s score comes from, as {label: amount}."""
        return {}

    def search_score(self, p):
        """What the search bot (``core/search.py``) counts as ``p``'s score in a game it stops before the
        end: ``score(p)`` unless the game says otherwise (say, with what its assets are worth)."""
        return self.score(p)

    def tiebreak(self, p):
        """A tuple that orders players with equal scores (higher is better); () means shared."""
        return ()

    def redact(self, snap, p):
        """Remove from a full snapshot what player ``p`` may not see that the kernel does not hide
        already (hands, cards in front of a player). The kernel hides sealed choices and, of every
        pile in ``self.decks``, what the pile does not show (``piles``): never hide pile order here.

        ``p`` is a player index, or -1 for an onlooker, who sees nobody's private information.
        """
        return snap

    def check_invariants(self):
        """Game-specific invariants (raise AssertionError); the conformance suite calls this."""

    def board_html(self, viewer=None, projector=False):
        """The board as an HTML or SVG string seen by ``viewer`` (None: the teacher; -1: an
        onlooker who sees no private hands), or None to let the widgets show a generic table.
        ``projector=True`` asks for a layout a class can read on a 1280x720 projector (text of 16 px
        when the table scales the board to the height left); a game may ignore it. It changes only
        the presentation: what the board shows still comes from ``view(viewer)``."""
        return None

    def outcome(self):
        """Extra facts about how a game turned out, for experiments ({name: number}), e.g. land left."""
        return {}

    def outcome_flags(self):
        """The names of the ``outcome`` facts that are yes or no (1 or 0), so people read "yes", not "1"."""
        return frozenset()

    def track_bands(self, track):
        """Shaded bands a chart may draw behind a track: a list of (low, high, label)."""
        return []

    def track_color(self, track):
        """The colour a chart draws a track in (None: the chart's own choice)."""
        return None

    def track_label(self, track):
        """A track's name in words for charts and tables: "planet_health" -> "Planet Health",
        "price.lead_zinc" -> "Price: Lead Zinc". A game may return its own wording."""
        head, _, rest = track.partition(".")
        words = [part.replace("_", " ").strip().title() for part in (head, rest) if part]
        return ": ".join(words)

    def item_label(self, item):
        """A ledger item's name in words for menus and charts: ``ITEM_WORDS``, else the id with spaces
        ("work_order" -> "work order")."""
        return self.ITEM_WORDS.get(item) or item.replace("_", " ")

    def outcome_label(self, key):
        """An ``outcome()`` fact's name in words for tables and pages: ``OUTCOME_WORDS``, else the key
        with spaces ("live_tiles" -> "live tiles"). A fact kept per seat ("bankrupt_1") takes the words
        of its family ("bankrupt_#"); the caller names the seat ("bankrupt (Ben)")."""
        words = self.OUTCOME_WORDS.get(key)
        if words:
            return words
        stem, _, tail = key.rpartition("_")
        if stem and tail.isdigit() and f"{stem}_#" in self.OUTCOME_WORDS:
            return self.OUTCOME_WORDS[f"{stem}_#"]
        return key.removesuffix("_#").replace("_", " ")

    def track_note(self, track):
        """A sentence on when a gauge moves, for a reader who finds its chart empty ("" when it needs none)."""
        return ""

    def holder_label(self, account):
        """A ledger account's name in words for charts: a player's name, "tile10" -> "Tile 10",
        "tech.deck" -> "Tech deck". Names that are already words ("BRONZE deck") are kept."""
        p = self.account_owner(account)
        if p is not None:
            return self.players[p]
        words = account.replace(".", " ").replace("_", " ").split(" ")
        last = words[-1]
        stem = last.rstrip("0123456789")
        if len(stem) > 1 and stem.isalpha() and stem.islower() and stem != last:   # "tile10", not "A1"
            words[-1:] = [stem, last[len(stem):]]
        text = " ".join(words)
        return text[:1].upper() + text[1:]

    # ------------------------------------------------------------------ the public API

    @property
    def rules(self):
        """The game's rule catalogue."""
        return self.RULES

    @property
    def is_over(self):
        return self.over

    @property
    def decisions(self):
        """Every decision taken so far, in order (read only)."""
        return tuple(self._decisions)

    def legal_actions(self, p):
        """The menu for player ``p``: a list of actions, empty when ``p`` need not decide now."""
        menu = self._legal.get(p)
        if menu is None:
            if p in self.to_act and not self.over:
                # ``stage_menu(p, self.stage)`` written out: every decision passes here
                stage = self.stage
                fn = self._menu_table.get(stage) or _handler(self, self._menu_table, "_menu_", stage)
                menu = fn(self, p)
                if stage in self._windows:
                    menu = [*menu, shared(self.Action, p, "pass", stage)]
            else:
                menu = []
            self._legal[p] = menu
        return menu

    def apply(self, action):
        """Carry out one decision and return the events it caused.

        Atomic: an illegal decision raises ``IllegalAction`` (saying what was wrong and which rule
        forbids it) and leaves the game exactly as it was.
        """
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an action: choose one from legal_actions(player)")
        p = action.player
        if self.over:
            raise IllegalAction(f"The game is over; '{action.label}' cannot be played.")
        to_act = self.to_act
        if p not in to_act:
            raise IllegalAction(self._not_your_turn(p))
        menu = self._legal.get(p)
        if menu is None:
            menu = self.legal_actions(p)
        for entry in menu:   # an action taken from the menu is the very object on it: no field compared
            if entry is action:
                break
        else:
            if action not in menu:
                message, rule = self._illegal_message(action)
                raise IllegalAction(message, rule=rule)
        # ``_commit(action)`` for a player's move, written out (every decision of every game passes
        # here): the move, the flow run on, the new events; on any error the game is rebuilt as it was
        log = self.log
        start = len(log)
        self._decisions.append(action)
        self._legal = {}
        try:
            # ``_dispatch(action)``: the mover leaves ``to_act``, then ``_do_<kind>`` runs
            if len(to_act) == 1:
                self.to_act = ()
            else:
                self.to_act = tuple(q for q in to_act if q != p)
            kind = action.kind
            fn = self._do_table.get(kind) or _handler(self, self._do_table, "_do_", kind)
            fn(self, action)
            if not self.to_act or self.npcs:   # else ``_run`` would return at once: a player is asked
                self._run()
        except Exception:
            self._rebuild(self._decisions[:-1])
            raise
        if self._kept is not None:   # the menu built when the next player was asked (``ask(menu=...)``)
            self._adopt_menu()
        elif self._legal:   # a menu read while the move was carried out belongs to the old position
            self._legal = {}
        new = log[start:]
        if self._subscribers:
            self._notify(new)
        return new

    def undo(self, n=1):
        """Step back ``n`` decisions. Chance comes back identical, because it is seeded."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"undo needs a positive number of decisions, not {n!r}")
        if n > len(self._decisions):
            raise ValueError(f"cannot undo {count(n, 'decision')}: only {len(self._decisions)} taken so far")
        self._rebuild(self._decisions[:-n])
        self._notify([])

    def subscribe(self, fn):
        """Call ``fn(events)`` after every apply (the new events) and undo (an empty list).

        Returns a function that unsubscribes.
        """
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn) if fn in self._subscribers else None

    def standings(self):
        """Players ranked by score (then by the game's tie-break), each with a breakdown."""
        rows = []
        for p, name in enumerate(self.players):
            rows.append({"player": p, "name": name, "score": self.score(p),
                         "tiebreak": self.tiebreak(p), "breakdown": self.score_breakdown(p)})
        rows.sort(key=lambda r: (r["score"], r["tiebreak"]), reverse=True)
        rank = 0
        previous = None
        for i, row in enumerate(rows):
            key = (row["score"], row["tiebreak"])
            if key != previous:
                rank = i + 1
                previous = key
            row["rank"] = rank
            row["winner"] = self.over and rank == 1
            row["ended_by"] = self.ended_by
        return rows

    def winners(self):
        """Indices of the winning players (empty until the game is over)."""
        return [r["player"] for r in self.standings() if r["winner"]]

    def snapshot(self):
        """The whole state as plain JSON-able data."""
        state = {}
        for k, slot in game_slots(type(self)):   # state a game keeps in slots (see ``Game``)
            if not k.startswith("_"):
                try:
                    state[k] = slot.__get__(self)
                except AttributeError:   # never set, as an attribute never assigned
                    pass
        state.update((k, v) for k, v in vars(self).items() if k not in _KERNEL and not k.startswith("_"))
        return {
            "game": self.name, "players": list(self.players), "seed": self.seed,
            "options": self.options.to_dict(), "round": self.round, "phase": self.phase,
            "to_act": list(self.to_act), "over": self.over, "decisions": len(self._decisions),
            "events": len(self.log), "ledger": plain(self.bal), "tracks": plain(self.tracks),
            "flow": {"stage": self.stage, "rule": self.decision_rule, "agenda": plain(self.agenda),
                     "ended_by": self.ended_by, "npcs": plain(self.npcs)},
            "sealed": plain(self.sealed), "decks": self._plain_piles(),
            "state": plain(state),
        }

    def view(self, p=None):
        """What player ``p`` may see (None: the teacher's full view; -1: an onlooker, who sees
        only public information). The kernel hides what its components keep secret (other players'
        sealed choices; of every pile, what its declaration does not show: see ``piles``); the game's
        ``redact`` hides the rest (hands, cards in front of a player)."""
        snap = self.snapshot()
        if p is None:
            return snap
        if isinstance(p, bool) or not isinstance(p, int) or not -1 <= p < len(self.players):
            raise ValueError(f"no player {p!r}: players are 0..{len(self.players) - 1} (or -1, an onlooker)")
        snap["sealed"] = {k: (v if k == str(p) else "sealed") for k, v in snap["sealed"].items()}
        self._hide_piles(snap, p)
        return self.redact(snap, p)

    def seat(self, p):
        """What a bot at seat ``p`` may read: ``p``'s view with accessors (``SeatView``)."""
        return SeatView(self.view(p), p)

    def to_json(self):
        """A save: seed, options, players, rule-driven seats and decisions (arrangements
        included). Loading replays them exactly."""
        return json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.name,
            "players": list(self.players[:len(self.players) - len(self.npcs)]), "npcs": list(self._npc_keys),
            "seed": self.seed, "options": self.options.to_dict(),
            "decisions": [a.to_list() for a in self._decisions], "events": len(self.log),
        })

    def arrange(self, name, *args):
        """Arrange a position by hand for a lesson or a test (a teaching position, not play).

        ``name`` is a kernel arrangement (``"move"``: item, amount, source account, destination;
        ``"track"``: track, value) or the game's own ``_arrange_<name>(*args)`` (say "hand"). It
        is fired as an event of the game's ``<game>.scenario.arrange`` rule, recorded among the
        decisions (so undo, saves and replays keep it) and the game's invariants are checked.
        Arguments must be plain data (numbers, text, lists). Returns the events."""
        if self.over:
            raise IllegalAction("The game is over; nothing can be arranged.")
        try:
            spec = json.dumps([name, *args])
        except TypeError:
            raise ValueError(f"arrangement arguments must be plain data (numbers, text, lists): {args!r}") from None
        if not hasattr(self, "_arrange_" + str(name)):
            raise ValueError(f"{self.title} has no arrangement {name!r}")
        return self._commit(self.Action(ARRANGER, "arrange", (spec,)))

    def _arrange_move(self, item, amount, src, dst):
        """Kernel arrangement: move counted things between any two ledger accounts."""
        self.fire(self.arrange_rule, what=f"{amount} {item} moved from {src} to {dst}")
        self.transfer(item, amount, src, dst)

    def _arrange_track(self, track, value):
        """Kernel arrangement: set a gauge."""
        self.fire(self.arrange_rule, what=f"{track} set to {value}")
        self.move_track(track, value)

    @property
    def arrange_rule(self):
        """The rule an arrangement fires (each game's catalogue has ``<game>.scenario.arrange``)."""
        return f"{self.name}.scenario.arrange"

    def invalidate_menus(self):
        """Forget cached menus after the state was edited by hand (scenario set-ups in tests and
        lessons). Rules code never needs this: ``apply`` does it."""
        self._legal = {}
        self._kept = None

    def log_for(self, viewer=None):
        """The log as ``viewer`` may read it: (event, text) pairs, private texts replaced for others."""
        return [(e, e.text_for(viewer)) for e in self.log]

    def action(self, p, kind, *args):
        """Build an action of this game (e.g. for tests and save files)."""
        return self.Action(p, kind, tuple(args))

    # ------------------------------------------------------------------ clone

    def clone(self, log=False):
        """An independent game at the same decision, for a bot that tries moves (``core/cloning.py``).

        It shares nothing that changes with this game: applying the same moves to both gives the
        same menus, events, chance and standings, and moves applied to one never change the other.
        It has no subscribers and, unless ``log=True``, no explanation log: the events fired before
        the clone are ``cloning.UNKEPT`` in its log, which keeps its length (event numbers run on)
        and refuses to be read. Its decisions are this game's, so ``undo``, ``to_json`` and
        ``load`` work on it as here.
        Game state must be plain data (and actions or options); caches (attributes with a leading
        underscore) are copied as plain data too, unless the game's ``CLONE_CACHES`` says how to
        carry them. Anything else raises a ``TypeError`` naming the attribute."""
        cls = type(self)
        new = cls.__new__(cls)
        logged = copy_log(self.log) if log else None
        _write_shared(new, _read_shared(self))   # immutable
        new.npcs = dict(self.npcs)
        new._owners = dict(self._owners)
        new._subscribers = []
        new._decisions = self._decisions[:]                 # actions are immutable
        new.score_history = self.score_history[:]           # (round, scores) rows: tuples of numbers
        new._legal = {p: menu[:] for p, menu in self._legal.items()}   # menus read already: actions
        new.bal = {account: items.copy() for account, items in self.bal.items()}   # {item: count} each
        new.rng = copy_rng(self.rng)
        ev = self._ev
        kernel, facts = copy_state(self, new, game_slots(cls), _CLONE_PLAIN, _read_plain(self),
                                   None if ev is None else ev.facts)
        _write_plain(new, kernel)
        if log:
            new.log = logged
            new._ev = None if ev is None else logged[ev.seq]
        else:
            new.log = [UNKEPT] * len(self.log)
            new._ev = None if ev is None else copy_event(ev, facts)
        return new

    def determinize(self, seat, rng):
        """A clone (``clone()``) in which everything ``seat`` cannot see is dealt again at random with
        ``rng``, consistently with what the seat has seen: the seat's ``view`` of it is this game's, and
        a search bot that plays on it never reads what its seat was not shown.

        Dealt again: the cards of every pile hidden from the seat (``redeal_hidden``: sizes, face-up
        tops, public counts, backs, cards seen go in and, unless a pool mixes, ledger items kept), then
        whatever else the game hides from the seat outside the kernel's piles (the game's
        ``redeal_unseen(seat, rng)``: say, another player's sealed choice). Chance to come is hidden
        too: the copy's generator is seeded from ``rng``, so the dice and shuffles it meets are not this
        game's. The copy depends only on the seat's view and ``rng``: every deal is canonical, so two
        games that look the same to the seat give the same copy. ``seat`` is a player index, or -1 (an
        onlooker)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not -1 <= seat < len(self.players):
            raise ValueError(f"no seat {seat!r}: seats are 0..{len(self.players) - 1} (or -1, an onlooker)")
        if not isinstance(rng, random.Random):
            raise ValueError(f"determinize needs a random.Random to deal with, not {rng!r}")
        new = self.clone()
        new.rng.seed(rng.getrandbits(64))
        new.redeal_hidden(seat, rng)
        new.redeal_unseen(seat, rng)
        new._legal = {}
        return new

    def redeal_unseen(self, seat, rng):
        """The game's hook for ``determinize``: deal again at random with ``rng`` what ``seat`` cannot
        see that is not in a kernel pile (another player's sealed choice, a face-down objective),
        consistently with what the seat has seen, so that the seat's ``view`` is unchanged, and from
        that view and ``rng`` alone (in a fixed order, reading nothing the seat cannot see). The
        kernel's piles are dealt again already. Default: nothing else is hidden."""

    # ------------------------------------------------------------------ helpers for rules code

    def fire(self, rule_id, player=None, secret=False, private=False, **facts):
        """Record that a rule fired; transfers and track moves that follow belong to it.

        ``secret``: a sealed choice; its text must not show the choice until a rule reveals it.
        ``private``: what the event shows (say, the cards drawn) is for ``player``'s eyes only;
        others read the rule's ``public_text`` instead (see ``Event.text_for``).
        """
        log = self.log
        rule = self._rules[rule_id]
        ev = _new_event(Event)   # every slot of the event is set here (``Event`` has no ``__init__``)
        ev.seq = len(log)
        ev.round = self.round
        ev.phase = self.phase
        ev.player = player
        ev.rule = rule.id
        ev._rule = rule
        ev.facts = facts
        ev.changes = []
        ev.secret = secret
        ev.private = private
        ev._names = self.players
        ev._text = None
        log.append(ev)
        self._ev = ev
        return ev

    def transfer(self, item, amount, src, dst):
        """Move ``amount`` of ``item`` from account ``src`` to ``dst`` under the last fired rule."""
        ev = self._ev
        rule = ev._rule
        unbounded = self.UNBOUNDED
        if not rule.mints and (src in unbounded or dst in unbounded):
            raise RuleError(f"rule {rule.id} moves {item} {src}->{dst} but is not declared mints=True")
        bal = self.bal
        s = bal.get(src)
        if s is None:
            s = bal[src] = {}
        d = bal.get(dst)
        if d is None:
            d = bal[dst] = {}
        left = s.get(item, 0) - amount
        if left < 0 and src not in unbounded and not rule.negative_ok:
            raise RuleError(f"rule {rule.id} would leave {src} with {left} {item}")
        s[item] = left
        d[item] = d.get(item, 0) + amount
        # ``Transfer(item, amount, src, dst)``, without the named tuple's Python ``__new__``
        ev.changes.append(_new_tuple(Transfer, (item, amount, src, dst)))

    def held(self, account, item):
        """How much of ``item`` the ledger account holds."""
        a = self.bal.get(account)
        return a.get(item, 0) if a else 0

    def move_track(self, track, new):
        """Move a gauge to a new value under the last fired rule."""
        old = self.tracks.get(track)
        self.tracks[track] = new
        self._ev.changes.append(TrackMove(track, old, new))

    def end_round(self):
        """Record every player's score for the round just finished, then start the next round."""
        self.score_history.append((self.round, tuple(self.score(p) for p in range(len(self.players)))))
        self.round += 1

    def end_game(self, rule_id=None, player=None, ended_by=None, **facts):
        """The game is over, by the rule ``rule_id`` (fired here for ``player`` with ``facts``), or
        by the rule ``ended_by`` that the game fired itself before scoring: nobody is asked anything
        more, the final scores are recorded, and ``ended_by`` keeps the rule that ended the game."""
        if rule_id is not None:
            self.fire(rule_id, player, **facts)
        self.ended_by = rule_id or ended_by or (self.log[-1].rule if self.log else None)
        self.over = True
        self.to_act = ()
        self.stage = None
        self.agenda = []
        self.phase = "game over"
        self.score_history.append((self.round, tuple(self.score(p) for p in range(len(self.players)))))

    # ------------------------------------------------------------------ the public path for rules code on the hot path

    def stage_menu(self, p, stage):
        """The menu player ``p`` would have if asked in ``stage`` now: the stage's
        ``_menu_<stage>(p)``, with ``Pass`` at the end in an off-turn window (what ``legal_actions``
        gives a player who is asked). A game that builds it to see whether anything is possible
        before asking hands it on with ``ask(p, stage, menu=menu)``, so it is not built twice."""
        fn = self._menu_table.get(stage) or _handler(self, self._menu_table, "_menu_", stage)
        menu = fn(self, p)
        if stage in self._windows:
            menu = [*menu, shared(self.Action, p, "pass", stage)]
        return menu

    def _keep_menu(self, p, stage, menu):
        """``ask(p, stage, menu=menu)``: remember the menu, with the number of events so far."""
        if isinstance(p, bool) or not isinstance(p, int):
            raise RuleError(f"ask(..., menu=...) keeps the menu of one player, not of {p!r}")
        self._kept = (p, stage, menu, len(self.log))

    def _adopt_menu(self):
        """At the end of a move: the menu kept by ``ask(menu=...)`` becomes the player's menu if it is
        still current (nobody else asked since, no rule fired since, the game not over)."""
        p, stage, menu, events = self._kept
        self._kept = None
        current = events == len(self.log) and self.to_act == (p,) and self.stage == stage and not self.over
        self._legal = {p: menu} if current else {}

    def holding(self, p, item):
        """How much of ``item`` player ``p`` holds (``held(account(p), item)`` in one call)."""
        a = self.bal.get(self._accounts[p])
        return a.get(item, 0) if a else 0

    def holdings(self, p):
        """Everything player ``p`` holds, as the ledger's own mapping {item: amount} (zeros
        included; empty before p holds anything): for reading several items at once on a menu's
        path. Read it only: the ledger changes by ``transfer``."""
        return self.bal.get(self._accounts[p]) or _NOTHING

    def account(self, p):
        """The ledger account of player ``p`` ("p0", "p1"...)."""
        return self._accounts[p]

    def account_owner(self, account):
        """The player whose ledger account this is, or None (the bank, a tile, a deck...)."""
        return self._owners.get(account)

    @contextmanager
    def aside(self):
        """Fire a rule in the middle of another (a reshuffle while drawing, a die rolled for a
        cost): inside the block, events belong to the rules fired there; after it, transfers and
        track moves belong again to the rule that was firing before."""
        owner = self._ev
        try:
            yield
        finally:
            self._ev = owner

    # ------------------------------------------------------------------ internals

    def _do(self, action):
        self._decisions.append(action)
        self._legal = {}
        if action.player == ARRANGER:
            name, *args = json.loads(action.args[0])
            getattr(self, "_arrange_" + name)(*args)
            self.check_invariants()
            if not self.over and not self.to_act:
                self._run()
        else:
            self._dispatch(action)
            self._run()
        if self._kept is not None:   # as in ``apply``
            self._adopt_menu()
        elif self._legal:   # a menu read while the move was carried out belongs to the old position
            self._legal = {}

    def _commit(self, action):
        """Carry out ``action`` atomically: on any error the game is rebuilt as it was."""
        start = len(self.log)
        try:
            self._do(action)
        except Exception:
            self._rebuild(self._decisions[:-1])
            raise
        new = self.log[start:]
        if self._subscribers:
            self._notify(new)
        return new

    def _rebuild(self, decisions):
        """Replay ``decisions`` from the seed into a fresh state and adopt it (undo, recovery)."""
        fresh = type(self).__new__(type(self))
        fresh.players, fresh.seed, fresh.options = self.players, self.seed, self.options
        fresh._npc_keys = self._npc_keys
        fresh._subscribers = self._subscribers
        fresh._decisions = []
        fresh._start()
        for a in decisions:
            fresh._do(a)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        for slot in _KERNEL_SLOT_DESCRIPTORS:
            slot.__set__(self, slot.__get__(fresh))
        for _, slot in game_slots(type(self)):
            try:
                slot.__set__(self, slot.__get__(fresh))
            except AttributeError:   # not set in the fresh game: not set here either
                try:
                    slot.__delete__(self)
                except AttributeError:
                    pass

    def _notify(self, events):
        if not self._subscribers:
            return
        for fn in list(self._subscribers):
            fn(events)

    def _not_your_turn(self, p):
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < len(self.players):
            return f"There is no player {p!r} in this game (players are 0..{len(self.players) - 1})."
        waiting = ", ".join(self.players[q] for q in self.to_act) or "nobody"
        return f"It is not {self.players[p]}'s decision now; the game is waiting for {waiting}."

    def _illegal_message(self, action):
        """(message, rule id) for a rejected action: the game's own reason, or a generic one."""
        specific = self.why_illegal(action)
        if specific:
            msg, rid = specific
        else:
            name = self.players[action.player]
            msg = f"'{action.label}' is not one of {name}'s choices now. {name} is asked: {self.prompt(action.player)}"
            rid = self.decision_rule
        return self.cite_rule(msg, rid), rid

    def cite_rule(self, message, rule_id):
        """A refusal's message with the citation of the rule that forbids the move."""
        if rule_id and rule_id in self.RULES:
            r = self.RULES[rule_id]
            return f"{message.rstrip('. ')} (rule: {r.title}, {r.cite})."
        return message

    def __repr__(self):
        state = "over" if self.over else f"round {self.round}, {self.phase}"
        return f"<{self.title} seed={self.seed} players={list(self.players)} {state}>"


_KERNEL_SLOT_DESCRIPTORS = tuple(Game.__dict__[name] for name in Game.__slots__)

# ---------------------------------------------------------------------------------------- defining a game

_KERNEL_CLASSES = (Game, Flow, Dice, Decks, Piles, Sealed)
_HANDLER_PREFIXES = ("_do_", "_step_", "_menu_", "_prompt_", "_why_", "_arrange_", "_pass_")
# What a game does instead of redefining one of the kernel's own handlers (a game's method of the same name
# would silently replace the kernel's); the kernel's other handlers get the general advice.
_INSTEAD = {
    "_do_pass": "the action kind 'pass' is the kernel's Pass (every off-turn window offers it): write "
                "_pass_<stage>(action) for what passing does in one of your stages, or give your own kind "
                "another name (say 'decline', carried out by _do_decline)",
    "_step_window": "the step 'window' runs the kernel's off-turn windows (open_window): give your step "
                    "another name",
    "_arrange_move": "'move' is the kernel's arrangement (counted things between two accounts): give "
                     "yours another name",
    "_arrange_track": "'track' is the kernel's arrangement (a gauge set by hand): give yours another name",
}
_KERNEL_HANDLERS = frozenset(name for k in _KERNEL_CLASSES for name, v in vars(k).items()
                            if name.startswith(_HANDLER_PREFIXES) and callable(v))


def refuse_traps(cls):
    """Refuse a game class that redefines a handler the kernel dispatches to itself (``_do_pass``,
    ``_step_window``, the arrangements ``move`` and ``track``: the game's would silently replace the
    kernel's) or whose ``Options`` is not a frozen dataclass (its ``option()`` fields would be no
    options at all). Raises ``TypeError`` saying what to rename or add."""
    for k in cls.__mro__:
        if k in _KERNEL_CLASSES or k is object:
            continue
        for name in _KERNEL_HANDLERS.intersection(vars(k)):
            advice = _INSTEAD.get(name, f"give yours another name than {name[name.index('_', 1) + 1:]!r}")
            raise TypeError(f"{cls.__name__}: {k.__qualname__} defines {name}, which the kernel defines for "
                            f"itself and dispatches to: {advice}")
    opts = cls.Options
    if not (isinstance(opts, type) and issubclass(opts, Options)):
        raise TypeError(f"{cls.__name__}.Options must be a subclass of mining_games.core.Options, not {opts!r}")
    for k in opts.__mro__[:opts.__mro__.index(Options)]:
        params = k.__dict__.get("__dataclass_params__")
        if params is None or not params.frozen:
            raise TypeError(f"{cls.__name__}.Options: {k.__qualname__} is not a frozen dataclass, so its option() "
                            f"fields are not options; write @dataclass(frozen=True) on the line above "
                            f"class {k.__name__}(...)")

# clone(): the kernel's attributes that are immutable (shared with the clone), those copied in their
# own way (``Game.clone``), and the rest, plain data copied with the game's state
_CLONE_SHARED = ("players", "seed", "options", "round", "phase", "to_act", "over", "stage", "decision_rule",
                 "ended_by", "_npc_keys", "_windows", "_rules", "_accounts")
_CLONE_OWN_WAY = ("log", "_ev", "rng", "bal", "npcs", "_owners", "_subscribers", "_decisions", "score_history",
                  "_legal")
_CLONE_PLAIN = tuple(n for n in Game.__slots__ if n not in _CLONE_SHARED + _CLONE_OWN_WAY)
_read_shared, _write_shared = accessors(_CLONE_SHARED)
_read_plain, _write_plain = accessors(_CLONE_PLAIN)

"""A search bot for every game: information-set Monte Carlo tree search over determinized copies.

The bot looks ahead for one seat (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). Each
iteration of a decision:

1. **Deals a world**: ``game.determinize(seat, rng)``, a copy of the game in which everything the seat
   cannot see is dealt again with the iteration's own generator (chance to come reseeded). The bot reads
   the real game only there, in ``legal_actions(seat)`` and nowhere else, so its choice depends on what
   its seat was shown and on its seed, never on the hidden cards it was not shown.
2. **Descends a tree keyed by actions**, one tree for every world: at each node the player asked in the
   world chooses among the entries of its menu there by UCB1 with availability counts (an entry counts
   as a possibility only in the worlds where it was on the menu). A decision taken while several players
   are asked at once (a sealed, simultaneous choice) leads to the child "someone chose" rather than to a
   child of its own: the players still to decide in that stage cannot see it, so their choices in the
   tree are made from what they could know.
3. **Expands** one new entry: the game's heuristic bot's choice first (``Game.SEARCH_POLICY``), the
   others in random order. Wide menus are widened progressively: a node tries a new entry only while it
   has fewer than ``WIDEN`` times the square root of its visits, so deep lines get looked at too.
4. **Rolls out** with the game's heuristic bot in every seat, each reading its own view of the world,
   for at most ``depth`` decisions (games run to hundreds of decisions), then **evaluates**: a finished
   game gives each winner an equal share of one win; an unfinished one gives each seat
   ``1 / (1 + exp(-lead / SEARCH_SCALE))``, its score lead over the best of the others squashed to 0..1
   (a lead of one ``SEARCH_SCALE`` counts as a 73% chance to win); the score is the game's
   ``search_score(p)``, its ``score(p)`` unless the game counts more (Murfett: the assets).
5. **Backs up** every seat's value at once (max^n): each player in the tree plays for itself.

The bot chooses the most visited entry of the real menu (ties: the better average, then the menu's
order), unless the heuristic bot's own choice there does about as well (the chosen entry's average value
is not above it by more than ``MARGIN`` and twice the standard error of the difference): the search plays
the game's heuristic where it finds nothing clearly better, and so does not wander through moves that
change nothing (Titans: a bank trade and its reverse, for ever, at 25 look-aheads a decision).
``explain()`` then says in a sentence what it chose and the two or three entries it weighed most,
each with its average value, read as a chance to win.

The budget is a number of iterations (deterministic for a seed) and, optionally, seconds of this
process's CPU time (``time.process_time``: not deterministic). ``STRENGTHS`` names three budgets a
teacher can pick from: "easy", "medium" (the default, under a second a decision at the table) and
"hard". The kernel's bot list knows the bot as "search" for every game ("search:hard" picks the
strength; ``mining_games.bots.make_bot``).
"""

import math
import random
import time
from dataclasses import dataclass

from .words import count


@dataclass(frozen=True)
class Strength:
    """A search budget: ``iterations`` looked ahead per decision, ``depth`` decisions per roll-out."""

    iterations: int
    depth: int
    words: str   # what a teacher reads in the bot list


STRENGTHS = {
    "easy": Strength(25, 8, "looks a few moves ahead a couple of dozen times before each decision"),
    "medium": Strength(80, 12, "looks ahead eighty times before each decision (under a second)"),
    "hard": Strength(400, 24, "looks ahead four hundred times, further, before each decision (a few seconds)"),
}
DEFAULT_STRENGTH = "medium"
EXPLORE = 0.7   # UCB1's exploration constant (values lie in 0..1)
MARGIN = 0.02  # the heuristic bot's choice stands unless another's average value beats it by this much
WIDEN = 2.0     # progressive widening: a node tries at most WIDEN * sqrt(visits) entries (at least 2)
_SHARED = "a simultaneous choice"   # the child key of a decision the others still to decide cannot see


def strength_of(spec):
    """The ``Strength`` named by ``spec`` ("easy", "medium", "hard"), or a ValueError listing them."""
    if isinstance(spec, Strength):
        return spec
    found = STRENGTHS.get(spec)
    if found is None:
        raise ValueError(f"unknown strength {spec!r} for the search bot; strengths are: {', '.join(STRENGTHS)}")
    return found


class _Node:
    """One node of the tree: for each action tried here, its visits, the mover's total value and how
    often it was on the menu (availability); the children by key."""

    __slots__ = ("visits", "value", "square", "avail", "children", "order")

    def __init__(self):
        self.visits = {}
        self.value = {}
        self.square = {}   # the sum of the squared values (how far the look-aheads of an action disagree)
        self.avail = {}
        self.children = {}
        self.order = 0   # visits of the node itself (progressive widening)


class SearchBot:
    """Information-set Monte Carlo tree search for one seat (see the module docstring).

    ``game_cls``: the game's class (its ``SEARCH_POLICY`` and ``SEARCH_SCALE``); ``seed``: the bot's own
    seed; ``strength``: "easy", "medium" or "hard" (or a ``Strength``); ``iterations`` / ``depth``
    override the strength's; ``seconds``: stop early after that much CPU time (not deterministic)."""

    name = "search"
    description = "looks ahead: tries each choice in many imagined continuations of the game and picks the best"

    def __init__(self, game_cls, seed=None, strength=DEFAULT_STRENGTH, iterations=None, depth=None, seconds=None):
        level = strength_of(strength)
        self.strength = next((k for k, v in STRENGTHS.items() if v is level), "custom")
        if self.strength != DEFAULT_STRENGTH:
            self.name = f"search:{self.strength}"   # the name the bot lists know it by
        self.iterations = level.iterations if iterations is None else iterations
        self.depth = level.depth if depth is None else depth
        for what, v in (("iterations", self.iterations), ("depth", self.depth)):
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ValueError(f"the search bot's {what} must be a whole number of at least 1, not {v!r}")
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or seconds <= 0):
            raise ValueError(f"the search bot's seconds must be a positive number, not {seconds!r}")
        self.seconds = seconds
        self.rng = random.Random(seed)
        policy = getattr(game_cls, "SEARCH_POLICY", "random")
        if policy != "random" and policy not in game_cls.BOTS:
            raise ValueError(f"{game_cls.__name__}.SEARCH_POLICY names {policy!r}, which is not one of its BOTS "
                             f"({', '.join(game_cls.BOTS) or 'none'}) nor 'random'")
        self.policy = None if policy == "random" else game_cls.BOTS[policy]
        self.scale = float(getattr(game_cls, "SEARCH_SCALE", 5))
        self.last = None   # what the last decision weighed (``explain``)
        self.policy_failures = 0   # heuristic-bot choices that failed in a look-ahead (``_heuristic``)

    # ------------------------------------------------------------------ deciding

    def choose(self, game, player):
        """The entry of ``game.legal_actions(player)`` the search found best: the most visited, or the
        heuristic bot's choice where nothing did clearly better (module docstring). The game is read only
        through that menu and ``game.determinize(player, rng)``."""
        menu = game.legal_actions(player)
        if not menu:
            raise IndexError(f"seat {player} has no legal action to choose from")
        if len(menu) == 1:
            self.last = (menu[0], [], {menu[0]: (0, 0.0)})
            return menu[0]
        root = _Node()
        seed = self.rng.getrandbits(64)
        rng = random.Random(seed)
        stop = time.process_time() + self.seconds if self.seconds else None
        usual = None   # the heuristic bot's choice here (read in the first copy, which the seat sees alike)
        for i in range(self.iterations):
            world = game.determinize(player, random.Random(seed + 1 + i))
            if i == 0 and self.policy is not None:
                usual = self._heuristic(self.policy(rng.getrandbits(32)), world, player, menu, rng)
            self._iterate(world, player, root, rng)
            if stop is not None and time.process_time() >= stop:
                break
        stats = {a: (root.visits.get(a, 0), root.value.get(a, 0.0) / root.visits[a] if root.visits.get(a) else 0.0)
                 for a in menu}
        ranked = sorted(range(len(menu)), key=lambda k: (-stats[menu[k]][0], -stats[menu[k]][1], k))
        best = menu[ranked[0]]
        if usual in stats and stats[usual][0] and not self._clearly_better(root, best, usual):
            best = usual   # the search found nothing clearly better than the heuristic bot's choice
        others = [menu[k] for k in ranked[:4] if menu[k] != best and stats[menu[k]][0]][:3]
        self.last = (best, others, stats)
        return best

    @staticmethod
    def _clearly_better(root, a, b):
        """Whether ``a``'s look-aheads did clearly better than ``b``'s: their average values differ by more
        than ``MARGIN`` plus twice the standard error of the difference (look-aheads are noisy)."""
        if a == b:
            return False
        spread = 0.0
        for x in (a, b):
            n = root.visits[x]
            mean = root.value[x] / n
            spread += max(0.0, root.square[x] / n - mean * mean) / n
        return root.value[a] / root.visits[a] - root.value[b] / root.visits[b] > MARGIN + 2 * math.sqrt(spread)

    def _iterate(self, world, seat, root, rng):
        """One iteration on ``world``: descend, expand, roll out, back up (module docstring)."""
        node, path, mover = root, [], seat
        policies = {}
        while not world.over:
            menu = world.legal_actions(mover)
            node.order += 1
            avail = node.avail
            tried = []
            for a in menu:
                avail[a] = avail.get(a, 0) + 1
                if a in node.visits:
                    tried.append(a)
            if len(tried) < len(menu) and len(tried) < max(2, WIDEN * math.sqrt(node.order)):
                action = self._expand(world, mover, menu, node, rng)
                path.append((node, action))
                self._apply(world, action)
                break
            action = self._ucb(node, tried)
            path.append((node, action))
            key = self._apply(world, action)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            node = child
            if world.over:
                break
            mover = world.to_act[0]
        values = self._rollout(world, rng, policies)
        for n, a in path:
            v = values[a.player]
            n.visits[a] = n.visits.get(a, 0) + 1
            n.value[a] = n.value.get(a, 0.0) + v
            n.square[a] = n.square.get(a, 0.0) + v * v

    @staticmethod
    def _apply(world, action):
        """Play ``action`` in the world; the key of the child it leads to (``_SHARED`` for a decision
        the others still deciding in the same stage cannot see)."""
        simultaneous = len(world.to_act) > 1
        world.apply(action)
        return _SHARED if simultaneous else action

    def _expand(self, world, mover, menu, node, rng):
        """A new entry to try here: the heuristic bot's choice when it is untried, else a random one. The
        heuristic bot asked is a new one: a bot may remember what it chose (ARDEVUR's trader remembers
        its proposals), and this choice may not be played."""
        untried = [a for a in menu if a not in node.visits]
        if self.policy is not None:
            pick = self._heuristic(self.policy(rng.getrandbits(32)), world, mover, menu, rng)
            if pick in untried:
                return pick
        return untried[rng.randrange(len(untried))]

    def _heuristic(self, bot, world, p, menu, rng):
        """``bot``'s choice for ``p`` in the world; a random entry of ``menu`` where the bot fails. A
        heuristic bot is asked here in positions its own play never reaches (the tree chose the move that
        led there for it: ARDEVUR's trader has no Target to name after a proposal it did not decide
        on), so a failure is counted in ``policy_failures`` rather than raised."""
        try:
            return bot.choose(world, p)
        except Exception:   # noqa: BLE001 (any failure of the game's bot: counted, the search goes on)
            self.policy_failures += 1
            return menu[rng.randrange(len(menu))]

    @staticmethod
    def _ucb(node, tried):
        """UCB1 with availability counts among the entries tried here that are on this world's menu."""
        visits, value, avail = node.visits, node.value, node.avail
        best, best_score = None, -1.0
        for a in tried:
            n = visits[a]
            score = value[a] / n + EXPLORE * math.sqrt(math.log(avail[a]) / n)
            if score > best_score:
                best, best_score = a, score
        return best

    def _policy(self, policies, p, rng):
        """Seat ``p``'s heuristic bot in this iteration (one per seat, seeded from the search)."""
        bot = policies.get(p)
        if bot is None:
            bot = policies[p] = self.policy(rng.getrandbits(32))
        return bot

    def _rollout(self, world, rng, policies):
        """Play on with the heuristic bot (or random moves) for at most ``depth`` decisions; the value of
        the position reached for every seat."""
        for _ in range(self.depth):
            if world.over:
                break
            p = world.to_act[0]
            if self.policy is None:
                menu = world.legal_actions(p)
                world.apply(menu[rng.randrange(len(menu))])
            else:
                world.apply(self._heuristic(self._policy(policies, p, rng), world, p, world.legal_actions(p), rng))
        return self.evaluate(world)

    def evaluate(self, world):
        """The value of a position for every seat, in 0..1: a finished game gives each winner an equal
        share of one win (0 to the others); an unfinished one squashes each seat's lead in
        ``search_score`` over the best of the others, ``1 / (1 + exp(-lead / SEARCH_SCALE))``."""
        n = len(world.players)
        if world.over:
            winners = world.winners()
            share = 1.0 / len(winners) if winners else 0.0
            return [share if p in winners else 0.0 for p in range(n)]
        scores = [world.search_score(p) for p in range(n)]
        out = []
        for p in range(n):
            lead = scores[p] - max(s for q, s in enumerate(scores) if q != p) if n > 1 else scores[p]
            out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -lead / self.scale)))))
        return out

    # ------------------------------------------------------------------ explaining

    def explain(self):
        """One sentence on the last decision: the choice and the entries it weighed most, each with its
        estimated chance to win (the average value of its look-aheads); "" before any decision."""
        if self.last is None:
            return ""
        best, others, stats = self.last
        if not others and stats[best][0] == 0:
            return f"{best.label}: it was the only choice, so I did not need to look ahead."
        n, v = stats[best]
        head = f"{best.label} (about {_percent(v)} to win, in {count(n, 'look-ahead')})"
        if not others:
            return f"{head}: nothing else was worth trying."
        return f"{head} rather than {_or_words(others, stats)}."


def _percent(v):
    return f"{round(100 * v)}%"


def _or_words(others, stats):
    """"A (40%), B (30%) or C (20%)"."""
    parts = [f"{a.label} ({_percent(stats[a][1])})" for a in others]
    return ", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0]

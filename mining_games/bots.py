"""Bots: players the computer plays, and a helper that plays a game to its end.

A bot is anything with ``choose(game, player) -> Action`` that reads only ``game.view(player)``
and ``game.legal_actions(player)``. ``"random"`` and ``"search"`` (the kernel's look-ahead bot,
``core.search``; "search:easy", "search:medium" or "search:hard" picks its strength) exist for every
game; each game adds its own heuristic bots in ``Game.BOTS``.
"""

import random
from typing import Protocol, runtime_checkable

from .core.search import DEFAULT_STRENGTH, STRENGTHS, SearchBot


@runtime_checkable
class Bot(Protocol):
    def choose(self, game, player):
        """Pick one of ``game.legal_actions(player)``."""


class RandomBot:
    """Chooses uniformly among the legal actions, with its own seeded generator."""

    name = "random"
    description = "chooses uniformly at random among the legal actions"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        menu = game.legal_actions(player)
        n = len(menu)
        if not n:
            raise IndexError(f"{game.players[player]} has no legal action to choose from")
        # what ``random.choice`` does (``Random._randbelow``: draw bit_length(n) bits until the
        # number is below n), written out without its two extra calls: the same draws, so the same games
        k = n.bit_length()
        getrandbits = self.rng.getrandbits
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return menu[r]


SEARCH = "search"


def bot_names(game_cls):
    """Every bot name available for a game class ("random" first, the search bot last)."""
    return ["random", *[n for n in game_cls.BOTS if n not in ("random", SEARCH)], SEARCH]


def bot_words(name):
    """A bot's name as a reader says it: "free_rider" -> "free rider", "search:hard" -> "search (hard)"
    (a bot object by its ``name``)."""
    head, _, strength = str(name if isinstance(name, str) else getattr(name, "name", name)).partition(":")
    return head.replace("_", " ") + (f" ({strength})" if strength else "")


def search_names():
    """The search bot's names with a strength: "search:easy", "search:medium", "search:hard"."""
    return [f"{SEARCH}:{k}" for k in STRENGTHS]


def is_bot_name(game_cls, name):
    """Whether ``make_bot(game_cls, name)`` knows ``name`` (a name of ``bot_names`` or a search strength)."""
    return name in bot_names(game_cls) or name in search_names()


def make_bot(game_cls, spec, seed=None):
    """A bot from a name ("random", one of the game's bots, "search" or "search:<strength>") or an
    existing bot object."""
    if isinstance(spec, str):
        if spec == "random":
            return RandomBot(seed)
        if spec == SEARCH or spec.startswith(SEARCH + ":"):
            strength = spec.partition(":")[2] or DEFAULT_STRENGTH
            if strength not in STRENGTHS:
                raise ValueError(f"unknown strength {strength!r} in bot {spec!r}; the search bot's strengths are: "
                                 f"{', '.join(STRENGTHS)} (e.g. {SEARCH}:hard)")
            return SearchBot(game_cls, seed, strength)
        cls = game_cls.BOTS.get(spec)
        if cls is None:
            raise ValueError(f"unknown bot {spec!r} for {game_cls.name}; valid bots are: "
                             f"{', '.join(bot_names(game_cls))} (the search bot also as "
                             f"{', '.join(search_names())})")
        return cls(seed)
    if isinstance(spec, Bot):
        return spec
    raise ValueError(f"a bot must be a bot name or an object with choose(game, player), not {spec!r}")


def seat_bots(game, seats):
    """Bots per player index from a list (one per seat) or a dict {player: bot}; names become bots.

    Bot seeds derive from the game's seed and the seat, so a seeded game plays the same way.
    """
    n = len(game.players)
    if isinstance(seats, (str, Bot)):
        seats = [seats] * n
    if isinstance(seats, (list, tuple)):
        if len(seats) != n:
            raise ValueError(f"{n} players need {n} seats, got {len(seats)}")
        seats = dict(enumerate(seats))
    if not isinstance(seats, dict):
        raise ValueError("seats must be a bot name, a list with one bot per player, or a dict {player: bot}")
    out = {}
    for p, spec in seats.items():
        if not isinstance(p, int) or not 0 <= p < n:
            raise ValueError(f"no player {p!r}: players are 0..{n - 1}")
        out[p] = make_bot(type(game), spec, seed=game.seed * 7919 + p)
    return out


def play(game, seats, max_decisions=None):
    """Play ``game`` to its end with a bot in every seat; returns the game. Rule-driven seats (NPCs)
    are never asked to decide and need no bot.

    Raises RuntimeError if the game does not end within ``max_decisions`` (default: the game's
    own bound), which would be a bug in the rules.
    """
    bots = seat_bots(game, seats)
    missing = [p for p in range(len(game.players)) if p not in bots and p not in game.npcs]   # NPCs: no bot
    if missing:
        raise ValueError(f"every seat needs a bot to play to the end; no bot for players {missing}")
    limit = max_decisions or game.max_decisions
    count = 0
    while not game.over:
        for p in game.to_act:
            game.apply(bots[p].choose(game, p))
            count += 1
            break
        else:
            raise RuntimeError(f"{game!r} is not over but asks nobody to decide")
        if count > limit:
            raise RuntimeError(f"{game!r} did not end within {limit} decisions")
    return game

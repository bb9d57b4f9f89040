"""The conformance checks of the kernel's search bot (``mining_games/core/search.py``), which
tests/test_conformance.py runs for every game:

- from a random point of a random game, a search bot with a small budget in the first seat and the game's
  heuristic bot in the others play on to the end, every choice of the search bot on its menu and explained;
- the bot never peeks: at random points, for every seat asked, its choice in the game and what it weighed
  (its explanation) are those in a determinized copy that looks the same to its seat
  (``game.determinize(seat, Random(k))``, whose ``view(seat)`` is the game's), the bot seeded alike. This
  holds because ``determinize`` deals from what the seat sees alone (canonical: the same copy whatever the
  hidden cards were, tests/conformance_determinize.py);
- a small search beats random players in small games of each (``search_wins_against_random``).
"""

import json
import random

from conformance import random_points, replay

from mining_games.bots import make_bot
from mining_games.core.search import SearchBot

BUDGET = {"iterations": 6, "depth": 4}   # a small search: the checks are about what it reads, not how well
PEEK_BUDGET = {"iterations": 30, "depth": 6}   # enough look-aheads that a hidden card could sway the choice
PLAY_ON = 2000   # decisions played on from a random point at most (every game ends well within this)


def search_bot(cls, seed, budget=BUDGET):
    return SearchBot(cls, seed, **budget)


def assert_search_plays_to_the_end(cls, seed, decisions):
    """From a random point of the game ``decisions`` play, a search bot in one seat (the first player) and
    the game's look-ahead bot (``SEARCH_POLICY``) in the others play on to the end; returns the number of
    choices the search bot made. Each is an entry of its menu, with an explanation."""
    k = random_points(seed + 11, len(decisions), 1)[0]
    game = replay(cls, seed, decisions[:k])
    others = make_bot(cls, cls.SEARCH_POLICY, seed)
    bot = search_bot(cls, seed * 31)
    made = played = 0
    while not game.over:
        p = game.to_act[0]
        if p:
            game.apply(others.choose(game, p))
        else:
            menu = game.legal_actions(p)
            action = bot.choose(game, p)
            assert action in menu, f"{cls.title}: the search bot chose {action!r}, not on {game.players[p]}'s menu"
            assert bot.explain(), f"{cls.title}: the search bot cannot say why it chose {action.label!r}"
            game.apply(action)
            made += 1
        played += 1
        assert played < PLAY_ON, f"{cls.title}: no end after {played} decisions from decision {k}"
    return made


def peeks(cls, seed, decisions, copies=2):
    """Where the search bot's choice, or what it weighed (its explanation: the look-aheads of each entry and
    their values), differs between the game and a determinized copy its seat sees alike, as a list of
    (decision number, seat, explanation in the game, in the copy); also the number of choices compared."""
    out, compared = [], 0
    for j, k in enumerate(random_points(seed + 13, len(decisions), 4)):
        game = replay(cls, seed, decisions[:k])
        for p in game.to_act:
            if len(game.legal_actions(p)) < 2:
                continue
            seen = json.dumps(game.view(p), sort_keys=True)
            bot = search_bot(cls, seed, PEEK_BUDGET)
            mine = bot.choose(game, p), bot.explain()
            for c in range(copies):
                world = game.determinize(p, random.Random(seed * 100 + j * 10 + c))
                assert json.dumps(world.view(p), sort_keys=True) == seen, f"{cls.title}: the copy looks different"
                bot = search_bot(cls, seed, PEEK_BUDGET)
                theirs = bot.choose(world, p), bot.explain()
                compared += 1
                if theirs != mine:
                    out.append((k, p, mine[1], theirs[1]))
    return out, compared


# The small games in which a small search beats random players (``search_wins_against_random``): a classroom
# limit on rounds where the game has one and its score counts by then; Murfett's score is money, which a
# company spends on leases early and earns back later, so its games run to the rulebook's end.
SMALL_GAMES = {"titans": {"max_rounds": 4}, "ardevur": {"round_limit": 4}}
WIN_BUDGET = {"iterations": 8, "depth": 4}


def search_wins_against_random(cls, seeds=(0, 1)):
    """Two-seat games (three where the game needs three) of a small search bot against random players, the
    search bot in the first seat on the first seed, the second on the next...; returns (its wins, a shared
    win counting its share; games)."""
    n = max(2, cls.min_players)
    won = 0.0
    for i, seed in enumerate(seeds):
        seat = i % n
        game = cls(players=n, seed=seed, **SMALL_GAMES.get(cls.name, {}))
        bots = {p: search_bot(cls, seed, WIN_BUDGET) if p == seat else make_bot(cls, "random", seed * 7919 + p)
                for p in range(n)}
        for _ in range(cls.max_decisions):
            if game.over:
                break
            p = game.to_act[0]
            game.apply(bots[p].choose(game, p))
        winners = game.winners()
        won += 1 / len(winners) if seat in winners else 0.0
    return won, len(seeds)

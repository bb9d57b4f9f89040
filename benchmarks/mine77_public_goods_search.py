"""The public-goods lesson's player who looks ahead, measured offline: Mine 77's search bot (``search:easy``) in seat 1
among two foremen and among two free riders, on the lesson's own seeds and bots (``mining_games.bots.play``, seeds
0-29, three players), so that its games pair seed by seed with the lesson's tables of foremen and free riders.

About 20 CPU-seconds a game, 60 games: about 20 minutes of one core. It prints one JSON line per game (scores, Steam
generated, Steam Generation visits, CPU seconds); with ``--write`` it also rewrites ``mining_games/mine77/measured.py``,
which the lesson reads (notebooks/lesson_public_goods.ipynb, section 4), and ``tests/test_mine77_measured.py`` replays
one of its games to check the record.

Run: nice .venv/bin/python benchmarks/mine77_public_goods_search.py [seeds] [--write]
"""

import json
import pathlib
import sys
import time

import mining_games as mg
from mining_games.bots import play
from mining_games.mine77 import analysis as m77

SEARCH = "search:easy"
TABLES = {"among two foremen": [SEARCH, "foreman", "foreman"],
          "among two free riders": [SEARCH, "free_rider", "free_rider"]}
MODULE = pathlib.Path(__file__).resolve().parent.parent / "mining_games" / "mine77" / "measured.py"


def record(seats, seed):
    """One game of the lesson's kind (three players, the given seed) with these bots: what section 4 needs."""
    start = time.process_time()
    game = play(mg.new_game("mine77", players=3, seed=seed), seats)
    return {"seed": seed, **m77.steam_record(game), "cpu": round(time.process_time() - start, 1)}


def module_text(games, seeds):
    lines = ['"""The search bot in the public-goods lesson\'s tables, measured offline (too slow to play live):',
             f"written by ``benchmarks/mine77_public_goods_search.py {seeds} --write`` (seeds 0-{seeds - 1}, the "
             "lesson's seeds,",
             "three players, ``mining_games.bots.play``).",
             "",
             "SEARCH_GAMES[table] lists one record per seed: every seat's score, the Steam each seat generated and its",
             'Steam Generation visits; seat 0 is the search bot (``search:easy``)."""',
             "",
             f"SEARCH_BOT = {SEARCH!r}",
             "SEARCH_GAMES = {"]
    for name, records in games.items():
        lines.append(f"    {name!r}: [")
        for r in records:
            lines.append(f"        {{'seed': {r['seed']}, 'scores': {r['scores']}, 'generated': {r['generated']}, "
                         f"'visits': {r['visits']}}},")
        lines.append("    ],")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 30
    games = {name: [] for name in TABLES}
    for seed in range(seeds):
        for name, seats in TABLES.items():
            games[name].append(record(seats, seed))
            print(json.dumps({"table": name, **games[name][-1]}), flush=True)
    if "--write" in sys.argv:
        MODULE.write_text(module_text(games, seeds))
        print(f"wrote {MODULE}")

"""Runs inside the throwaway catanatron venv (benchmarks/.peer-venv): random-player Catan throughput.

    python peer_catanatron.py calibrate SECONDS   # prints how many games take about SECONDS
    python peer_catanatron.py run GAMES FIRST_SEED   # plays them; prints the run as JSON
    python peer_catanatron.py copy SECONDS         # game.copy() mid-game for about SECONDS; JSON

Four ``RandomPlayer`` seats, ``Game.play_tick()`` until someone wins or ``TURNS_LIMIT`` is reached,
one decision per tick (catanatron records every action in ``state.actions``, its log). Prints one
JSON object: the catanatron version and, per run, games, decisions and CPU seconds. Imports nothing
from mining_games.

``copy`` times ``Game.copy()`` (catanatron's copy for search) mid-game: the positions after ``MIDGAME``
ticks of seeds 1-5, copied in turn, each copy dropped before the next (as ours_run.py times ours).
"""

import json
import sys
import time
from importlib.metadata import version

from catanatron import Color, Game, RandomPlayer
from catanatron.game import TURNS_LIMIT

COLORS = (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)


def play_one(seed):
    """One game; returns (decisions, finished). Seeds start at 1: catanatron treats 0 as 'no seed'."""
    game = Game([RandomPlayer(c) for c in COLORS], seed=seed)
    decisions = 0
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        game.play_tick()
        decisions += 1
    assert decisions == len(game.state.actions)
    return decisions, game.winning_color() is not None


def timed_run(seeds):
    """Games, decisions and CPU seconds (``process_time``, as our engine is measured)."""
    start = time.process_time()
    decisions = finished = 0
    for s in seeds:
        d, f = play_one(s)
        decisions += d
        finished += f
    return {"games": len(seeds), "decisions": decisions, "finished": finished,
            "seconds": time.process_time() - start}


MIDGAME = 150   # ticks into a game where its copies are timed (as ours, ours_run.py)
POSITIONS = range(1, 6)


def midgame(seed):
    game = Game([RandomPlayer(c) for c in COLORS], seed=seed)
    for _ in range(MIDGAME):
        if game.winning_color() is not None:
            break
        game.play_tick()
    return game


def copy_run(seconds):
    """Copies of the mid-game positions in turn for about ``seconds`` of CPU time."""
    games = [midgame(s) for s in POSITIONS]
    done, start = 0, time.process_time()
    while True:
        for game in games:
            for _ in range(20):
                game.copy()
        done += 20 * len(games)
        spent = time.process_time() - start
        if spent >= seconds:
            return {"catanatron": version("catanatron"), "players": len(COLORS),
                    "decisions_in": [len(g.state.actions) for g in games], "copies": done, "seconds": spent}


def main(argv):
    if argv[:1] == ["calibrate"] and len(argv) == 2:
        probe = timed_run(range(1, 4))
        print(max(3, round(float(argv[1]) / (probe["seconds"] / probe["games"]))))
    elif argv[:1] == ["run"] and len(argv) == 3:
        games, first = int(argv[1]), int(argv[2])
        print(json.dumps({"catanatron": version("catanatron"), "players": len(COLORS),
                          **timed_run(range(first, first + games))}))
    elif argv[:1] == ["copy"] and len(argv) == 2:
        print(json.dumps(copy_run(float(argv[1]))))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])

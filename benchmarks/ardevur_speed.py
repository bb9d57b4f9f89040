"""ARDEVUR's random-play speed in decisions per CPU-second, with full logging.

    .venv/bin/python benchmarks/ardevur_speed.py [seeds] [repeats]

Plays 4-player games with a random bot in every seat (``mining_games.bots.play(Ardevur(players=4,
seed=s), "random")``) for seeds 0..seeds-1 (default 20), ``repeats`` times (default 5), and prints
the best run in CPU time (``time.process_time``): on a shared, loaded machine the best of several
runs is the figure least disturbed by the other processes. Also prints the log's fingerprint (a
hash of every event's text and changes), which must not move when the code is only made faster.
"""

import hashlib
import sys
import time

from mining_games.ardevur import Ardevur
from mining_games.bots import play


def main(seeds=20, repeats=5):
    best = None
    for _ in range(repeats):
        decisions = events = 0
        digest = hashlib.sha256()
        start = time.process_time()
        for s in range(seeds):
            g = play(Ardevur(players=4, seed=s), "random")
            decisions += len(g.decisions)
            events += len(g.log)
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
        for s in range(seeds):   # outside the timing: texts are rendered lazily
            g = play(Ardevur(players=4, seed=s), "random")
            for e in g.log:
                digest.update(f"{e.text}|{e.changes}\n".encode())
    print(f"{seeds} games, best of {repeats}: {best:.3f} CPU-s, {decisions / best:,.0f} decisions/s, "
          f"{seeds / best:.1f} games/s, {decisions / seeds:.0f} decisions and {events / seeds:.0f} events per game")
    print(f"log fingerprint {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))

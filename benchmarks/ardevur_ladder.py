"""ARDEVUR's strength ladder for random play and the heuristic bots (issue 27, item 4), as a new user
would measure it: ``experiments.run``, seat-rotated line-ups on paired seeds (every rotation plays the
same seeds), win shares with 95% Wilson intervals, game length and CPU time per decision.

    .venv/bin/python benchmarks/ardevur_ladder.py [seeds]     # default 30: 120 games per line-up

A shared win counts 1/k to each of its k winners. The equal share of a four-player game is 0.25;
the aim is at least 1.5 times that (0.375) for each heuristic bot against three random players.
"""

import concurrent.futures
import math
import sys
import time

from mining_games import experiments

Z95 = 1.959963984540054
LINEUPS = (("trader", "random", "random", "random"), ("builder", "random", "random", "random"),
           ("trader", "builder", "trader", "builder"), ("random", "random", "random", "random"))


class InProcess(concurrent.futures.Executor):
    """Plays every game in this process (the machine's cores are shared)."""

    def submit(self, fn, *args, **kwargs):
        f = concurrent.futures.Future()
        f.set_result(fn(*args, **kwargs))
        return f


def wilson(wins, n, z=Z95):
    """The 95% Wilson interval of a share ``wins / n`` (wins may be fractional: shared wins)."""
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def cell(lineup, seeds):
    """Every rotation of ``lineup`` on the same seeds: (frame, CPU seconds)."""
    import pandas as pd
    start = time.process_time()
    frames = [experiments.run("ardevur", len(lineup), list(lineup[k:] + lineup[:k]), seeds, executor=InProcess(),
                              progress=False) for k in range(len(lineup))]
    return pd.concat(frames, ignore_index=True), time.process_time() - start


def shares(df, n):
    """Per bot name: (seats, wins credited)."""
    out = {}
    for _, row in df.iterrows():
        won = [int(s) for s in row["winner_seats"].split(",")] if row["winner_seats"] else []
        for p in range(n):
            seats, wins = out.get(row[f"bot_{p}"], (0, 0.0))
            out[row[f"bot_{p}"]] = (seats + 1, wins + (1 / len(won) if p in won else 0))
    return out


def main(seeds):
    print("| line-up (rotated) | games | bot | win share (95% interval) | x equal share | mean rounds "
          "(min-max) | games over 30 rounds | ms per decision |")
    print("|---|---|---|---|---|---|---|---|")
    for lineup in LINEUPS:
        df, cpu = cell(lineup, seeds)
        n = len(lineup)
        ms = 1000 * cpu / df["decisions"].sum()
        for bot, (seats, wins) in shares(df, n).items():
            lo, hi = wilson(wins, seats)
            print(f"| {', '.join(lineup)} | {len(df)} | {bot} | {wins / seats:.3f} ({lo:.3f}-{hi:.3f}) | "
                  f"{wins / seats * n:.2f} | {df['rounds'].mean():.1f} ({df['rounds'].min()}-{df['rounds'].max()}) | "
                  f"{(df['rounds'] > 30).sum()} | {ms:.3f} |", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)

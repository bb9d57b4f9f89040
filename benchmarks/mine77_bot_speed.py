"""Speed of Mine 77's heuristic bots, before and after a change of mining_games/mine77/bots.py (docs/mine77.md,
Bots: speed). The bots of a git revision (default ``main``) are loaded beside the working tree's and both play the
same three-player games in turn, each seat the same bot, seeds 0 to N-1; reported per bot: decisions per CPU-second
of whole games (the rules' time included) and decisions per CPU-second of the bots' own ``choose``.

Run: .venv/bin/python benchmarks/mine77_bot_speed.py [seeds] [revision]
"""

import importlib.util
import subprocess
import sys
import time
from pathlib import Path

from mining_games.mine77 import Mine77
from mining_games.mine77 import bots as after

ROOT = Path(__file__).resolve().parents[1]


def bots_at(revision):
    """The BOTS table of mining_games/mine77/bots.py at a git revision, loaded inside the package."""
    source = subprocess.run(["git", "show", f"{revision}:mining_games/mine77/bots.py"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    spec = importlib.util.spec_from_loader("mining_games.mine77._bots_before", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "mining_games.mine77"
    exec(compile(source, f"{revision}:bots.py", "exec"), module.__dict__)
    return module.BOTS


def timed(table, name, seeds):
    """(decisions, CPU seconds of whole games, CPU seconds inside choose) over the seeds."""
    decisions, total, inside = 0, 0.0, 0.0
    clock = time.process_time
    for seed in seeds:
        g = Mine77(players=3, seed=seed)
        bots = {p: table[name](seed * 7919 + p) for p in range(3)}
        start = clock()
        while not g.is_over:
            p = g.to_act[0]
            t = clock()
            a = bots[p].choose(g, p)
            inside += clock() - t
            g.apply(a)
            decisions += 1
        total += clock() - start
    return decisions, total, inside


def main(n=20, revision="main"):
    before = bots_at(revision)
    seeds = range(n)
    print(f"{n} three-player games a cell, every seat the same bot; bots of {revision} against the working tree")
    print("| bot | decisions a game, before | after | decisions/CPU-s, whole games, before | after "
          "| decisions/CPU-s in choose, before | after |")
    print("|---|---|---|---|---|---|---|")
    for name in after.BOTS:
        rows = []
        for table in (before, after.BOTS):
            d, total, inside = timed(table, name, seeds)
            rows.append((d / n, d / total, d / inside))
        (ga, wa, ca), (gb, wb, cb) = rows
        print(f"| {name} | {ga:.0f} | {gb:.0f} | {wa:,.0f} | {wb:,.0f} | {ca:,.0f} | {cb:,.0f} |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20, sys.argv[2] if len(sys.argv) > 2 else "main")

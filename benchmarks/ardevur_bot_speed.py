"""How fast ARDEVUR's heuristic bots decide: bot decisions per CPU-second, the time inside ``choose`` only
(the game's own ``apply`` is random play's business), for the bots in the working tree and at a commit.

    .venv/bin/python benchmarks/ardevur_bot_speed.py [--ref REF] [--seeds 20]

Each bot plays every seat of 4-player Standard games on seeds 0..n-1; with ``--ref`` the bots of that commit
(``git show REF:mining_games/ardevur/bots.py``, loaded beside the working tree's game) play the same seeds.
The two sets of bots play different games, so the figure compared is the time per decision.
"""

import argparse
import importlib.util
import pathlib
import subprocess
import sys
import tempfile
import time

import mining_games as mg
from mining_games.ardevur import bots as current


def bots_at(ref):
    """The ``BOTS`` of mining_games/ardevur/bots.py at git commit ``ref``."""
    text = subprocess.run(["git", "show", f"{ref}:mining_games/ardevur/bots.py"], capture_output=True, text=True,
                          check=True).stdout
    path = pathlib.Path(tempfile.mkdtemp()) / "bots_at_ref.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("mining_games.ardevur.bots_at_ref", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.BOTS


def speed(cls, seeds):
    """(decisions, CPU seconds inside ``choose``) over 4-player games with ``cls`` in every seat."""
    n, spent = 0, 0.0
    for seed in range(seeds):
        g = mg.new_game("ardevur", players=4, seed=seed)
        bots = [cls(seed * 10 + i) for i in range(4)]
        while not g.over:
            p = g.to_act[0]
            t = time.process_time()
            a = bots[p].choose(g, p)
            spent += time.process_time() - t
            n += 1
            g.apply(a)
    return n, spent


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", help="also time the bots of this git commit")
    ap.add_argument("--seeds", type=int, default=20)
    args = ap.parse_args()
    sides = [("working tree", current.BOTS)] + ([(args.ref, bots_at(args.ref))] if args.ref else [])
    print("| bots | bot | decisions | bot decisions per CPU-second | microseconds per decision |")
    print("|---|---|---|---|---|")
    for label, table in sides:
        for name in sorted(table):
            n, spent = speed(table[name], args.seeds)
            print(f"| {label} | {name} | {n} | {n / spent:,.0f} | {1e6 * spent / n:.0f} |", flush=True)


if __name__ == "__main__":
    main()

"""Random-play speed of the code at a git commit and of the working tree, measured alternately.

    python benchmarks/before_after.py REF [--rounds 10] [--games-per-run 3] [--only ardevur,titans]

For a change made for speed on a shared machine: the code at ``REF`` (``git archive`` into a
temporary folder) and the working tree each run in a process of their own that waits for orders; the
two are asked in turn, round after round (which one goes first alternates), to play the same seeds,
four players where the game allows, a random bot in every seat, logging on (as ``make bench`` and
``measure.timed_run``). Each run is timed in CPU time (``process_time``). Printed per game, as a
Markdown table: the median decisions per CPU-second of each side, the best run of each, and the
median of the paired ratios (a pair = the same seeds played back to back, so load from other work
hits both alike), after one untimed warm-up run of each side. Both sides must play the same number
of decisions on the same seeds (a change for speed changes nothing else; ``fingerprint.py`` checks
the logs themselves).
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tarfile
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

WORKER = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1] + "/tests")   # the test-only toy game
from toygame import ToyGame
import mining_games as mg
from mining_games.bots import play
games = {**mg.GAMES, ToyGame.name: ToyGame}
for line in sys.stdin:
    name, first, n = json.loads(line)
    cls = games[name]
    players = max(cls.min_players, min(4, cls.max_players))
    start = time.process_time()
    decisions = sum(len(play(cls(players=players, seed=s), "random").decisions) for s in range(first, first + n))
    print(json.dumps([decisions, time.process_time() - start]), flush=True)
"""


class Side:
    """One version of the code in a waiting process."""

    def __init__(self, label, root):
        self.label = label
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(root)], cwd=root, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     env={**os.environ, "PYTHONPATH": str(root)})

    def run(self, name, first, n):
        self.proc.stdin.write(json.dumps([name, first, n]) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.label} process stopped")
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def export(ref, into):
    """The files of ``ref`` (git archive) unpacked into ``into``."""
    archive = subprocess.run(["git", "archive", "--format=tar", ref], cwd=ROOT, capture_output=True, check=True)
    tar_path = pathlib.Path(into) / "ref.tar"
    tar_path.write_bytes(archive.stdout)
    with tarfile.open(tar_path) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)
    return pathlib.Path(into)


def compare(before, after, names, rounds, n):
    rows = []
    for name in names:
        for side in (before, after):   # warm-up, untimed: imports, shared menu entries, caches
            side.run(name, 9000, n)
        b_rates, a_rates, ratios = [], [], []
        for r in range(rounds):
            first = 5000 + r * n
            pair = (before, after) if r % 2 == 0 else (after, before)
            got = {}
            for side in pair:
                got[side.label] = side.run(name, first, n)
            (db, tb), (da, ta) = got["before"], got["after"]
            if db != da:
                raise RuntimeError(f"{name}, seeds {first}-{first + n - 1}: {db} decisions before, {da} after: "
                                   "the change is not only for speed")
            b_rates.append(db / tb)
            a_rates.append(da / ta)
            ratios.append((da / ta) / (db / tb))
        rows.append((name, statistics.median(b_rates), max(b_rates), statistics.median(a_rates), max(a_rates),
                     statistics.median(ratios), min(ratios), max(ratios)))
        print(f"  {name}: {rows[-1][1]:,.0f} -> {rows[-1][3]:,.0f} decisions per CPU-second "
              f"(paired ratio {rows[-1][5]:.2f})", file=sys.stderr, flush=True)
    return rows


def table(rows, ref, rounds, n):
    out = [f"Before: `{ref}`; after: the working tree. {rounds} rounds of {n} games per game and side "
           "(4 players where the game allows, random bots, logging on, CPU time), the two sides alternating.",
           "",
           "| game | before: median (best) | after: median (best) | after / before, paired (range) |",
           "|---|---|---|---|"]
    for name, bm, bx, am, ax, rm, rlo, rhi in rows:
        out.append(f"| {name} | {bm:,.0f} ({bx:,.0f}) | {am:,.0f} ({ax:,.0f}) | {rm:.2f}x ({rlo:.2f}-{rhi:.2f}) |")
    return "\n".join(out)


def main():
    import mining_games as mg

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ref", help="the git commit (or branch) to compare the working tree with")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--games-per-run", type=int, default=3)
    ap.add_argument("--only", help="comma-separated game names (default: every game and the toy game)")
    args = ap.parse_args()
    names = args.only.split(",") if args.only else [*mg.GAMES, "toy"]
    with tempfile.TemporaryDirectory() as tmp:
        before = Side("before", export(args.ref, tmp))
        after = Side("after", ROOT)
        try:
            rows = compare(before, after, names, args.rounds, args.games_per_run)
        finally:
            before.close()
            after.close()
    print(table(rows, args.ref, args.rounds, args.games_per_run))


if __name__ == "__main__":
    main()

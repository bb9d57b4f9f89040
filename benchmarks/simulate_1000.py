"""1,000 four-player random games of every game through `mining-games simulate`, beside the raw loop.

    python benchmarks/simulate_1000.py                     # every game, 1,000 games each; prints the table
    python benchmarks/simulate_1000.py --games 200 titans  # fewer games, one game
    python benchmarks/simulate_1000.py --root DIR          # the code of another checkout (a `git archive`)

For each game, two fresh processes play the same seeds 0..n-1 with four random seats (issue 26's aim: under
10 s for 1,000 games on one core):

- `mining-games simulate GAME --players 4 --n N --workers 1 --no-progress`, everything in one process, timed
  as the command's whole CPU time (user + system, start-up and imports included) and its wall time;
- the raw loop of `make bench` (`ours_run.py run`: `bots.play` on each seed, nothing else imported),
  timed in CPU time for the games alone;
- the command's start-up: the same command for one game (imports, pandas, the game's set-up).

The ratio of the command less its start-up to the raw loop is what the experiment machinery costs (or
saves) over the engine itself; issue 26 asks it to stay within 15%. `make bench` (`run.py`) runs this
once and writes the table into benchmarks/RESULTS.md and the README's summary.
"""

import argparse
import json
import os
import pathlib
import resource
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
PLAYERS = 4
CLI = "import sys; from mining_games.cli import main; sys.exit(main(sys.argv[1:]))"


def _env(root):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(root), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


def simulate(name, games, root=ROOT):
    """CPU and wall seconds of the `mining-games simulate` command in a process of its own."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", CLI, "simulate", name, "--players", str(PLAYERS), "--n", str(games),
                    "--workers", "1", "--no-progress"], cwd=root, env=_env(root), check=True,
                   stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"cpu": cpu, "wall": wall}


def raw_loop(name, games, root=ROOT):
    """CPU seconds and decisions of the same games in `make bench`'s raw loop (``ours_run.py``)."""
    runner = root / "benchmarks" / "ours_run.py"   # it puts its own checkout first on the path
    done = subprocess.run([sys.executable, str(runner), "run", name, str(games), "0"], cwd=root,
                          env=_env(root), check=True, capture_output=True, text=True)
    run = json.loads(done.stdout)
    return {"cpu": run["seconds"], "decisions": run["decisions"]}


def measure(names, games, root=ROOT, log=print):
    rows = []
    for name in names:
        sim = simulate(name, games, root)
        raw = raw_loop(name, games, root)
        start = simulate(name, 1, root)
        rows.append({"game": name, "games": games, "simulate_cpu": sim["cpu"], "simulate_wall": sim["wall"],
                     "startup_cpu": start["cpu"], "raw_cpu": raw["cpu"], "decisions": raw["decisions"]})
        log(f"  {games:,} {name} games through `mining-games simulate --workers 1`: {sim['cpu']:.1f} CPU-s "
            f"({sim['wall']:.1f} s wall); the raw loop {raw['cpu']:.1f} CPU-s")
    return rows


def table(rows):
    head = ("| game | players | games | decisions/game | `simulate --workers 1` (CPU s) | its start-up (CPU s) "
            "| wall s | raw loop (CPU s, games only) | simulate less start-up / raw loop | under 10 s |\n"
            "|---|---|---|---|---|---|---|---|---|---|")
    out = [head]
    for r in rows:
        games_only = r["simulate_cpu"] - r["startup_cpu"]
        out.append(f"| {r['game']} | {PLAYERS} | {r['games']:,} | {r['decisions'] / r['games']:,.0f} "
                   f"| {r['simulate_cpu']:.1f} | {r['startup_cpu']:.1f} | {r['simulate_wall']:.1f} "
                   f"| {r['raw_cpu']:.1f} | {games_only / r['raw_cpu']:.2f}x "
                   f"| {'yes' if r['simulate_cpu'] < 10 else 'no'} |")
    return "\n".join(out)


def measure_all(games, log=print):
    """Every registered game (this checkout's code), for ``make bench``."""
    sys.path.insert(0, str(ROOT))
    import mining_games as mg
    return measure(list(mg.GAMES), games, log=log)


def section(rows):
    """The Markdown section ``make bench`` writes into RESULTS.md: how it was measured, and the table."""
    games = rows[0]["games"] if rows else 1000
    return (f"## {games:,} four-player games through the command line\n\n"
            f"`mining-games simulate GAME --players {PLAYERS} --n {games} --workers 1` (seeds 0-{games - 1}, random "
            "seats, one process), timed as the command's whole CPU time, start-up and imports included (the "
            "start-up is the same command for one game); beside it the same seeds in the raw loop of the "
            "throughput runs above (`benchmarks/ours_run.py`, the games alone). Issue 26 aims at under 10 s of "
            "one core for 1,000 games of every game, with the command within 15% of the raw loop "
            "(`benchmarks/simulate_1000.py`).\n\n" + table(rows))


def with_summary(summary, rows):
    """The README's summary (``report.write``'s) with this table added before the closing line."""
    games = rows[0]["games"] if rows else 1000
    text = (f"{games:,} four-player games through `mining-games simulate --workers 1`, beside the raw loop:"
            f"\n\n{table(rows)}\n\n")
    return summary.replace("Method, machine and every run:", text + "Method, machine and every run:")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--root", type=pathlib.Path, default=ROOT, help="the checkout whose code is measured")
    ap.add_argument("names", nargs="*", help="only these games (default: every game)")
    args = ap.parse_args()
    sys.path.insert(0, str(args.root))
    import mining_games as mg
    print(table(measure(args.names or list(mg.GAMES), args.games, args.root.resolve())))


if __name__ == "__main__":
    main()

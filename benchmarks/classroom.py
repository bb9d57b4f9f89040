"""``make bench``, classroom part: 40 simulated students at 10 tables of 4, for every game.

    python benchmarks/classroom.py            # every game; writes benchmarks/CLASSROOM.md
    python benchmarks/classroom.py --quick    # 2 tables, short games; does not write the results

The classroom server runs as ``mining-games classroom`` in its own process on 127.0.0.1 (loopback
only); the students are asyncio clients in this process (``tests/simulated_class.py``), each
reading its own event stream and clicking a random choice of its menu as soon as it has one. After
each game: every table finished, every accepted click stored exactly once, every table's stored
decisions replayed by the kernel. Reported: the time from a click to every other seat at the table
having received a page at least that new (median, p95, max), clicks per second, refusals (a click
that raced another seat's decision at the same table is refused as stale, by design). Then the same
for Titans at a person's pace (each student thinks 1 to 3 s before a click), closer to a real lesson.
A measurement, not a pass/fail test.
"""

import argparse
import os
import pathlib
import platform
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))   # the simulated class (it needs httpx, a test-only package)

from simulated_class import ServerProcess, run_class, verify  # noqa: E402

import mining_games as mg  # noqa: E402

RESULTS = HERE / "CLASSROOM.md"
# Round limits (the games' own options) keep a 10-table run to a few minutes; Zavandor has no such
# option and plays whole games.
OPTIONS = {"titans": ["max_rounds=6"], "murfett": ["max_rounds=6"]}


def one(game, tables, seats, options, seed, limit, think=None):
    with tempfile.TemporaryDirectory() as tmp:
        db = pathlib.Path(tmp) / f"{game}.sqlite"
        server = ServerProcess(game, db, tables=tables, seats=seats, bots="random", options=options)
        try:
            run = run_class(server.base, server.code, server.key, tables, seats, seed=seed, time_limit=limit,
                            think=think)
        finally:
            server.stop()
        facts = verify(db, run, game)
    lat = sorted(x for x in run.latencies() if x is not None)
    missing = sum(1 for x in run.latencies() if x is None)
    return {"game": game, "pace": f"{think[0]}-{think[1]} s" if think else "flat out",
            "tables": tables, "students": tables * seats, "options": " ".join(options) or "-",
            "decisions": facts["decisions"], "seconds": run.seconds, "clicks_per_s": len(run.clicks) / run.seconds,
            "median_ms": run.median_ms(), "p95_ms": run.p95_ms(), "max_ms": 1000 * lat[-1] if lat else None,
            "missed": missing, "refused": sum(run.refusals.values()), "finished": len(run.finished)}


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="2 tables of short games; results not written")
    p.add_argument("--games", help="comma-separated games (default: every registered game)")
    p.add_argument("--limit", type=float, default=900, help="seconds one game's class may take (default 900)")
    args = p.parse_args()
    tables = 2 if args.quick else 10
    games = args.games.split(",") if args.games else sorted(mg.GAMES)
    rows = []
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} (other work on this machine slows every figure)", flush=True)
    for game in games:
        seats = min(4, mg.game_class(game).max_players)
        options = ["max_rounds=2"] if args.quick and game in OPTIONS else OPTIONS.get(game, [])
        print(f"classroom load: {game}, {tables} tables of {seats} ...", flush=True)
        row = one(game, tables, seats, options, seed=1, limit=args.limit)
        print(f"  {row['decisions']} decisions in {row['seconds']:.0f} s ({row['clicks_per_s']:.0f}/s); click to "
              f"every other seat updated: median {row['median_ms']:.0f} ms, p95 {row['p95_ms']:.0f} ms, max "
              f"{row['max_ms']:.0f} ms; {row['refused']} stale clicks refused; all tables finished, nothing lost "
              f"or applied twice, every ledger replayed", flush=True)
        rows.append(row)
    # the same class at a person's pace: every student thinks 1 to 3 s before a click
    paced = ["max_rounds=1"] if args.quick else ["max_rounds=2"]
    print(f"classroom load at a person's pace: titans, {tables} tables of 4 ...", flush=True)
    row = one("titans", tables, 4, paced, seed=2, limit=args.limit, think=(1.0, 3.0))
    print(f"  {row['decisions']} decisions in {row['seconds']:.0f} s; click to every other seat updated: median "
          f"{row['median_ms']:.0f} ms, p95 {row['p95_ms']:.0f} ms, max {row['max_ms']:.0f} ms", flush=True)
    rows.append(row)
    if args.quick:
        return 0
    cpu = platform.processor() or platform.machine()
    lines = [
        "# Classroom load test",
        "",
        f"Run {time.strftime('%Y-%m-%d')} by `benchmarks/classroom.py` (`make bench`), {os.cpu_count()} CPUs "
        f"({cpu}), load average {load[0]:.2f} at the start; server and students on the same machine, "
        "over 127.0.0.1.",
        "",
        "Each student reads its own event stream and clicks a random choice as soon as its menu has one. "
        "Latency: from sending a click to every *other* seat at that table having received a page at least that "
        "new. Target: p95 under 500 ms. Every table finished, every accepted click was stored exactly once and "
        "every table's stored decisions replayed with the kernel (`mg.load`).",
        "",
        "| game | pace | students (tables of 4) | options | decisions | seconds | decisions/s | median ms | p95 ms | "
        "max ms | stale clicks refused |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['game']} | {r['pace']} | {r['students']} ({r['tables']}) | {r['options']} | "
                     f"{r['decisions']:,} | "
                     f"{r['seconds']:.0f} | {r['clicks_per_s']:.0f} | {r['median_ms']:.0f} | {r['p95_ms']:.0f} | "
                     f"{r['max_ms']:.0f} | {r['refused']:,} |")
    RESULTS.write_text("\n".join(lines) + "\n")
    print(f"wrote {RESULTS.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

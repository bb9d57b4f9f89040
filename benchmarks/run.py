"""``make bench``: throughput against catanatron, 1,000-game experiments, 1,000 four-player games through
``mining-games simulate`` beside the raw loop (``simulate_1000.py``), widget and notebook timings, and
Zavandor's economy under its two heuristic bots (``zavandor_economy.py``).

    python benchmarks/run.py            # the full run: near 12 minutes with five games on a quiet machine
    python benchmarks/run.py --quick    # a smoke run with short timings; does not rewrite the results
    python benchmarks/run.py --only clone   # only the copies mid-game (Game.clone() beside catanatron's
                                            # game.copy()); rewrites only that section of the results

Writes benchmarks/RESULTS.md and the summary between the markers of the README's Benchmarks section.
Benchmarks are measurements, not pass/fail tests.
"""

import argparse
import pathlib
import statistics
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))   # the test-only toy game, to time the kernel alone

import measure  # noqa: E402
import peer  # noqa: E402
import report  # noqa: E402
import simulate_1000  # noqa: E402
import zavandor_economy  # noqa: E402
from toygame import ToyGame  # noqa: E402

import mining_games as mg  # noqa: E402


def log(msg):
    print(msg, flush=True)


def parse():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="short runs to check the script; results not written")
    p.add_argument("--seconds", type=float, default=2.0, help="length of one throughput run (default 2 s)")
    p.add_argument("--repeats", type=int, default=5, help="throughput runs per engine (default 5)")
    p.add_argument("--games", type=int, default=1000, help="games in the experiment (default 1000)")
    p.add_argument("--exp-repeats", type=int, default=3, help="experiment runs per worker count (default 3)")
    p.add_argument("--exp-budget", type=float, default=360, help="seconds after which no further experiment "
                   "round starts, once two are done (default 360)")
    p.add_argument("--notebook-repeats", type=int, default=3, help="runs of the notebook suite (default 3)")
    p.add_argument("--clone-seconds", type=float, default=1.0, help="length of one run of copies mid-game "
                   "(default 1 s)")
    p.add_argument("--clone-repeats", type=int, default=7, help="runs of copies per engine (default 7)")
    p.add_argument("--only", choices=["clone"], help="run one part only and rewrite only its section")
    args = p.parse_args()
    if args.quick:
        args.seconds, args.repeats, args.games, args.exp_repeats, args.notebook_repeats = 0.3, 3, 40, 2, 1
        args.clone_seconds, args.clone_repeats = 0.3, 3
    return args


def throughput(args):
    """Random-seat runs of every game, the toy game and catanatron, interleaved run by run."""
    engines = [("mining_games", cls.name, measure.Ours(cls)) for cls in mg.GAMES.values()]
    engines.append(("mining_games kernel (test-only toy game)", ToyGame.name, measure.Ours(ToyGame)))
    catan = peer.start(log)
    if catan is not None:
        engines.append(("catanatron", "Catan (base game)", catan))
    for _, _, engine in engines:
        engine.calibrate(args.seconds)
    runs = [[] for _ in engines]
    for r in range(args.repeats):   # interleaved, so load from elsewhere hits every engine alike
        for i, (_, _, engine) in enumerate(engines):
            runs[i].append(engine.run(r))
    ours, peer_row = [], None
    for (label, game, engine), engine_runs in zip(engines, runs):
        row = {"players": engine_runs[0].get("players", getattr(engine, "players", None)), "runs": engine_runs,
               "rates": measure.rates(engine_runs)}
        log(f"  {label} {game}: {row['rates']['decisions_s']:,.0f} decisions/s, {row['rates']['games_s']:.1f} games/s")
        if engine is catan:
            peer_row = {**row, "version": engine_runs[0]["catanatron"]}
        else:
            ours.append((label, game, row))
    return ours, peer_row


def clones(args):
    """``Game.clone()`` of every game (and the toy game) mid-game beside catanatron's ``Game.copy()``,
    run by run interleaved, each run a fresh process."""
    engines = [(cls.name, measure.Ours(cls)) for cls in [*mg.GAMES.values(), ToyGame]]
    catan = peer.start(log)
    if catan is not None:
        engines.append(("catanatron", catan))
    runs = {name: [] for name, _ in engines}
    for _ in range(args.clone_repeats):   # interleaved, so load from elsewhere hits every engine alike
        for name, engine in engines:
            runs[name].append(engine.clone(args.clone_seconds))
    ours, peer_row = [], None
    for name, engine in engines:
        if engine is catan:
            peer_row = {"version": runs[name][0]["catanatron"], "runs": runs[name],
                        "rates": measure.clone_rates(runs[name], "copies")}
            log(f"  catanatron Game.copy(): {peer_row['rates']['median']:,.0f} a second")
            continue
        row = {"game": name, "players": runs[name][0]["players"], "decisions_in": runs[name][0]["decisions_in"],
               "runs": runs[name], "rates": measure.clone_rates(runs[name]),
               "deepcopy": measure.clone_rates(runs[name], "deepcopies", "deepcopy_seconds")}
        ours.append(row)
        log(f"  {name} Game.clone(): {row['rates']['median']:,.0f} a second (copy.deepcopy: "
            f"{row['deepcopy']['median']:,.0f})")
    return ours, peer_row


def experiments_section(args):
    """1,000-game experiments on 1 and 2 processes; rounds over every game, at least two, then as the
    time budget allows (so `make bench` stays near ten minutes as games are added)."""
    games = list(mg.GAMES.items())
    runs = {name: {1: [], 2: []} for name, _ in games}
    start = time.perf_counter()
    for r in range(args.exp_repeats):
        spent = time.perf_counter() - start
        if r >= 2 and spent / r * (r + 1) > args.exp_budget:
            log(f"  experiments: stopping after {r} rounds to stay within {args.exp_budget:.0f} s")
            break
        for name, cls in games:
            for workers in (1, 2):
                runs[name][workers].append(measure.experiment_wall_time(name, cls.min_players, args.games, workers))
    exps = []
    for name, cls in games:
        med = {w: statistics.median(t) for w, t in runs[name].items()}
        exps.append({"game": name, "players": cls.min_players, "games": args.games, "runs": runs[name], "median": med})
        log(f"  {args.games} {name} games: {med[1]:.1f} s on 1 process, {med[2]:.1f} s on 2")
    return exps


def main():
    args = parse()
    started = time.perf_counter()
    m = report.machine()
    log(f"mining_games benchmarks, {m['date']}: {m['text']}; load average {m['load']}")
    settings = {"seconds": args.seconds, "repeats": args.repeats, "exp_repeats": args.exp_repeats,
                "clone_seconds": args.clone_seconds}
    if args.only == "clone":
        copies = clones(args)
        m["load_end"] = report.machine()["load"]
        if args.quick:
            log("quick run: results not written")
        else:
            report.write_clones(m, settings, *copies)
            log(f"wrote the copies' section of {report.RESULTS.relative_to(HERE.parent)} and of the README")
        log(f"done in {time.perf_counter() - started:.0f} s")
        return

    ours, peer_row = throughput(args)
    copies = clones(args)
    exps = experiments_section(args)
    simulated = simulate_1000.measure_all(args.games, log)   # issue 26: 1,000 four-player games, command line

    widgets = measure.widget_latency(list(mg.GAMES), steps=100, repeats=3)
    if widgets[0] is None:
        log(f"  widget step latency skipped: {widgets[1]}")
    notebooks = measure.notebook_suite(args.notebook_repeats)
    if notebooks[0] is None:
        log(f"  notebook suite skipped: {notebooks[1]}")

    economy = zavandor_economy.section(30 if args.quick else 120)
    log("  Zavandor economy: " + " / ".join(economy.splitlines()[-2:]))

    m["load_end"] = report.machine()["load"]
    if args.quick:
        log("quick run: results not written")
    else:
        summary = report.write(m, settings, ours, peer_row, exps, widgets, notebooks, copies)
        report._update_readme(simulate_1000.with_summary(summary, simulated))
        with report.RESULTS.open("a") as results:   # the command line's 1,000 games, then Zavandor's economy
            results.write("\n" + simulate_1000.section(simulated) + "\n\n" + economy + "\n")
        log(f"wrote {report.RESULTS.relative_to(HERE.parent)} and the README's Benchmarks section")
    log(f"done in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

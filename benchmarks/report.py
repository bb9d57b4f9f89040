"""Writing the results: benchmarks/RESULTS.md in full, and a summary in the README's Benchmarks section."""

import datetime
import os
import pathlib
import platform

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
README = ROOT / "README.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
CLONE_START, CLONE_END = "<!-- bench-clone:start -->", "<!-- bench-clone:end -->"   # rewritten by --only clone


def machine():
    """A one-line description of this machine, and the load average when the run started."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(pathlib.Path("/proc/meminfo").read_text().split()[1])
        mem = f", {kb / 2**20:.0f} GB RAM"
    except (OSError, ValueError, IndexError):
        pass
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    return {"date": datetime.date.today().isoformat(), "cpu": cpu, "cpus": os.cpu_count(),
            "text": f"{cpu}, {os.cpu_count()} CPUs{mem}, {platform.system()} {platform.release()}, "
                    f"Python {platform.python_version()}", "load": load}


def _fmt(x):
    return f"{x:,.0f}" if x >= 100 else f"{x:.1f}"


def throughput_table(ours, peer):
    """Markdown rows: engine, game, players, decisions per game, decisions/s, range, games/s, ratio."""
    base = peer["rates"]["decisions_s"] if peer else None
    head = ("| engine | game | players | decisions/game | decisions per CPU-s (median) | decisions per CPU-s (range) | "
            "games per CPU-s (median) | vs catanatron |\n|---|---|---|---|---|---|---|---|")
    rows = [head]
    for label, game, r in [*ours, *([(f"catanatron {peer['version']}", "Catan (base game)", peer)] if peer else [])]:
        x = r["rates"]
        ratio = f"{x['decisions_s'] / base:.2f}x" if base else "n/a"
        rows.append(f"| {label} | {game} | {r['players']} | {x['decisions_per_game']:,.0f} | {_fmt(x['decisions_s'])} "
                    f"| {_fmt(x['decisions_s_min'])}-{_fmt(x['decisions_s_max'])} | {x['games_s']:.1f} | {ratio} |")
    return "\n".join(rows)


def experiment_table(exps):
    head = ("| game | players | games | 1 process (median s) | 2 processes (median s) | speed-up "
            "| runs (1 / 2 processes, s) |\n|---|---|---|---|---|---|---|")
    rows = [head]
    for e in exps:
        one, two = e["median"][1], e["median"][2]
        runs = " / ".join(", ".join(f"{t:.1f}" for t in e["runs"][w]) for w in (1, 2))
        rows.append(f"| {e['game']} | {e['players']} | {e['games']:,} | {one:.1f} | {two:.1f} | {one / two:.2f}x "
                    f"| {runs} |")
    return "\n".join(rows)


def clone_table(ours, peer):
    """Markdown rows: engine, game, players, decisions in, copies/s (median, range), deepcopy/s, ratio."""
    base = peer["rates"]["median"] if peer else None
    rows = ["| engine | game | players | decisions in | copies per CPU-s (median) | copies per CPU-s (range) "
            "| `copy.deepcopy` per CPU-s (median) | vs catanatron |", "|---|---|---|---|---|---|---|---|"]
    for r in ours:
        x, inside = r["rates"], sorted(set(r["decisions_in"]))
        ratio = f"{x['median'] / base:.2f}x" if base else "n/a"
        label = "mining_games kernel (test-only toy game)" if r["game"] == "toy" else "mining_games"
        rows.append(f"| {label} `Game.clone()` | {r['game']} | {r['players']} | "
                    f"{inside[0] if len(inside) == 1 else f'{inside[0]}-{inside[-1]}'} | {_fmt(x['median'])} | "
                    f"{_fmt(x['min'])}-{_fmt(x['max'])} | {_fmt(r['deepcopy']['median'])} | {ratio} |")
    if peer:
        x = peer["rates"]
        rows.append(f"| catanatron {peer['version']} `Game.copy()` | Catan (base game) | 4 | "
                    f"{min(peer['runs'][0]['decisions_in'])} | {_fmt(x['median'])} | {_fmt(x['min'])}-{_fmt(x['max'])} "
                    "| - | 1.00x |")
    return "\n".join(rows)


def clone_section(m, settings, ours, peer):
    """The copies' section of RESULTS.md, between its markers (``--only clone`` rewrites just this)."""
    n = len(ours[0]["runs"]) if ours else 0
    return "\n\n".join([
        CLONE_START,
        "## Copying a game mid-game, for search",
        f"Measured on {m['date']}, load average {m['load']} at the start, {m.get('load_end', 'n/a')} at the end. "
        "`Game.clone()` (issue 26): every game with four seats after 150 random decisions of seeds 1-5 (the toy "
        "game, which ends sooner, halfway through its games), the five positions cloned in turn and each clone "
        f"dropped before the next (so its freeing counts too), about {settings['clone_seconds'] * 0.8:.1f} "
        f"CPU-seconds a run, {n} runs per engine, interleaved with catanatron's `Game.copy()` (the copy its "
        "search bots use) timed the same way on the positions after 150 ticks of its seeds 1-5 "
        "(`benchmarks/peer_catanatron.py copy`). Every run is a fresh process, timed in CPU time. "
        "`copy.deepcopy` of the same positions (a fifth of each run), the copy a search bot had before "
        "`clone()`, is there for scale. Compare within one run: the machine's load moves every figure.",
        clone_table(ours, peer) + ("" if peer else "\n\nThe catanatron peer was skipped."),
        CLONE_END,
    ])


def clone_summary(m, ours, peer):
    """The copies' part of the README summary, between its markers."""
    return (f"{CLONE_START}\nCopies of a game mid-game for search (`Game.clone()`, four seats, 150 random decisions "
            f"in), beside catanatron's `Game.copy()` in the same run ({m['date']}, load average {m['load']}):\n\n"
            f"{clone_table(ours, peer)}\n{CLONE_END}")


def write_clones(m, settings, ours, peer):
    """Rewrite only the copies' sections of RESULTS.md and of the README summary (``run.py --only clone``),
    inserted after the throughput table where they are not there yet."""
    _replace_between(RESULTS, clone_section(m, settings, ours, peer), "## A 1,000-game experiment")
    _replace_between(README, clone_summary(m, ours, peer), "Wall time of a ")


def replace_between(text, start, end, block):
    """``text`` with everything from marker ``start`` to marker ``end`` replaced by ``block`` (which carries
    the markers again), or None when ``text`` lacks one of them."""
    if start not in text or end not in text:
        return None
    head, rest = text.split(start, 1)
    return head + block + rest.split(end, 1)[1]


def _replace_between(path, block, before):
    text = path.read_text()
    replaced = replace_between(text, CLONE_START, CLONE_END, block)
    if replaced is not None:
        text = replaced
    elif before in text:
        head, rest = text.split(before, 1)
        text = head + block + "\n\n" + before + rest
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text)


def write(m, settings, ours, peer, exps, widgets, notebooks, copies):
    """Write RESULTS.md and the README summary; returns the README summary text. ``copies`` is the
    (ours, peer) of the copies mid-game."""
    throughput = throughput_table(ours, peer)
    experiment = experiment_table(exps)
    peer_note = ("" if peer else "\n\nThe catanatron peer was skipped (it could not be installed or run); "
                 "see the output of `make bench`.")
    parts = [
        "# Benchmarks",
        f"Measured by `make bench` (`benchmarks/run.py`) on {m['date']}.\n\n"
        f"Machine: {m['text']}. Load average (1, 5, 15 min) at the start: {m['load']}; at the end: "
        f"{m.get('load_end', 'n/a')}. The machine may be shared with other work, so every figure is a median "
        "over repeated runs, and the engines' runs are interleaved so that such load hits them alike; a load "
        "above 1 on a 2-CPU machine understates the 2-process speed-up.",
        "## Random-seat throughput, logging on",
        f"Every seat a random bot; each run plays about {settings['seconds']} CPU-seconds of games on fresh "
        f"seeds, {settings['repeats']} runs per engine, interleaved (ours, then catanatron, in turn) in one "
        "`make bench`. Every run is a fresh process of its own (ours: `benchmarks/ours_run.py`, which imports "
        "only `mining_games`; catanatron: below), so no engine's garbage collector walks another's or the "
        "benchmark's modules. Every engine is timed in CPU time (`time.process_time`): on a "
        "shared machine the wall clock also counts the time other work held the processor, while CPU time "
        "moves less (caches and memory shared with that work still slow every engine alike, so compare "
        "engines within one run). Our kernel logs every event "
        "(explanations are rendered only when read); catanatron records every action in `state.actions`. "
        "A decision is one `Game.apply` for us and one `Game.play_tick()` for catanatron "
        f"(`catanatron=={peer['version'] if peer else '3.2.1'}` from PyPI in its own venv, "
        "`benchmarks/.peer-venv`, four `RandomPlayer` seats, measured in a subprocess by "
        "`benchmarks/peer_catanatron.py`). Games differ in length, so compare decisions per CPU-second; "
        "games per CPU-second is for planning experiments. Issue 17's aim is twice catanatron's figure "
        "(2.00x in the last column). That column depends on the load as well as on the code: engines "
        "slow down unequally on a busy machine, so compare it between runs with similar load averages.",
        throughput + peer_note,
        clone_section(m, settings, *copies),
        "## A 1,000-game experiment",
        f"`experiments.run(game, players, \"random\", seeds={exps[0]['games'] if exps else 1000})` on a fresh "
        "`ProcessPoolExecutor` of 1 and 2 "
        "worker processes (pool start-up included), interleaved; each row lists its runs (up to "
        f"{settings['exp_repeats']}, at least two: a time budget keeps `make bench` near ten minutes).",
        experiment,
        "## Widget step latency",
        _widget_text(widgets),
        "## Notebook suite",
        _notebook_text(notebooks),
    ]
    RESULTS.write_text("\n\n".join(parts) + "\n")
    summary = (f"Latest run: {m['date']}, {m['cpu']} ({m['cpus']} CPUs), load average {m['load']} at the start. "
               f"Random seats, logging on, medians of repeated runs, CPU time.\n\nThroughput, side by side with "
               f"catanatron (the last column depends on the load too: engines slow down unequally on a busy "
               f"machine):\n\n"
               f"{throughput}\n\n{clone_summary(m, *copies)}\n\n"
               f"Wall time of a {exps[0]['games'] if exps else 1000:,}-game experiment:\n\n"
               f"{experiment}\n\nWidget step latency:\n\n{_widget_text(widgets)}\n\n"
               f"Notebook suite: {_notebook_text(notebooks)}\n\n"
               "Method, machine and every run: "
               "[benchmarks/RESULTS.md](benchmarks/RESULTS.md).")
    _update_readme(summary)
    return summary


def _widget_text(widgets):
    result, reason = widgets
    if result is None:
        return f"Skipped: {reason}."
    tabs = list(dict.fromkeys(t for r in result.values() for t in r))   # the shared ones, then games' own charts
    rows = ["| game | " + " | ".join(f"{t} shown" for t in tabs) + " |", "|---" * (len(tabs) + 1) + "|"]
    rows += [f"| {g} | " + " | ".join(f"{r[t]:.1f} ms" if t in r else "-" for t in tabs) + " |"
             for g, r in result.items()]
    return ("Median time from `Step` clicked (`GameTable.step_button.click()`, a random bot in every seat) to "
            "every widget model updated: header, decision panel, board, standings, rule log, and the chart shown "
            "(only the chart chosen in the open Charts tab is computed and sent); a game's own charts "
            "(Mine 77's Steam, Orders and VP by shift) have their own columns. Target: under 50 ms.\n\n"
            + "\n".join(rows))


def _notebook_text(notebooks):
    result, reason = notebooks
    if result is None:
        return f"Skipped: {reason}."
    runs = ", ".join(f"{t:.1f}" for t in result["runs"])
    return (f"`pytest --nbval-lax` over {result['notebooks']} notebooks: median {result['seconds']:.1f} s "
            f"(runs: {runs} s).")


def _update_readme(summary):
    block = f"{START}\n{summary}\n{END}"
    text = README.read_text() if README.exists() else "# mining_games\n"
    replaced = replace_between(text, START, END, block)
    README.write_text(replaced if replaced is not None else text.rstrip("\n") + "\n\n## Benchmarks\n\n" + block + "\n")

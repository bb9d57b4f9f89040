"""Where a decision's time goes: a sampling profile of four-player random games of every game.

    python benchmarks/decision_profile.py [--seconds 20] [--games titans,murfett,...]

Each game is played with a random bot in every seat and full logging (as ``make bench`` plays it) for
about ``--seconds`` of CPU time while a timer interrupts it every millisecond of CPU (``ITIMER_PROF``)
and records the call stack. A sample counts towards

- a *part* (exclusive): where the interrupted code is, by the file of the innermost frame of the
  project's code (the kernel's modules one by one, the game's rules, the random bot), so the parts of a
  game add up to 100%, and by that frame's function;
- a *step* (inclusive): whether the stack is inside reading a menu (``legal_actions`` and the
  ``_menu_...`` functions), inside a rule's code (``_do_...``, the steps the agenda runs, ``next_step``),
  inside ``fire`` (an event: its record and its text's parts), inside a ledger transfer, or inside
  ``view``/``snapshot`` (a random bot reads neither: a share here is a rule reading the state whole).

The shares are proportions of samples, so the machine's load barely moves them (unlike the rates of
``make bench``). Prints one table per kind in Markdown.
"""

import argparse
import collections
import pathlib
import signal
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAMES = ("titans", "murfett", "zavandor", "mine77", "ardevur")
KERNEL = ROOT / "mining_games" / "core"
STEPS = {
    "menus": lambda name: name == "legal_actions" or name.startswith("_menu_"),
    "rules": lambda name: name.startswith(("_do_", "_step_")) or name == "next_step",
    "events (fire)": lambda name: name == "fire",
    "ledger transfers": lambda name: name == "transfer",
    "views and snapshots": lambda name: name in ("view", "snapshot"),
}


def part_of(code):
    """The part of the project that ``code`` belongs to (None: the standard library or another package)."""
    path = pathlib.Path(code.co_filename)
    try:
        rel = path.resolve().relative_to(ROOT / "mining_games")
    except ValueError:
        return None
    if path.resolve().parent == KERNEL:
        return f"kernel: {path.name}"
    if rel.name == "bots.py" and len(rel.parts) == 1:
        return "the random bot"
    return f"the game: {rel.name}"


def profile(name, seconds):
    """Samples of random four-player games of ``name``: (parts, steps, samples, decisions)."""
    import mining_games as mg
    from mining_games.bots import play
    cls = mg.GAMES[name]
    players = max(cls.min_players, min(4, cls.max_players))
    parts, steps, functions = collections.Counter(), collections.Counter(), collections.Counter()
    samples = 0

    def sample(_sig, frame):
        nonlocal samples
        samples += 1
        part, seen = None, set()
        while frame is not None:
            code = frame.f_code
            if part is None:
                part = part_of(code)
                if part is not None:
                    functions[f"{pathlib.Path(code.co_filename).name}: {code.co_name}"] += 1
            for step, match in STEPS.items():
                if match(code.co_name):
                    seen.add(step)
            frame = frame.f_back
        parts[part or "other (Python's library)"] += 1
        steps.update(seen)

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, 0.001, 0.001)
    decisions, seed, start = 0, 1, time.process_time()
    try:
        while time.process_time() - start < seconds:
            decisions += len(play(cls(players=players, seed=seed), "random").decisions)
            seed += 1
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
    return parts, steps, functions, samples, decisions


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=20.0, help="CPU seconds of play per game (default 20)")
    p.add_argument("--games", default=",".join(GAMES), help="games to profile, comma-separated (default: all)")
    args = p.parse_args(argv)
    found = {g: profile(g, args.seconds) for g in args.games.split(",")}
    print("| game | samples | decisions | " + " | ".join(STEPS) + " |")
    print("|---|---|---|" + "---|" * len(STEPS))
    for g, (_, steps, _, n, d) in found.items():
        print(f"| {g} | {n:,} | {d:,} | " + " | ".join(f"{100 * steps[s] / n:.0f}%" for s in STEPS) + " |")
    for g, (parts, _, functions, n, _) in found.items():
        print(f"\n{g}: where the time is spent (innermost frame of the project's code)\n")
        print("| part | share | function | share |\n|---|---|---|---|")
        for (part, k), (fn, j) in zip(parts.most_common(8), functions.most_common(8)):
            print(f"| {part} | {100 * k / n:.1f}% | {fn} | {100 * j / n:.1f}% |")


if __name__ == "__main__":
    main()

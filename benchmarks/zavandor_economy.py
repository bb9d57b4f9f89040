"""Zavandor's economy under its two heuristic bots: do upgrades pay, and is either bot dominant?

    python benchmarks/zavandor_economy.py              # 120 seeds of 3-player games, every mixed seating
    python benchmarks/zavandor_economy.py --seeds 30   # a quicker look

Each seed plays one 3-player game; seed ``s`` seats the bots by the ``s % 6``-th of the six mixed
seatings (two investors and one treasurer, or the other way round, in every order), so each bot
sits in every seat equally often and neither gains from being the majority. A win is shared
equally between the winners of a tie. Writes nothing; prints a Markdown table (``make bench``
copies it into benchmarks/RESULTS.md).
"""

import argparse
import itertools
import sys
import time

import mining_games as mg
from mining_games.bots import play

BOTS = ("investor", "treasurer")
MIXES = [m for m in itertools.product(BOTS, repeat=3) if len(set(m)) == 2]   # the six mixed seatings


def measure(seeds):
    """Per bot: seats, wins, points, points from fully upgraded items, items completed."""
    cls = mg.GAMES["zavandor"]
    out = {b: {"seats": 0, "wins": 0.0, "points": 0, "upgrade_points": 0, "completed": 0} for b in BOTS}
    rounds = 0
    for s in seeds:
        seats = MIXES[s % len(MIXES)]
        g = play(cls(players=3, seed=s), list(seats))
        winners = g.winners()
        rounds += g.round
        for p, bot in enumerate(seats):
            row = out[bot]
            breakdown = g.score_breakdown(p)
            row["seats"] += 1
            row["points"] += g.score(p)
            row["upgrade_points"] += breakdown.get("fully upgraded items", 0) + breakdown.get("Przemek the Foreman", 0)
            row["completed"] += sum(1 for e in g.log if e.rule == "zavandor.upgrade.full" and e.player == p)
            if p in winners:
                row["wins"] += 1 / len(winners)
    return out, rounds / len(seeds)


def table(out, seeds, mean_rounds):
    games = len(seeds)
    lines = [f"{games} three-player games (seeds {seeds[0]}-{seeds[-1]}), the six mixed seatings in turn; "
             f"{mean_rounds:.1f} rounds a game on average.", "",
             "| bot | seats | wins (share of games) | points a seat | from fully upgraded items | share "
             "| items completed a seat |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for b in BOTS:
        r = out[b]
        share = r["upgrade_points"] / r["points"] if r["points"] else 0
        lines.append(f"| {b} | {r['seats']} | {r['wins']:.1f} ({r['wins'] / games:.0%}) | "
                     f"{r['points'] / r['seats']:.1f} | {r['upgrade_points'] / r['seats']:.1f} | {share:.0%} | "
                     f"{r['completed'] / r['seats']:.2f} |")
    return "\n".join(lines)


def section(games=120, first=0):
    """The Markdown section ``make bench`` appends to benchmarks/RESULTS.md."""
    seeds = list(range(first, first + games))
    out, mean_rounds = measure(seeds)
    return ("## Zavandor's economy: investor against treasurer\n\n"
            "Heuristic bots, not random seats (`benchmarks/zavandor_economy.py`). Goals (issue 12): fully "
            "upgraded items make at least a quarter of the investor's points; neither bot wins more than 60% "
            "of the games.\n\n" + table(out, seeds, mean_rounds))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=120, help="games to play (default 120)")
    p.add_argument("--first", type=int, default=0, help="first seed (default 0)")
    args = p.parse_args(argv)
    seeds = list(range(args.first, args.first + args.seeds))
    start = time.perf_counter()
    out, mean_rounds = measure(seeds)
    print(table(out, seeds, mean_rounds))
    print(f"\n({time.perf_counter() - start:.0f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()

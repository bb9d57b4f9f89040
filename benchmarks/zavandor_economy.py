"""Zavandor's economy under its two heuristic bots: do upgrades pay, and is either bot dominant?

    python benchmarks/zavandor_economy.py              # 120 seeds of 3-player games, every mixed seating
    python benchmarks/zavandor_economy.py --seeds 30   # a quicker look
    python benchmarks/zavandor_economy.py --lineup search:easy,investor,treasurer --seeds 30

Each seed plays one 3-player game; seed ``s`` seats the bots by the ``s % 6``-th of the six mixed
seatings (two investors and one treasurer, or the other way round, in every order), so each bot
sits in every seat equally often and neither gains from being the majority. A win is shared
equally between the winners of a tie. Writes nothing; prints a Markdown table (``make bench``
copies it into benchmarks/RESULTS.md).

``--lineup a,b,c`` plays another line-up instead (any bot names, the search bot's included, e.g.
``search:easy``): seed ``s`` seats it by the ``s % k``-th of its k distinct orders, and the table
adds each bot's win share with its 95% Wilson interval (``experiments.wilson``).
"""

import argparse
import itertools
import sys
import time

import mining_games as mg
from mining_games.bots import play
from mining_games.experiments import wilson

BOTS = ("investor", "treasurer")
MIXES = [m for m in itertools.product(BOTS, repeat=3) if len(set(m)) == 2]   # the six mixed seatings


def orders(lineup):
    """The distinct orders of a line-up, in a fixed order (the six mixed seatings for two bots)."""
    return sorted(set(itertools.permutations(lineup)))


def measure(seeds, seatings=MIXES):
    """Per bot: seats, wins, points, points from fully upgraded items, items completed."""
    cls = mg.GAMES["zavandor"]
    bots = list(dict.fromkeys(b for seats in seatings for b in seats))
    out = {b: {"seats": 0, "wins": 0.0, "points": 0, "upgrade_points": 0, "completed": 0} for b in bots}
    rounds = 0
    for s in seeds:
        seats = seatings[s % len(seatings)]
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


def table(out, seeds, mean_rounds, lineup=None):
    """The Markdown table; with ``lineup`` (one seat each) the header names it and each bot's win share
    over its seats gets its 95% Wilson interval."""
    games = len(seeds)
    if lineup is None:
        head = f"{games} three-player games (seeds {seeds[0]}-{seeds[-1]}), the six mixed seatings in turn; "
    else:
        head = (f"{games} three-player games (seeds {seeds[0]}-{seeds[-1]}) of {', '.join(lineup)}, its "
                f"{len(orders(lineup))} seat orders in turn; ")
    interval = " win share of its seats (95% interval) |" if lineup is not None else ""
    lines = [head + f"{mean_rounds:.1f} rounds a game on average.", "",
             "| bot | seats | wins (share of games) |" + interval + " points a seat | from fully upgraded items "
             "| share | items completed a seat |",
             "|---|---:|---:|" + ("---|" if interval else "") + "---:|---:|---:|---:|"]
    for b, r in out.items():
        share = r["upgrade_points"] / r["points"] if r["points"] else 0
        cell = ""
        if interval:
            low, high = wilson(r["wins"], r["seats"])
            cell = f" {r['wins'] / r['seats']:.2f} ({low:.2f}-{high:.2f}) |"
        lines.append(f"| {b} | {r['seats']} | {r['wins']:.1f} ({r['wins'] / games:.0%}) |{cell} "
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
    p.add_argument("--lineup", help="another line-up, comma-separated, e.g. search:easy,investor,treasurer")
    args = p.parse_args(argv)
    seeds = list(range(args.first, args.first + args.seeds))
    lineup = tuple(args.lineup.split(",")) if args.lineup else None
    start = time.perf_counter()
    out, mean_rounds = measure(seeds, orders(lineup) if lineup else MIXES)
    print(table(out, seeds, mean_rounds, lineup))
    print(f"\n({time.perf_counter() - start:.0f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()

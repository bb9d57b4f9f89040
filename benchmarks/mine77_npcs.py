"""Mine 77 solo against the NPCs (docs/mine77.md, The bots measured): one player against Simple Sergio or Dutiful
Rosana, with ``experiments.run``, every game in this process.

For each NPC and each seat (foreman, free rider, random): the player's win share (a tied win shared out) with its
95% Wilson interval, the mean VP of both sides (95% Student's t intervals), and the nights the Today order had
nothing missing. Then whether Rosana is harder than Sergio: the foreman's win share against each on the same
seeds, and the difference paired by seed (95% t interval). Then where the VP come from: for the foreman against
each NPC on the first ``sources`` seeds, every VP gained or lost by each side, summed by the rule that moved it.

Run: nice -n 5 .venv/bin/python benchmarks/mine77_npcs.py [seeds] [sources]   (defaults: 100 and 20)
"""

import collections
import sys

from ardevur_ladder import InProcess  # every game in this process

from mining_games import experiments
from mining_games.bots import play
from mining_games.experiments import mean_interval, wilson
from mining_games.mine77.data import NPC_SETUP
from mining_games.mine77.game import Mine77

NPCS = (("sergio", "Simple Sergio"), ("rosana", "Dutiful Rosana"))
DAYS = 3   # the standard game: three nights check the Today order


def shares(df, seat=0):
    """The seat's share of each game's win (a win shared by k players counts 1/k)."""
    out = []
    for row in df.itertuples():
        winners = [int(s) for s in str(row.winner_seats).split(",") if s != ""]
        out.append(1 / len(winners) if seat in winners else 0.0)
    return out


def nights_complete(df):
    nights = sum(min(r, DAYS) for r in df.rounds)
    return (nights - df.orders_failed.sum()) / nights


def fmt(m, lo, hi, digits=2):
    return f"{m:.{digits}f} ({lo:.{digits}f} to {hi:.{digits}f})"


def solo(seeds):
    head = ("| seat | NPC | games | the player's wins | win share (95% Wilson interval) | player's mean VP (95%) "
            "| NPC's mean VP (95%) | nights the Today order was complete |")
    print(head)
    print("|---|---|---|---|---|---|---|---|")
    frames = {}
    for npc, name in NPCS:
        for bot in ("foreman", "free_rider", "random"):
            df = experiments.run("mine77", 1, bot, range(seeds), npcs=[npc], executor=InProcess(), progress=False)
            frames[npc, bot] = df
            s = shares(df)
            wins, n = sum(s), len(s)
            lo, hi = wilson(wins, n)
            words = f"{wins:g} of {n}"
            print(f"| {bot} | {name} | {n} | {words} | {wins / n:.2f} ({lo:.2f} to {hi:.2f}) "
                  f"| {fmt(*mean_interval(df.score_0))} | {fmt(*mean_interval(df.score_1))} "
                  f"| {nights_complete(df):.0%} |")
    for npc, name in NPCS:
        df = frames[npc, "foreman"]
        start = NPC_SETUP[npc]["vp"]
        ahead = sum(df.score_0 > df.score_1 - start) + 0.5 * sum(df.score_0 == df.score_1 - start)
        print(f"\nThe foreman's VP above {name}'s VP from play (less the {start} printed on the NPC's board) in "
              f"{ahead:g} of {len(df)} games (a tie counts half)")
    a, b = shares(frames["sergio", "foreman"]), shares(frames["rosana", "foreman"])
    diff = [x - y for x, y in zip(a, b)]
    print(f"\nThe foreman's win share against Sergio minus against Rosana, paired by seed ({len(diff)} seeds): "
          f"{fmt(*mean_interval(diff))}")
    return frames


def sources(seeds):
    """VP gained and lost by each side, summed by rule, per game (the foreman against each NPC)."""
    for npc, name in NPCS:
        total = [collections.Counter(), collections.Counter()]
        for seed in range(seeds):
            g = Mine77(players=1, seed=seed, npcs=[npc])
            play(g, {0: "foreman"})
            for e in g.log:
                for c in e.changes:
                    if getattr(c, "item", None) != "vp":
                        continue
                    for account, sign in ((c.src, -1), (c.dst, 1)):
                        p = g.account_owner(account)
                        if p is not None:
                            total[p][e.rule] += sign * c.amount
        print(f"\nVP per game by rule, the foreman against {name}, seeds 0-{seeds - 1}:")
        print("| rule | foreman | " + name + " |")
        print("|---|---|---|")
        rules = sorted(set(total[0]) | set(total[1]), key=lambda r: -(abs(total[0][r]) + abs(total[1][r])))
        for r in rules:
            print(f"| {r} | {total[0][r] / seeds:+.2f} | {total[1][r] / seeds:+.2f} |")
        print(f"| total | {sum(total[0].values()) / seeds:+.2f} | {sum(total[1].values()) / seeds:+.2f} |")


def main(seeds=100, n_sources=20):
    solo(seeds)
    if n_sources:
        sources(n_sources)


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*args)

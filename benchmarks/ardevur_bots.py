"""ARDEVUR's bots side by side: mean Supremacy Points, money and where income came from.

    .venv/bin/python benchmarks/ardevur_bots.py [seeds]

Plays ``seeds`` (default 40) 4-player Standard games with seats trader, builder, trader, builder
(rotated by seed so no bot keeps a seat), plus the same with random seats for comparison, and
prints a Markdown table: mean final SP, mean final money, wins, and the share of each bot's income
(money earned in play: sales, fees, cards, rewards; not the starting capital or loans) that came
from tolls (Road, Water and Factory fees) and from global sales, the Phone Call loans taken, where the
points came from (Target and Incentive cards, mines and Assets, Regional Supremacy, the most money
and resources) and the share of games in which the second auction was called.
"""

import collections
import statistics
import sys

from mining_games.ardevur import BOTS, Ardevur
from mining_games.bots import RandomBot

INCOME = {
    "ardevur.extract.fee": "tolls", "ardevur.extract.factory_use": "tolls",
    "ardevur.sale.global": "global", "ardevur.sale.local": "local", "ardevur.extract.surplus": "local",
    "ardevur.sale.priority": "local", "ardevur.reward.exchange": "rewards", "ardevur.cards.subsidy": "cards",
    "ardevur.cards.audit": "cards",
}


def income_by_source(g):
    out = [collections.Counter() for _ in g.players]
    for e in g.log:
        kind = INCOME.get(e.rule)
        if kind is None:
            continue
        for c in e.transfers():
            if c.item == "money" and c.dst.startswith("p") and c.dst != c.src:
                out[int(c.dst[1:])][kind] += c.amount
    return out


def play(seed, seats):
    g = Ardevur(players=len(seats), seed=seed)
    bots = [RandomBot(seed * 10 + i) if b == "random" else BOTS[b](seed * 10 + i) for i, b in enumerate(seats)]
    while not g.over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def table(seeds, lineups):
    rows = collections.defaultdict(lambda: collections.defaultdict(list))
    for seed in range(seeds):
        for lineup in lineups:
            k = seed % len(lineup)
            seats = lineup[k:] + lineup[:k]
            g = play(seed, seats)
            inc = income_by_source(g)
            win = set(g.winners())
            for p, bot in enumerate(seats):
                r = rows[bot]
                total = sum(inc[p].values())
                r["sp"].append(g.score(p))
                r["money"].append(g.money(p))
                r["win"].append(1 / len(win) if p in win else 0)
                r["income"].append(total)
                r["tolls"].append(inc[p]["tolls"])
                r["global"].append(inc[p]["global"])
                r["rounds"].append(g.round)
                r["loans"].append(sum(1 for e in g.log if e.rule == "ardevur.phone.borrow" and e.player == p))
                r["auction2"].append(any(e.rule == "ardevur.auction.call_second" for e in g.log))
                parts = g.score_breakdown(p)
                r["cards"].append(parts.get("Targets", 0) + parts.get("Incentives", 0))
                r["built"].append(parts.get("Mines and Assets", 0))
                r["regions"].append(parts.get("Regional Supremacy", 0))
                r["contests"].append(parts.get("Most money", 0) + parts.get("Most resources", 0))
    lines = ["| bot | games | mean SP | mean money (M) | wins | mean income (M) | from tolls | from global sales |"
             " mean rounds | loans per game | SP from cards / mines and Assets / regions / most money and"
             " resources | second auction called |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for bot, r in rows.items():
        inc = sum(r["income"]) or 1
        lines.append(f"| {bot} | {len(r['sp'])} | {statistics.mean(r['sp']):.1f} | {statistics.mean(r['money']):.1f} | "
                     f"{sum(r['win']):.1f} | {statistics.mean(r['income']):.1f} | {sum(r['tolls']) / inc:.0%} | "
                     f"{sum(r['global']) / inc:.0%} | {statistics.mean(r['rounds']):.1f} | "
                     f"{statistics.mean(r['loans']):.2f} | {statistics.mean(r['cards']):.1f} / "
                     f"{statistics.mean(r['built']):.1f} / {statistics.mean(r['regions']):.1f} / "
                     f"{statistics.mean(r['contests']):.1f} | {statistics.mean(r['auction2']):.0%} |")
    return "\n".join(lines)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print("Four players, Standard mode: trader, builder, trader, builder\n")
    print(table(n, [["trader", "builder", "trader", "builder"]]))
    print("\nOne bot against three random seats\n")
    print(table(n, [["trader", "random", "random", "random"], ["builder", "random", "random", "random"]]))
    print("\nFour random seats (baseline)\n")
    print(table(n, [["random"] * 4]))

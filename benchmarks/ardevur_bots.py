"""ARDEVUR's bots side by side: mean Supremacy Points, money and where income came from.

    .venv/bin/python benchmarks/ardevur_bots.py [seeds]
    .venv/bin/python benchmarks/ardevur_bots.py 20 --lineup search:easy,builder,trader,builder \
        --lineup search:easy,random,random,random

Plays ``seeds`` (default 40) 4-player Standard games with seats trader, builder, trader, builder
(rotated by seed so no bot keeps a seat), plus the same with random seats for comparison, and
prints a Markdown table: mean final SP, mean final money, wins, and the share of each bot's income
(money earned in play: sales, fees, cards, rewards; not the starting capital or loans) that came
from tolls (Road, Water and Factory fees) and from global sales, the Phone Call loans taken, where the
points came from (Target and Incentive cards, mines and Assets, Regional Supremacy, the most money
and resources) and the share of games in which the second auction was called.

``--lineup a,b,c,d`` (repeatable) plays those line-ups instead, on the same seeds, with any bot names
(the search bot's too: ``search:easy``); each table then adds every bot's win share with its 95%
Wilson interval (``experiments.wilson``) and the second auctions its seats called, and is followed by
the Hashtag Coin that went in and out of its seats, by purpose (``ardevur.analysis.PURPOSE``, the
purposes of the Coin flows chart), a seat's mean a game.
"""

import argparse
import collections
import statistics

from mining_games.ardevur import BOTS, Ardevur
from mining_games.ardevur.analysis import PURPOSES, purpose_of
from mining_games.bots import RandomBot, make_bot
from mining_games.experiments import wilson

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


def coin_by_purpose(g):
    """Per seat: (Coin in, Coin out) by purpose, each a Counter."""
    out = [(collections.Counter(), collections.Counter()) for _ in g.players]
    for e in g.log:
        for c in e.changes:
            if getattr(c, "item", None) != "money" or c.src == c.dst:
                continue
            for acct, way in ((c.dst, 0), (c.src, 1)):
                if acct.startswith("p") and acct[1:].isdigit():
                    out[int(acct[1:])][way][purpose_of(e.rule)] += c.amount
    return out


def bot_for(name, seed):
    """The bot of a seat: the game's own and the random bot as before; any other name (the search
    bot's) through ``bots.make_bot``."""
    if name == "random":
        return RandomBot(seed)
    if name in BOTS:
        return BOTS[name](seed)
    return make_bot(Ardevur, name, seed)


def play(seed, seats):
    g = Ardevur(players=len(seats), seed=seed)
    bots = [bot_for(b, seed * 10 + i) for i, b in enumerate(seats)]
    while not g.over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def measure(seeds, lineups):
    """Per bot (over its seats in every line-up): lists of the table's measures, and the Coin in and
    out of its seats by purpose (a pair of Counters: in, out). ``seeds``: a number n (seeds 0..n-1) or
    a list of seeds."""
    seeds = range(seeds) if isinstance(seeds, int) else seeds
    rows = collections.defaultdict(lambda: collections.defaultdict(list))
    coin = collections.defaultdict(lambda: (collections.Counter(), collections.Counter()))
    for seed in seeds:
        for lineup in lineups:
            k = seed % len(lineup)
            seats = lineup[k:] + lineup[:k]
            g = play(seed, seats)
            inc = income_by_source(g)
            flows = coin_by_purpose(g)
            win = set(g.winners())
            for p, bot in enumerate(seats):
                coin[bot][0].update(flows[p][0])
                coin[bot][1].update(flows[p][1])
                r = rows[bot]
                r["called"].append(sum(1 for e in g.log if e.rule == "ardevur.auction.call_second" and e.player == p))
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
    return rows, coin


def table(seeds, lineups, interval=False):
    """The Markdown table of ``measure``; ``interval``: also each bot's win share over its seats with its
    95% Wilson interval, and the second auctions its seats called a game."""
    return rows_table(measure(seeds, lineups)[0], interval)


def rows_table(rows, interval=False):
    extra = " win share (95% interval) |" if interval else ""
    called = " called by its seat (a game) |" if interval else ""
    lines = ["| bot | games | mean SP | mean money (M) | wins |" + extra + " mean income (M) | from tolls |"
             " from global sales | mean rounds | loans per game | SP from cards / mines and Assets / regions / most"
             " money and resources | second auction called |" + called,
             "|---|---|---|---|---|---|---|---|---|---|---|---|" + "---|" * (bool(extra) + bool(called))]
    for bot, r in rows.items():
        cells = ""
        if interval:
            n = len(r["win"])
            low, high = wilson(sum(r["win"]), n)
            cells = f" {sum(r['win']) / n:.2f} ({low:.2f}-{high:.2f}) |"
        inc = sum(r["income"]) or 1
        lines.append(f"| {bot} | {len(r['sp'])} | {statistics.mean(r['sp']):.1f} | {statistics.mean(r['money']):.1f} | "
                     f"{sum(r['win']):.1f} |{cells} {statistics.mean(r['income']):.1f} | {sum(r['tolls']) / inc:.0%} | "
                     f"{sum(r['global']) / inc:.0%} | {statistics.mean(r['rounds']):.1f} | "
                     f"{statistics.mean(r['loans']):.2f} | {statistics.mean(r['cards']):.1f} / "
                     f"{statistics.mean(r['built']):.1f} / {statistics.mean(r['regions']):.1f} / "
                     f"{statistics.mean(r['contests']):.1f} | {statistics.mean(r['auction2']):.0%} |"
                     + (f" {statistics.mean(r['called']):.2f} |" if interval else ""))
    return "\n".join(lines)


def coin_table(rows, coin):
    """Hashtag Coin in and out of each bot's seats by purpose, a seat's mean a game (M)."""
    bots = list(coin)
    lines = ["| Hashtag Coin (M a seat a game) | " + " | ".join(f"{b} in | {b} out" for b in bots) + " |",
             "|---|" + "---:|---:|" * len(bots)]
    for purpose in PURPOSES:
        if not any(coin[b][w][purpose] for b in bots for w in (0, 1)):
            continue
        cells = []
        for b in bots:
            n = len(rows[b]["sp"])
            cells += [f"{coin[b][0][purpose] / n:.1f}", f"{coin[b][1][purpose] / n:.1f}"]
        lines.append(f"| {purpose} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seeds", nargs="?", type=int, default=40, help="games a line-up (default 40: seeds 0-39)")
    ap.add_argument("--lineup", action="append", help="a line-up, comma-separated (repeatable), e.g. "
                    "search:easy,builder,trader,builder")
    args = ap.parse_args(argv)
    n = args.seeds
    if args.lineup:
        for lineup in args.lineup:
            seats = lineup.split(",")
            rows, coin = measure(n, [seats])
            print(f"{len(seats)} players, Standard mode: {', '.join(seats)} (seeds 0-{n - 1}, rotated by seed)\n")
            print(rows_table(rows, interval=True))
            print("\nHashtag Coin in and out of the seats, by purpose\n")
            print(coin_table(rows, coin))
            print()
        return
    print("Four players, Standard mode: trader, builder, trader, builder\n")
    print(table(n, [["trader", "builder", "trader", "builder"]]))
    print("\nOne bot against three random seats\n")
    print(table(n, [["trader", "random", "random", "random"], ["builder", "random", "random", "random"]]))
    print("\nFour random seats (baseline)\n")
    print(table(n, [["random"] * 4]))


if __name__ == "__main__":
    main()

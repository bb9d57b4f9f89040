"""Mine 77's public-goods table: all foremen, all free riders, one free rider among two foremen and one foreman
among two free riders (3 players, 40 seeds each), with the measures per seat type; then the unilateral switch:
seat 1 as foreman or as free rider against each pair of other seats, paired by seed.

Run: .venv/bin/python benchmarks/mine77_public_goods.py [seeds] [--switch-only]
     .venv/bin/python benchmarks/mine77_public_goods.py [seeds] --search [easy|medium|hard]

``--search`` plays the tables with a self-interested player who looks ahead (issue 27, item 5): the kernel's
search bot in seat 1 among two foremen and among two free riders, with the same measures per seat type: does
it provide Steam, and how does it fare? (At easy a game takes about half a minute on one core.)
"""

import statistics
import sys

import mining_games as mg
from mining_games.bots import make_bot

PENALTIES = ("mine77.government.penalty", "mine77.night.steam_penalty", "mine77.steam.kaboom_penalty",
             "mine77.train.rejected_penalty", "mine77.shipping.deficit_penalty")

TABLES = {"all foremen": ["foreman"] * 3, "all free riders": ["free_rider"] * 3,
          "1 free rider + 2 foremen": ["free_rider", "foreman", "foreman"],
          "1 foreman + 2 free riders": ["foreman", "free_rider", "free_rider"]}


def play(seats, seed):
    g = mg.new_game("mine77", players=len(seats), seed=seed)
    bots = {p: make_bot(type(g), b, seed=seed * 10 + p) for p, b in enumerate(seats)}
    while not g.is_over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    n = len(seats)
    lost, steam, spent, visits = [0] * n, [0] * n, [0] * n, [0] * n
    for e in g.log:
        if e.rule in PENALTIES:                 # one event for every player who lost
            for q in e.facts["players"]:
                lost[q] += e.facts["n"]
        elif e.rule == "mine77.steam.generate":
            steam[e.player] += e.facts["n"]
            visits[e.player] += 1
        elif e.rule == "mine77.steam.burn":
            steam[e.player] += 1
        elif e.rule in ("mine77.steam.spend", "mine77.shipping.deficit"):    # Steam taken from the public track
            spent[e.player] += 1
    # a Today slot filled is credited to the players aboard the accepted cart that filled it
    filled = [0] * n
    for e in g.log:
        if e.rule == "mine77.train.accepted_vp":
            filled[e.player] += e.facts["n"]
    return {"seats": seats, "scores": [g.score(p) for p in range(n)], "lost": lost, "steam": steam, "spent": spent,
            "visits": visits,
            "filled_by": filled,
            "filled": sum(1 for e in g.log if e.rule == "mine77.government.fill"),
            "failed": sum(1 for e in g.log if e.rule == "mine77.government.check" and e.facts["missing"]),
            "kaboom": sum(1 for e in g.log if e.rule == "mine77.steam.kaboom"),
            "disaster": g.ended_by == "mine77.end.disaster_loses", "decisions": len(g.decisions)}


def search_tables(strength="easy"):
    """The search bot (``search:<strength>``) in seat 1 among two foremen, then among two free riders."""
    bot = f"search:{strength}"
    return {f"search ({strength}) + 2 foremen": [bot, "foreman", "foreman"],
            f"search ({strength}) + 2 free riders": [bot, "free_rider", "free_rider"]}


def _per_type(res, kind, key):
    vals = [r[key][p] for r in res for p, b in enumerate(r["seats"]) if b == kind]
    return statistics.mean(vals) if vals else None


def table(seeds=40, tables=TABLES):
    rows = []
    for name, seats in tables.items():
        res = [play(seats, s) for s in range(seeds)]
        row = {"table": name,
               "mean VP (all)": statistics.mean(statistics.mean(r["scores"]) for r in res),
               "mean VP lost to penalties": statistics.mean(statistics.mean(r["lost"]) for r in res),
               "Steam generated": statistics.mean(sum(r["steam"]) for r in res),
               "Today slots filled": statistics.mean(r["filled"] for r in res),
               "orders failed": statistics.mean(r["failed"] for r in res),
               "Ka-Booms": statistics.mean(r["kaboom"] for r in res),
               "disasters": sum(r["disaster"] for r in res)}
        for kind in dict.fromkeys(seats):
            if kind in seats:
                row[f"{kind} VP"] = _per_type(res, kind, "scores")
                row[f"{kind} lost"] = _per_type(res, kind, "lost")
                row[f"{kind} Steam"] = _per_type(res, kind, "steam")
                row[f"{kind} Steam spent"] = _per_type(res, kind, "spent")
                row[f"{kind} Steam Generation visits"] = _per_type(res, kind, "visits")
                row[f"{kind} slots aboard"] = _per_type(res, kind, "filled_by")
        if seats.count("free_rider") == 1 and seats.count("foreman") == 2:     # the lone free rider against its foremen
            i = seats.index("free_rider")
            gap = [r["scores"][i] - statistics.mean(v for q, v in enumerate(r["scores"]) if q != i) for r in res]
            row["free rider minus its foremen"] = statistics.mean(gap)
            row["its standard error"] = statistics.stdev(gap) / len(gap) ** 0.5
            row["games the free rider is ahead"] = sum(d > 0 for d in gap)
        rows.append(row)
    return rows


OTHERS = {"two foremen": ["foreman", "foreman"], "a free rider and a foreman": ["free_rider", "foreman"],
          "two free riders": ["free_rider", "free_rider"]}


def switch(seeds=40):
    """Seat 1 (index 0) as foreman or free rider, the other two seats fixed: its mean VP each way and the difference
    paired by seed, with its standard error. Free riding tempts when the difference is above zero."""
    rows = []
    for name, others in OTHERS.items():
        contribute = [play(["foreman", *others], s)["scores"][0] for s in range(seeds)]
        ride = [play(["free_rider", *others], s)["scores"][0] for s in range(seeds)]
        d = [r - c for r, c in zip(ride, contribute)]
        rows.append({"others": name, "as foreman": statistics.mean(contribute), "as free rider": statistics.mean(ride),
                     "free riding minus contributing": statistics.mean(d),
                     "standard error": statistics.stdev(d) / len(d) ** 0.5})
    return rows


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 40
    if "--search" in sys.argv:
        i = sys.argv.index("--search")
        strength = sys.argv[i + 1] if len(sys.argv) > i + 1 and not sys.argv[i + 1].isdigit() else "easy"
        for row in table(n, search_tables(strength)):
            print(" | ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in row.items()))
        sys.exit()
    for row in [] if "--switch-only" in sys.argv else table(n):
        print(" | ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in row.items()))
    for row in switch(n):
        print(" | ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in row.items()))

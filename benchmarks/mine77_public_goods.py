"""Mine 77's public-goods table: foremen, free riders and one free rider among foremen (40 seeds each).

Run: .venv/bin/python benchmarks/mine77_public_goods.py [seeds]
"""

import statistics
import sys

import mining_games as mg
from mining_games.bots import make_bot

PENALTIES = ("mine77.government.penalty", "mine77.night.steam_penalty", "mine77.steam.kaboom_penalty",
             "mine77.train.rejected_penalty", "mine77.shipping.deficit_penalty")


def play(seats, seed):
    g = mg.new_game("mine77", players=len(seats), seed=seed)
    bots = {p: make_bot(type(g), b, seed=seed * 10 + p) for p, b in enumerate(seats)}
    while not g.is_over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    lost = {p: 0 for p in range(len(seats))}
    for e in g.log:
        if e.rule in PENALTIES:
            lost[e.player] += e.facts["n"]
    gen = sum(1 for e in g.log if e.rule == "mine77.steam.generate")
    return {"scores": [g.score(p) for p in range(len(seats))], "lost": lost,
            "filled": sum(1 for e in g.log if e.rule == "mine77.government.fill"),
            "failed": sum(1 for e in g.log if e.rule == "mine77.government.check" and e.facts["missing"]),
            "kaboom": sum(1 for e in g.log if e.rule == "mine77.steam.kaboom"),
            "generated": gen, "disaster": g.ended_by == "mine77.end.disaster_loses", "decisions": len(g.decisions)}


def table(seeds=40):
    tables = {"all foremen": ["foreman"] * 3, "all free riders": ["free_rider"] * 3,
              "1 free rider + 2 foremen": ["free_rider", "foreman", "foreman"]}
    rows = []
    for name, seats in tables.items():
        res = [play(seats, s) for s in range(seeds)]
        row = {"table": name,
               "mean VP (all)": statistics.mean(statistics.mean(r["scores"]) for r in res),
               "mean VP lost to penalties": statistics.mean(statistics.mean(r["lost"].values()) for r in res),
               "Steam generations": statistics.mean(r["generated"] for r in res),
               "Today slots filled": statistics.mean(r["filled"] for r in res),
               "orders failed": statistics.mean(r["failed"] for r in res),
               "Ka-Booms": statistics.mean(r["kaboom"] for r in res),
               "disasters": sum(r["disaster"] for r in res)}
        if name.startswith("1 free"):
            row["free rider VP"] = statistics.mean(r["scores"][0] for r in res)
            row["foreman VP"] = statistics.mean(statistics.mean(r["scores"][1:]) for r in res)
        rows.append(row)
    return rows


if __name__ == "__main__":
    for row in table(int(sys.argv[1]) if len(sys.argv) > 1 else 40):
        print(" | ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in row.items()))

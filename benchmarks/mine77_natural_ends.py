"""How Mine 77 games end (docs/mine77.md, Natural ends): three players, and Ana alone against each NPC, every
human seat the same bot (NPC seats play by their rules), seeds 0 to N-1. "week" is the End of the Week,
"Disaster" players falling to -10: both are the rulebook's endings. For the solo tables, also who won: Ana, the
NPC, or nobody (both fell together).

Run: .venv/bin/python benchmarks/mine77_natural_ends.py [seeds]
"""

import sys
from collections import Counter

from mining_games.bots import make_bot
from mining_games.mine77 import Mine77

TABLES = (("3 players", 3, []), ("Ana against Simple Sergio", ["Ana"], ["sergio"]),
          ("Ana against Dutiful Rosana", ["Ana"], ["rosana"]))
BOTS = ("random", "foreman", "free_rider")
ENDS = {"mine77.end.week": "week", "mine77.end.disaster_loses": "Disaster"}


def play(players, npcs, bot, seed):
    """One game, as the rules tests play it (each human seat its own bot, seeded by seat)."""
    g = Mine77(players=players, npcs=npcs, seed=seed)
    bots = {p: make_bot(Mine77, bot, seed=seed * 10 + p) for p in range(len(g.players)) if p not in g.npcs}
    while not g.is_over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def cell(games, solo):
    ends = Counter(ENDS[g.ended_by] for g in games)
    text = ", ".join(f"{k} {ends[k]}" for k in ("week", "Disaster") if ends[k])
    if solo:
        won = Counter("Ana" if g.winners() == [0] else "NPC" if g.winners() else "nobody" for g in games)
        text += " (won: " + ", ".join(f"{k} {won[k]}" for k in ("Ana", "NPC", "nobody") if won[k]) + ")"
    return text


def main(seeds=20):
    print(f"seeds 0-{seeds - 1}\n\n| table | " + " | ".join(BOTS) + " |\n|---|" + "---|" * len(BOTS))
    for name, players, npcs in TABLES:
        row = [cell([play(players, npcs, bot, s) for s in range(seeds)], bool(npcs)) for bot in BOTS]
        print(f"| {name} | " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))

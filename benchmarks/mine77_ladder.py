"""Mine 77's strength ladder for random play and the heuristic bots (docs/mine77.md, The bots measured), as a new
user would measure it, with ``experiments.run``:

- three players, one bot against two random players, the bot's seat rotated over the three seats on the same seeds
  (paired), and the table of three of the same bot;
- solo against each NPC (the NPC sits after the player, as the rulebook seats it: no rotation).

For each cell: the bot's win share (a joint win shared out), its 95% interval (Student's t over the games), the
mean VP, how often the Today order was completed (days without a shortfall at night), the VP lost to the shared
losses, and how games ended (the End of the Week after the rulebook's 3 days, or a Disaster).

Run: nice -n 10 .venv/bin/python benchmarks/mine77_ladder.py [seeds]   (seeds per rotation: 34 gives 102 games)
"""

import sys

from ardevur_ladder import InProcess  # every game in this process: the machine's cores are shared

from mining_games import experiments
from mining_games.experiments import mean_interval

DAYS = 3   # the standard game (Playing the Game): three days, so three nights that check the Today order


def share(row, seat):
    winners = [int(s) for s in str(row.winner_seats).split(",") if s != ""]
    return 1 / len(winners) if seat in winners else 0.0


def summary(frames):
    """(shares, scores, days completed, VP lost a game, games ended by Disaster, games) over (frame, seat) pairs."""
    shares, scores, done, nights, lost, disasters, n = [], [], 0, 0, 0.0, 0, 0
    for df, seat in frames:
        for row in df.itertuples():
            shares.append(share(row, seat))
            scores.append(getattr(row, f"score_{seat}"))
            checked = min(row.rounds, DAYS)     # the nights played (a Disaster at night ends the day it checks)
            done += checked - row.orders_failed
            nights += checked
            lost += row.vp_lost_to_penalties
            disasters += row.ended_by != "mine77.end.week"
            n += 1
    return shares, scores, done / nights, lost / n, disasters, n


def line(label, frames, equal):
    shares, scores, done, lost, disasters, n = summary(frames)
    m, lo, hi = mean_interval(shares)
    s = sum(scores) / n
    return (f"| {label} | {n} | {m:.3f} ({lo:.3f}-{hi:.3f}) | {m / equal:.2f} | {s:.2f} | {done:.0%} | {lost:.1f} "
            f"| {disasters} |")


def main(seeds=34):
    head = ("| table | games | the bot's win share (95% interval) | times the equal share | its mean VP "
            "| nights the Today order was complete | VP lost to shared losses a game (all players) | Disasters |")
    print(head)
    print("|---|---|---|---|---|---|---|---|")
    for bot in ("random", "foreman", "free_rider"):
        frames = []
        for seat in range(3):
            seats = ["random"] * 3
            seats[seat] = bot
            df = experiments.run("mine77", 3, seats, range(seeds), executor=InProcess(), progress=False)
            frames.append((df, seat))
        print(line(f"{bot} against 2 random players (seat rotated)", frames, 1 / 3))
    for bot in ("foreman", "free_rider"):
        df = experiments.run("mine77", 3, bot, range(3 * seeds), executor=InProcess(), progress=False)
        print(line(f"3 {bot} bots (seat 0's share)", [(df, 0)], 1 / 3))
    for npc, name in (("sergio", "Simple Sergio"), ("rosana", "Dutiful Rosana")):
        for bot in ("random", "foreman", "free_rider"):
            df = experiments.run("mine77", 1, bot, range(3 * seeds), npcs=[npc], executor=InProcess(),
                                    progress=False)
            print(line(f"{bot} alone against {name}", [(df, 0)], 1 / 2))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 34)

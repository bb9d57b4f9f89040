"""The search bot (mining_games/core/search.py): CPU seconds a decision at each strength, and its share of
wins against random players.

    .venv/bin/python benchmarks/search_bot.py speed [games...]          # seconds a decision, each strength
    .venv/bin/python benchmarks/search_bot.py wins [--seeds N] [--strength S] [games...]

``speed``: in one game of each (seed 3, the smallest table), the search bot at each strength decides at
six points of a random game (every seventh decision with more than one choice); the strengths take turns
at each point, so the machine's load falls on all of them alike. Printed: mean and largest CPU seconds
(``time.process_time``) a decision, and the same for the game's heuristic bot and the random bot at those
points, for a ratio measured in the same run.

``wins``: two-seat games (three where the game needs three) of the search bot against random players,
seeds 0..N-1, the search bot's seat rotated over every seat of each seed (paired seeds), in the short
game of ``SHORT`` (a classroom limit on rounds, where the game has one). Printed: the search bot's wins
(a shared win counts its share), the equal share, the ratio and a 95% interval (Wilson).
"""

import argparse
import math
import time

import mining_games as mg
from mining_games.bots import make_bot
from mining_games.core.search import STRENGTHS

# Options of the short games played for the share of wins (the rulebook's own ending elsewhere: Murfett's
# score is money, which a company spends on leases early and earns back later, so a short game is not its game)
SHORT = {"titans": {"max_rounds": 6}, "ardevur": {"round_limit": 6}}


def table_size(cls):
    return max(2, cls.min_players)


def speed(names):
    print("| game | strength | mean s a decision | largest | heuristic bot s a decision | random s a decision |")
    print("|---|---|---|---|---|---|")
    for name in names:
        cls = mg.GAMES[name]
        g = mg.new_game(name, players=table_size(cls), seed=3)
        mover = make_bot(cls, "random", seed=1)
        bots = {k: make_bot(cls, f"search:{k}", seed=2) for k in STRENGTHS}
        heuristic = make_bot(cls, cls.SEARCH_POLICY, seed=2)
        times = {k: [] for k in [*STRENGTHS, "heuristic", "random"]}
        k = 0
        while not g.over and len(times["random"]) < 6:
            p = g.to_act[0]
            k += 1
            if k % 7 == 0 and len(g.legal_actions(p)) > 1:
                for key, bot in [*bots.items(), ("heuristic", heuristic), ("random", mover)]:
                    t = time.process_time()
                    bot.choose(g, p)
                    times[key].append(time.process_time() - t)
            g.apply(mover.choose(g, p))
        h, r = (sum(times[x]) / len(times[x]) for x in ("heuristic", "random"))
        for key in STRENGTHS:
            ts = times[key]
            print(f"| {cls.title} | {key} | {sum(ts) / len(ts):.2f} | {max(ts):.2f} | {h:.4f} | {r:.6f} |")


def wilson(wins, n, z=1.96):
    if not n:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def wins(names, seeds, strength):
    print(f"| game | players | games | search:{strength} wins | equal share | ratio | 95% interval of the share |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        cls = mg.GAMES[name]
        n = table_size(cls)
        won = games = 0.0
        t = time.process_time()
        for seed in range(seeds):
            for seat in range(n):
                g = mg.new_game(name, players=n, seed=seed, **SHORT.get(name, {}))
                bots = {p: make_bot(cls, f"search:{strength}" if p == seat else "random", seed=seed * 7919 + p)
                        for p in range(n)}
                while not g.over:
                    p = g.to_act[0]
                    g.apply(bots[p].choose(g, p))
                w = g.winners()
                won += (1 / len(w)) if seat in w else 0
                games += 1
        lo, hi = wilson(won, games)
        print(f"| {cls.title} | {n} | {int(games)} | {won:g} | {1 / n:.2f} | {won / games * n:.2f} | "
              f"{lo:.2f}-{hi:.2f} |  ({time.process_time() - t:.0f} s)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("what", choices=("speed", "wins"))
    ap.add_argument("games", nargs="*")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--strength", default="easy", choices=list(STRENGTHS))
    args = ap.parse_args()
    names = args.games or list(mg.GAMES)
    if args.what == "speed":
        speed(names)
    else:
        wins(names, args.seeds, args.strength)


if __name__ == "__main__":
    main()

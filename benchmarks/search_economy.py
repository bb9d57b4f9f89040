"""Titans' commons and Murfett's money with the search bot in a seat (issue 27, item 5).

    .venv/bin/python benchmarks/search_economy.py titans  [--games 20] [--first 0] [--strength easy]
    .venv/bin/python benchmarks/search_economy.py murfett [--games 30] [--first 0] [--strength easy]

Every line-up plays the same seeds (paired seeds); seed ``s`` rotates the line-up by ``s`` mod the
number of players, so the search bot sits in every seat in turn. Rulebook options (no round limit).
A win shared by k players counts 1/k; the interval is the 95% Wilson interval
(``experiments.wilson``). Prints Markdown tables; writes nothing. Zavandor and ARDEVUR have their own
scripts (``zavandor_economy.py --lineup``, ``ardevur_bots.py --lineup``).

- titans: the commons dilemma of docs/titans.md "Bots" (stewards and extractors) with one seat
  played by the search bot, beside the heuristic line-ups on the same seeds: win share, mean score,
  trees mined and planted a game per seat, Planet Health, live tiles and rounds at the end.
- murfett: docs/murfett.md "Bots" (prospector, contractor, random) with the search bot in the random
  seat: win share, final money, bankruptcies, and money in and out per seat by the rule that moved it.
"""

import argparse
import collections
import statistics
import sys
import time

import mining_games as mg
from mining_games.bots import play
from mining_games.core.words import count
from mining_games.experiments import wilson

TITANS_LINEUPS = (("steward", "steward", "steward"), ("extractor", "extractor", "extractor"),
                  ("extractor", "steward", "steward"), ("steward", "extractor", "extractor"),
                  ("{s}", "steward", "steward"), ("{s}", "extractor", "extractor"), ("{s}", "extractor", "steward"))
MURFETT_LINEUPS = (("prospector", "contractor", "random"), ("{s}", "prospector", "contractor"))


def lineups(templates, strength):
    """The line-ups with the search bot's name filled in (``search:<strength>``)."""
    return [tuple(b.format(s=f"search:{strength}") for b in t) for t in templates]


def seated(lineup, seed):
    """The line-up rotated by the seed, so each bot sits in every seat in turn."""
    k = seed % len(lineup)
    return list(lineup[k:] + lineup[:k])


def play_lineup(game, lineup, seeds, options=None):
    """Yield (seats, game) for one game per seed, rulebook options unless ``options`` are given."""
    cls = mg.GAMES[game]
    for s in seeds:
        seats = seated(lineup, s)
        g = cls(players=len(seats), seed=s, options=cls.Options(**(options or {})))
        yield seats, play(g, seats)


def win_cells(wins, n):
    low, high = wilson(wins, n)
    return f"{wins / n:.2f} ({low:.2f}-{high:.2f})"


# ------------------------------------------------------------------ Titans


def titans_measure(lineup, seeds, options=None):
    """Per bot of the line-up: seats, wins, scores, trees mined and planted; per game: Planet Health,
    live tiles, rounds."""
    per_bot = collections.defaultdict(lambda: collections.defaultdict(list))
    table = collections.defaultdict(list)
    for seats, g in play_lineup("titans", lineup, seeds, options):
        winners = g.winners()
        mined, planted = collections.Counter(), collections.Counter()
        for e in g.log:
            if e.rule == "titans.mining.tree_cost":
                mined[e.player] += e.facts["cost"]
            elif e.rule == "titans.planting.plant":
                planted[e.player] += 1
        for p, bot in enumerate(seats):
            r = per_bot[bot]
            r["win"].append(1 / len(winners) if p in winners else 0)
            r["score"].append(g.score(p))
            r["mined"].append(mined[p])
            r["planted"].append(planted[p])
        table["health"].append(g.tracks["planet_health"])
        table["live"].append(g.outcome()["live_tiles"])
        table["rounds"].append(g.round)
    return per_bot, table


def titans_table(seeds, strength="easy", options=None, templates=TITANS_LINEUPS):
    games = len(seeds)
    lines = [f"{count(games, 'game')} a line-up (seeds {seeds[0]}-{seeds[-1]}, the line-up rotated by seed), "
             f"3 players; the search bot at {strength}.", "",
             "| table | bot | seats | win share (95% interval) | mean score | trees mined a game | "
             "trees planted a game | Planet Health at the end | live tiles (of 19) | rounds |",
             "|---|---|---:|---|---:|---:|---:|---:|---:|---:|"]
    for lineup in lineups(templates, strength):
        per_bot, table = titans_measure(lineup, seeds, options)
        name = ", ".join(lineup)
        for bot, r in per_bot.items():
            n = len(r["win"])
            lines.append(f"| {name} | {bot} | {n} | {win_cells(sum(r['win']), n)} | "
                         f"{statistics.mean(r['score']):.1f} | "
                         f"{statistics.mean(r['mined']):.1f} | {statistics.mean(r['planted']):.1f} | "
                         f"{statistics.mean(table['health']):.1f} | {statistics.mean(table['live']):.1f} | "
                         f"{statistics.mean(table['rounds']):.1f} |")
    return "\n".join(lines)


# ------------------------------------------------------------------ Murfett


def murfett_measure(lineup, seeds, options=None):
    """Per bot of the line-up: seats, wins, final money, bankruptcies, and money in and out by the
    title of the rule that moved it (summed over its seats)."""
    per_bot = collections.defaultdict(lambda: {"win": [], "score": [], "bankrupt": 0,
                                               "in": collections.Counter(), "out": collections.Counter()})
    rounds = []
    for seats, g in play_lineup("murfett", lineup, seeds, options):
        winners = g.winners()
        rounds.append(g.round)
        for p, bot in enumerate(seats):
            r = per_bot[bot]
            r["win"].append(1 / len(winners) if p in winners else 0)
            r["score"].append(g.score(p))
            r["bankrupt"] += g.bankrupt[p]
        for e in g.log:
            for c in e.changes:
                if getattr(c, "item", None) != "money" or c.src == c.dst:
                    continue
                for acct, way in ((c.dst, "in"), (c.src, "out")):
                    if acct in ("p0", "p1", "p2", "p3", "p4", "p5") and int(acct[1:]) < len(seats):
                        per_bot[seats[int(acct[1:])]][way][e.rule_info.title] += c.amount
    return per_bot, rounds


def murfett_table(seeds, strength="easy", options=None, templates=MURFETT_LINEUPS):
    games = len(seeds)
    out = [f"{count(games, 'game')} a line-up (seeds {seeds[0]}-{seeds[-1]}, the line-up rotated by seed), "
           f"3 players; the search bot at {strength}. Money in $M; \"in\" and \"out\" are a seat's mean a game.", ""]
    for lineup in lineups(templates, strength):
        per_bot, rounds = murfett_measure(lineup, seeds, options)
        out += [f"**{', '.join(lineup)}** (rounds: median {statistics.median(rounds):g}, longest {max(rounds)})", "",
                "| bot | seats | win share (95% interval) | mean final money | bankrupt |",
                "|---|---:|---|---:|---:|"]
        for bot, r in per_bot.items():
            n = len(r["win"])
            out.append(f"| {bot} | {n} | {win_cells(sum(r['win']), n)} | {statistics.mean(r['score']):.1f} | "
                       f"{r['bankrupt']} |")
        titles = sorted({t for r in per_bot.values() for way in ("in", "out") for t in r[way]})
        bots = list(per_bot)
        out += ["", "| money ($M a seat a game) | " + " | ".join(f"{b} in | {b} out" for b in bots) + " |",
                "|---|" + "---:|---:|" * len(bots)]
        for t in titles:
            cells = []
            for b in bots:
                n = len(per_bot[b]["win"])
                cells += [f"{per_bot[b]['in'][t] / n:.1f}", f"{per_bot[b]['out'][t] / n:.1f}"]
            out.append(f"| {t} | " + " | ".join(cells) + " |")
        out.append("")
    return "\n".join(out).rstrip()


TABLES = {"titans": titans_table, "murfett": murfett_table}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", choices=sorted(TABLES))
    p.add_argument("--games", type=int, default=20, help="games a line-up (default 20)")
    p.add_argument("--first", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--strength", default="easy", help="the search bot's strength (default easy)")
    args = p.parse_args(argv)
    start = time.process_time()
    print(TABLES[args.game](list(range(args.first, args.first + args.games)), args.strength))
    print(f"\n({time.process_time() - start:.0f} CPU s)", file=sys.stderr)


if __name__ == "__main__":
    main()

"""The strength ladder: how often each bot of a game wins, seat-rotated on paired seeds, with 95% intervals.

    python benchmarks/ladder.py                    # every game; rewrites each game's docs table
    python benchmarks/ladder.py --only mine77 --games 40 --search-games 4 --strengths easy,medium
    python benchmarks/ladder.py --quick            # a few games a cell, to check the script: nothing written

For every game, at its ladder player count (``players_for``: four where the game allows it, else its
largest: with two players, twice the equal share would be every game won), one *cell* per bot against a
field of one opponent bot in every other seat:

- each heuristic bot of the game (``Game.BOTS``) against random players: aim, at least 1.5 times the
  equal share of wins (``HEURISTIC_AIM``);
- the search bot at each strength, when the game has one (``"search:easy"`` ... in ``bot_names``), against
  the heuristic bot that did best against random players in this same run: aim for ``hard``, at least twice
  the equal share (``SEARCH_AIM``).

A cell plays the same seeds once with the bot in each seat (seat rotation on paired seeds: every seed is
dealt once per seat, so the deal favours no seat of the bot's). A game's credit goes to its winners (a win
shared by k players counts 1/k); in a game nobody won (Mine 77's Disaster can take every player), to the
players with the best final score, as the seat fairness check does. The share's interval is Wilson's 95%
score interval over the games of the cell. Seconds per decision: the bot's own CPU time per decision in
the cell's first game, played again in this process (``time.process_time``).

Writes a table between ``<!-- ladder:start -->`` and ``<!-- ladder:end -->`` in each game's
``docs/<game>.md`` (added at its end the first time). ``make bench`` runs it with its defaults (the search
bot at easy only: at hard a decision takes seconds and a four-player game hundreds of them).
"""

import argparse
import datetime
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import mining_games as mg  # noqa: E402
from mining_games import experiments  # noqa: E402
from mining_games.bots import bot_names, seat_bots  # noqa: E402

GAMES = ("titans", "murfett", "zavandor", "mine77", "ardevur")
HEURISTIC_AIM = 1.5     # a heuristic bot against random players: multiples of the equal share
SEARCH_AIM = 2.0        # the search bot (hard) against the best heuristic bot
STRENGTHS = ("easy", "medium", "hard")
START, END = "<!-- ladder:start -->", "<!-- ladder:end -->"


def players_for(cls):
    """The ladder's player count: four where the game allows it, else its largest."""
    return min(4, cls.max_players)


def credit(row, seat, players):
    """The share of one game's win that goes to ``seat`` (see the module docstring)."""
    won = [int(s) for s in str(row["winner_seats"]).split(",") if s != "" and s != "nan"]
    if not won:
        scores = [row[f"score_{p}"] for p in range(players)]
        best = max(scores)
        won = [p for p in range(players) if scores[p] == best]
    return 1 / len(won) if seat in won else 0.0


def seconds_per_decision(cls, players, seats, seat, seed):
    """The CPU seconds a decision of the bot in ``seat`` takes, over one game played here."""
    game = cls(players=players, seed=seed)
    bots = seat_bots(game, seats)
    spent, decided = 0.0, 0
    while not game.over:
        p = game.to_act[0]
        if p == seat:
            start = time.process_time()
            action = bots[p].choose(game, p)
            spent += time.process_time() - start
            decided += 1
        else:
            action = bots[p].choose(game, p)
        game.apply(action)
    return spent / max(decided, 1)


def cell(cls, bot, opponent, games, first_seed=0):
    """One cell of the ladder: ``bot`` in each seat in turn among ``opponent`` bots, ``games`` seeds each."""
    n = players_for(cls)
    seeds = range(first_seed, first_seed + games)
    won, played, decisions = 0.0, 0, 0
    for seat in range(n):
        seats = [opponent] * n
        seats[seat] = bot
        frame = experiments.run(cls, n, seats, seeds, progress=False)
        won += sum(credit(row, seat, n) for row in frame.to_dict("records"))
        played += len(frame)
        decisions += int(frame["decisions"].sum())
    seats = [opponent] * n
    seats[0] = bot
    low, high = experiments.wilson(won, played)
    return {"bot": bot, "opponent": opponent, "players": n, "games": played, "share": won / played,
            "low": low, "high": high, "equal": 1 / n, "decisions_per_game": decisions / played,
            "seconds": seconds_per_decision(cls, n, seats, 0, first_seed)}


def ladder(name, games, search_games, strengths=STRENGTHS, progress=print):
    """Every cell of a game's ladder (see the module docstring)."""
    cls = mg.GAMES[name]
    heuristics = [b for b in bot_names(cls) if b != "random" and not b.startswith("search")]
    rows = []
    for bot in heuristics:
        progress(f"  {name}: {bot} against random players ...")
        rows.append({**cell(cls, bot, "random", games), "aim": HEURISTIC_AIM})
    names = bot_names(cls)
    if any(b.startswith("search") for b in names) and heuristics:
        best = max((r for r in rows), key=lambda r: r["share"])["bot"]
        for strength in strengths:
            bot = f"search:{strength}"
            progress(f"  {name}: {bot} against {best} ...")
            rows.append({**cell(cls, bot, best, search_games), "aim": SEARCH_AIM if strength == "hard" else None})
    return rows


def table(rows):
    """The Markdown table of a game's ladder."""
    out = ["| bot | against | players | games | win share | 95% interval | equal share | multiple of equal | aim "
           "| seconds per decision |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        multiple = r["share"] / r["equal"]
        if r["aim"] is None:
            aim = "-"
        else:
            low_multiple = r["low"] / r["equal"]
            verdict = "met" if low_multiple >= r["aim"] else ("not met" if multiple < r["aim"] else
                                                              "met by the share, not by its interval")
            aim = f"{r['aim']:g}x: {verdict}"
        out.append(f"| {r['bot']} | {r['opponent']} | {r['players']} | {r['games']} | {100 * r['share']:.0f}% "
                   f"| {100 * r['low']:.0f}-{100 * r['high']:.0f}% | {100 * r['equal']:.0f}% | {multiple:.2f}x "
                   f"| {aim} | {r['seconds']:.4f} |")
    return "\n".join(out)


def section(name, rows, games, search_games, strengths):
    day = datetime.date.today().isoformat()
    missing = [s for s in STRENGTHS if s not in strengths]
    gap = (f" Not measured in this run: the search bot at {', '.join(missing)} (seconds a decision: see "
           "\"The search bot\" above)." if missing else "")
    return (f"{START}\nMeasured {day} by `benchmarks/ladder.py` ({games} seeds per seat for the heuristic bots, "
            f"{search_games} for the search bot; each seed played once with the bot in every seat).{gap}\n\n"
            f"{table(rows)}\n{END}")


def write_docs(name, block):
    from report import replace_between
    path = ROOT / "docs" / f"{name}.md"
    text = path.read_text()
    replaced = replace_between(text, START, END, block)
    if replaced is None:   # the first time: a section of its own at the end
        replaced = text.rstrip("\n") + "\n\n## Strength ladder\n\n" + block + "\n"
    path.write_text(replaced)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--only", choices=GAMES, help="one game only")
    p.add_argument("--games", type=int, default=25, help="seeds per seat for a heuristic bot (default 25)")
    p.add_argument("--search-games", type=int, default=2, help="seeds per seat for the search bot (default 2)")
    p.add_argument("--strengths", default="easy",
                   help="the search bot's strengths to measure, comma-separated (default: easy, about 15 minutes for "
                        "the five games with the heuristic bots; medium takes five times as long a decision, hard "
                        "fifty: hours)")
    p.add_argument("--quick", action="store_true", help="3 seeds per seat, 1 for search; nothing written")
    args = p.parse_args(argv)
    if args.quick:
        args.games, args.search_games = 3, 1
    for name in [args.only] if args.only else GAMES:
        start = time.time()
        rows = ladder(name, args.games, args.search_games, args.strengths.split(","))
        print(f"\n{mg.GAMES[name].title} ({time.time() - start:.0f} s)\n\n{table(rows)}")
        if not args.quick:
            write_docs(name, section(name, rows, args.games, args.search_games, args.strengths.split(",")))


if __name__ == "__main__":
    main()

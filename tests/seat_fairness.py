"""Seat fairness: who wins when the kernel's random bot sits in every seat (a conformance check).

``measure(cls, players)`` plays one game per seed in ``SEEDS`` with every seat a player (no rule-driven
seat: the check is about the players' seats), each played by ``RandomBot`` through the public API only
(``cls(players=..., seed=...)``, ``mining_games.bots.play``, ``winners()``), and counts each seat's wins;
a win shared by k players counts 1/k for each of them.

A game that ends with no winner (in Mine 77 every player a shared loss takes to -10 triggers the Disaster,
and a trigger always loses) still has a first place: the seats ranked first by ``standings()`` (the best final
score among those who all lost), and they take the game's credit as winners would (1/k each when k share it).
The table says how many games had no winner. (Leaving those games out would judge the seats on the few games
someone won, 7 of 200 in two-player Mine 77 with random players; counting them as draws would hide a seat that
always scores less, the very bug the check was made for.) A seat fails when its share is below ``LOW`` or
above ``HIGH`` times the equal share, unless the game declares that seat's edge in ``SEAT_EDGES`` with the
rulebook rule that gives it, and its docs name that rule in a sentence about seats under a "Seat fairness" heading.

The interval is Wilson's 95% score interval for a proportion, with the seat's share of the games as the
count and the games as the trials. A seat's result in one game is 0, 1/k or 1, whose variance is at most
that of a plain win or loss with the same mean, so with shared wins or draws the interval is if anything
too wide.

Run as a script to print the tables for any game and player counts (the docs' tables come from it):
``.venv/bin/python tests/seat_fairness.py murfett 2 3 4 5 6``.
"""

import re
import sys
import time
from dataclasses import dataclass

from mining_games.bots import play
from mining_games.experiments import wilson

SEEDS = range(200)
LOW, HIGH = 0.5, 1.5     # bounds, as multiples of the equal share


def fairness_counts(cls):
    """The player counts the check plays: the game's ``fairness_players``, else its smallest and largest."""
    return tuple(cls.fairness_players) or tuple(sorted({cls.min_players, cls.max_players}))


@dataclass
class Fairness:
    """The first places of each seat in ``games`` games of ``players`` players: its wins, and in the
    ``no_winner`` games that nobody won, its first places by final score (see the module docstring)."""

    game: str
    players: int
    games: int
    wins: list
    no_winner: int = 0
    seeds: range = SEEDS
    cpu: float = 0.0
    won: list = None    # each seat's wins in the games somebody won (shown beside the shares, not judged)

    @property
    def decided(self):
        return self.games - self.no_winner

    @property
    def equal(self):
        return 1 / self.players

    def credit(self, seat):
        """The seat's first places: its wins, and its first places by score in the games nobody won."""
        return self.wins[seat]

    def share(self, seat):
        return self.credit(seat) / self.games

    def interval(self, seat):
        return wilson(self.credit(seat), self.games)

    def verdict(self, seat):
        """"below" or "above" the bounds, or "" within them."""
        share = self.share(seat)
        if share < LOW * self.equal:
            return "below"
        if share > HIGH * self.equal:
            return "above"
        return ""


def tally(game, players, firsts, seeds=SEEDS, cpu=0.0):
    """A ``Fairness`` from each game's first places: a list of ``(seats, won)`` pairs, one per game, ``won``
    false when nobody won and ``seats`` are those ranked first by score."""
    wins, won_only = [0.0] * players, [0.0] * players
    none = 0
    for seats, won in firsts:
        if not won:
            none += 1
        for p in seats:
            wins[p] += 1 / len(seats)
            if won:
                won_only[p] += 1 / len(seats)
    return Fairness(game, players, len(firsts), wins, none, seeds, cpu, won_only)


def first_places(game):
    """``(seats, won)``: the winners of a finished game, or, when nobody won, the seats ranked first."""
    winners = game.winners()
    if winners:
        return winners, True
    return [r["player"] for r in game.standings() if r["rank"] == 1], False


def measure(cls, players, seeds=SEEDS):
    """Play one game per seed with random players in every seat and tally who wins."""
    start = time.process_time()
    firsts = []
    for seed in seeds:
        game = cls(players=players, seed=seed)
        play(game, "random")
        firsts.append(first_places(game))
    return tally(cls.name, players, firsts, seeds, time.process_time() - start)


def declared(cls):
    """{seat: rule id} of the edges the game declares."""
    return {seat: rule for rule, seats in cls.SEAT_EDGES.items() for seat in seats}


def failures(result, cls):
    """The seats out of bounds whose edge the game does not declare."""
    edges = declared(cls)
    return [p for p in range(result.players) if result.verdict(p) and p not in edges]


def table(result, cls):
    """The result as a few lines of text: seat, first places, share, interval, and the verdict. When some games
    had no winner, a last column gives each seat's share of the games that had one (for reading, not judged)."""
    edges = declared(cls)
    seeds = result.seeds
    lo, hi = LOW * result.equal, HIGH * result.equal
    won = result.decided if result.no_winner else 0
    draws = " (their first places by final score count)" if result.no_winner else ""
    lines = [f"{result.game}, {result.players} players: {result.games} games, seeds {seeds.start}-{seeds.stop - 1}, "
             f"random players in every seat, {result.cpu:.1f} s CPU; no winner in {result.no_winner}{draws}; "
             f"equal share {result.equal:.3f}, bounds {lo:.3f}-{hi:.3f}",
             "  seat   firsts  share  95% interval (Wilson)" + (f"  of the {won} games won" if won else "")]
    for p in range(result.players):
        low, high = result.interval(p)
        of_won = f"  {result.won[p] / won:>20.3f}" if won else ""
        verdict = result.verdict(p)
        note = f"  {verdict}" if verdict else ""
        if p in edges:
            note += f"  (edge declared: {edges[p]})"
        lines.append(f"  {p:>4} {result.wins[p]:>8.1f}  {result.share(p):.3f}  {low:.3f}-{high:.3f}{of_won}{note}")
    return "\n".join(lines)


def seat_fairness_section(docs):
    """The text under a game's docs heading "Seat fairness" ("" when there is none)."""
    m = re.search(r"^(#+) Seat fairness[^\n]*\n(.*?)(?=^#{1,6} |\Z)", docs, re.M | re.S)
    return m.group(2) if m else ""


def edge_problems(cls, docs):
    """What is wrong with the game's declared edges: each names a rulebook rule of the game, seats that
    exist, and a sentence of the docs' "Seat fairness" section that names the rule and speaks of seats."""
    problems = []
    sentences = re.split(r"(?<=[.!?])\s+", seat_fairness_section(docs))
    for rule, seats in cls.SEAT_EDGES.items():
        if rule not in cls.RULES:
            problems.append(f"{rule} is not a rule of {cls.name}")
        elif cls.RULES[rule].source != "rulebook":
            problems.append(f"{rule} is {cls.RULES[rule].source}, not the rulebook's: it cannot give a seat an edge")
        if not seats or any(not isinstance(p, int) or not 0 <= p < cls.max_players for p in seats):
            problems.append(f"{rule}: seats {seats!r} are not seats of {cls.name}")
        if not any(f"`{rule}`" in s and "seat" in s.lower() for s in sentences):
            problems.append(f"docs/{cls.name}.md: no sentence under \"Seat fairness\" names `{rule}` and the seats")
    return problems


def main(argv):
    import mining_games as mg

    if not argv or argv[0] not in mg.GAMES:
        print(f"usage: seat_fairness.py GAME [PLAYERS...]; games: {', '.join(mg.GAMES)}")
        return 2
    cls = mg.GAMES[argv[0]]
    for players in [int(a) for a in argv[1:]] or fairness_counts(cls):
        result = measure(cls, players)
        print(table(result, cls))
        print("  fails" if failures(result, cls) else "  passes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

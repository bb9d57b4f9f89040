"""The seat fairness check itself (``seat_fairness``): the interval, the tally, the bounds, declared edges."""

import pytest
from seat_fairness import (
    edge_problems,
    failures,
    fairness_counts,
    measure,
    seat_fairness_section,
    table,
    tally,
)
from toygame import ToyGame

from mining_games.experiments import wilson
from mining_games.murfett.game import MurfettGame


class SeatZeroLoses(ToyGame):
    """The Toy Mine with a fault of the kind Mine 77 had: seat 0 can never win."""

    def score(self, p):
        return super().score(p) - (100 if p == 0 else 0)


class StartEdge(ToyGame):
    SEAT_EDGES = {"toy.setup.start": (0,)}


DOCS = """# Toy

## Seat fairness

Random players win about equally often. Seat 0 always starts (`toy.setup.start`), which is the toy rule
that gives it its edge.

## Next section
"""


def test_wilson_interval_matches_published_values():
    assert wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson(0, 200) == pytest.approx((0.0, 0.01884), abs=1e-4)
    assert wilson(200, 200) == pytest.approx((0.98116, 1.0), abs=1e-4)
    with pytest.raises(ValueError):
        wilson(0, 0)


def won(*games):
    """Games somebody won, as ``tally`` takes them: (winners, True)."""
    return [(seats, True) for seats in games]


def test_shared_wins_are_split_and_a_game_without_a_winner_counts_its_first_places_by_score():
    result = tally("toy", 3, [*won([0], [0, 1]), ([2], False), *won([1, 2])], seeds=range(4))
    assert result.wins == [1.5, 1.0, 1.5]
    assert result.won == [1.5, 1.0, 0.5]
    assert (result.games, result.no_winner, result.decided) == (4, 1, 3)
    assert result.share(0) == pytest.approx(1.5 / 4)
    assert result.share(2) == pytest.approx(1.5 / 4)
    assert sum(result.share(p) for p in range(3)) == pytest.approx(1)
    assert "no winner in 1 (their first places by final score count)" in table(result, ToyGame)


def test_a_seat_that_always_scores_least_fails_even_when_nobody_wins():
    """The Mine 77 bug the check was made for, in the form it would take if every player fell together:
    seat 0 loses more VP than the others in every game, so it is never first by score."""
    result = tally("mine77", 3, [([1, 2], False)] * 190 + won([1], [2]) * 5)
    assert result.no_winner == 190 and failures(result, ToyGame) == [0]


def test_few_games_with_a_winner_do_not_decide_the_verdict():
    """Two-player Mine 77 with random players after its Disaster fix: 7 games of 200 have a winner, seat 0
    wins 5 of them; the first places by score of the other 193 are split about evenly."""
    result = tally("mine77", 2, won([0]) * 5 + won([1]) * 2 + [([0], False)] * 96 + [([1], False)] * 97)
    assert [round(result.share(p), 4) for p in (0, 1)] == [0.505, 0.495]
    assert failures(result, ToyGame) == []
    assert tally("toy", 2, [([0, 1], False)] * 200).decided == 0
    text = table(result, ToyGame).splitlines()    # the share of the games won is shown, not judged
    assert text[1].endswith("95% interval (Wilson)  of the 7 games won")
    assert text[2].endswith("0.436-0.574                 0.714")


def test_bounds_are_half_and_one_and_a_half_times_the_equal_share():
    # 3 players: equal share 1/3, bounds 1/6 and 1/2 (exactly on a bound passes)
    result = tally("toy", 3, won([0]) * 50 + won([1]) * 100 + won([2]) * 50)
    assert [result.verdict(p) for p in range(3)] == ["", "", ""]
    result = tally("toy", 3, won([0]) * 33 + won([1]) * 101 + won([2]) * 66)
    assert [result.verdict(p) for p in range(3)] == ["below", "above", ""]


def test_an_unfair_seat_fails_and_the_table_shows_it():
    """Seat 0 can never win: the check fails on it (the fault the check was written for)."""
    result = measure(SeatZeroLoses, 3, seeds=range(30))
    assert result.wins[0] == 0 and result.games == 30
    assert 0 in failures(result, SeatZeroLoses)
    text = table(result, SeatZeroLoses)
    assert "toy, 3 players: 30 games, seeds 0-29" in text
    assert "     0      0.0  0.000  0.000-0.114  below" in text


def test_a_declared_edge_lets_its_seat_pass_and_is_shown():
    result = tally("toy", 2, won([0]) * 180 + won([1]) * 20)
    assert failures(result, ToyGame) == [0, 1]
    assert failures(result, StartEdge) == [1]     # the other seat is still checked
    assert "above  (edge declared: toy.setup.start)" in table(result, StartEdge)


def test_a_declared_edge_needs_a_rulebook_rule_seats_and_a_sentence_in_the_docs():
    assert edge_problems(StartEdge, DOCS) == []
    assert edge_problems(StartEdge, DOCS.replace("## Seat fairness", "## Fairness")) == [
        'docs/toy.md: no sentence under "Seat fairness" names `toy.setup.start` and the seats']
    assert edge_problems(StartEdge, DOCS.replace("Seat 0 always", "It always")) != []

    class Unknown(ToyGame):
        SEAT_EDGES = {"toy.setup.nothing": (0,), "toy.setup.start": (4,)}

    problems = edge_problems(Unknown, DOCS)
    assert "toy.setup.nothing is not a rule of toy" in problems
    assert "toy.setup.start: seats (4,) are not seats of toy" in problems

    class Reconstructed(MurfettGame):
        SEAT_EDGES = {"murfett.setup.order": (0,)}

    assert ("murfett.setup.order is reconstructed, not the rulebook's: it cannot give a seat an edge"
            in edge_problems(Reconstructed, DOCS))


def test_the_docs_section_runs_to_the_next_heading():
    section = seat_fairness_section(DOCS)
    assert section.strip().startswith("Random players") and section.strip().endswith("its edge.")
    assert seat_fairness_section(DOCS + "\n### Seat fairness at 5 players\n\nMore.\n") == section
    assert seat_fairness_section("# Toy\n\n## Speed\n\nFast.\n") == ""


def test_counts_are_the_games_own_or_its_smallest_and_largest():
    assert fairness_counts(ToyGame) == (2, 4)
    assert fairness_counts(MurfettGame) == (2,)

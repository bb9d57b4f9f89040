"""experiments.paired: every seed played under two rule sets, same seats; the mean difference and its 95%
interval from the paired differences."""

import math
from concurrent.futures import ThreadPoolExecutor

import pytest

from mining_games import experiments

SEATS = ["investor", "treasurer", "treasurer"]


def test_t_quantiles_match_the_printed_table_and_the_normal_limit():
    assert experiments.t975(1) == 12.706 and experiments.t975(30) == 2.042
    assert experiments.t975(40) == pytest.approx(2.021, abs=0.001)
    assert experiments.t975(100) == pytest.approx(1.984, abs=0.001)
    assert experiments.t975(100_000) == pytest.approx(1.960, abs=0.001)
    with pytest.raises(ValueError):
        experiments.t975(0)


def test_mean_interval_by_hand():
    mean, low, high = experiments.mean_interval([1, 2, 3, 4, 5])
    half = 2.776 * math.sqrt(2.5) / math.sqrt(5)
    assert mean == 3 and low == pytest.approx(3 - half) and high == pytest.approx(3 + half)
    assert experiments.mean_interval([4]) == (4.0, None, None)
    with pytest.raises(ValueError):
        experiments.mean_interval([])


@pytest.fixture(scope="module")
def income():
    return experiments.paired("zavandor", 3, SEATS, 6, {}, {"income_limit": 3})


def test_each_seed_is_played_once_per_rule_set_with_the_same_seats(income):
    games = income.games
    assert list(games["rules"]) == ["A", "B"] * 6 and list(games["seed"]) == [s for s in range(6) for _ in "AB"]
    assert set(games["seats"]) == {",".join(SEATS)}
    assert list(games[games.rules == "B"]["income_limit"]) == [3] * 6
    assert list(games[games.rules == "A"]["income_limit"]) == [6] * 6


def test_pairs_are_the_same_games_as_experiments_run(income):
    rulebook = experiments.run("zavandor", 3, SEATS, 6, progress=False)
    changed = experiments.run("zavandor", 3, SEATS, 6, options_grid={"income_limit": [3]}, progress=False)
    assert list(income.pairs["a"]) == list(rulebook["score_0"].astype(float))
    assert list(income.pairs["b"]) == list(changed["score_0"].astype(float))
    assert list(income.pairs["difference"]) == list((changed["score_0"] - rulebook["score_0"]).astype(float))


def test_mean_difference_and_interval_come_from_the_paired_differences(income):
    mean, low, high = experiments.mean_interval(income.pairs["difference"])
    assert (income.mean, income.low, income.high) == (mean, low, high)
    assert income.mean == pytest.approx(income.mean_b - income.mean_a)
    assert income.n == 6 and not income.stopped_early
    other = income.compare("score_1")
    assert other.n == 6 and list(other.pairs["a"]) == list(income.games[income.games.rules == "A"]["score_1"])
    won = income.compare(lambda row: float("0" in row["winner_seats"].split(",")))
    assert set(won.pairs["a"]) <= {0.0, 1.0}


def test_the_same_rules_on_both_sides_give_identical_games():
    same = experiments.paired("zavandor", 3, SEATS, 3, {"bank_rate": 3}, {"bank_rate": 3})
    assert list(same.pairs["difference"]) == [0.0] * 3 and (same.low, same.high) == (0.0, 0.0)
    a = same.games[same.games.rules == "A"].drop(columns="rules").reset_index(drop=True)
    b = same.games[same.games.rules == "B"].drop(columns="rules").reset_index(drop=True)
    assert a.equals(b)


def test_progress_time_limit_and_executor():
    seen = []
    experiments.paired("zavandor", 3, SEATS, 3, {}, {"bank_rate": 3}, on_progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    short = experiments.paired("zavandor", 3, SEATS, 4, {}, {"bank_rate": 3}, time_limit=0)
    assert short.stopped_early and short.n == 1 and short.requested == 4 and short.low is None
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = experiments.paired("zavandor", 3, SEATS, 3, {}, {"bank_rate": 3}, executor=pool)
    here = experiments.paired("zavandor", 3, SEATS, 3, {}, {"bank_rate": 3})
    assert threaded.pairs.equals(here.pairs)


def test_bad_options_fail_before_any_game_and_a_bad_measure_says_what_exists():
    with pytest.raises(ValueError, match="income_limit"):
        experiments.paired("zavandor", 3, SEATS, 2, {}, {"income_limit": 99})
    with pytest.raises(ValueError, match="no column"):
        experiments.paired("zavandor", 3, SEATS, 2, {}, {"income_limit": 3}, measure="nonsense")

"""The public-goods lesson's claims, recomputed (issue 28): the notebook's code cells are run into a namespace (as
Voila runs them) and each evidence function is called the way a Reveal calls it. Every answer must be forced by
its 95% interval (a character or a table only when the interval leaves zero, else "About the same" / "No clear
difference"), and the numbers the notes, explanations and keys quote must be the games'. The what-if's default
(80 pairs, the printed reward against none) is checked by the browser test, which runs it."""


import pytest
from lesson_notebook import assert_plain, run_cells

from mining_games.experiments import mean_interval
from mining_games.widgets.lesson_common import fill

NAME = "lesson_public_goods.ipynb"


@pytest.fixture(scope="module")
def lesson():
    return run_cells(NAME)


def test_the_lesson_plays_30_seeds_and_nothing_before_a_reveal(lesson):
    assert list(lesson["SEEDS"]) == list(range(30))
    assert lesson["_played"] == {}                       # building the page plays no game


def test_the_steam_of_three_free_riders(lesson):
    ev = lesson["steam_low"]()
    n = ev.numbers
    assert n["games"] == 30 and n["generated"] == 0 and n["generated_foremen"] > 0
    assert ev.answer == round(n["lowest"], 1) and n["lowest"] < n["lowest_foremen"]
    assert n["nights"] > n["nights_foremen"]


def test_one_free_rider_among_two_foremen_is_about_the_same_as_printed(lesson):
    ev = lesson["lone_rider"]()
    n = ev.numbers
    assert n["games"] == 30
    assert n["gap_low"] < 0 < n["gap_high"] and ev.answer == "About the same"       # the interval includes zero
    assert n["gap"] == pytest.approx(n["rider"] - n["its_foremen"])
    assert n["rider_generated"] == 0 and n["foreman_generated"] > 0 and n["rider_spent"] > 0
    after = fill(lesson["rider_vote"].after, {**n, "answer": ev.answer})
    assert "not filled in" not in after and "includes zero" in after and "Why?" in after
    assert f"Each foreman generates {n['foreman_generated']:.1f} Steam" in after
    print(fill(ev.note, n))


def test_the_free_riders_table_loses_the_most_to_the_collective_penalties(lesson):
    ev = lesson["three_tables"]()
    n = ev.numbers
    assert ev.answer == "Three free riders" and n["worst"] == "three free riders"
    for other in ("foremen", "mixed"):                   # the interval of each difference leaves zero
        assert n[f"more_than_{other}_low"] > 0
    assert n["lost_riders"] > n["lost_mixed"] and n["lost_riders"] > n["lost_foremen"]
    assert n["points_riders"] < n["points_foremen"]
    print(fill(ev.note, n))


def test_breaking_the_agreement_and_contributing_alone(lesson):
    ev = lesson["deal"]()
    n = ev.numbers
    choice = ("Yes, even with a 1 VP fine" if n["gain_low"] > 1 else
              "Yes, but a 1 VP fine is enough to stop it" if n["gain_low"] > 0 and n["gain_high"] < 1 else
              "No: keeping the agreement pays anyway" if n["gain_high"] < 0 else "No clear difference")
    assert ev.answer == choice
    assert n["alone_low"] > 0                            # contributing alone among free riders pays its contributor
    print(ev.answer, fill(ev.note, n))


def test_the_promise_costs_the_printed_fine(lesson):
    ev = lesson["promise"]()
    assert ev.answer == "1 Rosette (1 VP if she has none)"
    assert ev.numbers == {"fine": "1 Rosette", "loose": "nothing"} or ev.numbers["loose"] == "nothing"


def test_the_whatif_starts_on_the_question_with_enough_pairs(lesson):
    w = lesson["whatif"]
    assert w.changes() == {"steam_reward": 0} and w.games.value == 80
    assert list(w.measures)[0] == "the free rider's lead over its foremen"


def test_the_whatif_default_answers_its_question(lesson):
    """80 pairs, the printed reward against none, played as the widget plays them (no time limit here: a loaded
    test machine is slower than a classroom's): the free rider's lead over its foremen grows, and the interval
    of that growth leaves zero; the foremen lose more than the free rider does."""
    w = lesson["whatif"]
    w.time_limit = None
    w.run()
    n = w.numbers()
    assert n["n"] == 80 and not n["stopped_early"] and n["change"] == "Steam Generation reward 0 instead of 1"
    lead = n["measures"]["the free rider's lead over its foremen"]
    rider, foremen = n["measures"]["the free rider's score"], n["measures"]["each foreman's score"]
    steam = n["measures"]["Steam Generation actions taken (table)"]
    assert lead["low"] > 0 and lead["mean_a"] == pytest.approx(0, abs=0.5)
    assert foremen["high"] < 0 and foremen["diff"] < rider["diff"]
    assert steam["high"] < 0
    print({k: {x: round(v, 2) for x, v in m.items()} for k, m in n["measures"].items()})
    print(w.answer_key())


def test_the_search_bot_measured_offline_provides_steam_for_its_own_score(lesson):
    """Section 4's player who looks ahead: its games (``mining_games/mine77/measured.py``, the lesson's 30 seeds)
    paired seed by seed with the lesson's own tables; every number the explanation quotes is theirs."""
    games = lesson["SEARCH_GAMES"]
    assert [g["seed"] for g in games["among two foremen"]] == list(range(30))
    s = lesson["search_numbers"]()
    steam = [g["generated"][0] for g in games["among two free riders"]]
    mean, low, high = mean_interval(steam)
    assert s["games"] == 30 and s["steam_riders"] == pytest.approx(mean) and s["steam_riders_low"] == pytest.approx(low)
    riders = lesson["table"](lesson["FREE_RIDERS"])
    assert s["seat_steam_riders"] == 0 and all(g["generated"][0] == 0 for g in riders)   # a free rider makes none
    vp = [g["scores"][0] for g in games["among two free riders"]]
    assert s["vp_vs_seat_riders"] == pytest.approx(mean_interval([a - g["scores"][0] for a, g in zip(vp, riders)]))
    text = lesson["search_words"]()
    assert f"it generated {lesson['fmt'](mean)} Steam a game" in text
    assert f"95% interval {lesson['fmt'](low)} to {lesson['fmt'](high)}" in text
    assert (low > 0) == ("A player who only looks after its own score generates Steam" in text)
    assert_plain(text)
    after = fill(lesson["rider_vote"].after, {**lesson["lone_rider"]().numbers, "answer": "About the same"})
    assert text in after and "not measured" not in after

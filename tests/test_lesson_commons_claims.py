"""Every claim of the commons lesson (notebooks/lesson_commons.ipynb), recomputed the way the lesson computes it:
the notebook's code cells run into a namespace, then its three evidence functions and its what-if at the cost the
page asks about. Each answer must be forced by its 95% interval (the other choices excluded), the quoted numbers
must be the run's, and the words must be plain (no option or bot names with underscores, counts that agree).

About a minute: 150 games for the reveals and 20 pairs of games for the what-if at a cost of 3.
"""

import re

import pytest
from lesson_notebook import assert_plain, markdown, run_cells

from mining_games.widgets.lesson_common import fill

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
NAME = "lesson_commons.ipynb"


@pytest.fixture(scope="module")
def lesson():
    """The lesson's namespace: every code cell run in order, as Voila runs them (nothing is played yet)."""
    return run_cells(NAME)


@pytest.fixture(scope="module")
def revealed(lesson):
    """The three predictions revealed in order, with the class's votes typed in as a teacher would."""
    lesson["land_vote"].record({"Group 1": 8, "Group 2": 12, "Group 3": 15, "Group 4": 10})
    lesson["switch_vote"].record({"They go up": 2, "They stay about the same": 5, "They go down": 9})
    lesson["cost_vote"].record({"Under the rulebook": 3, "About the same in both worlds": 8, "With free building": 5})
    for name in ("land_vote", "switch_vote", "cost_vote"):
        widget = lesson[name]
        widget.reveal()
        assert widget.revealed and widget.errors.value == "", name
    return {name: lesson[name].numbers() for name in ("land_vote", "switch_vote", "cost_vote")}


def test_three_extractors_leave_fewer_live_tiles_than_three_stewards(lesson, revealed):
    n = revealed["land_vote"]
    ext, ste = lesson["table"](lesson["EXTRACTORS"]), lesson["table"](lesson["STEWARDS"])
    assert n["games"] == 30 and n["answer"] == round(ext.live_tiles.mean(), 1)
    assert n["live_low"] < n["ext_live"] < n["live_high"] < 19
    # the stewards keep more land on the same seeds: the interval of the difference is wholly above zero
    assert n["kept"] == pytest.approx(ste.live_tiles.mean() - ext.live_tiles.mean())
    assert n["kept_low"] > 0
    assert n["health_low"] > 0 and n["health"] == pytest.approx(n["ste_health"] - n["ext_health"])
    assert n["gap_low"] > 0                                   # the stewards also score more per player
    text = lesson["land_vote"].result_html.value
    for quoted in (f"three extractors leave {n['ext_live']:.1f} live tiles of 19 (95% interval {n['live_low']:.1f} "
                   f"to {n['live_high']:.1f})", f"{n['kept']:.1f} more live tiles (95% interval {n['kept_low']:.1f} "
                   f"to {n['kept_high']:.1f}) and {n['health']:.1f} more points of Health ({n['health_low']:.1f} to",
                   f"difference {n['gap']:.1f}, 95% interval {n['gap_low']:.1f}",
                   "Whose choices decide how many disasters fall"):
        assert quoted in text, quoted
    assert_plain(n["note"])
    assert_plain(lesson["land_vote"].answer_key())


def test_a_lone_extractor_costs_the_other_two_points(lesson, revealed):
    n = revealed["switch_vote"]
    assert n["answer"] == "They go down"
    # "They go down" is forced: the interval of the others' loss excludes zero (and so "about the same" and "up")
    assert 0 < n["harm_low"] < n["harm"] < n["harm_high"]
    assert n["harm"] == pytest.approx(n["others_before"] - n["others_after"])
    # the switcher gains, wins more often, and the planet loses health and tiles: every interval off zero
    assert n["gain_low"] > 0 and n["health_low"] > 0 and n["tiles_low"] > 0
    assert n["win_after_low"] > n["win_before_high"]          # the Wilson intervals of the two shares do not meet
    text = lesson["switch_vote"].result_html.value
    for quoted in (f"{n['harm']:.1f} points fewer (95% interval {n['harm_low']:.1f} to {n['harm_high']:.1f})",
                   f"wins {n['win_after']:.0%} of the games ({n['win_after_low']:.0%} to {n['win_after_high']:.0%})",
                   f"Planet Health ends {n['health_lost']:.1f} lower ({n['health_low']:.1f} to",
                   "The whole 95% interval of the other two players' loss lies above zero",
                   "The next question separates the two"):
        assert quoted in text, quoted
    assert_plain(n["note"])
    assert_plain(lesson["switch_vote"].answer_key())


def test_about_half_of_the_loss_travels_through_planet_health(lesson, revealed):
    n = revealed["cost_vote"]
    assert n["answer"] == "Under the rulebook"
    # forced: the loss free building removes has an interval wholly above zero
    assert 0 < n["saved_low"] < n["saved"] < n["saved_high"]
    assert n["saved"] == pytest.approx(n["harm_rule"] - n["harm_free"])
    assert n["harm_rule"] == pytest.approx(revealed["switch_vote"]["harm"])    # the same games as section 4
    # both losses are losses (so "further" means "more points lost"), and free building does not remove all of it
    assert n["rule_low"] > 0 and n["free_low"] > 0
    assert n["share_low"] < n["share"] < n["share_high"] and 0.3 < n["share"] < 0.7
    assert n["tiles_rule_low"] > 0 and n["tiles_free_low"] > 0
    text = lesson["cost_vote"].result_html.value
    for quoted in (f"Free building removes {n['saved']:.1f} points of that loss (95% interval {n['saved_low']:.1f} "
                   f"to {n['saved_high']:.1f}), about {n['share']:.0%} of it",
                   f"the other two still lose points ({n['free_low']:.1f} to {n['free_high']:.1f})",
                   "which part of the loss would a rule about Planet Health"):
        assert quoted in text, quoted
    assert_plain(n["note"])
    assert_plain(lesson["cost_vote"].answer_key())


def test_nothing_on_the_page_answers_a_question_before_its_reveal():
    """The markdown a student reads before voting: no heading or paragraph gives away a result."""
    page = markdown(NAME)
    for early in ("is the harm", "shared cost's", "still cost", "Who pays for its factories", "who gained, who lost",
                  "points fewer", "ruined planet", "max_rounds", "What changed when building was free?"):
        assert early not in page, early
    assert_plain(page.replace("titans.ipynb", ""))


def test_twenty_pairs_settle_every_measure_at_a_cost_of_3(lesson, revealed):
    """Section 6: the default 20 pairs answer the question the page asks (a cost of 3): every interval off zero."""
    whatif = lesson["whatif"]
    assert whatif.games.value == 20
    whatif.set(health_per_build=3)
    whatif.run()
    assert whatif.errors.value == ""
    numbers = whatif.numbers()
    assert numbers["n"] == 20 and not numbers["stopped_early"]
    for label, m in numbers["measures"].items():
        assert m["low"] > 0 or m["high"] < 0, (label, m)
    measures = numbers["measures"]
    assert measures["each steward's score"]["high"] < 0 and measures["the extractor's score"]["high"] < 0
    assert measures["live tiles at the end"]["high"] < 0 and measures["Planet Health at the end"]["high"] < 0
    assert_plain(whatif.answer_key())
    assert "3 instead of 1 (20 pairs of games)" in whatif.answer_key()    # the option's words may change
    assert fill("{n}", numbers) == "20"


@pytest.mark.parametrize("cost, unsettled", [(0, "the extractor's score"), (2, "each steward's score")])
def test_a_smaller_change_leaves_a_measure_unsettled_after_20_pairs(lesson, cost, unsettled):
    """Section 6: with a cost of 0 or 2, 20 pairs leave a measure whose interval includes zero, and the result
    says how many pairs it would take: more than the slider's 40."""
    whatif = lesson["whatif"]
    whatif.set(health_per_build=cost)
    whatif.run()
    m = whatif.numbers()["measures"][unsettled]
    assert m["n"] == 20 and m["low"] < 0 < m["high"], m
    sentence = next(s for s in whatif._sentences if s.startswith(f"Over 20 games played twice (same seeds, same "
                                                                  f"seats), {unsettled}"))
    needed = int(re.search(r"about (\d+) pairs of games would be needed", sentence).group(1))
    assert needed > whatif.games.max == 40

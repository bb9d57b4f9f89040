"""Every claim of the supply-chains lesson (``notebooks/lesson_supply_chains.ipynb``) recomputed from the run the
lesson shows: the notebook's own code cells are executed into one namespace (as Voila runs them), then each
evidence function is called as *Reveal* calls it and its answer, intervals and quoted numbers are checked against
the games. About 30 s of CPU (the 100 games of Part 3 dominate)."""

import math
import re

import pytest
from lesson_notebook import markdown, run_cells

from mining_games.ardevur.data import COST, FACES
from mining_games.ardevur.sales import global_income
from mining_games.experiments import wilson
from mining_games.widgets.lesson_common import fill

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
NAME = "lesson_supply_chains.ipynb"


@pytest.fixture(scope="module")
def lesson():
    """The notebook's namespace after running every code cell (no button pressed)."""
    return run_cells(NAME)


def millions(text):
    return float(text.rstrip("M"))


def percent(text):
    return float(text.rstrip("%")) / 100


def test_the_dice_answer_is_the_exact_expected_value_with_the_simulated_one_beside_it(lesson):
    ev = lesson["dice_evidence"]()
    value = lesson["VALUE"]
    faces = [global_income([(value, True)], False, f)["income"] for f in FACES]
    assert ev.answer == round(sum(faces) / 6, 2) == 26.0                  # (12 + 24 + 24 + 24 + 24 + 48) / 6
    n = ev.numbers
    assert millions(n["mean_low"]) <= ev.answer <= millions(n["mean_high"])   # the exact value inside the interval
    assert (n["face_low"], n["face_high"], n["local"]) == (min(faces), max(faces), min(faces))
    after = fill(lesson["DICE_AFTER"], n)
    assert f"{min(faces)}M, exactly what a local sale pays" in after


def test_a_vessel_pays_for_itself_after_two_sales_on_average(lesson):
    ev = lesson["vessel_evidence"]()
    plain = sum(global_income([(24, True)], False, f)["income"] for f in FACES) / 6
    doubled = sum(global_income([(24, True)], True, f)["income"] for f in FACES) / 6
    gain = doubled - plain
    assert gain < COST["vessel"] <= 2 * gain                              # one sale short, two enough: exact
    assert ev.answer == "Two sales"
    assert millions(ev.numbers["mean_low"]) <= doubled <= millions(ev.numbers["mean_high"])


def test_the_class_decides_only_where_the_bot_sells_so_the_record_compares_like_with_like(lesson):
    seat = lesson["seat"]
    decided = 0
    while not seat.game.over and decided < 6:
        seat.play_to_moment()
        assert seat.errors.value == ""
        if seat.pending is None:
            break
        offered = seat.pending["offered"]
        assert {a.kind for a in offered} == {"sell_global", "sell_local"}
        assert seat.pending["advice"] in offered                         # the bot's choice is one of the class's
        seat.enter_votes([0, 3])                                           # the class sells locally every time
        seat.apply_choice()
        decided += 1
    assert decided >= 3, "the seat's game gives the class too few sales to decide"
    assert all(e["bot"] in [label for label, _ in e["options"]] for e in seat.record)
    seat.finish()
    seat.compare()
    assert seat.errors.value == "" and seat.numbers()["decisions"] == decided


def test_traders_win_more_and_the_interval_leaves_out_one_half(lesson):
    ev = lesson["strategies_evidence"]()
    games = lesson["_games"]["games"]
    n = lesson["GAMES"]
    wins = games["trader_win"].sum()
    low, high = wilson(wins, n)
    assert ev.answer == "The traders" and low > 0.5                      # "About the same" and builders excluded
    numbers = ev.numbers
    assert (percent(numbers["win_low"]), percent(numbers["win_high"])) == (round(low, 2), round(high, 2))
    assert float(numbers["sp_low"]) > 0 and millions(numbers["money_low"]) > 0
    # the after text: the money bonus is a small part of the lead, and the parts quoted add up to the lead
    parts = [float(numbers[k]) for k in ("lead_money", "lead_targets", "lead_incentives", "lead_mines")]
    assert 0 <= float(numbers["lead_money"]) <= 4 < float(numbers["sp_diff"])
    seats = lesson["tournament"]()
    rest = lesson["per_game"]("sp Most resources").mean() + lesson["per_game"]("sp Regional Supremacy").mean()
    assert math.isclose(sum(parts) + rest, float(numbers["sp_diff"]), abs_tol=0.3)
    assert len(seats) == 4 * n
    supremacy = lesson["per_game"]("sp Regional Supremacy").mean()
    assert numbers["supremacy"] == lesson["ahead"](supremacy)


def test_tolls_the_number_its_interval_and_the_road_it_does_not_repay(lesson):
    ev = lesson["tolls_evidence"]()
    n = ev.numbers
    assert millions(n["fees_low"]) <= ev.answer <= millions(n["fees_high"])
    assert millions(n["fees_high"]) < COST["road"]                         # "tolls alone do not pay a Road back"
    assert millions(n["b_fees"]) > millions(n["t_fees"])


def test_the_loan_is_the_shortfall_repaid_double(lesson):
    ev = lesson["leverage_evidence"]()
    money = lesson["ANA_MONEY"]
    assert money == 20 and COST["vessel"] == 32                            # the numbers the markdown states
    assert ev.numbers["borrowed"] == COST["vessel"] - money == 12
    assert ev.answer == 2 * (COST["vessel"] - money) == 24
    assert float(ev.numbers["b_loans"]) > 0                               # the bots of Part 3 do borrow


def test_one_card_from_a_monopoly_the_interval_stays_inside_one_answer(lesson):
    ev = lesson["monopoly_evidence"]()
    low, high = percent(ev.numbers["near_low"]), percent(ev.numbers["near_high"])
    assert ev.answer == "Between one in ten and one in three"
    assert 0.1 < low and high < 1 / 3


def test_each_reveal_shows_the_numbers_its_evidence_computed(lesson):
    """Pressed as a teacher would, every reveal's note and explanation quote the evidence's own numbers: none is
    overwritten by the widget's numbers of the class (its "low" and "high" are the groups' lowest and highest
    guesses: a tolls interval once read "1 to 10")."""
    guesses = {"dice": {"Group 1": 1, "Group 2": 100}, "tolls": {"Group 1": 1, "Group 2": 10},
               "leverage": {"Group 1": 1, "Group 2": 100}, "vessel": {"One sale": 3},
               "strategies": {"About the same": 3}, "monopoly": {"More than one in three": 3}}
    for name, answers in guesses.items():
        widget = lesson[name]
        if not widget.revealed:
            widget.record(answers)
            widget.reveal()
        assert widget.errors.value == "", name
        ev = lesson[f"{name}_evidence"]()
        shown = widget.numbers()
        assert {k: shown[k] for k in ev.numbers} == ev.numbers, name
        assert fill(ev.note, ev.numbers) in widget.result_html.value.replace("&#x27;", "'"), name
    assert "95% interval 1 to 10" not in lesson["tolls"].result_html.value


def test_the_whatif_default_answers_its_question(lesson):
    whatif = lesson["whatif"]
    assert whatif.games.value == 40
    whatif.set(launched_start=True)
    whatif.run()
    assert whatif.errors.value == ""
    builder = whatif.numbers()["measures"]["a builder's Supremacy Points"]
    lead = whatif.numbers()["measures"]["the trader's lead over the builder"]
    assert builder["low"] > 0 and lead["high"] < 0                       # the builder catches up: both exclude zero


def test_the_page_gives_no_answer_away_and_speaks_plain_words(lesson):
    text = markdown(NAME)
    for early in ("never worse", "26.00", "pays for itself", "Traders end richer", "did they win more",
                  "a 2 on the dice gives exactly", "catch up"):
        assert early not in text, early
    code_names = re.compile(r"\b(fair_play|launched_start|sell_global|sell_local|score_\d|trader_win)\b")
    assert not code_names.findall(text)

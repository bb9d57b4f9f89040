"""Every claim of the auction lesson (notebooks/lesson_auctions.ipynb), recomputed the way the notebook makes it:
the notebook's code cells run into one namespace, each Predict box is revealed from code, and the answers, the
intervals that decide them and the numbers the notes, explanations and markdown quote are checked.
About 40 s of computing (the lesson's 400 games, 4,000 searches and two what-ifs of 60 pairs).
"""

import re

import pytest
from lesson_notebook import markdown, run_cells

from mining_games.experiments import wilson
from mining_games.widgets.lesson_whatif import pairs_needed

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
NAME = "lesson_auctions.ipynb"


@pytest.fixture(scope="module")
def lesson():
    """The notebook's namespace after all its code cells ran, and its markdown, one string."""
    return run_cells(NAME), markdown(NAME)


def revealed(ns, name, answers):
    w = ns[name]
    if not w.revealed:
        w.record(answers)
        w.reveal()
    assert w.errors.value == "", w.errors.value
    return w, w.numbers()


def plain(html):
    return re.sub(r"<[^>]+>", "", html)


def test_predict_1_bert_wins_the_tie_and_cy_cannot_upgrade(lesson):
    ns, _ = lesson
    w, n = revealed(ns, "predict_auction", {"Cy": 3})
    assert w.result.answer == "Bert"
    assert n["paid"] == 5 and n["frozen"] == "Anna's 3 and Cy's 5" and n["cy"] == "cannot raise"
    assert n["cy_frozen"] == 5
    after = plain(w.section().result_html)
    assert "her 5 cards were useless" in after and "opportunity cost" in after


def test_the_tie_rule_is_not_on_the_page_before_predict_1(lesson):
    _, markdown = lesson
    before = markdown[:markdown.index("**Predict 1.**") + 800]
    assert "player order wins" not in before and "comes first in player order" not in before
    assert "lost nothing she owned" not in markdown and "opportunity cost** of a losing bid" not in markdown


def test_predict_2_the_frozen_cards_with_their_interval(lesson):
    ns, markdown = lesson
    w, n = revealed(ns, "predict_frozen", {"Group 1": 2})
    assert n["games"] == ns["GAMES"] == 400
    assert f"play {ns['GAMES']} games" in markdown.replace("\n", " ")
    assert n["frozen_low"] < n["frozen"] < n["frozen_high"]
    assert w.result.answer == round(n["frozen"], 2)
    assert n["paid"] > n["frozen"] > 0
    assert f"95% interval {n['frozen_low']:.2f} to {n['frozen_high']:.2f}" in n["note"]


def test_predict_3_the_answer_is_the_exact_expected_value_with_the_searches_beside_it(lesson):
    ns, markdown = lesson
    w, n = revealed(ns, "predict_search", {"Group 1": 3})
    assert (n["n"], n["k"]) == (30, 12)                           # what the question says
    assert "holds 30 cards, 12 of them RUBIES" in w.question and "30 cards, 12 of them RUBIES" in markdown
    assert w.result.answer == pytest.approx(31 / 13)             # exact, 2.38
    assert n["ruby_low"] <= 31 / 13 <= n["ruby_high"]             # the searches agree with it
    assert n["searches"] == 1000 and n["ruby_high"] - n["ruby_low"] < 0.25
    assert n["run"] + 1 == pytest.approx(31 / 13) and (n["others"], n["gaps"]) == (18, 13)
    assert "2.38 cards, about 2.4" in w.answer_key()
    assert "(N + 1) / (K + 1)" not in markdown[:markdown.index("**Predict 3.**") + 300]


def test_predict_4_the_investor_wins_more_often_and_the_interval_says_so(lesson):
    ns, _ = lesson
    w, n = revealed(ns, "predict_winner", {"About even": 3})
    games = ns["tables"]()[0]
    inv = games[games["bot"] == "investor"]
    assert len(inv) == 400
    share = inv["won"].mean()
    low, high = wilson(inv["won"].sum(), 400)
    assert (n["share"], n["low"], n["high"]) == pytest.approx((share, low, high))
    assert low > 0.5 and w.result.answer == "The investor"       # the interval excludes half and below
    assert 0 < n["lead_low"] < n["lead"] < n["lead_high"] < 1.5    # "less than a point a game", above zero
    assert n["lead"] < 1
    assert n["inv_score"] - n["tre_score"] == pytest.approx(n["lead"])
    # what 40 games said: an interval that includes half
    assert n["first"] == 40 and n["first_low"] < 0.5 < n["first_high"] and n["first_decided"] == "About even"
    assert "ahead at the end" in n["path"]                        # "ahead once its upgrades score"
    text = plain(w.section().result_html)
    assert f"95% interval {low:.0%} to {high:.0%}" in text and "40 games could not tell" in text


def test_predict_5_round_9_income_above_the_limit_from_the_one_off_cards(lesson):
    ns, _ = lesson
    w, n = revealed(ns, "predict_income", {"Group 1": 6})
    assert n["drawn_low"] <= n["drawn"] <= n["drawn_high"]
    assert n["limited"] + n["one_off"] == pytest.approx(n["drawn"])
    assert n["limited"] <= 6 and n["most_limited"] <= 6 and n["one_off"] > 0
    assert n["reached"] == 400
    assert n["drawn"] > n["first"]                                # the debrief: income grew from round 1


def test_the_what_if_default_settles_the_income_limit_and_says_what_the_bank_needs(lesson):
    ns, markdown = lesson
    whatif = ns["whatif"]
    assert whatif.games.value == ns["WHATIF_PAIRS"] == 60 and "first 60 of the" in markdown
    assert "60 pairs of games" in markdown
    whatif.set(income_limit=5)
    whatif.run()
    assert whatif.errors.value == "" and whatif.result.n == 60
    r = whatif.result
    assert r.high < 0                                             # one card less: settled in 60 pairs
    # its rulebook side is the first 60 games of part 3
    games = ns["tables"]()[0]
    first = games[(games["bot"] == "investor") & (games["seed"] < 60)]
    assert r.mean_a == pytest.approx(100 * first["won"].mean())     # shown as wins per 100 games
    whatif.rulebook_settings()
    whatif.set(bank_rate=3)
    whatif.run()
    r = whatif.result
    assert r.low < 0 < r.high and pairs_needed(r) >= 200          # "far more", and the result says how many
    assert "pairs of games would be needed" in whatif.result_html.value
    assert "percentage points" in whatif.answer_key() and "0." not in whatif.answer_key().split("went from")[1][:12]

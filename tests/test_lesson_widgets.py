"""The lesson widgets, headless: buttons are clicked with ``Button.click()``; the numbers and what is
displayed are checked (the sentences follow from the numbers; nothing of an answer before its reveal)."""

import base64
import json
import re

import ipywidgets as W
import plotly.graph_objects as go
import pytest

import mining_games as mg
from mining_games import experiments
from mining_games.widgets import ClassSeat, Debrief, Discussion, Evidence, PredictReveal, WhatIfRule
from mining_games.widgets.lesson_common import fill, num
from mining_games.widgets.lesson_predict import choice_sentence, number_sentence
from mining_games.widgets.lesson_seat import majority
from mining_games.widgets.lesson_whatif import paired_sentence

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
ZAV = ["investor", "treasurer", "treasurer"]


def tree(widget):
    """The widget and every widget inside it (what the browser is sent)."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from tree(child)


def state_text(widget):
    """Everything the front end holds of these widgets: their state, outputs included, as text."""
    return "".join(json.dumps(w.get_state(), default=str) for w in tree(widget))


def shown(widget):
    return [w for w in tree(widget) if isinstance(w, W.Output)]


# ---------------------------------------------------------------------------- predict, then reveal

class Counted:
    """An evidence function that counts its calls."""

    def __init__(self, result):
        self.result, self.calls = result, 0

    def __call__(self):
        self.calls += 1
        return self.result


def bar(title="the evidence"):
    return go.Figure(go.Bar(x=["a", "b"], y=[1, 2]), layout=dict(title=title))


def test_nothing_of_the_answer_is_in_the_page_before_the_reveal():
    ev = Counted(Evidence("Stewards", figures=bar("EVIDENCE-CHART"), note="Stewards kept {tiles} of 19 tiles alive",
                          numbers={"tiles": 13.4}))
    w = PredictReveal("Which table keeps more land alive?", ev, choices=["Extractors", "Stewards", "The same"])
    w.record({"Extractors": 9, "Stewards": 7, "The same": 4})
    before = state_text(w)
    assert ev.calls == 0
    assert "13.4" not in before and "kept" not in before and "EVIDENCE-CHART" not in before
    assert w.result_html.value == "" and w.charts.outputs == ()
    assert w.numbers() == {} and w.answer_key() == ""
    w.reveal_button.click()
    assert w.errors.value == "" and ev.calls == 1
    after = state_text(w)
    assert "Stewards kept 13.4 of 19 tiles alive" in w.result_html.value and "EVIDENCE-CHART" in after
    assert len(w.charts.outputs) == 2                    # the class's votes beside the answer, then the evidence
    assert all(box.disabled for box in w.inputs) and w.reveal_button.disabled
    assert w.sentence in w.result_html.value.replace("&#x27;", "'")


def test_the_sentence_follows_from_the_votes():
    w = PredictReveal("Who wins?", lambda: "Stewards", choices=["Extractors", "Stewards"])
    for _ in range(3):
        w.plus[1].click()
    w.inputs[0].value = 5
    assert "8 votes" in w.total.value
    w.reveal_button.click()
    assert w.sentence == ("Most of the class expected “Extractors” (5 of 8 votes), but the games show “Stewards”, "
                          "which got 3 of 8 votes (38%).")
    n = w.numbers()
    assert (n["total_votes"], n["votes_for_answer"], n["majority"], n["class_right"]) == (8, 3, "Extractors", False)
    assert n["share_right"] == 3 / 8


@pytest.mark.parametrize("votes, answer, expected", [
    ({"A": 6, "B": 2}, "A", "The class got it right: 6 of 8 votes (75%) went to “A”, and that is what the games show."),
    ({"A": 4, "B": 4}, "B", "The class was split: “B” and “A” drew 4 of 8 votes each; the games show “B”."),
    ({"A": 3, "B": 3, "C": 1}, "C", "Most of the class expected “A” and “B” (3 of 7 votes each), but the games show "
                                    "“C”, which got 1 of 7 votes (14%)."),
    ({"A": 0, "B": 0}, "A", "No votes were recorded; the games say “A”."),
    ({"A": 1, "B": 0}, "B", "Most of the class expected “A” (1 of 1 vote), but the games show “B”, which got 0 of "
                            "1 vote (0%)."),
])
def test_choice_sentences(votes, answer, expected):
    assert choice_sentence(list(votes), votes, answer) == expected


def test_number_sentences():
    s = number_sentence({"Reds": 5, "Blues": 9, "Greens": None}, 8, "rounds")
    assert s == ("The groups guessed from 5 to 9 rounds (average 7); the games give 8 rounds, inside the class's "
                 "range. Closest: Blues (9 rounds, off by 1 round). On average the class guessed 1 round too low.")
    tie = number_sentence({"Reds": 8, "Blues": 12}, 10, "rounds")
    assert tie.endswith("Closest: Reds (8) and Blues (12), both off by 2 rounds.")
    assert "above every guess" in number_sentence({"A": 1, "B": 2}, 3)
    assert "exactly right" in number_sentence({"A": 3}, 3)
    assert number_sentence({"A": None}, 3) == "No group gave a number; the games give 3."


def test_a_number_question_per_group():
    w = PredictReveal("How many rounds?", lambda: Evidence(12.5, note="over {games} games", numbers={"games": 40}),
                      groups=["Reds", "Blues", "Greens"], unit="rounds",
                      key="About {answer:.0f} rounds ({games} games)")
    w.inputs[0].value = "10"
    w.inputs[1].value = "14,5"
    w.reveal_button.click()
    n = w.numbers()
    assert n["guesses"] == {"Reds": 10, "Blues": 14.5, "Greens": None}
    assert n["class_mean"] == pytest.approx(12.25) and n["closest"] == "Blues" and n["error"] == pytest.approx(-0.25)
    assert "12.5 rounds" in w.result_html.value and "no answer" in w.result_html.value
    assert w.answer_key() == "About 12 rounds (40 games)"


def test_reveal_refuses_without_predictions_and_shows_evidence_errors():
    ev = Counted("A")
    w = PredictReveal("?", ev, choices=["A", "B"])
    w.reveal_button.click()
    assert "Record the class's votes first" in w.errors.value.replace("&#x27;", "'") and ev.calls == 0
    g = PredictReveal("?", lambda: 1, groups=2)
    g.inputs[0].value = "seven"
    g.reveal_button.click()
    assert "Group 1" in g.errors.value and "not a number" in g.errors.value

    def broken():
        raise ZeroDivisionError("no games")
    b = PredictReveal("?", broken, choices=["A", "B"])
    b.record({"A": 1})
    b.reveal_button.click()
    assert "ZeroDivisionError" in b.errors.value and not b.revealed and not b.reveal_button.disabled
    b.evidence = lambda: "C"
    b.reveal_button.click()
    assert "not one of the choices" in b.errors.value and not b.revealed
    b.evidence = lambda: "B"
    b.reveal_button.click()
    assert b.revealed and b.errors.value == ""
    b.reveal_button.click()   # disabled in the browser; from code it says so
    assert "Already revealed" in b.errors.value


def test_fill_and_num():
    assert fill("{a.b:.1f} and {a.c[x y]}", {"a": {"b": 2.25, "c": {"x y": 3}}}) == "2.2 and 3"
    assert "not filled in" in fill("{nothing}", {})
    assert "not filled in" in fill("{a:.1f}", {"a": None})
    assert fill(lambda n: f"{n['a'] * 2}", {"a": 2}) == "4"
    assert [num(x) for x in (3.0, 2.25, 0.5, -0.0, 0.125, None)] == ["3", "2.2", "0.5", "0", "0.12", "n/a"]
    assert (num(1, "points"), num(1.5, "points"), num(1, "$M")) == ("1 point", "1.5 points", "1 $M")
    assert (num(1, "million dollars"), num(-7, "million dollars")) == ("1 million dollars", "-7 million dollars")


# ---------------------------------------------------------------------------- what if we change this rule

@pytest.fixture
def whatif():
    return WhatIfRule("zavandor", 3, ZAV, {"Ana (investor)": "score_0", "Ben (treasurer)": "score_1"},
                      options=["income_limit", "board_side", "bank_rate"], games=4, max_games=40,
                      key="Ana's score moves by {diff:.1f} ({low:.1f} to {high:.1f}) over {n} pairs")


def test_controls_come_from_the_options_metadata(whatif):
    c = whatif.controls
    assert isinstance(c["income_limit"], W.IntSlider) and (c["income_limit"].min, c["income_limit"].max) == (1, 20)
    assert isinstance(c["board_side"], W.Dropdown)        # each choice in words, the value the option's own
    assert c["board_side"].options == (("front side", "front"), ("reverse side (shields)", "reverse"))
    assert c["board_side"].label == "front side" and c["board_side"].value == "front"
    assert (c["income_limit"].description, c["board_side"].description) == ("income limit", "player boards")
    assert "Most cards a player may take" in whatif.marks["income_limit"].value
    assert "rulebook value: <b>6</b>" in whatif.marks["income_limit"].value
    assert "usual value: <b>front side</b>" in whatif.marks["board_side"].value   # a variant's default, not printed
    c["income_limit"].value = 3
    assert "changed from 6" in whatif.marks["income_limit"].value and whatif.changes() == {"income_limit": 3}
    whatif.reset_button.click()
    assert whatif.changes() == {} and "changed" not in whatif.marks["income_limit"].value
    murfett = WhatIfRule("murfett", 3, "prospector", options=["loans"])
    assert isinstance(murfett.controls["loans"], W.Checkbox)
    assert whatif.baseline == "the rulebook's rules" == murfett.baseline and murfett.short == "rulebook"


def test_a_reconstructed_number_is_compared_with_the_usual_settings_not_the_rulebook():
    """Murfett's dispute bill is not printed: the other side of the comparison is "the usual settings"."""
    w = WhatIfRule("murfett", 3, "prospector", options=["dispute_cost"], games=2)
    assert (w.baseline, w.short, w.reset_button.description) == ("the usual settings", "usual", "Usual settings")
    assert "usual value" in w.marks["dispute_cost"].value
    w.set(dispute_cost=w.reference["dispute_cost"] * 2)
    w.run_button.click()
    assert w.errors.value == ""
    html = w.result_html.value.replace("&#x27;", "'")
    assert "with the usual settings" in html and "Usual settings" in html and "rulebook" not in html
    assert "your rules minus the usual ones" in w.charts.outputs[0]["data"]["text/html"]
    with_base = WhatIfRule("titans", 3, "steward", options=["health_per_build"], base={"max_rounds": 30})
    assert with_base.baseline == "the usual settings"


def test_run_needs_a_change(whatif):
    whatif.run_button.click()
    assert "Change at least one rule first" in whatif.errors.value and whatif.result is None


def test_run_pairs_the_same_seeds_and_says_what_the_numbers_say(whatif):
    whatif.set(income_limit=3)
    whatif.games.value = 5
    whatif.run_button.click()
    assert whatif.errors.value == ""
    direct = experiments.paired("zavandor", 3, ZAV, 5, {}, {"income_limit": 3})
    r = whatif.results["Ana (investor)"]
    assert r.pairs.equals(direct.pairs) and (r.mean, r.low, r.high) == (direct.mean, direct.low, direct.high)
    assert whatif.progress.value == 5 == whatif.progress.max
    assert "Played 5 pairs (10 games)" in whatif.status.value
    n = whatif.numbers()
    assert (n["n"], n["diff"], n["mean_a"], n["mean_b"]) == (5, r.mean, r.mean_a, r.mean_b)
    assert n["change"] == "income limit 3 instead of 6"
    html = whatif.result_html.value.replace("&#x27;", "'")
    assert f"averaged {num(r.mean_b)} with income limit 3 instead of 6, against {num(r.mean_a)}" in html
    assert f"95% interval for the difference: {num(r.low)} to {num(r.high)}" in html
    assert "Ben (treasurer)" in html and len(whatif.charts.outputs) == 1
    assert whatif.answer_key() == f"Ana's score moves by {r.mean:.1f} ({r.low:.1f} to {r.high:.1f}) over 5 pairs"
    fig_html = whatif.charts.outputs[0]["data"]["text/html"]
    assert "your rules minus the rulebook" in fig_html


def test_the_time_limit_stops_the_run_and_says_so(whatif):
    whatif.time_limit = 0
    whatif.set(bank_rate=3)
    whatif.run_button.click()
    assert whatif.result.n == 1 and whatif.result.stopped_early
    assert "Stopped after 1 of 4 pairs" in whatif.status.value and "Played 1 pair (2 games)" in whatif.status.value
    assert "<b>1 pair of games</b>" in whatif.result_html.value
    assert "One pair cannot give an interval" in whatif.result_html.value


class FakePaired:
    def __init__(self, diffs, low, high):
        import pandas as pd
        self.pairs = pd.DataFrame({"difference": diffs})
        self.n, self.mean = len(diffs), sum(diffs) / len(diffs)
        self.mean_a, self.mean_b, self.low, self.high = 10.0, 10.0 + self.mean, low, high


def test_paired_sentences_follow_the_interval():
    up = paired_sentence("the score", FakePaired([2, 3, 4], 0.5, 5.5), "x 1 instead of 2")
    assert "3 higher on average (95% interval for the difference: 0.5 to 5.5)" in up
    assert "above zero" in up and "raised the score" in up
    down = paired_sentence("the score", FakePaired([-2, -3, -4], -5.5, -0.5), "x")
    assert "below zero" in down and "lowered the score" in down
    unsure = paired_sentence("the score", FakePaired([2, -1, 1], -2.0, 3.3), "x")
    assert "includes zero" in unsure and "cannot tell" in unsure
    same = paired_sentence("the score", FakePaired([0, 0], 0.0, 0.0), "x")
    assert "made no difference" in same and same.startswith("Over 2 games played twice")
    assert paired_sentence("the score", FakePaired([1], None, None), "x").startswith("Over 1 game played twice")


# ---------------------------------------------------------------------------- the class at a seat

def contract_moment(g, seat):
    return g.stage == "offer"


@pytest.fixture
def seat():
    game = mg.new_game("murfett", players=3, seed=4)
    return ClassSeat(game, 0, {1: "prospector", 2: "contractor"}, bot="contractor", moments=contract_moment,
                     question="Accept the contract or not?", key="{seat} ends with {class_score} against {bot_score}")


def test_the_table_is_driven_by_the_class_panel(seat):
    assert seat._table is None and "appears here" in seat.table_box.children[0].value   # made on first use
    seat.show_button.click()
    t = seat.table
    assert seat.table_box.children == (t,) and seat.show_button.layout.display == "none"
    hidden = (t.panel, t.step_button, t.round_button, t.auto_button, t.speed, t.stop_button, t.undo_button,
              t.back_button)   # Back one decision left the class's panel behind the game (issue 28)
    assert all(w.layout.display == "none" for w in hidden)
    assert "belongs to a lesson segment" in t.form.children[0].value
    assert seat.pending is None and "The bots are playing" in seat.prompt.value


def test_play_stops_at_the_moment_and_the_majority_is_applied(seat):
    seat.play_button.click()
    g = seat.game
    assert seat.table_box.children == (seat.table,) and seat.table.game is g
    assert seat.errors.value == "" and g.to_act[0] == 0 and g.stage == "offer"
    offered = seat.pending["offered"]
    visible = [lab.value for lab, row in zip(seat.labels, seat.rows) if row.layout.display != "none"]
    assert [re.sub("<[^>]+>", "", v) for v in visible] == [a.label for a in offered]
    assert "The class decides for Ana" in seat.prompt.value
    assert "would have chosen" not in state_text(seat)        # the bot's choice only after the class's
    seat.apply_button.click()
    assert "Enter the show of hands first" in seat.errors.value and seat.pending
    advice = seat.pending["advice"]
    other = next(a for a in offered if a != advice)
    seat.enter_votes({other.label: 7, advice.label: 5})
    seat.apply_button.click()
    assert seat.errors.value == "" and g.decisions[-1] == other
    entry = seat.record[-1]
    assert (entry["chosen"], entry["bot"], entry["options"]) == (other.label, advice.label,
                                                                  [(a.label, 7 if a == other else 5) for a in offered])
    assert "would have chosen" in seat.record_html.value and "the bot agreed with the class on 0 of 1" in \
        seat.record_html.value
    assert seat.pending is None and seat.apply_button.disabled


def test_a_decision_built_in_steps_asks_the_class_again_at_once():
    """Zavandor's sealed bid is built one card at a time: after the class adds a card, the next step of the same
    bid is put to the class straight away (no Play press between the steps of one decision)."""
    game = mg.new_game("zavandor", players=["Class", "Bert"], seed=7)
    seat = ClassSeat(game, 0, {1: "treasurer"}, bot="investor", moments=lambda g, s: g.stage == "bid")
    seat.play_button.click()
    add = next(a for a in seat.pending["offered"] if a.kind == "bid")
    seat.enter_votes({add.label: 3})
    seat.apply_button.click()
    assert seat.errors.value == "" and game.decisions[-1] == add
    assert seat.pending and game.stage == "bid" and "The class decides for Class" in seat.prompt.value
    assert not seat.apply_button.disabled and seat.play_button.disabled
    assert seat.votes() == [0] * len(seat.pending["offered"])           # a fresh show of hands
    seal = next(a for a in seat.pending["offered"] if a.kind == "seal")
    seat.enter_votes({seal.label: 2})
    seat.apply_button.click()
    assert game.decisions[-1] == seal and seat.pending is None and len(seat.record) == 2
    seat.finish_button.click()
    seat.compare_button.click()
    table = seat.compare_html.value
    assert "Winning Bid: Sapphire" in table and "King" in table and "winning_bid" not in table   # tracks in words


def test_ties_are_broken_as_stated():
    assert majority([3, 3, 1]) == (0, [0, 1])
    assert majority([3, 3, 1], "bot", advice=1) == (1, [0, 1])
    assert majority([3, 3, 1], "bot", advice=2) == (0, [0, 1])
    assert majority([1, 4, 4], "first") == (1, [1, 2])


def test_undo_returns_to_the_moment_with_the_hands(seat):
    seat.play_button.click()
    before = seat.game.snapshot()
    seat.enter_votes([2, 9])
    seat.apply_button.click()
    seat.play_button.click()
    seat.undo_button.click()
    assert seat.errors.value == "" and seat.game.snapshot() == before and seat.record == []
    assert seat.votes() == [2, 9] and not seat.apply_button.disabled


def test_choosing_as_the_bot_would_gives_the_bots_game(seat):
    for _ in range(3):
        seat.play_button.click()
        seat.enter_votes({seat.pending["advice"].label: 4})
        seat.apply_button.click()
    seat.finish_button.click()
    assert seat.game.over and seat.errors.value == ""
    seat.compare_button.click()
    assert seat.errors.value == ""
    twin = seat.comparison
    assert [e.text for e in twin.log] == [e.text for e in seat.game.log]
    n = seat.numbers()
    assert n["diff"] == 0 and n["agreed"] == 3 == n["decisions"] and n["at"] == "at the end of the game"
    assert "chose as the bot would have at every decision" in seat.compare_html.value


def test_the_comparison_replays_the_seed_with_the_bot(seat):
    seat.compare_button.click()
    assert "Finish at least one round first" in seat.errors.value
    seat.play_button.click()
    advice = seat.pending["advice"]
    other = next(a for a in seat.pending["offered"] if a != advice)
    seat.enter_votes({other.label: 1})
    seat.apply_button.click()
    seat.compare_button.click()                       # mid-game: after the last round both games finished
    n = seat.numbers()
    target = seat.game.score_history[-1][0]
    assert n["at"].startswith(f"after round {target}")
    assert n["class_score"] == seat.game.score_history[-1][1][0]
    seat.finish_button.click()
    seat.compare_button.click()
    g, twin, n = seat.game, seat.comparison, seat.numbers()
    assert twin.over and (twin.seed, twin.options, twin.players) == (g.seed, g.options, g.players)
    assert (n["class_score"], n["bot_score"]) == (g.score(0), twin.score(0))
    assert n["diff"] == g.score(0) - twin.score(0) and n["agreed"] == 0
    html = seat.compare_html.value
    assert f"has {num(g.score(0))} and is" in html and f"has {num(twin.score(0))} and is" in html
    assert "Price: Copper" in html and "price.copper" not in html       # tracks named in words
    html = html.replace("&#x27;", "'")
    for flag in ("ended by the rulebook's ending", "bankrupt (Ana)", "bankrupt (Ben)"):   # yes/no facts in words
        row = re.search(rf"<td>{re.escape(flag)}</td><td>(\w+)</td><td>(\w+)</td>", html)
        assert row and set(row.groups()) <= {"yes", "no"}, flag
    assert re.search(r"<td>companies gone bankrupt</td><td>\d+</td><td>\d+</td>", html)   # a count stays a number
    assert re.search(r"<td>contracts still running at the end</td><td>\d+</td>", html)
    assert not re.search(r"<td>[^<]*_[^<]*</td>", html)                     # no code name in any cell
    assert len(seat.charts.outputs) == 1
    assert seat.answer_key() == f"Ana ends with {g.score(0)} against {twin.score(0)}"


def test_class_seat_checks_its_inputs():
    game = mg.new_game("murfett", players=3, seed=1)
    with pytest.raises(ValueError, match="seat must be"):
        ClassSeat(game, 5, "prospector")
    with pytest.raises(ValueError, match="every other seat needs a bot"):
        ClassSeat(game, 0, {1: "prospector"})
    with pytest.raises(ValueError, match="unknown bot"):
        ClassSeat(game, 0, "prospector", bot="nobody")


# ---------------------------------------------------------------------------- debrief

@pytest.fixture
def lesson(whatif):
    vote = PredictReveal("Which bot wins more often?", lambda: Evidence("Treasurer", figures=bar("WIN-CHART"),
                         note="The treasurers won {share:.0%}", numbers={"share": 0.75}),
                         choices=["Investor", "Treasurer"], name="vote")
    guess = PredictReveal("How many rounds?", lambda: 10, groups=2, name="guess")
    whatif.name = "rule"
    return vote, guess, whatif


def test_the_debrief_holds_questions_answers_results_and_a_filled_key(lesson, tmp_path):
    vote, guess, whatif = lesson
    vote.record({"Investor": 4, "Treasurer": 6})
    vote.reveal_button.click()
    whatif.set(income_limit=3)
    whatif.run_button.click()
    d = Debrief("Auctions <and> income", [vote, guess, whatif], discussion=[
        Discussion("Why does a cap hurt the investor?", key="The investor's score changed by {rule.diff:.2f}."),
        Discussion("How long is a game?", key="{guess.answer} rounds"),
        "What would you change next?"], folder=tmp_path)
    html = d.html()
    assert html.count("<script type='text/javascript'>") == 1 and "plotly" in html
    assert "Auctions &lt;and&gt; income" in html
    for text in ("Which bot wins more often?", "How many rounds?", "Why does a cap hurt the investor?",
                 "What would you change next?", "The treasurers won 75%", "Teacher's answer key"):
        assert text in html, text
    assert "The class got it right: 6 of 10 votes (60%)" in html
    assert html.count("class='mg-chart'") == 3 and "WIN-CHART" in html
    assert f"The investor&#x27;s score changed by {whatif.numbers()['diff']:.2f}." in html
    assert "Not revealed in class." in html and "which were not produced in class" in html
    d.save_button.click()
    (path,) = tmp_path.glob("debrief-*.html")
    assert re.fullmatch(r"debrief-auctions-and-income-\d{4}-\d\d-\d\d-\d{4}\.html", path.name)
    assert d.errors.value == "" and d.path == path
    link = re.search(r"base64,([A-Za-z0-9+/=]+)'", d.status.value).group(1)
    assert base64.b64decode(link).decode("utf-8") == path.read_text(encoding="utf-8")


def test_a_second_save_never_overwrites_the_first(lesson, tmp_path):
    """A class's debrief survives a later save (after a restart, an empty lesson): each save is a new file."""
    vote, guess, whatif = lesson
    vote.record({"Investor": 4, "Treasurer": 6})
    vote.reveal_button.click()
    full = Debrief("Auctions", [vote, guess, whatif], folder=tmp_path, filename="debrief-auctions.html")
    first = full.save()
    kept = first.read_text(encoding="utf-8")
    empty = Debrief("Auctions", [PredictReveal("Which?", lambda: 1, name="v")], folder=tmp_path,
                    filename="debrief-auctions.html")
    second, third = empty.save(), empty.save()
    assert [first.name, second.name, third.name] == ["debrief-auctions.html", "debrief-auctions-2.html",
                                                     "debrief-auctions-3.html"]
    assert first.read_text(encoding="utf-8") == kept and "The class got it right: 6 of 10 votes" in kept
    assert "The class got it right" not in second.read_text(encoding="utf-8")
    assert sorted(q.name for q in tmp_path.iterdir()) == sorted([first.name, second.name, third.name])


def test_the_debrief_of_an_unrevealed_lesson_keeps_the_votes_and_hides_the_answer():
    ev = Counted(Evidence("B", note="SECRET"))
    vote = PredictReveal("Which?", ev, choices=["A", "B"], name="v")
    vote.record({"A": 3})
    html = Debrief("L", [vote], discussion=[Discussion("Q?", key="{v.answer}")]).html()
    assert ev.calls == 0 and "SECRET" not in html and "<td>3</td>" in html and "plotly" not in html.lower()
    with pytest.raises(ValueError, match="its own name"):
        Debrief("L", [vote, vote])


def test_the_scratch_lesson_is_committed_clean():
    import pathlib
    nb = json.loads((pathlib.Path(__file__).parent / "lesson_widgets_demo.ipynb").read_text())
    assert "widgets" not in nb.get("metadata", {})
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None

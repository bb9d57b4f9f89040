"""Options and outcome facts in words (issue 28): what a person reads on a page, in a seat comparison
or in ``mining-games simulate`` names every option, every choice and every outcome fact in words,
never by its code name ("Action cards: Fair Play", not "mode fair_play")."""

import re

import pytest

import mining_games as mg
from mining_games.bots import play
from mining_games.core import Options, option

GAMES = sorted(mg.GAMES)
SHORT = {"titans": {"max_rounds": 2}, "murfett": {"max_rounds": 2}, "ardevur": {"round_limit": 2}}


@pytest.mark.parametrize("name", GAMES)
def test_every_option_has_a_label_and_every_choice_its_words(name):
    opts = mg.GAMES[name].Options
    labels = [opts.label(n) for n in opts.names()]
    assert all(label and "_" not in label for label in labels), labels
    assert len(set(labels)) == len(labels)                       # no two options read the same
    for info in opts.describe():
        assert info["label"], info["name"]                       # each game gives every option a label
        for choice in info["choices"] or ():
            if isinstance(choice, str):
                assert choice in (info["value_words"] or {}), (info["name"], choice)
                assert "_" not in opts.value_words(info["name"], choice)
    assert "_" not in opts.words(opts().to_dict())


@pytest.mark.parametrize("name", GAMES)
def test_every_outcome_fact_of_a_played_game_has_words(name):
    cls = mg.GAMES[name]
    g = play(mg.new_game(name, players=max(cls.min_players, 3), seed=1, **SHORT.get(name, {})), "random")
    facts = g.outcome()
    assert facts
    for key in facts:
        words = g.outcome_label(key)
        assert words and "_" not in words, (key, words)
        assert key in g.OUTCOME_WORDS or re.sub(r"_\d+$", "_#", key) in g.OUTCOME_WORDS, key


def test_the_words_of_a_few_facts():
    titans, mine77, ardevur, murfett = (mg.new_game(n, players=3, seed=0)
                                        for n in ("titans", "mine77", "ardevur", "murfett"))
    assert mine77.outcome_label("kabooms") == "Ka-Booms"                   # the rulebook's Ka-Boom!
    assert mine77.outcome_label("vp_lost_to_penalties") == "victory points lost to penalties"
    assert ardevur.outcome_label("fees") == "fees for Roads, Water and Factories"    # as in the Income chart
    assert titans.outcome_label("live_tiles") == "live land tiles"
    assert murfett.outcome_label("bankrupt") == "companies gone bankrupt"  # the count of them
    assert murfett.outcome_label("bankrupt_2") == murfett.outcome_label("bankrupt_#") == "bankrupt"   # a seat's
    assert titans.outcome_label("something_new") == "something new"        # a fact without words: spaces


def test_option_words_read_as_a_setting():
    A, T = mg.GAMES["ardevur"].Options, mg.GAMES["titans"].Options
    assert A.label("mode") == "Action cards" and A.value_words("mode", "clash") == "Clash of Titans"
    assert A.words({"round_limit": 40, "mode": "fair_play"}) == "round limit 40, Action cards: Fair Play"
    assert A.setting_words("mode", "fair_play", instead_of="standard") == "Action cards: Fair Play instead of Standard"
    assert A.setting_words("launched_start", True, instead_of=False) == "Launched Start: on instead of off"
    assert T.setting_words("max_rounds", 40, instead_of=0) == "round limit 40 instead of none"
    assert T.setting_words("health_per_build", 0, instead_of=1) == "Planet Health lost per build 0 instead of 1"
    with pytest.raises(ValueError, match="unknown option 'speed'"):
        T.label("speed")


def test_an_option_without_words_reads_its_name_with_spaces():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Plain(Options):
        forge_cost: int = option(2, help="Gold a point costs")
        weather: str = option("dry_spell", choices=("dry_spell", "rain"), help="The weather")
        night: bool = option(False, help="Play at night")

    assert Plain.label("forge_cost") == "forge cost"
    assert Plain.words({"forge_cost": 3, "weather": "dry_spell", "night": True}) == \
        "forge cost 3, weather: dry spell, night: on"
    info = {i["name"]: i for i in Plain.describe()}
    assert info["forge_cost"]["label"] is None and info["weather"]["value_words"] is None   # describe() says so


def test_the_whatif_says_the_change_in_words():
    from mining_games.widgets import WhatIfRule

    w = WhatIfRule("ardevur", 3, "random", options=["mode", "launched_start"], games=2, base={"round_limit": 2})
    assert w.controls["mode"].description == "Action cards" and w.controls["mode"].label == "Standard"
    w.set(mode="fair_play")
    assert "changed from Standard" in w.marks["mode"].value
    w.run_button.click()
    assert w.errors.value == ""
    assert w.numbers()["change"] == "Action cards: Fair Play instead of Standard"
    html = w.result_html.value
    assert "Your change:</b> Action cards: Fair Play instead of Standard. Both rule sets also use round limit 2." \
        in html and "fair_play" not in html and "round_limit" not in html
    t = WhatIfRule("titans", 3, "random", options=["health_per_build", "max_rounds"], games=2)
    t.set(health_per_build=0, max_rounds=3)
    t.run_button.click()
    assert t.numbers()["change"] == "Planet Health lost per build 0 instead of 1, round limit 3 instead of none"


def test_a_share_is_shown_as_a_percentage():
    from mining_games.widgets import WhatIfRule

    def first_won(row):
        return 1.0 if "0" in row["winner_seats"].split(",") else 0.0

    w = WhatIfRule("murfett", 3, "prospector", {"Ana's money": "score_0", "Ana bankrupt": "bankrupt_0",
                                                "Ana's share of wins": first_won},
                   options=["breakdown_cost"], games=3, base={"max_rounds": 4}, percent=["Ana's share of wins"])
    assert w.percent == {"Ana bankrupt", "Ana's share of wins"}     # a yes/no fact is a share without being named
    w.set(breakdown_cost=9)
    w.run_button.click()
    html = w.result_html.value
    for label in ("Ana bankrupt", "Ana's share of wins"):
        r = w.results[label]
        row = re.search(rf"<td>{re.escape(label.replace(chr(39), '&#x27;'))}</td><td[^>]*>([^<]*)</td>"
                        rf"<td[^>]*>([^<]*)</td>", html)
        assert row and row.groups() == (f"{100 * r.mean_a:.0f}%", f"{100 * r.mean_b:.0f}%"), label
    assert "percentage points" in html
    measures = w.numbers()["measures"]                     # an answer key can tell a share: {:.0%}
    assert measures["Ana bankrupt"]["percent"] and not measures["Ana's money"]["percent"]
    assert measures["Ana bankrupt"]["mean_a"] == w.results["Ana bankrupt"].mean_a   # still a fraction
    money = re.search(r"<td>Ana&#x27;s money</td><td[^>]*>([^<]*)</td>", html).group(1)
    assert "%" not in money
    with pytest.raises(ValueError, match="percent names measures"):
        WhatIfRule("murfett", 3, "prospector", "score_0", options=["breakdown_cost"], percent=["nothing"])


def test_the_seat_comparison_names_its_bot_in_words():
    from mining_games.widgets import ClassSeat

    seat = ClassSeat(mg.new_game("mine77", players=3, seed=2), 0, {1: "foreman", 2: "foreman"}, bot="free_rider")
    assert seat.bot_name == "free_rider" and seat.bot_words == "free rider"
    intro = seat.children[0].value
    assert "<i>free rider</i> bot plays that seat" in intro and "free_rider" not in intro


def test_the_new_game_form_offers_bots_in_words():
    from mining_games.widgets.newgame import NewGameForm

    form = NewGameForm(mg.GAMES["mine77"], lambda *a: None, seats={0: "free_rider", 1: "search:hard"})
    labels = [label for label, _ in form.seats[0].options]
    assert "free rider" in labels and "search (hard)" in labels and not any("_" in x or ":" in x for x in labels)
    assert (form.seats[0].value, form.seats[1].value) == ("free_rider", "search:hard")   # the names stay values
    assert form.read()[3] == {0: "free_rider", 1: "search:hard"}

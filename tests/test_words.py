"""The kernel's words (``mining_games.core.words``): a verb that agrees with a count, and the wording
check that finds a count disagreeing with its noun or its verb."""

import pytest

from mining_games.core.words import count, verb, wording_problems


@pytest.mark.parametrize("word, one, many", [
    ("go", "goes", "go"), ("remain", "remains", "remain"), ("carry", "carries", "carry"), ("stay", "stays", "stay"),
    ("pass", "passes", "pass"), ("fix", "fixes", "fix"), ("reach", "reaches", "reach"), ("push", "pushes", "push"),
    ("are", "is", "are"), ("is", "is", "are"), ("were", "was", "were"), ("have", "has", "have"),
    ("has", "has", "have"), ("go back", "goes back", "go back"), ("Go", "Goes", "Go"), ("ARE", "IS", "ARE"),
])
def test_a_verb_agrees_with_one_and_with_many(word, one, many):
    assert verb(1, word) == one
    assert verb(2, word) == verb(0, word) == verb(7, word) == many


def test_a_count_then_its_verb():
    assert f"its {count(1, 'unit')} {verb(1, 'go')} back" == "its 1 unit goes back"
    assert f"its {count(3, 'unit')} {verb(3, 'go')} back" == "its 3 units go back"
    assert f"{count(1, 'card')} {verb(1, 'were')} dealt" == "1 card was dealt"


@pytest.mark.parametrize("text", [
    "its 1 unit go with it", "its 1 free unit go back to the banker", "2 units goes back", "1 trees are cut",
    "1 units go", "For a shorter game 1 card is set aside; 1 remain.", "2 remains.", "1 unit of copper go back",
    "The 1 card discarded are shuffled", "2 Targets is removed", "1 player have won", "3 cards was dealt",
])
def test_a_verb_that_disagrees_with_its_count_is_found(text):
    assert wording_problems(text), text


@pytest.mark.parametrize("text", [
    "its 1 unit goes with it", "its 2 units go with it", "Worker 1 moves to the Hall.", "Round 1 ends.",
    "Tile 2 has 1 tree.", "its 1 unit and 1 running contract go with it", "A deck of 2 cards is shuffled.",
    "It lets 1 SAPPHIRE stand in for other gems.", "Where does 1 Coal go?", "Ana rolls until a 64 comes.",
    "Ana rolls 2 and 2 and moves 4 squares.", "The fields right of field 1 move one step left.",
    "The territories deck (2 cards) is shuffled.", "The player who fell to 2 VP loses.", "1 remains.",
    "2 remain.", "Cy declines: it would gain 1 and give 1.", "the Target 'Play 1 Action card' must wait.",
    "The banker lays out 2 lease cards.", "Ana uses 1 as Steam.",
])
def test_no_false_alarm_on_names_objects_questions_and_compounds(text):
    assert wording_problems(text) == [], text


def test_a_name_must_stand_right_before_its_number():
    assert wording_problems("Tile 1 has 1 tree.") == []
    assert wording_problems("The deck (1 cards) is shuffled.") == ["'1 cards': '1' with a plural noun"]


@pytest.mark.parametrize("text, problem", [
    ("Ana scores 2 point.", "'2 point': a singular noun after 2"),
    ("Ana scores 0 point.", "'0 point': a singular noun after 0"),
    ("Ana lays out 2 lease card.", "'2 lease': a singular noun after 2"),
    ("Ana lays out 1 lease cards.", "'1 lease cards': a plural noun after 1"),
    ("Ana has 2 card left.", "'2 card': a singular noun after 2"),
])
def test_nouns_given_are_checked_against_the_count(text, problem):
    nouns = {"point", "card", "lease"}
    assert wording_problems(text, nouns) == [problem]
    assert problem not in wording_problems(text)          # without the nouns, no noun is known to be counted


def test_known_nouns_raise_no_alarm_where_they_agree():
    nouns = {"point", "card", "lease"}
    for text in ("Ana scores 1 point and Ben 2 points.", "The banker lays out 2 lease cards.",
                 "Ana holds 1 lease card.", "2 Wood and 1 card go back."):
        assert wording_problems(text, nouns) == [], text

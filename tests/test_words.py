"""The kernel's words (``mining_games.core.words``): a verb that agrees with a count."""

import pytest

from mining_games.core.words import count, verb


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

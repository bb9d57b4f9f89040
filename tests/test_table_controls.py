"""The table's controls, headless: Undo takes back what the last click did, "Back one decision" one
decision; autoplay says next to its button why it stopped; a pause or an empty undo is news, not an
error."""

import asyncio

import pytest

import mining_games as mg
from mining_games.widgets import GameTable, play
from mining_games.widgets.history import ClickHistory

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def bots_only():
    return play("titans", players=3, seed=4, bots={0: "random", 1: "extractor", 2: "steward"})


def test_click_history_remembers_whole_clicks():
    h = ClickHistory()
    h.record("step", 0, 1)
    h.record("round", 1, 9)
    h.record("autoplay", 9, 9)                  # a click that took no decision is not kept
    assert h.last(9) == ("round", 8)
    assert h.last(8) == ("round", 7)            # "Back one decision" shortened the round
    assert h.last(1) == ("step", 1)             # the round is entirely taken back
    assert h.last(5) is None and h.clicks == []  # decisions taken outside the table: the record is dropped


def test_undo_after_play_round_takes_back_the_whole_round(bots_only):
    t = bots_only
    t.step_button.click()
    t.round_button.click()
    assert t.game.round == 2 and t.undo_button.description == "Undo round"
    before_round = len(t.game.decisions) - t.history.last(len(t.game.decisions))[1]
    t.undo_button.click()
    assert len(t.game.decisions) == before_round == 1 and t.game.round == 1
    assert t.undo_button.description == "Undo step" and "Took back the last round" in t.status.text
    t.undo_button.click()
    assert len(t.game.decisions) == 0 and t.errors.value == ""


def test_back_one_decision_takes_back_a_single_decision(bots_only):
    t = bots_only
    t.round_button.click()
    n = len(t.game.decisions)
    t.back_button.click()
    assert len(t.game.decisions) == n - 1 and t.status.text == "Took back one decision."
    assert t.undo_button.description == "Undo round"          # the rest of the round is still one click
    t.undo_button.click()
    assert len(t.game.decisions) == 0


def test_undo_after_autoplay_takes_back_the_run(bots_only):
    t = bots_only
    t.step_button.click()
    t.speed.value = 30
    steps = asyncio.run(t.autoplay(max_steps=7))
    assert steps == 7 and t.undo_button.description == "Undo autoplay"
    assert t.status.text == "Autoplay stopped after 7 decisions."
    t.undo_button.click()
    assert len(t.game.decisions) == 1


def ana_to_decide():
    """Titans with Ana (seat 1) human and two bots, stepped on until Ana must decide."""
    t = play("titans", players=3, seed=1, bots={1: "random", 2: "random"})
    while t.human_deciding() is None:
        t.step_button.click()
    return t


def test_a_human_choice_is_one_click():
    t = ana_to_decide()
    n = len(t.game.decisions)
    t.panel.dropdown.value = t.panel.dropdown.options[0][1]
    t.panel.play_choice.click()
    assert t.undo_button.description == "Undo choice"
    t.undo_button.click()
    assert len(t.game.decisions) == n


def test_decisions_taken_outside_the_table_make_undo_take_back_one():
    g = mg.new_game("titans", players=3, seed=1)
    t = GameTable(g, bots={0: "random", 1: "random", 2: "random"})
    t.round_button.click()
    g.apply(t._next_choice())                   # a notebook cell plays on the same game
    n = len(g.decisions)
    assert t.undo_button.description == "Undo"
    t.undo_button.click()
    assert len(g.decisions) == n - 1 and "Took back the last decision" in t.status.text


def test_autoplay_at_a_human_seat_says_so_next_to_the_button():
    t = ana_to_decide()
    assert asyncio.run(t.autoplay()) == 0
    assert t.status.text == "Autoplay paused: Ana decides. Choose for Ana above, then press Autoplay again."
    assert t.errors.value == "" and not t.auto_button.value
    assert any(t.status in box.children and t.auto_button in box.children
               for box in _boxes(t) if hasattr(box, "children"))


def test_autoplay_at_the_end_of_the_game_says_the_game_is_over():
    g = mg.new_game("titans", players=3, seed=1, max_rounds=1)
    t = GameTable(g, bots={0: "random", 1: "random", 2: "random"})
    t.speed.value = 30
    asyncio.run(t.autoplay())
    assert g.over and t.status.text == "Autoplay stopped: the game is over." and t.errors.value == ""
    t.step_button.click()
    assert "The game is over" in t.status.text and t.errors.value == ""


def _boxes(widget):
    """Every box inside a widget tree."""
    for child in getattr(widget, "children", ()):
        yield child
        yield from _boxes(child)


def test_every_button_has_words(bots_only):
    import ipywidgets as W

    buttons = [w for w in _boxes(bots_only) if isinstance(w, (W.Button, W.ToggleButton))
               and w.layout.display != "none"]
    assert len(buttons) >= 8 and all(b.description.strip() for b in buttons)

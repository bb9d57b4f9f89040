"""Arranged positions (mining_games.murfett.scenario) for the walkthrough and the lessons: each helper
logs what it arranged, keeps every invariant, and refuses nonsense with a clear message."""

import pytest

import mining_games as mg
from mining_games.murfett import scenario as sc


def fresh():
    g = mg.new_game("murfett", players=["Ana", "Ben", "Cy"], seed=4)
    while g.stage in ("start_side", "start_square"):
        g.apply(g.legal_actions(g.to_act[0])[0])
    return g


def test_the_rulebook_example_lease_d14_arranged_then_played():
    g = fresh()
    sc.skip_to(g, 0)
    sc.give_lease(g, 0, "D14")
    sc.place(g, 0, 8)
    sc.stack_drilling(g, "copper", "high")
    sc.load_dice(g, 2, 3, 3)                     # move 2+3 to square 13 (Buy or Drill D), then a 3
    money = g.money(0)
    g.apply(g.action(0, "roll"))
    assert g.square[0] == 13 and g.stage == "lease"
    events = g.apply(g.action(0, "explore", "D14", 2))
    assert [e.rule for e in events] == ["murfett.lease.explore", "murfett.lease.high_grade"]
    assert g.reserves("D14") == 6 and g.money(0) == money - 2
    assert g.pile("drilling.copper")[-1] == "high"         # the card went to the bottom
    g.check_invariants()
    assert any(e.text == "Arranged by hand: the next copper drilling card: high grade." for e in g.log)


def test_stacked_drilling_cards_go_on_top_in_order_and_a_deck_cannot_give_more_than_it_holds():
    g = fresh()
    sc.stack_drilling(g, "copper", "high", "high", "zero")
    assert g.pile("drilling.copper")[:3] == ["high", "high", "zero"]
    assert g.pile_counts("drilling.copper") == {"high": 4, "medium": 8, "zero": 8}
    snap = g.snapshot()
    with pytest.raises(ValueError, match="the copper drilling deck holds 4 high grade cards, not 5"):
        sc.stack_drilling(g, "copper", *["high"] * 5)
    assert g.snapshot() == snap


def test_money_price_and_contract_arrangements_keep_the_ledger():
    g = fresh()
    sc.set_money(g, 1, 3)
    sc.set_money(g, 2, 31)
    sc.set_price(g, "nickel", -4)
    sc.stack_contract(g, "tin", 6)
    assert g.money(1) == 3 and g.money(2) == 31 and g.price("nickel") == -4 and g.tracks["price.nickel"] == -4
    assert g.pile("contracts.tin")[0].startswith("tin") and g.pile("contracts.tin")[0] in ("tin-5", "tin-6")
    g.check_invariants()


def test_loaded_dice_then_the_games_own_chance():
    g = fresh()
    sc.load_dice(g, 6)
    assert g.dice_ahead() == [6] and g.view(1)["decks"]["dice"]["cards"] == 1   # players see only how many
    assert g.die() == 6
    assert 1 <= g.die() <= 6                             # back to the seeded dice
    with pytest.raises(ValueError, match="a die shows 1 to 6, not 9"):
        sc.load_dice(g, 9)


def test_an_arranged_game_saves_loads_and_undoes():
    g = fresh()
    sc.skip_to(g, 0)
    sc.give_lease(g, 0, "D14")
    sc.place(g, 0, 8)
    sc.stack_drilling(g, "copper", "high")
    sc.load_dice(g, 2, 3, 3)
    g.apply(g.action(0, "roll"))
    g.apply(g.action(0, "explore", "D14", 2))
    assert g.reserves("D14") == 6
    loaded = mg.load(g.to_json())
    assert loaded.snapshot() == g.snapshot()
    assert [e.text for e in loaded.log] == [e.text for e in g.log]
    g.undo(2)                                            # the exploration and the roll
    assert g.stage == "roll" and g.square[0] == 8 and g.dice_ahead() == [2, 3, 3]
    g.undo(1)                                            # the loaded dice
    assert g.dice_ahead() == [] and g.owner["D14"] == 0


@pytest.mark.parametrize("call, words", [
    (lambda g: sc.place(g, 0, 33), "no square 33"),
    (lambda g: sc.give_lease(g, 0, "Z9"), "no lease 'Z9'"),
    (lambda g: sc.set_price(g, "copper", 7), "the copper wheel shows"),
    (lambda g: sc.stack_drilling(g, "tin", "gold"), "not 'gold'"),
])
def test_nonsense_is_refused_in_words(call, words):
    with pytest.raises(ValueError, match=words):
        call(fresh())


def test_a_lease_cannot_be_given_twice():
    g = fresh()
    sc.give_lease(g, 0, "A1", units=4)
    with pytest.raises(ValueError, match="already belongs to Ana"):
        sc.give_lease(g, 1, "A1")


def test_skip_to_lets_the_others_play_quietly():
    g = fresh()
    sc.skip_to(g, 2)
    assert g.to_act == (2,) and g.stage == "roll"
    assert not any(g.leases_of(p) for p in range(3))

"""Moving: rolling and wrapping round, the End of Period line, changing circuits, price squares and
the Cash Flow Indicator's ends, site offices, Industrial Dispute and Plant Breakdown."""

import pytest
from test_murfett_support import act, new, own, price, refused, rig, roll, run_contract


def test_roll_moves_clockwise_and_wraps_round():
    g = new(2, starts=(30, 10))
    events = roll(g, 2, 3)
    assert events[0].text == ("Ana rolls 2 and 3 and moves 5 squares on the outer circuit, from 30 to 3: "
                              "Nickel Down / Copper Up.")
    assert g.square[0] == 3
    assert not any(e.rule == "murfett.board.end_of_period" for e in events)


@pytest.mark.parametrize("start, dice, passed", [
    (26, (1, 1), True),      # crosses the line after 26
    (25, (1, 1), True),      # lands on 27, the first square after the line
    (20, (3, 3), False),     # lands on 26: the line is not yet passed
    (27, (6, 6), False),     # already past it
    (20, (6, 6), True),
])
def test_end_of_period_line_after_square_26(start, dice, passed):
    g = new(2, starts=(start, 10))
    events = roll(g, *dice)
    assert any(e.rule == "murfett.board.end_of_period" for e in events) == passed


def test_the_line_is_passed_on_the_inner_circuit_too():
    g = new(2, starts=(25, 10))
    events = roll(g, 1, 1, switch="inner")
    assert [e.rule for e in events[:3]] == ["murfett.board.switch", "murfett.board.move",
                                           "murfett.board.end_of_period"]
    assert events[2].text == "Ana passes the End of Period line with 0 running contracts."


def test_change_circuit_before_rolling():
    g = new(2, starts=(2, 10))
    assert [a.label for a in g.legal_actions(0)] == ["Roll the dice", "Move to the inner circuit and roll"]
    events = roll(g, 1, 2, switch="inner")
    assert events[0].text == "Ana moves to square 2 of the inner circuit before rolling."
    assert g.circuit[0] == "inner" and g.square[0] == 5
    assert events[-1].text == "Ana has no running contracts: the industrial dispute does not apply."
    roll(g, 3, 3)
    assert [a.label for a in g.legal_actions(0)] == ["Roll the dice", "Move to the outer circuit and roll"]


def test_no_change_of_circuit_after_the_dice_are_thrown():
    g = new(2, starts=(2, 10))
    roll(g, 1, 2)                                    # Ana is deciding on a Buy or Drill square
    msg = refused(g, g.action(0, "switch", "inner"), "already rolled")
    assert "Change circuits" in msg and "Changing Circuits" in msg
    refused(g, g.action(0, "roll"), "already rolled")


def test_price_square_moves_two_wheels():
    g = new(2, starts=(10, 20))
    events = roll(g, 1, 1)                           # 10 -> 12: Tin Down / Lead-Zinc Up
    assert [e.text for e in events[1:]] == ["Tin income falls from $2M to $1M per unit.",
                                           "Lead-zinc income rises from $2M to $3M per unit."]
    assert g.tracks["price.tin"] == 1 and g.tracks["price.lead_zinc"] == 3


def test_at_the_top_any_change_moves_down():
    g = new(2, starts=(1, 20))
    price(g, "copper", 6)
    assert g.price("copper") == 6 and g.price_step["copper"] == 8      # the top of the wheel
    events = roll(g, 1, 1)                           # 1 -> 3: Nickel Down / Copper Up
    copper = events[2]
    assert copper.rule == "murfett.price.top"
    assert copper.text == ("Copper income is already at the top of its wheel and cannot rise, so it falls one "
                           "step instead: from $6M to $5M per unit.")


def test_at_the_bottom_any_change_moves_up():
    g = new(2, starts=(1, 20))
    price(g, "nickel", -4)
    assert g.price("nickel") == -4
    events = roll(g, 1, 1)                           # Nickel Down / Copper Up
    nickel = events[1]
    assert nickel.rule == "murfett.price.bottom" and (nickel.facts["old"], nickel.facts["new"]) == (-4, -3)
    assert g.tracks["price.nickel"] == -3


@pytest.mark.parametrize("die, way, price", [(5, "up", 3), (3, "down", 1)])
def test_income_change_square_rolls_for_the_direction(die, way, price):
    g = new(2, starts=(10, 20))
    rig(g, 2, 3, die)
    events = act(g, "roll")                          # 10 -> 15: Copper Income Change
    call = "a rise" if way == "up" else "a fall"
    assert events[1].text == (f"Ana rolls {die} on the copper Income Change square: the die calls for {call} "
                              f"(4-6 up, 1-3 down).")
    assert g.price("copper") == price


def test_site_office_does_nothing():
    g = new(2, starts=(2, 20))
    before = dict(g.bal["p0"])
    events = roll(g, 2, 3)                           # 2 -> 7
    assert events[-1].text == "Ana is at a site office: nothing happens."
    assert g.bal["p0"] == before


def _with_two_contracts(start, **options):
    g = new(2, starts=(start, 20), **options)
    own(g, 0, "D14", 10)
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "copper-2", "D14")
    return g


def test_industrial_dispute_is_paid_per_contract():
    g = _with_two_contracts(3, dispute_cost=2)
    money = g.money(0)
    events = roll(g, 1, 1, switch="inner")           # inner 3 -> 5: Industrial Dispute
    assert events[-1].text == "Industrial dispute: Ana owes $2M for each of 2 running contracts, $4M."
    assert g.money(0) == money - 4


def test_plant_breakdown_is_one_bill():
    g = _with_two_contracts(8)
    money = g.money(0)
    events = roll(g, 1, 1, switch="inner")           # inner 8 -> 10: Plant Breakdown
    assert events[-1].text == "Plant breakdown: Ana owes a repair bill of $3M."
    assert g.money(0) == money - 3


def test_breakdown_needs_running_contracts():
    g = new(2, starts=(8, 20))
    events = roll(g, 1, 1, switch="inner")
    assert events[-1].text == "Ana has no running contracts: the plant breakdown does not apply."
    assert g.money(0) == 20


def test_turns_go_round_in_order_and_count_rounds():
    g = new(3, starts=(2, 10, 18))
    for p in (0, 1, 2):
        assert g.to_act == (p,) and g.round == 1
        rig(g, 3, 4)
        act(g, "roll")
        if g.stage != "roll":
            act(g, "pass")
    assert g.to_act == (0,) and g.round == 2

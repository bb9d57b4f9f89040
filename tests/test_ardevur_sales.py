"""ARDEVUR sales (ardevur.txt, F. Sell Resources: Option #1 and #2; I want it all; Let's split it;
All roads lead to ports; Infrastructures; Negotiation Dice)."""

import pytest
from ardevur_helpers import act, fired, first_turn

from mining_games.ardevur.data import FACES
from mining_games.ardevur.sales import global_income, local_income
from mining_games.core import IllegalAction

MAGHREB_GOLD, IBERIA_GOLD = 9, 0


def test_the_rulebooks_example_10m_halved_by_a_2_is_6m():
    assert global_income([(10, True)], vessel=False, roll=2)["income"] == 6


def test_a_64_doubles_a_2_halves_other_faces_leave_the_price():
    assert [global_income([(24, True)], False, r)["income"] for r in FACES] == [12, 24, 24, 24, 24, 48]


def test_a_vessel_doubles_before_the_dice():
    f = global_income([(24, True)], vessel=True, roll=64)
    assert (f["after_vessel"], f["after_dice"], f["income"]) == (48, 96, 96)


def test_a_large_vessel_adds_a_fixed_32m_the_dice_do_not_touch():
    assert global_income([(24, True)], vessel=True, roll=2, lease=32)["income"] == 24 + 32
    assert global_income([(24, True)], vessel=True, roll=64, lease=32)["income"] == 96 + 32


def test_a_mine_without_water_sells_its_part_at_half():
    f = global_income([(16, True), (12, False)], vessel=False, roll=8)
    assert (f["base"], f["income"]) == (16 + 6, 22)


def test_a_local_sale_is_half_with_no_dice():
    assert local_income(24) == 12 and local_income(10) == 6


def test_a_local_sale_without_water_is_still_half_not_a_quarter():
    """The Water Pipeline (Structures) and Option #2 - Local Sale both put the price at half the market
    price: a mine without Water sells locally at that half too, not at half of it."""
    g, p = sell_position(MAGHREB_GOLD, (0, 0, 1, 1))            # 24M from Atlas Deep: needs a Road and Water
    g.arrange("build", p, "road", 3)                             # a Road, no Water
    act(g, "skip")
    act(g, "sell_local")
    sale = fired(g, "ardevur.sale.local")[-1]
    assert (sale.facts["value"], sale.facts["income"]) == (24, 12)
    assert sale.text == f"{g.players[p]} sells 24M of stock locally for 12M."
    assert g.money(p) == 32 + 12


def test_a_warehouse_owner_buys_a_dry_mines_local_sale_at_half():
    g, p = sell_position(MAGHREB_GOLD, (0, 0, 1, 1))
    r = (p + 1) % 3
    g.arrange("build", p, "road", 3)
    g.arrange("build", r, "warehouse", 3)
    act(g, "skip")
    act(g, "sell_local")
    assert g.to_act == (r,) and [a.label for a in g.legal_actions(r)][0] == "Buy the 24M of resources for 12M"
    assert g.prompt(r) == f"{g.players[p]} sells 24M of resources from Maghreb locally: buy them first for 12M?"
    act(g, "buy_local", player=r)
    assert fired(g, "ardevur.sale.priority")[-1].facts["price"] == 12 and g.money(p) == 44


def sell_position(stock_from, counts, money=32, seed=1):
    g = first_turn(3, seed)
    p = g.to_act[0]
    g.arrange("money", p, money)
    g.arrange("stock", p, stock_from, *counts)
    return g, p


def test_a_global_sale_in_play_rolls_once_and_pays_by_the_formula():
    for seed in range(1, 12):
        g, p = sell_position(-1, (1, 1, 1, 1), seed=seed)   # 30M of bought resources
        g.arrange("build", p, "vessel", -1)
        act(g, "skip")
        act(g, "sell_global")
        while g.stage == "rival_sale":
            act(g, "pass")
        sale = fired(g, "ardevur.sale.global")[-1]
        roll = fired(g, "ardevur.sale.roll")[-1].facts["roll"]
        assert sale.facts["roll"] == roll
        assert sale.facts["income"] == global_income([(30, True)], True, roll)["income"]
        assert g.money(p) == 32 + sale.facts["income"] and g.lots[p] == {}
        assert g.tracks["dice"] == roll
        assert g.held("market", "gold") == 8


def test_no_road_no_sale():
    g, p = sell_position(MAGHREB_GOLD, (2, 0, 0, 0))
    g.arrange("territory", p, MAGHREB_GOLD, 2) if g.owner[MAGHREB_GOLD] == -1 else None
    act(g, "skip")
    assert not any(a.kind in ("sell_global", "sell_local") for a in g.legal_actions(p))
    assert fired(g, "ardevur.sale.no_road")[-1].facts["mines"] == "Atlas Deep"
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "sell_global"))
    assert err.value.rule == "ardevur.sale.no_road"


def test_a_rivals_road_lets_the_mine_sell():
    g, p = sell_position(MAGHREB_GOLD, (2, 0, 0, 0))
    g.arrange("build", (p + 1) % 3, "road", 3)
    act(g, "skip")
    act(g, "sell_local")
    sale = fired(g, "ardevur.sale.local")[-1]
    assert (sale.facts["value"], sale.facts["income"]) == (4, 2)   # no Water: 4 -> 2 -> half is 1, even 2


def test_a_local_sale_of_stock_goes_first_to_the_regional_warehouse_owner():
    g, p = sell_position(IBERIA_GOLD, (0, 0, 1, 0))
    r = (p + 1) % 3
    g.arrange("build", r, "warehouse", 0)
    act(g, "skip")
    act(g, "sell_local")
    assert g.stage == "priority" and g.to_act == (r,)
    act(g, "pass", player=r)
    assert fired(g, "ardevur.sale.priority_pass")[-1].text.endswith("the resources go to the Market.")
    assert fired(g, "ardevur.sale.local")[-1].facts["income"] == 4


def test_the_rulebooks_example_two_mines_one_without_a_pipeline():
    # the first mine sells at full price, the second (no Water) at half
    f = global_income([(16, True), (16, False)], vessel=False, roll=8)
    assert (f["base"], f["income"]) == (16 + 8, 24)


def test_a_vessel_does_not_double_a_local_sale():
    g, p = sell_position(-1, (0, 0, 0, 1))
    g.arrange("build", p, "vessel", -1)
    act(g, "skip")
    act(g, "sell_local")
    assert fired(g, "ardevur.sale.local")[-1].facts["income"] == 8

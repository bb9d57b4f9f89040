"""ARDEVUR Extraction and Strategy phases (ardevur.txt, Turn Structure; 1 - Extraction; Tell Me
Baby, What's Your Storage?; Digging Deeper; Be a good neighbour; Upgraded Assets; 2 - Strategy)."""

import pytest
from ardevur_helpers import act, advance, at_extraction, collect_all, fired, first_turn

from mining_games.ardevur.data import CORP
from mining_games.core import IllegalAction

IBERIA_GOLD, IBERIA_SILVER, CARPATHIA_GOLD = 0, 1, 3      # Europe: 16M, 12M, 16M output
MAGHREB_GOLD, SAHEL_GOLD = 9, 12                          # Africa: 24M, needs a Road and Water


def test_extraction_collects_the_output_in_tokens():
    g, q = at_extraction([IBERIA_GOLD])
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 16
    act(g, "token", "nickel")
    act(g, "token", "copper")
    act(g, "token", "zinc")
    act(g, "token", "zinc")
    assert g.stock_value(q) == 16
    assert g.lots[q] == {"t0": [2, 1, 1, 0]}
    assert g.held(g.account(q), "zinc") == 2 and g.held("market", "zinc") == 10


def test_storage_is_32m_and_the_surplus_is_sold_locally_at_half():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))    # 24M stored already: 8M of room
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    assert g.prompt(q) == "Store tokens from Rio Tinto Ridge: 16M of output left, 8M of storage room"
    before = g.money(q)
    act(g, "token", "nickel")
    surplus = fired(g, "ardevur.extract.surplus")[-1]
    assert (surplus.facts["value"], surplus.facts["income"]) == (8, 4)
    assert g.money(q) == before + 4 and g.stock_value(q) == 32


def test_a_warehouse_doubles_storage_and_a_large_one_quadruples_it():
    g, q = at_extraction([IBERIA_GOLD])
    assert g.storage(q) == 32
    g.arrange("build", q, "warehouse", 5)
    assert g.storage(q) == 64
    g.arrange("build", q, "warehouse", 6)
    assert g.storage(q) == 64          # more Warehouses do not add storage
    g.assets[-1][1] = "large_warehouse"
    assert g.storage(q) == 128


def test_the_regional_warehouse_owner_may_buy_the_surplus_first():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))
    r = (q + 1) % 3
    g.arrange("build", r, "warehouse", 0)           # Iberia's Port Warehouse
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    rq, rr = g.money(q), g.money(r)
    act(g, "token", "nickel")
    assert g.stage == "priority" and g.to_act == (r,)
    assert "buy them first for 4M" in g.prompt(r)
    act(g, "buy_local", player=r)
    assert g.money(q) == rq + 4 and g.money(r) == rr - 4
    assert g.lots[r]["bought"] == [0, 0, 1, 0]       # 8M of resources, from the Market
    assert not fired(g, "ardevur.extract.surplus")


def test_a_warehouse_owner_who_cannot_pay_lets_the_surplus_go():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))
    r = (q + 1) % 3
    g.arrange("build", r, "warehouse", 0)
    g.arrange("money", r, 2)
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    assert "cannot pay" in fired(g, "ardevur.sale.priority_pass")[-1].text
    assert fired(g, "ardevur.extract.surplus")[-1].facts["income"] == 4


def test_an_own_factory_adds_16m():
    g, q = at_extraction([IBERIA_GOLD])
    g.arrange("build", q, "factory", 0)
    act(g, "extract", IBERIA_GOLD)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 32
    assert fired(g, "ardevur.extract.factory")


def test_a_rival_factory_adds_16m_for_an_8m_fee():
    g, q = at_extraction([IBERIA_GOLD])
    r = (q + 2) % 3
    g.arrange("build", r, "factory", 0)
    mq, mr = g.money(q), g.money(r)
    assert g.Action(q, "extract", (IBERIA_GOLD, True)) in g.legal_actions(q)
    act(g, "extract", IBERIA_GOLD, True)
    g = advance(g, "collect", q)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 32
    assert (g.money(q), g.money(r)) == (mq - 8, mr + 8)
    assert g.stats[r]["fees"] == 8


def test_mines_using_a_rivals_road_and_water_pay_2m_each():
    g, q = at_extraction([MAGHREB_GOLD])
    r = (q + 1) % 3
    g.arrange("build", r, "road", 3)
    g.arrange("build", r, "water", 3)
    mq, mr = g.money(q), g.money(r)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    fees = fired(g, "ardevur.extract.fee")
    assert [e.facts["paid"] for e in fees[-2:]] == ["2M", "2M"]
    assert (g.money(q), g.money(r)) == (mq - 4, mr + 4)
    assert g.stats[r]["fees"] == 4


def test_a_fee_is_paid_in_resources_when_money_is_short():
    g, q = at_extraction([MAGHREB_GOLD], money=0)
    r = (q + 1) % 3
    g.arrange("build", r, "road", 3)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "zinc")
    collect_all(g, q)
    fee = fired(g, "ardevur.extract.fee")[-1]
    assert fee.facts["paid"] == "1 Zinc token"
    assert g.lots[r]["bought"] == [1, 0, 0, 0]


def test_own_infrastructure_costs_no_fee():
    g, q = at_extraction([MAGHREB_GOLD])
    g.arrange("build", q, "road", 3)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    assert not fired(g, "ardevur.extract.fee")


def test_one_mine_without_an_office_two_in_a_continent_with_one():
    g, q = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD])
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    assert g.stage != "extract" or g.to_act != (q,)
    g2, q2 = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD, MAGHREB_GOLD])
    g2.arrange("build", q2, "office", 1)
    g2 = advance(g2, "extract", q2)
    act(g2, "extract", IBERIA_GOLD)
    g2 = advance(g2, "collect", q2)
    collect_all(g2, q2)
    menu = [a.args[0] for a in g2.legal_actions(q2) if a.kind == "extract"]
    assert menu == [CARPATHIA_GOLD]                  # the Office's continent only


def test_a_large_office_runs_three_mines_anywhere():
    g, q = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD, MAGHREB_GOLD])
    g.arrange("build", q, "large_office", 1)
    assert g.mine_limit(q) == (3, "Large Office")


def test_no_mines_means_no_extraction_phase():
    g = first_turn(3, 1)
    assert any(e.facts.get("phase") == "Extraction" for e in fired(g, "ardevur.turn.impossible"))


def test_strategy_takes_up_to_two_development_cards_within_the_limit_of_four():
    g = first_turn(3, 1)
    p = g.to_act[0]
    g.arrange("dev", p)
    free = g.pickable(p)
    act(g, "take_dev", free[0])
    assert g.stage == "strategy_more"
    act(g, "take_dev", g.pickable(p)[0])
    assert len(g.dev[p]) == 2
    g2 = first_turn(3, 1)
    p = g2.to_act[0]
    adv = CORP[g2.corp[p]].advantage
    cards = [c for c in ("License", "Geologist", "Machinery", "Workforce") if c != adv][:3]
    g2.arrange("dev", p, *cards)
    act(g2, "take_dev", g2.pickable(p)[0])
    if g2.stage == "strategy_more":
        act(g2, "skip")
    assert g2.stage == "dev_return"                  # 3 cards + the Market Advantage is the limit
    act(g2, "return_dev", g2.legal_actions(p)[0].args[0])
    assert len(g2.dev[p]) == 3


def test_a_third_action_card_is_refused():
    g = first_turn(3, 1)
    p = g.to_act[0]
    deck = g.decks[CORP[g.corp[p]].deck]["draw"]
    g.arrange("hand", p, *(g.hand[p] + [deck[0]]))
    assert "draw_action" not in [a.kind for a in g.legal_actions(p)]
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "draw_action"))
    assert err.value.rule == "ardevur.cards.hand_limit"


def test_the_phone_call_is_discarded_at_the_end_of_the_turn_if_unused():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "phone")
    assert g.turn["phone"] and g.market["Phone Call"] == 0
    g = advance(g, "strategy", (p + 1) % 3)
    assert fired(g, "ardevur.strategy.phone_unused") and g.market["Phone Call"] == 1


def test_a_skipped_phase_is_lost():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "skip")
    assert fired(g, "ardevur.turn.skip")[-1].text == f"{g.players[p]} skips the Strategy phase."


def test_a_surplus_without_a_road_stays_in_the_ground():
    g, q = at_extraction([MAGHREB_GOLD], stock=(0, 0, 1, 1))    # 8M of room for 24M of output
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    lost = fired(g, "ardevur.extract.no_road")[-1]
    assert (lost.facts["mine"], lost.facts["value"]) == ("Atlas Deep", 16)
    assert not fired(g, "ardevur.extract.surplus")


def test_output_no_token_can_hold_is_a_surplus():
    g, q = at_extraction([IBERIA_SILVER])                         # 12M of output
    r = (q + 1) % 3
    g.arrange("stock", r, -1, 12, 10, 0, 0)                     # every Zinc and Copper token is taken
    act(g, "extract", IBERIA_SILVER)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    assert fired(g, "ardevur.extract.token_short")[-1].facts["value"] == 4
    assert fired(g, "ardevur.extract.surplus")[-1].facts["income"] == 2


def test_drawing_an_action_card_in_the_strategy_phase():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "draw_action")
    assert len(g.hand[p]) == 2 and g.held(g.account(p), "action") == 2
    assert fired(g, "ardevur.strategy.action")[-1].text == f"{g.players[p]} draws an Action card."

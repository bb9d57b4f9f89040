"""ARDEVUR Development phase (ardevur.txt, 3 - Development: A-E; What is yours, is mine; All roads
lead to ports; Structures; Money...to get away; E. Make a Phone Call)."""

import pytest
from ardevur_helpers import act, advance, at_develop, build, fired, to_develop

from mining_games.ardevur.data import CORP, TARGETS, TERRITORIES
from mining_games.core import IllegalAction

UPGRADE_TARGET = next(t.key for t in TARGETS if t.reward == "upgrade")


def own_unexplored(g, p):
    return [t for t in range(24) if g.owner[t] == p and g.site[t] == 0][0]


def test_exploration_returns_license_and_geologist_and_pays_the_cost():
    g, p = at_develop(("License", "Geologist"), 32)
    t = own_unexplored(g, p)
    to_develop(g)
    build(g, "explore", t)
    cost = TERRITORIES[t].explore
    assert g.site[t] == 1 and g.money(p) == 32 - cost
    assert "License" not in g.dev[p] and "Geologist" not in g.dev[p]
    assert fired(g, "ardevur.dev.explore")[-1].text == f"{g.players[p]} explores {TERRITORIES[t].name} for {cost}M."


def test_exploitation_waits_for_a_later_turn():
    g, p = at_develop(("License", "Geologist", "Machinery"), 40)
    t = own_unexplored(g, p)
    g.arrange("targets", p, next(x.key for x in TARGETS if x.reward != "upgrade"))   # keeps the turn going
    to_develop(g)
    build(g, "explore", t)
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "build", ("exploit", t, "", -1, TERRITORIES[t].exploit)))
    assert err.value.rule in ("ardevur.dev.two_turns", "ardevur.dev.no_build_after_global")
    assert "explored this turn" in str(err.value)


def test_exploitation_makes_an_active_mine_and_a_european_one_earns_an_incentive():
    for seed in range(1, 30):
        g, p = at_develop(("Machinery", "Workforce"), 40, seed=seed)
        t = [t for t in range(24) if g.owner[t] == p][0]
        if TERRITORIES[t].incentive:
            break
    g.arrange("territory", p, t, 1)
    to_develop(g)
    build(g, "exploit", t)
    assert g.site[t] == 2 and g.money(p) == 40 - TERRITORIES[t].exploit
    assert g.entitled[p] == 1
    g = advance(g, "reward", p)
    act(g, "claim_incentive")
    assert g.score(p) == 2 and g.incentives[p] == [0]


def test_the_market_advantage_stands_in_for_its_card():
    g, p = at_develop((), 40)
    adv = CORP[g.corp[p]].advantage
    assert adv == "Workforce"                       # G.R.E.A.T. Mining needs no Workforce card
    g.arrange("dev", p, "Machinery")
    t = own_unexplored(g, p)
    g.arrange("territory", p, t, 1)
    to_develop(g)
    build(g, "exploit", t)
    assert fired(g, "ardevur.dev.advantage")[-1].facts["card"] == "Workforce"
    assert g.site[t] == 2 and g.dev[p] == []


def test_a_road_costs_8m_water_4m_at_most_two_across_africa():
    g, p = at_develop(("Road",), 32)
    to_develop(g)
    act(g, "build", "road")
    assert g.stage == "build_pick" and len(g.legal_actions(p)) == 5
    act(g, "build", "road", 3)
    assert g.money(p) == 24 and [i[:3] for i in g.infra] == [[p, "road", 3]]
    g2, p2 = at_develop(("Water",), 32)
    g2.arrange("build", p2, "road", 4)
    g2.arrange("build", p2, "road", 5)
    act(g2, "skip")
    assert g2.stage != "develop"                 # both markers are Roads: a Water permit cannot move one
    g3, p3 = at_develop(("Road",), 32)
    g3.arrange("build", p3, "road", 4)
    g3.arrange("build", p3, "water", 5)
    to_develop(g3)
    act(g3, "build", "road")
    moves = g3.legal_actions(p3)
    assert all(a.args[3] == 4 for a in moves) and len(moves) == 4
    act(g3, "build", "road", 3)
    assert fired(g3, "ardevur.dev.dismantle")[-1].text.startswith(f"{g3.players[p3]} dismantles the Road in Sahel")
    assert sorted(i[2] for i in g3.infra if i[0] == p3) == [3, 5]


def test_assets_cost_16_24_and_32m():
    for card, kind, cost in (("Warehouse", "warehouse", 16), ("Office", "office", 24), ("Vessel", "vessel", 32)):
        g, p = at_develop((card,), 40)
        to_develop(g)
        build(g, kind, 2 if kind != "vessel" else -1)
        assert g.money(p) == 40 - cost and g.has_asset(p, kind)


def test_one_warehouse_per_region_across_players():
    g, p = at_develop(("Warehouse",), 40)
    g.arrange("build", (p + 1) % 3, "warehouse", 2)
    to_develop(g)
    act(g, "choose", "asset") if g.stage == "develop" and not any(
        a.kind == "build" for a in g.legal_actions(p)) else None
    if g.stage == "develop":
        act(g, "build", "warehouse")
    assert 2 not in [a.args[1] for a in g.legal_actions(p)]


def test_an_upgrade_spends_a_reward_card_in_standard_mode():
    g, p = at_develop(("Warehouse",), 40)
    g.arrange("build", p, "warehouse", 2)
    g.arrange("targets", p, UPGRADE_TARGET)
    sp = g.score(p)
    to_develop(g)
    build(g, "large_warehouse")
    assert g.money(p) == 8 and g.storage(p) == 128
    assert g.score(p) == sp - TARGETS[UPGRADE_TARGET].sp and g.targets[p] == []
    assert fired(g, "ardevur.dev.reward_spent")


def test_without_a_reward_card_the_phone_call_pays_double():
    g, p = at_develop(("Warehouse",), 80)
    g.arrange("build", p, "warehouse", 2)
    act(g, "phone")
    assert g.stage == "develop"
    build(g, "large_warehouse", 2, "phone")
    assert g.money(p) == 80 - 64
    assert fired(g, "ardevur.phone.invest")[-1].text.endswith("a reward card: the cost doubles to 64M.")
    assert g.market["Phone Call"] == 1            # a used Phone Call goes back to the Market


def test_fair_play_upgrades_need_no_reward_card():
    g, p = at_develop(("Vessel",), 80, mode="fair_play")
    g.arrange("build", p, "vessel", -1)
    to_develop(g)
    build(g, "large_vessel")
    assert g.money(p) == 16 and fired(g, "ardevur.dev.fair_upgrade")


def test_a_factory_needs_a_mine_in_its_region():
    g, p = at_develop(("Factory",), 80, mode="fair_play")
    t = [t for t in range(24) if g.owner[t] == p][0]
    g.arrange("territory", p, t, 2)
    to_develop(g)
    build(g, "factory")
    assert g.assets[-1] == [p, "factory", TERRITORIES[t].region] and g.money(p) == 16


def test_a_loan_covers_exactly_the_shortfall_and_is_repaid_double():
    g, p = at_develop(("Vessel",), 20)
    act(g, "phone")
    build(g, "vessel", -1, "loan")
    assert fired(g, "ardevur.phone.borrow")[-1].facts == {"amount": 12, "owed": 24}
    assert g.money(p) == 0 and g.debt[p] == 24
    g.arrange("money", p, 30)
    g = advance(g, "strategy", (p + 1) % 3)       # checked at the end of the turn
    assert g.debt[p] == 0 and g.money(p) == 6
    assert fired(g, "ardevur.phone.repay")[-1].facts["amount"] == 24


def test_no_building_after_a_global_sale():
    g, p = at_develop(("Warehouse",), 40)
    g.arrange("stock", p, -1, 2, 0, 0, 0)
    money_target = next(t.key for t in TARGETS if t.reward != "upgrade")
    g.arrange("targets", p, money_target)          # something to do in the Reward phase
    to_develop(g)
    act(g, "sell_global")
    g = advance(g, "reward", p)
    assert g.turn["player"] == p and g.turn["sold_global"]
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "build", ("warehouse", 2, "", -1, 16)))
    assert err.value.rule == "ardevur.dev.no_build_after_global"


def test_a_local_sale_still_allows_building():
    g, p = at_develop(("Warehouse",), 40)
    g.arrange("stock", p, -1, 0, 0, 1, 0)
    to_develop(g)
    act(g, "sell_local")
    assert g.money(p) == 44 and g.stage == "develop"
    build(g, "warehouse", 2)
    assert g.money(p) == 28


def test_the_fourth_active_mine_is_the_last():
    g, p = at_develop(("Machinery", "Workforce"), 40)
    mine = [t for t in range(24) if g.owner[t] == p]
    for t in mine:
        g.arrange("territory", p, t, 2)
    extra = [t for t in g.decks["territories"]["draw"] if not g.would_monopolise(p, t)][:2]
    g.arrange("territory", p, extra[0], 2)
    g.arrange("territory", p, extra[1], 1)
    to_develop(g)
    build(g, "exploit", extra[1])
    assert fired(g, "ardevur.dev.mine_limit")[-1].text == f"{g.players[p]} now runs 4 active mines, the most allowed."


def test_the_rulebooks_example_a_vessel_without_a_permit_costs_64m_by_phone():
    g, p = at_develop((), 70)
    act(g, "phone")
    build(g, "vessel", -1, "phone")
    assert g.money(p) == 70 - 64 and g.has_asset(p, "vessel")


def test_cards_picked_in_the_strategy_phase_serve_the_same_turn():
    g, p = at_develop(("License",), 40)
    t = own_unexplored(g, p)
    act(g, "take_dev", "Geologist") if "Geologist" in g.pickable(p) else None
    if g.stage == "strategy_more":
        act(g, "skip")
    assert "Geologist" in g.dev[p]
    build(g, "explore", t)
    assert g.site[t] == 1

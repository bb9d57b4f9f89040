"""ARDEVUR Development phase (ardevur.txt, 3 - Development: A-E; What is yours, is mine; All roads
lead to ports; Structures; Money...to get away; E. Make a Phone Call)."""

import pytest
from ardevur_helpers import act, advance, at_develop, build, fired, first_turn, territory_deck, to_develop

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
    g3, p3 = at_develop(("Road",), 32)
    g3.arrange("build", p3, "road", 4)
    g3.arrange("build", p3, "water", 5)
    to_develop(g3)
    act(g3, "build", "road")
    moves = g3.legal_actions(p3)
    # the four African regions without its Road, and either marker may go: the Road in Sahel (4) or the
    # Water in the Congo Basin (13 = 8 regions + 5)
    assert sorted(a.args[3] for a in moves) == [4] * 4 + [13] * 4
    act(g3, "build", "road", 3, "", 4)
    assert fired(g3, "ardevur.dev.dismantle")[-1].text == (f"{g3.players[p3]} dismantles the Road in Sahel and "
                                                           "reuses its marker for a Road in Maghreb, for 8M.")
    assert sorted(i[2] for i in g3.infra if i[0] == p3) == [3, 5]


def test_a_dismantled_marker_may_come_back_as_the_other_kind():
    """B. Build Infrastructure: the box has one Road / Water marker type, and the dismantled one is
    reused with a new Road or Water permit: two Roads and a Water permit may become a Road and a Water."""
    g, p = at_develop(("Water",), 40)
    g.arrange("build", p, "road", 4)                 # Sahel
    g.arrange("build", p, "road", 5)                 # Congo Basin
    to_develop(g)                                    # before: nothing to do in Development
    act(g, "build", "water")
    moves = g.legal_actions(p)
    # five African regions, either Road: 10 places
    assert sorted((a.args[1], a.args[3]) for a in moves) == [(r, old) for r in range(3, 8) for old in (4, 5)]
    assert {a.args[4] for a in moves} == {4}
    labels = [a.label for a in moves if a.args[1:4] == (5, "", 4)]
    assert labels == ["Replace your Road in Sahel with a Water Pipeline in Congo Basin for 4M"]
    act(g, "build", "water", 5, "", 4)
    e = fired(g, "ardevur.dev.dismantle")[-1]
    assert e.text == (f"{g.players[p]} dismantles the Road in Sahel and reuses its marker for a Water Pipeline "
                      "in Congo Basin, for 4M.")
    assert sorted(i[1:3] for i in g.infra if i[0] == p) == [["road", 5], ["water", 5]]
    assert g.money(p) == 36 and g.dev[p] == [] and g.market["Water"] == 1


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


def test_the_holder_chooses_which_upgrade_card_to_spend():
    """Rewards and Money...to get away: a player exchanges one of their cards; with two upgrade
    cards, the player chooses which (here the Gold one, worth more points than the Silver)."""
    silver = next(t.key for t in TARGETS if t.reward == "upgrade" and t.tier == "Silver")
    gold = next(t.key for t in TARGETS if t.reward == "upgrade" and t.tier == "Gold")
    g, p = at_develop(("Warehouse",), 40)
    g.arrange("build", p, "warehouse", 2)
    g.arrange("targets", p, silver, gold)
    assert g.score(p) == 3 + 5
    to_develop(g)
    build(g, "large_warehouse")
    assert g.stage == "spend_pick" and g.to_act == (p,) and g.assets == [[p, "warehouse", 2]]
    assert [a.label for a in g.legal_actions(p)] == [
        f"Spend the Silver Target '{TARGETS[silver].text}' on the upgrade",
        f"Spend the Gold Target '{TARGETS[gold].text}' on the upgrade"]
    act(g, "spend", f"t{gold}")
    spent = fired(g, "ardevur.dev.reward_spent")[-1]
    assert spent.facts == {"card": f"the Target '{TARGETS[gold].text}'", "sp": 5}
    assert g.targets[p] == [silver] and g.score(p) == 3
    assert g.money(p) == 40 - 32 and g.assets == [[p, "large_warehouse", 2]] and g.dev[p] == []


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
    extra = [t for t in territory_deck(g) if not g.would_monopolise(p, t)][:2]
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


def five_territories(g, p, explored):
    """p holds five Territories, the first ``explored`` of them exploration sites, the rest unexplored."""
    held = [t for t in range(24) if g.owner[t] == p]
    while len(held) < 5:
        t = next(t for t in territory_deck(g) if not g.would_monopolise(p, t))
        g.arrange("territory", p, t, 0)
        held.append(t)
    for i, t in enumerate(held):
        g.arrange("territory", p, t, 1 if i < explored else 0)
    return held


def test_four_site_markers_allow_four_sites_explored_or_active():
    """Components: 16 Exploration / Mining Site markers, 4 a corporation; Money...to get away: no more
    structures than the markers allow. A fifth Territory (a Land Grab) waits for a free marker."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    adv = CORP[g.corp[p]].advantage
    g.arrange("dev", p, *[c for c in ("License", "Geologist") if c != adv])
    g.arrange("money", p, 40)
    held = five_territories(g, p, 3)
    to_develop(g)
    build(g, "explore", held[3])
    limit = fired(g, "ardevur.dev.site_limit")[-1]
    assert limit.player == p and limit.text == (f"{g.players[p]} now has 4 sites explored or active: every site "
                                                "marker is out.")
    assert g.sites_held(p) == 4 and g.site[held[4]] == 0

    g2 = first_turn(3, 1)
    p2 = g2.to_act[0]
    g2.arrange("dev", p2, "Road", *[c for c in ("License", "Geologist") if c != adv])
    g2.arrange("money", p2, 40)
    held2 = five_territories(g2, p2, 4)
    to_develop(g2)                                    # a Road could be built, no fifth site explored
    assert [a.label for a in g2.legal_actions(p2)] == ["Build a Road (choose where next) for 8M",
                                                        "Skip the Development phase"]
    with pytest.raises(IllegalAction) as err:
        g2.apply(g2.Action(p2, "build", ("explore", held2[4], "", -1, TERRITORIES[held2[4]].explore)))
    assert err.value.rule == "ardevur.dev.site_limit" and "4 sites explored or active" in str(err.value)

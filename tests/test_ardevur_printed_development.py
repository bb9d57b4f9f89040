"""ARDEVUR's Strategy and Development numbers and conditions in play (ardevur.txt: 2 - Strategy;
3 - Development: A-E; Structures; Money...to get away; Government Incentives)."""

from ardevur_helpers import act, advance, at_develop, build, first_turn, give_mine, grid, to_develop

from mining_games.ardevur.data import TARGETS

UPGRADE_TARGET = next(t.key for t in TARGETS if t.reward == "upgrade")
IBERIA_GOLD, MAGHREB_GOLD = 0, 9
IBERIA, SCANDIA, MAGHREB = 0, 2, 3


def offered(g, p):
    """The kinds of build on ``p``'s Development menu (a category with several is "choose <it>")."""
    return {a.args[0] if a.kind == "build" else f"choose {a.args[0]}" for a in g.legal_actions(p)
            if a.kind in ("build", "choose")}


def test_strategy_takes_at_most_two_development_cards():
    """2 - Strategy: one or two Development cards, no more."""
    g, p = at_develop(())
    act(g, "take_dev", g.pickable(p)[0])
    assert g.stage == "strategy_more"
    act(g, "take_dev", g.pickable(p)[0])
    assert g.stage != "strategy_more" and len(g.dev[p]) == 2


def test_a_water_pipeline_costs_4m():
    """Structures: Water Pipeline, 4M."""
    g, p = at_develop(("Water",), 32)
    to_develop(g)
    build(g, "water", MAGHREB)
    assert g.money(p) == 28 and [i[:3] for i in g.infra] == [[p, "water", MAGHREB]]


def test_a_large_office_costs_48m_an_office_permit_and_a_reward_card():
    """Upgraded Assets: Large Office, 48M, an Office permit and a reward; it runs 3 mines."""
    g, p = at_develop(("Office",), 60)
    g.arrange("build", p, "office", SCANDIA)
    g.arrange("targets", p, UPGRADE_TARGET)
    to_develop(g)
    build(g, "large_office")
    assert g.money(p) == 12 and g.targets[p] == [] and g.dev[p] == []
    assert g.mine_limit(p) == (3, "Large Office")


def test_in_standard_a_factory_needs_a_reward_card():
    """Upgraded Assets; Money...to get away: outside Fair Play a Factory also takes a card's reward."""
    g, p = at_develop(("Factory", "Warehouse"), 200)
    give_mine(g, p, IBERIA_GOLD)
    to_develop(g)
    assert offered(g, p) == {"warehouse"}
    g, p = at_develop(("Factory", "Warehouse"), 200)
    give_mine(g, p, IBERIA_GOLD)
    g.arrange("targets", p, UPGRADE_TARGET)
    to_develop(g)
    assert offered(g, p) == {"warehouse", "factory"}
    build(g, "factory", IBERIA)
    assert g.money(p) == 200 - 64 and g.targets[p] == []


def test_a_factory_may_only_go_to_a_region_of_ones_mines():
    """D. Upgrade Assets: no Factory in a region where the builder runs no mine."""
    g, p = at_develop(("Factory",), 80, mode="fair_play")
    give_mine(g, p, IBERIA_GOLD)
    give_mine(g, p, MAGHREB_GOLD)
    to_develop(g)
    act(g, "build", "factory")
    assert g.stage == "build_pick"
    assert [a.args[1] for a in g.legal_actions(p)] == [IBERIA, MAGHREB]


def test_one_development_action_per_turn():
    """3 - Development: one action in the phase; a second permit waits for another turn."""
    g, p = at_develop(("Warehouse", "Office"), 80)
    to_develop(g)
    build(g, "warehouse", SCANDIA)
    assert not (g.stage in ("develop", "build_pick") and g.to_act == (p,))
    assert g.money(p) == 64 and g.dev[p] == ["Office"] and not g.has_asset(p, "office")


def test_used_development_cards_go_back_to_the_market():
    """Development Cards: a card used to build returns to the Market."""
    g, p = at_develop(("License", "Geologist"), 32)
    t = next(t for t in range(24) if g.owner[t] == p)
    before = dict(g.market)
    to_develop(g)
    build(g, "explore", t)
    assert g.market["License"] == before.get("License", 0) + 1
    assert g.market["Geologist"] == before.get("Geologist", 0) + 1


def test_an_african_mine_earns_no_government_incentive():
    """Government Incentives: only a European mine equipped for Exploitation earns one."""
    g, p = at_develop(("Machinery", "Workforce"), 40)
    give_mine(g, p, MAGHREB_GOLD, 1)
    to_develop(g)
    build(g, "exploit", MAGHREB_GOLD)
    assert g.site[MAGHREB_GOLD] == 2 and g.money(p) == 40 - 24
    assert g.entitled[p] == 0
    reward = g.legal_actions(p) if g.stage == "reward" and g.to_act == (p,) else []
    assert "claim_incentive" not in [a.kind for a in reward]


def test_a_loan_builds_at_once_and_is_repaid_when_the_money_equals_twice_it():
    """E. Make a Phone Call, Option #3: the loan is the missing sum, needs no action of its own,
    and twice the sum goes back as soon as the borrower holds it."""
    g, p = at_develop(("Vessel",), 20)
    act(g, "phone")
    build(g, "vessel", -1, "loan")
    assert g.has_asset(p, "vessel") and g.debt[p] == 24 and g.money(p) == 0
    g.arrange("money", p, 24)
    g = advance(g, "strategy", (p + 1) % 3)
    assert g.debt[p] == 0 and g.money(p) == 0


def test_shifting_a_target_with_the_phone_call_costs_nothing():
    """E. Make a Phone Call, Option #2: a Target leaves the grid at no cost."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    money = g.money(p)
    act(g, "phone")
    if g.stage == "develop":
        act(g, "skip")
    top = grid(g)[3][0]
    act(g, "shift", top)
    assert g.money(p) == money and g.market["Phone Call"] == 1
    assert top not in [t for pile in grid(g) for t in pile]


def test_government_incentives_run_out_after_six():
    """Government Incentives: only so many are issued; once all 6 are claimed, a European mine
    equipped earns nothing more."""
    g = first_turn(2, 1)
    for p, mines in ((0, (0, 1, 3, 4)), (1, (2, 5, 6))):     # 7 European mines for 6 Incentives
        for t in mines:
            give_mine(g, p, t)
    for _ in range(6):                                       # one claim per turn, turn after turn
        g = advance(g, "reward")
        act(g, "claim_incentive")
    assert [len(i) for i in g.incentives] == [3, 3] and g.entitled == [1, 0]
    g.arrange("targets", 0, next(t.key for t in TARGETS if t.reward != "upgrade"))   # a Reward to be asked
    g = advance(g, "reward", 0)
    assert "claim_incentive" not in [a.kind for a in g.legal_actions(0)]

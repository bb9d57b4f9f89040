"""Titans: a turn's four phases (Mining & Planting, Trading, Building, Buying), with numbers."""

import pytest
from titans_helpers import act, finish_turn, hand, offer, placed, rules_of, set_hand, set_trees, to_phase, trees

from mining_games.core import IllegalAction, Transfer
from mining_games.core.words import count
from mining_games.titans.data import BANK_TRADES, TECHNOLOGY


@pytest.fixture
def g():
    """Seed 1: order Cy (2), Ana (0), Ben (1). Cy owns Oil 7 and Silicon 11; it is Cy's turn."""
    game = placed()
    assert game.current == 2
    return game


# ---------------------------------------------------------------- Mining


@pytest.mark.parametrize("tile, kind, cost", [(2, "wood", 1), (6, "oil", 2), (10, "silicon", 3), (13, "alloy", 4)])
def test_mining_tree_cost(tile, kind, cost):
    g = placed()
    owner = g.owner[tile]
    g.arrange("turn", owner)
    ev = act(g, "mine", tile, kind.capitalize())[0]
    assert ev.rule == "titans.mining.tree_cost"
    assert ev.changes == [Transfer("trees", cost, f"tile{tile}", "supply"), Transfer(kind, 1, "bank", f"p{owner}")]
    assert trees(g, tile) == 10 - cost
    assert ev.text.endswith(f"{count(cost, 'tree')} removed, {10 - cost} left, +1 {kind.capitalize()}.")


def test_mining_again_and_again_until_trees_run_out(g):
    for left in (8, 6, 4, 2):
        act(g, "mine", 7, "Oil")
        assert trees(g, 7) == left
    assert hand(g, 2) == {"oil": 4}
    set_trees(g, 11, 2)
    assert g.action(2, "mine", 11, "Silicon") not in g.legal_actions(2)
    with pytest.raises(IllegalAction, match="needs 3 trees; it has 2") as err:
        act(g, "mine", 11, "Silicon")
    assert err.value.rule == "titans.mining.tree_cost"


def test_last_tree_kills_the_tile_and_the_factory_is_lost(g):
    set_trees(g, 7, 2)
    events = act(g, "mine", 7, "Oil")
    assert rules_of(events) == ["titans.mining.tree_cost", "titans.mining.exhausted"]
    assert not g.alive[7] and g.owner[7] is None
    assert g.held("tile7", "factory") == 0 and g.held("removed", "factory") == 1
    assert g.held("p2", "factory") == 4   # not returned to Cy
    assert "Cy's factory is lost" in events[1].text


def test_only_the_owner_mines(g):
    with pytest.raises(IllegalAction, match="Tile 6 is not Cy's"):
        act(g, "mine", 6, "Oil")


def test_upgraded_factory_mines_for_one_tree_fewer(g):
    g.arrange("upgrade", 7)
    g.arrange("upgrade", 11)
    events = act(g, "mine", 7, "Oil")
    assert rules_of(events) == ["titans.mining.upgraded", "titans.mining.tree_cost"]
    assert events[0].text == "The upgraded factory on tile 7 mines Oil for 1 tree instead of 2."
    assert trees(g, 7) == 9 and hand(g, 2) == {"oil": 1}
    act(g, "mine", 11, "Silicon")
    assert trees(g, 11) == 8 and hand(g, 2) == {"oil": 1, "silicon": 1}


def test_upgraded_wood_gives_two_wood_for_one_tree():
    g = placed()
    g.arrange("turn", 0)   # Ana owns Wood 2
    g.arrange("upgrade", 2)
    events = act(g, "mine", 2, "Wood")
    assert trees(g, 2) == 9 and hand(g, 0) == {"wood": 2}
    assert events[-1].facts["got"] == 2
    # the yield doubles; no tree is saved (a Wood mining costs one tree either way)
    assert events[0].text == "The upgraded factory on tile 2 yields 2 Wood for 1 tree."
    assert events[-1].text == "Ana mines Wood on tile 2: 1 tree removed, 9 left, +2 Wood."


# ---------------------------------------------------------------- Planting


def test_planting_as_many_trees_as_tiles_owned_not_on_mined_tiles(g):
    act(g, "mine", 7, "Oil")
    assert g.action(2, "plant", 7) not in g.legal_actions(2)
    with pytest.raises(IllegalAction, match="mined this turn") as err:
        act(g, "plant", 7)
    assert err.value.rule == "titans.planting.not_mined"
    events = act(g, "plant", 11)
    assert events[0].text == "Cy plants a tree on tile 11: 11 trees (1 planting left this turn)."
    act(g, "plant", 11)
    assert trees(g, 11) == 12 and g.plants_left() == 0
    with pytest.raises(IllegalAction, match="No plantings are left") as err:
        act(g, "plant", 11)
    assert err.value.rule == "titans.planting.plant"


def test_a_tile_planted_this_turn_may_still_be_mined(g):
    """Planting: the rulebook forbids planting on a tile mined this turn, not the other way round."""
    act(g, "plant", 11)
    assert g.action(2, "mine", 11, "Silicon") in g.legal_actions(2)
    act(g, "mine", 11, "Silicon")
    assert trees(g, 11) == 8


def test_variant_forbids_mining_a_tile_planted_this_turn():
    g = placed(strict_mine_or_plant=True)
    act(g, "plant", 11)
    assert g.action(2, "mine", 11, "Silicon") not in g.legal_actions(2)
    with pytest.raises(IllegalAction, match="planted this turn") as err:
        act(g, "mine", 11, "Silicon")
    assert err.value.rule == "titans.mining.not_planted"
    act(g, "mine", 7, "Oil")                 # the tile not planted may be mined


def test_planting_allowance_falls_when_a_tile_dies_mid_turn(g):
    """Planting: as many trees as tiles owned; a tile mined to death no longer counts."""
    assert g.plants_left() == 2
    set_trees(g, 7, 2)
    act(g, "mine", 7, "Oil")                 # tile 7 dies: Cy owns one tile now
    assert not g.alive[7] and g.plants_left() == 1
    assert g.prompt(2).startswith("Mine or plant on your tiles (1 planting left)")
    act(g, "plant", 11)
    assert g.plants_left() == 0 and not any(a.kind == "plant" for a in g.legal_actions(2))


def test_planting_never_above_the_cap(g):
    g.arrange("health", 11)
    set_trees(g, 11, 11)
    assert g.action(2, "plant", 11) not in g.legal_actions(2)
    with pytest.raises(IllegalAction, match="tree cap of 11") as err:
        act(g, "plant", 11)
    assert err.value.rule == "titans.planet.tree_cap"


def test_plantings_count_every_tile_owned():
    g = placed(players=4, picks={0: (6, 2), 1: (13, 10), 2: (7, 11), 3: (16, 15)})
    p = g.current
    g.arrange("factory", 1, p)   # a third tile for this test
    g.arrange("turn", p)
    assert g.plants_left() == 3


# ---------------------------------------------------------------- Trading


def test_bank_trades_at_tree_value(g):
    to_phase(g, "Trading")
    set_hand(g, 2, alloy=1)
    menu = [a for a in g.legal_actions(2) if a.kind == "bank"]
    assert sorted(a.label for a in menu) == sorted([
        "Bank: 1 Alloy → 4 Wood", "Bank: 1 Alloy → 2 Wood + 1 Oil", "Bank: 1 Alloy → 2 Oil",
        "Bank: 1 Alloy → 1 Wood + 1 Silicon"])
    i = next(i for i, (give, get) in enumerate(BANK_TRADES)
             if give == {"alloy": 1} and get == {"silicon": 1, "wood": 1})
    ev = act(g, "bank", i)[0]
    assert hand(g, 2) == {"silicon": 1, "wood": 1}
    assert ev.text == "Cy trades 1 Alloy for 1 Wood + 1 Silicon with the bank (value 4)."
    j = next(i for i, (give, get) in enumerate(BANK_TRADES) if give == {"silicon": 1, "wood": 1})
    act(g, "bank", j)
    assert hand(g, 2) == {"alloy": 1}


def test_every_bank_trade_is_of_equal_value():
    from mining_games.titans.data import value
    assert len(BANK_TRADES) == 14
    for give, get in BANK_TRADES:
        assert value(give) == value(get)


def test_trade_offer_of_several_kinds_accepted_moves_goods_both_ways(g):
    """Trading: players trade in whatever way they choose: several kinds and amounts each side."""
    to_phase(g, "Trading")
    set_hand(g, 2, silicon=2, alloy=1)
    set_hand(g, 0, wood=5, oil=2)
    act(g, "offer", 0, "Ana")
    assert g.stage == "offer_draft" and g.to_act == (2,)
    for r in ("silicon", "alloy", "silicon"):
        act(g, "offer_give", r)
    assert g.action(2, "offer_give", "silicon") not in g.legal_actions(2)   # Cy holds only 2
    for r in ("wood",) * 4 + ("oil",):
        act(g, "offer_ask", r)
    assert g.action(2, "offer_ask", "silicon") not in g.legal_actions(2)    # not what Cy gives
    assert g.prompt(2) == ("Your offer to Ana: you give 2 Silicon + 1 Alloy, you ask for 4 Wood + 1 Oil. "
                           "Add to either side, send it, or withdraw it")
    ev = act(g, "offer_send")[0]
    assert ev.rule == "titans.trading.offer" and ev.text == "Cy offers Ana 2 Silicon + 1 Alloy for 4 Wood + 1 Oil."
    assert g.to_act == (0,) and g.stage == "offer_reply"
    assert g.prompt(0) == "Cy offers you 2 Silicon + 1 Alloy for 4 Wood + 1 Oil: accept or decline?"
    ev = act(g, "offer_accept")[0]
    assert ev.rule == "titans.trading.accept"
    assert ev.text == "Ana accepts Cy's offer: gives 4 Wood + 1 Oil, receives 2 Silicon + 1 Alloy."
    assert hand(g, 2) == {"wood": 4, "oil": 1} and hand(g, 0) == {"wood": 1, "oil": 1, "silicon": 2, "alloy": 1}
    assert g.to_act == (2,) and g.stage == "trade" and g.offer is None


def test_trade_offer_declined_changes_nothing(g):
    to_phase(g, "Trading")
    set_hand(g, 2, silicon=2)
    set_hand(g, 1, alloy=1)
    offer(g, 1, give={"silicon": 2}, ask={"alloy": 1})
    ev = act(g, "offer_decline")[0]
    assert ev.text == "Ben declines Cy's offer."
    assert hand(g, 2) == {"silicon": 2} and hand(g, 1) == {"alloy": 1}


def test_a_half_built_offer_can_be_withdrawn(g):
    to_phase(g, "Trading")
    set_hand(g, 2, silicon=2)
    set_hand(g, 0, wood=3)
    act(g, "offer", 0, "Ana")
    act(g, "offer_give", "silicon")
    assert g.action(2, "offer_send") not in g.legal_actions(2)     # nothing asked yet
    ev = act(g, "offer_withdraw")[0]
    assert ev.rule == "titans.trading.withdraw" and ev.text == "Cy withdraws the offer to Ana."
    assert g.stage == "trade" and g.offer is None and g.turn["offers"] == 0
    assert hand(g, 2) == {"silicon": 2} and hand(g, 0) == {"wood": 3}


def test_cannot_accept_without_the_goods_and_offers_per_turn_are_an_option(g):
    to_phase(g, "Trading")
    set_hand(g, 2, silicon=3)
    set_hand(g, 0, wood=1)
    for k in range(3):
        act(g, "offer", 0, "Ana")
        act(g, "offer_give", "silicon")
        act(g, "offer_ask", "wood")
        if k == 0:
            set_hand(g, 0)           # Ana cannot pay what Cy asks: she may only decline
        events = act(g, "offer_send")
        if k == 0:
            assert [a.kind for a in g.legal_actions(0)] == ["offer_decline"]
        act(g, "offer_decline")
        set_hand(g, 0, wood=1)
    assert "titans.trading.offer_limit" in rules_of(events)
    assert events[-1].text == "Cy has sent 3 offers this turn, the limit."
    assert not any(a.kind == "offer" for a in g.legal_actions(2))
    with pytest.raises(IllegalAction, match="3 offers this turn") as err:
        act(g, "offer", 0, "Ana")
    assert err.value.rule == "titans.trading.offer_limit"
    g5 = placed(offers_per_turn=5)
    to_phase(g5, "Trading")
    set_hand(g5, 2, silicon=1)
    set_hand(g5, 0, wood=1)
    for _ in range(5):
        offer(g5, 0, give={"silicon": 1}, ask={"wood": 1})
        act(g5, "offer_decline")
    assert not any(a.kind == "offer" for a in g5.legal_actions(2))


# ---------------------------------------------------------------- Building and Planet Health


def test_factory_next_to_yours_costs_1_wood_2_oil_and_one_planet_health(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=3, oil=4)
    events = act(g, "build", 12, "adjacent")
    assert rules_of(events) == ["titans.building.factory_adjacent", "titans.planet.build_cost"]
    assert hand(g, 2) == {"wood": 2, "oil": 2}
    assert g.owner[12] == 2 and g.held("p2", "factory") == 3
    assert g.tracks["planet_health"] == 20


def test_factory_away_from_yours_costs_2_wood_2_oil(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=2, oil=2)
    assert g.action(2, "build", 1, "far") in g.legal_actions(2)
    assert g.action(2, "build", 1, "adjacent") not in g.legal_actions(2)
    act(g, "build", 1, "far")
    assert hand(g, 2) == {} and g.owner[1] == 2 and g.tracks["planet_health"] == 20


def test_build_refused_without_resources(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=1, oil=1)
    with pytest.raises(IllegalAction, match=r"costs 1 Wood \+ 2 Oil; Cy has 1 Wood \+ 1 Oil") as err:
        act(g, "build", 12, "adjacent")
    assert err.value.rule == "titans.building.factory_adjacent"


def test_one_factory_per_tile(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=5, oil=5)
    assert not any(a.args[:1] == (6,) for a in g.legal_actions(2) if a.kind == "build")
    with pytest.raises(IllegalAction, match="already has a factory") as err:
        act(g, "build", 6, "adjacent")
    assert err.value.rule == "titans.building.one_factory_per_tile"


def test_upgrade_costs_3_wood_2_oil_2_trees_and_returns_the_single_piece(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=3, oil=2)
    events = act(g, "upgrade", 11)
    assert rules_of(events) == ["titans.building.upgrade", "titans.planet.build_cost"]
    assert hand(g, 2) == {} and trees(g, 11) == 8 and g.upgraded[11]
    assert g.held("tile11", "upgraded_factory") == 1 and g.held("tile11", "factory") == 0
    assert g.held("p2", "factory") == 5 and g.held("p2", "upgraded_factory") == 2
    assert g.tracks["planet_health"] == 20
    assert events[0].text == "Cy upgrades the factory on tile 11 for 3 Wood + 2 Oil and 2 trees (8 trees left)."
    set_hand(g, 2, wood=3, oil=2)
    set_trees(g, 7, 3)
    events = act(g, "upgrade", 7)
    assert events[0].text == "Cy upgrades the factory on tile 7 for 3 Wood + 2 Oil and 2 trees (1 tree left)."


def test_upgrade_refusals_cite_the_upgrade_rule_and_its_two_trees(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=2, oil=2)
    with pytest.raises(IllegalAction, match=r"costs 3 Wood \+ 2 Oil \+ 2 trees from the tile; Cy has 2 Wood") as err:
        act(g, "upgrade", 11)
    assert err.value.rule == "titans.building.upgrade"
    assert "(rule: Upgrade a factory, titans.txt, Upgrade)" in str(err.value)
    set_hand(g, 2, wood=3, oil=2)
    set_trees(g, 11, 1)
    with pytest.raises(IllegalAction, match="removes 2 trees from its tile; tile 11 has 1") as err:
        act(g, "upgrade", 11)
    assert err.value.rule == "titans.building.upgrade"
    with pytest.raises(IllegalAction, match="no factory of Cy's") as err:
        act(g, "upgrade", 6)
    assert err.value.rule == "titans.building.upgrade"


def test_make_mineable_refusals_cite_make_mineable(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=3, oil=2)
    with pytest.raises(IllegalAction, match=r"costs 3 Wood \+ 3 Oil") as err:
        act(g, "make_mineable", 17, "Alloy")
    assert err.value.rule == "titans.building.make_mineable"
    set_hand(g, 2, wood=3, oil=3)
    with pytest.raises(IllegalAction, match="not next to one of Cy's factories") as err:
        act(g, "make_mineable", 18, "Alloy")
    assert err.value.rule == "titans.building.make_mineable"
    with pytest.raises(IllegalAction, match="barren: it must be made mine-able") as err:
        act(g, "build", 17, "adjacent")
    assert err.value.rule == "titans.building.make_mineable"


def test_make_mineable_costs_3_wood_3_oil_factory_included(g):
    to_phase(g, "Building")
    set_hand(g, 2, wood=3, oil=3)
    assert g.action(2, "make_mineable", 17, "Alloy") in g.legal_actions(2)     # 17 touches 7
    assert g.action(2, "make_mineable", 18, "Alloy") not in g.legal_actions(2)  # 18 does not
    act(g, "make_mineable", 17, "Alloy")
    assert g.kind[17] == "alloy" and g.owner[17] == 2 and hand(g, 2) == {}
    assert g.held("p2", "factory") == 3 and g.tracks["planet_health"] == 20
    to_phase_next_turn_mine = g.mining_cost(17)
    assert to_phase_next_turn_mine == 4


def test_falling_health_removes_trees_above_the_cap(g):
    to_phase(g, "Building")
    g.arrange("health", 13)
    set_trees(g, 1, 13)
    set_trees(g, 5, 12)
    set_hand(g, 2, wood=1, oil=2)
    events = act(g, "build", 12, "adjacent")
    assert rules_of(events) == ["titans.building.factory_adjacent", "titans.planet.build_cost",
                                "titans.planet.tree_cap"]
    assert trees(g, 1) == 12 and trees(g, 5) == 12
    assert events[2].text == "Tile 1 loses 1 tree above the cap of 12."


def test_health_stays_at_the_floor_of_5(g):
    to_phase(g, "Building")
    g.arrange("health", 5)
    set_hand(g, 2, wood=1, oil=2)
    events = act(g, "build", 12, "adjacent")
    assert rules_of(events) == ["titans.building.factory_adjacent", "titans.planet.floor"]
    assert g.tracks["planet_health"] == 5 and g.owner[12] == 2


def test_health_lost_per_build_is_an_option():
    g = placed(health_per_build=2)
    to_phase(g, "Building")
    set_hand(g, 2, wood=1, oil=2)
    act(g, "build", 12, "adjacent")
    assert g.tracks["planet_health"] == 19


# ---------------------------------------------------------------- Buying


def test_buy_one_technology_refill_and_the_turn_ends(g):
    to_phase(g, "Buying")
    set_hand(g, 2, silicon=1, wood=1, alloy=1)
    menu = [a.label for a in g.legal_actions(2)]
    assert menu == ["Buy Solar Lamp (1 Wood + 1 Silicon: 1 VP)", "Buy Electric Bicycle (1 Alloy: 1 VP)",
                    "End the turn without buying"]
    events = act(g, "buy", 0)
    assert rules_of(events)[:2] == ["titans.buying.technology", "titans.buying.refill"]
    assert g.held("p2", "vp") == 1 and hand(g, 2) == {"alloy": 1}
    assert g.pile("tech.row") == [1, 2, 3, 4] and g.tech_owned[2] == [0]
    assert events[1].facts["card"] == TECHNOLOGY[4][0]
    assert g.current == 0 and g.phase == "Mining & Planting"   # at most one card: the turn is over


def test_phases_come_in_order_and_can_be_skipped(g):
    assert g.phase == "Mining & Planting"
    to_phase(g, "Buying")
    assert [e.facts["phase_name"] for e in g.log[-3:]] == ["Mining & Planting", "Trading", "Building"]
    with pytest.raises(IllegalAction, match="Mining happens only in the Mining & Planting phase") as err:
        act(g, "mine", 7, "Oil")
    assert err.value.rule == "titans.turn.start"
    assert "(rule: A new turn, titans.txt, Beginning the Game)" in str(err.value)
    finish_turn(g)
    assert g.current == 0


def test_a_turn_starts_tagged_with_its_first_phase(g):
    finish_turn(g)
    start = next(e for e in reversed(g.log) if e.rule == "titans.turn.start")
    assert start.phase == "Mining & Planting" and start.text == "Ana's turn begins (round 1)."


def test_an_arranged_game_saves_loads_and_undoes():
    import mining_games as mg
    g = placed()
    set_hand(g, 2, wood=1, oil=2)
    set_trees(g, 7, 4)
    g.arrange("health", 12)
    to_phase(g, "Building")
    act(g, "build", 12, "adjacent")
    arranged = [e.text for e in g.log if e.rule == "titans.scenario.arrange"]
    assert arranged == ["Arranged by hand: Cy holds 1 Wood + 2 Oil.", "Arranged by hand: tile 7 holds 4 trees.",
                        "Arranged by hand: Planet Health set to 12."]
    loaded = mg.load(g.to_json())
    assert loaded.snapshot() == g.snapshot()
    g.undo(3)      # the build, the two phase ends
    assert g.stage == "mine" and g.tracks["planet_health"] == 12 and trees(g, 7) == 4
    g.undo(1)      # the health arrangement
    assert g.tracks["planet_health"] == 21 and hand(g, 2) == {"wood": 1, "oil": 2}

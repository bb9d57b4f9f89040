"""Mine 77: scenario tests for the rules random games seldom reach (each asserts the rule fired and its numbers)."""

import random

import pytest

from mining_games.core import Transfer, discard_pile
from mining_games.mine77.data import HALL, HANDS, ORDERS, RESEARCH_PILES, TILES
from mining_games.mine77.game import Mine77


def new(n=2, **kw):
    kw.setdefault("secret_objectives", False)
    return Mine77(players=n, seed=kw.pop("seed", 1), **kw)


def run(g):
    g.to_act = ()
    g.invalidate_menus()
    g._run()


def fired(g, start=0):
    return [e.rule for e in g.log[start:]]


def ask(g, p, stage):
    g.stage, g.to_act = stage, (p,)
    g.phase = g.STAGES[stage].phase
    g.invalidate_menus()


def pick(g, p, kind, *args):
    a = next(a for a in g.legal_actions(p) if a.kind == kind and a.args[:len(args)] == args)
    return g.apply(a)


def set_hand(g, p, cards):
    """Arrange p's Work Order hand to be ``cards``, taken from p's draw or discard pile (the hand held before goes
    back on top of the draw pile), through the kernel's pile functions under the arrangement rule."""
    hand, deck = HANDS[p], ORDERS[p]
    g.fire(g.arrange_rule, what=f"{g.players[p]}'s hand is set")
    g.move_cards(hand, deck, g.pile_size(hand))
    for c in cards:
        g.move_cards(deck if c in g.pile(deck) else discard_pile(deck), hand, cards=[c], to_bottom=True)
    g.invalidate_menus()


def lay(g, pile, cards, source):
    """Arrange the pile ``pile`` to hold ``cards`` (top first), taken from the pile ``source`` (a deck's draw pile,
    say); what it held before goes back on top of ``source``: the kernel's pile functions under the arrangement
    rule."""
    g.fire(g.arrange_rule, what=f"{pile} holds {cards}")
    g.move_cards(pile, source, g.pile_size(pile))
    g.move_cards(source, pile, cards=cards)
    g.invalidate_menus()


def shrink_deck(g, p, size):
    """Take cards out of p's hand (to the shredded cards, under the arrangement rule) until p's Work Order deck holds
    ``size`` cards."""
    g.fire(g.arrange_rule, what=f"{g.players[p]}'s deck is cut to {size} cards")
    g.take_cards(HANDS[p], g.deck_total(p) - size, "shredded")
    g.invalidate_menus()


def activation(g, p, w=0):
    g.act = {"p": p, "card": "W00", "g": 9, "i": 0, "w": w, "used": [w], "mp": 0, "actions": 0, "deal": True,
             "last": w, "entered": False}


def test_no_free_worker_loses_that_part_of_the_card():
    g = new()
    g.workers[0] = ["ICU"] * 4
    activation(g, 0)
    g.act.update(g=0, w=None, used=[])
    g.agenda = [["next_activity"]]
    s = len(g.log)
    run(g)
    assert "mine77.shift.no_worker" in fired(g, s) and g.stage == "wrap"


def test_private_steam_stands_in_for_steam_at_zero():
    g = new()
    g.tracks["steam"] = 0
    g.arrange("give", 0, "private_steam", 1)
    g.start_steam(0, "Mining", ["shift_end"])
    assert g.held("p0", "private_steam") == 0 and g.tracks["steam"] == 0
    assert g.log[-1].rule == "mine77.steam.stand_in"


def test_bonus_steam_burns_for_a_reward_but_not_what_was_just_earned():
    g = new()
    g.arrange("give", 0, "coal", 1)
    g.arrange("give", 0, "lichen", 1)
    g.tracks["steam"] = 4
    g.earned, g.gen = {"lichen": 1}, {"left": 0, "burned": 0}
    g.agenda = [["burn_next", 0]]
    run(g)
    assert g.stage == "steam_burn"
    assert {a.args[0] for a in g.legal_actions(0) if a.kind == "burn"} == {"coal"}
    pick(g, 0, "burn", "coal", "rosette")
    assert g.tracks["steam"] == 5 and g.held("p0", "rosette") == 1 and g.held("p0", "coal") == 0
    assert "mine77.steam.burn" in fired(g)


def test_a_burn_that_reaches_bang_still_pays_its_reward_under_the_burn_rule():
    """Found by make bench (4 random seats, seed 1486): the Private Steam a burner earns was booked to the Ka-Boom!."""
    from mining_games.mine77.data import BANG

    g = new()
    g.arrange("give", 0, "coal", 1)
    g.tracks["steam"] = BANG - 1
    g.earned, g.gen = {}, {"left": 0, "burned": 0}
    g.agenda = [["burn_next", 0]]
    run(g)
    s = len(g.log)
    pick(g, 0, "burn", "coal", "private_steam")
    burn, boom = (next(e for e in g.log[s:] if e.rule == r) for r in ("mine77.steam.burn", "mine77.steam.kaboom"))
    assert g.tracks["steam"] == 0 and g.held("p0", "private_steam") == 1 and g.held("p0", "coal") == 0
    assert {(t.item, t.src, t.dst) for t in burn.transfers()} == {("coal", "p0", "supply"),
                                                                  ("private_steam", "bank", "p0")}
    assert not boom.transfers()
    assert [e.rule for e in g.log[s:]].count("mine77.steam.kaboom_penalty") >= 1


def test_research_tile_with_no_room_is_kept():
    g = new()
    g.grids[0] = [[1, 1, 1], [1, 1, 1], [1, 1, None], [1, 1, None], [0, 1, None]]
    k = next(k for k, name in enumerate(RESEARCH_PILES) if TILES[g.pile(name)[0]][0] == "big")
    g.fire("mine77.scenario.arrange", what="a full grid")
    g.agenda = [["tile_bought", 0, k]]
    run(g)
    assert g.unplaced[0] and "mine77.research.unplaced" in fired(g)


def test_research_column_bonus_and_row_improvement_grow_the_mine_warehouse():
    g = new()
    g.grids[0] = [[0, 1, 1], [1, 0, 0], [1, 0, None], [1, 0, None], [1, 0, None]]
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, 0, "place_tile")
    pick(g, 0, "place_tile", 0, 0, 0)
    assert g.held("p0", "magic") == 2                       # column 1: 2 Magic
    assert g.improvements[0]["large"] and g.mine_wh_cap == 8  # row 1: Large Warehouse; the Mine Warehouse +4
    assert {"mine77.research.column", "mine77.research.row", "mine77.storage.mine_warehouse"} <= set(fired(g))


def test_full_grid_pays_every_column_again():
    g = new()
    g.grids[0] = [[0, 1, 1], [1, 1, 1], [1, 1, None], [1, 1, None], [1, 1, None]]
    g.done_cols[0], g.done_rows[0] = [1, 2], [1, 2, 3, 4]
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, 0, "place_tile")
    pick(g, 0, "place_tile", 0, 0, 0)
    assert g.full_grid[0]
    assert g.vp(0) == 2 and g.held("p0", "rosette") == 4 and g.held("p0", "magic") == 4


def test_commissariat_bribes_1_then_2_and_hand_size_card():
    g = new()
    g.arrange("give", 0, "rosette", 3)
    lay(g, "commissariat.1", ["C13"], "commissariat")      # a Draw and Increase Hand Size card
    ask(g, 0, "commissariat")
    pick(g, 0, "buy_order", 0)
    pick(g, 0, "bribe", "rosette")
    assert g.modifiers[0] == ["C13"] and len(g.hand(0)) == 6 and g.bought_today == 1
    lay(g, "commissariat.2", ["C11"], "commissariat")
    ask(g, 0, "commissariat")
    pick(g, 0, "buy_order", 1)
    pick(g, 0, "bribe", "rosette")
    pick(g, 0, "bribe", "rosette")
    assert "C11" in g.hand(0) and g.held("p0", "rosette") == 0
    assert "mine77.commissariat.hand_size" in fired(g)


def test_barter_bar_two_for_one_or_no_trade():
    g = new()
    g.arrange("give", 0, "coal", 1)
    g.arrange("give", 0, "flax", 1)
    g.workers[0][0] = HALL
    g.agenda = [["hall", 0, 0, True]]
    run(g)
    pick(g, 0, "barter", True)
    while g.stage == "pay":
        g.apply(g.legal_actions(0)[0])
    pick(g, 0, "barter_take", "gold")
    assert g.stock(0) == {"gold": 1}
    g.arrange("give", 0, "coal", 1)
    g.agenda = [["hall", 0, 0, True]]
    run(g)
    pick(g, 0, "barter", False)
    assert "mine77.hall.barter" in fired(g) and "mine77.hall.no_trade" in fired(g)
    assert all(a.args[0] != "magic" for a in g._menu_barter_take(0))


def test_an_npc_arriving_in_the_hall_never_barters():
    """Simple Sergio (and Dutiful Rosana) never trade at Barbara's Barter Bar: an NPC that arrives with 2 resources
    or more is not asked, and npc.no_trade says so."""
    g = Mine77(players=["Ana"], npcs=["sergio"], seed=1, secret_objectives=False)
    assert g.stock(1) == {"flax": 2}                                   # Sergio's set-up: 2 Flax
    g.workers[1][0] = HALL
    g.agenda = [["hall", 1, 0, True]]
    s = len(g.log)
    run(g)
    assert fired(g, s)[0] == "mine77.npc.no_trade"
    assert g.log[s].text == "Simple Sergio never trades at the Barter Bar." and g.stock(1) == {"flax": 2}
    assert "mine77.hall.barter" not in fired(g, s)


def test_farming_harvest_shift_sow_board_supplies():
    g = new()
    old = [list(f) for f in g.fields]
    g.workers[0][0] = 8
    g.action_worker = 0
    ask(g, 0, "harvest")
    pick(g, 0, "harvest", 1)
    assert g.fields[1:4] == old[2:5] and g.fields[4] == []
    while g.stage == "place":
        g.apply(g.legal_actions(0)[0])                       # cart 1 first, then the next cart
    if g.stage == "supplement":
        pick(g, 0, "load_done")
    assert g.held("cart0", old[1][0]) >= 1
    assert g.stage == "sow" and g.sow_field == 4
    pick(g, 0, g.legal_actions(0)[0].kind, g.legal_actions(0)[0].args[0])
    while g.stage == "sow":
        g.apply(g.legal_actions(0)[-1])
    assert len(g.fields[4]) == 1
    assert g.stage == "board"
    pick(g, 0, "board", 1)
    assert g.workers[0][0] == "Train" and g.train[0]["seats"][0] == [0, 0]
    assert {"mine77.farming.harvest", "mine77.farming.grow", "mine77.farming.sow", "mine77.farming.supplies",
            "mine77.train.board"} <= set(fired(g))


def test_no_empty_sowing_field():
    g = new()
    g.fields[3], g.fields[4] = ["flax"], ["wood"]
    g.agenda = [["farm_sow", 0]]
    g.action_worker = 0
    run(g)
    assert "mine77.farming.no_field" in fired(g)


def test_hospital_payment_moves_a_worker_to_the_ward():
    g = new()
    g.workers[0][1] = "ICU"
    g.arrange("give", 0, "gold", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    pick(g, 0, "heal", 1)
    assert g.workers[0][1] == "Ward" and g.held("p0", "gold") == 0
    assert g.log[-1].rule == "mine77.hospital.step" and "General Ward" in g.log[-1].text
    g.arrange("give", 0, "coal", 1)
    ask(g, 0, "wrap")
    pick(g, 0, "heal", 1)                                   # 1 Any Resource releases from the Ward
    assert g.workers[0][1] == HALL and g.held("p0", "coal") == 0
    assert g.log[-1].rule == "mine77.hospital.step" or "released" in " ".join(e.text for e in g.log[-4:])


def test_riding_cargo_when_every_seat_is_taken():
    g = new(3)
    for c in range(3):
        g.train[c]["seats"] = [[1, c], [2, c]]
    g.ship_worker = 0
    ask(g, 0, "ship_seat")
    assert {a.args[1] for a in g.legal_actions(0)} == {3}
    pick(g, 0, "ship_seat", 2, 3)
    assert "mine77.shipping.ride" in fired(g)


def test_today_completed_by_a_cart_gives_a_community_trophy_and_is_fulfilled_at_night():
    g = new()
    g.arrange("today", ["coal"])
    g.fire("mine77.scenario.arrange", what="a loaded cart")
    g.transfer("coal", 1, "supply", "cart0")
    g.train[0]["seats"][0] = [0, 0]
    g.workers[0][0] = "Train"
    g.agenda = [["depart"], ["gov_check"]]
    run(g)
    assert g.held("p0", "community") == 1 and g.vp(0) == 2
    assert {"mine77.government.complete", "mine77.government.check"} <= set(fired(g))


def test_what_nobody_aboard_can_store_goes_back_to_the_supply():
    """Limited Resources: an accepted cart's leftovers go to those aboard; with every warehouse aboard full, the 2 Gold
    go back to the supply (the Coal fills the Today order and the rider still gains the cart's 2 VP)."""
    g = new()
    g.arrange("today", ["coal"])
    g.arrange("give", 0, "marble", 4)                        # 4 of the 4 warehouse spaces taken
    g.fire("mine77.scenario.arrange", what="a loaded cart")
    g.transfer("coal", 1, "supply", "cart0")
    g.transfer("gold", 2, "supply", "cart0")
    g.train[0]["seats"][0] = [0, 0]
    g.workers[0][0] = "Train"
    gold = g.held("supply", "gold")
    g.agenda = [["depart"]]
    run(g)
    lost = next(e for e in g.log if e.rule == "mine77.train.lost")
    assert lost.text == "Nobody aboard cart 1 has room for 2 Gold, so all of it goes back."
    assert g.held("supply", "gold") == gold + 2 and g.held("p0", "gold") == 0 and g.vp(0) == 2
    assert g.holding("cart0") == {}


def test_crane_lifts_two_to_the_warehouse_once_a_day():
    g = new()
    g.arrange("improve", 0, "crane")
    g.fire("mine77.scenario.arrange", what="mined resources")
    for r in ("gold", "gold", "gems"):
        g.transfer(r, 1, "supply", "loading")
    g.start_load(0, ["gold", "gold", "gems"], board=False, then=None)
    run(g)
    pick(g, 0, "place", "gold", "crane")
    pick(g, 0, "place", "gold", "crane")
    assert not any(a.args[1] == "crane" for a in g.legal_actions(0))
    assert g.held("p0", "gold") == 2 and g.crane_used[0]
    assert "mine77.improve.crane" in fired(g)


def test_supplementing_the_carts_from_your_own_warehouse():
    """After placing what the action produced, a player may add resources from their own warehouse to the
    carts, one at a time, each into a cart of their choice."""
    g = new()
    g.arrange("give", 0, "coal", 2)
    g.arrange("give", 0, "wood", 1)
    g.arrange("move", "gold", 1, "supply", "loading")          # what a Mine action just produced
    g.start_load(0, ["gold"], board=False, then=None)
    run(g)
    pick(g, 0, "place", "gold", "cart", 1)
    assert g.stage == "supplement"
    menu = g.legal_actions(0)
    assert {a.args[0] for a in menu if a.kind == "supplement"} == {"coal", "wood"}
    assert menu[-1].kind == "load_done"
    s = len(g.log)
    pick(g, 0, "supplement", "coal")
    assert g.stage == "cart" and [a.args[0] for a in g.legal_actions(0)] == [1, 2, 3]   # every cart has room
    pick(g, 0, "cart", 2)
    e = next(e for e in g.log[s:] if e.rule == "mine77.train.supplement")
    assert (e.player, e.facts["cart"], e.facts["frm"], e.facts["to"]) == (0, 2, "your warehouse", "cart 2")
    assert g.held("p0", "coal") == 1 and g.held("cart1", "coal") == 1 and g.held("cart0", "gold") == 1
    pick(g, 0, "supplement", "coal")
    pick(g, 0, "cart", 1)
    assert g.held("p0", "coal") == 0 and g.held("cart0", "coal") == 1 and g.held("cart0", "gold") == 1
    assert {a.args[0] for a in g.legal_actions(0) if a.kind == "supplement"} == {"wood"}
    pick(g, 0, "load_done")
    assert g.held("p0", "wood") == 1 and g.load is None and sorted(g.last_load["carts"]) == [0, 1]
    assert fired(g, s).count("mine77.train.supplement") == 2 and "mine77.train.loaded" in fired(g, s)


def test_supplementing_goes_straight_into_the_only_cart_with_room():
    g = new()
    g.arrange("give", 0, "coal", 1)
    g.arrange("move", "gems", 4, "supply", "cart1")             # carts 2 and 3 are full
    g.arrange("move", "steel", 4, "supply", "cart2")
    g.arrange("move", "gold", 1, "supply", "loading")
    g.start_load(0, ["gold"], board=False, then=None)
    run(g)
    pick(g, 0, "place", "gold", "cart", 1)
    pick(g, 0, "supplement", "coal")                            # no cart menu: cart 1 is the only one with room
    assert g.held("cart0", "coal") == 1 and g.held("p0", "coal") == 0
    assert [e.facts["cart"] for e in g.log if e.rule == "mine77.train.supplement"] == [1]


def test_incinerator_and_trophies_on_your_turn():
    g = new()
    g.arrange("improve", 0, "incinerator")
    g.arrange("give", 0, "coal", 2)
    g.arrange("give", 0, "community", 1)
    g.arrange("give", 0, "forbidden", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    pick(g, 0, "incinerate")
    pick(g, 0, "burn_rosette", "coal")
    pick(g, 0, "burn_steam", "coal")
    assert g.held("p0", "rosette") == 1 and g.held("p0", "private_steam") == 1 and g.incinerator_used[0]
    pick(g, 0, "community")
    assert g.held("p0", "private_steam") == 2                        # at most 2
    pick(g, 0, "forbidden")
    assert g.held("p0", "magic") == 1 and g.unused_trophies(0, "forbidden") == 0
    assert g.held("p0", "forbidden") == 1                            # a used trophy still scores
    assert {"mine77.improve.incinerator", "mine77.trophy.community", "mine77.trophy.forbidden"} <= set(fired(g))


def test_battle_trophy_lowers_initiative_by_3_or_is_kept():
    g = new()
    g.arrange("give", 0, "battle", 2)
    g.chosen = {"0": "W00", "1": "W10"}
    g.battle = {}
    g.agenda = [["battle_window", [0, 1]]]
    run(g)
    base = g.cards["W00"][1]
    pick(g, 0, "battle")
    assert g.initiative(0) == base - 3
    pick(g, 0, "pass", "battle")
    assert "mine77.trophy.keep" in fired(g)


def test_npc_case_b_stashes_and_does_not_board():
    g = Mine77(players=["Ana"], npcs=["sergio"], seed=4, secret_objectives=False)
    g.today["filled"] = ["coal"] * len(g.today["slots"])
    g.fire("mine77.scenario.arrange", what="a full Mine Warehouse")
    g.transfer("gold", 4, "supply", "mine_wh")
    g.workers[1][0] = 9
    g.action_worker = 0
    g.agenda = [["mine_pick", 1]]
    run(g)
    f = fired(g)
    assert "mine77.npc.priority_b" in f and "mine77.npc.distribute" in f
    assert any(e.rule == "mine77.npc.board" and "stays off" in e.text for e in g.log)
    assert g.workers[1][0] == 9 and "mine77.train.board" not in f


def test_a_deal_with_an_npc_is_answered_by_its_rule():
    g = Mine77(players=["Ana"], npcs=["rosana"], seed=2, secret_objectives=False)
    g.arrange("give", 0, "gold", 2)
    activation(g, 0)
    g.act["deal"] = False
    ask(g, 0, "wrap")
    pick(g, 0, "deal", 1)
    pick(g, 0, "offer_give", "gold")
    pick(g, 0, "offer_give", "gold")
    pick(g, 0, "offer_ask", "rosette")
    pick(g, 0, "offer_send")
    assert g.held("p1", "gold") == 2 and g.held("p0", "rosette") == 1
    assert {"mine77.npc.deal", "mine77.deal.accept"} <= set(fired(g))
    assert g.stage == "wrap" and not any(a.kind == "deal" for a in g.legal_actions(0))


def test_no_room_for_elven_magic():
    g = new()
    g.arrange("give", 0, "gold", 4)
    g.arrange("give", 0, "magic", 2)
    g.fire("mine77.scenario.arrange", what="a completed Elven order")
    for r in ("gems", "gold", "beer"):
        g.transfer(r, 1, "supply", "elven0")
    g.draw_cards("elven", 1, "p0")
    g.elven[0] = [{"card": 0, "left": []}]                 # revealed, and complete
    g.elven_done_i = 0
    ask(g, 0, "elven_reward")
    pick(g, 0, "elven_reward", "magic")
    assert g.held("p0", "magic") == 2 and "mine77.storage.no_room" in fired(g)


def test_mining_deck_reshuffles_its_discards():
    g = new()
    g.fire("mine77.scenario.arrange", what="an empty Mining deck")
    g.move_cards("mining.deck", "mining.discard", 14)
    used, other = g.pile("mining.row")
    s = len(g.log)
    g.refill_mining(0, used)
    reshuffle = next(e for e in g.log[s:] if e.rule == "mine77.cards.reshuffle")
    assert reshuffle.facts == {"cards": 15} and reshuffle.changes == [
        Transfer("mining_card", 15, "mining.discard", "mining.deck"),
        Transfer("mining_card", 1, "mining.deck", "mining.row")]
    assert g.pile("mining.row")[0] == other and g.pile_size("mining.row") == 2 and g.pile_size("mining.deck") == 14
    assert g.pile_size("mining.discard") == 0 and g.held("mining.deck", "mining_card") == 14


def test_npc_games_fire_their_rules():
    seen = set()
    for npc in ("sergio", "rosana"):
        for seed in range(6):
            g = Mine77(players=["Ana"], npcs=[npc], seed=seed)
            rng = random.Random(seed)
            while not g.is_over:
                p = g.to_act[0]
                g.apply(rng.choice(g.legal_actions(p)))
            seen |= set(fired(g))
    for rule in ("npc.draw", "npc.select", "npc.play", "npc.top", "npc.reach", "npc.act", "npc.reshuffle",
                 "npc.distribute", "npc.board", "npc.priority_a", "npc.penalty", "npc.double"):
        assert f"mine77.{rule}" in seen, rule


def test_magic_buys_one_more_action():
    g = new()
    g.arrange("give", 0, "magic", 1)
    g.workers[0][0] = 12
    activation(g, 0)
    ask(g, 0, "wrap")
    pick(g, 0, "magic_action", 0)
    assert g.stage == "act" and g.held("p0", "magic") == 0
    pick(g, 0, "take_action", 12)
    assert g.tracks["steam"] == 3 + 3 and "mine77.magic.action" in fired(g)


def test_a_hazard_paid_by_an_earlier_worker_is_safe():
    from mining_games.mine77.data import RESOLUTION
    g = new()
    res = next(i for i, r in enumerate(RESOLUTION) if r["paths"][0] == (0,) and r["paths"][1][:1] == (0,)
               and r["hazards"][0] != "skull")
    kind = RESOLUTION[res]["hazards"][0]
    from mining_games.mine77.data import GROUPS
    g.arrange("give", 0, GROUPS[kind][0], 1)
    g.fire("mine77.scenario.arrange", what="a patrol under way")
    g.draw_cards("resolution", 1, "patrol.area")
    g.patrol = {"leader": 0, "team": [(0, 0), (1, 0)], "boxes": [[0, 0], [1, 0], None, None], "k": 2, "card": 0,
                "res": res, "box": 0, "paid": [], "wounds": [0] * 4, "hz": 0}
    g.agenda = [["patrol_walk"]]
    run(g)
    pick(g, 0, "hazard", GROUPS[kind][0])
    settle(g, ("hazard", "place", "supplement", "cart"))
    assert any(e.rule == "mine77.patrol.hazard" and "already paid" in e.text for e in g.log)


def settle(g, stages):
    while not g.is_over and g.stage in stages:
        menu = g.legal_actions(g.to_act[0])
        g.apply(menu[-1] if g.stage == "hazard" else menu[0])


def test_every_rule_fires_in_these_tests_or_in_random_games(monkeypatch):
    """Every rule of the catalogue is fired by a scenario above, by the rule tests or by the 20 random games the
    conformance suite plays."""
    import inspect
    import sys

    import test_mine77_initiative
    import test_mine77_losses
    import test_mine77_more_rules
    import test_mine77_npcs_and_setup
    import test_mine77_rules
    import test_mine77_seats

    seen = set()
    original = Mine77.fire

    def record(self, rule_id, *args, **kw):
        seen.add(rule_id)
        return original(self, rule_id, *args, **kw)

    monkeypatch.setattr(Mine77, "fire", record)
    for module in (test_mine77_rules, test_mine77_more_rules, test_mine77_losses, test_mine77_npcs_and_setup,
                   test_mine77_initiative, test_mine77_seats, sys.modules[__name__]):
        for name, fn in vars(module).items():
            if name.startswith("test_") and callable(fn) and "every_rule" not in name:
                if not inspect.signature(fn).parameters:
                    fn()
    from conformance import new as conformance_game
    for seed in range(20):
        g = conformance_game(Mine77, seed)
        rng = random.Random(seed)
        while not g.is_over:
            p = g.to_act[0]
            g.apply(rng.choice(g.legal_actions(p)))
    missing = [r for r in Mine77.RULES.ids() if r not in seen and r not in Mine77.RULES.kernel_ids()]
    assert not missing, missing


def test_magic_stands_in_for_a_resource_and_for_rosettes():
    g = new()
    g.arrange("give", 0, "gold", 3)
    g.arrange("give", 0, "magic", 1)
    assert g.can_pay(0, (("gold", 3), ("gems", 1)))                # Magic in place of the Gem
    assert not g.can_pay(0, (("gold", 3), ("gems", 2)))
    g.agenda = [["recipe_pay", 0, 2]]
    run(g)
    assert g.vp(0) == 3 and g.held("p0", "magic") == 0 and g.held("p0", "gold") == 0
    g.arrange("give", 1, "magic", 1)
    g.arrange("give", 1, "rosette", 1)
    g.shared_loss("mine77.government.penalty", 3, [1], "the unfilled Today order")
    run(g)
    labels = [a.label for a in g.legal_actions(1)]
    assert "Pay 1 Rosette and 1 Magic to avoid the penalty" in labels
    pick(g, 1, "avoid_penalty", 1)
    assert g.vp(1) == 0 and g.held("p1", "magic") == 0 and g.held("p1", "rosette") == 0


def test_overtime_with_magic():
    g = new()
    g.arrange("give", 0, "magic", 1)
    g.overtime_players = []
    assert [a.args[0] for a in g._menu_overtime(0)] == ["magic", "no"]
    ask(g, 0, "overtime")
    pick(g, 0, "overtime", "magic")
    assert g.overtime_players == [0] and g.held("p0", "magic") == 0


def test_magic_cannot_pay_both_the_steam_and_the_inputs_of_a_cycle():
    g = new()
    g.tracks["steam"] = 0
    g.arrange("give", 0, "marble", 1)
    g.arrange("give", 0, "magic", 1)
    assert not g.cycle_possible(0, 5)          # 2 Marble: the Magic would be needed twice
    g.arrange("give", 0, "marble", 1)
    assert g.cycle_possible(0, 5)              # 2 Marble and the Magic as Steam
    ask(g, 0, "process")
    pick(g, 0, "recipe", 5)
    assert g.held("p0", "marble") == 0 and g.held("p0", "rosette") == 1 and g.held("p0", "magic") == 1


def test_trophies_change_hands_in_a_deal_and_both_sides_need_room():
    g = new()
    g.arrange("give", 0, "battle", 2)
    g.arrange("give", 1, "gold", 1)
    g.use_trophy(0, "battle")                                  # one face down, one unused
    activation(g, 0)
    g.act["deal"] = False
    ask(g, 0, "wrap")
    pick(g, 0, "deal", 1)
    pick(g, 0, "offer_give", "battle")
    pick(g, 0, "offer_ask", "gold")
    pick(g, 0, "offer_send")
    assert g.to_act == (1,) and g.stage == "offer_reply"
    pick(g, 1, "offer_accept")
    assert g.held("p1", "battle") == 1 and g.unused_trophies(1, "battle") == 1     # the unused one went
    assert g.held("p0", "battle") == 1 and g.unused_trophies(0, "battle") == 0
    assert g.held("p0", "gold") == 1


def test_a_deal_that_would_overfill_a_warehouse_cannot_be_accepted():
    g = new()
    g.arrange("give", 0, "gold", 4)                            # Ana's warehouse is full
    g.arrange("give", 1, "coal", 1)
    g.offer = {"from": 0, "to": 1, "give": {"vp": 0}, "ask": {"coal": 1}}
    assert not g.deal_fits(g.offer)
    g.offer = {"from": 0, "to": 1, "give": {"gold": 1}, "ask": {"coal": 1}}
    assert g.deal_fits(g.offer)


def test_the_printed_deal_example_without_the_favour():
    """Dealing and Bartering: David offers Sheila 1 Gold and 1 VP for 2 Rosettes (the unspecified favour of the
    example cannot be put in a menu)."""
    g = Mine77(players=["David", "Sheila"], seed=3, secret_objectives=False)
    g.arrange("give", 0, "gold", 1)
    g.arrange("give", 0, "vp", 1)
    g.arrange("give", 1, "rosette", 2)
    activation(g, 0)
    g.act["deal"] = False
    ask(g, 0, "wrap")
    pick(g, 0, "deal", 1)
    steps = (("offer_give", "gold"), ("offer_give", "vp"), ("offer_ask", "rosette"), ("offer_ask", "rosette"))
    for kind, item in steps:
        pick(g, 0, kind, item)
    pick(g, 0, "offer_send")
    assert g.log[-1].text == "David offers Sheila 1 Gold and 1 VP for 2 Rosettes."
    pick(g, 1, "offer_accept")
    assert (g.held("p0", "gold"), g.vp(0), g.held("p0", "rosette")) == (0, 0, 2)
    assert (g.held("p1", "gold"), g.vp(1), g.held("p1", "rosette")) == (1, 1, 0)


def test_arrangements_read_as_the_game_words_and_bad_ones_change_nothing():
    """The give and take arrangements name what moves as the game does ("2 Rosettes", "1 Lichen"), never as a code
    ("2 rosette"); a player, an item or an amount that does not exist is refused with a clear error."""
    g = new(3)
    for args, text in ((("give", 0, "rosette", 2), "Ana receives 2 Rosettes."),
                       (("give", 1, "lichen", 1), "Ben receives 1 Lichen."),
                       (("give", 2, "private_steam", 2), "Cy receives 2 Private Steam."),
                       (("give", 0, "battle", 1), "Ana receives 1 Battle Trophy."),
                       (("give", 0, "elven_card", 1), "Ana receives 1 Elven Embassy card."),
                       (("give", 1, "vp", 3), "Ben receives 3 VP."),
                       (("take", 0, "rosette", 1), "Ana gives back 1 Rosette."),
                       (("take", 1, "lichen", 1), "Ben gives back 1 Lichen."),
                       (("take", 0, "battle", 1), "Ana gives back 1 Battle Trophy.")):
        g.arrange(*args)
        assert g.log[-1].text == "Arranged by hand: " + text
    assert g.held("p0", "rosette") == 1 and g.held("trophies", "battle") == 8     # the trophy went back to its stock
    before = (len(g.log), g.snapshot()["ledger"])
    for args, error in ((("give", 0, "rosettes", 1), "'rosettes' is not an item of Mine 77"),
                        (("give", 3, "coal", 1), "no player 3: players are 0..2"),
                        (("give", 0, "coal", 0), "the amount must be a whole number of at least 1, not 0"),
                        (("take", 2, "gold", 2), "Cy holds only 0 Gold, not 2 Gold")):
        with pytest.raises(ValueError, match=error):
            g.arrange(*args)
        assert (len(g.log), g.snapshot()["ledger"]) == before

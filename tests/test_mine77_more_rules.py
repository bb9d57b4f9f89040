"""Mine 77: the rules of issue 15's follow-up, each with its numbers: the Rosette stock of 24, Magic in place of a
Rosette (bonus movement, the Shredder), the five research improvements, the small-game Patrol option,
redistribution onto an Elven order, promises and binding deals, deals among three players, Research tiles in deals."""

from test_mine77_scenarios import activation, ask, fired, new, pick, run, set_hand

from mining_games.core import Transfer
from mining_games.mine77.data import GRID_SQUARES, RESEARCH_PILES, ROSETTE_STOCK, ROW_IMPROVEMENT, TILES


def rosettes_in_play(g):
    return sum(acc.get("rosette", 0) for name, acc in g.bal.items() if name != "box")


# ------------------------------------------------------------------ the Rosette stock


def test_the_rosette_stock_holds_24_and_every_rosette_comes_from_it_and_goes_back():
    g = new()
    assert ROSETTE_STOCK == 24 and g.held("rosettes", "rosette") == 24 and rosettes_in_play(g) == 24
    g.arrange("give", 0, "rosette", 5)
    assert g.held("rosettes", "rosette") == 19
    g.shared_loss("mine77.government.penalty", 3, [0], "the unfilled Today order")
    run(g)
    pick(g, 0, "avoid_penalty", 0)                     # 2 Rosettes back to the stock
    assert g.held("p0", "rosette") == 3 and g.held("rosettes", "rosette") == 21 and rosettes_in_play(g) == 24


def test_an_empty_rosette_stock_gives_nothing_and_says_so():
    g = new()
    g.arrange("give", 1, "rosette", 23)                # one Rosette left in the stock
    s = len(g.log)
    assert g.gain_rosettes(0, 4) == 1                  # a column bonus of 4 Rosettes finds only 1
    assert g.held("p0", "rosette") == 1 and g.held("rosettes", "rosette") == 0
    e = g.log[-1]
    assert e.rule == "mine77.storage.rosettes_out" and e.facts == {"rosettes": 3, "no_food": False} and not e.changes
    assert e.text == "The Rosette stock is empty: Ana goes without 3 Rosettes."
    assert fired(g, s) == ["mine77.storage.rosettes_out"]
    ledger = {name: dict(acc) for name, acc in g.bal.items()}
    assert g.gain_rosettes(0, 1) == 0 and g.log[-1].text == "The Rosette stock is empty: Ana goes without 1 Rosette."
    assert {name: dict(acc) for name, acc in g.bal.items()} == ledger and rosettes_in_play(g) == 24
    assert "mine77.storage.no_room" not in fired(g, s)


def test_with_no_rosette_in_the_stock_the_steam_reward_is_food_only():
    g = new()
    g.arrange("give", 1, "rosette", 24)
    g.earned, g.gen = {}, {"left": 2, "burned": 0}
    g.agenda = [["steam_reward_next", 0]]
    run(g)
    assert g.stage == "steam_reward"
    kinds = [a.args[0] for a in g.legal_actions(0)]
    assert "rosette" not in kinds and set(kinds) <= {"lichen", "mushroom", "beer"} and kinds


def test_no_rosette_and_no_room_for_food_loses_the_steam_reward():
    g = new()
    g.arrange("give", 1, "rosette", 24)
    g.arrange("give", 0, "gold", 4)                    # a full warehouse of 4
    g.earned, g.gen = {}, {"left": 3, "burned": 0}
    s = len(g.log)
    g.agenda = [["steam_reward_next", 0], ["shift_end"]]
    run(g)
    e = next(e for e in g.log[s:] if e.rule == "mine77.storage.rosettes_out")
    assert e.facts == {"rosettes": 3, "no_food": True} and not e.changes and "mine77.storage.no_room" not in fired(g, s)
    assert e.text == "The Rosette stock is empty, and no Food is in the supply or fits: Ana goes without 3 Rosettes."
    assert g.held("p0", "rosette") == 0 and g.held("p1", "rosette") == 24 and g.held("rosettes", "rosette") == 0
    assert g.held("p0", "gold") == 4 and sum(g.stock(0).values()) == 4 and rosettes_in_play(g) == 24


# ------------------------------------------------------------------ Magic in place of a Rosette


def test_magic_buys_a_bonus_movement_point_when_there_is_no_rosette():
    g = new()
    g.arrange("give", 0, "magic", 1)
    activation(g, 0)
    g.workers[0][0] = 2
    g.act["mp"] = 1
    ask(g, 0, "move")
    labels = [a.label for a in g.legal_actions(0)]
    assert "Buy 1 movement point for 1 Magic in place of a Rosette" in labels
    pick(g, 0, "buy_move", "magic")
    assert g.act["mp"] == 2 and g.held("p0", "magic") == 0
    assert g.log[-1].text == "Ana buys 1 movement point for 1 Magic in place of a Rosette."
    g.arrange("give", 0, "rosette", 1)
    g.arrange("give", 0, "magic", 1)
    g.invalidate_menus()
    assert [a.args for a in g.legal_actions(0) if a.kind == "buy_move"] == [()]   # a Rosette is paid first


def test_magic_pays_the_shredder_when_rosettes_run_short():
    g = new()
    g.shredded[0] = 3                                  # the fourth card costs 3 Rosettes
    g.arrange("give", 0, "rosette", 1)
    g.arrange("give", 0, "magic", 2)
    card = g.hand(0)[0]
    assert g.deck_total(0) == 7 and len(g.hand(0)) == 5
    g.shred_visit = 0
    ask(g, 0, "shred")
    pick(g, 0, "shred", "hand", card)
    assert g.held("p0", "rosette") == 0 and g.held("p0", "magic") == 0 and g.shredded[0] == 4
    e = next(e for e in reversed(g.log) if e.rule == "mine77.shredder.shred")
    assert e.facts["cost"] == "1 Rosette and 2 Magic in place of Rosettes"
    g.arrange("give", 0, "magic", 3)
    assert g.shreddable(0) == []                     # 6 cards left but the fifth costs 4: 3 Magic are short


# ------------------------------------------------------------------ the research grid: five rows, five improvements


def test_the_grid_has_12_squares_in_five_rows_one_per_printed_improvement():
    g = new()
    assert GRID_SQUARES == 12 and len(g.grids[0]) == 5
    assert [sum(c is not None for c in row) for row in g.grids[0]] == [3, 3, 2, 2, 2]
    assert ROW_IMPROVEMENT == ("large", "small", "work_orders", "crane", "incinerator")
    big = next(t for t, (shape, _) in TILES.items() if shape == "big")
    g.tile = big
    ask(g, 0, "place_tile")
    spots = {(a.args[1], a.args[2]) for a in g.legal_actions(0)}
    assert spots == {(0, 0), (0, 1), (1, 0), (2, 0), (3, 0)}    # a 2 by 2 square never reaches column 3 below row 2


def test_the_work_orders_row_adds_a_card_to_the_hand_now_and_at_every_refill():
    g = new()
    g.grids[0] = [[0, 0, 0], [0, 0, 0], [1, 0, None], [0, 0, None], [0, 0, None]]
    hand = len(g.hand(0))
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, 0, "place_tile")
    s = len(g.log)
    pick(g, 0, "place_tile", 0, 2, 1)
    row = next(e for e in g.log[s:] if e.rule == "mine77.research.row")
    assert row.facts["row"] == 3 and row.text == "Ana completes row 3: Work Orders (hand size +1)."
    assert g.improvements[0]["work_orders"] and len(g.hand(0)) == hand + 1 and g.hand_size(0) == 6
    g.arrange("improve", 0, "work_orders")
    set_hand(g, 0, [])
    g.modifiers[0] = ["C13"]                           # with one Draw and Increase Hand Size card: 7
    assert g.hand_size(0) == 7


# ------------------------------------------------------------------ small games: fewer Patrol cards (an option)


def test_small_patrols_remove_the_8_patrol_cards_for_3_or_4_workers_in_a_2_seat_game():
    from mining_games.mine77.data import PATROL_CARDS
    from mining_games.mine77.game import Mine77
    assert sum(1 for c in PATROL_CARDS if c[0] > 2) == 8 and len(PATROL_CARDS) == 22
    rows = "Two Mining cards and two Patrol cards show; the six Research piles are laid out."
    plain = new()
    assert plain.pile_size("patrol.row") + plain.pile_size("patrol.deck") == 22
    assert plain.held("removed", "patrol_card") == 0
    assert "mine77.setup.small_patrols" not in fired(plain)
    assert next(e for e in plain.log if e.rule == "mine77.setup.rows").text == rows
    g = new(small_patrols=True)
    cards = g.pile("patrol.row") + g.pile("patrol.deck")
    assert len(cards) == 14 and all(PATROL_CARDS[c][0] <= 2 for c in cards) and g.held("removed", "patrol_card") == 8
    e = next(e for e in g.log if e.rule == "mine77.setup.small_patrols")
    assert e.facts == {"removed": 8, "left": 14} and e.changes == [Transfer("patrol_card", 8, "bank", "removed")]
    assert e.text == ("Fewer than 3 seats: the Patrol cards that need more than 2 workers go out of the game "
                      "(8 Patrol cards removed, 14 left).")
    assert fired(g).count("mine77.setup.small_patrols") == 1
    rows_event = next(e for e in g.log if e.rule == "mine77.setup.rows")
    assert rows_event.text == rows and rows_event.seq == e.seq + 1    # removed first, then the rows are laid out
    assert Transfer("patrol_card", 14, "bank", "patrol.deck") in rows_event.changes
    solo = Mine77(players=["Ana"], npcs=["sergio"], seed=2, small_patrols=True)   # the NPC counts: 2 seats
    assert solo.pile_size("patrol.row") + solo.pile_size("patrol.deck") == 14
    assert solo.held("removed", "patrol_card") == 8
    assert "mine77.setup.small_patrols" in fired(solo)
    import pytest
    with pytest.raises(ValueError, match="fewer than 3 seats"):
        new(3, small_patrols=True)


# ------------------------------------------------------------------ redistribution onto an Elven order


def test_redistribution_moves_warehouse_resources_onto_the_elven_order_and_completes_it():
    from mining_games.mine77.data import ELVEN
    g = new()
    card = 0
    need = list(ELVEN[card])
    g.arrange("elven", 0, card)
    g.arrange("give", 0, "elven_card", 1)             # the card itself, on the ledger
    for r in need:
        g.arrange("give", 0, r, 1)
    g.arrange("give", 0, "coal" if "coal" not in need else "wood", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    menu = [a for a in g.legal_actions(0) if a.kind == "redistribute"]
    assert sorted(a.args[0] for a in menu) == sorted(set(need))
    labels = {a.label for a in menu}
    assert "Move Gold from your warehouse onto your Elven order" in labels and need == ["gems", "gold", "beer"]
    s = len(g.log)
    for k, r in enumerate(need):
        before = g.held("p0", r)
        pick(g, 0, "redistribute", r)
        e = next(e for e in reversed(g.log) if e.rule == "mine77.storage.redistribute")
        assert e.facts["left"] == len(need) - k - 1 and e.changes == [Transfer(r, 1, "p0", "elven0")]
        assert g.held("p0", r) == before - 1 and g.held("elven0", r) == 1
    assert [e.text for e in g.log[s:] if e.rule == "mine77.storage.redistribute"] == [
        "Ana moves 1 Gem from the warehouse onto the Elven order for 1 Gem + 1 Gold + 1 Beer (2 resources still "
        "needed).",
        "Ana moves 1 Gold from the warehouse onto the Elven order for 1 Gem + 1 Gold + 1 Beer (1 resource still "
        "needed).",
        "Ana moves 1 Beer from the warehouse onto the Elven order for 1 Gem + 1 Gold + 1 Beer (0 resources still "
        "needed)."]
    rules = fired(g, s)
    assert "mine77.elven.place" not in rules and rules.count("mine77.elven.reveal") == 1
    assert g.stage == "elven_reward"
    pick(g, 0, "elven_reward", "vp")
    assert g.vp(0) == 2 and g.completed[0] == 1 and sum(g.stock(0).values()) == 1
    assert not any(g.holding("elven0").values())       # the order's resources went back to the supply
    assert g.stage == "wrap" and not [a for a in g.legal_actions(0) if a.kind == "redistribute"]


# ------------------------------------------------------------------ deals: promises, binding deals and the fine


def deal_from(g, p, q):
    activation(g, p)
    g.act["deal"] = False
    ask(g, p, "wrap")
    pick(g, p, "deal", q)


def david_and_sheila(**options):
    """Dealing and Bartering's example, the favour made a promise: David gives 1 Gold now and promises 1 VP by the
    Night Shift for Sheila's 2 Rosettes."""
    from mining_games.mine77.game import Mine77
    g = Mine77(players=["David", "Sheila"], seed=3, secret_objectives=False, **options)
    g.arrange("give", 0, "gold", 1)
    g.arrange("give", 0, "vp", 1)
    g.arrange("give", 1, "rosette", 2)
    deal_from(g, 0, 1)
    pick(g, 0, "offer_give", "gold")
    promises = [a.label for a in g.legal_actions(0) if a.kind.startswith("promise")]
    assert promises == ["Promise 1 VP by the Night Shift",              # only what each side holds now
                        "Ask Sheila to promise 1 Rosette by the Night Shift"]
    pick(g, 0, "promise_give", "vp")
    assert g.stage == "offer_draft"
    assert not [a for a in g.legal_actions(0) if a.kind in ("offer_give", "promise_give") and a.args[0] == "vp"]
    pick(g, 0, "offer_ask", "rosette")
    pick(g, 0, "offer_ask", "rosette")
    pick(g, 0, "offer_send")
    assert g.log[-1].text == "David offers Sheila 1 Gold and 1 VP by the Night Shift for 2 Rosettes."
    pick(g, 1, "offer_accept")
    assert g.log[-1].text == "Sheila accepts David's deal: 1 Gold and 1 VP by the Night Shift for 2 Rosettes."
    assert (g.held("p0", "gold"), g.vp(0), g.held("p0", "rosette")) == (0, 1, 2)      # the VP is not handed over yet
    assert g.promises == [{"from": 0, "to": 1, "items": {"vp": 1}, "day": 1}]
    return g


def night(g, whole=False):
    """The Night Shift (whole), or only its first step, the promises."""
    g.act = None
    g.agenda = [["night"]] if whole else [["promises"], ["shift_end"]]
    g.phase = "Night Shift"
    run(g)


def test_a_promise_kept_at_the_night_shift_hands_over_what_was_promised():
    g = david_and_sheila()
    night(g, whole=True)
    assert g.stage == "promise" and g.to_act == (0,) and g.phase == "Night Shift"
    assert [a.label for a in g.legal_actions(0)] == ["Keep your promise to Sheila", "Break your promise to Sheila"]
    assert g.prompt(0) == "You promised Sheila 1 VP: keep the promise or break it (it costs nothing)?"
    pick(g, 0, "promise_keep")
    keep = next(e for e in g.log if e.rule == "mine77.deal.due")
    assert keep.text == "David keeps the promise to Sheila: 1 VP handed over." and keep.facts["kept"]
    assert g.vp(0) == 0 and g.vp(1) == 1 and g.promises == []
    assert fired(g).index("mine77.deal.due") < fired(g).index("mine77.government.check")   # before the Today order


def test_a_binding_promise_broken_costs_1_rosette():
    g = david_and_sheila(binding_deals=True)
    night(g)
    pick(g, 0, "promise_break")
    e = next(e for e in g.log if e.rule == "mine77.deal.due")
    assert e.text == ("David breaks the promise to Sheila (1 VP; chooses not to deliver): the fine for a binding "
                      "deal is 1 Rosette.")
    assert g.vp(0) == 1 and g.vp(1) == 0 and g.held("p0", "rosette") == 1 and g.held("rosettes", "rosette") == 23


def test_a_binding_promise_that_cannot_be_kept_costs_1_vp_without_a_rosette():
    g = david_and_sheila(binding_deals=True)
    g.arrange("take", 0, "vp", 1)                      # David no longer has the VP he promised
    g.arrange("take", 0, "rosette", 2)
    night(g)
    e = next(e for e in g.log if e.rule == "mine77.deal.due")
    assert e.facts["why"] == "cannot deliver" and e.facts["fine"] == "the fine for a binding deal is 1 VP"
    assert g.vp(0) == -1 and g.vp(1) == 0


def test_a_broken_promise_costs_nothing_when_deals_are_not_binding():
    g = david_and_sheila()
    assert not g.options.binding_deals                 # the rulebook leaves it to the players: off unless chosen
    night(g)
    pick(g, 0, "promise_break")
    e = next(e for e in g.log if e.rule == "mine77.deal.due")
    assert e.facts["fine"] == "the deals are not binding, so it costs nothing"
    assert g.vp(0) == 1 and g.held("p0", "rosette") == 2 and g.vp(1) == 0


def test_the_partner_may_promise_too_and_an_npc_never_deals_in_promises():
    g = new()
    g.arrange("give", 0, "coal", 1)
    g.arrange("give", 1, "rosette", 1)
    deal_from(g, 0, 1)
    labels = [a.label for a in g.legal_actions(0)]
    assert labels[:2] == ["Give 1 Coal now", "Ask for 1 Rosette now"]
    pick(g, 0, "offer_give", "coal")
    pick(g, 0, "promise_ask", "rosette")
    assert "promise_give" not in {a.kind for a in g.legal_actions(0) if a.args[:1] == ("rosette",)}  # one way only
    pick(g, 0, "offer_send")
    pick(g, 1, "offer_accept")
    assert g.promises == [{"from": 1, "to": 0, "items": {"rosette": 1}, "day": 1}]
    from mining_games.mine77.game import Mine77
    solo = Mine77(players=["Ana"], npcs=["sergio"], seed=2, secret_objectives=False)
    solo.arrange("give", 0, "coal", 1)
    deal_from(solo, 0, 1)
    assert not {"promise_give", "promise_ask", "offer_partner"} & {a.kind for a in solo.legal_actions(0)}


# ------------------------------------------------------------------ deals among three players


def three_way():
    g = new(3)
    g.arrange("give", 0, "gold", 1)
    g.arrange("give", 0, "coal", 1)
    g.arrange("give", 1, "rosette", 2)
    g.arrange("give", 2, "beer", 1)
    deal_from(g, 0, 1)
    pick(g, 0, "offer_give", "gold")
    pick(g, 0, "offer_ask", "rosette")
    pick(g, 0, "offer_partner", 2)
    assert g.stage == "offer_third"
    pick(g, 0, "third_give", "coal")
    pick(g, 0, "offer_partner", 2)
    pick(g, 0, "third_ask", "beer")
    labels = [a.label for a in g.legal_actions(0)]
    assert "Add to what Cy gives or gets" in labels and not any(a.startswith("Bring in") for a in labels)
    pick(g, 0, "offer_send")
    assert g.log[-1].text == ("Ana offers Ben and Cy 1 Gold to Ben and 1 Coal to Cy for 1 Rosette from Ben and 1 Beer "
                              "from Cy.")
    return g


def test_a_deal_among_three_players_moves_when_both_partners_accept():
    g = three_way()
    assert g.to_act == (1,) and g.stage == "offer_reply"
    assert g.prompt(1) == ("Ana offers a deal with Ben and Cy: 1 Gold to Ben and 1 Coal to Cy for 1 Rosette from Ben "
                           "and 1 Beer from Cy. Accept or decline?")
    pick(g, 1, "offer_accept")
    assert g.to_act == (2,) and g.stage == "offer_reply" and g.held("p0", "gold") == 1    # nothing moved yet
    pick(g, 2, "offer_accept")
    assert (g.held("p0", "gold"), g.held("p0", "coal"), g.held("p0", "rosette"), g.held("p0", "beer")) == (0, 0, 1, 1)
    assert (g.held("p1", "gold"), g.held("p1", "rosette"), g.held("p2", "coal"), g.held("p2", "beer")) == (1, 1, 1, 0)
    assert g.offer is None and g.stage == "wrap"


def test_a_deal_among_three_players_fails_if_the_second_partner_declines():
    g = three_way()
    pick(g, 1, "offer_accept")
    pick(g, 2, "offer_decline")
    assert (g.held("p0", "gold"), g.held("p1", "rosette"), g.held("p2", "beer")) == (1, 2, 1)
    assert g.log[-1].text == "Cy declines Ana's deal."


# ------------------------------------------------------------------ unplaced Research tiles in deals


def test_an_unplaced_research_tile_is_a_counted_thing_that_can_be_dealt_and_placed_by_its_new_owner():
    g = new()
    g.grids[0] = [[1, 1, 1], [1, 1, 1], [1, 1, None], [1, 1, None], [0, 1, None]]
    k, tile = next((k, g.pile(name)[0]) for k, name in enumerate(RESEARCH_PILES) if TILES[g.pile(name)[0]][0] == "L")
    g.fire("mine77.scenario.arrange", what="a nearly full grid")
    g.agenda = [["tile_bought", 0, k]]
    run(g)
    assert g.unplaced[0] == [tile] and g.held("p0", "tile_L") == 1
    g.arrange("give", 1, "rosette", 1)
    deal_from(g, 0, 1)
    pick(g, 0, "offer_give", "tile_L")
    pick(g, 0, "offer_ask", "rosette")
    pick(g, 0, "offer_send")
    assert g.log[-1].text == "Ana offers Ben 1 unplaced L shape tile for 1 Rosette."
    pick(g, 1, "offer_accept")
    assert g.unplaced[1] == [tile] and g.held("p1", "tile_L") == 1 and g.held("p0", "tile_L") == 0
    activation(g, 1)
    ask(g, 1, "wrap")
    held = [a for a in g.legal_actions(1) if a.kind == "place_held"]
    assert [a.label for a in held] == ["Place your unplaced L shape in your research grid"]
    pick(g, 1, "place_held", tile)
    pick(g, 1, "place_tile", 0, 0, 0)
    assert g.unplaced[1] == [] and g.held("p1", "tile_L") == 0 and g.placed[1] == [tile]
    assert g.stage == "wrap"


# ------------------------------------------------------------------ Magic: 8 movement points


def test_magic_adds_8_movement_points():
    g = new()
    g.arrange("give", 0, "magic", 1)
    activation(g, 0)
    g.act["mp"] = 1
    ask(g, 0, "move")
    pick(g, 0, "magic_move")
    assert g.act["mp"] == 9 and g.held("p0", "magic") == 0
    assert g.log[-1].text == "Ana spends 1 Magic for 8 movement points."


def test_a_kept_promise_of_resources_the_receiver_has_no_room_for_returns_them_to_the_supply():
    g = new()
    g.arrange("give", 0, "coal", 2)
    g.arrange("give", 1, "gold", 3)                    # Ben has room for 1 more
    g.promises = [{"from": 0, "to": 1, "items": {"coal": 2}, "day": 1}]
    night(g)
    assert g.stage == "promise"
    pick(g, 0, "promise_keep")
    assert g.held("p1", "coal") == 1 and g.held("p0", "coal") == 0 and g.held("supply", "coal") == 9
    e = next(e for e in g.log if e.rule == "mine77.storage.no_room")
    assert e.text == "Ben has no room for 1 Coal: it stays in the supply."


# ------------------------------------------------------------------ the Steam Generation reward (a variant)


def test_the_steam_reward_option_sets_the_rewards_per_steam_generated():
    """Steam Generation, Reward: 1 Rosette or 1 Food for each Steam generated as printed; the ``steam_reward``
    variant makes it 0 (box 1's 3 Steam pay nothing) or 2 (box 1's 3 Steam pay 6). The Steam itself is unchanged."""
    from mine77_helpers import act_at

    g = new(steam_reward=0)
    act_at(g, 0, 12)
    assert g.tracks["steam"] == 6 and g.stage != "steam_reward"
    assert g.held("p0", "rosette") == 0 and not [e for e in g.log if e.rule == "mine77.steam.reward"]
    g = new(steam_reward=2)
    act_at(g, 0, 12)
    assert g.tracks["steam"] == 6
    for _ in range(6):
        pick(g, 0, "steam_reward", "rosette")
    assert g.stage != "steam_reward" and g.held("p0", "rosette") == 6
    assert new().options.steam_reward == 1


def test_the_steam_reward_option_is_bounded():
    import pytest

    for bad in (-1, 4):
        with pytest.raises(ValueError, match="steam_reward"):
            new(steam_reward=bad)

"""Mine 77: the rules of issue 15's follow-up, each with its numbers: the Rosette stock of 24, Magic in place of a
Rosette (bonus movement, the Shredder), the five research improvements, the small-game Patrol option,
redistribution onto an Elven order, promises and binding deals, deals among three players, Research tiles in deals."""

from test_mine77_scenarios import activation, ask, fired, new, pick, run

from mining_games.mine77.data import GRID_SQUARES, ROSETTE_STOCK, ROW_IMPROVEMENT, TILES


def rosettes_in_play(g):
    return sum(acc.get("rosette", 0) for name, acc in g.bal.items() if name != "box")


# ------------------------------------------------------------------ the Rosette stock


def test_the_rosette_stock_holds_24_and_every_rosette_comes_from_it_and_goes_back():
    g = new()
    assert ROSETTE_STOCK == 24 and g.held("rosettes", "rosette") == 24 and rosettes_in_play(g) == 24
    g.arrange("give", 0, "rosette", 5)
    assert g.held("rosettes", "rosette") == 19
    g.then_penalty(0, 3, "mine77.government.penalty", "the unfilled Today order")
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
    assert e.rule == "mine77.rosettes.none_left" and e.facts["n"] == 3
    assert e.text == "The Rosette stock is empty: Ana goes without 3 Rosettes."
    assert fired(g, s) == ["mine77.rosettes.none_left"]


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
    e = next(e for e in g.log[s:] if e.rule == "mine77.rosettes.none_left")
    assert e.facts["n"] == 3 and g.held("p0", "rosette") == 0


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
    g.hand[0] = ["W00", "W01", "W02", "W03", "W04"]
    assert g.deck_total(0) == 7
    g.shred_visit = 0
    ask(g, 0, "shred")
    pick(g, 0, "shred", "hand", "W00")
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
    hand = len(g.hand[0])
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, 0, "place_tile")
    s = len(g.log)
    pick(g, 0, "place_tile", 0, 2, 1)
    row = next(e for e in g.log[s:] if e.rule == "mine77.research.row")
    assert row.facts["row"] == 3 and row.text == "Ana completes row 3: Work Orders (hand size +1)."
    assert g.improvements[0]["work_orders"] and len(g.hand[0]) == hand + 1 and g.hand_size(0) == 6
    g.arrange("improve", 0, "work_orders")
    g.hand[0] = []
    g.modifiers[0] = ["C13"]                           # with one Draw and Increase Hand Size card: 7
    assert g.hand_size(0) == 7


# ------------------------------------------------------------------ small games: fewer Patrol cards (an option)


def test_small_patrols_remove_the_8_patrol_cards_for_3_or_4_workers_in_a_2_seat_game():
    from mining_games.mine77.data import PATROL_CARDS
    from mining_games.mine77.game import Mine77
    assert sum(1 for c in PATROL_CARDS if c[0] > 2) == 8 and len(PATROL_CARDS) == 22
    plain = new()
    assert len(plain.patrol_row) + len(plain.patrol_deck) == 22 and "mine77.setup.small_patrols" not in fired(plain)
    g = new(small_patrols=True)
    cards = g.patrol_row + g.patrol_deck
    assert len(cards) == 14 and all(PATROL_CARDS[c][0] <= 2 for c in cards) and g.held("removed", "patrol_card") == 8
    e = next(e for e in g.log if e.rule == "mine77.setup.small_patrols")
    assert e.text == "8 Patrol cards calling for more than 2 workers are removed; 14 cards stay in the deck."
    solo = Mine77(players=["Ana"], npcs=["sergio"], seed=2, small_patrols=True)   # the NPC counts: 2 seats
    assert len(solo.patrol_row) + len(solo.patrol_deck) == 14
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
    for k, r in enumerate(need):
        pick(g, 0, "redistribute", r)
        e = next(e for e in reversed(g.log) if e.rule == "mine77.storage.redistribute")
        assert e.facts["left"] == len(need) - k - 1
    assert g.stage == "elven_reward"
    pick(g, 0, "elven_reward", "vp")
    assert g.vp(0) == 2 and g.completed[0] == 1 and sum(g.stock(0).values()) == 1
    assert g.stage == "wrap" and not [a for a in g.legal_actions(0) if a.kind == "redistribute"]

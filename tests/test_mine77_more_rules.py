"""Mine 77: the rules of issue 15's follow-up, each with its numbers: the Rosette stock of 24, Magic in place of a
Rosette (bonus movement, the Shredder), the five research improvements, the small-game Patrol option,
redistribution onto an Elven order, promises and binding deals, deals among three players, Research tiles in deals."""

from test_mine77_scenarios import activation, ask, fired, new, pick, run

from mining_games.mine77.data import ROSETTE_STOCK


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

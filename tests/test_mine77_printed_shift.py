"""Mine 77, printed numbers of The Shift, Using Work Order Cards, Bonus Movement Points and Battle Trophies."""

from mine77_helpers import quiet_shift
from test_mine77_scenarios import activation, ask, fired, new, pick, run

from mining_games.mine77.data import basic_initiative


def card(colour, initiative):
    """The basic Work Order card of ``colour`` (0 red, 1 blue...) that carries ``initiative``."""
    return next(f"W{colour}{k}" for k in range(7) if basic_initiative(colour, k) == initiative)


def test_three_work_orders_a_shift_and_the_hand_refilled_to_5():
    """Morning and Afternoon Shifts: three selections a Shift (no Rosette, no Overtime); Work Order Cards: at the
    next Shift the hand is refilled to 5 (3 cards drawn)."""
    g = new(2)
    s = len(g.log)
    stages = quiet_shift(g)
    assert stages.count("select") == 2 * 3 and "overtime" not in stages
    assert [len(g.hand(p)) for p in range(2)] == [5, 5] and g.shift == "Afternoon"
    refills = [e for e in g.log[s:] if e.rule == "mine77.shift.refill"]
    assert [(e.player, e.facts["n"]) for e in refills] == [(0, 3), (1, 3)]


def test_overtime_costs_1_rosette_for_a_fourth_work_order():
    """Morning and Afternoon Shifts: a fourth card for 1 Rosette (back to the stock)."""
    g = new(2)
    g.arrange("give", 0, "rosette", 1)
    s = len(g.log)
    stages = quiet_shift(g, overtime=[0])
    assert stages.count("select") == 2 * 3 + 1 and stages.count("overtime") == 1
    assert g.held("p0", "rosette") == 0 and g.held("rosettes", "rosette") == 24
    assert [e.player for e in g.log[s:] if e.rule == "mine77.shift.overtime"] == [0]
    assert [e.facts["n"] for e in g.log[s:] if e.rule == "mine77.shift.refill"] == [4, 3]


def test_overtime_is_asked_in_ascending_initiative_of_the_third_card():
    """Morning and Afternoon Shifts: Overtime is checked in ascending initiative of the third Work Order."""
    g = new(2)
    g.arrange("give", 0, "rosette", 1)
    g.arrange("give", 1, "rosette", 1)
    g.chosen_last = {"0": card(0, 7), "1": card(1, 1)}      # initiatives 7 and 1
    assert (g.cards[card(0, 7)][1], g.cards[card(1, 1)][1]) == (7, 1)
    g.agenda = [["overtime"]]
    run(g)
    assert g.stage == "overtime" and g.to_act == (1,)
    pick(g, 1, "overtime", "no")
    assert g.stage == "overtime" and g.to_act == (0,)


def test_cards_play_in_increasing_initiative_and_ties_go_to_more_rosettes():
    """Using Work Order Cards, Play: lowest initiative first; equal initiatives go to the player with more Rosettes."""
    g = new(2)
    g.chosen = {"0": card(0, 7), "1": card(1, 1)}
    assert g.initiative_order() == [1, 0]
    g.chosen = {"0": card(0, 1), "1": card(1, 1)}
    assert g.initiative_order() == [0, 1]
    g.arrange("give", 1, "rosette", 1)
    assert g.initiative_order() == [1, 0]


def test_battle_trophies_can_take_the_initiative_below_zero():
    """Battle Trophies: one or more, each lowering the card's initiative by 3, even below 0."""
    g = new(2)
    g.arrange("give", 1, "battle", 2)
    g.chosen = {"0": card(0, 1), "1": card(1, 3)}
    g.agenda = [["battle_window", [0, 1]], ["activation"]]
    run(g)
    pick(g, 1, "battle")
    pick(g, 1, "battle")
    assert g.initiative(1) == 3 - 6
    order = next(e for e in g.log if e.rule == "mine77.shift.order")
    assert order.facts["order"] == [[1, -3], [0, 1]]
    assert order.text == "Initiative order: Ben (-3), Ana (1)."


def test_a_bonus_movement_point_costs_1_rosette():
    """Bonus Movement Points: 1 Rosette for each point, bought during the turn."""
    g = new()
    g.arrange("give", 0, "rosette", 2)
    activation(g, 0)
    g.act["mp"] = 1
    ask(g, 0, "move")
    pick(g, 0, "buy_move")
    pick(g, 0, "buy_move")
    assert g.act["mp"] == 3 and g.held("p0", "rosette") == 0 and g.held("rosettes", "rosette") == 24
    costs = {a.args[0]: a.args[1] for a in g.legal_actions(0) if a.kind == "move"}
    assert costs[4] == 3 and costs[9] == 3 and max(costs.values()) == 3      # from the Entrance


def test_activities_of_one_card_go_to_one_worker_unless_split_for_different_workers():
    """Using Work Order Cards, Activate: a card's activities go to the same worker, except where the Different
    Workers symbol splits them (Movement 4 / Movement 4)."""
    g = new(2)
    g.chosen = {"0": "W03"}                                 # Action 1 + Movement 3: one worker
    g.agenda = [["activate", 0]]
    run(g)
    pick(g, 0, "worker", 2)
    pick(g, 0, "skip_action")
    assert g.stage == "move" and g.act["w"] == 2
    g.chosen = {"0": "W06"}                                 # Movement 4 / Movement 4: two workers
    g.agenda = [["activate", 0]]
    run(g)
    pick(g, 0, "worker", 2)
    pick(g, 0, "stay")
    assert g.stage == "worker" and [a.args[0] for a in g.legal_actions(0) if a.kind == "worker"] == [0, 1, 3]
    assert "mine77.shift.play" in fired(g)

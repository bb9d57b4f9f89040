"""Mine 77, printed numbers and conditions of the NPCs (Simple Sergio, Dutiful Rosana): set-ups, barred actions,
the activation chain, Reach and Towards, the resource priorities, shuffling, deals and Rosana's Commissariat cards."""

import pytest
from mine77_helpers import quiet_shift, solo
from test_mine77_scenarios import fired, run

from mining_games.mine77.data import COMMISSARIAT, HALL, MINING_CARDS, PROCESSING, RESEARCH, SHREDDER
from mining_games.mine77.npcs import Sergio


def play_npc_card(g, card, where=None, others="ICU"):
    """The NPC (seat 1) plays ``card`` with worker 0 at ``where`` (if given) and the other workers at ``others``."""
    if where is not None:
        g.arrange("worker", 1, 0, where)
    for w in (1, 2, 3):
        g.arrange("worker", 1, w, others)
    g.chosen = {"1": card}
    s = len(g.log)
    g.agenda = [["activate", 1]]
    run(g)
    return fired(g, s)


def test_the_npc_set_ups_as_printed():
    """Simple Sergio: 6 VP, 2 Flax, a Large Warehouse Expansion; Dutiful Rosana: 2 VP, 2 Rosettes, 2 Lichen, a Large
    Warehouse Expansion; each with a 7-card deck of its own."""
    s, r = solo("sergio"), solo("rosana")
    assert (s.vp(1), s.held("p1", "rosette"), s.stock(1), s.warehouse_cap(1)) == (6, 0, {"flax": 2}, 8)
    assert (r.vp(1), r.held("p1", "rosette"), r.stock(1), r.warehouse_cap(1)) == (2, 2, {"lichen": 2}, 8)
    assert s.pile_size("npc1") + s.pile_size("npc1/discard") + s.held("p1", "npc_card") == 7   # 1 drawn for the Shift
    assert set(s.pile("npc1")) < {f"S{k}" for k in range(1, 8)}
    assert r.held("rosettes", "rosette") == 22 and "orders1" not in r.decks


@pytest.mark.parametrize("npc, barred", [("sergio", {PROCESSING, RESEARCH, COMMISSARIAT, SHREDDER}),
                                         ("rosana", {PROCESSING, SHREDDER})])
def test_barred_actions(npc, barred):
    """Sergio never takes the Research, Commissariat, Processing or Shredder action; Rosana never Processing or the
    Shredder (both could pay for each here)."""
    g = solo(npc)
    for r in ("coal", "coal", "wood", "gems"):
        g.arrange("give", 1, r, 1)
    g.arrange("give", 1, "rosette", 3)
    refused = {seg for seg in (PROCESSING, RESEARCH, COMMISSARIAT, SHREDDER) if not g.can_act(1, seg)}
    assert refused == barred


def test_an_npc_never_trades_in_the_elevator_hall():
    """Specific Rules for Sergio and Rosana: they never trade at Barbara's Barter Bar."""
    g = solo("sergio")
    g.arrange("give", 1, "coal", 2)
    g.arrange("worker", 1, 0, HALL)
    g.agenda = [["hall", 1, 0, True]]
    run(g)
    assert "mine77.npc.no_trade" in fired(g) and g.stock(1) == {"flax": 2, "coal": 2}


def test_no_worker_able_to_act_means_a_pass_for_1_rosette():
    """Work Order Activation c: with no worker for either Activity the NPC passes and earns 1 Rosette."""
    g = solo("sergio")
    rules = play_npc_card(g, "S2", where="ICU")
    assert "mine77.npc.pass_rosette" in rules and g.held("p1", "rosette") == 1


def test_reach_moves_no_further_than_needed_and_takes_the_action():
    """Keywords, Reach: a worker that can arrive within the points goes there (without using them all) and takes the
    listed Action; Sergio makes public Steam only and burns nothing (he holds 2 Flax). S5: Reach Steam Generation
    (3 movement + Action); Worker I at Shipping needs 1 of the 3 points; box 1 makes 3 Steam and pays 3 Rosettes."""
    g = solo("sergio")
    rules = play_npc_card(g, "S5", where=11)
    assert g.workers[1][0] == 12 and g.tracks["steam"] == 3 + 3 and g.held("p1", "rosette") == 3
    assert "mine77.npc.top" in rules and "mine77.steam.burn" not in rules and g.stock(1) == {"flax": 2}
    assert g.log[-len(rules) + rules.index("mine77.npc.reach")].text == (
        "Simple Sergio's Worker I moves from Shipping to Steam Generation (1 movement point).")


def test_reach_fails_beyond_its_points_and_towards_moves_the_listed_points_without_acting():
    """Keywords, Reach and Towards; Work Order Activation b. S5 again with Worker I at the Entrance: Steam Generation
    is 6 points away, more than the Reach's 3, so the bottom Activity, Towards with 4 points: the Elevator Hall,
    Farming, Mining, the Patrol (4 points), and no Action; the Steam stays at 3 and Sergio earns nothing."""
    g = solo("sergio")
    rules = play_npc_card(g, "S5", where=1)
    assert g.workers[1][0] == 10 and "mine77.npc.bottom" in rules and "mine77.action.marker" not in rules
    assert g.tracks["steam"] == 3 and g.held("p1", "rosette") == 0


def test_towards_stops_on_the_segment_it_reaches_without_acting():
    """Keywords, Towards: a worker reaching the segment stops there and takes no Action. S4: Reach Shipping (3 +
    Action) / Towards Shipping 4. Worker I at Farming is 3 points from Shipping, but no Shipping space is free, so
    the top Activity cannot be done; Towards stops at Shipping after 3 of its 4 points (not on to Steam
    Generation)."""
    g = solo("sergio")
    g.spaces[11] = [-2] * 3                                 # no Shipping space: the top Activity cannot be done
    rules = play_npc_card(g, "S4", where=8)
    assert g.workers[1][0] == 11 and "mine77.npc.bottom" in rules and "mine77.npc.towards" in rules
    assert "mine77.action.marker" not in rules and g.tracks["steam"] == 3


def test_reach_without_an_action_sends_a_worker_to_the_elven_embassy():
    """Keywords, Reach with no Action listed; Elven Embassy: no Work Order Action is needed there. S7: Reach the
    Elven Embassy within 5 points. Worker I at the Station is 3 points away (Research, Commissariat, the Embassy) and
    takes the lowest green box. A worker on the Mine rondel can never walk up (Changing Rondels): the bottom Activity,
    Towards Farming with 4 points, stops at Farming, 1 point from the Elevator Hall."""
    g = solo("sergio")
    rules = play_npc_card(g, "S7", where=3)
    assert "mine77.npc.top" in rules and g.workers[1][0] == "Embassy" and g.embassy[0] == [1, 0]
    g = solo("sergio")
    rules = play_npc_card(g, "S7", where=HALL)
    assert "mine77.npc.bottom" in rules and g.workers[1][0] == 8 and g.embassy == [None] * 3


def test_priority_a_takes_the_set_with_most_for_today_and_boards():
    """Farming, Mining, Patrol and Shipping, a: the option with most resources for the Today order, loaded into the
    carts, and the worker boards the Train."""
    g = solo("sergio", seed=4)
    g.arrange("today", ["coal", "coal", "coal", "steel"])
    wanted = {"coal": 3, "steel": 1}            # the open slots: more than the order asks for helps nobody
    useful = {(k, s): sum(min(n, wanted.get(r, 0)) for r, n in MINING_CARDS[c][s].items())
              for k, c in enumerate(g.pile("mining.row")) for s in (0, 1)}
    assert max(useful.values()) > 0
    rules = play_npc_card(g, "S2", where=9, others=1)        # Reach Mining (3 movement + Action): already there
    mined = next(e for e in g.log if e.rule == "mine77.mining.mine")
    assert useful[(mined.facts["slot"] - 1, ("dark", "light").index(mined.facts["set"]))] == max(useful.values())
    assert "mine77.npc.priority_a" in rules and g.workers[1][0] == "Train"


def test_priority_b_takes_the_set_with_fewest_resources():
    """Farming, Mining, Patrol and Shipping, b: with nothing for an order, the option with fewest resources."""
    g = solo("sergio", seed=4)
    g.today["filled"] = ["coal"] * len(g.today["slots"])
    sizes = {(k, s): sum(n for r, n in MINING_CARDS[c][s].items() if r != "forbidden")
             for k, c in enumerate(g.pile("mining.row")) for s in (0, 1)}
    rules = play_npc_card(g, "S2", where=9, others=1)
    mined = next(e for e in g.log if e.rule == "mine77.mining.mine")
    assert sizes[(mined.facts["slot"] - 1, ("dark", "light").index(mined.facts["set"]))] == min(sizes.values())
    assert "mine77.npc.priority_b" in rules and g.workers[1][0] == 9


def test_the_npc_deck_is_reshuffled_after_every_shift():
    """Shuffling: after each Morning and Afternoon Shift all the NPC's cards make a new draw deck."""
    g = solo("sergio")
    quiet_shift(g)
    assert g.shift == "Afternoon" and fired(g).count("mine77.npc.reshuffle") == 1
    assert g.pile_size("npc1") + 1 == 7 and g.pile("npc1/discard") == []  # 1 drawn for the new Shift


def test_an_npc_refuses_a_deal_that_would_overfill_its_warehouse():
    """Dealing and Bartering with NPC Players: no deal that gains more resources than its warehouse holds."""
    g = solo("sergio")
    g.arrange("give", 0, "gold", 2)
    g.arrange("give", 1, "coal", 6)                         # Sergio: 2 Flax + 6 Coal, 8 spaces full
    g.offer = {"from": 0, "to": 1, "give": {"gold": 2}, "ask": {"flax": 1}}
    g.stage = "offer_reply"
    a, rule, facts = Sergio.choose(g, 1, g._menu_offer_reply(1))
    assert a.kind == "offer_decline" and rule == "mine77.npc.deal" and (facts["gain"], facts["give"]) == (2, 1)
    g.offer = {"from": 0, "to": 1, "give": {"gold": 2}, "ask": {"flax": 2}}
    a, rule, facts = Sergio.choose(g, 1, g._menu_offer_reply(1))
    assert a.kind == "offer_decline"                        # it fits but Sergio gains no more than he gives
    g.arrange("take", 1, "coal", 1)
    g.offer = {"from": 0, "to": 1, "give": {"gold": 2}, "ask": {"flax": 1}}
    a, rule, facts = Sergio.choose(g, 1, g._menu_offer_reply(1))
    assert a.kind == "offer_accept"


def test_rosana_takes_the_leftmost_commissariat_card_worth_2_vp_at_the_end():
    """Dutiful Rosana: at the Commissariat she takes the leftmost card and keeps it by her board; each is worth 2 VP
    at the end and has no other effect."""
    g = solo("rosana")
    left = g.commissariat_row()[0]
    rules = play_npc_card(g, "R7", where=COMMISSARIAT, others=1)   # Reach Commissariat (3 movement + Action)
    assert "mine77.npc.rosana_commissariat" in rules and g.npc_orders[1] == [left] and g.commissariat_row()[0] is None
    assert g.held("p1", "rosette") == 2 - 1
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)
    score = next(e for e in g.log if e.rule == "mine77.npc.rosana_score")
    assert (score.facts["n"], score.facts["vp"]) == (1, 2)

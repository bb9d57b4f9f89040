"""Mine 77's heuristic bots (docs/mine77.md, Bots): they plan a Work Order card's activities with the movement
points it gives, keep 2 Rosettes for the night's shared loss, mine the set that fills the Today order, and keep a
Secret Objective they can meet. Each test puts a bot before one decision and checks what it chooses."""

import pytest
from test_mine77_scenarios import ask, new, set_hand

from mining_games.bots import play
from mining_games.mine77 import Mine77
from mining_games.mine77.bot_plans import fill, mining_set
from mining_games.mine77.bots import BOTS, Foreman
from mining_games.mine77.data import BASIC, OBJECTIVES

BOT_NAMES = sorted(BOTS)


def card(g, p, code):
    """p's basic Work Order card with this code (Basic Work Order Deck), by colour."""
    return f"W{g.colour[p]}{BASIC.index(code)}"


def test_the_narrowest_open_slot_takes_each_resource():
    # Government Order Cards: Coal fills the Coal slot and Gold the Any Resource one; Gold takes the Any Metal slot
    # before the Any Resource one, so Coal still finds Any Resource
    assert fill(["any", "coal"], ["coal", "gold"]) == (2, [])
    assert fill(["any", "metal"], ["gold", "coal"]) == (2, [])
    assert fill(["food", "coal"], ["coal", "gold"]) == (1, ["food"])
    assert mining_set(1, 1) == ("gold",)            # the light set of card 2: 1 Gold and a Forbidden Trophy


@pytest.mark.parametrize("bot", BOT_NAMES)
def test_with_every_worker_at_the_entrance_a_bot_plays_movement_not_a_lone_action(bot):
    # Using Work Order Cards: an Action 1 card has nothing to act on at the Entrance; Movement 4 for two different
    # workers takes both down the Shaft to the Mine rondel, where the next cards act
    for seed in range(4):
        g = new(2, seed=seed)
        set_hand(g, 0, [card(g, 0, "A1"), card(g, 0, "M4|M4")])
        assert BOTS[bot](seed).choose(g, 0).args[0] == card(g, 0, "M4|M4")


def test_the_card_played_moves_two_workers_onto_the_mine_rondel():
    g = new(2, seed=1)
    set_hand(g, 0, [card(g, 0, "A1"), card(g, 0, "M4|M4")])
    bots = {0: Foreman(1)}
    while g.stage == "select" or g.act is None or g.act["p"] != 0:
        p = g.to_act[0]
        if p == 0:
            g.apply(bots[0].choose(g, 0))
        else:
            g.apply(g.legal_actions(p)[0])
    while g.act is not None and g.act["p"] == 0:
        g.apply(bots[0].choose(g, 0))
    moved = [loc for loc in g.workers[0] if loc != 1]
    assert len(moved) == 2 and all(7 <= loc <= 13 for loc in moved)


@pytest.mark.parametrize("bot", BOT_NAMES)
def test_overtime_keeps_two_rosettes_for_the_night(bot):
    # Night Shift step 1: 2 Rosettes dodge the whole loss of an unfilled Today order; Overtime costs 1
    g = new(2)
    ask(g, 0, "overtime")
    g.arrange("give", 0, "rosette", 2)
    assert BOTS[bot](0).choose(g, 0).args == ("no",)
    g.arrange("give", 0, "rosette", 1)
    ask(g, 0, "overtime")
    assert BOTS[bot](0).choose(g, 0).args == ("rosette",)


def mining_position(seed):
    """A game whose Mining row offers a set of 1 or 2 resources and another set with more, none of the Today
    order's: the order is set to ask for the small set only. None if the row has no such pair."""
    g = new(2, seed=seed)
    sets = [(slot, side, mining_set(c, side)) for slot, c in enumerate(g.pile("mining.row")) for side in (0, 1)]
    small = min(sets, key=lambda s: len(s[2]))
    others = [s for s in sets if s is not small]
    if not small[2] or any(set(s[2]) & set(small[2]) for s in others) \
            or all(len(s[2]) <= len(small[2]) for s in others):
        return None
    g.arrange("today", list(small[2]))
    ask(g, 0, "mine_card")
    return g, small


@pytest.mark.parametrize("bot", BOT_NAMES)
def test_a_bot_mines_the_set_the_today_order_asks_for(bot):
    # Mining step 2 and Accepted Carts: the set that fills Today makes the cart pay 2 VP; more resources do not
    found = 0
    for seed in range(40):
        pos = mining_position(seed)
        if pos is None:
            continue
        g, (slot, side, items) = pos
        a = BOTS[bot](seed).choose(g, 0)
        assert a.args[:2] == (slot, side), (seed, items, a.args)
        found += 1
    assert found >= 5


@pytest.mark.parametrize("bot", BOT_NAMES)
def test_a_bot_keeps_the_secret_objective_it_can_meet_alone(bot):
    # Final Scoring step 4: a Commissariat card is one bribe away; its taste list puts it first
    found = 0
    for seed in range(60):
        g = Mine77(players=2, seed=seed)
        offer = [a for a in g.legal_actions(0) if a.kind == "objective"]
        kinds = [OBJECTIVES[a.args[0]][0] for a in offer]
        if "commissariat" not in kinds or kinds.count("commissariat") == 2:
            continue
        a = BOTS[bot](seed).choose(g, 0)
        assert OBJECTIVES[a.args[0]][0] == "commissariat", (seed, kinds)
        found += 1
    assert found >= 4


@pytest.mark.parametrize("bot", BOT_NAMES)
def test_bots_finish_solo_games_against_both_npcs(bot):
    for npc in ("sergio", "rosana"):
        g = play(Mine77(players=["Ana"], npcs=[npc], seed=3), {0: bot})
        assert g.is_over and g.ended_by == "mine77.end.week"

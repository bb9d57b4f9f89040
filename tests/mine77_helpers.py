"""Helpers of the Mine 77 tests of printed numbers (tests/test_mine77_printed_*.py), beside those of
test_mine77_scenarios.py (new, run, ask, pick, activation, fired), which they build on."""

from test_mine77_scenarios import activation, ask, pick

from mining_games.mine77.data import TILES
from mining_games.mine77.game import Mine77


def act_at(g, p, seg, w=0):
    """Worker w of p stands on segment ``seg`` (arranged) with one Action of a card left: take it."""
    g.arrange("worker", p, w, seg)
    activation(g, p, w)
    g.act["actions"] = 1
    ask(g, p, "act")
    pick(g, p, "take_action", seg)


def complete_row(g, p, row):
    """p's research grid is empty but for row ``row`` less its first square: a small tile completes the row."""
    g.grids[p] = [[0, 0, 0], [0, 0, 0], [0, 0, None], [0, 0, None], [0, 0, None]]
    g.grids[p][row] = [None if c is None else 1 for c in g.grids[p][row]]
    g.grids[p][row][0] = 0
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, p, "place_tile")
    pick(g, p, "place_tile", 0, row, 0)


def solo(npc, seed=2):
    """Ana against an NPC (the NPC sits in seat 1)."""
    return Mine77(players=["Ana"], npcs=[npc], seed=seed, secret_objectives=False)


# What a seat that does nothing answers at each stage of a Shift.
# Players level on initiative all name the first player the menu offers (the same for everyone), so they agree.
QUIET = {"select": None, "battle": ("pass", "battle"), "worker": ("skip_part",), "move": ("stay",),
         "act": ("skip_action",), "wrap": ("end_turn",), "overtime": ("overtime", "no"), "avoid": ("take_penalty",),
         "tie": None, "battle_together": ("battle_keep",), "overtime_together": ("overtime", "no")}


def quiet_shift(g, overtime=()):
    """Play one Morning or Afternoon Shift of every seat doing nothing (the first card of the hand, every
    activity skipped); the players in ``overtime`` pay for a fourth card. Returns the shift's decisions by stage."""
    shift, stages = g.shift_no, []
    while not g.is_over and (g.shift_no == shift or g.stage != "select"):
        p = g.to_act[0]
        stages.append(g.stage)
        want = QUIET[g.stage]
        if g.stage in ("overtime", "overtime_together") and p in overtime:
            want = ("overtime", "rosette")
        menu = g.legal_actions(p)
        g.apply(menu[0] if want is None else next(a for a in menu if (a.kind, *a.args)[:len(want)] == want))
    return stages

"""Mine 77, printed numbers of the Surface rondel: the Processing Plant (every recipe), Research (costs, columns,
rows), the Commissariat (1, 2, 3 bribes; at most 2 hand-size cards) and the Elven Embassy (boxes, the night draft,
2 VP or 3 Magic)."""

import pytest
from mine77_helpers import act_at, complete_row
from test_mine77_scenarios import activation, ask, fired, lay, new, pick, run

from mining_games.mine77.data import ELVEN, FARM_CROPS, HALL, RESEARCH_PILES, TILES

# Processing Plant: each recipe's inputs (exactly) and what it gives.
RECIPES_AS_PRINTED = [
    (0, {"beer": 3, "steel": 1}, {"vp": 3}),                    # 3 Any Food + 1 Any Metal: 3 VP
    (1, {"lichen": 2, "marble": 1}, {"vp": 2}),                 # 2 Lichen + 1 Any Material: 2 VP
    (2, {"gold": 3, "gems": 1}, {"vp": 3}),                     # 3 Gold + 1 Gem: 3 VP
    (3, {"gems": 3}, {"magic": 2, "vp": 1}),                    # 3 Gems: 2 Magic + 1 VP
    (4, {"coal": 2}, {"magic": 1, "vp": 1}),                    # 2 Coal: 1 Magic + 1 VP
    (5, {"marble": 2}, {"magic": 1, "rosette": 1}),             # 2 Marble: 1 Magic + 1 Rosette
    (6, {"beer": 2}, {"magic": 1, "rosette": 1}),               # 2 Beer: 1 Magic + 1 Rosette
    (7, {"marble": 1, "gems": 2}, {"rosette": 1}),              # 3 Any Resource: 1 Rosette
    (8, {"marble": 2}, {"rosette": 1}),                         # 2 Marble: 1 Rosette
    (9, {"gold": 2}, {"rosette": 1}),                           # 2 Gold: 1 Rosette
]


@pytest.mark.parametrize("i, inputs, outputs", RECIPES_AS_PRINTED, ids=[str(r[0]) for r in RECIPES_AS_PRINTED])
def test_every_processing_recipe_for_1_steam(i, inputs, outputs):
    """Processing Plant: each cycle costs 1 Steam and turns one printed recipe's inputs into its outputs."""
    g = new()
    for r, n in inputs.items():
        if r in FARM_CROPS:                                     # the supply keeps 1 of each crop: take from the farm
            g.arrange("move", r, n, "farm", "p0")
        else:
            g.arrange("give", 0, r, n)
    act_at(g, 0, 2)
    assert any(a.kind == "recipe" and a.args[0] == i for a in g.legal_actions(0))
    pick(g, 0, "recipe", i)
    while g.stage == "pay":
        g.apply(g.legal_actions(0)[0])
    got = {k: g.held("p0", k) for k in ("vp", "magic", "rosette")}
    assert got == {k: outputs.get(k, 0) for k in got}
    assert g.tracks["steam"] == 3 - 1 and set(g.stock(0)) <= {"magic"} and g.stage == "process"


def test_processing_cycles_repeat_one_steam_each():
    """Processing Plant: as many cycles as resources and Steam allow, 1 Steam each."""
    g = new()
    g.arrange("give", 0, "coal", 4)
    act_at(g, 0, 2)
    pick(g, 0, "recipe", 4)
    pick(g, 0, "recipe", 4)
    pick(g, 0, "steam", "public")                               # not the Magic just made
    while g.stage == "pay":
        pick(g, 0, "pay", "coal")
    assert g.tracks["steam"] == 1 and g.held("p0", "magic") == 2 and g.vp(0) == 2
    assert fired(g).count("mine77.processing.cycle") == 2


def test_a_research_tile_is_bought_with_either_printed_cost():
    """Research, Purchase: the top tile of a pile, paid with either of its two costs; the next tile shows."""
    g = new()
    # a pile whose top tile has two costs, the second of which the General Supply can give Ana
    piles = [g.pile(name) for name in RESEARCH_PILES]
    k = next(k for k, pile in enumerate(piles) if len(TILES[pile[0]][1]) == 2
             and all(g.held("supply", r) >= n for r, n in TILES[pile[0]][1][1].items()))
    top, below = piles[k][0], piles[k][1]
    second = TILES[top][1][1]
    for r, n in second.items():
        g.arrange("give", 0, r, n)
    act_at(g, 0, 4)
    assert [a.args[1] for a in g.legal_actions(0) if a.kind == "buy_tile" and a.args[0] == k] == [1]
    pick(g, 0, "buy_tile", k, 1)
    while g.stage == "pay":
        g.apply(g.legal_actions(0)[0])
    assert g.stage == "place_tile" and g.tile == top and g.pile(RESEARCH_PILES[k])[0] == below and g.stock(0) == {}
    assert all(len(costs) == 1 and sum(costs[0].values()) == 1 for shape, costs in TILES.values() if shape == "small")


COLUMNS = [(0, (4, 0), {"magic": 2}), (1, (4, 1), {"vp": 2}), (2, (1, 2), {"rosette": 4})]


@pytest.mark.parametrize("col, cell, bonus", COLUMNS, ids=["2 Magic", "2 VP", "4 Rosettes"])
def test_each_completed_research_column_pays_its_bonus(col, cell, bonus):
    """Research, Rewards, Columns: 2 Magic, 2 VP, 4 Rosettes (no row completed here)."""
    g = new()
    grid = [[0, 0, 0], [0, 0, 0], [0, 0, None], [0, 0, None], [0, 0, None]]
    for row in grid:
        if row[col] is not None:
            row[col] = 1
    grid[cell[0]][cell[1]] = 0
    g.grids[0] = grid
    g.tile = next(t for t, (shape, _) in TILES.items() if shape == "small")
    ask(g, 0, "place_tile")
    pick(g, 0, "place_tile", 0, *cell)
    assert {k: g.held("p0", k) for k in ("magic", "vp", "rosette")} == {k: bonus.get(k, 0) for k in ("magic", "vp",
                                                                                                     "rosette")}
    assert "mine77.research.row" not in fired(g)


ROWS = [(0, "large"), (1, "small"), (2, "work_orders"), (3, "crane"), (4, "incinerator")]


@pytest.mark.parametrize("row, kind", ROWS, ids=[k for _, k in ROWS])
def test_each_completed_research_row_gives_its_improvement(row, kind):
    """Research, Rewards, Rows: Large Warehouse, Small Warehouse, Work Orders, Crane, Incinerator (no column
    completed here)."""
    g = new()
    complete_row(g, 0, row)
    assert [k for k, v in g.improvements[0].items() if v] == [kind]
    assert g.mine_wh_cap == {"large": 8, "small": 6}.get(kind, 4)
    assert "mine77.research.column" not in fired(g)


def test_the_commissariat_charges_1_then_2_then_3_bribes_a_day_in_rosettes_or_resources():
    """Commissariat: the day's first card costs 1 bribe, the second 2, the third 3; a bribe is 1 Rosette or 1 Any
    Resource; at night the price starts again at 1 and the empty slots are refilled."""
    g = new()
    g.arrange("give", 0, "rosette", 3)
    g.arrange("give", 0, "coal", 3)
    paid = []
    for k, bribes in enumerate((["rosette"], ["coal", "rosette"], ["coal", "coal", "rosette"])):
        card = g.commissariat_row()[k]
        ask(g, 0, "commissariat")
        pick(g, 0, "buy_order", k)
        for b in bribes:
            pick(g, 0, "bribe", b)
        paid.append(card in g.hand(0) or card in g.modifiers[0])
    assert paid == [True, True, True] and g.commissariat_row() == [None, None, None]
    assert g.held("p0", "rosette") == 0 and g.held("p0", "coal") == 0 and g.held("rosettes", "rosette") == 24
    assert [e.facts["what"] for e in g.log if e.rule == "mine77.commissariat.bribe"].count("1 Rosette") == 3
    g.agenda = [["reactivate"]]
    run(g)
    assert g.bought_today == 0 and None not in g.commissariat_row()
    g.arrange("give", 0, "rosette", 1)
    act_at(g, 0, 5)
    assert g.log[-1].rule == "mine77.commissariat.start" and g.log[-1].facts["bribes"] == 1


def test_at_most_2_hand_size_cards():
    """Draw and Increase Hand Size: a hand of 5 grows by 1 per card, and no player holds more than 2 of them."""
    g = new()
    g.arrange("give", 0, "rosette", 3)
    g.modifiers[0] = ["C13", "C14"]
    lay(g, "commissariat.1", ["C15"], "commissariat")
    assert g.hand_size(0) == 7
    ask(g, 0, "commissariat")
    assert 0 not in [a.args[0] for a in g.legal_actions(0) if a.kind == "buy_order"]
    g.modifiers[0] = ["C13"]
    g.invalidate_menus()
    assert 0 in [a.args[0] for a in g.legal_actions(0) if a.kind == "buy_order"]


def embassy(g, p, w, frm=5):
    """Worker w of p moves 1 point onto the Elven Embassy and takes the box offered."""
    g.arrange("worker", p, w, frm)
    activation(g, p, w)
    g.act["mp"] = 1
    ask(g, p, "move")
    pick(g, p, "move", 6)
    assert g.stage == "embassy"
    pick(g, p, "embassy", True)


def test_the_elven_embassy_takes_the_lowest_box_without_an_action_and_drafts_3_cards_at_night():
    """Elven Embassy: no Action needed, the lowest empty box; Purchase Orders: box 1 draws 3 and keeps 1, box 2 keeps
    1 of the other 2, the last is discarded with no third worker; all go down to the Elevator Hall."""
    g = new()
    embassy(g, 1, 0)
    embassy(g, 0, 0)
    assert g.embassy == [[1, 0], [0, 0], None] and g.workers[1][0] == g.workers[0][0] == "Embassy"
    g.agenda = [["elven_orders"]]
    run(g)
    assert g.stage == "elven_pick" and g.to_act == (1,) and len(g.legal_actions(1)) == 3
    g.apply(g.legal_actions(1)[0])
    assert g.to_act == (0,) and len(g.legal_actions(0)) == 2
    g.apply(g.legal_actions(0)[0])
    assert [len(e) for e in g.elven] == [1, 1]
    assert [e.facts["n"] for e in g.log if e.rule == "mine77.embassy.discard"] == [1]
    assert g.workers[0][0] == g.workers[1][0] == HALL and g.embassy == [None, None, None]


def test_a_completed_elven_order_pays_2_vp_or_3_magic():
    """Completing the Order: 2 VP or 3 Magic; the order's resources go back to the General Supply."""
    for choice, vp, magic in (("vp", 2, 0), ("magic", 0, 3)):
        g = new()
        g.arrange("elven", 0, 0)
        g.arrange("give", 0, "elven_card", 1)
        for r in ELVEN[0]:
            g.arrange("give", 0, r, 1)
        activation(g, 0)
        ask(g, 0, "wrap")
        for r in ELVEN[0]:
            pick(g, 0, "redistribute", r)
        assert [a.args[0] for a in g.legal_actions(0)] == ["vp", "magic"]
        pick(g, 0, "elven_reward", choice)
        assert (g.vp(0), g.held("p0", "magic"), g.completed[0]) == (vp, magic, 1)
        assert all(g.held("supply", r) == 10 for r in set(ELVEN[0]))

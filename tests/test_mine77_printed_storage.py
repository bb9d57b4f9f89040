"""Mine 77, printed numbers of Storage, Improvements, the Hospital, Magic, Private Steam and Trophies."""

from mine77_helpers import act_at, complete_row
from test_mine77_scenarios import activation, ask, fired, new, pick, run

from mining_games.mine77.data import HALL, MINING_CARDS


def test_the_personal_warehouse_holds_4_then_6_8_or_10():
    """Personal Warehouse: 4 spaces; Small Warehouse Expansion +2, Large +4."""
    for small, large, cap in ((False, False, 4), (True, False, 6), (False, True, 8), (True, True, 10)):
        g = new()
        for kind, built in (("small", small), ("large", large)):
            if built:
                g.arrange("improve", 0, kind)
        g.arrange("give", 0, "gold", cap - 1)
        assert g.fits(0, "coal") and not g.fits(0, "coal", 2), cap


def test_the_small_warehouse_slot_holds_2_magic_and_only_magic_before_it_is_built():
    """Prepare each Player Area: the Small Warehouse slot stores up to 2 Magic before it is built; once built it
    stores anything (6 spaces in all)."""
    g = new()
    g.arrange("give", 0, "gold", 4)
    assert not g.fits(0, "coal") and g.fits(0, "magic", 2) and not g.fits(0, "magic", 3)
    g.arrange("give", 0, "magic", 2)
    g.arrange("improve", 0, "small")
    assert not g.fits(0, "coal") and not g.fits(0, "magic")
    g.arrange("take", 0, "magic", 2)
    assert g.fits(0, "coal", 2) and not g.fits(0, "coal", 3)


def test_the_mine_warehouse_grows_once_for_the_first_small_and_once_for_the_first_large_expansion():
    """Mine Warehouse: 4 spaces; Improvements: the first player to build a Small (+2) or Large (+4) expansion adds
    the same to the Mine Warehouse, later builders do not."""
    g = new()
    assert g.mine_wh_cap == 4
    for p, row, cap in ((0, 0, 8), (1, 0, 8), (1, 1, 10), (0, 1, 10)):
        complete_row(g, p, row)
        assert g.mine_wh_cap == cap
    assert [e.facts["cap"] for e in g.log if e.rule == "mine77.storage.mine_warehouse"] == [8, 10]


def heal(g, p, w):
    activation(g, p)
    ask(g, p, "wrap")
    pick(g, p, "heal", w)


def test_the_hospital_costs_gold_marble_or_beer_then_any_resource():
    """Hospital: Intensive Care to the General Ward for 1 Gold, 1 Marble or 1 Beer; the General Ward to Release for
    1 Any Resource; both steps may be paid in one turn; the released worker goes to the Elevator Hall."""
    g = new()
    g.arrange("worker", 0, 1, "ICU")
    g.arrange("give", 0, "coal", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    assert "heal" not in [a.kind for a in g.legal_actions(0)]               # Coal does not pay Intensive Care
    for r in ("gold", "marble", "beer"):
        g.arrange("give", 0, r, 1)
    heal(g, 0, 1)
    assert g.stage == "pay" and [a.args[0] for a in g.legal_actions(0)] == ["gold", "marble", "beer"]
    pick(g, 0, "pay", "beer")
    assert g.workers[0][1] == "Ward" and g.stock(0) == {"coal": 1, "marble": 1, "gold": 1}
    pick(g, 0, "heal", 1)
    pick(g, 0, "pay", "coal")
    assert g.workers[0][1] == HALL and g.stock(0) == {"marble": 1, "gold": 1}


def test_the_incinerator_burns_up_to_2_once_a_day_for_a_rosette_or_private_steam_each():
    """Incinerator: once per work day, up to 2 Any Resource, each for 1 Rosette or 1 Private Steam (at most 2
    held); it works again after the Night Shift."""
    g = new()
    g.arrange("improve", 0, "incinerator")
    g.arrange("give", 0, "gold", 3)
    g.arrange("give", 0, "private_steam", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    pick(g, 0, "incinerate")
    pick(g, 0, "burn_steam", "gold")
    assert not [a for a in g.legal_actions(0) if a.kind == "burn_steam"]     # 2 Private Steam held
    pick(g, 0, "burn_rosette", "gold")
    assert g.stage == "wrap" and "incinerate" not in [a.kind for a in g.legal_actions(0)]
    assert (g.held("p0", "gold"), g.held("p0", "rosette"), g.held("p0", "private_steam")) == (1, 1, 2)
    g.agenda = [["reactivate"]]
    run(g)
    ask(g, 0, "wrap")
    assert "incinerate" in [a.kind for a in g.legal_actions(0)]


def test_the_crane_works_again_after_the_night():
    """Crane: once per work day, reactivated in the Night Shift."""
    g = new()
    g.arrange("improve", 0, "crane")
    g.crane_used[0] = True
    g.agenda = [["reactivate"]]
    run(g)
    assert g.crane_used == [False, False] and "mine77.night.reactivate" in fired(g)


def test_magic_stands_in_for_1_steam():
    """Magic: 1 Magic in place of 1 Steam (Mining at 0 Steam)."""
    g = new()
    g.arrange("track", "steam", 0)
    g.arrange("give", 0, "magic", 1)
    act_at(g, 0, 9)
    assert g.stage == "mine_card" and g.held("p0", "magic") == 0 and g.tracks["steam"] == 0


def test_at_most_6_trophies_on_a_board_and_8_of_each_in_the_game():
    """Trophies: a player stores at most 6; Game Contents: 8 of each type. A Forbidden Trophy mined by a player who
    holds 6 is not gained; nor is one the stock no longer has."""
    g = next(g for g in (new(3, seed=s) for s in range(1, 20))
             if any("forbidden" in MINING_CARDS[c][1] for c in g.pile("mining.row")))
    slot = next(k for k, c in enumerate(g.pile("mining.row")) if "forbidden" in MINING_CARDS[c][1])
    g.arrange("give", 0, "battle", 6)
    act_at(g, 0, 9)
    pick(g, 0, "mine_card", slot, 1)
    gain = next(e for e in g.log if e.rule == "mine77.trophy.gain")
    assert (gain.facts["n"], gain.facts["asked"]) == (0, 1) and g.held("p0", "forbidden") == 0
    g.arrange("take", 0, "battle", 2)
    g.arrange("give", 1, "forbidden", 6)
    g.arrange("give", 2, "forbidden", 1)
    g.gain_trophy(0, "forbidden", 2)                            # room for 2, 1 left of the 8
    assert g.held("p0", "forbidden") == 1 and g.log[-1].facts["n"] == 1 and g.held("trophies", "forbidden") == 0


def test_a_community_trophy_gives_2_private_steam_and_a_forbidden_trophy_1_magic():
    """Community Trophies: 2 Private Steam; Forbidden Trophies: 1 Magic; each once, turned face down."""
    g = new()
    g.arrange("give", 0, "community", 1)
    g.arrange("give", 0, "forbidden", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    pick(g, 0, "community")
    pick(g, 0, "forbidden")
    assert g.held("p0", "private_steam") == 2 and g.held("p0", "magic") == 1
    assert not {"community", "forbidden"} & {a.kind for a in g.legal_actions(0)}

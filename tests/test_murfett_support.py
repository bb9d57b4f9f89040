"""Scenario helpers for The Mining Board Game tests: chosen start squares, and positions arranged
through the game's own arrangements (``game.arrange``: scripted dice, stacked decks, leases with
proven units, running contracts), which are recorded, so undo and saves keep them."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction


def new(players=2, starts=(1, 1), seed=1, **options):
    """A game with players in seating order (seeds are searched for that), each on its start square."""
    while True:
        g = mg.new_game("murfett", players=players, seed=seed, **options)
        if g.order == list(range(players)):
            break
        seed += 1
    for p in g.order:
        square = starts[p]
        g.apply(g.action(p, "start_side", (square - 1) // 8 * 8 + 1))
        g.apply(g.action(p, "start_square", square))
    return g


def rig(g, *dice):
    """The next dice show these numbers."""
    g.arrange("dice", *dice)
    return g


def act(g, kind, *args):
    """The player asked now takes this decision."""
    return g.apply(g.action(g.to_act[0], kind, *args))


def roll(g, d1, d2, switch=None):
    """The player on turn rolls these dice (after changing circuit if ``switch`` names one)."""
    rig(g, d1, d2)
    return act(g, "switch", switch) if switch else act(g, "roll")


def stack(g, metal, *grades):
    """Put drilling cards of these grades on top of a metal's deck (the deck keeps its 20 cards)."""
    g.arrange("drilling", metal, *grades)


def top_contract(g, card):
    g.arrange("top_contract", card)


def own(g, p, code, units=0):
    """Give ``p`` a lease with ``units`` proven on it, as if bought: ``p`` pays the $1M lease price."""
    g.arrange("lease", p, code, units)
    g.arrange("money", p, g.money(p) - g.options.lease_price)


def run_contract(g, p, card, code, left=None):
    """``p`` runs contract ``card`` on lease ``code`` (``left`` units still to deliver)."""
    g.arrange("contract", p, card, code, left)


def place(g, p, square, circuit="outer"):
    g.arrange("place", p, square, circuit)


def price(g, metal, income):
    g.arrange("price", metal, income)


def broke(players=3, **options):
    """Ana ($18M) owns A2 (tin, 2 units) and D14 (copper, 6 free units plus a running 4-unit
    contract) and lands on Plant Breakdown (inner 10), whose bill is set at $25M."""
    g = new(players, starts=(8, 20, 28)[:players], breakdown_cost=25, **options)
    own(g, 0, "D14", 10)
    own(g, 0, "A2", 2)
    run_contract(g, 0, "copper-1", "D14")
    roll(g, 1, 1, switch="inner")
    return g


def go_bankrupt(g):
    """The company in money trouble auctions every lease and nobody bids: bankrupt."""
    events = []
    while g.stage == "raise":
        events = act(g, "sell", g.legal_actions(g.to_act[0])[0].args[0])
        while g.stage == "bid":
            events = act(g, "pass", "bid")
    return events


def refused(g, action, words):
    """The action is refused with a message containing ``words``, and nothing changes."""
    before = g.snapshot()
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert words in str(e.value), str(e.value)
    assert "murfett.txt" in str(e.value), "the message must name the rule and its section"
    assert g.snapshot() == before
    return str(e.value)


def test_scripted_start_and_dice():
    g = new(3, starts=(2, 9, 30))
    assert g.square == [2, 9, 30] and g.circuit == ["outer"] * 3
    assert g.to_act == (0,) and g.stage == "roll"
    roll(g, 1, 2)
    assert g.square[0] == 5


def test_own_arranges_a_lease_with_units_and_its_price():
    g = new(2)
    own(g, 0, "D14", units=9)
    assert g.owner["D14"] == 0 and g.reserves("D14") == 9
    assert g.money(0) == 19          # the $1M lease
    g.check_invariants()


def quietly(g, p=None):
    """Answer any pending question of ``p`` (default: whoever is asked) by declining: pass, take
    no contract, refuse, drop out."""
    while not g.over and g.stage not in ("roll", None) and (p is None or g.to_act == (p,)):
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in ("pass", "stop", "skip", "refuse")), menu[0]))

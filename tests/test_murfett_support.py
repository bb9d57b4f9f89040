"""Scenario helpers for The Mining Board Game tests: scripted dice, chosen start squares, stacked
decks. Positions are reached through the game's own rule code, so the ledger stays consistent."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.murfett.data import LEASE


class Dice:
    """Stands in for the game's generator after setup: each die shows the next scripted number."""

    def __init__(self, *values):
        self.values = list(values)

    def randint(self, lo, hi):
        assert self.values, "the scenario needs more scripted dice"
        v = self.values.pop(0)
        assert lo <= v <= hi, f"scripted {v} is not a roll between {lo} and {hi}"
        return v


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
    g.rng = Dice(*dice)
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
    deck = g.drill_decks[metal]
    for grade in reversed(grades):
        deck.remove(grade)
        deck.insert(0, grade)


def top_contract(g, card):
    pile = g.contract_piles[card.split("-")[0]]
    pile.remove(card)
    pile.insert(0, card)


def own(g, p, code, units=0):
    """Give ``p`` a lease through the real buy rule ($1M) and prove ``units`` on it through the
    real exploration rule with scripted dice and stacked cards (these set-up explorations cost $0)."""
    g._do_buy(p, code, g.options.lease_price)
    metal = LEASE[code].metal
    while units > 0:
        if units >= 2:
            pips, grade = min(6, units // 2), "high"
            units -= 2 * pips
        else:
            pips, grade = 1, "medium"
            units -= 1
        stack(g, metal, grade)
        rig(g, pips)
        g._do_explore(p, code, 0)
    g.invalidate_menus()                     # menus computed before this set-up are stale


def run_contract(g, p, card, code):
    """``p`` takes contract ``card`` on lease ``code`` through the real accept rule."""
    g.revealed = card
    g._do_accept(p, card, code)
    g.invalidate_menus()


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
    assert g.to_act == (0,) and g.asking == "roll"
    roll(g, 1, 2)
    assert g.square[0] == 5


def test_own_proves_units_through_the_rules():
    g = new(2)
    own(g, 0, "D14", units=9)
    assert g.owner["D14"] == 0 and g.reserves("D14") == 9
    assert g.money(0) == 19          # the $1M lease; the test explorations were free
    g.check_invariants()


def quietly(g, p=None):
    """Answer any pending question of ``p`` (default: whoever is asked) by declining: pass, take
    no contract, refuse, drop out."""
    while not g.over and g.asking not in ("roll", None) and (p is None or g.to_act == (p,)):
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in ("pass", "skip", "refuse", "drop")), menu[0]))

"""Mine 77: nothing gives a seat an edge the rulebook does not give. The colours (and so the basic Work Order decks,
whose initiatives differ by colour) are dealt at random, not by seat; Final Scoring's Rosettes are scored by all the
players at once; workers placed in the Elevator Hall together all arrive before anybody socialises or brawls; players
level on initiative and Rosettes decide about Battle Trophies and Overtime at the same time, in secret. With numbers,
texts and who is asked."""

import random

import pytest
from test_mine77_initiative import level, name, order_of, reselect
from test_mine77_scenarios import run

from mining_games.mine77.data import COLOURS, HALL, basic_initiative
from mining_games.mine77.game import Mine77


def of(g, rule, start=0):
    return [e for e in g.log[start:] if e.rule == rule]


def test_colours_are_dealt_at_random_and_each_player_gets_the_deck_of_their_colour():
    g = Mine77(players=["Ana", "Ben", "Cy"], seed=1, secret_objectives=False)
    dealt = of(g, "mine77.setup.colours")[0]
    assert dealt.facts == {"colours": [[p, COLOURS[g.colour[p]]] for p in range(3)]}
    assert dealt.text == "Colours dealt at random: " + ", ".join(
        f"{n} {COLOURS[g.colour[p]]}" for p, n in enumerate(("Ana", "Ben"))) + f" and Cy {COLOURS[g.colour[2]]}."
    assert sorted(g.colour) == sorted(set(g.colour)) and all(0 <= c < 5 for c in g.colour)
    for p in range(3):
        c = g.colour[p]
        deck = sorted(g.pile(f"orders{p}") + g.hand(p))
        assert deck == [f"W{c}{k}" for k in range(7)]                   # the 7 cards of the player's colour
        assert sorted(g.cards[x][1] for x in deck) == [1, 2, 3, 4, 5, 6, 7]
        assert [g.cards[f"W{c}{k}"][1] for k in range(7)] == [basic_initiative(c, k) for k in range(7)]
        text = f"{g.players[p]} takes the {COLOURS[c]} Work Order deck of 7 cards."
        assert of(g, "mine77.setup.deck")[p].text == text


def test_no_seat_always_gets_the_same_colour():
    """Before, seat 0 was always red, seat 1 blue and seat 2 green: green's Action cards have initiatives 1-3
    (reconstructed), and three foremen gave seat 2 a share of .42 of the first places. Over seeds 0-99 every seat is
    dealt every colour, 20 times each give or take 11."""
    seen = [[0] * 5 for _ in range(3)]
    for seed in range(100):
        g = Mine77(players=3, seed=seed, secret_objectives=False)
        for p in range(3):
            seen[p][g.colour[p]] += 1
    assert all(9 <= k <= 31 for row in seen for k in row), seen


def test_npcs_keep_their_own_deck_and_get_no_colour():
    g = Mine77(players=["Ana"], npcs=["rosana"], seed=3, secret_objectives=False)
    assert g.colour[1] is None and g.colour[0] in range(5)
    assert of(g, "mine77.setup.colours")[0].facts == {"colours": [[0, COLOURS[g.colour[0]]]]}


# ------------------------------------------------------------------ Final Scoring, step 1: no seat first from the stock


@pytest.mark.parametrize("hoarder", [0, 1])
def test_final_scoring_rosettes_are_scored_by_all_at_once_whatever_the_seats(hoarder):
    """One player holds 22 of the 24 Rosettes and has no worker at the Entrance; the other holds none and has all 4
    there; the stock holds 2. Before, seat 0 scored first: at seat 0 the Entrance player took 2 of her 4 Rosettes (a
    set short, 0 VP); at seat 1 she took all 4 once the hoarder had spent his sets (1 VP). Now the sets held are spent
    first by everybody, whatever the seat: 7 VP for the 21 Rosettes, then 4 at the Entrance make 1 VP."""
    g = Mine77(players=2, seed=1, secret_objectives=False)
    entrance = 1 - hoarder
    g.arrange("give", hoarder, "rosette", 22)
    g.workers[hoarder] = [HALL] * 4
    assert g.rosettes_left() == 2 and g.workers[entrance] == [1, 1, 1, 1]
    s = len(g.log)
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)
    assert not of(g, "mine77.storage.rosettes_out", s)
    assert g.vp(hoarder) == 7 and g.held(f"p{hoarder}", "rosette") == 1
    assert g.vp(entrance) == 1 and g.held(f"p{entrance}", "rosette") == 1
    texts = [e.text for e in g.log[s:] if e.rule in ("mine77.score.rosettes", "mine77.score.entrance")]
    first, second = g.players[hoarder], g.players[entrance]
    assert texts == [f"{first} turns 21 Rosettes into 7 VP.", f"{second} gains 4 Rosettes for workers on the Entrance.",
                     f"{second} turns 3 Rosettes into 1 VP."]


# ------------------------------------------------------------------ the Elevator Hall: workers placed together


def hall_at_night(rosettes_for_cy=0, via="heal"):
    """Ana and Ben each have a worker in the General Ward (or waiting at the Elven Embassy) and one in the Hall; Cy has
    one in the Hall (or, given Rosettes, none)."""
    g = Mine77(players=3, seed=1, secret_objectives=False)
    away = "Ward" if via == "heal" else "Embassy"
    g.workers[0][:2] = [away, HALL]
    g.workers[1][:2] = [away, HALL]
    if via == "embassy_leave":
        g.embassy = [[0, 0], [1, 0], None]
    if rosettes_for_cy:
        g.arrange("give", 2, "rosette", rosettes_for_cy)
    else:
        g.workers[2][0] = HALL
    return g


@pytest.mark.parametrize("via", ["heal", "embassy_leave"])
def test_workers_placed_together_all_socialise_before_the_brawl(via):
    """Night Shift step 3 moves the hospitalised workers together, and the Elven Embassy's workers go down together:
    Ana's and Ben's workers both find another of their workers in the Hall (1 Rosette each), and only then do the 5
    workers brawl. Before, Ana's worker arrived first and its brawl could wound Ben's worker before Ben socialised
    (this generator picks Ben's arriving worker)."""
    g = hall_at_night(via=via)
    g.rng = random.Random(next(k for k in range(50) if random.Random(k).randrange(5) == 2))
    s = len(g.log)
    g.agenda = [[via]]
    run(g)
    social = of(g, "mine77.hall.social", s)
    assert [(e.player, e.text) for e in social] == [
        (0, "Ana's Worker I meets a friend in the Elevator Hall: 1 Rosette."),
        (1, "Ben's Worker I meets a friend in the Elevator Hall: 1 Rosette.")]
    assert g.held("p0", "rosette") == 1 and g.held("p1", "rosette") == 1
    brawls = of(g, "mine77.hall.brawl", s)
    assert len(brawls) == 1 and brawls[0].facts == {"workers": 5, "worker": "I"} and brawls[0].player == 1
    assert social[-1].seq < brawls[0].seq and g.workers[1][0] == "Ward"
    assert g.stage != "barter"                                          # at night nobody barters


def test_a_short_stock_gives_players_arriving_together_equal_shares():
    """1 Rosette left and two players socialising at once: it cannot go to both alike, so it goes to neither (before,
    Ana's worker arrived first and took it)."""
    g = hall_at_night(rosettes_for_cy=23)
    assert g.rosettes_left() == 1
    s = len(g.log)
    g.agenda = [["heal"]]
    run(g)
    out = of(g, "mine77.storage.rosettes_out", s)
    assert [(e.player, e.facts["rosettes"]) for e in out] == [(0, 1), (1, 1)]
    assert out[0].text == ("Too few Rosettes are left to give every player arriving together the same: Ana goes "
                           "without 1 Rosette.")
    assert g.rosettes_left() == 1 and g.held("p0", "rosette") == g.held("p1", "rosette") == 0


def test_rosette_shares_round_by_round():
    g = Mine77(players=3, seed=1, secret_objectives=False)
    g.arrange("give", 2, "rosette", 19)                                 # 5 left
    assert g.rosette_shares({0: 1, 1: 3}) == {0: 1, 1: 3}               # enough for all
    assert g.rosette_shares({0: 3, 1: 3, 2: 1}) == {0: 2, 1: 2, 2: 1}   # 1 each, then 1 each to the two still owed
    assert g.rosette_shares({0: 3, 1: 3, 2: 3}) == {0: 1, 1: 1, 2: 1}   # 2 left cannot go to all three


# ------------------------------------------------------------------ Battle Trophies and Overtime, level players


def test_level_players_choose_battle_trophies_at_the_same_time_in_secret():
    g, _ = level({0: 6, 1: 6, 2: 3})
    g.undo(3)
    g.arrange("give", 0, "battle", 1)
    g.arrange("give", 1, "battle", 2)
    reselect(g, {0: 6, 1: 6, 2: 3})
    assert g.stage == "battle_together" and g.to_act == (0, 1)          # before, Ana was asked first, then Ben
    assert [a.label for a in g.legal_actions(0)] == ["Play a Battle Trophy: initiative 3 lower",
                                                     "Keep your Battle Trophies"]
    g.apply(g.legal_actions(0)[0])
    assert g.view(1)["sealed"] == {"0": "sealed"}
    s = len(g.log)
    g.apply(g.legal_actions(1)[0])
    assert of(g, "mine77.trophy.battle_reveal", s)[0].text == ("The Battle Trophy choices are shown together: Ana "
                                                                "plays a Battle Trophy and Ben plays a Battle Trophy.")
    assert [e.text for e in of(g, "mine77.trophy.battle", s)] == ["Ana plays a Battle Trophy: initiative 3.",
                                                                   "Ben plays a Battle Trophy: initiative 3."]
    assert g.stage == "battle" and g.to_act == (1,)                     # Ben alone holds another: the window
    g.apply(next(a for a in g.legal_actions(1) if a.kind == "pass"))
    assert g.stage == "tie" and g.to_act == (0, 1, 2)                   # all three now level at 3
    for p in (0, 1, 2):
        name(g, p, 2)
    name(g, 0, 0)
    name(g, 1, 0)
    assert order_of(g) == [[2, 3], [0, 3], [1, 3]]


def third_cards(g, initiatives):
    """Set the last sequence's cards to Work Order cards of these initiatives ({player: initiative})."""
    g.chosen_last = {str(p): next(c for c in g.cards if c.startswith("W") and g.cards[c][1] == ini)
                     for p, ini in initiatives.items()}


def test_players_level_on_their_third_card_decide_overtime_at_the_same_time_in_secret():
    g = Mine77(players=3, seed=1, secret_objectives=False)
    for p in range(3):
        g.arrange("give", p, "rosette", 2)
    third_cards(g, {0: 5, 1: 2, 2: 5})
    s = len(g.log)
    g.agenda = [["overtime"]]
    run(g)
    assert g.stage == "overtime" and g.to_act == (1,)                   # Ben's 2 comes first, alone
    g.apply(next(a for a in g.legal_actions(1) if a.args == ("no",)))
    assert g.stage == "overtime_together" and g.to_act == (0, 2)        # Ana and Cy, level on 5 and 2 Rosettes
    assert g.prompt(2) == ("Work overtime for 1 Rosette? The players level with you decide at the same time, in "
                           "secret")
    g.apply(next(a for a in g.legal_actions(0) if a.args == ("rosette",)))
    assert g.held("p0", "rosette") == 2 and g.view(2)["sealed"] == {"0": "sealed"}
    g.apply(next(a for a in g.legal_actions(2) if a.args == ("no",)))
    reveal = of(g, "mine77.shift.overtime_reveal", s)[0]
    assert reveal.text == "The Overtime choices are shown together: Ana works overtime and Cy goes home."
    assert g.overtime_players == [0] and g.held("p0", "rosette") == 1 and g.held("p2", "rosette") == 2
    assert [e.player for e in of(g, "mine77.shift.overtime", s)] == [0]
    assert g.stage == "select" and g.seq == 4 and g.to_act == (0,)


def test_more_rosettes_still_go_first_at_overtime():
    g = Mine77(players=3, seed=1, secret_objectives=False)
    g.arrange("give", 0, "rosette", 2)
    g.arrange("give", 2, "rosette", 3)
    third_cards(g, {0: 5, 1: 2, 2: 5})
    g.agenda = [["overtime"]]
    run(g)
    assert g.to_act == (2,) and g.stage == "overtime"                   # Ben cannot pay; Cy has more Rosettes

"""Mine 77: nothing gives a seat an edge the rulebook does not give. The colours (and so the basic Work Order decks,
whose initiatives differ by colour) are dealt at random, not by seat; with numbers and texts."""

from mining_games.mine77.data import COLOURS, basic_initiative
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
        deck = sorted(g.decks[f"orders{p}"]["draw"] + g.hand[p])
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

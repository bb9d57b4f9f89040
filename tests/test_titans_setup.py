"""Titans: Set Up and Placing Factories (titans.txt), with numbers."""

import pytest
from titans_helpers import PICKS, act, placed, rules_of, trees

from mining_games.core import IllegalAction
from mining_games.titans import TitansGame
from mining_games.titans.data import ADJACENT, COORDS, LAYOUT_ROWS, TECHNOLOGY, TILES, kind_of_number


def test_number_legend_and_layout():
    assert [kind_of_number(n) for n in (1, 4, 5, 8, 9, 12, 13, 16, 17, 19)] == [
        "wood", "wood", "oil", "oil", "silicon", "silicon", "alloy", "alloy", "barren", "barren"]
    assert [len(r) for r in LAYOUT_ROWS] == [3, 4, 5, 4, 3]
    assert sorted(n for r in LAYOUT_ROWS for n in r) == list(TILES)
    assert len(set(COORDS.values())) == 19
    for n, near in ADJACENT.items():
        assert 3 <= len(near) <= 6
        for m in near:
            assert n in ADJACENT[m], "adjacency must be symmetric"
    assert ADJACENT[17] == (2, 3, 4, 6, 7, 15)   # the barren centre touches six tiles


def test_board_trees_health_and_pieces():
    g = TitansGame(players=3, seed=1)
    assert all(trees(g, n) == 10 for n in TILES)
    assert g.tracks["planet_health"] == 21
    assert g.held("p0", "factory") == 6 and g.held("p0", "upgraded_factory") == 3
    g2 = TitansGame(players=4, seed=1, trees_per_tile=7, planet_health=18)
    assert all(trees(g2, n) == 7 for n in TILES) and g2.tracks["planet_health"] == 18


def test_technology_row_is_the_first_four_cards_unshuffled():
    for seed in (1, 2):
        g = TitansGame(players=3, seed=seed)
        assert g.pile("tech.row") == [0, 1, 2, 3]
        assert g.pile("tech") == list(range(4, len(TECHNOLOGY)))
        assert g.held("tech.row", "technology") == 4 and g.held("deck.tech", "technology") == 16
        assert g.view(0)["decks"]["tech"]["cards"] == 16          # players see only how many
        assert g.view(-1)["decks"]["tech.row"]["cards"] == [0, 1, 2, 3]   # the row is face up


def test_players_see_how_many_disaster_cards_wait_never_their_order():
    """Set Up and Placing Factories: the Natural Disaster deck lies face down; the cards drawn for the order
    are face up in front of the players until they go back."""
    g = TitansGame(players=3, seed=1)
    assert g.pile_size("disasters") == 16 and len(g.drawn) == 3
    for p in (-1, 0, 1, 2):
        seen = g.view(p)
        assert seen["decks"]["disasters"]["cards"] == 16 and "top" not in seen["decks"]["disasters"]
        assert seen["state"]["drawn"] == g.drawn
    assert g.view()["decks"]["disasters"]["cards"] == g.pile("disasters")


def test_highest_draw_goes_first_and_play_continues_around_the_table():
    for seed in range(6):
        g = TitansGame(players=4, seed=seed)
        draws = {e.player: e.facts["card"] for e in g.log if e.rule == "titans.setup.draw_order"}
        first = max(draws, key=draws.get)
        assert g.order == tuple((first + i) % 4 for i in range(4))
        assert g.to_act == (first,)


def test_snake_placement_and_second_factory_next_to_the_first():
    g = TitansGame(players=3, seed=1)
    seen = []
    while g.stage in ("first_factory", "second_factory"):
        p = g.to_act[0]
        which = 1 if g.stage == "first_factory" else 2
        menu = g.legal_actions(p)
        assert all(g.kind[a.args[0]] != "barren" and g.owner[a.args[0]] is None for a in menu)
        if which == 2:
            assert {a.args[0] for a in menu} <= set(ADJACENT[PICKS[p][0]])
        seen.append(p)
        act(g, "place", PICKS[p][which - 1], g.kind[PICKS[p][which - 1]].capitalize())
    o = g.order
    assert seen == [o[0], o[1], o[2], o[2], o[1], o[0]]
    assert {n for n in TILES if g.owner[n] == 0} == {6, 2}
    assert g.held("p0", "factory") == 4 and g.held("tile6", "factory") == 1
    assert "titans.setup.return_cards" in rules_of(g.log)
    assert sorted(g.pile("disasters")) == list(TILES) and g.drawn == []
    assert g.phase == "Mining & Planting" and g.to_act == (o[0],)
    assert seen == g.snake(o[0])


def test_placement_refuses_barren_taken_and_far_tiles():
    g = TitansGame(players=3, seed=1)
    with pytest.raises(IllegalAction, match="barren") as err:
        act(g, "place", 17, "Barren")
    assert err.value.rule == "titans.setup.first_factory"
    act(g, "place", 6, "Oil")
    with pytest.raises(IllegalAction, match="already has a factory") as err:
        act(g, "place", 6, "Oil")
    assert err.value.rule == "titans.building.one_factory_per_tile"


def test_second_factory_anywhere_when_no_neighbour_is_free():
    """Ana's first factory on tile 1 (neighbours 6, 9, 13) gets surrounded before her second."""
    g = TitansGame(players=3, seed=1)
    o = g.order   # Cy, Ana, Ben for seed 1
    picks = {o[0]: (9, 5), o[1]: (1, None), o[2]: (6, 13)}
    firsts = {o[0]: 9, o[1]: 1, o[2]: 6}
    while g.stage in ("first_factory", "second_factory"):
        p = g.to_act[0]
        if g.stage == "first_factory":
            act(g, "place", firsts[p], g.kind[firsts[p]].capitalize())
            continue
        if p == o[1]:
            assert g.log[-1].rule == "titans.setup.second_factory_anywhere"
            assert g.prompt(p).startswith("No free tile touches your first factory")
            menu = {a.args[0] for a in g.legal_actions(p)}
            assert 16 in menu and not menu & {6, 9, 13, 1}
            act(g, "place", 16, "Alloy")
        else:
            act(g, "place", picks[p][1], g.kind[picks[p][1]].capitalize())
    assert g.owner[16] == o[1]


def test_options_are_validated():
    with pytest.raises(ValueError, match="Titans is for 3 to 4 players, not 2"):
        TitansGame(players=2)
    with pytest.raises(ValueError, match="trees_per_tile"):
        TitansGame(players=3, trees_per_tile=25)
    with pytest.raises(ValueError, match="three_disasters_at"):
        TitansGame(players=3, three_disasters_at=16)


def test_first_turn_plantings_equal_tiles_owned():
    g = placed()
    assert g.plants_left() == 2
    assert "titans.turn.start" in rules_of(g.log[-2:])
    assert "round 1" in g.log[-1].text

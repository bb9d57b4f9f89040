"""Zavandor's search_score: the score plus the engine and the hand in victory points (docs/zavandor.md,
"The search bot"), on an arranged position, each term worked out by hand from the printed numbers."""

from fractions import Fraction

import mining_games as mg
from mining_games.zavandor import scenario
from mining_games.zavandor.data import BID_PILE

ROYAL_GALLERY = 14   # two King moves from the Coronation Chamber: 2 Income phases after this round


def arranged():
    """Seat 0 (front board) at the round-1 auction: Family clan level 1, a full Altar of the Deep, the Statue
    of King Thrain with 1 marker of 2, the Copperkettle Clan with 1 of 3, no Packdragon marker, 4 cards."""
    g = mg.new_game("zavandor", players=["Anna", "Bert", "Cleo"], seed=1)
    scenario.skip_to(g, stage="bid")
    scenario.place_king(g, ROYAL_GALLERY)
    scenario.give_improvement(g, 0, "R05", markers=2)    # altar, full: 3 points, 1 free marker a round
    scenario.give_improvement(g, 0, "R04", markers=1)    # monument, 8 points; its last slot costs 2 DIAMOND
    scenario.give_improvement(g, 0, "E01", markers=1)    # clan, 3 points; 1S+1E and a King slot left
    scenario.set_hand(g, 0, [1, 2, 0, 1])
    return g


def test_search_score_counts_engine_and_hand_by_hand():
    g = arranged()
    assert g.pile_size(BID_PILE[0]) == 0 and g.family[0] == 1 and g.dragon[0] == 0
    assert g.score(0) == 3                     # the full altar's 3 points; nothing collected yet
    hand = Fraction(4, 3)                      # 4 cards at 3 cards a point
    statue = 8 - Fraction(2, 3)                # 8 points less the 2 DIAMOND still to pay
    clan = 3 - Fraction(2 + 3, 3)              # 3 points less 1S+1E and the King slot (Royal Gallery: 1S+2D)
    dragon = 0                                 # 2 points less 2E+2D+2R (6 cards = 2 points): 0, never below
    # the Family clan needs 7 more markers in 3 Upgrade phases: not counted; the start scroll prints no points.
    # Income: Family level 1 = 2 WOODEN, the clan 1 card (1 marker); 1 free marker (the altar) worth the
    # cheapest next slot (2 cards: the statue's, the clan's, the Packdragon's, the scroll's); 2 rounds to come.
    income = 2 * Fraction(2 + 1 + 1 * 2, 3)
    expected = 3 + hand + statue + clan + dragon + income
    assert expected == Fraction(49, 3)
    assert abs(g.search_score(0) - float(expected)) < 1e-9


def test_search_score_family_levels_and_a_card_taken_beats_a_point():
    g = arranged()
    before = g.search_score(0)
    scenario.set_markers(g, 0, "family", 6)    # level 6: 2 WOODEN and 1 free marker; 2 more levels
    # Family: 6 -> 8 in 3 Upgrade phases (2 markers left): 5 points less K+1D and K+1R at the Royal Gallery
    # (4 + 4 = 8 cards): 5 - 8/3. Income now 2 + 1 = 3 cards and 2 free markers a round.
    family = 5 - Fraction(8, 3)
    income = 2 * Fraction(3 + 2 * 2, 3)
    after = 3 + Fraction(4, 3) + (8 - Fraction(2, 3)) + (3 - Fraction(5, 3)) + family + income
    assert abs(g.search_score(0) - float(after)) < 1e-9
    assert abs(g.search_score(0) - before - float(family + 2 * Fraction(2, 3))) < 1e-9   # + 1 free marker a round
    # The improvement the investor takes and the point the old search bot took: a fresh Diamond Lens (6 points,
    # 2D then 1E+1D: 4 cards) is worth 6 - 4/3 to the look-ahead; 1 victory point is worth 1.
    base = g.search_score(0)
    scenario.give_improvement(g, 0, "D05", markers=0)
    assert abs(g.search_score(0) - base - float(6 - Fraction(4, 3))) < 1e-9

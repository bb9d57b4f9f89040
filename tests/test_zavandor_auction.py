"""Zavandor, Phase 3: Auction: sealed bids, the four rows, rewards, the King, frozen bids, the board."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import gem_counts
from mining_games.zavandor.data import (
    BID_PILE,
    CARDS,
    DISCARD_PILE,
    GEMS,
    HAND_PILE,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_PILE,
    RIGHT_PILE,
)


def game(players, seed=1):
    return mg.new_game("zavandor", players=players, seed=seed)


def at_bids(players, hands, seed=1):
    """A game at the round-1 auction with the given hands ([s, e, d, r] per player)."""
    g = scenario.skip_to(game(players, seed), stage="bid")
    for p, gems in enumerate(hands):
        scenario.set_hand(g, p, gems)
    return g


def bid(g, p, gems):
    for gi, n in enumerate(gems):
        for _ in range(n):
            g.apply(g.action(p, "bid", GEMS[gi]))
    g.apply(g.action(p, "seal"))


def fired(g, rule, player=None):
    return [e for e in g.log if e.rule == rule and (player is None or e.player == player)]


def vp(g, p):
    return g.held(f"p{p}", "vp")


def gems(g, pile):
    """A pile's gem cards counted per gem, [sapphire, emerald, diamond, ruby]."""
    return gem_counts(g.pile(pile))


def spaces(g, piles):
    """The card in each row's space (``MIDDLE_PILE``, ``RIGHT_PILE``) or on top of its deck (``LEFT_PILE``)."""
    return [g.pile(name)[0] if g.pile_size(name) else None for name in piles]


def test_bert_and_anna_auction_example():
    """Rulebook: Bert bids 9 SAPPHIRE + 2 EMERALD; Anna 1 SAPPHIRE + 3 EMERALD + 1 DIAMOND."""
    g = at_bids(["Anna", "Bert"], [[1, 3, 1, 0], [9, 2, 0, 0]])
    emerald_card, sapphire_card = g.pile(RIGHT_PILE[1]) + g.pile(RIGHT_PILE[0])
    bid(g, 0, [1, 3, 1, 0])
    bid(g, 1, [9, 2, 0, 0])
    reveal = fired(g, "zavandor.auction.reveal")[0]
    assert reveal.facts["bids"] == [(0, [1, 3, 1, 0]), (1, [9, 2, 0, 0])]
    assert fired(g, "zavandor.auction.no_winner")[0].facts == {"row": 3}           # nobody bid RUBY
    assert [(e.player, e.facts) for e in fired(g, "zavandor.auction.point")] == [(0, {"row": 2, "count": 1})]
    assert vp(g, 0) == 1                                                          # Anna: DIAMOND, 1 point
    assert g.stage == "claim" and g.to_act == (0,)                               # Anna won EMERALD with 3
    assert [a.label for a in g.legal_actions(0)] == ["Take the improvement", "Take 1 victory point instead"]
    g.apply(g.action(0, "claim", "emerald", ""))
    assert [emerald_card, 0] in g.gallery[0]
    assert g.to_act == (1,)                                                       # Bert won SAPPHIRE with 9
    g.apply(g.action(1, "claim", "sapphire", ""))
    assert [sapphire_card, 0] in g.gallery[1]
    assert fired(g, "zavandor.auction.bonus")[0].facts == {"row": 0, "count": 9, "at": 9, "vp": 4}
    assert vp(g, 1) == 4
    assert g.stage == "king" and g.to_act == (1,)                                 # Bert moves the King
    g.apply(g.action(1, "king", 2))
    assert g.king == 2 and g.tracks["king"] == 2
    assert fired(g, "zavandor.auction.frozen")[0].facts["frozen"] == [(0, [1, 0, 0, 0]), (1, [0, 2, 0, 0])]
    assert [(e.facts["from"], e.facts["to"]) for e in fired(g, "zavandor.auction.king")] == [(0, 2)]
    pays = [(e.player, e.facts["row"], e.facts["count"]) for e in fired(g, "zavandor.auction.pay")]
    assert pays == [(0, 2, 1), (0, 1, 3), (1, 0, 9)]       # winners' cards go to the discard piles
    assert [sum(gems(g, d)[x] for d in DISCARD_PILE) for x in range(4)] == [9, 3, 1, 0]
    assert [g.tracks[f"winning_bid.{x}"] for x in ("ruby", "diamond", "emerald", "sapphire")] == [0, 1, 3, 9]
    # The King's hall now asks 2 EMERALD for the Family clan, but Bert's 2 EMERALD lie frozen on the table
    assert fired(g, "zavandor.upgrade.none", 1)[0].round == 1
    returned = fired(g, "zavandor.upgrade.return_bids")[0]
    assert returned.facts["returned"] == [(0, [1, 0, 0, 0]), (1, [0, 2, 0, 0])]
    assert ("emerald", 2, "Bert's bid", "p1") in returned.changes
    assert ("sapphire", 1, "Anna's bid", "p0") in returned.changes
    assert g.pile(BID_PILE[1]) == [] and g.round == 2


def test_frozen_bid_cannot_pay_for_upgrades():
    g = at_bids(["Anna", "Bert"], [[1, 2, 0, 0], [0, 3, 0, 0]])
    scenario.give_improvement(g, 0, "S01", 0)              # Blue Lantern Clan: first slot 1 SAPPHIRE
    bid(g, 0, [0, 2, 0, 0])                                # Anna loses the EMERALD row: 2 EMERALD frozen
    bid(g, 1, [0, 3, 0, 0])
    g.apply(g.action(1, "point"))
    assert fired(g, "zavandor.auction.king_by_start")[0].player == 0   # nobody bid SAPPHIRE
    g.apply(g.action(0, "king", 2))                        # Emerald Stair: King slots cost 2 EMERALD
    assert g.stage == "upgrade" and g.to_act == (0,)
    assert gems(g, BID_PILE[0]) == [0, 2, 0, 0] and gems(g, HAND_PILE[0]) == [1, 0, 0, 0]
    assert [a.args for a in g.legal_actions(0) if a.kind == "upgrade"] == [("S01", 1, 0, 0, 0)]
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match=r"cannot pay 2 EMERALD \(cards in a losing bid.*Losing bids wait"):
        g.apply(g.action(0, "upgrade", "family", 0, 2, 0, 0))
    assert g.snapshot() == snap


@pytest.mark.parametrize("bids, bonuses", [
    ([[0, 0, 0, 6], [0, 0, 7, 0], [0, 8, 0, 0], [9, 0, 0, 0]], [(0, 3), (1, 2), (2, 1), (3, 0)]),
    ([[0, 0, 0, 5], [0, 0, 6, 0], [0, 7, 0, 0], [8, 0, 0, 0]], []),
])
def test_bonus_thresholds_six_ruby_seven_diamond_eight_emerald_nine_sapphire(bids, bonuses):
    g = at_bids(4, bids)
    for p, b in enumerate(bids):
        bid(g, p, b)
    while g.stage in ("claim", "king"):
        p = g.to_act[0]
        g.apply(g.legal_actions(p)[-1] if g.stage == "claim" else g.legal_actions(p)[0])
    assert [(e.player, e.facts["row"]) for e in fired(g, "zavandor.auction.bonus")] == bonuses
    for p in range(4):
        assert vp(g, p) == 1 + (4 if (p, 3 - p) in bonuses else 0)


def test_ties_go_to_the_earlier_player_from_the_starting_player():
    g = game(3)
    scenario.skip_to(g, stage="bid", round=2)               # Ben starts round 2: order Ben, Cy, Ana
    assert g.start_player == 1
    for p in range(3):
        scenario.set_hand(g, p, [0, 2, 0, 0])
    bid(g, 1, [0, 0, 0, 0])
    bid(g, 2, [0, 2, 0, 0])
    bid(g, 0, [0, 2, 0, 0])
    tie = fired(g, "zavandor.auction.tie")[0]
    assert tie.player == 2 and tie.facts == {"row": 1, "tied": [2, 0], "count": 2}
    assert fired(g, "zavandor.auction.winner")[-1].player == 2
    assert gems(g, BID_PILE[0]) == [0, 2, 0, 0]               # Ana's tied bid is frozen


def test_winner_may_take_a_point_instead_of_the_improvement():
    g = at_bids(["Anna", "Bert"], [[3, 0, 0, 0], [0, 0, 0, 0]])
    [card] = g.pile(RIGHT_PILE[0])
    bid(g, 0, [3, 0, 0, 0])
    bid(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "point"))
    assert fired(g, "zavandor.auction.point_instead")[0].facts == {"item": card}
    g.apply(g.action(0, "king", 1))
    assert vp(g, 0) == 1 and card in g.pile(REMOVED_PILE)    # unbought, it leaves the game at the shift


def test_no_improvements_for_ruby_with_three_players_and_the_winner_scores_a_point():
    g = at_bids(3, [[0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0]])
    bid(g, 0, [0, 0, 0, 4])
    bid(g, 1, [0, 0, 0, 0])
    bid(g, 2, [0, 0, 0, 0])
    assert fired(g, "zavandor.auction.no_card")[0].facts == {"row": 3}
    assert vp(g, 0) == 1


def test_gallery_full_discards_an_improvement_with_its_markers_but_never_the_hoard():
    g = at_bids(["Anna", "Bert"], [[3, 0, 0, 0], [0, 0, 0, 0]])
    for cid, m in (("D07", 1), ("S01", 2), ("S02", 0), ("E02", 0)):
        scenario.give_improvement(g, 0, cid, m)
    assert len(g.gallery[0]) == 5                           # full: starting scroll + 4
    bid(g, 0, [3, 0, 0, 0])
    bid(g, 1, [0, 0, 0, 0])
    labels = [a.label for a in g.legal_actions(0)]
    assert "Take the improvement, discarding the Blue Lantern Clan" in labels
    assert not any("Hoard" in x for x in labels)
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="can never be removed.*Gallery full"):
        g.apply(g.action(0, "claim", "sapphire", "D07"))
    with pytest.raises(IllegalAction, match="gallery is full: choose an improvement to discard"):
        g.apply(g.action(0, "claim", "sapphire", ""))
    assert g.snapshot() == snap
    markers = g.held("p0", "upgrade_marker")
    [new_card] = g.pile(RIGHT_PILE[0])
    g.apply(g.action(0, "claim", "sapphire", "S01"))
    ev = fired(g, "zavandor.auction.gallery_full")[0]
    assert ev.facts == {"item": "S01", "markers": 2}
    assert g.held("p0", "upgrade_marker") == markers - 2 and "S01" in g.pile(REMOVED_PILE)
    assert [new_card, 0] in g.gallery[0] and len(g.gallery[0]) == 5 and g.pile(RIGHT_PILE[0]) == []


def test_the_king_moves_one_hall_along_the_path():
    g = at_bids(["Anna", "Bert"], [[0, 0, 0, 0], [1, 0, 0, 0]])
    bid(g, 0, [0, 0, 0, 0])
    bid(g, 1, [1, 0, 0, 0])
    assert g.to_act == (1,) and "Sapphire Gallery (2 SAPPHIRE), Emerald Stair (2 EMERALD)" in g.prompt(1)
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="can reach the Sapphire Gallery or the Emerald Stair.*Move the King"):
        g.apply(g.action(1, "king", 5))
    assert g.snapshot() == snap
    g.apply(g.action(1, "king", 1))
    ev = fired(g, "zavandor.auction.king")[0]
    assert ev.player == 1 and ev.facts == {"from": 0, "to": 1}


def test_single_path_moves_without_a_choice():
    g = at_bids(["Anna", "Bert"], [[0, 0, 0, 0], [1, 0, 0, 0]])
    scenario.place_king(g, 7)                               # Miners' Chapel leads only to the Crystal Bridge
    bid(g, 0, [0, 0, 0, 0])
    bid(g, 1, [1, 0, 0, 0])
    assert g.king == 9 and "king" not in [a.kind for a in g.decisions]
    assert [(e.player, e.facts) for e in fired(g, "zavandor.auction.king")] == [(1, {"from": 7, "to": 9})]


def test_board_moves_on_after_the_auction():
    g = at_bids(["Anna", "Bert"], [[0, 0, 0, 0], [0, 0, 0, 0]])
    right, middle, top = spaces(g, RIGHT_PILE), spaces(g, MIDDLE_PILE), spaces(g, LEFT_PILE)
    removed, decks = g.pile_size(REMOVED_PILE), [g.pile_size(d) for d in LEFT_PILE]
    bid(g, 0, [0, 0, 0, 0])
    bid(g, 1, [0, 0, 0, 0])
    g.apply(g.legal_actions(0)[0])                          # Anna moves the King
    shift = fired(g, "zavandor.auction.shift")[0]
    assert [r[1] for r in shift.facts["rows"]] == [None, None, right[1], right[0]]   # RUBY, DIAMOND, EMERALD, SAPPHIRE
    assert spaces(g, RIGHT_PILE) == middle and spaces(g, MIDDLE_PILE) == top
    assert g.pile(REMOVED_PILE)[removed:] == [right[1], right[0]]                   # in the order decided
    assert [g.pile_size(d) for d in LEFT_PILE] == [n - 1 if n else 0 for n in decks]
    assert CARDS[spaces(g, MIDDLE_PILE)[0]].shade == "pale"

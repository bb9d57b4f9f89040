"""Zavandor in a search's determinized copy (``Game.determinize``, issue 26): what a seat has not seen of
another player's hand and sealed bid is dealt again, what it has seen stays (docs/zavandor.md, "Dealing
again what a seat cannot see")."""

import json
import random

import mining_games as mg
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import card, gem_counts
from mining_games.zavandor.data import DRAW_PILE, HAND_PILE

WOODEN, COPPER, BRONZE = 0, 1, 3
SAPPHIRE, EMERALD, RUBY = 0, 1, 3


def anna_and_bert(seed=1):
    return mg.new_game("zavandor", players=["Anna", "Bert"], seed=seed)


def do(g, p, kind, *args):
    return g.apply(g.action(p, kind, *args))


def view(g, p):
    return json.dumps(g.view(p), sort_keys=True)


def copies(g, seat, n=40):
    return [g.determinize(seat, random.Random(k)) for k in range(n)]


def bert_trades_for_a_ruby():
    """Trade, rulebook example: Bert (4 WOODEN SAPPHIRES, a COPPER EMERALD, set in private) trades his
    EMERALD for Anna's BRONZE RUBY."""
    g = anna_and_bert()
    scenario.set_hand(g, 0, [2, 0, 0, 1])
    scenario.set_hand(g, 1, [4, 1, 0, 0])
    scenario.skip_to(g, stage="trade", player=1)
    do(g, 1, "offer", 0, "Anna")
    do(g, 1, "offer_give", "emerald")
    do(g, 1, "offer_ask", "ruby")
    do(g, 1, "offer_send")
    do(g, 0, "offer_accept")
    return g


def test_anna_sees_the_backs_of_berts_hand_and_the_ruby_she_traded_him():
    g = bert_trades_for_a_ruby()
    assert sorted(g.pile(HAND_PILE[1])) == [card(WOODEN, SAPPHIRE)] * 4 + [card(BRONZE, RUBY)]
    bert = g.view(0)["decks"][HAND_PILE[1]]
    assert bert["cards"] == 5 and bert["by_back"] == {"bronze": 1, "wooden": 4}
    assert bert["seen"] == [card(BRONZE, RUBY)] and g.view(0)["ledger"]["p1"]["cards"] == 5
    assert g.view(0)["decks"][HAND_PILE[0]]["seen"] == [card(COPPER, EMERALD)]   # and Bert, Anna's EMERALD


def test_a_copy_deals_the_gems_anna_never_saw_again_keeping_backs_the_traded_ruby_and_totals():
    g = bert_trades_for_a_ruby()
    seen = view(g, 0)
    wooden = sorted(g.pile(DRAW_PILE[WOODEN]) + [c for c in g.pile(HAND_PILE[1]) if c // 4 == WOODEN])
    hands = set()
    for world in copies(g, 0):
        hand = world.pile(HAND_PILE[1])
        assert card(BRONZE, RUBY) in hand and sorted(c // 4 for c in hand) == [WOODEN] * 4 + [BRONZE]
        rest = sorted(c for c in hand if c // 4 == WOODEN)
        assert sorted(world.pile(DRAW_PILE[WOODEN]) + rest) == wooden      # any 4 WOODEN cards Anna cannot see
        assert [world.held("p1", gem) for gem in ("sapphire", "emerald", "diamond", "ruby")] == gem_counts(hand)
        assert world.pile(HAND_PILE[0]) == g.pile(HAND_PILE[0]) and view(world, 0) == seen
        world.check_invariants()
        hands.add(tuple(gem_counts(hand)))
    assert len(hands) > 3 and sum(h[0] for h in hands) < 4 * len(hands)   # not always his 4 SAPPHIRES


def test_cards_bert_turned_over_in_the_bronze_deck_stay_in_every_copy():
    g = bert_trades_for_a_ruby()
    for _ in range(2):
        do(g, 1, "bank")
        do(g, 1, "pay", "sapphire")
        do(g, 1, "pay", "sapphire")
        do(g, 1, "want", "ruby")                            # searched for in the BRONZE deck, face up
    assert g.pile_seen(HAND_PILE[1]) == [card(BRONZE, RUBY)] * 3
    for world in copies(g, 0, 10):                          # Anna has seen every card of Bert's hand
        assert sorted(world.pile(HAND_PILE[1])) == [card(BRONZE, RUBY)] * 3 and world.held("p1", "ruby") == 3


def test_a_card_offered_stays_in_the_hand_so_the_copy_can_accept_the_offer():
    g = anna_and_bert()
    scenario.set_hand(g, 1, [4, 1, 0, 0])
    scenario.skip_to(g, stage="trade", player=1)
    do(g, 1, "offer", 0, "Anna")
    do(g, 1, "offer_give", "emerald")                       # Bert holds his COPPER EMERALD out
    assert g.pile_seen(HAND_PILE[1]) == [card(COPPER, EMERALD)]
    do(g, 1, "offer_give", "sapphire")
    assert g.pile_seen(HAND_PILE[1]) == [card(COPPER, EMERALD), card(WOODEN, SAPPHIRE)]
    do(g, 1, "offer_ask", "ruby")
    do(g, 1, "offer_withdraw")                              # withdrawn: the cards shown are still his
    assert g.pile_seen(HAND_PILE[1]) == [card(COPPER, EMERALD), card(WOODEN, SAPPHIRE)]
    do(g, 1, "offer", 0, "Anna")
    do(g, 1, "offer_give", "emerald")                       # the same EMERALD again: shown once
    do(g, 1, "offer_ask", "sapphire")
    do(g, 1, "offer_send")
    assert g.pile_seen(HAND_PILE[1]) == [card(COPPER, EMERALD), card(WOODEN, SAPPHIRE)]
    for world in copies(g, 0, 10):
        assert card(COPPER, EMERALD) in world.pile(HAND_PILE[1])
        held = world.held("p0", "emerald")
        do(world, 0, "offer_accept")                        # Anna's SAPPHIRE for the EMERALD Bert holds out
        assert world.held("p0", "emerald") == held + 1
        assert [c % 4 for c in world.pile_seen(HAND_PILE[0])] == [EMERALD]   # an EMERALD, face up
        world.check_invariants()


def bidding(seed=3):
    """The first Auction phase of a two-player game: Anna and Bert build their bids at once."""
    g = scenario.skip_to(anna_and_bert(seed), stage="bid")
    scenario.set_hand(g, 0, [3, 2, 1, 0])
    scenario.set_hand(g, 1, [2, 2, 2, 1])
    return g


def test_a_bid_another_player_builds_is_dealt_again_from_the_re_dealt_hand():
    g = bidding()
    for gem in ("sapphire", "sapphire", "emerald"):
        do(g, 0, "bid", gem)                                # Anna's draft: 2 SAPPHIRES, 1 EMERALD
    do(g, 0, "seal")
    do(g, 1, "bid", "ruby")                                 # Bert is still choosing: 1 RUBY so far
    assert g.sealed == {0: [2, 1, 0, 0], 1: [0, 0, 0, 1]} and g.to_act == (1,)
    sizes, seen = set(), view(g, 1)
    for world in copies(g, 1):                              # Bert's copies: Anna's bid is dealt again
        hand = gem_counts(world.pile(HAND_PILE[0]))
        draft = world.sealed[0]
        assert all(d <= h for d, h in zip(draft, hand))     # never more of a gem than the hand holds
        assert world.sealed[1] == [0, 0, 0, 1] and world.to_act == (1,)   # Bert's own draft, still his turn
        assert view(world, 1) == seen
        world.check_invariants()
        sizes.add(sum(draft))
    assert len(sizes) >= 4 and sizes <= set(range(7))       # 0 to 6 cards: the size is hidden too
    for world in copies(g, 0, 10):                          # Anna's copies: Bert's draft (unsealed) likewise
        assert all(d <= h for d, h in zip(world.sealed[1], gem_counts(world.pile(HAND_PILE[1]))))
        assert world.sealed[0] == [2, 1, 0, 0]
        do(world, 1, "seal")                                # and the copy plays on to the reveal
        assert world.phase == "Auction" and not world.sealed


def test_a_copy_of_a_copy_dealt_with_the_same_rng_is_the_same_copy_while_bids_are_built():
    g = bidding()
    do(g, 0, "bid", "sapphire")
    want = json.dumps(g.determinize(1, random.Random(5)).snapshot(), sort_keys=True)
    for t in range(3):
        other = g.determinize(1, random.Random(100 + t))
        assert json.dumps(other.determinize(1, random.Random(5)).snapshot(), sort_keys=True) == want


def test_a_losing_bid_goes_back_into_the_hand_face_up_and_stays_there_in_every_copy():
    g = bidding()
    do(g, 0, "bid", "sapphire")                             # Anna bids 1 SAPPHIRE, Bert 2: Anna's bid is frozen
    do(g, 0, "seal")
    do(g, 1, "bid", "sapphire")
    do(g, 1, "bid", "sapphire")
    do(g, 1, "seal")
    assert g.pile_seen(HAND_PILE[0]) == ()
    scenario.skip_to(g, phase="Income", round=2)            # upgrade.return_bids: back into Anna's hand
    assert g.pile_seen(HAND_PILE[0]) == [card(WOODEN, SAPPHIRE)]
    assert g.view(1)["decks"][HAND_PILE[0]]["seen"] == [card(WOODEN, SAPPHIRE)]
    for world in copies(g, 1, 10):
        assert card(WOODEN, SAPPHIRE) in world.pile(HAND_PILE[0]) and world.held("p0", "sapphire") >= 1

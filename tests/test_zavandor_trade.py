"""Zavandor, Phase 2: Trade: the bank (2 for 1, discard piles, searching a deck) and offers between players."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import card, gem_counts
from mining_games.zavandor.data import DISCARD_PILE, DRAW_PILE, HAND_PILE


def anna_and_bert(seed=1):
    return mg.new_game("zavandor", players=["Anna", "Bert"], seed=seed)


def last(g, rule):
    return [e for e in g.log if e.rule == rule][-1]


def do(g, p, kind, *args):
    return g.apply(g.action(p, kind, *args))


def expected_search(pile, gem):
    """Cards turned over from the top (the start of the list) until ``gem`` shows (a card is deck * 4 + gem)."""
    others = [0, 0, 0, 0]
    for c in pile:
        if c % 4 == gem:
            return sum(others) + 1, others
        others[c % 4] += 1
    raise AssertionError("gem not in pile")


def gems(g, pile):
    """A pile's cards counted per gem, [sapphire, emerald, diamond, ruby]."""
    return gem_counts(g.pile(pile))


def test_bert_trades_for_three_rubies():
    """Rulebook: an EMERALD for Anna's RUBY, then 4 cards to the bank for 2 RUBIES searched in BRONZE."""
    g = anna_and_bert()
    scenario.set_hand(g, 0, [2, 0, 0, 1])
    scenario.set_hand(g, 1, [4, 1, 0, 0])
    scenario.skip_to(g, stage="trade", player=1)
    assert last(g, "zavandor.trade.order").player == 0      # trading runs in player order from Anna
    do(g, 1, "offer", 0, "Anna")
    do(g, 1, "offer_give", "emerald")
    do(g, 1, "offer_ask", "ruby")
    assert [e.facts for e in g.log if e.rule == "zavandor.trade.offer_card"] == [
        {"to": "Anna", "give": {"emerald": 1}, "get": {}}, {"to": "Anna", "give": {"emerald": 1}, "get": {"ruby": 1}}]
    do(g, 1, "offer_send")
    assert last(g, "zavandor.trade.send").facts == {"to": "Anna", "give": "1 EMERALD", "get": "1 RUBY"}
    assert last(g, "zavandor.trade.send").text == "Bert offers Anna 1 EMERALD in exchange for 1 RUBY."
    assert g.to_act == (0,) and "Bert offers you 1 EMERALD for 1 RUBY" in g.prompt(0)
    do(g, 0, "offer_accept")
    assert gems(g, HAND_PILE[1]) == [4, 0, 0, 1] and gems(g, HAND_PILE[0]) == [2, 1, 0, 0]
    assert last(g, "zavandor.trade.accept").facts == {"frm": "Bert", "give": "1 EMERALD", "get": "1 RUBY"}
    assert not any(gems(g, d)[3] for d in DISCARD_PILE)       # no RUBY in any discard pile
    for _ in range(2):
        do(g, 1, "bank")
        assert last(g, "zavandor.trade.bank").facts == {"rate": 2}
        do(g, 1, "pay", "sapphire")
        do(g, 1, "pay", "sapphire")
        turned, others = expected_search(g.pile(DRAW_PILE[3]), 3)
        size, discard_before = g.pile_size(DRAW_PILE[3]), gems(g, DISCARD_PILE[3])
        do(g, 1, "want", "ruby")
        ev = last(g, "zavandor.trade.bank_search")
        assert ev.facts == {"gem": 3, "deck": 3, "turned": turned, "others": others}
        assert gems(g, DISCARD_PILE[3]) == [a + b for a, b in zip(discard_before, others)]
        assert g.pile_size(DRAW_PILE[3]) == size - turned
    assert gems(g, HAND_PILE[1]) == [0, 0, 0, 3]
    assert gems(g, DISCARD_PILE[0])[0] == 4                 # the four SAPPHIRES paid went to the WOODEN pile


def test_bank_takes_from_a_discard_pile_when_the_gem_lies_there():
    g = anna_and_bert()
    scenario.set_hand(g, 0, [2, 1, 0, 0])
    do(g, 0, "keep")
    scenario.skip_to(g, stage="trade", player=0)
    do(g, 0, "bank")
    assert "Pay card 1 of 2" in g.prompt(0)
    do(g, 0, "pay", "emerald")
    assert last(g, "zavandor.trade.bank_pay").facts == {"gem": 1, "deck": 1}
    do(g, 0, "pay", "sapphire")
    assert g.stage == "bank_take"
    do(g, 0, "want", "emerald")                              # the EMERALD she just paid lies on the COPPER pile
    assert last(g, "zavandor.trade.bank_take").facts == {"gem": 1, "deck": 1}
    assert gems(g, HAND_PILE[0]) == [1, 1, 0, 0] and g.stage == "trade"


def test_choosing_between_discard_piles():
    g = anna_and_bert()
    scenario.set_hand(g, 0, [1, 0, 0, 0, 1, 0, 0, 0] + [0] * 8)   # a WOODEN and a COPPER sapphire
    scenario.skip_to(g, stage="trade", player=0)
    do(g, 0, "bank")
    do(g, 0, "pay", "sapphire")
    do(g, 0, "pay", "sapphire")
    do(g, 0, "want", "sapphire")
    assert g.stage == "bank_pile"
    assert [a.label for a in g.legal_actions(0)] == ["Take the SAPPHIRE from the WOODEN discard pile",
                                                     "Take the SAPPHIRE from the COPPER discard pile"]
    copper = gems(g, DISCARD_PILE[1])[0]
    do(g, 0, "pile", "sapphire", "copper")
    assert gems(g, DISCARD_PILE[1])[0] == copper - 1 and g.pile(HAND_PILE[0]) == [card(1, 0)]


def test_trade_offers_are_limited_per_phase():
    g = anna_and_bert()
    scenario.skip_to(g, stage="trade", player=0)
    for left in (2, 1, 0):
        do(g, 0, "offer", 1, "Bert")
        assert last(g, "zavandor.trade.offer").facts == {"partner": 1, "left": left}
        do(g, 0, "offer_withdraw")
    assert last(g, "zavandor.trade.offer_limit").facts == {"limit": 3}
    assert [a.kind for a in g.legal_actions(0)] == ["bank", "done_trading"]
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="used all 3 trade offers.*Offers per phase"):
        do(g, 0, "offer", 1, "Bert")
    assert g.snapshot() == snap


def test_offer_size_and_decline():
    g = anna_and_bert()
    scenario.set_hand(g, 0, [6, 0, 0, 0])
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    scenario.skip_to(g, stage="trade", player=0)
    do(g, 0, "offer", 1, "Bert")
    assert "offer_send" not in [a.kind for a in g.legal_actions(0)]    # both sides must hold a card
    for _ in range(4):
        do(g, 0, "offer_give", "sapphire")
    assert "offer_give" not in [a.kind for a in g.legal_actions(0)]    # at most 4 cards a side
    do(g, 0, "offer_ask", "diamond")
    do(g, 0, "offer_send")
    assert [a.kind for a in g.legal_actions(1)] == ["offer_decline"]  # Bert holds no DIAMOND
    with pytest.raises(IllegalAction, match="does not hold 1 DIAMOND.*Accept an offer"):
        do(g, 1, "offer_accept")
    do(g, 1, "offer_decline")
    assert g.to_act == (0,) and g.offer is None and gems(g, HAND_PILE[0]) == [6, 0, 0, 0]


def test_trade_menus_offer_only_gem_cards():
    g = anna_and_bert()
    scenario.skip_to(g, stage="trade", player=0)
    assert {a.kind for a in g.legal_actions(0)} == {"bank", "offer", "done_trading"}
    do(g, 0, "done_trading")
    assert last(g, "zavandor.trade.done").player == 0 and g.to_act == (1,)

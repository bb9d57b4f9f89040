"""Mine 77 on the kernel's piles (core/piles.py): what each seat sees of every pile, the piles a seat cannot see
dealt again only among the cards they could hold, and the rules that move cards through the pile functions."""

import json
import random

from mine77_helpers import quiet_shift, solo
from test_mine77_scenarios import ask, new, pick

from mining_games.core import Transfer, discard_pile


def views(g):
    return {p: json.dumps(g.view(p)) for p in (-1, *range(len(g.players)))}


# ------------------------------------------------------------------ Work Order hands and decks


def test_a_hand_is_a_face_down_pile_that_only_its_owner_looks_through():
    """The Shift: a hand of 5 Work Order cards, which the other players never see (the kernel's view: its size)."""
    g = new(3)
    assert g.pile_size("hand0") == 5 and g.pile_size("orders0") == 2
    assert g.view(0)["decks"]["hand0"]["cards"] == g.hand(0)
    assert g.view(1)["decks"]["hand0"]["cards"] == 5 and g.view(-1)["decks"]["hand0"]["cards"] == 5
    assert "hand" not in g.view(1)["state"] and "hand1" in g.hidden_piles(0) and "hand0" not in g.hidden_piles(0)
    assert g.held("p0", "work_order") == 5 and g.held("deck.orders0", "work_order") == 2
    deck = sorted(g.hand(0) + g.pile("orders0"))
    before, dealt = views(g), set()
    for k in range(8):
        g.redeal_hidden(1, random.Random(k))          # Ben's copy: Ana's hand could be any 5 of her 7 cards
        assert sorted(g.hand(0) + g.pile("orders0")) == deck and len(g.hand(0)) == 5
        assert json.dumps(g.view(1)) == before[1] and json.dumps(g.view(-1)) == before[-1]
        dealt.add(tuple(sorted(g.hand(0))))
    assert len(dealt) > 1
    mine = list(g.hand(0))
    g.redeal_hidden(0, random.Random(0))              # Ana's own copy keeps the hand she sees
    assert g.hand(0) == mine


def test_a_card_shredded_from_the_discards_leaves_the_discard_pile():
    """Secret Shredder: cards may be removed from the hand or the discards; the first is free."""
    g = new(2)
    card = g.hand(0)[0]
    g.fire(g.arrange_rule, what="a card played")
    g.move_cards("hand0", discard_pile("orders0"), cards=[card])
    g.shred_visit = 0
    ask(g, 0, "shred")
    assert ("shred", ("discard", card)) in {(a.kind, a.args[:2]) for a in g.legal_actions(0)}
    s = len(g.log)
    pick(g, 0, "shred", "discard", card)
    shred = next(e for e in g.log[s:] if e.rule == "mine77.shredder.shred")
    assert shred.facts["where"] == "discard" and shred.facts["cost"] == "nothing"
    assert shred.changes == [Transfer("work_order", 1, "discard.orders0", "shredded")]
    assert g.pile(discard_pile("orders0")) == [] and g.held("shredded", "work_order") == 1 and g.deck_total(0) == 6


def test_an_npc_reshuffle_puts_its_discards_under_the_draw_pile_and_shuffles_the_deck_in_one_event():
    """Shuffling: after each Shift all the NPC's cards make a new draw deck."""
    g = solo("sergio")
    quiet_shift(g)
    e = next(e for e in g.log if e.rule == "mine77.npc.reshuffle")
    played = sum(1 for x in g.log[:e.seq] if x.rule == "mine77.npc.play")
    assert played in (3, 4) and e.player == 1 and e.facts == {"n": 7}
    assert e.changes == [Transfer("npc_card", played, "discard.npc1", "deck.npc1")]     # one event, one transfer
    assert g.pile_size("npc1") == 6 and g.pile_size("npc1/discard") == 0 and g.held("p1", "npc_card") == 1

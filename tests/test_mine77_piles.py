"""Mine 77 on the kernel's piles (core/piles.py): what each seat sees of every pile, the piles a seat cannot see
dealt again only among the cards they could hold, and the rules that move cards through the pile functions."""

import copy
import json
import random

import pytest
from conformance import seat_page
from mine77_helpers import act_at, quiet_shift, solo
from test_mine77_scenarios import activation, ask, fired, lay, new, pick, run

from mining_games.core import Game, Transfer, discard_pile
from mining_games.mine77.data import COMMISSARIAT_SLOTS, ELVEN, PATROL, PATROL_BACKS, RESEARCH_PILES, TILES
from mining_games.mine77.game import Mine77


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


def test_a_card_selected_in_secret_waits_on_top_of_the_hand_and_a_copy_dealt_again_plays_its_top_card():
    """Work Order Selection: each player selects in secret, face down, and all are revealed at once. The card waits on
    top of its owner's hand, so nothing the others see changes; a copy in which the others' hands are dealt again
    (a search's determinized copy) plays the card lying there, never a card no longer in the hand."""
    g = new(3)
    hidden = ("to_act", "decisions", "events", "sealed")
    seen = {q: {k: v for k, v in g.view(q).items() if k not in hidden} for q in (-1, 1, 2)}
    card = g.hand(0)[2]
    pick(g, 0, "select", card)
    assert g.hand(0)[0] == card and len(g.hand(0)) == 5 and g.sealed == {0: card}
    assert all({k: v for k, v in g.view(q).items() if k not in hidden} == seen[q] for q in (-1, 1, 2))
    for k in range(40):                              # Ben's copy in which Ana's card went back into her draw pile
        world = copy.deepcopy(g)
        world.redeal_hidden(1, random.Random(k))
        if card not in world.hand(0):
            break
    top = world.hand(0)[0]
    for q in (1, 2):
        world.apply(world.legal_actions(q)[0])
    assert world.chosen["0"] == top != card and len(world.hand(0)) == 4 and top not in world.hand(0)
    world.check_invariants()
    for q in (1, 2):
        g.apply(g.legal_actions(q)[0])
    assert g.chosen["0"] == card and card not in g.hand(0) and len(g.hand(0)) == 4


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


# ------------------------------------------------------------------ the rows and the Research piles


def test_the_mining_row_lies_face_up_and_its_deck_face_down():
    """Prepare the Organiser Board, steps 1-2: two Mining cards face up, the rest a deck whose order nobody sees."""
    g = new(3)
    row, deck = list(g.pile("mining.row")), list(g.pile("mining.deck"))
    assert g.view(1)["decks"]["mining.row"]["cards"] == row and g.view(1)["decks"]["mining.deck"]["cards"] == 14
    assert (g.held("mining.row", "mining_card"), g.held("mining.deck", "mining_card")) == (2, 14)
    g.redeal_hidden(-1, random.Random(1))
    assert g.pile("mining.row") == row and sorted(g.pile("mining.deck")) == sorted(deck)


def test_the_patrol_cards_show_their_backs_and_are_dealt_again_only_among_cards_of_the_same_back():
    """Patrol, step 1: the two face-down Patrol cards show on their backs the workers they need and how many rewards
    they give; a seat's view shows the backs in place, never the cards."""
    g = new(2)
    lay(g, "patrol.row", [0, 5], "patrol.deck")              # backs: 1 worker and 3 rewards, 1 worker and 2 rewards
    assert PATROL_BACKS[0] == (1, 3) and PATROL_BACKS[5] == (1, 2)
    seen = g.view(0)["decks"]["patrol.row"]
    assert seen["cards"] == 2 and seen["backs"] == [[1, 3], [1, 2]]
    assert g.view()["decks"]["patrol.row"]["cards"] == [0, 5]
    dealt = set()
    for k in range(20):
        g.redeal_hidden(0, random.Random(k))
        assert [PATROL_BACKS[c] for c in g.pile("patrol.row")] == [(1, 3), (1, 2)]
        assert g.held("patrol.row", "patrol_card") == 2 and g.pile_size("patrol.deck") == 20
        dealt.add(g.pile("patrol.row")[0])
    assert dealt <= {c for c, back in PATROL_BACKS.items() if back == (1, 3)} and len(dealt) > 1


def test_the_patrol_leader_chooses_by_the_backs_only():
    """Patrol, step 3: a viable card is chosen before it is revealed, so the leader's menu and prompt show what the
    backs show (workers and rewards), not what a face-down card holds: the leader's page is the same whichever card
    of that back lies there."""
    g = new(2)
    lay(g, "patrol.row", [0, 5], "patrol.deck")
    act_at(g, 0, PATROL)
    pick(g, 0, "patrol_box", 1)
    assert g.stage == "patrol_card"
    page, other = seat_page(g, 0), 0
    for k in range(10):
        world = copy.deepcopy(g)
        world.redeal_hidden(0, random.Random(k))
        other += world.pile("patrol.row")[0] != 0
        assert seat_page(world, 0) == page
    assert other
    assert [a.label for a in g.legal_actions(0)] == ["Patrol card 1 (at least 1 worker)",
                                                     "Patrol card 2 (at least 1 worker)"]
    assert g.prompt(0) == ("Choose the Patrol by the backs of the face-down cards: card 1 needs at least 1 worker and "
                           "gives 3 rewards; card 2 needs at least 1 worker and gives 2 rewards")


def test_research_piles_show_their_top_tiles_and_deal_again_the_tiles_below_among_the_piles_of_their_shape():
    """Prepare the Organiser Board, step 11: six piles with the top tile's price showing; the small squares (and the
    rectangles) split at random between two piles."""
    g = new(2)
    tops = [g.pile(name)[0] for name in RESEARCH_PILES]
    view = g.view(1)["decks"]
    assert [view[name]["top"] for name in RESEARCH_PILES] == tops
    assert [view[name]["cards"] for name in RESEARCH_PILES] == [5, 5, 5, 5, 6, 6]
    small = sorted(g.pile("research.1")[1:] + g.pile("research.2")[1:])
    first, moved = set(g.pile("research.1")[1:]), False
    for k in range(10):
        g.redeal_hidden(1, random.Random(k))
        assert [g.pile(name)[0] for name in RESEARCH_PILES] == tops
        assert sorted(g.pile("research.1")[1:] + g.pile("research.2")[1:]) == small
        moved |= set(g.pile("research.1")[1:]) != first                # a tile below went to the other pile
    assert all(TILES[t][0] == "small" for t in small) and moved


def test_a_tile_bought_reveals_the_next_one():
    """Research, Purchase: taking the top tile reveals the next tile of the pile."""
    g = new(2)
    top, below = g.pile("research.6")[:2]
    g.fire(g.arrange_rule, what="Ana buys a tile")
    g.agenda = [["tile_bought", 0, 5]]
    run(g)
    buy = next(e for e in g.log if e.rule == "mine77.research.buy")
    assert buy.facts["pile"] == 6 and buy.facts["left"] == 5 and g.tile == top
    assert g.view(1)["decks"]["research.6"]["top"] == below and g.pile_size("research.6") == 5


def test_a_commissariat_slot_bought_stays_empty_until_the_night():
    """Commissariat: three cards face up; one bought leaves its slot empty until the Night Shift refills it."""
    g = new(2)
    g.arrange("give", 0, "rosette", 1)
    first, second, third = g.commissariat_row()
    assert [g.view(1)["decks"][slot]["cards"] for slot in COMMISSARIAT_SLOTS] == [[first], [second], [third]]
    ask(g, 0, "commissariat")
    pick(g, 0, "buy_order", 1)
    pick(g, 0, "bribe", "rosette")
    assert g.commissariat_row() == [first, None, third] and g.held("commissariat.row", "work_order") == 2
    assert [a.args[0] for a in g.legal_actions(0) if a.kind == "buy_order"] in ([], [0, 2])
    top = g.pile("commissariat")[0]
    g.agenda = [["reactivate"]]
    run(g)
    refill = next(e for e in reversed(g.log) if e.rule == "mine77.night.reactivate")
    assert Transfer("work_order", 1, "deck.commissariat", "commissariat.row") in refill.changes
    assert g.commissariat_row() == [first, top, third] and g.pile_size("commissariat") == 11


# ------------------------------------------------------------------ Secret Objectives, Elven orders and the draft


def test_secret_objectives_lie_face_down_before_their_owner_until_final_scoring_reveals_the_one_kept():
    """Prepare each Player Area, step 4: two dealt, one kept, the other discarded unseen; Final Scoring, step 4: the
    one kept is revealed."""
    g = Mine77(players=3, seed=5)
    assert [g.held(f"p{p}", "objective_card") for p in range(3)] == [2, 2, 2]
    for p in range(3):
        g.apply(g.legal_actions(p)[0])
    kept, out = list(g.pile("objective0")), list(g.pile("objective_offer0"))
    assert len(kept) == len(out) == 1 and g.objective(0) == kept[0]
    assert g.view(0)["decks"]["objective0"]["cards"] == kept and g.view(0)["decks"]["objective_offer0"]["cards"] == out
    assert g.view(1)["decks"]["objective0"]["cards"] == 1 and g.view(-1)["decks"]["objective_offer0"]["cards"] == 1
    assert "objective" not in g.view(1)["state"] and "objective_offer" not in g.view(1)["state"]
    mine = sorted(g.pile("objective1") + g.pile("objective_offer1"))
    others = sorted(c for p in (0, 2) for c in g.pile(f"objective{p}") + g.pile(f"objective_offer{p}"))
    unseen, before, dealt = sorted(g.pile("objectives") + others), views(g), set()
    for k in range(10):
        world = copy.deepcopy(g)
        world.redeal_hidden(1, random.Random(k))     # Ben's copy: the others' objectives could be any he has not seen
        again = sorted(c for p in (0, 2) for c in world.pile(f"objective{p}") + world.pile(f"objective_offer{p}"))
        assert sorted(world.pile("objectives") + again) == unseen and set(again).isdisjoint(mine)
        assert sorted(world.pile("objective1") + world.pile("objective_offer1")) == mine
        assert json.dumps(world.view(1)) == before[1]
        dealt.add(world.objective(0))
    assert len(dealt) > 1
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)
    scored = [e for e in g.log if e.rule == "mine77.score.objective"]
    assert [e.player for e in scored] == [0, 1, 2] and g.view(1)["decks"]["objective0"]["cards"] == kept
    assert g.view(1)["decks"]["objective_offer0"]["cards"] == 1 and g.pile_face("objective0") == "up"


def test_an_elven_order_not_yet_revealed_is_a_face_down_card_before_its_owner():
    """Elven Embassy Cards: not revealed until used; the first resource placed on one reveals it."""
    g = new(2)
    g.arrange("elven", 0, 8)                                  # 1 Gold + 1 Lichen + 1 Lichen
    assert g.elven[0] == [None] and g.pile("elven_orders0") == [8] and g.elven_orders(0) == [(8, ELVEN[8])]
    assert g.view(0)["decks"]["elven_orders0"]["cards"] == [8] and g.view(1)["decks"]["elven_orders0"]["cards"] == 1
    assert g.view(1)["state"]["elven"][0] == [None]
    dealt = set()
    for k in range(10):
        world = copy.deepcopy(g)
        world.redeal_hidden(1, random.Random(k))              # any card of the Elven deck Ben has not seen
        dealt.add(world.pile("elven_orders0")[0])
        assert json.dumps(world.view(1)) == json.dumps(g.view(1))
    assert len(dealt) > 1 and dealt <= set(range(len(ELVEN)))
    g.arrange("give", 0, "lichen", 1)
    activation(g, 0)
    ask(g, 0, "wrap")
    s = len(g.log)
    pick(g, 0, "redistribute", "lichen")
    assert fired(g, s)[:2] == ["mine77.elven.reveal", "mine77.storage.redistribute"]
    assert g.elven[0] == [{"card": 8, "left": ["gold", "lichen"]}] and g.pile("elven_orders0") == []
    assert g.view(1)["state"]["elven"][0] == [{"card": 8, "left": ["gold", "lichen"]}]
    assert g.held("p0", "elven_card") == 0 and g.held("elven0", "lichen") == 1       # arranged: no card on the ledger


def test_the_elven_draft_is_seen_by_the_player_choosing_only():
    """Elven Embassy Purchase Orders: box 1 draws 3 and keeps 1, passes 2 to box 2; the extra card is discarded."""
    g = new(3)
    g.embassy = [[1, 0], [0, 0], None]
    g.workers[1][0] = g.workers[0][0] = "Embassy"
    g.agenda = [["elven_orders"]]
    run(g)
    three = list(g.pile("elven.draft"))
    assert g.stage == "elven_pick" and g.to_act == (1,) and len(three) == 3 and g.draft == {"box": 0}
    assert g.view(1)["decks"]["elven.draft"]["cards"] == three
    assert [g.view(p)["decks"]["elven.draft"]["cards"] for p in (-1, 0, 2)] == [3, 3, 3]
    world = copy.deepcopy(g)
    world.redeal_hidden(1, random.Random(0))
    assert world.pile("elven.draft") == three                 # Ben looks through them: they stay
    g.apply(g.legal_actions(1)[0])
    assert g.elven[1] == [None] and g.pile("elven_orders1") == [three[0]] and g.to_act == (0,)
    assert g.view(0)["decks"]["elven.draft"]["cards"] == three[1:] and g.view(1)["decks"]["elven.draft"]["cards"] == 2
    g.apply(g.legal_actions(0)[1])
    assert g.pile("elven_orders0") == [three[2]] and g.pile("elven.draft") == []
    discard = next(e for e in g.log if e.rule == "mine77.embassy.discard")
    assert discard.changes == [Transfer("elven_card", 1, "elven.draft", "discard.elven")]
    assert g.pile("elven/discard") == [three[1]] and g.draft is None


def test_mine77_hides_nothing_itself():
    """Every hidden card of Mine 77 lies in a kernel pile: the game has no redact of its own."""
    assert "redact" not in vars(Mine77) and Mine77.redact is Game.redact


def test_an_elven_card_that_does_not_exist_cannot_be_arranged_and_nothing_changes():
    g = new(2)
    before = json.dumps(g.snapshot())
    for bad in (16, -1, "8", True):
        with pytest.raises(ValueError, match=r"no Elven Embassy card .*: the cards are 0\.\.15"):
            g.arrange("elven", 0, bad)
    assert json.dumps(g.snapshot()) == before


def _at_a_sealed_selection(seed=3):
    """A random 3-player game played to a Work Order selection where Ana has sealed her card and Ben has not."""
    g = Mine77(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if g.stage == "select" and 0 in g.sealed and 1 in g.to_act:
            return g
        p = g.to_act[0] if g.stage != "select" or 0 not in g.to_act else 0
        g.apply(rng.choice(g.legal_actions(p)))
    raise AssertionError("no sealed selection reached")


def test_a_determinized_copy_deals_another_players_sealed_card_again():
    g = _at_a_sealed_selection()
    ana_card, ana_cards = g.sealed[0], sorted(g.pile("hand0"))
    before = g.snapshot()
    chosen = set()
    for k in range(30):
        world = g.determinize(1, random.Random(k))
        assert world.sealed[0] == world.pile("hand0")[0]          # the card on top of her re-dealt hand
        assert world.view(1) == g.view(1)
        chosen.add(world.sealed[0])
    assert len(chosen) > 1                                        # not her real card every time
    assert g.snapshot() == before and g.sealed[0] == ana_card and sorted(g.pile("hand0")) == ana_cards
    mine = g.determinize(0, random.Random(1))
    assert mine.sealed[0] == ana_card                             # her own copy keeps her card

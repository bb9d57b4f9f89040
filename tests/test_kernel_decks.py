"""The kernel's piles (``core/piles.py``) and dice arranged ahead, on a small test-only game: making
piles, taking, putting, moving and stacking cards with the ledger, what a seat's view shows of each
pile, and dealing again what a seat cannot see."""

import json
import random

import pytest
from toygame import ToyGame

from mining_games.core import Game, Rule, RuleBook, RuleError, SeatView, Stage, Transfer, action_class, discard_pile
from mining_games.core.plain import plain

CITE = "pile rules (tests/test_kernel_decks.py)"
RULES = RuleBook("stacks", [
    Rule("stacks.setup", "Lay out", "The piles are laid out.", CITE, text="The piles are laid out.", mints=True),
    Rule("stacks.shuffle", "Shuffle", "A pile is shuffled.", CITE, text="A pile of {cards} is shuffled."),
    Rule("stacks.deal", "Deal", "Cards move.", CITE, text="Cards move.", mints=True),
    Rule("stacks.roll", "Roll", "Dice are rolled.", CITE, text="{player} rolls {roll}."),
    Rule("stacks.done", "Done", "The player stops.", CITE, text="{player} stops."),
])
GEM = {"r": "ruby", "s": "sapphire"}   # the gem pile's cards are ledger items of two kinds


class Stacks(Game):
    """Piles of every kind, laid out at setup; the one decision is to stop, which ends the game."""

    name = "stacks"
    title = "Stacks"
    RULES = RULES
    Action = action_class({"done": "Stop"})
    min_players = 2
    max_players = 3
    UNBOUNDED = frozenset({"bank"})
    PHASES = ("Play",)
    STAGES = {"done": Stage("Play", "stacks.done", "Stop")}

    def setup(self):
        self.fire("stacks.setup")
        self.new_pile("deck", ["a", "b", "c", "d", "e", "f"], item="card", src="bank")
        self.new_pile("row", item="card", account="row", face="up")
        self.new_pile("aside", item="card", account="aside", pool="deck")
        self.new_pile("tiles", [1, 2, 3, 4, 5], face="top")
        self.new_pile("grades", ["zero", "high", "zero", "medium"], counts=True)
        self.new_pile("gems", ["r", "s", "r", "s", "s"], item=GEM, account="gems", src="bank")
        self.new_deck("old", ["x", "y", "z"], "old_card", "bank")
        self.ask(0, "done")

    def _menu_done(self, p):
        return [self.Action(p, "done")]

    def _do_done(self, a):
        self.end_game("stacks.done", a.player)

    def _arrange_top(self, name, card):
        self.fire(self.arrange_rule, what=f"{card} goes on top of {name}")
        self.stack_cards(name, [card])


@pytest.fixture
def g():
    return Stacks(players=["Ana", "Ben", "Cy"], seed=4)


def deal(g):
    """Fire the rule the pile changes of a test belong to."""
    return g.fire("stacks.deal")


def test_a_pile_on_the_ledger_takes_its_cards_from_an_account(g):
    setup = g.log[0]
    assert setup.changes[0] == Transfer("card", 6, "bank", "deck.deck")
    assert setup.changes[1:3] == [Transfer("ruby", 2, "bank", "gems"), Transfer("sapphire", 3, "bank", "gems")]
    assert g.decks["deck"] == {"cards": ["a", "b", "c", "d", "e", "f"], "face": "down", "counts": False, "known": [],
                               "item": "card", "account": "deck.deck", "pool": "deck"}
    assert g.decks["tiles"]["item"] is None and g.decks["tiles"]["account"] is None
    assert g.pile("deck") == ["a", "b", "c", "d", "e", "f"] and g.pile_size("tiles") == 5


def test_the_snapshot_shows_a_mapping_of_ledger_items_shared_by_piles_as_plain_data_for_each(g):
    numbers = {1: "ruby", 2: "sapphire"}
    deal(g)
    g.new_pile("gems2", ["s"], item=GEM, account="gems2", src="bank")
    g.new_pile("n1", [1, 2], item=numbers, account="n1", src="bank")
    g.new_pile("n2", [2], item=numbers, account="n2", src="bank")
    g.new_pile("pairs", [(1, 2), 3], pool=("a", "b"))              # cards and a pool name that are not plain data
    decks = g.snapshot()["decks"]
    assert decks["pairs"]["cards"] == [[1, 2], 3] and decks["pairs"]["pool"] == ["a", "b"]
    assert decks == plain(g.decks) and list(decks) == list(g.decks)
    assert decks["n1"]["item"] == decks["n2"]["item"] == {"1": "ruby", "2": "sapphire"}
    assert decks["gems"]["item"] == decks["gems2"]["item"] == GEM
    decks["n1"]["item"]["3"] = "diamond"            # each pile's copy is its own, and none is the game's
    decks["gems"]["item"]["x"] = "diamond"
    assert decks["n2"]["item"] == {"1": "ruby", "2": "sapphire"} and decks["gems2"]["item"] == GEM
    assert numbers == {1: "ruby", 2: "sapphire"} and GEM == {"r": "ruby", "s": "sapphire"}


def test_bad_piles_are_refused(g):
    deal(g)
    for name, kw, message in [
            ("deck", {}, "exists already"),
            ("dice", {}, "the kernel's"),
            ("x/discard", {}, "the kernel's"),
            ("x", {"face": "sideways"}, "one of"),
            ("x", {"item": "card"}, "say which account"),          # cards on the ledger need an account to come from
            ("y", {"pool": "deck"}, "other ledger items")]:       # a pool's piles hold the same item
        with pytest.raises(RuleError, match=message):
            g.new_pile(name, ["q"] if name == "x" else (), **kw)
    assert "x" not in g.decks and "y" not in g.decks


def test_take_from_the_top_the_bottom_or_by_identity(g):
    ev = deal(g)
    assert g.take_cards("deck", 2, "p0") == ["a", "b"]
    assert g.take_cards("deck", 1, "p1", bottom=True) == ["f"]
    assert g.take_cards("deck", dst="p2", cards=["d", "c"]) == ["d", "c"]
    assert g.pile("deck") == ["e"]
    assert ev.changes == [Transfer("card", 2, "deck.deck", "p0"), Transfer("card", 1, "deck.deck", "p1"),
                          Transfer("card", 2, "deck.deck", "p2")]
    assert g.take_cards("tiles", 2) == [1, 2]                     # not on the ledger: nothing moves there
    assert g.take_cards("deck", 5, "p0") == ["e"] and g.pile("deck") == []   # fewer when the pile runs out


def test_of_equal_chosen_cards_those_nearest_the_top_or_the_bottom_are_taken(g):
    ev = deal(g)
    assert g.take_cards("gems", dst="p0", cards=["s"], bottom=True) == ["s"]
    assert g.pile("gems") == ["r", "s", "r", "s"]                  # the lowest sapphire went
    assert g.take_cards("gems", dst="p0", cards=["s"]) == ["s"]
    assert g.pile("gems") == ["r", "r", "s"]                       # the highest sapphire went
    g.put_cards("row", ["a", "b", "a", "c"], "bank")
    assert g.move_cards("row", "aside", cards=["a", "c"], from_bottom=True) == ["a", "c"]
    assert g.pile("row") == ["a", "b"] and g.pile("aside") == ["a", "c"]
    with pytest.raises(RuleError, match=r"pile 'gems' holds no 'x'"):
        g.take_cards("gems", dst="p0", cards=["r", "x"], bottom=True)
    assert g.pile("gems") == ["r", "r", "s"]
    assert ev.changes == [Transfer("sapphire", 1, "gems", "p0"), Transfer("sapphire", 1, "gems", "p0"),
                          Transfer("card", 4, "bank", "row"), Transfer("card", 2, "row", "aside")]


def test_cards_of_several_items_move_as_one_transfer_per_item_in_the_mappings_order(g):
    ev = deal(g)
    g.put_cards("gems", ["s", "r", "s"], "bank")
    g.take_cards("gems", 2, "p0")
    g.take_cards("gems", dst="p1", cards=["s"])
    assert ev.changes == [Transfer("ruby", 1, "bank", "gems"), Transfer("sapphire", 2, "bank", "gems"),
                          Transfer("ruby", 1, "gems", "p0"), Transfer("sapphire", 1, "gems", "p0"),
                          Transfer("sapphire", 1, "gems", "p1")]


def test_a_card_the_pile_does_not_hold_is_refused_and_nothing_moves(g):
    ev = deal(g)
    with pytest.raises(RuleError, match=r"pile 'deck' holds no 'z'"):
        g.take_cards("deck", dst="p0", cards=["a", "z"])
    with pytest.raises(RuleError, match="say which account"):
        g.take_cards("deck", 1)
    with pytest.raises(RuleError, match="not on the ledger"):
        g.take_cards("tiles", 1, "p0")
    with pytest.raises(RuleError, match="cannot take -1 cards"):
        g.take_cards("tiles", -1)
    assert g.pile("deck") == ["a", "b", "c", "d", "e", "f"] and ev.changes == []


def test_put_on_top_or_under(g):
    ev = deal(g)
    g.put_cards("deck", ["p", "q"], "bank")
    g.put_cards("deck", ["z"], "bank", bottom=True)
    assert g.pile("deck") == ["p", "q", "a", "b", "c", "d", "e", "f", "z"]
    assert ev.changes == [Transfer("card", 2, "bank", "deck.deck"), Transfer("card", 1, "bank", "deck.deck")]
    g.put_cards("tiles", [9], bottom=True)
    assert g.pile("tiles") == [1, 2, 3, 4, 5, 9]


def test_deal_a_row_from_a_deck_and_set_cards_aside(g):
    ev = deal(g)
    assert g.move_cards("deck", "row", 2, to_bottom=True) == ["a", "b"]
    assert g.move_cards("deck", "row", to_bottom=True) == ["c"]
    assert g.move_cards("deck", "aside", 2, from_bottom=True) == ["e", "f"]
    assert g.pile("row") == ["a", "b", "c"] and g.pile("deck") == ["d"] and g.pile("aside") == ["e", "f"]
    assert ev.changes == [Transfer("card", 2, "deck.deck", "row"), Transfer("card", 1, "deck.deck", "row"),
                          Transfer("card", 2, "deck.deck", "aside")]
    with pytest.raises(RuleError, match="different ledger items"):
        g.move_cards("deck", "tiles")
    assert g.held("row", "card") == g.pile_size("row") == 3


def test_stack_chosen_cards_on_top_or_under_without_the_ledger(g):
    ev = deal(g)
    g.stack_cards("deck", ["e", "c"])
    assert g.pile("deck") == ["e", "c", "a", "b", "d", "f"]
    g.stack_cards("deck", ["a"], bottom=True)
    assert g.pile("deck") == ["e", "c", "b", "d", "f", "a"]
    g.stack_cards("grades", ["zero", "zero"])         # two cards of a kind: both go on top
    assert g.pile("grades") == ["zero", "zero", "high", "medium"]
    assert ev.changes == []


def test_counts_by_kind_follow_no_place_in_the_pile(g):
    assert g.pile_counts("grades") == {"high": 1, "medium": 1, "zero": 2}
    assert list(g.pile_counts("gems")) == ["ruby", "sapphire"] and g.pile_counts("gems")["sapphire"] == 3
    deal(g)
    g.stack_cards("tiles", [5])
    assert list(g.pile_counts("tiles")) == [1, 2, 3, 4, 5]


def test_shuffle_is_the_games_seeded_chance_and_an_event(g):
    twin = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    for game in (g, twin):
        game.shuffle_pile("deck", "stacks.shuffle")
    assert g.pile("deck") == twin.pile("deck") and sorted(g.pile("deck")) == list("abcdef")
    assert g.log[-1].rule == "stacks.shuffle" and g.log[-1].facts == {"cards": 6}
    assert g.log[-1].text == "A pile of 6 is shuffled."


def test_a_seat_sees_what_each_pile_shows(g):
    deal(g)
    g.move_cards("deck", "row", 2, to_bottom=True)
    g.show_pile("aside", [1])
    g.move_cards("deck", "aside", 1)
    view = g.view(0)["decks"]
    assert view["deck"]["cards"] == 3 and "top" not in view["deck"]
    assert view["row"]["cards"] == ["a", "b"]                       # face up: every card, in order
    assert view["aside"]["cards"] == 1 and g.view(1)["decks"]["aside"]["cards"] == ["c"]   # shown to Ben only
    assert view["tiles"]["cards"] == 5 and view["tiles"]["top"] == 1
    assert view["grades"]["cards"] == 4 and view["grades"]["by_kind"] == {"high": 1, "medium": 1, "zero": 2}
    assert view["old"]["draw"] == 3                                  # a deck of new_deck: as before
    assert g.view(0)["ledger"]["gems"] == {"cards": 5}              # gems in a face-down pile: not by kind
    assert g.view()["ledger"]["gems"] == {"ruby": 2, "sapphire": 3}      # the teacher sees everything
    assert g.view()["decks"]["deck"]["cards"] == list("def")
    assert g.view(-1)["decks"]["aside"]["cards"] == 1               # an onlooker is no seat it was shown to
    seat = SeatView(g.view(0), 0)
    assert seat.pile("row") == ["a", "b"] and seat.pile("deck") is None
    assert seat.pile_size("deck") == 3 and seat.pile_size("row") == 2 and seat.pile_size("old") == 3
    g.turn_pile("deck", "top")
    assert g.pile_face("deck") == "top" and g.view(2)["decks"]["deck"]["top"] == "d"
    g.show_pile("aside")
    assert g.view(1)["decks"]["aside"]["cards"] == 1
    with pytest.raises(RuleError, match="one of"):
        g.turn_pile("deck", "sideways")
    with pytest.raises(RuleError, match="cannot be shown to seats"):
        g.show_pile("deck", [7])


def test_a_seat_reads_the_top_card_it_may_see(g):
    deal(g)
    g.move_cards("deck", "row", 2, to_bottom=True)
    g.show_pile("aside", [1])
    g.move_cards("deck", "aside", 1)
    seat = SeatView(g.view(0), 0)
    assert seat.pile_top("tiles") == 1 and seat.pile_top("row") == "a"    # a face-up top, a face-up row
    assert seat.pile_top("deck") is None and seat.pile_top("aside") is None and seat.pile_top("old") is None
    assert SeatView(g.view(1), 1).pile_top("aside") == "c"                # a pile shown to Ben
    assert SeatView(g.view(), None).pile_top("deck") == "d"               # the teacher sees every top
    g.take_cards("tiles", 5)
    assert SeatView(g.view(0), 0).pile_top("tiles") is None               # an empty pile has no top


def test_pile_order_never_changes_what_a_seat_sees(g):
    """The same piles in another order give byte-identical views for every seat."""
    other = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    for game in (g, other):
        deal(game)
    other.stack_cards("deck", ["f", "e"])
    other.stack_cards("tiles", [4], bottom=True)         # the top (1) stays
    other.stack_cards("grades", ["medium"])
    other.stack_cards("gems", ["s", "s"])
    for p in (-1, 0, 1, 2):
        assert json.dumps(g.view(p)) == json.dumps(other.view(p))
    assert g.view() != other.view()


def test_redeal_hidden_keeps_what_the_piles_show(g):
    deal(g)
    g.move_cards("deck", "row", 1, to_bottom=True)
    g.move_cards("deck", "aside", 2, from_bottom=True)
    g.show_pile("aside", [1])
    before = {p: json.dumps(g.view(p)) for p in (-1, 0, 2)}
    names = g.redeal_hidden(0, random.Random(3))
    assert names == ["deck", "aside", "tiles", "grades", "gems", "old"]
    assert g.pile("row") == ["a"] and g.pile("tiles")[0] == 1    # face up, and a face-up top, stay
    assert sorted(g.pile("deck") + g.pile("aside")) == list("bcdef")   # a pool deals its cards among its piles
    assert g.pile_size("deck") == 3 and g.pile_size("aside") == 2
    assert g.pile_counts("grades") == {"high": 1, "medium": 1, "zero": 2}
    assert g.pile_counts("gems") == {"ruby": 2, "sapphire": 3}
    assert {p: json.dumps(g.view(p)) for p in (-1, 0, 2)} == before
    assert g.redeal_hidden(1, random.Random(0)) == ["deck", "tiles", "grades", "gems", "old"]   # Ben sees aside
    with pytest.raises(ValueError, match="no seat 5"):
        g.redeal_hidden(5, random.Random(0))


def test_redeal_hidden_varies_with_its_rng_and_spares_the_games_own(g):
    rng_state = g.rng.getstate()
    orders = set()
    for k in range(6):
        copy = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
        copy.redeal_hidden(0, random.Random(k))
        orders.add(tuple(copy.pile("deck")))
    assert len(orders) > 1
    g.redeal_hidden(0, random.Random(0))
    assert g.rng.getstate() == rng_state


def test_cards_of_two_ledger_items_change_places_only_with_their_own_kind(g):
    deal(g)
    g.new_pile("gems2", ["s", "s", "r"], item=GEM, account="gems2", src="bank", pool="gems")
    for k in range(10):
        g.redeal_hidden(-1, random.Random(k))
        assert g.pile_counts("gems") == {"ruby": 2, "sapphire": 3}
        assert g.pile_counts("gems2") == {"ruby": 1, "sapphire": 2}


def test_cards_of_several_items_in_one_pile_are_dealt_again_in_any_order(g):
    deal(g)
    ledger = json.dumps(g.bal, sort_keys=True)
    orders = set()
    for k in range(8):
        g.redeal_hidden(-1, random.Random(k))
        orders.add("".join(g.pile("gems")))
        assert g.pile_counts("gems") == {"ruby": 2, "sapphire": 3}
    assert len(orders) > 1 and json.dumps(g.bal, sort_keys=True) == ledger   # the order varies, the ledger holds


CAMP = {"a": 1, "b": 2, "c": 1, "d": 2, "e": 1, "f": 3}   # what the back of each card of the deck shows


def test_backs_show_in_place_and_a_card_is_dealt_again_only_where_its_back_lay(g):
    """A face-down pile may show each card's back (a Patrol card's back: the workers it needs): a seat sees
    the backs in order, never the cards, and dealing again keeps the back of every place of such a pile,
    while its pool's other piles take whatever is left."""
    deal(g)
    g.new_pile("camp", item="card", account="camp", pool="deck", back=CAMP)
    g.move_cards("deck", "camp", 2)                       # a (back 1) and b (back 2), face down
    view = g.view(0)["decks"]["camp"]
    assert view["cards"] == 2 and view["backs"] == [1, 2]
    assert g.view()["decks"]["camp"]["cards"] == ["a", "b"] and "backs" not in g.view()["decks"]["camp"]
    seen, before = set(), json.dumps(g.view(1))
    for k in range(30):
        g.redeal_hidden(1, random.Random(k))
        assert [CAMP[c] for c in g.pile("camp")] == [1, 2]                  # each back stays in its place
        assert sorted(g.pile("camp") + g.pile("deck")) == list("abcdef")    # the pool keeps its cards
        assert json.dumps(g.view(1)) == before
        seen.add(tuple(g.pile("camp")))
    assert {c for c, _ in seen} == {"a", "c", "e"} and {c for _, c in seen} == {"b", "d"}   # any card of its back
    with pytest.raises(RuleError, match=r"has none for \['z'\]"):
        g.new_pile("tent", ["z"], back=CAMP)


def test_a_decks_draw_and_discard_piles_take_the_pile_functions():
    toy = ToyGame(players=["Ana", "Ben"], seed=11)
    ev = toy.fire("toy.work.rest", 0)
    toy.draw_cards("caveins", 2, "p0")
    toy.discard_cards("caveins", ["cave-in", "cave-in"], "p0")
    assert discard_pile("caveins") == "caveins/discard" and toy.pile_size("caveins/discard") == 2
    assert toy.take_cards("caveins/discard", 1, "p1") == ["cave-in"]
    toy.put_cards("caveins", ["cave-in"], "p1", bottom=True)
    assert toy.pile("caveins") == toy.decks["caveins"]["draw"] and toy.pile_size("caveins") == 5
    assert ev.changes[-2:] == [Transfer("cards", 1, "discard.caveins", "p1"),
                               Transfer("cards", 1, "p1", "deck.caveins")]
    toy.check_invariants()
    with pytest.raises(RuleError, match="no pile 'nothing/discard'"):
        toy.pile("nothing/discard")
    with pytest.raises(RuleError, match="made by new_pile"):
        toy.turn_pile("caveins", "up")
    with pytest.raises(RuleError, match="cannot be named"):
        toy.new_deck("dice", [], "cards", "bank")


def test_dice_arranged_ahead_come_first_then_the_seeded_dice(g):
    twin = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    assert g.roll_dice(3) == twin.roll_dice(3)                # the game's own chance, no event
    assert len(g.log) == len(twin.log)
    g.load_dice([6, 1])
    g.load_dice([5])
    assert g.pile("dice") == [6, 1, 5] and g.view(0)["decks"]["dice"]["cards"] == 3   # face down
    assert g.dice_ahead() == [6, 1, 5]
    assert g.roll_dice(2) == [6, 1]
    assert g.roll("stacks.roll", 6, 0) == 5 and g.log[-1].text == "Ana rolls 5."
    assert "dice" not in g.decks and g.dice_ahead() == []      # used up: the pile is gone
    assert g.roll_dice(2) == twin.roll_dice(2)                 # then the seeded dice, where they were
    g.load_dice([4, 2, 3])
    assert g.contest("stacks.roll", [0, 1]) == 0               # 4 against 2
    assert g.roll_faces("stacks.roll", (1, 2, 3)) == 3
    g.load_dice([7])
    with pytest.raises(RuleError, match="arranged ahead shows 7"):
        g.roll_dice(1)
    for bad in (0, -2, 1.5, True, "6"):
        with pytest.raises(ValueError, match="whole number from 1"):
            g.load_dice([bad])


def test_arranged_dice_and_stacked_piles_survive_undo_and_saves(g):
    from mining_games.core.saves import load_save

    g.arrange("top", "deck", "e")
    assert g.pile("deck")[0] == "e"
    back = load_save(g.to_json(), {"stacks": Stacks})
    assert back.snapshot() == g.snapshot() and back.pile("deck")[0] == "e"
    g.undo()
    assert g.pile("deck") == list("abcdef")


def test_exchange_hidden_swaps_a_card_held_aside_with_a_hidden_one_of_its_kind():
    taken = set()
    for k in range(40):
        g = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
        before = sorted(g.pile("deck"))
        got = g.exchange_hidden("deck", "z", 0, random.Random(k))    # "z" was drawn face down and sealed
        assert got in [*before, "z"]                                 # any of the 6 hidden cards, or "z" itself
        expected = [*before, "z"]
        expected.remove(got)
        assert sorted(g.pile("deck")) == sorted(expected)            # the pile keeps its size
        taken.add(got)
    assert taken == {*before, "z"}                                   # every one of the 7 cards comes out in some copy
    g = Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    deal(g)
    g.move_cards("deck", "aside", 2, from_bottom=True)
    g.show_pile("aside", [1])
    assert g.exchange_hidden("aside", "q", 1, random.Random(0)) == "q"   # Ben sees that pile: nothing to exchange
    got = g.exchange_hidden("gems", "r", -1, random.Random(2))
    assert GEM[got] == GEM["r"] and g.pile_counts("gems") == {"ruby": 2, "sapphire": 3}   # only its own kind


def test_exchange_hidden_deals_from_which_cards_lie_hidden_never_from_their_order():
    """Two games that differ only in the hidden order of a pile give the same exchange for the same rng."""
    g, h = Stacks(players=["Ana", "Ben", "Cy"], seed=4), Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    assert g.pile("deck") == list("abcdef")
    h.stack_cards("deck", list("fedcba"))                            # same cards, the other way up
    for k in range(10):
        a, b = g.clone(), h.clone()
        got = a.exchange_hidden("deck", "z", 0, random.Random(k))
        assert got == b.exchange_hidden("deck", "z", 0, random.Random(k))
        assert a.pile("deck") == b.pile("deck")


def test_redeal_hidden_deals_from_which_cards_lie_hidden_never_from_their_order():
    """Two games whose hidden deck holds the same 6 cards in another order are dealt alike by the same rng
    (the cards are put in a fixed order before they are shuffled)."""
    g, h = Stacks(players=["Ana", "Ben", "Cy"], seed=4), Stacks(players=["Ana", "Ben", "Cy"], seed=4)
    h.stack_cards("deck", list("cafebd"))
    assert g.view(0) == h.view(0) and g.pile("deck") != h.pile("deck")
    deals = set()
    for k in range(5):
        a, b = g.clone(), h.clone()
        a.redeal_hidden(0, random.Random(k))
        b.redeal_hidden(0, random.Random(k))
        assert a.pile("deck") == b.pile("deck") and sorted(a.pile("deck")) == list("abcdef")
        deals.add("".join(a.pile("deck")))
    assert len(deals) == 5


# ---------------------------------------------------------------- hands that mix: another player's gems dealt again

KIND = {"wr": "ruby", "ws": "sapphire", "cr": "ruby", "cs": "sapphire"}   # a card: its back (w, c) and its gem
BACK = {"wr": "W", "ws": "W", "cr": "C", "cs": "C"}


class Hands(Stacks):
    """A face-down deck and two hands in one pool that mixes its ledger items, backs shown as counts."""

    name = "hands"
    title = "Hands"

    def setup(self):
        self.fire("stacks.setup")
        opts = {"item": KIND, "pool": "gems", "back": BACK, "counts": "back", "mix": True}
        self.new_pile("deck", ["wr", "ws", "ws", "ws", "cr", "cr", "cs", "cs"], account="deck", src="bank", **opts)
        for p in range(2):
            self.new_pile(f"hand.{p}", account=self.account(p), **opts)
            self.show_pile(f"hand.{p}", [p])
        self.fire("stacks.deal")
        self.move_cards("deck", "hand.0", cards=["ws", "cs"])
        self.move_cards("deck", "hand.1", cards=["wr", "ws", "cr"])
        self.show_cards("hand.1", ["cr"])          # Ben took that RUBY face up: everybody saw it
        self.ask(0, "done")


def test_a_pool_that_mixes_deals_another_hands_gems_again_keeping_backs_seen_cards_and_totals():
    g = Hands(players=["Ana", "Ben"], seed=1)
    seen = g.view(0)
    ben = seen["decks"]["hand.1"]
    assert ben["cards"] == 3 and ben["by_back"] == {"C": 1, "W": 2} and ben["seen"] == ["cr"]
    assert "by_kind" not in ben and "backs" not in ben
    assert seen["ledger"]["p1"] == {"cards": 3}                        # Ana reads no gem of Ben's hand
    assert g.bal["p1"] == {"ruby": 2, "sapphire": 1}
    holds = set()
    for k in range(30):
        world = g.clone()
        world.redeal_hidden(0, random.Random(k))
        hand = world.pile("hand.1")
        assert sorted(BACK[c] for c in hand) == ["C", "W", "W"] and "cr" in hand   # backs and the seen RUBY kept
        assert world.pile("hand.0") == g.pile("hand.0")                          # Ana's own hand stays
        assert sorted(world.pile("deck") + hand) == sorted(g.pile("deck") + g.pile("hand.1"))
        rubies = sum(KIND[c] == "ruby" for c in hand)
        assert world.bal["p1"] == {"ruby": rubies, "sapphire": 3 - rubies}     # the ledger follows the cards
        assert world.bal["deck"]["ruby"] + rubies == 3                          # totals kept
        assert json.dumps(world.view(0), sort_keys=True) == json.dumps(seen, sort_keys=True)
        holds.add(tuple(sorted(hand)))
    # Ben's two W cards are any two of the four W cards Ana has not seen (1 RUBY, 3 SAPPHIRES): both kinds come
    assert holds == {("cr", "wr", "ws"), ("cr", "ws", "ws")}


def test_cards_everybody_saw_go_in_leave_by_value_and_show_cards_refuses_what_is_not_there():
    g = Hands(players=["Ana", "Ben"], seed=1)
    deal(g)
    g.move_cards("hand.1", "deck", cards=["cr"])     # the RUBY Ben showed goes (equal cards are alike)
    assert g.pile_seen("hand.1") == () and "seen" not in g.view(0)["decks"]["hand.1"]
    with pytest.raises(RuleError, match="holds no 'cs'"):
        g.show_cards("hand.1", ["cs"])
    g.show_cards("hand.1", ["ws"])
    with pytest.raises(RuleError, match="holds no 'ws'"):
        g.show_cards("hand.1", ["ws"])                # only one SAPPHIRE with a W back is in it
    assert g.pile_seen("hand.1") == ["ws"]
    with pytest.raises(RuleError, match="all mix"):
        g.new_pile("hand.2", item=KIND, pool="gems", back=BACK)
    with pytest.raises(RuleError, match="give it their backs"):
        g.new_pile("other", counts="back")
    with pytest.raises(RuleError, match="in place"):
        g.new_pile("camp", ["wr"], back=BACK)
        g.show_cards("camp", ["wr"])


def test_a_pile_whose_backs_show_as_counts_is_laid_out_again_from_its_cards_alone():
    """Two games whose hands hold the same cards in another order give the same copy for the same rng."""
    g, h = Hands(players=["Ana", "Ben"], seed=1), Hands(players=["Ana", "Ben"], seed=1)
    h.stack_cards("hand.1", ["cr", "wr"])
    h.stack_cards("deck", ["cs"], bottom=True)
    assert g.pile("hand.1") != h.pile("hand.1") and g.view(0) == h.view(0)
    for k in range(5):
        a, b = g.clone(), h.clone()
        a.redeal_hidden(0, random.Random(k))
        b.redeal_hidden(0, random.Random(k))
        assert a.snapshot() == b.snapshot()

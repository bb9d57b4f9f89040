"""ARDEVUR's cards on the kernel's piles (docs/ardevur.md, Cards and what each player sees): what each
seat's view shows of them, what the kernel deals again when a seat cannot see it (``redeal_hidden``,
what a search's determinized copy starts from), and the Target grid arranged by hand."""

import copy
import json
import random

import pytest
from ardevur_helpers import advance, grid, hand, new, revealed

from mining_games.ardevur.data import (
    DEV_COUNTS,
    DEVELOPMENT,
    GRID,
    GRID_TIERS,
    HAND,
    INCENTIVE_PILE,
    REVEALED,
    TARGETS,
    TERRITORY_DECK,
)


def lists_in(x):
    """Every list in a view, however deep."""
    if isinstance(x, list):
        yield x
        for y in x:
            yield from lists_in(y)
    elif isinstance(x, dict):
        for y in x.values():
            yield from lists_in(y)


def choose_all(g):
    while g.stage == "corp":
        g.apply(g.legal_actions(g.to_act[0])[0])
    return g


def test_the_development_cards_lie_face_down_until_they_are_dealt():
    """Table Setup and Beginning Stage: the shuffled Development deck lies face down until two cards
    are dealt to each player; while the corporations are chosen, no seat (nor an onlooker) sees which
    cards come next, only how many there are of each type (printed in Table for Four?)."""
    g = new(3, seed=1)
    assert g.stage == "corp"
    views = {p: g.view(p) for p in (-1, 0, 1, 2)}
    choose_all(g)
    dealt = [e.facts["card"] for e in g.log if e.rule in ("ardevur.setup.dev_deal", "ardevur.setup.dev_duplicate")]
    assert len(dealt) == 6
    for p, v in views.items():
        assert not any(cards[:6] == dealt for cards in lists_in(v)), f"seat {p} sees the order of the deal"
        assert v["decks"][DEVELOPMENT]["cards"] == 15
        assert v["decks"][DEVELOPMENT]["by_kind"] == DEV_COUNTS[3]
    assert g.pile_size(DEVELOPMENT) == 0 and sum(g.market.values()) + sum(map(len, g.dev)) == 15


def test_each_seat_sees_its_own_action_cards_the_cards_up_for_auction_and_the_tops_of_the_grid():
    """Show me the way: Action cards are kept face down by their holder. Public Auction: the Territories
    up for auction lie face up; the Territory deck face down. Table Setup: each Target pile shows its top
    card. Government Incentives: the cards still to claim, face up."""
    g = choose_all(new(3, seed=1))
    assert g.stage == "pick" and len(revealed(g)) == 3
    for p in (-1, 0, 1, 2):
        v = g.view(p)["decks"]
        for q in range(3):
            assert v[HAND[q]]["cards"] == (hand(g, q) if q == p else 1)
        assert v[REVEALED]["cards"] == revealed(g) and v[TERRITORY_DECK]["cards"] == 21
        for name in GRID:
            assert v[name]["cards"] == g.pile_size(name) > 1 and v[name]["top"] == g.pile(name)[0]
        assert v[INCENTIVE_PILE]["cards"] == [0, 1, 2, 3, 4, 5]
    assert g.view()["decks"][HAND[1]]["cards"] == hand(g, 1)          # the teacher sees every hand


def test_what_a_seat_cannot_see_is_dealt_again_among_the_cards_it_could_be():
    """A seat cannot tell another player's Action cards from the cards left in that player's deck
    (Show me the way: drawn face down from the corporation's own deck), nor a Target under the top of
    a pile from the others of its tier still hidden (Table Setup: each tier shuffled, then divided into
    three piles). Dealing again what seat 0 cannot see keeps its view byte for byte, its own hand, the
    sizes, the tops and each tier; other hands and the piles' hidden cards vary with the rng."""
    g = advance(new(3, seed=1), "strategy")
    me = g.to_act[0]
    others = [q for q in range(3) if q != me]
    view = json.dumps(g.view(me))
    hands, hidden = set(), set()
    for k in range(12):
        world = copy.deepcopy(g)
        world.redeal_hidden(me, random.Random(k))
        assert json.dumps(world.view(me)) == view
        assert hand(world, me) == hand(g, me) and revealed(world) == revealed(g)
        for q in others:
            deck = g.corp_deck(q)
            assert len(hand(world, q)) == len(hand(g, q)) == 1
            assert sorted(hand(world, q) + world.pile(deck)) == sorted(hand(g, q) + g.pile(deck))
        for k3, tier in enumerate(GRID_TIERS):
            piles = GRID[3 * k3:3 * k3 + 3]
            assert [world.pile(n)[0] for n in piles] == [g.pile(n)[0] for n in piles]
            assert [world.pile_size(n) for n in piles] == [g.pile_size(n) for n in piles]
            under = sorted(t for n in piles for t in world.pile(n)[1:])
            assert under == sorted(t for n in piles for t in g.pile(n)[1:])
            assert all(TARGETS[t].tier == tier for t in under)
        world.check_invariants()
        hands.add(tuple(hand(world, q)[0] for q in others))
        hidden.add(frozenset(world.pile(GRID[0])[1:]))      # which Bronze Targets lie under the first top
    assert len(hands) > 1 and len(hidden) > 1


def test_an_arranged_grid_holds_each_target_once_in_a_pile_of_its_tier():
    """The grid arrangement lays Targets as Table Setup does: Bronze in the first three piles, Silver in
    the next three, Gold in the last, each card once and none a player holds; anything else is refused
    with a clear error and changes nothing."""
    g = choose_all(new(3, seed=1))
    bronze, gold = g.pile(GRID[0])[0], g.pile(GRID[6])[0]
    g.arrange("targets", 0, g.pile(GRID[3])[0])
    held = g.targets[0][0]
    before, decisions = grid(g), len(g.decisions)
    empty = [[] for _ in range(8)]
    with pytest.raises(ValueError, match=f"Target {gold} is Gold: it cannot lie in pile 1, which holds Bronze"):
        g.arrange("grid", [gold], *empty)
    with pytest.raises(ValueError, match=f"Target {bronze} is named twice"):
        g.arrange("grid", [bronze], [bronze], *empty[1:])
    with pytest.raises(ValueError, match=f"Target {held} is held by a player"):
        g.arrange("grid", [], [], [], [held], *empty[3:])
    with pytest.raises(ValueError, match="there is no Target 40"):
        g.arrange("grid", [40], *empty)
    with pytest.raises(ValueError, match="9 piles"):
        g.arrange("grid", [bronze])
    assert grid(g) == before and len(g.decisions) == decisions
    g.arrange("grid", [bronze], *empty[:5], [gold], [], [])
    assert grid(g) == [[bronze], [], [], [], [], [], [gold], [], []] and g.visible() == [bronze, gold]

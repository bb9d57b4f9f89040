"""ARDEVUR's printed component numbers, checked with literal values rather than the engine's own
tables (ardevur.txt: Components; Resources; Negotiation Dice; Game Setup: Table for Four?;
Development Cards; Corporations; Action Cards; Government Incentives)."""

import pytest
from ardevur_helpers import act, advance, build, fired, hand, new, to_develop

from mining_games.ardevur.data import INCENTIVE_PILE, TERRITORIES

PRINTED_FACES = {2, 4, 8, 16, 32, 64}
# Development Cards: the copies of each of the 11 types in a 4-player game (the Phone Call is the
# 18th card the other ten leave)
FOUR_PLAYERS = {"License": 2, "Geologist": 2, "Machinery": 2, "Workforce": 2, "Road": 1, "Water": 1,
                "Warehouse": 2, "Office": 2, "Vessel": 2, "Factory": 1, "Phone Call": 1}


def dealt(g):
    """Development cards in play by type: the Market's and every player's."""
    out = dict(g.market)
    for cards in g.dev:
        for card in cards:
            out[card] = out.get(card, 0) + 1
    return {k: v for k, v in out.items() if v}


def test_resource_tokens_are_worth_2_4_8_and_16m():
    """Resources: Zinc 2M, Copper 4M, Nickel 8M, Gold 16M a token."""
    g = advance(new(3, 1), "strategy")
    assert [g.token_value(t) for t in ("zinc", "copper", "nickel", "gold")] == [2, 4, 8, 16]
    p = g.to_act[0]
    g.arrange("stock", p, -1, 1, 1, 1, 1)
    assert g.stock_value(p) == 30


def test_every_roll_shows_a_printed_face():
    """Negotiation Dice: the faces are 2, 4, 8, 16, 32 and 64 (the Dice Converter's values)."""
    seen = set()
    for seed in range(4):
        g = advance(new(4, seed), "strategy")
        for e in fired(g, "ardevur.setup.corp_roll"):
            seen.update(e.facts["rolls"])
        for e in fired(g, "ardevur.auction.roll"):
            seen.update(e.facts["rolls"].values())
    assert seen == PRINTED_FACES


def test_a_four_player_game_has_the_printed_development_cards():
    """Development Cards: 18 cards, with the copies of each type the section prints."""
    g = advance(new(4, 2), "strategy")
    assert dealt(g) == FOUR_PLAYERS


@pytest.mark.parametrize("players, copies, total", [(3, 2, 15), (2, 1, 11)])
def test_fewer_players_have_the_printed_exploration_and_exploitation_cards(players, copies, total):
    """Table for Four?: License, Geologist, Machinery and Workforce have 2 copies each with 3
    players and 1 each with 2; 15 and 11 Development cards in all."""
    g = advance(new(players, 2), "strategy")
    cards = dealt(g)
    assert [cards.get(t, 0) for t in ("License", "Geologist", "Machinery", "Workforce")] == [copies] * 4
    assert sum(cards.values()) == total


def test_each_corporation_has_a_deck_of_16_action_cards():
    """Action Cards: a base deck of 16 per corporation, 64 in all; each player draws one at set-up."""
    g = advance(new(4, 1), "strategy")
    sizes = [g.pile_size(g.corp_deck(p)) + len(hand(g, p)) for p in range(4)]
    assert sizes == [16, 16, 16, 16]
    assert [len(hand(g, p)) for p in range(4)] == [1, 1, 1, 1]


def test_six_government_incentives_are_on_offer():
    """Components: 6 Government Incentive cards."""
    assert new(2, 1).pile(INCENTIVE_PILE) == [0, 1, 2, 3, 4, 5]


def corporation_first(key, seed=1):
    """A 3-player game in which the first player to choose takes ``key``; at their first Strategy phase."""
    g = new(3, seed)
    act(g, "corp", key)
    return advance(g, "strategy")


@pytest.mark.parametrize("key, advantage, other, site, what", [
    ("great", "Workforce", "Machinery", 1, "exploit"),
    ("machine", "Machinery", "Workforce", 1, "exploit"),
    ("amu", "Geologist", "License", 0, "explore"),
    ("ardevur", "License", "Geologist", 0, "explore"),
])
def test_each_market_advantage_stands_in_for_its_printed_card(key, advantage, other, site, what):
    """Corporations: G.R.E.A.T. Mining needs no Workforce, Machine Corp no Machinery, AMU no
    Geologist and ARDEVUR Commodities no License card."""
    g = corporation_first(key)
    p = g.to_act[0]
    t = next(t for t in range(24) if g.owner[t] == p)
    g.arrange("territory", p, t, site)
    g.arrange("dev", p, other)
    g.arrange("money", p, 40)
    to_develop(g)
    build(g, what, t)
    assert fired(g, "ardevur.dev.advantage")[-1].facts["card"] == advantage
    assert g.site[t] == site + 1
    assert g.money(p) == 40 - getattr(TERRITORIES[t], what)
    assert g.dev[p] == []

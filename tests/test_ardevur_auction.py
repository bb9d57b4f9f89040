"""ARDEVUR Public Auction (ardevur.txt, Public Auction: 1st and 2nd Round; Limitations; Monopoly
Prevention)."""

import pytest
from ardevur_helpers import act, advance, fired, give_mine, new, revealed, territory_deck

from mining_games.ardevur.data import FACES, TERRITORIES
from mining_games.core import IllegalAction


def test_first_round_gives_every_player_two_territories_by_highest_roll():
    g = advance(new(3, seed=2), "strategy")
    assert [sum(1 for o in g.owner if o == p) for p in range(3)] == [2, 2, 2]
    picks = fired(g, "ardevur.auction.pick")
    assert len(picks) == 6
    reveals = fired(g, "ardevur.auction.reveal")
    assert len(reveals) == 3 + 6   # as many as players, then one replacement after each pick
    for e in fired(g, "ardevur.auction.roll"):
        assert set(e.facts["rolls"].values()) <= set(FACES)
        if not e.facts["tied"]:
            assert e.facts["rolls"][g.players[e.player]] == max(e.facts["rolls"].values())
    assert fired(g, "ardevur.auction.end")
    assert g.held("auction", "territory") == 0 and g.held("deck.territories", "territory") == 18


def test_anti_monopoly_refuses_the_third_territory_of_a_region():
    g = new(3, seed=2)
    g = advance(g, "pick")
    w = g.to_act[0]
    t = revealed(g)[0]
    region = TERRITORIES[t].region
    for u in range(region * 3, region * 3 + 3):
        if u != t:
            give_mine(g, w, u, 0)
    assert g.Action(w, "pick", (t,)) not in g.legal_actions(w)
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(w, "pick", (t,)))
    assert err.value.rule == "ardevur.auction.monopoly"
    assert "all three Territories" in str(err.value)


def setup_second_round(seed=4):
    """Every player runs 2 active mines; Ana holds a third Territory, Ben has lost one."""
    g = advance(new(3, seed=seed), "strategy")
    for p in range(3):
        for t in [t for t in range(24) if g.owner[t] == p]:
            g.arrange("territory", p, t, 2)
    ben = [t for t in range(24) if g.owner[t] == 1]
    g.arrange("release", ben[0])
    free = [t for t in territory_deck(g) if not g.would_monopolise(1, t)]
    g.arrange("territory", 1, free[0], 2)          # Ben keeps 2 active mines on 2 cards
    g.arrange("release", ben[1])                    # ... and loses one card (an explored one below)
    g.arrange("territory", 1, free[1], 2)
    extra = [t for t in territory_deck(g) if not g.would_monopolise(0, t)][0]
    g.arrange("territory", 0, extra, 0)             # Ana holds a third Territory card
    return g


def test_second_round_is_called_before_a_turn_once_everyone_runs_two_mines():
    g = setup_second_round()
    g = advance(g, "turn_start")
    p = g.to_act[0]
    assert "call_auction" in [a.kind for a in g.legal_actions(p)]
    ben_cards = sum(1 for o in g.owner if o == 1)
    act(g, "call_auction")
    call = fired(g, "ardevur.auction.call_second")[0]
    assert "Ana may take 1 more" in call.text and f"Ben may take {4 - ben_cards} more" in call.text
    assert g.dev == [[], [], []]                   # every Development card went back
    g = advance(g, "dev_pick")
    assert [sum(1 for o in g.owner if o == q) for q in range(3)] == [4, 4, 4]
    assert fired(g, "ardevur.auction.dev_roll")


def test_second_round_development_picks_follow_the_roll_then_turn_order():
    g = setup_second_round()
    g = advance(g, "turn_start")
    act(g, "call_auction")
    g = advance(g, "dev_pick")
    roll = [e for e in fired(g, "ardevur.auction.dev_roll") if not e.facts["tied"]][-1]
    w = roll.player
    assert g.to_act == (w,)
    act(g, "dev_pick")
    act(g, "dev_pick")
    assert g.to_act == ((w + 1) % 3,)
    assert len(g.dev[w]) == 2


def test_the_second_round_is_called_only_once_and_not_without_two_mines_each():
    g = advance(new(3, seed=4), "strategy")
    assert not g.can_call_auction(0)
    g2 = setup_second_round()
    g2 = advance(g2, "turn_start")
    act(g2, "call_auction")
    assert not g2.can_call_auction(0)


def test_the_second_round_may_be_called_after_total_control():
    """Public Auction: 2nd Round may be called at any time before a turn; the Endgame bars Action cards,
    not the auction."""
    g = setup_second_round()
    g.gold_claimed = True                            # condition A
    g.invalidate_menus()
    g = advance(g, "turn_start")
    caller = g.to_act[0]
    act(g, "call_total")
    assert g.trigger == caller
    g = advance(g, "turn_start")                     # the next player's final turn
    p = g.to_act[0]
    assert p != caller and [a.kind for a in g.legal_actions(p)] == ["begin", "call_auction"]
    act(g, "call_auction")
    assert fired(g, "ardevur.auction.call_second")[-1].player == p and g.dev == [[], [], []]
    g = advance(g, "strategy", p)                    # the auction over, the caller's final turn goes on
    assert g.trigger == caller and p in g.final_left


def test_no_more_than_four_active_mines_even_with_more_cards():
    g = advance(new(2, seed=3), "strategy")
    p = g.to_act[0]
    mine = [t for t in range(24) if g.owner[t] == p]
    for t in mine:
        g.arrange("territory", p, t, 2)
    others = [t for t in territory_deck(g) if not g.would_monopolise(p, t)]
    g.arrange("territory", p, others[0], 2)
    g.arrange("territory", p, others[1], 2)
    fifth = [t for t in territory_deck(g) if not g.would_monopolise(p, t)][0]
    g.arrange("territory", p, fifth, 1)
    g.arrange("dev", p, "Machinery", "Workforce")
    act(g, "skip")                                   # Strategy
    assert "build" not in [a.kind for a in g.legal_actions(p)] or all(
        a.args[0] != "exploit" for a in g.legal_actions(p) if a.kind == "build")
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "build", ("exploit", fifth, "", -1, TERRITORIES[fifth].exploit)))
    assert err.value.rule == "ardevur.dev.mine_limit"


def test_the_anti_monopoly_rule_is_announced_when_the_winner_may_not_take_a_card():
    g = advance(new(2, seed=2), "pick")
    w = g.to_act[0]
    t = revealed(g)[-1]
    region = TERRITORIES[t].region
    for u in range(region * 3, region * 3 + 3):
        if u != t:
            give_mine(g, w, u, 0)
    while g.auction is not None and g.stage == "pick":
        p = g.to_act[0]
        menu = [a for a in g.legal_actions(p) if a.args[0] != t] or g.legal_actions(p)
        g.apply(menu[0])
    events = [e for e in fired(g, "ardevur.auction.monopoly") if e.player == w]
    assert events and TERRITORIES[t].name in events[-1].text


def test_a_bidder_barred_from_every_revealed_card_sits_out_one_roll_only():
    """Monopoly Prevention bars a bid on a card that would complete a region, not the bidder: once a
    card they may take is revealed, they bid again, until they hold their 2 (Public Auction: 1st Round)."""
    g = advance(new(2, seed=1), "pick")
    w, b = g.to_act[0], 1 - g.to_act[0]
    r1, r2 = revealed(g)
    r3 = territory_deck(g)[0]            # revealed once r1 is taken
    for t in (r2, r3):                                # b holds the two other Territories of each region
        region = TERRITORIES[t].region
        for u in range(region * 3, region * 3 + 3):
            if u != t:
                g.arrange("territory", b, u, 0)
    before = sum(1 for o in g.owner if o == b)
    act(g, "pick", r1)
    barred = fired(g, "ardevur.auction.monopoly")[-1]
    assert barred.player == b and barred.text == (f"Anti-Monopoly: {g.players[b]} may not take "
                                                  f"{TERRITORIES[r2].name} and {TERRITORIES[r3].name}.")
    g = advance(g, "strategy")
    picks = [e.player for e in fired(g, "ardevur.auction.pick")]
    assert picks == [w, w, b, b]                      # w took 2; b, barred meanwhile, still took 2
    assert sum(1 for o in g.owner if o == b) == before + 2

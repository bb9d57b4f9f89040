"""ARDEVUR Action cards (ardevur.txt, Action Cards; Show me the way; Competitive Actions; Game
Modes; Endgame) and their windows (cards.py declares every point where one may be played)."""

import pytest
from ardevur_helpers import act, advance, build, fired, first_turn, give_mine, hand

from mining_games.ardevur.cards import OWN_PHASES, WINDOWS
from mining_games.ardevur.data import ACTION_CARDS, TARGETS, TERRITORIES, USED
from mining_games.core import IllegalAction

IBERIA_GOLD = 0


def table(seed=1, **options):
    g = first_turn(3, seed, **options)
    a = g.to_act[0]
    return g, a, (a + 1) % 3, (a + 2) % 3        # on turn, next, the one after


def test_every_card_has_exactly_one_declared_timing():
    declared = [c for cards in (*WINDOWS.values(), *OWN_PHASES.values()) for c in cards]
    assert sorted(declared) == sorted(ACTION_CARDS)


def test_tax_audit_at_the_start_of_a_rivals_turn_takes_8m_or_all_they_have():
    g, a, b, c = table()
    g.arrange("hand", c, "audit")
    g.arrange("money", b, 5)
    g = advance(g, "rival_turn", c)
    act(g, "play", "audit", player=c)
    audit = fired(g, "ardevur.cards.audit")[-1]
    assert audit.facts["paid"] == 5 and g.money(b) == 0
    assert fired(g, "ardevur.cards.one_per_victim")[-1].player == b


def test_only_one_card_per_victim_per_turn():
    g, a, b, c = table()
    g.arrange("hand", c, "audit")
    g.arrange("hand", a, "audit")
    g = advance(g, "rival_turn", c)
    act(g, "play", "audit", player=c)
    assert not (g.stage == "rival_turn" and a in g.to_act)          # the window closed
    message, rule = g.why_illegal(g.Action(a, "play", ("audit", -1)))
    assert rule == "ardevur.cards.one_per_victim" and "already been played against" in message


def test_strike_halves_the_mine_being_extracted():
    g, a, b, c = table()
    give_mine(g, b, IBERIA_GOLD, 2)
    g.arrange("hand", c, "strike")
    g = advance(g, "extract", b)
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "rival_extraction", c)
    act(g, "play", "strike", player=c)
    assert fired(g, "ardevur.cards.strike")[-1].facts == {"victim": g.players[b], "mine": "Rio Tinto Ridge",
                                                          "output": 8, "was": 16}
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 8


def test_market_crash_makes_the_roll_a_2():
    g, a, b, c = table()
    g.arrange("hand", b, "crash")
    g.arrange("stock", a, -1, 0, 0, 0, 1)
    g.arrange("money", a, 0)
    act(g, "skip")
    act(g, "sell_global")
    g = advance(g, "rival_sale", b)
    act(g, "play", "crash", player=b)
    sale = fired(g, "ardevur.sale.global")[-1]
    assert sale.facts["roll"] == 2 and sale.facts["income"] == 8 and g.money(a) == 8
    assert not fired(g, "ardevur.sale.roll")


def test_no_card_on_a_local_sale():
    g, a, b, c = table()
    g.arrange("hand", b, "crash")
    g.arrange("stock", a, -1, 0, 0, 0, 1)
    act(g, "skip")
    act(g, "sell_local")
    assert g.stage != "rival_sale"


def test_one_card_per_player_per_turn_insider_deal_discount():
    g, a, b, c = table()
    g.arrange("hand", a, "insider", "surge")
    g.arrange("dev", a, "Warehouse")
    g.arrange("money", a, 40)
    g.arrange("stock", a, -1, 1, 0, 0, 0)
    act(g, "skip")
    act(g, "play", "insider")
    assert fired(g, "ardevur.cards.one_per_turn")[-1].player == a
    assert "surge" not in [x.args[0] for x in g.legal_actions(a) if x.kind == "play"]
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(a, "play", ("surge", -1)))
    assert err.value.rule == "ardevur.cards.one_per_turn"
    build(g, "warehouse", 2)
    assert g.money(a) == 40 - 8


def test_price_surge_adds_a_fixed_16m():
    g, a, b, c = table()
    g.arrange("hand", a, "surge")
    g.arrange("stock", a, -1, 0, 0, 0, 1)
    g.arrange("money", a, 0)
    act(g, "skip")
    act(g, "play", "surge")
    act(g, "sell_global")
    while g.stage == "rival_sale":
        act(g, "pass")
    sale = fired(g, "ardevur.sale.global")[-1]
    assert sale.facts["surge"] == 16 and sale.facts["income"] == sale.facts["after_dice"] + 16


def test_land_grab_takes_an_unexplored_territory_but_never_a_third_of_a_region():
    g, a, b, c = table()
    g.arrange("hand", a, "land_grab")
    target = [t for t in range(24) if g.owner[t] == b][0]
    act(g, "skip")
    act(g, "play", "land_grab", target)
    assert g.owner[target] == a and g.held(g.account(a), "territory") == 3
    g2, a2, b2, c2 = table()
    g2.arrange("hand", a2, "land_grab")
    t = [t for t in range(24) if g2.owner[t] == b2][0]
    r = TERRITORIES[t].region
    for u in range(r * 3, r * 3 + 3):
        if u != t:
            give_mine(g2, a2, u, 0)
    act(g2, "skip")
    assert g2.Action(a2, "play", ("land_grab", t)) not in g2.legal_actions(a2)


def test_subsidy_replaces_the_reward():
    g, a, b, c = table()
    g.arrange("hand", a, "subsidy")
    g.arrange("money", a, 0)
    act(g, "skip")
    if g.stage == "develop":
        act(g, "skip")
    act(g, "play", "subsidy")
    assert g.money(a) == 8 and fired(g, "ardevur.cards.subsidy")


def test_fast_track_allows_a_third_development_card():
    g, a, b, c = table()
    g.arrange("dev", a)
    g.arrange("hand", a, "fast_track")
    act(g, "play", "fast_track")
    for _ in range(3):
        act(g, "take_dev", g.pickable(a)[0])
    assert len(g.dev[a]) == 3


def test_port_strike_idles_the_vessel_for_a_round():
    g, a, b, c = table()
    g.arrange("hand", c, "port_strike")
    g.arrange("build", b, "vessel", -1)
    g = advance(g, "rival_turn", c)
    act(g, "play", "port_strike", player=c)
    assert g.effects == [["port_strike", b, g.turn_no + 3]]
    assert g.vessel_works(b) == (False, True)
    g = advance(g, "strategy", b)
    g = advance(g, "strategy", c)
    g = advance(g, "strategy", a)
    g = advance(g, "strategy", b)                  # the victim's next turn: the strike is over
    assert fired(g, "ardevur.cards.port_strike_end") and g.effects == []
    assert g.vessel_works(b) == (True, False)


def test_no_action_cards_after_total_control():
    g, a, b, c = table()
    g.gold_claimed = True
    g.invalidate_menus()
    g = advance(g, "turn_start")
    p = g.to_act[0]
    g.arrange("hand", p, "subsidy")
    g.arrange("targets", p, next(t.key for t in TARGETS if t.reward != "upgrade"))
    act(g, "call_total")
    assert fired(g, "ardevur.cards.after_trigger")
    g = advance(g, "reward", p) if g.stage != "reward" else g
    assert "play" not in [x.kind for x in g.legal_actions(p)]
    with pytest.raises(IllegalAction) as err:
        g.apply(g.Action(p, "play", ("subsidy", -1)))
    assert err.value.rule == "ardevur.cards.after_trigger"


def test_clash_of_titans_gains_a_card_with_each_extraction_up_to_four():
    g, a, b, c = table(mode="clash")
    assert "draw_action" not in [x.kind for x in g.legal_actions(a)]
    give_mine(g, b, IBERIA_GOLD, 2)
    g.arrange("hand", b, *g.pile(g.corp_deck(b))[:4])
    g = advance(g, "extract", b)
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "discard_gained", b)
    assert fired(g, "ardevur.cards.clash_gain")[-1].player == b
    assert g.stage == "discard_gained" and len(hand(g, b)) == 5 and g.phase == "Extraction"
    gone = g.legal_actions(b)[0].args[0]
    act(g, "discard_card", gone)
    assert fired(g, "ardevur.cards.hand_limit")[-1].player == b and len(hand(g, b)) == 4
    assert g.pile(USED[g.corp_deck(b)]) == [gone] and g.stage == "collect"

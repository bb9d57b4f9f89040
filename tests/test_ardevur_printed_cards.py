"""ARDEVUR's Action card conditions in play (ardevur.txt: Game Modes; Action Cards)."""

from ardevur_helpers import act, advance, at_extraction, collect_all, fired, first_turn, hand

IBERIA_GOLD = 0


def test_in_standard_an_extraction_gains_no_action_card():
    """Game Modes: only Clash of Titans gives an Action card with an Extraction; in Standard the
    hand grows only by drawing in the Strategy phase."""
    g, q = at_extraction([IBERIA_GOLD])
    before = list(hand(g, q))
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    assert g.stock_value(q) == 16
    assert hand(g, q) == before and not fired(g, "ardevur.cards.clash_gain")


def test_tax_audit_takes_8m_from_a_player_who_has_it():
    """Action Cards: our Tax Audit card takes 8M (all the victim has when that is less, tested in
    test_ardevur_cards)."""
    g = first_turn(3, 1)
    b, c = (g.to_act[0] + 1) % 3, (g.to_act[0] + 2) % 3
    g.arrange("hand", c, "audit")
    g.arrange("money", b, 20)
    g.arrange("money", c, 0)
    g = advance(g, "rival_turn", c)
    act(g, "play", "audit", player=c)
    assert (g.money(b), g.money(c)) == (12, 8)

"""ARDEVUR's Extraction numbers and conditions in play: how many mines an Office or a Large Office
runs and where, and the fee each mine pays per extraction (ardevur.txt: 1 - Extraction: Digging
Deeper; Assets; Upgraded Assets; Infrastructures; Be a good neighbour)."""

from ardevur_helpers import act, advance, at_extraction, collect_all, fired, first_turn, give_mine

IBERIA_GOLD, CARPATHIA_GOLD, SCANDIA_GOLD = 0, 3, 6      # Europe, 16M each
MAGHREB_GOLD, MAGHREB_SILVER, SAHEL_GOLD = 9, 10, 12     # Africa: 24M, 20M, 24M
IBERIA, MAGHREB, SCANDIA = 0, 3, 2


def extract(g, q, t):
    """``q`` extracts from mine ``t`` (every owner of a rival Road or Water it uses charges the fee) and stores
    all it can."""
    act(g, "extract", t)
    charge_fees(g)
    g = advance(g, "collect", q)
    collect_all(g, q)
    charge_fees(g)
    return g


def charge_fees(g):
    """Every owner asked whether to charge the fee for a Road or Water used charges it."""
    while g.stage == "toll":
        act(g, "charge_fee", player=g.to_act[0])


def asked_to_extract(g, q):
    """The mines ``q`` is offered for another extraction this turn (none: not asked)."""
    if g.stage != "extract" or g.to_act != (q,):
        return []
    return [a.args[0] for a in g.legal_actions(q) if a.kind == "extract"]


def test_an_office_in_the_other_continent_runs_no_second_mine():
    """Assets: an Office serves mines of its own continent only; one in Europe gives two African
    mines nothing, while one in Africa lets both run."""
    g, q = at_extraction([MAGHREB_GOLD, SAHEL_GOLD])
    g.arrange("build", q, "office", IBERIA)
    g = extract(g, q, MAGHREB_GOLD)
    assert asked_to_extract(g, q) == []
    assert len(fired(g, "ardevur.extract.mine")) == 1
    g, q = at_extraction([MAGHREB_GOLD, SAHEL_GOLD])
    g.arrange("build", q, "office", MAGHREB)
    g = extract(g, q, MAGHREB_GOLD)
    assert asked_to_extract(g, q) == [SAHEL_GOLD]


def test_the_log_names_an_office_only_where_it_serves_two_mines():
    """Assets: an Office in the other continent has no effect, so the turn's log does not say it allows two
    mines; one in the mines' continent does."""
    for office, said in ((IBERIA, []), (MAGHREB, ["{}'s Office allows up to 2 mines this turn."])):
        g = first_turn(3, 1)
        q = (g.current + 1) % 3
        for t in (MAGHREB_GOLD, SAHEL_GOLD):
            give_mine(g, q, t, 2)
        g.arrange("build", q, "office", office)
        g = advance(g, "extract", q)
        assert [e.text for e in fired(g, "ardevur.extract.office")] == [s.format(g.players[q]) for s in said]


def test_more_offices_in_one_continent_still_run_two_mines():
    """Assets: several Offices in a continent do not add to the effect of one."""
    g, q = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD, SCANDIA_GOLD])
    g.arrange("build", q, "office", IBERIA)
    g.arrange("build", q, "office", SCANDIA)
    g = extract(g, q, IBERIA_GOLD)
    assert asked_to_extract(g, q) == [CARPATHIA_GOLD, SCANDIA_GOLD]
    g = extract(g, q, CARPATHIA_GOLD)
    assert asked_to_extract(g, q) == []
    assert g.stock_value(q) == 32


def test_a_large_office_runs_three_mines_in_both_continents():
    """Upgraded Assets: a Large Office runs 3 mines wherever they are, in one Extraction phase."""
    g, q = at_extraction([IBERIA_GOLD, MAGHREB_GOLD, CARPATHIA_GOLD])
    g.arrange("build", q, "large_office", IBERIA)
    g.arrange("build", q, "large_warehouse", SCANDIA)       # 128M of storage: nothing is lost
    g = extract(g, q, IBERIA_GOLD)
    assert asked_to_extract(g, q) == [CARPATHIA_GOLD, MAGHREB_GOLD]
    g = extract(g, q, MAGHREB_GOLD)
    assert asked_to_extract(g, q) == [CARPATHIA_GOLD]
    g = extract(g, q, CARPATHIA_GOLD)
    assert asked_to_extract(g, q) == []
    assert [e.facts["output"] for e in fired(g, "ardevur.extract.mine")] == [16, 24, 16]
    assert g.stock_value(q) == 56


def test_each_mine_pays_2m_for_each_rival_infrastructure_every_extraction():
    """Infrastructures: a competitor's Road and Water each cost 2M per mine, each time it extracts;
    two mines in the region pay four fees."""
    g, q = at_extraction([MAGHREB_GOLD, MAGHREB_SILVER])
    r = (q + 1) % 3
    g.arrange("build", r, "road", MAGHREB)
    g.arrange("build", r, "water", MAGHREB)
    g.arrange("build", q, "office", MAGHREB)
    g.arrange("build", q, "large_warehouse", IBERIA)
    mq, mr = g.money(q), g.money(r)
    g = extract(g, q, MAGHREB_GOLD)
    g = extract(g, q, MAGHREB_SILVER)
    assert [e.facts["paid"] for e in fired(g, "ardevur.extract.fee")] == ["2M"] * 4
    assert (g.money(q), g.money(r)) == (mq - 8, mr + 8)
    assert g.stock_value(q) == 24 + 20

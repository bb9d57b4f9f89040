"""Buy or Drill squares: buying, exploring (the rulebook's D14 example), waiting, Forfeit Lease."""

from test_murfett_support import act, new, own, price, refused, rig, roll, run_contract, stack


def test_worked_example_d14_high_grade_three_gives_six_copper():
    """How to Play / Metal Units: D14 is copper; exploring costs $2M; High Grade and a 3 -> 6 units."""
    g = new(2, starts=(2, 10))
    roll(g, 1, 2)                                   # Ana: 2 -> 5, Buy or Drill D (brown)
    assert g.stage == "lease"
    assert [a.label for a in g.legal_actions(0)] == [
        "Buy lease D13 (lead-zinc) for $1M", "Buy lease D14 (copper) for $1M", "Buy lease D15 (tin) for $1M",
        "Buy lease D16 (nickel) for $1M", "Pass"]
    ev = act(g, "buy", "D14", 1)[0]
    assert ev.text == "Ana buys lease D14 (copper) for $1M."
    assert g.money(0) == 19 and g.owner["D14"] == 0 and g.held("p0", "leases") == 1
    roll(g, 3, 3)                                   # Ben: 10 -> 16, a site office
    roll(g, 4, 4)                                   # Ana: 5 -> 13, Buy or Drill D again
    assert g.action(0, "explore", "D14", 2) in g.legal_actions(0)
    stack(g, "copper", "high")
    rig(g, 3)
    events = act(g, "explore", "D14", 2)
    assert [e.text for e in events[:2]] == [
        "Ana pays $2M to explore lease D14 and turns up a high grade copper drilling card.",
        "High Grade: Ana rolls 3, 2 units per pip, and proves 6 units of copper on lease D14."]
    assert g.money(0) == 17
    assert g.held("lease.D14", "copper") == 6 and g.held("supply", "copper") == 94
    assert g.pile("drilling.copper")[-1] == "high" and len(g.pile("drilling.copper")) == 20


def _on_d_square(seed_money=20, **options):
    """Ana owns D14 and stands on a brown Buy or Drill square, about to choose."""
    g = new(2, starts=(2, 10), starting_money=seed_money, **options)
    own(g, 0, "D14")
    roll(g, 1, 2)
    return g


def test_zero_grade_finds_nothing_and_costs_two_million():
    g = _on_d_square()
    stack(g, "copper", "zero")
    events = act(g, "explore", "D14", 2)
    assert events[1].text == "Zero Grade: nothing is proven on lease D14."
    assert g.money(0) == 17 and g.reserves("D14") == 0
    assert g.pile("drilling.copper")[-1] == "zero"


def test_medium_grade_one_unit_per_pip():
    g = _on_d_square()
    stack(g, "copper", "medium")
    rig(g, 5)
    events = act(g, "explore", "D14", 2)
    assert events[1].text == "Medium Grade: Ana rolls 5, 1 unit per pip, and proves 5 units of copper on lease D14."
    assert g.reserves("D14") == 5 and g.money(0) == 17


def test_a_lease_can_be_explored_again_and_units_add_up():
    g = _on_d_square()
    own(g, 0, "A1", units=0)
    stack(g, "copper", "medium", "high")
    rig(g, 2)
    act(g, "explore", "D14", 2)                    # medium, 2 -> 2 units
    act(g, "stop")
    roll(g, 3, 3)                                   # Ben
    rig(g, 4, 4, 6)
    act(g, "roll")                                  # Ana 5 -> 13, brown again
    act(g, "explore", "D14", 2)                     # high, 6 -> 12 units
    assert g.reserves("D14") == 14 and g.money(0) == 20 - 2 - 2 - 2


def test_explore_again_on_the_same_landing_each_paid_and_each_a_decision():
    """How to Play: no limit to how often a lease is explored: on one landing, again and again."""
    g = _on_d_square()                              # Ana has $19M and D14
    stack(g, "copper", "zero", "medium", "high")
    rig(g, 4, 2)
    act(g, "explore", "D14", 2)                     # zero grade: nothing
    assert g.stage == "drill_again" and g.to_act == (0,)
    assert [a.label for a in g.legal_actions(0)] == ["Explore lease D14 (copper) for $2M",
                                                    "Stop exploring for this turn"]
    act(g, "explore", "D14", 2)                     # medium, 4 units
    act(g, "explore", "D14", 2)                     # high, 2 x 2 = 4 units
    assert g.reserves("D14") == 8 and g.money(0) == 19 - 3 * 2
    ev = act(g, "stop")[0]
    assert ev.text == "Ana stops exploring for this turn."
    assert g.to_act == (1,) and g.stage == "roll"
    assert sum(e.rule == "murfett.lease.explore" for e in g.log) == 3


def test_no_exploring_again_without_the_money():
    g = _on_d_square(seed_money=4)                  # $3M after the lease: one exploration only
    stack(g, "copper", "zero")
    act(g, "explore", "D14", 2)
    assert g.money(0) == 1 and g.to_act == (1,)     # nothing more to decide: Ben's turn


def test_the_supply_limits_what_is_found():
    g = _on_d_square()
    own(g, 1, "A1", units=97)
    assert g.held("supply", "copper") == 3
    stack(g, "copper", "high")
    rig(g, 3)
    events = act(g, "explore", "D14", 2)
    assert events[1].facts["units"] == 3 and events[1].text.endswith("(only 3 left with the banker).")
    assert g.held("supply", "copper") == 0 and g.reserves("D14") == 3


def test_pass_on_a_buy_or_drill_square():
    g = _on_d_square()
    ev = act(g, "pass")[0]
    assert ev.text == "Ana passes on the brown Buy or Drill square."
    assert g.money(0) == 19 and g.to_act == (1,)


def test_nothing_to_buy_or_explore_means_waiting():
    g = new(2, starts=(2, 10))
    for code in ("D13", "D14", "D15", "D16"):
        own(g, 1, code)
    events = roll(g, 1, 2)
    assert events[-1].text == "Ana can neither buy nor explore a brown lease and waits for the next turn."
    assert g.to_act == (1,) and g.stage == "roll"


def test_cannot_buy_another_colour_or_explore_what_is_not_yours():
    g = _on_d_square()
    msg = refused(g, g.action(0, "buy", "A1", 1), "Lease A1 is red; this square is brown")
    assert "Buy a lease" in msg
    refused(g, g.action(0, "explore", "D13", 2), "Ana does not own lease D13")
    g2 = new(2, starts=(2, 10))
    own(g2, 1, "D13")
    roll(g2, 1, 2)
    refused(g2, g2.action(0, "buy", "D13", 1), "Lease D13 already belongs to Ben")


def test_cannot_explore_without_the_money():
    g = _on_d_square(seed_money=2)                 # $2M, less the $1M lease
    assert g.money(0) == 1
    assert [a.kind for a in g.legal_actions(0)] == ["buy", "buy", "buy", "pass"]
    refused(g, g.action(0, "explore", "D14", 2), "Ana has $1M, less than the $2M needed")


# ---------------------------------------------------------------- Forfeit Lease

def _forfeit_game(**options):
    g = new(2, starts=(5, 10), **options)
    return g


def test_forfeit_takes_the_least_valuable_of_five_leases():
    g = _forfeit_game()
    own(g, 0, "D14", 6)       # copper 6 x $2 = $12
    own(g, 0, "A2", 3)        # tin 3 x $2 = $6
    own(g, 0, "B6", 1)        # nickel 1 x $3 = $3
    own(g, 0, "C10", 2)       # lead-zinc 2 x $2 = $4
    own(g, 0, "E17", 0)       # copper, nothing proven: $0
    events = roll(g, 2, 2)    # 5 -> 9, Forfeit Lease
    ev = events[-1]
    assert ev.rule == "murfett.lease.forfeit"
    assert ev.text == ("Ana holds 5 leases and forfeits the least valuable, E17 (worth $0M at today's income); "
                       "its 0 free units go back to the banker.")
    assert g.owner["E17"] is None and g.held("banker", "leases") == 16 and g.held("p0", "leases") == 4


def test_forfeit_returns_the_units_to_the_banker():
    g = _forfeit_game(forfeit_threshold=2)
    own(g, 0, "D14", 6)
    own(g, 0, "A2", 1)        # tin 1 x $2 = $2, the least
    roll(g, 2, 2)
    assert g.owner["A2"] is None and g.held("lease.A2", "tin") == 0 and g.held("supply", "tin") == 100
    assert g.reserves("D14") == 6


def test_forfeit_ties_are_the_players_choice():
    g = _forfeit_game()
    for code in ("D14", "A2", "B6", "C10", "E17"):
        own(g, 0, code, 2 if code in ("D14", "B6", "C10") else 0)
    roll(g, 2, 2)
    assert g.stage == "forfeit"
    assert [a.label for a in g.legal_actions(0)] == ["Give up lease A2 (tin)", "Give up lease E17 (copper)"]
    refused(g, g.action(0, "forfeit", "D14"), "Give up lease D14")
    act(g, "forfeit", "A2")
    assert g.owner["A2"] is None and g.owner["E17"] == 0


def test_fewer_than_five_leases_forfeit_nothing():
    g = _forfeit_game()
    for code in ("D14", "A2", "B6", "C10"):
        own(g, 0, code)
    ev = roll(g, 2, 2)[-1]
    assert ev.text == "Ana holds 4 leases, fewer than 5: nothing is forfeited."
    assert len(g.leases_of(0)) == 4


def test_a_lease_with_a_contract_is_forfeited_too_and_its_contract_is_cancelled():
    """Forfeit Lease makes no exception for a lease under contract: the least valuable goes, and a
    contract on it is cancelled (units back to the banker, the card face up at the bank, used)."""
    g = _forfeit_game(forfeit_threshold=2)
    own(g, 0, "D14", 4)                             # copper at $2M: 4 committed units, $8M
    own(g, 0, "A2", 6)                              # tin at $2M: 1 free + 5 committed units, $12M
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "tin-3", "A2")
    events = roll(g, 2, 2)                          # 5 -> 9, Forfeit Lease
    forfeit, cancel = events[-2:]
    assert forfeit.rule == "murfett.lease.forfeit" and forfeit.facts["lease"] == "D14"
    assert forfeit.text == ("Ana holds 2 leases and forfeits the least valuable, D14 (worth $8M at today's "
                            "income); its 0 free units go back to the banker.")
    assert cancel.text == ("The copper contract 1 (4 units) on forfeited lease D14 is cancelled; its 4 committed "
                           "units go back to the banker and the card goes face up to the bank.")
    assert g.leases_of(0) == ["A2"] and g.contracts_of(0) == ["tin-3"] and g.expired == ["copper-1"]
    assert g.held("supply", "copper") == 100 and g.held("p0", "contracts") == 1
    assert g.outcome()["contracts_completed"] == 0
    g.check_invariants()


def test_lease_value_is_never_below_zero():
    g = _forfeit_game()
    own(g, 0, "D14", 5)
    assert g.lease_value("D14") == 5 * 2
    price(g, "copper", -2)
    assert g.lease_value("D14") == 0


def test_a_rich_lease_at_a_negative_price_is_not_forfeited_before_an_empty_one():
    """Issue 12: at a negative income a full lease used to be worth less than an empty one."""
    g = _forfeit_game()
    own(g, 0, "B6", 12)        # nickel, 12 units: the richest lease
    own(g, 0, "D14", 3)        # copper 3 x $2 = $6
    own(g, 0, "A2", 2)         # tin 2 x $2 = $4
    own(g, 0, "C10", 1)        # lead-zinc 1 x $2 = $2
    own(g, 0, "E17", 0)        # copper, nothing proven: $0
    price(g, "nickel", -3)     # 12 x -$3 would be -$36, the least: B6 used to be taken at once
    roll(g, 2, 2)
    assert g.stage == "forfeit"                     # B6 and E17 are both worth $0: Ana chooses
    assert [a.args[0] for a in g.legal_actions(0)] == ["B6", "E17"]
    act(g, "forfeit", "E17")
    assert g.owner["B6"] == 0 and g.owner["E17"] is None


def test_forfeit_ties_include_worthless_leases_at_a_negative_price():
    g = _forfeit_game(forfeit_threshold=2)
    own(g, 0, "B6", 4)         # nickel
    own(g, 0, "E17", 0)
    price(g, "nickel", -1)
    roll(g, 2, 2)
    assert g.stage == "forfeit"
    assert [a.args[0] for a in g.legal_actions(0)] == ["B6", "E17"]     # both worth $0: Ana chooses

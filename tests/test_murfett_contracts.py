"""Contracts: turning one up, accepting from a single lease, refusing, selling one unit per End of
Period at the Cash Flow Indicator's income (even at a loss), completion, and the end of the game."""

from test_murfett_support import act, new, own, price, quietly, refused, roll, run_contract, top_contract

from mining_games.murfett.data import CONTRACT, METALS


def _on_contract_square(units=6, card="copper-3", **options):
    """Ana owns D14 (copper) with ``units`` units and stands on inner contract square 4."""
    g = new(2, starts=(2, 20), **options)
    if units is not None:
        own(g, 0, "D14", units)
    top_contract(g, card)
    roll(g, 1, 1, switch="inner")
    assert g.stage == "contract"
    return g


def test_contract_square_offers_every_pile():
    g = _on_contract_square()
    assert [a.label for a in g.legal_actions(0)] == [
        "Turn up the top copper contract", "Turn up the top tin contract", "Turn up the top nickel contract",
        "Turn up the top lead-zinc contract", "Take no contract"]
    assert act(g, "skip")[0].text == "Ana turns up no contract."


def test_accepting_commits_units_from_one_lease():
    g = _on_contract_square()
    assert CONTRACT["copper-3"].size == 5
    ev = act(g, "draw", "copper")[0]
    assert ev.text == "Ana turns up the top copper contract: 5 units."
    assert g.stage == "offer" and g.revealed == "copper-3"
    assert [a.label for a in g.legal_actions(0)] == [
        "Accept the copper contract 3 (5 units) from lease D14 (copper)", "Refuse the copper contract 3 (5 units)"]
    ev = act(g, "accept", "copper-3", "D14")[0]
    assert ev.text == "Ana accepts the copper contract for 5 units and commits 5 units from lease D14."
    assert g.reserves("D14") == 1 and g.held("contract.copper-3", "copper") == 5
    assert g.held("p0", "contracts") == 1 and g.held("pile.copper", "contracts") == 5
    assert g.running == {"copper-3": "D14"} and "copper-3" not in g.pile("contracts.copper")


def test_a_contract_turned_up_is_seen_by_everyone_on_top_of_its_pile_until_it_is_taken_or_put_back():
    """Inner Circuit - Obtaining a Contract: the card turned up is face up; the rest of the pile is not."""
    for answer in (("refuse", "copper-3"), ("accept", "copper-3", "D14")):
        g = _on_contract_square()
        act(g, "draw", "copper")
        for p in (-1, 0, 1):
            pile = g.view(p)["decks"]["contracts.copper"]
            assert pile["top"] == "copper-3" and pile["cards"] == 6
        assert "top" not in g.view(1)["decks"]["contracts.tin"]
        act(g, *answer)
        pile = g.view(1)["decks"]["contracts.copper"]
        assert "top" not in pile and pile["cards"] == (6 if answer[0] == "refuse" else 5)
        g.check_invariants()


def test_refused_contract_goes_to_the_bottom_of_its_pile():
    g = _on_contract_square()
    act(g, "draw", "copper")
    ev = act(g, "refuse", "copper-3")[0]
    assert ev.text == "Ana refuses the copper contract; it goes to the bottom of its pile."
    assert g.pile("contracts.copper")[-1] == "copper-3" and g.reserves("D14") == 6 and not g.running


def test_units_of_two_leases_are_never_combined():
    g = _on_contract_square(units=3, card="copper-1")
    own(g, 0, "A1", 3)                              # 3 + 3 copper, but on two leases
    events = act(g, "draw", "copper")
    assert events[1].text == "No lease of Ana's holds 4 units of copper: the contract goes to the bottom of its pile."
    assert g.pile("contracts.copper")[-1] == "copper-1" and g.stage == "roll" and g.to_act == (1,)


def test_accepting_from_a_lease_that_is_too_small_is_refused():
    g = _on_contract_square(units=6, card="copper-1")
    own(g, 0, "A1", 3)
    own(g, 0, "A2", 9)                              # tin
    act(g, "draw", "copper")
    msg = refused(g, g.action(0, "accept", "copper-1", "A1"),
                  "Lease A1 holds only 3 free units; the contract needs 4, and units of different leases "
                  "may not be combined")
    assert "Accept a contract" in msg
    refused(g, g.action(0, "accept", "copper-1", "A2"), "Lease A2 holds tin, not copper")
    refused(g, g.action(0, "accept", "copper-1", "E17"), "Ana does not own lease E17")


def test_one_lease_may_carry_two_contracts():
    g = new(2, starts=(2, 20))
    own(g, 0, "D14", 9)
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "copper-3", "D14")
    assert g.reserves("D14") == 0 and g.contracts_of(0) == ["copper-1", "copper-3"]


def test_sale_at_the_end_of_period_pays_todays_income():
    g = new(2, starts=(25, 10))
    own(g, 0, "D14", 4)
    run_contract(g, 0, "copper-1", "D14")
    events = roll(g, 1, 2)                          # 25 -> 28, over the line
    assert [e.rule for e in events[:3]] == ["murfett.board.move", "murfett.board.end_of_period", "murfett.sale.income"]
    assert events[2].text == ("Ana sells 1 unit of copper from lease D14 under the copper contract 1 (4 units) at "
                              "$2M a unit: the bank pays Ana $2M; 3 units left on the contract.")
    assert g.money(0) == 19 + 2
    assert g.held("contract.copper-1", "copper") == 3 and g.held("supply", "copper") == 97
    assert g.stage == "lease"                      # then square 28 (Buy or Drill C) takes effect


def test_first_unit_sells_at_the_first_pass_and_each_contract_sells_one():
    g = new(2, starts=(26, 10))
    own(g, 0, "D14", 10)
    own(g, 0, "A2", 5)
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "copper-3", "D14")
    run_contract(g, 0, "tin-3", "A2")
    events = roll(g, 1, 1)
    sales = [e for e in events if e.rule == "murfett.sale.income"]
    assert [(e.facts["card"], e.facts["price"]) for e in sales] == [("copper-1", 2), ("copper-3", 2), ("tin-3", 2)]
    assert g.money(0) == 18 + 6


def test_a_contract_is_honoured_at_a_loss():
    g = new(2, starts=(25, 10))
    own(g, 0, "D14", 4)
    run_contract(g, 0, "copper-1", "D14")
    price(g, "copper", -1)
    assert g.price("copper") == -1
    events = roll(g, 1, 2)
    sale = events[2]
    assert sale.rule == "murfett.sale.loss"
    assert sale.text == ("Ana sells 1 unit of copper from lease D14 under the copper contract 1 (4 units) at -$1M "
                         "a unit: Ana pays the bank $1M; 3 units left on the contract.")
    assert g.money(0) == 19 - 1 and g.held("bank", "money") == -40 + 1 + 1


def test_completed_contract_goes_face_up_to_the_bank():
    g = new(2, starts=(25, 10))
    own(g, 0, "D14", 4)
    run_contract(g, 0, "copper-1", "D14", left=1)   # three units sold in earlier periods
    events = roll(g, 1, 2)
    done = next(e for e in events if e.rule == "murfett.contract.complete")
    assert done.text == ("The copper contract 1 (4 units) on lease D14 is complete; the card goes face up to "
                         "the bank.")
    assert g.expired == ["copper-1"] and g.held("expired", "contracts") == 1 and g.held("p0", "contracts") == 0
    assert not g.running and g.held("contract.copper-1", "copper") == 0
    assert "copper-1" not in g.pile("contracts.copper")


def test_draw_from_an_empty_pile_is_refused():
    g = new(2, starts=(2, 20), contracts_per_metal=1)
    own(g, 0, "A2", 6)
    run_contract(g, 0, g.pile("contracts.tin")[0], "A2")
    roll(g, 1, 1, switch="inner")
    assert [a.args for a in g.legal_actions(0) if a.kind == "draw"] == [("copper",), ("nickel",), ("lead_zinc",)]
    refused(g, g.action(0, "draw", "tin"), "The tin contract pile is empty")


def test_the_game_ends_when_every_contract_is_used():
    g = new(2, starts=(2, 10), contracts_per_metal=1)
    for code, metal in (("D14", "copper"), ("A2", "tin"), ("B6", "nickel"), ("C10", "lead_zinc")):
        own(g, 0, code, 6)
        run_contract(g, 0, g.pile(f"contracts.{metal}")[0], code)
    assert not any(g.pile_size(f"contracts.{m}") for m in METALS)
    turns = 0
    while not g.over:
        roll(g, 6, 6) if g.to_act == (0,) else roll(g, 1, 1)
        quietly(g)
        turns += 1
        assert turns < 80
    assert g.log[-1].rule == "murfett.end.contracts_used"
    assert g.log[-1].text == "Every contract has been used: the game ends."
    assert len(g.expired) == 4 and g.is_over and g.to_act == ()
    winner = g.standings()[0]
    assert winner["name"] == "Ana" and winner["winner"]


def test_no_contracts_left_to_turn_up():
    g = new(2, starts=(10, 2), contracts_per_metal=1)
    for code, metal in (("D14", "copper"), ("A2", "tin"), ("B6", "nickel"), ("C10", "lead_zinc")):
        own(g, 0, code, 6)
        run_contract(g, 0, g.pile(f"contracts.{metal}")[0], code)
    roll(g, 3, 3)                                    # Ana: 10 -> 16
    events = roll(g, 1, 1, switch="inner")           # Ben: inner 2 -> 4, a contract square
    assert events[-1].text == "Ben is on a contract square, but no contract cards are left."

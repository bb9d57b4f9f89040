"""Money trouble: a debt that cannot be paid, lease auctions among the other players, no bids,
bankruptcy, the last company standing, and the bank-loan variant."""

from test_murfett_support import act, broke, new, own, place, price, refused, roll, run_contract

_broke = broke


def _spend_everything(g, p):
    """``p`` owns E17 and has no money left."""
    own(g, p, "E17")
    g.arrange("money", p, 0)


def test_a_debt_that_cannot_be_paid_means_selling_a_lease():
    g = _broke()
    short = next(e for e in g.log if e.rule == "murfett.trouble.short")
    assert short.text == "Ana owes $25M but has only $18M: money must be raised by selling leases by auction."
    assert g.stage == "raise" and g.to_act == (0,)
    assert [a.label for a in g.legal_actions(0)] == [
        "Auction lease A2 (tin) with its metal", "Auction lease D14 (copper) with its metal"]
    assert g.money(0) == 18                          # nothing is paid until the money is raised


def test_auction_sells_the_lease_with_its_metal_and_contracts():
    g = _broke()
    ev = act(g, "sell", "D14")[0]
    assert ev.text == "Ana puts lease D14 up for auction with 6 units of copper and 1 running contract."
    assert g.to_act == (1,)                          # bidders in turn order from the seller's left
    assert [a.label for a in g.legal_actions(1)] == ["Bid $1M", "Bid $2M", "Bid $5M", "Drop out of the auction"]
    act(g, "bid", 2)
    assert g.to_act == (2,) and [a.args for a in g.legal_actions(2)][:3] == [(3,), (4,), (7,)]
    act(g, "bid", 7)
    assert g.to_act == (1,)
    events = act(g, "pass", "bid")
    assert [e.text for e in events[:3]] == [
        "Ben drops out of the auction for lease D14.",
        "Cy buys lease D14 from Ana for $7M; its 6 units and 1 running contract go with it.",
        "Ana pays the $25M owed."]
    assert g.owner["D14"] == 2 and g.reserves("D14") == 6 and g.held("contract.copper-1", "copper") == 4
    assert g.held("p2", "contracts") == 1 and g.held("p0", "contracts") == 0 and g.contracts_of(2) == ["copper-1"]
    assert g.money(0) == 18 + 7 - 25 and g.money(2) == 20 - 7 and g.money(1) == 20
    assert g.trouble is None and g.to_act == (1,) and g.stage == "roll"


def test_a_bidder_without_the_money_drops_out():
    g = _broke()
    _spend_everything(g, 2)
    assert g.money(2) == 0
    events = act(g, "sell", "A2")                    # Cy cannot raise: out before the first bid
    assert events[1].text == "Cy drops out of the auction for lease A2: not enough money to raise."
    events = act(g, "bid", 1)                        # Ben
    assert events[1].text.startswith("Ben buys lease A2 from Ana for $1M")


def test_no_bids_keeps_the_lease_and_the_seller_tries_another():
    g = _broke()
    act(g, "sell", "D14")
    act(g, "pass", "bid")
    events = act(g, "pass", "bid")
    assert events[1].text == "Nobody bids for lease D14: Ana keeps it."
    assert g.owner["D14"] == 0 and g.stage == "raise"
    assert [a.args for a in g.legal_actions(0)] == [("A2",)]


def test_bankruptcy_returns_everything_and_the_player_leaves():
    g = _broke()
    for lease in ("D14", "A2"):
        act(g, "sell", lease)
        act(g, "pass", "bid")
        events = act(g, "pass", "bid")
    texts = [e.text for e in events[1:]]
    assert texts[:5] == [
        "Nobody bids for lease A2: Ana keeps it.",
        "Ana cannot pay $25M even after trying to sell every lease: bankrupt. The last $18M goes to the bank "
        "and Ana leaves the game.",
        "Lease A2 goes back to the banker with its 2 units.",
        "The copper contract 1 (4 units) on lease D14 is cancelled; its 4 committed units go back to the banker.",
        "Lease D14 goes back to the banker with its 6 units."]
    assert g.bankrupt == [True, False, False] and g.square[0] is None
    assert g.money(0) == 0 and g.leases_of(0) == [] and g.held("banker", "leases") == 20
    assert g.held("supply", "copper") == 100 and g.held("supply", "tin") == 100
    assert g.expired == ["copper-1"] and not g.running
    assert g.to_act == (1,)
    roll(g, 3, 3)                                    # Ben: 20 -> 26, a Buy or Drill square
    act(g, "pass")
    roll(g, 1, 1)                                    # Cy: 28 -> 30, a Buy or Drill square
    act(g, "pass")
    assert g.to_act == (1,) and g.round == 2         # Ana is skipped from now on
    assert g.standings()[-1]["name"] == "Ana"


def test_the_last_company_standing_ends_the_game():
    g = _broke(players=2)
    for lease in ("D14", "A2"):
        act(g, "sell", lease)
        events = act(g, "pass", "bid")
    assert events[-1].text == "Ben is the last company left: the game ends."
    assert g.is_over and g.winners() == [1]


def test_sell_and_bid_only_when_the_rules_ask():
    g = new(2, starts=(2, 10))
    own(g, 0, "D14")
    msg = refused(g, g.action(0, "sell", "D14"), "Ana has $19M, enough for an exploration ($2M): a lease is "
                                                 "auctioned on a company's turn only in financial distress")
    assert "Sale in financial distress" in msg
    refused(g, g.action(0, "borrow", 3), "The bank gives no loans in this game")
    g = _broke()
    act(g, "sell", "D14")
    refused(g, g.action(1, "bid", 3), "A bid must raise the high bid of $0M to one of $1M, $2M, $5M")
    _spend_everything(g, 1)
    refused(g, g.action(1, "bid", 1), "Ben has only $0M, not the $1M bid")


def test_a_sale_of_a_lease_takes_its_pending_contract_sale_with_it():
    g = new(2, starts=(25, 10))
    own(g, 0, "D14", 4)
    own(g, 0, "A2", 4)
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "tin-1", "A2")
    price(g, "copper", -1)
    _spend_everything(g, 0)
    roll(g, 1, 2)                                    # 25 -> 28: End of Period, copper sells at a loss
    assert g.stage == "raise"
    act(g, "sell", "A2")
    act(g, "bid", 2)                                 # Ben buys A2 with its running tin contract
    assert g.owner["A2"] == 1 and g.contracts_of(1) == ["tin-1"]
    sales = [e.facts["card"] for e in g.log if e.rule.startswith("murfett.sale")]
    assert sales == ["copper-1"]                     # tin-1 now sells when Ben passes the line
    assert g.held("contract.tin-1", "tin") == 4 and g.money(0) == 2 - 1


# ---------------------------------------------------------------- the bank-loan variant

def test_loan_variant_borrow_then_pay_interest():
    g = _broke(loans=True)
    assert next(e for e in g.log if e.rule == "murfett.trouble.short").text.endswith(
        "by selling leases by auction or borrowing.")
    assert g.legal_actions(0)[-1].label == "Borrow $7M from the bank"
    events = act(g, "borrow", 7)
    assert events[0].text == "Ana borrows $7M from the bank and now owes $7M."
    assert events[1].text == "Ana pays the $25M owed."
    assert g.money(0) == 0 and g.held("p0", "loan") == -7 and g.score(0) == -7
    assert g.score_breakdown(0) == {"money": 0, "loan": -7}
    roll(g, 1, 1)                                    # Ben: 20 -> 22, Buy or Drill E
    act(g, "pass")
    roll(g, 1, 1)                                    # Cy: 28 -> 30, Buy or Drill E
    act(g, "pass")
    place(g, 0, 26, "inner")                         # Ana, on inner 26, crosses the line next
    events = roll(g, 1, 1)
    sale, interest = [e for e in events if e.rule in ("murfett.sale.income", "murfett.loan.interest")]
    assert interest.text == "Ana owes $1M interest on a $7M loan."     # 10%, rounded up
    assert g.money(0) == 0 + 2 - 1


def test_loan_limit_and_write_off_at_bankruptcy():
    g = _broke(players=2, loans=True, loan_limit=7)
    act(g, "borrow", 7)
    roll(g, 1, 1)                                    # Ben: 20 -> 22
    act(g, "pass")
    place(g, 0, 8, "inner")
    roll(g, 1, 1)                                    # Ana: breakdown again, $25M, no loan room left
    assert [a.kind for a in g.legal_actions(0)] == ["sell", "sell"]
    for _ in range(2):
        act(g, "sell", g.legal_actions(0)[0].args[0])
        events = act(g, "pass", "bid")
    assert "The bank writes off Ana's $7M loan." in [e.text for e in events]
    assert g.held("p0", "loan") == 0 and g.is_over

"""The rule catalogue of The Mining Board Game, in our own words, cited by rulebook section."""

from mining_games.core import Rule, RuleBook
from mining_games.core.words import count, join_words, verb

from .data import METAL_NAMES
from .text import contract_name, usd

F = "murfett.txt"
HOW = f"{F}, How to Play"
UNITS = f"{F}, Metal Units"
CIRCUITS = f"{F}, Changing Circuits"
CONTRACT = f"{F}, Inner Circuit - Obtaining a Contract"
SALE = f"{F}, Metal Sale - Income"
VARIANCE = f"{F}, Metal Income Variances"
FORFEIT = f"{F}, Forfeit Lease"
DISPUTE = f"{F}, Industrial Disputes"
BREAKDOWN = f"{F}, Plant Breakdowns"
LOANS = f"{F}, Loans"
BANKRUPT = f"{F}, Bankruptcy"
LENGTH = f"{F}, Game Length"
CONTENTS = f"{F}, Contents"
R = "reconstructed"


def _metal(e):
    return METAL_NAMES[e.facts["metal"]]


def _name(names, p):
    return names[p]


def _order(e, names):
    def listed(rolls):
        return ", ".join(f"{names[p]} {t}" for p, t in rolls)

    again = "".join(f"; {join_words([names[p] for p, _ in r])} roll again ({listed(r)})"
                    for r in e.facts.get("rerolls", ()))
    order = ", ".join(names[p] for p in e.facts["order"])
    return f"Each player rolls two dice ({listed(e.facts['rolls'])}){again}; play goes in this order: {order}."


def _cash_flow(e, names):
    prices = ", ".join(f"{METAL_NAMES[m]} {usd(v)}" for m, v in e.facts["prices"].items())
    return f"All four Cash Flow Indicator wheels are set at Start: {prices} per unit."


def _price(verb):
    def text(e, names):
        f = e.facts
        return f"{_metal(e).capitalize()} income {verb} from {usd(f['old'])} to {usd(f['new'])} per unit."
    return text


def _price_edge(where, cannot, instead):
    def text(e, names):
        f = e.facts
        return (f"{_metal(e).capitalize()} income is already at the {where} of its wheel and cannot {cannot}, "
                f"so it {instead} one step instead: from {usd(f['old'])} to {usd(f['new'])} per unit.")
    return text


def _sale(e, names):
    f = e.facts
    who, price = names[e.player], f["price"]
    if price > 0:
        paid = f"the bank pays {who} {usd(price)}"
    elif price < 0:
        paid = f"{who} pays the bank {usd(-price)}"
    else:
        paid = "nobody pays anything"
    return (f"{who} sells 1 unit of {_metal(e)} from lease {f['lease']} under the {contract_name(f['card'])} at "
            f"{usd(price)} a unit: {paid}; {count(f['left'], 'unit')} left on the contract.")


def _sold(e, names):
    f = e.facts
    goes = f"{count(f['units'], 'unit')} {verb(f['units'], 'go')}"
    if f["contracts"]:
        goes = f"{count(f['units'], 'unit')} and {count(f['contracts'], 'running contract')} go"
    return (f"{names[e.player]} buys lease {f['lease']} from {names[f['seller']]} for {usd(f['price'])}; "
            f"its {goes} with it.")


def _back(n, noun):
    """'its 1 free unit goes back to the banker', 'its 3 committed units go back ...'."""
    return f"its {count(n, noun)} {verb(n, 'go')} back to the banker"


def _components(e, names):
    f = e.facts
    return (f"The banker lays out {count(f['leases'], 'lease card')}, {count(f['units'], 'unit')} of each metal "
            f"and {count(f['contracts'], 'contract card')}.")


def _move(e, names):
    f = e.facts
    return (f"{names[e.player]} rolls {f['d1']} and {f['d2']} and moves {count(f['total'], 'square')} on the "
            f"{f['circuit']} circuit, from {f['frm']} to {f['to']}: {f['name']}.")


def _grade(word, per):
    def text(e, names):
        f = e.facts
        note = f" (only {f['units']} left with the banker)" if f["short"] else ""
        return (f"{word}: {names[e.player]} rolls {f['roll']}, {per} per pip, and proves "
                f"{count(f['units'], 'unit')} of {_metal(e)} on lease {f['lease']}{note}.")
    return text


def _short(e, names):
    f = e.facts
    how = "selling leases by auction or borrowing" if f["loans"] else "selling leases by auction"
    return f"{names[e.player]} owes {usd(f['owed'])} but has only {usd(f['cash'])}: money must be raised by {how}."


RULES = RuleBook("murfett", [
    # ---------------------------------------------------------------- setting up
    Rule("murfett.setup.components", "Lay out the components",
         "The banker holds the 20 lease cards and the metal units; the contract cards go in one pile per metal.",
         CONTENTS, mints=True,
         text=_components),
    Rule("murfett.setup.money", "Starting money", "Every company starts with $20 million from the bank.", HOW,
         mints=True, text="{player} receives ${amount}M to start."),
    Rule("murfett.setup.shuffle_drilling", "Shuffle the drilling cards",
         "Each metal's drilling cards are shuffled and placed face down.", HOW,
         text=lambda e, n: f"The {_metal(e)} drilling cards are shuffled ({count(e.facts['cards'], 'card')})."),
    Rule("murfett.setup.shuffle_contracts", "Shuffle the contract cards",
         "Each metal's contract cards are shuffled and placed face down.", HOW,
         text=lambda e, n: f"The {_metal(e)} contract cards are shuffled ({count(e.facts['cards'], 'card')})."),
    Rule("murfett.setup.remove_contracts", "Shorter game: remove contracts",
         "To shorten the game, some contract cards are taken out unseen before play.", LENGTH,
         text=lambda e, n: (f"For a shorter game {count(e.facts['removed'], _metal(e) + ' contract card')} "
                            f"{verb(e.facts['removed'], 'are')} set aside unseen; {e.facts['kept']} "
                            f"{verb(e.facts['kept'], 'remain')}."),
         example={"metal": "copper", "removed": 2, "kept": 8}),
    Rule("murfett.setup.cash_flow", "Cash Flow Indicator at Start",
         "All four wheels of the Cash Flow Indicator begin opposite the Start mark.", HOW, text=_cash_flow),
    Rule("murfett.setup.order", "Order of play",
         "Each player rolls two dice; the highest total plays first; players level on a total roll again for their "
         "places.",
         HOW, source=R, rationale="the rulebook says to determine the order without saying how; a roll is usual",
         text=_order),
    Rule("murfett.setup.start", "Choose a starting square",
         "Each player puts a token on any square of the outer circuit.", HOW,
         text="{player} starts on outer square {square}: {name}."),
    # ---------------------------------------------------------------- moving
    Rule("murfett.board.switch", "Change circuits",
         "Before rolling, a player may move to the square with the same number on the other circuit; "
         "after rolling the turn is played on the current circuit.", CIRCUITS,
         text="{player} moves to square {square} of the {circuit} circuit before rolling."),
    Rule("murfett.board.move", "Roll and move",
         "The player throws two dice and moves clockwise that many squares on the current circuit.", HOW,
         text=_move),
    Rule("murfett.board.end_of_period", "End of Period",
         "Passing the thick line after square 26, on either circuit, ends a period for that player: "
         "each running contract sells one unit after the move.", SALE,
         text=lambda e, n: (f"{n[e.player]} passes the End of Period line with "
                            f"{count(e.facts['contracts'], 'running contract')}.")),
    Rule("murfett.board.office", "Site office", "A site office square has no effect.", HOW, source=R,
         rationale="the square list is not printed; a few quiet squares fill the circuits",
         text="{player} is at a site office: nothing happens."),
    # ---------------------------------------------------------------- leases and exploring
    Rule("murfett.lease.buy", "Buy a lease",
         "On a Buy or Drill square a player may buy an unowned lease of that colour for $1 million.", HOW,
         mints=True,
         text=lambda e, n: f"{n[e.player]} buys lease {e.facts['lease']} ({_metal(e)}) for {usd(e.facts['price'])}."),
    Rule("murfett.lease.explore", "Explore a lease",
         "On a Buy or Drill square a player may pay $2 million to explore an owned lease of that colour, "
         "turning up the top drilling card of its metal; the card then goes to the bottom.", HOW, mints=True,
         text=lambda e, n: (f"{n[e.player]} pays {usd(e.facts['cost'])} to explore lease {e.facts['lease']} "
                            f"and turns up a {e.facts['grade']} grade {_metal(e)} drilling card.")),
    Rule("murfett.lease.zero_grade", "Zero Grade", "A Zero Grade card finds nothing.", UNITS,
         text="Zero Grade: nothing is proven on lease {lease}."),
    Rule("murfett.lease.medium_grade", "Medium Grade",
         "A Medium Grade card: roll one die and take one unit per pip onto the lease.", UNITS,
         text=_grade("Medium Grade", "1 unit")),
    Rule("murfett.lease.high_grade", "High Grade",
         "A High Grade card: roll one die and take two units per pip onto the lease.", UNITS,
         text=_grade("High Grade", "2 units")),
    Rule("murfett.lease.stop", "Stop exploring",
         "After an exploration the owner may drill the same square's leases again, paying each time, or "
         "stop: there is no limit to how often a lease is explored.", HOW,
         text="{player} stops exploring for this turn."),
    Rule("murfett.lease.pass", "Pass", "A player on a Buy or Drill square may simply pass.", HOW,
         text="{player} passes on the {colour} Buy or Drill square."),
    Rule("murfett.lease.wait", "Nothing to buy or explore",
         "With no lease of that colour to buy and none owned to explore (or no money for either), "
         "the player waits for the next turn.", HOW,
         text="{player} can neither buy nor explore a {colour} lease and waits for the next turn."),
    Rule("murfett.lease.forfeit", "Forfeit Lease",
         "On a Forfeit Lease square a company holding 5 or more leases hands its least valuable lease back "
         "to the banker; the lease can be bought again. A lease is valued at its proven units (free or "
         "committed to a contract) at today's income, never below zero; among leases of equal value the "
         "company chooses.", FORFEIT,
         text=lambda e, n: (f"{n[e.player]} holds {count(e.facts['held'], 'lease')} and forfeits the least "
                            f"valuable, {e.facts['lease']} (worth {usd(e.facts['value'])} at today's income); "
                            f"{_back(e.facts['units'], 'free unit')}.")),
    Rule("murfett.lease.forfeit_contract", "A forfeited lease's contracts end",
         "A contract running on a forfeited lease is cancelled: its committed units go back to the banker "
         "and its card goes face up to the bank, used, like a completed one.", FORFEIT, source=R,
         rationale="the rulebook makes no exception for leases with contracts and says nothing of the "
                   "contract; a contract is committed to one lease, so it cannot outlive it",
         text=lambda e, n: (f"The {contract_name(e.facts['card'])} on forfeited lease {e.facts['lease']} is "
                            f"cancelled; {_back(e.facts['units'], 'committed unit')} and the card goes face up to "
                            f"the bank.")),
    Rule("murfett.lease.forfeit_exempt", "Too few leases to forfeit",
         "A company with fewer than 5 leases forfeits nothing.", FORFEIT,
         text=lambda e, n: (f"{n[e.player]} holds {count(e.facts['held'], 'lease')}, fewer than "
                            f"{e.facts['threshold']}: nothing is forfeited.")),
    # ---------------------------------------------------------------- contracts and sales
    Rule("murfett.contract.draw", "Turn up a contract",
         "On a contract square of the inner circuit a player may turn up the top card of any contract pile.",
         CONTRACT, text=lambda e, n: (f"{n[e.player]} turns up the top {_metal(e)} contract: "
                                     f"{count(e.facts['size'], 'unit')}.")),
    Rule("murfett.contract.accept", "Accept a contract",
         "A contract may be accepted only if one lease alone holds enough units; they are set aside on the "
         "contract and must be delivered even at a loss.", CONTRACT,
         text=lambda e, n: (f"{n[e.player]} accepts the {_metal(e)} contract for {count(e.facts['size'], 'unit')} "
                            f"and commits {count(e.facts['size'], 'unit')} from lease {e.facts['lease']}.")),
    Rule("murfett.contract.refuse", "Refuse a contract",
         "A player may refuse a contract even when able to meet it; it goes to the bottom of its pile.", CONTRACT,
         text=lambda e, n: f"{n[e.player]} refuses the {_metal(e)} contract; it goes to the bottom of its pile."),
    Rule("murfett.contract.cannot_meet", "Contract out of reach",
         "If no single lease holds enough units the contract cannot be taken; units of different leases "
         "are never combined.", CONTRACT,
         text=lambda e, n: (f"No lease of {n[e.player]}'s holds {count(e.facts['size'], 'unit')} of {_metal(e)}: "
                            f"the contract goes to the bottom of its pile.")),
    Rule("murfett.contract.skip", "No contract taken", "A player on a contract square may leave the piles alone.",
         CONTRACT, text="{player} turns up no contract."),
    Rule("murfett.contract.none_left", "No contracts left", "When every pile is empty there is nothing to turn up.",
         LENGTH, text="{player} is on a contract square, but no contract cards are left."),
    Rule("murfett.sale.income", "Sell a unit",
         "At each End of Period every running contract sells one unit back to the bank at the income shown "
         "on the Cash Flow Indicator.", SALE, mints=True, text=_sale),
    Rule("murfett.sale.loss", "Sell a unit at a loss",
         "When the Cash Flow Indicator shows a negative income the contract still sells its unit and the "
         "player pays the bank.", SALE, mints=True, text=_sale),
    Rule("murfett.contract.complete", "Contract completed",
         "When its last unit is sold the contract card goes face up to the bank and leaves the game.", SALE,
         text=lambda e, n: (f"The {contract_name(e.facts['card'])} on lease {e.facts['lease']} is complete; the "
                            f"card goes face up to the bank.")),
    # ---------------------------------------------------------------- prices
    Rule("murfett.price.up", "Income up", "A price square moves the named metal's wheel up one step.", VARIANCE,
         text=_price("rises")),
    Rule("murfett.price.down", "Income down", "A price square moves the named metal's wheel down one step.",
         VARIANCE, text=_price("falls")),
    Rule("murfett.price.top", "Income at the top",
         "At the top of its wheel a metal cannot rise: any change moves it down one step.", VARIANCE,
         text=_price_edge("top", "rise", "falls")),
    Rule("murfett.price.bottom", "Income at the bottom",
         "At the bottom of its wheel a metal cannot fall: any change moves it up one step.", VARIANCE,
         text=_price_edge("bottom", "fall", "rises")),
    Rule("murfett.price.income_roll", "Metal Income Change",
         "On a single-metal Income Change square a die decides the direction: 1-3 down, 4-6 up.", VARIANCE,
         source=R, rationale="the rulebook names such a square but not which way it moves",
         text=lambda e, n: (f"{n[e.player]} rolls {e.facts['roll']} on the {_metal(e)} Income Change square: "
                            f"the die calls for {'a rise' if e.facts['way'] == 'up' else 'a fall'} "
                            f"(4-6 up, 1-3 down).")),
    # ---------------------------------------------------------------- inner circuit hazards
    Rule("murfett.inner.dispute", "Industrial Dispute",
         "A company with running contracts pays the dispute sum once for every contract.", DISPUTE, mints=True,
         text=lambda e, n: (f"Industrial dispute: {n[e.player]} owes ${e.facts['cost']}M for each of "
                            f"{count(e.facts['contracts'], 'running contract')}, ${e.facts['amount']}M.")),
    Rule("murfett.inner.dispute_exempt", "No dispute without contracts",
         "The Industrial Dispute square only affects companies with running contracts.", DISPUTE,
         text="{player} has no running contracts: the industrial dispute does not apply."),
    Rule("murfett.inner.breakdown", "Plant Breakdown",
         "A company with running contracts pays one repair bill, however many contracts it has.", BREAKDOWN,
         mints=True, text="Plant breakdown: {player} owes a repair bill of ${amount}M."),
    Rule("murfett.inner.breakdown_exempt", "No breakdown without contracts",
         "The Plant Breakdown square only affects companies with running contracts.", BREAKDOWN,
         text="{player} has no running contracts: the plant breakdown does not apply."),
    # ---------------------------------------------------------------- money trouble
    Rule("murfett.trouble.short", "Money trouble",
         "A company that cannot pay what it owes must raise money by selling leases (with their metal).",
         LOANS, text=_short),
    Rule("murfett.trouble.settle", "Debt paid", "Once enough money is raised the debt is paid to the bank.",
         LOANS, mints=True, text="{player} pays the ${owed}M owed."),
    Rule("murfett.trouble.auction", "Lease auction",
         "A lease sold for cash is auctioned by the banker to the other players; its metal and running "
         "contracts go with it.", LOANS,
         text=lambda e, n: (f"{n[e.player]} puts lease {e.facts['lease']} up for auction with "
                            f"{count(e.facts['units'], 'unit')} of {_metal(e)} and "
                            f"{count(e.facts['contracts'], 'running contract')}.")),
    Rule("murfett.trouble.distress", "Sale in financial distress",
         "A company whose money is below the cost of one exploration may, on its turn before rolling, put a "
         "lease up for auction; its metal and running contracts go with it.", LOANS, source=R,
         rationale="the rulebook lets players in financial distress sell leases without saying when; we read "
                   "distress as being unable to pay for one exploration, and the time as the company's turn",
         text=lambda e, n: (f"{n[e.player]} has {usd(e.facts['cash'])}, less than one exploration "
                            f"({usd(e.facts['cost'])}): in financial distress, it may auction a lease.")),
    Rule("murfett.trouble.bid", "Bid", "In turn, each other player raises the bid or drops out.", LOANS,
         text="{player} bids ${amount}M for lease {lease}."),
    Rule("murfett.trouble.drop", "Drop out", "A player who will not or cannot raise the bid drops out.", LOANS,
         text="{player} drops out of the auction for lease {lease}{why}."),
    Rule("murfett.trouble.sold", "Lease sold", "The highest bidder pays the seller and takes the lease.", LOANS,
         text=_sold),
    Rule("murfett.trouble.unsold", "No bids", "If nobody bids, the seller keeps the lease and must try another.",
         LOANS, source=R, rationale="the rulebook does not say; the bank does not buy leases, so it stays unsold",
         text="Nobody bids for lease {lease}: {player} keeps it."),
    Rule("murfett.trouble.bankrupt", "Bankruptcy",
         "A company that cannot pay its debts even after selling all its assets is bankrupt and leaves the game.",
         BANKRUPT, mints=True,
         text="{player} cannot pay ${owed}M even after trying to sell every lease: bankrupt. The last ${cash}M "
              "goes to the bank and {player} leaves the game."),
    Rule("murfett.trouble.return_lease", "Bankrupt leases return",
         "The leases a bankrupt company could not sell go back to the banker with their metal.", BANKRUPT,
         source=R, rationale="the rulebook removes the player; its unsold leases become available again",
         text=lambda e, n: (f"Lease {e.facts['lease']} goes back to the banker with its "
                            f"{count(e.facts['units'], 'unit')}.")),
    Rule("murfett.trouble.cancel_contract", "Bankrupt contracts end",
         "A bankrupt company's running contracts are cancelled; the committed units go back to the banker.",
         BANKRUPT, source=R, rationale="nobody is left to deliver them; the cards leave the game like completed ones",
         text=lambda e, n: (f"The {contract_name(e.facts['card'])} on lease {e.facts['lease']} is cancelled; "
                            f"{_back(e.facts['units'], 'committed unit')}.")),
    # ---------------------------------------------------------------- loans (variant)
    Rule("murfett.loan.borrow", "Bank loan",
         "Variant: a company in money trouble may borrow the shortfall from the bank, up to a limit.", LOANS,
         source="variant", mints=True, negative_ok=True,
         text="{player} borrows ${amount}M from the bank and now owes ${owed}M."),
    Rule("murfett.loan.interest", "Loan interest",
         "Variant: at each End of Period a borrower pays interest on the loan.", LOANS, source="variant",
         mints=True, text="{player} owes ${amount}M interest on a ${owed}M loan."),
    Rule("murfett.loan.write_off", "Loan written off",
         "Variant: the loan of a bankrupt company is written off.", BANKRUPT, source="variant", mints=True,
         text="The bank writes off {player}'s ${owed}M loan."),
    # ---------------------------------------------------------------- teaching positions
    Rule("murfett.scenario.arrange", "Arranged position",
         "A test or lesson sets a token, a lease, a running contract, a price, money, the top card of a pile or "
         "the next dice by hand to replay a worked example of the rulebook; not part of play.", HOW, source="variant",
         mints=True, text="Arranged by hand: {what}."),
    # ---------------------------------------------------------------- the end
    Rule("murfett.end.contracts_used", "Contracts used up",
         "The game ends when every contract has been used; the company with the most money wins.", LENGTH,
         text="Every contract has been used: the game ends."),
    Rule("murfett.end.no_more_business", "No more business",
         "The game also ends when the contracts left can never be used: no contract is running, no lease holds "
         "enough units for a contract left of its metal, and the companies together have less money than one "
         "exploration costs, so nobody can ever earn again. The company with the most money wins.", LENGTH,
         source=R, rationale="Game Length ends the game when the contracts are used; money reaches the companies "
                             "only from contract sales, so from such a position the remaining contracts can "
                             "never be used and the game could not end",
         text=lambda e, n: (f"No contract is running, no lease holds enough units for a contract left, and the "
                            f"companies have {usd(e.facts['money'])} between them, less than one exploration "
                            f"({usd(e.facts['cost'])}): the contracts left can never be used, so the game ends.")),
    Rule("murfett.end.round_limit", "Time limit (variant)",
         "Classroom variant, off by default: the class stops the game after a set number of rounds, before the "
         "rulebook's ending; the company with the most money wins.", LENGTH, source="variant",
         text="The class stopped the game after round {rounds}; the rulebook's ending (every contract used) "
              "was not reached."),
    Rule("murfett.end.last_company", "Last company standing",
         "When every other company is bankrupt, the game ends.", BANKRUPT, source=R,
         rationale="with one company left nobody is competing for contracts",
         text="{player} is the last company left: the game ends."),
    Rule("murfett.end.assets", "Assets counted",
         "Variant: at the end, each lease counts at its price and metal at today's income (reserves at no "
         "less than zero).", LENGTH, source="variant",
         text=lambda e, n: (f"{n[e.player]}'s assets: {count(e.facts['leases'], 'lease')} worth "
                            f"{usd(e.facts['lease_value'])}"
                            f" and metal worth {usd(e.facts['metal_value'])}.")),
])

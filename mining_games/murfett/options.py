"""Options of The Mining Board Game (the Options dataclass): the rulebook's numbers, plus classroom variants."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class MurfettOptions(Options):
    starting_money: int = option(20, label="starting money", help="Money each company starts with ($M)",
                                 min=1, max=100)
    lease_price: int = option(1, label="lease price", help="Price of a lease from the banker ($M)", min=0, max=10)
    exploration_cost: int = option(2, label="exploration cost", help="Cost of one exploration drilling ($M)",
                                   min=0, max=10)
    forfeit_threshold: int = option(
        5, label="leases before a forfeit",
        help="A company holding at least this many leases forfeits one on a Forfeit Lease square", min=2, max=20)
    dispute_cost: int = option(
        1, label="Industrial Dispute cost", help="Industrial Dispute: paid for each running contract ($M)",
        min=0, max=20, source="reconstructed", rationale="the rulebook says 'the stipulated sum' without printing it")
    breakdown_cost: int = option(
        3, label="Plant Breakdown cost", help="Plant Breakdown: one repair bill ($M)", min=0, max=50,
        source="reconstructed", rationale="the rulebook does not print the repair bill")
    contracts_per_metal: int = option(
        6, label="contracts per metal", help="Contract cards kept per metal (fewer makes a shorter game)",
        min=1, max=6)
    max_rounds: int = option(
        0, label="round limit", value_words={0: "none"},
        help="Classroom time limit: the class stops the game after this many rounds (0 = no limit: the "
             "rulebook's own ending)", min=0, max=1000, source="variant",
        rationale="the rulebook ends only when every contract is used; a limit can keep a lesson short")
    count_assets: bool = option(
        False, label="count leases and metal at the end",
        help="At the end, also count leases at their price and metal at today's income", source="variant",
        rationale="the rulebook counts money only; useful when a time limit stops the game")
    loans: bool = option(
        False, label="bank loans", help="A company in money trouble may borrow from the bank", source="variant",
        rationale="the rulebook advises against loans; this switches bank loans on")
    loan_interest_percent: int = option(
        10, label="loan interest (%)",
        help="Loan interest paid at each End of Period passed (percent, at least $1M)",
        min=0, max=100, source="variant", rationale="the rulebook prints no loan terms; a simple rate per period")
    loan_limit: int = option(20, label="loan limit", help="Most a company may owe the bank ($M)", min=1, max=200,
                             source="variant", rationale="a cap so that borrowing cannot go on for ever")

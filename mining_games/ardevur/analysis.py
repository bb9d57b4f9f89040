"""ARDEVUR's economy as tidy frames: Hashtag Coin by purpose, money by round, the dice of global
sales and Supremacy Points by source. Pure pandas on the game's ledger and log (no widgets); the
charts in ``mining_games.widgets.charts_ardevur`` are functions of these frames.

Every transfer of money is fired by a rule, and the rule says what the money was for: ``PURPOSE``
maps each money-moving rule id to its purpose (a test checks that every rule of the catalogue that
can move money is in it, and that the totals by purpose equal the ledger's over many games). The
catalogue's own ``extra["purpose"]`` is coarser (one "sale" for four kinds of sale); the rule id
tells them apart. One purpose cannot be split further from the rule id alone: a Warehouse owner's
first-refusal purchase (``ardevur.sale.priority``) buys either a local sale or an extraction
surplus, and the event does not record which; the game would have to record ``surplus`` among the
rule's facts for the chart to add these purchases to the two kinds of local sale.
"""

import pandas as pd

from mining_games import analysis

from .data import INCENTIVES, TARGETS

# Purposes in the order the charts list them: income from play, then costs, then money between players.
PURPOSES = (
    "Starting capital",
    "Global sales",
    "Local sales",
    "Extraction surplus",
    "Warehouse purchases",
    "Exploring and building",
    "Fees for Roads, Water and Factories",
    "Loans",
    "Repayments",
    "Rewards",
    "Action cards",
    "Arranged by hand",
)
PURPOSE = {
    "ardevur.setup.capital": "Starting capital",
    "ardevur.sale.global": "Global sales",
    "ardevur.sale.local": "Local sales",
    "ardevur.extract.surplus": "Extraction surplus",
    "ardevur.sale.priority": "Warehouse purchases",
    "ardevur.dev.explore": "Exploring and building",
    "ardevur.dev.exploit": "Exploring and building",
    "ardevur.dev.infra": "Exploring and building",
    "ardevur.dev.dismantle": "Exploring and building",
    "ardevur.dev.asset": "Exploring and building",
    "ardevur.dev.upgrade": "Exploring and building",
    "ardevur.extract.fee": "Fees for Roads, Water and Factories",
    "ardevur.extract.factory_use": "Fees for Roads, Water and Factories",
    "ardevur.phone.borrow": "Loans",
    "ardevur.phone.repay": "Repayments",
    "ardevur.score.loan": "Repayments",
    "ardevur.reward.exchange": "Rewards",
    "ardevur.cards.audit": "Action cards",
    "ardevur.cards.subsidy": "Action cards",
    "ardevur.scenario.arrange": "Arranged by hand",
}
FACES = (2, 4, 8, 16, 32, 64)


def purpose_of(rule):
    """The purpose of the money a rule moves; a rule not in ``PURPOSE`` raises (a new money rule
    must be given its purpose, never lumped into "other")."""
    try:
        return PURPOSE[rule]
    except KeyError:
        raise KeyError(f"{rule} moved money but has no purpose in ardevur.analysis.PURPOSE") from None


def money_flows(game, viewer=None):
    """One row per transfer of Hashtag Coin: ``analysis.flows`` (as ``viewer`` may see it) with
    its ``purpose``."""
    df = analysis.flows(game, viewer)
    df = df[df["item"] == "money"].reset_index(drop=True)
    df["purpose"] = [purpose_of(r) for r in df["rule"]]
    return df


def in_rounds(df, rounds):
    if rounds is None:
        return df
    return df[(df["round"] >= rounds[0]) & (df["round"] <= rounds[1])]


def sankey_links(money, rounds=None):
    """The Sankey's two layers over the chosen rounds: (payer -> purpose) and (purpose -> payee),
    each summed: columns src, src_name, src_player, purpose, amount and purpose, dst, dst_name,
    dst_player, amount. Both layers add up to every coin that moved."""
    df = in_rounds(money, rounds)
    df = df[df["src"] != df["dst"]]
    paid = (df.groupby(["src", "src_name", "purpose"], sort=False, dropna=False)
            .agg(amount=("amount", "sum"), src_player=("src_player", "first")).reset_index())
    received = (df.groupby(["purpose", "dst", "dst_name"], sort=False, dropna=False)
                .agg(amount=("amount", "sum"), dst_player=("dst_player", "first")).reset_index())
    return paid[paid["amount"] > 0], received[received["amount"] > 0]


def purpose_totals(money, rounds=None):
    """Total money moved per purpose over the chosen rounds (purposes in ``PURPOSES`` order)."""
    df = in_rounds(money, rounds)
    df = df[df["src"] != df["dst"]]
    totals = df.groupby("purpose")["amount"].sum()
    return pd.Series({p: int(totals[p]) for p in PURPOSES if p in totals}, name="amount", dtype="int64")


def player_round_purpose(money, players):
    """Each player's money in and out by round and purpose: columns round, player, name, purpose,
    income (what came in), spending (what went out, as a positive number) and net."""
    rows = []
    src, dst = money["src_player"].fillna(-1), money["dst_player"].fillna(-1)      # -1: the Bank
    for p, name in enumerate(players):
        got = money[(dst == p) & (src != p)]
        gave = money[(src == p) & (dst != p)]
        inc = got.groupby(["round", "purpose"])["amount"].sum()
        out = gave.groupby(["round", "purpose"])["amount"].sum()
        for (rnd, purpose) in sorted(set(inc.index) | set(out.index)):
            i, o = int(inc.get((rnd, purpose), 0)), int(out.get((rnd, purpose), 0))
            rows.append((int(rnd), p, name, purpose, i, o, i - o))
    return pd.DataFrame(rows, columns=["round", "player", "name", "purpose", "income", "spending", "net"])


def money_by_round(money, players, last_round):
    """Each player's money at the end of every round from 1 to ``last_round`` (the current round:
    money now), rebuilt from the transfers: columns round, player, name, money."""
    rows = []
    src, dst = money["src_player"].fillna(-1), money["dst_player"].fillna(-1)
    for p, name in enumerate(players):
        change = (money.loc[dst == p].groupby("round")["amount"].sum()
                  .sub(money.loc[src == p].groupby("round")["amount"].sum(), fill_value=0))
        held = int(change[change.index < 1].sum())
        for rnd in range(1, max(1, last_round) + 1):
            held += int(change.get(rnd, 0))
            rows.append((rnd, p, name, held))
    return pd.DataFrame(rows, columns=["round", "player", "name", "money"])


def global_sales(game):
    """One row per global sale: round, player, name, the stock's face value (what the tokens say it
    is worth: the estimate), the amount before the dice (after Water halving and the Vessel), the
    roll, the fixed sums (Large Vessel lease, Price Surge) and the income."""
    rows = []
    for e in game.log:
        if e.rule == "ardevur.sale.global":
            f = e.facts
            rows.append((e.round, e.player, game.players[e.player], f["value"], f["after_vessel"], f["roll"],
                         f["lease"] + f["surge"], f["income"], bool(f["vessel"])))
    return pd.DataFrame(rows, columns=["round", "player", "name", "estimate", "before_dice", "roll", "fixed",
                                       "income", "vessel"])


def dice_counts(sales):
    """How often each face came up in these global sales: columns face, sales, share."""
    n = len(sales)
    counts = sales["roll"].value_counts() if n else pd.Series(dtype="int64")
    return pd.DataFrame([(f, int(counts.get(f, 0)), (counts.get(f, 0) / n) if n else 0.0) for f in FACES],
                        columns=["face", "sales", "share"])


SP_SOURCES = ("Targets", "Incentives", "Most money", "Most resources", "Regional Supremacy", "Mines and Assets")


def sp_sources(game, viewer=None):
    """Each player's Supremacy Points by source: the Target and Incentive cards held now and the
    final scoring lines (once scored). Columns player, name, source, sp; the sum per player is the
    player's score."""
    st = game.view(viewer)["state"]
    rows = []
    for p, name in enumerate(game.players):
        got = {"Targets": sum(TARGETS[t].sp for t in st["targets"][p]),
               "Incentives": sum(INCENTIVES[i].sp for i in st["incentives"][p])}
        got.update(st["scored"][p])
        for source in SP_SOURCES:
            rows.append((p, name, source, int(got.get(source, 0))))
    return pd.DataFrame(rows, columns=["player", "name", "source", "sp"])

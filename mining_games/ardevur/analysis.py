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

from mining_games.analysis import is_setup
from mining_games.core import Transfer

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


COLUMNS = ["seq", "round", "phase", "rule", "item", "amount", "src", "dst", "src_name", "dst_name", "src_player",
           "dst_player", "setup", "purpose"]


def money_flows(game, viewer=None):
    """One row per transfer of Hashtag Coin: the columns of ``analysis.flows`` (as ``viewer`` may see it)
    with its ``purpose``. Built in one pass over the log (the table redraws it at every step)."""
    rows, names, owners = [], {}, {}
    for e in game.log:
        if viewer is not None and (e.private or e.secret) and e.player != viewer:
            continue
        for c in e.changes:
            if type(c) is Transfer and c.item == "money":
                for a in (c.src, c.dst):
                    if a not in names:
                        names[a] = game.holder_label(a)
                        owners[a] = game.account_owner(a)
                rows.append((e.seq, e.round, e.phase, e.rule, "money", c.amount, c.src, c.dst, names[c.src],
                             names[c.dst], owners[c.src], owners[c.dst], is_setup(e.phase),
                             purpose_of(e.rule)))
    df = pd.DataFrame(rows, columns=COLUMNS)
    for col in ("src_player", "dst_player"):
        df[col] = df[col].astype("Int64")
    return df


def _moves(money, rounds=None):
    """(round, purpose, amount, src, src_name, src_player, dst, dst_name, dst_player) of every coin that
    changed hands in the chosen rounds (players as ints, None for the Bank)."""
    cols = [money[c].tolist() for c in ("round", "purpose", "amount", "src", "src_name", "src_player", "dst",
                                        "dst_name", "dst_player")]
    out = []
    for rnd, purpose, amount, src, sname, sp, dst, dname, dp in zip(*cols):
        if src == dst or (rounds is not None and not rounds[0] <= rnd <= rounds[1]):
            continue
        out.append((rnd, purpose, int(amount), src, sname, None if pd.isna(sp) else int(sp), dst, dname,
                    None if pd.isna(dp) else int(dp)))
    return out


def sankey_links(money, rounds=None):
    """The Sankey's two layers over the chosen rounds: (payer -> purpose) and (purpose -> payee),
    each summed: columns src, src_name, purpose, amount, src_player and purpose, dst, dst_name,
    amount, dst_player. Both layers add up to every coin that moved."""
    paid, received, owners = {}, {}, {}
    for _, purpose, amount, src, sname, sp, dst, dname, dp in _moves(money, rounds):
        key = (src, sname, purpose)
        paid[key] = paid.get(key, 0) + amount
        key = (purpose, dst, dname)
        received[key] = received.get(key, 0) + amount
        owners[src], owners[dst] = sp, dp
    left = pd.DataFrame([(*k, v, owners.get(k[0])) for k, v in paid.items() if v > 0],
                        columns=["src", "src_name", "purpose", "amount", "src_player"])
    right = pd.DataFrame([(*k, v, owners.get(k[1])) for k, v in received.items() if v > 0],
                         columns=["purpose", "dst", "dst_name", "amount", "dst_player"])
    return left, right


def purpose_totals(money, rounds=None):
    """Total money moved per purpose over the chosen rounds (purposes in ``PURPOSES`` order)."""
    totals = {}
    for _, purpose, amount, *_ in _moves(money, rounds):
        totals[purpose] = totals.get(purpose, 0) + amount
    return pd.Series({p: totals[p] for p in PURPOSES if p in totals}, name="amount", dtype="int64")


def player_round_purpose(money, players):
    """Each player's money in and out by round and purpose: columns round, player, name, purpose,
    income (what came in), spending (what went out, as a positive number) and net."""
    cells = {}
    for rnd, purpose, amount, _, _, sp, _, _, dp in _moves(money):
        if sp == dp:
            continue
        if dp is not None:
            cells.setdefault((rnd, dp, purpose), [0, 0])[0] += amount
        if sp is not None:
            cells.setdefault((rnd, sp, purpose), [0, 0])[1] += amount
    rows = [(rnd, p, players[p], purpose, i, o, i - o) for (rnd, p, purpose), (i, o) in sorted(cells.items())]
    return pd.DataFrame(rows, columns=["round", "player", "name", "purpose", "income", "spending", "net"])


def money_by_round(money, players, last_round):
    """Each player's money at the end of every round from 1 to ``last_round`` (the current round:
    money now), rebuilt from the transfers: columns round, player, name, money."""
    change = {}
    for rnd, _, amount, _, _, sp, _, _, dp in _moves(money):
        if dp is not None:
            change[(max(rnd, 1), dp)] = change.get((max(rnd, 1), dp), 0) + amount
        if sp is not None:
            change[(max(rnd, 1), sp)] = change.get((max(rnd, 1), sp), 0) - amount
    rows = []
    for p, name in enumerate(players):
        held = 0
        for rnd in range(1, max(1, last_round) + 1):
            held += change.get((rnd, p), 0)
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

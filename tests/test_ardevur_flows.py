"""ARDEVUR's Hashtag Coin by purpose (ardevur/analysis.py) and its charts (widgets/charts_ardevur.py):
every money-moving rule has a purpose, and the Sankey's totals equal the ledger's over many games;
each chart's numbers are the game's."""

from collections import Counter

import pytest
from ardevur_helpers import act, advance, fired, first_turn
from test_ardevur_extraction import IBERIA_GOLD, at_extraction

import mining_games as mg
from mining_games.ardevur import analysis as A
from mining_games.ardevur.rules import RULES
from mining_games.bots import play
from mining_games.core import Transfer
from mining_games.widgets import charts_ardevur as C

# The catalogue's own purpose tags that mean money changes hands ("score" and the Target/Incentive
# claims move Supremacy Points, not money).
MONEY_TAGS = {"setup", "cost", "sale", "fee", "loan", "repayment", "card"}
SEATS = [("random",) * 4, ("trader", "builder", "trader", "builder"), ("builder", "random", "trader"),
         ("trader", "random")]
MODES = ("standard", "fair_play", "clash")


def ledger_money(g, rounds=None):
    """Every money transfer straight from the log (not through the analysis frames):
    [(round, rule, amount, src, dst)]."""
    out = []
    for e in g.log:
        if rounds and not rounds[0] <= e.round <= rounds[1]:
            continue
        for c in e.changes:
            if type(c) is Transfer and c.item == "money" and c.src != c.dst:
                out.append((e.round, e.rule, c.amount, c.src, c.dst))
    return out


def games():
    """36 finished games: 2-4 players, every mode, random and heuristic bots (about 10 s)."""
    out = []
    for i in range(36):
        seats = SEATS[i % len(SEATS)]
        g = mg.new_game("ardevur", players=len(seats), seed=100 + i, mode=MODES[i % 3])
        play(g, list(seats))
        out.append(g)
    return out


@pytest.fixture(scope="module")
def played():
    return games()


def test_every_money_rule_of_the_catalogue_has_a_purpose():
    ids = {r.id for r in RULES}
    assert set(A.PURPOSE) <= ids
    tagged = {r.id for r in RULES if r.extra.get("purpose") in MONEY_TAGS}
    assert tagged - set(A.PURPOSE) == set()
    assert "ardevur.reward.exchange" in A.PURPOSE and "ardevur.scenario.arrange" in A.PURPOSE
    assert set(A.PURPOSE.values()) == set(A.PURPOSES)
    with pytest.raises(KeyError, match="ardevur.turn.start moved money but has no purpose"):
        A.purpose_of("ardevur.turn.start")


def test_the_sankey_totals_equal_the_ledger_in_many_games(played):
    seen = Counter()
    for g in played:
        money = A.money_flows(g)
        moves = ledger_money(g)
        seen.update(rule for _, rule, *_ in moves)
        total = sum(m[2] for m in moves)
        paid, received = A.sankey_links(money)
        assert int(paid["amount"].sum()) == total == int(received["amount"].sum())
        by_purpose = Counter()
        for _, rule, amount, *_ in moves:
            by_purpose[A.PURPOSE[rule]] += amount
        assert A.purpose_totals(money).to_dict() == dict(by_purpose)
        # who paid and who received, per purpose
        payer = Counter()
        for _, rule, amount, src, _dst in moves:
            payer[(g.holder_label(src), A.PURPOSE[rule])] += amount
        assert {(r.src_name, r.purpose): int(r.amount) for r in paid.itertuples()} == dict(payer)
        # the figure: purpose nodes carry the ledger's totals, the title the grand total
        fig = C.coin_flows_spec(money)
        labels = fig["data"][0]["node"]["label"]
        for purpose, amount in by_purpose.items():
            assert f"{purpose} {amount}M" in labels
        assert fig["layout"]["title"]["text"] == f"Hashtag Coin by purpose: {total}M moved"
        assert sum(fig["data"][0]["link"]["value"]) == 2 * total
    assert seen["ardevur.sale.global"] and seen["ardevur.sale.local"] and seen["ardevur.extract.fee"]


def test_a_round_range_keeps_exactly_the_money_of_those_rounds(played):
    for g in played[:12]:
        rounds = (2, max(2, g.round - 1))
        moves = ledger_money(g, rounds)
        paid, received = A.sankey_links(A.money_flows(g), rounds)
        assert int(paid["amount"].sum()) == sum(m[2] for m in moves) == int(received["amount"].sum())
        title = C.coin_flows(g, rounds=rounds)["layout"]["title"]["text"]
        assert title.startswith(f"Hashtag Coin by purpose, round{'s' if rounds[0] < rounds[1] else ''} ")


def test_money_by_round_ends_at_each_players_money_and_income_minus_spending_is_the_change(played):
    for g in played:
        money = A.money_flows(g)
        by_round = A.money_by_round(money, g.players, g.round)
        per = A.player_round_purpose(money, g.players)
        for p in range(len(g.players)):
            mine = by_round[by_round["player"] == p]
            assert int(mine["money"].iloc[-1]) == g.money(p)
            assert int(per.loc[per["player"] == p, "net"].sum()) == g.money(p)
        fig = C.money(g)
        assert [d["y"][-1] for d in fig["data"]] == [g.money(p) for p in range(len(g.players))]
        assert fig["layout"]["xaxis"]["range"] == [0.5, g.round + 0.5]


def test_the_income_chart_stacks_each_players_money_in_and_out(played):
    g = played[1]
    fig = C.income_spending(g, rounds=(1, g.round))
    per = A.player_round_purpose(A.money_flows(g), g.players)
    for p in range(len(g.players)):
        ax = "x" if p == 0 else f"x{p + 1}"
        bars = [d for d in fig["data"] if d["xaxis"] == ax]
        assert sum(v for d in bars for v in d["y"] if v > 0) == int(per.loc[per["player"] == p, "income"].sum())
        assert sum(v for d in bars for v in d["y"] if v < 0) == -int(per.loc[per["player"] == p, "spending"].sum())
    names = [d["name"] for d in fig["data"] if d["showlegend"]]
    assert len(names) == len(set(names))                    # one legend entry per purpose


def test_dice_outcomes_and_each_sale_against_its_estimate(played):
    rolls, n = Counter(), 0
    for g in played:
        sales = A.global_sales(g)
        events = fired(g, "ardevur.sale.global")
        assert len(sales) == len(events)
        assert list(sales["income"]) == [e.facts["income"] for e in events]
        assert list(sales["estimate"]) == [e.facts["value"] for e in events]
        fig = C.dice(g)
        assert fig["data"][0]["y"] == [sum(1 for e in events if e.facts["roll"] == f) for f in A.FACES]
        assert fig["layout"]["title"]["text"].startswith(f"Global sales and the #64 dice: {len(events)} sale")
        rolls.update(e.facts["roll"] for e in events)
        n += len(events)
    assert n > 30 and set(rolls) <= set(A.FACES)


def test_supremacy_points_by_source_add_up_to_the_score(played):
    for g in played:
        src = A.sp_sources(g)
        for p in range(len(g.players)):
            assert int(src.loc[src["player"] == p, "sp"].sum()) == g.score(p)
        fig = C.supremacy(g)
        totals = [sum(d["x"][p] for d in fig["data"]) for p in range(len(g.players))]
        assert totals == [g.score(p) for p in range(len(g.players))]


# ---------------------------------------------------------------------------- purposes the bots rarely reach


def test_a_warehouse_purchase_is_money_from_the_buyer_to_the_seller():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))
    r = (q + 1) % 3
    g.arrange("build", r, "warehouse", 0)
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    act(g, "buy_local", player=r)
    money = A.money_flows(g)
    bought = money[money["purpose"] == "Warehouse purchases"]
    assert [(int(x.amount), x.src_name, x.dst_name) for x in bought.itertuples()] == [(4, g.players[r], g.players[q])]
    fig = C.coin_flows_spec(money)
    assert "Warehouse purchases 4M" in fig["data"][0]["node"]["label"]


def test_a_rival_factory_fee_is_a_fee_to_its_owner():
    g, q = at_extraction([IBERIA_GOLD])
    r = (q + 2) % 3
    g.arrange("build", r, "factory", 0)
    act(g, "extract", IBERIA_GOLD, True)
    money = A.money_flows(g)
    fees = money[money["rule"] == "ardevur.extract.factory_use"]
    assert [(int(x.amount), x.purpose, int(x.dst_player)) for x in fees.itertuples()] == [
        (8, "Fees for Roads, Water and Factories", r)]


def test_money_arranged_by_hand_is_its_own_purpose():
    g = first_turn(3, seed=1)
    ben, cy = g.money(1), g.money(2)
    assert cy > 0
    g.arrange("money", 1, ben + 20)
    g.arrange("money", 2, 0)
    money = A.money_flows(g)
    arranged = money[money["purpose"] == "Arranged by hand"]
    bank = g.holder_label("bank")
    assert [(int(x.amount), x.src_name, x.dst_name) for x in arranged.itertuples()] == [
        (20, bank, "Ben"), (cy, "Cy", bank)]


def test_an_empty_range_says_nothing_moved():
    g = mg.new_game("ardevur", players=2, seed=1)
    fig = C.coin_flows(g, rounds=(3, 3))
    assert fig["layout"]["title"]["text"] == "Hashtag Coin by purpose, round 3: 0M moved"
    assert fig["layout"]["annotations"][0]["text"] == "No Hashtag Coin moved in these rounds."


def test_money_flows_are_the_money_rows_of_the_generic_flows_frame(played):
    from mining_games import analysis

    for g in played[:6]:
        for viewer in (None, 0, -1):
            ours = A.money_flows(g, viewer).drop(columns=["purpose"]).reset_index(drop=True)
            generic = analysis.flows(g, viewer)
            generic = generic[generic["item"] == "money"].reset_index(drop=True)
            assert list(ours.columns) == list(generic.columns)
            assert ours.astype(str).equals(generic.astype(str))

"""The economy tables with the search bot in a seat (issue 27, item 5): benchmarks/search_economy.py
(Titans, Murfett), the ``--lineup`` options of benchmarks/zavandor_economy.py and
benchmarks/ardevur_bots.py, each on 1-2 tiny games, their numbers checked against the games' ledgers."""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "benchmarks"))

import ardevur_bots  # noqa: E402
import search_economy  # noqa: E402
import zavandor_economy  # noqa: E402

import mining_games as mg  # noqa: E402
from mining_games.bots import play  # noqa: E402
from mining_games.core.search import SearchBot  # noqa: E402


def test_lineups_fill_in_the_search_bot_and_rotate_by_seed():
    filled = search_economy.lineups((("{s}", "steward", "extractor"),), "easy")
    assert filled == [("search:easy", "steward", "extractor")]
    assert search_economy.seated(("a", "b", "c"), 0) == ["a", "b", "c"]
    assert search_economy.seated(("a", "b", "c"), 4) == ["b", "c", "a"]


def test_titans_measure_counts_the_trees_each_seat_mined_and_planted():
    seeds, options = [1], {"max_rounds": 2}     # seed 1: the search bot in the third seat
    per_bot, table = search_economy.titans_measure(("search:easy", "steward", "extractor"), seeds, options)
    assert {b: len(r["win"]) for b, r in per_bot.items()} == {"search:easy": 1, "steward": 1, "extractor": 1}
    assert sum(sum(r["win"]) for r in per_bot.values()) == pytest.approx(1)      # one win a game, shared or not
    health, live, mined, planted = [], [], 0, 0
    for s in seeds:
        g = play(mg.GAMES["titans"](players=3, seed=s, options=mg.GAMES["titans"].Options(**options)),
                 search_economy.seated(("search:easy", "steward", "extractor"), s))
        health.append(g.tracks["planet_health"])
        live.append(g.outcome()["live_tiles"])
        for e in g.log:     # the trees the ledger moved off the tiles to mine, and onto them to plant
            for c in e.changes:
                if getattr(c, "item", None) == "trees" and e.rule == "titans.mining.tree_cost":
                    mined += c.amount
                elif getattr(c, "item", None) == "trees" and e.rule == "titans.planting.plant":
                    planted += c.amount
    assert table["health"] == health and table["live"] == live and table["rounds"] == [2]
    assert sum(sum(r["mined"]) for r in per_bot.values()) == mined > 0
    assert sum(sum(r["planted"]) for r in per_bot.values()) == planted


def test_titans_table_has_a_row_per_bot_of_each_line_up():
    text = search_economy.titans_table([0], options={"max_rounds": 1},
                                       templates=(("{s}", "steward", "steward"), ("extractor", "steward", "steward")))
    assert text.startswith("1 game a line-up (seeds 0-0")
    rows = [r for r in text.splitlines() if r.startswith("| search:easy, steward") or r.startswith("| extractor, st")]
    assert len(rows) == 4
    assert "| search:easy, steward, steward | steward | 2 |" in text


def test_murfett_money_in_and_out_adds_up_to_each_seats_final_money():
    seeds, options = [0, 1], {"max_rounds": 3}
    lineup = ("search:easy", "prospector", "contractor")
    per_bot, rounds = search_economy.murfett_measure(lineup, seeds, options)
    assert rounds == [3, 3]
    for r in per_bot.values():
        assert len(r["win"]) == 2
        assert r["in"]["Starting money"] == 40                       # $20M a seat, two games
        assert sum(r["in"].values()) - sum(r["out"].values()) == sum(r["score"])   # score = money here
    text = search_economy.murfett_table(seeds, options=options, templates=(lineup,))
    assert "| Starting money | 20.0 | 0.0 | 20.0 | 0.0 | 20.0 | 0.0 |" in text


def test_zavandor_lineup_plays_each_order_and_adds_the_interval():
    lineup = ("random", "investor", "treasurer")
    orders = zavandor_economy.orders(lineup)
    assert len(orders) == 6 and len(zavandor_economy.orders(("investor", "investor", "treasurer"))) == 3
    out, _ = zavandor_economy.measure([0, 1], orders)
    assert {b: r["seats"] for b, r in out.items()} == {"investor": 2, "random": 2, "treasurer": 2}
    assert sum(r["wins"] for r in out.values()) == pytest.approx(2)
    text = zavandor_economy.table(out, [0, 1], 10.0, lineup)
    assert "of random, investor, treasurer, its 6 seat orders in turn" in text
    assert "win share of its seats (95% interval)" in text
    w = out["investor"]["wins"]
    assert f"| investor | 2 | {w:.1f} ({w / 2:.0%}) | {w / 2:.2f} (" in text
    assert "95% interval" not in zavandor_economy.table(*zavandor_economy.measure([0])[:1], [0], 10.0)


def test_ardevur_lineup_coin_by_purpose_adds_up_to_the_money_at_the_end():
    assert isinstance(ardevur_bots.bot_for("search:easy", 3), SearchBot)
    g = ardevur_bots.play(0, ["trader", "builder", "random", "random"])
    flows = ardevur_bots.coin_by_purpose(g)
    for p, (got, paid) in enumerate(flows):
        assert got["Starting capital"] == 32
        assert sum(got.values()) - sum(paid.values()) == g.money(p)
    rows, coin = ardevur_bots.measure([0], [["trader", "builder", "random", "random"]])
    assert coin["random"][0]["Starting capital"] == 64 and len(rows["random"]["sp"]) == 2
    text = ardevur_bots.rows_table(rows, interval=True)
    assert "win share (95% interval)" in text and "called by its seat (a game)" in text
    assert "| Starting capital | 32.0 | 0.0 | 32.0 | 0.0 | 32.0 | 0.0 |" in ardevur_bots.coin_table(rows, coin)
    assert "95% interval" not in ardevur_bots.table([0], [["trader", "builder", "trader", "builder"]])

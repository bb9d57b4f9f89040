"""Mine 77 at the table: the analysis frames (Steam by shift, who generated and spent it, the orders by
day, VP by shift) checked against the game's log and ledger with numbers, the three charts checked
against those frames (titles, axes, last points) after any order of clicks, and the presentation hooks."""

import random
import warnings

import pytest

import mining_games as mg
from mining_games import analysis
from mining_games.bots import play
from mining_games.mine77 import analysis as A
from mining_games.mine77.data import BANG, STEAM_FLOOR
from mining_games.mine77.game import Mine77
from mining_games.widgets import GameTable
from mining_games.widgets.charts_mine77 import TABS

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def new(n=2, **kw):
    kw.setdefault("secret_objectives", False)
    return Mine77(players=n, seed=kw.pop("seed", 1), **kw)


def run(g):
    """Let the agenda run after rules fired directly (as the kernel does after a move)."""
    g.to_act = ()
    g.invalidate_menus()
    g._run()


def played(seats=("foreman", "free_rider", "foreman"), seed=1):
    g = mg.new_game("mine77", players=len(seats), seed=seed)
    return play(g, list(seats))


# ---------------------------------------------------------------------------- periods


def test_periods_are_shifts_of_days():
    assert A.period_of(1, "Morning") == 1 and A.period_of(1, "Night") == 3 and A.period_of(3, "Afternoon") == 8
    assert [A.period_label(k) for k in (0, 1, 2, 3, 4)] == ["Set-up", "Day 1 Morning", "Day 1 Afternoon",
                                                            "Day 1 Night", "Day 2 Morning"]
    g = new()
    assert list(A.periods(g)["label"]) == ["Set-up", "Day 1 Morning"]   # the first shift has started


def test_a_whole_game_has_three_days_of_three_shifts():
    g = played()
    p = A.periods(g)
    assert list(p["period"]) == list(range(10))
    assert list(p["shift"][1:4]) == ["Morning", "Afternoon", "Night"] and p["day"].iloc[-1] == 3
    seqs = A.event_periods(g)
    nights = [e for e in g.log if e.rule == "mine77.night.start"]
    assert [seqs[e.seq] for e in nights] == [3, 6, 9]


# ---------------------------------------------------------------------------- Steam


def test_steam_by_shift_ends_at_the_track_and_follows_its_moves():
    for seed in (1, 4):
        g = played(seed=seed)
        s = A.steam_by_shift(g)
        assert s["steam"].iloc[0] == 3                      # set-up: the marker starts at 3
        assert s["steam"].iloc[-1] == g.tracks["steam"]
        moves = [c for e in g.log for c in e.changes if getattr(c, "track", None) == "steam"]
        assert s["low"].min() == min(c.new for c in moves)
        assert (s["low"] <= s["steam"]).all() and (s["steam"] <= s["high"]).all()


def test_generated_minus_spent_is_the_change_of_the_track_without_resets():
    g = played(("foreman", "foreman", "free_rider"), seed=2)
    by = A.steam_by_player(g)
    net = int(by["generated"].sum() - by["spent"].sum())
    # a Ka-Boom takes the marker from its level to 0; a night's reset lifts a negative marker to 0 (by minus its level)
    resets = sum(e.facts["steam"] for e in g.log if e.rule == "mine77.steam.kaboom") + sum(
        e.facts["steam"] for e in g.log if e.rule == "mine77.night.steam_reset")
    assert g.tracks["steam"] == 3 + net - resets
    generated = {p: 0 for p in range(3)}
    for e in g.log:
        if e.rule == "mine77.steam.generate":
            generated[e.player] += e.facts["n"]
        elif e.rule == "mine77.steam.burn":
            generated[e.player] += 1
    assert by.groupby("player")["generated"].sum().to_dict() == generated
    assert len(by) == 3 * len(A.periods(g))              # every period and seat, zeros included


def test_free_riders_generate_nothing_and_push_steam_into_the_deficit():
    g = played(("free_rider",) * 3, seed=0)
    by, s = A.steam_by_player(g), A.steam_by_shift(g)
    assert by["generated"].sum() == 0 and by["spent"].sum() > 0
    assert s["low"].min() < 0
    marks = A.steam_marks(g)
    maint = marks[marks["kind"] == "Steam maintenance"]
    resets = [e for e in g.log if e.rule == "mine77.night.steam_reset"]
    assert len(maint) == len(resets) > 0
    assert list(maint["vp_each"]) == [-e.facts["steam"] for e in resets]
    assert set(maint["period"]) <= {3, 6, 9}            # only at night
    assert list(s["maintenance_vp"][s["maintenance_vp"] > 0]) == list(maint["vp_each"])


def test_kaboom_and_maintenance_are_marked_where_they_hit():
    g = new()
    g.tracks["steam"] = BANG - 1
    g.raise_steam("mine77.steam.generate", 0, 3, box=1, n=3)      # 11 + 3 reaches Bang! at 12: vents to 0
    g.agenda = []
    g.tracks["steam"] = -3
    g.agenda = [["steam_maintenance"]]
    run(g)
    marks = A.steam_marks(g)
    assert list(marks["kind"]) == ["Ka-Boom!", "Steam maintenance"]
    assert list(marks["steam"]) == [BANG, -3] and list(marks["vp_each"]) == [2, 3]
    s = A.steam_by_shift(g).set_index("period")
    assert s.loc[1, ["kabooms", "maintenance_vp", "high", "low", "steam"]].tolist() == [1, 3, BANG, -3, 0]
    by = A.steam_by_player(g)
    assert by[by["player"] == 0]["generated"].sum() == 1      # 11 to 12: only the step to Bang! counts


def test_spending_on_credit_counts_as_spent():
    g = new()
    g.tracks["steam"] = 0
    g.steam_job = None
    g.start_steam(1, "Shipping", ["shift_end"], deficit=True)
    g.agenda = []
    by = A.steam_by_player(g)
    assert by[by["player"] == 1]["spent"].sum() == 1 and A.steam_by_shift(g)["steam"].iloc[-1] == -1


# ---------------------------------------------------------------------------- orders and VP


def test_orders_by_day_match_the_log():
    g = played()
    delivered, days = A.orders_by_day(g)
    fills = [e for e in g.log if e.rule == "mine77.government.fill"]
    assert delivered["delivered"].sum() == days["filled"].sum() == len(fills)
    checks = [e for e in g.log if e.rule == "mine77.government.check"]
    assert list(days["missing"]) == [e.facts["missing"] for e in checks]
    assert (days["required"] == 7).all() and days["checked"].all()
    lost = sum(e.facts["n"] * len(e.facts["players"]) for e in g.log if e.rule == "mine77.government.penalty")
    assert days["vp_lost"].sum() == lost
    avoided = [e for e in g.log if e.rule == "mine77.rosettes.avoid" and e.facts["why"] == A.WHY_ORDER]
    assert days["avoided"].sum() == len(avoided)
    # every seat owes the penalty of a day's missing resources, each either paid in VP or avoided
    assert (days["vp_lost"] + days["avoided"] * days["penalty_each"] == 3 * days["penalty_each"]).all()


def test_a_cart_is_credited_to_the_player_the_accepted_cart_rule_names():
    g = played(seed=1)
    delivered, _ = A.orders_by_day(g)
    lead, credit = None, {}
    for e in g.log:
        if e.rule == "mine77.train.accepted":
            lead = e.player
        elif e.rule == "mine77.government.fill":
            credit[lead] = credit.get(lead, 0) + 1
    assert delivered.groupby("player")["delivered"].sum().to_dict() == {p: credit.get(p, 0) for p in range(3)}


def test_todays_order_before_the_night_counts_what_is_open_now():
    g = new()
    g.arrange("today", ["coal", "gems", "any"])
    g.today["filled"][0] = "coal"
    _, days = A.orders_by_day(g)
    assert days.iloc[-1][["required", "filled", "missing", "checked"]].tolist() == [3, 0, 3, False]


def test_vp_by_shift_ends_at_each_players_vp():
    g = played()
    vp = A.vp_by_shift(g)
    last = vp[vp["period"] == vp["period"].max()]
    assert list(last["vp"]) == [g.vp(p) for p in range(3)]
    first = vp[vp["period"] == 0]
    assert list(first["vp"]) == [0, 0, 0]


def test_npc_setup_vp_is_in_the_set_up_period():
    g = mg.new_game("mine77", players=["Ana"], npcs=["sergio"], seed=2)
    vp = A.vp_by_shift(g)
    assert vp[(vp["period"] == 0)]["vp"].tolist() == [0, 6]     # Simple Sergio starts with 6 VP


# ---------------------------------------------------------------------------- chart figures


def fig_of(title, g, projector=False):
    tab = next(t for t in TABS if t.title == title)
    return tab.figure(g, viewer=None, projector=projector)


def test_steam_figure_shows_the_level_bands_marks_and_who_carried_it():
    g = played(("free_rider",) * 3, seed=1)         # a whole week (seed 0's free riders now fall on day 2)
    fig = fig_of("Steam", g)
    s = A.steam_by_shift(g)
    level = fig["data"][0]
    assert level["name"] == "Steam level" and level["y"] == s["steam"].tolist() and level["y"][-1] == g.tracks["steam"]
    assert fig["layout"]["title"]["text"].startswith("Steam track by shift")
    assert fig["layout"]["yaxis"]["title"]["text"] == "Steam"
    assert fig["layout"]["xaxis2"]["ticktext"][-1] == "Day 3 Night"
    shapes = fig["layout"]["shapes"]
    assert [(x["y0"], x["y1"]) for x in shapes] == [(STEAM_FLOOR - 0.5, -0.5), (BANG - 0.5, BANG + 0.5)]
    texts = [a["text"] for a in fig["layout"]["annotations"]]
    assert texts == ["deficit zone (0 to -5)", "Bang! (12)"]
    maint = next(t for t in fig["data"] if t["name"] == "Steam maintenance")
    marks = A.steam_marks(g)
    assert maint["y"] == marks["steam"].tolist()
    spent = [t for t in fig["data"] if t["name"].endswith(" spent")]
    assert [t["name"] for t in spent] == [f"{n} spent" for n in g.players]
    by = A.steam_by_player(g)
    assert -sum(sum(t["y"]) for t in spent) == by["spent"].sum()
    assert fig_of("Steam", g, projector=True)["layout"]["font"]["size"] >= 16


def test_orders_figure_shows_delivered_required_and_penalty():
    g = played()
    fig = fig_of("Orders", g)
    delivered, days = A.orders_by_day(g)
    bars = [t for t in fig["data"] if t["name"].endswith(" delivered")]
    assert sum(sum(t["y"]) for t in bars) == days["filled"].sum()
    required = next(t for t in fig["data"] if t["name"] == "required")
    assert required["y"] == [7, 7, 7]
    lost = next(t for t in fig["data"] if t["name"] == "VP lost by all players")
    assert lost["y"] == days["vp_lost"].tolist()
    assert fig["layout"]["xaxis2"]["title"]["text"] == "Day"
    assert "missing" in lost["customdata"][0]


def test_vp_figure_ends_at_the_standings():
    g = played()
    fig = fig_of("VP by shift", g)
    assert [t["name"] for t in fig["data"]] == list(g.players)
    assert [t["y"][-1] for t in fig["data"]] == [g.vp(p) for p in range(3)]
    assert fig["layout"]["yaxis"]["title"]["text"] == "VP"


# ---------------------------------------------------------------------------- the table


def table(seed=3):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = mg.new_game("mine77", players=3, seed=seed)
        return GameTable(g, bots={0: "foreman", 1: "free_rider", 2: "foreman"})


def test_table_has_the_three_mine77_charts_after_scores():
    t = table()
    assert t.tabs.titles == ("Rule log", "Rule index", "Charts", "New game")
    assert t.charts.titles() == ["Flows", "Tracks", "Scores", "Steam", "Orders", "VP by shift"]


def test_every_tab_shows_the_game_as_it_is_after_any_order_of_clicks():
    t = table()
    rng = random.Random(5)
    names = ["Flows", "Tracks", "Scores", "Steam", "Orders", "VP by shift"]
    for _ in range(14):
        for _ in range(rng.randint(1, 25)):
            if t.game.is_over:
                break
            t.step_button.click()
        name = rng.choice(names)
        t.show_chart(name)
        fig = t.chart_fig(name)
        g = t.game
        if name == "Steam":
            assert fig.data[0].y[-1] == g.tracks["steam"]
            assert fig.layout.title.text.startswith("Steam track by shift")
        elif name == "VP by shift":
            assert [tr.y[-1] for tr in fig.data] == [g.vp(p) for p in range(3)]
        elif name == "Orders":
            lost = [tr for tr in fig.data if tr.name == "VP lost by all players"][0]
            assert list(lost.y) == A.orders_by_day(g)[1]["vp_lost"].tolist()
        elif name == "Tracks":
            assert fig.data[0].name == "Steam" and fig.data[0].y[-1] == g.tracks["steam"]
            assert [a.text for a in fig.layout.annotations] == ["deficit zone", "Bang!"]
        elif name == "Scores":
            assert [tr.y[-1] for tr in fig.data] == [g.score(p) for p in range(3)]
        if not t.game.is_over and rng.random() < 0.3:
            t.undo_button.click()
        assert t.errors.value == "", t.errors.value


def test_the_table_says_nobody_wins_when_every_player_fell_to_minus_10():
    """Seed 0 of three random seats: one unfilled order takes all three to -14 together (Disaster: all lose)."""
    g = play(mg.new_game("mine77", players=3, seed=0), "random")
    assert g.disaster == [0, 1, 2] and g.winners() == []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t = GameTable(g)
    assert t.header.value.endswith("game over — Game over: nobody wins.</div>")
    assert "🏆" not in t.standings_box.value


def test_the_class_seat_comparison_says_nobody_won_when_every_player_fell():
    from mining_games.widgets import ClassSeat
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seat = ClassSeat(mg.new_game("mine77", players=3, seed=0), 0, {1: "random", 2: "random"}, bot="random",
                         moments=lambda g, s: False)
        seat.finish_button.click()
        seat.compare_button.click()
    assert seat.errors.value == "" and seat.game.winners() == []
    assert "With the class, nobody won; with the bot, nobody won." in seat.compare_html.value


def test_hooks_name_the_steam_track_and_the_holders():
    g = new()
    assert g.track_label("steam") == "Steam"
    assert g.track_bands("steam") == [(STEAM_FLOOR, -1, "deficit zone"), (BANG, BANG, "Bang!")]
    assert g.holder_label("cart0") == "Cart 1" and g.holder_label("supply") == "General Supply"
    assert g.holder_label("today") == "Today order" and g.holder_label("p1") == g.players[1]
    flows = analysis.flows(played())
    assert "Cart 3" in set(flows["dst_name"]) or "Cart 3" in set(flows["src_name"])

"""ARDEVUR at the GameTable: its five charts after Scores in the Charts tab's chooser, each right for the game
as it stands after any order of clicks (titles, axes, the last data point), the board for the seat deciding,
hidden hands."""

import random

import pytest

import mining_games as mg
from mining_games.ardevur import analysis as A
from mining_games.widgets import GameTable
from mining_games.widgets.table import SCORES

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
TITLES = ("Coin flows", "Income and spending", "Money", "Dice", "Supremacy")


def table(seed=3, seats=("trader", "builder", "trader")):
    g = mg.new_game("ardevur", players=["Ana", "Ben", "Cy"], seed=seed)
    return GameTable(g, bots=dict(enumerate(seats)))


def check_shown(t):
    """The chart shown is right for the game now."""
    i = t.shown_chart()
    if i not in t.charts.extra:
        return
    title = t.charts.extra[i].title
    g = t.game
    fig = t.chart_fig(title)
    money = A.money_flows(g, t.board_viewer())
    if title == "Coin flows":
        rounds = t.charts.slider_of[i].value
        moved = sum(int(a) for r, a, s, d in zip(money["round"], money["amount"], money["src"], money["dst"])
                    if rounds[0] <= r <= rounds[1] and s != d)
        assert fig.layout.title.text.endswith(f": {moved}M moved")
        assert sum(fig.data[0].link.value) == 2 * moved
    elif title == "Income and spending":
        rounds = t.charts.slider_of[i].value
        assert fig.layout.title.text.startswith("Where each corporation's money came from and went")
        assert list(fig.layout.xaxis.range) == [rounds[0] - 0.5, rounds[1] + 0.5]
    elif title == "Money":
        assert fig.layout.title.text == "Hashtag Coin held at the end of each round"
        assert fig.layout.yaxis.title.text == "Hashtag Coin (M)" and fig.layout.xaxis.title.text == "Round"
        assert [d.y[-1] for d in fig.data] == [g.money(p) for p in range(3)]
        assert list(fig.layout.xaxis.range) == [0.5, max(1, g.round) + 0.5]
    elif title == "Dice":
        n = sum(1 for e in g.log if e.rule == "ardevur.sale.global")
        assert fig.layout.title.text.startswith(f"Global sales and the #64 dice: {n} sale")
        assert sum(fig.data[0].y) == n and fig.layout.xaxis.title.text == "Dice face"
    elif title == "Supremacy":
        assert fig.layout.title.text == "Supremacy Points by source"
        totals = [sum(d.x[p] for d in fig.data) for p in range(3)]
        assert totals == [g.score(p) for p in range(3)]


def test_the_five_ardevur_charts_follow_scores_behind_one_charts_tab():
    t = table()
    assert t.tabs.titles == ("Rule log", "Rule index", "Charts", "New game")
    assert t.charts.titles() == ["Flows", "Tracks", "Scores", *TITLES]
    assert set(t.charts.slider_of) == {SCORES + 1, SCORES + 2}          # Coin flows and Income have Rounds


def test_each_tab_is_right_after_steps_rounds_and_undo():
    t = table()
    for _ in range(4):
        t.round_button.click()
    for offset in range(1, 6):
        t.show_chart(SCORES + offset)
        assert t.errors.value == ""
        check_shown(t)
        t.step_button.click()
        check_shown(t)
        t.undo_button.click()
        check_shown(t)


def test_random_clicks_never_show_a_wrong_chart():
    t = table(seed=5)
    rng = random.Random(11)
    tabs = [SCORES + k for k in range(1, 6)]

    def narrow():
        slider = t.charts.slider_of[rng.choice([SCORES + 1, SCORES + 2])]
        last = max(1, t.game.round)
        lo = rng.randint(1, last)
        slider.value = (lo, rng.randint(lo, last))

    moves = [lambda: t.show_chart(rng.choice(tabs)), lambda: setattr(t.tabs, "selected_index", rng.choice([0, 2])),
             t.step_button.click,
             t.round_button.click, t.undo_button.click, narrow,
             lambda: setattr(t.projector_button, "value", not t.projector_button.value)]
    for _ in range(40):
        rng.choice(moves)()
        assert t.errors.value == ""
        check_shown(t)


def test_the_flows_sankey_leaves_no_coin_out_at_the_end_of_a_game():
    t = table(seed=7)
    while not t.game.is_over:
        t.round_button.click()
    t.show_chart("Coin flows")
    fig = t.chart_fig("Coin flows")
    total = sum(int(a) for a, s, d in zip(*(A.money_flows(t.game)[c] for c in ("amount", "src", "dst"))) if s != d)
    assert fig.layout.title.text == f"Hashtag Coin by purpose, rounds 1-{t.game.round}: {total}M moved"
    check_shown(t)


def test_projector_mode_labels_are_16px():
    t = table()
    t.round_button.click()
    t.projector_button.value = True
    for offset in range(1, 6):
        t.show_chart(SCORES + offset)
        fig = t.chart_fig(TITLES[offset - 1])
        assert fig.layout.font.size >= 16
    assert 'ard-projector' in t.board.value


def test_hot_seat_hides_the_other_seats_action_cards_on_the_board():
    g = mg.new_game("ardevur", players=["Ana", "Ben"], seed=2)
    t = GameTable(g)                                     # two human seats: the board is the decider's
    while None in g.corp:
        t.step_button.click()
    g.arrange("hand", 0, "strike")
    g.arrange("hand", 1, "audit", "subsidy")
    t.refresh()
    p = t.board_viewer()
    assert p in (0, 1) and g.to_act == (p,)
    names = {0: "Action cards: Strike", 1: "Action cards: Tax Audit and Subsidy"}
    counted = {0: "Action cards: 1 (hidden)", 1: "Action cards: 2 (hidden)"}
    board = t.board.value
    assert names[p] in board and counted[1 - p] in board
    assert names[1 - p] not in board and counted[p] not in board


def test_the_tracks_tab_says_why_it_is_empty_then_shows_the_last_global_sale_dice():
    """ARDEVUR's one gauge, the dice, moves only on a global sale: before one, the Tracks chart says so instead
    of showing bare axes; after one, its line is named in words and ends at the last roll."""
    from mining_games.widgets.table import TRACKS

    t = table()
    g = t.game
    t.show_chart(TRACKS)
    fig = t.charts.charts[TRACKS].figure
    assert fig["data"] == [] and "dice" not in g.tracks
    text = fig["layout"]["annotations"][-1]["text"].replace("<br>", " ")
    assert text.startswith("No gauge has moved yet. The dice are rolled only when a corporation sells globally")
    while not any(e.rule == "ardevur.sale.global" for e in g.log):
        t.step()
    t.show_chart(SCORES)
    t.show_chart(TRACKS)
    fig = t.charts.charts[TRACKS].figure
    (line,) = fig["data"]
    assert line["name"] == "Dice of the last global sale" and line["y"][-1] == g.tracks["dice"]
    last_roll = [e for e in g.log if e.rule == "ardevur.sale.global"][-1].facts["roll"]
    assert g.tracks["dice"] == last_roll and "annotations" not in fig["layout"]

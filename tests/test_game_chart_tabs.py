"""A game's own charts (``widgets/charts_<name>.py`` with ``TABS``), on the Toy Mine: they appear in the
Charts tab's chooser after Scores, each shows exactly its own figure for the game as it is now (or
nothing), a chart's own Rounds slider reaches its figure, and every game keeps the same four tabs."""

import importlib.machinery
import random
import sys
import types

import pytest
from toygame import ToyGame

import mining_games as mg
from mining_games.widgets import GameTable
from mining_games.widgets.chart_tabs import SCORES
from mining_games.widgets.game_charts import GameChart, game_charts
from mining_games.widgets.table import CHARTS, TAB_TITLES

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def gold_figure(game, viewer=None, projector=False):
    """A figure that tells which game state it was drawn from."""
    gold = [game.seat(p).held(p, "gold") for p in range(len(game.players))]
    return {"data": [{"type": "bar", "x": list(game.players), "y": gold}],
            "layout": {"title": {"text": f"Gold in round {game.round}"}, "meta": [len(game.log), projector]}}


def log_figure(game, viewer=None, projector=False, rounds=None):
    lo, hi = rounds
    return {"data": [{"type": "scatter", "x": [lo, hi], "y": [len(game.log)] * 2}],
            "layout": {"title": {"text": f"Events, rounds {lo} to {hi}"}}}


@pytest.fixture
def toy_charts(monkeypatch):
    name = f"{GameTable.__module__.rsplit('.', 1)[0]}.charts_toy"
    module = types.ModuleType(name)
    module.__spec__ = importlib.machinery.ModuleSpec(name, None)
    module.TABS = [GameChart("Gold", gold_figure), GameChart("Events", log_figure, rounds=True)]
    monkeypatch.setitem(sys.modules, name, module)
    game_charts.cache_clear()
    yield
    game_charts.cache_clear()


def expected(t, kind):
    tab = t.charts.extra[kind]
    if tab.rounds:
        return tab.figure(t.game, viewer=t.board_viewer(), projector=t.projector, rounds=t.charts.slider_of[kind].value)
    return tab.figure(t.game, viewer=t.board_viewer(), projector=t.projector)


def check(t):
    shown = t.shown_chart()
    for kind in t.charts.extra:
        fig = t.charts.charts[kind].figure
        if kind == shown:
            assert fig == expected(t, kind)
        else:
            assert fig == expected(t, kind) or set(fig) <= {"message"}


def test_a_games_own_charts_follow_scores_in_the_chooser(toy_charts):
    t = GameTable(ToyGame(players=["Ana", "Ben"], seed=1), bots={0: "random", 1: "random"})
    assert t.tabs.titles == ("Rule log", "Rule index", "Charts", "New game")
    assert t.charts.titles() == ["Flows", "Tracks", "Scores", "Gold", "Events"]
    assert [label for label, _ in t.charts.chooser.options] == t.charts.titles()
    assert t.new_game_tab == 3 and t.tabs.children[3] is t.form
    gold, events = SCORES + 1, SCORES + 2
    assert t.charts.charts[gold] in t.charts.boxes[gold].children
    assert t.charts.slider_of[events] in t.charts.boxes[events].children     # its own Rounds slider
    t.show_chart("Gold")
    assert t.tabs.selected_index == CHARTS and len(t.charts.area.children) == 5
    assert [k for k, box in t.charts.boxes.items() if box.layout.display != "none"] == [gold]
    t.step_button.click()
    assert t.chart_fig("Gold").layout.title.text == f"Gold in round {t.game.round}"
    assert list(t.chart_fig("Gold").data[0].y) == [t.game.seat(p).held(p, "gold") for p in (0, 1)]
    t.show_chart(events)
    for _ in range(3):
        t.round_button.click()
    assert t.charts.slider_of[events].value == (1, t.game.round)            # follows the game
    t.charts.slider_of[events].value = (2, t.game.round)
    assert t.chart_fig("Events").layout.title.text == f"Events, rounds 2 to {t.game.round}"
    assert t.charts.charts[gold].figure == {"message": "This chart is drawn when it is chosen."}
    with pytest.raises(KeyError, match="the charts are Flows, Tracks, Scores, Gold, Events"):
        t.chart_fig("Steam")


def test_random_clicks_never_show_a_wrong_game_chart(toy_charts):
    t = GameTable(ToyGame(players=["Ana", "Ben", "Cy"], seed=4), bots={0: "random", 1: "random", 2: "random"})
    rng = random.Random(7)

    def new_game():
        t.form.seed.value = rng.randrange(50)
        t.form.start.click()

    moves = [lambda: setattr(t.tabs, "selected_index", rng.randrange(len(t.tabs.children))),
             lambda: setattr(t.charts.chooser, "value", rng.choice(t.charts.kinds)),
             t.step_button.click, t.round_button.click, t.undo_button.click, t.back_button.click, new_game,
             lambda: setattr(t.projector_button, "value", not t.projector_button.value),
             lambda: setattr(t.charts.slider_of[SCORES + 2], "value", (1, max(t.game.round, 1)))]
    for _ in range(60):
        rng.choice(moves)()
        assert t.errors.value == ""
        assert len(t.tabs.children) == 4 and len(t.charts.chooser.options) == 5
        check(t)


def test_games_without_charts_of_their_own_keep_the_same_four_tabs_and_three_charts():
    t = GameTable(mg.new_game("titans", players=3, seed=1), bots={0: "random", 1: "random", 2: "random"})
    assert t.tabs.titles == TAB_TITLES == ("Rule log", "Rule index", "Charts", "New game")
    assert t.charts.titles() == ["Flows", "Tracks", "Scores"]


def test_a_charts_module_must_hold_game_charts(monkeypatch):
    name = f"{GameTable.__module__.rsplit('.', 1)[0]}.charts_toy"
    module = types.ModuleType(name)
    module.__spec__ = importlib.machinery.ModuleSpec(name, None)
    module.TABS = [("Gold", gold_figure)]
    monkeypatch.setitem(sys.modules, name, module)
    game_charts.cache_clear()
    try:
        with pytest.raises(TypeError, match="must hold GameChart entries, not tuple"):
            game_charts("toy")
    finally:
        game_charts.cache_clear()

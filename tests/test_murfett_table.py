"""The Mining Board Game at the GameTable, headless: the board view, the Step button and the three
charts (prices with their bands, money per player, where money and metal flowed)."""

import pytest

import mining_games as mg
from mining_games import analysis
from mining_games.bots import play as play_to_end
from mining_games.widgets import GameTable
from mining_games.widgets.charts import tracks_figure
from mining_games.widgets.table import FLOWS, SCORES, TRACKS

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def table():
    g = mg.new_game("murfett", players=["Ana", "Ben", "Cy"], seed=5)
    return GameTable(g, bots={1: "prospector", 2: "contractor"})


def test_the_table_shows_the_murfett_board_and_steps(table):
    assert "mg-murfett-board" in table.board.value and "Cash Flow Indicator" in table.board.value
    before = table.board.value
    for _ in range(40):
        table.step_button.click()
    assert table.errors.value == ""
    assert len(table.game.decisions) == 40
    assert table.board.value != before and 'class="mg-token"' in table.board.value


def test_flow_items_start_with_money_then_the_metals(table):
    assert table.charts.items[:5] == ["money", "copper", "tin", "nickel", "lead_zinc"]
    assert [label for label, _ in table.flow_item.options[:5]] == ["money", "copper", "tin", "nickel", "lead-zinc"]
    assert table.flow_item.value == "money"
    for _ in range(60):
        table.step_button.click()
    table.show_chart(FLOWS)
    sankey = table.flow_fig.data[0]
    assert "Bank" in sankey.node.label and "Ana" in sankey.node.label


def test_tracks_tab_shows_four_prices_and_shades_the_bands_once(table):
    for _ in range(80):
        table.step_button.click()
    table.show_chart(TRACKS)
    assert sorted(t.name for t in table.track_fig.data) == ["Price: Copper", "Price: Lead Zinc", "Price: Nickel",
                                                            "Price: Tin"]
    assert table.track_fig.layout.yaxis.title.text == "Price"
    shapes = table.track_fig.layout.shapes
    assert [(s.y0, s.y1) for s in shapes] == [(0.5, 10.5), (-0.5, 0.5), (-4.5, -0.5)]
    assert [a.text for a in table.track_fig.layout.annotations] == ["sale pays", "sale pays nothing",
                                                                    "sale loses money"]


def test_scores_tab_is_money_per_player():
    g = mg.new_game("murfett", players=["Ana", "Ben", "Cy"], seed=2, max_rounds=12)
    play_to_end(g, ["prospector", "contractor", "random"])
    t = GameTable(g, bots={0: "random", 1: "random", 2: "random"})
    t.show_chart(SCORES)
    assert [tr.name for tr in t.score_fig.data] == ["Ana", "Ben", "Cy"]
    assert [tr.y[-1] for tr in t.score_fig.data] == [g.money(p) for p in range(3)]
    assert [tr.x[-1] for tr in t.score_fig.data] == [g.round] * 3
    assert t.score_fig.data[0].y[0] == g.score_history[0][1][0]


def test_a_figure_of_many_prices_draws_each_band_once():
    g = mg.new_game("murfett", players=2, seed=1)
    bands = {t: g.track_bands(t) for t in g.tracks}
    assert len(bands) == 4
    fig = tracks_figure(analysis.track_rounds(g), bands).to_dict()
    assert len(fig["layout"]["shapes"]) == 3 and len(fig["layout"]["annotations"]) == 3

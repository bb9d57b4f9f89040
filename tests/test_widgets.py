"""GameTable and the charts, headless: buttons are clicked with ``Button.click()``."""

import asyncio

import pytest
from toygame import ToyGame

import mining_games as mg
from mining_games import analysis
from mining_games.bots import play as play_to_end
from mining_games.palette import player_color
from mining_games.widgets import GameTable, play
from mining_games.widgets.charts import sankey_figure, scores_figure, tracks_figure
from mining_games.widgets.table import FLOWS, SCORES, TRACKS

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def table():
    return play("titans", players=3, seed=1, bots={0: "random", 1: "extractor", 2: "steward"})


def visible_buttons(t):
    return [b for b in t.panel.buttons if b.layout.display != "none"]


def test_play_returns_a_displayable_table_with_header(table):
    assert isinstance(table, GameTable)
    assert "Titans" in table.header.value and "round 1" in table.header.value
    assert "Place your first factory" in table.header.value
    assert "press <b>Step</b>" in table.panel.title.value     # a bot decides first


def test_step_updates_log_header_board_and_charts(table):
    table.show_chart(TRACKS)
    before = (table.header.value, table.rule_log.value, table.board.value, len(table.game.log))
    for _ in range(8):        # placements, then the first turn
        table.step_button.click()
    assert table.errors.value == ""
    assert table.header.value != before[0] and "Mining &amp; Planting" in table.header.value
    assert table.rule_log.value != before[1] and "mg-entry mg-new" in table.rule_log.value
    assert table.board.value != before[2] and "factory" in table.board.value
    assert len(table.game.decisions) == 8
    assert [t.name for t in table.track_fig.data] == ["Planet Health"]
    table.show_chart(SCORES)
    assert [t.name for t in table.score_fig.data] == ["Ana", "Ben", "Cy"]


def test_undo_restores_header_board_and_log(table):
    for _ in range(3):
        table.step_button.click()
    snap = (table.header.value, table.board.value, table.game.snapshot())
    table.step_button.click()
    table.undo_button.click()
    assert (table.header.value, table.board.value, table.game.snapshot()) == snap
    assert "mg-entry mg-new" not in table.rule_log.value


def test_undo_with_nothing_to_undo_says_so_without_an_error():
    t = play("titans", players=3, seed=2)
    t.undo_button.click()
    assert "Nothing to undo" in t.status.text and t.errors.value == ""


def test_human_seat_chooses_with_buttons():
    t = play("titans", players=3, seed=1)            # all human seats
    p = t.game.to_act[0]
    buttons = visible_buttons(t)
    assert len(buttons) == 0 and t.panel.dropdown.layout.display == "block"   # 16 free tiles: a dropdown
    t.panel.dropdown.value = t.game.action(p, "place", 6, "Oil")
    t.panel.play_choice.click()
    assert t.game.owner[6] == p
    # the second player's menu is now shown, with the suggestion Step would play
    assert t.game.players[t.game.to_act[0]] in t.panel.title.value
    assert "Suggestion" in t.panel.suggestion.value


def test_short_menus_are_buttons_and_a_click_plays_that_action():
    t = play("titans", players=3, seed=1)
    while t.game.stage in ("first_factory", "second_factory"):
        t.step_button.click()                        # suggestions for the human seats
    buttons = visible_buttons(t)
    labels = [b.description for b in buttons]
    assert "Finish Mining & Planting" in labels
    mine = next(b for b in buttons if b.description.startswith("Mine"))
    n = len(t.game.decisions)
    mine.click()
    assert len(t.game.decisions) == n + 1 and t.game.log[-1].rule == "titans.mining.tree_cost"


def test_illegal_choice_shows_the_rule_message(table):
    g = table.game
    table.choose(g.action(g.to_act[0], "place", 17, "Barren"))
    assert "Not allowed" in table.errors.value and "barren" in table.errors.value
    table.step_button.click()
    assert table.errors.value == ""


def test_new_game_with_changed_options(table):
    form = table.form
    form.players.value = 4
    form.seed.value = 99
    form.controls["planet_health"].value = 18
    form.seats[3].value = "steward"
    form.start.click()
    g = table.game
    assert table.errors.value == ""
    assert len(g.players) == 4 and g.seed == 99 and g.options.planet_health == 18
    assert g.tracks["planet_health"] == 18 and 3 in table.bots
    table.step_button.click()
    assert len(g.decisions) == 1


def test_new_game_with_bad_options_keeps_the_old_game(table):
    old = table.game
    table.form.controls["three_disasters_at"].value = 20
    table.form.start.click()
    assert "three_disasters_at" in table.errors.value and table.game is old


def test_hot_seat_hides_simultaneous_choices():
    t = GameTable(ToyGame(players=["Ana", "Ben"], seed=3))     # two human seats
    for _ in range(2):
        next(b for b in visible_buttons(t) if b.description == "Move 1 space").click()   # both dig
    g = t.game
    assert g.to_act == (0, 1) and g.stage == "bid" and t.board_viewer() == 0
    bid = next(b for b in visible_buttons(t) if b.description == "Bid 1 gold")
    bid.click()
    assert g.to_act == (1,) and t.board_viewer() == 1
    assert "Ben" in t.panel.title.value
    assert "Ana places a sealed bid." in t.rule_log.value and "Bid 1" not in t.rule_log.value
    assert g.view(1)["sealed"] == {"0": "sealed"}
    visible_buttons(t)[0].click()
    assert "Bids revealed" in t.rule_log.value


def test_callback_errors_are_shown_not_lost(table):
    class Broken:
        name = "broken"

        def choose(self, game, p):
            raise RuntimeError("the bot fell over")

    table.bots[table.decider()] = Broken()
    table.step_button.click()
    assert "the bot fell over" in table.errors.value and "Traceback" in table.errors.value


def test_autoplay_runs_and_stops(table):
    table.speed.value = 30
    steps = asyncio.run(table.autoplay(max_steps=6))
    assert steps == 6 and len(table.game.decisions) == 6 and not table.auto_button.value

    async def stop_soon():
        task = asyncio.ensure_future(table.autoplay())
        await asyncio.sleep(0.12)
        table.stop_button.click()
        return await task

    steps = asyncio.run(stop_soon())
    assert 0 < steps < 20 and not table.auto_button.value


def test_autoplay_pauses_for_a_human_seat_with_a_status_not_an_error():
    t = play("titans", players=3, seed=1, bots={1: "random", 2: "random"})
    steps = asyncio.run(t.autoplay(max_steps=50))
    assert t.human_deciding() == 0 and steps < 50
    assert t.status.text.startswith("Autoplay paused: Ana decides.") and t.errors.value == ""
    assert not t.auto_button.value
    again = asyncio.run(t.autoplay(max_steps=5))       # pressed again while Ana must decide: says so
    assert again == 0 and "Ana decides" in t.status.text and t.errors.value == ""


def test_play_round_plays_to_the_next_round(table):
    while table.game.stage in ("first_factory", "second_factory"):
        table.step_button.click()
    table.round_button.click()
    assert table.game.round == 2 and "round 2" in table.header.value


def test_flows_tab_follows_the_rounds(table):
    table.show_chart(FLOWS)
    table.flow_item.value = "trees"
    for _ in range(3):
        table.round_button.click()
    assert table.flow_rounds.value == (1, table.game.round)
    assert table.flow_fig.data[0].type == "sankey" and len(table.flow_fig.data[0].link.value) > 0


# ---------------------------------------------------------------- pure chart functions


@pytest.fixture(scope="module")
def finished():
    return play_to_end(mg.new_game("titans", players=3, seed=5, max_rounds=4), ["extractor", "steward", "steward"])


def test_sankey_sums_the_flows_of_one_item(finished):
    flows = analysis.flows(finished)
    fig = sankey_figure(flows, "wood", rounds=(1, 4)).to_dict()
    sankey = fig["data"][0]
    labels = sankey["node"]["label"]
    total = flows[(flows["item"] == "wood") & (flows["src"] != flows["dst"])]["amount"].sum()
    assert sum(sankey["link"]["value"]) == total
    assert "Bank" in labels and "Ana" in labels
    assert sankey["node"]["color"][labels.index("Ana")] == player_color(0)
    assert fig["layout"]["title"]["text"] == "Where wood went, rounds 1-4"


def test_sankey_round_range_filters(finished):
    flows = analysis.flows(finished)
    one = sankey_figure(flows, "trees", rounds=(1, 1)).to_dict()["data"][0]
    first_round = flows[(flows["item"] == "trees") & (flows["round"] == 1) & (flows["src"] != flows["dst"])]
    assert sum(one["link"]["value"]) == first_round["amount"].sum()


def test_tracks_figure_shades_the_disaster_bands(finished):
    fig = tracks_figure(analysis.track_rounds(finished), {"planet_health": finished.track_bands("planet_health")})
    d = fig.to_dict()
    assert [t["name"] for t in d["data"]] == ["Planet Health"]
    assert d["layout"]["yaxis"]["title"]["text"] == "Planet Health"
    assert d["data"][0]["x"] == list(range(1, finished.round + 1))          # whole rounds, to the last one
    assert d["data"][0]["y"][-1] == finished.tracks["planet_health"]
    assert [(s["y0"], s["y1"]) for s in d["layout"]["shapes"]] == [(15.5, 21.5), (9.5, 15.5), (4.5, 9.5)]
    assert [a["text"] for a in d["layout"]["annotations"]] == [
        "1 disaster a round", "2 disasters a round", "3 disasters a round"]


def test_scores_figure_one_line_per_player_in_their_colour(finished):
    d = scores_figure(analysis.scores(finished, now=True), finished.players).to_dict()
    assert [t["name"] for t in d["data"]] == ["Ana", "Ben", "Cy"]
    assert [t["line"]["color"] for t in d["data"]] == [player_color(p) for p in range(3)]
    assert d["data"][2]["y"][-1] == finished.score(2)


def test_board_uses_the_same_player_colours(finished):
    html = finished.board_html()
    for p in range(3):
        assert player_color(p) in html
    assert "Planet Health" in html and "lost" in html or "trees" in html

"""The charts of the table (its Charts tab and chooser), headless: after any sequence of tab switches,
charts chosen, steps, rounds, undos, new games and control changes, each chart shows exactly its own
chart, current with the game, or nothing at all (a hidden chart cleared until it is shown). Never another
chart's layout, never an out-of-date figure."""

import random

import pytest

import mining_games as mg
from mining_games import analysis
from mining_games.widgets import GameTable
from mining_games.widgets.chart_tabs import FLOWS, SCORES, TRACKS
from mining_games.widgets.charts import sankey_spec
from mining_games.widgets.table import CHARTS, INDEX, LOG

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
SEATS = {"titans": ("extractor", "steward", "random"), "murfett": ("prospector", "contractor", "random"),
         "zavandor": ("treasurer", "investor", "random")}


def check_flows(t, fig):
    g, sankey = t.game, fig["data"]
    layout = fig["layout"]
    if sankey:
        assert [tr["type"] for tr in sankey] == ["sankey"]
    else:                                               # nothing moved: the sentence instead of an empty Sankey
        assert layout["annotations"][0]["text"].endswith("moved in these rounds.")
    assert layout["title"]["text"].startswith(f"Where {g.item_label(t.flow_item.value)} went")
    assert "shapes" not in layout and "title" not in layout.get("xaxis", {}) and "title" not in layout.get("yaxis", {})
    lo, hi = t.flow_rounds.value
    assert hi <= max(g.round, 1) and t.flow_rounds.max == max(g.round, 1)
    flows = analysis.flows(g, viewer=t.board_viewer())
    expected = sankey_spec(flows, t.flow_item.value, (lo, hi), setup=not t.charts.leave_out_setup.value,
                           projector=t.projector, words=g.item_label(t.flow_item.value))
    assert fig == expected                              # exactly the Flows chart of the game as it is now


def check_tracks(t, fig):
    g, layout = t.game, fig["layout"]
    assert {tr["type"] for tr in fig["data"]} == {"scatter"}
    assert layout["title"]["text"] == f"{g.title}: tracks by round"
    assert layout["xaxis"]["title"]["text"] == "Round" and layout["yaxis"]["title"]["text"] not in ("", "Value")
    assert layout["xaxis"]["range"] == [0.5, max(g.round, 1) + 0.5]
    bands = {b for tr in g.tracks for b in g.track_bands(tr)}
    assert len(layout.get("shapes", [])) == len(bands)
    by_label = {tr["name"]: tr for tr in fig["data"]}
    for track, value in g.tracks.items():
        line = by_label[g.track_label(track)]
        assert line["x"][-1] == g.round and line["y"][-1] == value        # runs to now, ends at the value now
        assert all(isinstance(x, int) for x in line["x"])                 # whole rounds


def check_scores(t, fig):
    g, layout = t.game, fig["layout"]
    assert [tr["type"] for tr in fig["data"]] == ["scatter"] * len(g.players)
    assert [tr["name"] for tr in fig["data"]] == list(g.players)
    assert layout["title"]["text"] == f"{g.title}: scores by round"
    assert layout["yaxis"]["title"]["text"] == "Score" and layout["xaxis"]["title"]["text"] == "Round"
    assert "shapes" not in layout and "annotations" not in layout          # no bands from the Tracks chart
    standings = {r["name"]: r["score"] for r in g.standings()}
    for line in fig["data"]:
        assert line["x"][-1] == g.round and line["y"][-1] == standings[line["name"]]


CHECKS = {FLOWS: check_flows, TRACKS: check_tracks, SCORES: check_scores}


def check_every_chart(t):
    """The shown chart is current; every other chart is current too, or cleared."""
    shown = t.shown_chart()
    for kind, check in CHECKS.items():
        fig = t.charts.charts[kind].figure
        if kind == shown:
            assert "data" in fig, f"the shown chart {kind} is empty"
        if "data" in fig:
            check(t, fig)
        else:
            assert kind != shown and set(fig) <= {"message"}     # never drawn, or cleared: nothing to mislead


def test_switching_tabs_in_different_orders_with_steps_undo_and_new_game():
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=3)
    t = GameTable(g, bots=dict(enumerate(SEATS["titans"])))
    script = [TRACKS, "round", SCORES, FLOWS, "step", TRACKS, "undo", SCORES, "round", "round", FLOWS, SCORES,
              "back", TRACKS, FLOWS, "new", SCORES, TRACKS, "round", FLOWS, TRACKS, SCORES, "log", "step", SCORES,
              "index", "round", CHARTS]
    for move in script:
        if move == "round":
            t.round_button.click()
        elif move == "step":
            t.step_button.click()
        elif move == "undo":
            t.undo_button.click()
        elif move == "back":
            t.back_button.click()
        elif move == "new":
            t.form.seed.value = 8
            t.form.start.click()
        elif move in ("log", "index", CHARTS):    # another tab; Charts opens on the chart last chosen
            t.tabs.selected_index = {"log": LOG, "index": INDEX}.get(move, CHARTS)
        else:
            t.show_chart(move)
        assert t.errors.value == ""
        check_every_chart(t)


@pytest.mark.parametrize("name", sorted(SEATS))
def test_random_sequences_of_clicks_never_show_a_wrong_chart(name):
    g = mg.new_game(name, players=3, seed=5)
    t = GameTable(g, bots=dict(enumerate(SEATS[name])))
    rng = random.Random(name)
    items = t.charts.items

    def new_game():
        t.form.seed.value = rng.randrange(100)
        t.form.start.click()

    moves = [lambda: setattr(t.tabs, "selected_index", rng.choice([LOG, INDEX, CHARTS, CHARTS])),
             lambda: setattr(t.charts.chooser, "value", rng.choice([FLOWS, TRACKS, SCORES])),
             t.step_button.click, t.step_button.click, t.round_button.click, t.undo_button.click,
             t.back_button.click, new_game,
             lambda: setattr(t.flow_item, "value", rng.choice(items)),
             lambda: setattr(t.charts.leave_out_setup, "value", not t.charts.leave_out_setup.value),
             lambda: setattr(t.projector_button, "value", not t.projector_button.value),
             lambda: setattr(t.viewer, "value", rng.choice(["auto", "teacher", -1, 0]))]
    for _ in range(45):
        rng.choice(moves)()
        assert t.errors.value == ""
        check_every_chart(t)


def test_a_hidden_chart_is_cleared_when_the_game_moves_on_and_redrawn_when_shown():
    t = GameTable(mg.new_game("titans", players=3, seed=2), bots={0: "random", 1: "random", 2: "random"})
    t.show_chart(SCORES)
    t.round_button.click()
    first = t.charts.charts[SCORES].revision
    t.show_chart(TRACKS)
    assert "data" in t.charts.charts[SCORES].figure        # nothing changed yet: still current
    t.step_button.click()
    assert t.charts.charts[SCORES].figure == {"message": "This chart is drawn when it is chosen."}
    t.show_chart(SCORES)
    assert t.charts.charts[SCORES].revision > first + 1
    check_scores(t, t.charts.charts[SCORES].figure)


def test_each_chart_has_its_own_chart_widget_and_only_the_chosen_one_is_in_the_charts_tab():
    t = GameTable(mg.new_game("murfett", players=3, seed=2), bots={0: "random", 1: "random", 2: "random"})
    charts = t.charts.charts
    assert len({id(c) for c in charts.values()}) == 3
    assert t.tabs.titles == ("Rule log", "Rule index", "Charts", "New game")
    assert t.tabs.children[CHARTS] is t.charts.box and t.charts.chooser in t.charts.box.children
    assert [label for label, _ in t.charts.chooser.options] == ["Flows", "Tracks", "Scores"] == t.charts.titles()
    for kind, name in ((FLOWS, "flows"), (TRACKS, "tracks"), (SCORES, "scores")):
        t.show_chart(name.title())
        assert t.charts.chooser.value == kind and t.tabs.selected_index == CHARTS
        shown = [k for k, box in t.charts.boxes.items() if box.layout.display != "none"]
        assert shown == [kind] and t.charts.boxes[kind] in t.charts.area.children   # the chosen chart alone
        assert charts[kind] in t.charts.boxes[kind].children and f"mg-chart-{name}" in charts[kind]._dom_classes
    assert t.charts.boxes[FLOWS].children[0].children == (t.flow_item, t.flow_rounds, t.charts.leave_out_setup)
    with pytest.raises(KeyError, match="the charts are Flows, Tracks, Scores"):
        t.show_chart("Steam")


def test_projector_mode_draws_the_charts_with_labels_of_16_px_or_more():
    t = GameTable(mg.new_game("titans", players=3, seed=2), bots={0: "random", 1: "random", 2: "random"},
                  projector=True)
    t.round_button.click()
    for kind in (FLOWS, TRACKS, SCORES):
        t.show_chart(kind)
        layout = t.charts.charts[kind].figure["layout"]
        sizes = [layout["font"]["size"], layout["title"]["font"]["size"], layout["legend"]["font"]["size"]]
        sizes += [a["font"]["size"] for a in layout.get("annotations", [])]
        for axis in ("xaxis", "yaxis"):
            if axis in layout:
                sizes += [layout[axis]["tickfont"]["size"], layout[axis]["title"]["font"]["size"]]
        if kind == FLOWS:
            sizes.append(t.charts.charts[kind].figure["data"][0]["textfont"]["size"])
        assert min(sizes) >= 16, (kind, sizes)


def test_flows_opens_on_an_item_that_moved_until_the_reader_picks_one():
    """Mine 77's first item (flax) often does not move early: the Flows chart opened on "No flax moved" while
    work orders had. It opens on the first item of the menu that moved in the rounds shown, and follows the game
    until the reader picks an item; then it keeps the reader's item, moved or not."""
    from mining_games.widgets.charts import first_moved

    g = mg.new_game("mine77", players=3, seed=1)
    t = GameTable(g, bots={0: "foreman", 1: "free_rider", 2: "random"})
    first = g.ITEMS[0]
    for _ in range(60):                                          # until something has moved in play
        t.step()
        flows = analysis.flows(g)
        in_play = flows[~flows["setup"] & (flows["src"] != flows["dst"])]
        if len(in_play):
            break
    assert first not in set(in_play["item"]) and len(in_play)    # something moved, not the first item
    t.show_chart("Flows")
    fig = t.charts.charts[FLOWS].figure
    menu = t.charts.items
    assert menu[:len(g.ITEMS)] == list(g.ITEMS) and set(in_play["item"]) <= set(menu)   # work orders are listed
    moved = next(i for i in menu if i in set(in_play["item"]))
    assert t.flow_item.value == moved and fig["data"] and not t.charts.item_picked
    assert first_moved(flows, menu, setup=False) == moved
    check_flows(t, fig)
    t.flow_item.value = first                                     # the reader's choice is kept
    assert t.charts.item_picked
    t.step()
    t.show_chart(SCORES)
    t.tabs.selected_index = LOG
    t.show_chart(FLOWS)
    fig = t.charts.charts[FLOWS].figure
    assert t.flow_item.value == first and fig["layout"]["title"]["text"].startswith(f"Where {first} went")
    labels = dict((v, k) for k, v in t.flow_item.options)
    assert labels["work_order"] == "Work Order cards" and labels["tile_L"] == "L-shaped Research tiles"
    assert all("_" not in label and label != "vp" for label in labels.values())   # words, not ids
    check_flows(t, fig)
    t.set_game(mg.new_game("mine77", players=3, seed=2), {0: "foreman", 1: "free_rider", 2: "random"})
    assert not t.charts.item_picked                                # a new game: chosen for the reader again

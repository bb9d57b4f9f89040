"""The kernel's presentation hooks for charts: readable track and holder names, and board order."""

import mining_games as mg
from mining_games import analysis
from mining_games.palette import HOLDER_COLORS, player_color, translucent
from mining_games.widgets.charts import board_order, round_axis, sankey_figure, scores_figure, tracks_figure


def test_track_labels_are_words():
    g = mg.new_game("titans", players=3, seed=1)
    assert g.track_label("planet_health") == "Planet Health"
    assert g.track_label("price.lead_zinc") == "Price: Lead Zinc"


def test_every_games_items_are_words_in_menus_and_titles():
    """The Flows menu and titles say each item as a reader does: no "vp", "lead_zinc" or "tile_small"."""
    for name in mg.GAMES:
        g = mg.new_game(name, players=mg.GAMES[name].min_players, seed=1)
        for item in g.ITEMS:
            label = g.item_label(item)
            assert "_" not in label and label.lower() not in ("vp", "sp"), (name, item, label)
    assert mg.new_game("murfett", players=2, seed=1).item_label("lead_zinc") == "lead-zinc"
    assert mg.new_game("mine77", players=3, seed=1).item_label("work_order") == "Work Order cards"
    assert mg.new_game("titans", players=3, seed=1).item_label("some_thing") == "some thing"   # the default
    flows = analysis.flows(mg.new_game("titans", players=3, seed=1))
    fig = sankey_figure(flows, "vp", words="victory points").to_dict()
    assert fig["layout"]["title"]["text"].startswith("Where victory points went")


def test_holder_labels_are_words_and_players_are_names():
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=1)
    assert [g.holder_label(a) for a in ("p1", "tile10", "tech.deck", "bank", "lease.A1", "BRONZE deck")] == [
        "Ben", "Tile 10", "Tech deck", "Bank", "Lease A1", "BRONZE deck"]


def test_board_order_puts_players_first_and_numbers_in_number_order():
    accounts = ["tile10", "bank", "p1", "tile2", "supply", "p0", "tile1"]
    key = board_order({"p0": 0, "p1": 1})
    assert sorted(accounts, key=key) == ["p0", "p1", "bank", "supply", "tile1", "tile2", "tile10"]


def test_sankey_nodes_in_board_order_links_in_the_colour_they_come_from():
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=1)
    flows = analysis.flows(g)
    sankey = sankey_figure(flows, "trees", setup=True).to_dict()["data"][0]
    labels = sankey["node"]["label"]
    tiles = [label for label in labels if label.startswith("Tile ")]
    assert tiles == [f"Tile {n}" for n in sorted(int(t.split()[1]) for t in tiles)]
    assert tiles.index("Tile 2") < tiles.index("Tile 10")
    colors = sankey["node"]["color"]
    for src, color in zip(sankey["link"]["source"], sankey["link"]["color"]):
        assert color == translucent(colors[src], 0.45)
    assert set(colors) <= set(HOLDER_COLORS) | {player_color(p) for p in range(3)}


def test_set_up_can_be_left_out_of_the_flows():
    g = mg.new_game("titans", players=3, seed=1)
    flows = analysis.flows(g)
    assert flows["setup"].any()
    with_setup = sankey_figure(flows, "trees", setup=True).to_dict()
    without = sankey_figure(flows, "trees", setup=False).to_dict()
    assert sum(with_setup["data"][0]["link"]["value"]) == flows[flows["item"] == "trees"]["amount"].sum()
    # nothing moved: no Sankey trace at all (plotly.js fails on a Sankey without nodes), only the sentence
    assert without["data"] == [] and "(set-up left out)" in without["layout"]["title"]["text"]
    assert without["layout"]["annotations"][0]["text"] == "No trees moved in these rounds."


def test_tracks_and_scores_share_the_round_axis_and_margins():
    from mining_games.bots import play

    g = play(mg.new_game("titans", players=3, seed=2, max_rounds=6), "random")
    tracks = tracks_figure(analysis.track_rounds(g), last_round=g.round).to_dict()["layout"]
    scores = scores_figure(analysis.scores(g, now=True), g.players, last_round=g.round).to_dict()["layout"]
    for key in ("range", "dtick", "tick0", "tickmode"):
        assert tracks["xaxis"][key] == scores["xaxis"][key]
    assert tracks["margin"] == scores["margin"] and tracks["height"] == scores["height"]
    assert tracks["legend"] == scores["legend"]


def test_round_axis_has_whole_rounds_and_few_ticks():
    assert round_axis(8)["dtick"] == 1 and round_axis(40)["dtick"] == 5 and round_axis(1)["range"] == [0.5, 1.5]


def test_outcome_flags_name_yes_or_no_facts_of_the_outcome():
    """Flags are outcome facts that are 1 or 0 (ClassSeat shows them as yes or no); counts are not flags."""
    from mining_games.bots import RandomBot

    expected = {"titans": set(), "murfett": {"rulebook_ending", "bankrupt_0", "bankrupt_1", "bankrupt_2"},
                "zavandor": set(), "mine77": set(), "ardevur": {"gold_claimed"}}
    for name, flags in expected.items():
        g = mg.new_game(name, players=3, seed=2)
        bots = [RandomBot(seed=p) for p in range(3)]
        while not g.over:
            g.apply(bots[g.to_act[0]].choose(g, g.to_act[0]))
        out = g.outcome()
        assert set(g.outcome_flags()) == flags and flags <= set(out), name
        assert all(out[f] in (0, 1) for f in flags), name

"""Zavandor at the GameTable: hot-seat privacy (board, rule log, Flows chart), charts, Step."""

import re
from html import escape

import pytest

import mining_games as mg
from mining_games import analysis
from mining_games.widgets import GameTable
from mining_games.widgets.table import FLOWS, SCORES, TRACKS
from mining_games.zavandor import scenario

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
GEMS = ("SAPPHIRE", "EMERALD", "DIAMOND", "RUBY")


def visible_buttons(t):
    return [b for b in t.panel.buttons if b.layout.display != "none"]


def click(t, label):
    next(b for b in visible_buttons(t) if b.description == label).click()
    assert t.errors.value == "", t.errors.value


def anna_panel(html):
    start = html.index('<div class="zv-player" data-player="0"')
    return html[start:html.find('<div class="zv-player"', start + 10)]


def private_texts(game, p):
    """What only player p may read: the full texts of p's private events (the gems drawn, the bid)."""
    return [escape(e.text) for e in game.log if e.private and e.player == p]


def test_hot_seat_sealed_auction_never_shows_the_first_seats_bid_or_hand():
    game = mg.new_game("zavandor", players=["Anna", "Bert"], seed=4)
    table = GameTable(game)                                    # two human seats: hot-seat
    scenario.skip_to(game, stage="bid")
    scenario.set_hand(game, 0, [2, 1, 0, 3])
    scenario.set_hand(game, 1, [4, 2, 0, 0])
    table.refresh()
    assert game.to_act == (0, 1) and table.board_viewer() == 0
    labels = [b.description for b in visible_buttons(table)]
    assert labels == ["Add one SAPPHIRE to my sealed bid", "Add one EMERALD to my sealed bid",
                      "Add one RUBY to my sealed bid", "Seal my bid"]
    click(table, "Add one RUBY to my sealed bid")
    click(table, "Add one RUBY to my sealed bid")
    assert "Bid being chosen</b> (secret): " in anna_panel(table.board.value)     # Anna sees her draft
    click(table, "Seal my bid")
    assert game.to_act == (1,) and table.board_viewer() == 1 and "Bert" in table.panel.title.value
    table.show_chart(FLOWS)
    for item in ("ruby", "sapphire"):
        table.flow_item.value = item
        labels = [label for trace in table.flow_fig.data for label in trace.node.label]   # no trace: nothing moved
        assert "Anna" not in labels and "Anna's bid" not in labels
    for step in range(3):                                      # Bert builds his bid: Anna's stays hidden
        board, log = table.board.value, table.rule_log.value
        anna = anna_panel(board)
        assert "Hand and sealed bid</b>: 6 cards (hidden)" in anna and "bid sealed" in anna
        assert not any(g in anna.split("Mine gallery")[0] for g in GEMS)
        assert "Anna has sealed a bid." in log and "seals a bid of" not in log
        for text in private_texts(game, 0):
            assert text not in log
        assert "Anna draws 6 cards from the WOODEN MINECART deck." in log
        assert not re.search(r"Anna[^<]*(SAPPHIRE|EMERALD|DIAMOND|RUBY)", log)
        if step < 2:
            click(table, "Add one SAPPHIRE to my sealed bid")
    click(table, "Seal my bid")
    assert "Bids revealed: Anna 2 RUBY; Bert 2 SAPPHIRE." in table.rule_log.value   # now everyone sees


def test_flows_for_a_player_leave_out_other_players_draws():
    game = mg.new_game("zavandor", players=["Anna", "Bert"], seed=4)
    everything = analysis.flows(game)
    for_bert = analysis.flows(game, viewer=1)
    draws = everything[everything["rule"] == "zavandor.cards.draw"]
    assert draws[draws["dst"] == "p0"]["amount"].sum() == 6 + 2        # starting hand, then Family income
    gems = for_bert["item"].isin(["sapphire", "emerald", "diamond", "ruby"])
    assert for_bert[gems & (for_bert["dst"] == "p0")].empty                # Bert cannot know Anna's gems
    bert_gems = for_bert[gems & (for_bert["dst"] == "p1")]
    assert bert_gems["amount"].sum() == draws[draws["dst"] == "p1"]["amount"].sum() == 8   # his own he sees
    assert len(analysis.flows(game, viewer=-1)) == len(everything) - len(
        everything[everything["rule"] == "zavandor.cards.draw"])


def test_step_and_charts_with_bots():
    game = mg.new_game("zavandor", players=["Anna", "Bert", "Cy"], seed=2)
    table = GameTable(game, bots={0: "treasurer", 1: "investor", 2: "random"})
    assert table.board_viewer() is None and "Teacher's view" in table.board.value
    table.show_chart(TRACKS)
    while game.round < 3:
        table.step_button.click()
        assert table.errors.value == ""
    names = sorted(t.name for t in table.track_fig.data)
    assert names == ["King", "Winning Bid: Diamond", "Winning Bid: Emerald", "Winning Bid: Ruby",
                     "Winning Bid: Sapphire"]
    king = next(t for t in table.track_fig.data if t.name == "King")
    assert king.y[-1] == game.king > 0 and king.x[-1] == game.round
    table.show_chart(SCORES)
    assert [t.name for t in table.score_fig.data] == ["Anna", "Bert", "Cy"]
    ana = table.score_fig.data[0]
    assert list(ana.y) == [s[0] for _, s in game.score_history] + [game.score(0)]   # the rounds, then now
    assert list(ana.x) == list(range(1, game.round + 1))
    table.show_chart(FLOWS)
    assert table.charts.items == ["sapphire", "emerald", "diamond", "ruby", "vp", "upgrade_marker"]
    assert [label for label, _ in table.flow_item.options] == ["sapphire", "emerald", "diamond", "ruby",
                                                               "victory points", "upgrade markers"]
    table.flow_item.value = "ruby"
    table.charts.leave_out_setup.value = False
    sankey = table.flow_fig.data[0]
    flows = analysis.flows(game)
    rubies = flows[(flows["item"] == "ruby") & (flows["src"] != flows["dst"])]
    assert sum(sankey.link.value) == rubies["amount"].sum() > 0           # the teacher sees every flow
    assert {"BRONZE deck", "Game box"} <= set(sankey.node.label)
    table.undo_button.click()
    assert table.errors.value == ""


def test_the_flows_chart_is_drawn_only_while_its_tab_is_shown():
    """A Sankey first drawn in a hidden tab stays blank in the browser (seen in Voila), so none is sent early."""
    table = GameTable(mg.new_game("zavandor", players=["Anna", "Bert"], seed=4), bots={0: "random", 1: "random"})
    for _ in range(5):
        table.step_button.click()
    table.flow_item.value = "ruby"
    assert len(table.flow_fig.data) == 0 and table.flow_fig.layout.title.text is None     # nothing sent yet
    table.show_chart(FLOWS)
    fig = table.flow_fig
    assert fig.layout.title.text.startswith("Where ruby went")
    # a Sankey, or (no ruby moved yet outside the set-up) the sentence that says so
    said = [a.text for a in fig.layout.annotations]
    assert [t.type for t in fig.data] == ["sankey"] or said == ["No ruby moved in these rounds."]


def test_winning_bid_lines_are_drawn_in_their_gem_colours():
    from mining_games import analysis
    from mining_games.bots import play as play_to_end
    from mining_games.widgets.charts import tracks_figure
    from mining_games.zavandor.board_chips import GEM_STYLE

    g = play_to_end(mg.new_game("zavandor", players=3, seed=4), "random")
    colors = {t: g.track_color(t) for t in g.TRACKS}
    fig = tracks_figure(analysis.track_rounds(g), colors=colors).to_dict()
    by_name = {t["name"]: t["line"]["color"] for t in fig["data"]}
    assert by_name["Winning Bid: Ruby"] == GEM_STYLE[3][1] and by_name["King"] == "#000000"

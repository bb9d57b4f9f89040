"""The rule log reads like a story: turns, oldest first within a turn, the newest turn on top,
repetitive lines folded, each rule's plain-words summary beside it, nothing normal in red."""

import re

import pytest

import mining_games as mg
from mining_games.bots import seat_bots
from mining_games.widgets.log import group_turns, log_html


@pytest.fixture(scope="module")
def titans():
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=1)
    bots = seat_bots(g, ["extractor", "steward", "steward"])
    while g.round < 3:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def seqs(html):
    return [int(s) for s in re.findall(r'data-seq="(\d+)"', html)]


def story_order(html):
    """The events of a piece of log in reading order: each folded line counts once, at its last event
    (where it is placed), and the events inside a fold are in order."""
    order = []
    for fold, entry in re.findall(r'(<details.*?</details>)|data-seq="(\d+)"', html, flags=re.S):
        if fold:
            inside = seqs(fold)
            assert inside == sorted(inside)
            order.append(inside[-1])
        else:
            order.append(int(entry))
    return order


def test_turns_keep_each_players_events_together(titans):
    groups = group_turns(titans.log)
    assert groups[0][2] is True and all(e.phase == "Set Up" for e in groups[0][3])      # the set-up, one group
    for rnd, player, setup, events in groups[1:]:
        assert not setup and all(e.round == rnd for e in events)
        if player is not None:
            assert {e.player for e in events} <= {player, None}
    disasters = [g for g in groups if any(e.phase == "Natural Disasters" for e in g[3]) and g[1] is None]
    assert disasters, "the disasters of a round are a turn of the table"
    assert sum(len(g[3]) for g in groups) == len(titans.log)


def test_newest_turn_on_top_and_oldest_first_within_a_turn(titans):
    html = log_html(titans.log, titans.players, new_from=len(titans.log), limit=1000)
    turns = html.split('<div class="mg-turn">')[1:]
    firsts = [min(seqs(t)) for t in turns]
    assert firsts == sorted(firsts, reverse=True)                   # newest turn first
    for t in turns:
        order = story_order(t)
        assert order == sorted(order)                                # a story within each turn
    assert "Round 2 · " in html and "Set-up" in html


def test_bookkeeping_lines_are_folded(titans):
    html = log_html(titans.log, titans.players, new_from=len(titans.log), limit=1000)
    finishes = [e for e in titans.log if e.rule == "titans.turn.skip" and e.round == 2 and e.player == 0]
    assert len(finishes) >= 2
    summary = re.findall(r"<summary>(.*?)</summary>", html)
    assert any("more like it (Skip or finish a phase)" in s for s in summary)
    laid_out = [s for s in summary if "is laid out with" in s]
    assert laid_out and "… and 18 more like it" in laid_out[0]      # 19 tiles: one line, opens on a click
    visible = re.sub(r"<details.*?</details>", "", html, flags=re.S)
    assert visible.count("finishes Mining &amp; Planting") <= 1


def test_each_fired_rule_says_why_once_per_turn(titans):
    html = log_html(titans.log, titans.players, new_from=len(titans.log), limit=1000)
    tree_cost = titans.rules["titans.mining.tree_cost"].summary
    assert tree_cost in html
    for turn in html.split('<div class="mg-turn">')[1:]:
        assert turn.count(tree_cost) <= 1


def test_the_last_clicks_events_are_highlighted_in_a_calm_colour(titans):
    new_from = len(titans.log) - 3
    html = log_html(titans.log, titans.players, new_from=new_from)
    assert html.count("mg-entry mg-new") >= 1
    for red in ("#B71C1C", "#FFEBEE", "color:red", "#F9A825"):
        assert red not in html, f"{red}: nothing normal may look like an error or a warning"


def test_walkthrough_order_is_the_whole_story(titans):
    html = log_html(titans.log[:60], titans.players, new_from=60, newest_first=False)
    assert story_order(html) == sorted(story_order(html))


def test_the_events_left_out_are_counted_in_words(titans):
    n = len(titans.log)
    assert "… 1 earlier event not shown" in log_html(titans.log, titans.players, new_from=n, limit=n - 1)
    assert "… 2 earlier events not shown" in log_html(titans.log, titans.players, new_from=n, limit=n - 2)
    assert "… 1 later event not shown" in log_html(titans.log, titans.players, new_from=n, limit=n - 1,
                                                    newest_first=False)
    assert "not shown" not in log_html(titans.log, titans.players, new_from=n, limit=n)

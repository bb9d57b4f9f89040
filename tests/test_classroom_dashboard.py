"""The dashboard a teacher projects: the class's shared gauges side by side, one row per table, in words."""

import pytest

import mining_games as mg
from mining_games.classroom.room import Room


@pytest.mark.parametrize("game", ["titans", "murfett", "mine77", "ardevur", "zavandor"])
def test_the_gauges_of_every_table_side_by_side_in_words(tmp_path, game):
    room = Room(game, tables=2, bots="random", db=tmp_path / f"{game}.sqlite", seed=2, bot_delay=0, new=True)
    assert room.gauges() == {"columns": ["Table", "Now"], "rows": []}        # nothing started: no row
    room.start()
    for _ in range(30):                                                      # a few moves at table 1
        if room.tables[0].bot_due() is not None:
            room.tables[0].bot_move()
    d = room.dashboard()["gauges"]
    cls = mg.game_class(game)
    g = room.tables[0].game
    tracks = g.view(-1)["tracks"]
    labels = [g.track_label(t) for t in cls.TRACKS if t in tracks]
    assert d["columns"] == ["Table", "Now", *labels]
    assert all("_" not in c for c in d["columns"])                          # words, not track ids
    assert [r[0] for r in d["rows"]] == [1, 2]
    assert d["rows"][0][1] == f"round {g.round}"
    for label, track in zip(labels, [t for t in cls.TRACKS if t in tracks]):
        assert d["rows"][0][d["columns"].index(label)] == (tracks[track] if tracks[track] is not None else "")


def test_titans_planet_health_is_on_the_dashboard(tmp_path):
    room = Room("titans", tables=3, bots="random", db=tmp_path / "t.sqlite", seed=1, bot_delay=0, new=True)
    room.start()
    d = room.dashboard()["gauges"]
    assert "Planet Health" in d["columns"]
    health = d["columns"].index("Planet Health")
    assert [r[health] for r in d["rows"]] == [t.game.tracks["planet_health"] for t in room.tables]


def test_the_debrief_chart_and_page_show_each_tables_outcome_against_its_choices(tmp_path):
    import re
    import time

    import httpx
    from classroom_helpers import open_classroom, start

    from mining_games.classroom import debrief

    c = open_classroom(tmp_path, "titans", tables=3, seats=3, max_rounds=2)
    try:
        start(c)
        room = c.room
        deadline = time.time() + 120
        while not all(t.game.is_over for t in room.tables):                # the bots play every seat
            assert time.time() < deadline
            time.sleep(0.2)
        x_label, y_label, points = debrief.table_points(room)
        assert (x_label, y_label) == ("trees mined by the table", "Planet Health at the end")
        for (number, mined, health), t in zip(points, room.tables):
            assert number == t.number and health == t.game.tracks["planet_health"]
            assert mined == sum(e.facts["cost"] for e in t.game.log if e.rule == "titans.mining.tree_cost")
        assert any(m > 0 for _, m, _ in points)
        key = {"key": room.teacher_key}
        svg = httpx.get(c.url + "api/teacher/debrief.svg", params=key, timeout=10)
        assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
        for number, mined, health in points:
            assert f"Table {number}: trees mined by the table {mined}, Planet Health at the end {health}" in svg.text
        sizes = [int(s) for s in re.findall(r'font-size="(\d+)"', svg.text)]
        assert sizes and min(sizes) >= 16
        page = httpx.get(c.url + "debrief.html", params=key, timeout=10)
        assert page.status_code == 200 and "attachment" in page.headers["content-disposition"]
        assert "<script" not in page.text and "http" not in page.text.split("<body>")[1].split("xmlns")[0]
        assert "the class's debrief" in page.text and "Every seat's result" in page.text and "<svg" in page.text
        assert httpx.get(c.url + "debrief.html", params={"key": "no"}, timeout=10).status_code == 403
        words = "Each table: Planet Health at the end against trees mined by the table"
        assert room.dashboard()["debrief_words"] == words
    finally:
        c.stop()


def test_the_debrief_chart_has_round_ticks():
    from mining_games.classroom.debrief import _ticks

    assert _ticks(0, 21) == [0, 10, 20, 30]
    assert _ticks(0, 1) == [0, 1]
    assert _ticks(0, 140) == [0, 50, 100, 150]
    assert _ticks(-3, 8) == [-5, 0, 5, 10]
    assert [round(v, 6) for v in _ticks(0, 0.3)] == [0, 0.1, 0.2, 0.3]

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

"""A student whose phone dies does not hold up the table: after the teacher's waiting time the seat's bot plays
that turn (stored as played for the student), the student takes the next turn back; and a student who lost their
page gets a one-time rejoin code for their own seat from the teacher."""

import time

import httpx
import pytest
from classroom_helpers import Student, open_classroom, start

from mining_games.classroom.room import Room
from mining_games.classroom.tables import Refusal


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def waiting_seat(room, table):
    """The student's seat that the table waits for now (a bot's seats are played at once)."""
    return next(p for p in table.game.to_act if table.student[p] is not None)


def test_the_seats_bot_plays_a_waiting_students_turn_after_the_teachers_time(tmp_path):
    clock = Clock()
    room = Room("titans", tables=1, seats=3, bots="random", db=tmp_path / "away.sqlite", seed=4, bot_delay=0,
                new=True, clock=clock)
    ana = room.join(room.join_code, "Ana")
    room.start()
    t = room.tables[0]
    while t.bot_due() is not None:                   # the bots play up to Ana's turn
        t.bot_move()
    assert waiting_seat(room, t) == ana["seat"] - 1
    assert t.stand_in_due_in() is None and t.bot_due() is None            # no waiting time set: Ana's turn waits
    room.set_stand_in_after(60)
    assert t.stand_in_due_in() == 60
    clock.now += 59
    assert t.bot_due() is None and t.stand_in_due_in() == pytest.approx(1)
    room.pause(True)                                 # the clock stops while the class is paused
    clock.now += 600
    assert t.bot_due() is None
    room.pause(False)
    assert t.bot_due() is None and t.stand_in_due_in() == pytest.approx(60)
    clock.now += 60
    before = t.version
    assert t.bot_due() == ana["seat"] - 1
    t.bot_move()
    row = room.store.decisions(t.id)[-1]
    assert t.version == before + 1 and row["student_id"] is None and row["stand_in_for"] == 1
    assert row["seat"] == ana["seat"] - 1
    summary = t.summary()
    assert summary["stand_ins"] == [{"name": "Ana", "label": row["label"]}]
    page = t._payload(ana["seat"] - 1, "Ana")
    assert page["stood_in"] == [row["label"]]
    result = next(r for r in t.results() if r["player"] == "Ana")
    assert result["bot_turns_while_away"] == 1
    # Ana is back: her next turn waits for her again, for the full time
    while t.bot_due() is not None and t.student[t.bot_due()] is None:
        t.bot_move()
    if not t.game.is_over and any(t.student[p] is not None for p in t.game.to_act):
        assert t.stand_in_due_in() == pytest.approx(60)
    # the setting and the stand-in survive a restart
    room.store.close()
    again = Room("titans", db=tmp_path / "away.sqlite", clock=clock)
    assert again.stand_in_after == 60 and again.tables[0].stand_ins == t.stand_ins


def test_the_waiting_time_is_checked():
    room = Room("titans", tables=1, seats=3, bots="random", db=":memory:", new=True)
    for bad in (5, -1, 4000, "60", True):
        with pytest.raises(Refusal):
            room.set_stand_in_after(bad)
    room.set_stand_in_after(0)
    assert room.stand_in_after is None
    with pytest.raises(ValueError, match="at least 10 seconds"):
        Room("titans", tables=1, seats=3, bots="random", db=":memory:", new=True, stand_in_after=3)


def test_a_dead_phone_does_not_hold_up_the_table_on_the_server(tmp_path):
    """Over HTTP, with the real clock: a 10 s waiting time set from the dashboard, nobody clicks, and the
    table moves on by itself."""
    c = open_classroom(tmp_path, "titans", tables=1, seats=3)
    try:
        ana = Student(c, "Ana")
        start(c)
        with httpx.Client(base_url=c.url, timeout=10) as http:
            r = http.post("/api/teacher/stand_in", json={"key": c.room.teacher_key, "seconds": 10})
            assert r.status_code == 200
        t = c.room.tables[0]
        s = ana.state()
        assert s["menu"]                                 # Ana's decision, and she does not make it
        deadline = time.time() + 30
        while ana.state()["version"] == s["version"]:
            assert time.time() < deadline, "the table waited for ever"
            time.sleep(0.5)
        assert any(sid is not None for _, sid, _ in t.stand_ins)
        assert ana.state()["stood_in"]
    finally:
        c.stop()


def test_a_rejoin_code_gives_the_same_seat_once_and_the_old_token_stops(tmp_path):
    c = open_classroom(tmp_path, "titans", tables=1, seats=4)
    try:
        ana = Student(c, "Ana")
        Student(c, "Ben")
        start(c)
        with httpx.Client(base_url=c.url, timeout=10) as http:
            key = c.room.teacher_key
            r = http.post("/api/teacher/rejoin", json={"key": key, "student": 1})
            assert r.status_code == 200
            code = r.json()["code"]
            assert len(code) == 9 and code[4] == "-"
            assert http.post("/api/teacher/rejoin", json={"key": "wrong", "student": 1}).status_code == 403
            assert http.post("/api/teacher/rejoin", json={"key": key, "student": 99}).status_code == 404
            back = http.post("/api/join", json={"code": code.lower(), "name": "anything"})
            assert back.status_code == 200
            joined = back.json()
            assert joined["name"] == "Ana" and joined["seat"] == ana.joined["seat"] and joined["rejoined"]
            assert http.get("/api/state", params={"token": ana.token}).status_code == 403     # the lost token
            s = http.get("/api/state", params={"token": joined["token"]})
            assert s.status_code == 200 and s.json()["you"] == "Ana"
            again = http.post("/api/join", json={"code": code, "name": "Ana"})             # it works once
            assert again.status_code == 403
            assert len(c.room.students) == 2
    finally:
        c.stop()


def test_a_classroom_file_from_before_gets_the_new_columns(tmp_path):
    import re
    import sqlite3

    from mining_games.classroom import store

    old = re.sub(r",[ \t]*(--[^\n]*)?\n\s*(stand_in_after|rejoin_hash)[^\n]*", "", store.SCHEMA)
    old = re.sub(r"\n\s*stand_in_for[^\n]*", "", old)
    assert "stand_in" not in old and "rejoin" not in old
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.executescript(old)
    db.close()
    s = store.Store(path)
    for table, columns in store.ADDED.items():
        have = {r["name"] for r in s.db.execute(f"PRAGMA table_info({table})")}
        assert {name for name, _ in columns} <= have, table
    s.close()

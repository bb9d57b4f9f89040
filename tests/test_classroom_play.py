"""The classroom end to end: students join, a Titans table plays to its end over HTTP, the results."""

import csv
import importlib.util
import io
import json
import sqlite3
import threading
import time

import pytest
from classroom_helpers import Student, open_classroom, play_to_end
from classroom_helpers import start as start_and_settle

import mining_games as mg
from mining_games.classroom.room import Room


@pytest.fixture
def room(tmp_path):
    c = open_classroom(tmp_path, "titans", tables=2, seats=4, max_rounds=1)
    yield c
    c.stop()


def test_students_join_play_titans_to_the_end_and_the_results_come_together(room, tmp_path):
    names = ["Ana", "Ben", "Cy", "Di", "Eve"]
    students = [Student(room, n) for n in names]
    assert [(s.joined["table"], s.joined["seat"]) for s in students] == [(1, 1), (1, 2), (1, 3), (1, 4), (2, 1)]
    assert students[0].state()["started"] is False
    room.start_games()
    table1 = students[:4]
    play_to_end(room, table1)
    # the second table: one student and three bots, which move by themselves
    play_to_end(room, students[4:])
    dash = room.dashboard()
    assert dash["finished"] == 2 and dash["results"] is not None
    rows = list(csv.DictReader(io.StringIO(room.results_csv())))
    assert len(rows) == 8
    assert [r["player"] for r in rows[:5]] == names
    assert {r["kind"] for r in rows[5:]} == {"bot (random)"}
    assert {"score", "rank", "winner", "final_planet_health", "live_tiles", "ended_by"} <= set(rows[0])
    # the dashboard's table reads the gauges and the outcome facts in words; the CSV keeps the names
    assert dash["headers"]["final_planet_health"] == "final Planet Health"
    assert dash["headers"]["live_tiles"] == "live land tiles"
    assert all("_" not in h for h in dash["headers"].values())
    assert all("Planet Health" in t["gauges"] for t in dash["tables"])
    if importlib.util.find_spec("ipywidgets"):                  # the notebook panel's table too
        from mining_games.widgets.classroom import results_html
        panel = results_html(dash["results"], dash["headers"])
        assert "<th>live land tiles</th>" in panel and "<th>live_tiles" not in panel
    df = room.results()
    assert list(df["table"]) == [1] * 4 + [2] * 4
    final = students[0].state()
    assert final["over"] and final["menu"] == [] and len(final["standings"]) == 4
    r = students[0].http.get("/results.csv", params={"key": room.room.teacher_key})
    assert r.status_code == 200 and r.text.startswith("table,seat,player")
    # every decision is in the file once, with its seat and time, and replays to the same game
    db = sqlite3.connect(room.room.store.path)
    for t in room.room.tables:
        rows = db.execute("SELECT seq, seat, action, at FROM decisions WHERE table_id = ? ORDER BY seq",
                          (t.id,)).fetchall()
        assert [r[0] for r in rows] == list(range(1, t.version + 1))
        assert [json.loads(r[2])[0] for r in rows] == [a.player for a in t.game.decisions]
        assert mg.load(t.game.to_json()).snapshot() == t.game.snapshot()
    for s in students:
        s.close()


def test_a_page_is_updated_within_a_second_of_a_change(room):
    ana, ben = Student(room, "Ana"), Student(room, "Ben")
    start_and_settle(room)       # the bots place their factories first (they think in a worker thread)
    s = ana.state()
    version = s["version"]
    start = time.perf_counter()
    got = {}
    watcher = threading.Thread(target=lambda: got.update(page=ben.first_update(version)))
    watcher.start()
    time.sleep(0.2)
    assert ana.decide(0).status_code == 200
    watcher.join(timeout=5)
    assert got["page"] is not None and got["page"]["version"] > version
    assert time.perf_counter() - start < 1.5     # 0.2 s of it is the watcher's head start


def test_a_stale_or_duplicate_click_is_refused_and_applied_once(room):
    ana, _ben = Student(room, "Ana"), Student(room, "Ben")
    start_and_settle(room)       # the bots place their factories first (they think in a worker thread)
    s = ana.state()
    assert s["menu"], "Ana decides first at table 1"
    body = {"token": ana.token, "version": s["version"], "choice": 0, "label": s["menu"][0]}
    first = ana.http.post("/api/decide", json=body)
    again = ana.http.post("/api/decide", json=body)          # the same click sent twice
    assert first.status_code == 200 and first.json()["version"] == s["version"] + 1
    assert again.status_code == 409 and "moved on" in again.json()["error"]
    t = room.room.tables[0]
    assert t.version == s["version"] + 1
    # a click against an older page than the one now shown
    later = ana.state()
    if later["menu"]:
        r = ana.decide(0, version=s["version"], label=later["menu"][0])
        assert r.status_code == 409
    # a label that is not on the menu at that version
    r = ana.decide(0, label="Something else")
    assert r.status_code in (409,)
    assert t.version == s["version"] + 1
    db = sqlite3.connect(room.room.store.path)
    assert db.execute("SELECT COUNT(*) FROM decisions WHERE table_id = ?", (t.id,)).fetchone()[0] == t.version


def test_a_reopened_classroom_file_resumes_every_table_at_the_same_decision(room, tmp_path):
    students = [Student(room, n) for n in ["Ana", "Ben", "Cy", "Di"]]
    room.start_games()
    for _ in range(15):
        for s in students:
            st = s.state()
            if st["menu"]:
                s.decide(0)
                break
    before = [t.game.snapshot() for t in room.room.tables]
    path = room.room.store.path
    room.stop()
    again = Room("titans", tables=2, seats=4, bots="random", db=path)
    assert again.resumed and again.state == "running"
    assert [t.game.snapshot() for t in again.tables] == before
    assert again.student(students[0].token)["name"] == "Ana"
    again.store.close()


def test_the_teacher_moves_a_student_to_another_seat(room):
    ana, ben = Student(room, "Ana"), Student(room, "Ben")
    ids = {s["name"]: s["id"] for s in room.dashboard()["students"]}
    room.move(ids["Ana"], 2, 3)
    assert (ana.state()["table"], ana.state()["seat"]) == (2, 2)
    tables = room.dashboard()["tables"]
    assert tables[0]["seats"][0]["bot"] and tables[1]["seats"][2]["name"] == "Ana"
    from mining_games.classroom import Refusal

    with pytest.raises(Refusal, match="taken by a student"):
        room.move(ids["Ben"], 2, 3)
    with pytest.raises(Refusal, match="Tables are 1 to 2"):
        room.move(ids["Ben"], 3, 1)
    room.start_games()
    assert ana.state()["players"][2] == "Ana" and ana.state()["name"] == "Ana"
    assert ben.state()["table"] == 1

"""Kill the server in the middle of a lesson (SIGKILL) and start it again: every table resumes."""

import json
import random
import sqlite3
import time

import httpx
import pytest

pytest.importorskip("starlette")

from simulated_class import ServerProcess  # noqa: E402

import mining_games as mg  # noqa: E402


def click_some(client, tokens, n, rng):
    """Students click random choices of their own menus, ``n`` accepted clicks in all."""
    done = 0
    for _ in range(n * 20):
        for t in tokens:
            s = client.get("/api/state", params={"token": t}).json()
            if s.get("menu"):
                i = rng.randrange(len(s["menu"]))
                r = client.post("/api/decide", json={"token": t, "version": s["version"], "choice": i,
                                                     "label": s["menu"][i]})
                done += r.status_code == 200
                if done >= n:
                    return
    raise AssertionError("the students could not decide")


def table_states(client, tokens):
    return [client.get("/api/state", params={"token": t}).json() for t in tokens]


def settled_states(client, tokens):
    """The pages once the bots have made every move they can (two reads 0.3 s apart agree)."""
    last = table_states(client, tokens)
    for _ in range(50):
        time.sleep(0.3)
        now = table_states(client, tokens)
        if [s["version"] for s in now] == [s["version"] for s in last]:
            return now
        last = now
    raise AssertionError("the bots did not settle")


def test_a_killed_server_resumes_every_table_at_the_same_decision(tmp_path):
    db = tmp_path / "lesson.sqlite"
    server = ServerProcess("titans", db, tables=2, seats=4, bots="random", options=["max_rounds=3"])
    rng = random.Random(4)
    try:
        with httpx.Client(base_url=server.base, timeout=20) as c:
            tokens = [c.post("/api/join", json={"code": server.code, "name": f"S{k}"}).json()["token"]
                      for k in range(6)]       # table 1: 4 students; table 2: 2 students and 2 bots
            assert c.post("/api/teacher/start", json={"key": server.key}).status_code == 200
            click_some(c, tokens, 25, rng)
            before = settled_states(c, tokens)
        code, key = server.code, server.key
        server.kill()                                   # no goodbye: SIGKILL in the middle of the lesson
        stored = sqlite3.connect(db).execute("SELECT table_id, COUNT(*) FROM decisions GROUP BY table_id").fetchall()

        server.start()                                  # the same command, the same file
        assert (server.code, server.key) == (code, key)     # the code on the board and the dashboard still work
        with httpx.Client(base_url=server.base, timeout=20) as c:
            after = table_states(c, tokens)             # students reconnect with the tokens they kept
            for b, a in zip(before, after):
                assert a["version"] == b["version"] and a["table"] == b["table"] and a["seat"] == b["seat"]
                assert a["board"] == b["board"] and a["menu"] == b["menu"] and a["log"] == b["log"]
            assert dict(stored) == {1: before[0]["version"], 2: before[4]["version"]}
            # the lesson goes on: the old page's click is refused only if the table moved on
            click_some(c, tokens, 10, rng)
            dash = c.get("/api/dashboard", params={"key": key}).json()
            assert dash["state"] == "running"
            assert sum(t["decisions"] for t in dash["tables"]) >= before[0]["version"] + before[4]["version"] + 10
    finally:
        server.stop()
    # every stored decision replays with the kernel to the same number of events
    db_rows = sqlite3.connect(db).execute("SELECT t.players, t.seed, d.action, d.events FROM decisions d "
                                          "JOIN tables t ON t.id = d.table_id WHERE t.number = 1 ORDER BY d.seq")
    rows = db_rows.fetchall()
    players, seed = json.loads(rows[0][0]), rows[0][1]
    game = mg.new_game("titans", players=players, seed=seed, max_rounds=3)
    for _, _, action, events in rows:
        menu = {tuple(a.to_list()): a for a in game.legal_actions(json.loads(action)[0])}
        game.apply(menu[tuple(json.loads(action))])
        assert len(game.log) == events

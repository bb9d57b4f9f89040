"""Helpers for the classroom tests: a server on a free loopback port, students as HTTP clients."""

import json
import random

import httpx
import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from mining_games.classroom import Classroom  # noqa: E402


def open_classroom(tmp_path, game="titans", tables=1, seats=4, bots="random", db_name="class.sqlite",
                   join_limit=None, **options):
    """A classroom on a free port. Its simulated students all join from this machine's address, so there is
    no join limit unless a test gives one (``limits.JoinLimit``)."""
    return Classroom(game, tables=tables, seats=seats, bots=bots, db=tmp_path / db_name, host="127.0.0.1", port=0,
                     seed=5, bot_delay=0, new=True, join_limit=join_limit, **options)


class Student:
    """A student's browser, as far as the server can tell: the token, and what the seat is sent."""

    def __init__(self, room, name, code=None):
        self.http = httpx.Client(base_url=room.url, timeout=20)
        r = self.http.post("/api/join", json={"code": code or room.join_code, "name": name})
        assert r.status_code == 200, r.text
        self.joined = r.json()
        self.token = self.joined["token"]

    def state(self):
        r = self.http.get("/api/state", params={"token": self.token})
        assert r.status_code == 200, r.text
        return r.json()

    def decide(self, choice, version=None, label=None, token=None):
        s = self.state()
        body = {"token": self.token if token is None else token,
                "version": s["version"] if version is None else version, "choice": choice,
                "label": label if label is not None else s["menu"][choice]}
        return self.http.post("/api/decide", json=body)

    def first_update(self, after_version, timeout=5):
        """The first streamed page whose version is past ``after_version`` (reads the SSE stream)."""
        with self.http.stream("GET", "/api/stream", params={"token": self.token}, timeout=timeout) as r:
            for line in r.iter_lines():
                if line.startswith("data: "):
                    s = json.loads(line[6:])
                    if s.get("version", 0) > after_version:
                        return s
        return None

    def close(self):
        self.http.close()


def play_to_end(room, students, seed=0, limit=5000):
    """Every student clicks a random choice of their own menu until the table's game is over."""
    rng = random.Random(seed)
    for _ in range(limit):
        states = [s.state() for s in students]
        if all(st.get("over") for st in states):
            return
        for s, st in zip(students, states):
            if st.get("menu"):
                i = rng.randrange(len(st["menu"]))
                r = s.decide(i, version=st["version"], label=st["menu"][i])
                assert r.status_code in (200, 409), r.text
                break
    raise AssertionError("the game did not end")


def settle(room, timeout=10):
    """Wait until no bot has a move to make at any table (bots move on the server's own loop)."""
    import time

    deadline = time.time() + timeout
    while time.time() < deadline:
        if room.call(lambda: all(t.bot_due() is None for t in room.room.tables)):
            time.sleep(0.05)
            if room.call(lambda: all(t.bot_due() is None for t in room.room.tables)):
                return
        time.sleep(0.02)
    raise AssertionError("the bots did not settle")


def start(room):
    room.start_games()
    settle(room)

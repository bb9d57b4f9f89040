"""A simulated class: students who join over HTTP, watch their stream and click as fast as allowed.

Used by the load test (``tests/test_classroom_load.py``, a few tables), the fault test
(``tests/test_classroom_fault.py``) and the benchmark (``benchmarks/classroom.py``, 40 students at 10
tables of 4, which puts ``tests/`` on its path). It lives with the tests, not in the installed package:
it needs ``httpx``, which only the ``test`` extra installs. Loopback addresses only: a load
test sends traffic to nothing but this machine. Each student reads only what the server streams
to its own seat and clicks a random button of its menu with the version it was shown.

``run_class`` returns a ``ClassRun``: every accepted click with its time, every page update each
seat received, the refusals, and the p95 time from a click to every other seat's page showing it.
"""

import asyncio
import json
import os
import random
import subprocess
import sys
import time
from bisect import bisect_left
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import httpx

LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


@dataclass
class ClassRun:
    clicks: list = field(default_factory=list)        # (table, seat, new version, time sent, time answered)
    updates: dict = field(default_factory=dict)       # (table, seat) -> [(version, time received)]
    refusals: dict = field(default_factory=dict)      # HTTP status -> count
    errors: dict = field(default_factory=dict)        # what went wrong on the client's side -> count
    messages: dict = field(default_factory=dict)      # refusal message -> count
    finished: dict = field(default_factory=dict)      # table -> True when a page showed the game over
    seconds: float = 0.0

    def latencies(self):
        """Per accepted click: seconds until every other seat at the table received a page at least
        as new (None if some seat never did)."""
        out = []
        versions = {key: [v for v, _ in seen] for key, seen in self.updates.items()}
        for table, seat, version, sent, _ in self.clicks:
            worst = 0.0
            for (t, s), seen in self.updates.items():
                if t != table or s == seat:
                    continue
                i = bisect_left(versions[(t, s)], version)
                if i == len(seen):
                    worst = None
                    break
                worst = max(worst, seen[i][1] - sent)
            out.append(worst)
        return out

    def p95_ms(self):
        lat = sorted(x for x in self.latencies() if x is not None)
        return 1000 * lat[int(0.95 * (len(lat) - 1))] if lat else None

    def median_ms(self):
        lat = sorted(x for x in self.latencies() if x is not None)
        return 1000 * lat[len(lat) // 2] if lat else None


def check_loopback(base):
    host = urlsplit(base).hostname or ""
    if host not in LOOPBACK and not host.startswith("127."):
        raise ValueError(f"the simulated class only talks to this machine (loopback), not {host!r}")


async def _student(client, token, table, seat, run, rng, stop_at, think=None):
    """One student: read the stream; a second task clicks a random choice of the newest menu
    (after ``think`` = (low, high) seconds of thought when given)."""
    seen = run.updates.setdefault((table, seat), [])
    latest = {}
    wake = asyncio.Event()

    async def clicker():
        while True:
            await wake.wait()
            wake.clear()
            state = latest["state"]
            if state.get("over") or time.perf_counter() > stop_at:
                return
            if not state.get("menu") or state.get("paused"):
                continue
            if think:
                await asyncio.sleep(rng.uniform(*think))
                if wake.is_set():            # the page changed while thinking: look again
                    continue
            i = rng.randrange(len(state["menu"]))
            sent = time.perf_counter()
            try:
                r = await client.post("/api/decide", json={"token": token, "version": state["version"], "choice": i,
                                                           "label": state["menu"][i]})
            except httpx.HTTPError as e:
                run.errors[type(e).__name__] = run.errors.get(type(e).__name__, 0) + 1
                r = None
            if r is not None and r.status_code == 200:
                run.clicks.append((table, seat, r.json()["version"], sent, time.perf_counter()))
                continue
            if r is not None:
                run.refusals[r.status_code] = run.refusals.get(r.status_code, 0) + 1
                is_json = r.headers.get("content-type", "").startswith("application/json")
                message = r.json().get("error", "") if is_json else r.text[:80]
                run.messages[message[:60]] = run.messages.get(message[:60], 0) + 1
            # as a person would: if no newer page arrives soon, click again on the page shown
            try:
                await asyncio.wait_for(wake.wait(), 1.0)
            except TimeoutError:
                wake.set()

    task = asyncio.create_task(clicker())
    try:
        async with client.stream("GET", "/api/stream", params={"token": token}, timeout=None) as r:
            async for line in r.aiter_lines():
                if time.perf_counter() > stop_at:
                    break
                if not line.startswith("data: "):
                    continue
                state = json.loads(line[6:])
                seen.append((state.get("version", 0), time.perf_counter()))
                latest["state"] = state
                wake.set()
                if state.get("over"):
                    run.finished[table] = True
                    break
    finally:
        latest.setdefault("state", {"over": True})
        latest["state"] = dict(latest["state"], over=True)
        wake.set()
        await task


async def _run_class(base, code, key, tables, seats, seed, time_limit, think=None):
    check_loopback(base)
    run = ClassRun()
    limits = httpx.Limits(max_connections=tables * seats * 2 + 10, max_keepalive_connections=tables * seats * 2)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30) as client:
        tokens = []
        for k in range(tables * seats):
            r = await client.post("/api/join", json={"code": code, "name": f"Student {k + 1}"})
            r.raise_for_status()
            j = r.json()
            tokens.append((j["token"], j["table"], j["seat"]))
        r = await client.post("/api/teacher/start", json={"key": key})
        r.raise_for_status()
        start = time.perf_counter()
        stop_at = start + time_limit
        tasks = [asyncio.create_task(_student(client, token, table, seat, run, random.Random(seed * 1000 + n), stop_at,
                                              think))
                 for n, (token, table, seat) in enumerate(tokens)]
        await asyncio.gather(*tasks)
        run.seconds = time.perf_counter() - start
    return run


def run_class(base, code, key, tables, seats, seed=0, time_limit=600, think=None):
    """Join ``tables * seats`` students to the classroom at ``base`` (loopback), start the games with
    the teacher's ``key`` and let every student click as fast as allowed (or after ``think`` =
    (low, high) seconds) until every game is over (or ``time_limit`` seconds pass). Returns a ``ClassRun``."""
    return asyncio.run(_run_class(base, code, key, tables, seats, seed, time_limit, think))


class ServerProcess:
    """``mining-games classroom`` in a child process on a free loopback port (tests, benchmarks).

    ``kill()`` ends it at once (SIGKILL: the fault test); ``stop()`` asks it to stop."""

    def __init__(self, game, db, tables=1, seats=4, bots="random", options=(), bot_delay=0.0, new=True, log=None):
        self.args = [sys.executable, "-u", "-c", "import sys; from mining_games.cli import main; sys.exit(main())",
                     "classroom", game, "--tables", str(tables), "--seats", str(seats), "--bots", bots,
                     "--host", "127.0.0.1", "--port", "0", "--db", str(db), "--bot-delay", str(bot_delay),
                     "--joins-per-device", "0"]          # every simulated student joins from this machine
        self.args += [a for o in options for a in ("--option", o)]
        self.log = log
        self.start(new)

    def start(self, new=False):
        args = self.args + (["--new"] if new else [])
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=self.log or subprocess.DEVNULL, text=True,
                                     env=env)
        info = {}
        deadline = time.time() + 60
        while len(info) < 3:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the classroom server exited early ({self.proc.wait()})")
            if time.time() > deadline:
                self.kill()
                raise TimeoutError("the classroom server did not start")
            if line.startswith("Students open:"):
                info["base"] = line.split()[2].rstrip("/")
            elif line.startswith("Join code:"):
                info["code"] = line.split()[-1]
            elif line.startswith("Teacher's dashboard"):
                info["key"] = line.rsplit("key=", 1)[1].strip()
        self.base, self.code, self.key = info["base"], info["code"], info["key"]
        return self

    def kill(self):
        self.proc.kill()
        self.proc.wait(timeout=10)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()


def verify(db, run, game):
    """Check a finished simulated class against its SQLite file: every accepted click is stored
    exactly once (none lost, none twice), and every table's stored decisions replay with the
    kernel (``mg.load``: each decision legal, the same number of events) to a finished game.
    Returns a dict of counts; raises AssertionError on any mismatch."""
    from collections import Counter

    from mining_games.classroom.room import Room

    room = Room(game, db=db)         # resumes the session: replays every table's decisions
    try:
        rows = room.store.db.execute(
            "SELECT t.number, d.seq, d.student_id FROM decisions d JOIN tables t ON t.id = d.table_id").fetchall()
        stored = Counter((r[0], r[1]) for r in rows)
        clicked = Counter((table, version) for table, _, version, _, _ in run.clicks)
        doubled = [k for k, n in clicked.items() if n > 1] + [k for k, n in stored.items() if n > 1]
        lost = [k for k in clicked if k not in stored]
        by_students = sum(1 for r in rows if r[2] is not None)
        assert not doubled, f"decisions applied twice: {doubled[:5]}"
        assert not lost, f"accepted clicks missing from the file: {lost[:5]}"
        assert by_students == len(run.clicks), f"{by_students} stored student decisions, {len(run.clicks)} clicks"
        unfinished = [t.number for t in room.tables if not t.game.is_over]
        assert not unfinished, f"tables whose game did not finish: {unfinished}"
        for t in room.tables:
            assert t.version == sum(1 for r in rows if r[0] == t.number)
        return {"tables": len(room.tables), "decisions": len(rows), "student_decisions": by_students,
                "replayed": True}
    finally:
        room.store.close()

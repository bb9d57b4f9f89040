"""The classroom's SQLite file: sessions, tables, students, seats and every decision.

One file per classroom (the path is the teacher's choice). Standard library ``sqlite3`` only; the
schema is documented in ``docs/classroom.md``. Seat tokens are kept as SHA-256 hashes, so the file
alone does not let anybody act for a student; the teacher's key is kept as it is (the file stays on
the teacher's computer), so the projected dashboard keeps working after a restart.

Every decision is written inside a transaction together with the table's decision number (``seq``,
the primary key with the table): a decision can never be stored twice, and a server restart replays
exactly the stored decisions with the kernel.
"""

import hashlib
import json
import sqlite3
import time

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id          INTEGER PRIMARY KEY,
    game        TEXT NOT NULL,              -- registered game name, e.g. 'titans'
    options     TEXT NOT NULL,              -- JSON: the game's options changed from the rulebook
    n_tables    INTEGER NOT NULL,
    seats       INTEGER NOT NULL,           -- players at each table
    bots        TEXT NOT NULL,              -- JSON list: the bot that takes an empty seat, per seat
    seed        INTEGER NOT NULL,           -- table k plays seed + k
    join_code   TEXT NOT NULL,              -- what students type (shown on the projector)
    teacher_key TEXT NOT NULL,              -- the teacher's key (kept, so the dashboard survives a restart)
    state       TEXT NOT NULL,              -- 'lobby', 'running', 'paused'
    created     REAL NOT NULL,
    stand_in_after REAL                     -- seconds a student's turn waits before the seat's bot plays it
);
CREATE TABLE IF NOT EXISTS tables (
    id          INTEGER PRIMARY KEY,
    session_id  INTEGER NOT NULL REFERENCES sessions(id),
    number      INTEGER NOT NULL,           -- 1, 2, ... as the teacher calls them
    seed        INTEGER NOT NULL,
    players     TEXT,                       -- JSON list of in-game names, fixed when the game starts
    started     REAL,
    finished    REAL,
    UNIQUE (session_id, number)
);
CREATE TABLE IF NOT EXISTS students (
    id          INTEGER PRIMARY KEY,
    session_id  INTEGER NOT NULL REFERENCES sessions(id),
    name        TEXT NOT NULL,
    token_hash  TEXT NOT NULL UNIQUE,       -- SHA-256 of the seat token kept in the student's browser
    joined      REAL NOT NULL,
    revoked     REAL,                       -- set when the teacher removes the student
    rejoin_hash TEXT                        -- SHA-256 of a one-time code the teacher gave for the same seat
);
CREATE TABLE IF NOT EXISTS seats (
    table_id    INTEGER NOT NULL REFERENCES tables(id),
    seat        INTEGER NOT NULL,           -- the player index in the game, 0..seats-1
    student_id  INTEGER REFERENCES students(id),   -- NULL: a bot plays this seat
    bot         TEXT NOT NULL,              -- the bot that plays it while no student does
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS decisions (
    table_id    INTEGER NOT NULL REFERENCES tables(id),
    seq         INTEGER NOT NULL,           -- 1, 2, ...: the table's decision number
    seat        INTEGER NOT NULL,           -- who decided (the action's player)
    student_id  INTEGER REFERENCES students(id),   -- NULL: a bot decided
    action      TEXT NOT NULL,              -- JSON: the kernel's [player, kind, *args]
    label       TEXT NOT NULL,              -- the menu label the seat clicked
    events      INTEGER NOT NULL,           -- length of the game's log after it (checked on replay)
    at          REAL NOT NULL,              -- Unix time
    stand_in_for INTEGER REFERENCES students(id),  -- the student whose turn the seat's bot played (they were away)
    PRIMARY KEY (table_id, seq)
);
"""
# Columns added after the first release: added to an older classroom file when it is opened.
ADDED = {"sessions": [("stand_in_after", "REAL")],           # seconds a student's turn waits; NULL: for ever
         "students": [("rejoin_hash", "TEXT")],              # SHA-256 of a one-time code back to the same seat
         "decisions": [("stand_in_for", "INTEGER REFERENCES students(id)")]}


def digest(secret):
    """The SHA-256 hex digest under which a token or key is stored."""
    return hashlib.sha256(secret.encode()).hexdigest()


class Store:
    """The classroom file. Used from one thread at a time (the server's event loop)."""

    def __init__(self, path):
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        for table, columns in ADDED.items():
            have = {r["name"] for r in self.db.execute(f"PRAGMA table_info({table})")}
            for name, kind in columns:
                if name not in have:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")

    def close(self):
        self.db.close()

    def transaction(self):
        """``with store.transaction():`` BEGIN IMMEDIATE ... COMMIT (ROLLBACK on any error)."""
        return _Transaction(self.db)

    # ------------------------------------------------------------------ sessions

    def latest_session(self):
        return self.db.execute("SELECT * FROM sessions ORDER BY id DESC LIMIT 1").fetchone()

    def new_session(self, game, options, n_tables, seats, bots, seed, join_code, teacher_key):
        with self.transaction():
            cur = self.db.execute(
                "INSERT INTO sessions (game, options, n_tables, seats, bots, seed, join_code, teacher_key, state,"
                " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?)",
                (game, json.dumps(options), n_tables, seats, json.dumps(bots), seed, join_code, teacher_key,
                 time.time()))
            sid = cur.lastrowid
            for k in range(1, n_tables + 1):
                tid = self.db.execute("INSERT INTO tables (session_id, number, seed) VALUES (?, ?, ?)",
                                      (sid, k, seed + k)).lastrowid
                for s in range(seats):
                    self.db.execute("INSERT INTO seats (table_id, seat, bot) VALUES (?, ?, ?)", (tid, s, bots[s]))
        return sid

    def set_state(self, sid, state):
        self.db.execute("UPDATE sessions SET state = ? WHERE id = ?", (state, sid))

    def set_stand_in_after(self, sid, seconds):
        self.db.execute("UPDATE sessions SET stand_in_after = ? WHERE id = ?", (seconds, sid))

    def tables(self, sid):
        return self.db.execute("SELECT * FROM tables WHERE session_id = ? ORDER BY number", (sid,)).fetchall()

    def seats(self, tid):
        return self.db.execute("SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (tid,)).fetchall()

    def start_table(self, tid, players):
        self.db.execute("UPDATE tables SET players = ?, started = ? WHERE id = ?",
                        (json.dumps(players), time.time(), tid))

    def finish_table(self, tid):
        self.db.execute("UPDATE tables SET finished = ? WHERE id = ? AND finished IS NULL", (time.time(), tid))

    # ------------------------------------------------------------------ students

    def add_student(self, sid, name, token, tid, seat):
        """A new student in seat ``seat`` of table ``tid`` (which must be a bot's): one transaction."""
        with self.transaction():
            taken = self.db.execute("SELECT student_id FROM seats WHERE table_id = ? AND seat = ?",
                                    (tid, seat)).fetchone()
            if taken is None or taken["student_id"] is not None:
                raise ValueError("that seat is taken")
            stid = self.db.execute("INSERT INTO students (session_id, name, token_hash, joined) VALUES (?, ?, ?, ?)",
                                   (sid, name, digest(token), time.time())).lastrowid
            self.db.execute("UPDATE seats SET student_id = ? WHERE table_id = ? AND seat = ?", (stid, tid, seat))
        return stid

    def student_by_token(self, sid, token):
        return self.db.execute("SELECT * FROM students WHERE session_id = ? AND token_hash = ?",
                               (sid, digest(token))).fetchone()

    def students(self, sid):
        return self.db.execute("SELECT * FROM students WHERE session_id = ? ORDER BY id", (sid,)).fetchall()

    def move_student(self, stid, tid, seat):
        """Seat the student at ``(tid, seat)`` (a bot's seat); their old seat goes back to its bot."""
        with self.transaction():
            self.db.execute("UPDATE seats SET student_id = NULL WHERE student_id = ?", (stid,))
            n = self.db.execute("UPDATE seats SET student_id = ? WHERE table_id = ? AND seat = ? "
                                "AND student_id IS NULL", (stid, tid, seat)).rowcount
            if n != 1:
                raise ValueError("that seat is taken")

    def set_rejoin(self, stid, code):
        """Keep the hash of a one-time rejoin code for the student (a new code replaces the last)."""
        self.db.execute("UPDATE students SET rejoin_hash = ? WHERE id = ?", (digest(code), stid))

    def student_by_rejoin(self, sid, code):
        return self.db.execute("SELECT * FROM students WHERE session_id = ? AND rejoin_hash = ? AND revoked IS NULL",
                               (sid, digest(code))).fetchone()

    def new_token(self, stid, token):
        """The student's new seat token (the old one stops working); the rejoin code is used up."""
        self.db.execute("UPDATE students SET token_hash = ?, rejoin_hash = NULL WHERE id = ?", (digest(token), stid))

    def revoke_student(self, stid):
        with self.transaction():
            self.db.execute("UPDATE seats SET student_id = NULL WHERE student_id = ?", (stid,))
            self.db.execute("UPDATE students SET revoked = ? WHERE id = ?", (time.time(), stid))

    # ------------------------------------------------------------------ decisions

    def record_decision(self, tid, seq, seat, student_id, action, label, events, stand_in_for=None):
        """Insert decision ``seq`` of table ``tid``; call inside ``transaction()``. A second decision
        with the same number raises ``sqlite3.IntegrityError``. ``stand_in_for``: the student whose turn
        the seat's bot played after the waiting time."""
        self.db.execute(
            "INSERT INTO decisions (table_id, seq, seat, student_id, action, label, events, at, stand_in_for)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (tid, seq, seat, student_id, json.dumps(action), label, events, time.time(), stand_in_for))

    def decisions(self, tid):
        return self.db.execute("SELECT * FROM decisions WHERE table_id = ? ORDER BY seq", (tid,)).fetchall()


class _Transaction:
    def __init__(self, db):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind, value, tb):
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        return False

"""The classroom: one session of one game at several tables, its students, seats and bots.

This module holds the classroom's logic and its SQLite file; it imports no web framework
(``server.py`` serves it over HTTP). Everything here runs on the server's event loop; a notebook
reaches it through ``Classroom`` (``__init__.py``), which hands calls over to that loop.
"""

import asyncio
import contextlib
import csv
import hmac
import io
import json
import secrets
import time
import traceback

import mining_games as mg
from mining_games.bots import bot_names, is_bot_name
from mining_games.core.words import count

from . import debrief
from .limits import JoinLimit
from .names import BadName, clean_name, skeleton
from .store import Store, digest
from .tables import Refusal, Table

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I: easy to read off a projector
CODE_LENGTH = 8                                      # 32**8 = 2**40 codes
def new_code():
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def check_name(name):
    """The name as it will be shown (``names.clean_name``); a ``Refusal`` saying what is wrong otherwise."""
    try:
        return clean_name(name)
    except BadName as e:
        raise Refusal(400, str(e)) from None


class Room:
    """The session's state: tables, students, the join code; every change stored in ``store``."""

    def __init__(self, game="titans", tables=1, seats=None, bots=None, db=None, seed=None, bot_delay=0.5,
                 new=False, options=None, join_limit="default", stand_in_after=None, clock=time.monotonic):
        cls = mg.game_class(game)
        self.options = dict(options or {})
        cls.Options(**self.options)                      # a bad option raises ValueError now
        seats = seats or cls.max_players
        if not cls.min_players <= seats <= cls.max_players:
            raise ValueError(f"{cls.title} is for {cls.min_players} to {cls.max_players} players, not {seats}")
        if not isinstance(tables, int) or not 1 <= tables <= 100:
            raise ValueError(f"tables must be 1 to 100, not {tables!r}")
        bots = self._bot_list(cls, bots, seats)
        self.game_name, self.title = cls.name, cls.title
        self.bot_delay = bot_delay
        # how fast seats may be taken (``limits.JoinLimit``); None: no limit (a test's simulated class)
        self.join_limit = JoinLimit() if join_limit == "default" else join_limit
        self.store = Store(db or f"classroom-{cls.name}.sqlite")
        self.teacher_key = secrets.token_urlsafe(24)
        row = None if new else self.store.latest_session()
        if row is not None and row["game"] == cls.name:
            self.resumed = True
            self.teacher_key = row["teacher_key"]
            self.options = json.loads(row["options"])
        else:
            self.resumed = False
            sid = self.store.new_session(cls.name, self.options, tables, seats, bots,
                                         secrets.randbelow(10**6) if seed is None else seed,
                                         new_code(), self.teacher_key)
            row = self.store.db.execute("SELECT * FROM sessions WHERE id = ?", (sid,)).fetchone()
        self.session = row["id"]
        self.clock = clock
        # seconds a student's turn waits before the seat's bot plays it (None: it waits for the student)
        self.stand_in_after = row["stand_in_after"]
        if stand_in_after is not None:
            try:
                self.set_stand_in_after(stand_in_after)
            except Refusal as e:
                raise ValueError(e.message) from None
        self.join_code = row["join_code"]
        self.state = row["state"]
        self.seats = row["seats"]
        self.students = {s["id"]: dict(s) for s in self.store.students(self.session)}
        self.tables = [Table(self, t, self.store.seats(t["id"])) for t in self.store.tables(self.session)]
        for t, trow in zip(self.tables, self.store.tables(self.session)):
            if trow["players"] is not None:
                t.resume(json.loads(trow["players"]), self.store.decisions(t.id))
        self.listeners = []        # fn() after any change (the notebook dashboard)
        self.student_url = None    # the address students open (set by the server that serves the room)
        self._dash = asyncio.Event()

    @staticmethod
    def _bot_list(cls, bots, seats):
        valid = bot_names(cls)
        if bots is None:
            bots = [n for n in valid if n != "random"][:1] or ["random"]
        if isinstance(bots, str):
            bots = [b.strip() for b in bots.split(",") if b.strip()]
        bots = list(bots)
        if len(bots) == 1:
            bots = bots * seats
        if len(bots) != seats:
            raise ValueError(f"give one bot for every seat or one for all: {count(seats, 'seat')}, "
                             f"{count(len(bots), 'bot')}")
        for b in bots:
            if not is_bot_name(cls, b):
                raise ValueError(f"unknown bot {b!r} for {cls.name}; valid bots are: {', '.join(valid)} (the search "
                                 "bot also as search:easy, search:medium or search:hard)")
        return bots

    # ------------------------------------------------------------------ state

    @property
    def paused(self):
        return self.state == "paused"

    def student_name(self, stid):
        return self.students[stid]["name"]

    def changed(self, tables=None):
        for t in tables if tables is not None else self.tables:
            t.changed()
        self.dashboard_changed()

    def dashboard_changed(self):
        self._dash.set()
        self._dash = asyncio.Event()
        for fn in list(self.listeners):
            try:
                fn()
            except Exception:   # a notebook listener must never stop the class
                pass

    def seat_of(self, stid):
        for t in self.tables:
            for p, s in enumerate(t.student):
                if s == stid:
                    return t, p
        return None, None

    # ------------------------------------------------------------------ students

    def set_stand_in_after(self, seconds):
        """The teacher's setting: after ``seconds`` a waiting student's turn is played by the seat's bot (the
        student takes the seat back at their next turn); None or 0: turns wait for the student."""
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or not 0 <= seconds <= 3600):
            raise Refusal(400, "The waiting time is a number of seconds from 10 to 3600, or 0 for no stand-in.")
        if seconds and seconds < 10:
            raise Refusal(400, "Give a student at least 10 seconds for a turn (or 0 for no stand-in).")
        self.stand_in_after = float(seconds) if seconds else None
        self.store.set_stand_in_after(self.session, self.stand_in_after)
        self.changed()

    def rejoin_code(self, student_id):
        """A one-time code that gives a student who lost their page a new seat token for the same seat (the old
        token stops working when it is used). Shown to the teacher once; a new code replaces the last."""
        if student_id not in self.students or self.students[student_id]["revoked"]:
            raise Refusal(404, "No such student in this class.")
        code = new_code()
        self.store.set_rejoin(student_id, code)
        return f"{code[:4]}-{code[4:]}"

    def _rejoin(self, code):
        """The student a rejoin code belongs to, with a new token (None: it is not a rejoin code)."""
        row = self.store.student_by_rejoin(self.session, code)
        if row is None:
            return None
        token = secrets.token_urlsafe(32)
        self.store.new_token(row["id"], token)
        table, seat = self.seat_of(row["id"])
        self.dashboard_changed()
        return {"token": token, "name": row["name"], "table": table.number if table else None,
                "seat": seat + 1 if table else None, "rejoined": True}

    def join(self, code, name, address=None):
        """A student joins with the code and a name: a new seat token, their table and seat. ``address`` is the
        client's (the join limit counts per address); a join from code (no address) is not limited."""
        typed = code.strip().upper().replace("-", "") if isinstance(code, str) else ""
        if not hmac.compare_digest(typed.encode(), self.join_code.encode()):
            back = self._rejoin(typed) if len(typed) == CODE_LENGTH else None
            if back is not None:
                return back
            raise Refusal(403, "That code is not this class's code: check the code on the board.")
        name = check_name(name)
        looks = skeleton(name)
        for s in self.students.values():
            if s["revoked"] or skeleton(s["name"]) != looks:
                continue
            if s["name"].casefold() == name.casefold():
                raise Refusal(409, "Somebody in this class already has that name: add an initial.")
            raise Refusal(409, f"That name looks just like {s['name']}'s on the screen: add an initial.")
        table, seat = self._free_seat()
        if table is None:
            raise Refusal(409, "Every seat in this class is taken: ask your teacher.")
        limited = self.join_limit is not None and address is not None
        if limited:
            self.join_limit.check(address)
        token = secrets.token_urlsafe(32)
        stid = self.store.add_student(self.session, name, token, table.id, seat)
        self.students[stid] = {"id": stid, "name": name, "revoked": None}
        table.student[seat] = stid
        if limited:
            self.join_limit.taken(address)
        self.changed([table])
        return {"token": token, "name": name, "table": table.number, "seat": seat + 1}

    def _free_seat(self):
        for t in self.tables:
            if t.game is not None and t.game.is_over:
                continue
            for p, s in enumerate(t.student):
                if s is None:
                    return t, p
        return None, None

    def student(self, token):
        """The student holding ``token``, or a ``Refusal`` (unknown, forged or revoked token)."""
        if not isinstance(token, str) or not 20 <= len(token) <= 100:
            raise Refusal(403, "Your seat token is missing or not valid here: join again with the class code.")
        row = self.store.student_by_token(self.session, token)
        if row is None:
            raise Refusal(403, "Your seat token is not valid in this class: join again with the class code.")
        if row["revoked"]:
            raise Refusal(403, "Your teacher has taken you off your seat: join again with the class code.")
        return self.students[row["id"]]

    def state_for(self, token, board_shown=None):
        """The page a student's browser shows now (JSON text), the table it watches and the board
        in it (``board_shown``: the board the page shows already, left out of the text if unchanged)."""
        st = self.student(token)
        table, seat = self.seat_of(st["id"])
        if table is None:
            no_seat = {"seat": None, "you": st["name"], "message": "You have no seat: ask your teacher."}
            return None, json.dumps(no_seat), None
        text, board = table.payload(seat, st["name"], board_shown)
        return table, text, board

    def decide(self, token, version, choice, label):
        st = self.student(token)
        table, seat = self.seat_of(st["id"])
        if table is None:
            raise Refusal(409, "You have no seat at a table now: ask your teacher.")
        seq = table.decide(seat, version, choice, label, st["id"])
        self.dashboard_changed()
        return {"ok": True, "version": seq}

    # ------------------------------------------------------------------ the teacher

    def is_teacher(self, key):
        return isinstance(key, str) and hmac.compare_digest(digest(key), digest(self.teacher_key))

    def start(self):
        """Start every table's game: empty seats are played by their bots."""
        if self.state != "lobby":
            raise Refusal(409, "The games have already started.")
        for t in self.tables:
            names = []
            for p, stid in enumerate(t.student):
                name = self.student_name(stid) if stid is not None else f"Bot {p + 1}"
                names.append(name if name not in names else f"{name} {p + 1}")
            t.start(names)
        self.state = "running"
        self.store.set_state(self.session, "running")
        self.changed()

    def pause(self, paused=True):
        if self.state == "lobby":
            raise Refusal(409, "The games have not started yet.")
        self.state = "paused" if paused else "running"
        self.store.set_state(self.session, self.state)
        self.changed()

    def move(self, student_id, table_number, seat_number):
        """Seat a student at another table and seat (a bot's seat); their old seat goes to its bot."""
        if student_id not in self.students or self.students[student_id]["revoked"]:
            raise Refusal(404, "No such student in this class.")
        if not 1 <= table_number <= len(self.tables) or not 1 <= seat_number <= self.seats:
            raise Refusal(400, f"Tables are 1 to {len(self.tables)} and seats 1 to {self.seats}.")
        target = self.tables[table_number - 1]
        if target.student[seat_number - 1] is not None:
            raise Refusal(409, "That seat is taken by a student.")
        try:
            self.store.move_student(student_id, target.id, seat_number - 1)
        except ValueError as e:
            raise Refusal(409, str(e)) from None
        old, p = self.seat_of(student_id)
        if old is not None:
            old.student[p] = None
        target.student[seat_number - 1] = student_id
        self.changed([t for t in (old, target) if t is not None])

    def remove(self, student_id):
        """Take a student off their seat (a bot plays on); their token stops working."""
        if student_id not in self.students:
            raise Refusal(404, "No such student in this class.")
        self.store.revoke_student(student_id)
        self.students[student_id]["revoked"] = True
        table, p = self.seat_of(student_id)
        if table is not None:
            table.student[p] = None
            self.changed([table])

    def dashboard(self):
        over = [t for t in self.tables if t.game is not None and t.game.is_over]
        done = bool(over) and len(over) == len(self.tables)
        # the results and their headers (outcome() reads a game's whole log) only once every table is over:
        # the dashboard is rebuilt after every move of every table
        return {"game": self.title, "code": self.join_code, "state": self.state, "stand_in_after": self.stand_in_after,
                "address": self.student_url,
                "students": [{"id": s["id"], "name": s["name"], "seat": self._seat_text(s["id"])}
                             for s in self.students.values() if not s["revoked"]],
                "tables": [t.summary() for t in self.tables], "finished": len(over), "gauges": self.gauges(),
                "results": self.results() if done else None, "headers": self.result_headers() if done else {},
                "debrief_words": debrief.words(self.game_name)}

    def gauges(self):
        """The class's shared gauges side by side, one row per started table (Planet Health, prices, Steam, the
        Bank's Hashtag Coin...), in words: ``{"columns": [...], "rows": [[table, value, ...], ...]}``."""
        columns, rows = [], []
        for t in self.tables:
            if t.game is None:
                continue
            tracks = t.game.view(-1)["tracks"]
            shown = {t.game.track_label(k): tracks.get(k) for k in t.cls.TRACKS if k in tracks}
            columns += [c for c in shown if c not in columns]
            rows.append((t.number, "over" if t.game.is_over else f"round {t.game.round}", shown))
        return {"columns": ["Table", "Now", *columns],
                "rows": [[n, now, *("" if shown.get(c) is None else shown[c] for c in columns)]
                         for n, now, shown in rows]}

    def _seat_text(self, stid):
        t, p = self.seat_of(stid)
        return f"table {t.number}, seat {p + 1}" if t is not None else "no seat"

    def results(self):
        """One row per table and seat (bot or student): score, rank and the game's outcome facts."""
        return [row for t in self.tables for row in t.results()]

    def result_headers(self):
        """{column: header in words} for the results table (``Table.result_headers``; every table plays
        the same game with the same options)."""
        return next((t.result_headers() for t in self.tables if t.game is not None), {})

    def results_csv(self):
        rows = self.results()
        columns = []
        for row in rows:
            columns += [k for k in row if k not in columns]
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=columns or ["table"])
        writer.writeheader()
        for row in rows:
            writer.writerow({k: _csv_safe(v) for k, v in row.items()})
        return out.getvalue()

    # ------------------------------------------------------------------ bots

    async def drive(self, table):
        """Play the bot seats of one table, one move every ``bot_delay`` seconds, for ever; and a waiting
        student's turn once it has waited ``stand_in_after`` seconds."""
        while True:
            event = table.event()
            if table.bot_due() is not None:
                await asyncio.sleep(self.bot_delay)
                try:
                    p, at = table.bot_due(), table.position()
                    if p is not None:             # the bot thinks in a worker thread: the class is still served
                        action = await asyncio.to_thread(table.bot_thinking(p))
                        table.play_bot(p, action, at)
                except Refusal:
                    pass
                except Exception:      # a bot's bug must not stop the class: say so, wait for a change
                    traceback.print_exc()
                    await event.wait()
                self.dashboard_changed()
                continue
            wake = table.stand_in_due_in()
            if wake is None:
                await event.wait()
            else:                  # a student's turn is waiting: look again when the waiting time is up
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(event.wait(), timeout=wake + 0.05)


def _csv_safe(v):
    """Spreadsheet programs run cells that start with = + - @ as formulas: quote those (names)."""
    if isinstance(v, str) and v[:1] in ("=", "+", "-", "@"):
        return "'" + v
    return v

"""One table of the classroom: its game, who sits where, and what each seat is sent.

A table owns one kernel ``Game`` and changes it only through ``apply``. Every decision (a
student's click or a bot's move) goes through ``commit``: the decision number is checked, the
decision is stored and applied inside one SQLite transaction, and the table's ``stamp`` moves on so
every page watching the table is told. What a seat is sent is built only from what that seat may
see: ``board_html(p)``, ``prompt(p)``, ``legal_actions(p)`` and the log texts as ``p`` may read
them (``Event.text_for(p)``, as ``log_for(p)`` gives them).
"""

import asyncio
import json

import mining_games as mg
from mining_games.bots import make_bot
from mining_games.core.words import ending_words

LOG_LINES = 40          # newest rule-log lines sent to a page


class Refusal(Exception):
    """A request the server refuses: an HTTP status and a message for the person."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
        self.message = message


class Table:
    def __init__(self, room, row, seat_rows):
        self.room = room
        self.id = row["id"]
        self.number = row["number"]
        self.seed = row["seed"]
        self.game = None
        self.student = [r["student_id"] for r in seat_rows]   # per seat: student id or None (a bot)
        self.bot_name = [r["bot"] for r in seat_rows]
        self.bots = {}
        self.stamp = 0                                          # moves on at every change anybody sees
        self._changed = asyncio.Event()
        self._cache = {}
        self._waiting = None          # (decision count, clock time) since which the seats to act have waited
        self.stand_ins = []           # [(seat, student id, label)]: turns the seat's bot played for a student

    # ------------------------------------------------------------------ the game

    @property
    def cls(self):
        return mg.game_class(self.room.game_name)

    def start(self, names):
        """Start the game with these in-game names (students', and 'Bot k' in empty seats)."""
        self.game = mg.new_game(self.room.game_name, players=names, seed=self.seed, **self.room.options)
        self._make_bots()
        self.room.store.start_table(self.id, list(names))

    def resume(self, names, rows):
        """Rebuild the game from its stored decisions: a save replayed by the kernel (``mg.load``),
        every decision checked legal and the event count checked against the one stored."""
        fresh = mg.new_game(self.room.game_name, players=names, seed=self.seed, **self.room.options)
        if not rows:
            self.game = fresh
        else:
            save = json.loads(fresh.to_json())
            save["decisions"] = [json.loads(r["action"]) for r in rows]
            save["events"] = rows[-1]["events"]
            self.game = mg.load(json.dumps(save))
        self.stand_ins = [(r["seat"], r["stand_in_for"], r["label"]) for r in rows if r["stand_in_for"] is not None]
        self._make_bots()

    def _make_bots(self):
        self.bots = {p: make_bot(self.cls, name, seed=self.seed * 7919 + p) for p, name in enumerate(self.bot_name)}

    @property
    def version(self):
        """The table's decision count: what a page must send back with a click."""
        return len(self.game.decisions) if self.game is not None else 0

    def changed(self):
        """Tell every page watching this table that something it may see has changed."""
        self.stamp += 1
        self._cache.clear()
        self._changed.set()
        self._changed = asyncio.Event()

    def event(self):
        """An ``asyncio.Event`` set at the next change (take it before reading the state)."""
        return self._changed

    # ------------------------------------------------------------------ decisions

    def decide(self, seat, version, choice, label, student_id):
        """A student's click: ``choice`` (index into the menu, whose label must be ``label``) made
        against decision number ``version``. Refused (nothing changes) unless it is this seat's
        decision now, against the current state, and the menu still holds that choice."""
        g = self.game
        if g is None:
            raise Refusal(409, "The game at your table has not started yet: wait for your teacher.")
        if g.is_over:
            raise Refusal(409, "The game at your table is over: no more decisions.")
        if self.room.paused:
            raise Refusal(409, "Your teacher has paused the game: wait a moment and try again.")
        if version != self.version:
            raise Refusal(409, "The table has moved on since your page showed this decision "
                               "(or this click was already counted): look at the new position and choose again.")
        if seat not in g.to_act:
            raise Refusal(409, "It is not your decision now.")
        menu = g.legal_actions(seat)
        if not 0 <= choice < len(menu) or menu[choice].label != label:
            raise Refusal(409, "That choice is not on your menu now: look at the new position and choose again.")
        return self.commit(menu[choice], student_id)

    def commit(self, action, student_id, stand_in_for=None):
        """Store and apply one decision in one transaction; returns the new decision count.

        The row (table, decision number) is inserted first; the kernel then applies the action
        (atomic: an ``IllegalAction`` leaves the game as it was and rolls the row back). ``stand_in_for``:
        the student whose turn the seat's bot plays (they did not decide within the waiting time)."""
        g = self.game
        store = self.room.store
        seq = self.version + 1
        try:
            with store.transaction():
                g.apply(action)
                store.record_decision(self.id, seq, action.player, student_id, action.to_list(), action.label,
                                      len(g.log), stand_in_for)
                if g.is_over:
                    store.finish_table(self.id)
        except mg.IllegalAction as e:
            raise Refusal(409, f"That move is not allowed: {e}") from None
        except Exception:
            if len(g.decisions) == seq:      # applied but not stored: step the game back too
                g.undo()
            raise
        if stand_in_for is not None:
            self.stand_ins.append((action.player, stand_in_for, action.label))
        self.changed()
        return seq

    def waited(self):
        """Seconds the seats to act have waited for this decision (the clock stops while the class is paused)."""
        now = self.room.clock()
        if self._waiting is None or self._waiting[0] != self.version or self.room.paused:
            self._waiting = (self.version, now)
        return now - self._waiting[1]

    def bot_due(self):
        """The seat a bot plays now, or None: a bot's seat, or a student's seat whose turn has waited longer than
        the teacher's stand-in time (``room.stand_in_after``)."""
        g = self.game
        if g is None or g.is_over or self.room.paused:
            self._waiting = None
            return None
        for p in g.to_act:
            if self.student[p] is None:
                return p
        after = self.room.stand_in_after
        if after is not None and g.to_act and self.waited() >= after:
            return g.to_act[0]
        return None

    def stand_in_due_in(self):
        """Seconds until a waiting student's turn goes to the seat's bot (None: no stand-in is coming)."""
        g = self.game
        after = self.room.stand_in_after
        if after is None or g is None or g.is_over or self.room.paused or not g.to_act:
            return None
        return max(0.0, after - self.waited())

    def bot_move(self):
        """Play the due bot's move at once (tests, and anything that need not keep a server answering)."""
        p = self.bot_due()
        if p is not None:
            self.play_bot(p, self.bots[p].choose(self.game, p))

    def bot_thinking(self, p):
        """A function that works out seat ``p``'s bot move on a copy of the game (``Game.clone``), taken now: it
        can run in a worker thread while the server goes on answering the class (a search bot thinks for
        seconds), and nothing it does touches the table's game. The copy has no explanation log (0.1 ms instead of
        up to 7 ms late in a game): bots read the game, never its log, as the search bot's look-ahead does."""
        twin, bot = self.game.clone(), self.bots[p]
        return lambda: bot.choose(twin, p)

    def position(self):
        """Where the table's game stands: the game itself (a new game is another) and its decision count."""
        return self.game, self.version

    def play_bot(self, p, action, at=None):
        """Store and apply the move seat ``p``'s bot chose; ``at``: the ``position()`` it was worked out at.
        Returns False (nothing changes) when the table has moved on since, or the seat's turn is no longer due
        to its bot (the student came back and decided): the bot thinks again if it is still due."""
        if at is not None and (at[0] is not self.game or at[1] != self.version or self.bot_due() != p):
            return False
        self.commit(action, None, stand_in_for=self.student[p])
        return True

    # ------------------------------------------------------------------ what pages are sent

    def payload(self, seat, viewer_name, board_shown=None):
        """What seat ``seat`` is sent (cached until the next change): only that seat's view.

        Returns ``(text, board)``. When ``board_shown`` (the board the page already shows) is the
        current board, the text leaves the board out and the page keeps the one it has."""
        key = (seat, viewer_name)
        cached = self._cache.get(key)
        if cached is None:
            page = self._payload(seat, viewer_name)
            board = page.pop("board", None)
            lite = json.dumps(page)
            full = lite if board is None else json.dumps(page | {"board": board})
            cached = self._cache[key] = (full, lite, board)
        full, lite, board = cached
        return (lite if board_shown is not None and board_shown == board else full), board

    def _payload(self, p, viewer_name):
        g = self.game
        base = {"table": self.number, "seat": p, "you": viewer_name, "game": self.room.title,
                "paused": self.room.paused, "stamp": self.stamp}
        if g is None:
            return base | {"started": False, "version": 0, "message": "Waiting for your teacher to start the game."}
        menu = g.legal_actions(p)
        log = [e.text_for(p) for e in g.log[-LOG_LINES:]]
        out = base | {
            "started": True, "version": self.version, "round": g.round, "phase": g.phase, "over": g.is_over,
            "name": g.players[p], "prompt": g.prompt(p) if menu else "",
            "menu": [a.label for a in menu],
            "waiting": [self.seat_label(q) for q in g.to_act if q != p],
            "board": g.board_html(p) or "",
            "log": log[::-1],
            "players": [self.seat_label(q) for q in range(len(g.players))],
            "stood_in": [label for q, _, label in self.stand_ins if q == p][-3:],
        }
        if g.is_over:
            out["standings"] = [{"name": self.seat_label(r["player"]), "score": r["score"], "rank": r["rank"]}
                                for r in g.standings()]
        return out

    def seat_label(self, p):
        """How the class knows seat ``p``: the student's name, or the in-game name of the bot."""
        sid = self.student[p]
        if sid is not None:
            return self.room.student_name(sid)
        name = self.game.players[p] if self.game is not None else f"Seat {p + 1}"
        return f"{name} (bot)" if not name.endswith("(bot)") else name

    def summary(self):
        """One row for the teacher's dashboard: public facts only (the onlooker's view)."""
        g = self.game
        row = {"table": self.number, "started": g is not None,
               "seats": [{"seat": p, "name": self.seat_label(p), "bot": self.student[p] is None}
                         for p in range(len(self.student))]}
        if g is None:
            return row
        tracks = g.view(-1)["tracks"]
        row |= {"round": g.round, "phase": g.phase, "over": g.is_over, "decisions": self.version,
                "waiting": [self.seat_label(q) for q in g.to_act],
                "gauges": {g.track_label(t): tracks.get(t) for t in self.cls.TRACKS if t in tracks},
                "stand_ins": [{"name": self.room.student_name(sid), "label": label}
                              for _, sid, label in self.stand_ins if sid in self.room.students]}
        if g.is_over:
            row["ended_by"] = g.ended_by
        return row

    def result_headers(self):
        """The results' columns in words for the dashboard (the CSV keeps the column names): a gauge
        by its label ("final Planet Health"), an outcome fact by ``Game.outcome_label``, a seat's fact
        by its seat ("bankrupt (seat 2)")."""
        g = self.game
        if g is None:
            return {}
        out = {f"final_{t}": f"final {g.track_label(t)}" for t in self.cls.TRACKS}
        for key in g.outcome():
            stem, _, tail = key.rpartition("_")
            seat = stem and tail.isdigit() and int(tail) < len(g.players)
            out[key] = f"{g.outcome_label(stem + '_#')} (seat {int(tail) + 1})" if seat else g.outcome_label(key)
        return out

    def results(self):
        """One row per seat: who played it, the score and the game's outcome facts."""
        g = self.game
        if g is None:
            return []
        ranks = {r["player"]: r for r in g.standings()}
        tracks = g.view(None)["tracks"]
        outcome = g.outcome()
        rows = []
        for p in range(len(g.players)):
            r = ranks[p]
            row = {"table": self.number, "seat": p + 1, "player": self.seat_label(p),
                   "kind": "student" if self.student[p] is not None else f"bot ({self.bot_name[p]})",
                   "score": r["score"], "rank": r["rank"], "winner": bool(r["winner"]), "over": g.is_over,
                   "round": g.round, "decisions": self.version, "ended_by": ending_words(self.cls, g.ended_by),
                   "bot_turns_while_away": sum(1 for q, _, _ in self.stand_ins if q == p)}
            row |= {f"final_{t}": tracks.get(t) for t in self.cls.TRACKS}
            row |= {k: v for k, v in outcome.items()}
            rows.append(row)
        return rows

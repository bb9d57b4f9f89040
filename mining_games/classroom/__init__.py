"""The classroom mode: every student at their own phone or laptop, the teacher's dashboard projected.

    from mining_games.classroom import Classroom
    room = Classroom("titans", tables=3, seats=4, bots="steward", host="0.0.0.0", port=8000)
    room.panel()          # in a notebook: the teacher's dashboard as an ipywidgets panel
    room.start_games()    # when the students have joined; room.results() at the end

``mining-games classroom GAME ...`` (and ``make classroom``) does the same from a terminal. The web
part needs the ``classroom`` extra (Starlette and uvicorn); ``import mining_games`` does not.
See ``docs/classroom.md``.
"""

import asyncio
import os
import socket
import threading
import time

from mining_games.core.words import count

from .room import Room
from .tables import Refusal

__all__ = ["Classroom", "Refusal", "Room", "lan_addresses"]


def lan_addresses():
    """This computer's IPv4 addresses other than loopback (what students type on the LAN)."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return sorted({i[4][0] for i in infos if not i[4][0].startswith("127.")})


def check_tls(certfile, keyfile):
    """The certificate and key files for HTTPS, checked before anything starts (both or neither, readable)."""
    if not certfile and not keyfile:
        return None, None
    if not certfile:
        raise ValueError("a key file needs its certificate: give --certfile too (a PEM file)")
    for what, path in (("certificate", certfile), ("key", keyfile)):
        if path and not os.path.isfile(path):
            raise ValueError(f"the {what} file {path} does not exist: give the path of a PEM file")
    return str(certfile), str(keyfile) if keyfile else None


class Classroom:
    """A classroom server in a background thread (for a notebook or a test).

    ``game``, ``tables``, ``seats`` (players per table, default the game's most), ``bots`` (one
    name for every empty seat, or one per seat), ``db`` (the SQLite file; default
    ``classroom-<game>.sqlite``: an existing file resumes its session), ``host`` and ``port``
    (``port=0``: any free port), ``seed``, ``bot_delay`` (seconds between two bot moves), ``new``
    (start a new session even if the file holds one), ``join_limit`` (``limits.JoinLimit``, None for
    none), ``certfile`` and ``keyfile`` (PEM files: serve HTTPS, for a shared school network),
    ``stand_in_after`` (seconds a student's turn waits before the seat's bot plays it); other
    keywords are the game's options.
    """

    def __init__(self, game="titans", tables=1, seats=None, bots=None, db=None, host="127.0.0.1", port=8000,
                 seed=None, bot_delay=0.5, new=False, start=True, join_limit="default", certfile=None, keyfile=None,
                 stand_in_after=None, **options):
        self.certfile, self.keyfile = check_tls(certfile, keyfile)
        self.room = Room(game, tables, seats, bots, db, seed, bot_delay, new, options, join_limit, stand_in_after)
        self.host, self.port = host, port
        self._server = self._thread = self._loop = None
        if start:
            self.start()

    # ------------------------------------------------------------------ the server

    def start(self):
        """Start serving in a background thread; returns when the server accepts connections."""
        from .server import make_server

        if self._thread is not None:
            return self
        self._server = make_server(self.room, self.host, self.port, self.certfile, self.keyfile)
        self._thread = threading.Thread(target=self._serve, name="classroom-server", daemon=True)
        self._thread.start()
        deadline = time.time() + 20
        while not self._server.started:
            if not self._thread.is_alive() or time.time() > deadline:
                raise RuntimeError(f"the classroom server could not start on {self.host}:{self.port} "
                                   "(is the port in use?)")
            time.sleep(0.02)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        self.room.student_url = self.student_urls[0]         # what the dashboard's QR code opens
        return self

    def _serve(self):
        self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._server.serve())

    def stop(self):
        """Stop the server (the classroom file keeps everything; a new Classroom on it resumes)."""
        if self._server is not None:
            self._server.should_exit = True
            self._thread.join(timeout=10)
            self._server = self._thread = None
        self.room.store.close()

    def call(self, fn, *args):
        """Run ``fn(*args)`` on the server's event loop (where the classroom's state lives)."""
        loop = self._loop
        if loop is None or self._thread is None or threading.current_thread() is self._thread:
            return fn(*args)

        async def run():
            return fn(*args)

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout=30)

    # ------------------------------------------------------------------ addresses

    @property
    def scheme(self):
        return "https" if self.certfile else "http"

    @property
    def url(self):
        host = "127.0.0.1" if self.host in ("0.0.0.0", "", "::") else self.host
        return f"{self.scheme}://{host}:{self.port}/"

    @property
    def student_urls(self):
        """Addresses students can open: the LAN addresses when serving on every interface."""
        if self.host in ("0.0.0.0", "", "::"):
            return [f"{self.scheme}://{a}:{self.port}/" for a in lan_addresses()] or [self.url]
        return [self.url]

    @property
    def teacher_url(self):
        return f"{self.url}teacher?key={self.room.teacher_key}"

    @property
    def join_code(self):
        return self.room.join_code

    # ------------------------------------------------------------------ the teacher's controls

    def start_games(self):
        self.call(self.room.start)

    def pause(self):
        self.call(self.room.pause, True)

    def resume(self):
        self.call(self.room.pause, False)

    def move(self, student_id, table, seat):
        self.call(self.room.move, student_id, table, seat)

    def remove(self, student_id):
        self.call(self.room.remove, student_id)

    def dashboard(self):
        return self.call(self.room.dashboard)

    def results(self):
        """The class results as a pandas DataFrame: one row per table and seat."""
        import pandas as pd

        return pd.DataFrame(self.call(self.room.results))

    def results_csv(self, path=None):
        text = self.call(self.room.results_csv)
        if path is not None:
            with open(path, "w", newline="", encoding="utf-8") as f:
                f.write(text)
        return text

    def panel(self):
        """The teacher's dashboard as an ipywidgets panel (needs the ``jupyter`` extra)."""
        from mining_games.widgets.classroom import ClassroomPanel

        return ClassroomPanel(self)

    def __repr__(self):
        return (f"<Classroom {self.room.title}: {count(len(self.room.tables), 'table')}, code {self.join_code}, "
                f"{self.url}>")

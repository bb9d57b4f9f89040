"""A bot that thinks for long (the search bot takes seconds a move) does not hold up the class: it works out its
move on a copy of the table's game in a worker thread while the server goes on answering every page; the move is
played only if the table is still where the bot started thinking."""

import threading

import httpx
from classroom_helpers import Student, open_classroom

from mining_games.classroom import tables
from mining_games.classroom.room import Room


def test_the_server_answers_the_class_while_a_bot_thinks(tmp_path, monkeypatch):
    thinking, go = threading.Event(), threading.Event()
    seen = []
    real = tables.make_bot

    class Held:
        """A bot that takes as long as the test says (a search bot thinking)."""

        def __init__(self, bot):
            self.bot = bot

        def choose(self, game, p):
            seen.append((threading.get_ident(), game))
            thinking.set()
            assert go.wait(20)
            return self.bot.choose(game, p)

    monkeypatch.setattr(tables, "make_bot", lambda *a, **k: Held(real(*a, **k)))
    room = open_classroom(tmp_path, "titans", tables=1, seats=3, bots="random")
    try:
        students = [Student(room, "Ana"), Student(room, "Ben")]        # seats 1 and 2; seat 3 is a bot
        room.start_games()
        for _ in range(200):                          # the students play until the bot's turn comes
            if thinking.wait(0.05):
                break
            for s in students:
                st = s.state()
                if st.get("menu"):
                    s.decide(0, version=st["version"], label=st["menu"][0])
                    break
        assert thinking.is_set(), "the bot's turn never came"
        table = room.room.tables[0]
        version = room.call(lambda: table.version)
        # the bot is thinking: every page is still answered at once, and nothing has moved
        for s in students:
            r = httpx.get(room.url + "api/state", params={"token": s.token}, timeout=5)
            assert r.status_code == 200 and r.json()["version"] == version
        assert room.call(lambda: table.version) == version
        loop_thread = room.call(threading.get_ident)
        ident, copy = seen[0]
        assert ident != loop_thread                   # it thought outside the server's event loop...
        assert copy is not room.call(lambda: table.game)             # ...on a copy of the game
        go.set()
        for _ in range(200):                          # then its move is played
            if room.call(lambda: table.version) > version:
                break
            thinking.wait(0.05)
        assert room.call(lambda: table.version) == version + 1
        row = room.call(lambda: room.room.store.decisions(table.id)[-1])
        assert row["student_id"] is None and row["seat"] == 2
    finally:
        go.set()
        room.stop()


def test_a_bot_move_worked_out_for_a_position_the_table_has_left_is_not_played(tmp_path):
    room = Room("titans", tables=1, seats=3, bots="random", db=tmp_path / "late.sqlite", seed=4, bot_delay=0,
                new=True)
    room.join(room.join_code, "Ana")
    room.start()
    t = room.tables[0]
    p = t.bot_due()
    assert p is not None
    at = t.position()
    late = t.bot_thinking(p)()                        # worked out on a copy...
    assert t.version == at[1]                         # ...which changed nothing
    t.bot_move()                                      # meanwhile the table moved on
    moved = t.version
    assert moved == at[1] + 1
    assert t.play_bot(p, late, at) is False and t.version == moved
    at = t.position()
    p = t.bot_due()
    assert p is not None
    late = t.bot_thinking(p)()
    t.resume(list(t.game.players), room.store.decisions(t.id))     # the game rebuilt from the store (a restart):
    assert t.play_bot(p, late, at) is False and t.version == moved  # another game object, so the bot thinks again
    room.store.close()

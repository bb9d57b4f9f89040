"""Each seat is sent only what that seat may see: checked on the bytes the server sends, for every game at
its smallest and its largest table (Gold Gulch, the guide's example, seats 2 or 3)."""

import contextlib
import json
import random

import guide_example
import pytest
from classroom_helpers import Student, open_classroom

import mining_games as mg
from mining_games.classroom.room import Room

pytest.importorskip("starlette")

EXAMPLE = guide_example.build()
GAMES = {**mg.GAMES, EXAMPLE.name: EXAMPLE.game}
SEATINGS = [(name, n) for name, cls in sorted(GAMES.items()) for n in sorted({cls.min_players, cls.max_players})]


def seated_room(tmp_path, game, name, seats):
    room = Room(game, tables=1, seats=seats, bots="random", db=tmp_path / f"{name}.sqlite", seed=3, bot_delay=0,
                new=True)
    tokens = [room.join(room.join_code, f"Student {k + 1}")["token"] for k in range(seats)]
    room.start()
    return room, tokens


def sent(room, token):
    """The text the server sends this student's browser (the same text for /api/state and the stream)."""
    return room.state_for(token)[1]


def test_another_seats_sealed_bid_and_hand_never_reach_a_browser(tmp_path):
    """Two Zavandor classes play the same decisions until student 1 drafts a sealed bid; there
    student 1 makes different choices. What students 2-4 are sent must be identical, byte for byte."""
    a, ta = seated_room(tmp_path, "zavandor", "a", 4)
    b, tb = seated_room(tmp_path, "zavandor", "b", 4)
    ga, gb = a.tables[0].game, b.tables[0].game
    rng = random.Random(1)
    diverged = 0
    for _ in range(3000):
        if ga.is_over:
            break
        p = ga.to_act[0]
        menu = ga.legal_actions(p)
        if ga.stage == "bid" and 0 in ga.to_act and len(ga.legal_actions(0)) >= 2 and diverged < 6:
            menu0 = ga.legal_actions(0)
            a.decide(ta[0], a.tables[0].version, 0, menu0[0].label)
            b.decide(tb[0], b.tables[0].version, 1, gb.legal_actions(0)[1].label)
            diverged += 1
            for q in range(1, len(ta)):
                assert sent(a, ta[q]) == sent(b, tb[q]), f"seat {q + 1} can tell what seat 1 chose"
            assert sent(a, ta[0]) != sent(b, tb[0])        # seat 1 itself sees its own draft
            break
        i = rng.randrange(len(menu))
        a.decide(ta[p], a.tables[0].version, i, menu[i].label)
        b.decide(tb[p], b.tables[0].version, i, menu[i].label)
    assert diverged, "no sealed bid was reached"
    a.store.close()
    b.store.close()


@pytest.mark.parametrize("game, seats", SEATINGS, ids=[f"{g}-{n}" for g, n in SEATINGS])
def test_a_seat_is_sent_its_own_view_and_nothing_more(tmp_path, game, seats):
    """Every field of a page is one of the seat's own: its board, menu, prompt and log texts."""
    with guide_example.registered() if game == EXAMPLE.name else contextlib.nullcontext():
        room, tokens = seated_room(tmp_path, game, game, seats)
        assert len(tokens) == len(room.tables[0].game.players) == seats
        pages_match_views(room, tokens)


def pages_match_views(room, tokens):
    """For 25 random decisions, every seat's page holds that seat's board, menu and log texts, and no other field."""
    g = room.tables[0].game
    rng = random.Random(2)
    for _ in range(25):
        if g.is_over:
            break
        for p, token in enumerate(tokens):
            page = json.loads(sent(room, token))
            assert page["board"] == (g.board_html(p) or "")
            assert page["menu"] == [a.label for a in g.legal_actions(p)]
            assert page["log"] == [e.text_for(p) for e in g.log[-len(page["log"]):]][::-1] if page["log"] else True
            assert set(page) <= {"table", "seat", "you", "game", "paused", "stamp", "started", "version", "round",
                                 "phase", "over", "name", "prompt", "menu", "waiting", "board", "log", "players",
                                 "standings", "stood_in"}
            # what the seat's bot chose for this seat while its student was away: this seat's own decisions only
            assert page["stood_in"] == [label for q, _, label in room.tables[0].stand_ins if q == p][-3:]
            if g.board_html(p) != g.board_html(None):
                assert page["board"] != g.board_html(None)
        p = g.to_act[0]
        menu = g.legal_actions(p)
        i = rng.randrange(len(menu))
        room.decide(tokens[p], room.tables[0].version, i, menu[i].label)
    room.store.close()


def test_the_stream_carries_the_same_page_as_the_state(tmp_path):
    room = open_classroom(tmp_path, "zavandor")
    try:
        students = [Student(room, f"Student {k}") for k in range(4)]
        room.start_games()
        for s in students:
            state = s.http.get("/api/state", params={"token": s.token}).text
            with s.http.stream("GET", "/api/stream", params={"token": s.token}, timeout=5) as r:
                for line in r.iter_lines():
                    if line.startswith("data: "):
                        assert line[6:] == state
                        break
    finally:
        room.stop()

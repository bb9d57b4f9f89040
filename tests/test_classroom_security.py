"""Bad input and people acting for others: each gets a clear refusal and changes nothing."""

import sqlite3

import httpx
import pytest
from classroom_helpers import Student, open_classroom, play_to_end, start


@pytest.fixture
def room(tmp_path):
    c = open_classroom(tmp_path, "titans", tables=1, seats=4, max_rounds=1)
    yield c
    c.stop()


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One started classroom for the many refusals that must change nothing."""
    c = open_classroom(tmp_path_factory.mktemp("shared"), "titans", tables=1, seats=4, max_rounds=1)
    ana = Student(c, "Ana")
    start(c)
    yield c, ana
    c.stop()


def counts(room):
    db = sqlite3.connect(room.room.store.path)
    out = tuple(db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in ("students", "decisions"))
    db.close()
    return out + (room.room.tables[0].version, room.room.state)


def post(room, path, **kw):
    with httpx.Client(base_url=room.url, timeout=10) as c:
        return c.post(path, **kw)


def test_a_wrong_join_code_is_refused(room):
    before = counts(room)
    for code in ["AAAAAAAA", "", room.join_code[:-1], room.join_code + "X", "' OR 1=1 --"]:
        r = post(room, "/api/join", json={"code": code, "name": "Ana"})
        assert r.status_code == 403 and "code" in r.json()["error"]
    assert counts(room) == before
    # what a student may type: lower case, a dash in the middle, spaces around
    code = room.join_code.lower()
    r = post(room, "/api/join", json={"code": f" {code[:4]}-{code[4:]} ", "name": "Ana"})
    assert r.status_code == 200


def test_the_join_code_is_hard_to_guess(room):
    from mining_games.classroom.room import CODE_ALPHABET

    assert len(room.join_code) >= 8 and set(room.join_code) <= set(CODE_ALPHABET)
    assert len(CODE_ALPHABET) ** len(room.join_code) >= 2**40


@pytest.mark.parametrize("name", ["<script>alert(1)</script>", "<b>Ana</b>", "Ana & Ben", 'Ana"', "a" * 25, "",
                                  "   ", "Ana\nBen", "javascript:x", "=SUM(A1)", "Ana<", "Ana\u202eneB", 7, None])
def test_names_with_html_script_or_symbols_are_refused(shared, name):
    room, _ = shared
    before = counts(room)
    r = post(room, "/api/join", json={"code": room.join_code, "name": name})
    assert r.status_code == 400 and "name" in r.json()["error"]
    assert counts(room) == before


def test_plain_names_from_many_languages_are_welcome(room):
    for name in ["Zoë", "O'Brien", "Jean-Luc", "李雷"]:
        assert post(room, "/api/join", json={"code": room.join_code, "name": name}).status_code == 200
    r = post(room, "/api/join", json={"code": room.join_code, "name": "zoë"})
    assert r.status_code == 409 and "already" in r.json()["error"]
    # the same name typed with a separate accent (e + combining diaeresis) is the same name, stored composed
    r = post(room, "/api/join", json={"code": room.join_code, "name": "Zoe\u0308"})
    assert r.status_code == 409 and "already" in r.json()["error"]


# Names in sixteen scripts, vowel signs and tone marks (combining marks) included.
SCRIPTS = {"Devanagari": "प्रिया", "Tamil": "தமிழ்செல்வி", "Bengali": "অনন্যা", "Thai": "สมชาย", "Arabic": "محمد",
           "Hebrew": "יעל", "Greek": "Ελένη", "Cyrillic": "Наташа", "Han": "李雷", "Japanese": "山田 はるか",
           "Hangul": "김민준", "Ethiopic": "ሰላም", "Georgian": "ნინო", "Armenian": "Անի",
           "Vietnamese (Latin)": "Nguyễn Văn An", "Latin initials": "J. R. Okafor"}


def test_names_in_every_script_are_welcome(tmp_path):
    from mining_games.classroom.room import Room

    room = Room("titans", tables=5, seats=4, db=str(tmp_path / "scripts.sqlite"))
    for script, name in SCRIPTS.items():
        joined = room.join(room.join_code, name)
        assert joined["name"] == name, script
    assert len(room.students) == len(SCRIPTS)


def test_a_name_made_to_look_like_another_is_refused(tmp_path):
    from mining_games.classroom.room import Room
    from mining_games.classroom.tables import Refusal

    room = Room("titans", tables=2, seats=4, db=str(tmp_path / "looks.sqlite"))
    room.join(room.join_code, "Ana")
    room.join(room.join_code, "Coco")
    room.join(room.join_code, "Kate")
    before = len(room.students)
    with pytest.raises(Refusal, match="mixes alphabets \\(Cyrillic and Latin\\)"):
        room.join(room.join_code, "\u0410na")                    # a Cyrillic А, then Latin "na"
    with pytest.raises(Refusal, match="looks just like Coco's"):
        room.join(room.join_code, "\u0421\u043e\u0441\u043e")       # Сосо, all Cyrillic
    with pytest.raises(Refusal, match="looks just like Kate's"):
        room.join(room.join_code, "\u039a\u03b1\u03c4\u03b5")       # Κατε, all Greek
    assert len(room.students) == before
    room.join(room.join_code, "Анна")                          # a Cyrillic name that looks like no one's


@pytest.mark.parametrize("name", ["Ana\u200d", "\u200bAna", "Ana\u202e", "Ana\u2066", "\u0301Ana", "A--na", "Ana ",
                                  "-Ana", "Ana\ufeff", "Ana\u00ad"])
def test_invisible_direction_and_stray_marks_are_refused(tmp_path, name):
    from mining_games.classroom.room import check_name
    from mining_games.classroom.tables import Refusal

    if name == "Ana ":
        assert check_name(name) == "Ana"                        # spaces around are trimmed, not refused
        return
    with pytest.raises(Refusal):
        check_name(name)


def test_forged_reused_and_revoked_tokens_are_refused(room, tmp_path):
    ana = Student(room, "Ana")
    Student(room, "Ben")
    start(room)
    other = open_classroom(tmp_path, "titans", db_name="other.sqlite")     # another lesson's token
    try:
        stranger = Student(other, "Ana")
        before = counts(room)
        s = ana.state()
        for token in ["x" * 43, ana.token[:-1] + ("A" if ana.token[-1] != "A" else "B"), stranger.token, "", "short"]:
            r = ana.decide(0, version=s["version"], label=s["menu"][0], token=token)
            assert r.status_code in (400, 403) and "token" in r.json()["error"]
            assert ana.http.get("/api/state", params={"token": token}).status_code in (403,)
            assert ana.http.get("/api/stream", params={"token": token}).status_code == 403
        assert counts(room) == before
    finally:
        other.stop()
    # the teacher takes Ana off her seat: her token stops working, a bot plays on
    ana_id = room.dashboard()["students"][0]["id"]
    room.remove(ana_id)
    r = ana.http.post("/api/decide", json={"token": ana.token, "version": s["version"], "choice": 0,
                                           "label": s["menu"][0]})
    assert r.status_code == 403 and "taken you off" in r.json()["error"]
    db = sqlite3.connect(room.room.store.path)
    assert db.execute("SELECT COUNT(*) FROM decisions WHERE student_id = ?", (ana_id,)).fetchone()[0] == 0


def test_another_seats_decision_cannot_be_made(room):
    students = [Student(room, n) for n in ["Ana", "Ben", "Cy", "Di"]]
    start(room)
    states = [s.state() for s in students]
    deciding = [i for i, s in enumerate(states) if s["menu"]]
    assert len(deciding) == 1
    s = states[deciding[0]]
    before = counts(room)
    # every other student sends exactly that click (its version, choice and label) with their own token
    for i, other in enumerate(students):
        if i == deciding[0]:
            continue
        r = other.http.post("/api/decide", json={"token": other.token, "version": s["version"], "choice": 0,
                                                 "label": s["menu"][0]})
        assert r.status_code == 409 and "not your decision" in r.json()["error"]
    assert counts(room) == before


def test_a_decision_on_a_finished_game_is_refused(room):
    students = [Student(room, n) for n in ["Ana", "Ben", "Cy", "Di"]]
    start(room)
    play_to_end(room, students)
    before = counts(room)
    r = students[0].http.post("/api/decide", json={"token": students[0].token, "version": before[2], "choice": 0,
                                                   "label": "Pass"})
    assert r.status_code == 409 and "over" in r.json()["error"]
    assert counts(room) == before


def test_decisions_wait_while_the_teacher_pauses(room):
    ana = Student(room, "Ana")
    start(room)
    room.pause()
    before = counts(room)
    s = ana.state()
    assert s["paused"]
    assert ana.decide(0).status_code == 409
    assert counts(room) == before
    room.resume()
    assert ana.decide(0).status_code == 200


@pytest.mark.parametrize("body,status", [
    (b"{not json", 400), (b"[1, 2]", 400), (b"\xff\xfe", 400), (b"", 400), (b"null", 400),
    (b'{"token": "t", "version": "3", "choice": 0, "label": "x"}', 400),
    (b'{"token": "t", "version": 3, "choice": true, "label": "x"}', 400),
    (b'{"token": "t", "version": -1, "choice": 0, "label": "x"}', 400),
    (b'{"version": 3, "choice": 0, "label": "x"}', 400),
    (b'{"token": "' + b"x" * 3000 + b'"}', 413),
    (b"[" * 1000 + b"]" * 1000, 400), (b'{"a":' * 340 + b"1" + b"}" * 340, 400),     # nested deep, under 2 KB
])
def test_malformed_or_oversized_requests_are_refused(shared, body, status):
    room, ana = shared
    before = counts(room)
    r = post(room, "/api/decide", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == status and r.json()["error"]
    r = post(room, "/api/join", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == status
    assert counts(room) == before
    assert ana.state()["version"] == before[2]


def test_an_oversized_request_without_a_length_is_refused(room):
    def chunks():
        for _ in range(100):
            yield b"x" * 1000

    r = post(room, "/api/join", content=chunks())
    assert r.status_code == 413


def test_the_teachers_controls_need_the_teachers_key(room):
    before = counts(room)
    for key in [None, "", "wrong", room.join_code]:
        r = post(room, "/api/teacher/start", json={"key": key})
        assert r.status_code == 403
        with httpx.Client(base_url=room.url) as c:
            assert c.get("/api/dashboard", params={"key": key or ""}).status_code == 403
            assert c.get("/results.csv", params={"key": key or ""}).status_code == 403
    assert counts(room) == before
    assert post(room, "/api/teacher/start", json={"key": room.room.teacher_key}).status_code == 200
    r = post(room, "/api/teacher/start", json={"key": room.room.teacher_key})
    assert r.status_code == 409 and "already" in r.json()["error"]
    assert post(room, "/api/teacher/explode", json={"key": room.room.teacher_key}).status_code == 404


def test_pages_forbid_inline_scripts_and_unknown_paths_answer_plainly(room):
    with httpx.Client(base_url=room.url) as c:
        for path in ["/", "/teacher", "/static/student.js"]:
            r = c.get(path)
            assert r.status_code == 200
            assert "script-src 'self'" in r.headers["content-security-policy"]
        assert c.get("/static/../store.py").status_code == 404
        assert c.get("/nothing").json()["error"]
        assert c.get("/api/decide").status_code == 405
        page = c.get("/static/student.js").text
        assert "innerHTML" in page and page.count("innerHTML") == 1   # only the game's own board


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_joins_are_limited_per_device_and_per_second(tmp_path):
    from mining_games.classroom.limits import JoinLimit

    clock = Clock()
    c = open_classroom(tmp_path, "titans", tables=3, seats=4, join_limit=JoinLimit(clock=clock))
    try:
        before = counts(c)
        for name in ("Ana", "Ben", "Cy"):                   # one device (this machine): 3 seats in a minute
            assert post(c, "/api/join", json={"code": c.join_code, "name": name}).status_code == 200
            clock.now += 0.5
        r = post(c, "/api/join", json={"code": c.join_code, "name": "Dee"})
        assert r.status_code == 429 and "wait 59 s" in r.json()["error"]
        assert counts(c)[0] == before[0] + 3                # the refused join took no seat
        clock.now += 59.1                                   # the first join is a minute old
        assert post(c, "/api/join", json={"code": c.join_code, "name": "Dee"}).status_code == 200
    finally:
        c.stop()
    # the whole class: at most 5 seats a second, whatever the devices
    limit = JoinLimit(per_device=3, per_second=5, clock=clock)
    for k in range(5):
        limit.check(f"10.0.0.{k}")
        limit.taken(f"10.0.0.{k}")
    from mining_games.classroom.tables import Refusal
    with pytest.raises(Refusal, match="Many students are joining"):
        limit.check("10.0.0.9")
    clock.now += 1.0
    limit.check("10.0.0.9")


def test_the_dashboard_shows_a_qr_code_of_the_join_page_with_the_code(room):
    import segno

    r = httpx.get(room.url + "api/teacher/qr.svg", params={"key": room.room.teacher_key}, timeout=10)
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
    expected = f"{room.student_urls[0].rstrip('/')}/?code={room.join_code}"
    assert f"QR code of {expected}" in r.text                         # its title says what it opens
    import io
    same = io.BytesIO()
    segno.make(expected, error="m").save(same, kind="svg", scale=8, border=2, xmldecl=False, svgns=True,
                                         title="QR code of " + expected)
    assert r.text == same.getvalue().decode()                       # the very code of that address
    assert httpx.get(room.url + "api/teacher/qr.svg", params={"key": "wrong"}, timeout=10).status_code == 403

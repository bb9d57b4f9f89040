"""The teacher's dashboard as an ipywidgets panel: buttons work without a browser, names escaped."""

import pytest
from classroom_helpers import Student, open_classroom, play_to_end

pytest.importorskip("ipywidgets")

from mining_games.widgets.classroom import ClassroomPanel, results_html, tables_html  # noqa: E402


@pytest.fixture
def room(tmp_path):
    c = open_classroom(tmp_path, "titans", tables=2, seats=4, max_rounds=1)
    yield c
    c.stop()


def test_the_panel_starts_pauses_and_shows_the_results(room, tmp_path):
    students = [Student(room, n) for n in ["Ana", "Ben", "Cy", "Di"]]
    panel = room.panel()
    assert isinstance(panel, ClassroomPanel)
    assert room.join_code in panel.header.value and "Table 1" in panel.tables.value
    assert not panel.start_button.disabled and panel.pause_button.disabled
    panel.start_button.click()
    assert panel.start_button.disabled and room.room.state == "running"
    panel.pause_button.click()
    assert room.room.state == "paused" and "Paused" in panel.header.value
    panel.start_button.disabled = False
    panel.start_button.click()                         # a second start: a clear refusal in the error area
    assert "already started" in panel.errors.value
    panel.resume_button.click()
    play_to_end(room, students)
    play_to_end(room, [Student(room, "Eve")]) if not all(t.game.is_over for t in room.room.tables) else None
    panel.refresh()
    assert "mg-classroom-results" in panel.results.value and "<svg" in panel.results.value
    panel.csv_path.value = str(tmp_path / "out.csv")
    panel.csv_button.click()
    assert (tmp_path / "out.csv").read_text().startswith("table,seat,player")
    assert "Saved 8 rows" in panel.message.value
    panel.close()


def test_names_are_escaped_in_the_panel():
    dash = {"tables": [{"table": 1, "started": True, "over": False, "round": 1, "phase": "<i>x</i>",
                        "waiting": ["<script>"], "gauges": {"planet_health": 3},
                        "seats": [{"seat": 0, "name": "<img src=x>", "bot": False}]}]}
    html = tables_html(dash)
    assert "<script>" not in html and "<img" not in html and "&lt;img src=x&gt;" in html
    assert "<b>" not in results_html([{"player": "<b>x</b>"}])


def test_the_panel_and_the_room_count_students_and_tables_in_words(room, tmp_path):
    assert "<Classroom Titans: 2 tables, code" in repr(room)
    Student(room, "Ana")
    panel = room.panel()
    assert "1 student; 0 of 2 tables finished" in panel.header.value
    Student(room, "Ben")
    panel.refresh()
    assert "2 students; 0 of 2 tables finished" in panel.header.value
    panel.close()
    one = open_classroom(tmp_path, "titans", tables=1, seats=3, db_name="one.sqlite")
    try:
        assert "<Classroom Titans: 1 table, code" in repr(one)
        panel = one.panel()
        assert "0 students; 0 of 1 table finished" in panel.header.value
        panel.close()
    finally:
        one.stop()

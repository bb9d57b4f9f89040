"""The classroom's pages for everybody: axe-core's WCAG 2.1 A and AA rules find no critical or serious problem on
the join page, a student's seat (deciding and at the end) and the teacher's dashboard (lobby, running, results),
and a student can join and decide with the keyboard alone."""

import random
import time

import pytest
from browser import ARTIFACTS, axe_violations
from classroom_helpers import open_classroom

pytestmark = pytest.mark.browser


def tab_to(page, selector, limit=40):
    """Press Tab until the focused element matches ``selector``; returns how many presses it took."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return presses
    raise AssertionError(f"{selector} was not reached with {limit} presses of Tab")


def test_the_classroom_pages_pass_axe_and_a_student_plays_by_keyboard(browser, tmp_path):
    ARTIFACTS.mkdir(exist_ok=True)
    room = open_classroom(tmp_path, "titans", tables=1, seats=3, max_rounds=1)
    contexts = []
    try:
        tctx = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        sctx = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
        contexts += [tctx, sctx]
        teacher = tctx.new_page()
        teacher.goto(room.teacher_url)
        teacher.wait_for_selector(f"#code:has-text('{room.join_code}')")
        assert axe_violations(teacher) == []

        # a student joins with the keyboard alone: the code, Tab, the name, Enter
        student = sctx.new_page()
        student.goto(room.url)
        student.wait_for_selector("#join:visible")
        assert axe_violations(student) == []
        tab_to(student, "#code")
        student.keyboard.type(room.join_code.lower())
        student.keyboard.press("Tab")
        student.keyboard.type("Priya")
        student.keyboard.press("Enter")
        student.wait_for_selector("#status:has-text('Waiting for your teacher')")

        teacher.click("#start")
        student.wait_for_selector("#menu button.choice")
        assert axe_violations(student) == []
        assert axe_violations(teacher) == []
        # a decision with the keyboard alone: Tab to a choice, Enter
        version = student.evaluate("document.body.dataset.version")
        tab_to(student, "#menu button.choice")
        label = student.evaluate("document.activeElement.textContent")
        student.keyboard.press("Enter")
        student.wait_for_function("(v) => document.body.dataset.version !== v", arg=version, timeout=15000)
        decided = room.room.store.decisions(room.room.tables[0].id)
        assert any(d["student_id"] is not None and d["label"] == label for d in decided)
        # the log and the board are reached by keyboard too (they scroll)
        tab_to(student, "#board")
        tab_to(student, "#log")
        student.screenshot(path=str(ARTIFACTS / "classroom-keyboard.png"), full_page=True)

        # to the end (the remaining choices clicked), then the results
        rng = random.Random(3)
        deadline = time.time() + 240
        while student.locator("#status").inner_text() != "The game is over.":
            assert time.time() < deadline, (student.locator("#status").inner_text(),
                                            student.locator("#message").inner_text(),
                                            student.locator("#menu").inner_text())
            if student.locator("#menu button.choice").count():
                version = student.evaluate("document.body.dataset.version")
                buttons = student.locator("#menu button.choice")
                buttons.nth(rng.randrange(buttons.count())).click()       # the first, a bank trade, never ends Trading
                student.wait_for_function("(v) => document.body.dataset.version !== v || "
                                          "document.getElementById('message').textContent", arg=version,
                                          timeout=15000)
            else:
                student.wait_for_timeout(100)
        teacher.wait_for_selector("#results-card:visible")
        assert axe_violations(student) == []
        assert axe_violations(teacher) == []
    finally:
        for ctx in contexts:
            ctx.close()
        room.stop()

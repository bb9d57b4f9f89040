"""Four student pages in Chromium join a Titans table and play it to the end; the teacher's
dashboard shows the class results. Screenshots go to test-artifacts/classroom-*.png."""

import random

import pytest
from browser import ARTIFACTS
from classroom_helpers import open_classroom

pytestmark = pytest.mark.browser

NAMES = ["Ana", "Ben", "Cy", "Di"]


def test_four_pages_play_a_titans_table_to_the_end_and_the_dashboard_shows_the_results(browser, tmp_path):
    ARTIFACTS.mkdir(exist_ok=True)
    room = open_classroom(tmp_path, "titans", tables=1, seats=4, max_rounds=1)
    contexts = []
    try:
        teacher_ctx = browser.new_context(viewport={"width": 1280, "height": 900})
        contexts.append(teacher_ctx)
        teacher = teacher_ctx.new_page()
        teacher.goto(room.teacher_url)
        teacher.wait_for_selector(f"#code:has-text('{room.join_code}')")

        pages = []
        for i, name in enumerate(NAMES):
            ctx = browser.new_context(viewport={"width": 390, "height": 844} if i == 0 else
                                      {"width": 900, "height": 1000})   # one phone-sized page
            contexts.append(ctx)
            page = ctx.new_page()
            page.goto(room.url)
            page.fill("#code", room.join_code.lower())
            page.fill("#name", name)
            page.click("#join-button")
            page.wait_for_selector("#seat:visible")
            page.wait_for_selector("#status:has-text('Waiting for your teacher')")
            pages.append(page)
        pages[0].screenshot(path=str(ARTIFACTS / "classroom-student-waiting.png"))

        teacher.wait_for_selector(".table-card li:has-text('Di')")
        teacher.click("#start")
        for page in pages:
            page.wait_for_selector("#status:has-text('Round 1')")
        # another student's name with the page's own text: names are shown as text
        assert pages[1].locator("#title").inner_text().endswith("Ben")

        rng = random.Random(3)
        shots = 0
        for _ in range(400):
            if all(p.locator("#status").inner_text() == "The game is over." for p in pages):
                break
            for page in pages:
                buttons = page.locator("#menu button.choice:enabled")
                n = buttons.count()
                if n == 0:
                    continue
                version = page.evaluate("document.body.dataset.version")
                if shots == 0 and page is pages[0]:
                    page.screenshot(path=str(ARTIFACTS / "classroom-student-deciding.png"), full_page=True)
                    shots += 1
                buttons.nth(rng.randrange(n)).click()
                page.wait_for_function(
                    "(v) => document.body.dataset.version !== v || document.getElementById('message').textContent",
                    arg=version, timeout=10000)
                break
            else:
                # nobody has a button this instant: wait for the next update to reach any page
                pages[0].wait_for_timeout(100)
        for page in pages:
            page.wait_for_selector("#status:has-text('The game is over.')")
            assert page.locator("#standings-list li").count() == 4
        pages[0].screenshot(path=str(ARTIFACTS / "classroom-student-over.png"), full_page=True)
        # the phone: the whole board's labels are a few pixels high; "Larger board" makes them 16 px
        phone = pages[0]
        smallest = ("() => Math.min(...[...document.querySelectorAll('#board svg text')].map(t => { "
                    "const m = t.getScreenCTM(); return m ? parseFloat(getComputedStyle(t).fontSize) * "
                    "Math.hypot(m.a, m.b) : Infinity; }).filter(s => s > 0))")
        before = phone.evaluate(smallest)
        assert before < 12, before
        phone.click("#zoom")
        after = phone.evaluate(smallest)
        assert after >= min(16, 4 * before) - 0.5, (before, after)
        assert phone.locator("#zoom").get_attribute("aria-pressed") == "true"
        phone.locator("#board").screenshot(path=str(ARTIFACTS / "classroom-student-board-larger.png"))
        phone.click("#zoom")
        assert abs(phone.evaluate(smallest) - before) < 0.5

        teacher.wait_for_selector("#results-card:visible")
        teacher.wait_for_selector("body[data-finished='1']")
        rows = teacher.locator("#results tr")
        assert rows.count() == 5                      # the header and one row per seat
        text = teacher.locator("#results").inner_text()
        for name in NAMES:
            assert name in text
        assert teacher.locator("#chart svg rect").count() == 4
        assert "Game over" in teacher.locator(".table-card").inner_text()
        # the debrief chart (each table's Planet Health against its mining), the QR code and the gauges
        teacher.wait_for_function("() => document.getElementById('debrief-chart').naturalWidth > 0")
        assert "Planet Health at the end against trees mined" in teacher.locator("#debrief-title").inner_text()
        assert teacher.evaluate("() => document.getElementById('qr').naturalWidth") > 0
        assert "Planet Health" in teacher.locator("#gauges").inner_text()
        teacher.screenshot(path=str(ARTIFACTS / "classroom-dashboard-results.png"), full_page=True)
        assert room.room.tables[0].game.is_over
        assert all(d["student_id"] is not None for d in room.room.store.decisions(room.room.tables[0].id))
    finally:
        for ctx in contexts:
            ctx.close()
        room.stop()

"""The Voila apps for everybody (``make app``: Voila on notebooks/ with the mining-games template).

axe-core's WCAG 2.1 A and AA rules (``browser.axe_violations``) find no critical or serious problem on the
folder page, the start page, every game's walkthrough and every lesson once loaded, and again after a person
has used them: a walkthrough's table after some Steps, with its Charts tab, its New game form and projector
mode; a lesson after a reveal (the evidence's charts drawn), a what-if run, with the class's seat voting and in
projector mode. Nothing is excluded from the check: what axe found was fixed where it is drawn (docs/table.md,
"For everybody", lists where).

And a decision is played with the keyboard alone: in the Titans walkthrough's table, Tab, Shift+Tab, the arrow
keys, Enter and Space reach the human seat's decision panel and play one of its choices; whatever has the
focus shows a visible ring.

Each page takes 10-35 s to load on a busy machine; the two walkthrough and lesson tests check their page at load
too, so the page-by-page test leaves those two out.
"""

import pytest
from browser import ARTIFACTS, ROOT, axe_violations
from table_page import click_tab, wait_until

pytestmark = pytest.mark.browser

TIMEOUT = 240_000                        # ms: kernel start plus first render; a lesson runs its games first
WALKTHROUGH, LESSON = "titans.ipynb", "lesson_commons.ipynb"
PAGES = ["tree"] + [p.name for p in sorted((ROOT / "notebooks").glob("*.ipynb"))
                    if p.name not in (WALKTHROUGH, LESSON)]
FOCUSED = """() => { const e = document.activeElement; const s = getComputedStyle(e);
  return {tag: e.tagName, cls: String(e.className), text: (e.textContent || '').trim().slice(0, 60),
          outline: s.outlineStyle, width: parseFloat(s.outlineWidth)}; }"""


def open_app(browser, voila, name):
    """A 1280x720 page with ``name`` ("tree": the folder page) loaded and every widget drawn."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(f"{voila}/" if name == "tree" else f"{voila}/voila/render/{name}", timeout=TIMEOUT)
    if name != "tree":
        page.locator(".jp-OutputArea-output").first.wait_for(state="visible", timeout=TIMEOUT)
        page.wait_for_load_state("networkidle", timeout=TIMEOUT)
        page.locator(".widget-button").first.wait_for(state="attached", timeout=TIMEOUT)
        page.wait_for_timeout(500)           # the sliders are named on the next animation frame (access.js)
    return page


def passes_axe(page, where):
    found = axe_violations(page)
    if found:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"axe-{where}.png"), full_page=True)
    assert found == [], (where, found)


@pytest.mark.parametrize("name", PAGES)
def test_each_app_page_passes_axe_when_loaded(browser, voila, name):
    page = open_app(browser, voila, name)
    try:
        if name == "tree":                       # the list of notebooks, drawn in the page
            page.get_by_text("00_start_here.ipynb").first.wait_for(timeout=60_000)
        passes_axe(page, name.replace(".ipynb", ""))
    finally:
        page.close()


def test_a_walkthrough_table_passes_axe_as_it_is_used(browser, voila):
    page = open_app(browser, voila, WALKTHROUGH)
    try:
        passes_axe(page, "titans-loaded")
        table = page.locator(".mg-table")
        log_before = table.locator(".mg-log").inner_html()
        for _ in range(6):
            table.locator(".mg-step").click()
            page.wait_for_timeout(250)
        wait_until(page, lambda: None if table.locator(".mg-log").inner_html() != log_before
                   else "the log is as before", what="the table after six Steps")
        passes_axe(page, "titans-steps")
        click_tab(page, "Tracks")                       # the Charts tab, its Tracks chart
        table.locator(".mg-chart-tracks .js-plotly-plot .main-svg").first.wait_for(state="attached", timeout=60_000)
        page.wait_for_timeout(500)
        passes_axe(page, "titans-charts")
        click_tab(page, "New game")
        table.get_by_role("button", name="Start new game").wait_for(state="visible", timeout=30_000)
        page.wait_for_timeout(300)
        passes_axe(page, "titans-new-game")
        table.locator(".mg-projector-toggle").click()
        page.wait_for_function("() => document.querySelector('.mg-table.mg-projector')", timeout=30_000)
        page.wait_for_timeout(500)
        passes_axe(page, "titans-projector")
    finally:
        page.close()


def test_a_lesson_passes_axe_after_a_reveal_a_what_if_and_a_vote(browser, voila):
    page = open_app(browser, voila, LESSON)
    try:
        page.wait_for_function("() => document.querySelectorAll('.mg-predict').length === 3 && "
                               "document.querySelector('.mg-whatif')", timeout=TIMEOUT)
        passes_axe(page, "commons-loaded")
        land = page.locator(".mg-predict").first
        boxes = land.locator(".mg-predict-input input")
        for i, guess in enumerate([8, 12, 15, 10]):
            boxes.nth(i).fill(str(guess))
        boxes.nth(3).press("Enter")
        page.wait_for_timeout(300)
        land.get_by_role("button", name="Run the games").click()
        land.locator(".mg-predict-result .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
        land.locator(".mg-predict-charts .js-plotly-plot .main-svg").first.wait_for(state="attached", timeout=60_000)
        page.wait_for_timeout(500)
        passes_axe(page, "commons-revealed")
        whatif = page.locator(".mg-whatif")
        whatif.locator(".mg-option-health_per_build [role='slider']").focus()
        page.keyboard.press("ArrowLeft")              # building free: Planet Health 1 -> 0 a build
        page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 1')",
                               timeout=30_000)
        whatif.locator(".mg-whatif-games [role='slider']").focus()
        for _ in range(40):                           # the fewest games: a short run
            page.keyboard.press("ArrowLeft")
        whatif.get_by_role("button", name="Run both rule sets").click()
        whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=TIMEOUT)
        page.wait_for_timeout(500)
        passes_axe(page, "commons-what-if")
        seat = page.locator(".mg-class-seat")                # the class's seat: its vote panel, then projector mode
        seat.get_by_role("button", name="Play to the class's next decision").click()
        seat.locator(".mg-seat-count input:visible").first.wait_for(timeout=TIMEOUT)
        page.wait_for_timeout(500)
        passes_axe(page, "commons-seat-voting")
        page.locator(".mg-lesson-projector-toggle").click()
        page.wait_for_function("() => (document.querySelector('.mg-lesson-projector-style') || {}).innerHTML"
                               "?.includes('font-size')", timeout=30_000)
        page.wait_for_timeout(1000)
        passes_axe(page, "commons-projector")
    finally:
        page.close()


def tab_to(page, selector, key="Tab", limit=60):
    """Press ``key`` (Tab or Shift+Tab) until the focused element matches ``selector``."""
    for _ in range(limit):
        page.keyboard.press(key)
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return page.evaluate(FOCUSED)
    raise AssertionError(f"{selector} was not reached with {limit} presses of {key}")


def ring_is_visible(focused):
    assert focused["outline"] not in ("none", "hidden") and focused["width"] >= 2, focused


def test_a_decision_is_played_with_the_keyboard_alone(browser, voila):
    """No mouse: Tab to the table's Step button and Enter until the human seat decides (Cy: the walkthrough's
    table has bots in the other seats), the arrow keys on the Speed slider, Shift+Tab back to the decision
    panel, Tab to a choice, Space: the game moves (the log and the decision panel change)."""
    page = open_app(browser, voila, WALKTHROUGH)
    try:
        table = page.locator(".mg-table")
        ring_is_visible(tab_to(page, ".mg-step"))
        for _ in range(40):                            # Step plays the bots' turns (and the suggestion)
            if table.locator(".mg-choice:visible").count() >= 2:
                break
            page.keyboard.press("Enter")
            page.wait_for_timeout(400)
        assert table.locator(".mg-choice:visible").count() >= 2, table.locator(".mg-decisions").inner_text()
        # the Speed slider answers the arrow keys, and says what it is
        handle = tab_to(page, ".widget-slider [role='slider']")
        ring_is_visible(handle)
        name = page.evaluate("() => document.getElementById("
                             "document.activeElement.getAttribute('aria-labelledby')).textContent")
        assert name == "Speed"
        page.keyboard.press("ArrowRight")
        speed = table.get_by_role("textbox", name="Speed")             # its readout, named too
        wait_until(page, lambda: None if speed.inner_text().strip() == "6" else speed.inner_text(),
                   what="the Speed after →")
        # back to the decision panel (its last choice, which ends the phase), one choice before it, Space
        tab_to(page, ".mg-choice", key="Shift+Tab")
        page.keyboard.press("Shift+Tab")
        chosen = page.evaluate(FOCUSED)
        assert "mg-choice" in chosen["cls"], chosen
        ring_is_visible(chosen)
        log_before = table.locator(".mg-log").inner_html()
        panel_before = table.locator(".mg-decisions").inner_text()
        page.keyboard.press("Space")
        wait_until(page, lambda: None if table.locator(".mg-log").inner_html() != log_before
                   and table.locator(".mg-decisions").inner_text() != panel_before else "the game did not move",
                   what=f"after choosing {chosen['text']!r} with Space", shot="keyboard-decision.png")
        assert "Cy" in " ".join(table.locator(".mg-log .mg-new").all_inner_texts())    # the human seat moved
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-keyboard-decision.png"))
    finally:
        page.close()

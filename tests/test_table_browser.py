"""The classroom table of the start page in a real browser (Voila in headless Chromium), checked for
what a person sees:

- every chart tab, opened again and again in different orders with steps, rounds, undo, back one
  decision and a new game in between, draws its own chart (title, axis titles, kind of traces, no bands
  of another chart) and its last points are the round in the header and the standings beside it;
- Autoplay at a human seat's decision says so next to its button, and nothing appears in the red box;
- projector mode at 1280x720: the Step button, the current decision and the board are on the screen
  without scrolling, and the text of the board, the log, the standings and the chart labels is 16 px or
  more.
- projector mode at 1280x720 for The Mining Board Game and Zavandor, whose boards draw a projector
  layout: the board, the decision and the Step button fit on the screen, the board area does not
  scroll, and every text on the board (SVG text at its size on the screen) is 16 px or more.

Screenshots of every chart tab and of projector mode go to test-artifacts/.
"""

import re

import pytest
from browser import ARTIFACTS
from table_page import chart_state, click_tab, header_round, standings, wait_until

pytestmark = pytest.mark.browser
TIMEOUT = 180_000
PLAYERS = ["Ana", "Ben", "Cy"]


def open_start_page(browser, voila, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{voila}/voila/render/00_start_here.ipynb", timeout=TIMEOUT)
    page.locator(".mg-step").wait_for(state="visible", timeout=TIMEOUT)
    return page


@pytest.fixture
def start_page(browser, voila):
    page = open_start_page(browser, voila, 1400, 1000)
    yield page
    page.close()


def flows_problem(page):
    s, r = chart_state(page, "flows"), header_round(page)
    if not s["drawn"]:
        return "the Flows chart is not drawn"
    span = "round 1" if r == 1 else f"rounds 1-{r}"
    wanted = f"Where trees went, {span} (set-up left out)"
    if s["title"] != wanted:
        return f"title {s['title']!r}, not {wanted!r}"
    if [t["type"] for t in s["traces"]] != ["sankey"] or s["sankey"] != 1 or s["lines"]:
        return f"not one Sankey: {s['traces']}"
    if s["xtitle"] or s["ytitle"] or s["bands"]:
        return f"axes or bands of another chart: {s['xtitle']!r} {s['ytitle']!r}, {s['bands']} bands"
    return None


def tracks_problem(page):
    s, r = chart_state(page, "tracks"), header_round(page)
    if not s["drawn"]:
        return "the Tracks chart is not drawn"
    health = int(page.locator(".mg-board .mg-health").text_content())
    expected = {"title": "Titans: tracks by round", "xtitle": "Round", "ytitle": "Planet Health", "bands": 3,
                "sankey": 0, "traces": [{"type": "scatter", "name": "Planet Health", "lastX": r, "lastY": health}]}
    shown = {k: s[k] for k in expected}
    shown["traces"] = [{k: t[k] for k in ("type", "name", "lastX", "lastY")} for t in s["traces"]]
    return None if shown == expected else f"shows {shown}, expected {expected}"


def scores_problem(page):
    s, r, table = chart_state(page, "scores"), header_round(page), standings(page)
    if not s["drawn"]:
        return "the Scores chart is not drawn"
    expected = {"title": "Titans: scores by round", "xtitle": "Round", "ytitle": "Score", "bands": 0, "sankey": 0,
                "traces": [{"type": "scatter", "name": n, "lastX": r, "lastY": table[n]} for n in PLAYERS]}
    shown = {k: s[k] for k in expected}
    shown["traces"] = [{k: t[k] for k in ("type", "name", "lastX", "lastY")} for t in s["traces"]]
    return None if shown == expected else f"shows {shown}, expected {expected} (standings {table})"


PROBLEMS = {"Flows": flows_problem, "Tracks": tracks_problem, "Scores": scores_problem}
BUTTONS = {"round": ".mg-round", "step": ".mg-step", "undo": ".mg-undo", "back": ".mg-back"}


def test_every_chart_tab_shows_its_own_current_chart_after_any_switches(start_page):
    page = start_page
    for _ in range(4):
        page.locator(".mg-step").click()
    script = ["Tracks", "round", "Scores", "Flows", "step", "Tracks", "undo", "Scores", "round", "Flows", "Scores",
              "back", "Tracks", "Flows", "new", "Scores", "Tracks", "round", "Flows", "Tracks", "Scores", "round"]
    shown, seen = None, set()
    for i, move in enumerate(script):
        if move in PROBLEMS:
            click_tab(page, move)
            shown = move
        elif move == "new":
            click_tab(page, "New game")
            page.locator(".mg-table .widget-inline-hbox", has_text="seed").locator("input").fill("5")
            page.locator(".mg-start").click()
            page.wait_for_function("() => document.querySelector('.mg-header').innerText.includes('round 1 ')",
                                   timeout=60_000)
        else:
            page.locator(BUTTONS[move]).click()
        if shown and move != "new":
            wait_until(page, lambda s=shown: PROBLEMS[s](page), what=f"{shown} after move {i} ({move})",
                       shot=f"voila-tab-{shown.lower()}-wrong.png")
            if shown not in seen or i == len(script) - 1:
                seen.add(shown)
                page.locator(f".mg-chart-{shown.lower()}").screenshot(
                    path=str(ARTIFACTS / f"voila-tab-{shown.lower()}{'-last' if i == len(script) - 1 else ''}.png"))
    assert page.locator(".mg-error").inner_text().strip() == ""
    assert not page.errors, page.errors


def test_autoplay_pauses_for_ana_with_a_status_next_to_its_button(start_page):
    page = start_page
    page.locator(".mg-autoplay").click()
    status = page.locator(".mg-status")
    wait_until(page, lambda: None if "Autoplay paused: Ana decides." in status.inner_text()
               else f"status {status.inner_text()!r}", what="the autoplay status")
    assert page.locator(".mg-error").inner_text().strip() == ""
    button, note = page.locator(".mg-autoplay").bounding_box(), status.bounding_box()
    assert button["y"] <= note["y"] <= button["y"] + 2 * button["height"]   # beside the button, or just under it
    assert abs(note["x"] - button["x"]) < 400
    assert "Ana" in page.locator(".mg-decisions").inner_text()      # her choices are shown
    click_tab(page, "Rule log")
    log = page.locator(".mg-log")
    assert log.locator(".mg-turn").count() >= 2 and log.locator(".mg-why").count() >= 1
    page.screenshot(path=str(ARTIFACTS / "voila-autoplay-paused.png"))


# ---------------------------------------------------------------------------- projector mode

FONT_SIZES = """(selector) => {
  const sizes = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
      if (!own || el.getClientRects().length === 0) continue;
      let px = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement) {                 // what is drawn on the screen: size x the SVG's scale
        const m = el.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      sizes.push({px: Math.round(px * 10) / 10, text: el.textContent.trim().slice(0, 40)});
    }
  }
  sizes.sort((a, b) => a.px - b.px);
  return sizes;
}"""


def smallest(page, selector):
    sizes = page.evaluate(FONT_SIZES, selector)
    assert sizes, f"no text in {selector}"
    return sizes[0]


PLACE = """(el) => {
  // where an element is drawn; one drawn through its children only (CSS display: contents, as the decision panel in
  // projector mode, whose buttons join the row of the table's commands) is where its drawn children are
  const rects = (getComputedStyle(el).display === 'contents' ? [...el.querySelectorAll('*')] : [el])
    .map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && r.height > 0);
  if (!rects.length) return null;
  const x = Math.min(...rects.map(r => r.left)), y = Math.min(...rects.map(r => r.top));
  return {x, y, width: Math.max(...rects.map(r => r.right)) - x, height: Math.max(...rects.map(r => r.bottom)) - y};
}"""


def place(page, selector):
    """The box an element is drawn in, on the screen (None if it is not drawn)."""
    return page.locator(selector).first.evaluate(PLACE)


def inside_viewport(page, selector):
    box = place(page, selector)
    view = page.viewport_size
    return box and box["y"] >= 0 and box["y"] + box["height"] <= view["height"] and box["x"] >= 0 \
        and box["x"] + box["width"] <= view["width"]


SCROLL_PAST_HEADER = """() => {
  // Scroll whatever scrolls the page (Voila's template scrolls an element, not always the window) so that the
  // table's header is 200 px above the screen, as a reader who scrolled down to the toggle would see it.
  const header = document.querySelector('.mg-header');
  let el = header.parentElement;
  while (el && el !== document.body && !(el.scrollHeight > el.clientHeight + 1 &&
         ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))) el = el.parentElement;
  const by = header.getBoundingClientRect().top + 200;
  if (el && el !== document.body) el.scrollTop += by; else window.scrollBy(0, by);
}"""


def test_projector_mode_fits_1280x720_with_text_of_16_px(browser, voila):
    page = open_start_page(browser, voila, 1280, 720)
    try:
        # the reader has scrolled down to the toggle (the table's header is above the screen): turning projector
        # mode on brings the table to the top of the screen by itself
        page.evaluate(SCROLL_PAST_HEADER)
        assert page.locator(".mg-header").bounding_box()["y"] < 0, page.locator(".mg-header").bounding_box()
        page.locator(".mg-projector-toggle").click()
        page.locator(".mg-table.mg-projector .mg-screen").wait_for(state="visible", timeout=60_000)
        for part in (".mg-header", ".mg-step", ".mg-projector-toggle", ".mg-standings-line"):
            wait_until(page, lambda p=part: None if inside_viewport(page, p) else
                       f"{p} at {page.locator(p).first.bounding_box()}", what=f"{part} once projector mode is on",
                       shot="voila-projector-scrolled.png")
        for _ in range(6):
            page.locator(".mg-step").click()
        page.wait_for_function("() => document.querySelectorAll('.mg-board svg text').length > 0", timeout=60_000)
        for part in (".mg-step", ".mg-decisions", ".mg-header", ".mg-board"):
            wait_until(page, lambda p=part: None if inside_viewport(page, p) else
                       f"{p} at {page.locator(p).first.bounding_box()}", what=f"{part} on a 1280x720 screen",
                       shot="voila-projector-overflow.png")
        for part in (".mg-board", ".mg-standings", ".mg-header", ".mg-decisions", ".mg-controls"):
            wait_until(page, lambda p=part: None if smallest(page, p)["px"] >= 16 else smallest(page, p),
                       what=f"the smallest text in {part}", shot="voila-projector-small-text.png")
        assert page.locator(".mg-board svg[data-mg-dense='true']").count() == 0
        page.screenshot(path=str(ARTIFACTS / "voila-projector-1280x720.png"))
        click_tab(page, "Rule log")
        page.locator(".mg-log .mg-entry").first.wait_for(state="visible", timeout=30_000)
        assert smallest(page, ".mg-log")["px"] >= 16, smallest(page, ".mg-log")
        click_tab(page, "Tracks")
        wait_until(page, lambda: None if chart_state(page, "tracks")["drawn"] else "not drawn", what="Tracks")
        wait_until(page, lambda: None if smallest(page, ".mg-chart-tracks .main-svg")["px"] >= 16
                   else smallest(page, ".mg-chart-tracks .main-svg"), what="the Tracks chart's labels")
        page.locator(".mg-chart-tracks").screenshot(path=str(ARTIFACTS / "voila-projector-tracks.png"))
        assert page.locator(".mg-error").inner_text().strip() == ""
        assert not page.errors, page.errors
    finally:
        page.close()


BOARD_AREA = """() => {
  // The board's box and every part inside it that could scroll (the board widget has overflow:auto).
  const box = document.querySelector('.mg-board-box');
  const r = box.getBoundingClientRect();
  const over = [box, ...box.querySelectorAll('*')].filter(el => el.clientHeight > 0 &&
      (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) &&
      ['auto', 'scroll'].some(v => [getComputedStyle(el).overflowX, getComputedStyle(el).overflowY].includes(v)))
    .map(el => `${el.className} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, scrolls: over.length > 0, over};
}"""


@pytest.mark.parametrize("name, layout, steps", [("murfett.ipynb", ".mg-murfett-projector", 8),
                                                 ("zavandor.ipynb", ".zv-projector", 4)])
def test_projector_board_fits_1280x720_with_every_board_text_of_16_px(browser, voila, name, layout, steps):
    """The Mining Board Game and Zavandor draw a projector layout (``board_html(viewer, projector=True)``):
    at 1280x720 the header, the decision, the Step button and the whole board are on the screen, the
    board's own area does not scroll, and every text on the board (SVG text at its drawn size) is 16 px
    or more."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        page.goto(f"{voila}/voila/render/{name}", timeout=TIMEOUT)
        page.locator(".mg-projector-toggle").wait_for(state="visible", timeout=TIMEOUT)
        page.locator(".mg-projector-toggle").click()
        page.locator(".mg-table.mg-projector .mg-screen").wait_for(state="visible", timeout=60_000)
        page.locator(f".mg-board {layout}").wait_for(state="visible", timeout=60_000)
        for _ in range(steps):                  # a few decisions in: tokens on the circuits, cards in hands
            before = page.locator(".mg-header").inner_text()
            page.locator(".mg-step").click()
            page.wait_for_function("(t) => document.querySelector('.mg-header').innerText !== t", arg=before,
                                   timeout=60_000)
        page.locator(".mg-decisions").first.wait_for(state="visible", timeout=60_000)
        page.evaluate("document.querySelector('.mg-table').scrollIntoView({block: 'start'})")
        for part in (".mg-step", ".mg-decisions", ".mg-header", ".mg-board-box"):
            wait_until(page, lambda p=part: None if inside_viewport(page, p) else page.locator(p).first.bounding_box(),
                       what=f"{part} of {name} on a 1280x720 screen", shot=f"voila-projector-{name[:-6]}-overflow.png")
        wait_until(page, lambda: None if not page.evaluate(BOARD_AREA)["scrolls"] else page.evaluate(BOARD_AREA),
                   what=f"the board area of {name} without scrolling", shot=f"voila-projector-{name[:-6]}-scrolls.png")
        wait_until(page, lambda: None if smallest(page, ".mg-board")["px"] >= 16 else smallest(page, ".mg-board"),
                   what=f"the smallest text on the board of {name}", shot=f"voila-projector-{name[:-6]}-small.png")
        assert page.locator(".mg-board svg[data-mg-dense='true']").count() == 0
        sizes = page.evaluate(FONT_SIZES, ".mg-board")
        print(f"{name}: {len(sizes)} board texts, smallest {sizes[0]}, board area {page.evaluate(BOARD_AREA)}")
        page.screenshot(path=str(ARTIFACTS / f"voila-projector-{name[:-6]}.png"))
        assert re.sub(r"\s", "", page.locator(".mg-error").inner_text()) == ""
    finally:
        page.close()

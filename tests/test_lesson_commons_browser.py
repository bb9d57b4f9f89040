"""The commons lesson (notebooks/lesson_commons.ipynb) in Voila at 1280x720 in projector mode, driven as a
teacher would: three predictions (numbers per group, then two votes) and their reveals, the what-if run, the
class deciding for a seat at the moments that matter, the comparison with the bot, and the debrief opened
offline. Before each reveal nothing of its result is on the page (``given_away``); every text is drawn at 16 px
or more (``small_texts``) on opening, after the reveals, at the seat, after the what-if and at the game's end.
At the seat the vote panel and the whole Titans map are on one screen; at every screenshot no text lies under
the projector switch. Screenshots go to test-artifacts/lesson-commons-*.png.
"""

import shutil

import pytest
from browser import ARTIFACTS, NOTEBOOKS, debrief_offline, given_away, set_readout, small_texts, voila_on_copy
from playwright.sync_api import Error as PlaywrightError

from mining_games import experiments

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_commons.ipynb"
TIMEOUT = 240_000


@pytest.fixture(scope="module")
def commons_voila(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands in the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-commons")
    with voila_on_copy(NOTEBOOKS / NOTEBOOK, folder, "voila-lesson-commons.log") as served:
        yield served


def shot(element, name):
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-commons-{name}.png"))


UNDER_SWITCH = """() => {
  // The texts drawn where the lesson's projector switch is: elements with text of their own whose box, clipped by
  // the scrolling and clipping boxes around it (text scrolled out of its area is not drawn), meets the switch's.
  const toggle = document.querySelector('.mg-lesson-projector-toggle');
  const t = toggle.getBoundingClientRect();
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (toggle.contains(el) || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(el.tagName)) continue;
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right),
                                    Math.min(bottom, c.bottom)];
    }
    if (right > t.left && left < t.right && bottom > t.top && top < t.bottom) {
      out.push(`${el.tagName}.${String(el.className.baseVal ?? el.className).slice(0, 40)}: ` +
               `${el.textContent.trim().slice(0, 50)} (${Math.round(left)},${Math.round(top)})`);
    }
  }
  return out;
}"""


def screen(page, name):
    """What the projector shows: the 1280x720 viewport as it is scrolled; no text under the projector switch."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lesson-commons-{name}.png"))
    assert page.evaluate(UNDER_SWITCH) == [], (name, page.evaluate(UNDER_SWITCH))


def on_the_screen(page, selector):
    """The element's box, asserted whole inside the 1280x720 viewport."""
    box = page.locator(selector).bounding_box()
    assert box and box["y"] >= 0 and box["x"] >= 0 and box["y"] + box["height"] <= 720 \
        and box["x"] + box["width"] <= 1280, (selector, box)
    return box


def readable(page, where, exclude=""):
    """Every text on the page at 16 px or more (the lesson's projector mode is on)."""
    small = small_texts(page, 16, exclude=exclude)
    for _ in range(30):                    # the table fits its board to the screen after it is drawn (fit.js)
        if not small:
            break
        page.wait_for_timeout(500)
        small = small_texts(page, 16, exclude=exclude)
    if small:
        page.screenshot(path=str(ARTIFACTS / f"lesson-commons-small-{where.replace(' ', '-')}.png"))
    assert small == [], (where, small[:10])


def fill_and_reveal(page, widget, values):
    """Type the class's answers, read the page as a student who has not seen the answer, press the button;
    then nothing of the result (apart from the question and its choices) may have been on the page before."""
    inputs = widget.locator(".mg-predict-input input")
    for i, v in enumerate(values):
        inputs.nth(i).fill(str(v))
    inputs.nth(len(values) - 1).press("Enter")
    page.wait_for_timeout(300)                     # the boxes sync on change
    before = page.locator("body").inner_text()
    allowed = widget.locator(".mg-predict-question").inner_text() + "\n" + "\n".join(
        widget.locator(".widget-hbox").nth(i).inner_text() for i in range(widget.locator(".widget-hbox").count()))
    widget.get_by_role("button", name="Run the games").click()
    widget.locator(".mg-predict-result .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_function(f"() => document.querySelectorAll('.mg-predict')[{index_of(page, widget)}]"
                           ".querySelectorAll('.mg-predict-charts .js-plotly-plot .main-svg').length >= 2",
                           timeout=60_000)
    for attempt in range(3):   # the widget may draw its charts once more as the run's last output arrives
        chart = widget.locator(".mg-predict-charts .js-plotly-plot").last
        try:
            chart.scroll_into_view_if_needed()
            shot(chart, f"{index_of(page, widget) + 1}-evidence-chart")
            break
        except PlaywrightError as e:
            if "not attached" not in str(e) or attempt == 2:
                raise
            page.wait_for_timeout(500)
    result = widget.locator(".mg-predict-result").inner_text()
    assert given_away(before, result, allowed) == [], given_away(before, result, allowed)
    return result


def index_of(page, widget):
    return widget.evaluate("w => [...document.querySelectorAll('.mg-predict')].indexOf(w)")


def vote_for_the_extractor(page, seat):
    """Most hands for the extractor's option (mine further, or build), a few for the other."""
    rows = seat.locator(".mg-seat-votes .widget-hbox:visible")
    assert rows.count() == 2
    texts = [rows.nth(i).inner_text().strip().splitlines()[0] for i in range(2)]
    extracting = [t.startswith(("Mine", "Build", "Upgrade", "Make")) for t in texts]
    assert sorted(extracting) == [False, True], texts      # one option is the extractor's, the other the steward's
    extract = extracting.index(True)
    for i in range(2):
        rows.nth(i).locator("input").fill("9" if i == extract else "4")
    rows.nth(1).locator("input").press("Enter")
    page.wait_for_timeout(300)
    return texts[extract]


def test_the_commons_lesson_in_voila(browser, commons_voila, tmp_path):
    base, folder = commons_voila
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    # every widget drawn (Voila draws them one after another, slowly on a busy machine)
    try:
        page.wait_for_function("() => document.querySelectorAll('.mg-predict').length === 3 && "
                               "document.querySelector('.mg-class-seat') && document.querySelector('.mg-whatif')",
                               timeout=TIMEOUT)
    except PlaywrightError:
        screen(page, "0-not-drawn")
        raise
    body = page.locator("body").inner_text()
    assert "import mining_games" not in body and "Traceback" not in page.content()
    # the projector first: one switch, fixed at the top right, for every text of the lesson
    toggle = page.locator(".mg-lesson-projector-toggle")
    box = toggle.bounding_box()
    assert box["y"] < 60 and box["x"] + box["width"] > 1200, box      # fixed at the top right of the screen
    toggle.click()
    page.wait_for_function("() => (document.querySelector('.mg-lesson-projector-style') || {}).innerHTML"
                           "?.includes('font-size')", timeout=30_000)
    page.wait_for_timeout(500)
    readable(page, "on opening")
    screen(page, "0-opening")
    # plain words: no code names anywhere a student reads
    body = page.locator("body").inner_text()
    for raw in ("max_rounds", "health_per_build", "free_rider", "_score"):
        assert raw not in body, raw
    # nothing of any answer is in the page before the reveals
    for words in ("The games say", "live tiles of 19", "points fewer", "Free building removes", "Played ",
                  "Whose choices decide", "who gained, who lost", "shared cost's", "still cost"):
        assert words not in page.content(), words
    votes = page.locator(".mg-predict")

    # ---- 1. a number per group: the land three extractors leave
    ext = experiments.run("titans", 3, ["extractor"] * 3, range(30), progress=False)
    land = votes.nth(0)
    shot(land, "1-before")
    text = fill_and_reveal(page, land, [8, 12, 15, 10])
    assert "The groups guessed from 8 to 15 tiles" in text
    assert f"three extractors leave {ext.live_tiles.mean():.1f} live tiles of 19" in text
    shot(land, "1-revealed")

    # ---- 2. one player switches: the others' scores
    text = fill_and_reveal(page, votes.nth(1), [2, 5, 9])
    assert "They go down" in text and "points fewer (95% interval" in text
    assert "The next question separates the two" in text            # the explanation after the reveal
    shot(votes.nth(1), "2-revealed")

    # ---- 3. the shared cost: building free
    text = fill_and_reveal(page, votes.nth(2), [3, 8, 5])
    assert "Under the rulebook" in text and "Free building removes" in text and "when building is free" in text
    shot(votes.nth(2), "3-revealed")
    readable(page, "after the reveals")
    votes.nth(2).locator(".mg-predict-result").scroll_into_view_if_needed()
    screen(page, "3-revealed-screen")

    # ---- 4. what if: building free, on paired seeds, with the classroom round limit named
    whatif = page.locator(".mg-whatif")
    set_readout(page, ".mg-option-health_per_build", 0)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 1')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 8)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=TIMEOUT)
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "Played 8 pairs (16 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "Planet Health lost per build 0 instead of 1" in result and "round limit 40" in result
    assert "health_per_build" not in result and "max rounds" not in result
    assert "each steward's score" in result and "games stopped at round 40 (%)" in result
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg')"
                           ".length >= 1", timeout=60_000)
    shot(whatif, "4-whatif")
    charts = whatif.locator(".mg-whatif-charts .js-plotly-plot").first
    charts.scroll_into_view_if_needed()
    shot(charts, "4-whatif-chart")
    readable(page, "after the what-if")

    # ---- 5. the class at a seat: extract or steward, three times, then the bot finishes
    seat = page.locator(".mg-class-seat")
    chosen = []
    for k in range(3):
        seat.get_by_role("button", name="Play to the class's next decision").click()
        seat.locator(".mg-seat-votes .widget-hbox:visible").first.wait_for(state="visible", timeout=TIMEOUT)
        prompt = seat.locator(".mg-seat-prompt").inner_text()
        assert "The class decides for Ana" in prompt
        assert "Mining & Planting" in prompt or "Building" in prompt
        if k == 0:
            assert "would have chosen" not in seat.inner_text()
            shot(seat.locator(".mg-seat-panel"), "5-seat-moment")
            page.wait_for_timeout(1500)                # the table fits its board to the screen
            assert "mg-projector" in seat.locator(".mg-table").get_attribute("class")   # it follows the switch
            # the table's screen as the class sees it: its header, the vote panel and the whole Titans map (its
            # projector layout) on one screen, every text at 16 px or more, nothing under the projector switch
            page.evaluate("() => document.querySelector('.mg-class-seat .mg-screen').scrollIntoView()")
            page.wait_for_timeout(1500)
            readable(page, "at the seat")
            screen(page, "5-seat-screen")
            on_the_screen(page, ".mg-class-seat .mg-header")
            on_the_screen(page, ".mg-class-seat .mg-seat-panel")
            board = on_the_screen(page, ".mg-class-seat .mg-board svg.mg-titans-projector")
            print(f"at the seat: the Titans map {board['width']:.0f}x{board['height']:.0f} px")
        chosen.append(vote_for_the_extractor(page, seat))
        seat.get_by_role("button", name="Apply the class's choice").click()
        page.wait_for_function(f"() => document.querySelectorAll('.mg-seat-record tr').length >= {k + 2}",
                               timeout=TIMEOUT)
    record = seat.locator(".mg-seat-record").inner_text()
    assert "The steward bot would have chosen" in record and chosen[0] in record
    assert "the bot agreed with the class on 0 of 3" in record
    shot(seat.locator(".mg-seat-record"), "5-seat-record")
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=TIMEOUT)
    page.wait_for_timeout(1500)
    readable(page, "late in the game")
    page.evaluate("() => document.querySelector('.mg-class-seat .mg-screen').scrollIntoView()")
    page.wait_for_timeout(500)
    screen(page, "6-seat-game-over")
    on_the_screen(page, ".mg-class-seat .mg-board svg.mg-titans-projector")
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
    comparison = seat.locator(".mg-seat-comparison").inner_text()
    assert "the steward bot in the same seat" in comparison and "Ben" in comparison and "Cy" in comparison
    page.wait_for_function("() => document.querySelectorAll('.mg-seat-charts .js-plotly-plot .main-svg').length >= 1",
                           timeout=60_000)
    shot(seat.locator(".mg-seat-comparison"), "6-seat-compared")
    readable(page, "after the comparison")

    # ---- 6. the debrief
    page.locator(".mg-debrief-save").click()
    link = page.locator(".mg-debrief-link")
    link.wait_for(state="visible", timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    downloaded = tmp_path / "debrief.html"
    info.value.save_as(downloaded)
    saved = next(folder.glob("debrief-*.html"))
    assert downloaded.read_bytes() == saved.read_bytes()
    shutil.copy(saved, ARTIFACTS / "lesson-commons-debrief.html")
    assert "Traceback" not in page.content()
    assert not errors, errors
    page.close()
    check_debrief(browser, downloaded, f"{ext.live_tiles.mean():.1f} tiles (95% interval")


def check_debrief(browser, path, land_key):
    """The saved page with the network refused: every part, every key filled in, every chart drawn
    (3 predictions x (the class's chart + the evidence) + the what-if + the seat)."""
    with debrief_offline(browser, path, charts=8, name="lesson-commons") as (_page, body):
        for text in ("The tragedy of the commons", "How many of the 19 land tiles", "What happens to the other two",
                     "move the other two players' scores further", "What if one build cost",
                     "Extract or steward this turn",
                     "Teacher's answer key", land_key, "comes through the shared cost", "Ben and Cy scored",
                     "For example a fishery", "The class's run: Over 8 games played twice"):
            assert text in body, text
        assert "Not revealed" not in body

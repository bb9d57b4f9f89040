"""The public-goods lesson (notebooks/lesson_public_goods.ipynb, Mine 77) in Voila at 1280x720 with the lesson's
projector switch on, driven as a teacher would: the Steam at a table of free riders (a number per group), one
free rider among foremen and the three tables (votes), the what-if on the printed Steam reward, the class deciding
Steam Generation for a seat, the comparison with the bot, the binding-deals and promise votes, and the debrief
opened offline. Before each Reveal the page's text is read: nothing of the result may be on it already. Every
text is drawn at 16 px or more on opening, after the reveals, at the seat, after the what-if and at the end of
the class's game, the Mine 77 board included (it fits the screen unzoomed); at the seat and at the end of the
class's game the vote panel, Steam Generation and the Train are on the 1280x720 screen together. The claims'
numbers are recomputed by test_lesson_public_goods_claims.py. Screenshots: test-artifacts/lesson-public-goods-*.png.
"""

import shutil

import pytest
from browser import ARTIFACTS, NOTEBOOKS, debrief_offline, given_away, set_readout, small_texts, voila_on_copy

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_public_goods.ipynb"
TIMEOUT = 600_000
BOARD = ".m77-board"
# the parts that must be on the screen together: the class's vote panel, Steam Generation and the Train
ON_SCREEN = (".mg-seat-panel", '.m77-seg[data-segment="12"]', ".m77-train")


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands in the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-public-goods")
    with voila_on_copy(NOTEBOOKS / NOTEBOOK, folder, "voila-lesson-public-goods.log") as served:
        yield served


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lesson-public-goods-{name}.png"))


def readable(page, where):
    small = small_texts(page, 16)
    assert small == [], (where, small[:10])


def one_screen(page, seat, where):
    """The seat's table screen brought to the top of the window: the vote panel and the board's key parts are
    all inside the 1280x720 viewport, and the board is not zoomed out."""
    seat.locator(".mg-screen").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    boxes = {part: seat.locator(part).first.bounding_box() for part in ON_SCREEN}
    outside = {part: b for part, b in boxes.items()
               if not b or b["y"] < 0 or b["y"] + b["height"] > 720 or b["x"] < 0 or b["x"] + b["width"] > 1280}
    assert outside == {}, (where, outside)
    assert seat.locator(f"{BOARD}[data-mg-zoom]").count() == 0, (where, "the board is zoomed out")
    print(where, {part: {k: round(v) for k, v in b.items()} for part, b in boxes.items()})


def index_of(widget):
    return widget.evaluate("w => [...document.querySelectorAll('.mg-predict')].indexOf(w)")


def reveal(page, widget, values, name):
    """Type the class's answers, read the page, press Reveal: nothing of the result was on the page before it."""
    inputs = widget.locator(".mg-predict-input input")
    for i, v in enumerate(values):
        inputs.nth(i).fill(str(v))
    inputs.nth(len(values) - 1).press("Enter")
    page.wait_for_timeout(300)                     # the boxes sync on change
    before = page.locator("body").inner_text()
    # the question, its choices and the comparing sentences of earlier reveals ("The class got it right: ...")
    sentences = page.locator(".mg-predict-result .mg-sentence")
    asked = " ".join(sentences.nth(i).inner_text() for i in range(sentences.count())) + " "
    asked += widget.locator(".mg-predict-question").inner_text() + " " + " ".join(
        widget.locator(".widget-hbox").nth(i).inner_text() for i in range(widget.locator(".widget-hbox").count()))
    widget.get_by_role("button", name="Run the games").click()
    widget.locator(".mg-predict-result .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_function(f"() => document.querySelectorAll('.mg-predict')[{index_of(widget)}]"
                           ".querySelectorAll('.mg-predict-charts .js-plotly-plot .main-svg').length >= 2",
                           timeout=120_000)
    text = widget.locator(".mg-predict-result").inner_text()
    early = given_away(before, text, asked)
    assert early == [], (name, early)
    widget.locator(".mg-predict-result").scroll_into_view_if_needed()
    shot(page, name)
    return text


def vote_first_option(page, seat):
    rows = seat.locator(".mg-seat-votes .widget-hbox:visible")
    assert rows.count() >= 2
    texts = [rows.nth(i).inner_text().strip().splitlines()[0] for i in range(rows.count())]
    rows.nth(0).locator("input").fill("9")
    rows.nth(1).locator("input").fill("4")
    rows.nth(1).locator("input").press("Enter")
    page.wait_for_timeout(300)
    return texts


def test_the_public_goods_lesson_in_voila_in_projector_mode(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    body = page.locator("body").inner_text()
    assert "import mining_games" not in body and "Traceback" not in page.content()
    for words in ("free_rider", "steam_reward", "The games say", "at its lowest on average", "subsidy",
                  "Per player, the collective penalties cost", "breaks the agreement it scores", "Played "):
        assert words not in body, words              # plain words; nothing of an answer before its button
    votes = page.locator(".mg-predict")
    assert votes.count() == 5

    # ---- the projector switch first: every text at 16 px or more
    page.locator(".mg-lesson-projector-toggle").click()
    page.wait_for_function("() => document.querySelector('.mg-lesson-projector-style style') !== null",
                           timeout=30_000)
    page.wait_for_timeout(500)
    shot(page, "0-opening")
    readable(page, "opening")

    # ---- 1. a number per group: how low the Steam goes at a table of free riders
    text = reveal(page, votes.nth(0), [-5, -2, 0, 1], "1-revealed")
    assert "The groups guessed from -5 to 1 Steam" in text and "The free riders generate 0.0 Steam in a week" in text
    assert "Ask the class:" in text                                   # the question that was a markdown cell

    # ---- 2. one free rider among two foremen: about the same, and why
    text = reveal(page, votes.nth(1), [6, 3, 4], "2-revealed")
    assert "“About the same”" in text and "(95% interval" in text and "includes zero" in text
    assert "subsidy" in text and "search bot" in text

    # ---- 3. the three tables
    text = reveal(page, votes.nth(2), [1, 2, 9, 1], "3-revealed")
    assert "“Three free riders”" in text and "paired by seed" in text
    readable(page, "after the reveals")

    # ---- 4. what if Steam Generation paid nothing (a short run here; the default's claim is in the claims test)
    whatif = page.locator(".mg-whatif")
    assert "changed from 1" in whatif.inner_text()           # the lesson starts it on a reward of 0
    assert "80" in whatif.locator(".mg-whatif-games").inner_text()
    set_readout(page, ".mg-whatif-games", 8)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=TIMEOUT)
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "Played 8 pairs (16 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "Steam Generation reward 0 instead of 1" in result and "the free rider's lead over its foremen" in result
    assert "95% interval" in result
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg')"
                           ".length >= 1", timeout=60_000)
    whatif.locator(".mg-whatif-result").scroll_into_view_if_needed()
    shot(page, "4-whatif")
    readable(page, "after the what-if")

    # ---- 5. the class at a seat: Steam Generation, three decisions, then the bot finishes
    seat = page.locator(".mg-class-seat")
    for k in range(3):
        seat.get_by_role("button", name="Play to the class's next decision").click()
        seat.locator(".mg-seat-votes .widget-hbox:visible").first.wait_for(state="visible", timeout=TIMEOUT)
        assert "The class decides for Class" in seat.locator(".mg-seat-prompt").inner_text()
        options = vote_first_option(page, seat)
        assert "Take the Steam Generation action" in options or any(o.startswith("Burn") for o in options), options
        if k == 0:
            assert "would have chosen" not in seat.inner_text()
            page.wait_for_timeout(1500)                                  # the table fits its board
            one_screen(page, seat, "at the seat")
            shot(page, "5-seat-moment")
            readable(page, "at the seat")
        seat.get_by_role("button", name="Apply the class's choice").click()
        page.wait_for_function(f"() => document.querySelectorAll('.mg-seat-record tr').length >= {k + 2}",
                               timeout=TIMEOUT)
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=TIMEOUT)
    page.wait_for_timeout(1500)
    one_screen(page, seat, "late in the game")
    shot(page, "6-game-over")
    readable(page, "late in the game")
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
    comparison = seat.locator(".mg-seat-comparison").inner_text()
    assert "the foreman bot in the same seat" in comparison and "Ben" in comparison and "Cy" in comparison

    # ---- 6. binding deals, and the promise played twice
    text = reveal(page, votes.nth(3), [1, 2, 5, 3], "7-revealed")
    assert "When seat 1 breaks the agreement it scores" in text
    assert "a player who contributes alone among two free riders scores" in text
    text = reveal(page, votes.nth(4), [2, 6, 3, 1], "8-promise-revealed")
    assert "the fine goes to the stock, not to Ben" in text
    readable(page, "at the end")

    # ---- 7. the debrief
    page.locator(".mg-debrief-save").click()
    link = page.locator(".mg-debrief-link")
    link.wait_for(state="visible", timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    downloaded = tmp_path / "debrief.html"
    info.value.save_as(downloaded)
    saved = next(folder.glob("debrief-*.html"))
    assert downloaded.read_bytes() == saved.read_bytes()
    shutil.copy(saved, ARTIFACTS / "lesson-public-goods-debrief.html")
    assert "Traceback" not in page.content()
    assert not errors, errors
    page.close()
    check_debrief(browser, downloaded)


def check_debrief(browser, path):
    """The saved page with the network refused: every part, every key filled in, every chart drawn."""
    with debrief_offline(browser, path, charts=10, name="lesson-public-goods") as (_page, body):
        for text in ("Who keeps the Steam up?", "What is the lowest point the Steam track", "Who scores more",
                     "At which table does each player lose the most VP", "What if Steam Generation paid",
                     "Generate Steam for everybody, or keep the action?", "Would seat 1 gain", "Teacher's answer key",
                     "Three free riders reached Steam", "Each foreman generated", "subsidy",
                     "the free rider's lead over its foremen went from", "Ben and Cy scored",
                     "breaking the agreement changed seat 1's score", "For example a flood wall",
                     "what does breaking her promise cost Ana", "a fine deters a breach"):
            assert text in body, text
        assert "Not revealed" not in body and "free_rider" not in body

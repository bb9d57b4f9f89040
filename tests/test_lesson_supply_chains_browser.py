"""The supply-chains lesson (``notebooks/lesson_supply_chains.ipynb``) in Voila at 1280x720 in projector mode,
driven as a teacher would (headless Chromium): the lesson's projector switch on first; every text at 16 px or more
on opening, after the reveals, at the seat, late in the game and after the what-if; at the seat's first decision
and at the end of its game the seat's vote panel and the board are on one 1280x720 screen at the same time, the
board whole and unzoomed (``lesson_screen``), no Territory's holder over its name on the map;
before each reveal the page's text is read and nothing of what the reveal shows may already be on it. In order:
the groups' numbers -> the #64 dice's expected value and 1,000 sales through the rules; a vote -> what a Vessel
changes; the class chooses its sales at a seat -> the bot finishes -> compare; a vote -> traders against builders;
numbers -> tolls; numbers -> a loan; a vote -> one card from a monopoly; a what-if on paired seeds; the debrief
saved, downloaded and opened with the network refused. Screenshots (what the projector shows) go to
test-artifacts/lesson-supply-*.png. The claims themselves are recomputed in test_lesson_supply_chains_claims.py."""

import shutil
import time

import pytest
from browser import ARTIFACTS, ROOT, debrief_offline, given_away, set_readout, small_texts, voila_on_copy
from lesson_screen import seat_on_one_screen

from mining_games.ardevur.data import FACES, TOKEN_VALUE, TOKENS
from mining_games.ardevur.sales import global_income, local_income
from mining_games.widgets.lesson_predict import number_sentence

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_supply_chains.ipynb"
TIMEOUT = 240_000
VIEW = {"width": 1280, "height": 720}
STOCK = (0, 2, 2, 0)
VALUE = sum(n * TOKEN_VALUE[t] for n, t in zip(STOCK, TOKENS))
FACE_INCOME = [global_income([(VALUE, True)], False, f)["income"] for f in FACES]
EV = sum(FACE_INCOME) / len(FACES)


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    folder = tmp_path_factory.mktemp("lesson-supply")
    with voila_on_copy(ROOT / "notebooks" / NOTEBOOK, folder, "voila-lesson-supply.log") as served:
        yield served


def screen(page, name):
    """What the projector shows now: the 1280x720 viewport."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lesson-supply-{name}.png"))


# On the map, the texts of one Territory's line (tier, name, holder) that run into each other on the screen
OVERLAPS = """() => {
  const out = [];
  for (const line of document.querySelectorAll('.mg-class-seat .ard-territory')) {
    const boxes = [...line.querySelectorAll('text')].map(e => e.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const w = Math.min(boxes[i].right, boxes[j].right) - Math.max(boxes[i].left, boxes[j].left);
      const h = Math.min(boxes[i].bottom, boxes[j].bottom) - Math.max(boxes[i].top, boxes[j].top);
      if (w > 1 && h > 1) out.push(`${line.textContent.trim()} (${Math.round(w)} px)`);
    }
  }
  return out;
}"""


def readable(page, where, exclude=""):
    small = small_texts(page, 16, exclude)
    assert small == [], f"{where}: texts under 16 px: {small[:8]}"


def fill(page, widget, values):
    """Type numbers or vote counts into a predict widget's boxes (they sync on change)."""
    boxes = widget.locator(".mg-predict-input input")
    for i, v in enumerate(values):
        boxes.nth(i).fill(str(v))
        boxes.nth(i).press("Enter")
    page.wait_for_timeout(300)


def question_of(widget):
    """The question and its choices: a result may repeat them."""
    return widget.locator(".mg-predict-question").inner_text() + " " + " ".join(
        widget.locator(".widget-hbox .widget-html").all_inner_texts())


def reveal(page, widget, values, name, charts):
    """Enter the class's answers, read the page, press Reveal: nothing of what the reveal tells (the games' answer,
    its note and the explanation after it) may have been on the page before, the question and its choices aside.
    Returns (the comparing sentence, the whole result's text)."""
    fill(page, widget, values)
    before = page.locator("body").inner_text()
    widget.get_by_role("button", name="Reveal").click()
    sentence = widget.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=TIMEOUT)
    told = " ".join(widget.locator(".mg-predict-answer, .mg-predict-after").all_inner_texts())
    assert "The games say" in told
    assert given_away(before, told, question_of(widget)) == [], name
    result = widget.locator(".mg-predict-result").inner_text()
    page.wait_for_function("([w, n]) => w.querySelectorAll('.js-plotly-plot .svg-container').length >= n",
                           arg=[widget.element_handle(), charts], timeout=60_000)
    widget.locator(".mg-predict-result").scroll_into_view_if_needed()
    screen(page, name)
    return sentence.inner_text(), result


def test_the_supply_chains_lesson_in_voila_on_a_projector(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport=VIEW)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="attached", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    votes = page.locator(".mg-predict")
    assert votes.count() == 6
    body = page.locator("body").inner_text()
    assert f"Face value {VALUE}M; a local sale pays {local_income(VALUE)}M for sure." in body
    assert "may not take" in body and "Anti-Monopoly Rule" in body           # the refusal, through the rules
    for early in ("The six faces pay", "never worse", "pays for itself", "a trader won", "a game in tolls",
                  "so she borrowed", "ended with one corporation"):
        assert early not in page.content(), early
    assert page.locator(".mg-predict .js-plotly-plot, .mg-whatif .js-plotly-plot").count() == 0

    # ---- the lesson's projector switch, first
    page.locator(".mg-lesson-projector-toggle").click()
    page.wait_for_function("() => document.querySelector('.mg-lesson-projector-style style') !== null",
                           timeout=30_000)
    page.wait_for_timeout(500)
    screen(page, "0-opening")
    readable(page, "on opening")
    started = time.time()

    # ---- 1. the #64 dice: numbers, then the exact expected value and 1,000 sales through the rules
    sentence, result = reveal(page, votes.nth(0), [20, 24, 30], "1-dice", 3)
    assert sentence == number_sentence({"Group 1": 20, "Group 2": 24, "Group 3": 30, "Group 4": None},
                                       round(EV, 2), "M")
    assert f"The six faces pay ({' + '.join(map(str, FACE_INCOME))}) / 6 = {EV:.2f}M" in result
    assert "exactly what a local sale pays" in result                     # the explanation, only after Reveal
    assert "1,000 sales brought" in result and "which holds the exact value" in result

    # ---- 1b. a Vessel: a vote
    _, result = reveal(page, votes.nth(1), [2, 7, 3], "1b-vessel", 2)
    assert "pays for itself after 2 global sales" in result

    # ---- 2. the class sells for a corporation: the vote panel and the board on one screen
    seat = page.locator(".mg-class-seat")
    seat.get_by_role("button", name="Play to the class's next decision").click()
    counts = seat.locator(".mg-seat-count input")
    counts.first.wait_for(state="visible", timeout=120_000)
    options = seat.locator(".mg-seat-votes").inner_text()
    assert "Sell the stock globally (roll the dice)" in options and "Sell the stock locally at half price" in options
    counts.nth(0).fill("4")
    counts.nth(1).fill("9")
    counts.nth(1).press("Enter")
    page.wait_for_timeout(300)
    seat_on_one_screen(page, "the seat's first decision", "lesson-supply-2-seat-vote")
    assert page.evaluate(OVERLAPS) == []                  # a Territory's name and holder apart at 16 px
    assert seat.locator(".mg-table .mg-seat-votes").count() == 1        # the votes inside the table's screen
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    record = seat.locator(".mg-seat-record").inner_text()
    assert "Sell the stock locally" in record and "agreed with the class on" in record
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    seat_on_one_screen(page, "the end of the seat's game", "lesson-supply-2-seat-late")
    assert page.evaluate(OVERLAPS) == []
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    assert "the trader bot in the same seat" in seat.locator(".mg-seat-comparison").inner_text()
    seat.locator(".mg-seat-comparison").scroll_into_view_if_needed()
    screen(page, "2-seat-compared")

    # ---- 3. traders against builders; 4. tolls; 5. leverage; 6. one card from a monopoly
    _, result = reveal(page, votes.nth(2), [6, 5, 2], "3-strategies", 3)
    assert "Of 100 games, a trader won" in result and "95% interval" in result
    assert "Is it the money that wins?" in result
    _, result = reveal(page, votes.nth(3), [5, 10, 1], "4-tolls", 2)
    assert "a game in tolls (95% interval" in result and "tolls alone do not pay a Road back" in result
    sentence, result = reveal(page, votes.nth(4), [12, 24, 36], "5-leverage", 1)
    assert "Ana borrows 12M from the Bank and owes 24M." in result and "the games give 24 M" in sentence
    _, result = reveal(page, votes.nth(5), [3, 8, 2], "6-monopoly", 1)
    assert "ended with one corporation holding two of the three Territories" in result
    readable(page, "after the reveals")

    # ---- what if: the Launched Start, on paired seeds
    whatif = page.locator(".mg-whatif")
    assert "40" in whatif.locator(".mg-whatif-games .widget-readout").inner_text()   # the default the text names
    whatif.locator(".mg-option-launched_start input").check()
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 8)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=TIMEOUT)
    assert "Played 8 pairs (16 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "Launched Start: on instead of off" in whatif.locator(".mg-whatif-result").inner_text()   # in words
    page.wait_for_function("w => w.querySelectorAll('.js-plotly-plot .svg-container').length >= 1",
                           arg=whatif.element_handle(), timeout=60_000)
    whatif.locator(".mg-whatif-result").scroll_into_view_if_needed()
    screen(page, "7-whatif")
    readable(page, "after the what-if")
    print(f"lesson: every reveal, the seat and the what-if took {time.time() - started:.1f} s (wall clock, with the "
          f"browser)")

    # ---- the debrief
    page.locator(".mg-debrief-save").click()
    link = page.locator(".mg-debrief-link")
    link.wait_for(state="visible", timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    downloaded = tmp_path / "debrief.html"
    info.value.save_as(downloaded)
    saved = next(folder.glob("debrief-*.html"))
    assert downloaded.read_bytes() == saved.read_bytes()
    shutil.copy(saved, ARTIFACTS / "lesson-supply-debrief.html")
    assert "Traceback" not in page.content()
    assert not errors, errors
    page.close()
    # charts: dice 3, vessel 2, the seat 1, strategies 3, tolls 2, leverage 1, monopoly 1, what-if 1
    with debrief_offline(browser, downloaded, charts=14, name="lesson-supply") as (offline, text):
        for expected in ("Supply chains, price risk and tolls", "Teacher's answer key",
                         f"the expected value is {EV:.2f}M", "Ana borrowed 12M and owes 24M",
                         "Why would a government stop one company", "exactly what a local sale pays"):
            assert expected in text, expected
        assert offline.locator(".mg-chart").count() == 14

"""The auction lesson (notebooks/lesson_auctions.ipynb) in Voila at 1280x720 in projector mode, driven as a
teacher would: each Predict box shows nothing of its answer until the class has voted and the button is pressed
(the page's text before each reveal shares no run of six words with what the reveal shows, other than the
question and its choices); every text is at 16 px or more on opening, after the reveals, at the seat, after the
what-if and late in the game; the what-if runs on the lesson's own games; the class builds a sealed bid card by
card; at the seat's first decision and at the end of its game the seat's vote panel and the board are on one
1280x720 screen at the same time, the board whole and at 16 px (``lesson_screen``); the debrief is saved,
downloaded and opened offline. Screenshots go to test-artifacts/lesson-auctions-*.png.

The opening picture (the full board) draws the King's path in HTML, so its words grow to 16 px with the rest of
the page: no text is left out of the 16 px check.
"""

import shutil

import pytest
from browser import ARTIFACTS, ROOT, debrief_offline, given_away, set_readout, small_texts, voila_on_copy
from lesson_screen import seat_on_one_screen

import mining_games as mg
from mining_games.bots import play
from mining_games.widgets.lesson_common import num

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_auctions.ipynb"
TIMEOUT = 240_000
SEATS = ["investor", "treasurer"]
GAMES = 400                 # the lesson's sample (Predicts 2, 4, 5)
PAIRS = 60                  # the what-if's default: its rulebook side is the first 60 of those games


@pytest.fixture(scope="module")
def lesson(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands in the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-auctions")
    with voila_on_copy(ROOT / "notebooks" / NOTEBOOK, folder, "voila-lesson-auctions.log") as served:
        yield served


def shot(element, name):
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-auctions-{name}.png"))


def investor_share(games=PAIRS):
    """The investor's share of wins in the first ``games`` games of the lesson, worked out here independently of
    the notebook (tests/test_lesson_auctions_claims.py checks all 400)."""
    won = 0.0
    for seed in range(games):
        g = play(mg.new_game("zavandor", players=2, seed=seed), SEATS)
        won += 1 / len(g.winners()) if 0 in g.winners() else 0
    return won / games


def readable(page, where):
    """Every text on the page at 16 px or more; a screenshot of the screen as the class sees it."""
    page.wait_for_timeout(300)
    shot(page, f"screen-{where}")
    small = small_texts(page, 16)
    assert small == [], (where, small[:12])


def reveal(page, box, button, answers, expect, choices=()):
    """Type the class's answers into one Predict box, press its button, wait for the sentence; nothing of what
    the reveal shows may have been on the page before it (runs of six words), except the question and its
    ``choices`` and, of earlier reveals, the class's own predictions and the sentences comparing them (templates
    about the class's guesses, not evidence)."""
    assert box.locator(".mg-predict-result").inner_text().strip() == ""
    assert box.locator(".js-plotly-plot").count() == 0
    inputs = box.locator(".mg-predict-input input")
    for i, value in enumerate(answers):
        inputs.nth(i).fill(str(value))
    inputs.nth(len(answers) - 1).press("Enter")
    page.wait_for_timeout(300)                           # text boxes sync on change
    before = page.locator("body").inner_text()
    question = box.locator(".mg-predict-question").inner_text()
    earlier = " ".join(page.locator(".mg-predict-result .mg-sentence").all_inner_texts()
                       + page.locator(".mg-predict-record").all_inner_texts())
    box.get_by_role("button", name=button).click()
    box.locator(".mg-predict-result .mg-sentence").wait_for(state="visible", timeout=240_000)
    text = box.locator(".mg-predict-result").inner_text()
    assert given_away(before, text, " ".join([question, *choices, earlier])) == []
    for phrase in expect:
        assert phrase in text, (phrase, text)
    assert inputs.nth(0).is_disabled()
    return text


def vote_for(page, seat, label, hands=5):
    """Give ``hands`` to the class's option ``label`` and apply the class's choice."""
    row = seat.locator(".mg-seat-votes .widget-hbox").filter(has_text=label).first
    row.wait_for(state="visible", timeout=60_000)
    box = row.locator("input")
    box.fill(str(hands))
    box.press("Enter")
    page.wait_for_timeout(300)
    decided = seat.locator(".mg-seat-record tr").count()
    seat.get_by_role("button", name="Apply the class's choice").click()
    page.wait_for_function(f"() => document.querySelectorAll('.mg-seat-record tr').length > {decided}",
                           timeout=60_000)


def test_the_auction_lesson_in_voila(browser, lesson, tmp_path):
    base, folder = lesson
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    # on a busy machine the widgets are drawn some time after the page has loaded
    page.wait_for_function("() => document.querySelectorAll('.mg-predict').length === 5 && "
                           "document.querySelector('.mg-lesson-projector-toggle') !== null", timeout=TIMEOUT)
    body = page.locator("body").inner_text()
    assert "import mining_games" not in body and "Traceback" not in page.content()
    # nothing of any answer before the class predicts
    for phrase in ("The games say", "Bert wins the EMERALD row", "frozen in losing bids and paid",
                   "searches of the BRONZE deck took", "The investor won", "In round 9 the investor drew",
                   "lost nothing she owned", "opportunity cost** of a losing bid", "first in player order",
                   "(N + 1) / (K + 1)"):
        assert phrase not in page.content(), phrase
    assert page.locator(".mg-predict .js-plotly-plot").count() == 0

    # ---- projector mode first: the whole lesson at 16 px or more
    page.locator(".mg-lesson-projector-toggle").click()
    page.locator(".mg-lesson-projector-style style").wait_for(state="attached", timeout=30_000)
    page.evaluate("() => window.scrollTo(0, 0)")
    readable(page, "0-opening")
    share = investor_share()
    predicts = page.locator(".mg-predict")
    assert predicts.count() == 5

    # ---- Predict 1: who wins the EMERALD row (a vote); the opportunity cost is explained only after it
    box = predicts.nth(0)
    box.scroll_into_view_if_needed()
    shot(box, "1-before-vote")
    choices = ["Anna", "Bert", "Cy", "Nobody: a tie cancels the row"]
    text = reveal(page, box, "Play the auction", [1, 4, 6, 2],
                  ["“Bert”", "the tie goes to the player earlier in player order", "Cy cannot raise her Family clan",
                   "her 5 cards were useless", "opportunity cost"], choices)
    assert "Most of the class expected “Cy”" in text
    shot(box, "1-revealed")

    # ---- Predict 2: cards frozen a round (a number per group), the first use of the 400 games
    box = predicts.nth(1)
    box.scroll_into_view_if_needed()
    text = reveal(page, box, "Play the games", [2, 1, 0.5, 3],
                  ["Over 400 games a player had", "95% interval", "The groups guessed from"])
    page.wait_for_function("() => document.querySelectorAll('.mg-predict')[1]"
                           ".querySelectorAll('.js-plotly-plot .main-svg').length >= 2", timeout=60_000)
    shot(box, "2-frozen")

    # ---- Predict 3: the search for a RUBY: the exact value, the searches beside it
    box = predicts.nth(2)
    box.scroll_into_view_if_needed()
    text = reveal(page, box, "Search the deck", [3, 5, 2, 2.5],
                  ["2.4 cards", "(N + 1) / (K + 1) = (30 + 1) / (12 + 1) = 2.38", "1000 searches of the BRONZE deck",
                   "Why (N + 1) / (K + 1)?"])
    page.wait_for_function("() => document.querySelectorAll('.mg-predict')[2]"
                           ".querySelectorAll('.js-plotly-plot .main-svg').length >= 2", timeout=60_000)
    shot(box, "3-search")

    # ---- Predict 4: who wins more often, decided by the interval of 400 games
    box = predicts.nth(3)
    box.scroll_into_view_if_needed()
    text = reveal(page, box, "Play the games", [3, 8, 2],
                  ["“The investor”", "of 400 games (a shared win counts half; 95% interval",
                   "The whole interval is above half", "Why 400 games?", "40 games could not tell"],
                  ["The investor", "The treasurer", "About even"])
    page.wait_for_function("() => document.querySelectorAll('.mg-predict')[3]"
                           ".querySelectorAll('.js-plotly-plot .main-svg').length >= 2", timeout=60_000)
    shot(box, "4-winner")

    # ---- Predict 5: the investor's income in round 9, explained against the limit of 6
    box = predicts.nth(4)
    box.scroll_into_view_if_needed()
    reveal(page, box, "Count the cards", [6, 8, 5, 7], ["In round 9 the investor drew", "outside the limit of 6"])
    page.wait_for_function("() => document.querySelectorAll('.mg-predict')[4]"
                           ".querySelectorAll('.js-plotly-plot .main-svg').length >= 2", timeout=60_000)
    shot(box, "5-income")
    readable(page, "1-after-the-reveals")

    # ---- the what-if: raise the income limit; its rulebook side is the first 60 games of part 3
    whatif = page.locator(".mg-whatif")
    whatif.scroll_into_view_if_needed()
    assert whatif.locator(".mg-whatif-games .widget-readout").inner_text().strip() == str(PAIRS)
    set_readout(page, ".mg-option-income_limit", 12)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 6')",
                           timeout=30_000)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=240_000)
    assert "Played 60 pairs (120 games)" in whatif.locator(".mg-whatif-status").inner_text()
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "income limit 12 instead of 6" in result and "the investor's wins per 100 games averaged" in result
    assert f"against {num(100 * share)} with" in result           # the rulebook side: the first 60 games
    assert "The whole interval is above zero" in result              # 60 pairs settle it
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg')"
                           ".length >= 1", timeout=60_000)
    page.wait_for_function("() => document.querySelector('.mg-whatif-charts').innerText"
                           ".includes(\"the treasurer's score: your rules minus\")", timeout=60_000)
    shot(whatif, "6-whatif")
    whatif.locator(".mg-whatif-result").scroll_into_view_if_needed()
    readable(page, "2-after-the-whatif")

    # ---- the class at a seat: the sealed bid, card by card; its vote panel and board on one screen
    seat = page.locator(".mg-class-seat")
    seat.get_by_role("button", name="Play to the class's next decision").click()
    seat.locator(".mg-seat-count input").first.wait_for(state="visible", timeout=120_000)
    seat.locator(".mg-table .mg-header").wait_for(state="visible", timeout=60_000)
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-table.mg-projector') !== null",
                           timeout=30_000)                              # the table follows the lesson's switch
    prompt = seat.locator(".mg-seat-prompt").inner_text()
    assert "The class decides for Class" in prompt and "sealed bid" in prompt
    assert "would have chosen" not in seat.inner_text()
    votes = seat.locator(".mg-seat-votes").inner_text()
    assert "Seal my bid" in votes and "Add one" in votes
    seat_on_one_screen(page, "the seat's first decision", "lesson-auctions-screen-3-at-the-seat")
    assert seat.locator(".mg-table .mg-seat-votes").count() == 1        # the votes inside the table's screen
    shot(seat, "7-seat-first-vote")
    first_gem = seat.locator(".mg-seat-votes .widget-hbox").filter(has_text="Add one").first.inner_text()
    vote_for(page, seat, first_gem.split(" to my")[0])           # one card of the first gem offered...
    record = seat.locator(".mg-seat-record").inner_text()
    assert "would have chosen" in record and "Add one" in record
    assert "The class decides for Class" in seat.locator(".mg-seat-prompt").inner_text()   # ...then vote again
    vote_for(page, seat, "Seal my bid")                         # and seal it
    shot(seat, "8-seat-sealed")
    assert "Seal my bid" in seat.locator(".mg-seat-record").inner_text()
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    seat_on_one_screen(page, "the end of the seat's game", "lesson-auctions-screen-4-late-in-the-game")
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    assert "the investor bot in the same seat" in seat.locator(".mg-seat-comparison").inner_text()
    page.wait_for_function("() => document.querySelectorAll('.mg-seat-charts .js-plotly-plot .main-svg').length >= 1",
                           timeout=60_000)
    shot(seat.locator(".mg-seat-comparison"), "9-seat-compared")

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
    shutil.copy(saved, ARTIFACTS / "lesson-auctions-debrief.html")
    assert "Traceback" not in page.content()
    assert not errors, errors
    page.close()
    open_debrief_offline(browser, downloaded)


def open_debrief_offline(browser, path):
    with debrief_offline(browser, path, charts=10, name="lesson-auctions") as (_page, body):
        for text in ("Sealed bids, exchange rates and investing", "Who wins the EMERALD row?", "Teacher's answer key",
                     "The investor won", "of 400 games", "In round 9 the investor drew", "opportunity cost",
                     "2.38 cards, about 2.4", "income limit 12 instead of 6", "the investor bot in the same seat",
                     "Is buying RUBIES with SAPPHIRES an arbitrage?", "a bargain, not a riskless profit"):
            assert text in body, text

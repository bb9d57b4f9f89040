"""The contracts lesson (``notebooks/lesson_contracts_and_price_risk.ipynb``) in Voila at 1280x720 with the lesson's
projector switch on, driven as a teacher would (headless Chromium): every text at 16 px or more on opening, after the
reveals, at the seat, late in the game and after the what-if; nothing of an answer on the page before its reveal
(``given_away``); groups' numbers -> reveal (exploration), a vote -> reveal (price risk), numbers -> reveal (Ben's
contract), the class decides contract offers at a seat -> the bot finishes -> compare, a vote -> reveal (bankruptcy)
-> replay a bankruptcy, a harsher economy on paired seeds, then the debrief saved, downloaded and opened with the
network refused. Screenshots of the screen as the class sees it go to test-artifacts/.
"""

import shutil

import pytest
from browser import ARTIFACTS, ROOT, debrief_offline, given_away, set_readout, small_texts, voila_on_copy

from mining_games.murfett.data import expected_units
from mining_games.widgets.lesson_predict import choice_sentence, number_sentence

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_contracts_and_price_risk.ipynb"
TIMEOUT = 180_000
PRICE_RISK = ["More of them earn less than they promised", "About as many earn less as earn more",
              "More of them earn more than they promised"]
BANKRUPTCY = ["The prospector (bold)", "The contractor (careful)", "Neither: about the same"]


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands beside the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-contracts")
    with voila_on_copy(ROOT / "notebooks" / NOTEBOOK, folder, "voila-lesson-contracts.log") as served:
        yield served


def shot(page, element, name):
    """The screen as the class sees it, with ``element`` scrolled to the top of the view."""
    ARTIFACTS.mkdir(exist_ok=True)
    element.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / f"lesson-contracts-{name}.png"))


def readable(page, where):
    """Every text on the page at 16 px or more (the projector switch is on)."""
    small = small_texts(page, 16)
    assert small == [], (where, small[:10])


def fill(page, widget, values):
    """Type numbers or vote counts into a predict widget's boxes (they sync on change)."""
    boxes = widget.locator(".mg-predict-input input")
    for i, v in enumerate(values):
        boxes.nth(i).fill(str(v))
        boxes.nth(i).press("Enter")
    page.wait_for_timeout(300)


def revealed(widget, button, timeout=120_000):
    """Press the reveal button and wait for the result: (the comparing sentence, the whole result). Kept as it was:
    tests/test_lesson_supply_chains_browser.py uses it."""
    widget.get_by_role("button", name=button).click()
    sentence = widget.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=timeout)
    return sentence.inner_text(), widget.locator(".mg-predict-result").inner_text()


def revealed_fairly(page, widget, button, choices=(), timeout=300_000):
    """Press the reveal button; the page's text before it must hold no six-word run of what it reveals (the answer
    with its note, and the explanation after it) beyond the question and its choices. The record of the class's
    predictions and the comparing sentence are the widget's own words, already on the page after an earlier
    reveal. Returns (the comparing sentence, the whole result)."""
    before = page.locator("body").inner_text()
    allowed = " ".join([widget.locator(".mg-predict-question").inner_text(), *choices])
    widget.get_by_role("button", name=button).click()
    sentence = widget.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=timeout)
    result = widget.locator(".mg-predict-result").inner_text()
    told = " ".join(widget.locator(f".mg-predict-result {part}").inner_text()
                    for part in (".mg-predict-answer", ".mg-predict-after"))
    assert given_away(before, told, allowed) == [], given_away(before, told, allowed)
    return sentence.inner_text(), result


def charts_in(widget, n):
    """Wait until ``n`` charts are drawn inside a widget (each plotly chart has one svg-container)."""
    widget.page.wait_for_function("([w, n]) => w.querySelectorAll('.js-plotly-plot .svg-container').length >= n",
                                  arg=[widget.element_handle(), n], timeout=60_000)


def on_screen(page, *locators):
    """Whether every element is wholly inside the 1280x720 view at once (after scrolling the first to the top)."""
    locators[0].evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    boxes = [loc.bounding_box() for loc in locators]
    return all(b and b["y"] >= 0 and b["y"] + b["height"] <= 720 and b["x"] + b["width"] <= 1280 for b in boxes), boxes


def test_the_contracts_lesson_in_voila(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    votes = page.locator(".mg-predict")
    assert votes.count() == 4

    # ---- the projector switch first: then every text on the page is 16 px or more
    page.locator(".mg-lesson-projector-toggle").click()
    page.locator(".mg-lesson-projector-style style").wait_for(state="attached", timeout=30_000)
    page.wait_for_timeout(500)
    readable(page, "opening")
    page.screenshot(path=str(ARTIFACTS / "lesson-contracts-0-opening.png"))

    # ---- nothing of any answer on the page before its reveal
    content = page.content()
    for answer in ("The games say", "Expected units =", "contracts were completed", "The contract brought Ben",
                   "-$7M", "went bankrupt", "goes bankrupt in round", "Is there really no way out",
                   "Auction lease B6", "Two cautions about that average", "the bots sign when"):
        assert answer not in content, answer
    assert page.locator(".mg-predict .js-plotly-plot, .mg-whatif .js-plotly-plot").count() == 0
    assert page.locator(".mg-class-seat .mg-table").count() == 0
    assert "Drilling cards of each grade" in page.locator("body").inner_text()

    # ---- 1. the groups' numbers, then the explorations through the rules
    explore = votes.nth(0)
    fill(page, explore, [2, 3.5, 5])
    shot(page, explore, "1-explore-before")
    sentence, result = revealed_fairly(page, explore, "Explore through the rules")
    truth = round(expected_units("copper"), 2)
    assert sentence == number_sentence({"Group 1": 2, "Group 2": 3.5, "Group 3": 5, "Group 4": None}, truth, "units")
    assert "Expected units = 8/20 × 0 + 8/20 × 3.5 + 4/20 × 7.0 = 2.8 units of copper, exactly" in result
    assert "300 explorations of copper" in result and "the exact 2.8 is inside it" in result
    assert "Ana's menu offered: Explore lease A1 (copper) for $2M; Stop exploring for this turn." in result
    assert "Two cautions about that average" in result
    charts_in(explore, 3)           # the guesses, the table by metal, the running means
    shot(page, explore.locator(".mg-predict-result"), "1-explore-revealed")

    # ---- 2. a vote on price risk
    contracts = votes.nth(1)
    assert contracts.locator(".mg-predict-result").inner_text().strip() == ""
    fill(page, contracts, [5, 8, 0])
    sentence, result = revealed_fairly(page, contracts, "Play the games", PRICE_RISK)
    assert "contracts were completed in 60 games" in result and "the whole interval is above zero" in result
    assert sentence == choice_sentence(PRICE_RISK, dict(zip(PRICE_RISK, [5, 8, 0])), PRICE_RISK[0])
    assert "$M" not in result and "[" not in result and "the bots sign when today's price looks good" in result
    charts_in(contracts, 2)
    shot(page, contracts.locator(".mg-predict-result"), "2-price-risk-revealed")

    # ---- 3. Ben's contract through a falling market
    ben = votes.nth(2)
    fill(page, ben, [6, -3])
    sentence, result = revealed_fairly(page, ben, "Play Ben's six periods")
    assert "Exactly: $3M + $1M − $1M − $3M − $4M − $3M = -$7M." in result
    assert "the contract brought Ben -$7M in all, against the $18M he expected" in result
    assert "Roll the dice; Move to the outer circuit and roll" in result
    assert "the games give -7 million dollars" in sentence and "$M" not in sentence
    assert "Auction lease B6 (nickel) with its metal" in result          # the distress door, after the reveal
    charts_in(ben, 3)
    shot(page, ben.locator(".mg-predict-result"), "3-ben-revealed")
    readable(page, "after the first three reveals")

    # ---- 4. the class decides the contract offers at its seat
    seat = page.locator(".mg-class-seat")
    seat.get_by_role("button", name="Play to the class's next decision").click()
    counts = seat.locator(".mg-seat-count input")
    counts.first.wait_for(state="visible", timeout=60_000)
    seat.locator(".mg-table .mg-header").wait_for(state="visible", timeout=60_000)
    prompt = seat.locator(".mg-seat-prompt").inner_text()
    assert "The class decides for Class" in prompt and "The contract is for" in prompt
    assert "would have chosen" not in seat.inner_text()
    options = seat.locator(".mg-seat-votes").inner_text()
    assert "Accept the" in options and "Refuse the" in options
    counts.nth(0).fill("3")
    counts.nth(1).fill("9")
    counts.nth(1).press("Enter")
    page.wait_for_timeout(1000)
    readable(page, "at the seat")
    together, boxes = on_screen(page, seat.locator(".mg-seat-panel"), seat.locator(".mg-table svg").first)
    page.screenshot(path=str(ARTIFACTS / "lesson-contracts-4-seat-vote.png"))
    print("the seat's vote panel and the board on one 1280x720 screen:", together, boxes)
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    record = seat.locator(".mg-seat-record").inner_text()
    assert "Refuse the" in record
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    page.wait_for_timeout(1000)
    readable(page, "late in the game (game over)")
    shot(page, seat.locator(".mg-table"), "4-seat-game-over")
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    compared = seat.locator(".mg-seat-comparison").inner_text()
    assert "the contractor bot in the same seat" in compared and "With the class," in compared
    charts_in(seat.locator(".mg-seat-charts"), 1)
    assert "Price: Copper" in compared and "price.copper" not in compared
    shot(page, seat.locator(".mg-seat-comparison"), "5-seat-compared")

    # ---- 5. bankruptcy: the story waits for the vote; a vote, then one bankruptcy replayed
    story = page.locator(".mg-story")
    page.locator(".mg-story-button").click()
    story.get_by_text("reveal the question above first").wait_for(timeout=30_000)
    assert "goes bankrupt" not in story.inner_text()
    bankrupt = votes.nth(3)
    fill(page, bankrupt, [9, 2, 0])
    sentence, result = revealed_fairly(page, bankrupt, "Play the games", BANKRUPTCY)
    assert "prospectors went bankrupt" in result and "How the games ended:" in result
    assert "Over 100 games (200 companies of each kind)" in result
    assert sentence == choice_sentence(BANKRUPTCY, dict(zip(BANKRUPTCY, [9, 2, 0])), BANKRUPTCY[0])
    charts_in(bankrupt, 3)
    shot(page, bankrupt.locator(".mg-predict-result"), "6-bankruptcy-revealed")
    page.locator(".mg-story-button").click()
    story.get_by_text("goes bankrupt in round").wait_for(timeout=120_000)
    told = story.inner_text()
    assert "Seed 33: Cy (prospector) goes bankrupt" in told and "are not repeats: the lease carries" in told
    assert "Nobody bid for lease" in told
    shot(page, story, "6-bankruptcy-story")
    readable(page, "after every reveal")

    # ---- 6. a harsher economy, on paired seeds (a few pairs here: the claims test plays the default 30)
    whatif = page.locator(".mg-whatif")
    assert "30 pairs" in page.locator("body").inner_text()
    set_readout(page, ".mg-option-breakdown_cost", 8)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 3')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 6)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=180_000)
    assert "Played 6 pairs (12 games)" in whatif.locator(".mg-whatif-status").inner_text()
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "Plant Breakdown cost 8 instead of 3" in result and "the prospectors' lead" in result
    charts_in(whatif, 1)
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .barlayer .point').length >= 8",
                           timeout=60_000)         # both bars of all four measures
    readable(page, "after the what-if")
    shot(page, whatif.locator(".mg-whatif-result"), "7-harsher-economy")

    # ---- 7. the debrief: save, download, open offline
    page.locator(".mg-debrief-save").click()
    link = page.locator(".mg-debrief-link")
    link.wait_for(state="visible", timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    downloaded = tmp_path / "debrief.html"
    info.value.save_as(downloaded)
    saved = next(folder.glob("debrief-*.html"))
    assert downloaded.read_bytes() == saved.read_bytes()
    shutil.copy(saved, ARTIFACTS / "lesson-contracts-debrief.html")
    assert "Traceback" not in page.content()
    assert not errors, errors
    page.close()
    # charts: exploration 3, price risk 2, Ben 3, the seat 1, bankruptcy 3, the harsher economy 1
    check_offline(browser, downloaded, charts=13, texts=[
        "Exploration, contracts and price risk", "Teacher's answer key",
        "2.8 units exactly: 8/20 × 0 + 8/20 × 3.5 + 4/20 × 7.0", "-$7M through the rules, against $18M promised",
        "earned less than promised", "the contractor bot in the same seat", "Plant Breakdown cost 8 instead of 3",
        "Why do markets need contracts to be binding", "Ben's contract brought -$7M against $18M",
        "Is there really no way out?"])


def check_offline(browser, path, charts, texts, name="lesson-contracts"):
    """Open the saved debrief with every request refused: its text and every chart must be there."""
    with debrief_offline(browser, path, charts=charts, name=name) as (page, body):
        for text in texts:
            assert text in body, text
        assert page.locator(".mg-chart").count() == charts

"""The contracts lesson (``notebooks/lesson_contracts_and_price_risk.ipynb``) in Voila, driven as a teacher would
(headless Chromium): nothing of an answer on the page before its reveal; groups' numbers -> reveal (exploration),
a vote -> reveal (price risk), numbers -> reveal (Ben's contract), the class decides contract offers at a seat ->
the bot finishes -> compare, a vote -> reveal (bankruptcy) -> replay a bankruptcy, a harsher economy on paired
seeds, then the debrief saved, downloaded and opened with the network refused. Screenshots go to test-artifacts/.
"""

import shutil

import pytest
from browser import ARTIFACTS, ROOT, debrief_offline, set_readout, voila_on_copy

from mining_games.murfett.data import expected_units
from mining_games.widgets.lesson_predict import choice_sentence, number_sentence

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_contracts_and_price_risk.ipynb"
TIMEOUT = 180_000
PRICE_RISK = ["Most contracts earn less than they promised", "About as many earn less as earn more",
              "Most contracts earn more than they promised"]


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands beside the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-contracts")
    with voila_on_copy(ROOT / "notebooks" / NOTEBOOK, folder, "voila-lesson-contracts.log") as served:
        yield served


def shot(element, name):
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-contracts-{name}.png"))


def fill(page, widget, values):
    """Type numbers or vote counts into a predict widget's boxes (they sync on change)."""
    boxes = widget.locator(".mg-predict-input input")
    for i, v in enumerate(values):
        boxes.nth(i).fill(str(v))
        boxes.nth(i).press("Enter")
    page.wait_for_timeout(300)


def revealed(widget, button, timeout=120_000):
    widget.get_by_role("button", name=button).click()
    sentence = widget.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=timeout)
    return sentence.inner_text(), widget.locator(".mg-predict-result").inner_text()


def charts_in(widget, n):
    """Wait until ``n`` charts are drawn inside a widget (each plotly chart has one svg-container)."""
    widget.page.wait_for_function("([w, n]) => w.querySelectorAll('.js-plotly-plot .svg-container').length >= n",
                                  arg=[widget.element_handle(), n], timeout=60_000)


def test_the_contracts_lesson_in_voila(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport={"width": 1300, "height": 2400})   # tall: element shots inside Voila's
    #                                                                     scrolling page paint only what is in view
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    votes = page.locator(".mg-predict")
    assert votes.count() == 4

    # ---- nothing of any answer on the page before its reveal
    content = page.content()
    for answer in ("The games say", "Expected units =", "contracts were completed", "The contract brought Ben",
                   "-$7M", "went bankrupt 6", "goes bankrupt in round"):
        assert answer not in content, answer
    assert page.locator(".mg-predict .js-plotly-plot, .mg-whatif .js-plotly-plot").count() == 0
    assert page.locator(".mg-class-seat .mg-table").count() == 0
    assert "Drilling cards of each grade" in page.locator("body").inner_text()

    # ---- 1. the groups' numbers, then the explorations through the rules
    explore = votes.nth(0)
    fill(page, explore, [2, 3.5, 5])
    shot(explore, "1-explore-before")
    sentence, result = revealed(explore, "Explore through the rules")
    truth = round(expected_units("copper"), 2)
    assert sentence == number_sentence({"Group 1": 2, "Group 2": 3.5, "Group 3": 5, "Group 4": None}, truth, "units")
    assert "Expected units = 8/20 × 0 + 8/20 × 3.5 + 4/20 × 7.0 = 2.8 units of copper" in result
    assert "300 explorations of copper" in result
    assert "Ana's menu offered: Explore lease A1 (copper) for $2M; Stop exploring for this turn." in result
    charts_in(explore, 3)           # the guesses, the table by metal, the running means
    shot(explore, "1-explore-revealed")

    # ---- 2. a vote on price risk
    contracts = votes.nth(1)
    assert contracts.locator(".mg-predict-result").inner_text().strip() == ""
    fill(page, contracts, [5, 8, 0])
    sentence, result = revealed(contracts, "Play the games")
    assert "contracts were completed in 30 games" in result and "earned less than they promised" in result
    answer = next(c for c in PRICE_RISK if f"the games show “{c}”" in sentence or f"went to “{c}”" in sentence)
    assert sentence == choice_sentence(PRICE_RISK, dict(zip(PRICE_RISK, [5, 8, 0])), answer)
    assert "$M" not in result and "[" not in result
    charts_in(contracts, 2)
    shot(contracts, "2-price-risk-revealed")

    # ---- 3. Ben's contract through a falling market
    ben = votes.nth(2)
    fill(page, ben, [6, -3])
    sentence, result = revealed(ben, "Play Ben's six periods")
    assert "The contract brought Ben -$7M in all, against the $18M he expected" in result
    assert "Roll the dice; Move to the outer circuit and roll" in result
    assert "the games give -7 million dollars" in sentence and "$M" not in sentence
    charts_in(ben, 3)
    shot(ben, "3-ben-revealed")
    menu = page.get_by_text("Ben's menu with $1M in hand")
    assert menu.count() == 1
    assert "Auction lease B6 (nickel) with its metal" in page.locator("body").inner_text()

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
    page.wait_for_timeout(300)
    shot(seat.locator(".mg-seat-panel"), "4-seat-vote")
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    record = seat.locator(".mg-seat-record").inner_text()
    assert "Refuse the" in record
    shot(seat.locator(".mg-seat-record"), "4-seat-decided")
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    compared = seat.locator(".mg-seat-comparison").inner_text()
    assert "the contractor bot in the same seat" in compared and "With the class," in compared
    charts_in(seat.locator(".mg-seat-charts"), 1)
    assert "Price: Copper" in compared and "price.copper" not in compared
    shot(seat.locator(".mg-seat-comparison"), "5-seat-compared")

    # ---- 5. bankruptcy: a vote, then one bankruptcy replayed
    bankrupt = votes.nth(3)
    fill(page, bankrupt, [9, 2, 0])
    sentence, result = revealed(bankrupt, "Play the games")
    assert "prospectors went bankrupt" in result and "How the games ended:" in result
    charts_in(bankrupt, 3)
    shot(bankrupt, "6-bankruptcy-revealed")
    page.locator(".mg-story-button").click()
    story = page.locator(".mg-story")
    story.get_by_text("goes bankrupt in round").wait_for(timeout=120_000)
    told = story.inner_text()
    assert "Seed 33: Cy (prospector) goes bankrupt" in told and "are not repeats: the lease carries" in told
    assert "Nobody bid for lease" in told
    shot(story, "6-bankruptcy-story")

    # ---- 6. a harsher economy, on paired seeds
    whatif = page.locator(".mg-whatif")
    set_readout(page, ".mg-option-breakdown_cost", 8)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 3')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 6)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=120_000)
    assert "Played 6 pairs (12 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "Plant Breakdown cost 8 instead of 3" in whatif.locator(".mg-whatif-result").inner_text()
    charts_in(whatif, 1)
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .barlayer .point').length >= 8",
                           timeout=60_000)         # both bars of all four measures
    shot(whatif, "7-harsher-economy")

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
        "2.8 units: 8/20 × 0 + 8/20 × 3.5 + 4/20 × 7.0", "-$7M against $18M promised",
        "earned less than promised", "the contractor bot in the same seat", "Plant Breakdown cost 8 instead of 3",
        "Why do markets need contracts to be binding", "Ben's contract brought -$7M against $18M"])


def check_offline(browser, path, charts, texts, name="lesson-contracts"):
    """Open the saved debrief with every request refused: its text and every chart must be there."""
    with debrief_offline(browser, path, charts=charts, name=name) as (page, body):
        for text in texts:
            assert text in body, text
        assert page.locator(".mg-chart").count() == charts

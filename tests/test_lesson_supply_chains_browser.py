"""The supply-chains lesson (``notebooks/lesson_supply_chains.ipynb``) in Voila, driven as a teacher would
(headless Chromium): nothing of an answer on the page before its reveal; the groups' numbers -> the #64 dice's
expected value and 1,000 sales through the rules; a vote -> what a Vessel changes; the class chooses its sales
at a seat -> the bot finishes -> compare; a vote -> traders against builders; numbers -> tolls; numbers -> a
loan; a vote -> one card from a monopoly; a what-if on paired seeds; the debrief saved, downloaded and opened
with the network refused. Prints the computation time of the whole lesson. Screenshots go to test-artifacts/."""

import shutil
import time

import pytest
from browser import ARTIFACTS, ROOT, set_readout, voila_on_copy
from test_lesson_contracts_browser import charts_in, check_offline, fill, revealed

from mining_games.ardevur.data import FACES, TOKEN_VALUE, TOKENS
from mining_games.ardevur.sales import global_income, local_income
from mining_games.widgets.lesson_predict import number_sentence

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_supply_chains.ipynb"
TIMEOUT = 180_000
STOCK = (0, 2, 2, 0)
VALUE = sum(n * TOKEN_VALUE[t] for n, t in zip(STOCK, TOKENS))
FACE_INCOME = [global_income([(VALUE, True)], False, f)["income"] for f in FACES]
EV = sum(FACE_INCOME) / len(FACES)


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    folder = tmp_path_factory.mktemp("lesson-supply")
    with voila_on_copy(ROOT / "notebooks" / NOTEBOOK, folder, "voila-lesson-supply.log") as served:
        yield served


def shot(element, name):
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-supply-{name}.png"))


def test_the_supply_chains_lesson_in_voila(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport={"width": 1300, "height": 2400})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    votes = page.locator(".mg-predict")
    assert votes.count() == 6
    body = page.locator("body").inner_text()
    assert f"Face value {VALUE}M; a local sale pays {local_income(VALUE)}M for sure." in body
    assert "may not take" in body and "Anti-Monopoly Rule" in body           # the refusal, through the rules

    # ---- nothing of any answer on the page before its reveal
    content = page.content()
    for answer in ("The six faces pay", "sales through the rules", "pays for itself", "a trader's seat won",
                   "a game in tolls", "so she borrowed", "ended with one corporation"):
        assert answer not in content, answer
    assert page.locator(".mg-predict .js-plotly-plot, .mg-whatif .js-plotly-plot").count() == 0
    started = time.time()

    # ---- 1. the #64 dice: numbers, then the expected value and 1,000 sales
    dice = votes.nth(0)
    fill(page, dice, [20, 24, 30])
    sentence, result = revealed(dice, "Reveal")
    assert sentence == number_sentence({"Group 1": 20, "Group 2": 24, "Group 3": 30, "Group 4": None},
                                       round(EV, 2), "M")
    assert f"The six faces pay ({' + '.join(map(str, FACE_INCOME))}) / 6 = {EV:.2f}M" in result
    assert "1,000 sales brought" in result, result
    assert f"between {min(FACE_INCOME)}M and {max(FACE_INCOME)}M" in result
    charts_in(dice, 3)
    shot(dice, "1-dice-revealed")

    # ---- 1b. a Vessel: a vote
    vessel = votes.nth(1)
    fill(page, vessel, [2, 7, 3])
    sentence, result = revealed(vessel, "Reveal")
    with_vessel = sum(global_income([(VALUE, True)], True, f)["income"] for f in FACES) / len(FACES)
    assert f"worth {with_vessel:.2f}M on average instead of {EV:.2f}M" in result
    assert "pays for itself after" in result
    charts_in(vessel, 2)
    shot(vessel, "1b-vessel-revealed")

    # ---- 2. the class sells for a corporation
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
    shot(seat.locator(".mg-seat-panel"), "2-seat-vote")
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    assert "Sell the stock locally" in seat.locator(".mg-seat-record").inner_text()
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    assert "the trader bot in the same seat" in seat.locator(".mg-seat-comparison").inner_text()
    shot(seat.locator(".mg-seat-comparison"), "2-seat-compared")

    # ---- 3. traders against builders; 4. tolls; 5. leverage; 6. one card from a monopoly
    strategies = votes.nth(2)
    fill(page, strategies, [6, 5, 2])
    _, result = revealed(strategies, "Reveal")
    assert "Over 40 games a trader's seat won" in result
    charts_in(strategies, 3)
    shot(strategies, "3-strategies-revealed")
    tolls = votes.nth(3)
    fill(page, tolls, [5, 10, 1])
    _, result = revealed(tolls, "Reveal")
    assert "a game in tolls" in result
    leverage = votes.nth(4)
    fill(page, leverage, [12, 24, 36])
    sentence, result = revealed(leverage, "Reveal")
    assert "Ana borrows 12M from the Bank and owes 24M." in result and "the games give 24 M" in sentence
    monopoly = votes.nth(5)
    fill(page, monopoly, [3, 8, 2])
    _, result = revealed(monopoly, "Reveal")
    assert "ended with one corporation holding two of the three Territories" in result
    shot(monopoly, "6-monopoly-revealed")

    # ---- what if: Fair Play, on paired seeds
    whatif = page.locator(".mg-whatif")
    whatif.locator(".mg-option-mode select").select_option(label="Fair Play")
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from Standard')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 6)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=120_000)
    assert "Played 6 pairs (12 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "Action cards: Fair Play instead of Standard" in whatif.locator(".mg-whatif-result").inner_text()
    charts_in(whatif, 1)
    shot(whatif, "7-whatif")
    elapsed = time.time() - started
    print(f"lesson: every reveal, the seat and the what-if took {elapsed:.1f} s (wall clock, with the browser)")

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
    check_offline(browser, downloaded, charts=14, name="lesson-supply", texts=[
        "Supply chains, price risk and tolls", "Teacher's answer key", f"the expected value is {EV:.2f}M",
        "Ana borrowed 12M and owes 24M", "Why would a government stop one company"])

"""The lesson widgets in a real browser: the scratch lesson ``tests/lesson_widgets_demo.ipynb`` in Voila
(headless Chromium): vote -> reveal, group numbers -> reveal, change a rule -> run, the class decides a
seat -> compare, save the debrief -> download it -> open it offline. Screenshots go to test-artifacts/.
"""

import shutil

import pytest
from browser import ARTIFACTS, ROOT, debrief_offline, lab_on, run_all_in_lab, set_readout, voila_on_copy
from table_page import click_tab

from mining_games import experiments
from mining_games.widgets.lesson_predict import choice_sentence

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_widgets_demo.ipynb"
TIMEOUT = 180_000
SEATS = ["investor", "treasurer", "treasurer"]


@pytest.fixture(scope="module")
def demo_voila(tmp_path_factory, browser):
    """Voila on a copy of the scratch notebook: the debrief it saves lands in the copy, not the repository."""
    folder = tmp_path_factory.mktemp("lesson-widgets")
    with voila_on_copy(ROOT / "tests" / NOTEBOOK, folder, "voila-lesson-widgets.log") as served:
        yield served


def shot(element, name):
    """A screenshot of one widget (Voila scrolls inside the page, so a full-page shot would stop at the fold)."""
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-widgets-{name}.png"))


def expected_vote():
    df = experiments.run("zavandor", 3, SEATS, 6, progress=False)
    won = int(df.winner_bots.str.contains("investor").sum())
    return won, ("The investor" if won > 6 - won else "A treasurer")


def test_every_lesson_widget_in_voila(browser, demo_voila, tmp_path):
    base, folder = demo_voila
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    seat = page.locator(".mg-class-seat")
    assert seat.locator(".mg-table").count() == 0      # the table (and its chart widget) comes with the first Play
    won, answer = expected_vote()

    # ---- 1. vote, then reveal: nothing of the answer before
    vote = page.locator(".mg-predict").nth(0)
    assert vote.locator(".mg-predict-result").inner_text().strip() == ""
    assert f"won {won} of 6 games" not in page.content() and "The games say" not in page.content()
    assert vote.locator(".js-plotly-plot").count() == 0
    inputs = vote.locator(".mg-predict-input input")
    inputs.nth(0).fill("7")
    inputs.nth(1).fill("4")
    inputs.nth(1).press("Enter")
    vote.locator(".mg-plus-one").nth(1).click()          # one more hand for "A treasurer": 7 and 5
    page.wait_for_function("() => document.querySelector('.mg-predict').innerText.includes('Total: 12 votes')",
                           timeout=30_000)
    shot(vote, "1-before-reveal")
    vote.get_by_role("button", name="Run the games").click()
    sentence = vote.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=60_000)
    want = choice_sentence(["The investor", "A treasurer"], {"The investor": 7, "A treasurer": 5}, answer)
    assert sentence.inner_text() == want
    assert f"The investor won {won} of 6 games." in vote.locator(".mg-predict-result").inner_text()
    page.wait_for_function("() => document.querySelectorAll('.mg-predict-charts .js-plotly-plot .main-svg')"
                           ".length >= 2", timeout=60_000)
    assert vote.locator(".mg-predict-input input").nth(0).is_disabled()

    # ---- 2. a number per group
    length = page.locator(".mg-predict").nth(1)
    assert length.locator(".mg-predict-result").inner_text().strip() == ""
    groups = length.locator(".mg-predict-input input")
    groups.nth(0).fill("8")
    groups.nth(1).fill("12")
    groups.nth(1).press("Enter")
    page.wait_for_timeout(300)                          # the text boxes sync on change
    length.get_by_role("button", name="Reveal").click()
    length.locator(".mg-predict-result .mg-sentence").wait_for(state="visible", timeout=60_000)
    text = length.locator(".mg-predict-result").inner_text()
    assert "The groups guessed from 8 to 12 rounds" in text and "Greens" in text
    shot(vote, "2-vote-revealed")
    shot(length, "2-number-revealed")

    # ---- 3. what if: change a rule, run, progress, result
    whatif = page.locator(".mg-whatif")
    set_readout(page, ".mg-option-income_limit", 3)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 6')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 5)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=120_000)
    status = whatif.locator(".mg-whatif-status").inner_text()
    assert "Played 5 pairs (10 games)" in status
    direct = experiments.paired("zavandor", 3, SEATS, 5, {}, {"income_limit": 3})
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "income limit 3 instead of 6" in result and "95% interval" in result
    assert f"{direct.mean:.1f}".rstrip("0").rstrip(".") in result
    bar = whatif.locator(".mg-whatif-progress .progress-bar")
    assert bar.evaluate("b => b.style.width") == "100%"
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg').length >= 1",
                           timeout=60_000)
    assert "your rules minus the rulebook" in whatif.locator(".mg-whatif-charts").inner_text()
    shot(whatif, "3-whatif")
    shot(whatif.locator(".mg-whatif-charts"), "3-whatif-chart")

    # ---- 4. the class at a seat: play to the moment, vote, apply, finish, compare
    seat.get_by_role("button", name="Play to the class's next decision").click()
    counts = seat.locator(".mg-seat-count input")
    counts.first.wait_for(state="visible", timeout=60_000)
    seat.locator(".mg-table .mg-header").wait_for(state="visible", timeout=60_000)
    assert "Class must decide" in seat.locator(".mg-table .mg-header").inner_text()
    click_tab(seat, "Tracks")        # the table's chart widget started in a loaded page
    try:
        seat.locator(".mg-chart-tracks .main-svg").first.wait_for(state="attached", timeout=60_000)
    except Exception:
        shot(seat, "4-seat-no-chart")
        raise AssertionError(f"the class's table drew no Tracks chart; page errors: {errors}") from None
    click_tab(seat, "Rule log")
    assert "The class decides for Class" in seat.locator(".mg-seat-prompt").inner_text()
    assert "would have chosen" not in seat.inner_text()
    assert counts.count() >= 2 and seat.locator(".mg-seat-votes").inner_text().count("contract") >= 2
    counts.nth(0).fill("3")
    counts.nth(1).fill("9")
    counts.nth(1).press("Enter")
    page.wait_for_timeout(300)
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    assert "Refuse" in seat.locator(".mg-seat-record").inner_text()   # 9 hands for the second option: refuse
    shot(seat, "4-seat-decided")
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=120_000)
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=120_000)
    assert "the contractor bot in the same seat" in seat.locator(".mg-seat-comparison").inner_text()
    page.wait_for_function("() => document.querySelectorAll('.mg-seat-charts .js-plotly-plot .main-svg').length >= 1",
                           timeout=60_000)
    shot(seat.locator(".mg-seat-comparison"), "5-seat-compared")
    shot(seat.locator(".mg-seat-charts"), "5-seat-chart")
    click_tab(seat, "Scores")
    page.wait_for_function("() => document.querySelectorAll('.mg-class-seat .mg-chart-scores .scatterlayer .trace')"
                           ".length === 3", timeout=60_000)

    # ---- 5. the debrief: save, download, open offline
    page.locator(".mg-debrief-save").click()
    link = page.locator(".mg-debrief-link")
    link.wait_for(state="visible", timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    downloaded = tmp_path / "debrief.html"
    info.value.save_as(downloaded)
    saved = next(folder.glob("debrief-*.html"))
    assert downloaded.read_bytes() == saved.read_bytes()
    shutil.copy(saved, ARTIFACTS / "lesson-widgets-debrief.html")
    assert "Traceback" not in page.content()
    shot(page.locator(".mg-debrief"), "6-saved")
    assert not errors, errors
    page.close()
    check_debrief_offline(browser, downloaded, charts=5, texts=[
        "Scratch lesson: lesson widgets", "Who wins more often", want, "How many rounds does a game of Zavandor last?",
        "Does a lower income limit hurt the investor", "A contract is offered", "Teacher's answer key",
        f"{answer}: the investor won {won} of 6 games.", "Did the class do better than the bot?",
        f"the investor's score changed by {direct.mean:.1f} on average"])


def check_debrief_offline(browser, path, charts, texts):
    """Open a saved debrief with every network request refused; the text and every chart must be there."""
    with debrief_offline(browser, path, charts=charts, name="lesson-widgets") as (page, body):
        for text in texts:
            assert text in body, text
        assert page.locator(".mg-chart").count() == charts
        assert page.locator(".js-plotly-plot .plot .trace, .js-plotly-plot .barlayer .point").count() > 0


@pytest.fixture(scope="module")
def lab(tmp_path_factory, browser):
    """JupyterLab on a copy of the scratch notebook (running it there saves outputs into the copy only)."""
    folder = tmp_path_factory.mktemp("lesson-widgets-lab") / "lab"
    folder.mkdir()
    shutil.copy(ROOT / "tests" / NOTEBOOK, folder / NOTEBOOK)
    with lab_on(folder, "lab-lesson-widgets.log") as (base, token):
        yield base, token, folder


def test_the_lesson_widgets_work_the_same_in_jupyterlab(browser, lab):
    base, token, folder = lab
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    page.goto(f"{base}/lab/tree/{NOTEBOOK}?token={token}", timeout=TIMEOUT)
    page.locator(".jp-Notebook").wait_for(state="visible", timeout=TIMEOUT)
    run_all_in_lab(page, ".mg-debrief-save", TIMEOUT)
    won, answer = expected_vote()
    vote = page.locator(".mg-predict").nth(0)
    assert "The games say" not in vote.inner_text()
    inputs = vote.locator(".mg-predict-input input")
    inputs.nth(0).fill("2")
    inputs.nth(1).fill("9")
    inputs.nth(1).press("Enter")
    page.wait_for_function("() => document.querySelector('.mg-predict').innerText.includes('Total: 11 votes')",
                           timeout=30_000)
    vote.get_by_role("button", name="Run the games").click()
    sentence = vote.locator(".mg-predict-result .mg-sentence")
    sentence.wait_for(state="visible", timeout=60_000)
    assert sentence.inner_text() == choice_sentence(["The investor", "A treasurer"],
                                                    {"The investor": 2, "A treasurer": 9}, answer)
    # the charts are plain HTML inside an Output widget: their scripts must run in JupyterLab too
    page.wait_for_function("() => document.querySelectorAll('.mg-predict-charts .js-plotly-plot .main-svg')"
                           ".length >= 2", timeout=60_000)
    whatif = page.locator(".mg-whatif")
    whatif.scroll_into_view_if_needed()
    set_readout(page, ".mg-option-bank_rate", 3)
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 2')",
                           timeout=30_000)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=120_000)
    assert "bank rate 3 instead of 2" in whatif.locator(".mg-whatif-result").inner_text()
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg')"
                           ".length >= 1", timeout=60_000)
    seat = page.locator(".mg-class-seat")
    seat.get_by_role("button", name="Play to the class's next decision").click()
    counts = seat.locator(".mg-seat-count input")
    counts.first.wait_for(state="visible", timeout=60_000)
    counts.nth(0).fill("6")
    counts.nth(0).press("Enter")
    page.wait_for_timeout(300)
    seat.get_by_role("button", name="Apply the class's choice").click()
    seat.locator(".mg-seat-record").get_by_text("would have chosen").wait_for(timeout=60_000)
    assert "Accept" in seat.locator(".mg-seat-record").inner_text()
    page.locator(".mg-debrief-save").click()
    page.locator(".mg-debrief-link").wait_for(state="visible", timeout=60_000)
    saved = next(folder.glob("debrief-*.html")).read_text(encoding="utf-8")
    assert "bank rate 3 instead of 2" in saved and "Not revealed in class." in saved
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in page.locator(".jp-Notebook").inner_text()
    shot(vote, "lab-vote-revealed")
    shot(whatif, "lab-whatif")
    page.close()

"""The public-goods lesson (notebooks/lesson_public_goods.ipynb, Mine 77) in Voila, driven as a teacher would:
the Steam at a table of free riders (a number per group), one free rider among foremen and the three tables
(votes), the what-if with the long game, the class deciding Steam Generation for a seat, the comparison with
the bot, the binding-deals vote, and the debrief opened offline. The revealed numbers are checked against
games played here and read from their logs. Screenshots go to test-artifacts/lesson-public-goods-*.png.
"""

import shutil

import pytest
from browser import ARTIFACTS, NOTEBOOKS, debrief_offline, set_readout, voila_on_copy
from test_lesson_commons_browser import fill_and_reveal, index_of

import mining_games as mg
from mining_games import analysis
from mining_games.bots import play

pytestmark = pytest.mark.browser
NOTEBOOK = "lesson_public_goods.ipynb"
TIMEOUT = 300_000
SEEDS = range(50)


@pytest.fixture(scope="module")
def lesson_voila(tmp_path_factory, browser):
    """Voila on a copy of the lesson: the debrief it saves lands in the copy, not in the repository."""
    folder = tmp_path_factory.mktemp("lesson-public-goods")
    with voila_on_copy(NOTEBOOKS / NOTEBOOK, folder, "voila-lesson-public-goods.log") as served:
        yield served


def shot(element, name):
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"lesson-public-goods-{name}.png"))


def lowest_steam_of_free_riders():
    """The lowest Steam of each free riders' game, read from the Steam track's moves in its log."""
    lows = []
    for seed in SEEDS:
        g = play(mg.new_game("mine77", players=3, seed=seed), ["free_rider"] * 3)
        moves = analysis.tracks(g)
        lows.append(int(moves[moves["track"] == "steam"]["new"].min()))
    return sum(lows) / len(lows)


def vote_first_option(page, seat):
    rows = seat.locator(".mg-seat-votes .widget-hbox:visible")
    assert rows.count() >= 2
    texts = [rows.nth(i).inner_text().strip().splitlines()[0] for i in range(rows.count())]
    rows.nth(0).locator("input").fill("9")
    rows.nth(1).locator("input").fill("4")
    rows.nth(1).locator("input").press("Enter")
    page.wait_for_timeout(300)
    return texts


def test_the_public_goods_lesson_in_voila(browser, lesson_voila, tmp_path):
    base, folder = lesson_voila
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/", timeout=TIMEOUT)
    page.locator(".mg-debrief-save").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    body = page.locator("body").inner_text()
    assert "import mining_games" not in body and "Traceback" not in page.content()
    for words in ("The games say", "at its lowest on average", "Per player, the collective penalties cost",
                  "breaks the agreement it scores", "Played "):
        assert words not in page.content(), words            # nothing of an answer before its button
    votes = page.locator(".mg-predict")
    assert votes.count() == 5

    # ---- 1. a number per group: how low the Steam goes at a table of free riders
    low = votes.nth(0)
    shot(low, "1-before")
    text = fill_and_reveal(page, low, [-5, -2, 0, 1])
    assert "The groups guessed from -5 to 1 Steam" in text
    assert f"reaches {lowest_steam_of_free_riders():.1f} at its lowest on average" in text
    assert "The free riders generate 0.0 Steam in a week" in text
    shot(low, "1-revealed")

    # ---- 2. one free rider among two foremen
    text = fill_and_reveal(page, votes.nth(1), [6, 3, 4])
    assert "the free rider's score minus a foreman's is" in text and "(95% interval" in text
    shot(votes.nth(1), "2-revealed")

    # ---- 3. the three tables
    text = fill_and_reveal(page, votes.nth(2), [1, 2, 9])
    assert "Per player, the collective penalties cost" in text and "games end in Disaster" in text
    assert page.evaluate(f"() => document.querySelectorAll('.mg-predict')[{index_of(page, votes.nth(2))}]"
                         ".querySelectorAll('.mg-predict-charts .js-plotly-plot').length") >= 3   # class, bars, table
    shot(votes.nth(2), "3-revealed")

    # ---- 4. what if: the long game, on paired seeds
    whatif = page.locator(".mg-whatif")
    whatif.locator(".mg-option-days select").select_option("4")
    page.wait_for_function("() => document.querySelector('.mg-whatif').innerText.includes('changed from 3')",
                           timeout=30_000)
    set_readout(page, ".mg-whatif-games", 6)
    page.wait_for_timeout(300)
    whatif.get_by_role("button", name="Run both rule sets").click()
    whatif.locator(".mg-whatif-result .mg-sentence").first.wait_for(state="visible", timeout=TIMEOUT)
    result = whatif.locator(".mg-whatif-result").inner_text()
    assert "Played 6 pairs (12 games)" in whatif.locator(".mg-whatif-status").inner_text()
    assert "work days 4 instead of 3" in result and "the free rider's lead over its foremen" in result
    page.wait_for_function("() => document.querySelectorAll('.mg-whatif-charts .js-plotly-plot .main-svg')"
                           ".length >= 1", timeout=60_000)
    shot(whatif, "4-whatif")

    # ---- 5. the class at a seat: Steam Generation, three decisions, then the bot finishes
    seat = page.locator(".mg-class-seat")
    for k in range(3):
        seat.get_by_role("button", name="Play to the class's next decision").click()
        seat.locator(".mg-seat-votes .widget-hbox:visible").first.wait_for(state="visible", timeout=TIMEOUT)
        prompt = seat.locator(".mg-seat-prompt").inner_text()
        assert "The class decides for Class" in prompt
        options = vote_first_option(page, seat)
        assert "Take the Steam Generation action" in options or any(o.startswith("Burn") for o in options), options
        if k == 0:
            assert "would have chosen" not in seat.inner_text()
            shot(seat.locator(".mg-seat-panel"), "5-seat-moment")
        seat.get_by_role("button", name="Apply the class's choice").click()
        page.wait_for_function(f"() => document.querySelectorAll('.mg-seat-record tr').length >= {k + 2}",
                               timeout=TIMEOUT)
    assert "The foreman bot would have chosen" in seat.locator(".mg-seat-record").inner_text()
    shot(seat.locator(".mg-seat-record"), "5-seat-record")
    seat.get_by_role("button", name="Let the bot finish the game").click()
    page.wait_for_function("() => document.querySelector('.mg-class-seat .mg-header').innerText.includes('Game over')",
                           timeout=TIMEOUT)
    seat.get_by_role("button", name="Compare with the bot").click()
    seat.locator(".mg-seat-comparison .mg-sentence").wait_for(state="visible", timeout=TIMEOUT)
    comparison = seat.locator(".mg-seat-comparison").inner_text()
    assert "the foreman bot in the same seat" in comparison and "Ben" in comparison and "Cy" in comparison
    shot(seat.locator(".mg-seat-comparison"), "6-seat-compared")

    # ---- 6. binding deals
    text = fill_and_reveal(page, votes.nth(3), [1, 2, 5, 3])
    assert "When seat 1 breaks the agreement it scores" in text
    assert "a player who contributes alone among two free riders scores" in text
    shot(votes.nth(3), "7-revealed")
    text = fill_and_reveal(page, votes.nth(4), [2, 6, 3, 1])                 # the promise, played twice
    assert "the deals are not binding, so it costs nothing" in text and "the fine for a binding deal is 1" in text
    assert "the fine goes to the stock, not to Ben" in text
    shot(votes.nth(4), "8-promise-revealed")

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
        for text in ("Who keeps the Steam up?", "What is the lowest point the Steam track", "Who scores more?",
                     "At which table does each player lose the most VP", "What if the week were longer",
                     "Generate Steam for everybody, or keep the action?", "Would seat 1 gain", "Teacher's answer key",
                     "Three free riders reached Steam", "Each foreman generated", "selective incentive",
                     "Ben and Cy scored", "breaking the agreement changed seat 1's score", "For example a flood wall",
                     "what does breaking her promise cost Ana", "a fine deters a breach"):
            assert text in body, text
        assert "Not revealed" not in body

"""ARDEVUR in a real browser (Voila in headless Chromium): the walkthrough's table draws the map and the
dashboards, steps, and every chart tab (Flows and ARDEVUR's five) shows its own chart with its own title,
in two orders of clicks, the Coin flows Sankey with its purposes, the Money chart ending at the money on the
dashboards; projector mode at 1280x720 keeps the decision, the Step button and the map on the screen with
every board text at 16 px or more; with four corporations late in a game the column beside the map scrolls
on its own, so its last Target can be reached while the map, the decision and Step stay in view.
Screenshots go to test-artifacts/."""

import re

import pytest
from browser import ARTIFACTS, voila_on_copy
from table_page import chart_state, click_tab, wait_until
from test_table_browser import BOARD_AREA, FONT_SIZES, inside_viewport, smallest

pytestmark = pytest.mark.browser
TIMEOUT = 180_000
TABS = {"Coin flows": ("game-1", "Hashtag Coin by purpose"),
        "Income and spending": ("game-2", "Where each corporation's money came from and went"),
        "Money": ("game-3", "Hashtag Coin held at the end of each round"),
        "Dice": ("game-4", "Global sales and the #64 dice"),
        "Supremacy": ("game-5", "Supremacy Points by source"),
        "Flows": ("flows", "Where Hashtag Coin went")}


def open_walkthrough(browser, voila, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{voila}/voila/render/ardevur.ipynb", timeout=TIMEOUT)
    page.locator(".mg-table .mg-step").wait_for(state="visible", timeout=TIMEOUT)
    return page


def play_rounds(page, n):
    for _ in range(n):
        before = page.locator(".mg-table .mg-header").inner_text()
        page.locator(".mg-table .mg-round").click()
        page.wait_for_function("(t) => document.querySelector('.mg-table .mg-header').innerText !== t", arg=before,
                               timeout=60_000)


def dashboard_money(page):
    """{player: money} as the table's board dashboards show it."""
    out = {}
    for text in page.locator(".mg-table .ard-corp").all_inner_texts():
        name = re.match(r"([^:(\n]+)", text).group(1).strip()
        out[name] = int(re.search(r"(-?\d+)M Hashtag Coin", text).group(1))
    return out


def check_tab(page, title):
    kind, heading = TABS[title]
    click_tab(page, title)

    seen = {}

    def right():
        state = chart_state(page, kind)
        if not state["drawn"]:
            return "not drawn"
        if not state["title"].startswith(heading):
            return f"title {state['title']!r}"
        seen["state"] = state   # the drawing that passed (a later read may catch a redraw half done)
        return None
    wait_until(page, right, what=f"the {title} tab", shot=f"voila-ardevur-{kind}-wrong.png")
    return seen["state"]


def test_walkthrough_table_map_steps_and_every_chart_tab(browser, voila):
    page = open_walkthrough(browser, voila, 1300, 1400)
    try:
        table = page.locator(".mg-table")
        assert table.locator(".ard-map .ard-region").count() == 8
        assert table.locator(".ard-map .ard-territory").count() == 24
        assert table.locator(".ard-corp").count() == 3
        status = table.locator(".ard-status").inner_text()
        assert status.startswith("Ana's view") or status.startswith("Onlooker's view"), status
        play_rounds(page, 3)
        page.wait_for_function("() => document.querySelectorAll('.mg-table .ard-territory[data-owner=\"0\"]')"
                               ".length > 0", timeout=60_000)
        hidden = table.locator(".ard-corp[data-player='1'] .ard-hand").inner_text()
        assert hidden.startswith("Action cards: none") or "(hidden)" in hidden
        table.locator(".mg-board").screenshot(path=str(ARTIFACTS / "voila-ardevur-board.png"))
        for order in (["Coin flows", "Dice", "Money", "Income and spending", "Supremacy", "Flows"],
                      ["Flows", "Supremacy", "Coin flows", "Money", "Dice", "Income and spending"]):
            for title in order:
                state = check_tab(page, title)
                if title == "Coin flows":
                    assert state["sankey"] == 1
                    labels = " | ".join(state["nodeLabels"])
                    assert "From the Bank" in labels and "Starting capital" in labels and "To Ana" in labels
                    table.locator(".mg-chart-game-1").screenshot(path=str(ARTIFACTS / "voila-ardevur-coin-flows.png"))
                elif title == "Money":
                    def same_money():
                        # the board's update may reach the page after the header's: poll until both settle
                        drawn = chart_state(page, "game-3")
                        if not drawn.get("drawn") or "traces" not in drawn:
                            return "the Money chart is being drawn"
                        chart = {t["name"]: t["lastY"] for t in drawn["traces"]}
                        board = dashboard_money(page)
                        return None if chart == board else f"chart {chart}, dashboards {board}"
                    wait_until(page, same_money, what="the Money chart's last points against the dashboards",
                               shot="voila-ardevur-money-wrong.png")
                    assert state["ytitle"] == "Hashtag Coin (M)" and state["xtitle"] == "Round"
                elif title == "Dice":
                    assert state["xtitle"].startswith("Dice face")
                elif title == "Supremacy":
                    assert state["xtitle"] == "Supremacy Points"
            play_rounds(page, 1)
        assert re.sub(r"\s", "", page.locator(".mg-error").first.inner_text()) == ""
        assert "Traceback" not in page.content()
        assert not page.errors, page.errors
    finally:
        page.close()


def test_projector_mode_keeps_the_map_and_the_decision_on_a_1280x720_screen(browser, voila):
    page = open_walkthrough(browser, voila, 1280, 720)
    try:
        page.locator(".mg-table .mg-projector-toggle").click()
        page.locator(".mg-table.mg-projector .mg-screen").wait_for(state="visible", timeout=60_000)
        page.locator(".mg-board .ard-projector .ard-map").wait_for(state="visible", timeout=60_000)
        play_rounds(page, 2)
        page.evaluate("document.querySelector('.mg-table').scrollIntoView({block: 'start'})")
        for part in (".mg-table .mg-step", ".mg-table .mg-header", ".mg-table .ard-map"):
            wait_until(page, lambda p=part: None if inside_viewport(page, p) else page.locator(p).first.bounding_box(),
                       what=f"{part} on a 1280x720 screen", shot="voila-ardevur-projector-overflow.png")
        wait_until(page, lambda: None if smallest(page, ".mg-table .mg-board")["px"] >= 16
                   else smallest(page, ".mg-table .mg-board"), what="the smallest text on the ARDEVUR board",
                   shot="voila-ardevur-projector-small.png")
        assert page.locator(".mg-board svg[data-mg-dense='true']").count() == 0
        sizes = page.evaluate(FONT_SIZES, ".mg-table .mg-board")
        print(f"ardevur: {len(sizes)} board texts, smallest {sizes[0]}, board area {page.evaluate(BOARD_AREA)}")
        page.screenshot(path=str(ARTIFACTS / "voila-ardevur-projector.png"))
        state = check_tab(page, "Coin flows")
        assert state["sankey"] == 1
        wait_until(page, lambda: None if smallest(page, ".mg-chart-game-1 .main-svg")["px"] >= 16
                   else smallest(page, ".mg-chart-game-1 .main-svg"), what="the Coin flows labels in projector mode")
        assert not page.errors, page.errors
    finally:
        page.close()


FOUR_SEATS = """import mining_games as mg
from mining_games.bots import seat_bots
from mining_games.widgets import GameTable

game = mg.new_game("ardevur", players=["Ana", "Ben", "Cy", "Dee"], seed=21)
bots = seat_bots(game, ["builder", "builder", "trader", "builder"])
while game.round < 13:
    p = game.to_act[0]
    game.apply(bots[p].choose(game, p))
table = GameTable(game, bots={1: "builder", 2: "trader", 3: "builder"})
table"""


def test_projector_mode_with_four_corporations_scrolls_the_column_beside_the_map(browser, tmp_path):
    """Round 13 of a four-player game: the dashboards and Targets are taller than a 1280x720 screen leaves
    beside the map. The column scrolls on its own: the map, the header and Step do not move, and
    scrolling the column brings its last line into view."""
    import nbformat

    source = tmp_path / "made"
    source.mkdir()
    notebook = source / "ardevur_four.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(FOUR_SEATS)]
    nbformat.write(nb, notebook)
    with voila_on_copy(notebook, tmp_path, "voila-ardevur-four.log") as (base, _):
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        try:
            page.goto(base + "/", timeout=TIMEOUT)
            page.locator(".mg-table .mg-step").wait_for(state="visible", timeout=TIMEOUT)
            assert page.locator(".mg-table .ard-corp").count() == 4
            page.locator(".mg-table .mg-projector-toggle").click()
            page.locator(".mg-board .ard-projector .ard-map").wait_for(state="visible", timeout=60_000)
            page.evaluate("document.querySelector('.mg-table').scrollIntoView({block: 'start'})")
            side = page.locator(".mg-board .ard-side")

            def overflowing():
                height, shown = side.evaluate("e => [e.scrollHeight, e.clientHeight]")
                return None if height > shown + 20 else f"the column is {height} px, {shown} px shown"
            wait_until(page, overflowing, what="a column taller than the screen leaves beside the map")
            for part in (".mg-table .mg-step", ".mg-table .mg-header", ".mg-table .ard-map", ".mg-board .ard-side"):
                assert inside_viewport(page, part), (part, page.locator(part).first.bounding_box())
            # the column's last line of text (which it is depends on how far the bots have got: Targets, or below)
            side.evaluate("e => { const lines = Array.from(e.querySelectorAll('*'))"
                          ".filter(x => !x.children.length && x.textContent.trim());"
                          " lines[lines.length - 1].classList.add('mg-test-last'); }")
            last = page.locator(".mg-test-last")
            before = last.bounding_box()
            assert before["y"] + before["height"] > 720, before      # below the fold until the column scrolls
            map_box = page.locator(".mg-table .ard-map").bounding_box()
            side.evaluate("e => { e.scrollTop = e.scrollHeight; }")
            box = last.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= 720, box
            assert page.locator(".mg-table .ard-map").bounding_box() == map_box
            assert inside_viewport(page, ".mg-table .mg-step")
            page.screenshot(path=str(ARTIFACTS / "voila-ardevur-projector-four.png"))
            assert not page.errors, page.errors
        finally:
            page.close()

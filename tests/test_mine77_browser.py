"""Mine 77 at the table in a real browser (Voila in headless Chromium): the walkthrough's live table steps
and redraws the board; every chart tab (Flows, Tracks, Scores and Mine 77's Steam, Orders and VP by shift),
switched in several orders, shows its own chart for the game as it is now (the Steam chart's last point is
the board's Steam, VP by shift ends at the standings); projector mode at 1280x720 fits the header, the
decision, the Step button and the whole board on the screen without scrolling, with every board text of
16 px or more. Screenshots go to test-artifacts/."""

import re

import pytest
from browser import ARTIFACTS
from table_page import chart_state, click_tab, standings, wait_until
from test_table_browser import BOARD_AREA, FONT_SIZES, inside_viewport, smallest

pytestmark = pytest.mark.browser
TIMEOUT = 240_000
KIND = {"Flows": "flows", "Tracks": "tracks", "Scores": "scores", "Steam": "game-1", "Orders": "game-2",
        "VP by shift": "game-3"}


def open_walkthrough(browser, voila, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{voila}/voila/render/mine77.ipynb", timeout=TIMEOUT)
    page.locator(".mg-table .m77-board").wait_for(state="visible", timeout=TIMEOUT)
    return page


def board_steam(page):
    return int(page.locator(".mg-table .m77-steam-now").inner_text())


SHOWN = ("() => document.querySelector('.mg-header').innerText + document.querySelector('.mg-table .m77-board')"
         ".innerText + document.querySelector('.mg-table .mg-log').textContent")


def step(page, times):
    """Press Step and wait until the header, the board or the rule log shows the decision (sowing a field
    changes only the log on the projector board)."""
    for _ in range(times):
        before = page.evaluate(SHOWN)
        page.locator(".mg-step").click()
        page.wait_for_function(f"(t) => ({SHOWN})() !== t", arg=before, timeout=60_000)


def chart_problem(page, title):
    """None when the tab's chart is drawn and right for the game the page shows, else what it shows."""
    s = chart_state(page, KIND[title])
    if not s["drawn"]:
        return "not drawn"
    steam, vp = board_steam(page), standings(page)
    traces = s["traces"]
    if title == "Steam":
        level = traces[0]
        if not s["title"].startswith("Steam track by shift") or level["name"] != "Steam level":
            return f"title {s['title']!r}, first trace {level['name']!r}"
        if level["lastY"] != steam:
            return f"the Steam chart ends at {level['lastY']}, the board shows {steam}"
        names = {t["name"] for t in traces}
        if not {f"{n} generated" for n in vp} <= names or not {f"{n} spent" for n in vp} <= names:
            return f"bars {sorted(names)}"
        if s["bands"] < 2 or "Steam" not in s["ytitle"]:
            return f"{s['bands']} bands, y title {s['ytitle']!r}"
    elif title == "VP by shift":
        ends = {t["name"]: t["lastY"] for t in traces}
        if ends != vp or s["ytitle"] != "VP":
            return f"VP by shift ends at {ends}, the standings say {vp}; y title {s['ytitle']!r}"
    elif title == "Orders":
        names = [t["name"] for t in traces]
        if not s["title"].startswith("Government Orders by day") or "required" not in names or \
                "VP lost by all players" not in names:
            return f"title {s['title']!r}, traces {names}"
    elif title == "Tracks":
        if traces[0]["name"] != "Steam" or traces[0]["lastY"] != steam or s["bands"] < 2:
            return f"Tracks: {traces[0]['name']} ends at {traces[0]['lastY']} (board {steam}), {s['bands']} bands"
    elif title == "Scores":
        ends = {t["name"]: t["lastY"] for t in traces}
        if ends != vp:
            return f"Scores end at {ends}, the standings say {vp}"
    elif title == "Flows":
        # the item chosen (Flax first) may not have moved yet: then the chart says so in words
        said = page.locator(".mg-chart-flows").inner_text()
        if not s["title"].startswith("Where ") or not ((s["sankey"] == 1 and s["nodeLabels"]) or
                                                       "moved in these rounds" in said):
            return f"Flows: title {s['title']!r}, {s['sankey']} Sankey, nodes {s['nodeLabels']}, text {said!r}"
    return None


def test_every_chart_tab_of_the_mine77_table_after_any_order_of_switches(browser, voila):
    page = open_walkthrough(browser, voila, 1300, 1400)
    try:
        board = page.locator(".mg-table .m77-board")
        assert board.locator("[data-segment]").count() == 13
        assert board.locator(".m77-step").count() == 18          # -5 to Bang!
        step(page, 12)
        page.locator(".mg-table").scroll_into_view_if_needed()
        orders = (["Steam", "Tracks", "VP by shift", "Flows", "Orders", "Scores"],
                  ["Orders", "Steam", "Scores", "VP by shift", "Tracks", "Steam"])
        for k, order in enumerate(orders):
            for title in order:
                click_tab(page, title)
                wait_until(page, lambda t=title: chart_problem(page, t), what=f"the {title} tab",
                           shot=f"voila-mine77-{KIND[title]}-wrong.png")
                if k == 0:
                    ARTIFACTS.mkdir(exist_ok=True)
                    page.locator(f".mg-chart-{KIND[title]}").screenshot(
                        path=str(ARTIFACTS / f"voila-mine77-{title.lower().replace(' ', '-')}.png"))
            step(page, 8)                      # the game moves on: the shown chart follows, the others redraw
            click_tab(page, "Steam")
            wait_until(page, lambda: chart_problem(page, "Steam"), what="the Steam tab after more steps")
        page.screenshot(path=str(ARTIFACTS / "voila-mine77-table.png"), full_page=True)
        assert re.sub(r"\s", "", page.locator(".mg-table .mg-error").first.inner_text()) == ""
        assert "Traceback" not in page.content()
        assert not page.errors, page.errors
    finally:
        page.close()


def test_mine77_projector_board_fits_1280x720_with_text_of_16_px(browser, voila):
    page = open_walkthrough(browser, voila, 1280, 720)
    try:
        page.locator(".mg-table .mg-projector-toggle").click()
        page.locator(".mg-table.mg-projector .mg-screen").wait_for(state="visible", timeout=60_000)
        page.locator(".mg-board .m77-projector").wait_for(state="visible", timeout=60_000)
        step(page, 10)
        page.evaluate("document.querySelector('.mg-table').scrollIntoView({block: 'start'})")
        for part in (".mg-step", ".mg-decisions", ".mg-header", ".mg-board-box"):
            wait_until(page, lambda p=part: None if inside_viewport(page, p) else page.locator(p).first.bounding_box(),
                       what=f"{part} on a 1280x720 screen", shot="voila-projector-mine77-overflow.png")
        wait_until(page, lambda: None if not page.evaluate(BOARD_AREA)["scrolls"] else page.evaluate(BOARD_AREA),
                   what="the Mine 77 board area without scrolling", shot="voila-projector-mine77-scrolls.png")
        wait_until(page, lambda: None if smallest(page, ".mg-board")["px"] >= 16 else smallest(page, ".mg-board"),
                   what="the smallest text on the Mine 77 board", shot="voila-projector-mine77-small.png")
        sizes = page.evaluate(FONT_SIZES, ".mg-board")
        print(f"mine77: {len(sizes)} board texts, smallest {sizes[0]}, board area {page.evaluate(BOARD_AREA)}")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-projector-mine77.png"))
        click_tab(page, "Steam")
        wait_until(page, lambda: chart_problem(page, "Steam"), what="the Steam tab in projector mode")
        wait_until(page, lambda: None if smallest(page, ".mg-chart-game-1 .main-svg")["px"] >= 16
                   else smallest(page, ".mg-chart-game-1 .main-svg"), what="the Steam chart's labels")
        page.locator(".mg-chart-game-1").screenshot(path=str(ARTIFACTS / "voila-projector-mine77-steam.png"))
        assert re.sub(r"\s", "", page.locator(".mg-table .mg-error").first.inner_text()) == ""
        assert not page.errors, page.errors
    finally:
        page.close()

"""Every game's table late in a game, in a real browser (Voila in headless Chromium), as a class sees it:

- the table's tab titles and the Charts tab's chart names are whole (not cut to "Rule inde", "Income ar") at
  Voila's width (1280 px) and at JupyterLab's narrower notebook (the table 880 px wide), for all five games
  (ARDEVUR, with eight charts, is the worst case);
- projector mode at 1280x720, turned on late in a game with the class (seat 1) deciding: the screen comes into
  view and the whole board fits on it with the header, the decision and Step, nothing of it running on below
  or sideways (but the column beside an SVG map, which scrolls on its own by design); for Mine 77 that includes
  Steam Generation and the Train. An HTML board too tall for the space left is zoomed out to fit (``fit.js``):
  the test prints the zoom. Mine 77's projector board is made to fit unzoomed: its whole screen (header,
  decision, controls, standings and board) has every text at 16 px or more and the board's zoom is 1.
  Zavandor's board (columns that once ran on sideways, a column off the screen) must fit unzoomed, every text on
  it at 16 px or more. For Titans, every text of the screen is 16 px or more (its projector map).

The positions: the bots play a game to its end, then it is taken back some decisions, to where seat 1 decides.
The five tables are the cell's one output, and Voila waits up to 120 s for it (on a loaded machine it
dropped some of five separate outputs after its default 4 s: "Timeout waiting for IOPub output").
Screenshots go to test-artifacts/late-*.png.
"""

import pytest
from browser import ARTIFACTS, RUNS_ON_JS, small_texts, voila_on_copy
from table_page import TAB_TITLES, wait_until
from test_table_browser import inside_viewport, smallest

pytestmark = pytest.mark.browser
TIMEOUT = 300_000
GAMES = ("mine77", "ardevur", "titans", "murfett", "zavandor")
READABLE = ("zavandor",)     # boards that must fit late in a game with every text at 16 px (no zoom)

LATE = """import ipywidgets as W

import mining_games as mg
from mining_games.bots import seat_bots
from mining_games.widgets import GameTable

# game: (players, NPCs, bots for every seat, decisions taken back from the end)
GAMES = {"mine77": (["Ana", "Ben"], ["sergio"], {0: "foreman", 1: "free_rider"}, 40),
         "ardevur": (["Ana", "Ben", "Cy"], [], {0: "trader", 1: "builder", 2: "builder"}, 6),
         "titans": (["Ana", "Ben", "Cy"], [], {0: "extractor", 1: "steward", 2: "extractor"}, 6),
         "murfett": (["Ana", "Ben", "Cy"], [], {0: "prospector", 1: "contractor", 2: "prospector"}, 6),
         "zavandor": (["Ana", "Ben", "Cy"], [], {0: "treasurer", 1: "investor", 2: "treasurer"}, 6)}


def late(name):
    players, npcs, seats, back = GAMES[name]
    game = mg.new_game(name, players=players, **({"npcs": npcs} if npcs else {}), seed=3)
    bots = seat_bots(game, seats)
    while not game.over:
        p = game.to_act[0]
        game.apply(bots[p].choose(game, p))
    game.undo(back)
    while game.over or 0 not in game.to_act:        # back to where the class (seat 1) decides
        game.undo(1)
    return game, {p: b for p, b in seats.items() if p != 0}


tables = []
for name in GAMES:
    game, bots = late(name)
    tables.append(GameTable(game, bots=bots))
    tables[-1].add_class(f"mg-late-{name}")
W.VBox(tables)
"""

CUT = """(root) => {
  // Every tab title and chart name in the table whose text does not fit its box (cut or ellipsised).
  const cut = [];
  for (const el of document.querySelectorAll(`${root} .lm-TabBar-tabLabel, ${root} .mg-chart-chooser button`)) {
    if (el.getClientRects().length === 0) continue;
    if (el.scrollWidth > el.clientWidth + 1) cut.push(`${el.textContent} (${el.scrollWidth} px in ${el.clientWidth})`);
  }
  return cut;
}"""


@pytest.fixture(scope="module")
def late_page(browser, tmp_path_factory):
    import nbformat

    folder = tmp_path_factory.mktemp("late")
    source = folder / "made"
    source.mkdir()
    notebook = source / "late_tables.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(LATE)]
    nbformat.write(nb, notebook)
    # on a loaded machine the kernel's outputs can come later than Voila's 4 s wait for them, and are then lost
    with voila_on_copy(notebook, folder, "voila-late-tables.log", extra=["--VoilaExecutor.iopub_timeout=120"]) \
            as (base, _):
        yield base


def open_late(browser, base):
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(base + "/", timeout=TIMEOUT)
    for name in GAMES:
        page.locator(f".mg-late-{name} .mg-step").wait_for(state="attached", timeout=TIMEOUT)
    return page


def test_no_tab_title_or_chart_name_is_cut_at_voila_or_jupyterlab_width(browser, late_page):
    page = open_late(browser, late_page)
    try:
        for width in (None, 880):                        # Voila's page at 1280 px, then JupyterLab's notebook
            if width:
                page.evaluate(f"document.querySelectorAll('.mg-table').forEach(t => t.style.width = '{width}px')")
            for name in GAMES:
                root = f".mg-late-{name}"
                labels = page.locator(f"{root} .lm-TabBar-tabLabel").all_inner_texts()
                assert tuple(t.strip() for t in labels) == TAB_TITLES, (name, labels)
                page.locator(f"{root} .lm-TabBar-tab", has_text="Charts").click()
                page.locator(f"{root} .mg-chart-chooser button").first.wait_for(state="visible", timeout=60_000)
                shown = page.locator(f"{root} .mg-chart-chooser button").all_inner_texts()
                assert len(shown) >= 3 and shown[:3] == ["Flows", "Tracks", "Scores"], (name, shown)
                wait_until(page, lambda r=root: None if not page.evaluate(CUT, r) else page.evaluate(CUT, r),
                           timeout=10, what=f"the tab titles and chart names of {name} at {width or 1280} px",
                           shot=f"late-tabs-cut-{name}-{width or 1280}.png")
                box = page.locator(f"{root} .lm-TabBar").bounding_box()
                if width:
                    assert box["width"] <= width + 1, box
                if name == "ardevur":
                    page.locator(f"{root} .mg-chart-chooser").scroll_into_view_if_needed()
                    page.locator(f"{root} .mg-charts").screenshot(
                        path=str(ARTIFACTS / f"late-charts-tab-ardevur-{width or 1280}.png"))
                print(f"{name} at {width or 1280} px: tabs {labels}, charts {shown}")
        assert not page.errors, page.errors
    finally:
        page.close()


BOARD = "(root) => {\n" + RUNS_ON_JS + """
  // The board's place on the screen, and any part of it that scrolls (runs on below or sideways) but the
  // column beside an SVG map, which scrolls on its own by design (ARDEVUR's dashboards and Targets)
  const inner = document.querySelector(`${root} .mg-board .mg-board-inner`);
  const r = inner.getBoundingClientRect();
  const box = document.querySelector(`${root} .mg-board-box`);
  const over = runsOn(box, inner);
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, zoom: inner.dataset.mgZoom || "1",
          font: parseFloat(getComputedStyle(inner).fontSize), over};
}"""


def test_late_in_a_game_the_projector_screen_shows_the_whole_board(browser, late_page):
    """One page, each game in turn: its projector mode on, checked, then off again."""
    page = open_late(browser, late_page)
    try:
        for name in GAMES:
            root = f".mg-late-{name}"
            toggle = page.locator(f"{root} .mg-projector-toggle")
            toggle.scroll_into_view_if_needed()
            toggle.click()
            page.locator(f"{root}.mg-projector .mg-screen").wait_for(state="visible", timeout=60_000)
            parts = [".mg-header", ".mg-step", ".mg-decisions", ".mg-board-box"]
            if name == "mine77":
                parts += ['.m77-seg[data-segment="12"]', ".m77-train"]   # Steam Generation, the Train
            for part in parts:
                where = f"{root} {part}"
                wait_until(page, lambda w=where: None if inside_viewport(page, w) else
                           page.locator(w).first.bounding_box(),
                           what=f"{part} of {name} late in a game on a 1280x720 screen",
                           shot=f"late-projector-{name}-overflow.png")

            def board_fits(r=root):
                b = page.evaluate(BOARD, r)
                inside = b["top"] >= 0 and b["bottom"] <= 720 and b["left"] >= 0 and b["right"] <= 1280
                return None if inside and not b["over"] else b
            wait_until(page, board_fits, what=f"the whole board of {name} on the screen",
                       shot=f"late-projector-{name}-board.png")
            if name == "titans":          # its projector map (titans/board.py): every text of the screen at 16 px
                outside = f".mg-table:not({root}), {root} > :not(.mg-screen)"
                wait_until(page, lambda o=outside: small_texts(page, 16, exclude=o) or None,
                           what="the Titans map's labels at 16 px late in a game",
                           shot="late-projector-titans-small.png")
            b = page.evaluate(BOARD, root)
            print(f"{name}: board {round(b['bottom'] - b['top'])} px tall, zoom {b['zoom']}, text "
                  f"{round(b['font'] * float(b['zoom']), 1)} px; runs on: {b['over'] or 'nothing'}")
            if name == "mine77":          # fits unzoomed: every text of its screen at 16 px or more (docs/table.md)
                assert b["zoom"] == "1", b
                small = small_texts(page, 16, within=f"{root} .mg-screen")
                assert small == [], small[:10]
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"late-projector-{name}.png"))
            if name in READABLE:
                assert b["zoom"] == "1", b
                least = smallest(page, f"{root} .mg-board")          # unzoomed, so as drawn on the screen
                assert least["px"] >= 16, least
            toggle.click()                                   # off again: the next table's turn
            page.locator(f"{root}.mg-projector").wait_for(state="detached", timeout=60_000)
        assert not page.errors, page.errors
    finally:
        page.close()

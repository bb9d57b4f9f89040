"""Mine 77's deals in a real browser (Voila in headless Chromium): a deal among three players with a promise is
built from the table's buttons, both partners accept it from theirs, and the words a student reads are checked on
the page. Screenshots go to test-artifacts/."""

import nbformat
import pytest
from browser import ARTIFACTS, voila_on_copy

pytestmark = pytest.mark.browser
TIMEOUT = 180_000

SETUP = '''import random
import mining_games as mg
from mining_games.widgets import GameTable
g = mg.new_game("mine77", players=["Ana", "Ben", "Cy"], seed=3, secret_objectives=False)
g.arrange("give", 0, "gold", 2)
g.arrange("give", 1, "coal", 2)
g.arrange("give", 2, "beer", 1)
rng = random.Random(1)
while not (g.stage == "wrap" and g.to_act == (0,)):      # random seats (never dealing) up to Ana's end of turn
    p = g.to_act[0]
    menu = [a for a in g.legal_actions(p) if a.kind != "deal"]
    g.apply(rng.choice(menu or g.legal_actions(p)))
GameTable(g)'''


def test_a_three_player_deal_with_a_promise_is_built_and_accepted_from_the_buttons(browser, tmp_path):
    src, serve = tmp_path / "src", tmp_path / "serve"
    src.mkdir()
    serve.mkdir()
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SETUP)]
    nbformat.write(nb, src / "mine77_deal.ipynb")
    with voila_on_copy(src / "mine77_deal.ipynb", serve, "voila-mine77-deal.log") as (base, _):
        page = browser.new_page(viewport={"width": 1300, "height": 1400})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{base}/", timeout=TIMEOUT)

        def click(name):
            """Click, then wait for the table's header to change: the next button is looked for in the menu
            this click brings (an old menu can hold a button of the same name, and a click on a button that
            is being replaced is lost)."""
            header = page.locator(".mg-table .mg-header")
            before = header.inner_text() if header.count() else None
            button = page.get_by_role("button", name=name, exact=True)
            button.first.wait_for(state="visible", timeout=TIMEOUT)
            button.first.click()
            if before is not None:
                page.wait_for_function("(t) => document.querySelector('.mg-table .mg-header').innerText !== t",
                                       arg=before, timeout=TIMEOUT)

        click("Offer a deal to Ben")
        click("Give 1 Gold now")
        click("Promise 1 Gold by the Night Shift")
        click("Ask for 1 Coal now")
        click("Bring in Cy as a second partner")
        click("Ask Cy for 1 Beer")
        prompt = "Your deal with Ben and Cy: you give 1 Gold to Ben and 1 Gold to Ben by the Night Shift, you get " \
                 "1 Coal from Ben and 1 Beer from Cy."
        page.get_by_text(prompt, exact=False).first.wait_for(state="visible", timeout=60_000)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-mine77-deal-draft.png"), full_page=True)
        click("Send the offer")
        page.get_by_text("Ana offers a deal with Ben and Cy", exact=False).first.wait_for(timeout=60_000)
        click("Accept the offer")                                    # Ben
        page.get_by_text("Ben accepts Ana's deal", exact=False).first.wait_for(timeout=60_000)
        click("Accept the offer")                                    # Cy: now everything due at once moves
        page.get_by_text("Cy accepts Ana's deal", exact=False).first.wait_for(timeout=60_000)
        page.get_by_role("button", name="End your turn", exact=True).first.wait_for(timeout=60_000)
        page.screenshot(path=str(ARTIFACTS / "voila-mine77-deal-accepted.png"), full_page=True)
        assert "Traceback" not in page.content()
        assert not errors, errors
        page.close()

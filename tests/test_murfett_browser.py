"""The Mining Board Game in a real browser (Voila in headless Chromium): the walkthrough's table steps
and redraws the board, its Flows Sankey is drawn with labelled nodes, its Tracks chart shows the four
prices over the shaded bands. Screenshots go to test-artifacts/. The lesson has its own browser test
(tests/test_lesson_contracts_browser.py)."""

import pytest
from browser import ARTIFACTS
from table_page import click_tab

pytestmark = pytest.mark.browser
TIMEOUT = 180_000


@pytest.fixture
def page(browser, voila):
    pg = browser.new_page(viewport={"width": 1300, "height": 1400})
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    pg.base = voila
    yield pg
    pg.close()


def test_walkthrough_table_steps_and_draws_every_chart(page):
    page.goto(f"{page.base}/voila/render/murfett.ipynb", timeout=TIMEOUT)
    step = page.locator(".mg-step")
    step.wait_for(state="visible", timeout=TIMEOUT)
    board = page.locator(".mg-table .mg-murfett-board")
    assert board.locator(".mg-period-line").count() == 1
    assert board.locator(".mg-price-now").count() == 4
    before = board.inner_html()
    for _ in range(8):
        step.click()
        page.wait_for_timeout(200)
    page.wait_for_function("(b) => document.querySelector('.mg-table .mg-murfett-board').innerHTML !== b",
                           arg=before, timeout=30_000)
    assert board.locator(".mg-token").count() == 3
    click_tab(page, "Flows")
    page.wait_for_function("() => [...document.querySelectorAll('.mg-chart-flows .sankey-node text')]"
                           ".some(t => t.textContent.includes('Bank'))", timeout=60_000)
    click_tab(page, "Tracks")
    traces = "document.querySelectorAll('.mg-chart-tracks .scatterlayer .trace').length"
    try:
        page.wait_for_function(f"() => {traces} >= 4", timeout=60_000)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-murfett-tracks-missing.png"), full_page=True)
        raise AssertionError(f"the Tracks chart drew {page.evaluate('() => ' + traces)} price traces, not 4") from None
    assert page.evaluate(f"() => {traces}") == 4
    page.wait_for_function("() => document.querySelector('.mg-chart-tracks').textContent.includes('sale loses money')",
                           timeout=30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "voila-murfett-table.png"), full_page=True)
    assert "Traceback" not in page.content()
    assert not page.errors, page.errors


"""The notebooks in a real browser: Voila apps and JupyterLab, in headless Chromium via Playwright.

The Voila apps are served as ``make app`` serves them (the notebooks/ folder, the offline template):
every request of every app and of the list of notebooks is recorded, and any that leaves the server
fails the test. The start page's links open the lessons.

Needs Debian's ``chromium`` (``.ci/run`` installs it; the README says how). Without it these tests
skip with a message, unless MINING_GAMES_REQUIRE_BROWSER=1 (CI), where they fail instead.
Screenshots go to ``test-artifacts/``.
"""

import shutil

import pytest
from browser import ARTIFACTS, ROOT, chromium_path, lab_on, run_all_in_lab
from table_page import click_tab

pytestmark = pytest.mark.browser

VOILA_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
TIMEOUT = 240_000   # ms: kernel start plus first render takes about 10 s; a lesson runs its games first


def page_for(browser):
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.requests = []
    page.on("request", lambda r: page.requests.append(r.url))
    return page, errors


def outside(page, base):
    """Requests of the page that left the server it came from (data: and blob: URLs stay in the page)."""
    return [u for u in page.requests if not u.startswith(base + "/") and not u.startswith(("data:", "blob:"))]


def test_voila_titans_walkthrough_steps_and_shows_a_chart(browser, voila):
    page, errors = page_for(browser)
    page.goto(f"{voila}/voila/render/titans.ipynb", timeout=TIMEOUT)
    step = page.locator(".mg-step")
    step.wait_for(state="visible", timeout=TIMEOUT)
    assert page.locator(".mg-header").inner_text().startswith("Titans")
    board_before = page.locator(".mg-board").inner_html()
    log_before = page.locator(".mg-log").inner_html()
    for _ in range(6):
        step.click()
        page.wait_for_timeout(250)
    page.wait_for_function("(before) => document.querySelector('.mg-log').innerHTML !== before", arg=log_before,
                           timeout=30_000)
    assert page.locator(".mg-log .mg-new").count() >= 1
    assert page.locator(".mg-board").inner_html() != board_before
    assert "Traceback" not in page.content()
    click_tab(page, "Tracks")
    chart = page.locator(".mg-chart-tracks .js-plotly-plot")
    chart.wait_for(state="visible", timeout=60_000)
    assert chart.bounding_box()["height"] > 100
    trace = page.locator(".mg-chart-tracks .main-svg .scatterlayer .trace").first
    trace.wait_for(state="attached", timeout=30_000)   # plotly draws the traces just after the frame
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "voila-titans.png"), full_page=True)
    assert not errors, errors
    page.close()


@pytest.mark.parametrize("name", VOILA_NOTEBOOKS)
def test_voila_renders_each_app_without_code_or_errors(browser, voila, name):
    page, errors = page_for(browser)
    page.goto(f"{voila}/voila/render/{name}", timeout=TIMEOUT)
    page.locator(".jp-OutputArea-output").first.wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    html = page.content()
    assert "Traceback" not in html
    body = page.locator("body").inner_text()
    assert "import mining_games" not in body and "from mining_games" not in body, "code cells are showing"
    assert page.locator("table.dataframe").count() == 0, "a pandas table (row numbers, raw headers) is showing"
    assert page.locator(".widget-progress, progress").count() == 0, "a progress bar is showing"
    for cell in page.locator("table.mg-people td").all()[:40]:
        assert not cell.inner_text().endswith(("...", "…")), f"a cut-off cell: {cell.inner_text()!r}"
    page.screenshot(path=str(ARTIFACTS / f"voila-{name.replace('.ipynb', '')}.png"), full_page=True)
    assert not outside(page, voila), f"requests that left the server: {outside(page, voila)}"
    assert "Traceback" not in page.content() and not errors, errors
    page.close()


def test_voila_list_of_notebooks_makes_no_request_outside_the_server(browser, voila):
    page, errors = page_for(browser)
    page.goto(f"{voila}/", timeout=TIMEOUT)
    page.get_by_text("00_start_here.ipynb").first.wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    assert not outside(page, voila), f"requests that left the server: {outside(page, voila)}"
    page.close()


def test_the_start_pages_links_open_the_lessons(browser, voila):
    page, errors = page_for(browser)
    page.goto(f"{voila}/voila/render/00_start_here.ipynb", timeout=TIMEOUT)
    links = page.locator(".jp-OutputArea-output a[href$='.ipynb']")
    links.first.wait_for(state="visible", timeout=TIMEOUT)
    targets = {link.get_attribute("href") for link in links.all()}
    assert {"titans.ipynb", "lesson_commons.ipynb", "murfett.ipynb", "zavandor.ipynb"} <= targets
    with page.context.expect_page(timeout=TIMEOUT) as opened:
        page.locator(".jp-OutputArea-output a[href='titans.ipynb']").click()
    walkthrough = opened.value
    walkthrough.locator(".mg-header").wait_for(state="visible", timeout=TIMEOUT)
    assert walkthrough.url == f"{voila}/voila/render/titans.ipynb"
    assert walkthrough.get_by_text("Titans, step by step").count() >= 1
    assert "Forbidden" not in walkthrough.locator("body").inner_text()
    walkthrough.close()
    page.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab on a copy of notebooks/: running cells there saves outputs, never into the repository."""
    chromium_path()
    copy = tmp_path_factory.mktemp("lab") / "notebooks"
    shutil.copytree(ROOT / "notebooks", copy)
    with lab_on(copy, "lab.log") as served:
        yield served


def test_jupyterlab_runs_the_start_notebook_without_errors(browser, lab):
    base, token = lab
    page, errors = page_for(browser)
    page.goto(f"{base}/lab/tree/00_start_here.ipynb?token={token}", timeout=TIMEOUT)
    page.locator(".jp-Notebook").wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".jp-Notebook-ExecutionIndicator, .jp-Toolbar").first.wait_for(timeout=TIMEOUT)
    run_all_in_lab(page, ".mg-step", TIMEOUT)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in page.locator(".jp-Notebook").inner_text()
    page.locator(".mg-step").click()
    page.screenshot(path=str(ARTIFACTS / "lab-start-here.png"), full_page=True)
    page.close()

"""Helpers for browser tests: find Chromium, start Voila or JupyterLab on loopback, wait for them."""

import contextlib
import json
import os
import pathlib
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).parent.parent
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]
BIN = pathlib.Path(sys.executable).parent


def chromium_path():
    """Debian's chromium, or a skip (a failure when MINING_GAMES_REQUIRE_BROWSER=1, as in CI)."""
    path = os.environ.get("MINING_GAMES_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if path:
        return path
    message = ("Browser tests need Chromium: install it with `sudo apt-get install chromium` "
               "(or set MINING_GAMES_CHROMIUM to its path).")
    if os.environ.get("MINING_GAMES_REQUIRE_BROWSER") == "1":
        pytest.fail(message + " MINING_GAMES_REQUIRE_BROWSER=1 is set, so the browser tests must run.")
    pytest.skip(message)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_http(url, proc, timeout=180):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early with code {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except Exception:
            time.sleep(0.5)
    raise TimeoutError(f"{url} did not answer within {timeout} s")


def start_server(args, url, log_name):
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / log_name, "w")
    proc = subprocess.Popen(args, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for_http(url, proc)
    except Exception:
        proc.terminate()
        log.close()
        raise
    return proc, log


def stop_server(proc, log):
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@contextlib.contextmanager
def voila_on_copy(notebook, folder, log_name, extra=()):
    """Voila (with the project's offline template) serving a copy of ``notebook`` in ``folder``, so
    whatever the page saves (a debrief) lands beside the copy, not in the repository; ``extra``: more
    command-line options for Voila. Yields (base address, folder)."""
    shutil.copy(notebook, folder / notebook.name)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc, log = start_server([str(BIN / "voila"), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                              "--ServerApp.port_retries=0", "--template=mining-games", *extra,
                              str(folder / notebook.name)],
                             base + "/", log_name)
    try:
        yield base, folder
    finally:
        stop_server(proc, log)



@contextlib.contextmanager
def lab_on(folder, log_name):
    """JupyterLab serving ``folder``, with its own workspaces and user settings (in ``folder``'s parent):
    JupyterLab restores the last layout of the shared default workspace, and a notebook another test left
    open, missing from this folder, left the Run menu acting on nothing (CI failed on it). Yields
    (base address, token)."""
    token = secrets.token_hex(8)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    own = pathlib.Path(folder).parent / "lab-user"
    # start the notebook's kernel without asking (JupyterLab sometimes opens its "Select Kernel" dialog
    # before it knows the kernels, and Run All then waits behind it), and no question about news
    for plugin, values in (("notebook-extension/tracker", {"autoStartDefaultKernel": True}),
                           ("apputils-extension/notification", {"fetchNews": "false"})):
        path = own / "settings" / "@jupyterlab" / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    args = [str(BIN / "jupyter"), "lab", "--no-browser", f"--port={port}", "--ip=127.0.0.1",
            f"--IdentityProvider.token={token}", "--ServerApp.port_retries=0", f"--ServerApp.root_dir={folder}",
            "--allow-root", "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            f"--LabApp.workspaces_dir={own / 'workspaces'}", f"--LabApp.user_settings_dir={own / 'settings'}"]
    proc, log = start_server(args, f"{base}/api/status?token={token}", log_name)
    try:
        yield base, token
    finally:
        stop_server(proc, log)


def run_all_in_lab(page, marker, timeout):
    """Run every cell of the notebook open in JupyterLab, once its kernel is ready, and wait until they
    have all finished and ``marker`` is on the page. JupyterLab 4 skips drawing cells out of view (its
    default windowing mode, CSS content-visibility), so an output below the fold is attached but not
    "visible" until it is scrolled to: wait for it attached, then bring it into view."""
    page.wait_for_function("() => document.querySelector('.jp-Notebook-ExecutionIndicator') !== null "
                           "|| document.querySelector('.jp-KernelStatus') !== null", timeout=timeout)
    # Run All before the kernel is connected runs nothing (every cell stays "[ ]"): wait until the status
    # bar says the kernel is idle, e.g. "Python 3 (ipykernel) | Idle"
    page.wait_for_function("() => [...document.querySelectorAll('.jp-StatusBar-TextItem')]"
                           ".some(e => /[|] Idle$/.test(e.innerText.trim()))", timeout=timeout)
    dialog = page.locator(".jp-Dialog").filter(has_text="Select Kernel")
    if dialog.count():          # the settings of ``lab_on`` should spare it; if it shows, take the default
        dialog.get_by_role("button", name="Select").click()
    page.get_by_text("Run", exact=True).first.click()
    page.get_by_text("Run All Cells", exact=True).click()
    try:
        page.locator(marker).first.wait_for(state="attached", timeout=timeout)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"lab-run-all-{marker.strip('.')}.png"))
        raise
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-InputArea-prompt')].every(p => !p.innerText.includes('*'))",
        timeout=timeout)
    page.locator(marker).first.scroll_into_view_if_needed(timeout=timeout)
    page.locator(marker).first.wait_for(state="visible", timeout=timeout)

def set_readout(page, selector, value):
    """Type a value into an ipywidgets slider's editable readout."""
    readout = page.locator(f"{selector} .widget-readout")
    readout.click()
    page.keyboard.press("Control+A")
    page.keyboard.type(str(value))
    page.keyboard.press("Enter")


@contextlib.contextmanager
def debrief_offline(browser, path, charts, name):
    """A saved lesson debrief opened with every network request refused, once ``charts`` charts are drawn.
    Yields ``(page, body text)`` for the caller's checks; then a screenshot and a PDF go to
    ``test-artifacts/<name>-debrief.*``, and no request may have been made and no page error raised."""
    context = browser.new_context(viewport={"width": 1100, "height": 900}, offline=True)
    requests, errors = [], []

    def refuse(route):
        requests.append(route.request.url)
        route.abort()
    try:
        context.route("http*://**/*", refuse)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(path.as_uri())
        page.wait_for_function(f"() => document.querySelectorAll('.js-plotly-plot .main-svg').length >= {charts}",
                               timeout=60_000)
        body = page.locator("body").inner_text()
        assert "not filled in" not in body and "needs the results of" not in body
        yield page, body
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{name}-debrief.png"), full_page=True)
        page.emulate_media(media="print")
        page.pdf(path=str(ARTIFACTS / f"{name}-debrief.pdf"), format="A4")
        assert (ARTIFACTS / f"{name}-debrief.pdf").stat().st_size > 10_000
        assert not requests, requests
        assert not errors, errors
    finally:
        context.close()


# ---------------------------------------------------------------------------- lessons: readable, nothing given away

SMALL_TEXTS_JS = """([minimum, exclude, within]) => {
  // Every element drawn on the page (or inside ``within``, a CSS selector) with text of its own (a non-blank
  // text node child) whose computed font size is under ``minimum`` px; elements inside ``exclude`` are skipped.
  const out = [];
  for (const el of document.querySelectorAll(within ? `${within} *` : 'body *')) {
    if (exclude && el.closest(exclude)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(el.tagName)) continue;
    const own = [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim()).map(n => n.textContent.trim());
    if (!own.length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || parseFloat(style.opacity) === 0) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // SVG text is drawn scaled: measure its size on the screen, not its declared one; an HTML board zoomed out
    // to fit (fit.js, CSS zoom) is drawn smaller than its computed font size
    let size = parseFloat(style.fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) {
      const m = el.getScreenCTM();
      if (m) size = size * Math.hypot(m.a, m.b);
    } else {
      size = size * (el.currentCSSZoom || 1);
    }
    const cls = el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className;
    if (size < minimum - 0.05) out.push({text: own.join(' ').slice(0, 60), size: Math.round(size * 10) / 10,
                                         tag: el.tagName, cls: String(cls).slice(0, 60)});
  }
  return out;
}"""


RUNS_ON_JS = """const runsOn = (box, inner) => {
  // The parts of a board (box, its drawing inner) that scroll, running on below or sideways, but the column
  // beside an SVG map, which scrolls on its own by design (ARDEVUR's dashboards and Targets)
  const side = inner.querySelector(':scope > svg:first-child') ? [...inner.children].slice(1) : [];
  return [box, ...box.querySelectorAll('*')].filter(el => el.clientHeight > 0 && !side.includes(el) &&
      (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) &&
      (el === inner || ['auto', 'scroll', 'hidden'].some(v => [getComputedStyle(el).overflowX,
                                                               getComputedStyle(el).overflowY].includes(v))))
    .map(el => `${el.className} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
};
"""


def small_texts(page, minimum=16, exclude="", within=""):
    """The texts on ``page`` (or inside the CSS selector ``within``) drawn smaller than ``minimum`` px (SVG text
    as scaled on the screen), skipping those inside the CSS selector ``exclude``: a list of {text, size, tag, cls}."""
    return page.evaluate(SMALL_TEXTS_JS, [minimum, exclude, within])


def words_of(text):
    import re
    return re.findall(r"[\w'’%.-]+", text.lower().replace("\u2019", "'"))


def phrases(text, n=6):
    """Every run of ``n`` words of ``text`` (lower case), as tuples."""
    w = words_of(text)
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def given_away(before, revealed, allowed="", n=6):
    """The runs of ``n`` words of ``revealed`` (what a Reveal showed: its result, note and explanation) that
    were already on the page text ``before`` it, leaving out runs that are also in ``allowed`` (the question
    and its choices, which a result may repeat). An empty list: nothing of the answer was shown early."""
    early = phrases(before, n) & (phrases(revealed, n) - phrases(allowed, n))
    return sorted(" ".join(p) for p in early)


# ---------------------------------------------------------------------------- accessibility (axe-core)

WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def axe_violations(page, impacts=("critical", "serious"), exclude=None):
    """axe-core (the engine of browsers' accessibility audits; bundled by the axe-playwright-python package) run
    on ``page`` with the WCAG 2.1 A and AA rules: the violations of the given impacts, as
    ``["rule-id (impact): target, target..."]`` (an empty list passes). ``exclude``: CSS selectors left out."""
    from axe_playwright_python.base import AXE_SCRIPT

    page.evaluate(AXE_SCRIPT)
    context = {"exclude": [[s] for s in exclude]} if exclude else None
    result = page.evaluate("([context, tags]) => axe.run(context || document, {runOnly: {type: 'tag', values: tags},"
                           " resultTypes: ['violations']})", [context, WCAG_AA])
    return [f"{v['id']} ({v['impact']}): " + ", ".join(str(n["target"]) for n in v["nodes"][:5])
            for v in result["violations"] if v["impact"] in impacts]

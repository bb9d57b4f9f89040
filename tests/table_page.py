"""Reading a GameTable in a real browser page, as a person would: the header's round, the standings,
and what each chart draws (its title, axis titles, trace types and last points).

``wait_until(page, check)`` polls a check that returns None when the page is as expected, or a
description of what it shows instead, and fails with the last description: a test failure then says
what a person would have seen.
"""

import re
import time

from browser import ARTIFACTS

# What a chart tab draws, read from plotly's own drawing (the SVG) and from its figure.
CHART_STATE = """(kind) => {
  const box = document.querySelector(`.mg-chart-${kind}`);
  const plot = box && box.querySelector('.js-plotly-plot');
  if (!box || !plot || !plot.data || box.offsetWidth === 0) return {drawn: false};
  const text = (sel) => [...plot.querySelectorAll(sel)].map(e => e.textContent.trim());
  const traces = plot.data.map(t => ({type: t.type, name: t.name || null,
      lastX: t.x ? t.x[t.x.length - 1] : null, lastY: t.y ? t.y[t.y.length - 1] : null,
      nodes: t.node ? t.node.label : null}));
  return {drawn: true, title: text('.gtitle').join(' '), xtitle: text('.g-xtitle').join(' '),
          ytitle: text('.g-ytitle').join(' '), traces: traces, bands: plot.querySelectorAll('.shapelayer path').length,
          sankey: plot.querySelectorAll('.sankey').length, lines: plot.querySelectorAll('.scatterlayer .trace').length,
          nodeLabels: text('.sankey-node text'), revision: plot.dataset.revision || null};
}"""


def header_round(page):
    return int(re.search(r"round (\d+)", page.locator(".mg-header").inner_text()).group(1))


def standings(page):
    """{player name: score} as the standings box shows them."""
    rows = page.evaluate("() => [...document.querySelectorAll('.mg-standings tr')].slice(1)"
                         ".map(r => [...r.cells].map(c => c.textContent))")
    return {cells[1].replace("■", "").replace("🏆", "").strip(): int(cells[2]) for cells in rows}


def chart_state(page, kind):
    return page.evaluate(CHART_STATE, kind)


def wait_until(page, check, timeout=60, what="the page", shot=None):
    """Poll ``check()`` (None when all is well, else a description) until it passes or time runs out."""
    deadline = time.time() + timeout
    problem = None
    while time.time() < deadline:
        problem = check()
        if problem is None:
            return
        page.wait_for_timeout(300)
    if shot:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / shot), full_page=True)
    raise AssertionError(f"{what}: {problem}")


TAB_TITLES = ("Rule log", "Rule index", "Charts", "New game")


def click_tab(page, title):
    """Open the table's tab ``title``; a chart's title ("Flows", "Steam") opens Charts and chooses that chart.
    ``page`` may be a locator holding the table (a lesson's seat)."""
    if title in TAB_TITLES:
        page.locator(".mg-table .lm-TabBar-tab", has_text=title).first.click()
        return
    page.locator(".mg-table .lm-TabBar-tab", has_text="Charts").first.click()
    page.locator(".mg-table .mg-chart-chooser").first.get_by_role("button", name=title, exact=True).click()

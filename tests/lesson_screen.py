"""A lesson's class seat on a projector (browser tests): the seat's vote panel and its table's board on one
1280x720 screen at the same time, the board whole on it (not running on below or sideways, not zoomed out under
16 px), and every text of the page at 16 px or more."""

from browser import ARTIFACTS, RUNS_ON_JS, small_texts
from table_page import wait_until

SEAT_SCREEN = "(seat) => {\n" + RUNS_ON_JS + """
  // Where the seat's vote panel and its table's board are on the screen, and whether the board runs on in its box
  // (the column beside an SVG map scrolls on its own by design) or is zoomed out to fit (fit.js).
  const root = document.querySelector(seat);
  const place = (el) => { const r = el.getBoundingClientRect();
                          return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const panel = root.querySelector('.mg-seat-panel');
  const box = root.querySelector('.mg-board-box');
  const inner = box && box.querySelector('.mg-board .mg-board-inner');
  if (!panel || !box || !inner) return {missing: !panel ? 'vote panel' : 'board'};
  const over = runsOn(box, inner);
  return {panel: place(panel), board: place(box), over, zoom: inner.dataset.mgZoom || '1',
          dense: [...box.querySelectorAll('[data-mg-dense="true"]')].length};
}"""


def inside(place, width=1280, height=720):
    return place["top"] >= -0.5 and place["bottom"] <= height + 0.5 and place["left"] >= -0.5 \
        and place["right"] <= width + 0.5


def seat_on_one_screen(page, where, shot_name, seat=".mg-class-seat", exclude=""):
    """The class seat's table screen brought to the top of the window (as turning projector mode on does), then:
    the vote panel and the board both inside the 1280x720 viewport, the board whole on it at 16 px or more,
    and no text on the page under 16 px. Saves a screenshot ``shot_name``; returns the measures."""
    page.evaluate("(seat) => document.querySelector(`${seat} .mg-screen`).scrollIntoView({block: 'start'})", seat)

    def check():
        m = page.evaluate(SEAT_SCREEN, seat)
        if "missing" in m:
            return m
        if not (inside(m["panel"]) and inside(m["board"])) or m["over"] or m["zoom"] != "1" or m["dense"]:
            return m
        return None
    wait_until(page, check, timeout=30, what=f"{where}: the vote panel and the whole board on one 1280x720 screen",
               shot=f"{shot_name}-not-one-screen.png")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{shot_name}.png"))
    small = small_texts(page, 16, exclude)
    assert small == [], f"{where}: texts under 16 px: {small[:8]}"
    m = page.evaluate(SEAT_SCREEN, seat)
    print(f"{where}: vote panel {round(m['panel']['top'])}-{round(m['panel']['bottom'])} px, board "
          f"{round(m['board']['top'])}-{round(m['board']['bottom'])} px of 720, zoom {m['zoom']}")
    return m

// The front end of mining_games.widgets.fit.ProjectorFit. In projector mode (the table has the
// class mg-projector) the table learns how tall the screen is (--mg-screen-height: the window in
// Voila, the notebook's scrolling area in JupyterLab), and every text of an SVG board is made at
// least MIN_PX screen pixels tall: an
// SVG is scaled to the space it gets, so its own font sizes say little about what a class sees.
// A board so dense that its text would have to grow by more than MAX_GROWTH is left as drawn
// (marked data-mg-dense="true"): larger labels would cover each other.
// A board drawn in HTML (not an SVG) that is still taller than the space the screen leaves it (a game late,
// with many workers, cards and markers; a decision with many buttons above it) is zoomed out just enough to
// fit, so nothing of it falls below the screen; it is marked data-mg-zoom with the factor, and
// data-mg-dense="true" when that puts its text under MIN_PX.
// The board is redrawn at every step, so the sizes are checked again whenever the table changes.
// Turning projector mode on also scrolls the table to the top of the screen.

const MIN_PX = 16;
const MAX_GROWTH = 1.6;   // a board whose text would have to grow more is too dense to enlarge
const MIN_ZOOM = 0.5;     // an HTML board is never zoomed out further (it scrolls in its box instead)

function scaleOf(text) {
  const matrix = text.getScreenCTM();
  return matrix ? Math.hypot(matrix.a, matrix.b) : 0;
}

function screenHeight(table) {
  // The height a reader sees: the scrolling area the table sits in (a JupyterLab notebook), or the window (Voila).
  for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && el.clientHeight > 0 && el.clientHeight < window.innerHeight) {
      return el.clientHeight;
    }
  }
  return window.innerHeight;
}

function zoomToFit(table, projector) {
  // Projector mode: zoom an HTML board out until it fits its box (the screen's space below the decision).
  const box = table.querySelector(".mg-board-box");
  for (const inner of table.querySelectorAll(".mg-board .mg-board-inner")) {
    inner.style.removeProperty("zoom");
    delete inner.dataset.mgZoom;
    if (!projector || !box || inner.querySelector(":scope > svg:first-child")) continue;
    const room = box.clientHeight - 2;
    const fits = (z) => {           // the board within its box's height (a board in balanced columns, as
      inner.style.zoom = String(z);  // Zavandor's, gets more columns when zoomed out, and so less tall)
      return inner.getBoundingClientRect().height <= room;
    };
    let zoom = 1;
    if (room > 0 && !fits(1)) {
      // zoomed out, the board's lines get more room and wrap less, so its height is not proportional to the
      // zoom: search for the largest zoom (to a hundredth) that fits
      let lo = MIN_ZOOM, hi = 1;
      if (fits(lo)) {
        while (hi - lo > 0.01) {
          const mid = (lo + hi) / 2;
          if (fits(mid)) lo = mid; else hi = mid;
        }
      }
      zoom = Math.floor(lo * 100) / 100;
      inner.style.zoom = String(zoom);
    } else {
      inner.style.removeProperty("zoom");
    }
    if (zoom < 1) {
      inner.dataset.mgZoom = String(zoom);
      const text = parseFloat(getComputedStyle(inner).fontSize) * zoom;
      if (text < MIN_PX) inner.dataset.mgDense = "true";
    } else {
      delete inner.dataset.mgDense;
    }
  }
}

function fit(table) {
  const projector = table.classList.contains("mg-projector");
  if (projector) table.style.setProperty("--mg-screen-height", `${screenHeight(table)}px`);
  zoomToFit(table, projector);
  for (const svg of table.querySelectorAll(".mg-board svg")) {
    const texts = [...svg.querySelectorAll("text")];
    for (const text of texts) text.style.removeProperty("font-size");
    if (!projector || !texts.length) continue;
    const need = texts.map((text) => {
      const scale = scaleOf(text);
      const own = parseFloat(text.getAttribute("font-size")) || 16;
      return scale > 0 ? MIN_PX / scale / own : 1;
    });
    const dense = Math.max(...need) > MAX_GROWTH;
    svg.dataset.mgDense = String(dense);
    if (dense) continue;      // enlarging would pile labels on top of each other: leave it as drawn
    texts.forEach((text, i) => {
      if (need[i] > 1) text.style.fontSize = `${(parseFloat(text.getAttribute("font-size")) * need[i]).toFixed(2)}px`;
    });
  }
}

function render({ el }) {
  el.style.display = "none";
  let table = null;
  let pending = false;
  // Projector mode turned on: bring its screen (header, decision, controls, board) to the top of the window,
  // once, when the screen appears (its header was above the window, its toggle below it, wherever the reader
  // had scrolled to). A table that opens in projector mode is left where the page opens.
  let shown = null;          // the projector screen last brought into view (or left where it opened)
  let opened = true;         // until the first look: a screen there then is the page's own opening
  const bringIntoView = () => {
    const screen = table.classList.contains("mg-projector") ? table.querySelector(".mg-screen") : null;
    if (screen && screen !== shown && !opened) screen.scrollIntoView({ block: "start" });
    if (screen || !table.classList.contains("mg-projector")) opened = false;
    shown = screen;
  };
  const schedule = () => {
    if (pending || !table) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fit(table);
      bringIntoView();
    });
  };
  const changed = new MutationObserver(schedule);
  const resized = new ResizeObserver(schedule);
  // The view is attached to the page after render(): look for the table once it is there.
  const find = setInterval(() => {
    table = el.closest(".mg-table");
    if (!table) return;
    clearInterval(find);
    changed.observe(table, { subtree: true, childList: true, characterData: true, attributes: true,
                             attributeFilter: ["class"] });
    resized.observe(table);
    schedule();
  }, 100);
  return () => { clearInterval(find); changed.disconnect(); resized.disconnect(); };
}

export default { render };

// The front end of mining_games.widgets.access.Accessible, for the whole page, now and as widgets are drawn:
// - ipywidgets draws a slider's handle (role="slider") and its readout (an editable box) with no accessible
//   name; the description it shows beside them sits in a <label> tied to neither. Each is tied to that label
//   with aria-labelledby (the label keeps its text when the description changes).
// - In projector mode the parts of a board beside its SVG sit in a column that scrolls (style.py): that
//   column gets a place in the Tab order, so the keyboard can scroll it.
// One watcher per page, however many of these widgets are shown.

let count = 0;

function nameSliders(root) {
  for (const slider of root.querySelectorAll(".widget-slider")) {
    const label = slider.querySelector(":scope > .widget-label");
    if (!label || !label.textContent.trim()) continue;
    if (!label.id) label.id = `mg-slider-label-${++count}`;
    for (const part of slider.querySelectorAll("[role='slider'], .widget-readout")) {
      if (part.getAttribute("aria-labelledby") !== label.id) part.setAttribute("aria-labelledby", label.id);
    }
    const readout = slider.querySelector(".widget-readout");
    if (readout && readout.getAttribute("role") !== "textbox") readout.setAttribute("role", "textbox");
  }
}

function reachScrollingColumns(root) {
  const columns = ".mg-projector .mg-board .mg-board-inner:has(> svg:first-child) > :not(svg)";
  for (const column of root.querySelectorAll(columns)) {
    if (!column.hasAttribute("tabindex")) column.setAttribute("tabindex", "0");
  }
}

function fix() {
  nameSliders(document);
  reachScrollingColumns(document);
}

function watch() {
  if (window.__mgAccessible) return;
  let pending = false;
  window.__mgAccessible = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; fix(); });
  });
  window.__mgAccessible.observe(document.body, { childList: true, subtree: true, attributeFilter: ["class"] });
}

export default {
  render({ el }) {
    el.style.display = "none";
    watch();
    fix();
  },
};

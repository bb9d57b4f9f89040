// The front end of mining_games.widgets.access.SliderNames. ipywidgets draws a slider's handle
// (role="slider") and its readout (an editable box) with no accessible name; the description it shows
// beside them sits in a <label> that is tied to neither. Here each handle and readout is tied to that
// label with aria-labelledby (the label keeps its text when the description changes), for the sliders on
// the page now and for those drawn later (a New game form opened, a what-if widget shown). One watcher
// per page, however many of these widgets are shown.

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

function watch() {
  if (window.__mgSliderNames) return;
  let pending = false;
  window.__mgSliderNames = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; nameSliders(document); });
  });
  window.__mgSliderNames.observe(document.body, { childList: true, subtree: true });
}

export default {
  render({ el }) {
    el.style.display = "none";
    watch();
    nameSliders(document);
  },
};

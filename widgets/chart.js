// The front end of mining_games.widgets.chart.Chart: one plotly figure, drawn with Plotly.react.
//
// Plotly.react replaces the whole figure (traces and layout), so nothing of an earlier chart is
// left behind. A figure is drawn only while the chart is visible: a Sankey drawn in a hidden tab
// stays blank, so a hidden chart waits and draws when it is shown.
//
// plotly.js (about 5 MB) is loaded once per page: from a chart drawn earlier on the page
// (window.Plotly), or else asked of the kernel, which sends the copy installed with plotly.
// Nothing is fetched from the network.

function loadPlotly(model) {
  if (window.Plotly) return Promise.resolve(window.Plotly);
  if (!window.__mgPlotly) {
    window.__mgPlotly = new Promise((resolve, reject) => {
      const onMessage = (msg, buffers) => {
        if (!msg || msg.kind !== "plotly.js") return;
        model.off("msg:custom", onMessage);
        const url = URL.createObjectURL(new Blob(buffers, { type: "text/javascript" }));
        const script = document.createElement("script");
        script.src = url;
        script.onload = () => {
          URL.revokeObjectURL(url);
          window.Plotly ? resolve(window.Plotly) : reject(new Error("plotly.js did not start"));
        };
        script.onerror = () => reject(new Error("plotly.js could not be loaded"));
        document.head.appendChild(script);
      };
      model.on("msg:custom", onMessage);
      model.send({ kind: "send plotly.js" });
    });
    window.__mgPlotly.catch(() => { window.__mgPlotly = null; });
  }
  return window.__mgPlotly;
}

function render({ model, el }) {
  const plot = document.createElement("div");
  plot.className = "mg-plot";
  const note = document.createElement("div");
  note.className = "mg-plot-note";
  note.style.cssText = "padding:12px;color:#555;font-size:15px;display:none";
  const say = (text) => { note.textContent = text; note.style.display = text ? "" : "none"; };
  el.append(note, plot);
  let drawn = null;          // the revision on screen
  let queue = Promise.resolve();

  const visible = () => plot.offsetWidth > 0 && plot.getClientRects().length > 0;

  async function draw() {
    const revision = model.get("revision");
    if (revision === drawn || !visible()) return;
    const figure = model.get("figure") || {};
    if (!figure.data) {
      if (window.Plotly) window.Plotly.purge(plot);
      say(figure.message || "");
      drawn = revision;
      plot.dataset.revision = String(revision);
      return;
    }
    say(window.Plotly ? "" : "Loading the chart…");
    let Plotly;
    try {
      Plotly = await loadPlotly(model);
    } catch (error) {
      say(`The chart cannot be drawn: ${error.message}. Run the notebook again.`);
      return;
    }
    if (model.get("revision") !== revision) return;   // a newer figure came while plotly.js loaded
    say("");
    await Plotly.react(plot, figure.data, figure.layout, { displaylogo: false, responsive: true });
    drawn = revision;
    plot.dataset.revision = String(revision);
  }

  const schedule = () => { queue = queue.then(draw).catch((e) => say(String(e))); };
  const resized = new ResizeObserver(() => {
    if (drawn !== model.get("revision")) schedule();
    else if (visible() && plot.offsetHeight === 0) {   // resized to nothing while hidden: draw it again
      drawn = null;
      schedule();
    } else if (visible() && window.Plotly && plot.data) window.Plotly.Plots.resize(plot);
  });
  resized.observe(plot);
  model.on("change:revision", schedule);
  schedule();
  return () => {
    resized.disconnect();
    model.off("change:revision", schedule);
    if (window.Plotly) window.Plotly.purge(plot);
  };
}

export default { render };

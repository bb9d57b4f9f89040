"""Chart: a small widget that shows one plotly figure, exactly as given, whenever it is visible.

The table's charts (its Charts tab) use one ``Chart`` each. The figure travels as plain JSON (``Chart.figure``)
and the browser draws it with ``Plotly.react``, which replaces traces *and* layout: a chart never
keeps another chart's axes, bands or annotations (a plotly ``FigureWidget`` merges layout updates
into the old layout). A hidden chart waits and draws when it is shown (a plotly Sankey drawn in a
hidden tab stays blank).

plotly.js is not part of the widget's code, so a chart starts at once (anywidget gives a widget
2 s to start). The first chart on a page asks the kernel for plotly.js (the copy installed with the
``plotly`` package: no network) and every later chart on the page reuses it.
"""

import functools
import json
import pathlib

import anywidget
import plotly.graph_objects as go
import plotly.io as pio
import traitlets


@functools.cache
def plotly_js():
    """The plotly.js bundle installed with the plotly package, as bytes (read once)."""
    from plotly.offline import get_plotlyjs

    return get_plotlyjs().encode()


class Chart(anywidget.AnyWidget):
    """One plotly figure; ``show(fig)`` replaces it, ``clear(message)`` shows a line of text instead."""

    _esm = (pathlib.Path(__file__).parent / "chart.js").read_text()
    figure = traitlets.Dict().tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    def __init__(self, *classes):
        super().__init__()
        for name in ("mg-chart", *classes):
            self.add_class(name)
        self.on_msg(self._on_message)

    def show(self, fig):
        """Replace the figure (a ``go.Figure``, or a figure dict of plain JSON values) in one message."""
        data = json.loads(pio.to_json(fig, validate=False)) if isinstance(fig, go.Figure) else dict(fig)
        with self.hold_sync():
            self.figure = data
            self.revision += 1

    def clear(self, message=""):
        """No figure: the chart area shows ``message`` (for instance while it is out of date)."""
        with self.hold_sync():
            self.figure = {"message": message}
            self.revision += 1

    @property
    def fig(self):
        """The figure shown, as a ``go.Figure`` (empty when cleared): for tests and notebooks."""
        return go.Figure(data=self.figure.get("data", []), layout=self.figure.get("layout", {}))

    def _on_message(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("kind") == "send plotly.js":
            self.send({"kind": "plotly.js"}, buffers=[plotly_js()])

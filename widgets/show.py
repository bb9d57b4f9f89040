"""Static displays for walkthroughs and lessons: a board, events explained, a chart as HTML."""

import itertools

from IPython.display import HTML

from .log import log_html
from .views import generic_board_html


def show_board(game, viewer=None):
    """The game's board as it stands (a snapshot, not a live widget)."""
    html = game.board_html(viewer)
    return HTML(html if html is not None else generic_board_html(game))


def explain(events, newest_first=False, limit=60):
    """Events as the rule log shows them: the explanation, the rule, its section and provenance."""
    events = list(events)
    if not events:
        return HTML("<i>No events.</i>")
    return HTML(log_html(events, events[0]._names, new_from=events[-1].seq + 1, limit=limit,
                         newest_first=newest_first))


_plotly_js_sent = False
_chart_ids = itertools.count(1)


def chart_html(fig, height=None):
    """A plotly figure as plain HTML: drawn the same in JupyterLab and in Voila, with no network.

    Lessons use this for their many charts instead of chart widgets: each ``FigureWidget`` carries
    plotly.js and must start within anywidget's 2 s, and widgets created while Voila is still running
    a long notebook can go missing; plotly's own notebook renderer fails in Voila. The first chart
    of a kernel carries plotly.js (about 4.6 MB); the later ones reuse it.
    """
    global _plotly_js_sent
    if height:
        fig.update_layout(height=height)
    div_id = f"mg-chart-{next(_chart_ids)}"
    html = fig.to_html(full_html=False, include_plotlyjs=not _plotly_js_sent, div_id=div_id,
                       config={"displaylogo": False})
    _plotly_js_sent = True
    note = (f"<script>if (!window.Plotly) {{ var d = document.getElementById('{div_id}'); if (d) d.innerText = "
            f"'This chart needs plotly.js, loaded by the first chart: run the notebook from the top.'; }}</script>")
    return HTML(f'<div class="mg-static-chart">{html}{note}</div>')

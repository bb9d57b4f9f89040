"""The teacher's dashboard of a classroom as an ipywidgets panel (``Classroom(...).panel()``).

The same facts as the projected web dashboard (``/teacher``): where students join and the code,
every table's round, who is being waited for and the shared gauges; buttons to start the games,
pause and resume; at the end the class results (one row per table and seat) with a CSV export and
the debrief chart. The panel reads the classroom only through ``Classroom``'s methods, and refreshes
itself at most twice a second after a change (or on Refresh). Every name is escaped.
"""

import threading
import time
from html import escape

import ipywidgets as W

from mining_games.classroom.tables import Refusal
from mining_games.core.words import count

from .errors import ErrorArea, guarded


def tables_html(dash):
    """Every table: round and phase, who is being waited for, the gauges, and who sits where."""
    cards = []
    for t in dash["tables"]:
        lines = [f"<b>Table {t['table']}</b>"]
        if t["started"]:
            lines.append("<span style='color:#009E73'><b>Game over</b></span>" if t["over"]
                         else f"Round {t['round']}, {escape(str(t['phase']))}")
            if not t["over"]:
                lines.append("Waiting for: " + escape(", ".join(t["waiting"]) or "nobody"))
            lines += [f"{escape(k.replace('_', ' '))}: {escape(str(v))}" for k, v in t["gauges"].items()]
        else:
            lines.append("Not started")
        seats = "".join(f"<li{' style=color:#666' if s['bot'] else ''}>{escape(s['name'])}</li>" for s in t["seats"])
        cards.append("<div class='mg-classroom-table' style='border:1px solid #ccc;border-radius:6px;padding:6px;"
                     "margin:4px;width:15em;display:inline-block;vertical-align:top'>" + "<br>".join(lines)
                     + f"<ol style='margin:4px 0 0 0'>{seats}</ol></div>")
    return "<div>" + "".join(cards) + "</div>"


def results_html(rows, headers=None):
    """The class results as an HTML table (escaped); ``headers``: {column: words} (the dashboard's
    ``headers``: gauges and outcome facts in the game's words), other columns with spaces."""
    if not rows:
        return ""
    cols = []
    for r in rows:
        cols += [k for k in r if k not in cols]
    headers = headers or {}
    head = "".join(f"<th>{escape(headers.get(c) or c.replace('_', ' '))}</th>" for c in cols)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(r.get(c, '')))}</td>" for c in cols) + "</tr>" for r in rows)
    return (f"<table class='mg-classroom-results' style='border-collapse:collapse' border='1' cellpadding='3'>"
            f"<tr>{head}</tr>{body}</table>")


def scores_svg(rows, bar=18, gap=12, height=150):
    """The debrief chart: every seat's score, grouped by table (students blue, bots grey)."""
    if not rows:
        return ""
    top = max(1, max(r["score"] for r in rows))
    parts, x, last = [], 10, None
    for r in rows:
        if last is not None and r["table"] != last:
            x += gap
        h = height * r["score"] / top
        colour = "#0072B2" if r["kind"] == "student" else "#999999"
        parts.append(f"<rect x='{x}' y='{10 + height - h:.1f}' width='{bar}' height='{h:.1f}' fill='{colour}'>"
                     f"<title>Table {r['table']}, {escape(str(r['player']))}: {r['score']}</title></rect>")
        if r["table"] != last:
            parts.append(f"<text x='{x}' y='{height + 28}' font-size='12'>T{r['table']}</text>")
        last = r["table"]
        x += bar + 2
    return (f"<div>Scores by table (blue: students, grey: bots)</div><svg width='{x + 10}' height='{height + 36}'>"
            + "".join(parts) + "</svg>")


class ClassroomPanel(W.VBox):
    """The teacher's dashboard in a notebook."""

    def __init__(self, classroom, refresh_every=0.5):
        self.classroom = classroom
        self.errors = ErrorArea()
        self.header = W.HTML()
        self.tables = W.HTML()
        self.results = W.HTML()
        self.message = W.HTML()
        self.start_button = W.Button(description="Start the games", button_style="primary")
        self.pause_button = W.Button(description="Pause")
        self.resume_button = W.Button(description="Resume")
        self.csv_button = W.Button(description="Save results (CSV)")
        self.refresh_button = W.Button(description="Refresh")
        self.csv_path = W.Text(value="class-results.csv", description="CSV file")
        self.start_button.on_click(self._start)
        self.pause_button.on_click(self._pause)
        self.resume_button.on_click(self._resume)
        self.csv_button.on_click(self._csv)
        self.refresh_button.on_click(lambda _: self.refresh())
        controls = W.HBox([self.start_button, self.pause_button, self.resume_button, self.refresh_button])
        super().__init__([self.header, controls, self.errors, self.tables,
                          W.HBox([self.csv_button, self.csv_path]), self.message, self.results])
        self.add_class("mg-classroom-panel")
        self._dirty = threading.Event()
        self._closed = False
        classroom.room.listeners.append(self._dirty.set)
        self.refresh()
        self._thread = threading.Thread(target=self._watch, args=(refresh_every,), daemon=True)
        self._thread.start()

    def _watch(self, every):
        while not self._closed:
            if self._dirty.wait(timeout=1):
                self._dirty.clear()
                try:
                    self.refresh()
                except Exception:    # the server stopped: keep the last picture
                    pass
                time.sleep(every)

    def close(self):
        self._closed = True
        listeners = self.classroom.room.listeners
        if self._dirty.set in listeners:
            listeners.remove(self._dirty.set)
        super().close()

    def refresh(self):
        """Read the classroom's dashboard and show it."""
        c = self.classroom
        dash = c.dashboard()
        where = " or ".join(f"<b>{escape(u)}</b>" for u in c.student_urls)
        words = {"lobby": "Students are joining; start the games when everybody has a seat.",
                 "running": "The games are running.", "paused": "Paused: nobody can decide."}
        self.header.value = (
            f"<h3 style='margin:2px'>{escape(dash['game'])}: the class</h3>"
            f"<div>Students open {where} and type the code "
            f"<span class='mg-classroom-code' style='font-size:2em;font-family:monospace;letter-spacing:.2em'>"
            f"<b>{escape(dash['code'])}</b></span></div>"
            f"<div>{words[dash['state']]} {count(len(dash['students']), 'student')}; {dash['finished']} of "
            f"{count(len(dash['tables']), 'table')} finished. Projected dashboard: "
            f"<a href='{escape(c.teacher_url)}' target='_blank'>open</a></div>")
        self.start_button.disabled = dash["state"] != "lobby"
        self.pause_button.disabled = dash["state"] != "running"
        self.resume_button.disabled = dash["state"] != "paused"
        self.tables.value = tables_html(dash)
        rows = dash["results"]
        self.results.value = (scores_svg(rows) + results_html(rows, dash.get("headers"))) if rows else ""
        return dash

    @guarded
    def _start(self, _=None):
        self._command(self.classroom.start_games)

    @guarded
    def _pause(self, _=None):
        self._command(self.classroom.pause)

    @guarded
    def _resume(self, _=None):
        self._command(self.classroom.resume)

    @guarded
    def _csv(self, _=None):
        path = self.csv_path.value.strip() or "class-results.csv"
        text = self.classroom.results_csv(path)
        rows = max(0, text.count("\n") - 1)
        self.message.value = f"Saved {count(rows, 'row')} to {escape(path)}."

    def _command(self, fn):
        self.errors.clear()
        try:
            fn()
        except Refusal as e:
            self.errors.show(e.message)
        self.refresh()

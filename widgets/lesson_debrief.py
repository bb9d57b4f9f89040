"""Debrief: one self-contained, offline HTML file of what the class did, to hand out or print to PDF.

    debrief = Debrief("The tragedy of the commons", [vote, whatif, seat], discussion=[
        Discussion("Who pays for a new factory?",
                   key="Everybody: with building free the extractor's rivals score {whatif.diff:.1f} more."),
    ])

*Save the debrief* writes the file (next to the notebook, or in ``folder``) and offers it as a download.
Each save is a new file named by the lesson and the time (``debrief-<lesson>-<date>-<time>.html``, ``-2``,
``-3`` ... when a name is taken): a save never overwrites an earlier one, so a class's debrief cannot be
replaced by an empty one saved after a restart.
It holds the lesson's questions, the class's predictions and choices, the results that were revealed
with their charts (plotly.js inlined once, so it opens without a network), the discussion questions and
the teacher's answer key, whose numbers come from the run (templates of each widget's ``numbers()``).
"""

import base64
import datetime
import pathlib
import re
from dataclasses import dataclass
from html import escape

import ipywidgets as W
import plotly.graph_objects as go

from .errors import ErrorArea, guarded
from .lesson_common import button, fill, slug

KINDS = {"predict": "Predict, then reveal", "whatif": "What if we change this rule?", "seat": "The class at a seat"}

PAGE_STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:960px;margin:24px auto;padding:0 16px;
 color:#222;line-height:1.45}
h1{font-size:26px;margin-bottom:4px} h2{font-size:20px;margin-top:28px;border-bottom:2px solid #0072B2}
.meta{color:#555;font-size:13px}
.part{margin-bottom:18px}
.kind{font-size:12px;color:#0072B2;text-transform:uppercase;letter-spacing:.05em}
.question{font-size:17px;margin:4px 0 8px}
.pending{color:#8A4B00;font-style:italic}
table.mg-lesson-table{border-collapse:collapse;margin:6px 0;font-size:14px}
table.mg-lesson-table td,table.mg-lesson-table th{padding:3px 8px;border-bottom:1px solid #ddd;text-align:left;
 vertical-align:top}
.mg-sentence{background:#F1F8E9;border-left:4px solid #558B2F;padding:6px 10px;margin:8px 0}
.mg-chart{margin:8px 0;page-break-inside:avoid;break-inside:avoid}
.flex{display:flex;flex-wrap:wrap;gap:24px}
.key{border-top:3px double #555;margin-top:32px}
.key li{margin-bottom:8px}
@media print{ body{max-width:none;margin:0} .key{break-before:page;page-break-before:always}
 .part{break-inside:auto} a{color:inherit;text-decoration:none} }
"""
RESIZE = ("<script>window.addEventListener('beforeprint',function(){if(window.Plotly){document.querySelectorAll("
          "'.js-plotly-plot').forEach(function(d){Plotly.Plots.resize(d);});}});</script>")


@dataclass
class Discussion:
    """A discussion question and its answer key: a template of the lesson widgets' numbers by name
    (``"{whatif.diff:.1f}"``), or a function of them (``lambda n: ...``)."""

    question: str
    key: object = ""


class Debrief(W.VBox):
    """A *Save the debrief* button for a lesson.

    - ``title``: the lesson's title; ``parts``: the lesson widgets, in lesson order (``PredictReveal``,
      ``WhatIfRule``, ``ClassSeat``, anything with ``name``, ``kind``, ``numbers()`` and ``section()``);
    - ``discussion``: ``Discussion`` items (or plain question strings, with no key);
    - ``intro``: a paragraph (HTML) for the top of the page; ``filename`` (default: from the title and the
      time of each save) and ``folder`` (default: the notebook's folder) say where the file is written; an
      existing file is never overwritten (see ``free_path``).
    """

    def __init__(self, title, parts, discussion=(), *, intro="", filename=None, folder="."):
        self.title, self.parts, self.intro = title, list(parts), intro
        names = [p.name for p in self.parts]
        if len(set(names)) != len(names):
            raise ValueError(f"every lesson widget needs its own name (name=...); these repeat: {names}")
        self.discussion = [d if isinstance(d, Discussion) else Discussion(str(d)) for d in discussion]
        self.filename = filename
        self.folder = pathlib.Path(folder)
        self.errors = ErrorArea()
        self.save_button = button("Save the debrief (HTML)", "mg-debrief-save", "info")
        self.save_button.on_click(lambda _: self.save())
        self.status = W.HTML()
        self.status.add_class("mg-debrief-status")
        self.path = None
        super().__init__([W.HTML("<b>Debrief</b> <span style='color:#555;font-size:12px'>a page with the questions, "
                                 "the class's answers, the results and the answer key, to print or hand out</span>"),
                          self.save_button, self.errors, self.status])
        self.add_class("mg-debrief")

    # ------------------------------------------------------------------ the page

    def numbers(self):
        """Every part's numbers by name: what the discussion keys are filled from."""
        return {p.name: p.numbers() for p in self.parts}

    def discussion_key(self, item):
        """A discussion question's key with the numbers of the run, or a note naming what has not been run."""
        if not item.key:
            return ""
        numbers = self.numbers()
        empty = [p for p in self.parts if not numbers[p.name]]
        if callable(item.key):
            try:
                return fill(item.key, numbers)
            except (KeyError, AttributeError, IndexError, TypeError, ValueError):
                return self._needs(empty) if empty else "(the key could not be filled in from this run)"
        missing = [p for p in empty if re.search(r"\{" + re.escape(p.name) + r"\b", item.key)]
        return self._needs(missing) if missing else fill(item.key, numbers)

    @staticmethod
    def _needs(parts):
        return ("(needs the results of: " + ", ".join(f"“{_plain(p.question)}”" for p in parts)
                + ", which were not produced in class)")

    def html(self, when=None):
        """The whole page as one HTML string."""
        when = when or datetime.datetime.now()
        sections = [p.section() for p in self.parts]
        charts = sum(len(s.figures) for s in sections)
        plotly_js = f"<script type='text/javascript'>{_plotly_js()}</script>" if charts else ""
        body, key_items, counter = [], [], iter(range(1, 1000))
        for i, s in enumerate(sections, 1):
            figures = "".join(_figure_html(f, next(counter)) for f in s.figures)
            if s.done:
                content = f"<div class='flex'>{s.record_html}</div>{s.result_html}{figures}"
            else:
                recorded = f"<div>{s.record_html}</div>" if s.record_html else ""
                content = f"{recorded}<p class='pending'>Not revealed in class.</p>"
            body.append(f"<section class='part'><h2>{i}. {KINDS.get(s.kind, s.kind)}</h2>"
                        f"<div class='question'>{s.title}</div>{content}</section>")
            answer = escape(s.key) if s.done else "<i>not revealed in class</i>"
            key_items.append(f"<li><b>{s.title}</b><br>{answer}</li>")
        questions = "".join(f"<li>{d.question}</li>" for d in self.discussion)
        key_items += [f"<li><b>{d.question}</b><br>{escape(self.discussion_key(d)) or '<i>no key given</i>'}</li>"
                      for d in self.discussion]
        discussion = f"<h2>Discussion questions</h2><ol class='discussion'>{questions}</ol>" if questions else ""
        intro = f"<div class='intro'>{self.intro}</div>" if self.intro else ""
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{escape(self.title)}</title>"
                f"<meta name='viewport' content='width=device-width, initial-scale=1'><style>{PAGE_STYLE}</style>"
                f"{plotly_js}</head><body><h1>{escape(self.title)}</h1><div class='meta'>Lesson debrief · "
                f"{when:%d %B %Y, %H:%M}</div>{intro}{''.join(body)}{discussion}"
                f"<section class='key'><h2>Teacher's answer key</h2><ol>{''.join(key_items)}</ol></section>"
                f"{RESIZE if charts else ''}</body></html>")

    def default_path(self, when):
        """Where a save at ``when`` goes: the given file name, else the lesson's title and the time."""
        name = self.filename or f"debrief-{slug(self.title)}-{when:%Y-%m-%d-%H%M}.html"
        return self.folder / name

    @guarded
    def save(self, path=None):
        """Write the page to a file of its own (never over an earlier one); show where, with a download link.
        Returns the path."""
        self.errors.clear()
        when = datetime.datetime.now()
        path = free_path(pathlib.Path(path) if path else self.default_path(when))
        text = self.html(when)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "x", encoding="utf-8") as out:   # "x": fails rather than overwrite
            out.write(text)
        self.path = path
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        size = len(text.encode("utf-8")) / 1e6
        self.status.value = (
            f"<div style='font-size:13px'>Saved <code>{escape(str(path))}</code> ({size:.1f} MB): open it in a "
            f"browser to read it or print it to PDF (it needs no network). "
            f"<a class='mg-debrief-link' download='{escape(path.name)}' href='data:text/html;charset=utf-8;base64,"
            f"{data}' style='font-weight:bold'>Download the debrief</a></div>")
        return path


def free_path(path):
    """``path``, or the first of ``name-2.html``, ``name-3.html`` ... beside it that does not exist yet."""
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return candidate


def _plain(html):
    return re.sub(r"<[^>]+>", "", html).strip()


def _figure_html(fig, i):
    fig = go.Figure(fig)
    fig.update_layout(width=None, autosize=True)
    return ("<div class='mg-chart'>" + fig.to_html(full_html=False, include_plotlyjs=False, div_id=f"mg-debrief-{i}",
                                                   config={"displaylogo": False, "responsive": True}) + "</div>")


_PLOTLY_JS = None


def _plotly_js():
    global _PLOTLY_JS
    if _PLOTLY_JS is None:
        from plotly.offline import get_plotlyjs
        _PLOTLY_JS = get_plotlyjs()
    return _PLOTLY_JS

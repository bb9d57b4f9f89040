"""What the four lesson widgets share: number wording, answer-key templates, charts into an Output,
and the ``Section`` each widget hands to the debrief.

A lesson widget (``PredictReveal``, ``WhatIfRule``, ``ClassSeat``) has a ``name`` (how the debrief's
templates refer to it), ``numbers()`` (the facts of its result, empty until it has one) and
``section()`` (what the debrief prints about it).
"""

import itertools
import math
import re
from dataclasses import dataclass, field
from html import escape

import ipywidgets as W

from mining_games.core.words import count

from .show import chart_html

_names = itertools.count(1)
STYLE = """<style>
.mg-lesson{font-size:14px;line-height:1.4}
.mg-lesson table.mg-lesson-table{border-collapse:collapse;margin:4px 0}
.mg-lesson table.mg-lesson-table td,.mg-lesson table.mg-lesson-table th{padding:2px 8px;border-bottom:1px solid #ddd;
 text-align:left;vertical-align:top}
.mg-lesson .mg-sentence{background:#F1F8E9;border-left:4px solid #558B2F;padding:6px 10px;margin:6px 0}
.mg-lesson .mg-muted{color:#555;font-size:12px}
.mg-named-box > .widget-label{position:absolute !important;width:1px !important;height:1px !important;
 overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0;padding:0;font-size:16px !important}
</style>"""


def auto_name(prefix):
    """A name for a widget the author did not name: ``predict_1``, ``whatif_2``..."""
    return f"{prefix}_{next(_names)}"


def num(x, unit=""):
    """A number as a student reads it: whole numbers without decimals, others with one (two below 1);
    ``unit`` in the plural ("rounds"), made singular for exactly 1 ("1 round"), except after a word of
    quantity ("1 million dollars")."""
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "n/a"
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        text = str(int(x))
    elif abs(x) < 1:
        text = f"{x:.2f}".rstrip("0")
    else:
        text = f"{x:.1f}"
    text = "0" if text in ("-0", "-0.0", "-0.00") else text
    if (unit and text == "1" and unit.endswith("s") and not unit.endswith("ss")
            and unit.split()[0] not in ("hundred", "thousand", "million", "billion")):
        unit = unit[:-1]                 # units are given in the plural: "1 round", "2 rounds"
    return f"{text} {unit}".rstrip() if unit else text


def pct(share):
    """0.375 -> '38%'."""
    return f"{100 * share:.0f}%"


def votes_word(n):
    """'1 vote', '3 votes'."""
    return count(n, "vote")


def fill(template, numbers):
    """An answer key or note: ``template`` formatted with ``numbers`` ({share:.0%}), or a function of them.

    The numbers come from the run, so a key is never typed by hand. Nested facts are reached with dots or
    brackets (``{whatif.diff:.1f}``, ``{whatif.measures[live tiles].low}``). A template that names a number
    the run does not have says so instead of failing.
    """
    if template is None:
        return ""
    if callable(template):
        return str(template(Facts.of(numbers)))
    try:
        return template.format(**Facts.of(numbers))
    except (KeyError, AttributeError, IndexError, TypeError, ValueError) as e:
        return f"{template} [not filled in: {type(e).__name__} {e}]"


class Facts(dict):
    """A dict whose keys also read as attributes, so templates can write {whatif.diff}."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(f"no number {key!r}") from None

    @classmethod
    def of(cls, value):
        if isinstance(value, dict):
            return cls({k: cls.of(v) for k, v in value.items()})
        return value


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "lesson"


@dataclass
class Section:
    """What the debrief prints about one lesson widget."""

    kind: str                      # "predict", "whatif", "seat"
    title: str                     # the question or the segment's title
    done: bool                     # revealed / run / decided
    record_html: str = ""          # the class's predictions or choices
    result_html: str = ""          # the revealed results and the comparing sentence(s)
    figures: list = field(default_factory=list)   # plotly figures
    key: str = ""                  # the teacher's answer key, numbers filled in


READABLE_PX = 16          # a lesson is projected: no chart label smaller than this
_FONT_KEYS = ("font", "tickfont", "textfont", "insidetextfont", "outsidetextfont", "titlefont")


def readable(fig, minimum=READABLE_PX):
    """``fig`` with every label at ``minimum`` px or more: the figure's base font, and any font of its layout,
    axes, legend, annotations and traces set smaller. Lesson charts are projected, so they are always drawn
    this way (``show_charts``), in projector mode or not."""
    spec = fig.to_dict()

    def lift(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in _FONT_KEYS and isinstance(value, dict):
                    size = value.get("size")
                    if isinstance(size, (int, float)) and size < minimum:
                        value["size"] = minimum
                lift(value)
        elif isinstance(node, list):
            for value in node:
                lift(value)

    lift(spec)
    layout = spec.setdefault("layout", {})
    font = layout.setdefault("font", {})
    if not isinstance(font.get("size"), (int, float)) or font["size"] < minimum:
        font["size"] = minimum
    return type(fig)(spec)


def show_charts(output, figures):
    """Put ``figures`` into ``output`` as plain-HTML charts (see ``chart_html``), every label at 16 px or more
    (``readable``), replacing what was there."""
    output.outputs = ()
    for fig in figures:
        output.append_display_data(chart_html(readable(fig)))


def button(label, cls, style=""):
    b = W.Button(description=label, button_style=style, layout=W.Layout(width="auto"))
    b.add_class(cls)
    return b


def name_box(box, name):
    """Give an entry box (a vote count, a group's answer) the name a screen reader announces, ``name`` (the
    words shown beside it, with what to type): its ``description``, the label ipywidgets ties to the box, kept
    out of sight (the class ``mg-named-box``, see ``STYLE``) because the row already shows those words.
    WCAG 2.1, 4.1.2 Name, Role, Value (axe-core's rule ``label``). Returns the box."""
    box.description = name
    box.style.description_width = "initial"
    box.add_class("mg-named-box")
    return box


def html_table(header, rows, cls="mg-lesson-table"):
    """A small HTML table; cells are escaped unless they are given as ``("html", text)``."""
    def cell(c, tag):
        body = c[1] if isinstance(c, tuple) and c and c[0] == "html" else escape(str(c))
        return f"<{tag}>{body}</{tag}>"
    head = "".join(cell(h, "th") for h in header)
    body = "".join("<tr>" + "".join(cell(c, "td") for c in row) + "</tr>" for row in rows)
    return f"<table class='{cls}'><tr>{head}</tr>{body}</table>"

"""The class's debrief: each table's outcome against what its players chose, as a chart, and a printable page.

One point per table: across the room, what the players did (Titans: the trees they mined) against what it did to
the table (the final Planet Health). Tables of the same game on different seeds and with different players make
the comparison the lesson is about: did the tables that extracted more end with less? The chart is plain SVG made
here, so the dashboard shows it and the saved page prints it without a network.
"""

import datetime
import math
from html import escape

from mining_games.core.words import count


def _mined(g):
    return sum(e.facts.get("cost", 0) for e in g.log if e.rule == "titans.mining.tree_cost")


def _winner_score(g):
    return max(g.score(p) for p in range(len(g.players)))


# game -> (what the players chose, how to read it from a game), (what it did to the table, how to read it)
SPEC = {
    "titans": (("trees mined by the table", _mined), ("Planet Health at the end", lambda g: g.tracks["planet_health"])),
    "mine77": (("Steam Generation visits", lambda g: g.outcome()["steam_generations"]),
               ("victory points lost to shared penalties", lambda g: g.outcome()["vp_lost_to_penalties"])),
    "murfett": (("contracts completed", lambda g: g.outcome()["contracts_completed"]),
                ("companies gone bankrupt", lambda g: g.outcome()["bankrupt"])),
    "zavandor": (("items fully upgraded", lambda g: g.outcome()["items_completed"]),
                 ("the winner's points", _winner_score)),
    "ardevur": (("fees paid for Roads, Water and Factories (M)", lambda g: g.outcome()["fees"]),
                ("the winner's Supremacy Points", _winner_score)),
}


def words(game_name):
    """The chart's title in words: "Each table: Planet Health at the end against trees mined by the table"."""
    (x_label, _), (y_label, _) = SPEC[game_name]
    return f"Each table: {y_label} against {x_label}"


def table_points(room):
    """``(x label, y label, [(table number, x, y), ...])`` for the tables whose game has started."""
    (x_label, x_of), (y_label, y_of) = SPEC[room.game_name]
    points = [(t.number, x_of(t.game), y_of(t.game)) for t in room.tables if t.game is not None]
    return x_label, y_label, points


def _ticks(low, high, n=5):
    """Round tick values from ``low`` to at least ``high``: steps of 1, 2 or 5 times a power of ten."""
    span = (high - low) or 1
    raw = span / (n - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(step, 1) if float(low).is_integer() and float(high).is_integer() else step
    start = math.floor(low / step) * step
    ticks, v = [], start
    while v < high + step:
        ticks.append(v)
        v += step
    return ticks


def _fmt(v):
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def scatter_svg(x_label, y_label, points, width=640, height=420):
    """A scatter chart as SVG text: one labelled dot per table, axes in words, text at 16 px or more."""
    left, right, top, bottom = 80, 30, 30, 70
    w, h = width - left - right, height - top - bottom
    xs = [p[1] for p in points] or [0]
    ys = [p[2] for p in points] or [0]
    xt, yt = _ticks(min(0, min(xs)), max(xs)), _ticks(min(0, min(ys)), max(ys))
    x0, x1, y0, y1 = xt[0], xt[-1], yt[0], yt[-1]

    def sx(v):
        return left + (v - x0) / ((x1 - x0) or 1) * w

    def sy(v):
        return top + h - (v - y0) / ((y1 - y0) or 1) * h

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{escape(y_label)} against {escape(x_label)}, one dot per table" '
           f'font-family="sans-serif" font-size="16">',
           f'<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="#fff" stroke="#999"/>']
    for v in xt:
        out.append(f'<text x="{sx(v):.1f}" y="{top + h + 22}" text-anchor="middle">{_fmt(v)}</text>')
    for v in yt:
        out.append(f'<text x="{left - 8}" y="{sy(v) + 5:.1f}" text-anchor="end">{_fmt(v)}</text>')
    out.append(f'<text x="{left + w / 2}" y="{height - 12}" text-anchor="middle">{escape(x_label)}</text>')
    out.append(f'<text transform="translate(18 {top + h / 2}) rotate(-90)" text-anchor="middle">'
               f'{escape(y_label)}</text>')
    for number, x, y in points:
        out.append(f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="8" fill="#0072B2"><title>Table {number}: '
                   f'{escape(x_label)} {_fmt(x)}, {escape(y_label)} {_fmt(y)}</title></circle>')
        out.append(f'<text x="{sx(x) + 11:.1f}" y="{sy(y) - 8:.1f}">Table {number}</text>')
    out.append("</svg>")
    return "".join(out)


def chart_svg(room):
    """The dashboard's debrief chart for the room (its tables so far)."""
    return scatter_svg(*table_points(room))


def debrief_html(room):
    """A page the teacher saves and prints: the tables' outcome against their choices, the results table, in
    one HTML file with no script and no request to a network."""
    x_label, y_label, points = table_points(room)
    rows = room.results()
    columns = []
    for row in rows:
        columns += [k for k in row if k not in columns]
    words = room.result_headers()
    head = "".join(f"<th>{escape(words.get(c, c.replace('_', ' ')))}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(r.get(c, '')))}</td>" for c in columns) + "</tr>"
                   for r in rows)
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    finished = sum(1 for t in room.tables if t.game is not None and t.game.is_over)
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{escape(room.title)}: the class's "
            f"debrief</title><style>body{{font-family:sans-serif;font-size:16px;margin:24px;max-width:1000px}}"
            f"table{{border-collapse:collapse;font-size:14px}}td,th{{border-bottom:1px solid #ddd;padding:3px 8px;"
            f"text-align:left}}@media print{{table{{font-size:11px}}}}</style></head><body><main>"
            f"<h1>{escape(room.title)}: the class's debrief</h1><p>{escape(when)} · "
            f"{count(len(room.tables), 'table')}, {finished} finished · "
            f"{count(sum(1 for s in room.students.values() if not s['revoked']), 'student')}</p>"
            f"<h2>Each table: {escape(y_label)} against {escape(x_label)}</h2>{scatter_svg(x_label, y_label, points)}"
            f"<h2>Every seat's result</h2><table><tr>{head}</tr>{body}</table></main></body></html>")

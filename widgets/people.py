"""Output for people: the tables and progress bars the notebooks show a class.

``show_table(data)`` draws a table as a reader expects it: no row numbers, column headers in words
("win_share" becomes "Win share"), numbers rounded, true/false as yes/no, lists as words, and no
cell cut short. ``progress()`` is the ``progress`` argument for ``experiments.run``: a bar in
JupyterLab and the terminal, none in a Voila app (a bar there is just noise on the page).
"""

import math
import os
from html import escape

import pandas as pd
from IPython.display import HTML

VOILA_VARIABLES = ("VOILA_KERNEL_ID", "VOILA_BASE_URL", "VOILA_SERVER_URL", "VOILA_REQUEST_URL")

STYLE = """<style>
table.mg-people{border-collapse:collapse;font-size:14px;margin:4px 0 10px 0;table-layout:auto}
table.mg-people th{text-align:left;padding:4px 10px;border-bottom:2px solid #999;vertical-align:bottom}
table.mg-people td{text-align:left;padding:3px 10px;border-bottom:1px solid #ddd;vertical-align:top;
  white-space:normal;max-width:none;overflow:visible;text-overflow:clip}
table.mg-people td.mg-num,table.mg-people th.mg-num{text-align:right;font-variant-numeric:tabular-nums}
table.mg-people caption{caption-side:top;text-align:left;font-weight:bold;padding:2px 0 4px 0}
</style>"""


def in_voila():
    """True when this kernel runs a Voila app (Voila sets these variables for its kernels)."""
    return any(name in os.environ for name in VOILA_VARIABLES)


def progress():
    """For ``experiments.run(..., progress=progress())``: bars in JupyterLab and the terminal only."""
    return not in_voila()


def words(name):
    """A column name as a header: "mean_money" -> "Mean money"; names with spaces are kept."""
    text = str(name)
    if " " in text or text != text.lower():
        return text
    text = text.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _cell(value, digits, percent):
    """(text, is_number) for one value."""
    if isinstance(value, bool):
        return ("yes" if value else "no"), False
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—", False
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(str(v) for v in value) or "—", False
    if isinstance(value, int):
        return f"{value:,}", True
    if isinstance(value, float):
        if percent:
            return f"{value:.0%}", True
        if value.is_integer() and abs(value) < 1e15:
            return f"{int(value):,}", True
        return f"{value:,.{digits}f}", True
    return str(value), False


def _frame(data, columns):
    """Any table-like value as a DataFrame whose index is a column (or dropped when it is 0, 1, 2...)."""
    df = pd.DataFrame(data) if not isinstance(data, pd.DataFrame) else data
    if isinstance(df.columns, pd.MultiIndex):
        df = df.set_axis([" ".join(str(p) for p in col if str(p)) for col in df.columns], axis=1)
    if isinstance(df.index, pd.RangeIndex) and df.index.name is None:
        df = df.reset_index(drop=True)
    else:
        df = df.reset_index()
        if "index" in df.columns:
            df = df.rename(columns={"index": ""})
    return df[list(columns)] if columns is not None else df


def show_table(data, headers=None, columns=None, digits=2, percent=(), caption=None):
    """A table for people (see the module doc).

    ``data``: a DataFrame, a Series, a dict or a list of dicts. ``columns``: which columns, in
    order (after the index became a column). ``headers``: {column: header} where the automatic
    words are not good enough. ``digits``: decimals of fractional numbers. ``percent``: columns
    of shares (0.25) to show as percentages (25%). ``caption``: a title above the table.
    """
    if isinstance(data, pd.Series):
        data = data.to_frame()
    df = _frame(data, columns)
    names = {c: (headers or {}).get(c, words(c)) for c in df.columns}
    rows = []
    numeric = {c: False for c in df.columns}
    for record in df.itertuples(index=False):
        cells = []
        for column, value in zip(df.columns, record):
            value = value.item() if hasattr(value, "item") else value
            text, number = _cell(value, digits, column in percent)
            numeric[column] = numeric[column] or number
            cells.append((text, number))
        rows.append(cells)
    head = "".join(f'<th class="{"mg-num" if numeric[c] else ""}">{escape(names[c])}</th>' for c in df.columns)
    body = "".join("<tr>" + "".join(f'<td class="{"mg-num" if n else ""}">{escape(t)}</td>' for t, n in cells)
                   + "</tr>" for cells in rows)
    title = f"<caption>{escape(caption)}</caption>" if caption else ""
    return HTML(f'{STYLE}<table class="mg-people">{title}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')

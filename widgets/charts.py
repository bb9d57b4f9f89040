"""Economy charts: pure functions from ``mining_games.analysis`` frames to plotly figures.

``sankey_figure`` (where one item flowed, holders in board order, links in the colour of the holder
they come from), ``tracks_figure`` (every gauge at the end of each round, with optional shaded bands)
and ``scores_figure`` (each player's score by round) return a ``go.Figure`` for notebooks. Each has a
``*_spec`` twin that returns the same figure as a plain dict: the table sends those to the browser at
every step, and building a ``go.Figure`` (which validates every property, its template included) would
cost ten times the step itself.

The tracks and scores charts share one round axis (``round_axis``) and the same margins, so round 5
sits at the same place in both. ``projector=True`` sets every label to at least 16 px.
"""

import functools
import json
import math
import re
import textwrap

import pandas as pd
import plotly.graph_objects as go

from mining_games.palette import holder_color, player_color, track_color, translucent

BAND_SHADES = ("rgba(46,125,50,0.10)", "rgba(249,168,37,0.14)", "rgba(198,40,40,0.12)",
               "rgba(21,101,192,0.10)")
FONT = {False: 13, True: 16}          # label size: on a laptop, on a projector
HEIGHT = {False: 380, True: 460}
MARGIN = {False: dict(l=80, r=30, t=60, b=90), True: dict(l=95, r=30, t=70, b=110)}


@functools.cache
def template():
    """plotly's "plotly_white" template as plain JSON (the browser needs the template itself, not its name)."""
    import plotly.io as pio
    from plotly.utils import PlotlyJSONEncoder

    return json.loads(json.dumps(pio.templates["plotly_white"].to_plotly_json(), cls=PlotlyJSONEncoder))


def base_layout(title, projector=False):
    """Title, fonts, size, margins and legend shared by the three charts."""
    size = FONT[projector]
    return dict(title=dict(text=title, font=dict(size=size + 3), x=0, xanchor="left", xref="paper"),
                font=dict(family="sans-serif", size=size), height=HEIGHT[projector], margin=dict(MARGIN[projector]),
                template=template(), legend=dict(orientation="h", x=0, y=-0.18, yanchor="top", font=dict(size=size)))


def round_axis(last_round, projector=False):
    """The x axis of the round charts: whole rounds 1..``last_round``, at most about 15 ticks."""
    last = max(1, int(last_round))
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if math.ceil(last / s) <= 15)
    return dict(title=dict(text="Round", font=dict(size=FONT[projector])), range=[0.5, last + 0.5],
                tickmode="linear", tick0=1 if step == 1 else 0, dtick=step, automargin=False,
                tickfont=dict(size=FONT[projector]), zeroline=False)


def _y_axis(title, projector):
    return dict(title=dict(text=title, font=dict(size=FONT[projector])), automargin=False,
                tickfont=dict(size=FONT[projector]))


def _plain(values):
    """numpy and pandas numbers as Python numbers (the figure travels as JSON)."""
    return [v.item() if hasattr(v, "item") else v for v in values]


# ---------------------------------------------------------------------------- flows


def seats_of(flows):
    """{account: seat} for the player accounts in a flows frame (its ``src_player``/``dst_player``
    columns, from the kernel's ``account_owner``): charts never parse account names."""
    seats = {}
    for col in ("src", "dst"):
        if f"{col}_player" in flows:
            for account, seat in zip(flows[col], flows[f"{col}_player"]):
                if not pd.isna(seat):
                    seats[account] = int(seat)
    return seats


def board_order(seats):
    """A sort key for accounts: players in seat order (``seats``: {account: seat}), then the other
    holders with numbers in number order ("tile2" before "tile10")."""
    def key(account):
        if account in seats:
            return (0, [seats[account]])
        return (1, [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", account)])
    return key


def holder_colors(accounts, seats):
    """{account: colour}: players in their colour, other holders in neutral tones, in board order."""
    colors, others = {}, 0
    for a in sorted(accounts, key=board_order(seats)):
        seat = seats.get(a)
        if seat is not None:
            colors[a] = player_color(seat)
        else:
            colors[a] = holder_color(others)
            others += 1
    return colors


def _flows_in(flows, rounds=None, setup=True):
    """The transfers of ``analysis.flows`` in the chosen rounds (set-up left out if ``setup`` is False), between
    two different holders."""
    df = flows
    if rounds is not None:
        df = df[(df["round"] >= rounds[0]) & (df["round"] <= rounds[1])]
    if not setup and "setup" in df:
        df = df[~df["setup"]]
    return df[(df["src"] != df["dst"]) & (df["amount"] > 0)]


def first_moved(flows, items, rounds=None, setup=True):
    """The first of ``items`` (in their menu order) that moved in the chosen rounds, else the first item: what
    the Flows chart opens on, so that it does not open on an empty chart while other things moved."""
    moved = set(_flows_in(flows, rounds, setup)["item"])
    return next((i for i in items if i in moved), items[0] if items else None)


def sankey_spec(flows, item, rounds=None, title=None, setup=True, projector=False, words=None):
    """Where ``item`` went, as a plain figure dict: one link per (from, to) pair, summed over the chosen
    rounds. ``setup=False`` leaves out the set-up (the ``setup`` column of ``analysis.flows``). Links
    take the colour of the holder they come from. ``words``: the item's name in the title (the game's
    ``item_label``; by default the id with spaces)."""
    df = _flows_in(flows[flows["item"] == item], rounds, setup)
    links = df.groupby(["src", "dst"], sort=False)["amount"].sum().reset_index()
    links = links[links["amount"] > 0]
    label_of = dict(zip(df["src"], df["src_name"])) | dict(zip(df["dst"], df["dst_name"]))
    seats = seats_of(df)
    accounts = sorted(set(links["src"]) | set(links["dst"]), key=board_order(seats))
    index = {a: i for i, a in enumerate(accounts)}
    colors = holder_colors(accounts, seats)
    size = FONT[projector]
    trace = dict(type="sankey", arrangement="snap", textfont=dict(size=size, family="sans-serif"),
                 node=dict(label=[label_of[a] for a in accounts], color=[colors[a] for a in accounts], pad=14,
                           thickness=16, hovertemplate="%{label}: %{value}<extra></extra>"),
                 link=dict(source=[index[s] for s in links["src"]], target=[index[d] for d in links["dst"]],
                           value=_plain(links["amount"]), color=[translucent(colors[s], 0.45) for s in links["src"]],
                           hovertemplate="%{source.label} → %{target.label}: %{value}<extra></extra>"))
    words = words or item.replace("_", " ")
    span = "" if rounds is None else (f", round {rounds[0]}" if rounds[0] == rounds[1]
                                      else f", rounds {rounds[0]}-{rounds[1]}")
    note = "" if setup else " (set-up left out)"
    layout = base_layout(title or f"Where {words} went{span}{note}", projector)
    if not len(links):         # no Sankey at all: plotly.js fails on one without nodes ("Invalid array length")
        layout["annotations"] = [dict(text=f"No {words} moved in these rounds.", showarrow=False, x=0.5, y=0.5,
                                      xref="paper", yref="paper", font=dict(size=size + 2, color="#555"))]
        layout["xaxis"] = layout["yaxis"] = dict(visible=False)
        return dict(data=[], layout=layout)
    return dict(data=[trace], layout=layout)


def sankey_figure(flows, item, rounds=None, title=None, setup=True, projector=False, words=None):
    """``sankey_spec`` as a ``go.Figure``."""
    return go.Figure(sankey_spec(flows, item, rounds, title, setup, projector, words))


# ---------------------------------------------------------------------------- tracks and scores


def _band_shapes(bands, projector):
    """Shaded rectangles and their labels for {track: [(low, high, label), ...]}; a band shared by
    several tracks (the same price bands for every metal) is drawn once."""
    shapes, notes, drawn = [], [], set()
    for spans in (bands or {}).values():
        for (lo, hi, label), shade in zip(spans, BAND_SHADES):
            if (lo, hi, label) in drawn:
                continue
            drawn.add((lo, hi, label))
            shapes.append(dict(type="rect", xref="paper", x0=0, x1=1, yref="y", y0=lo - 0.5, y1=hi + 0.5,
                               fillcolor=shade, line=dict(width=0), layer="below"))
            notes.append(dict(xref="paper", x=1, xanchor="right", y=(lo + hi) / 2, yref="y", text=label,
                              showarrow=False, font=dict(size=FONT[projector], color="#444")))
    return shapes, notes


def tracks_axis_title(labels):
    """The y-axis title for tracks with these labels: the one track's name, the shared first word
    ("Price" for "Price: Copper" and "Price: Tin"), or the names joined."""
    heads = list(dict.fromkeys(label.split(":")[0] for label in labels))
    return " and ".join(heads) if heads else "Track"


def _line(x, y, name, color):
    return dict(type="scatter", x=_plain(x), y=_plain(y), mode="lines+markers", name=name,
                line=dict(width=3, color=color), marker=dict(size=7, color=color),
                hovertemplate=f"{name}, round %{{x}}: %{{y}}<extra></extra>")


def tracks_spec(track_rounds, bands=None, title="Tracks by round", colors=None, last_round=None,
                projector=False, empty_note=""):
    """Every gauge at the end of each round (the current round: its value now), one line each, as a
    plain figure dict. ``track_rounds`` is ``analysis.track_rounds(game)``; ``bands`` = {track:
    [(low, high, label), ...]}; ``colors`` = {track: colour} where a game gives its gauges colours;
    ``empty_note``: what the chart says while no gauge has moved (after "No gauge has moved yet.")."""
    data, labels = [], []
    for i, track in enumerate(dict.fromkeys(track_rounds["track"])):
        df = track_rounds[track_rounds["track"] == track]
        label = df["label"].iloc[0]
        labels.append(label)
        data.append(_line(df["round"], df["value"], label, (colors or {}).get(track) or track_color(i)))
    last = last_round or (int(track_rounds["round"].max()) if len(track_rounds) else 1)
    shapes, notes = _band_shapes(bands, projector)
    layout = base_layout(title, projector) | dict(xaxis=round_axis(last, projector), showlegend=True,
                                                  yaxis=_y_axis(tracks_axis_title(labels), projector))
    if shapes:
        layout |= dict(shapes=shapes, annotations=notes)
    if not data:            # bare axes say nothing: say why the chart is empty
        size = FONT[projector]
        text = "<br>".join(["No gauge has moved yet.", *_wrap(empty_note, 70)])
        layout["annotations"] = [*layout.get("annotations", []),
                                 dict(text=text, showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper",
                                      font=dict(size=size + 2, color="#555"))]
    return dict(data=data, layout=layout)


def _wrap(text, width):
    """A sentence cut into lines of about ``width`` characters, for a chart's annotation."""
    return textwrap.wrap(text, width) if text else []


def tracks_figure(track_rounds, bands=None, title="Tracks by round", colors=None, last_round=None,
                  projector=False):
    """``tracks_spec`` as a ``go.Figure``."""
    return go.Figure(tracks_spec(track_rounds, bands, title, colors, last_round, projector))


def scores_spec(scores, players, title="Scores by round", last_round=None, projector=False):
    """One line per player, in the player's colour, as a plain figure dict; ``scores`` is
    ``analysis.scores(game, now=True)``."""
    data = []
    for p, name in enumerate(players):
        df = scores[scores["player"] == p]
        data.append(_line(df["round"], df["score"], name, player_color(p)))
    last = last_round or (int(scores["round"].max()) if len(scores) else 1)
    layout = base_layout(title, projector) | dict(xaxis=round_axis(last, projector), showlegend=True,
                                                  yaxis=_y_axis("Score", projector))
    return dict(data=data, layout=layout)


def scores_figure(scores, players, title="Scores by round", last_round=None, projector=False):
    """``scores_spec`` as a ``go.Figure``."""
    return go.Figure(scores_spec(scores, players, title, last_round, projector))

"""Economy charts: pure functions from ``mining_games.analysis`` frames to plotly figures.

``sankey_figure`` (where one item flowed), ``tracks_figure`` (every gauge over the rounds, with
optional shaded bands) and ``scores_figure`` (each player's score by round). Each returns a plain
``go.Figure``; the notebook widgets copy it into a ``FigureWidget`` created once (``apply_figure``).
"""

import plotly.graph_objects as go

from mining_games.palette import NEUTRAL, player_color

BAND_SHADES = ("rgba(46,125,50,0.10)", "rgba(249,168,37,0.14)", "rgba(198,40,40,0.12)",
               "rgba(21,101,192,0.10)")
LAYOUT = dict(margin=dict(l=50, r=20, t=40, b=40), height=340, template="plotly_white",
              font=dict(family="sans-serif", size=12))


def _account_player(account):
    if isinstance(account, str) and account[:1] == "p" and account[1:].isdigit():
        return int(account[1:])
    return None


def sankey_figure(flows, item, rounds=None, title=None):
    """Where ``item`` went: one link per (from, to) pair, summed over the chosen rounds."""
    df = flows[flows["item"] == item]
    if rounds is not None:
        df = df[(df["round"] >= rounds[0]) & (df["round"] <= rounds[1])]
    df = df[df["src"] != df["dst"]]
    links = df.groupby(["src", "dst", "src_name", "dst_name"], sort=True)["amount"].sum().reset_index()
    links = links[links["amount"] > 0]
    accounts = sorted(set(links["src"]) | set(links["dst"]))
    index = {a: i for i, a in enumerate(accounts)}
    label_of = dict(zip(links["src"], links["src_name"])) | dict(zip(links["dst"], links["dst_name"]))
    colors = [player_color(_account_player(a)) if _account_player(a) is not None else NEUTRAL for a in accounts]
    span = "" if rounds is None else f", rounds {rounds[0]}-{rounds[1]}"
    fig = go.Figure(go.Sankey(
        arrangement="snap",
        node=dict(label=[label_of[a] for a in accounts], color=colors, pad=12, thickness=14),
        link=dict(source=[index[s] for s in links["src"]], target=[index[d] for d in links["dst"]],
                  value=[int(v) for v in links["amount"]],
                  color=["rgba(120,120,120,0.35)"] * len(links)),
    ))
    fig.update_layout(title=title or f"Where {item} went{span}" + ("" if len(links) else " (no flows yet)"),
                      **LAYOUT)
    return fig


def _positions(df):
    """x = round, spread within the round so several moves in one round stay in order."""
    xs = []
    counts = df.groupby("round").size().to_dict()
    seen = {}
    for rnd in df["round"]:
        k = seen.get(rnd, 0) + 1
        seen[rnd] = k
        xs.append(rnd - 1 + k / (counts[rnd] + 1))
    return xs


def tracks_figure(tracks, bands=None, title="Tracks by round", colors=None):
    """Every gauge as a step line over the rounds; ``bands`` = {track: [(low, high, label), ...]};
    ``colors`` = {track: colour} where a game gives its gauges meaningful colours."""
    fig = go.Figure()
    names = sorted(tracks["track"].unique()) if len(tracks) else []
    for name in names:
        df = tracks[tracks["track"] == name]
        color = (colors or {}).get(name)
        fig.add_trace(go.Scatter(x=_positions(df), y=list(df["new"]), mode="lines+markers", name=name,
                                 line=dict(shape="hv", width=2, color=color), marker=dict(size=4, color=color)))
    shapes, notes, drawn = [], [], set()
    for spans in (bands or {}).values():
        for (lo, hi, label), shade in zip(spans, BAND_SHADES):
            if (lo, hi, label) in drawn:      # tracks that share a band (several prices) shade it once
                continue
            drawn.add((lo, hi, label))
            shapes.append(dict(type="rect", xref="paper", x0=0, x1=1, yref="y", y0=lo - 0.5, y1=hi + 0.5,
                               fillcolor=shade, line=dict(width=0), layer="below"))
            notes.append(dict(xref="paper", x=1, xanchor="right", y=(lo + hi) / 2, yref="y", text=label,
                              showarrow=False, font=dict(size=10, color="#555")))
    fig.update_layout(title=title, xaxis_title="Round", yaxis_title="Value", shapes=shapes, annotations=notes,
                      showlegend=True, **LAYOUT)
    return fig


def scores_figure(scores, players, title="Scores by round"):
    """One line per player, in the player's colour."""
    fig = go.Figure()
    for p, name in enumerate(players):
        df = scores[scores["player"] == p]
        fig.add_trace(go.Scatter(x=list(df["round"]), y=list(df["score"]), mode="lines+markers", name=name,
                                 line=dict(color=player_color(p), width=2)))
    fig.update_layout(title=title + ("" if len(scores) else " (after the first round)"), xaxis_title="Round",
                      yaxis_title="Score", **LAYOUT)
    return fig


def apply_figure(widget, fig, fresh=False):
    """Copy a pure figure into an existing FigureWidget in place (one batched update).

    ``fresh``: replace the traces and the layout instead of restyling them: when the widget now
    shows another kind of chart (no band shapes from one chart left on the next), and for a Sankey,
    whose first restyle of its nodes plotly.js may drop (no labels, black nodes).
    """
    same_shape = (not fresh and len(widget.data) == len(fig.data)
                  and all(type(a) is type(b) for a, b in zip(widget.data, fig.data)))
    if fresh:
        widget.layout = go.Layout()
    if not same_shape:
        widget.data = ()
        widget.add_traces(list(fig.data))
    with widget.batch_update():
        if same_shape:
            for old, new in zip(widget.data, fig.data):
                old.update(new.to_plotly_json(), overwrite=True)
        widget.layout.update(fig.layout.to_plotly_json(), overwrite=True)

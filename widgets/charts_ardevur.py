"""ARDEVUR's own charts in the GameTable's Charts tab (after Flows, Tracks and Scores): pure functions
from the frames of ``mining_games.ardevur.analysis`` to plain figure dicts.

- **Coin flows** (Rounds slider): every Hashtag Coin that moved in the chosen rounds, from the Bank
  and each corporation (left), through what it was for (middle), to each corporation and the Bank
  (right). Each purpose's node is its total; both sides add up to the ledger's money transfers.
- **Income and spending** (Rounds slider): one panel per corporation, a stacked bar per round of the
  money that came in (above zero) and went out (below), by purpose.
- **Money**: each corporation's Hashtag Coin at the end of every round.
- **Dice**: how often each face came up in global sales, and each sale's income against its
  estimate (the stock's face value), with the lines of the face value and of a sure local sale.
- **Supremacy**: each player's Supremacy Points by source (Targets, Incentives, the final lines).
"""

import pandas as pd

from mining_games.ardevur import analysis as A
from mining_games.core.words import count
from mining_games.palette import NEUTRAL, player_color, translucent

from .charts import FONT, _plain, _y_axis, base_layout, round_axis
from .game_charts import GameChart

PURPOSE_COLORS = dict(zip(A.PURPOSES, (
    "#999999", "#332288", "#44AA99", "#88CCEE", "#117733", "#882255", "#DDCC77", "#CC6677", "#AA4499",
    "#999933", "#6699CC", "#555555")))
SOURCE_COLORS = dict(zip(A.SP_SOURCES, ("#332288", "#88CCEE", "#DDCC77", "#44AA99", "#CC6677", "#882255")))


def _span(rounds):
    if rounds is None:
        return ""
    return f", round {rounds[0]}" if rounds[0] == rounds[1] else f", rounds {rounds[0]}-{rounds[1]}"


def _empty(layout, words, projector):
    layout["annotations"] = [dict(text=words, showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper",
                                  font=dict(size=FONT[projector] + 2, color="#555"))]
    return layout


def _who(side, account, name, player):
    """A Sankey end: a corporation (its colour) or the Bank."""
    if not pd.isna(player):
        return f"{side}{account}", name, player_color(int(player))
    return f"{side}{account}", "the Bank" if account == "bank" else name, NEUTRAL


def _seat_key(player, last):
    """Sort key of a Sankey end: a player's seat, or ``last`` for the Bank."""
    return last if pd.isna(player) else int(player)


def coin_flows_spec(money, rounds=None, projector=False):
    """The Sankey of Hashtag Coin by purpose over ``rounds`` (None: the whole game). Nodes in reading order:
    the payers (the Bank, then the players by seat), the purposes as ``PURPOSES`` lists them, the payees (the
    players by seat, then the Bank)."""
    paid, received = A.sankey_links(money, rounds)
    total = int(paid["amount"].sum())
    payers = sorted({_who("from:", r.src, r.src_name, r.src_player) + (_seat_key(r.src_player, -1),)
                     for r in paid.itertuples()}, key=lambda w: w[3])
    payees = sorted({_who("to:", r.dst, r.dst_name, r.dst_player) + (_seat_key(r.dst_player, 99),)
                     for r in received.itertuples()}, key=lambda w: w[3])
    used = set(paid["purpose"])
    nodes = ([[f"From {label}", color, 0] for _, label, color, _ in payers]
             + [[p, PURPOSE_COLORS[p], 0] for p in A.PURPOSES if p in used]
             + [[f"To {label}", color, 0] for _, label, color, _ in payees])      # label, colour, amount
    keys = [w[0] for w in payers] + [("purpose", p) for p in A.PURPOSES if p in used] + [w[0] for w in payees]
    index = {key: i for i, key in enumerate(keys)}
    src, dst, val, col, hover = [], [], [], [], []
    for row in paid.itertuples():
        key, label, _ = _who("from:", row.src, row.src_name, row.src_player)
        src.append(index[key]), dst.append(index[("purpose", row.purpose)]), val.append(int(row.amount))
        col.append(translucent(PURPOSE_COLORS[row.purpose], 0.45)), hover.append(f"{label} paid")
    for row in received.itertuples():
        key, label, _ = _who("to:", row.dst, row.dst_name, row.dst_player)
        src.append(index[("purpose", row.purpose)]), dst.append(index[key]), val.append(int(row.amount))
        col.append(translucent(PURPOSE_COLORS[row.purpose], 0.45)), hover.append(f"{label} received")
    flow_in, flow_out = [0] * len(nodes), [0] * len(nodes)
    for a, b, v in zip(src, dst, val):
        flow_out[a] += v
        flow_in[b] += v
    for i, node_row in enumerate(nodes):
        node_row[2] = max(flow_in[i], flow_out[i])            # what passes through the node
    labels = [f"{label} {amount}M" for label, _, amount in nodes]
    size = FONT[projector]
    trace = dict(type="sankey", arrangement="snap", textfont=dict(size=size, family="sans-serif"),
                 node=dict(label=labels, color=[c for _, c, _ in nodes], pad=12, thickness=16,
                           hovertemplate="%{label}<extra></extra>"),
                 link=dict(source=src, target=dst, value=val, color=col, customdata=hover,
                           hovertemplate="%{customdata}: %{value}M (%{source.label} → %{target.label})"
                                         "<extra></extra>"))
    layout = base_layout(f"Hashtag Coin by purpose{_span(rounds)}: {total}M moved", projector)
    if not total:
        _empty(layout, "No Hashtag Coin moved in these rounds.", projector)
    return dict(data=[trace], layout=layout)


def _grid(n):
    """Panel domains for ``n`` corporations: 1-2 side by side, 3-4 in two rows."""
    cols = 1 if n == 1 else 2
    rows = (n + cols - 1) // cols
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        x0 = c / cols + (0.06 if c else 0)
        y1 = 1 - r / rows
        out.append(([x0, (c + 1) / cols - 0.02], [y1 - 1 / rows + 0.09, y1 - 0.03]))
    return out


def income_spending_spec(flows_by_purpose, players, rounds, projector=False):
    """One panel per corporation: money in (up) and out (down) per round, stacked by purpose."""
    bars = {}                                  # (player, purpose, column) -> ([rounds], [amounts])
    df = flows_by_purpose
    for rnd, p, purpose, i, o in zip(df["round"].tolist(), df["player"].tolist(), df["purpose"].tolist(),
                                     df["income"].tolist(), df["spending"].tolist()):
        if rounds[0] <= rnd <= rounds[1]:
            for column, v in (("income", i), ("spending", -o)):
                if v:
                    xs, ys = bars.setdefault((p, purpose, column), ([], []))
                    xs.append(rnd)
                    ys.append(v)
    layout = base_layout(f"Where each corporation's money came from and went{_span(rounds)}", projector)
    layout |= dict(barmode="relative", height=layout["height"] + (160 if len(players) > 2 else 0), annotations=[])
    data, shown = [], set()
    for p, ((x0, x1), (y0, y1)) in enumerate(_grid(len(players))):
        ax = "" if p == 0 else str(p + 1)
        for purpose in A.PURPOSES:
            for column in ("income", "spending"):
                if (p, purpose, column) not in bars:
                    continue
                xs, ys = bars[(p, purpose, column)]
                data.append(dict(type="bar", x=xs, y=ys, name=purpose, legendgroup=purpose,
                                 showlegend=purpose not in shown, marker=dict(color=PURPOSE_COLORS[purpose]),
                                 xaxis=f"x{ax}", yaxis=f"y{ax}",
                                 hovertemplate=f"{players[p]}, {purpose}, round %{{x}}: %{{y}}M<extra></extra>"))
                shown.add(purpose)
        xa = round_axis(rounds[1], projector) | dict(domain=[x0, x1], anchor=f"y{ax}",
                                                     range=[rounds[0] - 0.5, rounds[1] + 0.5])
        xa["title"] = dict(text="Round" if p >= len(players) - 2 else "", font=dict(size=FONT[projector]))
        ya = _y_axis("Hashtag Coin (M)", projector) | dict(domain=[y0, y1], anchor=f"x{ax}", zeroline=True,
                                                           zerolinecolor="#444")
        layout[f"xaxis{ax}"], layout[f"yaxis{ax}"] = xa, ya
        layout["annotations"].append(dict(text=f"<b>{players[p]}</b>", x=x0, xanchor="left", y=y1 + 0.005,
                                          yanchor="bottom", xref="paper", yref="paper", showarrow=False,
                                          font=dict(size=FONT[projector], color=player_color(p))))
    if not data:
        layout["annotations"].append(dict(text="No money moved in these rounds.", showarrow=False, x=0.5, y=0.5,
                                          xref="paper", yref="paper", font=dict(size=FONT[projector] + 2)))
    layout["legend"]["y"] = -0.12
    return dict(data=data, layout=layout)


# Money lines often lie on each other (every corporation at 0M, or the same capital): each player has its own dash
# and marker, and its points sit a little to one side of the round, so no line hides another.
DASHES = ("solid", "dash", "dot", "dashdot")
SYMBOLS = ("circle", "square", "diamond", "triangle-up")
SPREAD = 0.09   # rounds between two players' points at the same round


def money_spec(money_rounds, players, last_round, projector=False):
    """Each corporation's Hashtag Coin at the end of every round: one colour, dash and marker per corporation, the
    points of a round spread a little side by side (the hover names the round)."""
    data = []
    n = len(players)
    for p, name in enumerate(players):
        df = money_rounds[money_rounds["player"] == p]
        c = player_color(p)
        rounds = _plain(df["round"])
        shift = (p - (n - 1) / 2) * SPREAD
        data.append(dict(type="scatter", mode="lines+markers", x=[r + shift for r in rounds], y=_plain(df["money"]),
                         customdata=rounds, name=name,
                         line=dict(width=3, color=c, dash=DASHES[p % len(DASHES)]),
                         marker=dict(size=9 if projector else 8, color=c, symbol=SYMBOLS[p % len(SYMBOLS)],
                                     line=dict(width=1, color="white")),
                         hovertemplate=f"{name}, round %{{customdata}}: %{{y}}M<extra></extra>"))
    layout = base_layout("Hashtag Coin held at the end of each round", projector)
    layout |= dict(xaxis=round_axis(last_round, projector), yaxis=_y_axis("Hashtag Coin (M)", projector),
                   showlegend=True)
    return dict(data=data, layout=layout)


def dice_spec(sales, players, projector=False):
    """Global sales: how often each face came up (left) and each sale's income against its estimate."""
    counts = A.dice_counts(sales)
    n = len(sales)
    data = [dict(type="bar", x=[str(f) for f in counts["face"]], y=_plain(counts["sales"]), name="Sales per face",
                 marker=dict(color=["#CC6677" if f == 2 else "#117733" if f == 64 else "#88CCEE"
                                    for f in counts["face"]]),
                 showlegend=False, xaxis="x", yaxis="y",
                 hovertemplate="dice %{x}: %{y} sales<extra></extra>")]
    top = max([1] + [int(v) for v in sales["estimate"]] + [int(v) for v in sales["income"]])
    for p, name in enumerate(players):
        mine = sales[sales["player"] == p]
        if mine.empty:
            continue
        data.append(dict(type="scatter", mode="markers", x=_plain(mine["estimate"]), y=_plain(mine["income"]),
                         name=name, marker=dict(size=11, color=player_color(p), line=dict(width=1, color="#FFF")),
                         customdata=_plain(mine["roll"]), xaxis="x2", yaxis="y2",
                         hovertemplate=f"{name}: stock %{{x}}M sold for %{{y}}M (dice %{{customdata}})"
                                       "<extra></extra>"))
    data.append(dict(type="scatter", mode="lines", x=[0, top], y=[0, top], name="Face value", xaxis="x2",
                     yaxis="y2", line=dict(color="#444", dash="dash", width=2), hoverinfo="skip"))
    data.append(dict(type="scatter", mode="lines", x=[0, top], y=[0, top / 2], name="A sure local sale (half)",
                     xaxis="x2", yaxis="y2", line=dict(color="#999", dash="dot", width=2), hoverinfo="skip"))
    title = f"Global sales and the #64 dice: {count(n, 'sale')}"
    layout = base_layout(title, projector)
    f = FONT[projector]
    layout |= dict(showlegend=True,
                   xaxis=dict(domain=[0, 0.38], title=dict(text="Dice face", font=dict(size=f)), type="category",
                              tickfont=dict(size=f)),
                   yaxis=_y_axis("Global sales", projector) | dict(rangemode="tozero", tickformat="d",
                                                                   dtick=1 if int(counts["sales"].max()) < 6 else None),
                   xaxis2=dict(domain=[0.5, 1], anchor="y2", title=dict(text="Estimate: the stock's face value (M)",
                                                                         font=dict(size=f)), tickfont=dict(size=f),
                               rangemode="tozero"),
                   yaxis2=_y_axis("Income (M)", projector) | dict(anchor="x2", rangemode="tozero"))
    if not n:
        _empty(layout, "No global sale yet.", projector)
    return dict(data=data, layout=layout)


def supremacy_spec(sources, players, projector=False):
    """Each player's Supremacy Points, one bar per player, stacked by source."""
    data = []
    for source in A.SP_SOURCES:
        df = sources[sources["source"] == source]
        if not df["sp"].any():
            continue
        data.append(dict(type="bar", orientation="h", y=list(players), x=_plain(df["sp"]), name=source,
                         marker=dict(color=SOURCE_COLORS[source]),
                         hovertemplate=f"%{{y}}, {source}: %{{x}} SP<extra></extra>"))
    layout = base_layout("Supremacy Points by source", projector)
    layout["legend"]["traceorder"] = "normal"
    layout |= dict(barmode="stack", showlegend=True, xaxis=_y_axis("Supremacy Points", projector) | dict(
        rangemode="tozero"), yaxis=dict(autorange="reversed", tickfont=dict(size=FONT[projector])))
    if not data:
        _empty(layout, "No Supremacy Points yet.", projector)
    return dict(data=data, layout=layout)


# ---------------------------------------------------------------------------- the tabs


def coin_flows(game, viewer=None, projector=False, rounds=None):
    return coin_flows_spec(A.money_flows(game, viewer), rounds, projector)


def income_spending(game, viewer=None, projector=False, rounds=None):
    money = A.money_flows(game, viewer)
    rounds = rounds or (1, max(1, game.round))
    return income_spending_spec(A.player_round_purpose(money, game.players), game.players, rounds, projector)


def money(game, viewer=None, projector=False):
    last = max(1, game.round)
    return money_spec(A.money_by_round(A.money_flows(game, viewer), game.players, last), game.players, last,
                      projector)


def dice(game, viewer=None, projector=False):
    return dice_spec(A.global_sales(game), game.players, projector)


def supremacy(game, viewer=None, projector=False):
    return supremacy_spec(A.sp_sources(game, viewer), game.players, projector)


TABS = [
    GameChart("Coin flows", coin_flows, rounds=True),
    GameChart("Income and spending", income_spending, rounds=True),
    GameChart("Money", money),
    GameChart("Dice", dice),
    GameChart("Supremacy", supremacy),
]

"""Mine 77's own charts in the GameTable's Charts tab: the Steam track by shift, the Government Orders by day
and VP by shift (the Sankey of resource flows is the table's Flows chart).

Each figure is a pure function of the frames of ``mining_games.mine77.analysis`` and returns plain
JSON (the table sends it to the browser at every step). Everything drawn here is public on the
board (the Steam track, the orders, the VP), so ``viewer`` changes nothing.
"""

from mining_games.mine77 import analysis
from mining_games.mine77.data import BANG, STEAM_FLOOR
from mining_games.palette import player_color

from .charts import FONT, HEIGHT, _plain, _y_axis, base_layout, round_axis
from .game_charts import GameChart

DEFICIT_SHADE = "rgba(198,40,40,0.12)"
BANG_SHADE = "rgba(230,159,0,0.22)"
STEAM_LINE = "#332288"
PENALTY_GREY = "#6B6B6B"
MARK = {"Ka-Boom!": ("star", "#D55E00"), "Steam maintenance": ("x", "#882255")}


def _period_axis(frame, projector, anchor=None):
    """A shift axis: one tick per period so far ("Set-up", "Day 1 Morning"...)."""
    axis = dict(tickmode="array", tickvals=_plain(frame["period"]), ticktext=list(frame["label"]),
                range=[-0.5, max(int(frame["period"].max()), 1) + 0.5], tickangle=-35, automargin=True,
                tickfont=dict(size=FONT[projector]), zeroline=False)
    if anchor:
        axis["anchor"] = anchor
    return axis


# ---------------------------------------------------------------------------- Steam


def steam_spec(by_shift, marks, by_player, players, projector=False):
    """The Steam track by shift (top) and who generated and spent public Steam (bottom).

    Top: the level at the end of each shift, the deficit zone (below 0, down to the floor) and Bang!
    shaded, and a marker where a Ka-Boom! or a Steam maintenance penalty hit. Bottom: per shift, a
    bar per player up for the Steam they generated and down for the Steam they spent, stacked."""
    size = FONT[projector]
    x = _plain(by_shift["period"])
    data = [dict(type="scatter", x=x, y=_plain(by_shift["steam"]), mode="lines+markers", name="Steam level",
                 line=dict(width=3, color=STEAM_LINE), marker=dict(size=8, color=STEAM_LINE),
                 customdata=list(by_shift["label"]), xaxis="x", yaxis="y",
                 hovertemplate="%{customdata}: Steam %{y}<extra></extra>")]
    for kind, (symbol, color) in MARK.items():
        rows = marks[marks["kind"] == kind]
        if len(rows):
            words = [f"{kind} at Steam {s}: {v} VP each" for s, v in zip(rows["steam"], rows["vp_each"])]
            data.append(dict(type="scatter", x=_plain(rows["period"]), y=_plain(rows["steam"]), mode="markers",
                             name=kind, marker=dict(symbol=symbol, size=16, color=color, line=dict(width=1)),
                             customdata=words, xaxis="x", yaxis="y", hovertemplate="%{customdata}<extra></extra>"))
    for p, name in enumerate(players):
        mine = by_player[by_player["player"] == p]
        color = player_color(p)
        data.append(dict(type="bar", x=_plain(mine["period"]), y=_plain(mine["generated"]), name=f"{name} generated",
                         marker=dict(color=color), xaxis="x2", yaxis="y2", legendgroup=name,
                         hovertemplate=f"{name} generated %{{y}} Steam<extra></extra>"))
        data.append(dict(type="bar", x=_plain(mine["period"]), y=_plain(-mine["spent"]), name=f"{name} spent",
                         marker=dict(color=color, pattern=dict(shape="/", fillmode="overlay", fgcolor="white")),
                         xaxis="x2", yaxis="y2", legendgroup=name, showlegend=True,
                         customdata=_plain(mine["spent"]), hovertemplate=f"{name} spent %{{customdata}} Steam"
                                                                          "<extra></extra>"))
    layout = base_layout("Steam track by shift, and who generated and spent it", projector)
    layout["height"] = HEIGHT[projector] + 260
    layout["barmode"] = "relative"
    layout["legend"] = dict(orientation="h", x=0, y=-0.2, yanchor="top", font=dict(size=size))
    top = _y_axis("Steam", projector) | dict(domain=[0.5, 1], range=[STEAM_FLOOR - 1, BANG + 1], dtick=2,
                                             zeroline=True, zerolinecolor="#444")
    bottom = _y_axis("Generated (+) / spent (-)", projector) | dict(domain=[0, 0.36], zeroline=True,
                                                                     zerolinecolor="#444")
    layout["xaxis"] = _period_axis(by_shift, projector) | dict(anchor="y", showticklabels=False, matches="x2")
    layout["xaxis2"] = _period_axis(by_shift, projector, anchor="y2")
    layout["yaxis"], layout["yaxis2"] = top, bottom
    layout["shapes"] = [
        dict(type="rect", xref="x domain", x0=0, x1=1, yref="y", y0=STEAM_FLOOR - 0.5, y1=-0.5,
             fillcolor=DEFICIT_SHADE, line=dict(width=0), layer="below"),
        dict(type="rect", xref="x domain", x0=0, x1=1, yref="y", y0=BANG - 0.5, y1=BANG + 0.5,
             fillcolor=BANG_SHADE, line=dict(width=0), layer="below"),
    ]
    layout["annotations"] = [
        dict(xref="x domain", x=1, xanchor="right", yref="y", y=(STEAM_FLOOR - 1) / 2, showarrow=False,
             text=f"deficit zone (0 to {STEAM_FLOOR})", font=dict(size=size, color="#444")),
        dict(xref="x domain", x=1, xanchor="right", yref="y", y=BANG, showarrow=False, text=f"Bang! ({BANG})",
             font=dict(size=size, color="#444")),
    ]
    return dict(data=data, layout=layout)


def steam_figure(game, viewer=None, projector=False):
    return steam_spec(analysis.steam_by_shift(game), analysis.steam_marks(game), analysis.steam_by_player(game),
                      game.players, projector)


# ---------------------------------------------------------------------------- Government Orders


def orders_spec(delivered, days, players, projector=False):
    """Per day: the Today order's slots filled, a stacked bar per player (who led the cart that filled
    them), beside the slots required; below, the VP all players lost to that day's missing resources."""
    size = FONT[projector]
    x = _plain(days["day"])
    data = []
    for p, name in enumerate(players):
        mine = delivered[delivered["player"] == p]
        data.append(dict(type="bar", x=_plain(mine["day"]), y=_plain(mine["delivered"]), name=f"{name} delivered",
                         marker=dict(color=player_color(p)), xaxis="x", yaxis="y",
                         hovertemplate=f"Day %{{x}}: {name} delivered %{{y}}<extra></extra>"))
    data.append(dict(type="scatter", x=x, y=_plain(days["required"]), mode="markers+lines", name="required",
                     line=dict(dash="dash", color="#000", width=2), marker=dict(symbol="line-ew-open", size=28,
                                                                                color="#000", line=dict(width=3)),
                     xaxis="x", yaxis="y", hovertemplate="Day %{x}: %{y} resources required<extra></extra>"))
    words = [f"{m} missing: {e} VP each ({v} VP lost, {a} avoided with Rosettes)" if c else "not checked yet"
             for m, e, v, a, c in zip(days["missing"], days["penalty_each"], days["vp_lost"], days["avoided"],
                                      days["checked"])]
    labels = [f"{m} missing: {v} VP lost" if c else "checked tonight"
              for m, v, c in zip(days["missing"], days["vp_lost"], days["checked"])]
    data.append(dict(type="bar", x=x, y=_plain(days["vp_lost"]), name="VP lost by all players",
                     marker=dict(color=PENALTY_GREY), xaxis="x2", yaxis="y2", customdata=words,
                     text=labels, textposition="outside", cliponaxis=False, textfont=dict(size=size),
                     hovertemplate="Day %{x}: %{customdata}<extra></extra>"))
    last = int(days["day"].max()) if len(days) else 1
    layout = base_layout("Government Orders by day: delivered, required and the penalty", projector)
    layout["height"] = HEIGHT[projector] + 200
    layout["barmode"] = "stack"
    layout["xaxis"] = round_axis(last, projector) | dict(anchor="y", showticklabels=False, matches="x2",
                                                         title=None)
    layout["xaxis2"] = round_axis(last, projector) | dict(anchor="y2")
    layout["xaxis2"]["title"] = dict(text="Day", font=dict(size=size))
    top = int(days["required"].max()) if len(days) else 7
    lost = int(days["vp_lost"].max()) if len(days) else 0
    layout["yaxis"] = _y_axis("Resources on the Today order", projector) | dict(domain=[0.42, 1], range=[0, top + 1])
    layout["yaxis2"] = _y_axis("VP lost (all)", projector) | dict(domain=[0, 0.3], range=[0, max(lost, 1) * 1.35])
    layout["legend"]["traceorder"] = "normal"
    return dict(data=data, layout=layout)


def orders_figure(game, viewer=None, projector=False):
    delivered, days = analysis.orders_by_day(game)
    return orders_spec(delivered, days, game.players, projector)


# ---------------------------------------------------------------------------- VP by shift


def vp_spec(vp, shifts, players, projector=False):
    """Each player's VP at the end of every shift, in the player's colour."""
    data = []
    for p, name in enumerate(players):
        mine = vp[vp["player"] == p]
        color = player_color(p)
        data.append(dict(type="scatter", x=_plain(mine["period"]), y=_plain(mine["vp"]), mode="lines+markers",
                         name=name, line=dict(width=3, color=color), marker=dict(size=7, color=color),
                         customdata=list(mine["label"]), hovertemplate=f"{name}, %{{customdata}}: %{{y}} VP"
                                                                       "<extra></extra>"))
    layout = base_layout("VP by shift", projector) | dict(showlegend=True, yaxis=_y_axis("VP", projector),
                                                          xaxis=_period_axis(shifts, projector))
    layout["legend"] = dict(orientation="h", x=0, y=-0.32, yanchor="top", font=dict(size=FONT[projector]))
    layout["margin"] = dict(layout["margin"], b=140)
    return dict(data=data, layout=layout)


def vp_figure(game, viewer=None, projector=False):
    return vp_spec(analysis.vp_by_shift(game), analysis.periods(game), game.players, projector)


TABS = [GameChart("Steam", steam_figure), GameChart("Orders", orders_figure), GameChart("VP by shift", vp_figure)]

"""The Titans board as SVG and HTML: hex tiles, trees, factories, Planet Health, the Technology row.

Pure string building (no widget imports), so the notebook widgets, tests and exports can all use it.
Every state it draws comes from ``game.view(viewer)`` (what that viewer may see); only class-level
data, the options and the player names are read from the game itself.

``projector=True`` draws a layout for a 1280x720 projector, where the table scales the map to the height left
under the decision (about 400 px at a lesson's class seat, where the class's vote panel sits above it): the map
alone in its SVG, each tile's labels on three short lines (number, resource, trees) in letters about 16 px at
that height, a larger factory letter (two roofs for an upgraded factory); beside it, in HTML at 16 px, Planet
Health as a bar with its disaster bands, the players, the Technology row and a short key to the map.
"""

import math
from html import escape

from mining_games.core import SeatView, count
from mining_games.palette import player_color

from .data import COORDS, NAMES, RESOURCES, TECHNOLOGY, TILES
from .text import describe

TILE_FILL = {"wood": "#D9C39A", "oil": "#A9A9A9", "silicon": "#BBD5E3", "alloy": "#CDBEDC", "barren": "#F1E9D6"}
R = 46                     # hex radius in pixels
W3 = math.sqrt(3)


def _center(n):
    q, r = COORDS[n]
    return 250 + R * W3 * (q + r / 2), 200 + R * 1.5 * r


def _hexagon(cx, cy, size):
    pts = [(cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
           for i in range(6)]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def _factory(cx, cy, color, upgraded, initial):
    """A house in the owner's colour; an upgraded factory is two stories tall."""
    h = 20 if upgraded else 12
    body = (f'<rect x="{cx - 9:.1f}" y="{cy - h:.1f}" width="18" height="{h}" fill="{color}" stroke="#222" '
            f'stroke-width="1"/><polygon points="{cx - 11:.1f},{cy - h:.1f} {cx:.1f},{cy - h - 8:.1f} '
            f'{cx + 11:.1f},{cy - h:.1f}" fill="{color}" stroke="#222" stroke-width="1"/>')
    if upgraded:
        body += f'<line x1="{cx - 9:.1f}" y1="{cy - 10:.1f}" x2="{cx + 9:.1f}" y2="{cy - 10:.1f}" stroke="#fff"/>'
    body += (f'<text x="{cx:.1f}" y="{cy - 2:.1f}" font-size="9" text-anchor="middle" fill="#fff" '
             f'font-weight="bold">{escape(initial)}</text>')
    return body


def _held(view, account, item):
    return view["ledger"].get(account, {}).get(item, 0)


def tiles_svg(game, view):
    """The 19 tiles: resource, number, trees, and the owner's factory."""
    parts = []
    st = view["state"]
    cap = view["tracks"]["planet_health"]
    for n in TILES:
        cx, cy = _center(n)
        kind = st["kind"][str(n)]
        if not st["alive"][str(n)]:
            parts.append(f'<polygon points="{_hexagon(cx, cy, R - 2)}" fill="#FFFFFF" stroke="#999" '
                         f'stroke-dasharray="4 3" stroke-width="1.5"><title>Tile {n}: land lost</title></polygon>'
                         f'<text x="{cx:.1f}" y="{cy - 8:.1f}" font-size="12" text-anchor="middle" '
                         f'fill="#777">{n}</text><text x="{cx:.1f}" y="{cy + 8:.1f}" font-size="11" '
                         f'text-anchor="middle" fill="#777">lost</text>')
            continue
        trees = _held(view, f"tile{n}", "trees")
        owner = st["owner"][str(n)]
        upgraded = st["upgraded"][str(n)]
        title = tile_title(game, n, kind, trees, owner, upgraded)
        stroke = player_color(owner) if owner is not None else "#555"
        width = 3 if owner is not None else 1.2
        parts.append(f'<polygon points="{_hexagon(cx, cy, R - 2)}" fill="{TILE_FILL[kind]}" stroke="{stroke}" '
                     f'stroke-width="{width}"><title>{escape(title)}</title></polygon>')
        parts.append(f'<text x="{cx:.1f}" y="{cy - 21:.1f}" font-size="11" text-anchor="middle" fill="#222">'
                     f'{n} · {NAMES[kind]}</text>')
        full = trees >= cap
        parts.append(f'<text x="{cx:.1f}" y="{cy - 8:.1f}" font-size="12" text-anchor="middle" '
                     f'fill="{"#1B5E20" if trees > 3 else "#B71C1C"}" font-weight="bold">'
                     f'{count(trees, "tree")}{" (cap)" if full else ""}</text>')
        if owner is not None:
            parts.append(_factory(cx, cy + 26, player_color(owner), upgraded, game.players[owner][:1]))
    return "".join(parts)


def health_gauge_svg(game, view, x=505, top=40, height=320):
    """Planet Health as a vertical gauge with the disaster bands shaded."""
    o = game.options
    lo, hi = o.health_floor, o.planet_health
    h = view["tracks"]["planet_health"]

    def y(v):
        return top + (hi - v) / max(1, hi - lo) * height

    parts = [f'<text x="{x + 12}" y="{top - 22}" font-size="12" text-anchor="middle" font-weight="bold">'
             f'Planet Health</text>']
    shades = ("#E8F5E9", "#FFF8E1", "#FFEBEE")
    for (b_lo, b_hi, label), shade in zip(game.track_bands("planet_health"), shades):
        y1, y2 = y(b_hi + 0.5 if b_hi < hi else hi), y(b_lo - 0.5 if b_lo > lo else lo)
        parts.append(f'<rect x="{x}" y="{y1:.1f}" width="24" height="{max(0, y2 - y1):.1f}" fill="{shade}" '
                     f'stroke="#ccc"><title>{escape(label)}</title></rect>'
                     f'<text x="{x + 30}" y="{(y1 + y2) / 2 + 4:.1f}" font-size="10" '
                     f'fill="#555">{escape(label)}</text>')
    parts.append(f'<line x1="{x - 4}" x2="{x + 28}" y1="{y(h):.1f}" y2="{y(h):.1f}" stroke="#B71C1C" stroke-width="3"/>'
                 f'<text x="{x - 8}" y="{y(h) + 4:.1f}" font-size="13" text-anchor="end" fill="#B71C1C" '
                 f'font-weight="bold" class="mg-health">{h}</text>')
    for v in (lo, hi):
        parts.append(f'<text x="{x + 12}" y="{y(v) + (14 if v == lo else -4):.1f}" font-size="9" '
                     f'text-anchor="middle" fill="#555">{v}</text>')
    return "".join(parts)


def player_cards(game, view, padding="1px 6px"):
    """Each player's card: name, whether on turn, points, resources and factory pieces in hand."""
    seat = SeatView(view, -1)
    cards = []
    for p, name in enumerate(game.players):
        res = " · ".join(f"{seat.held(p, r)} {NAMES[r]}" for r in RESOURCES)
        on_turn = " ◀ on turn" if (not view["over"] and p in view["to_act"]) else ""
        cards.append(
            f'<div style="border-left:5px solid {player_color(p)};padding:{padding};margin-bottom:4px">'
            f'<div><b>{escape(name)}</b>{on_turn} — <b>{seat.held(p, "vp")} VP</b></div><div>{res}</div>'
            f'<div style="color:#555">factories in hand: {seat.held(p, "factory")} + '
            f'{seat.held(p, "upgraded_factory")} upgraded</div></div>')
    return cards


def tech_items(seat):
    """The face-up Technology row as list items: each card's name, its resources and its points."""
    return "".join(f'<li><b>{escape(TECHNOLOGY[c][0])}</b>: {describe(TECHNOLOGY[c][1])} → {TECHNOLOGY[c][2]} VP</li>'
                   for c in seat.pile("tech.row"))


def tile_title(game, n, kind, trees, owner, upgraded, at_cap=False):
    """A tile's tooltip: "Tile 13: Alloy, 8 trees, Ana's upgraded factory"."""
    return (f"Tile {n}: {NAMES[kind]}, {count(trees, 'tree')}" + (" (at the cap)" if at_cap else "")
            + (f", {game.players[owner]}'s {'upgraded ' if upgraded else ''}factory" if owner is not None else ""))


def side_panel_html(game, view):
    """Each player's points, resources and pieces; the face-up Technology row."""
    seat = SeatView(view, -1)
    cards = player_cards(game, view)
    techs = tech_items(seat)
    return (f'<div class="mg-players" style="font-size:12px;line-height:1.35;min-width:220px;max-width:290px">'
            f'{"".join(cards)}'
            f'<div style="margin-top:6px"><b>Technology row</b> ({seat.pile_size("tech")} in the deck):'
            f'<ul style="margin:2px 0 0 16px;padding:0;line-height:1.35">{techs or "<li>empty</li>"}</ul></div></div>')


def board_html(game, viewer=None, projector=False):
    """The whole Titans board for the notebook, as ``viewer`` sees it (``game.view(viewer)``): SVG
    map and gauge, then the players and Technology row (``projector``: the projector layout, see above)."""
    view = game.view(viewer)
    if projector:
        return projector_board_html(game, view)
    svg = (f'<svg class="mg-titans-board" viewBox="0 0 660 400" width="520" height="315" '
           f'xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Titans board" '
           f'style="font-family:sans-serif">{tiles_svg(game, view)}{health_gauge_svg(game, view)}</svg>')
    return (f'<div class="mg-board-inner" style="font-family:sans-serif;display:flex;flex-wrap:wrap;gap:8px">'
            f'{svg}{side_panel_html(game, view)}</div>')


# ---------------------------------------------------------------------------- the projector layout

P_FONT = 15                # tile labels, in map units: 16 px with the map 410 px tall (ProjectorFit does the rest)
P_HALF_H = 4 * R           # half the map's height: two rows (1.5 R each) above the middle row's centre, a tip
UNDERLINE = ' text-decoration="underline"'


def _p_factory(cx, cy, color, upgraded, initial):
    """A factory for the projector: a house in the owner's colour with the owner's initial at label size, its
    floor ``cy``; an upgraded factory has two roofs side by side (a second storey would run into the trees'
    line above it)."""
    top = cy - 18
    if upgraded:
        roof = (f'{cx - 15:.1f},{top:.1f} {cx - 7.5:.1f},{top - 6:.1f} {cx:.1f},{top:.1f} '
                f'{cx + 7.5:.1f},{top - 6:.1f} {cx + 15:.1f},{top:.1f}')
    else:
        roof = f'{cx - 15:.1f},{top:.1f} {cx:.1f},{top - 6:.1f} {cx + 15:.1f},{top:.1f}'
    return (f'<rect x="{cx - 13:.1f}" y="{top:.1f}" width="26" height="18" fill="{color}" stroke="#222" '
            f'stroke-width="1"/><polygon points="{roof}" fill="{color}" stroke="#222" stroke-width="1"/>'
            f'<text x="{cx:.1f}" y="{cy - 3:.1f}" font-size="{P_FONT}" text-anchor="middle" fill="#fff" '
            f'font-weight="bold">{escape(initial)}</text>')


def projector_tiles_svg(game, view):
    """The 19 tiles for the projector, centred on (0, 0): on each tile its number (in the narrow top), its
    resource, its trees (underlined at the cap: as many as Planet Health allows, see Planet Health) and the
    owner's factory (in the narrow bottom)."""
    parts = []
    st = view["state"]
    cap = view["tracks"]["planet_health"]
    for n in TILES:
        cx, cy = _center(n)
        cx, cy = cx - 250, cy - 200
        kind = st["kind"][str(n)]
        number = (f'<text x="{cx:.1f}" y="{cy - 22:.1f}" font-size="{P_FONT + 1}" text-anchor="middle" '
                  f'font-weight="bold" fill="{{fill}}">{n}</text>')
        if not st["alive"][str(n)]:
            parts.append(f'<polygon points="{_hexagon(cx, cy, R - 2)}" fill="#FFFFFF" stroke="#777" '
                         f'stroke-dasharray="5 3" stroke-width="2"><title>Tile {n}: land lost</title></polygon>'
                         + number.format(fill="#555") +
                         f'<text x="{cx:.1f}" y="{cy + 2:.1f}" font-size="{P_FONT}" text-anchor="middle" '
                         f'fill="#555">lost</text>')
            continue
        trees = _held(view, f"tile{n}", "trees")
        owner = st["owner"][str(n)]
        upgraded = st["upgraded"][str(n)]
        full = trees >= cap
        title = tile_title(game, n, kind, trees, owner, upgraded, at_cap=full)
        stroke = player_color(owner) if owner is not None else "#555"
        width = 4 if owner is not None else 1.2
        parts.append(f'<polygon points="{_hexagon(cx, cy, R - 2)}" fill="{TILE_FILL[kind]}" stroke="{stroke}" '
                     f'stroke-width="{width}"><title>{escape(title)}</title></polygon>')
        parts.append(number.format(fill="#222"))
        parts.append(f'<text x="{cx:.1f}" y="{cy - 6:.1f}" font-size="{P_FONT}" text-anchor="middle" '
                     f'fill="#222">{NAMES[kind]}</text>')
        parts.append(f'<text x="{cx:.1f}" y="{cy + 10:.1f}" font-size="{P_FONT}" text-anchor="middle" '
                     f'fill="{"#1B5E20" if trees > 3 else "#B71C1C"}" font-weight="bold"'
                     f'{UNDERLINE if full else ""}>{count(trees, "tree")}</text>')
        if owner is not None:
            parts.append(_p_factory(cx, cy + 36, player_color(owner), upgraded, game.players[owner][:1]))
    return "".join(parts)


def health_bar_html(game, view):
    """Planet Health for the projector: its value, a bar from the lowest to the highest value with the three
    disaster bands shaded and a mark at the value, and each band in words, the current one in bold
    (Planet Health; Natural Disasters: the lower the health, the more disaster cards a round)."""
    o = game.options
    lo, hi = o.health_floor, o.planet_health
    h = view["tracks"]["planet_health"]
    span = hi - lo + 1
    shades = ("#C8E6C9", "#FFECB3", "#FFCDD2")
    bands = list(zip(game.track_bands("planet_health"), shades))
    bar = "".join(f'<div style="flex:{b_hi - b_lo + 1} 0 0;background:{shade}"></div>'
                  for (b_lo, b_hi, _), shade in reversed(bands))
    mark = (h - lo + 0.5) / span * 100
    bar = (f'<div style="position:relative;height:18px;margin:4px 0 2px;border:1px solid #999;display:flex">{bar}'
           f'<div style="position:absolute;left:calc({mark:.1f}% - 2px);top:-5px;bottom:-5px;width:4px;'
           f'background:#B71C1C"></div></div>')
    lines = []
    for (b_lo, b_hi, label), shade in bands:
        now = b_lo <= h <= b_hi
        text = f"{b_lo} to {b_hi}: {escape(label)}"
        lines.append(f'<div><span style="display:inline-block;width:14px;height:14px;background:{shade};'
                     f'border:1px solid #999;vertical-align:-2px;margin-right:6px"></span>'
                     f'{f"<b>{text} ◀ now</b>" if now else text}</div>')
    return (f'<div class="mg-titans-health"><div><b>Planet Health <span class="mg-health" style="color:#B71C1C">'
            f'{h}</span></b> (from {hi}, never under {lo})</div>{bar}{"".join(lines)}</div>')


def projector_board_html(game, view):
    """The projector layout: the map alone in its SVG (the table scales it to the height left), beside it two
    columns in HTML: Planet Health and the Technology row; the players and the key to the map."""
    m = 4                                   # room for the owners' thick borders
    w, h = 2 * 2.5 * R * W3 + 2 * m, 2 * P_HALF_H + 2 * m
    svg = (f'<svg class="mg-titans-board mg-titans-projector" viewBox="{-w / 2:.1f} {-h / 2:.1f} {w:.1f} {h:.1f}" '
           f'width="{w:.0f}" height="{h:.0f}" xmlns="http://www.w3.org/2000/svg" role="img" '
           f'aria-label="Titans map" style="font-family:sans-serif">{projector_tiles_svg(game, view)}</svg>')
    seat = SeatView(view, -1)
    cards = player_cards(game, view, padding="0 6px")
    techs = tech_items(seat)
    key = ('<div style="color:#555">On a tile: its number, resource and trees (underlined: as many as Planet '
           'Health allows). A house: a factory, with its owner\'s initial; with two roofs: upgraded.</div>')
    column = 'style="flex:1 1 300px;min-width:0"'
    return (f'<div class="mg-board-inner mg-titans-projector" style="font-family:sans-serif;display:flex;gap:8px">'
            f'{svg}<div class="mg-players" style="display:flex;flex-wrap:wrap;gap:0 16px;align-content:flex-start">'
            f'<div {column}>{health_bar_html(game, view)}'
            f'<div style="margin-top:8px"><b>Technology row</b> ({seat.pile_size("tech")} in the deck):'
            f'<ul style="margin:2px 0 0 20px;padding:0">{techs or "<li>empty</li>"}</ul></div></div>'
            f'<div {column}>{"".join(cards)}{key}</div></div></div>')

"""The Mining Board Game's board for a 1280x720 projector (``board_html(viewer, projector=True)``).

The full board prints two or three lines of words on each square (9-11 SVG units in squares of
56-76): drawn at the height a projector leaves, they are about 7-8 px. This layout keeps the same two
circuits, the same squares and the same End of Period line, but each square carries only its number
and a short code in letters of 20 units (16 px or more on the screen; the table's ``fit.js`` enlarges
what is still smaller), and a legend beside the board says what every code means, price and income
squares one by one. Tokens are plain discs in the company's colour (the company cards beside the board
say where each token is, in words, with the same colour). The Cash Flow Indicator, the piles and the
companies are HTML beside the circuits (the table draws board HTML at 16 px). Nothing is left out:
every fact of the full board is here, in words or on the circuits.

It reads the game only through ``game.view(viewer)``, as the full board does.
"""

from html import escape

from mining_games.core.seat import SeatView
from mining_games.palette import player_color

from .board import KIND_FILL, LEASE_FILL, LOSS_FILL, NOW_FILL, OUTER_CELL, TEXT, cell, company_html, status_lines
from .data import (
    BOARD_SIZE,
    CIRCUITS,
    COLOURS,
    CONTRACT_PILE,
    DRILLING_PILE,
    METAL_TITLES,
    METALS,
    PERIOD_LINE_AFTER,
    START_STEP,
    WHEELS,
)

FONT = 20                                # units; the circuits are scaled to about 0.6-0.7 px a unit
MARGIN = 6
SIZE = 2 * MARGIN + 9 * OUTER_CELL
# One letter each, none of them a lease's letter A-E, so that a number and its code fit an inner square.
CODES = {"contract": "K", "price": "P", "income": "$", "dispute": "I", "breakdown": "X", "forfeit": "F",
         "office": "S"}
WORDS = {"K": "Contract", "I": "Industrial Dispute", "X": "Plant Breakdown", "F": "Forfeit Lease",
         "S": "Site office"}


def code(kind_detail):
    """The short code printed on a square: the lease letter, or the kind's letters."""
    return kind_detail[1] if kind_detail[0] == "lease" else CODES[kind_detail[0]]


def _cell(circuit, n):
    x, y, c = cell(circuit, n)
    return x - 24 + MARGIN, y - 24 + MARGIN, c          # the full board's geometry, without its margin


def _squares(circuit):
    parts = []
    for n in range(1, BOARD_SIZE + 1):
        kd = CIRCUITS[circuit][n]
        x, y, c = _cell(circuit, n)
        fill = LEASE_FILL[kd[1]] if kd[0] == "lease" else KIND_FILL[kd[0]]
        parts.append(f'<g class="mg-square" data-circuit="{circuit}" data-square="{n}" data-kind="{kd[0]}">'
                     f'<rect x="{x}" y="{y}" width="{c}" height="{c}" fill="{fill}" stroke="#8A8F98"/>'
                     f'<text x="{x + 3}" y="{y + FONT}" font-size="{FONT}" font-weight="bold" fill="#444">{n}'
                     f'</text><text x="{x + c - 3}" y="{y + FONT}" font-size="{FONT}" text-anchor="end" '
                     f'fill="{TEXT}">{escape(code(kd))}</text></g>')
    return "".join(parts)


def _period_line():
    n = PERIOD_LINE_AFTER
    ox, y, c1 = _cell("outer", n)
    ix, y2, c2 = _cell("inner", n)
    pts = " ".join(f"{a:.0f},{b:.0f}" for a, b in [(ox, y), (ox + c1, y), (ix, y2), (ix + c2, y2)])
    return (f'<g class="mg-period-line" data-after="{n}"><polyline points="{pts}" fill="none" stroke="{TEXT}" '
            f'stroke-width="6"/><text x="{ix + c2 + 8}" y="{y2 + FONT / 3:.0f}" font-size="{FONT}" '
            f'font-weight="bold" fill="{TEXT}">◀ End of Period line</text></g>')


def _tokens(v, names):
    parts, on_square, st = [], {}, v.state
    for p in range(len(names)):
        n = st["square"][p]
        if n is None or st["bankrupt"][p]:
            continue
        circuit = st["circuit"][p]
        i = on_square.get((circuit, n), 0)
        on_square[(circuit, n)] = i + 1
        x, y, c = _cell(circuit, n)
        r = 8 if circuit == "inner" else 10
        row, col = divmod(i, 3)
        cx, cy = x + c / 2 + (col - 1) * (2 * r + 1), y + c - r - 3 - row * (2 * r + 1)
        ring = ' stroke="#000" stroke-width="3"' if (not v.view["over"] and p in v.to_act) else \
            ' stroke="#FFF" stroke-width="1.5"'
        parts.append(f'<g class="mg-token" data-player="{p}" data-circuit="{circuit}" data-square="{n}">'
                     f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{player_color(p)}"{ring}/></g>')
    return "".join(parts)


def circuits_svg(v, names):
    """Both circuits, the End of Period line and the tokens, in letters a projector shows at 16 px."""
    size = SIZE
    return (f'<svg class="mg-murfett-board mg-murfett-projector" viewBox="0 0 {size} {size}" width="100%" '
            f'style="max-width:{size}px;font-family:sans-serif" xmlns="http://www.w3.org/2000/svg" role="img" '
            f'aria-label="The Mining Board Game board: both circuits">'
            f'<rect width="{size}" height="{size}" fill="#FAFAF7"/>{_squares("outer")}{_squares("inner")}'
            f'{_period_line()}{_tokens(v, names)}</svg>')


def legend_html():
    """What each code on the circuits means; price and income squares one by one."""
    leases = ", ".join(f'<span style="background:{LEASE_FILL[c]};padding:0 3px"><b>{c}</b> {COLOURS[c]}</span>'
                       for c in COLOURS)
    moves = {}
    for circuit in ("outer", "inner"):
        for n in range(1, BOARD_SIZE + 1):
            kd = CIRCUITS[circuit][n]
            if kd[0] == "price":
                words = ", ".join(f"{METAL_TITLES[m]} {'up' if d > 0 else 'down'}" for m, d in kd[1])
                moves.setdefault(words, []).append(f"{circuit} {n}")
            elif kd[0] == "income":
                moves.setdefault(f"{METAL_TITLES[kd[1]]} income change", []).append(f"{circuit} {n}")
    price = "; ".join(f"{' and '.join(where)}: {words}" for words, where in moves.items())
    others = " · ".join(f"<b>{c}</b> {w}" for c, w in WORDS.items())
    return (f'<div class="mg-legend" style="margin-bottom:4px">Squares run clockwise from 1 (top left). '
            f'Leases (Buy or Drill): {leases}. {others}. <b>P</b> price and <b>$</b> income squares: {price}.'
            f'</div>')


def cash_flow_html(v):
    """The Cash Flow Indicator, a line per metal: every income, the current one dark, losses shaded."""
    rows = []
    for metal in METALS:
        now = v.state["price_step"][metal]
        cells = []
        for s, value in enumerate(WHEELS[metal]):
            style = (f"background:{NOW_FILL};color:#FFF;font-weight:bold" if s == now else
                     f"background:{LOSS_FILL}" if value < 0 else "")
            start = " start" if s == START_STEP[metal] and s != now else ""
            cells.append(f'<span class="mg-price{" mg-price-now" if s == now else ""}" data-metal="{metal}" '
                         f'data-value="{value}" style="{style};padding:0 3px;border:1px solid #8A8F98;'
                         f'{"border-style:dashed;" if value < 0 and s != now else ""}">{value}'
                         f'{" now" if s == now else start}</span>')
        rows.append(f'<div style="white-space:nowrap"><b>{METAL_TITLES[metal]}</b> {" ".join(cells)}</div>')
    return (f'<div class="mg-cash-flow"><b>Cash Flow Indicator</b> ($M per unit sold; shaded: a loss)'
            f'{"".join(rows)}</div>')


def piles_html(v, names):
    st = v.state
    lines = ["Face down: drilling cards " + ", ".join(f"{METAL_TITLES[m]} {v.pile_size(DRILLING_PILE[m])}"
                                                      for m in METALS)
             + "; contracts " + ", ".join(f"{METAL_TITLES[m]} {v.pile_size(CONTRACT_PILE[m])}" for m in METALS)]
    lines += status_lines(st, names)
    return "".join(f'<div class="mg-piles">{escape(line)}</div>' for line in lines)


def board_html(game, viewer=None):
    """The projector layout: the circuits on the left, the legend, the Cash Flow Indicator, the piles
    and the companies beside them."""
    v = SeatView(game.view(-1 if viewer is None else viewer), viewer)
    names = game.players
    companies = "".join(company_html(v, names, p, viewer).replace(
        "<b>", f'<b><span style="color:{player_color(p)}">●</span> ', 1) for p in range(len(names)))
    side = (f'<div class="mg-board-side">{legend_html()}{cash_flow_html(v)}{piles_html(v, names)}'
            f'<div class="mg-companies" style="display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));'
            f'gap:4px;margin-top:4px">{companies}</div></div>')
    return (f'<div class="mg-board-inner mathjax_ignore tex2jax_ignore" style="font-family:sans-serif">'
            f'{circuits_svg(v, names)}{side}</div>')

"""The board of The Mining Board Game as SVG and HTML: both circuits, the tokens, the End of Period
line, the Cash Flow Indicator, the face-down piles (counts only) and each company's holdings.

Pure string building (no widget imports), so the notebook widgets, tests and exports can all use it.
Geometry: each circuit is a ring of 9 x 9 cells (32 squares, 8 a side); square 1 is the top-left
corner and numbers run clockwise, so the End of Period line (after square 26) crosses the left side.
Everything on the board is public in this game; the drilling decks and contract piles are face down,
so only their sizes are drawn, never their order. The board reads the game only through
``game.view(viewer)`` (the teacher's board is the onlooker's: nothing on it is private), as a
``SeatView`` for its ledger accessors, plus the players' names.
"""

from html import escape

from mining_games.core.seat import SeatView
from mining_games.palette import player_color

from .data import (
    BOARD_SIZE,
    CIRCUITS,
    COLOURS,
    CONTRACT,
    CONTRACT_PILE,
    CONTRACT_SIZES,
    DRILLING_PILE,
    LEASE,
    METAL_TITLES,
    METALS,
    PERIOD_LINE_AFTER,
    START_STEP,
    WHEELS,
    square_name,
)
from .text import usd

MARGIN = 24            # room round the outer ring for the End of Period label
OUTER_CELL = 76        # outer circuit squares
INNER_CELL = 56        # inner circuit squares
GAP = 14               # between the two rings
SIZE = 2 * MARGIN + 9 * OUTER_CELL
ORIGIN = {"outer": (MARGIN, MARGIN, OUTER_CELL),
          "inner": (MARGIN + OUTER_CELL + GAP, MARGIN + OUTER_CELL + GAP, INNER_CELL)}

LEASE_FILL = {"A": "#F6C9C4", "B": "#C9DCF0", "C": "#CBE8C3", "D": "#DCC6A8", "E": "#FBF0A8"}
KIND_FILL = {"contract": "#E6ECF3", "dispute": "#F9DCC4", "breakdown": "#F9DCC4", "forfeit": "#EBD3E2",
             "price": "#E4DDF2", "income": "#E4DDF2", "office": "#FFFFFF"}
LOSS_FILL, NOW_FILL = "#F8D7D3", "#1F2933"
TEXT = "#1F2933"


# ---------------------------------------------------------------- geometry

def cell(circuit, n):
    """(x, y, size) of square ``n`` (1-32) on a circuit: clockwise from the top-left corner."""
    ox, oy, c = ORIGIN[circuit]
    k = n - 1
    side, i = divmod(k, 8)
    col, row = ((i, 0), (8, i), (8 - i, 8), (0, 8 - i))[side]
    return ox + col * c, oy + row * c, c


def token_spot(circuit, n, i):
    """Centre of the i-th token on a square: up to three in a row, rows filling upwards."""
    x, y, c = cell(circuit, n)
    r = token_radius(circuit)
    row, col = divmod(i, 3)
    return x + c / 2 + (col - 1) * (2 * r + 1), y + c - r - 3 - row * (2 * r + 1)


def token_radius(circuit):
    return 8 if circuit == "inner" else 10


# ---------------------------------------------------------------- squares

def square_lines(kind_detail):
    """The words printed on a square (two or three short lines)."""
    kind = kind_detail[0]
    if kind == "lease":
        c = kind_detail[1]
        return [f"{c} · {COLOURS[c]}", "Buy or Drill"]
    if kind == "price":
        return [f"{METAL_TITLES[m]} {'up' if d > 0 else 'down'}" for m, d in kind_detail[1]]
    if kind == "income":
        return [METAL_TITLES[kind_detail[1]], "income", "change"]
    return {"contract": ["Contract"], "dispute": ["Industrial", "Dispute"], "breakdown": ["Plant", "Breakdown"],
            "forfeit": ["Forfeit", "Lease"], "office": ["Site", "office"]}[kind]


def square_title(circuit, n, kind_detail):
    return f"{circuit.capitalize()} square {n}: {square_name(kind_detail)}"


def _fit(text, x, y, width, size, weight="normal", anchor="middle", extra="", ink=TEXT):
    """A line of SVG text, squeezed to ``width`` if it would be wider (about 0.55 em a character)."""
    squeeze = f' textLength="{width:.0f}" lengthAdjust="spacingAndGlyphs"' if len(text) * size * 0.55 > width else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{ink}"{squeeze}{extra}>{escape(text)}</text>')


def squares_svg(circuit):
    """Every square of one circuit: its fill (lease colour or kind), number and words."""
    parts = []
    size = 11 if circuit == "outer" else 10
    for n in range(1, BOARD_SIZE + 1):
        kd = CIRCUITS[circuit][n]
        x, y, c = cell(circuit, n)
        fill = LEASE_FILL[kd[1]] if kd[0] == "lease" else KIND_FILL[kd[0]]
        parts.append(f'<g class="mg-square" data-circuit="{circuit}" data-square="{n}" data-kind="{kd[0]}">'
                     f'<title>{escape(square_title(circuit, n, kd))}</title>'
                     f'<rect x="{x}" y="{y}" width="{c}" height="{c}" fill="{fill}" stroke="#8A8F98" '
                     f'stroke-width="1"/>'
                     f'<text x="{x + 3}" y="{y + size + 1}" font-size="{size}" font-weight="bold" '
                     f'fill="#555">{n}</text>')
        for i, line in enumerate(square_lines(kd)):
            # the first line sits beside the number, the others use the full width
            lx, width = (x + c / 2 + 7, c - 18) if i == 0 else (x + c / 2, c - 6)
            parts.append(_fit(line, lx, y + size + 1 + i * (size + 1), width, size - 1))
        parts.append("</g>")
    return "".join(parts)


def period_line_svg():
    """The thick End of Period line after square 26, across both circuits (Metal Sale - Income)."""
    n = PERIOD_LINE_AFTER
    ox, y_outer, c1 = cell("outer", n)
    ix, y_inner, c2 = cell("inner", n)
    pts = [(ox, y_outer), (ox + c1, y_outer), (ix, y_inner), (ix + c2, y_inner)]
    path = " ".join(f"{x:.0f},{y:.0f}" for x, y in pts)
    mid = y_outer
    return (f'<g class="mg-period-line" data-after="{n}"><title>End of Period line: passing it, each running '
            f'contract sells one unit</title><polyline points="{path}" fill="none" stroke="{TEXT}" '
            f'stroke-width="5"/>'
            f'<text x="{MARGIN - 8}" y="{mid:.0f}" font-size="11" font-weight="bold" fill="{TEXT}" '
            f'text-anchor="middle" transform="rotate(-90 {MARGIN - 8} {mid:.0f})">End of Period</text></g>')


def direction_svg():
    return (f'<text x="{SIZE / 2:.0f}" y="{MARGIN - 8}" font-size="11" text-anchor="middle" fill="#555">'
            f'clockwise: square 1 is the top-left corner, 9 top-right, 17 bottom-right, 25 bottom-left</text>')


# ---------------------------------------------------------------- tokens

def initials(players):
    """One or two letters per player for the tokens, different for every player."""
    first = [name.strip()[:1].upper() for name in players]
    if len(set(first)) == len(first):
        return first
    return [f"{name.strip()[:1].upper()}{i + 1}" for i, name in enumerate(players)]


def _ink(colour):
    """Black or white text, whichever reads better on ``colour`` (#RRGGBB)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#FFF"


def tokens_svg(v, names):
    """Each company's token on its square and circuit; the one on turn has a thick ring."""
    marks = initials(names)
    on_square = {}
    parts = []
    st = v.state
    for p in range(len(names)):
        n = st["square"][p]
        if n is None or st["bankrupt"][p]:
            continue
        circuit = st["circuit"][p]
        i = on_square.get((circuit, n), 0)
        on_square[(circuit, n)] = i + 1
        cx, cy = token_spot(circuit, n, i)
        r = token_radius(circuit)
        colour = player_color(p)
        turn = not v.view["over"] and p in v.to_act
        ring = ' stroke="#000" stroke-width="3"' if turn else ' stroke="#FFF" stroke-width="1.5"'
        parts.append(f'<g class="mg-token" data-player="{p}" data-circuit="{circuit}" data-square="{n}">'
                     f'<title>{escape(names[p])}: {circuit} circuit, square {n}</title>'
                     f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{colour}"{ring}/>'
                     f'<text x="{cx:.1f}" y="{cy + r * 0.4:.1f}" font-size="{r + 1}" font-weight="bold" '
                     f'text-anchor="middle" fill="{_ink(colour)}">{escape(marks[p])}</text></g>')
    return "".join(parts)


# ---------------------------------------------------------------- the Cash Flow Indicator and the piles

def cash_flow_svg(v, x, y, width):
    """Each metal's wheel as a column of incomes, highest at the top; losing values shaded and
    signed; the current window filled dark and marked "now"; the Start window marked."""
    col = width / 4
    row = 22
    steps = max(len(w) for w in WHEELS.values())
    parts = [f'<text x="{x + width / 2:.0f}" y="{y}" font-size="13" font-weight="bold" text-anchor="middle" '
             f'fill="{TEXT}">Cash Flow Indicator ($M per unit sold)</text>']
    top = y + 24
    for i, metal in enumerate(METALS):
        cx = x + i * col + col / 2
        wheel = WHEELS[metal]
        now = v.state["price_step"][metal]
        parts.append(f'<text x="{cx:.0f}" y="{top}" font-size="12" font-weight="bold" text-anchor="middle" '
                     f'fill="{TEXT}">{METAL_TITLES[metal]}</text>')
        for s, value in enumerate(wheel):
            ry = top + 6 + (len(wheel) - 1 - s) * row
            is_now = s == now
            fill = NOW_FILL if is_now else (LOSS_FILL if value < 0 else "#FFFFFF")
            dash = ' stroke-dasharray="3 2"' if value < 0 and not is_now else ""
            label = usd(value) + (" loss" if value < 0 else "") + (" now" if is_now else "")
            if s == START_STEP[metal] and not is_now:
                label += " (start)"
            text = _fit(label, cx, ry + 14, col - 16, 11, "bold" if is_now else "normal",
                        ink="#FFF" if is_now else TEXT)
            cls = "mg-price mg-price-now" if is_now else "mg-price"
            parts.append(f'<g class="{cls}" data-metal="{metal}" data-value="{value}">'
                         f'<rect x="{cx - col / 2 + 6:.1f}" y="{ry}" width="{col - 12:.1f}" height="{row - 3}" '
                         f'rx="3" fill="{fill}" stroke="#8A8F98"{dash}/>{text}</g>')
    return "".join(parts), top + 6 + steps * row


def status_lines(st, names):
    """The used contracts, the contract turned up, money trouble and a lease auction, in words (both
    boards show them)."""
    lines = []
    used = {m: sorted(CONTRACT[c].size for c in st["expired"] if CONTRACT[c].metal == m) for m in METALS}
    lines.append("Used, face up: " + (", ".join(
        f"{METAL_TITLES[m]} {'+'.join(map(str, s))}" for m, s in used.items() if s) or "none yet"))
    if st["revealed"] is not None:
        c = CONTRACT[st["revealed"]]
        lines.append(f"Turned up: {METAL_TITLES[c.metal]} contract for {c.size} units")
    if st["trouble"] is not None:
        t = st["trouble"]
        lines.append(f"Money trouble: {names[t['player']]} owes {usd(t['owed'])}")
    if st["auction"] is not None:
        a = st["auction"]
        lead = f"{usd(a['bid'])} by {names[a['leader']]}" if a["leader"] is not None else "no bid yet"
        lines.append(f"Auction of lease {a['lease']}: high bid {lead}")
    return lines


def piles_svg(v, names, x, y, width):
    """The face-down piles as counts, the contract turned up (public), and used contracts."""
    st = v.state
    lines = ["Drilling cards (face down): " + ", ".join(
        f"{METAL_TITLES[m]} {v.pile_size(DRILLING_PILE[m])}" for m in METALS)]
    lines.append("Contracts left (face down): " + ", ".join(
        f"{METAL_TITLES[m]} {v.pile_size(CONTRACT_PILE[m])}" for m in METALS))
    lines += status_lines(st, names)
    return "".join(_fit(line, x, y + i * 17, width, 11, anchor="start",
                        extra=' class="mg-piles"' if i < 2 else "") for i, line in enumerate(lines))


def board_svg(v, names):
    """The whole board: both circuits, the line, the tokens, the Cash Flow Indicator and the piles."""
    ix, iy, c2 = ORIGIN["inner"]
    cx, cy = ix + c2 + 10, iy + c2 + 20
    width = 7 * c2 - 20
    wheels, bottom = cash_flow_svg(v, cx, cy, width)
    return (f'<svg class="mg-murfett-board" viewBox="0 0 {SIZE} {SIZE}" width="100%" '
            f'style="max-width:{SIZE}px;font-family:sans-serif" xmlns="http://www.w3.org/2000/svg" role="img" '
            f'aria-label="The Mining Board Game board">'
            f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#FAFAF7"/>'
            f'{direction_svg()}{squares_svg("outer")}{squares_svg("inner")}{period_line_svg()}'
            f'{wheels}{piles_svg(v, names, cx + 4, bottom + 14, width - 8)}{tokens_svg(v, names)}</svg>')


# ---------------------------------------------------------------- the companies

def _contract_html(v, card, metal):
    left = v.held("contract." + card, metal)
    return (f'<span class="mg-contract" data-card="{card}" data-units-left="{left}"><b>{left}</b> of '
            f'{CONTRACT[card].size} units left</span>')


def _lease_row(v, code):
    """A lease: code, colour, metal, units proven (reserves) and its running contracts."""
    lease = LEASE[code]
    contracts = [card for card, lc in v.state["running"].items() if lc == code]
    running = "; ".join(_contract_html(v, card, lease.metal) for card in contracts) or "—"
    return (f'<tr class="mg-lease" data-lease="{code}"><td><b>{code}</b></td><td>'
            f'<span style="background:{LEASE_FILL[lease.colour]};padding:0 3px">{COLOURS[lease.colour]}</span>'
            f'</td><td>{METAL_TITLES[lease.metal]}</td><td align="right" class="mg-reserves">'
            f'{v.held("lease." + code, lease.metal)}</td><td style="padding-left:10px">{running}</td></tr>')


LEASE_HEAD = ('<tr style="color:#555"><th align="left">Lease</th><th align="left">Colour</th><th align="left">'
              'Metal</th><th>Units</th><th align="left" style="padding-left:10px">Contracts running</th></tr>')


def company_html(v, names, p, viewer):
    """One company: money, where its token is, its leases with their reserves and running contracts."""
    name = escape(names[p]) + (" (you)" if viewer == p else "")
    colour = player_color(p)
    st = v.state
    if st["bankrupt"][p]:
        return (f'<div class="mg-company mg-bankrupt" data-player="{p}" style="border-left:6px solid {colour};'
                f'padding:3px 8px;background:#F2F2F2;color:#555"><b><s>{name}</s></b> — <b>BANKRUPT</b>, out '
                f'of the game</div>')
    on_turn = " ◀ to decide" if (not v.view["over"] and p in v.to_act) else ""
    where = (f"{st['circuit'][p]} circuit, square {st['square'][p]}" if st["square"][p] is not None
             else "not on the board yet")
    loan = -v.held(p, "loan")
    money = f"<b>{usd(v.held(p, 'money'))}</b>" + (f" (owes the bank {usd(loan)})" if loan else "")
    rows = "".join(_lease_row(v, code) for code, q in st["owner"].items() if q == p)
    table = (f'<table style="border-collapse:collapse;font-size:12px;margin-top:2px" cellpadding="2">'
             f'{LEASE_HEAD}{rows}</table>' if rows else '<div style="color:#555">no leases yet</div>')
    return (f'<div class="mg-company" data-player="{p}" style="border-left:6px solid {colour};padding:3px 8px">'
            f'<b>{name}</b>{on_turn} — {money}<br><span style="color:#555">{where}</span>{table}</div>')


def companies_html(v, names, viewer=None):
    cards = "".join(company_html(v, names, p, viewer) for p in range(len(names)))
    return (f'<div class="mg-companies" style="display:grid;grid-template-columns:repeat(auto-fill,minmax(270px,1fr));'
            f'gap:6px;font-size:13px;margin-top:6px">{cards}</div>')


def board_html(game, viewer=None, projector=False):
    """The board and the companies for the notebook. Nothing in this game is private; the piles
    are face down, so everyone (``viewer`` None, a player, or -1) sees only their sizes.
    ``projector=True``: the layout of ``board_projector`` (short codes and a legend, 16 px on a
    1280x720 projector)."""
    if projector:
        from .board_projector import board_html as projector_html
        return projector_html(game, viewer)
    v = SeatView(game.view(-1 if viewer is None else viewer), viewer)
    names = game.players
    sizes = "/".join(str(s) for s in sorted(set(CONTRACT_SIZES)))
    note = (f'<div style="font-size:11px;color:#555">Contracts are for {sizes} units. Board, lease codes and '
            f'colours, wheels and drilling mix are reconstructed (see docs/murfett.md).</div>')
    return (f'<div class="mg-board-inner mathjax_ignore tex2jax_ignore" '
            f'style="font-family:sans-serif;line-height:1.3;max-width:{SIZE}px">'
            f'{board_svg(v, names)}{companies_html(v, names, viewer)}{note}</div>')

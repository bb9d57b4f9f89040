"""The ARDEVUR map as one SVG, drawn from ``game.view(viewer)``: 8 regions and 24 Territories.

The rulebook does not print the map (docs/ardevur.md, Provenance): this is a schematic of our
reconstructed one, three regions of Europe in the top row and five of Africa below, the ninth cell
for the sea lanes (Vessels belong to no region). Each region shows its ribbon (the Regional
Supremacy points), its three Territories (tier, name, holder and whether it is unexplored, an
exploration site or an active mine), what is built there (Roads, Water pipelines, Warehouses,
Offices, Factories, in the builder's colour) and who leads Regional Supremacy.

Everything on the map is public; the same picture serves every viewer. Sizes are chosen for a
1280x720 projector: the picture is scaled to the height left on the screen (about 450 px), so its
text is drawn at 22 units (about 14 px there, which the table's ``ProjectorFit`` lifts to 16 px).
"""

from html import escape

from mining_games.palette import player_color, translucent

from .data import REGIONS, STRUCTURE_NAME, TERRITORIES

CELL_W, CELL_H, GAP = 380, 236, 10
COLS = 3
W = COLS * CELL_W + (COLS + 1) * GAP
H = 3 * CELL_H + 4 * GAP + 72                 # two legend lines under the grid
FONT = 22
# where each region sits on the 3 x 3 grid (column, row): Europe on top, Africa below, roughly north to south
PLACE = {0: (0, 0), 1: (1, 0), 2: (2, 0), 3: (0, 1), 4: (1, 1), 6: (2, 1), 5: (0, 2), 7: (1, 2)}
SEA = (2, 2)
CONTINENT_FILL = {"Europe": "#EEF3F8", "Africa": "#F8F1E4"}
TIER_FILL = {"Gold": "#D4A017", "Silver": "#A7A9AC", "Bronze": "#B0723A"}
STATE_WORDS = ("held, not yet explored", "an exploration site", "an active mine")
SHORT = {"road": "Road", "water": "Water", "warehouse": "Warehouse", "office": "Office", "vessel": "Vessel",
         "large_warehouse": "L. Warehouse", "large_office": "L. Office", "large_vessel": "L. Vessel",
         "factory": "Factory"}         # "L." = Large; the pill's tooltip gives the full name


def _text(x, y, words, size=FONT, anchor="start", weight="normal", color="#222", cls=""):
    c = f' class="{cls}"' if cls else ""
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{color}"{c}>{escape(str(words))}</text>')


def short_name(name, limit=7):
    """A player's name as it fits beside a Territory (long names cut, with an ellipsis)."""
    return name if len(name) <= limit else name[:limit - 1] + "…"


def _territory(x, y, t, st, names):
    """One Territory line: tier badge, name, and the holder's name; its state is the line's border (thick: an
    active mine, dashed: an exploration site, thin: held, not yet explored; the legend says so) and its tooltip.
    The words "mine" and "site" beside the holder ran into the Territory's name once a projector enlarged them."""
    terr = TERRITORIES[t]
    o, site = st["owner"][t], st["site"][t]
    out = [f"<title>{escape(terr.name)}: {escape(names[o])}, {STATE_WORDS[site]}</title>" if o >= 0 else ""]
    if o >= 0:
        color = player_color(o)
        dash = ' stroke-dasharray="6 4"' if site == 1 else ""
        out.append(f'<rect x="{x}" y="{y}" width="{CELL_W - 16}" height="32" rx="5" '
                   f'fill="{translucent(color, 0.16 if site == 0 else 0.30)}" stroke="{color}" '
                   f'stroke-width="{3 if site == 2 else 1.5}"{dash}/>')
    out.append(f'<circle cx="{x + 16}" cy="{y + 16}" r="15" fill="{TIER_FILL[terr.tier]}"/>')
    out.append(_text(x + 16, y + 23, terr.tier[0], 19, "middle", "bold", "#FFF"))
    out.append(_text(x + 38, y + 24, terr.name, FONT))
    if o >= 0:
        out.append(_text(x + CELL_W - 24, y + 24, short_name(names[o]), FONT, "end", "bold", player_color(o)))
    return (f'<g class="ard-territory" data-territory="{t}" data-owner="{o}" data-site="{site}">'
            + "".join(out) + "</g>")


def _pills(x, y, items):
    """Structures as small labelled pills in their owner's colour, wrapping onto a second line.
    Each pill is wide enough for its label at the size ``ProjectorFit`` may grow it to on a projector
    (about 1.3 times: the label grows, the pill does not)."""
    out, cx, cy = [], x, y
    for owner, kind in items:
        label = SHORT[kind]
        w = 16 + 17 * len(label)
        if cx + w > x + CELL_W - 16:
            cx, cy = x, cy + 34
        out.append(f'<g class="ard-structure" data-kind="{kind}" data-owner="{owner}">'
                   f'<rect x="{cx}" y="{cy}" width="{w}" height="30" rx="15" fill="{player_color(owner)}"/>'
                   + _text(cx + w / 2, cy + 22, label, FONT, "middle", "bold", "#FFF")
                   + f'<title>{escape(STRUCTURE_NAME[kind])}</title></g>')
        cx += w + 6
    return "".join(out)


def _lead_words(weights, names):
    """Who leads Regional Supremacy in a region, with the weights in points (half points kept)."""
    if not weights:
        return "nobody", None
    best = max(weights.values())
    top = [q for q, v in weights.items() if v == best]
    pts = f"{best / 2:g}"
    if len(top) > 1:
        return f"tied at {pts}", None
    return f"{short_name(names[top[0]], 9)} {pts}", top[0]


def _region(r, st, names, weights):
    col, row = PLACE[r]
    x, y = GAP + col * (CELL_W + GAP), GAP + row * (CELL_H + GAP)
    reg = REGIONS[r]
    out = [f'<g class="ard-region" data-region="{r}">',
           f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="10" fill="{CONTINENT_FILL[reg.continent]}" '
           f'stroke="#8A8A8A"/>',
           _text(x + 10, y + 28, reg.name, 24, weight="bold"),
           _text(x + CELL_W - 10, y + 28, f"ribbon {reg.ribbon}", FONT, "end", color="#555")]
    for i, t in enumerate(range(r * 3, r * 3 + 3)):
        out.append(_territory(x + 8, y + 38 + i * 36, t, st, names))
    built = [(a[0], a[1]) for a in st["assets"] if a[2] == r] + [(i[0], i[1]) for i in st["infra"] if i[2] == r]
    if built:
        out.append(_pills(x + 10, y + 148, built))
    else:
        out.append(_text(x + 10, y + 168, "nothing built", FONT, color="#777"))
    lead, q = _lead_words(weights, names)
    out.append(_text(x + 10, y + CELL_H - 10, f"Supremacy: {lead}", FONT, color=player_color(q) if q is not None
                     else "#555", weight="bold" if q is not None else "normal", cls="ard-lead"))
    out.append("</g>")
    return "".join(out)


def _sea(st, names):
    col, row = SEA
    x, y = GAP + col * (CELL_W + GAP), GAP + row * (CELL_H + GAP)
    out = [f'<g class="ard-sea"><rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="10" fill="#E3EEF7" '
           f'stroke="#8A8A8A"/>', _text(x + 10, y + 28, "Sea lanes", 24, weight="bold")]
    ships = [a for a in st["assets"] if a[1] in ("vessel", "large_vessel")]
    if ships:
        out.append(_pills(x + 10, y + 44, [(a[0], a[1]) for a in ships]))
    else:
        out.append(_text(x + 10, y + 64, "no Vessel yet", FONT, color="#777"))
    out.append(_text(x + 10, y + 150, "Vessels double", FONT, color="#333"))
    out.append(_text(x + 10, y + 178, "global sales; they", FONT, color="#333"))
    out.append(_text(x + 10, y + 206, "belong to no region.", FONT, color="#333"))
    out.append("</g>")
    return "".join(out)


def _legend():
    """Two lines under the grid: the three states of a held Territory, then the tiers and ribbons
    (text widths estimated generously: the browser's sans-serif may be wider than ours)."""
    y = H - 46
    x = GAP
    return ('<g class="ard-legend">'
            f'<rect x="{x}" y="{y - 20}" width="26" height="24" rx="4" fill="#DDD" stroke="#555" stroke-width="3"/>'
            + _text(x + 32, y, "active mine", FONT)
            + f'<rect x="{x + 190}" y="{y - 20}" width="26" height="24" rx="4" fill="#DDD" stroke="#555" '
              'stroke-dasharray="6 4"/>'
            + _text(x + 222, y, "exploration site", FONT)
            + f'<rect x="{x + 450}" y="{y - 20}" width="26" height="24" rx="4" fill="#F2F2F2" stroke="#555" '
              'stroke-width="1.5"/>'
            + _text(x + 482, y, "held, not yet explored", FONT)
            + _text(x, y + 32, "G, S, B: Gold, Silver, Bronze Territories · ribbon: the region's Supremacy Points",
                    FONT)
            + "</g>")


def map_svg(view, weights):
    """The map for a view (``game.view(viewer)``) and the regions' Supremacy weights in half points
    (``game.all_region_weights()``, public facts)."""
    st, names = view["state"], view["players"]
    body = "".join(_region(r.key, st, names, weights[r.key]) for r in REGIONS)
    return (f'<svg class="ard-map" viewBox="0 0 {W} {H}" width="{W}" height="{H}" '
            f'style="max-width:100%;height:auto;font-family:sans-serif" role="img" '
            f'aria-label="Map of the 8 regions and 24 Territories">{body}{_sea(st, names)}{_legend()}</svg>')

"""The King's path as SVG: 19 halls in 11 steps from the Great Hall to the Coronation Chamber.

zavandor.txt, Phase 3: Auction (the SAPPHIRE winner moves the King one hall, choosing a branch)
and Phase 4: Upgrade (a King-symbol slot costs what the King's current hall shows). The halls and
their costs are reconstructed (``data.HALLS``). Each hall shows its name and its King-slot price
in words; the King's hall is outlined and labelled, the halls he can reach next are dashed, the
halls he passed through are shaded.
"""

from html import escape

from .board_chips import GEM_STYLE
from .data import HALLS, START_HALL
from .text import GEM_WORD

COL, BOX_W, BOX_H = 61, 58, 58
LANES = {1: (58,), 2: (18, 98)}    # box tops for a step with one hall or two
WIDTH, HEIGHT = 11 * COL + 6, 164


def _steps():
    """Halls grouped by how many moves they are from the Great Hall."""
    steps, seen, frontier = [], {START_HALL}, [START_HALL]
    while frontier:
        steps.append(frontier)
        nxt = sorted({n for h in frontier for n in HALLS[h].next} - seen)
        seen.update(nxt)
        frontier = nxt
    return steps


STEPS = _steps()
PLACE = {h: (3 + i * COL, LANES[len(step)][j]) for i, step in enumerate(STEPS) for j, h in enumerate(step)}


def _words(name):
    """A hall name on at most two lines."""
    words = name.split()
    if len(words) == 1:
        return [name]
    cut = max(range(1, len(words)), key=lambda k: -abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _hall_svg(h, king, reachable, visited):
    x, y = PLACE[h]
    hall = HALLS[h]
    here, nxt = h == king, h in reachable
    fill = "#FFF4C2" if here else ("#EDEDED" if h in visited else "#FFFFFF")
    stroke, width, dash = ("#222", 3, "") if here else (("#8A4B00", 1.6, ' stroke-dasharray="4 2"') if nxt
                                                        else ("#999", 1, ""))
    tip = f"{hall.name}: King-slot cost " + (
        ", ".join(f"{n} {GEM_WORD[g]}" for g, n in enumerate(hall.cost.gems) if n) if hall.cost else "none")
    parts = [f'<g class="zv-hall{" zv-king" if here else ""}" data-hall="{h}"><title>{escape(tip)}</title>'
             f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="5" fill="{fill}" stroke="{stroke}" '
             f'stroke-width="{width}"{dash}/>']
    ty = y + 12
    for line in _words(hall.name):
        parts.append(f'<text x="{x + BOX_W / 2}" y="{ty}" font-size="8.5" font-weight="bold" text-anchor="middle" '
                     f'fill="#222">{escape(line)}</text>')
        ty += 10
    costs = [(g, n) for g, n in enumerate(hall.cost.gems) if n] if hall.cost else []
    ty += 2
    for g, n in costs:
        parts.append(f'<text x="{x + BOX_W / 2}" y="{ty}" font-size="8.5" text-anchor="middle" '
                     f'fill="{GEM_STYLE[g][1]}">{n} {GEM_WORD[g]}</text>')
        ty += 10
    if not costs:
        parts.append(f'<text x="{x + BOX_W / 2}" y="{ty}" font-size="9" text-anchor="middle" fill="#555">start</text>')
    if here:
        parts.append(f'<rect x="{x + 11}" y="{y - 13}" width="36" height="13" rx="3" fill="#222"/>'
                     f'<text x="{x + BOX_W / 2}" y="{y - 3}" font-size="9" font-weight="bold" text-anchor="middle" '
                     f'fill="#FFF">KING</text>')
    parts.append("</g>")
    return "".join(parts)


def _edges(visited):
    walked = set(zip(visited, visited[1:]))
    out = []
    for h, hall in enumerate(HALLS):
        x1, y1 = PLACE[h]
        for n in hall.next:
            x2, y2 = PLACE[n]
            on = (h, n) in walked
            out.append(f'<line x1="{x1 + BOX_W}" y1="{y1 + BOX_H / 2}" x2="{x2}" y2="{y2 + BOX_H / 2}" '
                       f'stroke="{"#222" if on else "#BBB"}" stroke-width="{2.5 if on else 1}"/>')
    return "".join(out)


def path_svg(st):
    """The King's path with the King's hall, the halls reachable next and the halls passed (``route``)."""
    king = st["king"]
    visited = st["route"]
    reachable = set(HALLS[king].next)
    halls = "".join(_hall_svg(h, king, reachable, set(visited)) for h in range(len(HALLS)))
    return (f'<svg class="zv-path" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" style="max-width:{WIDTH}px;'
            f'font-family:sans-serif" xmlns="http://www.w3.org/2000/svg" role="img" '
            f'aria-label="The King\'s path">{_edges(visited)}{halls}</svg>')

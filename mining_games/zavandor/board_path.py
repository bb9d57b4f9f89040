"""The King's path: 19 halls in 11 steps from the Great Hall to the Coronation Chamber, drawn in HTML.

zavandor.txt, Phase 3: Auction (the SAPPHIRE winner moves the King one hall, choosing a branch)
and Phase 4: Upgrade (a King-symbol slot costs what the King's current hall shows). The halls and
their costs are reconstructed (``data.HALLS``). Each step is a column of one or two halls, left to
right with "›" between steps; every hall of a step leads to every hall of the next, so no lines are
needed. Each hall shows its name and its King-slot price in words; the King's hall is outlined and
labelled KING, the halls he can reach next are dashed, the halls he passed through are shaded.

HTML rather than an SVG picture: its words are text at the board's own size, so they grow with the
page (16 px in a lesson's projector mode) and the steps wrap onto a second line when the board is
narrow. An SVG scaled to the board's 700 px drew its labels at 8-9 px.
"""

from html import escape

from .board_chips import GEM_STYLE
from .data import HALLS, START_HALL
from .text import GEM_WORD

# Shades with every gem's colour at 4.5:1 contrast or more (WCAG AA): the route's grey is #EDEDED, not darker.
PATH_STYLE = """<style>
.zv-path{display:flex;flex-wrap:wrap;align-items:center;gap:6px 3px;margin:4px 0 6px 0;line-height:1.25}
.zv-path .zv-step{display:flex;flex-direction:column;gap:6px}
.zv-path .zv-hall{border:1px solid #999;border-radius:5px;padding:2px 5px;text-align:center;background:#FFF;
min-width:4.5em}
.zv-path .zv-hall b{display:block}
.zv-path .zv-hall.zv-next{border:2px dashed #8A4B00}
.zv-path .zv-hall.zv-passed{background:#EDEDED;border-color:#444}
.zv-path .zv-hall.zv-king{border:3px solid #222;background:#FFF4C2}
.zv-path .zv-king-tag{display:block;background:#222;color:#FFF;font-weight:bold;border-radius:3px;margin:0 0 2px 0}
.zv-path .zv-arrow{color:#666;font-weight:bold}
</style>"""


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
ARROW = '<span class="zv-arrow" aria-hidden="true">›</span>'


def _words(name):
    """A hall name on at most two lines."""
    words = name.split()
    if len(words) == 1:
        return [name]
    cut = max(range(1, len(words)), key=lambda k: -abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _hall_html(h, king, reachable, visited):
    hall = HALLS[h]
    here = h == king
    state = " zv-king" if here else " zv-next" if h in reachable else " zv-passed" if h in visited else ""
    tip = f"{hall.name}: King-slot cost " + (
        ", ".join(f"{n} {GEM_WORD[g]}" for g, n in enumerate(hall.cost.gems) if n) if hall.cost else "none")
    costs = [(g, n) for g, n in enumerate(hall.cost.gems) if n] if hall.cost else []
    price = "".join(f'<span style="display:block;color:{GEM_STYLE[g][1]}">{n} {GEM_WORD[g]}</span>'
                    for g, n in costs) or '<span class="zv-dim" style="display:block">start</span>'
    tag = '<span class="zv-king-tag">KING</span>' if here else ""
    name = "<br>".join(escape(line) for line in _words(hall.name))
    return (f'<div class="zv-hall{state}" data-hall="{h}" title="{escape(tip)}">{tag}<b>{name}</b>'
            f'{price}</div>')


def path_html(st):
    """The King's path with the King's hall, the halls reachable next and the halls passed (``route``)."""
    king = st["king"]
    visited = set(st["route"])
    reachable = set(HALLS[king].next)
    steps = ['<div class="zv-step">' + "".join(_hall_html(h, king, reachable, visited) for h in step) + "</div>"
             for step in STEPS]
    return (f'{PATH_STYLE}<div class="zv-path" role="group" aria-label="The King\'s path">'
            f'{ARROW.join(steps)}</div>')

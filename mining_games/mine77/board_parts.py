"""Pieces of the Mine 77 board as HTML, each drawn from a view (``game.view(viewer)``) only: the two
rondels, the Steam track, the time track, the Government Orders, the Train, the Hospital and the Elven
Embassy. The player panels are in ``board_players``; ``board`` puts them together.

Everything is said in words (player names, resource names, "Blocked"); colour only helps. Player
colours come from ``mining_games.palette``, as in the charts.
"""

from html import escape

from mining_games.core import count, join_words
from mining_games.palette import ink_on, player_color

from .data import (
    BANG,
    BARRED,
    CART_CAPACITY,
    FARM_FIELDS,
    LETTER,
    MINE,
    RESOURCES,
    SEGMENTS,
    STEAM_BOXES,
    STEAM_FLOOR,
    STEAM_GEN,
    SURFACE,
    group_word,
    res_word,
)
from .deals import items_words

# Class names start with m77- so nothing else in a notebook is touched; sizes in em so the projector
# layout scales everything from one font size.
STYLE = """<style>
.m77-board{font-family:sans-serif;color:#1a1a1a;font-size:13px;line-height:1.45;max-width:1100px}
.m77-board.m77-projector{font-size:16px;max-width:none}
.m77-board p{margin:2px 0}
.m77-h{font-weight:bold;font-size:1.05em;margin:6px 0 2px 0}
.m77-dim{color:#555}
.m77-row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}
.m77-rondel{display:grid;gap:4px;padding:6px;border:2px solid #8C6D46;border-radius:14px;background:#FBF7F0}
.m77-seg{border:1px solid #AAA;border-radius:6px;background:#fff;padding:2px 5px;min-width:7.5em}
.m77-seg b{font-size:0.95em}
.m77-centre{grid-column:1 / -1;text-align:center;color:#555;font-size:0.9em}
.m77-space{display:inline-block;min-width:1.3em;text-align:center;border:1px solid #777;border-radius:3px;
margin:1px 2px 1px 0;padding:0 3px;font-size:0.85em;background:#fff}
.m77-space.m77-blocked{background:#E0E0E0;color:#444;border-style:dashed}
.m77-space.m77-taken{color:#fff;font-weight:bold}
.m77-worker{display:inline-block;border-radius:9px;padding:0 5px;margin:1px 2px 1px 0;color:#fff;font-size:0.85em;
font-weight:bold;white-space:nowrap}
.m77-barred{display:inline-block;font-size:0.8em;color:#8A1C1C;border:1px solid #8A1C1C;border-radius:3px;
padding:0 3px;margin-top:1px}
.m77-steam{display:flex;gap:2px;margin:3px 0}
.m77-step{flex:1;min-width:1.7em;text-align:center;border:1px solid #BBB;padding:1px 0;font-size:0.9em;background:#fff}
.m77-step.m77-deficit{background:#F7D9D9}
.m77-step.m77-bang{background:#F8DDA8;font-weight:bold}
.m77-step.m77-now{background:#332288;color:#fff;font-weight:bold;border-color:#332288}
.m77-box{border:1px solid #BBB;border-radius:6px;padding:3px 6px;background:#FAFAFA}
.m77-slot{display:inline-block;border:1px solid #999;border-radius:3px;padding:0 4px;margin:1px 2px 1px 0;
font-size:0.9em;background:#fff}
.m77-slot.m77-filled{background:#DDF2E9;border-color:#1E7A50}
.m77-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:6px;margin-top:4px}
.m77-player{padding:3px 8px;background:#FAFAFA;border-left:6px solid #666}
.m77-cols{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.05fr) minmax(0,0.85fr);gap:8px;
align-items:start}
.m77-projector .m77-players{grid-template-columns:1fr;margin-top:0;gap:3px}
.m77-projector .m77-player{padding:1px 6px}
.m77-projector .m77-seg{min-width:0;padding:0 3px}
.m77-rondel.m77-list{display:block}
.m77-segline{margin:2px 0}
.m77-segline .m77-space,.m77-segline .m77-worker,.m77-segline .m77-barred{white-space:nowrap}
.m77-projector .m77-rondel{gap:1px;padding:2px;margin-bottom:2px}
.m77-projector .m77-row{gap:4px}
.m77-projector .m77-step{min-width:0;padding:0}
.m77-projector .m77-step.m77-bang{flex:2.6}
.m77-projector .m77-box{margin-top:3px;padding:1px 5px}
.m77-projector .m77-h{margin:3px 0 1px 0}
.m77-projector .m77-space,.m77-projector .m77-worker{font-size:1em}
</style>"""


def worker_chip(names, p, w):
    """A worker as a chip in its player's colour: "Ana II"."""
    return (f'<span class="m77-worker" style="background:{player_color(p)};color:{ink_on(player_color(p))}">'
            f'{escape(names[p])} {LETTER[w]}</span>')


def workers_chip(name, p, ws):
    """A player's workers on one segment as one chip in the player's colour: "Ana I II IV" (the projector's
    list, where a crowded Entrance would otherwise take three lines)."""
    return (f'<span class="m77-worker" style="background:{player_color(p)};color:{ink_on(player_color(p))}">'
            f'{escape(name)} {" ".join(LETTER[w] for w in ws)}</span>')


def _workers_at(st, where):
    return [(p, w) for p, ws in enumerate(st["workers"]) for w, loc in enumerate(ws) if loc == where]


def _space_html(names, occupant, k, seg, short=False):
    """An action space, free, taken (by whom) or Blocked; ``short`` (the projector's list): a Steam Generation
    box by its Steam only, "3 Steam:", the boxes in their order."""
    if seg == STEAM_GEN:
        label = f"{STEAM_BOXES[k]} Steam:" if short else f"box {k + 1} ({STEAM_BOXES[k]} Steam)"
    else:
        label = f"{k + 1}"
    if occupant == -2:
        return f'<span class="m77-space m77-blocked" title="Blocked Action Marker">{label} Blocked</span>'
    if occupant == -1:
        return f'<span class="m77-space" title="a free action space">{label} free</span>'
    color = player_color(occupant)
    return (f'<span class="m77-space m77-taken" style="background:{color};color:{ink_on(color)}" '
            f'title="Worker Action Marker">{label} {escape(names[occupant])}</span>')


def segment_html(v, seg, npcs, line=False):
    """One segment: its number and name, its action spaces (free, taken by a player, Blocked), the
    workers standing on it, and a Barred marker for each NPC that never acts there. ``line``: all of it
    on one line (the projector's list), the NPC named by its first name."""
    names, st = v["players"], v["state"]
    spaces = st["spaces"].get(str(seg), st["spaces"].get(seg))
    parts = [f"<b>{seg} {escape(SEGMENTS[seg])}</b>"]
    if spaces:
        parts.append("<div>" + "".join(_space_html(names, o, k, seg, line) for k, o in enumerate(spaces)) + "</div>")
    here = _workers_at(st, seg)
    if here and line:       # one chip per player, an NPC by its first name, as its Barred marker
        mine = {}
        for p, w in here:
            mine.setdefault(p, []).append(w)
        parts.append("<div>" + "".join(workers_chip(names[p].split()[-1] if p in npcs else names[p], p, ws)
                                       for p, ws in mine.items()) + "</div>")
    elif here:
        parts.append("<div>" + "".join(worker_chip(names, p, w) for p, w in here) + "</div>")
    for p, kind in npcs.items():
        if seg in BARRED[kind]:
            who = names[p].split()[-1] if line else names[p]
            parts.append(f'<div><span class="m77-barred">Barred: {escape(who)}</span></div>')
    if line:
        inner = " ".join(parts).replace("<div>", "").replace("</div>", "")
        return f'<div class="m77-seg m77-segline" data-segment="{seg}">{inner}</div>'
    return f'<div class="m77-seg" data-segment="{seg}">{"".join(parts)}</div>'


def rondel_html(v, segs, title, npcs, projector=False):
    """A rondel as a loop read clockwise: the top row left to right, then the bottom row right to left.
    ``projector``: one line per segment in clockwise order (the last one leads back to the first)."""
    if projector:
        lines = "".join(segment_html(v, seg, npcs, line=True) for seg in segs)
        return (f'<div class="m77-rondel m77-list"><div class="m77-h">{escape(title)} ↻ clockwise, '
                f'{segs[-1]} back to {segs[0]}</div>{lines}</div>')
    top = (len(segs) + 1) // 2
    cols = top
    cells = []
    for i, seg in enumerate(segs[:top]):
        cells.append(f'<div style="grid-row:1;grid-column:{i + 1}">{segment_html(v, seg, npcs)}</div>')
    for j, seg in enumerate(segs[top:]):
        cells.append(f'<div style="grid-row:3;grid-column:{cols - j}">{segment_html(v, seg, npcs)}</div>')
    centre = (f'<div class="m77-centre" style="grid-row:2">{escape(title)}: workers move clockwise → along the '
              f'top, ← along the bottom</div>')
    return (f'<div class="m77-rondel" style="grid-template-columns:repeat({cols},auto)">'
            f'{"".join(cells)}{centre}</div>')


def rondels_html(v, npcs, projector=False):
    return (f'<div class="m77-row">{rondel_html(v, SURFACE, "Surface rondel", npcs, projector)}'
            f'{rondel_html(v, MINE, "Mine rondel", npcs, projector)}</div>')


def steam_html(steam, projector=False):
    """The Steam track from the deficit floor to Bang!, the marker on the current step."""
    steps = []
    for s in range(STEAM_FLOOR, BANG + 1):
        cls = "m77-step"
        if s < 0:
            cls += " m77-deficit"
        if s == BANG:
            cls += " m77-bang"
        if s == steam:
            cls += " m77-now"
        text = "Bang!" if s == BANG else str(s)
        steps.append(f'<div class="{cls}" data-steam="{s}">{text}</div>')
    state = ("in the deficit zone: negative Steam costs every player VP at night" if steam < 0 else
             "at 0: only Shipping can still run, on credit" if steam == 0 else "")
    note = f" · {state}" if state else ""
    legend = (f"Red: deficit. Bang! ({BANG}): Ka-Boom!, 2 VP from all." if projector else
              f"Red: the deficit zone (Shipping only, down to {STEAM_FLOOR}). Reaching Bang! at {BANG} is a "
              f"Ka-Boom!: Steam vents to 0 and every player loses 2 VP.")
    return (f'<div class="m77-h">Steam track: <span class="m77-steam-now">{steam}</span>{note}</div>'
            f'<div class="m77-steam">{"".join(steps)}</div><div class="m77-dim">{legend}</div>')


def time_html(v, projector=False):
    """The time track: day and shift, and the phase (left out on the projector: the table's header says it)."""
    st = v["state"]
    shifts = ["Morning", "Afternoon", "Night"]
    now = "Night" if v["phase"] in ("Night Shift", "Final Scoring") else st["shift"]
    marks = " → ".join(f"<b>[{s}]</b>" if s == now else s for s in shifts)
    days = v["options"].get("days", 3)
    over = " · the game is over" if v["over"] else ""
    phase = "" if projector else f' · phase: {escape(v["phase"])}'
    return (f'<p class="m77-time"><b>Day {st["day"]} of {days}</b>, {marks} Shift{phase}'
            f'{over}{escape(disaster_words(v))}</p>')


def disaster_words(v):
    """Who fell to -10 VP (Disaster): all of them lose; when every player fell, nobody wins."""
    fallen = v["state"]["disaster"]
    if not fallen:
        return ""
    if len(fallen) == len(v["players"]):
        return " · Disaster: every player fell to -10 VP, so nobody wins"
    who = join_words([v["players"][q] for q in fallen])
    return f" · Disaster: {who} fell to -10 VP and {'loses' if len(fallen) == 1 else 'lose'}"


def order_html(card_slots, filled, title, projector=False):
    """An order's seven slots: each resource or group, filled ones in green with what filled them
    (``projector``: a filled slot says only what filled it, "Lichen ✓", so that an order takes fewer lines)."""
    slots = []
    for k, slot in enumerate(card_slots):
        got = filled[k] if filled else None
        if got and projector:
            slots.append(f'<span class="m77-slot m77-filled">{escape(group_word(got))} ✓</span>')
        elif got:
            slots.append(f'<span class="m77-slot m77-filled">{escape(group_word(slot))}: '
                         f'{escape(res_word(got))} ✓</span>')
        else:
            slots.append(f'<span class="m77-slot">{escape(group_word(slot))}</span>')
    return f'<div><b>{title}</b> {"".join(slots)}</div>'


def orders_html(st, government, projector=False):
    """The Today order slot by slot with what filled it, and the Tomorrow order (Government Orders);
    ``projector``: the same in shorter words."""
    today = st["today"]
    done = sum(1 for x in today["filled"] if x)
    of = f'{done} of {len(today["slots"])}' if projector else f'{done} of {count(len(today["slots"]), "resource")}'
    head = f'<div class="m77-h">Government Orders: {of} delivered today</div>'
    tomorrow = ("" if st["tomorrow"] is None else
                order_html(government[st["tomorrow"]], None, "Tomorrow:"))
    note = ("Each one missing at night: 1 VP from all (or 2 Rosettes)." if projector else
            "At night each missing resource costs every player 1 VP (2 Rosettes avoid it).")
    return (f'<div class="m77-box m77-orders">{head}'
            f'{order_html(today["slots"], today["filled"], "Today:", projector)}{tomorrow}'
            f'<div class="m77-dim">{note}</div></div>')


def train_html(v, carts):
    """The three carts: what each carries (of its capacity) and who sits or rides on it."""
    names, st = v["players"], v["state"]
    rows = []
    for c, cart in enumerate(st["train"]):
        load = carts[c]
        what = ", ".join(res_word(r, load[r]) for r in RESOURCES if load.get(r)) or "empty"
        seats = []
        for k, seat in enumerate(cart["seats"]):
            who = worker_chip(names, *seat) if seat else '<span class="m77-dim">free</span>'
            seats.append(f"seat {k + 1}: {who}")
        riders = "".join(worker_chip(names, p, w) for p, w in cart["riders"])
        if riders:
            seats.append(f"riding cargo: {riders}")
        total = sum(load.values())
        rows.append(f'<div data-cart="{c + 1}"><b>Cart {c + 1}</b> ({total} of {CART_CAPACITY}): {escape(what)} · '
                    f'{" · ".join(seats)}</div>')
    return f'<div class="m77-box m77-train"><div class="m77-h">The Train</div>{"".join(rows)}</div>'


def hospital_html(v, projector=False):
    """The Hospital's two wards and the workers in them; ``projector``: the title on the wards' line."""
    names, st = v["players"], v["state"]
    icu = "".join(worker_chip(names, p, w) for p, w in _workers_at(st, "ICU")) or '<span class="m77-dim">empty</span>'
    ward = "".join(worker_chip(names, p, w) for p, w in _workers_at(st, "Ward")) or '<span class="m77-dim">empty</span>'
    if projector:
        return (f'<div class="m77-box m77-hospital"><b>Hospital</b> · Intensive Care: {icu} · '
                f'General Ward: {ward}</div>')
    return (f'<div class="m77-box m77-hospital"><div class="m77-h">Hospital</div>'
            f'<div>Intensive Care: {icu}</div><div>General Ward: {ward}</div></div>')


def embassy_html(v, projector=False):
    """The Elven Embassy's three boxes; ``projector``: the title on the boxes' line."""
    names, st = v["players"], v["state"]
    boxes = []
    for k, box in enumerate(st["embassy"]):
        boxes.append(f"box {k + 1}: " + (worker_chip(names, *box) if box else '<span class="m77-dim">free</span>'))
    if projector:
        return f'<div class="m77-box m77-embassy"><b>Elven Embassy</b> · {" · ".join(boxes)}</div>'
    return (f'<div class="m77-box m77-embassy"><div class="m77-h">Elven Embassy</div>'
            f'<div>{" · ".join(boxes)}</div></div>')


def promises_html(v):
    """The day's promises (Dealing and Bartering), due at the Night Shift; nothing when there are none."""
    promises = v["state"].get("promises") or []
    if not promises:
        return ""
    names = v["players"]
    binding = "binding: a broken promise costs 1 Rosette, or 1 VP" if v["options"].get("binding_deals") else \
        "not binding: breaking one costs nothing"
    rows = "".join(f"<div>{escape(names[pr['from']])} promised {escape(names[pr['to']])} "
                   f"{escape(items_words(pr['items']))}</div>" for pr in promises)
    return (f'<div class="m77-box m77-promises"><div class="m77-h">Promises due at the Night Shift</div>{rows}'
            f'<div class="m77-dim">Deals are {binding}.</div></div>')


def farm_html(seen):
    """The five Harvest Fields and the Farming supply (Farming), read from the ledger."""
    def crops(account):
        held = seen.holdings(account)
        return ", ".join(res_word(r, held[r]) for r in RESOURCES if held.get(r)) or "empty"
    fields = " · ".join(f"field {k}: {escape(crops(f'field{k}'))}" for k in range(1, FARM_FIELDS + 1))
    return (f'<div class="m77-box m77-farm"><div class="m77-h">Farm</div><div>{fields}</div>'
            f'<div>Farming supply: {escape(crops("farm"))}</div></div>')

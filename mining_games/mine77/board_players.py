"""A player's panel on the Mine 77 board, drawn from a view: VP, Rosettes, Private Steam, the
warehouse, trophies, improvements, research, the Work Order hand, the Secret Objective and the Elven
orders. What the view hides (another seat's hand, Secret Objective, unused Elven orders) is said to be
hidden, never shown: privacy is decided once, by the kernel's view of the piles (``core/piles.py``)."""

from html import escape

from mining_games.core import count, plural
from mining_games.palette import player_color

from .data import (
    ELVEN,
    ELVEN_ORDERS,
    GRID_SQUARES,
    HANDS,
    IMPROVEMENT_NAMES,
    LARGE_EXPANSION,
    LETTER,
    OBJECTIVES_KEPT,
    PRIVATE_STEAM_LIMIT,
    RESOURCES,
    SEGMENTS,
    SMALL_EXPANSION,
    TROPHIES,
    TROPHY_NAMES,
    WAREHOUSE,
    res_word,
)


def _where(loc):
    if isinstance(loc, int):
        return SEGMENTS[loc]
    return {"ICU": "Intensive Care", "Ward": "General Ward", "Train": "the Train",
            "Embassy": "the Elven Embassy"}.get(loc, str(loc))


def warehouse_html(held, imp):
    """Resources in the warehouse, and its size (4, grown by the Small and Large Expansions)."""
    cap = WAREHOUSE + (SMALL_EXPANSION if imp["small"] else 0) + (LARGE_EXPANSION if imp["large"] else 0)
    stock = [res_word(r, held[r]) for r in RESOURCES if held.get(r)]
    n = sum(held.get(r, 0) for r in RESOURCES)
    return f"<b>Warehouse</b> ({n} of {cap} spaces): {escape(', '.join(stock)) if stock else 'empty'}"


def trophies_html(held, used):
    parts = []
    for t in TROPHIES:
        n = held.get(t, 0)
        if n:
            down = used.get(t, 0)
            parts.append(count(n, TROPHY_NAMES[t]) + (f" ({down} used)" if down else ""))
    return "<b>Trophies</b>: " + (escape(", ".join(parts)) if parts else "none")


def short_card(words):
    """A card in few words for the projector: "Movement 3 + Action 1 (initiative 4)" -> "Move 3 + Act 1 (4)"."""
    words = words.replace("Movement", "Move").replace("Action", "Act").replace("different worker:", "other:")
    return words.replace("(initiative ", "(")


def hand_html(game, hand, own, compact=False):
    """The Work Order hand: the cards for their owner and the teacher, only their number for others."""
    if isinstance(hand, int):
        return f"<b>Hand</b>: {hand} Work Order {plural('card', hand)} (hidden)"
    if not hand:
        return "<b>Hand</b>: no cards"
    if compact:
        cards = "; ".join(short_card(game.card_words(c)) for c in hand)
        return f"<b>Hand</b> (initiative in brackets): {escape(cards)}"
    cards = "; ".join(game.card_words(c) for c in hand)
    return f"<b>Hand</b> ({count(len(hand), 'card')}): {escape(cards)}"


def objective_html(game, objective):
    if objective is None:
        return "<b>Secret Objective</b>: none"
    if objective == "hidden":
        return "<b>Secret Objective</b>: hidden"
    return f"<b>Secret Objective</b>: {escape(game.objective_words(objective))}"


def elven_html(orders, hidden):
    """The Elven orders in the order kept: a revealed one with what it still asks for; one not revealed yet (None)
    as its card when the view shows the face-down pile ``hidden`` (its owner, the teacher), else as hidden."""
    if not orders:
        return ""
    cards = iter(hidden or ())
    parts = []
    for o in orders:
        if o is None:
            c = next(cards, None)
            if c is None:
                parts.append("a hidden order")
            else:
                left = ", ".join(res_word(r) for r in ELVEN[c])
                parts.append(f"card {c + 1} of {len(ELVEN)} (not revealed), still to deliver: {left}")
        else:
            left = ", ".join(res_word(r) for r in o["left"]) or "complete"
            parts.append(f"card {o['card'] + 1} of {len(ELVEN)}, still to deliver: {left}")
    return f"<div><b>Elven orders</b>: {escape('; '.join(parts))}</div>"


def player_html(game, v, seen, p, compact=False):
    """One player's panel as this view may see it; ``compact`` (the projector) leaves out where the
    workers stand (the rondels show them), says improvements and research only once there are some, and
    puts the Trophies, the hand and the Secret Objective on one line."""
    st, names = v["state"], v["players"]
    held = seen.holdings(p)
    imp = st["improvements"][p]
    built = [IMPROVEMENT_NAMES[k] for k, on in imp.items() if on]
    workers = ", ".join(f"{LETTER[w]} {_where(loc)}" for w, loc in enumerate(st["workers"][p]))
    npc = p in game.npcs
    squares = sum(1 for row in st["grids"][p] for square in row if square)
    lines = [
        f'<div><b style="font-size:1.1em">{escape(names[p])}</b>{" (NPC)" if npc else ""}: '
        f'<b class="m77-vp">{held.get("vp", 0)} VP</b> · {count(held.get("rosette", 0), "Rosette")} · '
        f'Private Steam {held.get("private_steam", 0)} of {PRIVATE_STEAM_LIMIT} · '
        f'{held.get("magic", 0)} Magic</div>',
        f"<div>{warehouse_html(held, imp)}</div>",
    ]
    trophies = trophies_html(held, st["trophies_used"][p])
    if not compact or npc:
        lines.append(f"<div>{trophies}</div>")
    if not compact:
        lines.append(f"<div><b>Workers</b>: {escape(workers)}</div>")
    if not compact or built or squares:
        lines.append(f"<div><b>Improvements</b>: {escape(', '.join(built)) if built else 'none'} · "
                     f"research squares filled: {squares} of {GRID_SQUARES}</div>")
    if not npc:
        cards = seen.pile(HANDS[p])                 # None when the view hides the hand: then its size
        hand = hand_html(game, seen.pile_size(HANDS[p]) if cards is None else cards, p == seen.me, compact)
        kept = seen.pile(OBJECTIVES_KEPT[p])                 # None when the view hides it
        objective = objective_html(game, "hidden" if kept is None else kept[0] if kept else None)
        if compact:             # the projector: one line for the cards, so five players fit a 720 px screen
            lines.append(f"<div>{trophies} · {hand} · {objective}</div>")
        else:
            lines += [f"<div>{hand}</div>", f"<div>{objective}</div>"]
        lines.append(elven_html(st["elven"][p], seen.pile(ELVEN_ORDERS[p])))
    return (f'<div class="m77-player" data-player="{p}" style="border-left-color:{player_color(p)}">'
            f'{"".join(lines)}</div>')

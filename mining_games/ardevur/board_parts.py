"""HTML pieces of the ARDEVUR board beside the map: each corporation's dashboard, the Regional
Supremacy standing, the Development card Market and the Targets and Incentives still open.

Everything comes from ``game.view(viewer)`` (privacy is decided once, in the kernel's view of the
piles): a player's Action cards are named to that player and the teacher only, and counted for
everyone else; the Target piles show their top card and how many lie under it.
"""

from html import escape

from mining_games.core import SeatView, count, join_words
from mining_games.palette import player_color, text_color

from .data import (
    ACTION_CARDS,
    CORP,
    DEV_TYPES,
    GRID,
    HAND,
    INCENTIVE_PILE,
    INCENTIVES,
    REGIONS,
    STORAGE,
    TARGETS,
    TOKEN_VALUE,
    TOKENS,
)

STYLE = """<style>
.ard-board{font-family:sans-serif;color:#1a1a1a;font-size:13px;line-height:1.45;max-width:1040px}
.ard-h{font-weight:bold;font-size:14px;margin:8px 0 3px 0}
.ard-dim{color:#666}
.ard-corps{display:flex;flex-wrap:wrap;gap:8px}
.ard-corp{border:1px solid #BBB;border-left-width:6px;border-radius:6px;padding:4px 8px;min-width:220px;flex:1 1 220px}
.ard-corp p{margin:1px 0}
.ard-board table.ard-sup{border-collapse:collapse}
.ard-board table.ard-sup td,.ard-board table.ard-sup th{border:1px solid #CCC;padding:2px 6px;text-align:left;
font-size:13px;background:#FFF}
.ard-board p{margin:2px 0}
.ard-projector .ard-corps{display:grid;grid-template-columns:1fr 1fr;gap:4px 8px;margin-bottom:4px}
.ard-projector .ard-rest{columns:2 250px;column-gap:12px}
.ard-projector .ard-rest p{break-inside:avoid}
.ard-projector .ard-corp{min-width:0}
</style>"""


def stock_line(holding, storage):
    """Stored resources: the tokens and their value against the storage limit."""
    tokens = [count(holding.get(t, 0), f"{t.capitalize()} token") for t in TOKENS if holding.get(t, 0)]
    value = sum(holding.get(t, 0) * TOKEN_VALUE[t] for t in TOKENS)
    what = join_words(tokens) if tokens else "nothing"
    return f"Stored: {value}M of {storage}M ({what})", value


def storage_of(st, p):
    kinds = {a[1] for a in st["assets"] if a[0] == p}
    return STORAGE[2] if "large_warehouse" in kinds else STORAGE[1] if "warehouse" in kinds else STORAGE[0]


def hand_words(seat, p):
    """``p``'s Action cards as this seat may see them: named (own hand, or the teacher) or counted
    (none before ``p`` has a corporation)."""
    if HAND[p] not in seat.view["decks"]:
        return "Action cards: none"
    hand = seat.pile(HAND[p])
    if hand is None:
        n = seat.pile_size(HAND[p])
        return f"Action cards: {n} (hidden)" if n else "Action cards: none"
    if not hand:
        return "Action cards: none"
    return "Action cards: " + join_words([ACTION_CARDS[c].name for c in hand])


def held_cards(st, p):
    """Target and Incentive cards held, with their points."""
    parts = [f"{TARGETS[t].tier} '{TARGETS[t].text}' ({TARGETS[t].sp} SP)" for t in st["targets"][p]]
    parts += [f"Incentive ({INCENTIVES[i].sp} SP)" for i in st["incentives"][p]]
    return join_words(parts) if parts else "none"


def held_short(st, p):
    """Target and Incentive cards held, by tier and points only (projector layout)."""
    parts = [f"{TARGETS[t].tier} ({TARGETS[t].sp} SP)" for t in st["targets"][p]]
    parts += [f"Incentive ({INCENTIVES[i].sp} SP)" for i in st["incentives"][p]]
    return join_words(parts)


def corp_html(view, viewer, p, compact=False):
    """One corporation's dashboard."""
    st, names = view["state"], view["players"]
    seat = SeatView(view, viewer)
    held = seat.holdings(p)
    corp = CORP.get(st["corp"][p]) if st["corp"][p] else None
    you = " (you)" if viewer == p else ""
    turn = " · on turn" if st["current"] == p and view["phase"] not in ("Beginning Stage", "Public Auction") else ""
    title = f"{escape(names[p])}{you}" + (f": {escape(corp.name)}" if corp else "")
    stock, _ = stock_line(held, storage_of(st, p))
    debt = f" · owes the Bank {st['debt'][p]}M" if st["debt"][p] else ""
    dev = st["dev"][p]
    adv = f" (+ {corp.advantage} as Market Advantage)" if corp else ""
    money = f"<b>{held.get('money', 0)}M</b> Hashtag Coin{debt} · <b>{held.get('sp', 0)} SP</b>"
    cards = escape(join_words(dev) if dev else "none")
    hand = escape(hand_words(seat, p))
    if compact:                     # projector: four short lines, the stock by value only
        adv = f" (+ {corp.advantage})" if corp else ""
        money = f"<b>{held.get('money', 0)}M</b> coin{debt} · <b>{held.get('sp', 0)} SP</b>"
        extra = "" if not (st["targets"][p] or st["incentives"][p]) else f" · held: {escape(held_short(st, p))}"
        value = stock.split(" (", 1)[0].replace("Stored: ", "stored ")   # the tokens are on the full board
        lines = [f"<p>{money} · <span class='ard-stock'>{escape(value)}</span></p>",
                 f"<p>Development: {cards}{escape(adv)}</p>", f"<p class='ard-hand'>{hand}{extra}</p>"]
    else:
        lines = [f"<p>{money}</p>", f"<p class='ard-stock'>{escape(stock)}</p>",
                 f"<p>Development cards: {cards}{escape(adv)}</p>", f"<p class='ard-hand'>{hand}</p>",
                 f"<p>Cards held: {escape(held_cards(st, p))}</p>"]
    return (f'<div class="ard-corp" data-player="{p}" style="border-left-color:{player_color(p)}">'
            f'<p style="color:{text_color(player_color(p))}"><b>{title}</b>{turn}</p>{"".join(lines)}</div>')


def supremacy_html(names, weights):
    """Regional Supremacy per region: each player's weight (mine 1, asset 1, upgraded 1.5,
    infrastructure 0.5) and the leader, who would take the ribbon now."""
    head = ("<tr><th>Region</th><th>Ribbon</th>" + "".join(f"<th>{escape(n)}</th>" for n in names)
            + "<th>Leads</th></tr>")
    rows = []
    for r in REGIONS:
        w = weights[r.key]
        best = max(w.values()) if w else 0
        top = [q for q, v in w.items() if v == best]
        lead = ("nobody" if not w else "tied: nobody" if len(top) > 1 else escape(names[top[0]]))
        cells = "".join(f"<td>{w.get(q, 0) / 2:g}</td>" for q in range(len(names)))
        rows.append(f'<tr data-region="{r.key}"><td>{escape(r.name)}</td><td>{r.ribbon} SP</td>{cells}'
                    f"<td>{lead}</td></tr>")
    return f'<table class="ard-sup">{head}{"".join(rows)}</table>'


def supremacy_lines(names, weights):
    """The same standing in one short line per region (projector layout)."""
    out = []
    for r in REGIONS:
        w = weights[r.key]
        if not w:
            continue
        parts = [f"{escape(names[q])} {v / 2:g}" for q, v in sorted(w.items(), key=lambda kv: -kv[1])]
        out.append(f"<p>{escape(r.name)} ({r.ribbon} SP): {', '.join(parts)}</p>")
    return "".join(out) or "<p class='ard-dim'>Nobody has built anything yet.</p>"


def market_line(st):
    """The Development card Market: how many of each type are left."""
    parts = [f"{t} {st['market'].get(t, 0)}" for t in DEV_TYPES]
    return "Development Market: " + ", ".join(parts)


def targets_lines(view, viewer, compact=False):
    """The Targets that can be claimed now (the top of each pile, how many lie under it) and the
    Incentives left, as ``viewer`` sees the piles (their top cards face up)."""
    seat = SeatView(view, viewer)
    out = []
    for name in GRID:
        t = seat.pile_top(name)
        if t is None:
            continue
        top = TARGETS[t]
        size = seat.pile_size(name)
        reward = "an upgrade" if top.reward == "upgrade" else f"{top.reward}M"
        if compact:
            out.append(f'<p class="ard-target" data-target="{top.key}">{top.tier} {top.sp} SP: {escape(top.text)}</p>')
            continue
        out.append(f'<p class="ard-target" data-target="{top.key}">{top.tier}: {escape(top.text)} · '
                   f'{top.sp} SP, reward {reward} <span class="ard-dim">({count(size - 1, "card")} under it)'
                   '</span></p>')
    left = seat.pile_size(INCENTIVE_PILE)
    out.append(f"<p>Government Incentives left: {left}" + ("" if compact else " (for equipping a European mine)")
               + "</p>")
    return "".join(out)

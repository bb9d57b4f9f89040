"""Small HTML pieces for the Zavandor board view: gem chips, upgrade slots, card summaries.

Everything is written in words (gem names in capitals, as the rulebook writes them); colour only
helps. Gem chips use light tints with dark text so they stay readable in print and for
colour-blind readers; player colours come from ``mining_games.palette``.
"""

from html import escape

from mining_games.palette import player_color

from .data import CARDS, DECKS, GEMS, HALLS
from .text import DECK_WORD, GEM_WORD

# (background tint, border and text colour) per gem: SAPPHIRE blue, EMERALD green, DIAMOND grey, RUBY red.
GEM_STYLE = (("#DCE9F7", "#2B6CB0"), ("#DDF2E9", "#1E7A50"), ("#F1F1F1", "#666666"), ("#FBE1DC", "#B23A2A"))
DECK_STYLE = ("#EFE3CF", "#E9D6C3", "#DCDDE2", "#E8D9BF")   # WOODEN, COPPER, IRON, BRONZE backs

# One style sheet for the board (class names start with zv- so nothing else in a notebook is touched;
# table rules are specific enough to win over JupyterLab's right-aligned, striped notebook tables).
STYLE = "<style>" + "".join(
    f".zv-gem.zv-{g}{{background:{bg};border-color:{fg}}}" for g, (bg, fg) in zip(GEMS, GEM_STYLE)) + "".join(
    f".zv-deck.zv-{d}{{background:{bg}}}" for d, bg in zip(DECKS, DECK_STYLE)) + """
.zv-board{font-family:sans-serif;max-width:700px;color:#1a1a1a;font-size:12px;line-height:1.6}
.zv-board small{font-size:11px}
.zv-gem,.zv-deck{display:inline-block;line-height:14px;border:1px solid #8a7a66;border-radius:3px;padding:0 3px;
white-space:nowrap;font-size:11px;color:#1a1a1a;margin:1px 0}
.zv-nw{white-space:nowrap}
.zv-dim{color:#666}
.zv-done{color:#666}
.zv-next{font-weight:bold}
.zv-m{display:inline-block;width:9px;height:9px;margin-right:2px;vertical-align:middle;background:#fff;
border:1.5px solid #666}
.zv-h{font-size:13px;font-weight:bold;margin-top:6px}
.zv-board .zv-auction{border-collapse:collapse;width:100%;margin:4px 0;table-layout:auto}
.zv-board .zv-auction td,.zv-board .zv-auction th{border:1px solid #CCC;padding:3px 5px;vertical-align:top;
font-size:12px;text-align:left;line-height:1.45}
.zv-board .zv-auction tr.zv-row,.zv-board .zv-auction tr.zv-row:hover{background:#FFFFFF}
.zv-board .zv-auction tr.zv-now,.zv-board .zv-auction tr.zv-now:hover{background:#FFF8E1}
.zv-board .zv-auction td.zv-offer{background:#FFFDF5}
.zv-tag{font-size:10px;color:#8A4B00;font-weight:bold}
.zv-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(330px,1fr));gap:6px;margin-top:4px}
.zv-player{padding:3px 8px;background:#FAFAFA;border-left:6px solid #666}
.zv-board p{margin:2px 0}
.zv-item{margin:3px 0 3px 8px;line-height:1.5}
</style>"""
KIND_WORD = {"clan": "Dwarven clan", "scroll": "spell scroll", "altar": "altar", "fox": "shrine",
             "hoard": "dragon hoard", "foreman": "foreman", "monument": "monument"}


def gem_chip(g, n=None):
    """One gem in words on its tint: "3 RUBY" (or just "RUBY"); styled by ``STYLE``."""
    text = GEM_WORD[g] if n is None else f"{n} {GEM_WORD[g]}"
    return f'<span class="zv-gem zv-{GEMS[g]}">{text}</span>'


def gems_html(counts, empty="none"):
    """Gem counts [s, e, d, r] as chips ("none" when empty)."""
    chips = [gem_chip(g, n) for g, n in enumerate(counts) if n]
    return " ".join(chips) if chips else f'<span class="zv-dim">{empty}</span>'


def deck_chip(d, n=None):
    """A deck in words: "3 WOODEN" (or "WOODEN")."""
    text = DECK_WORD[d] if n is None else f"{n} {DECK_WORD[d]}"
    return f'<span class="zv-deck zv-{DECKS[d]}">{text}</span>'


def decks_html(counts):
    return " ".join(deck_chip(d, n) for d, n in enumerate(counts) if n) or "nothing"


def cost_html(c, king_gems=None):
    """An upgrade cost: gem chips, and "King's hall" (with today's price when ``king_gems`` is given)."""
    if c is None:
        return '<span class="zv-dim">set-up cube</span>'
    parts = []
    if c.king:
        now = f" = {gems_html(king_gems)}" if king_gems is not None else ""
        parts.append(f'<span class="zv-nw">King\'s hall{now}</span>')
    if any(c.gems):
        parts.append(gems_html(c.gems))
    return " + ".join(parts)


def marker_box(filled, p):
    """One upgrade slot's marker: a filled square in the player's colour, or an empty one."""
    color = player_color(p)
    if filled:
        return f'<i class="zv-m" title="marker" style="border-color:{color};background:{color}"></i>'
    return f'<i class="zv-m" title="empty slot" style="border-color:{color}"></i>'


def markers_html(filled, slots, p):
    """A row of marker squares: "■■□ 2 of 3"."""
    boxes = "".join(marker_box(i < filled, p) for i in range(slots))
    return f'<span class="zv-nw">{boxes} {filled} of {slots}</span>'


def slots_html(costs, filled, p, king_gems):
    """Upgrade slots top to bottom, each with its marker and cost; the next slot is bold and shows
    today's price of a King slot."""
    out = []
    for i, c in enumerate(costs):
        cls = "zv-done" if i < filled else ("zv-next" if i == filled else "")
        out.append(f'<span class="zv-nw {cls}">{marker_box(i < filled, p)}'
                   f'{cost_html(c, king_gems if i == filled else None)}</span>')
    return " › ".join(out)


def yields_text(alts):
    """One level's yield alternatives: "6 COPPER or 4 IRON"."""
    return " or ".join(f"{n} {DECK_WORD[d]}" for d, n in alts) or "nothing yet"


def card_effect(card, markers=None):
    """What a card does, in a few words (at ``markers`` when given)."""
    k = card.kind
    if k == "clan":
        levels = "/".join(str(n) for n in card.income)
        now = f", now {card.income[markers]}" if markers is not None else ""
        return f"{DECK_WORD[card.deck]} cards {levels} by markers{now}"
    if k in ("scroll", "hoard"):
        level = 0 if markers is None else markers
        once = "once in the game, stays" if k == "hoard" else "one use"
        return f"{once}: {yields_text(card.yields[level])}"
    if k == "altar":
        return "full: 1 free Upgrade marker a round"
    if k == "fox":
        return "full: SAPPHIRE is wild for upgrades"
    if k == "foreman":
        return "full: 4 / 7 VP for 3 / 4+ full clans"
    return "points only"


def points_text(card):
    """"3 VP when full", "−2 VP always"..."""
    parts = []
    if card.vp:
        parts.append(f"{card.vp} VP when full")
    if card.neg:
        parts.append(f"−{card.neg} VP always")
    return ", ".join(parts) or "no VP"


def card_html(cid, header=""):
    """An improvement card on the auction board: name, kind and effect, upgrade costs, points."""
    if cid is None:
        return '<span class="zv-dim">empty</span>'
    card = CARDS[cid]
    costs = " › ".join(cost_html(c) for c in card.slots)
    return (f'<div class="zv-card" data-card="{cid}">{header}<b>{escape(card.name)}</b> '
            f'<span class="zv-dim">({KIND_WORD[card.kind]})</span><br><small>{escape(card_effect(card))}<br>'
            f'upgrades: {costs} · <b>{escape(points_text(card))}</b></small></div>')


def hall_cost_words(h):
    """A hall's King-slot price in words ("2 SAPPHIRE"; "none" for the Great Hall)."""
    c = HALLS[h].cost
    return "none" if c is None else ", ".join(f"{n} {GEM_WORD[g]}" for g, n in enumerate(c.gems) if n)


DECK_NAMES = tuple(f"{d.upper()} MINECART" for d in DECKS)

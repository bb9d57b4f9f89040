"""Each player's part of the Zavandor board: points, hand, bid on the table and mine gallery.

Drawn from ``game.view(viewer)`` only (zavandor.txt, Phase 3: Auction):

- a hand's gems only for its owner (``viewer == p``) and the teacher (``viewer is None``); everyone
  else, onlookers (-1) included, sees how many cards it holds;
- while bids are being built, a bid (drafted or sealed) only for its owner and the teacher (the
  kernel's sealed choices); the others see how many cards the hand holds, bid included, and whether
  the bid is sealed;
- after the reveal, the bid cards still on the table (losing bids, frozen until the end of the
  round) for everyone;
- the gallery (Family clan, Packdragon, improvements, markers) and points for everyone.
"""

from html import escape

from mining_games.palette import player_color, text_color

from .board_chips import (
    card_effect,
    cost_html,
    decks_html,
    gems_html,
    markers_html,
    points_text,
    slots_html,
    yields_text,
)
from .cards import gem_counts
from .data import BID_PILE, CARDS, FAMILY_LEVELS, HALLS, HAND_PILE
from .items import board_of, breakdown, hall_gems
from .text import cards


def hand_html(seen, p):
    """The hand (and, while bids are being built, the bid) as this viewer may see it."""
    v = seen.view
    bidding = seen.stage == "bid"
    hand = seen.pile(HAND_PILE[p])
    if hand is not None:   # the viewer may see this hand
        held = gem_counts(hand)
        draft = v["sealed"].get(str(p)) if bidding else None
        draft = draft if isinstance(draft, list) else [0, 0, 0, 0]
        free = [h - d for h, d in zip(held, draft)]
        out = [f'<p class="zv-hand"><b>Hand</b> ({cards(sum(free))}): {gems_html(free)}</p>']
        if bidding and p in seen.to_act:
            out.append(f'<p class="zv-draft"><b>Bid being chosen</b> (secret): {gems_html(draft, "no cards yet")}</p>')
        elif bidding:
            out.append('<p class="zv-bid"><b>Sealed bid</b> (secret until the reveal): '
                       f'{gems_html(draft, "empty")}</p>')
        return "".join(out)
    size = seen.pile_size(HAND_PILE[p])
    if bidding:
        status = "choosing a bid" if p in seen.to_act else "bid sealed"
        return (f'<p class="zv-hand zv-hidden"><b>Hand and sealed bid</b>: {cards(size)} (hidden) · '
                f'<i>{status}</i></p>')
    return f'<p class="zv-hand zv-hidden"><b>Hand</b>: {cards(size)} (hidden)</p>'


def table_bid_html(seen, p):
    """Bid cards lying open on the table after the reveal (frozen until the end of the round)."""
    bid = seen.pile(BID_PILE[p])
    if not bid:
        return ""
    label = "Bid on the table" if seen.phase == "Auction" else "Frozen bid on the table (back to hand after Upgrade)"
    return f'<p class="zv-frozen"><b>{label}</b>: {gems_html(gem_counts(bid))}</p>'


def _item_row(name, first, second):
    return f'<div class="zv-item"><b>{name}</b> {first}<br><small class="zv-dim">{second}</small></div>'


def _family_row(st, p, king):
    """The Family clan: its markers, the next level's cost (today's price) and today's income."""
    board = board_of(st, p)
    level = st["family"][p]
    income, markers = board.family_income[level - 1]
    gain = decks_html(income) + (" + 1 free marker" if markers else "")
    if level < FAMILY_LEVELS:
        nxt = f" · next level: <b>{cost_html(board.family_costs[level - 1], king)}</b>"
    else:
        nxt = " · fully upgraded"
    return _item_row(f"Family clan (level {level})", markers_html(level, FAMILY_LEVELS, p) + nxt,
                     f"income now {gain} · {board.family_vp} VP when full")


def item_words(st, cid, m):
    """What a gallery item with ``m`` markers does now (a scroll: what reading it gives), whether a hoard was
    used, and its points; escaped."""
    card = CARDS[cid]
    used = " (used)" if cid in st["hoards_used"] else ""
    effect = card_effect(card, m) if card.kind != "scroll" else f"read now: {yields_text(card.yields[m])}"
    return escape(f"{effect}{used} · {points_text(card)}")


def gallery_html(st, p):
    """Family clan, Packdragon and improvements, each with its upgrade slots and markers."""
    board = board_of(st, p)
    king = hall_gems(st) if HALLS[st["king"]].cost else None   # the Great Hall sets no price yet
    rows = [_family_row(st, p, king)]
    if board.dragon_costs:
        rows.append(_item_row("Packdragon", slots_html(board.dragon_costs, st["dragon"][p], p, king),
                              f"full: no income limit · {board.dragon_vp} VP when full"))
    for cid, m in st["gallery"][p]:
        card = CARDS[cid]
        rows.append(_item_row(escape(card.name), slots_html(card.slots, m, p, king), item_words(st, cid, m)))
    space = f"{len(st['gallery'][p])} of {board.gallery} gallery spaces used"
    return (f'<p><b>Mine gallery</b> · {escape(board.name)} · {space}</p>'
            f'<div class="zv-gallery">{"".join(rows)}</div>')


def player_html(seen, p, viewer):
    """One player's panel, with a bar in the player's colour."""
    v, st = seen.view, seen.state
    color = player_color(p)
    tags = []
    if p == st["start_player"]:
        tags.append("starting player")
    if not v["over"] and p in seen.to_act:
        tags.append("deciding now")
    if viewer == p:
        tags.append("you")
    tag = f' <span class="zv-dim">({", ".join(tags)})</span>' if tags else ""
    points = seen.held(p, "vp")
    score = sum(breakdown(st, points, p).values())
    return (f'<div class="zv-player" data-player="{p}" style="border-left-color:{color}">'
            f'<p style="font-size:13px"><b style="color:{text_color(color)}">{escape(v["players"][p])}</b>{tag} — '
            f'<b>{points} VP</b> collected · score now {score}</p>'
            f'{hand_html(seen, p)}{table_bid_html(seen, p)}{gallery_html(st, p)}</div>')

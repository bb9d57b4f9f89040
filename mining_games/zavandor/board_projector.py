"""The Zavandor board for a 1280x720 projector (``board_html(viewer, projector=True)``).

The full board is a long page (the auction table, the King's path, the decks, a panel per player): at
16 px it is about three screens tall, and late in a game (full galleries) even a layout in columns ran
on to two or three screens sideways. This layout keeps what a class needs to decide a bid, in short
blocks set in balanced columns (four across 1280 px) that never run on sideways:

- each auction row: its bonus, the card on offer now (what it does, its upgrade costs, its points), and
  the name of the middle card (next round) with the size of the row's deck;
- the King in words: his hall, today's King-slot price and the halls he can reach next;
- how many cards are left in each MINECART deck;
- each player: points and score, the hand as this viewer may see it, the bid, the income each round
  (cards per deck before the limit, and free Upgrade markers), and the mine gallery. The deciding seat
  (the viewer, or the first player to decide for the teacher) gets the full gallery, each item with its
  upgrade slots; the other players a short one, each item with its markers.

Left to the full board: the King's route so far, the discard piles, the middle card's effect and costs
and the other players' upgrade costs. Everything comes from ``game.view(viewer)``, through the same
pieces as the full board.
"""

from html import escape

from mining_games.core.seat import SeatView
from mining_games.palette import player_color, text_color

from .board import king_html, space_card
from .board_chips import (
    DECK_NAMES,
    KIND_WORD,
    STYLE,
    card_effect,
    cost_html,
    decks_html,
    gem_chip,
    markers_html,
    points_text,
)
from .board_players import hand_html, item_words, table_bid_html
from .data import (
    BONUS_AT,
    CARDS,
    DRAW_PILE,
    FAMILY_LEVELS,
    HALLS,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_ROWS,
    RIGHT_PILE,
    ROW_ORDER,
)
from .items import board_of, breakdown, dragon_full, hall_gems, income_by_deck

# Balanced columns of at least 270 px (four across 1280 px) and as tall as their content: a board that holds
# more grows downwards and the table zooms it to its box (``fit.js``), so no column is ever off the screen.
PROJECTOR_STYLE = """<style>
.zv-board.zv-projector{max-width:none;columns:4 270px;column-gap:14px;column-rule:1px solid #DDD;column-fill:balance}
.zv-projector .zv-block{margin:0 0 4px 0}
.zv-projector .zv-block > div,.zv-projector .zv-block > p,.zv-projector .zv-item,.zv-projector p{break-inside:avoid}
.zv-projector .zv-block > div.zv-gallery{break-inside:auto}
.zv-projector .zv-h{margin-top:0;break-after:avoid}
.zv-projector .zv-player > p:first-child{break-after:avoid}
.zv-projector .zv-item br{display:none}
.zv-projector .zv-item small::before{content:" · "}
.zv-projector .zv-gem,.zv-projector .zv-deck{line-height:1.2 !important}
.zv-projector .zv-now-row{background:#FFF8E1}
.zv-projector .zv-nw{white-space:normal}
.zv-projector .zv-player{padding:2px 6px}
.mg-board .zv-projector,.mg-board .zv-projector *{line-height:1.15 !important}
</style>"""


def _card_line(cid, label, costs=True):
    """A card on one line: name, kind, effect, upgrade costs (left out for the middle card, whose costs
    are shown when it is on offer) and points."""
    if cid is None:
        return f'<div>{label}: <span class="zv-dim">empty</span></div>'
    card = CARDS[cid]
    upgrades = f'; upgrades {" › ".join(cost_html(c) for c in card.slots)}' if costs else ""
    return (f'<div class="zv-card" data-card="{cid}">{label}: <b>{escape(card.name)}</b> '
            f'({KIND_WORD[card.kind]}): {escape(card_effect(card))}{upgrades}; '
            f'<b>{escape(points_text(card))}</b></div>')


def _row_block(seen, row, deciding):
    """One auction row: its bonus, the card on offer now in full, then the middle card's name (next round)
    and how many cards are left in the row's deck. The threshold for a card or 1 VP, the same in every row,
    is in the heading."""
    v = seen.view
    o, n = v["options"], len(v["players"])
    now = " zv-now-row" if deciding else ""
    head = (f'{gem_chip(row)} bonus {o["bonus_vp"]} VP at {BONUS_AT[row]}+'
            f'{" · <b>deciding now</b>" if deciding else ""}')
    right, middle = space_card(seen, RIGHT_PILE[row]), space_card(seen, MIDDLE_PILE[row])
    deck = seen.pile_size(LEFT_PILE[row])
    if right is None and middle is None and not deck:
        reward = "no cards left: a winner with 3+ cards scores 1 VP"
        if row in REMOVED_ROWS[n]:
            reward = f"not used with {n} players: the winner scores 1 VP"
        return f'<div class="zv-block zv-row{now}" data-row="{row}"><div>{head}; <i>{reward}</i></div></div>'
    nxt = escape(CARDS[middle].name) if middle is not None else '<span class="zv-dim">empty</span>'
    return (f'<div class="zv-block zv-row{now}" data-row="{row}"><div>{head}</div>'
            f'<div class="zv-offer">{_card_line(right, "<b>ON OFFER NOW</b>")}</div>'
            f'<div class="zv-dim">Next round: {nxt} · deck {deck}</div></div>')


def _king_block(st):
    """The King's hall, today's King-slot price and the halls he can reach next (his route is on the full
    board's picture)."""
    text = king_html(st).split("<br>")[0] + "</p>"          # the sentence, without the picture's key
    return f'<div class="zv-block zv-king">{text}</div>'


def _decks_block(seen):
    """How many cards are left in each MINECART deck (never their order)."""
    left = " · ".join(f"{name.split()[0]} {seen.pile_size(DRAW_PILE[d])}" for d, name in enumerate(DECK_NAMES))
    return f'<div class="zv-block zv-decks"><div><b>MINECART decks</b>, cards left: {left}</div></div>'


def _income_html(st, p, limit):
    """The cards (per deck, before the income limit) and free Upgrade markers owed each Income phase."""
    cards, free = income_by_deck(st, p)
    total = sum(cards)
    over = f" ({total}: over the limit of {limit})" if total > limit and not dragon_full(st, p) else ""
    markers = f" + {free} free {'marker' if free == 1 else 'markers'}" if free else ""
    return f'<p class="zv-income"><b>Income</b> each round: {decks_html(cards)}{over}{markers}</p>'


def _short_gallery(st, p):
    """The mine gallery in one paragraph: each item with its markers ("Packdragon 1 of 3")."""
    board = board_of(st, p)
    items = [f"Family clan {st['family'][p]} of {FAMILY_LEVELS}"]
    if board.dragon_costs:
        items.append(f"Packdragon {st['dragon'][p]} of {len(board.dragon_costs)}")
    items += [f"{escape(CARDS[cid].name)} {m} of {len(CARDS[cid].slots)}" for cid, m in st["gallery"][p]]
    return (f'<p class="zv-gallery-short"><b>Gallery</b> ({len(st["gallery"][p])} of {board.gallery} spaces): '
            f'{" · ".join(items)}</p>')


def _full_gallery(st, p):
    """The mine gallery with a line per item: its markers, the cost of its next upgrade slot (today's price of a
    King slot), what it does now and its points (the later slots' costs are on the full board)."""
    board = board_of(st, p)
    king = hall_gems(st) if HALLS[st["king"]].cost else None   # the Great Hall sets no price yet

    def item(name, filled, slots, nxt, effect):
        nxt = f" next <b>{cost_html(nxt, king)}</b>" if nxt is not None else " full"
        return (f'<div class="zv-item"><b>{name}</b> {markers_html(filled, slots, p)}{nxt}'
                f'<small class="zv-dim">{effect}</small></div>')

    def slots(costs, filled):
        return filled, len(costs), (costs[filled] if filled < len(costs) else None)
    level = st["family"][p]
    income, _ = board.family_income[level - 1]
    rows = [item(f"Family clan (level {level})", level, FAMILY_LEVELS,
                 board.family_costs[level - 1] if level < FAMILY_LEVELS else None,
                 f"income now {decks_html(income)} · {board.family_vp} VP when full")]
    if board.dragon_costs:
        rows.append(item("Packdragon", *slots(board.dragon_costs, st["dragon"][p]),
                         f"full: no income limit · {board.dragon_vp} VP when full"))
    for cid, m in st["gallery"][p]:
        card = CARDS[cid]
        rows.append(item(escape(card.name), *slots(card.slots, m), item_words(st, cid, m)))
    return (f'<p><b>Mine gallery</b> ({len(st["gallery"][p])} of {board.gallery} spaces)</p>'
            f'<div class="zv-gallery">{"".join(rows)}</div>')


def _player_block(seen, p, viewer, full):
    """A player's points, hand, bid, income and gallery: in full (every item's upgrade slots) for the
    deciding seat, short for the others."""
    v, st = seen.view, seen.state
    color = player_color(p)
    tags = [t for t, on in (("starting player", p == st["start_player"]),
                            ("deciding now", not v["over"] and p in seen.to_act), ("you", viewer == p)) if on]
    tag = f' <span class="zv-dim">({", ".join(tags)})</span>' if tags else ""
    points = seen.held(p, "vp")
    score = sum(breakdown(st, points, p).values())
    gallery = _full_gallery(st, p) if full else _short_gallery(st, p)
    return (f'<div class="zv-block zv-player{" zv-full" if full else ""}" data-player="{p}" '
            f'style="border-left-color:{color}">'
            f'<p><b style="color:{text_color(color)}">{escape(v["players"][p])}</b>{tag}: <b>{points} VP</b> · '
            f'score {score}</p>{hand_html(seen, p)}{table_bid_html(seen, p)}'
            f'{_income_html(st, p, v["options"]["income_limit"])}{gallery}</div>')


def full_player(seen, viewer):
    """The seat whose gallery is shown in full: the viewer's own, else (the teacher, an onlooker) the first
    player to decide; None when the game is over."""
    if viewer is not None and viewer >= 0:
        return viewer
    return None if seen.view["over"] or not seen.to_act else seen.to_act[0]


def board_html(game, viewer=None):
    """The projector layout of the whole board as this viewer may see it (the module's docstring)."""
    who = ("Teacher's view: every hand is shown" if viewer is None else
           "Onlooker's view: hands are hidden" if viewer == -1 else
           f"{escape(game.players[viewer])}'s view: other hands are hidden")
    v = game.view(viewer)
    seen = SeatView(v, viewer)
    st = v["state"]
    n = len(v["players"])
    deciding = st["turn"].get("row") if v["phase"] == "Auction" else None
    rows = "".join(_row_block(seen, r, r == deciding) for r in ROW_ORDER)
    order = [(st["start_player"] + i) % n for i in range(n)]
    full = full_player(seen, viewer)
    players = "".join(_player_block(seen, p, viewer, p == full) for p in order)
    return (f'{STYLE}{PROJECTOR_STYLE}<div class="mg-board-inner zv-board zv-projector">'
            f'<div class="zv-block zv-dim">{who}</div><div class="zv-h">Auction, rows in order: '
            f'{v["options"]["improvement_bid"]}+ gems win a card or 1 VP</div>{rows}'
            f'<div class="zv-block"><div class="zv-h">The King</div>{_king_block(st)}</div>{_decks_block(seen)}'
            f'<div class="zv-h">Players, in player order</div>{players}</div>')

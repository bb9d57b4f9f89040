"""The Zavandor board for a 1280x720 projector (``board_html(viewer, projector=True)``).

The full board is a long page (the auction table, the King's path as a picture, the decks, a panel per
player): at 16 px it is about three screens tall. This layout says the same things in short blocks set
in four columns across the screen: each auction row (its thresholds, deck, middle card and the card on
offer, each card on one line), the King (his hall, today's King-slot price, the halls he can reach next
and his route so far, in words instead of the path picture), the decks and discards, and each player
(points, hand as this viewer may see it, bid on the table, and mine gallery). Everything comes from
``game.view(viewer)``, through the same pieces as the full board.
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
    gem_chip,
    gems_html,
    points_text,
)
from .board_players import gallery_html, hand_html, table_bid_html
from .cards import gem_counts
from .data import (
    BONUS_AT,
    CARDS,
    DISCARD_PILE,
    DRAW_PILE,
    HALLS,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_ROWS,
    RIGHT_PILE,
    ROW_ORDER,
)
from .items import breakdown

PROJECTOR_STYLE = """<style>
.zv-board.zv-projector{max-width:none;columns:4 270px;column-gap:14px;column-rule:1px solid #DDD;column-fill:auto;
height:calc(100cqh - 8px)}
.zv-projector .zv-block{margin:0 0 4px 0}
.zv-projector .zv-block > div,.zv-projector .zv-item,.zv-projector p{break-inside:avoid}
.zv-projector .zv-h{margin-top:0;break-after:avoid}
.zv-projector .zv-item br{display:none}
.zv-projector .zv-item small::before{content:" · "}
.zv-projector .zv-gem,.zv-projector .zv-deck{line-height:1.2 !important}
.zv-projector .zv-now-row{background:#FFF8E1}
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


def _deck_words(seen, row):
    deck = seen.pile(LEFT_PILE[row])
    if not deck:
        return '<span class="zv-dim">empty</span>'
    return f'<b>{len(deck)}</b> face up, next {escape(CARDS[deck[0]].name)}'


def _row_block(seen, row, deciding):
    """One auction row; the threshold for a card or 1 VP, the same in every row, is in the heading."""
    v = seen.view
    o, n = v["options"], len(v["players"])
    now = " zv-now-row" if deciding else ""
    head = (f'{gem_chip(row)} bonus {o["bonus_vp"]} VP at {BONUS_AT[row]}+'
            f'{" · <b>deciding now</b>" if deciding else ""}')
    right, middle = space_card(seen, RIGHT_PILE[row]), space_card(seen, MIDDLE_PILE[row])
    if right is None and middle is None and not seen.pile_size(LEFT_PILE[row]):
        reward = "no cards left: a winner with 3+ cards scores 1 VP"
        if row in REMOVED_ROWS[n]:
            reward = f"not used with {n} players: the winner scores 1 VP"
        return f'<div class="zv-block zv-row{now}" data-row="{row}"><div>{head}; <i>{reward}</i></div></div>'
    body = (f'<div>Deck: {_deck_words(seen, row)}</div>{_card_line(middle, "Middle (next round)", False)}'
            f'<div class="zv-offer">{_card_line(right, "<b>ON OFFER NOW</b>")}</div>')
    return f'<div class="zv-block zv-row{now}" data-row="{row}"><div>{head}</div>{body}</div>'


def _king_block(st):
    text = king_html(st).split("<br>")[0] + "</p>"          # the sentence, without the picture's key
    if len(st["route"]) < 2:
        return f'<div class="zv-block zv-king">{text}</div>'
    route = " → ".join(HALLS[h].name for h in st["route"])
    return f'<div class="zv-block zv-king">{text}<div class="zv-dim">Route so far: {escape(route)}</div></div>'


def _decks_block(seen):
    items = "".join(f'<div><b>{name.split()[0]}</b> {seen.pile_size(DRAW_PILE[d])} left · discards '
                    f'{gems_html(gem_counts(seen.pile(DISCARD_PILE[d])))}</div>' for d, name in enumerate(DECK_NAMES))
    return f'<div class="zv-block zv-decks">{items}</div>'


def _player_block(seen, p, viewer):
    v, st = seen.view, seen.state
    color = player_color(p)
    tags = [t for t, on in (("starting player", p == st["start_player"]),
                            ("deciding now", not v["over"] and p in seen.to_act), ("you", viewer == p)) if on]
    tag = f' <span class="zv-dim">({", ".join(tags)})</span>' if tags else ""
    points = seen.held(p, "vp")
    score = sum(breakdown(st, points, p).values())
    return (f'<div class="zv-block zv-player" data-player="{p}" style="border-left-color:{color}">'
            f'<p><b style="color:{text_color(color)}">{escape(v["players"][p])}</b>{tag}: <b>{points} VP</b> · '
            f'score {score}</p>'
            f'{hand_html(seen, p)}{table_bid_html(seen, p)}{gallery_html(st, p)}</div>')


def board_html(game, viewer=None):
    """The projector layout of the whole board as this viewer may see it."""
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
    players = "".join(_player_block(seen, p, viewer) for p in order)
    return (f'{STYLE}{PROJECTOR_STYLE}<div class="mg-board-inner zv-board zv-projector">'
            f'<div class="zv-block zv-dim">{who}</div><div class="zv-h">Auction, rows in order: '
            f'{v["options"]["improvement_bid"]}+ gems win a card or 1 VP</div>{rows}'
            f'<div class="zv-block"><div class="zv-h">The King</div>{_king_block(st)}</div>'
            f'<div class="zv-block"><div class="zv-h">MINECART decks and discards</div>{_decks_block(seen)}</div>'
            f'<div class="zv-h">Players, in player order</div>{players}</div>')

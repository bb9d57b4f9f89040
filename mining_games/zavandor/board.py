"""The Zavandor board for the notebooks: auction board, King's path, gem decks and players.

Pure string building (no widget imports), used by ``Zavandor.board_html(viewer)``; ``viewer`` is a
player index (that player's own hand is shown), -1 (an onlooker: no hands) or None (the teacher:
everything). Everything drawn comes from ``game.view(viewer)`` (privacy is decided once, in the
kernel's view of its piles and sealed bids); only the player names and printed data come from elsewhere.

- Auction board (zavandor.txt, Setup and Phase 3: Auction): one row per gem in the order the rows
  are decided (RUBY, DIAMOND, EMERALD, SAPPHIRE), with the face-up deck on the left (its size and
  next card), the middle card and the right-hand card now on offer; rows without improvements
  for this player count say what a win earns instead.
- The King's path (``board_path``), gem decks and discard piles, then one panel per player.
"""

from html import escape

from mining_games.core.seat import SeatView
from mining_games.core.words import plural

from .board_chips import DECK_NAMES, STYLE, card_html, gem_chip, gems_html, hall_cost_words
from .board_path import path_html
from .board_players import player_html
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


def space_card(seen, space):
    """The card in a space of the auction board as the view shows it (the face-up piles), or None."""
    cards = seen.pile(space)
    return cards[0] if cards else None


def _left_cell(seen, row):
    deck = seen.pile(LEFT_PILE[row])
    if not deck:
        return '<span class="zv-dim">deck empty</span>'
    return (f'<b>{len(deck)}</b> {plural("card", len(deck))} face up<br>'
            f'<small>next: {escape(CARDS[deck[0]].name)}</small>')


def _row_html(seen, row, deciding):
    """One auction row: the gem and its thresholds, then the left, middle and right columns."""
    v = seen.view
    o, n = v["options"], len(v["players"])
    gem = (f'{gem_chip(row)}<br><small>{o["improvement_bid"]}+: card or 1 VP<br>'
           f'{BONUS_AT[row]}+: {o["bonus_vp"]} VP bonus</small>')
    now = ' class="zv-row zv-now"' if deciding else ' class="zv-row"'
    right, middle = space_card(seen, RIGHT_PILE[row]), space_card(seen, MIDDLE_PILE[row])
    if right is None and middle is None and not seen.pile_size(LEFT_PILE[row]):
        reward = "All of this row's cards are gone: a winner with 3+ cards scores 1 VP."
        if row in REMOVED_ROWS[n]:
            reward = (f"No improvements in this row with {n} players: the winner scores 1 VP "
                      f"(and the bonus at {BONUS_AT[row]}+).")
        return f'<tr{now} data-row="{row}"><td>{gem}</td><td colspan="3"><i>{reward}</i></td></tr>'
    offer = card_html(right, '<span class="zv-tag">ON OFFER NOW</span><br>')
    return (f'<tr{now} data-row="{row}"><td style="width:82px">{gem}</td><td style="width:88px">'
            f'{_left_cell(seen, row)}</td><td>{card_html(middle)}</td>'
            f'<td class="zv-offer">{offer}</td></tr>')


def auction_html(seen):
    """The two auction boards as one table: a row per gem, decided from top to bottom."""
    v = seen.view
    deciding = v["state"]["turn"].get("row") if v["phase"] == "Auction" else None
    rows = "".join(_row_html(seen, r, r == deciding) for r in ROW_ORDER)
    head = ("<tr><th>row, in the order decided</th><th>left: deck</th><th>middle: next round</th>"
            "<th>right: auctioned this round</th></tr>")
    return f'<table class="zv-auction">{head}{rows}</table>'


def decks_html(seen):
    """Draw piles (how many cards, never their order) and the face-up discard piles."""
    items = [f'<span class="zv-nw" style="margin-right:10px"><b>{name}</b>: {seen.pile_size(DRAW_PILE[d])} in the '
             f'deck · discards {gems_html(gem_counts(seen.pile(DISCARD_PILE[d])))}</span>'
             for d, name in enumerate(DECK_NAMES)]
    return f'<p class="zv-decks" style="line-height:1.7">{" ".join(items)}</p>'


def king_html(st):
    h = st["king"]
    nxt = " or ".join(f"{HALLS[n].name} ({hall_cost_words(n)})" for n in HALLS[h].next) or "none: he is crowned"
    price = "nothing yet (he moves before the first Upgrade phase)" if HALLS[h].cost is None else hall_cost_words(h)
    return (f'<p class="zv-king-line"><b>The King</b> is in the <b>{escape(HALLS[h].name)}</b>: a King slot costs '
            f'<b>{price}</b> now. Next: {escape(nxt)}.<br><small class="zv-dim">Black outline and KING: the King\'s '
            f'hall · dashed: the halls he can reach next · grey: his route so far.</small></p>')


def board_html(game, viewer=None, projector=False):
    """The whole board as this viewer may see it (None: the teacher; -1: an onlooker; p: player p).
    ``projector=True``: the compact layout of ``board_projector`` (four columns, 16 px, no scrolling
    on a 1280x720 projector)."""
    if projector:
        from .board_projector import board_html as projector_html
        return projector_html(game, viewer)
    who = ("Teacher's view: every hand is shown" if viewer is None else
           "Onlooker's view: hands are hidden" if viewer == -1 else
           f"{escape(game.players[viewer])}'s view: other hands are hidden")
    v = game.view(viewer)
    seen = SeatView(v, viewer)
    st = v["state"]
    n = len(v["players"])
    order = [(st["start_player"] + i) % n for i in range(n)]
    players = "".join(player_html(seen, p, viewer) for p in order)
    return (f'{STYLE}<div class="mg-board-inner zv-board"><div class="zv-dim" style="font-size:11px">{who} · '
            f'round {v["round"]} · {escape(v["phase"])}</div><div class="zv-h">Auction board</div>'
            f'{auction_html(seen)}<div class="zv-h">The King\'s path to the Coronation Chamber</div>'
            f'{king_html(st)}{path_html(st)}<div class="zv-h">Gem decks and discard piles</div>{decks_html(seen)}'
            f'<div class="zv-h">Players, in player order</div><div class="zv-players">{players}</div></div>')

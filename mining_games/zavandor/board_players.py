"""Each player's part of the Zavandor board: points, hand, bid on the table and mine gallery.

What a viewer may see (zavandor.txt, Phase 3: Auction; DESIGN: views):

- a hand's gems only for its owner (``viewer == p``) and the teacher (``viewer is None``); everyone
  else, onlookers (-1) included, sees how many cards it holds;
- while bids are sealed, a bid (drafted or sealed) only for its owner and the teacher; the others
  see one total of hand and bid, as in ``Zavandor.redact``, and whether the bid is sealed;
- after the reveal, the bid cards still on the table (losing bids, frozen until the end of the
  round) for everyone;
- the gallery (Family clan, Packdragon, improvements, markers) and points for everyone.
"""

from html import escape

from mining_games.palette import player_color

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
from .cards import by_gem
from .data import CARDS, FAMILY_LEVELS, HALLS


def _sees(viewer, p):
    return viewer is None or viewer == p


def hand_html(game, p, viewer):
    """The hand (and, while bids are sealed, the bid) as this viewer may see it."""
    sealed_stage = game.stage == "bid"
    hand = by_gem(game.hands[p])
    bid = by_gem(game.bids[p])
    if _sees(viewer, p):
        draft = game.draft[p]
        free = [h - d for h, d in zip(hand, draft)]
        out = [f'<p class="zv-hand"><b>Hand</b> ({sum(free)} cards): {gems_html(free)}</p>']
        if sealed_stage and p in game.to_act:
            out.append(f'<p class="zv-draft"><b>Bid being chosen</b> (secret): {gems_html(draft, "no cards yet")}</p>')
        elif sealed_stage:
            out.append(f'<p class="zv-bid"><b>Sealed bid</b> (secret until the reveal): {gems_html(bid, "empty")}</p>')
        return "".join(out)
    if sealed_stage:
        status = "choosing a bid" if p in game.to_act else "bid sealed"
        total = sum(game.hands[p]) + sum(game.bids[p])
        return f'<p class="zv-hand zv-hidden"><b>Hand and sealed bid</b>: {total} cards (hidden) · <i>{status}</i></p>'
    return f'<p class="zv-hand zv-hidden"><b>Hand</b>: {sum(hand)} cards (hidden)</p>'


def table_bid_html(game, p):
    """Bid cards lying open on the table after the reveal (frozen until the end of the round)."""
    if game.stage == "bid" or not any(game.bids[p]):
        return ""
    deciding = game.phase == "auction"
    label = "Bid on the table" if deciding else "Frozen bid on the table (back to hand after Upgrade)"
    return f'<p class="zv-frozen"><b>{label}</b>: {gems_html(by_gem(game.bids[p]))}</p>'


def _item_row(name, first, second):
    return f'<div class="zv-item"><b>{name}</b> {first}<br><small class="zv-dim">{second}</small></div>'


def _family_row(game, p, king):
    """The Family clan: its markers, the next level's cost (today's price) and today's income."""
    board = game._board(p)
    level = game.family[p]
    income, markers = board.family_income[level - 1]
    gain = decks_html(income) + (" + 1 free marker" if markers else "")
    if level < FAMILY_LEVELS:
        nxt = f" · next level: <b>{cost_html(board.family_costs[level - 1], king)}</b>"
    else:
        nxt = " · fully upgraded"
    return _item_row(f"Family clan (level {level})", markers_html(level, FAMILY_LEVELS, p) + nxt,
                     f"income now {gain} · {board.family_vp} VP when full")


def gallery_html(game, p):
    """Family clan, Packdragon and improvements, each with its upgrade slots and markers."""
    board = game._board(p)
    king = game._hall_cost() if HALLS[game.king].cost else None   # the Great Hall sets no price yet
    rows = [_family_row(game, p, king)]
    if board.dragon_costs:
        rows.append(_item_row("Packdragon", slots_html(board.dragon_costs, game.dragon[p], p, king),
                              f"full: no income limit · {board.dragon_vp} VP when full"))
    for cid, m in game.gallery[p]:
        card = CARDS[cid]
        used = " (used)" if cid in game.hoards_used else ""
        effect = card_effect(card, m) if card.kind != "scroll" else f"read now: {yields_text(card.yields[m])}"
        rows.append(_item_row(escape(card.name), slots_html(card.slots, m, p, king),
                              escape(f"{effect}{used} · {points_text(card)}")))
    space = f"{len(game.gallery[p])} of {board.gallery} gallery spaces used"
    return (f'<p><b>Mine gallery</b> · {escape(board.name)} · {space}</p>'
            f'<div class="zv-gallery">{"".join(rows)}</div>')


def player_html(game, p, viewer):
    """One player's panel, with a bar in the player's colour."""
    color = player_color(p)
    tags = []
    if p == game.start_player:
        tags.append("starting player")
    if not game.over and p in game.to_act:
        tags.append("deciding now")
    if viewer == p:
        tags.append("you")
    tag = f' <span class="zv-dim">({", ".join(tags)})</span>' if tags else ""
    points = game.held(game.account(p), "vp")
    return (f'<div class="zv-player" data-player="{p}" style="border-left-color:{color}">'
            f'<p style="font-size:13px"><b style="color:{color}">{escape(game.players[p])}</b>{tag} — '
            f'<b>{points} VP</b> collected · score now {game.score(p)}</p>'
            f'{hand_html(game, p, viewer)}{table_bid_html(game, p)}{gallery_html(game, p)}</div>')

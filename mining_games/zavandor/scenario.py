"""Arranging a position by hand, to replay the rulebook's worked examples in tests and lessons.

Each helper fires the rule ``zavandor.scenario.arrange`` and moves counted things through the
ledger like any other rule, so every invariant still holds. Setting a hand is a private event:
other players read only how many cards it holds. An arranged game is a teaching
position, not a played one: its save file records only decisions, so it cannot be reloaded.
"""

from .cards import DISCARD_ACC, PILE_ACC
from .data import CARDS, GEMS, HALLS, HOME_DECK
from .income import UPGRADE_MARKER
from .words import DECK_WORD, gems_text, item_name

ARRANGE = "zavandor.scenario.arrange"


def _done(game):
    game.invalidate_menus()   # an arrangement changes the menus


def set_hand(game, p, gems, deck=None):
    """Make player p's hand exactly ``gems``: [sapphire, emerald, diamond, ruby], or 16 counts by deck.

    The old hand goes to the bottom of its decks' draw piles (the discard piles stay as they
    are). New cards come from the draw pile of ``deck`` (by default each gem's home deck; with 16
    counts, the deck given), then from other draw piles, then from discard piles.
    """
    wanted = [(i % 4, n, i // 4) for i, n in enumerate(gems)] if len(gems) == 16 else \
        [(g, n, HOME_DECK[g] if deck is None else deck) for g, n in enumerate(gems)]
    total = [sum(n for g, n, _ in wanted if g == x) for x in range(4)]
    game.fire(ARRANGE, p, private=True, what=f"{game.players[p]} now holds {gems_text(total)}",
              public=f"{game.players[p]}'s hand is set to {sum(total)} cards")
    hand, acc = game.hands[p], game._acc[p]
    for i, n in enumerate(hand):
        if n:
            d, g = divmod(i, 4)
            game.piles[d][:0] = [g] * n
            game.transfer(GEMS[g], n, acc, PILE_ACC[d])
            hand[i] = 0
    for g, n, first in wanted:
        for d in [first, *(x for x in range(4) if x != first)]:
            pile = game.piles[d]
            while n and g in pile:
                pile.remove(g)
                hand[d * 4 + g] += 1
                game.transfer(GEMS[g], 1, PILE_ACC[d], acc)
                n -= 1
        for d in range(4):
            k = min(n, game.discards[d][g])
            if k:
                game.discards[d][g] -= k
                hand[d * 4 + g] += k
                game.transfer(GEMS[g], k, DISCARD_ACC[d], acc)
                n -= k
        if n:
            raise ValueError(f"not enough {GEMS[g]} cards left in the decks and discard piles")
    _done(game)


def give_improvement(game, p, card_id, markers=0):
    """Put an improvement card (from wherever it lies) into p's gallery with ``markers`` on it."""
    game.fire(ARRANGE, p, what=f"{item_name(card_id)} joins {game.players[p]}'s gallery with {markers} marker(s)")
    for row in range(4):
        if card_id in game.row_deck[row]:
            game.row_deck[row].remove(card_id)
        if game.middle[row] == card_id:
            game.middle[row] = None
        if game.right[row] == card_id:
            game.right[row] = None
    if card_id in game.removed:
        game.removed.remove(card_id)
    if any(card_id == c for g in game.gallery for c, _ in g):
        raise ValueError(f"{CARDS[card_id].name} is already in a gallery")
    game.gallery[p].append([card_id, markers])
    if markers:
        game.transfer(UPGRADE_MARKER, markers, "supply", game._acc[p])
    _done(game)


def set_markers(game, p, item, markers):
    """Set the number of Upgrade markers on one of p's items ("family", "dragon" or a card id)."""
    game.fire(ARRANGE, p, what=f"{item_name(item)} of {game.players[p]} now carries {markers} marker(s)")
    delta = markers - game._markers(p, item)
    if item == "family":
        game.family[p] = markers
    elif item == "dragon":
        game.dragon[p] = markers
    else:
        game._slot(p, item)[1] = markers
    if delta > 0:
        game.transfer(UPGRADE_MARKER, delta, "supply", game._acc[p])
    elif delta < 0:
        game.transfer(UPGRADE_MARKER, -delta, game._acc[p], "supply")
    _done(game)


def place_king(game, hall):
    """Put the King in a hall of the path."""
    game.fire(ARRANGE, what=f"the King stands in the {HALLS[hall].name}")
    game.king = hall
    game.move_track("king", hall)
    _done(game)


def empty_deck(game, deck, p):
    """Move every card of one deck (draw and discard pile) into player p's hand."""
    pile = game.piles[deck]
    game.fire(ARRANGE, p, what=f"{game.players[p]} takes every {DECK_WORD[deck]} card, draw and discard pile")
    counts = [pile.count(g) + game.discards[deck][g] for g in range(4)]
    for g in range(4):
        if pile.count(g):
            game.transfer(GEMS[g], pile.count(g), PILE_ACC[deck], game._acc[p])
        if game.discards[deck][g]:
            game.transfer(GEMS[g], game.discards[deck][g], DISCARD_ACC[deck], game._acc[p])
        game.hands[p][deck * 4 + g] += counts[g]
    pile.clear()
    game.discards[deck] = [0, 0, 0, 0]
    _done(game)


PASSIVE = {"forgo": "forgo", "place": "forfeit", "scroll": "keep", "trade": "done_trading", "bank_pay": "pay",
           "bank_take": "want", "bank_pile": "pile", "offer": "withdraw", "reply": "decline", "bid": "seal",
           "claim": "point", "king": "king", "upgrade": "done_upgrading"}


def skip_to(game, stage=None, phase=None, round=None, player=None):
    """Let every player take the passive choice until the game reaches the asked moment.

    Passive choices: keep scrolls, finish trading, seal an empty bid, take the point, move the
    King to the first hall offered, finish upgrading. Stops when every given condition holds
    (``stage`` is the decision owed, ``player`` is among those deciding).
    """
    def there():
        return ((stage is None or game.stage == stage) and (phase is None or game.phase == phase)
                and (round is None or game.round == round) and (player is None or player in game.to_act))
    while not there():
        if game.over:
            raise ValueError("the game ended before reaching the asked moment")
        p = game.to_act[0]
        kind = PASSIVE[game.stage]
        game.apply(next(a for a in game.legal_actions(p) if a.kind == kind))
    return game

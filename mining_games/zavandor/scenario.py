"""Arranging a position by hand, to replay the rulebook's worked examples in tests and lessons.

Each ``_arrange_<name>`` is an arrangement (``game.arrange(name, *args)``): it fires the rule
``zavandor.scenario.arrange`` and moves counted things through the ledger like any other rule, so
every invariant still holds, and the kernel records it among the decisions, so undo, saves and
loads keep it. Setting a hand is a private event: other players read only how many cards it holds.
An arranged game is a teaching position, not a played one.
"""

from mining_games.core.words import count

from .cards import card
from .data import (
    CARDS,
    DISCARD_PILE,
    DRAW_PILE,
    GEMS,
    HALLS,
    HAND_PILE,
    HOME_DECK,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_PILE,
    RIGHT_PILE,
)
from .income import UPGRADE_MARKER
from .text import DECK_WORD, cards, gems_text, item_name

ARRANGE = "zavandor.scenario.arrange"


class Scenario:
    """Mixin for the Game: the arrangements ``game.arrange(name, *args)`` may name."""

    def _arrange_hand(self, p, gems, deck=None):
        """Make player p's hand exactly ``gems``: [sapphire, emerald, diamond, ruby], or 16 counts by deck.

        The old hand goes under its decks' draw piles (the discard piles stay as they are). New cards
        are taken from under the draw pile of ``deck`` (by default each gem's home deck; with 16
        counts, the deck given), then from under the other draw piles, then from discard piles.
        """
        wanted = [(i % 4, n, i // 4) for i, n in enumerate(gems)] if len(gems) == 16 else \
            [(g, n, HOME_DECK[g] if deck is None else deck) for g, n in enumerate(gems)]
        total = [sum(n for g, n, _ in wanted if g == x) for x in range(4)]
        self.fire(ARRANGE, p, private=True, what=f"{self.players[p]} now holds {gems_text(total)}",
                  public=f"{self.players[p]}'s hand is set to {cards(sum(total))}")
        hand = HAND_PILE[p]
        old = sorted(self.pile(hand))
        for d in range(4):
            back = [c for c in old if c >> 2 == d]
            if back:
                self.move_cards(hand, DRAW_PILE[d], cards=back, to_bottom=True)
        for g, n, first in wanted:
            sources = [(DRAW_PILE, d) for d in (first, *(x for x in range(4) if x != first))]
            for piles, d in sources + [(DISCARD_PILE, d) for d in range(4)]:
                c = card(d, g)
                k = min(n, self.pile(piles[d]).count(c))
                if k:
                    self.move_cards(piles[d], hand, cards=[c] * k, from_bottom=True)
                    n -= k
            if n:
                raise ValueError(f"not enough {GEMS[g]} cards left in the decks and discard piles")
        if p in self.sealed:   # a bid being built cannot hold more than the new hand
            self.sealed[p] = [min(b, h) for b, h in zip(self.sealed[p], total)]

    def _arrange_improvement(self, p, card_id, markers=0):
        """Put an improvement card (from wherever it lies) into p's gallery with ``markers`` on it."""
        if any(card_id == c for g in self.gallery for c, _ in g):
            raise ValueError(f"{CARDS[card_id].name} is already in a gallery")
        self.fire(ARRANGE, p, what=f"{item_name(card_id)} joins {self.players[p]}'s gallery with "
                  f"{count(markers, 'marker')}")
        for pile in (*LEFT_PILE, *MIDDLE_PILE, *RIGHT_PILE, REMOVED_PILE):
            if card_id in self.pile(pile):
                self.take_cards(pile, cards=[card_id])
        self.gallery[p].append([card_id, markers])
        if markers:
            self.transfer(UPGRADE_MARKER, markers, "supply", self._acc[p])

    def _arrange_markers(self, p, item, markers):
        """Set the number of Upgrade markers on one of p's items ("family", "dragon" or a card id)."""
        self.fire(ARRANGE, p, what=f"{item_name(item)} of {self.players[p]} now carries {count(markers, 'marker')}")
        delta = markers - self._markers(p, item)
        if item == "family":
            self.family[p] = markers
        elif item == "dragon":
            self.dragon[p] = markers
        else:
            self._slot(p, item)[1] = markers
        if delta > 0:
            self.transfer(UPGRADE_MARKER, delta, "supply", self._acc[p])
        elif delta < 0:
            self.transfer(UPGRADE_MARKER, -delta, self._acc[p], "supply")

    def _arrange_king(self, hall):
        """Put the King in a hall of the path."""
        self.fire(ARRANGE, what=f"the King stands in the {HALLS[hall].name}")
        self.king = hall
        self.route.append(hall)
        self.move_track("king", hall)

    def _arrange_empty_deck(self, deck, p):
        """Move every card of one deck (draw and discard pile) into player p's hand."""
        self.fire(ARRANGE, p, what=f"{self.players[p]} takes every {DECK_WORD[deck]} card, draw and discard pile")
        for g in range(4):
            c = card(deck, g)
            for pile in (DRAW_PILE[deck], DISCARD_PILE[deck]):
                k = self.pile(pile).count(c)
                if k:
                    self.move_cards(pile, HAND_PILE[p], cards=[c] * k)


# Shorthands for notebooks and tests: each is one recorded arrangement (``game.arrange``).

def set_hand(game, p, gems, deck=None):
    """``game.arrange("hand", p, gems, deck)``: see ``Scenario._arrange_hand``."""
    return game.arrange("hand", p, list(gems), deck)


def give_improvement(game, p, card_id, markers=0):
    """``game.arrange("improvement", p, card_id, markers)``."""
    return game.arrange("improvement", p, card_id, markers)


def set_markers(game, p, item, markers):
    """``game.arrange("markers", p, item, markers)``."""
    return game.arrange("markers", p, item, markers)


def place_king(game, hall):
    """``game.arrange("king", hall)``."""
    return game.arrange("king", hall)


def empty_deck(game, deck, p):
    """``game.arrange("empty_deck", deck, p)``."""
    return game.arrange("empty_deck", deck, p)


PASSIVE = {"forgo": "forgo", "place": "forfeit", "scroll": "keep", "trade": "done_trading", "bank_pay": "pay",
           "bank_take": "want", "bank_pile": "pile", "offer_draft": "offer_withdraw", "offer_reply": "offer_decline",
           "bid": "seal",
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

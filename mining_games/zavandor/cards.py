"""Gem cards: drawing with the reshuffle and fallback rules, and moving cards between holders.

A holder of cards (a hand or a bid) is a list of 16 counts, index ``deck * 4 + gem``, so every card
keeps the deck it came from (it goes back to that deck's discard pile).

Why not the kernel's decks (``core.components.Decks``): they move one ledger item per deck, while a
Zavandor deck holds four gems that the ledger (and the Flows chart) count apiece, and the Trade
phase takes one chosen gem out of a discard pile or searches a deck for it. The ledger counts the
same cards by gem: accounts ``p0`` (hand), ``Anna's bid`` (a bid on the table), ``WOODEN deck``
(draw pile), ``WOODEN discard pile``: written out because the Flows chart shows them. When a gem
is taken from a holder, the card from the lowest deck (WOODEN first) is used; which deck it came
from matters only for its discard pile.
"""

from .data import DECKS, GEMS

PILE_ACC = tuple(f"{d.upper()} deck" for d in DECKS)
DISCARD_ACC = tuple(f"{d.upper()} discard pile" for d in DECKS)


def by_gem(cards):
    """A 16-count holder summed per gem: [sapphire, emerald, diamond, ruby]."""
    return [cards[g] + cards[4 + g] + cards[8 + g] + cards[12 + g] for g in range(4)]


class GemCards:
    """Mixin for the Game: the gem-card rules (zavandor.txt, Phase 1: Income, Spell scrolls)."""

    def _draw(self, p, deck, n):
        """Draw ``n`` cards from ``deck`` into p's hand, reshuffling and falling back as printed.

        The draw is a private event: only p (and the teacher) read which gems came; the others
        read how many cards came from which deck (rule zavandor.cards.draw).
        """
        acc = self._acc[p]
        hand = self.hands[p]
        while n > 0:
            d = self._source(p, deck)
            if d is None:
                self.fire("zavandor.cards.exhausted", p, missing=n)
                return
            pile = self.piles[d]
            k = min(n, len(pile))
            got = [0, 0, 0, 0]
            for _ in range(k):
                got[pile.pop()] += 1
            self.fire("zavandor.cards.draw", p, private=True, deck=d, n=k, gems=got)
            base = d * 4
            for g in range(4):
                if got[g]:
                    hand[base + g] += got[g]
                    self.transfer(GEMS[g], got[g], PILE_ACC[d], acc)
            n -= k
            if not pile and any(self.discards[d]):
                self._reshuffle(d)

    def _source(self, p, deck):
        """The deck to draw from: ``deck`` itself, else the next lower, else (from WOODEN) higher."""
        if self._ready(deck):
            return deck
        for d in range(deck - 1, -1, -1):
            if self.piles[d] or any(self.discards[d]):
                self.fire("zavandor.cards.fallback_lower", p, wanted=deck, used=d)
                self._ready(d)
                return d
        for d in range(deck + 1, 4):
            if self.piles[d] or any(self.discards[d]):
                self.fire("zavandor.cards.fallback_higher", p, wanted=deck, used=d)
                self._ready(d)
                return d
        return None

    def _ready(self, d):
        """True if deck ``d`` can be drawn from now (reshuffling its discard pile if needed)."""
        if self.piles[d]:
            return True
        if any(self.discards[d]):
            self._reshuffle(d)
            return True
        return False

    def _reshuffle(self, d):
        """Rule zavandor.cards.reshuffle: the discard pile becomes the new face-down deck."""
        counts = self.discards[d]
        pile = self.piles[d]
        for g in range(4):
            pile.extend([g] * counts[g])
        with self.aside():   # the draw (or search) that emptied the deck keeps its own transfers
            self.shuffle("zavandor.cards.reshuffle", pile, deck=d)
            for g in range(4):
                if counts[g]:
                    self.transfer(GEMS[g], counts[g], DISCARD_ACC[d], PILE_ACC[d])
        self.discards[d] = [0, 0, 0, 0]

    def _discard(self, cards, acc, g, n):
        """Put ``n`` cards of gem ``g`` from a holder onto their decks' discard piles; returns the decks."""
        used = []
        for d in range(4):
            i = d * 4 + g
            k = min(n, cards[i])
            if k:
                cards[i] -= k
                self.discards[d][g] += k
                self.transfer(GEMS[g], k, acc, DISCARD_ACC[d])
                used.append(d)
                n -= k
                if not n:
                    break
        return used

    def _move(self, src, src_acc, dst, dst_acc, g, n):
        """Move ``n`` cards of gem ``g`` between two holders, each card keeping its deck."""
        if not n:
            return
        self.transfer(GEMS[g], n, src_acc, dst_acc)
        for d in range(4):
            i = d * 4 + g
            k = min(n, src[i])
            if k:
                src[i] -= k
                dst[i] += k
                n -= k
                if not n:
                    break

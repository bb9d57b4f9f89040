"""Gem cards: drawing with the reshuffle and fallback rules, and moving cards between holders.

Every gem card lies in a kernel pile (``core/piles.py``; names in ``data``): the four face-down draw
piles, the four face-up discard piles, each player's hand (face down, seen by its owner) and each
player's bid on the table (face up, after the reveal). A card is a number, ``deck * 4 + gem``, so it
keeps the deck it came from (it goes back to that deck's discard pile); ``data.CARD_GEM`` gives its
ledger item, the gem, and the piles move the cards on the ledger as they move. The ledger counts the
same cards by gem: accounts ``p0`` (hand), ``Anna's bid`` (a bid on the table), ``WOODEN deck`` (draw
pile), ``WOODEN discard pile``: written out because the Flows chart shows them. When a gem is taken
from a holder, the card from the lowest deck (WOODEN first) is used; which deck it came from matters
only for its discard pile.

Why not the kernel's decks (``core.components.Decks``): they move one ledger item per deck and
reshuffle under their own rule, while a Zavandor deck holds four gems that the ledger (and the Flows
chart) count apiece, and the Trade phase takes one chosen gem out of a discard pile or searches a deck
for it. Each deck is two kernel piles instead, its draw pile and its discard pile.
"""

from .data import DECKS, DISCARD_PILE, DRAW_PILE, GEMS, HAND_PILE

PILE_ACC = tuple(f"{d.upper()} deck" for d in DECKS)
DISCARD_ACC = tuple(f"{d.upper()} discard pile" for d in DECKS)


def card(deck, gem):
    """The gem card of ``gem`` with the back of ``deck`` (both indices)."""
    return deck * 4 + gem


def gem_counts(cards):
    """Gem cards counted per gem: [sapphire, emerald, diamond, ruby]."""
    counts = [0, 0, 0, 0]
    for c in cards:
        counts[c & 3] += 1
    return counts


class GemCards:
    """Mixin for the Game: the gem-card rules (zavandor.txt, Phase 1: Income, Spell scrolls)."""

    def _shuffled(self, cards, rule_id, d):
        """Deck ``d``'s ``cards`` shuffled with the game's seeded generator under ``rule_id``, top card
        first. The generator shuffles them in the order given and the card it leaves last goes on
        top: the deal Zavandor had before its decks were kernel piles, so every seed deals as before."""
        cards = list(cards)
        self.shuffle(rule_id, cards, deck=d)
        cards.reverse()
        return cards

    def hand_gems(self, p):
        """Player ``p``'s hand counted per gem, [sapphire, emerald, diamond, ruby] (the ledger's count; on
        menus' paths: four reads, no loop)."""
        acc, held = self._acc[p], self.held
        return [held(acc, "sapphire"), held(acc, "emerald"), held(acc, "diamond"), held(acc, "ruby")]

    def bid_gems(self, p):
        """Player ``p``'s bid on the table counted per gem (the ledger's count)."""
        acc, held = self._bid_acc[p], self.held
        return [held(acc, g) for g in GEMS]

    def _draw(self, p, deck, n):
        """Draw ``n`` cards from ``deck`` into p's hand, reshuffling and falling back as printed.

        The draw is a private event: only p (and the teacher) read which gems came; the others
        read how many cards came from which deck (rule zavandor.cards.draw).
        """
        hand = HAND_PILE[p]
        while n > 0:
            d = self._source(p, deck)
            if d is None:
                self.fire("zavandor.cards.exhausted", p, missing=n)
                return
            pile = DRAW_PILE[d]
            k = min(n, self.pile_size(pile))
            self.fire("zavandor.cards.draw", p, private=True, deck=d, n=k, gems=gem_counts(self.pile(pile)[:k]))
            self.move_cards(pile, hand, k)
            n -= k
            if not self.pile_size(pile) and self.pile_size(DISCARD_PILE[d]):
                self._reshuffle(d)

    def _source(self, p, deck):
        """The deck to draw from: ``deck`` itself, else the next lower, else (from WOODEN) higher."""
        if self._ready(deck):
            return deck
        for d in range(deck - 1, -1, -1):
            if self.pile_size(DRAW_PILE[d]) or self.pile_size(DISCARD_PILE[d]):
                self.fire("zavandor.cards.fallback_lower", p, wanted=deck, used=d)
                self._ready(d)
                return d
        for d in range(deck + 1, 4):
            if self.pile_size(DRAW_PILE[d]) or self.pile_size(DISCARD_PILE[d]):
                self.fire("zavandor.cards.fallback_higher", p, wanted=deck, used=d)
                self._ready(d)
                return d
        return None

    def _ready(self, d):
        """True if deck ``d`` can be drawn from now (reshuffling its discard pile if needed)."""
        if self.pile_size(DRAW_PILE[d]):
            return True
        if self.pile_size(DISCARD_PILE[d]):
            self._reshuffle(d)
            return True
        return False

    def _reshuffle(self, d):
        """Rule zavandor.cards.reshuffle: the discard pile, shuffled, becomes the new face-down deck (the
        draw pile is empty then). Its cards are shuffled by gem, the order Zavandor always shuffled them in."""
        with self.aside():   # the draw (or search) that emptied the deck keeps its own transfers
            cards = self._shuffled(sorted(self.pile(DISCARD_PILE[d])), "zavandor.cards.reshuffle", d)
            self.move_cards(DISCARD_PILE[d], DRAW_PILE[d], cards=cards)

    def _discard(self, holder, g, n):
        """Put ``n`` cards of gem ``g`` from a holder's pile (a hand or a bid) onto their decks' discard
        piles, the lowest deck's cards first."""
        held = self.pile(holder)
        for d in range(4):
            c = d * 4 + g
            k = min(n, held.count(c))
            if k:
                self.move_cards(holder, DISCARD_PILE[d], cards=[c] * k)
                n -= k
                if not n:
                    return

    def _cards_of(self, holder, gems):
        """The cards of a holder's pile (a hand or a bid) that make ``gems`` ([sapphire, emerald, diamond,
        ruby] counts), the lowest deck's cards of each gem first."""
        held = self.pile(holder)
        cards = []
        for g, n in enumerate(gems):
            for d in range(4):
                if not n:
                    break
                k = min(n, held.count(d * 4 + g))
                cards += [d * 4 + g] * k
                n -= k
        return cards

    def _move(self, src, dst, gems):
        """Move the cards that make ``gems`` (counts per gem) from one holder's pile to another's, each card
        keeping its deck: one ledger transfer per gem, in gem order. Returns the cards moved."""
        return self.move_cards(src, dst, cards=self._cards_of(src, gems))

    def _shown(self, hand, cards):
        """Cards of a hand held out for everybody to see (a card offered in a trade): public there until
        they leave it (the kernel's ``show_cards``), so a determinized copy keeps them in that hand. Those
        of ``cards`` already public there (a card taken face up earlier) are not counted twice."""
        seen = list(self.pile_seen(hand))
        new = []
        for c in cards:
            if c in seen:
                seen.remove(c)
            else:
                new.append(c)
        if new:
            self.show_cards(hand, new)


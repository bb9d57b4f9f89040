"""What a determinized copy deals again outside the kernel's piles (``Game.determinize``): the bids other
players are building (zavandor.txt, Phase 3: Auction: each bidder chooses cards in secret).

The kernel deals the hidden gem cards again first (``redeal_hidden``; the draw piles and the others' hands
are one pool that mixes its gems, each card keeping its back, the cards everybody saw go into a hand
staying there), so a draft is dealt from the re-dealt hand.
"""

from .cards import gem_counts
from .data import HAND_PILE


class Unseen:
    """Mixin of ``Zavandor``: ``redeal_unseen`` for a search's copy of the game."""

    def redeal_unseen(self, seat, rng):
        """Each bid another player is building or has sealed (``self.sealed[q]``: gem counts) is dealt again
        from that player's re-dealt hand: every card of the hand is in it at even odds. The seat sees
        neither the gems nor the size of a draft (only whether its bidder has sealed, which stays), so
        nothing else is kept; a draft never holds more of a gem than the hand."""
        for q in sorted(self.sealed):
            if q != seat:
                self.sealed[q] = gem_counts([c for c in self.pile(HAND_PILE[q]) if rng.random() < 0.5])

"""Refusals and invariants.

``_why_<kind>(action)`` says why a move that is not on the menu is refused, as ``(message, rule id)``
of the rule that forbids it; the kernel adds the citation. ``check_invariants`` is what the
conformance suite checks after every step: card lists, markers and the ledger agree.
"""

from .cards import DISCARD_ACC, PILE_ACC, gem_counts
from .data import (
    BID_PILE,
    CARDS,
    DECK_MIX,
    DISCARD_PILE,
    DRAW_PILE,
    GEM_INDEX,
    GEMS,
    HALLS,
    HAND_PILE,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_PILE,
    RIGHT_PILE,
)
from .income import UPGRADE_MARKER
from .text import GEM_WORD, gems_text, item_name


class Checks:
    """Mixin for the Game: ``_why_<kind>`` and ``check_invariants``."""

    def _name(self, p):
        return self.players[p]

    def _why_bid(self, a):
        if self.stage != "bid":
            return "Bids are made only at the start of the Auction phase", "zavandor.auction.bid"
        g = GEM_INDEX[a.args[0]]
        if self.hand_gems(a.player)[g] <= self.sealed.get(a.player, [0] * 4)[g]:
            return (f"{self._name(a.player)} has no {GEM_WORD[g]} left in hand to bid; a bid is made only "
                    "from cards in hand", "zavandor.auction.bid")
        return None

    def _why_upgrade(self, a):
        p, item, pay = a.player, a.args[0], tuple(a.args[1:])
        if self.stage != "upgrade":
            return "Items are upgraded with gem cards only in the Upgrade phase", "zavandor.upgrade.pay"
        if item not in self._items(p):
            return f"{self._name(p)} has no {item_name(item)} to upgrade", "zavandor.upgrade.pay"
        if item in self.turn["upgraded"]:
            return (f"{item_name(item)} has already gone up one level in this Upgrade phase; each item may "
                    "rise only one level per phase", "zavandor.upgrade.pay")
        c = self._next_cost(p, item)
        if c is None:
            return f"{item_name(item)} is already fully upgraded", "zavandor.upgrade.full"
        need = self._price(c)
        if pay != tuple(need) and not self._full_of_kind(p, "fox"):
            if c.king:
                printed = f" and the slot adds {gems_text(c.gems)}" if any(c.gems) else ""
                return (f"the next slot of {item_name(item)} shows the King: the {HALLS[self.king].name} asks "
                        f"{gems_text(self._hall_cost())}{printed}, so it costs {gems_text(need)}, not "
                        f"{gems_text(pay)}", "zavandor.upgrade.king_cost")
            return (f"the next slot of {item_name(item)} costs {gems_text(need)}, not {gems_text(pay)}",
                    "zavandor.upgrade.pay")
        held = self.hand_gems(p)
        if any(h < n for h, n in zip(held, pay)):
            frozen = " (cards in a losing bid stay on the table until the end of the round)" if self.pile_size(
                BID_PILE[p]) else ""
            return (f"{self._name(p)} holds {gems_text(held)} in hand and cannot pay {gems_text(pay)}{frozen}",
                    "zavandor.auction.frozen" if frozen else "zavandor.upgrade.pay")
        return None

    def _why_claim(self, a):
        p = a.player
        if self.stage != "claim":
            return (f"there is no improvement for {self._name(p)} to take now: only a row winner who bid at "
                    f"least {self.options.improvement_bid} cards may take one", "zavandor.auction.improvement")
        discard = a.args[1]
        room = len(self.gallery[p]) < self._board(p).gallery
        if discard and room:
            return "the gallery still has a free space, so nothing needs to be discarded", \
                "zavandor.auction.gallery_full"
        if not discard and not room:
            return "the gallery is full: choose an improvement to discard first", "zavandor.auction.gallery_full"
        if discard and not CARDS[discard].removable:
            return f"{item_name(discard)} can never be removed from the gallery", "zavandor.auction.gallery_full"
        return None

    def _why_king(self, a):
        reach = " or the ".join(HALLS[h].name for h in HALLS[self.king].next) or "nowhere"
        return (f"the King moves one hall along the path: from the {HALLS[self.king].name} he can reach "
                f"the {reach}", "zavandor.auction.king")

    def _why_forgo(self, a):
        if self.stage != "forgo":
            return "cards are forgone only when income exceeds the limit", "zavandor.income.limit"
        return f"this round's income has no {a.args[0].upper()} card to forgo", "zavandor.income.limit"

    def _why_place(self, a):
        if self.stage != "place":
            return f"{self._name(a.player)} has no free Upgrade marker to place now", "zavandor.income.free_marker"
        return f"{item_name(a.args[0])} cannot take another marker", "zavandor.income.free_marker"

    def _why_read(self, a):
        cid = a.args[0]
        if CARDS[cid].kind == "hoard" and cid in self.hoards_used:
            return "Galgad's Dragon Hoard can be used only once in the game", "zavandor.income.hoard"
        if self.stage != "scroll":
            return "spell scrolls are read after everyone's income in the Income phase", "zavandor.income.scroll"
        return f"{item_name(cid)} does not offer that yield at its level", "zavandor.income.scroll"

    def _why_offer(self, a):
        if self.stage == "trade" and not self.turn["offers"][a.player]:
            return (f"{self._name(a.player)} has used all {self.options.trade_offers} trade offers of this phase",
                    "zavandor.trade.offer_limit")
        return None

    def _why_offer_accept(self, a):
        if self.stage == "offer_reply" and self.offer and a.player == self.offer["to"]:
            return (f"{self._name(a.player)} does not hold {self.offer_text('ask')} to give",
                    "zavandor.trade.accept")
        return None

    def _why_pay(self, a):
        if self.stage == "bank_pay":
            return f"{self._name(a.player)} has no {a.args[0].upper()} in hand to pay", "zavandor.trade.bank_pay"
        return None

    def _why_pile(self, a):
        if self.stage == "bank_pile":
            return (f"the {a.args[1].upper()} discard pile holds no {a.args[0].upper()}",
                    "zavandor.trade.bank_take")
        return None

    # ------------------------------------------------------------------ invariants

    def check_invariants(self):
        """Every gem pile matches the ledger, each gem card exists exactly once with its deck's back, and
        draw and discard piles hold their own deck's cards; markers match the items; every improvement
        card is in exactly one place, a space of the auction board holds one card at most."""
        gem_piles = []
        for p in range(len(self.players)):
            gem_piles += [(HAND_PILE[p], self._acc[p]), (BID_PILE[p], self._bid_acc[p])]
            draft = self.sealed.get(p, [0, 0, 0, 0])
            assert all(0 <= n <= h for n, h in zip(draft, self.hand_gems(p))), "a bid exceeds the hand"
            markers = self.family[p] + self.dragon[p] + sum(m for _, m in self.gallery[p])
            assert markers == self.held(self._acc[p], UPGRADE_MARKER), f"player {p}'s markers disagree"
            assert len(self.gallery[p]) <= self._board(p).gallery, f"player {p}'s gallery overflows"
            for item in self._items(p):
                assert 0 <= self._markers(p, item) <= self._slots(p, item), f"{item} has too many markers"
        for d in range(4):
            gem_piles += [(DRAW_PILE[d], PILE_ACC[d]), (DISCARD_PILE[d], DISCARD_ACC[d])]
            for pile in (DRAW_PILE[d], DISCARD_PILE[d]):
                assert all(c >> 2 == d for c in self.pile(pile)), f"{pile} holds a card of another deck"
        every = {}
        for pile, acc in gem_piles:
            held = gem_counts(self.pile(pile))
            assert held == [self.held(acc, g) for g in GEMS], f"{acc} holds {held} gem cards, the ledger disagrees"
            for c in self.pile(pile):
                every[c] = every.get(c, 0) + 1
        printed = {d * 4 + g: n for d, mix in enumerate(DECK_MIX) for g, n in enumerate(mix) if n}
        assert every == printed, "gem cards were lost or created"
        spaces = [*LEFT_PILE, *MIDDLE_PILE, *RIGHT_PILE, REMOVED_PILE]
        places = [c for g in self.gallery for c, _ in g] + [c for pile in spaces for c in self.pile(pile)]
        assert sorted(places) == sorted(CARDS), "an improvement card is missing or in two places"
        for row in range(4):
            assert self.pile_size(MIDDLE_PILE[row]) <= 1 and self.pile_size(RIGHT_PILE[row]) <= 1
            in_row = [c for space in (LEFT_PILE, MIDDLE_PILE, RIGHT_PILE) for c in self.pile(space[row])]
            assert all(CARDS[c].row == row for c in in_row), "an improvement card is in another gem's row"
        assert self.route[-1] == self.king, "the King's route does not end where he stands"

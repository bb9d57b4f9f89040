"""Precise reasons for refused decisions: what was wrong and which rule forbids it.

The kernel refuses any action not on the menu; ``why_illegal`` only explains the refusal. Every
message ends with the rule's title and rulebook section.
"""

from .cards import by_gem
from .data import CARDS, GEM_INDEX, HALLS
from .words import GEM_WORD, gems_text, item_name


class Checks:
    """Mixin for the Game: ``why_illegal``."""

    def why_illegal(self, a):
        explain = getattr(self, "_why_" + a.kind, None)
        try:
            reason = explain(a) if explain else None
        except (KeyError, IndexError, TypeError, ValueError):
            reason = None
        if reason is None:
            return None
        text, rule_id = reason
        r = self.RULES[rule_id]
        return f"{text} (rule: {r.title}, {r.cite})"

    def _name(self, p):
        return self.players[p]

    def _why_bid(self, a):
        if self.stage != "bid":
            return "Bids are made only at the start of the Auction phase", "zavandor.auction.bid"
        g = GEM_INDEX[a.args[0]]
        if by_gem(self.hands[a.player])[g] <= self.draft[a.player][g]:
            return (f"{self._name(a.player)} has no {GEM_WORD[g]} left in hand to bid; a bid is made only "
                    "from cards in hand", "zavandor.auction.bid")
        return None

    def _why_upgrade(self, a):
        p, item, pay = a.player, a.args[0], tuple(a.args[1:])
        if self.stage != "upgrade":
            return "Items are upgraded with gem cards only in the Upgrade phase", "zavandor.upgrade.pay"
        if item not in self._items(p):
            return f"{self._name(p)} has no {item_name(item)} to upgrade", "zavandor.upgrade.pay"
        if item in self.upgraded:
            return (f"{item_name(item)} has already gone up one level in this Upgrade phase; each item may "
                    "rise only one level per phase", "zavandor.upgrade.pay")
        c = self._next_cost(p, item)
        if c is None:
            return f"{item_name(item)} is already fully upgraded", "zavandor.upgrade.full"
        need = self._price(c)
        if pay != tuple(need) and not self._full_of_kind(p, "fox"):
            return (f"the next slot of {item_name(item)} costs {gems_text(need)}, not {gems_text(pay)}",
                    "zavandor.upgrade.king_cost" if c.king else "zavandor.upgrade.pay")
        held = by_gem(self.hands[p])
        if any(h < n for h, n in zip(held, pay)):
            frozen = " (cards in a losing bid stay on the table until the end of the round)" if any(
                self.bids[p]) else ""
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
        if self.stage == "trade" and not self.offers_left[a.player]:
            return (f"{self._name(a.player)} has used all {self.options.trade_offers} trade offers of this phase",
                    "zavandor.trade.offer_limit")
        return None

    def _why_accept(self, a):
        if self.stage == "reply" and self.offer and a.player == self.offer["to"]:
            return (f"{self._name(a.player)} does not hold {gems_text(self.offer['ask'])} to give",
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

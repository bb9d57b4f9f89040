"""Trading: with the bank at tree value, and with other players through the kernel's trade offers
(several kinds and any amounts on each side, built unit by unit, answered off turn)."""

from mining_games.core import TradeRules
from mining_games.core.components import TradeOffers

from .data import BANK_TRADES, NAMES, RESOURCES, value
from .text import describe

_BANK_MENUS = {}


class TradingMixin(TradeOffers):
    """Trading (titans.txt): stages ``trade``, ``offer_draft`` and ``offer_reply``."""

    TRADE = TradeRules(draft="titans.trading.draft", send="titans.trading.offer", accept="titans.trading.accept",
                       decline="titans.trading.decline", withdraw="titans.trading.withdraw")

    def trade_items(self, p):
        """Players trade resources (Trading)."""
        return RESOURCES

    def item_word(self, item, n):
        return f"{n} {NAMES[item]}"

    def offer_text(self, side):
        """One side of the offer in words, cheapest resource first ("1 Wood + 2 Oil"), or "nothing"."""
        return describe(self.offer[side])

    def _trade_done(self):
        """After an offer is answered or withdrawn, the player on turn goes on trading."""
        self.ask(self.current, "trade")

    def offers_left(self):
        """Offers the player on turn may still send this turn (option ``offers_per_turn``)."""
        return self.options.offers_per_turn - self.turn["offers"]

    def _menu_trade(self, p):
        acct = self.bal[self.account(p)]
        menu = list(_bank_menu(self.Action, p, acct.get("wood", 0), acct.get("oil", 0), acct.get("silicon", 0),
                               acct.get("alloy", 0)))
        if self.offers_left() > 0 and any(acct.get(r, 0) for r in RESOURCES):
            A = self.Action
            for q in range(len(self.players)):
                if q != p and any(self.held(self.account(q), r) for r in RESOURCES):
                    menu.append(A(p, "offer", (q, self.players[q])))
        menu.append(self.Action(p, "end_phase", ("Trading",)))
        return menu

    def _do_bank(self, a):
        """Trading with the bank at tree value."""
        give, get = BANK_TRADES[a.args[0]]
        p = a.player
        me = self.account(p)
        self.fire("titans.trading.bank", p, give=describe(give), get=describe(get), value=value(give))
        for r, k in give.items():
            self.transfer(r, k, me, "bank")
        for r, k in get.items():
            self.transfer(r, k, "bank", me)
        self.ask(p, "trade")

    def _do_offer(self, a):
        """The player on turn starts an offer to another player (built in ``offer_draft``)."""
        p, q = a.player, a.args[0]
        self.start_offer(p, q)
        self.fire("titans.trading.draft", p, to=self.players[q], give="nothing", get="nothing")

    def _menu_offer_draft(self, p):
        """The kernel's draft menu, without asking for a resource one gives or giving one asked for."""
        o = self.offer
        return [a for a in super()._menu_offer_draft(p)
                if not (a.kind == "offer_ask" and o["give"].get(a.args[0]))
                and not (a.kind == "offer_give" and o["ask"].get(a.args[0]))]

    def _do_offer_send(self, a):
        """The offer is sent (and counted against the offers of this turn)."""
        self.turn["offers"] += 1
        super()._do_offer_send(a)
        if self.offers_left() <= 0:
            self.fire("titans.trading.offer_limit", a.player, offers=self.turn["offers"])


def _bank_menu(action_cls, p, wood, oil, silicon, alloy):
    """The bank trades a hand can pay for (Trading), cached: only the first few units of each
    resource matter, and actions are immutable, so the same menu objects serve every turn."""
    key = (action_cls, p, min(wood, 4), min(oil, 2), min(silicon, 1), min(alloy, 1))
    menu = _BANK_MENUS.get(key)
    if menu is None:
        hand = dict(zip(RESOURCES, key[2:]))
        menu = _BANK_MENUS[key] = tuple(action_cls(p, "bank", (i,)) for i, (give, _) in enumerate(BANK_TRADES)
                                        if all(hand[r] >= k for r, k in give.items()))
    return menu

"""Trading: with the bank at tree value, and with other players through the kernel's trade offers
(several kinds and any amounts on each side, built unit by unit, answered off turn)."""

from mining_games.core import TradeRules
from mining_games.core.components import TradeOffers

from .actions import shared
from .data import BANK_TRADES, NAMES, RESOURCES, value
from .text import describe

_BANK_MENUS = {}
_TRADE_MENUS = {}   # a position's trade menu (see ``_menu_trade``)


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
        """The bank trades ``p`` can pay for, an offer to each other player holding a resource while offers
        are left this turn, and the end of the phase: the same menu for the same position (cached by the
        first few units of each resource, the players offered to and their names)."""
        holdings = self.holdings
        acct = holdings(p)
        w, o, si, al = acct.get("wood", 0), acct.get("oil", 0), acct.get("silicon", 0), acct.get("alloy", 0)
        offered = ()
        if self.turn["offers"] < self.options.offers_per_turn and (w or o or si or al):
            offered = tuple(q for q in range(len(self.players)) if q != p and _holds_any(holdings(q)))
        key = (self.Action, p, min(w, 4), min(o, 2), min(si, 1), min(al, 1), offered, self.players)
        menu = _TRADE_MENUS.get(key)
        if menu is None:
            A = self.Action
            menu = _TRADE_MENUS[key] = (*_bank_menu(A, p, w, o, si, al),
                                        *(shared(A, p, "offer", q, self.players[q]) for q in offered),
                                        shared(A, p, "end_phase", "Trading"))
        return menu

    def _do_bank(self, a):
        """Trading with the bank at tree value."""
        give, get = BANK_TRADES[a.args[0]]
        p = a.player
        me = self.account(p)
        words = _BANK_WORDS[a.args[0]]
        self.fire("titans.trading.bank", p, give=words[0], get=words[1], value=words[2])
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

    def _do_offer_send(self, a):
        """The offer is sent (and counted against the offers of this turn)."""
        self.turn["offers"] += 1
        super()._do_offer_send(a)
        if self.offers_left() <= 0:
            self.fire("titans.trading.offer_limit", a.player, offers=self.turn["offers"])


_BANK_WORDS = tuple((describe(give), describe(get), value(give)) for give, get in BANK_TRADES)


def _holds_any(acct):
    """The account holds at least one resource."""
    return bool(acct.get("wood") or acct.get("oil") or acct.get("silicon") or acct.get("alloy"))


def _bank_menu(action_cls, p, wood, oil, silicon, alloy):
    """The bank trades a hand can pay for (Trading), cached: only the first few units of each
    resource matter, and actions are immutable, so the same menu objects serve every turn."""
    key = (action_cls, p, min(wood, 4), min(oil, 2), min(silicon, 1), min(alloy, 1))
    menu = _BANK_MENUS.get(key)
    if menu is None:
        hand = dict(zip(RESOURCES, key[2:]))
        menu = _BANK_MENUS[key] = tuple(shared(action_cls, p, "bank", i) for i, (give, _) in enumerate(BANK_TRADES)
                                        if all(hand[r] >= k for r, k in give.items()))
    return menu

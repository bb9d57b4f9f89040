"""Phase 2: Trade (zavandor.txt, Phase 2: Trade).

The rulebook lets everyone trade at once; we run the phase in player order (rule
zavandor.trade.order). On their turn a player may trade with the bank (pay two cards one at a
time, then choose the gem to take) or propose trades to other players (built card by card, then
accepted or declined by the other player, a decision owed off-turn), and finally finish.
"""

from .cards import DISCARD_ACC, PILE_ACC, by_gem
from .data import DECK_INDEX, DECKS, GEM_INDEX, GEMS, HOME_DECK


class Trade:
    """Mixin for the Game: the Trade phase."""

    def _trade_begin(self):
        self.phase = "trade"
        self.phase_rule = "zavandor.trade.bank"
        order = self._order()
        self.fire("zavandor.trade.order", order[0])
        self.offers_left = [self.options.trade_offers] * len(self.players)
        self.queue = order
        self._trade_next()

    def _trade_next(self):
        if self.queue:
            self._ask(self.queue.pop(0), "trade")
        else:
            self._auction_begin()

    def _hand_size(self, p):
        return sum(self.hands[p])

    # ------------------------------------------------------------------ the trade menu

    def _menu_trade(self, p):
        A = self.Action
        menu = []
        size = self._hand_size(p)
        if size >= self.options.bank_rate:
            menu.append(A(p, "bank"))
        if self.offers_left[p] and size:
            menu.extend(A(p, "offer", (q, self.players[q])) for q in range(len(self.players)) if q != p)
        menu.append(A(p, "done_trading"))
        return menu

    def _do_done_trading(self, a):
        self.fire("zavandor.trade.done", a.player)
        self._trade_next()

    # ------------------------------------------------------------------ with the bank

    def _do_bank(self, a):
        """Rule trade.bank: start a bank trade (pay first, then choose the card)."""
        self.fire("zavandor.trade.bank", a.player, rate=self.options.bank_rate)
        self.bank_paid = 0
        self._ask(a.player, "bank_pay")

    def _menu_bank_pay(self, p):
        A = self.Action
        held = by_gem(self.hands[p])
        return [A(p, "pay", (GEMS[g],)) for g in range(4) if held[g]]

    def _do_pay(self, a):
        """Rule trade.bank_pay: one card from hand to its deck's discard pile."""
        p, g = a.player, GEM_INDEX[a.args[0]]
        hand = self.hands[p]
        d = next(d for d in range(4) if hand[d * 4 + g])
        self.fire("zavandor.trade.bank_pay", p, gem=g, deck=d)
        self._discard(hand, self._acc[p], g, 1)
        self.bank_paid += 1
        if self.bank_paid == self.options.bank_rate:
            self._ask(p, "bank_take")

    def _takeable(self, g):
        """A gem can be bought if a discard pile shows it or its home deck still holds one."""
        return any(pile[g] for pile in self.discards) or g in self.piles[HOME_DECK[g]]

    def _menu_bank_take(self, p):
        A = self.Action
        return [A(p, "want", (GEMS[g],)) for g in range(4) if self._takeable(g)]

    def _do_want(self, a):
        p, g = a.player, GEM_INDEX[a.args[0]]
        piles = [d for d in range(4) if self.discards[d][g]]
        if not piles:
            self._search(p, g)
        elif len(piles) == 1:
            self._take_discard(p, g, piles[0])
        else:
            self.want = g
            self._ask(p, "bank_pile")
            return
        self._ask(p, "trade")

    def _menu_bank_pile(self, p):
        A = self.Action
        g = self.want
        return [A(p, "pile", (GEMS[g], DECKS[d])) for d in range(4) if self.discards[d][g]]

    def _do_pile(self, a):
        self._take_discard(a.player, GEM_INDEX[a.args[0]], DECK_INDEX[a.args[1]])
        self.want = None
        self._ask(a.player, "trade")

    def _take_discard(self, p, g, d):
        """Rule trade.bank_take: the bought card comes off a discard pile."""
        self.fire("zavandor.trade.bank_take", p, gem=g, deck=d)
        self.discards[d][g] -= 1
        self.hands[p][d * 4 + g] += 1
        self.transfer(GEMS[g], 1, DISCARD_ACC[d], self._acc[p])

    def _search(self, p, g):
        """Rule trade.bank_search: turn over the home deck until the gem shows; discard the rest."""
        d = HOME_DECK[g]
        pile = self.piles[d]
        others = [0, 0, 0, 0]
        while True:
            card = pile.pop()
            if card == g:
                break
            others[card] += 1
        self.fire("zavandor.trade.bank_search", p, gem=g, deck=d, turned=sum(others) + 1, others=others)
        for o in range(4):
            if others[o]:
                self.discards[d][o] += others[o]
                self.transfer(GEMS[o], others[o], PILE_ACC[d], DISCARD_ACC[d])
        self.hands[p][d * 4 + g] += 1
        self.transfer(GEMS[g], 1, PILE_ACC[d], self._acc[p])
        if not pile and any(self.discards[d]):
            self._reshuffle(d)

    # ------------------------------------------------------------------ with other players

    def _do_offer(self, a):
        """Rule trade.offer (and trade.offer_limit): start building an offer to another player."""
        p, q = a.player, a.args[0]
        self.offers_left[p] -= 1
        self.fire("zavandor.trade.offer", p, partner=q, left=self.offers_left[p])
        if not self.offers_left[p]:
            self.fire("zavandor.trade.offer_limit", p, limit=self.options.trade_offers)
        self.offer = {"from": p, "to": q, "give": [0, 0, 0, 0], "ask": [0, 0, 0, 0]}
        self._ask(p, "offer")

    def _menu_offer(self, p):
        A = self.Action
        offer = self.offer
        size = self.options.offer_size
        held = by_gem(self.hands[p])
        give, ask = offer["give"], offer["ask"]
        menu = []
        if sum(give) < size:
            menu.extend(A(p, "give", (GEMS[g],)) for g in range(4) if held[g] > give[g])
        if sum(ask) < size:
            menu.extend(A(p, "ask", (GEMS[g],)) for g in range(4))
        if any(give) and any(ask):
            menu.append(A(p, "send"))
        menu.append(A(p, "withdraw"))
        return menu

    def _do_give(self, a):
        g = GEM_INDEX[a.args[0]]
        self.fire("zavandor.trade.offer_card", a.player, side="give", gem=g)
        self.offer["give"][g] += 1

    def _do_ask(self, a):
        g = GEM_INDEX[a.args[0]]
        self.fire("zavandor.trade.offer_card", a.player, side="ask", gem=g)
        self.offer["ask"][g] += 1

    def _do_send(self, a):
        o = self.offer
        self.fire("zavandor.trade.send", a.player, partner=o["to"], give=list(o["give"]), ask=list(o["ask"]))
        self._ask(o["to"], "reply")

    def _do_withdraw(self, a):
        self.fire("zavandor.trade.withdraw", a.player)
        self.offer = None
        self._ask(a.player, "trade")

    def _menu_reply(self, q):
        A = self.Action
        held = by_gem(self.hands[q])
        menu = [A(q, "decline")]
        if all(h >= n for h, n in zip(held, self.offer["ask"])):
            menu.insert(0, A(q, "accept"))
        return menu

    def _do_accept(self, a):
        """Rule trade.accept: the cards change hands, each keeping the deck it came from."""
        o = self.offer
        p, q = o["from"], o["to"]
        self.fire("zavandor.trade.accept", q, give=list(o["give"]), ask=list(o["ask"]))
        for g in range(4):
            self._move(self.hands[p], self._acc[p], self.hands[q], self._acc[q], g, o["give"][g])
            self._move(self.hands[q], self._acc[q], self.hands[p], self._acc[p], g, o["ask"][g])
        self.offer = None
        self._ask(p, "trade")

    def _do_decline(self, a):
        self.fire("zavandor.trade.decline", a.player)
        p = self.offer["from"]
        self.offer = None
        self._ask(p, "trade")

"""Phase 2: Trade (zavandor.txt, Phase 2: Trade).

The rulebook lets everyone trade at once; we run the phase in player order (rule
zavandor.trade.order). On their turn a player may trade with the bank (pay two cards one at a
time, then choose the gem to take) or propose trades to other players (the kernel's
``TradeOffers``: built card by card, then accepted or declined by the other player, a decision owed
off turn), and finally finish.
"""

from mining_games.core.components import TradeOffers, TradeRules

from .cards import DISCARD_ACC, PILE_ACC, card, gem_counts
from .data import DECK_INDEX, DECKS, DISCARD_PILE, DRAW_PILE, GEM_INDEX, GEMS, HAND_PILE, HOME_DECK
from .text import GEM_WORD


class Trade(TradeOffers):
    """Mixin for the Game: the Trade phase."""

    TRADE = TradeRules(draft="zavandor.trade.offer_card", send="zavandor.trade.send",
                       accept="zavandor.trade.accept", decline="zavandor.trade.decline",
                       withdraw="zavandor.trade.withdraw")

    def _step_trade_phase(self):
        """Rule trade.order: each player trades in turn, from the starting player; then the Auction."""
        self.enter_phase("Trade")
        order = self._order()
        self.fire("zavandor.trade.order", order[0])
        self.turn = {"offers": [self.options.trade_offers] * len(self.players)}
        for p in order:
            self.then("trade_turn", p)
        self.then("auction_phase")

    def _step_trade_turn(self, p):
        self.ask(p, "trade")

    def _hand_size(self, p):
        return self.pile_size(HAND_PILE[p])

    # ------------------------------------------------------------------ the trade menu

    def _menu_trade(self, p):
        act = self._act
        menu = []
        size = self._hand_size(p)
        if size >= self.options.bank_rate:
            menu.append(act(p, "bank"))
        if self.turn["offers"][p] and size:
            menu.extend(act(p, "offer", q, self.players[q]) for q in range(len(self.players)) if q != p)
        menu.append(act(p, "done_trading"))
        return menu

    def _do_done_trading(self, a):
        """Rule trade.done: the next player trades."""
        self.fire("zavandor.trade.done", a.player)

    # ------------------------------------------------------------------ with the bank

    def _do_bank(self, a):
        """Rule trade.bank: start a bank trade (pay first, then choose the card)."""
        self.fire("zavandor.trade.bank", a.player, rate=self.options.bank_rate)
        self.turn["paid"] = 0
        self.ask(a.player, "bank_pay")

    def _menu_bank_pay(self, p):
        acc = self._acc[p]
        return [a for a, g in zip(self._gem_acts(p, "pay"), GEMS) if self.held(acc, g)]

    def _do_pay(self, a):
        """Rule trade.bank_pay: one card from hand to its deck's discard pile."""
        p, g = a.player, GEM_INDEX[a.args[0]]
        d = min(c for c in self.pile(HAND_PILE[p]) if c % 4 == g) // 4   # the lowest deck's card
        self.fire("zavandor.trade.bank_pay", p, gem=g, deck=d)
        self._discard(HAND_PILE[p], g, 1)
        self.turn["paid"] += 1
        self.ask(p, "bank_take" if self.turn["paid"] == self.options.bank_rate else "bank_pay")

    def _takeable(self, g):
        """A gem can be bought if a discard pile shows it or its home deck still holds one (the ledger's
        counts of those piles)."""
        gem = GEMS[g]
        return any(self.held(acc, gem) for acc in DISCARD_ACC) or self.held(PILE_ACC[HOME_DECK[g]], gem) > 0

    def _menu_bank_take(self, p):
        A = self._act
        return [A(p, "want", GEMS[g]) for g in range(4) if self._takeable(g)]

    def _do_want(self, a):
        """Rules trade.bank_take / trade.bank_search: the chosen gem from a discard pile or its home deck."""
        p, g = a.player, GEM_INDEX[a.args[0]]
        piles = [d for d in range(4) if self.held(DISCARD_ACC[d], a.args[0])]
        if not piles:
            self._search(p, g)
        elif len(piles) == 1:
            self._take_discard(p, g, piles[0])
        else:
            self.turn["want"] = g
            self.ask(p, "bank_pile")
            return
        self.ask(p, "trade")

    def _menu_bank_pile(self, p):
        A = self._act
        gem = GEMS[self.turn["want"]]
        return [A(p, "pile", gem, DECKS[d]) for d in range(4) if self.held(DISCARD_ACC[d], gem)]

    def _do_pile(self, a):
        self._take_discard(a.player, GEM_INDEX[a.args[0]], DECK_INDEX[a.args[1]])
        self.turn["want"] = None
        self.ask(a.player, "trade")

    def _take_discard(self, p, g, d):
        """Rule trade.bank_take: the bought card comes off a discard pile."""
        self.fire("zavandor.trade.bank_take", p, gem=g, deck=d)
        self.move_cards(DISCARD_PILE[d], HAND_PILE[p], cards=[card(d, g)])
        self.show_cards(HAND_PILE[p], [card(d, g)])   # taken face up: everybody saw it go into the hand

    def _search(self, p, g):
        """Rule trade.bank_search: turn over the home deck until the gem shows; discard the rest."""
        d = HOME_DECK[g]
        pile = DRAW_PILE[d]
        above = self.pile(pile).index(card(d, g))   # the cards turned over before the gem shows
        self.fire("zavandor.trade.bank_search", p, gem=g, deck=d, turned=above + 1,
                  others=gem_counts(self.pile(pile)[:above]))
        self.move_cards(pile, DISCARD_PILE[d], above)
        self.show_cards(HAND_PILE[p], self.move_cards(pile, HAND_PILE[p]))   # turned over: everybody saw it
        if not self.pile_size(pile) and self.pile_size(DISCARD_PILE[d]):
            self._reshuffle(d)   # fired aside: the search keeps its transfers

    # ------------------------------------------------------------------ with other players

    def _do_offer(self, a):
        """Rule trade.offer (and trade.offer_limit): start building an offer to another player."""
        p, q = a.player, a.args[0]
        left = self.turn["offers"]
        left[p] -= 1
        self.fire("zavandor.trade.offer", p, partner=q, left=left[p])
        if not left[p]:
            self.fire("zavandor.trade.offer_limit", p, limit=self.options.trade_offers)
        self.start_offer(p, q)

    def trade_items(self, p):
        """The kernel's ``TradeOffers``: only gem cards are traded (never improvements or points)."""
        return GEMS

    def item_word(self, item, n):
        return f"{n} {GEM_WORD[GEM_INDEX[item]]}"

    def _trade_done(self):
        """After an offer is accepted, declined or withdrawn, its maker goes on trading."""
        self.ask(self.turn["maker"], "trade")

    def start_offer(self, p, q):
        self.turn["maker"] = p
        super().start_offer(p, q)

    def _menu_offer_draft(self, p):
        """Build the offer: give a gem from hand, ask for any gem (the partner's hand is hidden, so every
        gem may be asked for), at most ``offer_size`` cards a side; send once both sides hold a card."""
        o, size = self.offer, self.options.offer_size
        give, ask = o["give"], o["ask"]
        menu = []
        given, asked = sum(give.values()), sum(ask.values())
        if given < size:
            acc = self._acc[p]
            menu += [a for a, g in zip(self._gem_acts(p, "offer_give"), GEMS) if self.held(acc, g) > give.get(g, 0)]
        if asked < size:
            menu += self._gem_acts(p, "offer_ask")
        if given and asked:
            menu.append(self._act(p, "offer_send"))
        menu.append(self._act(p, "offer_withdraw"))
        return menu

    def _offer_add(self, a, side):
        """Rule trade.offer_card: one more card on a side of the offer (the kernel's ``TradeOffers``, with
        the sides kept as facts and put into words only when read)."""
        o = self.offer
        g = a.args[0]
        o[side][g] = o[side].get(g, 0) + 1
        self.fire(self.TRADE.draft, a.player, to=self.players[o["to"]], give=dict(o["give"]), get=dict(o["ask"]))
        if side == "give":   # a card offered is held out: everybody sees it (it stays in the hand until traded)
            hand = HAND_PILE[a.player]
            self._shown(hand, self._cards_of(hand, [o["give"].get(gem, 0) for gem in GEMS]))
        self.ask(a.player, self.TRADE.draft_stage)

    def _do_offer_accept(self, a):
        """Rule trade.accept: the cards change hands, each keeping the deck it came from."""
        o = self.offer
        p, q = o["from"], o["to"]
        self.fire(self.TRADE.accept, q, frm=self.players[p], give=self.offer_text("give"), get=self.offer_text("ask"))
        for g, gem in enumerate(GEMS):   # gem by gem, what is given and then what is asked
            one = [0, 0, 0, 0]
            one[g] = o["give"].get(gem, 0)
            self.show_cards(HAND_PILE[q], self._move(HAND_PILE[p], HAND_PILE[q], one))   # traded face up
            one[g] = o["ask"].get(gem, 0)
            self.show_cards(HAND_PILE[p], self._move(HAND_PILE[q], HAND_PILE[p], one))
        self.offer = None
        self._trade_done()

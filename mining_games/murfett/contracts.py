"""Contracts: turning one up on an inner contract square (phase Landing), accepting or refusing it,
and the Metal Sale at the End of Period (one unit per running contract at the Cash Flow Indicator's
income), and completing a contract."""

from .actions import ACTIONS
from .data import CONTRACT, CONTRACT_PILE, LEASE, METALS


class Contracts:
    """Mixin: contract squares, End of Period sales, completed contracts."""

    # ------------------------------------------------------------------ contract squares

    def _land_contract(self, p):
        """Inner Circuit: a player on a contract square may turn up the top card of any pile."""
        if any(self.pile_size(CONTRACT_PILE[m]) for m in METALS):
            self.ask(p, "contract")
        else:
            self.fire("murfett.contract.none_left", p)

    def _menu_contract(self, p):
        menu = [ACTIONS[p, "draw", (m,)] for m in METALS if self.pile_size(CONTRACT_PILE[m])]
        menu.append(ACTIONS[p, "skip", ()])
        return menu

    def _do_skip(self, a):
        self.fire("murfett.contract.skip", a.player)

    def _do_draw(self, a):
        """Turn up the top contract of a pile (face up on its pile until it is taken or put back); it can be
        accepted only from a single lease that holds enough units (units of different leases are never
        combined)."""
        p, metal = a.player, a.args[0]
        card = self.pile(CONTRACT_PILE[metal])[0]
        size = CONTRACT[card].size
        self.fire("murfett.contract.draw", p, metal=metal, card=card, size=size)
        self.turn_pile(CONTRACT_PILE[metal], "top")
        self.revealed = card
        if self._offer_leases(p):
            self.ask(p, "offer")
        else:
            self.fire("murfett.contract.cannot_meet", p, metal=metal, card=card, size=size)
            self._to_bottom(card)

    def _offer_leases(self, p):
        """The player's leases of the revealed contract's metal that alone hold enough units."""
        c = CONTRACT[self.revealed]
        return [code for code in self.leases_of(p) if LEASE[code].metal == c.metal and self.reserves(code) >= c.size]

    def _menu_offer(self, p):
        card = self.revealed
        menu = [ACTIONS[p, "accept", (card, code)] for code in self._offer_leases(p)]
        menu.append(ACTIONS[p, "refuse", (card,)])
        return menu

    def _to_bottom(self, card):
        """The card turned up goes face down under its pile."""
        pile = CONTRACT_PILE[CONTRACT[card].metal]
        self.stack_cards(pile, [card], bottom=True)
        self.turn_pile(pile, "down")
        self.revealed = None

    def _do_refuse(self, a):
        """A contract may be refused even when it could be met; it goes back under its pile."""
        p, card = a.player, a.args[0]
        self.fire("murfett.contract.refuse", p, metal=CONTRACT[card].metal, card=card)
        self._to_bottom(card)

    def _do_accept(self, a):
        """Accept: the card goes beside the lease and the contract's units are set aside from it."""
        p, card, code = a.player, *a.args
        c = CONTRACT[card]
        self.fire("murfett.contract.accept", p, metal=c.metal, card=card, size=c.size, lease=code)
        self.take_cards(CONTRACT_PILE[c.metal], dst=self.account(p), cards=[card])
        self.transfer(c.metal, c.size, "lease." + code, "contract." + card)
        self.turn_pile(CONTRACT_PILE[c.metal], "down")
        self.running[card] = code
        self.revealed = None

    # ------------------------------------------------------------------ sales at the End of Period

    def _step_period(self):
        """Metal Sale - Income: after the move, sell one unit per running contract (then loan
        interest), before the square takes effect."""
        self.enter_phase("End of Period")
        p = self.current
        cards = self.contracts_of(p)
        self.fire("murfett.board.end_of_period", p, contracts=len(cards))
        if self.held(self.account(p), "loan") < 0:
            self.first("interest")
        for card in reversed(cards):
            self.first("sell", card)

    def _step_sell(self, card):
        """Metal Sale - Income: one unit back to the bank at today's income, paid to the player or,
        when the income is negative, paid by the player. A contract sold with its lease in an
        auction earlier in this turn now belongs to the buyer and is skipped here."""
        self.enter_phase("End of Period")
        p = self.current
        code = self.running.get(card)
        if code is None or self.owner[code] != p:
            return
        metal = CONTRACT[card].metal
        price = self.price(metal)
        account = "contract." + card
        left = self.held(account, metal) - 1
        self.fire("murfett.sale.income" if price >= 0 else "murfett.sale.loss", p, metal=metal, card=card,
                  lease=code, price=price, left=left)
        self.transfer(metal, 1, account, "supply")
        if price > 0:
            self.transfer("money", price, "bank", self.account(p))
        elif price < 0:
            self._pay_or_owe(p, -price)
        if left == 0:
            self._complete(p, card)

    def _complete(self, p, card):
        """A finished contract goes face up to the bank and out of the game."""
        self.fire("murfett.contract.complete", p, metal=CONTRACT[card].metal, card=card, lease=self.running[card])
        self.transfer("contracts", 1, self.account(p), "expired")
        del self.running[card]
        self.expired.append(card)

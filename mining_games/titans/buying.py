"""Buying: at most one face-up Technology card at the end of a turn; the row is refilled."""

from .actions import shared
from .data import TECHNOLOGY
from .text import describe


class BuyingMixin:
    """Buying (titans.txt): stage ``buy``. Either move ends the turn (``next_step`` follows)."""

    def _menu_buy(self, p):
        A = self.Action
        menu = [shared(A, p, "buy", c) for c in self.pile("tech.row") if self.can_pay(p, TECHNOLOGY[c][1])]
        menu.append(shared(A, p, "end_turn"))
        return menu

    def _do_buy(self, a):
        """Buying: pay the card's cost, score its points; the next card of the deck is turned up."""
        p, card = a.player, a.args[0]
        name, cost, vp = TECHNOLOGY[card]
        me = self.account(p)
        self.fire("titans.buying.technology", p, card=name, cost=describe(cost), vp=vp)
        self._pay(p, cost)
        self.take_cards("tech.row", dst=me, cards=[card])
        self.transfer("vp", vp, "bank", me)
        self.tech_owned[p].append(card)
        if self.pile_size("tech"):
            self._turn_up_technology("titans.buying.refill")

    def _turn_up_technology(self, rule):
        """The top card of the Technology deck is laid face up at the end of the row, under ``rule``."""
        ev = self.fire(rule)
        card = self.move_cards("tech", "tech.row", to_bottom=True)[0]
        name, cost, vp = TECHNOLOGY[card]
        ev.facts.update(card=name, cost=describe(cost), vp=vp)

    def _do_end_turn(self, a):
        """The player skips Buying, which ends the turn."""
        self.fire("titans.turn.skip", a.player, phase_name="Buying")

"""What a player is asked, for the stages whose prompt depends on the position (mixin ``Prompts``);
fixed prompts are written in ``game.STAGES``."""

from mining_games.core.words import count, join_words

from .data import COLOURS, CONTRACT, LEASE, METAL_NAMES
from .text import contract_name, units, usd


class Prompts:
    """Mixin: ``_prompt_<stage>(p)``."""

    def _prompt_start_square(self, p):
        side = self.scratch["start_side"]
        return f"Choose your starting square, {side} to {side + 7}."

    def _prompt_roll(self, p):
        return (f"You are on square {self.square[p]} of the {self.circuit[p]} circuit: roll here, or change "
                f"circuit and roll.")

    def _prompt_lease(self, p):
        colour = self.square_colour(p)
        return (f"Buy or Drill {colour} ({COLOURS[colour]}) square, with {usd(self.money(p))} in hand: buy a "
                f"lease, explore one of yours, or pass.")

    def _prompt_offer(self, p):
        c = CONTRACT[self.revealed]
        return (f"The contract is for {c.size} units of {METAL_NAMES[c.metal]} at today's income of "
                f"{usd(self.price(c.metal))} a unit: accept it from one of your leases, or refuse it.")

    def _prompt_raise(self, p):
        t = self.trouble
        return (f"You owe {usd(t['owed'])} and have {usd(self.money(p))}: choose a lease to auction"
                + (" or borrow." if self.options.loans else "."))

    def _prompt_bid(self, p):
        a = self.auction
        lead = f"{usd(a['bid'])} by {self.players[a['leader']]}" if a["leader"] is not None else "no bid yet"
        code = a["lease"]
        metal = LEASE[code].metal
        goes = [units(self.reserves(code), metal)]
        for card in self.contracts_on(code):
            goes.append(f"the {contract_name(card)}, {count(self.held('contract.' + card, metal), 'unit')} "
                        f"still to deliver")
        return (f"{self.players[a['seller']]} is auctioning lease {code}; with it go {join_words(goes)}. "
                f"High bid: {lead}. Raise or drop out.")

"""What a player is asked (prompts) and why a move is refused (IllegalAction messages naming the rule)."""

from .data import BID_STEPS, COLOURS, CONTRACT, LEASE, METAL_NAMES, METALS
from .rules import usd


class WordsMixin:
    # ------------------------------------------------------------------ prompts

    def _prompt(self, p):
        ask = self.asking
        if ask == "start_side":
            return "Choose where on the outer circuit to start: which side of the board?"
        if ask == "start_square":
            return f"Choose your starting square, {self.start_side} to {self.start_side + 7}."
        if ask == "roll":
            c = self.circuit[p]
            return f"You are on square {self.square[p]} of the {c} circuit: roll here, or change circuit and roll."
        if ask == "lease":
            colour = self.square_colour(p)
            return (f"Buy or Drill {colour} ({COLOURS[colour]}) square, with "
                    f"{usd(self.money(p))} in hand: buy a lease, explore one of yours, or pass.")
        if ask == "contract":
            return "Contract square: turn up the top card of a contract pile, or take none."
        if ask == "offer":
            c = CONTRACT[self.revealed]
            return (f"The contract is for {c.size} units of {METAL_NAMES[c.metal]} at today's income of "
                    f"{usd(self.price(c.metal))} a unit: accept it from one of your leases, or refuse it.")
        if ask == "forfeit":
            return "Forfeit Lease: choose which of your least valuable leases to hand back."
        if ask == "raise":
            t = self.trouble
            return (f"You owe {usd(t['owed'])} and have {usd(self.money(p))}: choose a lease to auction"
                    + (" or borrow." if self.options.loans else "."))
        if ask == "bid":
            a = self.auction
            lead = f"{usd(a['bid'])} by {self.players[a['leader']]}" if a["leader"] is not None else "no bid yet"
            return (f"{self.players[a['seller']]} is auctioning lease {a['lease']} "
                    f"({self.reserves(a['lease'])} units of {METAL_NAMES[LEASE[a['lease']].metal]}); high bid: "
                    f"{lead}. Raise or drop out.")
        return ""

    # ------------------------------------------------------------------ illegal moves

    def _ref(self, rule_id):
        r = self.RULES[rule_id]
        return f" (rule: {r.title}, {r.cite})"

    def why_illegal(self, a):
        """Say precisely what is wrong with an action that is not on the menu, naming the rule."""
        kind, p, args = a.kind, a.player, a.args
        name = self.players[p]
        ask = self.asking
        if kind in ("roll", "switch") and ask != "roll":
            if p == self.current and ask in ("lease", "contract", "offer", "forfeit"):
                return (f"{name} has already rolled this turn; a circuit can only be changed before the dice "
                        f"are thrown" + self._ref("murfett.board.switch"))
            return f"{name} is not about to roll now" + self._ref("murfett.board.move")
        if kind == "switch" and args and args[0] == self.circuit[p]:
            return f"{name} is already on the {args[0]} circuit" + self._ref("murfett.board.switch")
        if kind in ("buy", "explore") and len(args) == 2 and args[0] in LEASE:
            return self._why_lease(p, kind, *args)
        if kind == "accept" and ask == "offer" and len(args) == 2 and args[1] in LEASE:
            return self._why_accept(p, *args)
        if kind == "draw" and ask == "contract" and args and args[0] in METALS:
            return f"The {METAL_NAMES[args[0]]} contract pile is empty" + self._ref("murfett.contract.draw")
        if kind == "bid" and ask == "bid" and args:
            high = self.auction["bid"]
            allowed = [high + s for s in BID_STEPS]
            if args[0] in allowed:
                return (f"{name} has only {usd(self.money(p))}, not the {usd(args[0])} bid"
                        + self._ref("murfett.trouble.bid"))
            return (f"A bid must raise the high bid of {usd(high)} to one of "
                    f"{', '.join(usd(x) for x in allowed)}" + self._ref("murfett.trouble.bid"))
        if kind == "sell" and ask != "raise":
            return (f"{name} is not in money trouble; leases are sold for cash only to pay a debt"
                    + self._ref("murfett.trouble.auction"))
        if kind == "borrow":
            if not self.options.loans:
                return "The bank gives no loans in this game" + self._ref("murfett.trouble.short")
            return f"{name} may borrow only the shortfall, within the loan limit" + self._ref("murfett.loan.borrow")
        return None

    def _why_lease(self, p, kind, code, amount):
        name = self.players[p]
        lease = LEASE[code]
        rule = "murfett.lease.buy" if kind == "buy" else "murfett.lease.explore"
        if self.asking != "lease" or p not in self.to_act:
            return f"{name} is not on a Buy or Drill square" + self._ref(rule)
        colour = self.square_colour(p)
        if lease.colour != colour:
            return (f"Lease {code} is {COLOURS[lease.colour]}; this square is {COLOURS[colour]}"
                    + self._ref(rule))
        owner = self.owner[code]
        price = self.options.lease_price if kind == "buy" else self.options.exploration_cost
        if kind == "buy" and owner is not None:
            return f"Lease {code} already belongs to {self.players[owner]}" + self._ref(rule)
        if kind == "explore" and owner != p:
            return f"{name} does not own lease {code} and so cannot explore it" + self._ref(rule)
        if amount != price:
            return f"This costs {usd(price)}, not {usd(amount)}" + self._ref(rule)
        return f"{name} has {usd(self.money(p))}, less than the {usd(price)} needed" + self._ref(rule)

    def _why_accept(self, p, card, code):
        name = self.players[p]
        rule = self._ref("murfett.contract.accept")
        if card != self.revealed:
            return f"The contract turned up is not {card}" + rule
        c = CONTRACT[card]
        if self.owner[code] != p:
            return f"{name} does not own lease {code}" + rule
        if LEASE[code].metal != c.metal:
            return f"Lease {code} holds {METAL_NAMES[LEASE[code].metal]}, not {METAL_NAMES[c.metal]}" + rule
        return (f"Lease {code} holds only {self.reserves(code)} free units; the contract needs {c.size}, and units "
                f"of different leases may not be combined" + rule)

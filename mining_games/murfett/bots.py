"""Heuristic bots for The Mining Board Game, with different attitudes to risk.

Both read only ``game.view(player)`` and ``game.legal_actions(player)``:

- ``ProspectorBot`` takes risks: buys leases freely, explores down to its last few million, takes
  any contract that does not lose money today, bids up to a lease's full value and borrows when it
  may.
- ``ContractorBot`` is cautious: holds few leases, keeps a cash cushion before exploring, takes a
  contract only when today's income leaves a clear margin, bids at a discount and never borrows.
"""

import random

from .data import CONTRACT, CONTRACTS, LEASE, METALS, expected_units


class _Seen:
    """What a player can see, read from ``game.view(player)``."""

    def __init__(self, game, p):
        v = game.view(p)
        self.p = p
        self.ledger = v["ledger"]
        self.state = v["state"]
        self.prices = {t[6:]: x for t, x in v["tracks"].items()}
        self.money = self.holding(f"p{p}", "money")
        self.mine = [c for c, q in self.state["owner"].items() if q == p]

    def holding(self, account, item):
        return self.ledger.get(account, {}).get(item, 0)

    def reserves(self, code):
        return self.holding("lease." + code, LEASE[code].metal)

    def value(self, code):
        """A lease's worth today: reserves at today's income (never below zero), plus what its
        running contracts still have to deliver."""
        metal = LEASE[code].metal
        price = self.prices[metal]
        worth = self.reserves(code) * max(price, 0)
        for card, lease in self.state["running"].items():
            if lease == code:
                worth += self.holding("contract." + card, metal) * price
        return worth

    def best_reserves(self, metal):
        return max([self.reserves(c) for c in self.mine if LEASE[c].metal == metal], default=0)

    def sizes_left(self, metal):
        """Sizes of the contracts of a metal that may still be turned up (used and running cards
        lie face up; the rest are in the pile or set aside unseen)."""
        if not self.state["contract_piles"][metal]:
            return []
        seen = set(self.state["expired"]) | set(self.state["running"])
        return [c.size for c in CONTRACTS if c.metal == metal and c.card not in seen]

    def smallest_left(self, metal):
        return min(self.sizes_left(metal), default=None)

    def worth_exploring(self, code):
        """More units are wanted on a lease while a contract it cannot yet meet may still come up."""
        return self.reserves(code) < max(self.sizes_left(LEASE[code].metal), default=0)

    def can_meet(self, metal):
        need = self.smallest_left(metal)
        return need is not None and self.best_reserves(metal) >= need


class HeuristicBot:
    """A rule-of-thumb player; subclasses set the attitude to risk."""

    name = "heuristic"
    description = ""
    cushion = 0           # cash kept back when exploring or buying ($M)
    max_leases = 4        # leases it is willing to hold
    min_margin = 0        # lowest income per unit at which it takes a contract
    bid_share = 1.0       # share of a lease's value it will bid
    borrows = False

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        menu = game.legal_actions(player)
        if len(menu) == 1:
            return menu[0]
        seen = _Seen(game, player)
        pick = getattr(self, "_" + menu[0].kind, None)
        choice = pick(seen, menu) if pick else None
        return choice if choice is not None else self.rng.choice(menu)

    @staticmethod
    def _first(menu, kind):
        return next((a for a in menu if a.kind == kind), None)

    # ------------------------------------------------------------------ the turn

    def _roll(self, seen, menu):
        """Head for the inner circuit once a lease can meet the smallest contract, else explore."""
        want = "inner" if any(seen.can_meet(m) and seen.prices[m] >= self.min_margin for m in METALS) else "outer"
        here = seen.state["circuit"][seen.p]
        return self._first(menu, "roll" if here == want else "switch")

    def _buy(self, seen, menu):
        return self._lease_square(seen, menu)

    _explore = _buy

    def _lease_square(self, seen, menu):
        """Explore the lease whose metal pays most per exploration, or buy one, within the cushion."""
        def payoff(code):
            metal = LEASE[code].metal
            return expected_units(metal) * seen.prices[metal]

        explores = [a for a in menu if a.kind == "explore" and seen.money - a.args[1] >= self.cushion
                    and seen.worth_exploring(a.args[0]) and payoff(a.args[0]) > a.args[1]]
        if explores:
            return max(explores, key=lambda a: payoff(a.args[0]))
        buys = [a for a in menu if a.kind == "buy" and seen.money - a.args[1] >= self.cushion
                and seen.worth_exploring(a.args[0])]
        useful = [c for c in seen.mine if seen.sizes_left(LEASE[c].metal)]
        if buys and len(useful) < self.max_leases:
            return max(buys, key=lambda a: payoff(a.args[0]))
        return self._first(menu, "pass")

    def _draw(self, seen, menu):
        """Turn up a contract of the metal it holds most of, if that is enough for a contract."""
        draws = [a for a in menu if a.kind == "draw" and seen.can_meet(a.args[0])
                 and seen.prices[a.args[0]] >= self.min_margin]
        if draws:
            return max(draws, key=lambda a: seen.best_reserves(a.args[0]))
        return self._first(menu, "skip")

    def _accept(self, seen, menu):
        card = menu[0].args[0]
        if seen.prices[CONTRACT[card].metal] < self.min_margin:
            return self._first(menu, "refuse")
        accepts = [a for a in menu if a.kind == "accept"]
        return max(accepts, key=lambda a: seen.reserves(a.args[1]))

    def _forfeit(self, seen, menu):
        return min(menu, key=lambda a: seen.reserves(a.args[0]))

    # ------------------------------------------------------------------ money trouble

    def _sell(self, seen, menu):
        borrow = self._first(menu, "borrow")
        if borrow is not None and self.borrows:
            return borrow
        sells = [a for a in menu if a.kind == "sell"]
        if not sells:
            return borrow
        return min(sells, key=lambda a: seen.value(a.args[0]))

    _borrow = _sell

    def _bid(self, seen, menu):
        """Raise by the smallest step while the price stays under its share of the lease's value."""
        lease = seen.state["auction"]["lease"]
        worth = self.bid_share * (seen.value(lease) + 1)
        bids = [a for a in menu if a.kind == "bid" and a.args[0] <= worth and seen.money - a.args[0] >= self.cushion]
        if bids:
            return min(bids, key=lambda a: a.args[0])
        return self._first(menu, "drop")

    _drop = _bid

    def _start_side(self, seen, menu):
        return self.rng.choice(menu)

    _start_square = _start_side


class ProspectorBot(HeuristicBot):
    name = "prospector"
    description = "takes risks: explores hard, holds many leases, takes any paying contract, borrows"
    cushion = 1
    max_leases = 4
    min_margin = 1
    bid_share = 1.0
    borrows = True


class ContractorBot(HeuristicBot):
    name = "contractor"
    description = "plays safe: keeps a cash cushion, few leases, contracts only with a clear margin"
    cushion = 8
    max_leases = 2
    min_margin = 2
    bid_share = 0.5
    borrows = False

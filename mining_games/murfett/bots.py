"""Heuristic bots for The Mining Board Game, with different attitudes to risk.

Both read only ``game.seat(player)`` (the player's view with ledger accessors) and
``game.legal_actions(player)``:

- ``ProspectorBot`` takes risks: buys leases freely, explores down to its last few million, takes
  any contract that does not lose money today, bids up to a lease's full value and borrows when it
  may.
- ``ContractorBot`` is cautious: holds few leases, keeps a cash cushion before exploring, takes a
  contract only when today's income leaves a clear margin, bids at a discount and never borrows.
"""

import random

from .data import CONTRACT, CONTRACT_PILE, CONTRACTS, LEASE, METALS, expected_units


def seat_of(game, p):
    """Seat ``p``'s view with accessors (``game.seat(p)``)."""
    return game.seat(p)


def prices(seat):
    """Today's income per unit of each metal, from the Cash Flow Indicator's tracks."""
    return {t[6:]: x for t, x in seat.tracks.items()}


def mine(seat):
    """The leases this seat holds."""
    return [c for c, q in seat.state["owner"].items() if q == seat.me]


def reserves(seat, code):
    return seat.held("lease." + code, LEASE[code].metal)


def value(seat, code):
    """A lease's worth today: reserves at today's income (never below zero), plus what its
    running contracts still have to deliver."""
    metal = LEASE[code].metal
    price = prices(seat)[metal]
    worth = reserves(seat, code) * max(price, 0)
    for card, lease in seat.state["running"].items():
        if lease == code:
            worth += seat.held("contract." + card, metal) * price
    return worth


def best_reserves(seat, metal):
    return max([reserves(seat, c) for c in mine(seat) if LEASE[c].metal == metal], default=0)


def sizes_left(seat, metal):
    """Sizes of the contracts of a metal that may still be turned up (used and running cards
    lie face up; the rest are in the pile or set aside unseen)."""
    if not seat.pile_size(CONTRACT_PILE[metal]):
        return []
    seen = set(seat.state["expired"]) | set(seat.state["running"])
    return [c.size for c in CONTRACTS if c.metal == metal and c.card not in seen]


def worth_exploring(seat, code):
    """More units are wanted on a lease while a contract it cannot yet meet may still come up."""
    return reserves(seat, code) < max(sizes_left(seat, LEASE[code].metal), default=0)


def needed(seat, metal):
    """Units a lease needs to be sure of meeting some card of the pile: the pile holds ``n`` of the
    sizes not yet seen (some may have been set aside unseen), so its smallest card is at most the
    ``n``-th largest of them. With every card in play this is the smallest size left."""
    sizes = sorted(sizes_left(seat, metal))
    if not sizes:
        return None
    n = seat.pile_size(CONTRACT_PILE[metal])
    return sizes[-n] if 0 < n <= len(sizes) else sizes[0]


def can_meet(seat, metal):
    need = needed(seat, metal)
    return need is not None and best_reserves(seat, metal) >= need


class HeuristicBot:
    """A rule-of-thumb player; subclasses set the attitude to risk."""

    name = "heuristic"
    description = ""
    cushion = 0           # cash kept back when exploring or buying while contracts run ($M)
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
        seat = seat_of(game, player)
        pick = getattr(self, "_" + menu[0].kind, None)
        choice = pick(seat, menu) if pick else None
        return choice if choice is not None else self.rng.choice(menu)

    @staticmethod
    def _first(menu, kind):
        return next((a for a in menu if a.kind == kind), None)

    # ------------------------------------------------------------------ the turn

    def _roll(self, seat, menu):
        """Head for the inner circuit once a lease can meet the smallest contract, else explore."""
        want = "inner" if any(can_meet(seat, m) and prices(seat)[m] >= self.min_margin for m in METALS) else "outer"
        here = seat.state["circuit"][seat.me]
        return self._first(menu, "roll" if here == want else "switch")

    def _buy(self, seat, menu):
        return self._lease_square(seat, menu)

    _explore = _buy

    def _lease_square(self, seat, menu):
        """Explore the lease whose metal pays most per exploration, or buy one, within the cushion.
        The cushion is kept only while the company runs contracts (disputes, breakdowns and losing
        sales hit only those): with none running there is nothing to protect, and holding back
        would leave a careful company waiting for ever."""
        cash = seat.held(seat.me, "money")
        running = any(seat.state["owner"][lease] == seat.me for lease in seat.state["running"].values())
        cushion = self.cushion if running else 0

        def payoff(code):
            metal = LEASE[code].metal
            return expected_units(metal) * prices(seat)[metal]

        explores = [a for a in menu if a.kind == "explore" and cash - a.args[1] >= cushion
                    and worth_exploring(seat, a.args[0]) and payoff(a.args[0]) > a.args[1]]
        if explores:
            return max(explores, key=lambda a: payoff(a.args[0]))
        buys = [a for a in menu if a.kind == "buy" and cash - a.args[1] >= cushion
                and worth_exploring(seat, a.args[0])]
        useful = [c for c in mine(seat) if sizes_left(seat, LEASE[c].metal)]
        if buys and len(useful) < self.max_leases:
            return max(buys, key=lambda a: payoff(a.args[0]))
        return self._first(menu, "pass") or self._first(menu, "stop")

    def _draw(self, seat, menu):
        """Turn up a contract of the metal it holds most of, if that is enough for a contract."""
        draws = [a for a in menu if a.kind == "draw" and can_meet(seat, a.args[0])
                 and prices(seat)[a.args[0]] >= self.min_margin]
        if draws:
            return max(draws, key=lambda a: best_reserves(seat, a.args[0]))
        return self._first(menu, "skip")

    def _accept(self, seat, menu):
        card = menu[0].args[0]
        if prices(seat)[CONTRACT[card].metal] < self.min_margin:
            return self._first(menu, "refuse")
        accepts = [a for a in menu if a.kind == "accept"]
        return max(accepts, key=lambda a: reserves(seat, a.args[1]))

    def _forfeit(self, seat, menu):
        return min(menu, key=lambda a: reserves(seat, a.args[0]))

    # ------------------------------------------------------------------ money trouble

    def _sell(self, seat, menu):
        borrow = self._first(menu, "borrow")
        if borrow is not None and self.borrows:
            return borrow
        sells = [a for a in menu if a.kind == "sell"]
        if not sells:
            return borrow
        return min(sells, key=lambda a: value(seat, a.args[0]))

    _borrow = _sell

    def _bid(self, seat, menu):
        """Raise by the smallest step while the price stays under its share of the lease's value."""
        lease = seat.state["auction"]["lease"]
        worth = self.bid_share * (value(seat, lease) + 1)
        cash = seat.held(seat.me, "money")
        bids = [a for a in menu if a.kind == "bid" and a.args[0] <= worth and cash - a.args[0] >= self.cushion]
        if bids:
            return min(bids, key=lambda a: a.args[0])
        return self._first(menu, "pass")

    def _start_side(self, seat, menu):
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

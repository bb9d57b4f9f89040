"""Titans bots with opposite attitudes to the commons: the extractor and the steward.

Both read only ``game.view(player)`` (through the kernel's ``SeatView``) and
``game.legal_actions(player)``; they never start a trade offer, and accept one that gives them at
least the tree value it asks. They share one plan per turn: pick a goal (a factory, an upgrade or a
Technology card), trade with the bank towards it (looking one trade ahead), then build or buy it.
They differ in how they treat the land:

- the **extractor** mines every tile down to three trees (one disaster from death), plants only
  where it did not mine, and builds whenever it can: the private gain is its own, the lost Planet
  Health is everybody's;
- the **steward** mines only while a tile keeps six trees (four when the tree cap is low), plants
  every tree it may, and builds only while Planet Health stays in the one-disaster band.

Measured over 40 seeds with 3 players and the rulebook's options (docs/titans.md): one extractor
among stewards wins 85% of games, yet a table of extractors ends with fewer points per player,
Planet Health about 9 and 8 tiles dead, while a table of stewards keeps almost every tile at Planet
Health 16: the tragedy of the commons.
"""

import random

from .data import ADJACENT, BANK_TRADES, BUILD_COSTS, RESOURCES, TECHNOLOGY, TILES, VALUE, value

KIND_VALUE = {"Wood": 1, "Oil": 2, "Silicon": 3, "Alloy": 4}


class Facts:
    """The facts a bot plans with, computed from the kernel's seat view (``SeatView``) of ``game.view(p)``."""

    def __init__(self, seat):
        st = seat.state
        p = self.p = seat.me
        self.hand = {r: seat.held(p, r) for r in RESOURCES}
        self.singles = seat.held(p, "factory")
        self.doubles = seat.held(p, "upgraded_factory")
        self.trees = {n: seat.held(f"tile{n}", "trees") for n in TILES}
        self.owner = {n: st["owner"][str(n)] for n in TILES}
        self.kind = {n: st["kind"][str(n)] for n in TILES}
        self.upgraded = {n: st["upgraded"][str(n)] for n in TILES}
        self.alive = {n: st["alive"][str(n)] for n in TILES}
        self.tech_row = seat.pile("tech.row")
        self.health = seat.tracks["planet_health"]
        self.two_at = seat.view["options"]["two_disasters_at"]
        self.offer = st["offer"]
        self.mine = [n for n in TILES if self.owner[n] == p]

    def free_near(self):
        near = {m for n in self.mine for m in ADJACENT[n]}
        return [n for n in near if self.alive[n] and self.owner[n] is None and self.kind[n] != "barren"]


def deficit(hand, cost):
    """Tree value still missing to pay ``cost`` from ``hand``."""
    return sum(VALUE[r] * max(0, k - hand.get(r, 0)) for r, k in cost.items())


def _after(hand, trade):
    """The hand after bank trade number ``trade``, or None when the hand cannot pay for it."""
    give, get = BANK_TRADES[trade]
    if any(hand.get(r, 0) < k for r, k in give.items()):
        return None
    after = dict(hand)
    for r, k in give.items():
        after[r] -= k
    for r, k in get.items():
        after[r] = after.get(r, 0) + k
    return after


def trade_towards(hand, cost, menu):
    """The bank trade on the menu that most reduces what is missing for ``cost`` (or None).

    A trade that does not help at once is taken when the trade after it would (a surplus of
    Silicon becomes Wood, which pairs with Silicon into Alloy); trades that help at once come
    first, so what is missing shrinks at least every second trade and trading always ends."""
    gap = deficit(hand, cost)
    best, best_score = None, gap
    for a in menu:
        if a.kind != "bank":
            continue
        after = _after(hand, a.args[0])
        score = deficit(after, cost)
        if score >= gap:
            nxt = [deficit(h, cost) for h in (_after(after, i) for i in range(len(BANK_TRADES))) if h is not None]
            score = min(nxt, default=gap) + 0.5
        if score < best_score:
            best, best_score = a, score
    return best


class TitansBot:
    """The shared plan; subclasses set the attitude to the land."""

    name = ""
    description = ""
    reserve = 1          # trees a tile keeps after mining
    plants = False       # plant every tree allowed
    build_floor = 0      # build only while Planet Health stays above this

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, p):
        menu = game.legal_actions(p)
        if len(menu) == 1:
            return menu[0]
        seen = Facts(game.seat(p))
        kinds = {a.kind for a in menu}
        if "place" in kinds:
            return self.place(menu, seen)
        if "offer_decline" in kinds:
            return self.reply(menu, seen)
        if "offer_withdraw" in kinds:
            return next(a for a in menu if a.kind == "offer_withdraw")
        step = next(a.args[0] for a in menu if a.kind == "end_phase") if "end_phase" in kinds else "Buying"
        if step == "Mining & Planting":
            return self.mine_or_plant(menu, seen)
        if step == "Trading":
            goal = self.goal(seen)
            trade = trade_towards(seen.hand, goal, menu) if goal else None
            return trade or _end(menu)
        if step == "Building":
            return self.build(menu, seen)
        return self.buy(menu, seen)

    # -- set-up
    def place(self, menu, seen):
        def worth(a):
            n = a.args[0]
            return (KIND_VALUE[a.args[1]] + sum(seen.kind[m] != "barren" for m in ADJACENT[n]) / 10, -n)
        return max(menu, key=worth)

    # -- offers made to us: accept if we receive at least as much tree value as we give
    def reply(self, menu, seen):
        o = seen.offer
        gain = value(o["give"]) - value(o["ask"])
        accept = next((a for a in menu if a.kind == "offer_accept"), None)
        return accept if (accept and gain >= 0) else next(a for a in menu if a.kind == "offer_decline")

    # -- Mining & Planting
    def mine_or_plant(self, menu, seen):
        mines = [a for a in menu if a.kind == "mine"
                 and seen.trees[a.args[0]] - self._cost(seen, a.args[0]) >= self.keep(seen)]
        if mines:
            return max(mines, key=lambda a: (KIND_VALUE[a.args[1]], seen.trees[a.args[0]]))
        if self.plants:
            plants = [a for a in menu if a.kind == "plant"]
            if plants:
                return min(plants, key=lambda a: (seen.trees[a.args[0]], a.args[0]))
        return _end(menu)

    def keep(self, seen):
        """Trees a tile keeps after mining."""
        return self.reserve

    @staticmethod
    def _cost(seen, n):
        cost = VALUE[seen.kind[n]]
        return max(1, cost - 1) if seen.upgraded[n] else cost

    # -- goals
    def may_build(self, seen):
        return seen.health - 1 > self.build_floor

    def goal(self, seen):
        """What to trade towards this turn: a factory, an upgrade, or the best Technology we can reach."""
        worth = value(seen.hand)
        if self.may_build(seen) and seen.singles and seen.free_near() and worth >= value(BUILD_COSTS["adjacent"]):
            return BUILD_COSTS["adjacent"]
        cards = [TECHNOLOGY[c] for c in seen.tech_row if value(TECHNOLOGY[c][1]) <= worth]
        if cards:
            return max(cards, key=lambda t: (t[2], -value(t[1])))[1]
        if (self.may_build(seen) and seen.doubles and worth >= value(BUILD_COSTS["upgrade"])
                and any(not seen.upgraded[n] and seen.trees[n] > 2 + self.keep(seen) for n in seen.mine)):
            return BUILD_COSTS["upgrade"]
        return None

    # -- Building
    def build(self, menu, seen):
        if not self.may_build(seen):
            return _end(menu)
        builds = [a for a in menu if a.kind == "build" and a.args[1] == "adjacent"]
        if builds:
            return max(builds, key=lambda a: (VALUE[seen.kind[a.args[0]]], seen.trees[a.args[0]], -a.args[0]))
        ups = [a for a in menu if a.kind == "upgrade" and seen.trees[a.args[0]] > 2 + self.keep(seen)]
        if ups:
            return max(ups, key=lambda a: (VALUE[seen.kind[a.args[0]]], seen.trees[a.args[0]]))
        return _end(menu)

    # -- Buying
    def buy(self, menu, seen):
        buys = [a for a in menu if a.kind == "buy"]
        if buys:
            return max(buys, key=lambda a: (TECHNOLOGY[a.args[0]][2], -a.args[0]))
        return next(a for a in menu if a.kind == "end_turn")


def _end(menu):
    return next(a for a in menu if a.kind in ("end_phase", "end_turn"))


class ExtractorBot(TitansBot):
    """Mines every tile down to three trees, builds whenever it can, plants only unmined tiles."""

    name = "extractor"
    description = "mines every tile down to three trees and builds whenever it can afford to"
    reserve = 3
    plants = True
    build_floor = 0


class StewardBot(TitansBot):
    """Keeps six trees on every tile, plants all it may, builds only while Planet Health is high."""

    name = "steward"
    description = ("keeps six trees on every tile (four when the tree cap is low), plants every turn, builds only "
                   "while Planet Health stays high")
    reserve = 6
    plants = True

    def may_build(self, seen):
        return seen.health - 1 > seen.two_at

    def keep(self, seen):
        """Six trees, or fewer when the tree cap is low: three below the cap, but never fewer than four
        (a tile with four survives a disaster), so a steward still mines on a sick planet."""
        return max(4, min(self.reserve, seen.health - 3))

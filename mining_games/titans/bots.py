"""Titans bots with opposite attitudes to the commons: the extractor and the steward.

Both read only ``game.view(player)`` and ``game.legal_actions(player)``. They share one plan per
turn: pick a goal (a factory, an upgrade or a Technology card), trade with the bank towards it,
then build or buy it. They differ in how they treat the land:

- the **extractor** mines every tile down to three trees (one disaster from death), plants only
  where it did not mine, and builds whenever it can: the private gain is its own, the lost Planet
  Health is everybody's;
- the **steward** mines only while a tile keeps six trees, plants every tree it may, and builds
  only while Planet Health stays in the one-disaster band.

With these settings (measured over 60 seeds, 3 players): one extractor among stewards wins most
games, yet a table of extractors ends with lower scores, Planet Health near its floor and half the
land dead, while a table of stewards keeps almost every tile: the tragedy of the commons.
"""

import random

from .data import ADJACENT, BANK_TRADES, BUILD_COSTS, RESOURCES, TECHNOLOGY, TILES, VALUE, value

KIND_VALUE = {"Wood": 1, "Oil": 2, "Silicon": 3, "Alloy": 4}


class Seen:
    """The public facts a bot needs, read from ``view(p)``."""

    def __init__(self, view, p):
        st, led = view["state"], view["ledger"]
        self.p = p
        me = led.get(f"p{p}", {})
        self.hand = {r: me.get(r, 0) for r in RESOURCES}
        self.singles = me.get("factory", 0)
        self.doubles = me.get("upgraded_factory", 0)
        self.trees = {n: led.get(f"tile{n}", {}).get("trees", 0) for n in TILES}
        self.owner = {n: st["owner"][str(n)] for n in TILES}
        self.kind = {n: st["kind"][str(n)] for n in TILES}
        self.upgraded = {n: st["upgraded"][str(n)] for n in TILES}
        self.alive = {n: st["alive"][str(n)] for n in TILES}
        self.tech_row = st["tech_row"]
        self.health = view["tracks"]["planet_health"]
        self.two_at = view["options"]["two_disasters_at"]
        self.offer = st["offer"]
        self.mine = [n for n in TILES if self.owner[n] == p]

    def free_near(self):
        near = {m for n in self.mine for m in ADJACENT[n]}
        return [n for n in near if self.alive[n] and self.owner[n] is None and self.kind[n] != "barren"]


def deficit(hand, cost):
    """Tree value still missing to pay ``cost`` from ``hand``."""
    return sum(VALUE[r] * max(0, k - hand.get(r, 0)) for r, k in cost.items())


def trade_towards(hand, cost, menu):
    """The bank trade on the menu that most reduces what is missing for ``cost`` (or None)."""
    best, best_gap = None, deficit(hand, cost)
    for a in menu:
        if a.kind != "bank":
            continue
        give, get = BANK_TRADES[a.args[0]]
        after = dict(hand)
        for r, k in give.items():
            after[r] -= k
        for r, k in get.items():
            after[r] = after.get(r, 0) + k
        gap = deficit(after, cost)
        if gap < best_gap:
            best, best_gap = a, gap
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
        seen = Seen(game.view(p), p)
        kinds = {a.kind for a in menu}
        if "place" in kinds:
            return self.place(menu, seen)
        if "accept" in kinds or "decline" in kinds:
            return self.reply(menu, seen)
        if "give" in kinds or "ask" in kinds:
            return next(a for a in menu if a.kind == "cancel")
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
        gain = VALUE[o["give"]] * o["give_n"] - VALUE[o["ask"]] * o["ask_n"]
        accept = next((a for a in menu if a.kind == "accept"), None)
        return accept if (accept and gain >= 0) else next(a for a in menu if a.kind == "decline")

    # -- Mining & Planting
    def mine_or_plant(self, menu, seen):
        mines = [a for a in menu if a.kind == "mine"
                 and seen.trees[a.args[0]] - self._cost(seen, a.args[0]) >= self.reserve]
        if mines:
            return max(mines, key=lambda a: (KIND_VALUE[a.args[1]], seen.trees[a.args[0]]))
        if self.plants:
            plants = [a for a in menu if a.kind == "plant"]
            if plants:
                return min(plants, key=lambda a: (seen.trees[a.args[0]], a.args[0]))
        return _end(menu)

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
                and any(not seen.upgraded[n] and seen.trees[n] > 2 + self.reserve for n in seen.mine)):
            return BUILD_COSTS["upgrade"]
        return None

    # -- Building
    def build(self, menu, seen):
        if not self.may_build(seen):
            return _end(menu)
        builds = [a for a in menu if a.kind == "build" and a.args[1] == "adjacent"]
        if builds:
            return max(builds, key=lambda a: (VALUE[seen.kind[a.args[0]]], seen.trees[a.args[0]], -a.args[0]))
        ups = [a for a in menu if a.kind == "upgrade" and seen.trees[a.args[0]] > 2 + self.reserve]
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
    description = "keeps six trees on every tile, plants every turn, builds only while Planet Health stays high"
    reserve = 6
    plants = True

    def may_build(self, seen):
        return seen.health - 1 > seen.two_at

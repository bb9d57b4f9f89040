"""Mining & Planting: mine your tiles for resources (trees are the cost) and plant trees."""

from mining_games.core.words import count

from .actions import shared
from .data import NAMES, TILES, TREE_COST
from .land import TILE


class MiningMixin:
    """Mining and Planting (titans.txt): stage ``mine``."""

    def mining_cost(self, n):
        """Trees needed to mine tile n once (Mining; Upgrade: one fewer, never below one)."""
        cost = TREE_COST[self.kind[n]]
        return max(1, cost - 1) if self.upgraded[n] else cost

    def mining_yield(self, n):
        """Resources one mining gives: 1, or 2 Wood from an upgraded Wood factory (Upgrade)."""
        return 2 if (self.upgraded[n] and self.kind[n] == "wood") else 1

    def plants_left(self):
        """Planting: as many trees a turn as the tiles the player owns now (a tile that died this
        turn no longer counts), less those planted already."""
        return max(0, self.tiles_owned(self.current) - self.turn["plants"])

    def _menu_mine(self, p):
        A = self.Action
        menu = []
        cap = self.health
        bal = self.bal
        left = self.plants_left()
        mined, planted = self.turn["mined"], self.turn["planted"]
        strict = self.options.strict_mine_or_plant
        for n in TILES:
            if self.owner[n] != p:
                continue
            trees = bal[TILE[n]].get("trees", 0)
            if trees >= self.mining_cost(n) and not (strict and n in planted):
                menu.append(shared(A, p, "mine", n, NAMES[self.kind[n]]))
            if left and n not in mined and trees < cap:
                menu.append(shared(A, p, "plant", n))
        menu.append(shared(A, p, "end_phase", "Mining & Planting"))
        return menu

    def _do_mine(self, a):
        """Mining: remove the tree cost, take the resource; the last tree kills the tile."""
        p, n = a.player, a.args[0]
        kind = self.kind[n]
        cost, got = self.mining_cost(n), self.mining_yield(n)
        if self.upgraded[n]:
            effect = (f"yields {got} Wood for {count(cost, 'tree')}" if kind == "wood" else
                      f"mines {NAMES[kind]} for {count(cost, 'tree')} instead of {TREE_COST[kind]}")
            self.fire("titans.mining.upgraded", p, tile=n, effect=effect)
        left = self.held(TILE[n], "trees") - cost
        self.fire("titans.mining.tree_cost", p, tile=n, kind=NAMES[kind], cost=cost, left=left, got=got)
        self.transfer("trees", cost, TILE[n], "supply")
        self.transfer(kind, got, "bank", self.account(p))
        if n not in self.turn["mined"]:
            self.turn["mined"].append(n)
        if left == 0:
            self._kill_tile(n, "titans.mining.exhausted")
            if self._all_land_exhausted():
                return
        self.ask(p, "mine")

    def _do_plant(self, a):
        """Planting: one tree on an own tile not mined this turn, under the cap."""
        p, n = a.player, a.args[0]
        self.turn["plants"] += 1
        self.fire("titans.planting.plant", p, tile=n, trees=self.held(TILE[n], "trees") + 1,
                  left=self.plants_left())
        self.transfer("trees", 1, "supply", TILE[n])
        if n not in self.turn["planted"]:
            self.turn["planted"].append(n)
        self.ask(p, "mine")

"""Building: new factories, upgrades and barren land made mine-able; each costs Planet Health."""

from .actions import shared
from .data import ADJACENT, BUILD_COSTS, NAMES, RESOURCES, TILES, UPGRADE_TREES
from .land import TILE
from .text import describe


class BuildingMixin:
    """Building, Factories, Upgrade and Make Mine-able (titans.txt): stage ``build``."""

    def _near(self, p):
        """Tiles next to one of ``p``'s factories."""
        near = set()
        for n in TILES:
            if self.owner[n] == p:
                near.update(ADJACENT[n])
        return near

    def _menu_build(self, p):
        A = self.Action
        me = self.account(p)
        mine = [n for n in TILES if self.owner[n] == p]
        near = self._near(p)
        menu = []
        if self.held(me, "factory"):
            can_adj = self.can_pay(p, BUILD_COSTS["adjacent"])
            can_far = self.can_pay(p, BUILD_COSTS["far"])
            can_make = self.can_pay(p, BUILD_COSTS["make_mineable"])
            for n in TILES:
                if self.owner[n] is not None or not self.alive[n]:
                    continue
                if self.kind[n] == "barren":
                    if can_make and n in near:
                        menu.extend(shared(A, p, "make_mineable", n, NAMES[r]) for r in RESOURCES)
                elif n in near:
                    if can_adj:
                        menu.append(shared(A, p, "build", n, "adjacent"))
                elif can_far:
                    menu.append(shared(A, p, "build", n, "far"))
        if self.held(me, "upgraded_factory") and self.can_pay(p, BUILD_COSTS["upgrade"]):
            menu.extend(shared(A, p, "upgrade", n) for n in mine
                        if not self.upgraded[n] and self.held(TILE[n], "trees") >= UPGRADE_TREES)
        menu.append(shared(A, p, "end_phase", "Building"))
        return menu

    def _do_build(self, a):
        """Factories: 1 Wood + 2 Oil next to your own factory, 2 Wood + 2 Oil elsewhere."""
        p, (n, where) = a.player, a.args
        cost = BUILD_COSTS[where]
        rule = "titans.building.factory_adjacent" if where == "adjacent" else "titans.building.factory_far"
        self.fire(rule, p, tile=n, kind=NAMES[self.kind[n]], cost=describe(cost))
        self._pay(p, cost)
        self.transfer("factory", 1, self.account(p), TILE[n])
        self.owner[n] = p
        self._harm_planet(p)
        self.ask(p, "build")

    def _do_upgrade(self, a):
        """Upgrade: 3 Wood + 2 Oil and two trees; the single-story piece goes back to the player."""
        p, n = a.player, a.args[0]
        cost = BUILD_COSTS["upgrade"]
        me = self.account(p)
        left = self.held(TILE[n], "trees") - UPGRADE_TREES
        self.fire("titans.building.upgrade", p, tile=n, cost=describe(cost), left=left)
        self._pay(p, cost)
        self.transfer("trees", UPGRADE_TREES, TILE[n], "supply")
        self.transfer("factory", 1, TILE[n], me)
        self.transfer("upgraded_factory", 1, me, TILE[n])
        self.upgraded[n] = True
        if left == 0:
            self._kill_tile(n, "titans.mining.exhausted")
        self._harm_planet(p)
        if not self._all_land_exhausted():
            self.ask(p, "build")

    def _do_make_mineable(self, a):
        """Make Mine-able: a barren tile next to your factory becomes the chosen resource, with a factory."""
        p, (n, kind_name) = a.player, a.args
        cost = BUILD_COSTS["make_mineable"]
        self.fire("titans.building.make_mineable", p, tile=n, kind=kind_name, cost=describe(cost))
        self._pay(p, cost)
        self.transfer("factory", 1, self.account(p), TILE[n])
        self.kind[n] = kind_name.lower()
        self.owner[n] = p
        self._harm_planet(p)
        self.ask(p, "build")

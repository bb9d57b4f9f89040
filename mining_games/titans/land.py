"""The land: Planet Health and its tree cap, dying tiles, and the Natural Disasters at the end of a round."""

from .data import NAMES, TILES

TILE = {n: f"tile{n}" for n in TILES}   # the ledger account of each land tile


class LandMixin:
    """Planet Health, exhausted land and Natural Disasters."""

    @property
    def health(self):
        """Planet Health, which is also the most trees a tile may hold."""
        return self.tracks["planet_health"]

    def _harm_planet(self, p):
        """Planet Health: each building action lowers the health by one, never below the floor."""
        o = self.options
        old = self.health
        new = max(o.health_floor, old - o.health_per_build)
        if new == old:
            if o.health_per_build:
                self.fire("titans.planet.floor", p, floor=o.health_floor)
            return
        self.fire("titans.planet.build_cost", p, old=old, new=new)
        self.move_track("planet_health", new)
        self._apply_tree_cap()

    def _apply_tree_cap(self):
        """Planet Health is the tree cap: trees above it are removed from every tile."""
        cap = self.health
        for n in TILES:
            if self.alive[n]:
                trees = self.held(TILE[n], "trees")
                if trees > cap:
                    self.fire("titans.planet.tree_cap", tile=n, removed=trees - cap, cap=cap)
                    self.transfer("trees", trees - cap, TILE[n], "supply")

    def _kill_tile(self, n, rule, **facts):
        """A dead tile leaves the board with its factory, which is not returned (Mining; Natural
        Disasters); ``rule`` says why it died."""
        owner = self.owner[n]
        owner_text = (f"{self.players[owner]}'s factory is lost" if owner is not None else "no factory was on it")
        self.fire(rule, owner, tile=n, owner_text=owner_text, **facts)
        self._remove_tile(n)

    def _remove_tile(self, n):
        """Take a tile off the board under the rule fired last: its trees and pieces go."""
        trees = self.held(TILE[n], "trees")
        if trees:
            self.transfer("trees", trees, TILE[n], "supply")
        for piece in ("factory", "upgraded_factory"):
            k = self.held(TILE[n], piece)
            if k:
                self.transfer(piece, k, TILE[n], "removed")
        self.owner[n] = None
        self.upgraded[n] = False
        self.alive[n] = False

    def disaster_cards(self, health=None):
        """Natural Disasters: 1 card at health 21-16, 2 at 15-10, 3 at 9-5 (with the default bands)."""
        h = self.health if health is None else health
        o = self.options
        if h <= o.three_disasters_at:
            return 3
        if h <= o.two_disasters_at:
            return 2
        return 1

    def _natural_disasters(self):
        """End of round: draw the cards for the current band; each strikes its tile; the cards go
        back and the deck is shuffled."""
        cards = self.disaster_cards()
        self.fire("titans.disasters.count", health=self.health, cards=cards)
        drawn = self.take_cards("disasters", cards)
        loss = self.options.disaster_trees
        for n in drawn:
            if not self.alive[n]:
                self.fire("titans.disasters.gone", tile=n)
                continue
            trees = self.held(TILE[n], "trees")
            if trees <= loss:
                self._kill_tile(n, "titans.disasters.destroy", trees=trees, kind=NAMES[self.kind[n]])
            else:
                self.fire("titans.disasters.hit", self.owner[n], tile=n, removed=loss, left=trees - loss)
                if loss:
                    self.transfer("trees", loss, TILE[n], "supply")
        self.put_cards("disasters", drawn, bottom=True)
        self.shuffle_pile("disasters", "titans.disasters.shuffle")

"""Titans set-up: the board, the decks, the draw for turn order and the snake placement."""

from .data import (
    ADJACENT,
    FACE_UP,
    LAYOUT_ROWS,
    NAMES,
    SINGLE_FACTORIES,
    TECHNOLOGY,
    TILES,
    UPGRADED_FACTORIES,
    describe,
    kind_of_number,
)

TILE = {n: f"tile{n}" for n in TILES}


class SetupMixin:
    """Set Up and Placing Factories."""

    def setup(self):
        o = self.options
        self.kind = {n: kind_of_number(n) for n in TILES}
        self.owner = {n: None for n in TILES}
        self.upgraded = {n: False for n in TILES}
        self.alive = {n: True for n in TILES}
        self.phase = "Set Up"
        self.fire("titans.setup.layout", rows=" / ".join("-".join(map(str, r)) for r in LAYOUT_ROWS))
        for n in TILES:
            self.fire("titans.setup.board", tile=n, kind=NAMES[self.kind[n]], trees=o.trees_per_tile)
            self.transfer("trees", o.trees_per_tile, "supply", TILE[n])
        self.fire("titans.setup.planet_health", health=o.planet_health)
        self.move_track("planet_health", o.planet_health)
        for p in range(len(self.players)):
            self.fire("titans.setup.factories", p, single=SINGLE_FACTORIES, double=UPGRADED_FACTORIES)
            self.transfer("factory", SINGLE_FACTORIES, "bank", self.account(p))
            self.transfer("upgraded_factory", UPGRADED_FACTORIES, "bank", self.account(p))
        self.tech_deck = list(range(len(TECHNOLOGY)))
        self.tech_row = []
        self.tech_owned = {p: [] for p in range(len(self.players))}
        self.fire("titans.setup.technology_deck", cards=len(TECHNOLOGY))
        self.transfer("technology", len(TECHNOLOGY), "bank", "tech.deck")
        for _ in range(FACE_UP):
            card = self.tech_deck.pop(0)
            name, cost, vp = TECHNOLOGY[card]
            self.fire("titans.setup.technology", card=name, cost=describe(cost), vp=vp)
            self.transfer("technology", 1, "tech.deck", "tech.row")
            self.tech_row.append(card)
        self.disaster_deck = list(TILES)
        self.shuffle("titans.setup.shuffle", self.disaster_deck)
        self._draw_for_order()
        # turn bookkeeping (set properly when the first turn starts)
        self.turn_pos = 0
        self.mined = []
        self.planted = []
        self.plants_left = 0
        self.offers_made = 0
        self.offer = None
        self.step = "place"
        self._next_placement()

    def _draw_for_order(self):
        """Placing Factories: each player draws a disaster card; the highest starts."""
        drawn = {}
        for p in range(len(self.players)):
            card = self.disaster_deck.pop(0)
            drawn[p] = card
            self.fire("titans.setup.draw_order", p, card=card)
        first = max(drawn, key=drawn.get)
        n = len(self.players)
        self.order = tuple((first + i) % n for i in range(n))
        self.fire("titans.setup.order", self.order[0], order=", ".join(self.players[p] for p in self.order))
        self.drawn = sorted(drawn.values())
        self.placements = [(p, 1) for p in self.order] + [(p, 2) for p in reversed(self.order)]
        self.first_factory = {}

    def _next_placement(self):
        if not self.placements:
            self.disaster_deck.extend(self.drawn)
            self.drawn = []
            self.shuffle("titans.setup.return_cards", self.disaster_deck)
            self.first_factory = {}
            self._start_turn(0)
            return
        p, which = self.placements[0]
        self.phase = "Placing Factories"
        self.phase_rule = "titans.setup.first_factory" if which == 1 else "titans.setup.second_factory"
        self.step = "place"
        self.to_act = (p,)
        if which == 2 and not self._placement_tiles(p, 2, strict=True):
            self.fire("titans.setup.second_factory_anywhere", p)

    def _placement_tiles(self, p, which, strict=False):
        free = [n for n in TILES if self.owner[n] is None and self.kind[n] != "barren" and self.alive[n]]
        if which == 1:
            return free
        near = [n for n in free if n in ADJACENT[self.first_factory[p]]]
        return near if (near or strict) else free

    def _place(self, a):
        p, tile = a.player, a.args[0]
        which = self.placements.pop(0)[1]
        rule = "titans.setup.first_factory" if which == 1 else "titans.setup.second_factory"
        self.fire(rule, p, tile=tile, kind=NAMES[self.kind[tile]])
        self.transfer("factory", 1, self.account(p), TILE[tile])
        self.owner[tile] = p
        if which == 1:
            self.first_factory[p] = tile
        self._next_placement()

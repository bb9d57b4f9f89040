"""Placing Factories: the draw for turn order and the snake placement of two factories each."""

from .actions import shared
from .data import ADJACENT, NAMES, TILES
from .land import TILE


class PlacingMixin:
    """Placing Factories (titans.txt): stages ``first_factory`` and ``second_factory``."""

    def _draw_for_order(self):
        """Each player draws a disaster card; the highest starts and play goes on around the table;
        then the placements are scheduled in snake order (the kernel's ``snake``)."""
        self.enter_phase("Placing Factories")
        drawn = {}
        for p in range(len(self.players)):
            card = self.take_cards("disasters")[0]
            drawn[p] = card
            self.fire("titans.setup.draw_order", p, card=card)
        first = max(drawn, key=drawn.get)
        self.order = tuple(self.clockwise(first))
        self.fire("titans.setup.order", self.order[0], order=", ".join(self.players[p] for p in self.order))
        self.drawn = sorted(drawn.values())
        n = len(self.players)
        for i, p in enumerate(self.snake(first)):
            self.then("place", p, "first_factory" if i < n else "second_factory")
        self.then("return_cards")
        self.then("turn", 0)

    def _step_place(self, p, stage):
        """Owe player ``p`` a placement; with no free neighbour the second may go anywhere."""
        if stage == "second_factory" and not self._placement_tiles(p, stage, strict=True):
            self.fire("titans.setup.second_factory_anywhere", p)
        self.ask(p, stage)

    def _step_return_cards(self):
        """The cards drawn for the order go back under the deck, which is shuffled."""
        self.put_cards("disasters", self.drawn, bottom=True)
        self.drawn = []
        self.shuffle_pile("disasters", "titans.setup.return_cards")

    def _first_factory(self, p):
        """The tile of ``p``'s first factory (during placement p owns exactly that one)."""
        return next(n for n in TILES if self.owner[n] == p)

    def _placement_tiles(self, p, stage, strict=False):
        free = [n for n in TILES if self.owner[n] is None and self.kind[n] != "barren" and self.alive[n]]
        if stage == "first_factory":
            return free
        near = [n for n in free if n in ADJACENT[self._first_factory(p)]]
        return near if (near or strict) else free

    def _menu_first_factory(self, p):
        return [shared(self.Action, p, "place", n, NAMES[self.kind[n]])
                for n in self._placement_tiles(p, "first_factory")]

    def _menu_second_factory(self, p):
        return [shared(self.Action, p, "place", n, NAMES[self.kind[n]])
                for n in self._placement_tiles(p, "second_factory")]

    def _do_place(self, a):
        """First factory: any free tile that is not barren; second: a free tile next to the first."""
        p, tile = a.player, a.args[0]
        rule = "titans.setup." + self.stage
        self.fire(rule, p, tile=tile, kind=NAMES[self.kind[tile]])
        self.transfer("factory", 1, self.account(p), TILE[tile])
        self.owner[tile] = p

"""Titans arrangements for lessons and tests: ``game.arrange(name, *args)`` sets a position up by
hand. Each fires ``titans.scenario.arrange`` (a teaching position, not play) with a ``what`` fact,
is recorded among the decisions (undo and saves keep it), and makes its changes on the ledger."""

from mining_games.core.words import count

from .data import NAMES, RESOURCES, TECHNOLOGY, TILES
from .land import TILE
from .text import describe


class Scenario:
    """``_arrange_<name>(*args)``: hand, trees, health, factory, upgrade, kill, disaster_on_top,
    tech_row, turn."""

    def _arrange_hand(self, p, amounts):
        """Player ``p`` holds exactly ``amounts`` ({resource: n}; resources left out: none)."""
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {describe(amounts)}")
        me = self.account(p)
        for r in RESOURCES:
            diff = amounts.get(r, 0) - self.held(me, r)
            if diff > 0:
                self.transfer(r, diff, "bank", me)
            elif diff < 0:
                self.transfer(r, -diff, me, "bank")

    def _arrange_trees(self, n, k):
        """Tile ``n`` holds exactly ``k`` trees."""
        self.fire(self.arrange_rule, what=f"tile {n} holds {count(k, 'tree')}")
        diff = k - self.held(TILE[n], "trees")
        if diff > 0:
            self.transfer("trees", diff, "supply", TILE[n])
        elif diff < 0:
            self.transfer("trees", -diff, TILE[n], "supply")

    def _arrange_health(self, value):
        """Planet Health is set to ``value``; trees above the new cap are removed at once."""
        self.fire(self.arrange_rule, what=f"Planet Health set to {value}")
        self.move_track("planet_health", value)
        cap = value
        for n in TILES:
            extra = self.held(TILE[n], "trees") - cap
            if self.alive[n] and extra > 0:
                self.transfer("trees", extra, TILE[n], "supply")

    def _arrange_factory(self, n, p):
        """A factory of player ``p`` (from their pieces) stands on free tile ``n``."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s factory stands on tile {n} ({NAMES[self.kind[n]]})")
        self.transfer("factory", 1, self.account(p), TILE[n])
        self.owner[n] = p

    def _arrange_upgrade(self, n):
        """The factory on tile ``n`` is a two-story one (the single piece goes back to its owner)."""
        p = self.owner[n]
        self.fire(self.arrange_rule, what=f"the factory on tile {n} is upgraded")
        self.transfer("factory", 1, TILE[n], self.account(p))
        self.transfer("upgraded_factory", 1, self.account(p), TILE[n])
        self.upgraded[n] = True

    def _arrange_kill(self, n):
        """Tile ``n`` is gone from the board, with its factory."""
        self.fire(self.arrange_rule, what=f"tile {n} is taken off the board")
        self._remove_tile(n)

    def _arrange_disaster_on_top(self, n):
        """The Natural Disaster card of tile ``n`` is the top card of the deck."""
        self.fire(self.arrange_rule, what=f"disaster card {n} is put on top of the deck")
        self.stack_cards("disasters", [n])

    def _arrange_tech_row(self, cards):
        """The face-up Technology row is ``cards`` (indices into ``data.TECHNOLOGY``, taken from the
        deck); the cards face up before go back on top of the deck, in their order."""
        row = self.pile("tech.row")
        if len(set(cards)) < len(cards) or any(c not in row and c not in self.pile("tech") for c in cards):
            raise ValueError(f"the Technology row can show only cards still in the row or the deck, each once, "
                             f"not {cards}")
        names = ", ".join(TECHNOLOGY[c][0] for c in cards) or "no card"
        self.fire(self.arrange_rule, what=f"the Technology row shows {names}")
        back = [c for c in row if c not in cards]
        new = [c for c in cards if c not in row]
        self.move_cards("tech.row", "tech", cards=back)
        self.move_cards("tech", "tech.row", cards=new)
        self.stack_cards("tech.row", cards)

    def _arrange_turn(self, p):
        """Player ``p``'s turn starts now (Mining & Planting), in place of the turn in progress."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s turn starts now")
        self.enter_phase("Mining & Planting")
        self.offer = None
        self.turn = {"pos": self.order.index(p), "mined": [], "planted": [], "plants": 0, "offers": 0}
        self.ask(p, "mine")

"""Why a Titans move is refused (``_why_<kind>``, each naming the rule that forbids it) and the
game's invariants.

Rules that only ever refuse (they never fire as events): ``titans.planting.not_mined`` and the
variant ``titans.mining.not_planted``; ``titans.building.one_factory_per_tile`` also refuses only.
"""

from mining_games.core.words import count

from . import data
from .data import BANK_TRADES, BUILD_COSTS, NAMES, TECHNOLOGY, TILES, UPGRADE_TREES
from .land import TILE
from .text import describe

_ORDER = "titans.turn.start"          # the four phases of a turn, in order (Beginning the Game)
_ONE = "titans.building.one_factory_per_tile"


class Checks:
    """``_why_<kind>(action) -> (message, rule_id) | None`` and ``check_invariants``."""

    def _wrong_phase(self, a, stage, what):
        """The move belongs to another phase (or another player's decision)."""
        if self.stage == stage:
            return None
        now = self.phase if self.stage not in ("offer_draft", "offer_reply") else "an offer in Trading"
        return f"{what} only in the {self.STAGES[stage].phase} phase of one's own turn; it is now {now}.", _ORDER

    def _short(self, p, cost, extra=""):
        have = describe({r: k for r, k in self.hand(p).items() if k})
        return f"That costs {describe(cost)}{extra}; {self.players[p]} has {have}."

    # ------------------------------------------------------------ Placing Factories

    def _why_place(self, a):
        n = a.args[0]
        if self.stage not in ("first_factory", "second_factory"):
            return ("Factories are placed this way only while Placing Factories, at the start.",
                    "titans.setup.first_factory")
        rule = "titans.setup." + self.stage
        if n not in TILES or not self.alive[n]:
            return f"There is no tile {n} on the board.", rule
        if self.owner[n] is not None:
            return f"Tile {n} already has a factory: one factory per tile.", _ONE
        if self.kind[n] == "barren":
            return f"Tile {n} is barren: factories are placed on land that can be mined.", rule
        if self.stage == "second_factory":
            return f"Tile {n} does not touch {self.players[a.player]}'s first factory.", rule
        return None

    # ------------------------------------------------------------ Mining & Planting

    def _why_mine(self, a):
        p, n = a.player, a.args[0]
        wrong = self._wrong_phase(a, "mine", "Mining happens")
        if wrong:
            return wrong
        if n not in TILES or self.owner[n] != p:
            return f"Tile {n} is not {self.players[p]}'s: only a tile's owner mines or plants it.", _ONE
        need, have = self.mining_cost(n), self.held(TILE[n], "trees")
        if have < need:
            return f"Mining {NAMES[self.kind[n]]} on tile {n} needs {count(need, 'tree')}; it has {have}.", \
                "titans.mining.tree_cost"
        if self.options.strict_mine_or_plant and n in self.turn["planted"]:
            return f"Tile {n} was planted this turn, so it cannot be mined (variant).", "titans.mining.not_planted"
        return None

    def _why_plant(self, a):
        p, n = a.player, a.args[0]
        wrong = self._wrong_phase(a, "mine", "Planting happens")
        if wrong:
            return wrong
        if n not in TILES or self.owner[n] != p:
            return f"Tile {n} is not {self.players[p]}'s: only a tile's owner mines or plants it.", _ONE
        if n in self.turn["mined"]:
            return f"Tile {n} was mined this turn, so no tree may be planted on it.", "titans.planting.not_mined"
        if not self.plants_left():
            return (f"No plantings are left this turn: one per tile owned, and {self.players[p]} owns "
                    f"{count(self.tiles_owned(p), 'tile')} now.", "titans.planting.plant")
        if self.held(TILE[n], "trees") >= self.health:
            return f"Tile {n} is at the tree cap of {self.health} set by Planet Health.", "titans.planet.tree_cap"
        return None

    # ------------------------------------------------------------ Trading

    def _why_bank(self, a):
        wrong = self._wrong_phase(a, "trade", "Trading happens")
        if wrong:
            return wrong
        give, _ = BANK_TRADES[a.args[0]]
        if not self.can_pay(a.player, give):
            return self._short(a.player, give), "titans.trading.bank"
        return None

    def _why_offer(self, a):
        wrong = self._wrong_phase(a, "trade", "Offers are made")
        if wrong:
            return wrong
        q = a.args[0]
        if self.offers_left() <= 0:
            return (f"{self.players[a.player]} has sent {count(self.turn['offers'], 'offer')} this turn, "
                    f"the limit.", "titans.trading.offer_limit")
        if q == a.player or not 0 <= q < len(self.players):
            return "An offer goes to another player.", "titans.trading.offer"
        return f"An offer needs resources on both sides: {self.players[a.player]} and {self.players[q]} " \
               "must each hold some.", "titans.trading.offer"

    # ------------------------------------------------------------ Building

    def _why_build(self, a):
        p, (n, where) = a.player, a.args
        wrong = self._wrong_phase(a, "build", "Building happens")
        if wrong:
            return wrong
        rule = "titans.building.factory_adjacent" if where == "adjacent" else "titans.building.factory_far"
        if n not in TILES or not self.alive[n]:
            return f"Tile {n} is no longer on the board.", "titans.mining.exhausted"
        if self.owner[n] is not None:
            return f"Tile {n} already has a factory: one factory per tile.", _ONE
        if self.kind[n] == "barren":
            return f"Tile {n} is barren: it must be made mine-able, factory included.", "titans.building.make_mineable"
        if not self.held(self.account(p), "factory"):
            return f"{self.players[p]} has no single-story factory piece left.", "titans.setup.factories"
        near = n in self._near(p)
        if where == "adjacent" and not near:
            return f"Tile {n} is not next to one of {self.players[p]}'s factories.", rule
        if where == "far" and near:
            return f"Tile {n} is next to one of {self.players[p]}'s factories: build it at the adjacent cost.", rule
        return self._short(p, BUILD_COSTS[where]), rule

    def _why_upgrade(self, a):
        p, n = a.player, a.args[0]
        wrong = self._wrong_phase(a, "build", "Upgrading happens")
        if wrong:
            return wrong
        rule = "titans.building.upgrade"
        if n not in TILES or self.owner[n] != p:
            return f"Tile {n} has no factory of {self.players[p]}'s to upgrade.", rule
        if self.upgraded[n]:
            return f"The factory on tile {n} is upgraded already.", rule
        if not self.held(self.account(p), "upgraded_factory"):
            return f"{self.players[p]} has no two-story factory piece left.", rule
        if self.held(TILE[n], "trees") < UPGRADE_TREES:
            return (f"An upgrade removes {count(UPGRADE_TREES, 'tree')} from its tile; tile {n} has "
                    f"{self.held(TILE[n], 'trees')}.", rule)
        return self._short(p, BUILD_COSTS["upgrade"], f" + {count(UPGRADE_TREES, 'tree')} from the tile"), rule

    def _why_make_mineable(self, a):
        p, (n, _) = a.player, a.args
        wrong = self._wrong_phase(a, "build", "Making land mine-able happens")
        if wrong:
            return wrong
        rule = "titans.building.make_mineable"
        if n not in TILES or not self.alive[n]:
            return f"Tile {n} is no longer on the board.", "titans.mining.exhausted"
        if self.owner[n] is not None:
            return f"Tile {n} already has a factory: one factory per tile.", _ONE
        if self.kind[n] != "barren":
            return f"Tile {n} is not barren: only barren land is made mine-able.", rule
        if n not in self._near(p):
            return f"Tile {n} is not next to one of {self.players[p]}'s factories.", rule
        if not self.held(self.account(p), "factory"):
            return f"{self.players[p]} has no single-story factory piece left.", "titans.setup.factories"
        return self._short(p, BUILD_COSTS["make_mineable"]), rule

    # ------------------------------------------------------------ Buying and phases

    def _why_buy(self, a):
        wrong = self._wrong_phase(a, "buy", "Buying happens")
        if wrong:
            return wrong
        card = a.args[0]
        name, cost, _ = TECHNOLOGY[card]
        if card not in self.pile("tech.row"):
            return f"{name} is not face up in the Technology row.", "titans.buying.technology"
        return f"{name} costs {describe(cost)}.", "titans.buying.technology"

    def _why_end_phase(self, a):
        if self.stage not in ("mine", "trade", "build"):
            return f"There is no phase to finish now; it is {self.phase}.", _ORDER
        return f"The phase now is {self.phase}, not {a.args[0]}.", "titans.turn.skip"

    def _why_end_turn(self, a):
        return self._wrong_phase(a, "buy", "A turn ends")

    # ------------------------------------------------------------ invariants

    def check_invariants(self):
        cap = self.health
        assert self.options.health_floor <= cap <= self.options.planet_health
        for n in TILES:
            acct = self.bal.get(TILE[n], {})
            pieces = acct.get("factory", 0) + acct.get("upgraded_factory", 0)
            trees = acct.get("trees", 0)
            if self.alive[n]:
                assert 1 <= trees <= cap, f"tile {n} has {trees} trees (cap {cap})"
                assert pieces == (self.owner[n] is not None), f"tile {n}: {pieces} pieces, owner {self.owner[n]}"
                if self.owner[n] is not None:
                    assert acct.get("upgraded_factory", 0) == self.upgraded[n]
            else:
                assert trees == 0 and pieces == 0 and self.owner[n] is None, f"dead tile {n} still holds things"
        assert self.held("deck.tech", "technology") == self.pile_size("tech")
        assert self.held("tech.row", "technology") == self.pile_size("tech.row") <= data.FACE_UP
        for p, cards in self.tech_owned.items():
            assert self.held(self.account(p), "technology") == len(cards)
        assert sorted(self.pile("disasters") + self.drawn) == list(TILES)

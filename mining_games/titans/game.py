"""Titans on the kernel: the Game class (factories on land tiles, Planet Health, disasters).

Rulebook: ``titans.txt``. Economics: the tragedy of the commons, renewable resources and
externalities. Every rule is in ``rules.RULES``; every component and its provenance in ``data``.
"""

from mining_games.core import Game, action_class

from . import board, data
from .bots import ExtractorBot, StewardBot
from .data import BANK_TRADES, BUILD_COSTS, NAMES, TECHNOLOGY, TILES, describe
from .ending import EndingMixin
from .land import LandMixin
from .options import TitansOptions
from .rules import RULES
from .setup import TILE, SetupMixin
from .turn import TurnMixin


def _bank_label(a):
    give, get = BANK_TRADES[a.args[0]]
    return f"Bank: {describe(give)} → {describe(get)}"


def _build_label(a):
    n, where = a.args
    return f"Build a factory on tile {n} ({describe(BUILD_COSTS[where])})"


TitansAction = action_class({
    "place": "Place a factory on tile {0} ({1})",
    "mine": "Mine {1} on tile {0}",
    "plant": "Plant a tree on tile {0}",
    "end_phase": "Finish {0}",
    "bank": _bank_label,
    "offer": "Offer a trade to {1}",
    "give": "Offer {1} {0}",
    "ask": "Ask for {1} {0}",
    "cancel": "Withdraw the offer",
    "accept": "Accept the offer",
    "decline": "Decline the offer",
    "build": _build_label,
    "upgrade": "Upgrade the factory on tile {0} (3 Wood + 2 Oil + 2 trees)",
    "make_mineable": "Make tile {0} mine-able as {1} (3 Wood + 3 Oil)",
    "buy": lambda a: f"Buy {TECHNOLOGY[a.args[0]][0]} ({describe(TECHNOLOGY[a.args[0]][1])}: "
                     f"{TECHNOLOGY[a.args[0]][2]} VP)",
    "end_turn": "End the turn without buying",
}, "TitansAction")


class TitansGame(SetupMixin, TurnMixin, LandMixin, EndingMixin, Game):
    """Titans for 3-4 players."""

    name = "titans"
    title = "Titans"
    Options = TitansOptions
    RULES = RULES
    Action = TitansAction
    min_players = 3
    max_players = 4
    UNBOUNDED = frozenset({"bank", "supply"})
    ITEMS = ("trees", "wood", "oil", "silicon", "alloy", "vp")
    TRACKS = ("planet_health",)
    BOTS = {"extractor": ExtractorBot, "steward": StewardBot}
    PROVENANCE = data.PROVENANCE
    max_decisions = 60_000
    min_rule_coverage = 0.85

    def _legal_actions(self, p):
        if self.step == "place":
            which = self.placements[0][1]
            A = self.Action
            return [A(p, "place", (n, NAMES[self.kind[n]])) for n in self._placement_tiles(p, which)]
        return self._turn_menu(p)

    def _apply(self, a):
        if a.kind == "place":
            self._place(a)
        else:
            self._turn_action(a)
        if not self.over and not any(self.alive.values()):
            self._finish("titans.end.land_exhausted")

    def prompt(self, p):
        if p not in self.to_act:
            return ""
        step = self.step
        if step == "place":
            return ("Place your first factory on any free tile that is not barren" if self.placements[0][1] == 1
                    else "Place your second factory on a free tile next to your first")
        if step == "mine":
            return f"Mine or plant on your tiles ({self.plants_left} planting(s) left), or finish Mining & Planting"
        if step == "trade":
            return "Trade with the bank or offer a trade to another player, or finish Trading"
        if step == "offer_give":
            return f"Choose what to offer {self.players[self.offer['to']]}"
        if step == "offer_ask":
            return f"Choose what to ask {self.players[self.offer['to']]} for in return"
        if step == "offer_reply":
            o = self.offer
            return (f"{self.players[self.current]} offers you {o['give_n']} {NAMES[o['give']]} for "
                    f"{o['ask_n']} {NAMES[o['ask']]}: accept or decline?")
        if step == "build":
            return "Build a factory, upgrade one, or make barren land mine-able; or finish Building"
        return "Buy one face-up Technology card, or end your turn"

    def why_illegal(self, a):
        """Precise reasons for the commonest mistakes, naming the rule."""
        p = a.player
        args = a.args
        if a.kind in ("mine", "plant") and args and args[0] in TILES:
            n = args[0]
            if self.owner[n] != p:
                return (f"Tile {n} is not {self.players[p]}'s: only a tile's owner mines or plants it (Mining).",
                        "titans.building.one_factory_per_tile")
            if self.step != "mine":
                return f"Mining and planting happen only in the Mining & Planting phase; it is now {self.phase}."
            if a.kind == "mine":
                need, have = self.mining_cost(n), self.held(TILE[n], "trees")
                if have < need:
                    return (f"Mining {NAMES[self.kind[n]]} on tile {n} needs {need} trees; it has {have} (Mining).",
                            "titans.mining.tree_cost")
                if n in self.planted:
                    return (f"Tile {n} was planted this turn, so it cannot be mined (Mine or plant, not both).",
                            "titans.planting.no_mix")
            else:
                if n in self.mined:
                    return (f"Tile {n} was mined this turn, so no tree may be planted on it (Mine or plant, not both).",
                            "titans.planting.no_mix")
                if not self.plants_left:
                    return "No plantings are left this turn: one per tile owned (Planting)."
                if self.held(TILE[n], "trees") >= self.health:
                    return (f"Tile {n} is at the tree cap of {self.health} set by Planet Health (Planet Health).",
                            "titans.planet.tree_cap")
        if a.kind in ("build", "make_mineable") and args and args[0] in TILES and self.owner[args[0]] is not None:
            return (f"Tile {args[0]} already has a factory: one factory per tile (One factory per tile).",
                    "titans.building.one_factory_per_tile")
        if a.kind in ("build", "upgrade", "make_mineable") and self.step == "build":
            if a.kind == "build":
                cost = BUILD_COSTS["adjacent" if args[1:2] == ("adjacent",) else "far"]
            else:
                cost = BUILD_COSTS[a.kind]
            if not self.can_pay(p, cost):
                have = describe({r: k for r, k in self.hand(p).items() if k}) or "nothing"
                return f"That costs {describe(cost)}; {self.players[p]} has {have} (Building)."
        if a.kind == "buy" and self.step == "buy" and args and args[0] in range(len(TECHNOLOGY)):
            card = args[0]
            if card not in self.tech_row:
                return f"{TECHNOLOGY[card][0]} is not face up in the Technology row (Buying)."
            if not self.can_pay(p, TECHNOLOGY[card][1]):
                return f"{TECHNOLOGY[card][0]} costs {describe(TECHNOLOGY[card][1])} (Buying)."
        return None

    def board_html(self, viewer=None):
        """The hex board, Planet Health gauge, players and Technology row (all public in Titans)."""
        return board.board_html(self, viewer)

    def track_bands(self, track):
        """Planet Health bands by number of disaster cards per round (Natural Disasters)."""
        if track != "planet_health":
            return []
        o = self.options
        return [(o.two_disasters_at + 1, o.planet_health, "1 disaster a round"),
                (o.three_disasters_at + 1, o.two_disasters_at, "2 disasters a round"),
                (o.health_floor, o.three_disasters_at, "3 disasters a round")]

    def outcome(self):
        """What land is left: live tiles, trees on them, and factories lost with dead land."""
        return {"live_tiles": sum(self.alive.values()),
                "trees_left": sum(self.held(TILE[n], "trees") for n in TILES),
                "factories_lost": self.held("removed", "factory") + self.held("removed", "upgraded_factory")}

    def redact(self, snap, p):
        """Players never see the order of the face-down decks."""
        state = snap["state"]
        state["tech_deck"] = len(state["tech_deck"])
        state["disaster_deck"] = len(state["disaster_deck"])
        return snap

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
        assert self.held("tech.deck", "technology") == len(self.tech_deck)
        assert self.held("tech.row", "technology") == len(self.tech_row) <= data.FACE_UP
        for p, cards in self.tech_owned.items():
            assert self.held(self.account(p), "technology") == len(cards)
        assert sorted(self.disaster_deck + self.drawn) == list(TILES)

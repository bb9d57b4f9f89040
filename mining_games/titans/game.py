"""Titans on the kernel: the Game class, its phases and stages, and its state.

Rulebook: ``titans.txt``. Economics: the tragedy of the commons, renewable resources and
externalities. Every rule is in ``rules.RULES``; every component and its provenance in ``data``;
each phase of a turn has its own module (``placing``, ``mining``, ``trading``, ``building``,
``buying``), the land and the disasters are in ``land``, the ends in ``ending``.
"""

from mining_games.core import Game, Stage

from . import board, data
from .actions import TitansAction
from .bots import ExtractorBot, StewardBot
from .building import BuildingMixin
from .buying import BuyingMixin
from .checks import Checks
from .data import (
    FACE_UP,
    LAYOUT_ROWS,
    NAMES,
    SINGLE_FACTORIES,
    TECHNOLOGY,
    TILES,
    UPGRADED_FACTORIES,
    kind_of_number,
    value,
)
from .ending import EndingMixin
from .land import TILE, LandMixin
from .mining import MiningMixin
from .options import TitansOptions
from .placing import PlacingMixin
from .prompts import Prompts
from .rules import RULES
from .scenario import Scenario
from .trading import TradingMixin
from .turn import TurnMixin


class TitansGame(PlacingMixin, TurnMixin, MiningMixin, TradingMixin, BuildingMixin, BuyingMixin, LandMixin,
                 EndingMixin, Prompts, Checks, Scenario, Game):
    """Titans for 3-4 players.

    State (besides the kernel's ledger, ``planet_health`` track, round, phase and flow):

    ============== ========================================================= =====================================
    attribute      what it holds                                             rules that change it
    ============== ========================================================= =====================================
    kind           {tile: "wood"|"oil"|"silicon"|"alloy"|"barren"}           setup.board; building.make_mineable
    owner          {tile: player index or None}: whose factory stands there  setup.first_factory,
                                                                             setup.second_factory, building.*;
                                                                             mining.exhausted, disasters.destroy
    upgraded       {tile: bool}: a two-story factory stands there            building.upgrade; a dying tile
    alive          {tile: bool}: the land is still on the board              mining.exhausted, disasters.destroy
    order          turn order, a tuple of player indices                     setup.order
    drawn          disaster cards drawn for the turn order, face up in       setup.draw_order, setup.return_cards
                   front of the players until they go back
    tech_owned     {player: [cards bought]}                                  buying.technology
    turn           scratch of the turn in progress: ``pos`` (place in        turn.start; mining.tree_cost,
                   ``order``), ``mined`` and ``planted`` (tiles this turn),  planting.plant, trading.offer
                   ``plants`` (trees planted), ``offers`` (offers sent);
                   None before the first turn
    offer          the trade offer being built or answered (kernel           trading.draft, trading.offer,
                   ``TradeOffers``): from, to, give {item: n}, ask           trading.accept/decline/withdraw
                   {item: n}; None when there is none
    ============== ========================================================= =====================================

    The cards are kernel piles (``self.decks``; the kernel's view shows players only what each pile
    shows, ``core/piles.py``):

    ============= ============================================================ ==============================
    pile          what it holds                                                rules that change it
    ============= ============================================================ ==============================
    ``tech``      the face-down Technology deck (indices into                  setup.technology_deck,
                  ``data.TECHNOLOGY``), printed order, never shuffled; on the   setup.technology,
                  ledger at ``deck.tech``                                      buying.refill
    ``tech.row``  the face-up Technology row, dealt from ``tech``; on the       setup.technology,
                  ledger at ``tech.row``                                       buying.technology, buying.refill
    ``disasters`` the face-down Natural Disaster deck (tile numbers), off the  setup.shuffle, setup.draw_order,
                  ledger; drawn cards go back under it and it is shuffled      setup.return_cards,
                                                                               disasters.count,
                                                                               disasters.shuffle
    ============= ============================================================ ==============================

    Ledger accounts: ``p0``.. (players: resources, ``vp``, factory pieces, ``technology``),
    ``tile1``..``tile19`` (``trees``, the factory piece standing there), ``bank`` and ``supply``
    (unbounded), ``deck.tech`` and ``tech.row`` (``technology``), ``removed`` (pieces lost with
    dead land).
    """

    name = "titans"
    title = "Titans"
    Options = TitansOptions
    RULES = RULES
    Action = TitansAction
    min_players = 3
    max_players = 4
    UNBOUNDED = frozenset({"bank", "supply"})
    ITEMS = ("trees", "wood", "oil", "silicon", "alloy", "vp")
    ITEM_WORDS = {"vp": "victory points"}
    OUTCOME_WORDS = {"live_tiles": "live land tiles", "trees_left": "trees left on the land",
                     "factories_lost": "factories lost with dead land"}
    TRACKS = ("planet_health",)
    BOTS = {"extractor": ExtractorBot, "steward": StewardBot}
    SEARCH_POLICY = "extractor"   # the search bot's look-aheads (docs/titans.md, Bots)
    SEARCH_SCALE = 3
    PROVENANCE = data.PROVENANCE
    max_decisions = 60_000
    # three rules only refuse (checks.py) and the round limit is an off-by-default variant: random
    # games fire 43 of the 51 rules
    min_rule_coverage = 0.8
    # seat fairness plays 200 random games at 3 players only (about 10 s of CPU): 200 more at 4 would
    # add about 15 s (docs/titans.md, Seat fairness, gives both tables)
    fairness_players = (3,)

    PHASES = ("Set Up", "Placing Factories", "Mining & Planting", "Trading", "Building", "Buying",
              "Natural Disasters", "Ending the Game")
    TURN_PHASES = ("Mining & Planting", "Trading", "Building", "Buying")
    STAGES = {
        "first_factory": Stage("Placing Factories", "titans.setup.first_factory"),
        "second_factory": Stage("Placing Factories", "titans.setup.second_factory"),
        "mine": Stage("Mining & Planting", "titans.mining.tree_cost"),
        "trade": Stage("Trading", "titans.trading.bank",
                       "Trade with the bank or offer a trade to another player, or finish Trading"),
        "offer_draft": Stage("Trading", "titans.trading.draft"),
        "offer_reply": Stage("Trading", "titans.trading.accept"),
        "build": Stage("Building", "titans.building.factory_adjacent",
                       "Build a factory, upgrade one, or make barren land mine-able; or finish Building"),
        "buy": Stage("Buying", "titans.buying.technology", "Buy one face-up Technology card, or end your turn"),
    }
    STAGE_OF_PHASE = {"Mining & Planting": "mine", "Trading": "trade", "Building": "build", "Buying": "buy"}

    def setup(self):
        """Setting up the Board: tiles and trees, Planet Health, pieces, the two decks; then the
        draw for turn order and the snake placement (``placing``)."""
        o = self.options
        self.enter_phase("Set Up")
        self.kind = {n: kind_of_number(n) for n in TILES}
        self.owner = {n: None for n in TILES}
        self.upgraded = {n: False for n in TILES}
        self.alive = {n: True for n in TILES}
        self.turn = None
        self.offer = None
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
        self.tech_owned = {p: [] for p in range(len(self.players))}
        self.fire("titans.setup.technology_deck", cards=len(TECHNOLOGY))
        self.new_pile("tech", range(len(TECHNOLOGY)), item="technology", src="bank")   # printed order, unshuffled
        self.new_pile("tech.row", item="technology", account="tech.row", face="up")
        for _ in range(FACE_UP):
            self._turn_up_technology("titans.setup.technology")
        self.new_pile("disasters", TILES)
        self.shuffle_pile("disasters", "titans.setup.shuffle")
        self._draw_for_order()

    def next_step(self):
        """Beginning the Game: when a turn is over (nobody asked, nothing scheduled), the next
        player's turn, or the end of the round after the last player."""
        self._after_turn()

    def score(self, p):
        """Victory points: Technology cards bought, and the land bonus once the game has ended."""
        return self.held(self.account(p), "vp")

    def score_breakdown(self, p):
        tech = sum(TECHNOLOGY[c][2] for c in self.tech_owned[p])
        return {"technology": tech, "land bonus": self.score(p) - tech}

    def tiebreak(self, p):
        """Reconstructed tie-break: the most resources left, by tree value."""
        return (value(self.hand(p)),)

    def outcome(self):
        """What land is left: live tiles, trees on them, and factories lost with dead land. (How the
        game ended is the kernel's ``ended_by``, the ``ended_by`` column of experiments.)"""
        return {"live_tiles": sum(self.alive.values()),
                "trees_left": sum(self.held(TILE[n], "trees") for n in TILES),
                "factories_lost": self.held("removed", "factory") + self.held("removed", "upgraded_factory")}

    def board_html(self, viewer=None, projector=False):
        """The hex board, Planet Health gauge, players and Technology row, as ``viewer`` sees them
        (``projector``: the layout for a 1280x720 projector, see ``board``)."""
        return board.board_html(self, viewer, projector)

    def track_bands(self, track):
        """Planet Health bands by number of disaster cards per round (Natural Disasters)."""
        if track != "planet_health":
            return []
        o = self.options
        return [(o.two_disasters_at + 1, o.planet_health, "1 disaster a round"),
                (o.three_disasters_at + 1, o.two_disasters_at, "2 disasters a round"),
                (o.health_floor, o.three_disasters_at, "3 disasters a round")]

"""The Mines of Zavandor on the kernel: the class, its phases and stages, setup, scores and views.

The rules of each phase live in mixins, one file each: ``income.py``, ``trade.py``, ``auction.py``,
``upgrade.py`` (with the end of the round and of the game); gem cards in ``cards.py``; item markers
in ``items.py``; refusals in ``checks.py``; prompts in ``prompts.py``; hand-arranged positions in
``scenario.py``. The kernel carries the flow: ``next_step`` schedules a round as named steps, each
phase schedules its players' turns, and every decision is a stage below.

State (every attribute below is in ``snapshot()``; ``view(p)`` hides what ``redact`` says):

=============== =============================================================== ==========================
attribute       what it holds                                                   changed by (rules)
=============== =============================================================== ==========================
boards          board side per player ("front" or a shield side's id)           setup.board, setup.reverse_boards
family          Family clan level (markers) per player, 1..8                    setup.family_cube, income.free_marker,
                                                                                upgrade.pay
dragon          Packdragon markers per player                                   income.free_marker, upgrade.pay
gallery         per player, the mine gallery: [card id, markers] per            setup.start_scroll, auction.improvement,
                improvement                                                     auction.gallery_full, income.scroll,
                                                                                income.free_marker, upgrade.pay
hoards_used     ids of Galgad's Dragon Hoards already opened                    income.hoard
removed         improvement cards out of the game                               setup.*, auction.shift,
                                                                                auction.gallery_full, income.scroll
row_deck        per auction row (gem index), the face-up deck, top first        setup.auction_board, auction.shift
middle          per auction row, the card in the middle space (None: empty)     setup.auction_board, auction.shift,
                                                                                auction.improvement
right           per auction row, the card in the right-hand space (None: empty) setup.auction_board, auction.shift,
                                                                                auction.improvement
piles           per gem deck, its face-down draw pile (gem indices, top last;   setup.gem_decks, cards.draw,
                hidden from players)                                            cards.reshuffle, trade.bank_search
discards        per gem deck, its face-up discard pile: cards per gem           cards.reshuffle, trade.bank_*,
                                                                                auction.pay, upgrade.pay, end.buy_vp
hands           per player, the hand as 16 counts (deck * 4 + gem), so every    cards.draw, trade.*, auction.reveal,
                card keeps its deck; others see only how many cards             upgrade.pay, upgrade.return_bids
bids            per player, the bid on the table, as hands (after the reveal)   auction.reveal, auction.pay,
                                                                                upgrade.return_bids
start_player    who holds the starting player piece                             setup.starting_player,
                                                                                round.start_player
king            the King's hall (an index of ``data.HALLS``)                    setup.king, auction.king
route           the halls the King has stood in, in order                       setup.king, auction.king
turn            scratch values of the decision being taken (see below)          the phase's own rules
offer           the trade offer being built or answered (kernel ``TradeOffers``) trade.offer ... trade.decline
=============== =============================================================== ==========================

``turn`` holds: ``plan`` (income cards per deck still owed, while cards are forgone), ``markers``
(free Upgrade markers left to place) and ``placed`` (items that got one this step), ``offers``
(trade offers each player may still start this phase), ``paid`` (cards paid to the bank so far in
this bank trade), ``want`` (the gem bought, while the player picks a discard pile), ``row`` (the
auction row being decided), ``claim`` (the row and winning count while the winner chooses card or
point) and ``upgraded`` (items raised in this Upgrade turn). A bid being built card by card is the
kernel's sealed choice (``self.sealed[p]``: gem counts), hidden from the others until the reveal.
Ledger accounts: ``p0``... (hands, points, Upgrade markers), ``Anna's bid``, ``WOODEN deck``,
``WOODEN discard pile``..., ``bank`` (points), ``supply`` (markers), ``game box`` (cards at setup).
"""

from mining_games.core import Game
from mining_games.core.actions import shared_table
from mining_games.core.cloning import share
from mining_games.core.flow import Stage

from . import board
from .actions import ZavandorAction
from .auction import Auction
from .board_chips import GEM_STYLE
from .bots import BOTS
from .cards import PILE_ACC, GemCards
from .checks import Checks
from .data import (
    CARDS_LIST,
    CORONATION,
    DECK_MIX,
    GEMS,
    PROVENANCE,
    REMOVED_ROWS,
    REVERSE_BOARDS,
    ROW_ORDER,
    START_SCROLLS,
)
from .income import UPGRADE_MARKER, Income
from .items import Items, breakdown
from .options import ZavandorOptions
from .prompts import Prompts
from .rules import RULES
from .scenario import Scenario
from .trade import Trade
from .upgrade import Upgrade

INCOME, TRADE, AUCTION, UPGRADE, END = "Income", "Trade", "Auction", "Upgrade", "End of the Game"


_ACTIONS = shared_table(ZavandorAction)   # the kernel's cache of this game's actions
_GEM_ACTS = {}   # (seat, kind) -> the four actions of ``_gem_acts``, one per gem


class Zavandor(GemCards, Items, Income, Trade, Auction, Upgrade, Prompts, Checks, Scenario, Game):
    name = "zavandor"
    title = "The Mines of Zavandor"
    Options = ZavandorOptions
    RULES = RULES
    Action = ZavandorAction
    min_players = 2
    max_players = 4
    UNBOUNDED = frozenset({"bank", "supply", "game box"})   # VP markers, Upgrade markers, gem cards at setup
    ITEMS = (*GEMS, "vp", UPGRADE_MARKER)
    TRACKS = ("king", *(f"winning_bid.{GEMS[r]}" for r in ROW_ORDER))
    BOTS = BOTS
    PROVENANCE = PROVENANCE
    max_decisions = 5_000      # random games take 400-950 decisions (10 rounds)
    min_rule_coverage = 0.79   # share of rules 20 random games fire; the rest fire in scenario tests
    # clone(): the table of gem menu entries (``_gem_acts``) holds actions, which never change: shared
    CLONE_CACHES = {"_acts": share}

    # The rulebook's phases (zavandor.txt, Play of the Game), then its End of the Game.
    PHASES = (INCOME, TRADE, AUCTION, UPGRADE, END)
    STAGES = {
        "forgo": Stage(INCOME, "zavandor.income.limit"),
        "place": Stage(INCOME, "zavandor.income.free_marker"),
        "scroll": Stage(INCOME, "zavandor.income.scroll",
                        "Read a spell scroll now (a one-off yield outside the limit), or keep it for later"),
        "trade": Stage(TRADE, "zavandor.trade.order"),
        "bank_pay": Stage(TRADE, "zavandor.trade.bank_pay"),
        "bank_take": Stage(TRADE, "zavandor.trade.bank_take", "Choose the gem card the bank gives you"),
        "bank_pile": Stage(TRADE, "zavandor.trade.bank_take"),
        "offer_draft": Stage(TRADE, "zavandor.trade.offer"),
        "offer_reply": Stage(TRADE, "zavandor.trade.accept"),
        "bid": Stage(AUCTION, "zavandor.auction.bid", "Build your sealed bid one card at a time, then seal it"),
        "claim": Stage(AUCTION, "zavandor.auction.improvement"),
        "king": Stage(AUCTION, "zavandor.auction.king"),
        "upgrade": Stage(UPGRADE, "zavandor.upgrade.pay"),
    }

    # ------------------------------------------------------------------ setup and the round

    def setup(self):
        """zavandor.txt, Setup: boards, Family cubes, starting scrolls, improvements, gem decks, hands."""
        n = len(self.players)
        self._acc = tuple(self.account(p) for p in range(n))
        self._bid_acc = tuple(f"{name}'s bid" for name in self.players)
        self._setup_boards(n)
        self._setup_improvements(n)
        self._setup_gem_decks()
        self.hands = [[0] * 16 for _ in range(n)]
        self.bids = [[0] * 16 for _ in range(n)]
        self.start_player = 0
        self.fire("zavandor.setup.starting_player", 0)
        for i, p in enumerate(self._order()):
            k = 6 if i < 2 else 7
            self.fire("zavandor.setup.starting_hands", p, n=k)
            self._draw(p, 0, k)
        self.king = 0
        self.route = [0]
        self.fire("zavandor.setup.king")
        self.move_track("king", 0)
        self.turn = {}
        self.offer = None

    def next_step(self):
        """A new round begins with its Income phase (zavandor.txt, Play of the Game)."""
        self.then("income_phase")

    def _setup_boards(self, n):
        if self.options.board_side == "reverse":
            deal = [b.id for b in REVERSE_BOARDS]
            self.shuffle("zavandor.setup.reverse_boards", deal)
            self.boards = deal[:n]
        else:
            self.boards = ["front"] * n
        self.family, self.dragon, self.gallery = [0] * n, [0] * n, [[] for _ in range(n)]
        self.hoards_used = []
        for p in range(n):
            self.fire("zavandor.setup.board", p, board=self._board(p).name)
            self.fire("zavandor.setup.family_cube", p)
            self.family[p] = 1
            self.transfer(UPGRADE_MARKER, 1, "supply", self._acc[p])
            self.fire("zavandor.setup.start_scroll", p)
            self.gallery[p].append([START_SCROLLS[p].id, 1])
            self.transfer(UPGRADE_MARKER, 1, "supply", self._acc[p])
        self.removed = [c.id for c in START_SCROLLS[n:]]

    def _setup_improvements(self, n):
        """Improvement decks per row, pale above dark, face up; top card right, next card middle."""
        gone = REMOVED_ROWS[n]
        if gone:
            cards = [c.id for c in CARDS_LIST if c.row in gone]
            self.fire("zavandor.setup.remove_improvements", players=n, rows=list(gone), cards=len(cards))
            self.removed.extend(cards)
        self.row_deck, self.middle, self.right = [[], [], [], []], [None] * 4, [None] * 4
        for row in ROW_ORDER:
            if row not in gone:
                deck = []
                for shade in ("pale", "dark"):
                    part = [c.id for c in CARDS_LIST if c.row == row and c.shade == shade]
                    self.shuffle("zavandor.setup.improvement_shuffle", part, row=row, shade=shade)
                    deck.extend(part)
                self.right[row] = deck.pop(0)
                self.middle[row] = deck.pop(0)
                self.row_deck[row] = deck
            self.fire("zavandor.setup.auction_board", row=row, right=self.right[row], middle=self.middle[row],
                      left=len(self.row_deck[row]))
            self.move_track(f"winning_bid.{GEMS[row]}", 0)

    def _setup_gem_decks(self):
        self.piles, self.discards = [], [[0, 0, 0, 0] for _ in range(4)]
        for d, mix in enumerate(DECK_MIX):
            pile = [g for g in range(4) for _ in range(mix[g])]
            self.fire("zavandor.setup.gem_decks", deck=d, gems=list(mix))
            for g in range(4):
                self.transfer(GEMS[g], mix[g], "game box", PILE_ACC[d])
            self.shuffle("zavandor.setup.gem_shuffle", pile, deck=d)
            self.piles.append(pile)

    def _act(self, p, kind, *args):
        """The menu entry ``Action(p, kind, args)`` from the kernel's one cache of actions (menus are
        rebuilt after every decision; actions are immutable, so the same objects serve every time)."""
        return _ACTIONS[p, kind, args]

    def _gem_acts(self, p, kind):
        """The four menu entries ``Action(p, kind, (gem,))``, one per gem in the order of ``GEMS``, from the
        kernel's cache of actions (the row of four kept per seat and kind)."""
        key = (p, kind)
        acts = _GEM_ACTS.get(key)
        if acts is None:
            acts = _GEM_ACTS[key] = tuple(_ACTIONS[p, kind, (g,)] for g in GEMS)
        return acts

    def _order(self):
        """Player order: the starting player, then clockwise (to the left)."""
        return self.clockwise(self.start_player)

    # ------------------------------------------------------------------ scores

    def score(self, p):
        return sum(self.score_breakdown(p).values())

    def score_breakdown(self, p):
        """Points collected, fully upgraded items, negative cards and Przemek the Foreman (``items.breakdown``)."""
        return breakdown(vars(self), self.held(self._acc[p], "vp"), p)

    def tiebreak(self, p):
        """Most gem cards left in hand (after buying points at the end)."""
        return (sum(self.hands[p]),)

    def outcome(self):
        """How many items were fully upgraded in the game (all players)."""
        return {"items_completed": sum(1 for e in self.log if e.rule == "zavandor.upgrade.full")}

    # ------------------------------------------------------------------ views

    def board_html(self, viewer=None, projector=False):
        """The auction board, the King's path, the decks and each player's gallery, drawn from ``view(viewer)``."""
        return board.board_html(self, viewer, projector)

    def track_bands(self, track):
        """The King track: the Coronation Chamber band (reaching it makes this round the last)."""
        if track == "king":
            return [(CORONATION, CORONATION, "Coronation Chamber: last round")]
        return []

    def track_color(self, track):
        """Each winning-bid line in its gem's colour (the King in black)."""
        if track == "king":
            return "#000000"
        gem = track.removeprefix("winning_bid.")
        return GEM_STYLE[GEMS.index(gem)][1] if gem in GEMS else None

    def redact(self, snap, p):
        """Hide other players' hands (only how many cards each holds) and the order of the draw piles.

        Bids being built are the kernel's sealed choices, which its view hides already; bid cards stay
        in hand until the reveal, so sealing a bid changes nothing the others see (zavandor.txt,
        Phase 3: Auction).
        """
        st, ledger = snap["state"], snap["ledger"]
        for q in range(len(self.players)):
            if q == p:
                continue
            size = sum(self.hands[q])
            st["hands"][q] = size
            acc = self._acc[q]
            ledger[acc] = {**{k: v for k, v in ledger.get(acc, {}).items() if k not in GEMS}, "cards": size}
        st["piles"] = [len(pile) for pile in self.piles]
        for d, acc in enumerate(PILE_ACC):
            ledger[acc] = {"cards": len(self.piles[d])}
        return snap

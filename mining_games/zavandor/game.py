"""The Mines of Zavandor on the kernel: the class, its phases and stages, setup, scores and views.

The rules of each phase live in mixins, one file each: ``income.py``, ``trade.py``, ``auction.py``,
``upgrade.py`` (with the end of the round and of the game); gem cards in ``cards.py``; item markers
in ``items.py``; refusals in ``checks.py``; prompts in ``prompts.py``; hand-arranged positions in
``scenario.py``. The kernel carries the flow: ``next_step`` schedules a round as named steps, each
phase schedules its players' turns, and every decision is a stage below.

State (every attribute below is in ``snapshot()``; ``view(p)`` shows ``p`` all of it):

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

Every card lies in a kernel pile (``self.decks``, ``core/piles.py``; names in ``data``), which
decides what each seat sees of it; the game has no ``redact``. A gem card is ``deck * 4 + gem``.

============================ ================================================= =============================
pile                         what it holds                                     rules that change it
============================ ================================================= =============================
``wooden.deck`` ...          per gem deck, its draw pile: face down, top      setup.gem_decks, cards.draw,
(``DRAW_PILE``)              first; ledger ``WOODEN deck`` ...                 cards.reshuffle,
                                                                               trade.bank_search
``wooden.discards`` ...      per gem deck, its discard pile: face up;          cards.reshuffle, trade.bank_*,
(``DISCARD_PILE``)           ledger ``WOODEN discard pile`` ...                auction.pay, upgrade.pay,
                                                                               end.buy_vp
``hand.0`` ...               per player, the hand: face down, seen by its      cards.draw, trade.*,
(``HAND_PILE``)              owner (others see how many cards); ledger         auction.reveal, upgrade.pay,
                             ``p0`` ...                                        upgrade.return_bids, end.buy_vp
``bid.0`` ...                per player, the bid on the table after the        auction.reveal, auction.pay,
(``BID_PILE``)               reveal: face up; ledger ``Anna's bid`` ...        upgrade.return_bids
``improvements.ruby`` ...    per auction row, its improvement deck on the      setup.auction_board,
(``LEFT_PILE``)              left-hand space: face up, top first; off the      auction.shift
                             ledger
``middle.ruby``,             per auction row, the card in the middle and the   setup.auction_board,
``right.ruby`` ...           right-hand space (at most one each): face up      auction.shift,
(``MIDDLE_PILE``,                                                              auction.improvement
``RIGHT_PILE``)
``removed``                  improvement cards out of the game, in the order   setup.*, auction.shift,
(``REMOVED_PILE``)           they left: face up                                auction.gallery_full,
                                                                               income.scroll
============================ ================================================= =============================

The draw piles and the hands are one pool (``GEM_POOL``) whose cards show their backs (their decks) as
counts; the cards everybody saw go into a hand are public there (``show_cards``). A search's determinized
copy deals the others' gems again across that pool and their drafts from the re-dealt hands (``unseen``).

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
from .cards import DISCARD_ACC, PILE_ACC, GemCards, card
from .checks import Checks
from .data import (
    BID_PILE,
    CARD_BACK,
    CARD_GEM,
    CARDS_LIST,
    CORONATION,
    DECK_MIX,
    DISCARD_PILE,
    DRAW_PILE,
    GEM_POOL,
    GEMS,
    HAND_PILE,
    LEFT_PILE,
    MIDDLE_PILE,
    PROVENANCE,
    REMOVED_PILE,
    REMOVED_ROWS,
    REVERSE_BOARDS,
    RIGHT_PILE,
    ROW_ORDER,
    START_SCROLLS,
)
from .income import UPGRADE_MARKER, Income
from .items import Items, breakdown, engine_vp
from .options import ZavandorOptions
from .prompts import Prompts
from .rules import RULES
from .scenario import Scenario
from .trade import Trade
from .unseen import Unseen
from .upgrade import Upgrade

INCOME, TRADE, AUCTION, UPGRADE, END = "Income", "Trade", "Auction", "Upgrade", "End of the Game"


_ACTIONS = shared_table(ZavandorAction)   # the kernel's cache of this game's actions
_GEM_ACTS = {}   # (seat, kind) -> the four actions of ``_gem_acts``, one per gem


# The face-down gem piles (draw piles and hands): every card's back shows its deck, and a hand is held in any
# order, so others see how many cards of each back it holds; the gems they never saw could be any hidden
# card of that back, so a determinized copy deals them again across these piles (the kernel's ``mix``).
HIDDEN_GEMS = {"pool": GEM_POOL, "back": CARD_BACK, "counts": "back", "mix": True}


class Zavandor(GemCards, Items, Income, Trade, Auction, Upgrade, Prompts, Checks, Scenario, Unseen, Game):
    name = "zavandor"
    title = "The Mines of Zavandor"
    Options = ZavandorOptions
    RULES = RULES
    Action = ZavandorAction
    min_players = 2
    max_players = 4
    UNBOUNDED = frozenset({"bank", "supply", "game box"})   # VP markers, Upgrade markers, gem cards at setup
    ITEMS = (*GEMS, "vp", UPGRADE_MARKER)
    ITEM_WORDS = {"vp": "victory points", UPGRADE_MARKER: "upgrade markers"}
    OUTCOME_WORDS = {"items_completed": "items fully upgraded"}
    TRACKS = ("king", *(f"winning_bid.{GEMS[r]}" for r in ROW_ORDER))
    BOTS = BOTS
    SEARCH_POLICY = "investor"   # the search bot's look-aheads (docs/zavandor.md, Bots)
    SEARCH_SCALE = 3
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
        for p in range(n):
            self.new_pile(HAND_PILE[p], item=CARD_GEM, account=self._acc[p], **HIDDEN_GEMS)
            self.show_pile(HAND_PILE[p], [p])
            self.new_pile(BID_PILE[p], item=CARD_GEM, account=self._bid_acc[p], face="up")
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
        self.new_pile(REMOVED_PILE, [c.id for c in START_SCROLLS[n:]], face="up")

    def _setup_improvements(self, n):
        """Setup step 7: improvement decks per row, pale above dark, face up on the left-hand space; the top
        card goes to the right-hand space, the next to the middle (kernel piles, all face up)."""
        gone = REMOVED_ROWS[n]
        if gone:
            cards = [c.id for c in CARDS_LIST if c.row in gone]
            self.fire("zavandor.setup.remove_improvements", players=n, rows=list(gone), cards=len(cards))
            self.put_cards(REMOVED_PILE, cards, bottom=True)
        for row in ROW_ORDER:
            for name in (LEFT_PILE[row], MIDDLE_PILE[row], RIGHT_PILE[row]):
                self.new_pile(name, face="up")
            if row not in gone:
                for shade in ("pale", "dark"):
                    part = [c.id for c in CARDS_LIST if c.row == row and c.shade == shade]
                    self.shuffle("zavandor.setup.improvement_shuffle", part, row=row, shade=shade)
                    self.put_cards(LEFT_PILE[row], part, bottom=True)
            deck = self.pile(LEFT_PILE[row])
            self.fire("zavandor.setup.auction_board", row=row, right=deck[0] if deck else None,
                      middle=deck[1] if deck else None, left=max(len(deck) - 2, 0))
            self.move_track(f"winning_bid.{GEMS[row]}", 0)
            self.move_cards(LEFT_PILE[row], RIGHT_PILE[row])
            self.move_cards(LEFT_PILE[row], MIDDLE_PILE[row])

    def _setup_gem_decks(self):
        """Setup step 10: the gem cards sorted by their backs into four face-down decks, each shuffled, and
        beside each its face-up discard pile, empty."""
        for d, mix in enumerate(DECK_MIX):
            cards = [card(d, g) for g in range(4) for _ in range(mix[g])]
            self.fire("zavandor.setup.gem_decks", deck=d, gems=list(mix))
            self.new_pile(DRAW_PILE[d], cards, item=CARD_GEM, account=PILE_ACC[d], src="game box", **HIDDEN_GEMS)
            self.stack_cards(DRAW_PILE[d], self._shuffled(cards, "zavandor.setup.gem_shuffle", d))
            self.new_pile(DISCARD_PILE[d], item=CARD_GEM, account=DISCARD_ACC[d], face="up")

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

    def search_score(self, p):
        """For the search bot's look-aheads, cut before the end (``core/search.py``): the score, plus the
        gem cards in hand and bid at the rate the rulebook's End of the Game buys points with leftover cards
        (``gems_per_vp`` cards a point, fractions kept), plus the engine (``items.engine_vp``: unfinished
        items' printed points less their remaining costs, and the income still to come). Without it an
        improvement taken, or an upgrade paid, counts as a loss to a look-ahead that stops before it pays
        (docs/zavandor.md, "The search bot"). Reads only what every player sees: hand and bid sizes,
        galleries, levels and the King's hall."""
        rate = self.options.gems_per_vp
        cards = self.pile_size(HAND_PILE[p]) + self.pile_size(BID_PILE[p])
        return self.score(p) + cards / rate + engine_vp(vars(self), p, rate, self.options.income_limit)

    def tiebreak(self, p):
        """Most gem cards left in hand (after buying points at the end)."""
        return (self.pile_size(HAND_PILE[p]),)

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

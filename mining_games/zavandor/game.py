"""The Mines of Zavandor on the kernel: setup, whose decision it is, views and invariants.

The phases live in mixins, one file each: ``income.py``, ``trade.py``, ``auction.py``,
``upgrade.py`` (with the end of the game); gem-card mechanics in ``cards.py``; item markers in
``items.py``. ``self.stage`` names the decision owed now; ``_menu_<stage>`` builds its menu and
``_do_<kind>`` carries out a chosen action.
"""

from mining_games.core import Game

from . import board
from .actions import ZavandorAction
from .auction import Auction
from .board_chips import GEM_STYLE
from .cards import DISCARD_ACC, PILE_ACC, GemCards, by_gem
from .checks import Checks
from .data import (
    CARDS,
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
from .items import Items
from .options import ZavandorOptions
from .prompts import Prompts
from .rules import RULES
from .trade import Trade
from .upgrade import Upgrade


class Zavandor(GemCards, Items, Income, Trade, Auction, Upgrade, Prompts, Checks, Game):
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
    PROVENANCE = PROVENANCE
    max_decisions = 5_000      # random games take 400-950 decisions (10 rounds)
    min_rule_coverage = 0.79   # 57 of 72 rules in 20 random games; the rest fire in scenario tests

    # ------------------------------------------------------------------ setup

    def setup(self):
        """zavandor.txt, Setup: boards, Family cubes, starting scrolls, improvements, gem decks, hands."""
        n = len(self.players)
        self._acc = tuple(f"p{p}" for p in range(n))
        self._bid_acc = tuple(f"{name}'s bid" for name in self.players)
        self.stage, self.queue = "setup", []
        self._setup_boards(n)
        self._setup_improvements(n)
        self._setup_gem_decks()
        self.hands = [[0] * 16 for _ in range(n)]
        self.bids = [[0] * 16 for _ in range(n)]
        self.draft = [[0, 0, 0, 0] for _ in range(n)]
        self.start_player = 0
        self.fire("zavandor.setup.starting_player", 0)
        for i, p in enumerate(self._order()):
            k = 6 if i < 2 else 7
            self.fire("zavandor.setup.starting_hands", p, n=k)
            self._draw(p, 0, k)
        self.king = 0
        self.fire("zavandor.setup.king")
        self.move_track("king", 0)
        self.income_plan, self.free_markers, self.placed = None, 0, []
        self.offers_left, self.offer, self.bank_paid, self.want = [0] * n, None, 0, None
        self.claim, self.auction_row, self.upgraded = None, 0, []
        self._income_begin()

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

    # ------------------------------------------------------------------ whose decision

    def _order(self):
        """Player order: the starting player, then clockwise (to the left)."""
        n = len(self.players)
        return [(self.start_player + i) % n for i in range(n)]

    def _ask(self, p, stage):
        self.stage = stage
        self.to_act = (p,)

    def _legal_actions(self, p):
        return getattr(self, "_menu_" + self.stage)(p)

    def _apply(self, action):
        getattr(self, "_do_" + action.kind)(action)

    # ------------------------------------------------------------------ views and invariants

    def board_html(self, viewer=None):
        """The auction board, the King's path, the decks and each player's gallery, as ``viewer`` may
        see them: hands only for their owner (and the teacher), sealed bids never before the reveal."""
        return board.board_html(self, viewer)

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
        """Hide other players' hands, bid drafts and (while bids are sealed) their bids; hide deck order.

        While bids are sealed, another player's hand and bid show as one total of cards, so neither
        drafting nor sealing a bid changes what the others see (zavandor.txt, Phase 3: Auction).
        """
        st, ledger = snap["state"], snap["ledger"]
        sealed = self.stage == "bid"
        for q in range(len(self.players)):
            if q == p:
                continue
            size = sum(self.hands[q]) + (sum(self.bids[q]) if sealed else 0)
            st["hands"][q] = size
            st["draft"][q] = None
            acc = self._acc[q]
            ledger[acc] = {**{k: v for k, v in ledger.get(acc, {}).items() if k not in GEMS}, "cards": size}
            if sealed:
                st["bids"][q] = None
                ledger.pop(self._bid_acc[q], None)
        st["piles"] = [len(pile) for pile in self.piles]
        for d, acc in enumerate(PILE_ACC):
            ledger[acc] = {"cards": len(self.piles[d])}
        return snap

    def check_invariants(self):
        """Card lists and marker counts match the ledger; every card is in exactly one place."""
        totals = [0, 0, 0, 0]
        for p in range(len(self.players)):
            for holder, acc in ((self.hands[p], self._acc[p]), (self.bids[p], self._bid_acc[p])):
                for g in range(4):
                    n = sum(holder[d * 4 + g] for d in range(4))
                    assert n == self.held(acc, GEMS[g]), f"{acc} holds {n} {GEMS[g]} cards, ledger disagrees"
                    totals[g] += n
                assert min(holder) >= 0, f"{acc} holds a negative number of cards"
            assert all(0 <= n <= h for n, h in zip(self.draft[p], by_gem(self.hands[p]))), "a draft exceeds the hand"
            markers = self.family[p] + self.dragon[p] + sum(m for _, m in self.gallery[p])
            assert markers == self.held(self._acc[p], UPGRADE_MARKER), f"player {p}'s markers disagree"
            assert len(self.gallery[p]) <= self._board(p).gallery, f"player {p}'s gallery overflows"
            for item in self._items(p):
                assert 0 <= self._markers(p, item) <= self._slots(p, item), f"{item} has too many markers"
        for d in range(4):
            for g in range(4):
                in_pile = self.piles[d].count(g)
                assert in_pile == self.held(PILE_ACC[d], GEMS[g]), f"{PILE_ACC[d]} {GEMS[g]} disagrees"
                assert self.discards[d][g] == self.held(DISCARD_ACC[d], GEMS[g]), f"{DISCARD_ACC[d]} disagrees"
                totals[g] += in_pile + self.discards[d][g]
        assert totals == [sum(mix[g] for mix in DECK_MIX) for g in range(4)], "gem cards were lost or created"
        places = [c for g in self.gallery for c, _ in g] + [c for deck in self.row_deck for c in deck]
        places += [c for c in self.middle + self.right if c] + self.removed
        assert sorted(places) == sorted(CARDS), "an improvement card is missing or in two places"

"""Phase 3: Auction (zavandor.txt, Phase 3: Auction).

Everyone builds a sealed bid at once, card by card: a private draft that only the bidder sees
and that is neither logged nor moved until it is sealed (so nobody learns even its size early).
The four rows are then decided RUBY, DIAMOND, EMERALD, SAPPHIRE: the most cards of the row's gem
wins (ties to the earlier player in player order). The winner's cards of that gem are discarded;
1-2 cards score 1 point; 3 or more take the right-hand improvement or 1 point; very high bids add
a bonus. The SAPPHIRE winner (or, with no winner, the starting player) moves the King. Losing
bids stay frozen on the table; the board then moves on.
"""

from .cards import by_gem
from .data import BONUS_AT, CARDS, CORONATION, GEM_INDEX, GEMS, HALLS, ROW_ORDER

SAPPHIRE = 0
VP = "vp"


class Auction:
    """Mixin for the Game: the Auction phase."""

    def _auction_begin(self):
        self.phase = "auction"
        self.phase_rule = "zavandor.auction.bid"
        self.stage = "bid"
        self.to_act = tuple(self._order())

    # ------------------------------------------------------------------ sealed bids

    def _menu_bid(self, p):
        A = self.Action
        held, draft = by_gem(self.hands[p]), self.draft[p]
        return [*(A(p, "bid", (GEMS[g],)) for g in range(4) if held[g] > draft[g]), A(p, "seal")]

    def _do_bid(self, a):
        """Choose one more card for the sealed bid: a private draft, so nothing is logged or moved yet
        (a card chosen by mistake is taken back with Undo)."""
        self.draft[a.player][GEM_INDEX[a.args[0]]] += 1

    def _do_seal(self, a):
        """Rule auction.bid: the drafted cards go face down on the table (a secret, private event).

        Only the bidder reads which cards; the others read that a bid was sealed. While bids are
        sealed, ``redact`` shows others one total of hand and bid, so sealing changes nothing they see.
        """
        p = a.player
        draft, self.draft[p] = self.draft[p], [0, 0, 0, 0]
        self.fire("zavandor.auction.bid", p, secret=True, private=True, gems=draft, cards=sum(draft))
        for g in range(4):
            self._move(self.hands[p], self._acc[p], self.bids[p], self._bid_acc[p], g, draft[g])
        self.to_act = tuple(q for q in self.to_act if q != p)
        if not self.to_act:
            self._reveal()

    def _reveal(self):
        """Rule auction.reveal, then each row in turn."""
        self.stage = "rows"
        self.phase_rule = "zavandor.auction.winner"
        self.fire("zavandor.auction.reveal", bids=[(p, by_gem(self.bids[p])) for p in self._order()])
        self._rows_from(0)

    # ------------------------------------------------------------------ the four rows

    def _rows_from(self, k):
        for i in range(k, len(ROW_ORDER)):
            self.auction_row = i
            if self._decide_row(ROW_ORDER[i]):
                return
        self._auction_end()

    def _decide_row(self, row):
        """Rules auction.winner/tie/no_winner/pay/point/no_card. True if a decision is now owed."""
        order = self._order()
        counts = [(sum(self.bids[p][d * 4 + row] for d in range(4)), p) for p in order]
        best = max(c for c, _ in counts)
        track = f"winning_bid.{GEMS[row]}"
        if best == 0:
            self.fire("zavandor.auction.no_winner", row=row)
            self.move_track(track, 0)
            return row == SAPPHIRE and self._move_king(None)
        tied = [p for c, p in counts if c == best]
        w = tied[0]
        if len(tied) > 1:
            self.fire("zavandor.auction.tie", w, row=row, tied=tied, count=best)
        self.fire("zavandor.auction.winner", w, row=row, count=best)
        self.move_track(track, best)
        self.fire("zavandor.auction.pay", w, row=row, count=best)
        self._discard(self.bids[w], self._bid_acc[w], row, best)
        if best < self.options.improvement_bid:
            self.fire("zavandor.auction.point", w, row=row, count=best)
            self.transfer(VP, 1, "bank", self._acc[w])
        elif self.right[row] is None:
            self.fire("zavandor.auction.no_card", w, row=row)
            self.transfer(VP, 1, "bank", self._acc[w])
        else:
            self.claim = {"row": row, "count": best}
            self._ask(w, "claim")
            return True
        return self._row_after(row, w, best)

    def _row_after(self, row, w, count):
        """Rule auction.bonus; for SAPPHIRE also the King's move. True if a decision is now owed."""
        if count >= BONUS_AT[row]:
            self.fire("zavandor.auction.bonus", w, row=row, count=count, at=BONUS_AT[row],
                      vp=self.options.bonus_vp)
            self.transfer(VP, self.options.bonus_vp, "bank", self._acc[w])
        return row == SAPPHIRE and self._move_king(w)

    def _menu_claim(self, p):
        A = self.Action
        row = GEMS[self.claim["row"]]
        if len(self.gallery[p]) < self._board(p).gallery:
            menu = [A(p, "claim", (row, ""))]
        else:
            menu = [A(p, "claim", (row, c)) for c, _ in self.gallery[p] if CARDS[c].removable]
        menu.append(A(p, "point"))
        return menu

    def _do_claim(self, a):
        """Rules auction.gallery_full and auction.improvement: the card joins the gallery, unmarked."""
        p, discard = a.player, a.args[1]
        row = self.claim["row"]
        if discard:
            entry = self._slot(p, discard)
            self.fire("zavandor.auction.gallery_full", p, item=discard, markers=entry[1])
            self._remove_improvement(p, entry)
        card = self.right[row]
        self.fire("zavandor.auction.improvement", p, item=card, row=row)
        self.gallery[p].append([card, 0])
        self.right[row] = None
        self._claimed(p)

    def _do_point(self, a):
        p = a.player
        self.fire("zavandor.auction.point_instead", p, item=self.right[self.claim["row"]])
        self.transfer(VP, 1, "bank", self._acc[p])
        self._claimed(p)

    def _claimed(self, p):
        claim, self.claim = self.claim, None
        if not self._row_after(claim["row"], p, claim["count"]):
            self._rows_from(self.auction_row + 1)

    # ------------------------------------------------------------------ the King

    def _move_king(self, winner):
        """Rules auction.king_by_start and auction.king. True if the mover must choose a branch."""
        mover = winner
        if mover is None:
            mover = self.start_player
            self.fire("zavandor.auction.king_by_start", mover)
        nxt = HALLS[self.king].next
        if len(nxt) == 1:
            self._king_to(mover, nxt[0])
            return False
        self._ask(mover, "king")
        return True

    def _menu_king(self, p):
        A = self.Action
        return [A(p, "king", (h,)) for h in HALLS[self.king].next]

    def _do_king(self, a):
        self._king_to(a.player, a.args[0])
        self._rows_from(self.auction_row + 1)

    def _king_to(self, p, hall):
        self.fire("zavandor.auction.king", p, **{"from": self.king, "to": hall})
        self.king = hall
        self.move_track("king", hall)
        if hall == CORONATION:
            self.fire("zavandor.end.last_round")

    # ------------------------------------------------------------------ after the rows

    def _auction_end(self):
        """Rules auction.frozen and auction.shift, then the Upgrade phase."""
        self.stage = "rows"
        frozen = [(p, by_gem(self.bids[p])) for p in self._order() if any(self.bids[p])]
        self.fire("zavandor.auction.frozen", frozen=frozen)
        removed, entered = [], []
        for row in ROW_ORDER:
            if self.right[row] is not None:
                removed.append(self.right[row])
            self.right[row] = self.middle[row]
            deck = self.row_deck[row]
            self.middle[row] = deck.pop(0) if deck else None
            if self.middle[row] is not None:
                entered.append(self.middle[row])
        self.removed.extend(removed)
        self.fire("zavandor.auction.shift", removed=removed, entered=entered)
        self._upgrade_begin()

"""Phase 3: Auction (zavandor.txt, Phase 3: Auction).

Everyone builds a sealed bid at once, card by card: a private draft (the kernel's sealed choice)
that only the bidder sees and that is neither logged nor moved until it is sealed; the cards go on
the table at the reveal (so nobody learns even a bid's size early).
The four rows are then decided RUBY, DIAMOND, EMERALD, SAPPHIRE: the most cards of the row's gem
wins (ties to the earlier player in player order). The winner's cards of that gem are discarded;
1-2 cards score 1 point; 3 or more take the right-hand improvement or 1 point; very high bids add
a bonus. The SAPPHIRE winner (or, with no winner, the starting player) moves the King. Losing
bids stay frozen on the table; the board then moves on.
"""

from .data import (
    BID_PILE,
    BONUS_AT,
    CARDS,
    CORONATION,
    GEM_INDEX,
    GEMS,
    HALLS,
    HAND_PILE,
    LEFT_PILE,
    MIDDLE_PILE,
    REMOVED_PILE,
    RIGHT_PILE,
    ROW_ORDER,
)

SAPPHIRE = 0
VP = "vp"


class Auction:
    """Mixin for the Game: the Auction phase."""

    def _step_auction_phase(self):
        """Everyone bids at once (kernel sealed choices), then the reveal, the four rows, the shift, and
        the Upgrade phase."""
        self.enter_phase("Auction")
        order = self._order()
        self.turn = {"row": None}
        for p in order:
            self.sealed[p] = [0, 0, 0, 0]   # every bidder's draft exists from the start: sealing shows nothing
        self.ask(order, "bid")
        self.then("reveal")
        for row in ROW_ORDER:
            self.then("row", row)
        self.then("shift")
        self.then("upgrade_phase")

    # ------------------------------------------------------------------ sealed bids

    def _menu_bid(self, p):
        held, draft = self.hand_gems(p), self.sealed[p]
        acts = self._gem_acts(p, "bid")
        return [*(acts[g] for g in range(4) if held[g] > draft[g]), self._act(p, "seal")]

    def _do_bid(self, a):
        """Choose one more card for the sealed bid: a private draft (the kernel's sealed choice), so
        nothing is logged or moved yet (a card chosen by mistake is taken back with Undo)."""
        p = a.player
        self.sealed[p][GEM_INDEX[a.args[0]]] += 1
        self.ask_again(p)

    def _do_seal(self, a):
        """Rule auction.bid: the bid is sealed (a secret, private event: only the bidder reads which
        cards); the cards stay in hand, hidden, until the reveal."""
        p = a.player
        draft = self.sealed[p]
        self.seal("zavandor.auction.bid", p, draft, private=True, gems=list(draft), cards=sum(draft))

    def _step_reveal(self):
        """Rule auction.reveal: every bid is shown and put on the table."""
        order = self._order()
        bids = {p: self.sealed[p] for p in order}
        self.reveal("zavandor.auction.reveal", bids=[(p, list(bids[p])) for p in order])
        for p in order:
            self._move(HAND_PILE[p], BID_PILE[p], bids[p])

    # ------------------------------------------------------------------ the four rows

    def _step_row(self, row):
        """Rules auction.winner/tie/no_winner/pay/point/no_card, or the winner chooses card or point."""
        self.turn["row"] = row
        order = self._order()
        gem = GEMS[row]
        counts = [(self.held(self._bid_acc[p], gem), p) for p in order]
        best = max(c for c, _ in counts)
        track = f"winning_bid.{gem}"
        if best == 0:
            self.fire("zavandor.auction.no_winner", row=row)
            self.move_track(track, 0)
            if row == SAPPHIRE:
                self._move_king(None)
            return
        tied = [p for c, p in counts if c == best]
        w = tied[0]
        if len(tied) > 1:
            self.fire("zavandor.auction.tie", w, row=row, tied=tied, count=best)
        self.fire("zavandor.auction.winner", w, row=row, count=best)
        self.move_track(track, best)
        self.fire("zavandor.auction.pay", w, row=row, count=best)
        self._discard(BID_PILE[w], row, best)
        self.first("row_after", row, w, best)
        if best < self.options.improvement_bid:
            self.fire("zavandor.auction.point", w, row=row, count=best)
            self.transfer(VP, 1, "bank", self._acc[w])
        elif not self.pile_size(RIGHT_PILE[row]):
            self.fire("zavandor.auction.no_card", w, row=row)
            self.transfer(VP, 1, "bank", self._acc[w])
        else:
            self.turn["claim"] = {"row": row, "count": best}
            self.ask(w, "claim")

    def _step_row_after(self, row, w, count):
        """Rule auction.bonus; for SAPPHIRE also the King's move."""
        if count >= BONUS_AT[row]:
            self.fire("zavandor.auction.bonus", w, row=row, count=count, at=BONUS_AT[row],
                      vp=self.options.bonus_vp)
            self.transfer(VP, self.options.bonus_vp, "bank", self._acc[w])
        if row == SAPPHIRE:
            self._move_king(w)

    def _menu_claim(self, p):
        A = self._act
        row = GEMS[self.turn["claim"]["row"]]
        if len(self.gallery[p]) < self._board(p).gallery:
            menu = [A(p, "claim", row, "")]
        else:
            menu = [A(p, "claim", row, c) for c, _ in self.gallery[p] if CARDS[c].removable]
        menu.append(A(p, "point"))
        return menu

    def _do_claim(self, a):
        """Rules auction.gallery_full and auction.improvement: the card joins the gallery, unmarked."""
        p, discard = a.player, a.args[1]
        row = self.turn.pop("claim")["row"]
        if discard:
            entry = self._slot(p, discard)
            self.fire("zavandor.auction.gallery_full", p, item=discard, markers=entry[1])
            self._remove_improvement(p, entry)
        card = self.space_card(RIGHT_PILE[row])
        self.fire("zavandor.auction.improvement", p, item=card, row=row)
        self.take_cards(RIGHT_PILE[row])
        self.gallery[p].append([card, 0])

    def _do_point(self, a):
        """Rule auction.point_instead."""
        p = a.player
        row = self.turn.pop("claim")["row"]
        self.fire("zavandor.auction.point_instead", p, item=self.space_card(RIGHT_PILE[row]))
        self.transfer(VP, 1, "bank", self._acc[p])

    # ------------------------------------------------------------------ the King

    def _move_king(self, winner):
        """Rules auction.king_by_start and auction.king: the mover chooses the branch at a fork."""
        mover = winner
        if mover is None:
            mover = self.start_player
            self.fire("zavandor.auction.king_by_start", mover)
        nxt = HALLS[self.king].next
        if len(nxt) == 1:
            self._king_to(mover, nxt[0])
        else:
            self.ask(mover, "king")

    def _menu_king(self, p):
        A = self._act
        return [A(p, "king", h) for h in HALLS[self.king].next]

    def _do_king(self, a):
        self._king_to(a.player, a.args[0])

    def _king_to(self, p, hall):
        self.fire("zavandor.auction.king", p, **{"from": self.king, "to": hall})
        self.king = hall
        self.route.append(hall)
        self.move_track("king", hall)
        if hall == CORONATION:
            self.fire("zavandor.end.last_round")

    # ------------------------------------------------------------------ after the rows

    def space_card(self, space):
        """The improvement card in a space of the auction board (a pile of ``MIDDLE_PILE`` or
        ``RIGHT_PILE``, or the top of a ``LEFT_PILE`` deck), or None when it is empty."""
        cards = self.pile(space)
        return cards[0] if cards else None

    def _step_shift(self):
        """Rules auction.frozen and auction.shift: the unbought right-hand cards leave the game, the
        middle cards move right, and each deck's top card comes to the middle."""
        self.turn["row"] = None
        frozen = [(p, self.bid_gems(p)) for p in self._order() if self.pile_size(BID_PILE[p])]
        self.fire("zavandor.auction.frozen", frozen=frozen)
        rows = [[row, *(self.space_card(space[row]) for space in (RIGHT_PILE, MIDDLE_PILE, LEFT_PILE))]
                for row in ROW_ORDER]
        self.fire("zavandor.auction.shift", rows=rows)
        for row, gone, moved, entered in rows:
            if gone is not None:
                self.move_cards(RIGHT_PILE[row], REMOVED_PILE, to_bottom=True)
            if moved is not None:
                self.move_cards(MIDDLE_PILE[row], RIGHT_PILE[row])
            if entered is not None:
                self.move_cards(LEFT_PILE[row], MIDDLE_PILE[row])

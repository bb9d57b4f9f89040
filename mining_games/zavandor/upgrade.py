"""Phase 4: Upgrade, the end of a round, and the End of the Game.

Upgrade (zavandor.txt, Phase 4: Upgrade): in player order, each player may raise each item by one
level, paying the next slot's cost from hand (a King slot costs the King's current hall); a fully
upgraded Sapphire Fox Shrine lets SAPPHIRE stand in for other gems. Then losing bids return to
hand and the starting player piece passes left, unless the King has reached the Coronation
Chamber: then gems buy points 3 for 1 and the game is scored (zavandor.txt, End of the Game).
"""

from .data import BID_PILE, CARDS, CORONATION, HAND_PILE
from .income import UPGRADE_MARKER
from .items import foreman_bonus, printed_vp

VP = "vp"


def payments(need, held, wild):
    """Every way to pay gem counts ``need`` from ``held``; with ``wild``, SAPPHIRE may replace others."""
    if not wild:
        return [tuple(need)] if all(h >= n for h, n in zip(held, need)) else []
    spare = held[0] - need[0]
    if spare < 0:
        return []
    out = []
    for e in range(min(need[1], spare) + 1):
        for d in range(min(need[2], spare - e) + 1):
            for r in range(min(need[3], spare - e - d) + 1):
                pay = (need[0] + e + d + r, need[1] - e, need[2] - d, need[3] - r)
                if held[1] >= pay[1] and held[2] >= pay[2] and held[3] >= pay[3]:
                    out.append(pay)
    return out


class Upgrade:
    """Mixin for the Game: the Upgrade phase and the end of the game."""

    def _step_upgrade_phase(self):
        """Each player upgrades in player order; then the round ends."""
        self.enter_phase("Upgrade")
        for p in self._order():
            self.then("upgrade_turn", p)
        self.then("round_end")

    def _step_upgrade_turn(self, p):
        """Rule upgrade.none when p can pay for nothing; else p is asked."""
        self.turn = {"upgraded": []}
        if self._menu_upgrade(p, check=True):
            self.ask(p, "upgrade")
        else:
            self.fire("zavandor.upgrade.none", p)

    def _menu_upgrade(self, p, check=False):
        """The upgrades p can pay for now: one action per item and way of paying (plus finishing)."""
        A = self._act
        held = self.hand_gems(p)
        wild = bool(self._full_of_kind(p, "fox"))
        upgraded = self.turn["upgraded"]
        menu = []
        for item in self._items(p):
            if item in upgraded:
                continue
            c = self._next_cost(p, item)
            if c is None:
                continue
            for pay in payments(self._price(c), held, wild):
                if check:
                    return True
                menu.append(A(p, "upgrade", item, *pay))
        if check:
            return False
        menu.append(A(p, "done_upgrading"))
        return menu

    def _do_upgrade(self, a):
        """Rules upgrade.king_cost, upgrade.wild, upgrade.pay (and upgrade.full)."""
        p, item, pay = a.player, a.args[0], a.args[1:]
        c = self._next_cost(p, item)
        need = self._price(c)
        if c.king:
            self.fire("zavandor.upgrade.king_cost", p, item=item, hall=self.king, cost=list(need),
                      hall_gems=list(self._hall_cost()), printed=list(c.gems))
        if tuple(pay) != tuple(need):
            self.fire("zavandor.upgrade.wild", p, n=pay[0] - need[0])
        self._add_marker(p, item)
        self.fire("zavandor.upgrade.pay", p, item=item, paid=list(pay), markers=self._markers(p, item),
                  slots=self._slots(p, item))
        acc = self._acc[p]
        for g in range(4):
            if pay[g]:
                self._discard(HAND_PILE[p], g, pay[g])
        self.transfer(UPGRADE_MARKER, 1, "supply", acc)
        self._announce_full(p, item)
        self.turn["upgraded"].append(item)
        if self._menu_upgrade(p, check=True):
            self.ask(p, "upgrade")

    def _do_done_upgrading(self, a):
        """Rule upgrade.done."""
        self.fire("zavandor.upgrade.done", a.player)

    def _announce_full(self, p, item):
        """Rule upgrade.full: say when an item's last slot has just been filled."""
        if self._is_full(p, item):
            self.fire("zavandor.upgrade.full", p, item=item, vp=self._item_vp(p, item))

    # ------------------------------------------------------------------ end of round / game

    def _step_round_end(self):
        """Rules upgrade.return_bids and round.start_player (or the end of the game)."""
        self.turn = {}
        returned = [(p, self.bid_gems(p)) for p in self._order() if self.pile_size(BID_PILE[p])]
        self.fire("zavandor.upgrade.return_bids", returned=returned)
        for p, _ in returned:   # from the table, face up: everybody saw which cards go back into the hand
            self.show_cards(HAND_PILE[p], self.move_cards(BID_PILE[p], HAND_PILE[p], self.pile_size(BID_PILE[p])))
        if self.king == CORONATION:
            self._final_scoring()
            return
        self.start_player = (self.start_player + 1) % len(self.players)
        self.fire("zavandor.round.start_player", self.start_player, round=self.round + 1)
        self.end_round()

    def _final_scoring(self):
        """Rules end.buy_vp, end.items, end.negative, end.foreman, end.result."""
        self.enter_phase("End of the Game")
        rate = self.options.gems_per_vp
        for p in self._order():
            total = self.pile_size(HAND_PILE[p])
            vp = total // rate
            if vp:
                self.fire("zavandor.end.buy_vp", p, cards=vp * rate, vp=vp, left=total - vp * rate)
                left = vp * rate
                held = self.hand_gems(p)
                for g in range(4):
                    k = min(left, held[g])
                    if k:
                        self._discard(HAND_PILE[p], g, k)
                        left -= k
                self.transfer(VP, vp, "bank", self._acc[p])
        for p in self._order():
            self._score_items(p)
        ranking = sorted(range(len(self.players)), key=lambda q: (self.score(q), self.tiebreak(q)), reverse=True)
        best = (self.score(ranking[0]), self.tiebreak(ranking[0]))
        winners = [q for q in ranking if (self.score(q), self.tiebreak(q)) == best]
        ranked = [(q, self.score(q), self.pile_size(HAND_PILE[q])) for q in ranking]
        self.end_game("zavandor.end.result", ranking=ranked, winners=winners)

    def _score_items(self, p):
        """Rules end.items, end.unfinished, end.negative, end.foreman: each says why its points count."""
        full = [(i, self._item_vp(p, i)) for i in self._items(p) if self._is_full(p, i) and self._item_vp(p, i)]
        if full:
            self.fire("zavandor.end.items", p, points=sum(v for _, v in full), items=full)
        unfinished = [(i, self._markers(p, i), self._slots(p, i), printed_vp(vars(self), p, i))
                      for i in self._items(p) if not self._is_full(p, i) and printed_vp(vars(self), p, i)]
        if unfinished:
            self.fire("zavandor.end.unfinished", p, items=unfinished)
        negative = [(c, CARDS[c].neg, self._is_full(p, c)) for c, _ in self.gallery[p] if CARDS[c].neg]
        if negative:
            self.fire("zavandor.end.negative", p, points=sum(v for _, v, _ in negative), items=negative)
        if self._full_of_kind(p, "foreman"):
            clans = len(self._full_of_kind(p, "clan"))
            self.fire("zavandor.end.foreman", p, points=foreman_bonus(clans), clans=clans)

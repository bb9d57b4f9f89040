"""Phase 4: Upgrade, the end of a round, and the End of the Game.

Upgrade (zavandor.txt, Phase 4: Upgrade): in player order, each player may raise each item by one
level, paying the next slot's cost from hand (a King slot costs the King's current hall); a fully
upgraded Sapphire Fox Shrine lets SAPPHIRE stand in for other gems. Then losing bids return to
hand and the starting player piece passes left, unless the King has reached the Coronation
Chamber: then gems buy points 3 for 1 and the game is scored (zavandor.txt, End of the Game).
"""

from .cards import by_gem
from .data import CARDS, CORONATION
from .income import UPGRADE_MARKER

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


def foreman_bonus(clans):
    """Przemek the Foreman: 4 points for 3 fully upgraded Dwarven clans, 7 for 4 or more (printed)."""
    return 7 if clans >= 4 else 4 if clans == 3 else 0


class Upgrade:
    """Mixin for the Game: the Upgrade phase and the end of the game."""

    def _upgrade_begin(self):
        self.phase = "upgrade"
        self.phase_rule = "zavandor.upgrade.pay"
        self.queue = self._order()
        self._upgrade_next()

    def _upgrade_next(self):
        while self.queue:
            p = self.queue.pop(0)
            self.upgraded = []
            if self._menu_upgrade(p, check=True):
                self._ask(p, "upgrade")
                return
            self.fire("zavandor.upgrade.none", p)
        self.upgraded = []
        self._round_end()

    def _menu_upgrade(self, p, check=False):
        """The upgrades p can pay for now: one action per item and way of paying (plus finishing)."""
        A = self.Action
        held = by_gem(self.hands[p])
        wild = bool(self._full_of_kind(p, "fox"))
        menu = []
        for item in self._items(p):
            if item in self.upgraded:
                continue
            c = self._next_cost(p, item)
            if c is None:
                continue
            for pay in payments(self._price(c), held, wild):
                if check:
                    return True
                menu.append(A(p, "upgrade", (item, *pay)))
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
            self.fire("zavandor.upgrade.king_cost", p, item=item, hall=self.king, cost=list(need))
        if tuple(pay) != tuple(need):
            self.fire("zavandor.upgrade.wild", p, n=pay[0] - need[0])
        self._add_marker(p, item)
        self.fire("zavandor.upgrade.pay", p, item=item, paid=list(pay), markers=self._markers(p, item),
                  slots=self._slots(p, item))
        acc = self._acc[p]
        for g in range(4):
            if pay[g]:
                self._discard(self.hands[p], acc, g, pay[g])
        self.transfer(UPGRADE_MARKER, 1, "supply", acc)
        self._announce_full(p, item)
        self.upgraded.append(item)
        if not self._menu_upgrade(p, check=True):
            self._upgrade_next()

    def _do_done_upgrading(self, a):
        self.fire("zavandor.upgrade.done", a.player)
        self._upgrade_next()

    def _announce_full(self, p, item):
        """Rule upgrade.full: say when an item's last slot has just been filled."""
        if self._is_full(p, item):
            self.fire("zavandor.upgrade.full", p, item=item, vp=self._item_vp(p, item))

    # ------------------------------------------------------------------ end of round / game

    def _round_end(self):
        """Rules upgrade.return_bids and round.start_player (or the end of the game)."""
        self.stage = "rows"
        returned = [(p, by_gem(self.bids[p])) for p in self._order() if any(self.bids[p])]
        self.fire("zavandor.upgrade.return_bids", returned=returned)
        for p, gems in returned:
            for g in range(4):
                self._move(self.bids[p], self._bid_acc[p], self.hands[p], self._acc[p], g, gems[g])
        if self.king == CORONATION:
            self._final_scoring()
            return
        self.start_player = (self.start_player + 1) % len(self.players)
        self.fire("zavandor.round.start_player", self.start_player, round=self.round + 1)
        self.end_round()
        self._income_begin()

    def _final_scoring(self):
        """Rules end.buy_vp, end.items, end.negative, end.foreman, end.result."""
        self.phase = "end"
        rate = self.options.gems_per_vp
        for p in self._order():
            hand = self.hands[p]
            total = sum(hand)
            vp = total // rate
            if vp:
                self.fire("zavandor.end.buy_vp", p, cards=vp * rate, vp=vp, left=total - vp * rate)
                left = vp * rate
                held = by_gem(hand)
                for g in range(4):
                    k = min(left, held[g])
                    if k:
                        self._discard(hand, self._acc[p], g, k)
                        left -= k
                self.transfer(VP, vp, "bank", self._acc[p])
        for p in self._order():
            full = [i for i in self._items(p) if self._item_vp(p, i)]
            if full:
                self.fire("zavandor.end.items", p, points=sum(self._item_vp(p, i) for i in full), items=full)
            negative = [c for c, _ in self.gallery[p] if CARDS[c].neg]
            if negative:
                self.fire("zavandor.end.negative", p, points=sum(CARDS[c].neg for c in negative), items=negative)
            if self._full_of_kind(p, "foreman"):
                clans = len(self._full_of_kind(p, "clan"))
                self.fire("zavandor.end.foreman", p, points=foreman_bonus(clans), clans=clans)
        ranking = sorted(range(len(self.players)), key=lambda q: (self.score(q), self.tiebreak(q)), reverse=True)
        self.fire("zavandor.end.result", ranking=[(q, self.score(q)) for q in ranking])
        self.end_game()

    # ------------------------------------------------------------------ scores

    def score(self, p):
        return sum(self.score_breakdown(p).values())

    def score_breakdown(self, p):
        """Points from the ledger (auctions, bought) and fully upgraded items; negative cards and Przemek
        the Foreman when they count."""
        items = sum(self._item_vp(p, i) for i in self._items(p))
        negative = -sum(CARDS[c].neg for c, _ in self.gallery[p])
        foreman = 0
        if self._full_of_kind(p, "foreman"):
            foreman = foreman_bonus(len(self._full_of_kind(p, "clan")))
        out = {"victory points": self.held(self._acc[p], VP), "fully upgraded items": items}
        if negative:
            out["negative cards"] = negative
        if foreman:
            out["Przemek the Foreman"] = foreman
        return out

    def tiebreak(self, p):
        """Most gem cards left in hand (after buying points at the end)."""
        return (sum(self.hands[p]),)

"""Phase 1: Income (zavandor.txt, Phase 1: Income).

Each player in player order: the Family clan and Dwarven clans yield cards (at most the income
limit, chosen before drawing), free Upgrade markers are placed at once or lost. Then, in player
order again, spell scrolls (and Galgad's Dragon Hoard) may be used once, outside the limit.
"""

from .data import CARDS, DECK_INDEX, DECKS, REMOVED_PILE

UPGRADE_MARKER = "upgrade_marker"


class Income:
    """Mixin for the Game: the Income phase."""

    def _step_income_phase(self):
        """Each player's income in player order, then the spell scrolls, then the Trade phase."""
        self.enter_phase("Income")
        for p in self._order():
            self.then("income", p)
        for p in self._order():
            self.then("scrolls", p)
        self.then("trade_phase")

    def _step_income(self, p):
        """Rules income.family, income.clans, income.altar, income.limit / income.no_limit."""
        plan, markers = self._entitlement(p)
        self.turn = {"markers": markers, "placed": []}
        total = sum(plan)
        if total > self.options.income_limit:
            if not self._dragon_full(p):
                self.turn["plan"] = plan
                self.ask(p, "forgo")
                return
            self.fire("zavandor.income.no_limit", p, total=total)
        self._take_income(p, plan)

    def _entitlement(self, p):
        """Rules income.family, income.clans, income.altar: cards per deck and free markers owed to p."""
        level = self.family[p]
        cards, markers = self._board(p).family_income[level - 1]
        self.fire("zavandor.income.family", p, level=level, cards=list(cards), markers=markers)
        plan = list(cards)
        clans = [0, 0, 0, 0]
        for cid, m in self.gallery[p]:
            card = CARDS[cid]
            if card.kind == "clan":
                clans[card.deck] += card.income[m]
        if any(clans):
            self.fire("zavandor.income.clans", p, cards=clans)
            plan = [a + b for a, b in zip(plan, clans)]
        for cid in self._full_of_kind(p, "altar"):
            self.fire("zavandor.income.altar", p, item=cid)
            markers += 1
        return plan, markers

    def _take_income(self, p, plan):
        """Draw the planned cards all at once, then ask where the free markers go."""
        self.turn.pop("plan", None)
        for d in range(4):
            if plan[d]:
                self._draw(p, d, plan[d])
        self._ask_markers(p)

    def _ask_markers(self, p):
        """Rule income.marker_lost when no item can take the free markers left; else ask where they go."""
        if not self.turn["markers"]:
            return
        if self._marker_targets(p):
            self.ask(p, "place")
        else:
            self._lose_markers(p)

    def _marker_targets(self, p):
        return [i for i in self._items(p) if not self._is_full(p, i)]

    def _lose_markers(self, p):
        self.fire("zavandor.income.marker_lost", p, n=self.turn["markers"])
        self.turn["markers"] = 0

    # ------------------------------------------------------------------ decisions

    def _menu_forgo(self, p):
        A = self._act
        return [A(p, "forgo", DECKS[d]) for d in range(4) if self.turn["plan"][d]]

    def _do_forgo(self, a):
        """Rule income.limit: give up one card of the chosen deck; draw once the limit is met."""
        p, d = a.player, DECK_INDEX[a.args[0]]
        plan = self.turn["plan"]
        plan[d] -= 1
        limit = self.options.income_limit
        self.fire("zavandor.income.limit", p, limit=limit, deck=d, left=sum(plan) - limit)
        if sum(plan) > limit:
            self.ask(p, "forgo")
        else:
            self._take_income(p, plan)

    def _menu_place(self, p):
        A = self._act
        return [*(A(p, "place", i) for i in self._marker_targets(p)), A(p, "forfeit")]

    def _do_place(self, a):
        """Rule income.free_marker (and income.double_marker): a free marker goes on an item at once."""
        p, item = a.player, a.args[0]
        if item in self.turn["placed"]:
            self.fire("zavandor.income.double_marker", p, item=item)
        self._add_marker(p, item)
        self.fire("zavandor.income.free_marker", p, item=item, markers=self._markers(p, item),
                  slots=self._slots(p, item))
        self.transfer(UPGRADE_MARKER, 1, "supply", self._acc[p])
        self._announce_full(p, item)
        self.turn["placed"].append(item)
        self.turn["markers"] -= 1
        self._ask_markers(p)

    def _do_forfeit(self, a):
        """Rule income.marker_lost: the player places no more free markers."""
        self._lose_markers(a.player)

    # ------------------------------------------------------------------ spell scrolls

    def _step_scrolls(self, p):
        """After everyone's income, in player order: p may read spell scrolls (rule income.scroll)."""
        if self._readable(p):
            self.ask(p, "scroll")

    def _readable(self, p):
        """(card id, level, alternatives) for p's scrolls and unused Dragon Hoard that yield now."""
        out = []
        for cid, m in self.gallery[p]:
            card = CARDS[cid]
            if card.kind == "scroll" or (card.kind == "hoard" and cid not in self.hoards_used):
                alts = card.yields[m]
                if alts:
                    out.append((cid, m, alts))
        return out

    def _menu_scroll(self, p):
        A = self._act
        menu = [A(p, "read", cid, DECKS[d], n) for cid, _, alts in self._readable(p) for d, n in alts]
        menu.append(A(p, "keep"))
        return menu

    def _do_read(self, a):
        """Rules income.scroll / income.hoard: a one-off yield outside the income limit."""
        p, cid, deck, n = a.player, a.args[0], DECK_INDEX[a.args[1]], a.args[2]
        entry = self._slot(p, cid)
        if CARDS[cid].kind == "hoard":
            self.fire("zavandor.income.hoard", p, item=cid, level=entry[1], deck=deck, count=n)
            self.hoards_used.append(cid)
        else:
            self.fire("zavandor.income.scroll", p, item=cid, level=entry[1], deck=deck, count=n)
            self._remove_improvement(p, entry)
        self._draw(p, deck, n)
        if self._readable(p):
            self.ask(p, "scroll")

    def _do_keep(self, a):
        """Rule income.keep_scrolls."""
        self.fire("zavandor.income.keep_scrolls", a.player)

    def _remove_improvement(self, p, entry):
        """An improvement leaves the game; its markers go back to the supply (under the fired rule)."""
        self.gallery[p].remove(entry)
        self.put_cards(REMOVED_PILE, [entry[0]], bottom=True)
        if entry[1]:
            self.transfer(UPGRADE_MARKER, entry[1], self._acc[p], "supply")

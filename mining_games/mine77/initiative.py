"""Initiative (mine77.txt, Using Work Order Cards, step 2 Play; Battle Trophies): the revealed cards are played
lowest initiative first, after the Battle Trophies have lowered some of them; equal cards go to the player with
more Rosettes, and players still level must agree on an order among them, or none of their cards is used.

The agreement is asked as short sealed menus: each round, every tied player still without a place names, at the
same time and in secret, who among them goes next. When all name the same player, that place is agreed and the
others go on to the next round; when they differ, no order is agreed and none of the cards still tied is used."""

from .actions import shared_action


class Initiative:
    """Mixin: initiative values, the Battle Trophy window, the tied players' agreement and the order of play."""

    def initiative(self, p):
        c = self.chosen[str(p)]
        base = self.npc_cards[c][0] if p in self.npcs else self.cards[c][1]
        return base - 3 * self.battle.get(str(p), 0)

    def initiative_order(self):
        """Increasing initiative, equal cards to the player with more Rosettes; players still level keep seat order
        here, which only orders the Battle Trophy window (their order of play is agreed in ``_step_activation``)."""
        values = {int(p): self.initiative(int(p)) for p in self.chosen}
        return self.by_value(values, ties={p: -self.held(self.account(p), "rosette") for p in values})

    # ------------------------------------------------------------------ Battle Trophies

    def _step_battle_window(self, order):
        self.open_window("battle", [p for p in order if p not in self.npcs])

    def _menu_battle(self, p):
        if self.unused_trophies(p, "battle"):
            return [shared_action(p, "battle")]
        return []

    def _do_battle(self, a):
        p = a.player
        self.battle[str(p)] = self.battle.get(str(p), 0) + 1
        self.use_trophy(p, "battle")
        self.fire("mine77.trophy.battle", p, initiative=self.initiative(p))
        self.first("battle_window", [p])

    # ------------------------------------------------------------------ the order of play

    def _step_activation(self):
        """Step 2 Play, once the Battle Trophies are played: increasing initiative, more Rosettes first; every group
        still level is asked to agree on its order (``tie``) before the cards are played (``play_order``)."""
        self.chosen_last = dict(self.chosen)
        order = self.initiative_order()
        key = {p: (self.initiative(p), self.held(self.account(p), "rosette")) for p in order}
        groups, run = [], [order[0]] if order else []
        for p in order[1:]:
            if key[p] == key[run[0]]:
                run.append(p)
            else:
                groups.append(run)
                run = [p]
        groups.append(run)
        tied = [g for g in groups if len(g) > 1]
        self.tie = {"order": order, "group": [], "named": [], "agreed": [], "unused": []}
        self.chain(*[["tie", g] for g in tied], ["play_order"])

    def _step_tie(self, group):
        """Equal initiative and Rosettes: the tied players start agreeing on their order."""
        self.tie["group"], self.tie["named"] = list(group), []
        self.fire("mine77.shift.tie_start", players=list(group), initiative=self.initiative(group[0]))
        self._ask_tie()

    def tie_left(self):
        """The tied players whose place is not agreed yet, in the order the round's menu lists them."""
        t = self.tie
        return [q for q in t["group"] if q not in t["named"]]

    def _ask_tie(self):
        self.first("tie_reveal")
        self.ask(self.tie_left(), "tie")

    def _menu_tie(self, p):
        place = "next" if self.tie["named"] else "first"
        return [shared_action(p, "tie", (q, self.players[q], place)) for q in self.tie_left()]

    def _do_tie(self, a):
        self.seal("mine77.shift.tie_name", a.player, a.args[0], place="next" if self.tie["named"] else "first")

    def _step_tie_reveal(self):
        """The names are shown together: one name for all is agreed; any difference and no order is agreed, so none
        of the cards still tied is used (each is played for the Shift without effect)."""
        t = self.tie
        choices = self.reveal("mine77.shift.tie_reveal", place="next" if t["named"] else "first")
        named = set(choices.values())
        left = self.tie_left()
        if len(named) != 1:
            self.fire("mine77.shift.tie_none", players=left)
            for q in left:
                card = self.chosen[str(q)]
                self.discard_cards(f"npc{q}" if q in self.npcs else f"orders{q}", [card], self.account(q))
            t["unused"] += left
            if t["named"]:                      # the places agreed in earlier rounds hold
                t["agreed"].append(list(t["named"]))
            return
        t["named"].append(named.pop())
        left = self.tie_left()
        if len(left) > 1:
            self._ask_tie()
            return
        t["agreed"].append(t["named"] + left)
        self.fire("mine77.shift.tie_agreed", order=t["named"] + left)

    def _step_play_order(self):
        """The order of play: the initiative order with every agreed group in its agreed order and without the cards
        that were not used."""
        t, self.tie = self.tie, None
        order = list(t["order"])
        for agreed in t["agreed"]:
            places = sorted(order.index(q) for q in agreed)
            for i, q in zip(places, agreed):
                order[i] = q
        order = [q for q in order if q not in t["unused"]]
        self.fire("mine77.shift.order", order=[[q, self.initiative(q)] for q in order])
        self.chain(*[["activate", p] for p in order])

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
        """Increasing initiative, equal cards to the player with more Rosettes (players still level in seat order:
        ``level_runs`` finds them, and no rule here lets that order count)."""
        values = {int(p): self.initiative(int(p)) for p in self.chosen}
        return self.by_value(values, ties={p: -self.held(self.account(p), "rosette") for p in values})

    def level_runs(self, order, value):
        """``order`` cut into runs of players level on (``value(p)``, Rosettes): a list of lists, in order."""
        key = {p: (value(p), self.held(self.account(p), "rosette")) for p in order}
        runs = []
        for p in order:
            if runs and key[p] == key[runs[-1][0]]:
                runs[-1].append(p)
            else:
                runs.append([p])
        return runs

    # ------------------------------------------------------------------ Battle Trophies

    def battle_steps(self, order):
        """Battle Trophies: once the cards are revealed, each player in initiative order may play trophies; players
        level on initiative and Rosettes decide at the same time, in secret (``battle_together``), as no order among
        them is printed and a later player would see the earlier one's trophy."""
        steps = []
        for run in self.level_runs(order, self.initiative):
            humans = [p for p in run if p not in self.npcs]
            if humans:
                steps.append(["battle_together" if len(humans) > 1 else "battle_window", humans])
        return steps

    def _step_battle_window(self, order):
        self.open_window("battle", [p for p in order if p not in self.npcs])

    def _menu_battle(self, p):
        if self.unused_trophies(p, "battle"):
            return [shared_action(p, "battle")]
        return []

    def _do_battle(self, a):
        p = a.player
        if self.stage == "battle_together":
            self.seal("mine77.trophy.battle_choose", p, True)
            return
        self.play_battle_trophy(p)
        self.first("battle_window", [p])

    def play_battle_trophy(self, p):
        """Battle Trophies: one trophy turned face down lowers p's card by 3."""
        self.battle[str(p)] = self.battle.get(str(p), 0) + 1
        self.use_trophy(p, "battle")
        self.fire("mine77.trophy.battle", p, initiative=self.initiative(p))

    def _step_battle_together(self, group):
        """Level players who hold an unused Battle Trophy choose at the same time, in secret (alone: the window)."""
        who = [p for p in group if self.unused_trophies(p, "battle")]
        if len(who) == 1:
            self.open_window("battle", who)
        elif who:
            self.first("battle_reveal")
            self.ask(who, "battle_together")

    def _menu_battle_together(self, p):
        return [shared_action(p, "battle"), shared_action(p, "battle_keep")]

    def _do_battle_keep(self, a):
        self.seal("mine77.trophy.battle_choose", a.player, False)

    def _step_battle_reveal(self):
        """The level players' choices are shown together; those who played a trophy may play another, again
        together."""
        choices = self.reveal("mine77.trophy.battle_reveal")
        played = [p for p, k in choices.items() if k]
        for p in played:
            self.play_battle_trophy(p)
        if played:
            self.first("battle_together", played)

    # ------------------------------------------------------------------ the order of play

    def _step_activation(self):
        """Step 2 Play, once the Battle Trophies are played: increasing initiative, more Rosettes first; every group
        still level is asked to agree on its order (``tie``) before the cards are played (``play_order``)."""
        self.chosen_last = dict(self.chosen)
        order = self.initiative_order()
        tied = [run for run in self.level_runs(order, self.initiative) if len(run) > 1]
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

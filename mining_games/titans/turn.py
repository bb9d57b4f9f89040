"""A Titans turn: Mining & Planting, Trading, Building, Buying (each may be skipped, in order)."""

from .data import (
    ADJACENT,
    BANK_TRADES,
    BUILD_COSTS,
    NAMES,
    RESOURCES,
    TECHNOLOGY,
    TILES,
    TREE_COST,
    UPGRADE_TREES,
    describe,
    value,
)
from .setup import TILE

PHASES = ("Mining & Planting", "Trading", "Building", "Buying")
STEP_OF_PHASE = {"Mining & Planting": "mine", "Trading": "trade", "Building": "build", "Buying": "buy"}
PHASE_RULE = {"mine": "titans.mining.tree_cost", "trade": "titans.trading.bank",
              "build": "titans.building.factory_adjacent", "buy": "titans.buying.technology",
              "offer_give": "titans.trading.offer", "offer_ask": "titans.trading.offer",
              "offer_reply": "titans.trading.accept"}
OFFER_MAX = 3   # at most this many units of one resource in a single offer (keeps menus short)


class TurnMixin:
    """The four phases of a turn and the menus for each."""

    # ------------------------------------------------------------ flow

    def _start_turn(self, pos):
        self.turn_pos = pos
        p = self.order[pos]
        self.mined = []
        self.planted = []
        self.plants_left = self.tiles_owned(p)
        self.offers_made = 0
        self.offer = None
        self.fire("titans.turn.start", p)
        self._enter_phase("Mining & Planting")

    def _enter_phase(self, phase):
        self.phase = phase
        self.step = STEP_OF_PHASE[phase]
        self.phase_rule = PHASE_RULE[self.step]
        self.to_act = (self.current,)

    @property
    def current(self):
        """The player whose turn it is."""
        return self.order[self.turn_pos]

    def tiles_owned(self, p):
        return sum(1 for n in TILES if self.owner[n] == p)

    def mining_cost(self, n):
        """Trees needed to mine tile n once (Mining; Upgrade: one fewer, never below one)."""
        cost = TREE_COST[self.kind[n]]
        return max(1, cost - 1) if self.upgraded[n] else cost

    def mining_yield(self, n):
        """Resources one mining gives: 1, or 2 Wood from an upgraded Wood factory (Upgrade)."""
        return 2 if (self.upgraded[n] and self.kind[n] == "wood") else 1

    def hand(self, p):
        acct = self.bal[self.account(p)]
        return {r: acct.get(r, 0) for r in RESOURCES}

    def can_pay(self, p, cost):
        acct = self.bal[self.account(p)]
        return all(acct.get(r, 0) >= n for r, n in cost.items())

    def _pay(self, p, cost):
        me = self.account(p)
        for r in RESOURCES:
            if cost.get(r):
                self.transfer(r, cost[r], me, "bank")

    # ------------------------------------------------------------ menus

    def _turn_menu(self, p):
        A = self.Action
        step = self.step
        if step == "mine":
            return self._mining_menu(p)
        if step == "trade":
            return self._trading_menu(p)
        if step == "offer_give":
            menu = [A(p, "give", (r, k)) for r in RESOURCES
                    for k in range(1, min(self.held(self.account(p), r), OFFER_MAX) + 1)]
            return menu + [A(p, "cancel")]
        if step == "offer_ask":
            q, give = self.offer["to"], self.offer["give"]
            menu = [A(p, "ask", (r, k)) for r in RESOURCES if r != give
                    for k in range(1, min(self.held(self.account(q), r), OFFER_MAX) + 1)]
            return menu + [A(p, "cancel")]
        if step == "offer_reply":
            menu = [A(p, "decline")]
            if self.held(self.account(p), self.offer["ask"]) >= self.offer["ask_n"]:
                menu.insert(0, A(p, "accept"))
            return menu
        if step == "build":
            return self._building_menu(p)
        if step == "buy":
            menu = [A(p, "buy", (c,)) for c in self.tech_row if self.can_pay(p, TECHNOLOGY[c][1])]
            return menu + [A(p, "end_turn")]
        raise AssertionError(f"unknown step {step}")

    def _mining_menu(self, p):
        A = self.Action
        menu = []
        cap = self.health
        bal = self.bal
        for n in TILES:
            if self.owner[n] != p:
                continue
            trees = bal[TILE[n]].get("trees", 0)
            if n not in self.planted and trees >= self.mining_cost(n):
                menu.append(A(p, "mine", (n, NAMES[self.kind[n]])))
            if self.plants_left and n not in self.mined and trees < cap:
                menu.append(A(p, "plant", (n,)))
        menu.append(A(p, "end_phase", ("Mining & Planting",)))
        return menu

    def _trading_menu(self, p):
        acct = self.bal[self.account(p)]
        menu = list(_bank_menu(self.Action, p, acct.get("wood", 0), acct.get("oil", 0), acct.get("silicon", 0),
                               acct.get("alloy", 0)))
        A = self.Action
        if self.offers_made < self.options.offers_per_turn and any(acct.get(r, 0) for r in RESOURCES):
            for q in range(len(self.players)):
                if q != p and any(self.held(self.account(q), r) for r in RESOURCES):
                    menu.append(A(p, "offer", (q, self.players[q])))
        menu.append(A(p, "end_phase", ("Trading",)))
        return menu

    def _building_menu(self, p):
        A = self.Action
        me = self.account(p)
        singles = self.held(me, "factory")
        doubles = self.held(me, "upgraded_factory")
        mine = [n for n in TILES if self.owner[n] == p]
        near = set()
        for n in mine:
            near.update(ADJACENT[n])
        menu = []
        if singles:
            can_adj = self.can_pay(p, BUILD_COSTS["adjacent"])
            can_far = self.can_pay(p, BUILD_COSTS["far"])
            can_make = self.can_pay(p, BUILD_COSTS["make_mineable"])
            for n in TILES:
                if self.owner[n] is not None or not self.alive[n]:
                    continue
                if self.kind[n] == "barren":
                    if can_make and n in near:
                        menu.extend(A(p, "make_mineable", (n, NAMES[r])) for r in RESOURCES)
                elif n in near:
                    if can_adj:
                        menu.append(A(p, "build", (n, "adjacent")))
                elif can_far:
                    menu.append(A(p, "build", (n, "far")))
        if doubles and self.can_pay(p, BUILD_COSTS["upgrade"]):
            menu.extend(A(p, "upgrade", (n,)) for n in mine
                        if not self.upgraded[n] and self.held(TILE[n], "trees") >= UPGRADE_TREES)
        menu.append(A(p, "end_phase", ("Building",)))
        return menu

    # ------------------------------------------------------------ actions

    def _turn_action(self, a):
        handler = getattr(self, "_do_" + a.kind)
        handler(a)

    def _do_end_phase(self, a):
        self.fire("titans.turn.skip", a.player, phase_name=self.phase)
        nxt = PHASES.index(self.phase) + 1
        self._enter_phase(PHASES[nxt])

    def _do_mine(self, a):
        """Mining: remove the tree cost, take the resource; the last tree kills the tile."""
        p, n = a.player, a.args[0]
        kind = self.kind[n]
        cost, got = self.mining_cost(n), self.mining_yield(n)
        if self.upgraded[n]:
            bonus = ": 2 Wood for 1 tree" if kind == "wood" else f": {cost} instead of {TREE_COST[kind]}"
            self.fire("titans.mining.upgraded", p, tile=n, bonus=bonus)
        left = self.held(TILE[n], "trees") - cost
        self.fire("titans.mining.tree_cost", p, tile=n, kind=NAMES[kind], cost=cost, left=left, got=got)
        self.transfer("trees", cost, TILE[n], "supply")
        self.transfer(kind, got, "bank", self.account(p))
        if n not in self.mined:
            self.mined.append(n)
        if left == 0:
            self._kill_tile(n, "titans.mining.exhausted")

    def _do_plant(self, a):
        """Planting: one tree on an own tile not mined this turn, under the cap."""
        p, n = a.player, a.args[0]
        self.plants_left -= 1
        self.fire("titans.planting.plant", p, tile=n, trees=self.held(TILE[n], "trees") + 1, left=self.plants_left)
        self.transfer("trees", 1, "supply", TILE[n])
        if n not in self.planted:
            self.planted.append(n)

    def _do_bank(self, a):
        """Trading with the bank at tree value."""
        give, get = BANK_TRADES[a.args[0]]
        p = a.player
        me = self.account(p)
        self.fire("titans.trading.bank", p, give=describe(give), get=describe(get), value=value(give))
        for r, k in give.items():
            self.transfer(r, k, me, "bank")
        for r, k in get.items():
            self.transfer(r, k, "bank", me)

    def _do_offer(self, a):
        q = a.args[0]
        self.offer = {"to": q, "give": None, "give_n": 0, "ask": None, "ask_n": 0}
        self.fire("titans.trading.draft", a.player, to=self.players[q], so_far="choose what to give")
        self.step = "offer_give"
        self.phase_rule = PHASE_RULE[self.step]

    def _do_give(self, a):
        r, k = a.args
        self.offer["give"], self.offer["give_n"] = r, k
        self.fire("titans.trading.draft", a.player, to=self.players[self.offer["to"]],
                  so_far=f"{k} {NAMES[r]} offered; choose what to ask for")
        self.step = "offer_ask"

    def _do_ask(self, a):
        r, k = a.args
        o = self.offer
        o["ask"], o["ask_n"] = r, k
        self.offers_made += 1
        self.fire("titans.trading.offer", a.player, to=self.players[o["to"]],
                  give=describe({o["give"]: o["give_n"]}), get=describe({r: k}))
        if self.offers_made >= self.options.offers_per_turn:
            self.fire("titans.trading.offer_limit", a.player, offers=self.offers_made)
        self.step = "offer_reply"
        self.phase_rule = PHASE_RULE[self.step]
        self.to_act = (o["to"],)

    def _do_cancel(self, a):
        self.fire("titans.trading.cancel", a.player)
        self._back_to_trading()

    def _do_accept(self, a):
        """Trading between players: the other player accepts and the goods change hands."""
        o = self.offer
        giver, taker = self.account(self.current), self.account(a.player)
        self.fire("titans.trading.accept", a.player, give=describe({o["give"]: o["give_n"]}),
                  get=describe({o["ask"]: o["ask_n"]}))
        self.transfer(o["give"], o["give_n"], giver, taker)
        self.transfer(o["ask"], o["ask_n"], taker, giver)
        self._back_to_trading()

    def _do_decline(self, a):
        self.fire("titans.trading.decline", a.player)
        self._back_to_trading()

    def _back_to_trading(self):
        self.offer = None
        self.step = "trade"
        self.phase_rule = PHASE_RULE[self.step]
        self.to_act = (self.current,)

    def _do_build(self, a):
        """Factories: 1 Wood + 2 Oil next to your own factory, 2 Wood + 2 Oil elsewhere."""
        p, (n, where) = a.player, a.args
        cost = BUILD_COSTS[where]
        rule = "titans.building.factory_adjacent" if where == "adjacent" else "titans.building.factory_far"
        self.fire(rule, p, tile=n, kind=NAMES[self.kind[n]], cost=describe(cost))
        self._pay(p, cost)
        self.transfer("factory", 1, self.account(p), TILE[n])
        self.owner[n] = p
        self._harm_planet(p)

    def _do_upgrade(self, a):
        """Upgrade: 3 Wood + 2 Oil and two trees; the single-story piece goes back to the supply."""
        p, n = a.player, a.args[0]
        cost = BUILD_COSTS["upgrade"]
        me = self.account(p)
        left = self.held(TILE[n], "trees") - UPGRADE_TREES
        self.fire("titans.building.upgrade", p, tile=n, cost=describe(cost), left=left)
        self._pay(p, cost)
        self.transfer("trees", UPGRADE_TREES, TILE[n], "supply")
        self.transfer("factory", 1, TILE[n], me)
        self.transfer("upgraded_factory", 1, me, TILE[n])
        self.upgraded[n] = True
        if left == 0:
            self._kill_tile(n, "titans.mining.exhausted")
        self._harm_planet(p)

    def _do_make_mineable(self, a):
        """Make Mine-able: a barren tile next to your factory becomes the chosen resource, with a factory."""
        p, (n, kind_name) = a.player, a.args
        kind = kind_name.lower()
        cost = BUILD_COSTS["make_mineable"]
        self.fire("titans.building.make_mineable", p, tile=n, kind=kind_name, cost=describe(cost))
        self._pay(p, cost)
        self.transfer("factory", 1, self.account(p), TILE[n])
        self.kind[n] = kind
        self.owner[n] = p
        self._harm_planet(p)

    def _do_buy(self, a):
        """Buying: one face-up Technology card at the end of the turn; the row is refilled."""
        p, card = a.player, a.args[0]
        name, cost, vp = TECHNOLOGY[card]
        me = self.account(p)
        self.fire("titans.buying.technology", p, card=name, cost=describe(cost), vp=vp)
        self._pay(p, cost)
        self.transfer("technology", 1, "tech.row", me)
        self.transfer("vp", vp, "bank", me)
        self.tech_row.remove(card)
        self.tech_owned[p].append(card)
        if self.tech_deck:
            nxt = self.tech_deck.pop(0)
            nname, ncost, nvp = TECHNOLOGY[nxt]
            self.fire("titans.buying.refill", card=nname, cost=describe(ncost), vp=nvp)
            self.transfer("technology", 1, "tech.deck", "tech.row")
            self.tech_row.append(nxt)
        self._end_turn()

    def _do_end_turn(self, a):
        self.fire("titans.turn.skip", a.player, phase_name="Buying")
        self._end_turn()


_BANK_MENUS = {}


def _bank_menu(action_cls, p, wood, oil, silicon, alloy):
    """The bank trades a hand can pay for (Trading), cached: only the first few units of each
    resource matter, and actions are immutable, so the same menu objects serve every turn."""
    key = (action_cls, p, min(wood, 4), min(oil, 2), min(silicon, 1), min(alloy, 1))
    menu = _BANK_MENUS.get(key)
    if menu is None:
        hand = dict(zip(RESOURCES, key[2:]))
        menu = _BANK_MENUS[key] = tuple(action_cls(p, "bank", (i,)) for i, (give, _) in enumerate(BANK_TRADES)
                                        if all(hand[r] >= k for r, k in give.items()))
    return menu

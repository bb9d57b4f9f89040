"""The turn (ardevur.txt, Turn Structure): four phases in a fixed order, a skipped phase lost, an
impossible phase skipped; the Extraction phase (1 - Extraction: storage, surplus, Offices,
Factories, infrastructure fees) and the Strategy phase (2 - Strategy)."""

from .actions import DRAW_ACTION, PHONE, RETURN_DEV, SKIP, TAKE_DEV, act
from .cards import OWN_SET
from .data import (
    CORP,
    DEV_LIMIT,
    FACTORY_BONUS,
    FEE_FACTORY,
    FEE_INFRA,
    HAND,
    REGIONS,
    STRUCTURE_NAME,
    TERRITORIES,
    TOKEN_VALUE,
    TOKENS,
    continent,
)

_STRATEGY_CARDS = OWN_SET["strategy"]   # the Action cards played in one's own Strategy phase
# per seat (ARDEVUR seats at most 4): the turn's steps in their fixed order, made once
PHASE_STEPS = tuple(tuple((step, p) for step in ("extraction", "strategy", "development", "reward", "end_turn"))
                    for p in range(4))


def lot_value(lot):
    return sum(c * TOKEN_VALUE[t] for c, t in zip(lot, TOKENS))


class Turn:
    """Mixin: whose turn, the phases' order, Extraction and Strategy."""

    # ------------------------------------------------------------------ turns and rounds

    def next_step(self):
        # the kernel calls this with the agenda empty: the step runs at once rather than being
        # scheduled and popped (the same order, one dispatch fewer per turn)
        self._step_next_turn((self.current + 1) % len(self.players))

    def _step_next_turn(self, p):
        if p == self.starter and self.turn_no > 0:
            lim = self.options.round_limit
            if lim and self.round >= lim and self.trigger < 0:
                self.final_scoring("ardevur.end.round_limit", round=self.round)
                return
            self.check_stale()
            self.end_round()
        if self.has_scheduled():
            self.then("turn", p)
        else:
            self._step_turn(p)

    def _step_turn(self, p):
        self.current = p
        if self.can_call_total(p) or self.can_call_auction(p):
            self.ask(p, "turn_start")
        elif self.has_scheduled():
            self.then("begin_turn", p)
        else:
            self._step_begin_turn(p)

    def _menu_turn_start(self, p):
        A = act
        menu = [A(p, "begin")]
        if self.can_call_total(p):
            menu.append(A(p, "call_total"))
        if self.can_call_auction(p):
            menu.append(A(p, "call_auction"))
        return menu

    def _do_begin(self, a):
        self.then("begin_turn", a.player)

    def _step_begin_turn(self, p):
        """Turn start: the four phases are scheduled in their fixed order, after the competitors'
        chance to play a card at the start of this turn."""
        self.turn_no += 1
        self.turn = {"player": p, "phone": False, "sold_global": False, "sold_local": False, "played": [],
                     "hit": False, "discount": 0, "surge": 0, "extra_dev": 0, "picks": 0, "extracted": [],
                     "explored": [], "rewarded": False, "crash": False, "gained": False, "where": None,
                     "toll": None}
        self.enter_phase("Extraction")
        self.fire("ardevur.turn.start", p, turn=self.turn_no)
        if "Phone Call" in self.dev[p]:   # dealt at set-up or picked in the second auction
            self.phone_from_dashboard(p)
        if self.effects:   # ``expire_effects`` has nothing to do without a continuous effect
            self.expire_effects(p)
        self.first_all(*PHASE_STEPS[p])
        self.offer_cards("rival_turn", p)

    def _step_end_turn(self, p):
        if self.turn["phone"]:
            self.fire("ardevur.strategy.phone_unused", p)
            self.market["Phone Call"] = self.market.get("Phone Call", 0) + 1
            self.turn["phone"] = False
        debt = self.debt
        if any(debt):   # clockwise from p, each borrower repays if able
            n = len(debt)
            for i in range(n):
                q = (p + i) % n
                if debt[q]:
                    self.repay_if_able(q)
        self.check_quiet()
        if self.trigger >= 0:
            if p in self.final_left:
                self.final_left.remove(p)
            if not self.final_left:
                self.final_scoring("ardevur.end.final")

    def skip_or_ask(self, p, stage, phase):
        """Ask ``p`` in ``stage`` if anything besides skipping is possible (the menu built to see it is
        the one ``p`` chooses from); else the phase is skipped."""
        menu = self.stage_menu(p, stage)
        if len(menu) > 1:
            self.ask(p, stage, menu=menu)
        else:
            self.fire("ardevur.turn.impossible", p, phase=phase)

    def _do_skip(self, a):
        what = a.args[0]
        if what != "more":
            self.fire("ardevur.turn.skip", a.player, phase=what)
        if self.stage == "strategy_more":
            self.then_return(a.player)

    # ------------------------------------------------------------------ 1 - Extraction

    def _step_extraction(self, p):
        self.enter_phase("Extraction")
        if not self.owned_sites(p)[1]:   # no active mine (their regions, not copied as ``active`` does):
            # the menu would hold only the skip
            self.fire("ardevur.turn.impossible", p, phase="Extraction")
            return
        limit, office = self.mine_limit(p)
        if limit > 1 and self.office_serves(p, limit):
            self.fire("ardevur.extract.office", p, office=office, n=limit)
        self.skip_or_ask(p, "extract", "Extraction")

    def office_serves(self, p, limit):
        """Simultaneous Extraction (Assets): a Large Office serves any two mines or more; an Office only two
        mines in its own continent (one elsewhere does nothing, and the log says nothing of it)."""
        if limit == 3:
            return len(self.active(p)) > 1
        offices = {continent(a[2]) for a in self.holds(p, "office")}
        mines = [continent(TERRITORIES[t].region) for t in self.active(p)]
        return any(mines.count(c) > 1 for c in offices)

    def mine_limit(self, p):
        """How many mines ``p`` may extract from this turn, and the Office that allows it."""
        best = 1
        for a in self.assets:
            if a[0] == p:
                if a[1] == "large_office":
                    return 3, "Large Office"
                if a[1] == "office":
                    best = 2
        return (2, "Office") if best == 2 else (1, "")

    def extractable(self, p):
        done = self.turn["extracted"]
        limit, _ = self.mine_limit(p)
        if len(done) >= limit:
            return []
        mines = [t for t in self.active(p) if t not in done]
        if done and limit == 2:
            offices = {continent(a[2]) for a in self.holds(p, "office")}
            cont = continent(TERRITORIES[done[0]].region)
            if cont not in offices:
                return []
            mines = [t for t in mines if continent(TERRITORIES[t].region) == cont]
        return mines

    def rival_factory(self, p, region):
        """The competitor whose Factory in ``region`` ``p`` could use (None if p has one there, or none)."""
        rows = [a for a in self.assets if a[1] == "factory" and a[2] == region]
        if not rows or any(a[0] == p for a in rows):
            return None
        return rows[0][0]

    def _menu_extract(self, p):
        A = act
        menu = []
        for t in self.extractable(p):
            menu.append(A(p, "extract", (t, False)))
            if self.rival_factory(p, TERRITORIES[t].region) is not None:
                menu.append(A(p, "extract", (t, True)))
        phase = "Extraction" if not self.turn["extracted"] else "more"
        return [*menu, SKIP[p][phase]]

    def _do_extract(self, a):
        p, t, use_factory = a.player, a.args[0], a.args[1]
        x = TERRITORIES[t]
        self.turn["extracted"].append(t)
        output = x.output
        factory = None
        if any(r[0] == p and r[1] == "factory" and r[2] == x.region for r in self.assets):
            factory = "own"
        elif use_factory:
            factory = self.rival_factory(p, x.region)
        if factory is not None:
            output += FACTORY_BONUS
        self.dig = {"player": p, "mine": t, "output": output, "left": output, "factory": factory}
        self.first("extract_next", p)
        self.first("extract_fees", p, t)
        self.first("collect_start")
        self.offer_cards("rival_extraction", p)

    def _step_collect_start(self):
        d = self.dig
        p, t = d["player"], d["mine"]
        x = TERRITORIES[t]
        self.fire("ardevur.extract.mine", p, output=d["output"], mine=x.name)
        if d["factory"] == "own":
            self.fire("ardevur.extract.factory", p, region=REGIONS[x.region].name, mine=x.name)
        elif d["factory"] is not None:
            q = d["factory"]
            paid = self.pay(p, q, FEE_FACTORY)
            self.fire("ardevur.extract.factory_use", p, owner=self.players[q], region=REGIONS[x.region].name,
                      mine=x.name, paid=paid[0])
            self.carry_out(paid[1])
            self.stats[q]["fees"] += paid[2]
        if self.options.mode == "clash" and not self.turn["gained"]:
            self.turn["gained"] = True
            self.gain_action_card(p, "ardevur.cards.clash_gain")
        self.first("collect")

    def fitting(self, p):
        """Tokens that fit both the output left and the storage room, and that the Market still has."""
        left = self.dig["left"]
        room = self.storage(p) - self.stock_value(p)
        cap = min(left, room)
        return [t for t in TOKENS if TOKEN_VALUE[t] <= cap and self.held("market", t) > 0]

    def _step_collect(self):
        d = self.dig
        if d["left"] <= 0:
            self.dig = None
            return
        p = d["player"]
        if self.fitting(p):
            self.ask(p, "collect")
            return
        left = d["left"]
        room = self.storage(p) - self.stock_value(p)
        if room >= 2 and min(left, room) >= 2:
            self.fire("ardevur.extract.token_short", p, value=min(left, room), mine=TERRITORIES[d["mine"]].name)
        self.dig = None
        self.surplus_sale(p, d["mine"], left)

    def _menu_collect(self, p):
        return [act(p, "token", (t,)) for t in self.fitting(p)]

    def _do_token(self, a):
        p, tok = a.player, a.args[0]
        d = self.dig
        t = d["mine"]
        self.fire("ardevur.extract.collect", p, token=f"1 {tok.capitalize()} ({TOKEN_VALUE[tok]}M)",
                  mine=TERRITORIES[t].name)
        self.transfer(tok, 1, "market", self.account(p))
        lot = self.lots[p].setdefault(f"t{t}", [0, 0, 0, 0])
        lot[TOKENS.index(tok)] += 1
        d["left"] -= TOKEN_VALUE[tok]
        self.first("collect")

    def _step_extract_fees(self, p, t):
        """Be a good neighbour: the owner of each competitor's Road or Water the mine uses may
        charge 2M (the Road first, then the Water)."""
        x = TERRITORIES[t]
        tolls = []
        for kind, needed in (("road", x.road), ("water", x.water)):
            if needed:
                q = self.infra_owner(x.region, kind, p)
                if q is not None and q != p:
                    tolls.append(("toll", p, t, kind, q))
        if tolls:
            self.first_all(*tolls)

    def _step_toll(self, p, t, kind, q):
        """The owner ``q`` of the ``kind`` a mine of ``p`` used is asked whether to charge the fee."""
        self.turn["toll"] = [p, t, kind, q]
        self.ask(q, "toll")

    def _menu_toll(self, q):
        kind = self.turn["toll"][2]
        return [act(q, "charge_fee", (kind,)), act(q, "waive_fee", (kind,))]

    def _do_charge_fee(self, a):
        p, t, kind, q = self.turn["toll"]
        region = REGIONS[TERRITORIES[t].region].name
        paid = self.pay(p, q, FEE_INFRA)
        self.fire("ardevur.extract.fee", p, owner=self.players[q], infra=STRUCTURE_NAME[kind], region=region,
                  paid=paid[0])
        self.carry_out(paid[1])
        self.stats[q]["fees"] += paid[2]
        self.turn["toll"] = None

    def _do_waive_fee(self, a):
        p, t, kind, q = self.turn["toll"]
        self.fire("ardevur.extract.fee_waived", q, user=self.players[p], infra=STRUCTURE_NAME[kind],
                  region=REGIONS[TERRITORIES[t].region].name)
        self.turn["toll"] = None

    def _step_extract_next(self, p):
        if self.extractable(p):
            self.ask(p, "extract")

    # ------------------------------------------------------------------ payments between players

    def pay(self, p, q, amount):
        """What ``p`` pays ``q`` for a fee of ``amount``: money first; short of money, tokens (the
        smallest that covers what is left, else the largest, until it is covered or nothing is
        left). Returns (words, transfers, value paid); fire the rule, then ``carry_out``."""
        cash = min(amount, self.money(p))
        moves = [("money", cash)] if cash else []
        left = amount - cash
        words = [f"{cash}M"] if cash else []
        held = {t: self.held(self.account(p), t) for t in TOKENS}
        paid = cash
        while left > 0:
            have = [t for t in TOKENS if held[t] > 0]
            if not have:
                break
            covering = [t for t in have if TOKEN_VALUE[t] >= left]
            tok = covering[0] if covering else have[-1]
            held[tok] -= 1
            moves.append((tok, 1))
            words.append(f"1 {tok.capitalize()} token")
            left -= TOKEN_VALUE[tok]
            paid += TOKEN_VALUE[tok]
        text = " and ".join(words) if words else "nothing, having nothing left"
        return text, [(p, q, m) for m in moves], paid

    def carry_out(self, moves):
        for p, q, (item, n) in moves:
            self.transfer(item, n, self.account(p), self.account(q))
            if item != "money":
                self.take_from_lots(p, item, n)
                lot = self.lots[q].setdefault("bought", [0, 0, 0, 0])
                lot[TOKENS.index(item)] += n

    def take_from_lots(self, p, item, n):
        i = TOKENS.index(item)
        for key in sorted(self.lots[p]):
            lot = self.lots[p][key]
            k = min(n, lot[i])
            lot[i] -= k
            n -= k
            if not any(lot):
                del self.lots[p][key]
            if n == 0:
                return

    # ------------------------------------------------------------------ 2 - Strategy

    def _step_strategy(self, p):
        self.enter_phase("Strategy")
        self.skip_or_ask(p, "strategy", "Strategy")

    def _menu_strategy(self, p):
        menu = self.pickable(p, TAKE_DEV[p])
        if self.may_draw_action(p):
            menu.append(DRAW_ACTION[p])
        if self.market.get("Phone Call", 0) > 0:
            menu.append(PHONE[p])
        hand = self.pile(HAND[p])
        if hand and not _STRATEGY_CARDS.isdisjoint(hand):   # ``own_cards`` has nothing otherwise
            menu += self.own_cards(p, "strategy")
        menu.append(SKIP[p]["Strategy"])
        return menu

    def _menu_strategy_more(self, p):
        menu = self.pickable(p, TAKE_DEV[p])
        hand = self.pile(HAND[p])
        if self.turn["picks"] == 1 and not self.turn["extra_dev"] and hand and not _STRATEGY_CARDS.isdisjoint(hand):
            menu += self.own_cards(p, "strategy")   # as above
        menu.append(SKIP[p]["more"])
        return menu

    def _do_take_dev(self, a):
        p, card = a.player, a.args[0]
        self.fire("ardevur.strategy.dev", p, card=card)
        self.market[card] -= 1
        self.dev[p].append(card)
        turn = self.turn
        turn["picks"] += 1
        if turn["picks"] < 2 + turn["extra_dev"]:
            menu = self.stage_menu(p, "strategy_more")
            if len(menu) > 1:
                self.ask(p, "strategy_more", menu=menu)
                return
        self.then_return(p)

    def then_return(self, p):
        """A hand over the limit returns a card: at most ``DEV_LIMIT`` Development cards on the
        Dashboard's slots (the Market Advantage, on the Character Guide, takes none)."""
        if len(self.dev[p]) > DEV_LIMIT:
            self.ask(p, "dev_return")

    def _menu_dev_return(self, p):
        back = RETURN_DEV[p]
        menu = []
        for c in sorted(self.dev[p]):   # each type held once: nobody may take a type held (``pickable``)
            menu.append(back[c])
        return menu

    def _do_return_dev(self, a):
        p, card = a.player, a.args[0]
        self.fire("ardevur.strategy.dev_return", p, card=card)
        self.dev[p].remove(card)
        self.market[card] = self.market.get(card, 0) + 1
        self.then_return(p)

    def _do_draw_action(self, a):
        p = a.player
        self.fire("ardevur.strategy.action", p)
        self.move_cards(CORP[self.corp[p]].deck, HAND[p], to_bottom=True)
        self.over_limit(p, "discard_drawn")

    def phone_from_dashboard(self, p):
        """A Phone Call that reached the Dashboard outside a Strategy phase (dealt at set-up, picked
        in the second auction) serves its holder's next turn: it may be used in it and goes back to
        the Market at its end (``_step_end_turn``), like one taken in that turn's Strategy phase."""
        self.fire("ardevur.phone.held", p)
        self.dev[p].remove("Phone Call")
        self.turn["phone"] = True

    def _do_phone(self, a):
        p = a.player
        self.fire("ardevur.strategy.phone", p)
        self.market["Phone Call"] -= 1
        self.turn["phone"] = True

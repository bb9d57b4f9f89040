"""The Shift (mine77.txt, The Shift; Using Work Order Cards; Activities on the Work Order Cards;
Battle Trophies; Overtime): refilling hands, three sealed Work Order selections, activation in
increasing initiative, the worker, movement and action steps, and the free things a player may do
on their turn (Magic, bonus movement, the Hospital, the Incinerator, trophies, deals)."""

import functools

from .actions import shared_action
from .data import (
    EMBASSY,
    ENTRANCE,
    HALL,
    HANDS,
    LETTER,
    MINE,
    ORDERS,
    SEGMENTS,
    SHAPE_NAMES,
    SURFACE,
    TILES,
    parse,
)


def path(frm, to):
    """The segments a worker passes moving clockwise from ``frm`` to ``to`` (the Shaft from the
    Entrance to the Elevator Hall is one step); None when there is no way (the Mine rondel never leads
    up by movement)."""
    if frm == to:
        return []
    out = []
    s = frm
    if frm in MINE and to in SURFACE:
        return None
    if frm in SURFACE and to in MINE:
        while s != ENTRANCE:
            s = s % 6 + 1
            out.append(s)
        out.append(HALL)
        s = HALL
    while s != to:
        s = 7 + (s - 7 + 1) % 7 if s in MINE else s % 6 + 1
        out.append(s)
    return out


@functools.cache
def destinations(frm, mp):
    """{segment: cost} of every segment a worker at ``frm`` can end a movement on with ``mp`` points."""
    out = {}
    for to in SEGMENTS:
        if to == frm:
            continue
        way = path(frm, to)
        if way is not None and len(way) <= mp:
            out[to] = len(way)
    return out


# Small cached tables of shared immutable actions (the menus are rebuilt after every move): the distinct
# cards of a hand, the workers free to act, the destinations of a worker, the deal partners.
_SELECT_MENUS = {}
_WORKER_MENUS = {}
_MOVE_MENUS = {}


class Shift:
    """Mixin: the Morning and Afternoon Shifts."""

    def chain(self, *steps):
        """Schedule these agenda steps, in this order, before everything already scheduled."""
        for step in reversed(steps):
            self.first(*step)

    # ------------------------------------------------------------------ the hand

    def hand(self, p):
        """p's Work Order hand, in the order drawn (the kernel pile ``hand<p>``, face down, shown to p only)."""
        return self.pile(HANDS[p])

    def draw_orders(self, p, n):
        """Work Order Cards: p draws n cards from the Work Order deck into the hand, under the rule fired last (the
        discards are shuffled into a new draw pile when it runs out)."""
        self.put_cards(HANDS[p], self.draw_cards(ORDERS[p], n, self.account(p)), self.account(p), bottom=True)

    # ------------------------------------------------------------------ the shift

    def _step_shift(self):
        self.shift_no += 1
        self.shift = "Morning" if self.shift_no % 2 == 1 else "Afternoon"
        self.enter_phase("Work Order Selection")
        self.fire("mine77.shift.start", shift=self.shift, day=self.day)
        for p in self.by_seat():
            if p in self.npcs:
                continue
            want = self.hand_size(p) - self.pile_size(HANDS[p])
            if want > 0:
                self.fire("mine77.shift.refill", p, private=True, n=want)
                self.draw_orders(p, want)
        self.chain(["select", 1], ["select", 2], ["select", 3], ["overtime"], ["shift_end"])

    def _step_select(self, seq):
        self.seq = seq
        self.enter_phase("Work Order Selection")
        who = [p for p in self.by_seat() if seq < 4 or p in self.overtime_players]
        if not who:
            return
        who = [p for p in who if p in self.npcs or self.pile_size(HANDS[p])]
        if who:
            self.ask(who, "select")
        if seq < 4 or who:
            self.first("reveal")

    def _menu_select(self, p):
        if p in self.npcs:
            top = self.pile(f"npc{p}")[:1]
            return [shared_action(p, "select", (top[0], self.npc_card_words(top[0])))] if top else []
        hand = self.pile(HANDS[p])
        key = (p, self.options.easy, tuple(hand))
        menu = _SELECT_MENUS.get(key)
        if menu is None:
            seen, menu = set(), []
            for c in hand:
                if c not in seen:
                    seen.add(c)
                    menu.append(shared_action(p, "select", (c, self.card_words(c))))
            menu = _SELECT_MENUS[key] = tuple(menu)
        return list(menu)

    def _do_select(self, a):
        """Work Order Selection: a card selected in secret goes on top of the hand, face down (its size and what the
        others see do not change) until the cards are revealed; an NPC draws its deck's top card face down."""
        p, card = a.player, a.args[0]
        if p in self.npcs:
            self.fire("mine77.npc.draw", p, secret=True)
            self.draw_cards(f"npc{p}", 1, self.account(p))
        self.seal("mine77.shift.select", p, card)
        if p not in self.npcs:
            self.stack_cards(HANDS[p], [card])

    def _step_reveal(self):
        """The selected cards are revealed at once: each player's is the top card of the hand (the card sealed; in a
        determinized copy, whichever card was dealt there)."""
        if not self.sealed:
            return
        self.enter_phase("Work Order Activation")
        chosen = self.reveal("mine77.shift.reveal")
        self.chosen = {}
        for p, c in chosen.items():
            if p not in self.npcs:
                c = self.take_cards(HANDS[p], dst=self.account(p))[0]
            self.chosen[str(p)] = c
        self.battle = {}
        self.chain(*self.battle_steps(self.initiative_order()), ["activation"])

    def _step_activate(self, p):
        card = self.chosen[str(p)]
        if p in self.npcs:
            self.act = {"p": p, "card": card, "npc": True, "last": None}
            self.fire("mine77.npc.play", p, card=self.npc_card_words(card), initiative=self.initiative(p))
            self.discard_cards(f"npc{p}", [card], self.account(p))
            if self.npcs[p] == "rosana":
                self.first("npc_fill", p)       # after her card: what she now holds for her Elven order goes on it
            self.ask(p, "npc_order")
            return
        self.fire("mine77.shift.play", p, card=self.card_words(card), initiative=self.initiative(p))
        self.discard_cards(ORDERS[p], [card], self.account(p))
        self.act = {"p": p, "card": card, "g": 0, "i": 0, "w": None, "used": [], "mp": 0, "actions": 0,
                    "deal": False, "last": None}
        self._step_next_activity()  # at once: it would be the next step anyway

    # ------------------------------------------------------------------ activities

    def _step_next_activity(self):
        """The next step of the card. Where the card just goes on (the next group or activity), the loop takes
        it at once: the same as scheduling this step again, which would run next anyway."""
        act = self.act
        p = act["p"]
        workers = self.workers[p]
        groups = parse(self.cards[act["card"]][0])
        free = None
        while True:
            if act["w"] is not None and not isinstance(workers[act["w"]], int):
                act["mp"] = act["actions"] = 0   # the worker left the rondels (Hospital, Train, Embassy)
            if act["mp"] > 0:
                self.ask(p, "move")
                return
            if act["actions"] > 0:
                self.ask(p, "act")
                return
            if act["g"] >= len(groups):
                self.ask(p, "wrap")
                return
            group = groups[act["g"]]
            if act["w"] is None:
                if free is None:
                    used = act["used"]
                    free = any(isinstance(loc, int) and w not in used for w, loc in enumerate(workers))
                if free:
                    self.ask(p, "worker")
                    return
                self.fire("mine77.shift.no_worker", p)
                act["g"] += 1
                continue
            if act["i"] >= len(group):
                act["g"] += 1
                act["i"] = 0
                act["w"] = None
                continue
            kind, n = group[act["i"]]
            act["i"] += 1
            if kind == "M":
                act["mp"] = n
            else:
                act["actions"] = n

    def available_workers(self, p, exclude=()):
        return [w for w, loc in enumerate(self.workers[p]) if isinstance(loc, int) and w not in exclude]

    def _menu_worker(self, p):
        key = (p, tuple(self.workers[p]), tuple(self.act["used"]))
        menu = _WORKER_MENUS.get(key)
        if menu is None:
            A = shared_action
            menu = _WORKER_MENUS[key] = (*(A(p, "worker", (w, SEGMENTS[self.workers[p][w]]))
                                           for w in self.available_workers(p, self.act["used"])), A(p, "skip_part"))
        return list(menu)

    def _do_worker(self, a):
        act = self.act
        act["w"] = act["last"] = a.args[0]
        act["used"].append(a.args[0])
        act["i"] = 0
        self.fire("mine77.shift.worker", a.player, worker=LETTER[a.args[0]], where=SEGMENTS[self.workers[a.player][a.args[0]]])  # noqa: E501
        self._step_next_activity()  # at once: it would be the next step anyway

    def _do_skip_part(self, a):
        act = self.act
        self.fire("mine77.shift.skip", a.player, what="this part of the card")
        act["g"] += 1
        act["i"] = 0
        act["w"] = None
        self._step_next_activity()  # at once: it would be the next step anyway

    # ------------------------------------------------------------------ movement

    def _menu_move(self, p):
        act, A = self.act, shared_action
        here = self.workers[p][act["w"]]
        key = (p, here, act["mp"])
        moves = _MOVE_MENUS.get(key)
        if moves is None:
            moves = _MOVE_MENUS[key] = tuple(A(p, "move", (to, cost, SEGMENTS[to]))
                                             for to, cost in sorted(destinations(here, act["mp"]).items()))
        out = list(moves)
        have = self.bal.get(self.account(p), {})
        if have.get("rosette", 0):
            out.append(A(p, "buy_move"))
        if have.get("magic", 0):
            if not have.get("rosette", 0):
                out.append(A(p, "buy_move", ("magic",)))
            out.append(A(p, "magic_move"))
        out.append(A(p, "stay"))
        return out

    def _do_move(self, a):
        p, act = a.player, self.act
        to, cost = a.args[0], a.args[1]
        w = act["w"]
        frm = self.workers[p][w]
        act["mp"] = 0
        shaft = frm in SURFACE and to in MINE
        self.fire("mine77.move.move", p, worker=LETTER[w], frm=SEGMENTS[frm], to=SEGMENTS[to], cost=cost,
                  via=" by the Shaft" if shaft else "")
        self.workers[p][w] = to
        self.first("next_activity")
        self.arrive(p, w, to)

    def arrive(self, p, w, to):
        """A worker ends a movement on a segment: the Elevator Hall and the Elven Embassy act at once."""
        if to == HALL:
            self.first("hall", p, w, True)
        elif to == EMBASSY and None in self.embassy:
            self.first("embassy_offer", p, w)

    def _do_buy_move(self, a):
        """1 Rosette buys 1 movement point; with no Rosette, Magic may stand in for it (Magic), though 1 Magic buys
        8 points as Magic itself."""
        if a.args and a.args[0] == "magic":
            self.fire("mine77.move.bonus", a.player, paid="1 Magic in place of a Rosette")
            self.transfer("magic", 1, self.account(a.player), "supply")
        else:
            self.fire("mine77.move.bonus", a.player, paid="1 Rosette")
            self.pay_rosettes(a.player, 1)
        self.act["mp"] += 1
        self.first("next_activity")

    def _do_magic_move(self, a):
        self.fire("mine77.magic.move", a.player)
        self.transfer("magic", 1, self.account(a.player), "supply")
        self.act["mp"] += 8
        self.first("next_activity")

    def _do_stay(self, a):
        self.fire("mine77.shift.skip", a.player, what="the rest of this movement")
        self.act["mp"] = 0
        self._step_next_activity()  # at once: it would be the next step anyway

    # ------------------------------------------------------------------ actions

    def _menu_act(self, p):
        act, A = self.act, shared_action
        seg = self.workers[p][act["w"]]
        out = []
        if self.can_act(p, seg):
            out.append(A(p, "take_action", (seg, SEGMENTS[seg])))
        have = self.bal.get(self.account(p), {})
        if have.get("rosette", 0):
            out.append(A(p, "buy_move"))
        if have.get("magic", 0):
            if not have.get("rosette", 0):
                out.append(A(p, "buy_move", ("magic",)))
            out.append(A(p, "magic_move"))
        out.append(A(p, "skip_action"))
        return out

    def _do_skip_action(self, a):
        self.fire("mine77.shift.skip", a.player, what="an action")
        self.act["actions"] -= 1
        self._step_next_activity()  # at once: it would be the next step anyway

    def _do_take_action(self, a):
        p, act = a.player, self.act
        act["actions"] -= 1
        self.first("next_activity")
        self.do_action(p, act["w"], a.args[0])

    def do_action(self, p, w, seg):
        """Place a Worker Action Marker (the Patrol has no boxes) and carry out the segment's action."""
        if seg in self.spaces:
            k = self.spaces[seg].index(-1)
            self.spaces[seg][k] = p
            self.fire("mine77.action.marker", p, segment=SEGMENTS[seg], space=k + 1)
        self.action_seg = seg
        self.action_worker = w
        getattr(self, "_action_" + _ACTION[seg])(p, w)

    def can_act(self, p, seg):
        """Whether p's worker may take the action of segment ``seg`` now: an Action is available there, a
        free unblocked space, not barred for an NPC, and its first requirement can be met."""
        if seg not in _ACTION:
            return False
        if p in self.npcs and seg in self.barred(p):
            return False
        if seg in self.spaces and -1 not in self.spaces[seg]:
            return False
        return getattr(self, "_can_" + _ACTION[seg])(p)

    # ------------------------------------------------------------------ the end of an activation: free things

    def _menu_wrap(self, p):
        A, act = shared_action, self.act
        have = self.bal.get(self.account(p), {})
        out = [A(p, "end_turn")]
        w = act["last"]
        where = self.workers[p]
        if w is not None and have.get("magic", 0) and isinstance(where[w], int) and self.can_act(p, where[w]):
            out.append(A(p, "magic_action", (w,)))
        for w2, loc in enumerate(where):
            if loc == "ICU" or loc == "Ward":
                if self.can_pay(p, (("icu" if loc == "ICU" else "any", 1),)):
                    out.append(A(p, "heal", (w2, loc)))
        if self.improvements[p]["incinerator"] and not self.incinerator_used[p] and self.stock(p):
            out.append(A(p, "incinerate"))
        used = self.trophies_used[p]
        if have.get("community", 0) > used["community"]:
            out.append(A(p, "community"))
        if have.get("forbidden", 0) > used["forbidden"] and self.held("supply", "magic") and self.fits(p, "magic"):
            out.append(A(p, "forbidden"))
        if self.elven[p]:
            needed = {r for _, left in self.elven_orders(p) for r in left}
            out += [A(p, "redistribute", (r,)) for r in sorted(needed) if have.get(r, 0)]
        if self.unplaced[p]:
            out += [A(p, "place_held", (t, SHAPE_NAMES[TILES[t][0]])) for t in self.placeable_tiles(p)]
        if not act["deal"]:
            out += self.deal_menu(p)
        return out

    def _do_redistribute(self, a):
        """Redistribution: a resource from the warehouse onto the player's own Elven order that needs it."""
        self.first("next_activity")
        self.elven_place(a.player, a.args[0], self.account(a.player))

    def _do_end_turn(self, a):
        self.fire("mine77.shift.end_turn", a.player)
        self.act = None

    def _do_magic_action(self, a):
        p = a.player
        self.fire("mine77.magic.action", p)
        self.transfer("magic", 1, self.account(p), "supply")
        self.act["w"] = a.args[0]
        self.act["actions"] += 1
        self.first("next_activity")

    def _do_heal(self, a):
        p, w = a.player, a.args[0]
        loc = self.workers[p][w]
        need = "icu" if loc == "ICU" else "any"
        self.start_pay(p, ((need, 1),), "mine77.stock.pay", ["healed", p, w], worker=LETTER[w])

    def _step_healed(self, p, w):
        loc = self.workers[p][w]
        if loc == "ICU":
            self.fire("mine77.hospital.step", p, worker=LETTER[w], how="moves to the General Ward (paid)")
            self.workers[p][w] = "Ward"
            self.first("next_activity")
        else:
            self.fire("mine77.hospital.step", p, worker=LETTER[w], how="is released to the Elevator Hall (paid)")
            self.workers[p][w] = HALL
            self.first("next_activity")
            self.first("hall", p, w, True)

    def _do_community(self, a):
        p = a.player
        self.use_trophy(p, "community")
        self.gain_private_steam("mine77.trophy.community", p, 2)
        self.first("next_activity")

    def _do_forbidden(self, a):
        p = a.player
        self.use_trophy(p, "forbidden")
        self.fire("mine77.trophy.forbidden", p)
        self.take(p, "magic", 1)
        self.first("next_activity")

    def unused_trophies(self, p, kind):
        return self.held(self.account(p), kind) - self.trophies_used[p][kind]

    def use_trophy(self, p, kind):
        self.trophies_used[p][kind] += 1

    # ------------------------------------------------------------------ the Incinerator

    def _do_incinerate(self, a):
        p = a.player
        self.incinerator_used[p] = True
        self.burned = 0
        self.ask(p, "incinerate")

    def _menu_incinerate(self, p):
        A = shared_action
        out = []
        for r in self.stock(p):
            if self.rosettes_left():
                out.append(A(p, "burn_rosette", (r,)))
            if self.held(self.account(p), "private_steam") < 2:
                out.append(A(p, "burn_steam", (r,)))
        return out + [A(p, "burn_stop")]

    def _do_burn_rosette(self, a):
        self._burn(a, "rosette")

    def _do_burn_steam(self, a):
        self._burn(a, "private_steam")

    def _burn(self, a, reward):
        p, r = a.player, a.args[0]
        self.fire("mine77.improve.incinerator", p, what=r.capitalize() if r != "gems" else "a Gem",
                  reward="1 Rosette" if reward == "rosette" else "1 Private Steam")
        self.transfer(r, 1, self.account(p), "supply")
        if reward == "rosette":
            self.gain_rosettes(p, 1)
        else:
            self.transfer(reward, 1, "bank", self.account(p))
        self.burned += 1
        if self.burned < 2 and self.stock(p):
            self.ask(p, "incinerate")
        else:
            self.first("next_activity")

    def _do_burn_stop(self, a):
        self.fire("mine77.action.done", a.player, what=f"the Incinerator ({self.burned} burned)")
        self.first("next_activity")

    # ------------------------------------------------------------------ overtime and the end of the shift

    def _step_overtime(self):
        """Overtime is checked in ascending initiative of the third card (more Rosettes first on equal cards, as when
        playing them); players still level decide at the same time, in secret (``overtime_together``): no order among
        them is printed, and a later player would see the earlier one's choice."""
        self.enter_phase("Overtime")
        values = {int(p): self.initiative_base(int(p)) for p in self.chosen_last}
        order = self.by_value(values, ties={p: -self.held(self.account(p), "rosette") for p in values})
        self.overtime_players = []
        runs = self.level_runs(order, self.initiative_base)
        self.chain(*[["overtime_ask", run[0]] if len(run) == 1 else ["overtime_together", run] for run in runs],
                   ["select", 4])

    def initiative_base(self, p):
        c = self.chosen_last[str(p)]
        return self.npc_cards[c][0] if p in self.npcs else self.cards[c][1]

    def _step_overtime_ask(self, p):
        if self.may_work_overtime(p):
            self.ask(p, "overtime")

    def may_work_overtime(self, p):
        """p can pay for Overtime and has a card left to play (an NPC plays its deck's top card)."""
        return bool(self._menu_overtime(p)[:-1]) and (p in self.npcs or bool(self.pile_size(HANDS[p])))

    def _step_overtime_together(self, run):
        who = [p for p in run if self.may_work_overtime(p)]
        if len(who) == 1:
            self.ask(who[0], "overtime")
        elif who:
            self.first("overtime_reveal")
            self.ask(who, "overtime_together")

    def _step_overtime_reveal(self):
        choices = self.reveal("mine77.shift.overtime_reveal")
        for p, how in choices.items():
            self.work_overtime(p, how)

    def _menu_overtime(self, p):
        """Overtime costs 1 Rosette; Magic may stand in for it."""
        me = self.account(p)
        out = [shared_action(p, "overtime", (k,)) for k in ("rosette", "magic") if self.held(me, k)]
        return out + [shared_action(p, "overtime", ("no",))]

    _menu_overtime_together = _menu_overtime

    def _do_overtime(self, a):
        if self.stage == "overtime_together":
            self.seal("mine77.shift.overtime_choose", a.player, a.args[0])
        else:
            self.work_overtime(a.player, a.args[0])

    def work_overtime(self, p, how):
        """Overtime for 1 Rosette (or 1 Magic in its place), or none."""
        if how != "no":
            self.fire("mine77.shift.overtime", p, paid="1 Rosette" if how == "rosette" else "1 Magic")
            self.transfer(how, 1, self.account(p), "rosettes" if how == "rosette" else "supply")
            self.overtime_players.append(p)
        else:
            self.fire("mine77.shift.no_overtime", p)

    def _step_shift_end(self):
        self.fire("mine77.shift.end", shift=self.shift, day=self.day)
        for p in self.npcs:
            self.npc_reshuffle(p)
        self.chosen = {}
        self.chain(["night"] if self.shift == "Afternoon" else ["shift"])


_ACTION = {2: "processing", 4: "research", 5: "commissariat", 8: "farming", 9: "mining", 10: "patrol",
           11: "shipping", 12: "steam", 13: "shredder"}

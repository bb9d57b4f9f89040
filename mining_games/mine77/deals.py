"""Dealing and Bartering (mine77.txt, Dealing and Bartering; Dealing and Bartering with NPC Players; Trophies;
Research, Placement): deals built on the kernel's ``TradeOffers``, with three things the kernel's two-sided offer does
not have:

- **promises**: part of a deal may be delivered later, by the next Night Shift (the rulebook lets deals set their
  own timing; the Night Shift is our reconstructed deadline). At the Night Shift each promise is kept or broken; with
  binding deals (the ``binding_deals`` option: the rulebook leaves the choice to the players, so it is off unless
  chosen, though the rulebook advises it) a broken promise costs a fine of 1 Rosette, or 1 VP without one; without
  binding deals it costs nothing.
- **a second partner**: a deal may involve three players; each partner answers in turn and the deal is carried out
  only when all accept.
- **unplaced Research tiles**: a tile that fit nowhere is a counted thing (``tile_small``, ``tile_rect``, ``tile_L``,
  ``tile_big``) that can change hands and be placed by its new owner at the end of a turn.

The offer being built is ``self.offer``: the kernel's {"from", "to", "give", "ask"} plus "later_give" (what the
proposer promises), "later_ask" (what the partner promises), "third" (the second partner or None), "give3" and "ask3"
(what moves with the second partner at once) and "accepted" (the partners who have said yes). Promises waiting for
the night are ``self.promises``: [{"from", "to", "items", "day"}].
"""

from mining_games.core import count, join_words

from .actions import shared_action
from .data import PROMISE_ITEMS, RESOURCES, SHAPE_NAMES, TILE_ITEMS, TROPHIES, TROPHY_LIMIT, TROPHY_NAMES, res_word
from .surface import placements

_NPC_ITEMS = (*RESOURCES, "rosette")
_DEAL_ITEMS = (*RESOURCES, "rosette", "vp", *TROPHIES, *TILE_ITEMS)
_DEAL_MENUS = {}


def item_word(item, n):
    if item == "rosette":
        return count(n, "Rosette")
    if item == "vp":
        return f"{n} VP"
    if item == "private_steam":
        return f"{n} Private Steam"
    if item in TROPHIES:
        return count(n, TROPHY_NAMES[item])
    if item in TILE_ITEMS:
        return count(n, f"unplaced {SHAPE_NAMES[item[5:]]} tile")
    return res_word(item, n)


def items_words(items):
    parts = [item_word(i, n) for i, n in items.items() if n]
    return join_words(parts) if parts else "nothing"


class Deals:
    """Mixin (before the kernel's ``TradeOffers``): the deal menus, promises, a second partner, tiles in deals."""

    # ------------------------------------------------------------------ what may be dealt

    def trade_items(self, p):
        """Any Resource, Rosettes, VP, Trophies (traded freely, Trophies) and unplaced Research tiles (kept for
        bartering, Placement); an NPC deals only in resources and Rosettes (Dealing and Bartering with NPC Players)."""
        o, npcs = self.offer, self.npcs
        npc = o is not None and npcs and (o["from"] in npcs or o["to"] in npcs)
        have = self.bal.get(self.account(p))
        if not have:
            return []
        return [i for i in (_NPC_ITEMS if npc else _DEAL_ITEMS) if have.get(i, 0) > 0]

    def item_word(self, item, n):
        return item_word(item, n)

    def deal_menu(self, p):
        """The end-of-turn entries that open a deal, one per other player."""
        key = (p, tuple(self.players))
        deals = _DEAL_MENUS.get(key)
        if deals is None:
            deals = _DEAL_MENUS[key] = tuple(shared_action(p, "deal", (q, self.players[q]))
                                             for q in range(len(self.players)) if q != p)
        return deals

    def _do_deal(self, a):
        self.act["deal"] = True
        self.start_offer(a.player, a.args[0])
        self.offer.update(later_give={}, later_ask={}, third=None, give3={}, ask3={}, accepted=[])

    # ------------------------------------------------------------------ the deal in words

    def deal_words(self):
        """(partners, what the proposer gives, what it gets) in words, for texts and prompts."""
        o, names = self.offer, self.players
        to, third = names[o["to"]], o.get("third")
        give, get = [], []
        to_q, from_q = (f" to {to}", f" from {to}") if third is not None else ("", "")
        if o["give"]:
            give.append(items_words(o["give"]) + to_q)
        if o.get("later_give"):
            give.append(items_words(o["later_give"]) + to_q + " by the Night Shift")
        if o["ask"]:
            get.append(items_words(o["ask"]) + from_q)
        if o.get("later_ask"):
            get.append(items_words(o["later_ask"]) + from_q + " by the Night Shift")
        if third is not None:
            if o["give3"]:
                give.append(f"{items_words(o['give3'])} to {names[third]}")
            if o["ask3"]:
                get.append(f"{items_words(o['ask3'])} from {names[third]}")
            to = f"{to} and {names[third]}"
        return to, join_words(give) if give else "nothing", join_words(get) if get else "nothing"

    def _draft_fired(self, p):
        to, give, get = self.deal_words()
        self.fire(self.TRADE.draft, p, to=to, give=give, get=get)

    # ------------------------------------------------------------------ drafting

    def _menu_offer_draft(self, p):
        """The kernel's units to give and to ask for, the same as promises for the Night Shift, a second partner,
        send, withdraw."""
        o, A = self.offer, shared_action
        menu = super()._menu_offer_draft(p)
        menu = menu[:-2] if o["give"] and o["ask"] else menu[:-1]     # the kernel's send and withdraw come last
        if o["third"] is not None or o["later_give"] or o["later_ask"]:
            # what is promised, or goes to the second partner, must be held as well
            bal = self.bal
            mine, theirs = bal.get(self.account(p), {}), bal.get(self.account(o["to"]), {})
            menu = [a for a in menu if (a.kind != "offer_give" or mine.get(a.args[0], 0) > o["give"].get(a.args[0], 0)
                                        + o["give3"].get(a.args[0], 0) + o["later_give"].get(a.args[0], 0))
                    and (a.kind != "offer_ask" or theirs.get(a.args[0], 0) > o["ask"].get(a.args[0], 0)
                         + o["later_ask"].get(a.args[0], 0))]
        if o["to"] not in self.npcs:
            menu += self.promise_menu(p)
            if o["third"] is None and len(self.players) > 2:
                menu += [A(p, "offer_partner", (r, self.players[r])) for r in range(len(self.players))
                         if r not in (p, o["to"]) and r not in self.npcs]
            elif o["third"] is not None:
                menu.append(A(p, "offer_partner", (o["third"], self.players[o["third"]], True)))
        sendable = (o["give"] or o["later_give"]) and (o["ask"] or o["later_ask"]) and (
            o["third"] is None or o["give3"] or o["ask3"])
        if sendable:
            menu.append(A(p, "offer_send"))
        menu.append(A(p, "offer_withdraw"))
        return menu

    def _prompt_offer_draft(self, p):
        to, give, get = self.deal_words()
        return (f"Your deal with {to}: you give {give}, you get {get}. Add to it, send it, or withdraw it")

    def promise_menu(self, p):
        """Promises, one unit at a time: something p will hand over by the Night Shift, or something the partner
        will; an item is promised one way only. A deal only affects components its dealers control (Dealing and
        Bartering): a promise is of what its promiser holds now, beyond what the deal already moves."""
        o, A, bal = self.offer, shared_action, self.bal
        q = o["to"]
        mine, theirs = bal.get(self.account(p), {}), bal.get(self.account(q), {})
        give, give3, later_give, ask, later_ask = o["give"], o["give3"], o["later_give"], o["ask"], o["later_ask"]
        menu = [A(p, "promise_give", (i,)) for i in PROMISE_ITEMS if mine.get(i, 0) > 0 and not later_ask.get(i)
                and mine[i] > give.get(i, 0) + give3.get(i, 0) + later_give.get(i, 0)]
        name = self.players[q]
        menu += [A(p, "promise_ask", (i, name)) for i in PROMISE_ITEMS if theirs.get(i, 0) > 0
                 and not later_give.get(i) and theirs[i] > ask.get(i, 0) + later_ask.get(i, 0)]
        return menu

    def _do_promise_give(self, a):
        o = self.offer
        o["later_give"][a.args[0]] = o["later_give"].get(a.args[0], 0) + 1
        self._draft_fired(a.player)
        self.ask(a.player, "offer_draft")

    def _do_promise_ask(self, a):
        o = self.offer
        o["later_ask"][a.args[0]] = o["later_ask"].get(a.args[0], 0) + 1
        self._draft_fired(a.player)
        self.ask(a.player, "offer_draft")

    def _do_offer_back(self, a):
        self.ask(a.player, "offer_draft")

    def _do_offer_partner(self, a):
        o, r = self.offer, a.args[0]
        if o["third"] is None:
            o["third"] = r
            self._draft_fired(a.player)
        self.ask(a.player, "offer_third")

    def _menu_offer_third(self, p):
        """What moves between the proposer and the second partner at once: one unit to give or to ask for."""
        o, A, bal = self.offer, shared_action, self.bal
        r = o["third"]
        mine, theirs = bal.get(self.account(p), {}), bal.get(self.account(r), {})
        give, ask = o["give3"], o["ask3"]
        promised = {i for side in ("give", "later_give") for i in o[side]}
        menu = [A(p, "third_give", (i,)) for i in self.trade_items(p)
                if not ask.get(i) and mine.get(i, 0) > give.get(i, 0) + o["give"].get(i, 0) + o["later_give"].get(i, 0)]
        menu += [A(p, "third_ask", (i, self.players[r])) for i in self.trade_items(r)
                 if not give.get(i) and i not in promised and theirs.get(i, 0) > ask.get(i, 0)]
        if give or ask or not menu:        # a second partner joins with something to give or get, when there is any
            menu.append(A(p, "offer_back", (self.players[o["to"]],)))
        return menu

    def _do_third_give(self, a):
        o = self.offer
        o["give3"][a.args[0]] = o["give3"].get(a.args[0], 0) + 1
        self._draft_fired(a.player)
        self.ask(a.player, "offer_draft")

    def _do_third_ask(self, a):
        o = self.offer
        o["ask3"][a.args[0]] = o["ask3"].get(a.args[0], 0) + 1
        self._draft_fired(a.player)
        self.ask(a.player, "offer_draft")

    def _prompt_offer_third(self, p):
        to, give, get = self.deal_words()
        return f"The second partner. Your deal with {to}: you give {give}, you get {get}"

    # ------------------------------------------------------------------ sending and answering

    def _do_offer_send(self, a):
        o = self.offer
        to, give, get = self.deal_words()
        self.fire(self.TRADE.send, a.player, to=to, give=give, get=get)
        self.ask(o["to"], self.TRADE.reply_stage)

    def _prompt_offer_reply(self, p):
        to, give, get = self.deal_words()
        return f"{self.players[self.offer['from']]} offers a deal with {to}: {give} for {get}. Accept or decline?"

    def _menu_offer_reply(self, q):
        """Accepting needs what is asked of q now, and room on every side for what each receives (warehouses, the
        6 Trophy spaces): a resource with no room is never created."""
        o, A = self.offer, shared_action
        menu = [A(q, "offer_decline")]
        asked = o["ask"] if q == o["to"] else o["ask3"]
        if all(self.held(self.account(q), i) >= n for i, n in asked.items()) and self.deal_fits(o):
            menu.insert(0, A(q, "offer_accept"))
        return menu

    def deal_moves(self, o):
        """Every immediate move of the deal: (giver, taker, {item: n})."""
        p, q, r = o["from"], o["to"], o.get("third")
        moves = [(p, q, o["give"]), (q, p, o["ask"])]
        if r is not None:
            moves += [(p, r, o["give3"]), (r, p, o["ask3"])]
        return [m for m in moves if m[2]]

    def deal_fits(self, o):
        """Room for what each side receives at once: warehouse space for resources, 6 Trophy spaces."""
        net = {}
        for giver, taker, items in self.deal_moves(o):
            for i, n in items.items():
                for who, sign in ((giver, -1), (taker, 1)):
                    d = net.setdefault(who, {"res_in": 0, "res_out": 0, "trophies": 0})
                    if i in RESOURCES:
                        d["res_in" if sign > 0 else "res_out"] += n
                    elif i in TROPHIES:
                        d["trophies"] += sign * n
        for who, d in net.items():
            if self.room(who) + d["res_out"] < d["res_in"]:
                return False
            if sum(self.held(self.account(who), t) for t in TROPHIES) + d["trophies"] > TROPHY_LIMIT:
                return False
        return True

    def _do_offer_accept(self, a):
        """A partner accepts; when every partner has, everything due at once moves (Trophies change hands as they
        are: unused ones first; unplaced tiles with their shapes) and the promises wait for the night."""
        o = self.offer
        o["accepted"].append(a.player)
        third = o.get("third")
        if third is not None and third not in o["accepted"]:
            self.fire(self.TRADE.accept, a.player, frm=self.players[o["from"]], give=self.deal_words()[1],
                      get=self.deal_words()[2])
            self.ask(third, self.TRADE.reply_stage)
            return
        _, give, get = self.deal_words()
        self.fire(self.TRADE.accept, a.player, frm=self.players[o["from"]], give=give, get=get)
        for giver, taker, items in self.deal_moves(o):
            for i, n in items.items():
                if i in TROPHIES:
                    used = max(0, n - self.unused_trophies(giver, i))
                    self.trophies_used[giver][i] -= used
                    self.trophies_used[taker][i] += used
                elif i in TILE_ITEMS:
                    for _ in range(n):
                        tile = next(t for t in self.unplaced[giver] if "tile_" + _shape(t) == i)
                        self.unplaced[giver].remove(tile)
                        self.unplaced[taker].append(tile)
                self.transfer(i, n, self.account(giver), self.account(taker))
        for frm, to, side in ((o["from"], o["to"], "later_give"), (o["to"], o["from"], "later_ask")):
            if o.get(side):                  # the accepted deal's text says what is due by the Night Shift
                self.promises.append({"from": frm, "to": to, "items": dict(o[side]), "day": self.day})
        self.offer = None
        self._trade_done()

    def _do_offer_decline(self, a):
        o = self.offer
        self.fire(self.TRADE.decline, a.player, frm=self.players[o["from"]])
        self.offer = None
        self._trade_done()

    def _trade_done(self):
        self.first("next_activity")

    # ------------------------------------------------------------------ promises at the Night Shift

    def _step_promises(self):
        """Night Shift: each promise of the day is kept or broken, in the order the deals were made."""
        if not self.promises:
            return
        pr = self.promises[0]
        if self.can_deliver(pr):
            self.ask(pr["from"], "promise")
            return
        self.promises.pop(0)
        self.first("promises")
        self.break_promise(pr, "cannot deliver")

    def can_deliver(self, pr):
        """The promiser still holds everything promised (what the receiver has no room for is then lost, never
        the promiser's fault)."""
        me = self.account(pr["from"])
        return all(self.held(me, i) >= n for i, n in pr["items"].items())

    def _menu_promise(self, p):
        pr = self.promises[0]
        return [shared_action(p, "promise_keep", (self.players[pr["to"]],)),
                shared_action(p, "promise_break", (self.players[pr["to"]],))]

    def _prompt_promise(self, p):
        pr = self.promises[0]
        fine = " (a fine of 1 Rosette, or 1 VP without one)" if self.options.binding_deals else " (it costs nothing)"
        return f"You promised {self.players[pr['to']]} {items_words(pr['items'])}: keep the promise or break it{fine}?"

    def _do_promise_keep(self, a):
        pr = self.promises.pop(0)
        self.fire("mine77.deal.due", a.player, kept=True, to=self.players[pr["to"]], what=items_words(pr["items"]),
                  outcome=f"keeps the promise to {self.players[pr['to']]}: {items_words(pr['items'])} handed over")
        frm, to = self.account(pr["from"]), self.account(pr["to"])
        for i, n in pr["items"].items():
            fit = n
            if i in RESOURCES:
                fit = 0
                while fit < n and self.fits(pr["to"], i, fit + 1):
                    fit += 1
            if fit:
                self.transfer(i, fit, frm, to)
            if fit < n:                              # Limited Resources: what has no room goes back to the supply
                self.transfer(i, n - fit, frm, "supply")
                with self.aside():
                    self.fire("mine77.storage.no_room", pr["to"], what=res_word(i, n - fit))
        self.first("promises")

    def _do_promise_break(self, a):
        pr = self.promises.pop(0)
        self.first("promises")
        self.break_promise(pr, "chooses not to deliver")

    def break_promise(self, pr, why):
        """A broken promise: with binding deals a fine of 1 Rosette (to the stock), or 1 VP without one; otherwise
        nothing. The fine is this player's alone (not a shared loss); a VP fine that takes them to -10 triggers the
        Disaster at once, so a caller schedules what follows first."""
        p, to = pr["from"], self.players[pr["to"]]
        what = items_words(pr["items"])
        if not self.options.binding_deals:
            fine = "the deals are not binding, so it costs nothing"
        elif self.held(self.account(p), "rosette"):
            fine = "the fine for a binding deal is 1 Rosette"
        else:
            fine = "the fine for a binding deal is 1 VP"
        self.fire("mine77.deal.due", p, kept=False, to=to, what=what, why=why, fine=fine,
                  outcome=f"breaks the promise to {to} ({what}; {why}): {fine}")
        if fine.endswith("Rosette"):
            self.pay_rosettes(p, 1)
        elif fine.endswith("VP"):
            self.lose_vp(p, 1)

    # ------------------------------------------------------------------ a tile received in a deal

    def placeable_tiles(self, p):
        """Unplaced tiles p holds that now fit the grid, one per shape."""
        out, seen = [], set()
        for t in self.unplaced[p]:
            shape = _shape(t)
            if shape not in seen and placements(self.grids[p], shape):
                seen.add(shape)
                out.append(t)
        return out

    def _do_place_held(self, a):
        self.tile = a.args[0]
        self.first("next_activity")
        self.ask(a.player, "place_tile")


def _shape(tile):
    from .data import TILES
    return TILES[tile][0]

"""Storage, payments and Steam (mine77.txt, For Your Information: Storage, Private Steam, Limited
Resources; Magic; Rosettes): where a resource may go, what a player can pay, and the generic small
steps that pay "Any" costs one resource at a time and Steam from one of its three sources."""

from .actions import shared_action
from .data import (
    BANG,
    CART_CAPACITY,
    CARTS,
    DISASTER_VP,
    GROUPS,
    LARGE_EXPANSION,
    MAGIC_PRESLOT,
    PENALTY_ROSETTES,
    PRIVATE_STEAM_LIMIT,
    RESOURCES,
    SMALL_EXPANSION,
    STEAM_FLOOR,
    WAREHOUSE,
    group_word,
    res_word,
)

_CART_ACCOUNTS = tuple(f"cart{c}" for c in range(CARTS))


class Stock:
    """Mixin: storage capacities, affordability, paying, Steam and Victory Points."""

    # ------------------------------------------------------------------ storage

    def stock(self, p):
        """Resources in p's warehouse, {resource: n} without zeros."""
        a = self.bal.get(self.account(p), {})
        return {r: a[r] for r in RESOURCES if a.get(r)}

    def warehouse_cap(self, p):
        imp = self.improvements[p]
        return WAREHOUSE + (SMALL_EXPANSION if imp["small"] else 0) + (LARGE_EXPANSION if imp["large"] else 0)

    def fits(self, p, r, n=1):
        """Whether n more of resource r fit in p's warehouse (the Small slot holds 2 Magic before it is built)."""
        a = self.bal.get(self.account(p), {})
        total = sum(a.get(x, 0) for x in RESOURCES)
        cap = self.warehouse_cap(p)
        if self.improvements[p]["small"]:
            return total + n <= cap
        magic = a.get("magic", 0) + (n if r == "magic" else 0)
        return total + n <= cap + min(magic, MAGIC_PRESLOT)

    def room(self, p):
        """How many non-Magic resources still fit in p's warehouse."""
        n = 0
        while self.fits(p, "coal", n + 1):
            n += 1
        return n

    def mine_wh_room(self):
        a = self.bal.get("mine_wh", {})
        return self.mine_wh_cap - sum(a.values())

    def cart_room(self, c):
        a = self.bal.get(_CART_ACCOUNTS[c], {})
        return CART_CAPACITY - sum(a.values())

    def holding(self, account):
        a = self.bal.get(account, {})
        return {r: a[r] for r in RESOURCES if a.get(r)}

    def grow_mine_warehouse(self, kind):
        """Improvements: the first builder of each expansion grows the Mine Warehouse too."""
        if kind in self.mine_wh_grown:
            return
        self.mine_wh_grown.append(kind)
        add = SMALL_EXPANSION if kind == "small" else LARGE_EXPANSION
        self.fire("mine77.storage.mine_warehouse", cap=self.mine_wh_cap + add, was=self.mine_wh_cap,
                  kind="small" if kind == "small" else "large")
        self.mine_wh_cap += add

    # ------------------------------------------------------------------ paying resources

    def can_pay(self, p, need, stock=None):
        """need: ((group, n), ...) with disjoint groups (every printed cost has them); Magic stands in for any
        missing resource (Magic)."""
        s = self.stock(p) if stock is None else stock
        short = 0
        for g, n in need:
            short += max(0, n - sum(s.get(r, 0) for r in GROUPS[g] if r != "magic"))
        return short <= s.get("magic", 0)

    def pay_options(self, p, units):
        """The resources p may pay for the first unit so that the rest can still be paid ("magic" standing
        in for another resource is among them)."""
        s = self.stock(p)
        first, rest = units[0], units[1:]
        need = {}
        for g in rest:
            need[g] = need.get(g, 0) + 1
        out = []
        for r in (*[x for x in GROUPS[first] if x != "magic"], "magic"):
            if s.get(r):
                s[r] -= 1
                if self.can_pay(p, tuple(need.items()), s):
                    out.append(r)
                s[r] += 1
        return out

    def start_pay(self, p, need, rule, then, **facts):
        """Pay ``need`` one resource at a time (a step per unit when there is a choice) under ``rule``,
        then run the agenda step ``then`` (a list [name, *args])."""
        units = [g for g, n in need for _ in range(n)]
        self.pay = {"p": p, "units": units, "rule": rule, "then": then, "facts": facts}
        self.first("pay_next")

    def _step_pay_next(self):
        pay = self.pay
        if not pay["units"]:
            self.pay = None
            self.first(*pay["then"])
            return
        p = pay["p"]
        options = self.pay_options(p, pay["units"])
        if len(options) == 1:
            self._pay_unit(p, options[0])
            self.first("pay_next")
        else:
            self.ask(p, "pay")

    def _menu_pay(self, p):
        g = self.pay["units"][0]
        return [shared_action(p, "pay", (r, g)) for r in self.pay_options(p, self.pay["units"])]

    def _do_pay(self, a):
        self._pay_unit(a.player, a.args[0])
        self.first("pay_next")

    def _pay_unit(self, p, r):
        pay = self.pay
        g = pay["units"].pop(0)
        self.fire(pay["rule"], p, what=res_word(r), need=group_word(g), **pay["facts"])
        self.transfer(r, 1, self.account(p), "supply")

    def take(self, p, r, n, dst=None):
        """Take up to n of r from the General Supply into dst (p's warehouse by default) under the rule
        fired last; resources that are not in the supply or do not fit are never created. Returns n taken."""
        dst = dst or self.account(p)
        got = 0
        while got < n and self.held("supply", r) > got and (dst != self.account(p) or self.fits(p, r, got + 1)):
            got += 1
        if got:
            self.transfer(r, got, "supply", dst)
        return got

    # ------------------------------------------------------------------ steam

    def steam_sources(self, p, deficit=False, need=None):
        """Where p can take 1 Steam from: 'public' (the track above 0, or any level when Shipping may
        go into deficit), 'private' (Private Steam) or 'magic' (Magic substitutes for Steam, unless the
        cost ``need`` still to be paid would then lack that Magic)."""
        out = []
        if self.tracks["steam"] > 0 or deficit:
            out.append("public")
        if self.held(self.account(p), "private_steam"):
            out.append("private")
        if self.held(self.account(p), "magic"):
            if need is None:
                out.append("magic")
            else:
                s = self.stock(p)
                s["magic"] -= 1
                if self.can_pay(p, need, s):
                    out.append("magic")
        return out

    def start_steam(self, p, purpose, then, deficit=False, need=None):
        """Spend 1 Steam for ``purpose`` (asking where from when there is a choice), then ``then``; ``need``
        is a cost paid afterwards, which Magic spent as Steam must not leave unpaid."""
        sources = self.steam_sources(p, deficit, need)
        self.steam_job = {"p": p, "purpose": purpose, "then": then, "deficit": deficit, "need": need}
        if len(sources) == 1:
            self._spend_steam(p, sources[0])
        else:
            self.ask(p, "steam")

    def _menu_steam(self, p):
        job = self.steam_job
        return [shared_action(p, "steam", (s,)) for s in self.steam_sources(p, job["deficit"], job["need"])]

    def _do_steam(self, a):
        self._spend_steam(a.player, a.args[0])

    def _spend_steam(self, p, source):
        job, self.steam_job = self.steam_job, None
        purpose = job["purpose"]
        if source == "private":
            self.fire("mine77.steam.stand_in", p, purpose=purpose, what="1 Private Steam")
            self.transfer("private_steam", 1, self.account(p), "bank")
        elif source == "magic":
            self.fire("mine77.steam.stand_in", p, purpose=purpose, what="1 Magic")
            self.transfer("magic", 1, self.account(p), "supply")
        self.first(*job["then"])
        if source == "public":
            s = self.tracks["steam"]
            if s <= STEAM_FLOOR:        # Shipping at the floor: all players lose 1 VP, at once, before boarding
                self.shared_loss("mine77.shipping.deficit_penalty", 1, self.by_seat(),
                                 "the Steam deficit is at its floor")
            elif s <= 0:
                self.fire("mine77.shipping.deficit", p, steam=s - 1, was=s)
                self.move_track("steam", s - 1)
            else:
                self.fire("mine77.steam.spend", p, steam=s - 1, was=s, purpose=purpose)
                self.move_track("steam", s - 1)

    def raise_steam(self, rule, p, up, **facts):
        """Move the Steam marker up n under ``rule``; reaching Bang! vents (Ka-Boom!) and every player's loss of 2 VP
        comes at once, before anything already scheduled (so a caller schedules what follows first). Returns the
        Steam actually added before any venting. What the caller moves afterwards (a burner's reward) still belongs
        to ``rule``, not to the Ka-Boom!."""
        s = self.tracks["steam"]
        new = min(s + up, BANG)
        self.fire(rule, p, steam=new, was=s, **facts)
        self.move_track("steam", new)
        if new >= BANG:
            with self.aside():
                self.fire("mine77.steam.kaboom", p, steam=new)
                self.move_track("steam", 0)
            self.shared_loss("mine77.steam.kaboom_penalty", 2, self.by_seat(), "the Ka-Boom")
        return new - s

    def gain_private_steam(self, rule, p, n, **facts):
        """Gain up to n Private Steam (never more than 2 held)."""
        have = self.held(self.account(p), "private_steam")
        got = max(0, min(n, PRIVATE_STEAM_LIMIT - have))
        self.fire(rule, p, got=got, asked=n, **facts)
        if got:
            self.transfer("private_steam", got, "bank", self.account(p))
        return got

    # ------------------------------------------------------------------ Rosettes: a stock of 24

    def gain_rosettes(self, p, n, allowed=None):
        """p takes n Rosettes from the stock of 24 under the rule fired last; Rosettes the stock no longer holds are
        not gained, and storage.rosettes_out says so (Game Contents: 24 Rosettes; components are limited, as Limited
        Resources says of resources). ``allowed``: p's share when several players gain at the same moment
        (``rosette_shares``). Returns how many p got."""
        left = self.held("rosettes", "rosette")
        got = min(n, left) if allowed is None else min(n, left, allowed)
        if got:
            self.transfer("rosette", got, "rosettes", self.account(p))
        if got < n:
            with self.aside():
                short = {"together": True} if got < min(n, left) else {}    # the stock has some, not p's share
                self.fire("mine77.storage.rosettes_out", p, rosettes=n - got, no_food=False, **short)
        return got

    def rosette_shares(self, due):
        """Rosettes several players gain at the same moment ({player: n}): all of them while the stock holds enough;
        otherwise the same number for each, a round at a time while the stock can give one more to every player still
        owed, and the rest to nobody (no seat is served first from a short stock). Returns {player: Rosettes}."""
        left = self.rosettes_left()
        if sum(due.values()) <= left:
            return dict(due)
        got = dict.fromkeys(due, 0)
        owed = [p for p in due if due[p]]
        while owed and left >= len(owed):
            for p in owed:
                got[p] += 1
            left -= len(owed)
            owed = [p for p in owed if got[p] < due[p]]
        return got

    def pay_rosettes(self, p, n):
        """p returns n Rosettes to the stock under the rule fired last."""
        if n:
            self.transfer("rosette", n, self.account(p), "rosettes")

    def rosettes_left(self):
        return self.held("rosettes", "rosette")

    # ------------------------------------------------------------------ Victory Points and penalties

    def vp(self, p):
        return self.held(self.account(p), "vp")

    def gain_vp(self, p, n):
        """Transfer n VP to p under the rule fired last."""
        if n:
            self.transfer("vp", n, "bank", self.account(p))

    def lose_vp(self, p, n):
        """p alone loses n VP under the rule fired last (a broken deal's fine), then the Disaster is checked."""
        if n:
            self.transfer("vp", n, self.account(p), "bank")
            self.check_disaster([p])

    def by_seat(self):
        return range(len(self.players))

    # ------------------------------------------------------------------ shared losses (one event for the table)

    def shared_loss(self, rule, n, players, why):
        """A loss of n VP for each of ``players`` under ``rule`` (Night Shift steps 1 and 2, Ka-Boom!, Shipping at the
        deficit floor, a rejected cart), taken at once, before anything already scheduled: every one of them who can
        pay 2 Rosettes (Magic standing in) decides whether to pay instead, all at the same time; then all who did not
        pay lose together, and the Disaster is checked once for all of them. A caller schedules what follows the loss
        before calling this."""
        self.first("loss", rule, n, list(players), why)

    def _step_loss(self, rule, n, players, why):
        """Ask, in one stage, everyone the loss hits who can pay 2 Rosettes (Magic standing in); settle after."""
        me = self.account
        asked = [q for q in players if self.held(me(q), "rosette") + self.held(me(q), "magic") >= PENALTY_ROSETTES]
        self.penalty = {"rule": rule, "n": n, "players": players, "why": why, "asked": asked, "open": []}
        self.first("loss_settle")
        if asked:
            self.ask(asked, "avoid_night" if self.phase == "Night Shift" else "avoid")

    def _menu_avoid(self, p):
        """Lose the VP, or pay 2 Rosettes (Magic may stand in for a Rosette)."""
        me = self.account(p)
        ros, magic = self.held(me, "rosette"), self.held(me, "magic")
        out = [shared_action(p, "take_penalty", (self.penalty["n"],))]
        for k in (0, 1, 2):              # k Magic and 2 - k Rosettes
            if magic >= k and ros >= 2 - k:
                out.append(shared_action(p, "avoid_penalty", (k,)))
        return out

    _menu_avoid_night = _menu_avoid

    def _do_take_penalty(self, a):
        self._decide_loss(a.player, "lose")

    def _do_avoid_penalty(self, a):
        self._decide_loss(a.player, a.args[0] if a.args else 0)

    def _decide_loss(self, p, choice):
        """A player facing a shared loss decides: "lose", or pay with k Magic and 2 - k Rosettes. With several asked
        the choice is sealed (a simultaneous choice: nobody sees another's before all have chosen); a player asked
        alone decides in the open."""
        pen = self.penalty
        if len(pen["asked"]) > 1:
            self.seal("mine77.rosettes.choose", p, choice, n=pen["n"], why=pen["why"])
        else:
            pen["open"].append([p, choice])

    def _step_loss_settle(self):
        """The choices are shown together; those who pay do so; everyone else loses together (one event), and every
        one of them the loss takes to -10 VP triggers the Disaster."""
        pen, self.penalty = self.penalty, None
        n, why = pen["n"], pen["why"]
        if len(pen["asked"]) > 1:      # sealed choices (_decide_loss)
            choices = self.reveal("mine77.rosettes.reveal", n=n)
        else:
            choices = {q: k for q, k in pen["open"]}
        losers = []
        for q in pen["players"]:
            k = choices.get(q, "lose")
            if k == "lose":
                losers.append(q)
                continue
            paid = {0: "2 Rosettes", 1: "1 Rosette and 1 Magic", 2: "2 Magic"}[k]
            self.fire("mine77.rosettes.avoid", q, n=n, why=why, vp_word=_vp(n), paid=paid)
            if k < 2:
                self.pay_rosettes(q, 2 - k)
            if k:
                self.transfer("magic", k, self.account(q), "supply")
        if not losers:
            return
        self.fire(pen["rule"], players=losers, n=n, why=why)
        for q in losers:
            self.transfer("vp", n, self.account(q), "bank")
        self.check_disaster(losers)

    def check_disaster(self, players):
        """Disaster: every one of ``players`` a loss has taken to -10 VP or below triggers it, together; the game ends
        at once (nothing already scheduled runs: the rest of a turn or a night) and goes to Final Scoring."""
        fallen = [q for q in players if self.vp(q) <= DISASTER_VP]
        if fallen and not self.disaster:
            self.disaster = fallen
            self.clear_agenda()
            self.then("disaster")


def _vp(n):
    return f"{n} VP"

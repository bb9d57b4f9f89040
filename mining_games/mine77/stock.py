"""Storage, payments and Steam (mine77.txt, For Your Information: Storage, Private Steam, Limited
Resources; Magic; Rosettes): where a resource may go, what a player can pay, and the generic small
steps that pay "Any" costs one resource at a time and Steam from one of its three sources."""

from .actions import shared_action
from .data import (
    BANG,
    CART_CAPACITY,
    CARTS,
    GROUPS,
    LARGE_EXPANSION,
    MAGIC_PRESLOT,
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
        else:
            s = self.tracks["steam"]
            if s <= STEAM_FLOOR:
                for q in self.by_seat():
                    self.then_penalty(q, 1, "mine77.shipping.deficit_penalty", "the Steam deficit is at its floor")
            elif s <= 0:
                self.fire("mine77.shipping.deficit", p, steam=s - 1, was=s)
                self.move_track("steam", s - 1)
            else:
                self.fire("mine77.steam.spend", p, steam=s - 1, was=s, purpose=purpose)
                self.move_track("steam", s - 1)
        self.first(*job["then"])

    def raise_steam(self, rule, p, up, **facts):
        """Move the Steam marker up n under ``rule``; reaching Bang! vents (Ka-Boom!). Returns the
        Steam actually added before any venting. What the caller moves afterwards (a burner's reward)
        still belongs to ``rule``, not to the Ka-Boom!."""
        s = self.tracks["steam"]
        new = min(s + up, BANG)
        self.fire(rule, p, steam=new, was=s, **facts)
        self.move_track("steam", new)
        if new >= BANG:
            with self.aside():
                self.fire("mine77.steam.kaboom", p, steam=new)
                self.move_track("steam", 0)
            for q in self.by_seat():
                self.then_penalty(q, 2, "mine77.steam.kaboom_penalty", "Ka-Boom")
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

    def gain_rosettes(self, p, n):
        """p takes n Rosettes from the stock of 24 under the rule fired last; Rosettes the stock no longer holds are
        not gained, and storage.rosettes_out says so (Game Contents: 24 Rosettes; components are limited, as Limited
        Resources says of resources). Returns how many p got."""
        got = min(n, self.held("rosettes", "rosette"))
        if got:
            self.transfer("rosette", got, "rosettes", self.account(p))
        if got < n:
            with self.aside():
                self.fire("mine77.storage.rosettes_out", p, rosettes=n - got, no_food=False)
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
        """p loses n VP under the rule fired last (a penalty may go below zero); falling to -10 ends the
        game at once (Disaster)."""
        if not n:
            return
        self.transfer("vp", n, self.account(p), "bank")
        if self.vp(p) <= -10 and self.disaster is None and not self.over:
            self.disaster = p
            self.agenda = [["disaster"]]
            self.to_act = ()

    def by_seat(self):
        return range(len(self.players))

    def then_penalty(self, p, n, rule, why):
        """Schedule a penalty of n VP for p under ``rule``; 2 Rosettes avoid it (asked when p has them)."""
        self.penalties.append([p, n, rule, why])
        if ["penalties"] not in self.agenda:
            self.first("penalties")

    def _step_penalties(self):
        while self.penalties:
            p, n, rule, why = self.penalties.pop(0)
            if self.held(self.account(p), "rosette") + self.held(self.account(p), "magic") >= 2:
                self.penalty = {"p": p, "n": n, "rule": rule, "why": why}
                self.first("penalties")
                self.ask(p, "avoid_night" if self.phase == "Night Shift" else "avoid")
                return
            self.fire(rule, p, n=n, why=why, vp_word=_vp(n))
            self.lose_vp(p, n)
            if self.disaster is not None:
                return

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
        pen, self.penalty = self.penalty, None
        self.fire(pen["rule"], a.player, n=pen["n"], why=pen["why"], vp_word=_vp(pen["n"]))
        self.lose_vp(a.player, pen["n"])

    def _do_avoid_penalty(self, a):
        pen, self.penalty = self.penalty, None
        k = a.args[0] if a.args else 0
        paid = {0: "2 Rosettes", 1: "1 Rosette and 1 Magic", 2: "2 Magic"}[k]
        self.fire("mine77.rosettes.avoid", a.player, n=pen["n"], why=pen["why"], vp_word=_vp(pen["n"]), paid=paid)
        if k < 2:
            self.pay_rosettes(a.player, 2 - k)
        if k:
            self.transfer("magic", k, self.account(a.player), "supply")


def _vp(n):
    return f"{n} VP"

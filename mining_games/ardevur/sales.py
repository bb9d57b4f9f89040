"""Selling resources (ardevur.txt, F. Sell Resources; I want it all; Let's split it; Do you want
to make a deal?; Infrastructures).

A global sale sells the whole sellable stock: each mine's part is halved without its Water, the
sum doubled by a Vessel, then the dice (64 doubles, 2 halves), then fixed sums the dice do not
touch (a Large Vessel's 32M lease, a Price Surge). A local sale (also the surplus of an
extraction) earns half the market price, with no dice and whether or not the mine has its Water;
the competitor owning the Warehouse in the mine's region
may buy it first at that price. A mine whose region lacks a Road cannot sell at all."""

from .actions import SALES, act
from .data import (
    FACES,
    LARGE_VESSEL_LEASE,
    REGIONS,
    TERRITORIES,
    TOKEN_VALUE,
    TOKENS,
    half_even,
)
from .turn import lot_value

_NO_SALE = []   # ``sale_actions`` when nothing may be sold: shared, never changed


def global_income(parts, vessel, roll, lease=0, surge=0):
    """The income of a global sale. ``parts``: [(value, has_water)] per lot. Returns the facts."""
    base = sum(v if wet else half_even(v) for v, wet in parts)
    after_vessel = base * 2 if vessel else base
    after_dice = after_vessel * 2 if roll == 64 else half_even(after_vessel) if roll == 2 else after_vessel
    return {"value": sum(v for v, _ in parts), "base": base, "after_vessel": after_vessel,
            "after_dice": after_dice, "lease": lease, "surge": surge, "income": after_dice + lease + surge}


def local_income(value):
    """A local sale: half the Market Price, rounded up to an even number, Water or not (the Water
    Pipeline's and the Local Sale's texts both put it at half the market price: no second halving)."""
    return half_even(value)


class Sales:
    """Mixin: global and local sales, the surplus of an extraction, Warehouse priority."""

    # ------------------------------------------------------------------ what can be sold

    def lot_mine(self, origin):
        return TERRITORIES[int(origin[1:])] if origin.startswith("t") else None

    def has_road(self, p, origin):
        x = self.lot_mine(origin)
        return x is None or not x.road or self.infra_owner(x.region, "road", p) is not None

    def has_water(self, p, origin):
        x = self.lot_mine(origin)
        return x is None or not x.water or self.infra_owner(x.region, "water", p) is not None

    def sellable(self, p):
        """The lots ``p`` may sell (their mine has a Road), once per position."""
        lots = self.lots[p]
        if not lots:
            return []
        memo = self.memo()
        key = ("sellable", p)
        found = memo.get(key)
        if found is None:
            found = memo[key] = [o for o in sorted(lots) if self.has_road(p, o)]
        return found

    def sale_actions(self, p):
        """The Development menu's two sales, if ``p`` may sell (shared lists, ``SALES[p]`` or
        ``_NO_SALE``: read them, never change them)."""
        if self.turn["sold_global"] or not self.lots[p] or not self.sellable(p):
            return _NO_SALE
        return SALES[p]

    def _no_road_note(self, p):
        stuck = [o for o in sorted(self.lots[p]) if not self.has_road(p, o)]
        if stuck:
            self.fire("ardevur.sale.no_road", p, mines=", ".join(self.lot_mine(o).name for o in stuck))

    def vessel_works(self, p):
        owns = self.has_asset(p, "vessel") or self.has_asset(p, "large_vessel")
        struck = any(e[0] == "port_strike" and e[1] == p for e in self.effects)
        return owns and not struck, owns and struck

    # ------------------------------------------------------------------ global sale

    def _do_sell_global(self, a):
        p = a.player
        self.turn["sold_global"] = True
        self.first("global_settle", p)
        self.offer_cards("rival_sale", p)

    def _step_global_settle(self, p):
        self._no_road_note(p)
        lots = self.sellable(p)
        parts = [(lot_value(self.lots[p][o]), self.has_water(p, o)) for o in lots]
        dry = [self.lot_mine(o).name for o in lots if not self.has_water(p, o)]
        vessel, struck = self.vessel_works(p)
        if self.turn["crash"]:
            roll = 2
        else:
            with self.aside():
                roll = self.roll_faces("ardevur.sale.roll", FACES, p)
        lease = LARGE_VESSEL_LEASE if self.has_asset(p, "large_vessel") else 0
        facts = global_income(parts, vessel, roll, lease, self.turn["surge"])
        self.fire("ardevur.sale.global", p, roll=roll, vessel=vessel, struck=struck, no_water=dry, **facts)
        for o in lots:
            self._lot_to_market(p, o)
        self.transfer("money", facts["income"], "bank", self.account(p))
        self.move_track("dice", roll)
        st = self.stats[p]
        st["global"] += facts["income"]
        st["best_global"] = max(st["best_global"], facts["income"])
        if roll == 64:
            st["sixty_fours"] += 1
        self.turn["surge"] = 0
        self.fire("ardevur.dev.no_build_after_global", p)
        self.repay_if_able(p)

    def _lot_to_market(self, p, origin):
        lot = self.lots[p].pop(origin)
        for n, t in zip(lot, TOKENS):
            if n:
                self.transfer(t, n, self.account(p), "market")

    # ------------------------------------------------------------------ local sales

    def _do_sell_local(self, a):
        p = a.player
        self._no_road_note(p)
        queue = [{"origin": o, "value": lot_value(self.lots[p][o]),
                  "region": self.lot_mine(o).region if o.startswith("t") else -1, "bought": False}
                 for o in self.sellable(p)]
        self.start_local(p, queue, False)

    def surplus_sale(self, p, t, value):
        """Output that cannot be stored is sold locally, or stays in the ground without a Road."""
        x = TERRITORIES[t]
        origin = f"t{t}"
        if not self.has_road(p, origin):
            self.fire("ardevur.extract.no_road", p, mine=x.name, value=value)
            return
        self.start_local(p, [{"origin": origin, "value": value,
                              "region": x.region, "bought": False}], True)

    def start_local(self, p, queue, surplus):
        self.local = {"seller": p, "queue": queue, "surplus": surplus}
        self.first("local_done", p, surplus)
        self.first("local_lot")

    def warehouse_owner(self):
        """The competitor owning the Warehouse in the region of the lot being sold, or None."""
        loc = self.local
        lot = loc["queue"][0]
        if lot["region"] < 0:
            return None
        rows = [a for a in self.assets if a[1] in ("warehouse", "large_warehouse") and a[2] == lot["region"]]
        if not rows or rows[0][0] == loc["seller"]:
            return None
        return rows[0][0]

    def can_buy(self, q):
        """Can the Warehouse owner pay for the lot and store it?"""
        loc = self.local
        lot = loc["queue"][0]
        price = local_income(lot["value"])
        if self.money(q) < price or self.storage(q) - self.stock_value(q) < lot["value"]:
            return False
        return not (loc["surplus"] and self.make_tokens(lot["value"]) is None)

    def make_tokens(self, value):
        """Tokens worth exactly ``value`` from the Market, largest first, or None."""
        out = {}
        for t in reversed(TOKENS):
            k = min(self.held("market", t), value // TOKEN_VALUE[t])
            if k:
                out[t] = k
                value -= k * TOKEN_VALUE[t]
        return out if value == 0 else None

    def _step_local_lot(self):
        loc = self.local
        if not loc["queue"]:
            return
        self.first("local_settle")
        q = self.warehouse_owner()
        if q is None:
            return
        if self.can_buy(q):
            self.open_window("priority", [q])
        else:
            self.fire("ardevur.sale.priority_pass", q, why="cannot pay for or store them")

    def _menu_priority(self, q):
        lot = self.local["queue"][0]
        return [act(q, "buy_local", (lot["value"], local_income(lot["value"])))]

    def _do_buy_local(self, a):
        q = a.player
        loc = self.local
        lot = loc["queue"][0]
        p = loc["seller"]
        price = local_income(lot["value"])
        self.fire("ardevur.sale.priority", q, seller=self.players[p], value=lot["value"],
                  region=REGIONS[lot["region"]].name, price=price)
        self.transfer("money", price, self.account(q), self.account(p))
        bought = self.lots[q].setdefault("bought", [0, 0, 0, 0])
        if loc["surplus"]:
            for t, k in self.make_tokens(lot["value"]).items():
                self.transfer(t, k, "market", self.account(q))
                bought[TOKENS.index(t)] += k
        else:
            stock = self.lots[p].pop(lot["origin"])
            for i, (k, t) in enumerate(zip(stock, TOKENS)):
                if k:
                    self.transfer(t, k, self.account(p), self.account(q))
                    bought[i] += k
        self.stats[p]["local"] += price
        lot["bought"] = True

    def _step_local_settle(self):
        loc = self.local
        lot = loc["queue"].pop(0)
        p = loc["seller"]
        if not lot["bought"]:
            income = local_income(lot["value"])
            if loc["surplus"]:
                x = self.lot_mine(lot["origin"])
                self.fire("ardevur.extract.surplus", p, value=lot["value"], mine=x.name, income=income)
            else:
                self.fire("ardevur.sale.local", p, value=lot["value"], income=income)
                self._lot_to_market(p, lot["origin"])
            self.transfer("money", income, "bank", self.account(p))
            self.stats[p]["local"] += income
        if loc["queue"]:
            self.first("local_lot")

    def _step_local_done(self, p, surplus):
        self.local = None
        self.repay_if_able(p)
        if not surplus:
            self.turn["sold_local"] = True
            self.again_develop(p)

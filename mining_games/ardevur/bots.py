"""Heuristic bots for ARDEVUR, reading only ``game.view(p)`` (as a ``SeatView``) and ``game.legal_actions(p)``,
plus the printed data every player can read (``data.py``).

- ``TraderBot`` ("trader"): exports. It sells its whole stock globally whenever the expected value
  of the dice beats the sure half of a local sale (with faces 2-64 the dice's mean multiplier is
  13/12, so a global sale is worth about 2.2 local ones) and the stock is worth the Development
  action it takes; it buys a Vessel as soon as it can, plays Market Crash and Strike on rivals.
- ``BuilderBot`` ("builder"): invests. It sells locally every turn (no dice, and building stays
  allowed), builds Roads and Water where mines need them (collecting 2M tolls from rivals), a
  Warehouse for first refusal on rivals' local sales, and buys those sales when it can.

Both develop their Territories first (explore, then exploit) and claim the richest Target they can.
Asked for the moon (a proposal to remove a Target as unachievable), both agree once nobody has met it
for ``PATIENCE`` rounds, or twice that when they are half-way to it; with nothing else to do in their
Reward phase, they propose the Target nobody has met for longest, once it has lain unmet that long,
and not one they proposed in the last ``PATIENCE`` rounds.
"""

import random

from .data import GRID, TERRITORIES

MEAN_DICE = (2 + 0.5 + 1 + 1 + 1 + 1) / 6      # 64 doubles, 2 halves, the rest leave the price
PATIENCE = 10   # rounds a top Target lies unmet before a bot asks, or agrees, to remove it as unachievable


class _Base:
    name = "base"
    build_order = ("exploit", "explore", "vessel", "road", "water", "warehouse", "office", "large_vessel",
                   "large_warehouse", "large_office", "factory")

    def __init__(self, seed=None):
        self.rng = random.Random(seed)
        self.proposed = {}   # Target -> the round this seat last proposed to remove it

    def choose(self, game, p):
        menu = game.legal_actions(p)
        seat = game.seat(p)
        kinds = {}
        for a in menu:
            kinds.setdefault(a.kind, []).append(a)
        stage = seat.stage
        fn = getattr(self, "_" + stage, None)
        pick = fn(seat, kinds, menu) if fn else None
        return pick if pick is not None else self._fallback(kinds, menu)

    # ------------------------------------------------------------------ helpers

    def _fallback(self, kinds, menu):
        for k in ("begin", "pass", "skip", "dev_stop"):
            if k in kinds:
                return kinds[k][0]
        return menu[0]

    def money(self, s):
        return s.held(s.me, "money")

    def stock(self, s):
        from .data import TOKEN_VALUE
        return sum(s.held(s.me, t) * v for t, v in TOKEN_VALUE.items())

    def wanted_dev(self, s):
        """The Development cards this seat needs next, most urgent first."""
        st = s.state
        mine = [t for t in range(24) if st["owner"][t] == s.me]
        out = []
        if any(st["site"][t] == 1 for t in mine):
            out += ["Machinery", "Workforce"]
        if any(st["site"][t] == 0 for t in mine):
            out += ["License", "Geologist"]
        return out + list(self.extra_dev(s, mine))

    def extra_dev(self, s, mine):
        return ()

    def build_rank(self, a):
        what = a.args[0] if a.kind == "build" else None
        return self.build_order.index(what) if what in self.build_order else 99

    # ------------------------------------------------------------------ stages

    def _corp(self, s, k, menu):
        return menu[0]

    def _pick(self, s, k, menu):
        return max(menu, key=lambda a: self.territory_value(TERRITORIES[a.args[0]]))

    def territory_value(self, x):
        return x.output - (x.explore + x.exploit) / 4

    def _dev_pick(self, s, k, menu):
        want = self.wanted_dev(s)
        for w in want:
            for a in k.get("dev_pick", ()):
                if a.args[0] == w:
                    return a
        return k.get("dev_pick", [None])[0] or k["dev_stop"][0]

    def _turn_start(self, s, k, menu):
        if "call_total" in k and self.leading(s):
            return k["call_total"][0]
        if "call_auction" in k:
            return k["call_auction"][0]
        return k["begin"][0]

    def leading(self, s):
        mine = s.held(s.me, "sp")
        return all(mine >= s.held(q, "sp") for q in s.others())

    def _extract(self, s, k, menu):
        ex = k.get("extract")
        if not ex:
            return k["skip"][0]
        use = [a for a in ex if a.args[1]]
        if use and self.money(s) >= 16:
            return use[0]
        return max([a for a in ex if not a.args[1]] or ex, key=lambda a: TERRITORIES[a.args[0]].output)

    def _collect(self, s, k, menu):
        from .data import TOKEN_VALUE
        return max(menu, key=lambda a: TOKEN_VALUE[a.args[0]])

    def _strategy(self, s, k, menu):
        held = set(s.state["dev"][s.me])
        for w in self.wanted_dev(s):
            if w not in held:
                for a in k.get("take_dev", ()):
                    if a.args[0] == w:
                        return a
        if "draw_action" in k:
            return k["draw_action"][0]
        return k["skip"][0]

    def _strategy_more(self, s, k, menu):
        return self._strategy(s, k, menu)

    def _dev_return(self, s, k, menu):
        want = self.wanted_dev(s)
        return max(menu, key=lambda a: want.index(a.args[0]) if a.args[0] in want else 99)

    def _develop(self, s, k, menu):
        plays = [a for a in k.get("play", ()) if a.args[0] in ("insider", "surge")]
        builds = sorted(k.get("build", []) + k.get("choose", []), key=self.build_rank)
        sale = self.sale_choice(s, k)
        if sale is not None and sale.kind == "sell_local":
            return sale
        if builds and (sale is None or self.build_rank(builds[0]) <= 1):
            ins = [a for a in plays if a.args[0] == "insider"]
            return ins[0] if ins else builds[0]
        if sale is not None:
            surge = [a for a in plays if a.args[0] == "surge"]
            return surge[0] if surge and sale.kind == "sell_global" else sale
        return k["skip"][0]

    def sale_choice(self, s, k):
        return None

    def _build_pick(self, s, k, menu):
        return min(menu, key=lambda a: (self.build_rank(a), self.place_rank(s, a)))

    def place_rank(self, s, a):
        where = a.args[1]
        st = s.state
        if a.args[0] in ("road", "water", "warehouse", "office", "factory") and where >= 0:
            return -sum(1 for t in range(where * 3, where * 3 + 3) if st["owner"][t] == s.me)
        return 0

    def _spend_pick(self, s, k, menu):
        """The upgrade card spent: the one worth the fewest Supremacy Points."""
        from .data import INCENTIVES, TARGETS
        return min(menu, key=lambda a: (TARGETS if a.args[0][0] == "t" else INCENTIVES)[int(a.args[0][1:])].sp)

    def _reward(self, s, k, menu):
        from .data import TARGETS
        if "claim_target" in k:
            return max(k["claim_target"], key=lambda a: TARGETS[a.args[0]].sp)
        if "claim_incentive" in k:
            return k["claim_incentive"][0]
        if "exchange" in k and self.money(s) < 16:
            return k["exchange"][0]
        subsidy = [a for a in k.get("play", ()) if a.args[0] == "subsidy"]
        if subsidy:
            return subsidy[0]
        if "propose" in k and self.to_propose(s):
            return k["propose"][0]
        return k["skip"][0]

    # ------------------------------------------------------------------ Asking for the moon

    def to_propose(self, s):
        """The top Targets nobody has met for ``PATIENCE`` rounds or more (the public count) that
        this seat has not proposed in that many rounds, as (rounds unmet, Target), the longest first."""
        if any(r > s.round for r in self.proposed.values()):   # a new game: forget the last one's
            self.proposed = {}
        stale = s.state["stale"]
        tops = [(stale[i], t) for i, t in enumerate(map(s.pile_top, GRID)) if t is not None and stale[i] >= PATIENCE
                and s.round - self.proposed.get(t, -PATIENCE) >= PATIENCE]
        return sorted(tops, reverse=True)

    def _propose(self, s, k, menu):
        """Proposed: the Target nobody has met for longest (not one refused in the last rounds)."""
        target = self.to_propose(s)[0][1]
        self.proposed[target] = s.round
        return next(a for a in menu if a.args[0] == target)

    def _vote(self, s, k, menu):
        """Agreed once nobody has met the Target for ``PATIENCE`` rounds, or twice that when this seat
        is at least half-way to it (it could still meet it); refused before."""
        from .data import TARGETS
        moon = s.state["turn"]["moon"]
        halfway = 2 * moon["have"][s.me] >= TARGETS[moon["target"]].n
        unmet = s.state["stale"][moon["pile"]]
        return k["agree"][0] if unmet >= PATIENCE * (2 if halfway else 1) else k["refuse"][0]

    def _rival_turn(self, s, k, menu):
        return self._card_or_pass(k)

    def _rival_extraction(self, s, k, menu):
        return self._card_or_pass(k)

    def _rival_sale(self, s, k, menu):
        return self._card_or_pass(k)

    def _card_or_pass(self, k):
        return k["play"][0] if "play" in k else k["pass"][0]

    def _priority(self, s, k, menu):
        return k["pass"][0]

    def _toll(self, s, k, menu):
        """A fee for a Road or Water a rival's mine used: always charged."""
        return k["charge_fee"][0]


class TraderBot(_Base):
    """Sells globally when the dice's expected value beats a local sale; builds Vessels."""

    name = "trader"
    build_order = ("exploit", "explore", "vessel", "large_vessel", "road", "water", "warehouse", "office",
                   "large_warehouse", "large_office", "factory")

    def extra_dev(self, s, mine):
        return ("Vessel", "Road", "Water")

    def sale_choice(self, s, k):
        if "sell_global" not in k:
            return None
        value = self.stock(s)
        vessel = any(a[0] == s.me and a[1] in ("vessel", "large_vessel") for a in s.state["assets"])
        expected_global = value * (2 if vessel else 1) * MEAN_DICE
        expected_local = value / 2
        # a global sale spends the Development action: worth it once the gain beats a small build
        if expected_global - expected_local >= 12 or value >= 24:
            return k["sell_global"][0]
        return None


class BuilderBot(_Base):
    """Sells locally, invests in infrastructure (tolls) and Warehouses (first refusal)."""

    name = "builder"
    build_order = ("exploit", "explore", "road", "water", "warehouse", "office", "large_warehouse", "factory",
                   "large_office", "vessel", "large_vessel")

    def extra_dev(self, s, mine):
        return ("Road", "Water", "Warehouse")

    def territory_value(self, x):
        return x.output - (x.explore + x.exploit) / 4 + (4 if x.road else 0)

    def sale_choice(self, s, k):
        return k["sell_local"][0] if "sell_local" in k else None

    def place_rank(self, s, a):
        """Infrastructure where its own mines need it and where rivals' sites will pay tolls."""
        where = a.args[1]
        st = s.state
        if a.args[0] in ("road", "water", "warehouse") and where >= 0:
            own = sum(1 for t in range(where * 3, where * 3 + 3) if st["owner"][t] == s.me)
            rivals = sum(1 for t in range(where * 3, where * 3 + 3) if st["owner"][t] not in (-1, s.me))
            return -(2 * own + rivals)
        return super().place_rank(s, a)

    def _priority(self, s, k, menu):
        if "buy_local" in k and self.money(s) >= 2 * k["buy_local"][0].args[1]:
            return k["buy_local"][0]
        return k["pass"][0]


BOTS = {"trader": TraderBot, "builder": BuilderBot}

"""Heuristic bots for ARDEVUR, reading only ``game.view(p)`` (as a ``SeatView``) and ``game.legal_actions(p)``,
plus the printed data every player can read (``data.py``).

Both bots play one plan, built from the cash flow (docs/ardevur.md, Bots):

- **A mine before logistics** (Structures; 3 - Development): a seat explores and equips its own
  Territories first, then builds the Road (and Water) its own mine needs to sell, and only once a mine
  runs does it buy Assets. Infrastructure is never moved or replaced.
- **Working capital**: an Asset, an upgrade or a toll Road is bought only if the money left covers the
  next mining step (``reserve``: equipping an explored site, else exploring a held Territory, plus a Road
  an own mine still lacks).
- **The Phone Call loan** (E. Make a Phone Call: Option #3): a seat holding every card to equip a mine
  (or to build the Road its running mine needs) but short of money takes the Phone Call and borrows the
  difference, when the double repayment is no more than what the mine earns in its first four
  extractions sold locally (twice its output): ``loan_pays``.
- **The Phone Call instead of a card** (Option #1): a mining step short of one card that a rival holds
  (the Market has none) is paid double with the Phone Call when the money covers it: ``invest_pays``.
- **Tolls** (Be a good neighbour): every fee is charged; the builder also builds Roads and Water where
  rivals' sites will pay them. **The second auction** (Public Auction: 2nd Round) is called whenever it may
  be, while the seat has a free site marker: more Territories mean more mines.
- **Total Control** (Endgame) is called when the seat leads on the points it would score now (held
  cards, 4 per mine and per Asset, 6 per upgraded Asset, the most money and resources) by more than a
  rival's final turn can add (``SAFE_LEAD``: a mine or Asset and a Gold Target), or, once the game
  has lasted the rulebook's typical 24 rounds (Endgame), when no rival is ahead.

Styles:

- ``TraderBot`` ("trader"): exports. It sells its whole stock globally whenever the expected value
  of the dice beats the sure half of a local sale (with faces 2-64 the dice's mean multiplier is
  13/12, so a global sale is worth about 2.2 local ones) and the stock is worth the Development
  action it takes; its first Asset is a Vessel; it plays Market Crash and Strike on rivals.
- ``BuilderBot`` ("builder"): invests. It sells locally every turn (no dice, and building stays
  allowed), builds Roads and Water where mines need them (collecting 2M tolls from rivals), a
  Warehouse for first refusal on rivals' local sales, and buys those sales when it can.

Both claim the richest Target they can.
Asked for the moon (a proposal to remove a Target as unachievable), both agree once nobody has met it
for ``PATIENCE`` rounds, or twice that when they are half-way to it; with nothing else to do in their
Reward phase, they propose the Target nobody has met for longest, once it has lain unmet that long,
and not one they proposed in the last ``PATIENCE`` rounds.
"""

import random

from .data import (
    CORP,
    COST,
    GRID,
    INCENTIVES,
    MAX_INFRA_AFRICA,
    MAX_SITES,
    PERMIT,
    REGIONS,
    TARGETS,
    TERRITORIES,
    TOKEN_VALUE,
    UPGRADED,
)
from .development import CATEGORY

MEAN_DICE = (2 + 0.5 + 1 + 1 + 1 + 1) / 6      # 64 doubles, 2 halves, the rest leave the price
PATIENCE = 10   # rounds a top Target lies unmet before a bot asks, or agrees, to remove it as unachievable
LOAN_TURNS = 4  # a loan pays when its double repayment is at most this many extractions sold locally
SITE, INFRA, ASSET, UPGRADE = "site", "infra", "asset", "upgrade"   # the Development menu's categories
SAFE_LEAD = 4 + 5   # a lead no rival's final turn can overturn: a mine or Asset and a Gold Target
TYPICAL_ROUNDS = 24  # Endgame: a four-player game typically lasts 24 rounds
REJECT = 99     # a build's rank when the plan does not want it


class _Base:
    name = "base"
    # the Assets and upgrades wanted once a mine runs, first wanted first
    assets = ("vessel", "warehouse", "office")
    upgrades = ("large_vessel", "factory", "large_warehouse", "large_office")
    toll_roads = False   # builds Roads and Water in regions where only rivals' sites will pay tolls

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

    # ------------------------------------------------------------------ reading the board

    def _fallback(self, kinds, menu):
        for k in ("begin", "pass", "skip", "dev_stop"):
            if k in kinds:
                return kinds[k][0]
        return menu[0]

    def money(self, s):
        return s.held(s.me, "money")

    def stock(self, s):
        return sum(s.held(s.me, t) * v for t, v in TOKEN_VALUE.items())

    def sites(self, s, q=None):
        """(Territory, stage) of every Territory ``q`` (this seat) holds: 0 unexplored, 1 explored, 2 a mine."""
        q = s.me if q is None else q
        st = s.state
        return [(t, st["site"][t]) for t, o in enumerate(st["owner"]) if o == q]

    def has_card(self, s, card):
        """The seat holds ``card`` or its corporation's Market Advantage stands for it."""
        corp = s.state["corp"][s.me]
        return card in s.state["dev"][s.me] or (corp is not None and CORP[corp].advantage == card)

    def infra_in(self, s, region, kind, owner=None):
        return any(r[1] == kind and r[2] == region and (owner is None or r[0] == owner) for r in s.state["infra"])

    def own_infra(self, s):
        return sum(1 for r in s.state["infra"] if r[0] == s.me)

    def lacks(self, s, kind):
        """The regions where one of this seat's explored sites or mines needs a ``kind`` nobody built."""
        need = "road" if kind == "road" else "water"
        return {TERRITORIES[t].region for t, st in self.sites(s) if st and getattr(TERRITORIES[t], need)
                and not self.infra_in(s, TERRITORIES[t].region, kind)}

    def reserve(self, s):
        """Working capital (Structures; Develop a Mining Site): the next mining step's cost, the cheapest
        explored site's equipping, else the cheapest held Territory's exploring while a site marker is
        free, plus 8M for a Road an own site still needs."""
        mine = self.sites(s)
        explored = [TERRITORIES[t].exploit for t, st in mine if st == 1]
        fresh = [TERRITORIES[t].explore for t, st in mine if st == 0]
        step = min(explored) if explored else (min(fresh) if fresh and self.used_sites(s) < MAX_SITES else 0)
        return step + (COST["road"] if self.lacks(s, "road") else 0)

    def used_sites(self, s):
        return sum(1 for _, st in self.sites(s) if st)

    def running(self, s):
        return [t for t, st in self.sites(s) if st == 2]

    def wanted_dev(self, s):
        """The Development cards this seat needs next, most urgent first: the mining steps, the
        Road (and Water) its own sites lack, then, once a mine runs, its style's Assets."""
        mine = self.sites(s)
        out = []
        if any(st == 1 for _, st in mine):
            out += ["Machinery", "Workforce"]
        if self.lacks(s, "road") and self.own_infra(s) < MAX_INFRA_AFRICA:
            out.append("Road")
        if any(st == 0 for _, st in mine) and self.used_sites(s) < MAX_SITES:
            out += ["License", "Geologist"]
        if any(st == 2 for _, st in mine):
            if self.lacks(s, "water") and self.own_infra(s) < MAX_INFRA_AFRICA:
                out.append("Water")
            out += self.extra_dev(s)
        return [c for c in out if not self.has_card(s, c)]

    def extra_dev(self, s):
        """The permits for this style's Assets, wanted once a mine runs and the money allows."""
        spare = self.money(s) + self.stock(s) - self.reserve(s)
        return [PERMIT[a] for a in self.assets if spare >= COST[a] // 2 and not self.owns(s, a)]

    def owns(self, s, kind):
        return any(r[0] == s.me and r[1] in (kind, "large_" + kind) for r in s.state["assets"])

    # ------------------------------------------------------------------ what to build

    def rank(self, s, what, where, via, old):
        """A build's place in the plan (lower first), or ``REJECT``: mining steps, the Road and Water
        own sites need, then Assets and upgrades only while the money left covers ``reserve``."""
        if old != -1:
            return REJECT                      # never move or replace an infrastructure
        if what == "exploit":
            return 0
        if what == "explore":
            return 2
        if via == "phone" and what not in ("exploit", "explore"):
            return REJECT                      # Option #1 at double the price: only for a mine
        if what in ("road", "water"):
            if where >= 0 and where in self.lacks(s, what):
                return 1 if what == "road" else 3
            if self.toll_roads and (where == -2 or self.toll_region(s, what, where)):
                return 5 if self.spare(s, COST[what]) else REJECT
            return 3 if where == -2 and self.lacks(s, what) else REJECT
        if not self.running(s) or not self.spare(s, self.price(what, via)):
            return REJECT
        if what in self.assets:
            return 4 + self.assets.index(what)
        if what in self.upgrades:
            return 8 + self.upgrades.index(what)
        return REJECT

    def price(self, what, via):
        return COST[what] * (2 if via == "phone" else 1)

    def spare(self, s, price):
        return self.money(s) - price >= self.reserve(s)

    def toll_region(self, s, kind, region):
        """A region where rivals' sites need ``kind`` and nobody has built it: they will pay its tolls."""
        if region < 0 or self.infra_in(s, region, kind):
            return False
        need = "road" if kind == "road" else "water"
        st = s.state
        return any(o not in (-1, s.me) and st["site"][t] and getattr(TERRITORIES[t], need)
                   for t, o in enumerate(st["owner"]) if TERRITORIES[t].region == region)

    def category_rank(self, s, cat):
        """The best rank the plan gives a build of category ``cat`` this seat could make."""
        if cat == SITE:
            return 0
        best = REJECT
        for what, c in CATEGORY.items():
            if c != cat or what in ("explore", "exploit"):
                continue
            if cat == INFRA:
                if self.own_infra(s) >= MAX_INFRA_AFRICA or not self.has_card(s, PERMIT[what]):
                    continue
                places = self.lacks(s, what) or (
                    [r.key for r in REGIONS if self.toll_region(s, what, r.key)] if self.toll_roads else ())
                if places:
                    best = min(best, self.rank(s, what, next(iter(places)), "", -1))
                continue
            if not self.has_card(s, PERMIT[what]):
                continue
            via = "" if cat == ASSET or what == "factory" or self.holds_upgrade(s) else "phone"
            best = min(best, self.rank(s, what, 0, via, -1))
        return best

    def holds_upgrade(self, s):
        """A held Target or Incentive whose reward is an upgrade."""
        st = s.state
        return any(TARGETS[t].reward == "upgrade" for t in st["targets"][s.me]) or any(
            INCENTIVES[i].reward == "upgrade" for i in st["incentives"][s.me])

    def entry_rank(self, s, a):
        if a.kind == "choose":
            return self.category_rank(s, a.args[0])
        what, where, via, old, price = a.args
        r = self.rank(s, what, where, via, old)
        if via == "loan" and what not in ("exploit", "road"):
            return REJECT
        return r

    # ------------------------------------------------------------------ stages

    def _corp(self, s, k, menu):
        return menu[0]

    def _pick(self, s, k, menu):
        return max(menu, key=lambda a: self.territory_value(TERRITORIES[a.args[0]]))

    def territory_value(self, x):
        """Output against the whole cost of starting the mine (exploring, equipping, its Road and Water)."""
        infra = (COST["road"] if x.road else 0) + (COST["water"] if x.water else 0)
        return x.output - (x.explore + x.exploit + infra) / 2 + (2 if x.incentive else 0)

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
        if "call_auction" in k and self.used_sites(s) < MAX_SITES:
            return k["call_auction"][0]
        return k["begin"][0]

    def points_now(self, s, q):
        """The points ``q`` would score now without Regional Supremacy (Scoring): held cards, 4 per
        mine and per Asset, 6 per upgraded Asset, and 4 each for the most money and the most resources
        when held alone."""
        st = s.state
        mines = sum(1 for t, o in enumerate(st["owner"]) if o == q and st["site"][t] == 2)
        built = [r[1] for r in st["assets"] if r[0] == q]
        up = sum(1 for b in built if b in UPGRADED)
        pts = s.held(q, "sp") + 4 * mines + 4 * (len(built) - up) + 6 * up
        for measure in (lambda r: s.held(r, "money"), lambda r: sum(s.held(r, t) * v for t, v in TOKEN_VALUE.items())):
            mine = measure(q)
            if all(mine > measure(r) for r in range(s.players) if r != q):
                pts += 4
        return pts

    def leading(self, s):
        """Total Control pays when this seat's lead on ``points_now`` is more than a rival can gain in
        the final round: a mine or an Asset (4) and a Gold Target (5); after the rulebook's typical game
        (``TYPICAL_ROUNDS``), when no rival is ahead."""
        mine = self.points_now(s, s.me)
        lead = SAFE_LEAD if s.round < TYPICAL_ROUNDS else 0
        return all(mine - self.points_now(s, q) >= lead for q in s.others())

    def _extract(self, s, k, menu):
        ex = k.get("extract")
        if not ex:
            return k["skip"][0]
        use = [a for a in ex if a.args[1]]
        if use and self.money(s) >= 16:
            return use[0]
        return max([a for a in ex if not a.args[1]] or ex, key=lambda a: TERRITORIES[a.args[0]].output)

    def _collect(self, s, k, menu):
        return max(menu, key=lambda a: TOKEN_VALUE[a.args[0]])

    def loan_pays(self, s):
        """Option #3: a build of the plan this seat holds every card for but cannot pay, whose double
        repayment is at most ``LOAN_TURNS`` extractions of the mine it serves sold locally."""
        if s.state["debt"][s.me]:
            return False
        money = self.money(s)
        for t, st in self.sites(s):
            x = TERRITORIES[t]
            if st == 1 and self.has_card(s, "Machinery") and self.has_card(s, "Workforce") and money < x.exploit:
                cost = x.exploit
            elif st == 2 and x.region in self.lacks(s, "road") and self.has_card(s, "Road") and money < COST["road"]:
                cost = COST["road"]
            else:
                continue
            if 2 * (cost - money) <= LOAN_TURNS * x.output // 2:
                return True
        return False

    def invest_pays(self, s, k):
        """Option #1: a mining step this seat lacks one card for that the Market cannot supply, at
        double its cost, when the money covers it (a rival holds the card: the step waits otherwise)."""
        free = {a.args[0] for a in k.get("take_dev", ())}
        money = self.money(s)
        for t, st in self.sites(s):
            x = TERRITORIES[t]
            if st == 2 or (st == 0 and self.used_sites(s) >= MAX_SITES):
                continue
            cards, cost = (("Machinery", "Workforce"), x.exploit) if st == 1 else (("License", "Geologist"), x.explore)
            miss = [c for c in cards if not self.has_card(s, c)]
            if len(miss) == 1 and miss[0] not in free and money >= 2 * cost:
                return True
        return False

    def _strategy(self, s, k, menu):
        if "phone" in k and (self.loan_pays(s) or self.invest_pays(s, k)):
            return k["phone"][0]
        for w in self.wanted_dev(s):
            for a in k.get("take_dev", ()):
                if a.args[0] == w:
                    return a
        if "draw_action" in k:
            return k["draw_action"][0]
        return k["skip"][0]

    def _strategy_more(self, s, k, menu):
        for w in self.wanted_dev(s):
            for a in k.get("take_dev", ()):
                if a.args[0] == w:
                    return a
        return k["skip"][0]

    def _dev_return(self, s, k, menu):
        want = self.wanted_dev(s)
        return max(menu, key=lambda a: want.index(a.args[0]) if a.args[0] in want else 99)

    def _develop(self, s, k, menu):
        plays = [a for a in k.get("play", ()) if a.args[0] in ("insider", "surge")]
        builds = [(self.entry_rank(s, a), i, a) for i, a in enumerate(k.get("build", []) + k.get("choose", []))]
        builds = sorted(b for b in builds if b[0] < REJECT)
        sale = self.sale_choice(s, k)
        if sale is not None and sale.kind == "sell_local":
            return sale
        if builds and (sale is None or builds[0][0] <= 1):
            ins = [a for a in plays if a.args[0] == "insider"]
            return ins[0] if ins else builds[0][2]
        if sale is not None:
            surge = [a for a in plays if a.args[0] == "surge"]
            return surge[0] if surge and sale.kind == "sell_global" else sale
        return k["skip"][0]

    def sale_choice(self, s, k):
        return None

    def _build_pick(self, s, k, menu):
        return min(menu, key=lambda a: (self.entry_rank(s, a), self.place_rank(s, a)))

    def place_rank(self, s, a):
        where = a.args[1]
        st = s.state
        if a.args[0] in ("road", "water", "warehouse", "office", "factory") and where >= 0:
            return -sum(1 for t in range(where * 3, where * 3 + 3) if st["owner"][t] == s.me)
        return 0

    def _spend_pick(self, s, k, menu):
        """The upgrade card spent: the one worth the fewest Supremacy Points."""
        return min(menu, key=lambda a: (TARGETS if a.args[0][0] == "t" else INCENTIVES)[int(a.args[0][1:])].sp)

    def _reward(self, s, k, menu):
        if "claim_target" in k:
            return max(k["claim_target"], key=lambda a: TARGETS[a.args[0]].sp)
        if "claim_incentive" in k:
            return k["claim_incentive"][0]
        if "exchange" in k and self.money(s) < max(16, self.reserve(s)):
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
        """Proposed: the Target nobody has met for longest (not one refused in the last rounds). Asked
        here after a proposal this bot would not have made (a search's look-ahead chose it for this
        seat), it names the Target on the menu that has lain unmet longest."""
        stale = s.state["stale"]
        unmet = {t: stale[i] for i, t in enumerate(map(s.pile_top, GRID)) if t is not None}
        ranked = [t for _, t in self.to_propose(s)] or sorted((a.args[0] for a in menu),
                                                               key=lambda t: -unmet.get(t, 0))
        target = next((t for t in ranked if any(a.args[0] == t for a in menu)), menu[0].args[0])
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
    """Sells globally when the dice's expected value beats a local sale; its first Asset is a Vessel."""

    name = "trader"
    assets = ("vessel", "warehouse", "office")
    upgrades = ("large_vessel", "factory", "large_warehouse", "large_office")

    def sale_choice(self, s, k):
        if "sell_global" not in k:
            return k["sell_local"][0] if "sell_local" in k and self.money(s) < self.reserve(s) else None
        value = self.stock(s)
        vessel = any(a[0] == s.me and a[1] in ("vessel", "large_vessel") for a in s.state["assets"])
        expected_global = value * (2 if vessel else 1) * MEAN_DICE
        expected_local = value / 2
        # a global sale spends the Development action: worth it once the gain beats a small build
        if expected_global - expected_local >= 12 or value >= 24:
            return k["sell_global"][0]
        if self.money(s) < self.reserve(s):   # short of working capital: the sure half, and build too
            return k["sell_local"][0]
        return None


class BuilderBot(_Base):
    """Sells locally, invests in infrastructure (tolls) and Warehouses (first refusal)."""

    name = "builder"
    assets = ("warehouse", "office", "vessel")
    upgrades = ("factory", "large_warehouse", "large_office", "large_vessel")
    toll_roads = True

    def territory_value(self, x):
        return super().territory_value(x) + (4 if x.road else 0)

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

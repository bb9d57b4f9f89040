"""The Development phase (ardevur.txt, 3 - Development: A-E) and the Phone Call's options.

One action per turn: explore or exploit a Territory, build infrastructure, acquire an asset,
upgrade one, or sell globally (sales.py); a local sale comes on top. The Phone Call stands in for a
missing Development card or reward card at double the cost (Invest) or borrows exactly what is
missing, to be repaid double (Borrow)."""

from mining_games.core import article

from .actions import SKIP, act
from .cards import OWN_SET
from .data import (
    AFRICA,
    CORP,
    COST,
    DEV_TYPES,
    HAND,
    INCENTIVES,
    MAX_ACTIVE_MINES,
    MAX_FACTORIES,
    MAX_INFRA_AFRICA,
    MAX_SITES,
    MAX_WAREHOUSE_OFFICE,
    PERMIT,
    REGIONS,
    STRUCTURE_NAME,
    TARGETS,
    TERRITORIES,
    UPGRADE_OF,
    infra_marker,
    marker_infra,
)

_DEVELOPMENT_CARDS = OWN_SET["development"]   # the Action cards played in one's own Development phase
LOCATED = ("road", "water", "warehouse", "office", "factory")
CATEGORY = {"explore": "site", "exploit": "site", "road": "infra", "water": "infra", "warehouse": "asset",
            "office": "asset", "vessel": "asset", "large_warehouse": "upgrade", "large_office": "upgrade",
            "large_vessel": "upgrade", "factory": "upgrade"}
KINDS = tuple(CATEGORY)
_CAT_LOCATED = {k: (c, k in LOCATED) for k, c in CATEGORY.items()}
REQUIRES = {"explore": ("License", "Geologist"), "exploit": ("Machinery", "Workforce")}
REQ_OF = {k: REQUIRES.get(k) or (PERMIT[k],) for k in KINDS}   # the Development cards each build needs
NEEDS_VOUCHER = frozenset(k for k in KINDS if k in UPGRADE_OF or k == "factory")
# a build's place (where, old region): each Territory or region with no old region, and a Vessel's
_PLACE = tuple((w, -1) for w in range(len(TERRITORIES)))
_NOWHERE = (-1, -1)
_INFRA_KINDS = frozenset({"road", "water"})
WAREHOUSE_OFFICE = ("warehouse", "office", "large_warehouse", "large_office")
# the lowest list price of each kind of build (a Territory's explore or exploit cost, else COST)
LOWEST_COST = {k: min(getattr(t, k) for t in TERRITORIES) if k in REQUIRES else COST[k] for k in KINDS}
# the lowest list price of any build (4M): with less, less any discount, and no Phone Call, nothing can be
# built whatever the hand
CHEAPEST = min(LOWEST_COST.values())


# the table below reads a hand as bits: one per type of Development card, one for a reward card
_BIT = {t: 1 << i for i, t in enumerate(DEV_TYPES)}
_REWARD = 1 << len(DEV_TYPES)


def _lacking(kind):
    """{the bits a build of ``kind`` lacks: the cards it lacks, as ``missing`` lists them (its
    Development cards in order, then "reward")}, for every way of lacking them. The lists are
    shared by every table: read them, never change them."""
    parts = [(_BIT[r], r) for r in REQ_OF[kind]] + ([(_REWARD, "reward")] if kind in NEEDS_VOUCHER else [])
    out = {}
    for n in range(1 << len(parts)):
        chosen = [part for i, part in enumerate(parts) if n >> i & 1]
        out[sum(b for b, _ in chosen)] = [name for _, name in chosen]
    return out


# per kind of build: (kind, the bits it needs, its ``_lacking`` lists, its lowest list price)
_REQ_ROWS = tuple((k, sum(_BIT[r] for r in REQ_OF[k]) | (_REWARD if k in NEEDS_VOUCHER else 0), _lacking(k),
                   LOWEST_COST[k]) for k in KINDS)


def _hand_bits(dev, advantage, no_voucher):
    """A hand of Development cards as bits: its types, the Market Advantage's, and a reward card's
    unless ``no_voucher``."""
    have = _BIT[advantage] if no_voucher else _BIT[advantage] | _REWARD
    for card in dev:
        have |= _BIT[card]
    return have


# A site (explore, exploit) needs other cards than a structure does (its own permit, an upgrade also a
# reward card): the build search looks up the two parts of a hand apart, in tables that a few dozen
# parts fill, where whole hands number over a thousand.
_SITE_ROWS = tuple(row for row in _REQ_ROWS if row[0] in REQUIRES)
_STRUCTURE_ROWS = tuple(row for row in _REQ_ROWS if row[0] not in REQUIRES)


def _bits_needed(rows):
    """Every bit that some kind of build of ``rows`` needs."""
    bits = 0
    for row in rows:
        bits |= row[1]
    return bits


_SITE_BITS = _bits_needed(_SITE_ROWS)
_STRUCTURE_BITS = _bits_needed(_STRUCTURE_ROWS)
_NONE_READY = 1 << 30   # a part's lowest price when no kind of it is ready
_SITE_TABLES = {}   # the site part of a hand as bits -> its ``_part_table``
_STRUCTURE_TABLES = {}   # the structure part of a hand as bits -> its ``_part_table``


def _part_table(rows, have):
    """``_misses_table`` for the kinds of build of ``rows`` alone, a hand read as bits: ({kind:
    missing cards}, kinds possible with the Phone Call, kinds possible without it, the lowest list
    price among the latter, ``_NONE_READY`` if none). Each kind's lack is looked up."""
    misses, ok, ready, low = {}, [], [], _NONE_READY
    for k, need, lacking, price in rows:
        miss = misses[k] = lacking[need & ~have]
        if not miss:
            ready.append(k)
            if price < low:
                low = price
            ok.append(k)
        elif len(miss) == 1:
            ok.append(k)
    return misses, frozenset(ok), frozenset(ready), low


def _misses_table(dev, advantage, no_voucher):
    """What each kind of build lacks for a hand of Development cards: ({kind: missing cards},
    kinds possible with the Phone Call standing in for one, kinds possible without it, the lowest
    list price among the latter: with less money and no Phone Call nothing can be built)."""
    return _misses_of(_hand_bits(dev, advantage, no_voucher))


def _misses_of(have):
    """``_misses_table`` for a hand read as bits (``_hand_bits``), from its two parts' tables."""
    site, built = _part_table(_SITE_ROWS, have), _part_table(_STRUCTURE_ROWS, have)
    low = min(site[3], built[3])
    return ({**site[0], **built[0]}, site[1] | built[1], site[2] | built[2], 0 if low == _NONE_READY else low)


# per seat: the Development menu's entry for each category with several choices (chosen next)
_CHOOSE = [{c: act(p, "choose", (c,)) for c in ("site", "infra", "asset", "upgrade")} for p in range(4)]


def _build_entry(p, group):
    """The menu entry for the only build of a category: its place, or where -2 (chosen next)."""
    what, via, price, places = group
    where, old = places[0] if len(places) == 1 else (-2, -1)
    return act(p, "build", (what, where, via, old, price))


def _priced(miss, cost, money, disc, phone):
    """(via, price) for a build lacking the cards ``miss`` at list price ``cost``, for a player with
    ``money``, the turn's discount ``disc`` and Phone Call ``phone``, or None if unaffordable."""
    if not miss:
        price = cost - disc if cost > disc else 0
        if money >= price:
            return "", price
        return ("loan", price) if phone else None
    if len(miss) == 1 and phone:
        price = 2 * cost - disc if 2 * cost > disc else 0
        if money >= price:
            return "phone", price
    return None


def expand(groups):
    """The builds of ``build_groups``' groups, a build (what, where, via, old region, price) per place."""
    return [(what, where, via, old, price) for what, via, price, places in groups for where, old in places]


class Development:
    """Mixin: what can be built, building it, and the Phone Call's Invest and Borrow."""

    def _step_development(self, p):
        self.enter_phase("Development")
        if self.lots[p] and not self.sellable(p):
            self._no_road_note(p)
        self.skip_or_ask(p, "develop", "Development")

    def _menu_develop(self, p):
        menu = self.develop_entries(p)   # a new list
        if self.lots[p]:   # ``sale_actions`` offers nothing without stock
            menu += self.sale_actions(p)
        hand = self.pile(HAND[p])
        if hand and not _DEVELOPMENT_CARDS.isdisjoint(hand):   # ``own_cards`` has nothing otherwise
            menu += self.own_cards(p, "development")
        menu.append(SKIP[p]["Development"])
        return menu

    def again_develop(self, p):
        menu = self.stage_menu(p, "develop")
        if len(menu) > 1:
            self.ask(p, "develop", menu=menu)

    # ------------------------------------------------------------------ what may be built

    def develop_entries(self, p):
        """The Development menu's builds, one entry per kind of development (A-D of the rulebook)
        when it offers several choices; the choice itself comes next (``build_pick``). A structure
        that could go in several places counts once (where -2: its place is chosen next). Read
        from the search's groups (``build_groups``), without writing out a build per place."""
        groups = self.build_groups(p)
        out = []
        if not groups:
            return out
        # the search lists the groups category by category, in the menu's order (site, infra,
        # asset, upgrade): one pass, an entry as each category ends
        cat, n, single = None, 0, None
        for g in groups:
            c = CATEGORY[g[0]]
            if c != cat:
                if n:
                    out.append(_build_entry(p, single) if n == 1 else _CHOOSE[p][cat])
                cat, n, single = c, 1, g
            else:
                n += 1
        out.append(_build_entry(p, single) if n == 1 else _CHOOSE[p][cat])
        return out

    def _do_choose(self, a):
        self.turn["where"] = ["cat", a.args[0]]
        self.ask(a.player, "build_pick")

    def _menu_build_pick(self, p):
        """The builds of the category chosen (single builds first, then a structure per way of
        paying, where -2 if it has several places), or the places of the structure chosen; read
        from the search's groups."""
        w = self.turn["where"]
        groups = self.build_groups(p)
        if w[0] == "cat":
            single, placed = [], []
            for what, via, price, places in groups:
                if CATEGORY[what] != w[1]:
                    continue
                if what not in LOCATED:
                    single.append((what, places[0][0], via, places[0][1], price))
                elif len(places) == 1:
                    placed.append((what, places[0][0], via, places[0][1], price))
                else:
                    placed.append((what, -2, via, -1, price))
            return [act(p, "build", b) for b in single + placed]
        what, via, price = w
        return [act(p, "build", (what, where, via, old, price)) for g in groups
                if g[0] == what and g[1] == via and g[2] == price for where, old in g[3]]

    def upgrade_cards(self, p):
        """The held cards whose reward is an upgrade, "t<n>" (each Target) or "i<n>" (one Incentive:
        their faces are alike), the Targets in the order claimed."""
        cards = [f"t{t}" for t in self.targets[p] if TARGETS[t].reward == "upgrade"]
        for i in self.incentives[p]:
            if INCENTIVES[i].reward == "upgrade":
                cards.append(f"i{i}")
                break
        return cards

    def voucher(self, p):
        """A held card whose reward is an upgrade (the first of ``upgrade_cards``), or None."""
        cards = self.upgrade_cards(p) if self.targets[p] or self.incentives[p] else ()
        return cards[0] if cards else None

    def has_voucher(self, p):
        """Whether ``p`` holds a card whose reward is an upgrade (``voucher`` is not None)."""
        for t in self.targets[p]:
            if TARGETS[t].reward == "upgrade":
                return True
        for i in self.incentives[p]:
            if INCENTIVES[i].reward == "upgrade":
                return True
        return False

    def missing(self, p, what, have=None, no_voucher=None):
        """The Development cards (and the reward card) ``what`` needs that ``p`` lacks."""
        if have is None:
            have = set(self.dev[p]) | {CORP[self.corp[p]].advantage}
        out = [r for r in REQUIRES.get(what) or (PERMIT[what],) if r not in have]
        if what in UPGRADE_OF or what == "factory":
            if no_voucher is None:
                no_voucher = self.options.mode != "fair_play" and self.voucher(p) is None
            if no_voucher:
                out.append("reward")
        return out

    def builds(self, p):
        """Every build ``p`` may make now: (what, where, via, old region, price), cached for the
        position."""
        turn = self.turn
        disc, phone = turn["discount"], turn["phone"]
        if not phone and disc < CHEAPEST and self.money(p) < CHEAPEST - disc:
            return []   # a build is paid in full: no money for the cheapest of all (see ``CHEAPEST``)
        memo = self.memo()
        key = ("builds", p, disc, phone, turn["sold_global"])
        found = memo.get(key)
        if found is None:
            found = memo[key] = expand(self.build_groups(p))
        return found

    def build_groups(self, p):
        """The builds ``p`` may make now, a group per kind and way of paying for a structure placed
        on the map (what, via, price, [(where, old region) per place]) and a group per build
        otherwise, in the order of ``builds``; cached for the position."""
        turn = self.turn
        disc, phone = turn["discount"], turn["phone"]
        if not phone and disc < CHEAPEST and self.money(p) < CHEAPEST - disc:
            return []   # as in ``builds``
        memo = self.memo()
        key = ("build_groups", p, disc, phone, turn["sold_global"])
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._find_groups(p)
        return found

    def _find_builds(self, p):
        """The full search, written out a build per place (``builds`` without the caches)."""
        return expand(self._find_groups(p))

    def _find_groups(self, p):
        """The search behind ``build_groups``."""
        turn = self.turn
        if turn["sold_global"]:
            return []
        out = []
        phone, disc = turn["phone"], turn["discount"]
        no_voucher = self.options.mode != "fair_play" and not self.has_voucher(p)
        have = _hand_bits(self.dev[p], CORP[self.corp[p]].advantage, no_voucher)
        bits = have & _SITE_BITS
        sites = _SITE_TABLES.get(bits)
        if sites is None:
            sites = _SITE_TABLES[bits] = _part_table(_SITE_ROWS, bits)
        bits = have & _STRUCTURE_BITS
        built = _STRUCTURE_TABLES.get(bits)
        if built is None:
            built = _STRUCTURE_TABLES[bits] = _part_table(_STRUCTURE_ROWS, bits)
        i = 1 if phone else 2
        ok, built_ok = sites[i], built[i]   # the kinds possible: sites, structures
        if not ok and not built_ok:
            return out
        m = self.money(p)
        if not phone:
            # without the Phone Call a build is paid in full: below the lowest price of every kind
            # the hand allows (less any discount), nothing is affordable
            low = min(sites[3], built[3])
            if m < (low - disc if low > disc else 0):
                return out

        site = self.site
        add = out.append
        if "explore" in ok or "exploit" in ok:
            mine, mines_at = self.owned_sites(p)   # held; the region of each active mine
            if "explore" in ok and sum(1 for t in mine if site[t]) < MAX_SITES:   # a site marker is free
                miss = sites[0]["explore"]
                for t in mine:
                    if site[t] == 0:
                        vp = _priced(miss, TERRITORIES[t].explore, m, disc, phone)
                        if vp:
                            add(("explore", vp[0], vp[1], (_PLACE[t],)))
            if "exploit" in ok and len(mines_at) < MAX_ACTIVE_MINES:
                miss = sites[0]["exploit"]
                explored_at, now = self.explored_at, self.turn_no
                for t in mine:
                    if site[t] == 1 and explored_at[t] < now:
                        vp = _priced(miss, TERRITORIES[t].exploit, m, disc, phone)
                        if vp:
                            add(("exploit", vp[0], vp[1], (_PLACE[t],)))
        # the structures the hand allows and the money pays for, before the map is read
        paid = {}
        misses = built[0]
        for kind in built_ok:   # only looked up by kind below: the order does not matter
            vp = _priced(misses[kind], COST[kind], m, disc, phone)
            if vp:
                paid[kind] = vp
        if not paid:
            return out
        if "road" in paid or "water" in paid:
            own = [i for i in self.infra if i[0] == p]
            built_here = {(i[1], i[2]) for i in own}
            for kind in ("road", "water"):
                vp = paid.get(kind)
                if vp is None:
                    continue
                places = []
                for r in AFRICA:
                    if (kind, r) in built_here:
                        continue
                    if len(own) < MAX_INFRA_AFRICA:
                        places.append(_PLACE[r])
                    else:   # dismantle either marker, Road or Water, and reuse it for this kind
                        for i in own:
                            places.append((r, infra_marker(i[1], i[2])))
                if places:
                    add((kind, vp[0], vp[1], places))
        if paid.keys() <= _INFRA_KINDS:
            return out
        assets = self.assets
        mine_assets = [a for a in assets if a[0] == p]
        if "warehouse" in paid or "office" in paid:
            wo = sum(1 for a in mine_assets if a[1] in WAREHOUSE_OFFICE)
            if wo < MAX_WAREHOUSE_OFFICE:
                for kind in ("warehouse", "office"):
                    vp = paid.get(kind)
                    if vp is None:
                        continue
                    taken = {a[2] for a in assets if a[1] in (kind, "large_" + kind)}
                    places = [_PLACE[r] for r in range(len(REGIONS)) if r not in taken]
                    if places:
                        add((kind, vp[0], vp[1], places))
        vp = paid.get("vessel")
        if vp is not None and not any(a[1] in ("vessel", "large_vessel") for a in mine_assets):
            add(("vessel", vp[0], vp[1], (_NOWHERE,)))
        if "large_warehouse" in paid or "large_office" in paid or "large_vessel" in paid:
            ups = sum(1 for a in mine_assets if a[1] in ("large_warehouse", "large_office"))
            for big, base in UPGRADE_OF.items():
                vp = paid.get(big)
                if vp is None:
                    continue
                rows = [a for a in mine_assets if a[1] == base]
                if rows and (big == "large_vessel" or ups < 2):
                    add((big, vp[0], vp[1], ((rows[0][2], -1),)))
        vp = paid.get("factory")
        if vp is not None and sum(1 for a in mine_assets if a[1] == "factory") < MAX_FACTORIES:
            built = {a[2] for a in assets if a[1] == "factory"}
            places = [_PLACE[r] for r in sorted({TERRITORIES[t].region for t in self.active(p)} - built)]
            if places:
                add(("factory", vp[0], vp[1], places))
        return out

    # ------------------------------------------------------------------ building

    def _do_build(self, a):
        """A build chosen: its place is asked next (where -2), or the upgrade card to spend when
        several are held, or it is carried out (``carry_build``)."""
        p = a.player
        what, where, via, old, price = a.args
        if where == -2:
            self.turn["where"] = [what, via, price]
            self.ask(p, "build_pick")
            return
        card = None
        if (what in UPGRADE_OF or what == "factory") and self.options.mode != "fair_play":
            cards = self.upgrade_cards(p)
            if len(cards) > 1:
                self.turn["spend"] = list(a.args)   # the build waits for the card its holder spends
                self.ask(p, "spend_pick")
                return
            card = cards[0] if cards else None
        self.carry_build(p, a.args, card)

    def _menu_spend_pick(self, p):
        return [act(p, "spend", (key,)) for key in self.upgrade_cards(p)]

    def _do_spend(self, a):
        args, self.turn["spend"] = self.turn["spend"], None
        self.carry_build(a.player, tuple(args), a.args[0])

    def carry_build(self, p, args, spent):
        """Build (what, where, via, old region, price), an upgrade spending the reward of the held
        card ``spent`` (Money...to get away: the holder chooses which card, ``spend_pick``)."""
        what, where, via, old, price = args
        miss = self.missing(p, what)
        if via == "loan":
            amount = price - self.money(p)
            self.fire("ardevur.phone.borrow", p, amount=amount, owed=2 * amount)
            self.transfer("money", amount, "bank", self.account(p))
            self.debt[p] += 2 * amount
            self.phone_used()
        elif via == "phone":
            item = "a reward card" if miss[0] == "reward" else article(f"{miss[0]} card")
            self.fire("ardevur.phone.invest", p, what=item, cost=price)
            self.phone_used()
        req = REQUIRES.get(what) or (PERMIT[what],)
        adv = CORP[self.corp[p]].advantage
        for card in req:
            if card in self.dev[p]:
                self.dev[p].remove(card)
                self.market[card] = self.market.get(card, 0) + 1
            elif card == adv:
                self.fire("ardevur.dev.advantage", p, card=card)
        if what in UPGRADE_OF or what == "factory":
            if self.options.mode == "fair_play":
                self.fire("ardevur.dev.fair_upgrade", p)
            elif "reward" not in miss:
                self.spend_card(p, spent, "ardevur.dev.reward_spent")
        getattr(self, "_build_" + ("asset" if what in STRUCTURE_NAME and what not in ("road", "water")
                                   else what))(p, what, where, old, price)
        self.turn["discount"] = 0

    def phone_used(self):
        """A used Phone Call goes back to the Market, like every used Development card."""
        self.turn["phone"] = False
        self.market["Phone Call"] = self.market.get("Phone Call", 0) + 1

    def spend_card(self, p, key, rule):
        """Discard a held Target or Incentive card and its Supremacy Points (back to the Bank)."""
        if key.startswith("t"):
            t = int(key[1:])
            self.targets[p].remove(t)
            sp, name = TARGETS[t].sp, f"the Target '{TARGETS[t].text}'"
        else:
            i = int(key[1:])
            self.incentives[p].remove(i)
            sp, name = INCENTIVES[i].sp, "a Government Incentive"
        self.fire(rule, p, card=name, sp=sp)
        self.transfer("sp", sp, self.account(p), "bank")
        return sp

    def _pay_cost(self, p, price):
        if price:
            self.transfer("money", price, self.account(p), "bank")

    def _build_explore(self, p, what, t, old, price):
        self.fire("ardevur.dev.explore", p, mine=TERRITORIES[t].name, cost=price)
        self._pay_cost(p, price)
        self.site[t] = 1
        self.explored_at[t] = self.turn_no
        self.turn["explored"].append(t)
        self.fire("ardevur.dev.two_turns", p, mine=TERRITORIES[t].name)
        if self.sites_held(p) == MAX_SITES:
            self.fire("ardevur.dev.site_limit", p, n=MAX_SITES)

    def sites_held(self, p):
        """How many of ``p``'s Territories are sites, explored or active: each holds one of the
        corporation's Exploration / Mining Site markers."""
        site = self.site
        return sum(1 for t in self.owned_sites(p)[0] if site[t])

    def _build_exploit(self, p, what, t, old, price):
        self.fire("ardevur.dev.exploit", p, mine=TERRITORIES[t].name, cost=price)
        self._pay_cost(p, price)
        self.site[t] = 2
        if TERRITORIES[t].incentive:
            self.entitled[p] += 1
        if len(self.active(p)) == MAX_ACTIVE_MINES:
            self.fire("ardevur.dev.mine_limit", p, n=MAX_ACTIVE_MINES)

    def _build_road(self, p, what, r, old, price):
        self._build_infra(p, what, r, old, price)

    def _build_water(self, p, what, r, old, price):
        self._build_infra(p, what, r, old, price)

    def _build_infra(self, p, kind, r, old, price):
        name = STRUCTURE_NAME[kind]
        if old >= 0:   # the marker of either kind is reused: B. Build Infrastructure
            old_kind, old_region = marker_infra(old)
            self.fire("ardevur.dev.dismantle", p, dismantled=STRUCTURE_NAME[old_kind], old=REGIONS[old_region].name,
                      infra=f"a {name}", region=REGIONS[r].name, cost=price)
            self.infra = [i for i in self.infra if not (i[0] == p and i[1] == old_kind and i[2] == old_region)]
        else:
            self.fire("ardevur.dev.infra", p, infra=f"a {name}",
                      region=REGIONS[r].name, cost=price)
        self._pay_cost(p, price)
        self.infra.append([p, kind, r, self.turn_no])

    def _build_asset(self, p, kind, r, old, price):
        name = STRUCTURE_NAME[kind]
        art = "an" if name[0] in "AEIOU" else "a"
        where = f"in {REGIONS[r].name} " if r >= 0 else ""
        rule = "ardevur.dev.upgrade" if kind in UPGRADE_OF or kind == "factory" else "ardevur.dev.asset"
        self.fire(rule, p, asset=f"{art} {name}", where=where, cost=price)
        self._pay_cost(p, price)
        if kind in UPGRADE_OF:
            base = UPGRADE_OF[kind]
            row = self.holds(p, base)[0]
            row[1] = kind
        else:
            self.assets.append([p, kind, r])

    # ------------------------------------------------------------------ loans

    def repay_if_able(self, p):
        """Option #3: the loan is repaid double as soon as the borrower holds enough."""
        if self.debt[p] and self.money(p) >= self.debt[p]:
            self.fire("ardevur.phone.repay", p, amount=self.debt[p])
            self.transfer("money", self.debt[p], self.account(p), "bank")
            self.debt[p] = 0

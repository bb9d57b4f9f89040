"""Heuristic bots for Mine 77, reading only the seat's view (``game.view(p)``) and ``game.legal_actions(p)``
(plus the printed geometry of the rondels and the cards' activities, which every player knows).

- ``foreman``: keeps the shared things going: generates Steam when the track runs low, mines and ships
  what the Today order still needs, and otherwise works for itself.
- ``free_rider``: never generates Steam (everybody's good, let the others make it: it spends their Steam
  first) and fills the Today order only where it pays directly (it mines, ships and boards, since an accepted
  cart pays those aboard, and boards no cart that would be rejected); it never adds its own resources to the
  carts and works for itself: Processing for the best recipe it can pay, Research, the Elven Embassy, a Secret
  Objective it can meet alone (Commissariat cards, workers left in the Mine, Rosettes, Magic) pursued until
  met, Rosettes kept for the shared penalties (it pays 2 only for a loss of 2 VP or more, and works overtime
  only with 3), the Elevator Hall's socialising Rosette.
"""

import random

from .bot_plans import card_groups, fill, mining_set, reach
from .data import (
    BANG,
    ELVEN,
    ELVEN_ORDERS,
    GOVERNMENT,
    GROUPS,
    OBJECTIVES,
    OBJECTIVES_KEPT,
    RECIPES,
    RESOURCES,
    STEAM_BOXES,
)

ACTION_SEGS = {2, 4, 5, 8, 9, 10, 11, 12, 13}
ACCEPTED_VP = 2          # Station, Accepted Carts: 2 VP for each player aboard an accepted cart
CART_ROOM = 4            # data.CART_CAPACITY (reconstructed)


class _Heuristic:
    name = ""
    description = ""
    public_minded = True

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        menu = game.legal_actions(player)
        if len(menu) == 1:
            return menu[0]
        self.v, self.me = game.seat(player), player
        self._seg, self._pos, self._need = {}, {}, None
        return max(menu, key=lambda a: (self.value(a), self.rng.random()))

    # ------------------------------------------------------------------ what the bot sees

    def steam(self):
        return self.v.tracks.get("steam", 0)

    def rosettes(self):
        return self.v.held(self.me, "rosette")

    def today_open(self):
        t = self.v.state["today"]
        return [t["slots"][i] for i, f in enumerate(t["filled"]) if f is None]

    def ship_today(self):
        """Whether a Train can still leave today (2-4 players: one Shipping space a day, Setup step 7)."""
        return self.free_space(11)

    def next_order(self):
        """The slots the next Train's carts will meet: Today's open slots while a Train can still leave today; else
        Tomorrow's card, which becomes Today at night (Night Shift step 1d), and nothing on the last day."""
        if self.ship_today():
            return self.today_open()
        st = self.v.state
        if st["day"] >= self.v.view["options"]["days"] or st["tomorrow"] is None:
            return []
        return list(GOVERNMENT[st["tomorrow"]])

    def needed(self):
        """The slots of the order the next Train meets that the carts on it do not fill yet (Accepted Carts)."""
        if self._need is None:
            carts = [r for c in range(3) for r, n in self.v.holdings(f"cart{c}").items() for _ in range(n)]
            self._need = fill(self.next_order(), carts)[1]
        return self._need

    def matches_today(self, r):
        return any(r in GROUPS[g] for g in self.today_open())

    def cart_matching(self, c):
        return any(self.v.held(f"cart{c}", r) and self.matches_today(r) for r in RESOURCES)

    def mine_aboard(self, c):
        t = self.v.state["train"][c]
        return any(s and s[0] == self.me for s in t["seats"]) or any(s[0] == self.me for s in t["riders"])

    def crew(self, c):
        t = self.v.state["train"][c]
        return any(t["seats"]) or bool(t["riders"])

    def cart_load(self, c):
        return sum(self.v.holdings(f"cart{c}").values())

    def stock_count(self):
        return sum(self.v.held(self.me, r) for r in RESOURCES)

    def free_space(self, seg):
        sp = self.v.state["spaces"].get(str(seg), self.v.state["spaces"].get(seg))
        return sp is None or -1 in sp

    def steam_ok(self):
        return self.steam() > 0 or self.v.held(self.me, "private_steam") > 0

    def rosette_worth(self):
        """A Rosette is 1/3 VP at the end (Final Scoring), but 2 of them dodge any shared loss (Night Shift): while
        the bot holds fewer than 2 and Today still lacks more than one resource, a Rosette is worth much more."""
        if self.rosettes() < 2 and len(self.needed()) > 1:
            return 1.2
        return 0.4

    def fill_worth(self):
        """A resource put on Today is 1 VP less for every player at night (Night Shift step 1), unless they pay; the
        last one spares them the loss and the 2 Rosettes altogether."""
        return 0.7 if self.rosettes() < 2 or len(self.needed()) <= 2 else 0.35

    def tie_choice(self):
        """Level on initiative and Rosettes, the players must agree on an order or lose their cards: every heuristic
        bot names the player a table would settle on, the same for all of them, so they always agree: an NPC among
        them (its rule names itself), else the one with the fewest VP; among equals the Shift and the selection
        number take turns, so no seat is favoured."""
        st = self.v.state
        t = st["tie"]
        left = [q for q in t["group"] if q not in t["named"]]
        npcs = self.v.flow["npcs"]
        named_npc = [q for q in left if q in npcs or str(q) in npcs]
        if named_npc:
            return named_npc[0]
        low = min(self.v.held(q, "vp") for q in left)
        behind = [q for q in left if self.v.held(q, "vp") == low]
        return behind[(st["shift_no"] + st["seq"]) % len(behind)]   # the next Shift turns the other way

    # ------------------------------------------------------------------ what an action is worth now

    def produce_value(self, items):
        """Farming or Mining: resources that fill Today go in a cart the worker boards (2 VP when it is accepted)
        and each fills a slot."""
        n = fill(self.needed(), items)[0]
        elven = self.elven_use(items)
        if not n:
            return 0.3 + elven
        return ACCEPTED_VP + n * self.fill_worth() + elven

    def elven_use(self, items):
        """Resources its own revealed or held Elven order asks for (2 VP when complete)."""
        want = [r for o in self.v.state["elven"][self.me] if o for r in o["left"]]
        want += [r for c in self.v.pile(ELVEN_ORDERS[self.me]) for r in ELVEN[c]]
        return 0.4 * fill(want, items)[0] if want else 0

    def best_mining(self):
        row = self.v.pile("mining.row")
        return max((self.produce_value(mining_set(c, s)) for c in row for s in (0, 1)), default=0)

    def best_harvest(self):
        fields = self.v.state["fields"]
        return max((self.produce_value([r for r in fields[k] if r]) for k in range(3) if any(fields[k])),
                   default=0)

    def ship_value(self):
        """Shipping: every cart that fills Today pays its crew 2 VP; the shipper boards the best one it is not on
        yet; 1 Rosette for the job; 1 Steam (into deficit if there is none: a loss at night)."""
        need = list(self.today_open())
        gain, spare = 0.0, 0.0
        for c in range(3):
            items = [r for r, n in self.v.holdings(f"cart{c}").items() for _ in range(n)]
            if not items:
                continue
            if not self.crew(c) and not self.mine_aboard(c):
                n = fill(need, items)[0]
                spare = max(spare, ACCEPTED_VP + n * self.fill_worth() if n else 0)
                continue
            n, need = fill(need, items)
            if not n:
                gain -= 1 if self.mine_aboard(c) else 0
            elif self.mine_aboard(c):
                gain += ACCEPTED_VP + n * self.fill_worth()
            else:
                gain += n * self.fill_worth()
                spare = max(spare, ACCEPTED_VP)
        if gain + spare <= 0:
            return -3
        cost = 0.3 if self.steam_ok() else 1.0
        return gain + spare + self.rosette_worth() - cost

    def steam_value(self):
        """Steam Generation: 3, 2, 2 or 1 Steam by box (Earlier is Best), a Rosette or Food for each (Reward; the
        steam_reward option's number for each); Steam runs Mining and Shipping; Bang! costs every player 2 VP."""
        sp = self.v.state["spaces"].get("12", self.v.state["spaces"].get(12))
        n = STEAM_BOXES[sp.index(-1)]
        steam = self.steam()
        if steam + n >= BANG:
            return -4
        need = 1.5 if steam <= 1 else 0.6 if steam <= 4 else 0
        return n * self.v.view["options"].get("steam_reward", 1) * self.rosette_worth() + need

    def seg_value(self, seg, acting=True):
        key = (seg, acting)
        out = self._seg.get(key)
        if out is None:
            out = self._seg[key] = self.goal_value(seg, acting)
        return out

    # ------------------------------------------------------------------ its Secret Objective (Final Scoring, step 4)

    # the Secret Objectives a player meets on its own, easiest first: a Commissariat card or two (a bribe each),
    # workers left on the Mine rondel, Rosettes and Magic it keeps anyway
    OBJECTIVE_TASTE = {"commissariat": 6, "mine_workers": 5, "rosettes": 4, "magic": 3, "research": 1,
                       "metal": 1}

    def last_day(self):
        return self.v.state["day"] >= self.v.view["options"]["days"]

    def goal(self):
        """Its Secret Objective (kind, threshold), or (None, 0)."""
        kept = self.v.pile(OBJECTIVES_KEPT[self.me])
        return OBJECTIVES[kept[0]][:2] if kept else (None, 0)

    def goal_open(self):
        """Its Secret Objective's kind while it is not met yet (counted from its view), else None."""
        kind, need = self.goal()
        st, me = self.v.state, self.me
        have = {"commissariat": lambda: st["bought"][me],
                "elven": lambda: st["completed"][me],
                "rosettes": lambda: self.v.held(me, "rosette"),
                "magic": lambda: self.v.held(me, "magic")}.get(kind)
        if have is not None and have() >= need:
            return None
        return kind

    def goal_value(self, seg, acting=True):
        """A segment's worth, its Secret Objective counted: workers kept on the Mine rondel on the last afternoon, the
        Entrance's Rosettes at the end, a Commissariat card bought, an Elven order taken."""
        st = self.v.state
        kind, need = self.goal()
        base = self._seg_value(seg, acting)
        if kind == "mine_workers" and self.last_day() and st["shift"] == "Afternoon":
            return base + (1.5 if 7 <= seg <= 13 else -1.5)
        if kind == "rosettes" and self.last_day() and seg == 1:
            return max(base, 2)               # each worker at the Entrance adds a Rosette before scoring
        if seg == 5 and self.goal_open() == "commissariat" and acting and self.free_space(seg):
            return 4 if self.rosettes() + self.stock_count() >= 1 + st["bought_today"] else -2
        if seg == 6 and kind == "elven" and base > 0 and st["completed"][self.me] < need:
            return base + 2
        return base

    def _seg_value(self, seg, acting):
        if seg == 6:
            return self.embassy_value()
        if seg == 7:
            return self.hall_value()
        if not acting or seg not in ACTION_SEGS or not self.free_space(seg):
            return 0
        if seg == 12:
            return self.steam_value() if self.public_minded else -6
        if seg == 11:
            return self.ship_value()
        if seg == 9:
            return self.best_mining() - 0.3 if self.steam_ok() else -5
        if seg == 8:
            return self.best_harvest()
        if seg == 2:
            best = self.best_recipe()
            return best if best and self.steam_ok() else -2
        if seg == 4:
            return 0.2 if self.stock_count() >= 2 else -2
        if seg == 5:
            return 0.3 if self.rosettes() + self.stock_count() >= 3 else -2
        if seg == 10:
            return self.patrol_value()
        return -3

    def hall_value(self):
        """The Elevator Hall, Socialising: 1 Rosette when another of its workers is there; 5 workers brawl."""
        hall = [q for q, ws in enumerate(self.v.state["workers"]) for loc in ws if loc == 7]
        if self.me in hall and len(hall) < 4:
            return 0.3 * self.rosette_worth()
        return 0

    def embassy_value(self):
        """The Elven Embassy: a worker waits in a box until night for an Elven order (2 VP when complete) and then
        goes down to the Elevator Hall; one worker at a time, better late in the day when it loses fewer cards."""
        st = self.v.state
        if None not in st["embassy"] or st["elven"][self.me] or "Embassy" in st["workers"][self.me]:
            return -1
        return 1.5 if st["shift"] == "Afternoon" else 0.8

    def patrol_value(self):
        """Patrol: a card whose back asks for no more workers than stand on the Patrol (with this one), for its
        rewards (resources, Battle Trophies worth 1 VP); its hazards may wound."""
        here = sum(loc == 10 for ws in self.v.state["workers"] for loc in ws)
        backs = self.v.view["decks"]["patrol.row"]["backs"]
        return max((0.25 * n for m, n in backs if m <= here + 1), default=-1)

    def affordable(self, need):
        """Whether its own warehouse pays a printed cost ((group, n), ...), Magic standing in."""
        short = 0
        for g, n in need:
            short += max(0, n - sum(self.v.held(self.me, r) for r in GROUPS[g] if r != "magic"))
        return short <= self.v.held(self.me, "magic")

    def recipe_value(self, i):
        gain = RECIPES[i][1]
        return gain.get("vp", 0) + 0.5 * gain.get("magic", 0) + self.rosette_worth() * gain.get("rosette", 0)

    def best_recipe(self):
        return max((self.recipe_value(i) for i, (need, _) in enumerate(RECIPES) if self.affordable(need)),
                   default=0)

    # ------------------------------------------------------------------ planning a card's activities

    POSITION_REACH = 4   # how far ahead a worker's standing is valued (benchmarks/mine77_today.py tries 3)

    def pos_value(self, seg):
        """Where a worker left by a movement is worth standing: part of the best action one short move away
        (within ``POSITION_REACH`` movement points)."""
        out = self._pos.get(seg)
        if out is None:
            if seg == 6:
                out = self.seg_value(6)
            else:
                best = max([self.seg_value(s) for s, _ in reach(seg, self.POSITION_REACH)] + [self.seg_value(seg)])
                out = 0.3 * max(best, 0) + (self.seg_value(7) if seg == 7 else 0)
            self._pos[seg] = out
        return out

    def plan(self, loc, acts):
        """The best a worker at ``loc`` can make of these activities, in order (Using Work Order Cards)."""
        if not acts:
            return self.pos_value(loc)
        (kind, n), rest = acts[0], acts[1:]
        if kind == "M":
            best = self.plan(loc, rest) - 0.05
            for to, cost in reach(loc, n):
                best = max(best, self.plan(to, rest) - 0.01 * cost)
            return best
        here = self.seg_value(loc) if isinstance(loc, int) else 0
        return max(here, 0) + self.plan(loc, rest)

    def free_workers(self, used=()):
        return [(w, loc) for w, loc in enumerate(self.v.state["workers"][self.me])
                if isinstance(loc, int) and w not in used]

    def card_value(self, card):
        groups = card_groups(self.v.view["options"]["easy"], card)
        if not groups:
            return 1
        free = self.free_workers()
        if not free:
            return 0
        first = {w: self.plan(loc, groups[0]) for w, loc in free}
        if len(groups) == 1:
            return max(first.values())
        second = {w: self.plan(loc, groups[1]) for w, loc in free}
        best = max(first.values()) + 0.3 * max(second.values())
        for w1, v1 in first.items():
            for w2, v2 in second.items():
                if w1 != w2:
                    best = max(best, v1 + v2)
        return best

    def acts_left(self):
        act = self.v.state["act"]
        groups = card_groups(self.v.view["options"]["easy"], act["card"])
        return groups[act["g"]][act["i"]:] if act["g"] < len(groups) else ()

    # ------------------------------------------------------------------ the cart a load goes to

    def target_cart(self):
        """The cart this load fills: one it already loads, else one with room and a free seat that does not pay it
        yet (not boarded by it, nothing for Today in it), so each cart it boards is a cart accepted."""
        ld = self.v.state["load"] or {}
        for c in ld.get("carts", ()):
            if self.cart_load(c) < CART_ROOM:
                return c
        best, key = None, None
        for c in range(3):
            room = CART_ROOM - self.cart_load(c)
            if room <= 0:
                continue
            seat = None in self.v.state["train"][c]["seats"]
            k = (seat, not self.mine_aboard(c), not self.cart_matching(c), room)
            if key is None or k > key:
                best, key = c, k
        return best

    def load_value(self, r, where, c):
        """Loading (Farming, Mining): what fills the order goes in the target cart, and what does not follows it
        there (the Government leaves it to those aboard: Player Resources) once the cart holds something for the
        order; else it waits in the Mine Warehouse, where no rejected cart costs anybody."""
        if where == "elven":
            return 9
        target = self.target_cart()
        matches = fill(self.needed(), [r])[0] > 0
        if where == "cart":
            if c - 1 == target:
                return 6 if matches or self.cart_fills()[target] else 1
            return 3 if matches else 0
        if where == "crane":
            return 7 if not matches else 2
        return 2          # the Mine Warehouse

    def cart_fills(self):
        """How many slots of the order the next Train meets each cart fills, the carts taken first to last as they
        arrive (Arrival of a Train): a later cart whose resources the earlier ones already gave is rejected."""
        need, out = self.next_order(), []
        for c in range(3):
            n, need = fill(need, [x for x, k in self.v.holdings(f"cart{c}").items() for _ in range(k)])
            out.append(n)
        return out

    # ------------------------------------------------------------------ menus

    def value(self, a):
        k, st = a.kind, self.v.state
        if k == "select":
            return self.card_value(a.args[0])
        if k == "objective":
            kind, need, bonus = OBJECTIVES[a.args[0]]
            return self.OBJECTIVE_TASTE.get(kind, 0) * 10 + bonus - need
        if k == "worker":
            return self.plan(st["workers"][self.me][a.args[0]], self.acts_left())
        if k == "skip_part":
            return 0
        if k == "move":
            return self.plan(a.args[0], self.acts_left()) - 0.01 * a.args[1]
        if k == "stay":
            return self.plan(st["workers"][self.me][st["act"]["w"]], self.acts_left()) - 0.05
        if k == "take_action":
            return self.seg_value(a.args[0]) + 0.1
        if k == "skip_action":
            return 0
        if k in ("buy_move", "magic_move", "magic_action", "deal"):
            return -2
        if k == "end_turn":
            return 0
        if k in ("heal", "community", "forbidden", "place_held"):
            return 3
        if k == "redistribute":                   # onto its own Elven order: 2 VP or 3 Magic when complete
            return 4
        if k == "promise_keep":                   # a contributor keeps its word
            return 1 if self.public_minded or self.v.view["options"]["binding_deals"] else -1
        if k == "promise_break":
            return 0
        if k == "incinerate":
            return -1
        if k == "avoid_penalty":                  # 2 Rosettes (2/3 VP at the end) against the loss; Magic is worth more
            return 3 - 0.5 * (a.args[0] if a.args else 0)
        if k == "take_penalty":                   # Rosettes are kept for the big shared losses (and its objective)
            kind, need = self.goal()
            keep = kind == "rosettes" and self.rosettes() - 2 < need and a.args[0] <= 2
            return 4 if (a.args[0] < 2 and self.rosettes() < 4) or keep else 1
        if k == "recipe":
            return 4 + self.recipe_value(a.args[0]) + (
                RECIPES[a.args[0]][1].get("magic", 0) if self.goal_open() == "magic" else 0)
        if k == "buy_tile":
            return 4
        if k == "place_tile":
            return self.rng.random()
        if k == "buy_order":
            return 5 if self.goal_open() == "commissariat" else 1
        if k == "bribe":                          # a resource the order does not need, before a Rosette
            if a.args[0] == "rosette":
                return 2 if self.rosettes() >= 4 else 0.5
            return 1 if fill(self.needed(), [a.args[0]])[0] else 1.5
        if k == "place":
            return self.load_value(*a.args)
        if k == "board":
            if not a.args[0]:
                return 1
            if self.goal()[0] == "mine_workers" and self.last_day():
                return -5                         # the Train ends at the Station, off the Mine rondel
            n = self.cart_fills()[a.args[0] - 1]
            return (5 if self.ship_today() else 3) + 0.1 * n if n else -3
        if k == "ship_seat":
            c = a.args[0] - 1
            paying = self.cart_matching(c) and not self.mine_aboard(c)
            return 3 + (3 if paying else 1 if self.cart_matching(c) else 0) - 0.1 * a.args[1]
        if k == "steam_reward":
            return 2 if a.args[0] == "rosette" else 1
        if k == "burn":
            if not self.public_minded or self.steam() + 1 >= BANG - 2 or fill(self.needed(), [a.args[0]])[0]:
                return -3
            return 2 if self.steam() < 6 else -1
        if k in ("burn_done", "burn_stop"):
            return 0
        if k == "supplement":
            return (3 if fill(self.needed(), [a.args[0]])[0] else -2) if self.public_minded else -3
        if k in ("from_mwh", "to_mwh"):
            return -2
        if k == "load_done":
            return 0
        if k == "overtime":                       # a fourth card for 1 Rosette, keeping 2 for the night's loss
            return {"rosette": 1 if self.rosettes() >= 3 else -1, "magic": -1, "no": 0}[a.args[0]]
        if k in ("offer_accept", "offer_give", "offer_ask"):
            return -1
        if k in ("offer_decline", "offer_withdraw"):
            return 1
        if k == "barter":
            return 0 if a.args[0] else 1
        if k == "embassy":
            return 2 if a.args[0] else 1
        if k == "hazard":
            return 2 if a.args[0] else 0
        if k == "steam":
            return {"public": 2, "private": 1, "magic": 0}[a.args[0]]
        if k == "harvest":
            fields = st["fields"]
            return self.produce_value([r for r in fields[a.args[0]] if r])
        if k == "mine_card":
            return self.produce_value(mining_set(self.v.pile("mining.row")[a.args[0]], a.args[1]))
        if k in ("sow",):
            return 1
        if k in ("sow_stop", "process_stop", "action_done"):
            return 0
        if k == "elven_reward":
            return 1 if (a.args[0] == "vp") != (self.goal_open() == "magic") else 0
        if k == "patrol_card":
            return a.args[1] * 0.1
        if k == "battle":
            return 1
        if k == "tie":
            return 10 if a.args[0] == self.tie_choice() else 0
        return self.rng.random()


class Foreman(_Heuristic):
    name = "foreman"
    description = ("plans each card for the VP it brings (carts that fill the Today order, Steam Generation's "
                   "Rosettes) and keeps Steam up")
    public_minded = True


class FreeRider(_Heuristic):
    """Plays as the foreman does, for itself, but declines to provide the shared goods: it never generates Steam
    (it spends the others'), never burns for Bonus Steam, adds none of its own resources to the carts, and keeps a
    deal promise only when deals are binding."""

    name = "free_rider"
    description = "plays as the foreman does but never generates Steam nor adds its own resources to the carts"
    public_minded = False


BOTS = {"foreman": Foreman, "free_rider": FreeRider}

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

from .data import GROUPS, OBJECTIVES, OBJECTIVES_KEPT, RECIPES, RESOURCES
from .shift import destinations

ACTION_SEGS = {2, 4, 5, 8, 9, 10, 11, 12, 13}


class _Heuristic:
    name = ""
    description = ""
    public_minded = True

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        menu = game.legal_actions(player)
        v = game.seat(player)
        self.v, self.me = v, player
        return max(menu, key=lambda a: (self.value(a), self.rng.random()))

    # ------------------------------------------------------------------ what the bot sees

    def steam(self):
        return self.v.tracks.get("steam", 0)

    def today_open(self):
        t = self.v.state["today"]
        return [t["slots"][i] for i, f in enumerate(t["filled"]) if f is None]

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

    def stock_count(self):
        return sum(self.v.held(self.me, r) for r in RESOURCES)

    def free_space(self, seg):
        sp = self.v.state["spaces"].get(str(seg), self.v.state["spaces"].get(seg))
        return sp is None or -1 in sp

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

    # ------------------------------------------------------------------ where a worker is worth sending

    def seg_value(self, seg, acting=True):
        steam, public = self.steam(), self.public_minded
        today = bool(self.today_open())
        if seg == 6:
            return 5 if None in self.v.state["embassy"] and not self.v.state["elven"][self.me] else -1
        if not acting or seg not in ACTION_SEGS or not self.free_space(seg):
            return 0 if seg != 7 else 1
        if seg == 12:
            if public:
                return 10 if steam <= 3 else 3 if steam <= 7 else -6
            return -6                         # Steam is everybody's: let the others make it
        if seg == 11:
            ship = any(self.cart_matching(c) and self.crew(c) for c in range(3))
            mine = any(self.cart_matching(c) and self.mine_aboard(c) for c in range(3))
            if mine:
                return 9
            return 8 if ship else -3          # the shipper rides the Train: an accepted cart pays it too
        if seg == 9:
            if steam <= 0 and not self.v.held(self.me, "private_steam"):
                return -5
            return 8 if today else 3
        if seg == 8:
            return (5 if today else 2) if public else 3
        if seg == 2:
            return 7 if self.stock_count() >= 3 and steam > 0 else -2
        if seg == 4:
            return 5 if self.stock_count() >= 2 else -2
        if seg == 5:
            return 2 if self.v.held(self.me, "rosette") + self.stock_count() >= 2 else -2
        if seg == 10:
            return 3
        return -3

    # ------------------------------------------------------------------ menus

    def value(self, a):
        k, st = a.kind, self.v.state
        if k == "select":
            code = a.args[1]
            return ("Action" in code) * 5 + ("Movement" in code) * 2 + self.rng.random()
        if k == "worker":
            here = a.args[0]
            loc = st["workers"][self.me][here]
            best = max([self.seg_value(s) - 0.1 * c for s, c in destinations(loc, 8).items()] + [self.seg_value(loc)])
            return best
        if k == "move":
            return self.seg_value(a.args[0]) - 0.05 * a.args[1]
        if k == "stay":
            here = st["workers"][self.me][st["act"]["w"]]
            return self.seg_value(here) - 0.5
        if k == "take_action":
            return self.seg_value(a.args[0]) + 1
        if k == "skip_action":
            return 0.5
        if k in ("buy_move", "magic_move", "magic_action", "deal", "skip_part"):
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
        if k in ("avoid_penalty",):
            return 3
        if k == "take_penalty":
            return 2 if a.args[0] < 2 else 1
        if k == "recipe":
            gain = RECIPES[a.args[0]][1]
            return 4 + 2 * gain.get("vp", 0) + gain.get("magic", 0) + 0.5 * gain.get("rosette", 0)
        if k == "buy_tile":
            return 4
        if k == "place_tile":
            return self.rng.random()
        if k == "buy_order":
            return 1
        if k == "bribe":
            return 2 if a.args[0] == "rosette" else 1
        if k == "place":
            r, where, c = a.args
            if where == "elven":
                return 9
            if where == "crane":
                return 7 if not self.matches_today(r) or not self.public_minded else 3
            if where == "cart":
                return (6 if self.matches_today(r) else 1) + (0.5 if self.v.held(f"cart{c - 1}", r) else 0)
            return 2
        if k == "board":
            if not a.args[0]:
                return 1
            return 4 + (2 if self.cart_matching(a.args[0] - 1) else -3)
        if k == "ship_seat":
            return 3 + (2 if self.cart_matching(a.args[0] - 1) else 0) - 0.1 * a.args[1]
        if k == "steam_reward":
            return 2 if a.args[0] == "rosette" else 1
        if k == "burn":
            return (2 if self.steam() < 8 else -3) if self.public_minded else -3
        if k in ("burn_done", "burn_stop"):
            return 0
        if k == "supplement":
            return (3 if self.matches_today(a.args[0]) else -2) if self.public_minded else -3
        if k in ("from_mwh", "to_mwh"):
            return -2
        if k == "load_done":
            return 0
        if k == "overtime":
            return {"rosette": 1, "magic": -1, "no": 0}[a.args[0]]
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
            return len(a.args[1])
        if k == "mine_card":
            return sum(1 for w in a.args[3].split(" + "))
        if k in ("sow",):
            return 1
        if k in ("sow_stop", "process_stop", "action_done"):
            return 0
        if k == "elven_reward":
            return 1 if a.args[0] == "vp" else 0
        if k == "patrol_card":
            return a.args[1] * 0.1
        if k == "battle":
            return 1
        if k == "tie":
            return 10 if a.args[0] == self.tie_choice() else 0
        return self.rng.random()


class Foreman(_Heuristic):
    name = "foreman"
    description = "keeps Steam up and fills the Today order when they run short"
    public_minded = True


class FreeRider(_Heuristic):
    """Works for itself: Processing for VP, Research, the Elven Embassy, its Secret Objective, Rosettes (the
    Elevator Hall, Shipping, recipes) kept to dodge the shared penalties, and the carts it rides for their VP;
    Steam and the Today order are left to the others (it spends their Steam first)."""

    name = "free_rider"
    description = "works for itself and lets others generate Steam and fill the Today order"
    public_minded = False

    # the Secret Objectives it can meet on its own, easiest first: a Commissariat card or two (a bribe each),
    # workers left on the Mine rondel, Rosettes and Magic it keeps anyway
    OBJECTIVE_TASTE = {"commissariat": 6, "mine_workers": 5, "rosettes": 4, "magic": 3, "research": 1,
                       "metal": 1}

    def last_day(self):
        return self.v.state["day"] >= self.v.view["options"]["days"]

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

    def affordable(self, need):
        """Whether its own warehouse pays a printed cost ((group, n), ...), Magic standing in."""
        short = 0
        for g, n in need:
            short += max(0, n - sum(self.v.held(self.me, r) for r in GROUPS[g] if r != "magic"))
        return short <= self.v.held(self.me, "magic")

    def recipe_value(self, i):
        gain = RECIPES[i][1]
        return 2 * gain.get("vp", 0) + gain.get("magic", 0) + 1.5 * gain.get("rosette", 0)

    def best_recipe(self):
        vals = [self.recipe_value(i) for i, (need, _) in enumerate(RECIPES) if self.affordable(need)]
        return max(vals, default=0)

    def hall_others(self):
        return [loc for q, ws in enumerate(self.v.state["workers"]) for loc in ws if loc == 7]

    def goal(self):
        """Its Secret Objective (kind, threshold), or (None, 0)."""
        kept = self.v.pile(OBJECTIVES_KEPT[self.me])
        return OBJECTIVES[kept[0]][:2] if kept else (None, 0)

    def seg_value(self, seg, acting=True):
        st = self.v.state
        kind, need = self.goal()
        if kind == "mine_workers" and self.last_day():
            # the last day: workers end the game on the Mine rondel
            return self._seg_value(seg, acting) + (4 if seg in (7, 8, 9, 10, 12, 13) else -4)
        if kind == "rosettes" and self.last_day() and seg == 1:
            return 6                           # each worker at the Entrance adds a Rosette before scoring
        if seg == 5:
            if self.goal_open() != "commissariat":
                return -2                      # a Work Order card pays nothing by itself
            if acting and self.free_space(seg):
                return 9 if self.v.held(self.me, "rosette") + self.stock_count() >= 1 + st["bought_today"] else -2
        if kind == "elven" and seg == 6 and None in st["embassy"] and st["completed"][self.me] < need:
            return 8
        return self._seg_value(seg, acting)

    def _seg_value(self, seg, acting=True):
        st = self.v.state
        if seg == 7:                          # socialising: 1 Rosette if another of its workers is there
            mine = sum(1 for loc in st["workers"][self.me] if loc == 7)
            if mine and len(self.hall_others()) < 4:
                return 2
            return 0                           # (valued higher, the Hall keeps its workers from working)
        if not acting or seg not in ACTION_SEGS or not self.free_space(seg):
            return super().seg_value(seg, acting)
        steam_ok = self.steam() > 0 or self.v.held(self.me, "private_steam")
        if seg == 2:
            best = self.best_recipe()
            return (4 + best) if best and steam_ok else -2
        if seg == 9:
            return (8 if self.today_open() else 3) if steam_ok else -5
        if seg == 8:
            return 4 if self.today_open() else 2
        return super().seg_value(seg, acting)

    def value(self, a):
        k = a.kind
        if k == "objective":
            kind, need, bonus = OBJECTIVES[a.args[0]]
            return self.OBJECTIVE_TASTE.get(kind, 0) * 10 + bonus - need
        if k == "take_penalty":                # Rosettes are kept for the big shared penalties
            kind, need = self.goal()
            keep = kind == "rosettes" and self.v.held(self.me, "rosette") - 2 < need and a.args[0] <= 3
            return 4 if a.args[0] < 2 or keep else 1
        if k == "avoid_penalty":
            magic_goal = self.goal()[0] == "magic"
            return 3 - 0.1 * (a.args[0] if a.args else 0) - (0.5 if magic_goal and a.args and a.args[0] else 0)
        if k == "overtime":
            # a fourth card for 1 Rosette, keeping 2 for the next shared penalty
            return {"rosette": 1 if self.v.held(self.me, "rosette") >= 3 else -1, "magic": -2, "no": 0}[a.args[0]]
        if k == "recipe":
            return 4 + self.recipe_value(a.args[0]) + (
                2 * RECIPES[a.args[0]][1].get("magic", 0) if self.goal_open() == "magic" else 0)
        if k == "elven_reward":
            return 1 if (a.args[0] == "vp") != (self.goal_open() == "magic") else 0
        if k == "board" and a.args[0]:
            if self.goal()[0] == "mine_workers" and self.last_day():
                return -5                      # the Train ends at the Station, off the Mine rondel
            return 6 if self.cart_matching(a.args[0] - 1) else 0   # a rejected cart costs those aboard
        if k == "buy_order":
            return 5 if self.goal_open() == "commissariat" else 1
        if k == "steam_reward":
            return 2 if a.args[0] == "rosette" else 1
        if k == "place":
            r, where, c = a.args
            if where == "cart":
                # a cart that will be accepted pays those aboard and gives them what the Government leaves
                carried = self.cart_matching(c - 1) or self.matches_today(r)
                return (6 if self.matches_today(r) else 4 if carried else 0.5) + (
                    0.5 if self.v.held(f"cart{c - 1}", r) else 0)
        return super().value(a)


BOTS = {"foreman": Foreman, "free_rider": FreeRider}

"""Heuristic bots for Mine 77, reading only the seat's view (``game.view(p)``) and ``game.legal_actions(p)``
(plus the printed geometry of the rondels and the cards' activities, which every player knows).

- ``foreman``: keeps the shared things going: generates Steam when the track runs low, mines and ships
  what the Today order still needs, and otherwise works for itself.
- ``free_rider``: never generates Steam (everybody's good, let the others make it) and fills the Today
  order only where it pays directly (it mines, ships and boards, since an accepted cart pays those aboard);
  it never adds its own resources to the carts and spends the rest on private gains (processing for VP,
  research, the Elven Embassy, patrols).
"""

import random

from .data import GROUPS, RECIPES, RESOURCES
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
        if k in ("heal", "community", "forbidden"):
            return 3
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
        return self.rng.random()


class Foreman(_Heuristic):
    name = "foreman"
    description = "keeps Steam up and fills the Today order when they run short"
    public_minded = True


class FreeRider(_Heuristic):
    name = "free_rider"
    description = "works for itself and lets others generate Steam and fill the Today order"
    public_minded = False


BOTS = {"foreman": Foreman, "free_rider": FreeRider}

"""Heuristic bots for Mine 77, reading only ``game.seat(p)`` and ``game.legal_actions(p)``.

- ``foreman``: keeps the shared things going: generates Steam when the track is low, mines and ships
  what the Today order needs, pays penalties with Rosettes when it can.
- ``free_rider``: never generates Steam or fills the Today order unless it pays them directly: it
  works for itself (processing, research, Commissariat, Elven orders) and lets others keep the mine running.
"""

import random

from mining_games.core.seat import SeatView

GOOD = {"end_turn": 0, "skip_part": -5, "stay": -3, "skip_action": -4, "take_action": 5}


class _Heuristic:
    name = ""
    description = ""
    public_minded = True

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        menu = game.legal_actions(player)
        view = SeatView(game.view(player), player)
        best = max(menu, key=lambda a: (self.value(view, a), self.rng.random()))
        return best

    def value(self, v, a):
        st = v.state
        steam = v.tracks.get("steam", 0)
        today_open = sum(1 for f in st["today"]["filled"] if f is None)
        k = a.kind
        want_steam = self.public_minded and steam <= 3
        want_today = self.public_minded and today_open > 0
        if k == "move":
            to = a.args[0]
            score = {12: 8 if want_steam else -6, 9: 7 if want_today else 2, 11: 6 if want_today else -2,
                     8: 4 if want_today else 1, 2: 5, 4: 4, 5: 3, 6: 3, 10: 2, 13: -2, 7: 0, 3: 0, 1: -1}[to]
            return score - 0.1 * a.args[1]
        if k == "take_action":
            seg = a.args[0]
            if seg == 12:
                return 9 if want_steam else -5
            if seg == 11:
                return 7 if want_today else -1
            if seg == 13:
                return -1
            return 6
        if k == "worker":
            return self.rng.random()
        if k == "select":
            return self.rng.random()
        if k in ("avoid_penalty",):
            return 3
        if k == "take_penalty":
            return 2
        if k == "recipe":
            return 4
        if k in ("process_stop", "research_stop", "commissariat_stop", "shred_stop", "burn_stop", "sow_stop"):
            return 1
        if k == "buy_tile":
            return 3
        if k == "place":
            where = a.args[1]
            if where == "elven":
                return 6
            if where == "crane":
                return 5
            if where == "cart":
                return 4 if want_today else 1
            return 3
        if k == "board":
            return 3 if a.args[0] else (1 if want_today else 4)
        if k == "steam_reward":
            return 2 if a.args[0] == "rosette" else 1
        if k == "burn":
            return 2 if want_steam else -3
        if k == "burn_done":
            return 0
        if k in ("supplement", "from_mwh", "to_mwh"):
            return 2 if want_today else -2
        if k == "load_done":
            return 0
        if k == "overtime":
            return 1 if a.args[0] else 0
        if k == "deal":
            return -4
        if k in ("offer_accept",):
            return -1
        if k == "offer_decline":
            return 0
        if k in ("offer_give", "offer_ask"):
            return -1
        if k == "offer_withdraw":
            return 1
        if k == "barter":
            return 0 if a.args[0] else 1
        if k == "embassy":
            return 2 if a.args[0] else 1
        if k == "hazard":
            return 2 if a.args[0] else 0
        if k == "steam":
            return {"public": 2, "private": 1, "magic": 0}[a.args[0]]
        return GOOD.get(k, 1)


class Foreman(_Heuristic):
    name = "foreman"
    description = "keeps Steam up and fills the Today order when they run short"
    public_minded = True


class FreeRider(_Heuristic):
    name = "free_rider"
    description = "works for itself and lets others generate Steam and fill the Today order"
    public_minded = False


BOTS = {"foreman": Foreman, "free_rider": FreeRider}

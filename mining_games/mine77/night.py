"""The Night Shift, the two ways a game ends (after the last working day, or at once when a player
sinks to -10 VP) and the final count of points (mine77.txt: the Night Shift section, and the
sections on the game's end and final scoring)."""

from mining_games.core import count

from .data import (
    COMMISSARIAT_SLOTS,
    ENTRANCE,
    GOVERNMENT,
    HALL,
    LETTER,
    METAL,
    MINE,
    OBJECTIVES,
    OBJECTIVES_KEPT,
    ROSANA_COMMISSARIAT_VP,
    SPACES,
    TROPHIES,
    group_word,
    res_word,
)
from .surface import squares_filled


class Night:
    """Mixin: the Night Shift and the end."""

    def _step_night(self):
        self.enter_phase("Night Shift")
        self.fire("mine77.night.start", day=self.day)
        self.chain(*[[step] for step in ("promises", "gov_check", "gov_rotate", "steam_maintenance", "heal",
                                         "elven_orders", "reactivate", "night_end")])

    # 1. Government Orders
    def _step_gov_check(self):
        missing = len(self.today_open())
        if not missing:
            self.fire("mine77.government.check", result="is fulfilled", missing=0)
            return
        what = ", ".join(group_word(self.today["slots"][i]) for i in self.today_open())
        self.fire("mine77.government.check", result=f"misses {count(missing, 'resource')} ({what})", missing=missing)
        self.shared_loss("mine77.government.penalty", missing, self.by_seat(), "the unfilled Today order")

    def _step_gov_rotate(self):
        held = self.holding("today")
        self.fire("mine77.government.rotate", what=", ".join(res_word(r, n) for r, n in held.items()) or "nothing")
        for r, n in held.items():
            self.transfer(r, n, "today", "supply")
        self.discard_cards("government", [self.today["card"]], "government.today")
        self.transfer("government_card", 1, "government.tomorrow", "government.today")
        self.set_today(self.tomorrow)
        drawn = self.draw_cards("government", 1, "government.tomorrow")
        self.tomorrow = drawn[0] if drawn else None

    def set_today(self, card):
        self.today = {"card": card, "slots": list(GOVERNMENT[card]), "filled": [None] * len(GOVERNMENT[card]),
                      "done": False}

    # 2. Steam maintenance
    def _step_steam_maintenance(self):
        s = self.tracks["steam"]
        if s >= 0:
            self.fire("mine77.night.steam_carried", steam=s)
            return
        self.fire("mine77.night.steam_reset", steam=s)
        self.move_track("steam", 0)
        self.shared_loss("mine77.night.steam_penalty", -s, self.by_seat(), "negative Steam")

    # 3. Heal
    def _step_heal(self):
        released = []
        for q in self.by_seat():
            for w, loc in enumerate(self.workers[q]):
                if loc == "ICU":
                    self.fire("mine77.hospital.step", q, worker=LETTER[w], how="recovers overnight to the General Ward")
                    self.workers[q][w] = "Ward"
                elif loc == "Ward":
                    self.fire("mine77.hospital.step", q, worker=LETTER[w],
                              how="is released overnight to the Elevator Hall")
                    self.workers[q][w] = HALL
                    released.append([q, w])
        if released:
            self.first("hall_together", released)     # all of them together: no seat socialises or brawls first

    # 5. Reactivation and clearing
    def _step_reactivate(self):
        self.fire("mine77.night.reactivate")
        n = len(self.players)
        self.spaces = {seg: [-1 if lo <= n else -2 for lo in los] for seg, los in SPACES.items()}
        self.incinerator_used = [False] * n
        self.crane_used = [False] * n
        self.bought_today = 0
        for slot in COMMISSARIAT_SLOTS:                 # an empty slot takes the next card of the deck, if any
            if not self.pile_size(slot):
                self.move_cards("commissariat", slot)

    def _step_night_end(self):
        self.fire("mine77.night.end", day=self.day)
        self.end_round()
        if self.day >= self.options.days:
            self.chain(["final_scoring", "mine77.end.week"])
            return
        self.day += 1
        self.chain(["shift"])

    # Disaster
    def _step_disaster(self):
        """Disaster: the players a loss took to -10 VP end the game together, at once; Final Scoring follows."""
        fallen = self.disaster
        self.fire("mine77.end.disaster", players=fallen, vps=[self.vp(q) for q in fallen])
        self.chain(["final_scoring", "mine77.end.disaster_loses"])

    # ------------------------------------------------------------------ Final Scoring

    def _step_final_scoring(self, ending):
        """Final Scoring, step 1 for all players together (``score_rosettes``), then steps 2-4 for each player; the
        Secret Objectives are measured for everybody before step 1 (an objective counting what a player holds before
        Final Scoring)."""
        self.enter_phase("Final Scoring")
        for q in self.by_seat():
            self.objective_facts[q] = self.objective_measure(q)
        self.score_rosettes()
        for q in self.by_seat():
            me = self.account(q)
            magic = self.held(me, "magic")
            if magic >= 2:
                self.fire("mine77.score.magic", q, n=magic // 2 * 2, vp=magic // 2)
                self.transfer("magic", magic // 2 * 2, me, "supply")
                self.gain_vp(q, magic // 2)
            counts = [self.held(me, t) for t in TROPHIES]
            if sum(counts):
                sets = min(counts)
                self.fire("mine77.score.trophies", q, n=sum(counts), sets=sets, vp=sum(counts) + 2 * sets)
                self.gain_vp(q, sum(counts) + 2 * sets)
            if q in self.npcs and self.npc_orders[q]:
                n = len(self.npc_orders[q])
                self.fire("mine77.npc.rosana_score", q, n=n, vp=n * ROSANA_COMMISSARIAT_VP)
                self.gain_vp(q, n * ROSANA_COMMISSARIAT_VP)
            obj = self.objective(q)
            if obj is not None:
                kind, need, bonus = OBJECTIVES[obj]
                have = self.objective_facts[q]
                ok = have >= need
                self.fire("mine77.score.objective", q, what=self.objective_words(obj), have=have,
                          result=f"scores {bonus} VP" if ok else "is not met")
                self.turn_pile(OBJECTIVES_KEPT[q], "up")                 # step 4: revealed
                if ok:
                    self.gain_vp(q, bonus)
        self.end_game(ending, **({"players": list(self.disaster)} if self.disaster else {}))

    def score_rosettes(self):
        """Final Scoring, step 1 (Rosettes: 1 per worker at the Entrance, then 1 VP per full set of 3), done by all the
        players at once, so that no seat takes its Entrance Rosettes first from a stock that could run short. Every
        player first spends the full sets they already hold (back to the stock), then takes the Entrance Rosettes and
        spends the sets these complete: the VP are the printed step's (a set per 3 of the Rosettes held and gained)
        and, as every player then holds at most 2 before taking at most 4, the 24 Rosettes cover everybody
        (5 x 2 + 4 <= 24)."""
        for q in self.by_seat():
            self.spend_rosette_sets(q)
        for q in self.by_seat():
            at_entrance = sum(1 for loc in self.workers[q] if loc == ENTRANCE)
            if at_entrance:
                self.fire("mine77.score.entrance", q, n=at_entrance)
                self.gain_rosettes(q, at_entrance)
                self.spend_rosette_sets(q)

    def spend_rosette_sets(self, q):
        """Final Scoring, step 1: q's full sets of 3 Rosettes score 1 VP each and go back to the stock."""
        ros = self.held(self.account(q), "rosette")
        if ros >= 3:
            self.fire("mine77.score.rosettes", q, sets=ros // 3, n=ros // 3 * 3)
            self.pay_rosettes(q, ros // 3 * 3)
            self.gain_vp(q, ros // 3)

    def objective_measure(self, q):
        obj = self.objective(q)
        kind = OBJECTIVES[obj][0] if obj is not None else None
        me = self.account(q)
        if kind == "trophies":
            return sum(self.held(me, t) for t in TROPHIES)
        if kind == "rosettes":
            return self.held(me, "rosette")
        if kind == "magic":
            return self.held(me, "magic")
        if kind == "research":
            return squares_filled(self.grids[q])
        if kind == "elven":
            return self.completed[q]
        if kind == "commissariat":
            return self.bought[q]
        if kind == "mine_workers":
            return sum(1 for loc in self.workers[q] if loc in MINE)
        if kind == "metal":
            return sum(self.held(me, r) for r in METAL)
        if kind == "improvements":
            return sum(1 for v in self.improvements[q].values() if v) - (1 if q in self.npcs else 0)
        return 0

    def score(self, p):
        return self.vp(p)

    def score_breakdown(self, p):
        me = self.account(p)
        return {"VP": self.vp(p), "Rosettes": self.held(me, "rosette"), "Magic": self.held(me, "magic"),
                "Trophies": sum(self.held(me, t) for t in TROPHIES)}

    def standings(self):
        """Ranked by VP (joint wins possible); every player who fell to -10 always loses (Disaster): they rank after
        the others, and when all of them fell nobody wins."""
        rows = super().standings()
        fallen = self.disaster
        if not fallen:
            return rows
        rows = [r for r in rows if r["player"] not in fallen] + [r for r in rows if r["player"] in fallen]
        rank, previous = 0, None
        for i, r in enumerate(rows):
            key = (r["player"] in fallen, r["score"], r["tiebreak"])
            if key != previous:
                rank, previous = i + 1, key
            r["rank"] = rank
            r["winner"] = self.over and rank == 1 and r["player"] not in fallen
        return rows

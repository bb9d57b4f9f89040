"""The Mine rondel's actions (mine77.txt, The Mine Rondel): the Elevator Hall (socialising, brawling,
Barbara's Barter Bar), Farming, Mining, Patrol (with the Hospital), Shipping, Steam Generation (with
Bonus Steam and Ka-Boom!) and the Secret Shredder."""

from mining_games.core import count, discard_pile

from .actions import shared_action
from .data import (
    BURNABLE,
    CART_SEATS,
    CARTS,
    FARM_BOX,
    FARM_CROPS,
    FOOD,
    GROUPS,
    HALL,
    HANDS,
    HARVEST_FIELDS,
    LETTER,
    MINING_CARDS,
    ORDERS,
    PATROL,
    PATROL_BACKS,
    PATROL_CARDS,
    PATROL_MAX,
    RESOLUTION,
    STEAM_BOXES,
    TROPHIES,
    TROPHY_NAMES,
    group_word,
    res_word,
)

HAND_FLOOR = 5


def reward_words(items):
    parts = []
    for r in sorted(set(items), key=items.index):
        n = items.count(r)
        parts.append(f"{n} {TROPHY_NAMES[r]}{'' if n == 1 else 's'}" if r in TROPHIES else res_word(r, n))
    return " + ".join(parts) or "nothing"


class Mine:
    """Mixin: the Mine rondel."""

    # ------------------------------------------------------------------ Elevator Hall

    def _step_hall(self, p, w, barter):
        """Elevator Hall: a worker ends a movement here or is placed here: Socialising, Brawling, then (on the
        player's turn) Barbara's Barter Bar."""
        if self.workers[p][w] != HALL:
            return
        if self.socialises(p, w):
            self.fire("mine77.hall.social", p, worker=LETTER[w])
            self.gain_rosettes(p, 1)
        self.brawl()
        if barter and self.workers[p][w] == HALL and sum(self.stock(p).values()) >= 2:
            if p in self.npcs:
                self.fire("mine77.npc.no_trade", p)
            else:
                self.ask(p, "barter")

    def _step_hall_together(self, arrivals):
        """Elevator Hall, for workers placed there together (released from the Hospital at night: Night Shift step 3
        moves them all together; leaving the Elven Embassy: they move together): all of them are there before anything
        happens, so each checks Socialising first, then comes one Brawling check per worker placed. No seat goes
        first: a Rosette the stock cannot give to every socialising player alike goes to none (``rosette_shares``).
        They do not barter: it is nobody's turn."""
        here = [(p, w) for p, w in arrivals if self.workers[p][w] == HALL]
        social = [(p, w) for p, w in here if self.socialises(p, w)]
        due = {}
        for p, _ in social:
            due[p] = due.get(p, 0) + 1
        shares = self.rosette_shares(due)
        for p, w in social:
            self.fire("mine77.hall.social", p, worker=LETTER[w])
            self.gain_rosettes(p, 1, allowed=shares[p])
            shares[p] = max(0, shares[p] - 1)
        for _ in here:
            self.brawl()

    def socialises(self, p, w):
        """Socialising: another of p's workers is in the Hall."""
        return any(loc == HALL and x != w for x, loc in enumerate(self.workers[p]))

    def brawl(self):
        """Brawling: with 5 or more workers in the Hall, one of them chosen at random goes to the General Ward."""
        there = [(q, x) for q in self.by_seat() for x, loc in enumerate(self.workers[q]) if loc == HALL]
        if len(there) >= 5:
            q, x = there[self.rng.randrange(len(there))]
            self.fire("mine77.hall.brawl", q, workers=len(there), worker=LETTER[x])
            self.workers[q][x] = "Ward"

    def _menu_barter(self, p):
        return [shared_action(p, "barter", (True,)), shared_action(p, "barter", (False,))]

    def _do_barter(self, a):
        p = a.player
        if not a.args[0]:
            self.fire("mine77.hall.no_trade", p)
            return
        self.start_pay(p, (("any", 2),), "mine77.stock.pay", ["barter_take", p])

    def _step_barter_take(self, p):
        menu = self.stage_menu(p, "barter_take")
        if menu:
            self.ask(p, "barter_take", menu=menu)
        else:
            self.fire("mine77.storage.no_room", p, what="anything from the Barter Bar")

    def _menu_barter_take(self, p):
        return [shared_action(p, "barter_take", (r,)) for r in GROUPS["any_but_magic"]
                if self.held("supply", r) and self.fits(p, r)]

    def _do_barter_take(self, a):
        p, r = a.player, a.args[0]
        self.fire("mine77.hall.barter", p, what=res_word(r))
        self.transfer(r, 1, "supply", self.account(p))

    # ------------------------------------------------------------------ Farming

    def _can_farming(self, p):
        return any(self.fields[k] for k in range(HARVEST_FIELDS))

    def _action_farming(self, p, w):
        self.ask(p, "harvest")

    def _menu_harvest(self, p):
        return [shared_action(p, "harvest", (k, reward_words(self.fields[k]))) for k in range(HARVEST_FIELDS)
                if self.fields[k]]

    def _do_harvest(self, a):
        p, k = a.player, a.args[0]
        crop = self.fields[k]
        self.fire("mine77.farming.harvest", p, field=k + 1, what=reward_words(crop))
        for r in sorted(set(crop)):
            self.transfer(r, crop.count(r), f"field{k + 1}", "loading")
        self.fields = self.fields[:k] + self.fields[k + 1:] + [[]]
        # the ledger follows the fields one step to the left
        for j in range(k, len(self.fields) - 1):
            for r in sorted(set(self.fields[j])):
                self.transfer(r, self.fields[j].count(r), f"field{j + 2}", f"field{j + 1}")
        self.fire("mine77.farming.grow", p, field=k + 1)
        self.start_load(p, sorted(crop), board=True, then=["farm_sow", p])

    def _step_farm_sow(self, p):
        self.sow_field = next((k for k in (3, 4) if not self.fields[k]), None)
        if self.sow_field is None:
            self.fire("mine77.farming.no_field", p)
            self.first("farm_board", p)
            return
        self.first("sow_next", p)

    def _step_sow_next(self, p):
        if len(self.fields[self.sow_field]) < FARM_BOX and self.holding("farm"):
            self.ask(p, "sow")
        else:
            self.first("farm_board", p)

    def _menu_sow(self, p):
        A = shared_action
        return [A(p, "sow", (r,)) for r in FARM_CROPS if self.held("farm", r)] + [A(p, "sow_stop")]

    def _do_sow(self, a):
        p, r = a.player, a.args[0]
        k = self.sow_field
        self.fields[k].append(r)
        self.fire("mine77.farming.sow", p, what=res_word(r), field=k + 1, n=len(self.fields[k]))
        self.transfer(r, 1, "farm", f"field{k + 1}")
        self.first("sow_next", p)

    def _do_sow_stop(self, a):
        self.fire("mine77.action.done", a.player, what=f"sowing ({len(self.fields[self.sow_field])} in the field)")
        self.first("farm_board", a.player)

    def _step_farm_board(self, p):
        self.sow_field = None
        self.first("farm_supplies")
        self.first("board", p, self.action_worker)

    def _step_farm_supplies(self):
        got = [r for r in FARM_CROPS if self.held("supply", r)]
        self.fire("mine77.farming.supplies", what=", ".join(res_word(r) for r in got) or "nothing")
        for r in got:
            self.transfer(r, 1, "supply", "farm")

    # ------------------------------------------------------------------ Mining

    def _can_mining(self, p):
        return bool(self.steam_sources(p))

    def _action_mining(self, p, w):
        self.start_steam(p, "Mining", ["mine_pick", p])

    def _step_mine_pick(self, p):
        self.ask(p, "mine_card")

    def _menu_mine_card(self, p):
        A = shared_action
        out = []
        for slot, c in enumerate(self.pile("mining.row")):
            for s, name in ((0, "dark"), (1, "light")):
                out.append(A(p, "mine_card", (slot, s, name, reward_words(_items(MINING_CARDS[c][s])))))
        return out

    def _do_mine_card(self, a):
        p, slot, s = a.player, a.args[0], a.args[1]
        c = self.pile("mining.row")[slot]
        want = MINING_CARDS[c][s]
        self.fire("mine77.mining.mine", p, slot=slot + 1, set=a.args[2], what=reward_words(_items(want)))
        got = []
        for r, n in want.items():
            if r in TROPHIES:
                self.gain_trophy(p, r, n)
            else:
                k = min(n, self.held("supply", r))
                if k:
                    self.transfer(r, k, "supply", "loading")
                got += [r] * k
        self.refill_mining(slot, c)
        self.start_load(p, got, board=True, then=["board", p, self.action_worker])

    def refill_mining(self, slot, c):
        """The Mining card ``c`` used (in ``slot``) goes to the discards; the other card moves up and the deck's top
        card takes the second slot (Prepare the Organiser Board, steps 1-2)."""
        with self.aside():
            self.fire("mine77.mining.refill", slot=slot + 1)
            self.refill_row("mining", c)

    def refill_row(self, kind, c):
        """Card ``c`` of the Mining or Patrol row (``kind``) goes to the discards and the deck's top card joins the
        row; a deck that has run out is made again from its discards, shuffled (``cards.reshuffle``)."""
        deck, row, discards = f"{kind}.deck", f"{kind}.row", f"{kind}.discard"
        self.move_cards(row, discards, cards=[c], to_bottom=True)
        if not self.pile_size(deck) and self.pile_size(discards):
            self.shuffle_pile(discards, "mine77.cards.reshuffle")
            self.move_cards(discards, deck, self.pile_size(discards))
        self.move_cards(deck, row, to_bottom=True)

    def gain_trophy(self, p, kind, n=1):
        """Take n trophies of a kind from the stock (8 of each), never past 6 on a player board."""
        room = 6 - sum(self.held(self.account(p), t) for t in TROPHIES)
        got = max(0, min(n, room, self.held("trophies", kind)))
        with self.aside():
            self.fire("mine77.trophy.gain", p, trophy=TROPHY_NAMES[kind], n=got, asked=n)
            if got:
                self.transfer(kind, got, "trophies", self.account(p))

    # ------------------------------------------------------------------ Patrol

    def patrol_team(self, p, w):
        """The Patrol Leader, p's other workers on the Patrol, then the others' in seat order from p: at most 4."""
        team = [(p, w)] + [(p, x) for x, loc in enumerate(self.workers[p]) if loc == PATROL and x != w]
        for q in self.clockwise(p):
            if q != p:
                team += [(q, x) for x, loc in enumerate(self.workers[q]) if loc == PATROL]
        return team[:PATROL_MAX]

    def viable_patrols(self, size):
        """Patrol, step 1: the places in the row of the face-down cards a team of ``size`` may take (their backs)."""
        return [k for k, c in enumerate(self.pile("patrol.row")) if PATROL_BACKS[c][0] <= size]

    def _can_patrol(self, p):
        size = min(PATROL_MAX, sum(1 for q in self.by_seat() for loc in self.workers[q] if loc == PATROL))
        return bool(self.viable_patrols(size))

    def _action_patrol(self, p, w):
        team = self.patrol_team(p, w)
        self.fire("mine77.patrol.team", p, n=len(team), names=", ".join(self.players[q] for q in
                                                                          dict.fromkeys(q for q, _ in team)))
        self.patrol = {"leader": p, "team": team, "boxes": [None] * PATROL_MAX, "k": 0, "card": None,
                       "res": None, "box": 0, "paid": [], "wounds": [0] * PATROL_MAX, "hz": 0}
        self.first("patrol_place")

    def _step_patrol_place(self):
        pt = self.patrol
        if pt["k"] >= len(pt["team"]):
            self.ask(pt["leader"], "patrol_card")
            return
        q, x = pt["team"][pt["k"]]
        free = [b for b in range(PATROL_MAX) if pt["boxes"][b] is None]
        if len(free) == 1:
            self._patrol_box(q, free[0])
        else:
            self.ask(q, "patrol_box")

    def _menu_patrol_box(self, q):
        pt = self.patrol
        return [shared_action(q, "patrol_box", (b + 1,)) for b in range(PATROL_MAX) if pt["boxes"][b] is None]

    def _do_patrol_box(self, a):
        self._patrol_box(a.player, a.args[0] - 1)

    def _patrol_box(self, q, b):
        pt = self.patrol
        _, x = pt["team"][pt["k"]]
        pt["boxes"][b] = [q, x]
        pt["k"] += 1
        self.fire("mine77.patrol.box", q, worker=LETTER[x], box=b + 1)
        self.first("patrol_place")

    def _menu_patrol_card(self, p):
        """Patrol, step 3: the viable face-down cards, by place (the label shows the workers on the back; the
        arguments keep the rewards of end A, as saves have recorded them)."""
        row, out = self.pile("patrol.row"), []
        for k in self.viable_patrols(len(self.patrol["team"])):
            c = row[k]
            out.append(shared_action(p, "patrol_card", (k, PATROL_CARDS[c][0], reward_words(list(PATROL_CARDS[c][1])))))
        return out

    def _do_patrol_card(self, a):
        p, k = a.player, a.args[0]
        pt = self.patrol
        c = self.pile("patrol.row")[k]
        pt["card"] = c
        self.fire("mine77.patrol.choose", p, n=PATROL_CARDS[c][0], a=reward_words(list(PATROL_CARDS[c][1])),
                  b=reward_words(list(PATROL_CARDS[c][2])))
        self.refill_patrol(k, c)
        res = self.draw_cards("resolution", 1, "patrol.area")
        pt["res"] = res[0]
        with self.aside():
            self.fire("mine77.patrol.resolution", p, card=res[0] + 1)
        self.first("patrol_walk")

    def refill_patrol(self, k, c):
        """The Patrol card ``c`` chosen (in place ``k``) goes to the discards; the deck's top card takes its place in
        the row, face down (Prepare the Organiser Board, steps 3-4)."""
        with self.aside():
            self.fire("mine77.patrol.refill", slot=k + 1)
            self.refill_row("patrol", c)

    def _step_patrol_walk(self):
        """Follow each worker's path in box order; hazards are paid or wounded."""
        pt = self.patrol
        res = RESOLUTION[pt["res"]]
        while pt["box"] < PATROL_MAX:
            b = pt["box"]
            if pt["boxes"][b] is None:
                pt["box"] += 1
                pt["hz"] = 0
                continue
            q, x = pt["boxes"][b]
            hazards = res["paths"][b]
            while pt["hz"] < len(hazards):
                h = hazards[pt["hz"]]
                kind = res["hazards"][h]
                if kind == "skull":
                    pt["hz"] += 1
                    pt["wounds"][b] += 1
                    self.fire("mine77.patrol.hazard", q, worker=LETTER[x],
                              how=f"meets a skull from box {b + 1}: 1 wound")
                    continue
                if h in pt["paid"]:
                    pt["hz"] += 1
                    self.fire("mine77.patrol.hazard", q, worker=LETTER[x],
                              how=f"passes the {group_word(kind)} hazard, already paid")
                    continue
                if self.can_pay(q, ((kind, 1),)):
                    self.ask(q, "hazard")
                    return
                pt["hz"] += 1
                pt["wounds"][b] += 1
                self.fire("mine77.patrol.hazard", q, worker=LETTER[x],
                          how=f"cannot pay the {group_word(kind)} hazard: 1 wound")
            pt["box"] += 1
            pt["hz"] = 0
        self.first("patrol_rewards")

    def _menu_hazard(self, q):
        pt = self.patrol
        res = RESOLUTION[pt["res"]]
        b = pt["box"]
        kind = res["hazards"][res["paths"][b][pt["hz"]]]
        held = [r for r in GROUPS[kind] if self.held(self.account(q), r)]
        if "magic" not in held and self.held(self.account(q), "magic"):
            held.append("magic")                      # Magic stands in for any resource
        return [shared_action(q, "hazard", (r, group_word(kind))) for r in held] + [
            shared_action(q, "hazard", ("", group_word(kind)))]

    def _do_hazard(self, a):
        q, r = a.player, a.args[0]
        pt = self.patrol
        res = RESOLUTION[pt["res"]]
        b = pt["box"]
        h = res["paths"][b][pt["hz"]]
        x = pt["boxes"][b][1]
        pt["hz"] += 1
        if r:
            pt["paid"].append(h)
            self.fire("mine77.patrol.hazard", q, worker=LETTER[x], how=f"pays {res_word(r)} at the {a.args[1]} hazard")
            self.transfer(r, 1, self.account(q), "supply")
        else:
            pt["wounds"][b] += 1
            self.fire("mine77.patrol.hazard", q, worker=LETTER[x], how=f"takes a wound at the {a.args[1]} hazard")
        self.first("patrol_walk")

    def _step_patrol_rewards(self):
        """Wounds send workers to the Hospital; workers reaching the same end share its reward in box order;
        3 wounds or more earn 1 Rosette instead."""
        pt = self.patrol
        res = RESOLUTION[pt["res"]]
        card = PATROL_CARDS[pt["card"]]
        shares = {}
        for end, items in (("A", card[1]), ("B", card[2])):
            takers = [b for b in range(PATROL_MAX) if pt["boxes"][b] is not None and res["ends"][b] == end
                      and pt["wounds"][b] < 3]
            for i, item in enumerate(items):
                if takers:
                    shares.setdefault(takers[i % len(takers)], []).append(item)
        loads = []
        for b in range(PATROL_MAX):
            if pt["boxes"][b] is None:
                continue
            q, x = pt["boxes"][b]
            wounds = pt["wounds"][b]
            if wounds >= 3:
                self.fire("mine77.patrol.icu_rosette", q, worker=LETTER[x], wounds=wounds)
                self.workers[q][x] = "ICU"
                self.gain_rosettes(q, 1)
                continue
            got = shares.get(b, [])
            self.fire("mine77.patrol.reward", q, worker=LETTER[x], end=res["ends"][b], what=reward_words(got))
            if wounds == 2:
                self.workers[q][x] = "ICU"
                self.fire("mine77.hospital.icu", q, worker=LETTER[x], wounds=2)
            elif wounds == 1:
                self.workers[q][x] = "Ward"
                self.fire("mine77.hospital.ward", q, worker=LETTER[x])
            resources = []
            for item in got:
                if item in TROPHIES:
                    self.gain_trophy(q, item)
                elif self.held("supply", item):
                    resources.append(item)
            if resources:
                loads.append([q, resources])
        self.fire("mine77.patrol.done", pt["leader"])
        self.discard_cards("resolution", [pt["res"]], "patrol.area")
        self.patrol = None
        for q, resources in reversed(loads):
            self.first("patrol_load", q, resources)

    def _step_patrol_load(self, q, resources):
        self.fire("mine77.patrol.collect", q, what=reward_words(resources))
        for r in sorted(set(resources)):
            self.transfer(r, resources.count(r), "supply", "loading")
        self.start_load(q, resources, board=False, then=None)

    # ------------------------------------------------------------------ Shipping

    def _can_shipping(self, p):
        return True

    def _action_shipping(self, p, w):
        self.start_steam(p, "Shipping", ["ship_board", p, w], deficit=True)

    def free_seat(self, c):
        seats = self.train[c]["seats"]
        return seats.index(None) if None in seats else None

    def _step_ship_board(self, p, w):
        self.ship_worker = w
        self.ask(p, "ship_seat")

    def _menu_ship_seat(self, p):
        A = shared_action
        out = [A(p, "ship_seat", (c + 1, self.free_seat(c) + 1)) for c in range(CARTS) if self.free_seat(c) is not None]
        return out or [A(p, "ship_seat", (c + 1, 3)) for c in range(CARTS)]

    def _do_ship_seat(self, a):
        p, c, seat = a.player, a.args[0] - 1, a.args[1]
        w, self.ship_worker = self.ship_worker, None
        self.seat_worker(p, w, c, seat)
        self.first("ship_done", p)
        self.first("depart")

    def seat_worker(self, p, w, c, seat):
        if seat <= CART_SEATS:
            self.train[c]["seats"][seat - 1] = [p, w]
            self.fire("mine77.train.board", p, worker=LETTER[w], cart=c + 1, seat=seat)
        else:
            self.train[c]["riders"].append([p, w])
            self.fire("mine77.shipping.ride", p, worker=LETTER[w], cart=c + 1)
        self.workers[p][w] = "Train"

    def _step_ship_done(self, p):
        self.fire("mine77.shipping.rosette", p)
        self.gain_rosettes(p, 1)

    # ------------------------------------------------------------------ Steam Generation

    def _can_steam(self, p):
        return True

    def _action_steam(self, p, w):
        box = max(k for k, q in enumerate(self.spaces[12]) if q == p)
        n = STEAM_BOXES[box]
        self.earned = {}
        # Reward: 1 Rosette or 1 Food for each Steam generated (the steam_reward option changes the 1)
        self.gen = {"left": n * self.options.steam_reward, "burned": 0}
        self.first("steam_reward_next", p)     # after a Ka-Boom's loss, which comes at once
        self.raise_steam("mine77.steam.generate", p, n, box=box + 1, n=n)

    def _step_steam_reward_next(self, p):
        if self.gen["left"] > 0:
            menu = self.stage_menu(p, "steam_reward")
            if menu:
                self.ask(p, "steam_reward", menu=menu)
                return
            self.fire("mine77.storage.rosettes_out", p, rosettes=self.gen["left"], no_food=True)
            self.gen["left"] = 0
        self.first("burn_next", p)

    def _menu_steam_reward(self, p):
        A = shared_action
        out = [A(p, "steam_reward", ("rosette",))] if self.rosettes_left() else []
        return out + [A(p, "steam_reward", (r,)) for r in FOOD if self.held("supply", r) and self.fits(p, r)]

    def _do_steam_reward(self, a):
        p, what = a.player, a.args[0]
        self.gen["left"] -= 1
        self.fire("mine77.steam.reward", p, what="1 Rosette" if what == "rosette" else res_word(what))
        if what == "rosette":
            self.gain_rosettes(p, 1)
        else:
            self.transfer(what, 1, "supply", self.account(p))
            self.earned[what] = self.earned.get(what, 0) + 1
        self.first("steam_reward_next", p)

    def burnable(self, p):
        return [r for r in BURNABLE if self.held(self.account(p), r) > self.earned.get(r, 0)]

    def _step_burn_next(self, p):
        if self.burnable(p) and p not in self.npcs:
            self.ask(p, "steam_burn")
        else:
            self.earned = {}
            self.gen = None

    def _menu_steam_burn(self, p):
        A = shared_action
        out = []
        rewards = ["rosette"] * (self.rosettes_left() > 0) + [r for r in FOOD if self.held("supply", r)]
        if self.held(self.account(p), "private_steam") < 2:
            rewards.append("private_steam")
        for r in self.burnable(p):
            out += [A(p, "burn", (r, x)) for x in rewards]
        return out + [A(p, "burn_done")]

    def _do_burn(self, a):
        p, r, x = a.player, a.args[0], a.args[1]
        self.gen["burned"] += 1
        self.first("burn_next", p)             # after a Ka-Boom's loss, which comes at once
        self.raise_steam("mine77.steam.burn", p, 1, what=res_word(r), reward={
            "rosette": "1 Rosette", "private_steam": "1 Private Steam"}.get(x) or res_word(x))
        self.transfer(r, 1, self.account(p), "supply")
        if x == "rosette":
            self.gain_rosettes(p, 1)
        elif x == "private_steam":
            self.transfer("private_steam", 1, "bank", self.account(p))
        elif self.fits(p, x):
            self.transfer(x, 1, "supply", self.account(p))
            self.earned[x] = self.earned.get(x, 0) + 1

    def _do_burn_done(self, a):
        self.fire("mine77.action.done", a.player, what=f"burning ({self.gen['burned']} burned)")
        self.earned = {}
        self.gen = None

    # ------------------------------------------------------------------ Secret Shredder

    def deck_total(self, p):
        """The size of p's Work Order deck: draw pile, discards and hand (the Secret Shredder: never below 5)."""
        return self.pile_size(ORDERS[p]) + self.pile_size(discard_pile(ORDERS[p])) + self.pile_size(HANDS[p])

    def shred_cost(self, p):
        return self.shredded[p]

    def shreddable(self, p):
        me = self.account(p)
        if self.deck_total(p) <= HAND_FLOOR or self.held(me, "rosette") + self.held(me, "magic") < self.shred_cost(p):
            return []
        out = []
        for c in self.pile(HANDS[p]):
            if ("hand", c) not in out:
                out.append(("hand", c))
        for c in self.pile(discard_pile(ORDERS[p])):
            if ("discard", c) not in out:
                out.append(("discard", c))
        return out

    def _can_shredder(self, p):
        return bool(self.steam_sources(p)) and bool(self.shreddable(p))

    def _action_shredder(self, p, w):
        self.shred_visit = 0
        self.start_steam(p, "the Secret Shredder", ["shred_next", p])

    def _step_shred_next(self, p):
        if self.shreddable(p):
            self.ask(p, "shred")
        else:
            self.first("shred_end", p)

    def _menu_shred(self, p):
        A = shared_action
        cost = self.shred_cost(p)
        return [A(p, "shred", (where, c, self.card_words(c), cost)) for where, c in self.shreddable(p)] + [A(p, "shred_stop")]  # noqa: E501

    def _do_shred(self, a):
        p, where, c = a.player, a.args[0], a.args[1]
        cost = self.shred_cost(p)
        ros = min(cost, self.held(self.account(p), "rosette"))   # Rosettes first: Magic is worth more at the end
        paid = [count(ros, "Rosette")] if ros else []
        if cost > ros:
            paid.append(f"{cost - ros} Magic in place of " + ("a Rosette" if cost - ros == 1 else "Rosettes"))
        self.fire("mine77.shredder.shred", p, card=self.card_words(c), where=where,
                  cost=" and ".join(paid) if cost else "nothing")
        self.pay_rosettes(p, ros)
        if cost > ros:
            self.transfer("magic", cost - ros, self.account(p), "supply")
        self.take_cards(HANDS[p] if where == "hand" else discard_pile(ORDERS[p]), dst="shredded", cards=[c])
        self.shredded[p] += 1
        self.shred_visit += 1
        self.first("shred_next", p)

    def _do_shred_stop(self, a):
        self.fire("mine77.action.done", a.player, what=f"shredding ({self.shred_visit} shredded)")
        self.first("shred_end", a.player)

    def _step_shred_end(self, p):
        if self.shred_visit:
            self.fire("mine77.shredder.draw", p, private=True)
            self.draw_orders(p, 1)
        self.shred_visit = 0


def _items(d):
    out = []
    for r, n in d.items():
        out += [r] * n
    return out

"""Loading the Train and its arrival (mine77.txt, Farming/Mining step "place them in any of the 3
Carts", Mine Warehouse, Reconfiguring the Stock, Crane, Elven Embassy Cards, Station: Arrival of a
Train, Government Order Cards): resources one at a time into carts, the Mine Warehouse, an Elven
order or (with the Crane) the warehouse; boarding; confiscation, accepted and rejected carts, and
sharing a cart's contents by seat."""

from .actions import shared_action
from .data import CART_SEATS, CARTS, GROUPS, LETTER, RESOURCES, group_word, res_word

CRANE_LIFT = 2


class Train:
    """Mixin: distributing produced resources, boarding, the Train's arrival at the Station."""

    # ------------------------------------------------------------------ loading

    def start_load(self, p, resources, board, then):
        """Resources already moved to the 'loading' account are placed one by one by p."""
        self.load = {"p": p, "left": list(resources), "carts": [], "board": board, "mwh": False, "craned": 0,
                     "in": [], "out": []}
        if then:
            self.first(*then)
        self.first("load_next")

    def _step_load_next(self):
        ld = self.load
        p = ld["p"]
        if ld["left"]:
            menu = self.stage_menu(p, "place")
            if not menu:
                r = ld["left"].pop(0)
                self.fire("mine77.train.excess", p, what=res_word(r))
                self.transfer(r, 1, "loading", "supply")
                self.first("load_next")
            else:
                self.ask(p, "place", menu=menu)
            return
        menu = self.stage_menu(p, "supplement")
        if menu[:-1]:
            self.ask(p, "supplement", menu=menu)
            return
        self.load_done()

    def load_done(self):
        self.last_load = {"p": self.load["p"], "carts": self.load["carts"]}
        self.load = None

    def _menu_place(self, p):
        A, ld = shared_action, self.load
        r = ld["left"][0]
        out = [A(p, "place", (r, "cart", c + 1)) for c in range(CARTS) if self.cart_room(c) > 0]
        if self.elven_need(p, r) is not None:
            out.append(A(p, "place", (r, "elven", 0)))
        crane = self.improvements[p]["crane"] and (ld["craned"] or not self.crane_used[p])
        if crane and ld["craned"] < CRANE_LIFT and self.fits(p, r):
            out.append(A(p, "place", (r, "crane", 0)))
        if self.mine_wh_room() > 0:
            out.append(A(p, "place", (r, "mine_wh", 0)))
        return out

    def _do_place(self, a):
        p, (r, where, c) = a.player, a.args
        ld = self.load
        ld["left"].pop(0)
        if where == "cart":
            self.fire("mine77.train.load", p, what=res_word(r), cart=c)
            self.transfer(r, 1, "loading", f"cart{c - 1}")
            if c - 1 not in ld["carts"]:
                ld["carts"].append(c - 1)
        elif where == "elven":
            self.elven_place(p, r, "loading")
        elif where == "crane":
            if not ld["craned"]:
                self.crane_used[p] = True
            ld["craned"] += 1
            self.fire("mine77.improve.crane", p, what=res_word(r))
            self.transfer(r, 1, "loading", self.account(p))
        else:
            ld["mwh"] = True
            self.fire("mine77.storage.stash", p, what=res_word(r), room=self.mine_wh_room() - 1)
            self.transfer(r, 1, "loading", "mine_wh")
        self.first("load_next")

    def _menu_supplement(self, p):
        """Supplement the carts from your warehouse; after using the Mine Warehouse, reconfigure it
        with the carts (each kind moves one way only in a visit, so the menu always ends)."""
        A, ld = shared_action, self.load
        space = any(self.cart_room(c) > 0 for c in range(CARTS))
        out = []
        if space:
            out += [A(p, "supplement", (r,)) for r in self.stock(p)]
        if ld["mwh"]:
            if space:
                out += [A(p, "from_mwh", (r,)) for r in self.holding("mine_wh") if r not in ld["out"]]
            if self.mine_wh_room() > 0:
                for c in range(CARTS):
                    out += [A(p, "to_mwh", (r, c + 1)) for r in self.holding(f"cart{c}") if r not in ld["in"]]
        return out + [A(p, "load_done")]

    def _do_supplement(self, a):
        self.cart_pick = {"what": a.args[0], "src": self.account(a.player), "why": "supplement"}
        self._pick_cart(a.player)

    def _do_from_mwh(self, a):
        self.load["in"].append(a.args[0]) if a.args[0] not in self.load["in"] else None
        self.cart_pick = {"what": a.args[0], "src": "mine_wh", "why": "reconfigure"}
        self._pick_cart(a.player)

    def _pick_cart(self, p):
        carts = [c for c in range(CARTS) if self.cart_room(c) > 0]
        if len(carts) == 1:
            self._into_cart(p, carts[0])
        else:
            self.ask(p, "cart")

    def _menu_cart(self, p):
        return [shared_action(p, "cart", (c + 1,)) for c in range(CARTS) if self.cart_room(c) > 0]

    def _do_cart(self, a):
        self._into_cart(a.player, a.args[0] - 1)

    def _into_cart(self, p, c):
        pick, self.cart_pick = self.cart_pick, None
        r = pick["what"]
        rule = "mine77.train.supplement" if pick["why"] == "supplement" else "mine77.storage.reconfigure"
        self.fire(rule, p, what=res_word(r), cart=c + 1, frm="your warehouse" if pick["why"] == "supplement"
                  else "the Mine Warehouse", to=f"cart {c + 1}")
        self.transfer(r, 1, pick["src"], f"cart{c}")
        if c not in self.load["carts"]:
            self.load["carts"].append(c)
        self.first("load_next")

    def _do_to_mwh(self, a):
        p, (r, c) = a.player, a.args
        if r not in self.load["out"]:
            self.load["out"].append(r)
        self.fire("mine77.storage.reconfigure", p, what=res_word(r), frm=f"cart {c}", to="the Mine Warehouse")
        self.transfer(r, 1, f"cart{c - 1}", "mine_wh")
        self.first("load_next")

    def _do_load_done(self, a):
        self.fire("mine77.train.loaded", a.player)
        self.load_done()

    # ------------------------------------------------------------------ boarding after Farming or Mining

    def _step_board(self, p, w):
        if self.workers[p][w] not in (8, 9):
            return
        carts = [c for c in self.last_load["carts"] if self.free_seat(c) is not None] if self.last_load else []
        if carts:
            self.board_worker = w
            self.ask(p, "board")

    def _menu_board(self, p):
        A = shared_action
        out = [A(p, "board", (c + 1, self.free_seat(c) + 1)) for c in sorted(self.last_load["carts"])
               if self.free_seat(c) is not None]
        return out + [A(p, "board", (0, 0))]

    def _do_board(self, a):
        p, c = a.player, a.args[0]
        w, self.board_worker = self.board_worker, None
        if c:
            self.seat_worker(p, w, c - 1, a.args[1])
        else:
            self.fire("mine77.train.stay", p, worker=LETTER[w])

    # ------------------------------------------------------------------ the Train departs and arrives

    def _step_depart(self):
        self.fire("mine77.shipping.depart")
        for c in reversed(range(CARTS)):
            self.first("arrive_cart", c)

    def aboard(self, c):
        t = self.train[c]
        return [s for s in t["seats"] if s is not None] + list(t["riders"])

    def today_open(self):
        """Indices of the Today order's unfilled slots."""
        return [i for i, f in enumerate(self.today["filled"]) if f is None]

    def matching(self, c):
        """Resource kinds in cart c that fill an open slot of Today."""
        kinds = self.holding(f"cart{c}")
        slots = [self.today["slots"][i] for i in self.today_open()]
        return [r for r in kinds if any(r in GROUPS[g] for g in slots)]

    def _step_arrive_cart(self, c):
        crew = self.aboard(c)
        load = self.holding(f"cart{c}")
        if not crew:
            if load:
                self.fire("mine77.train.unmanned", cart=c + 1, what=", ".join(res_word(r, n) for r, n in load.items()))
                for r, n in load.items():
                    self.transfer(r, n, f"cart{c}", "supply")
            return
        if not load:
            self.fire("mine77.train.empty", cart=c + 1, n=len(crew))
            self.first("unseat", c)
            return
        self.first("unseat", c)
        self.first("share_start", c)
        if self.matching(c):
            self.fire("mine77.train.accepted", crew[0][0], cart=c + 1)
            self.first("confiscate_next", c, [])
        else:
            self.fire("mine77.train.rejected", cart=c + 1)
            aboard = sorted({q for q, _ in crew})       # once per player, however many of their workers ride
            self.shared_loss("mine77.train.rejected_penalty", 1, aboard, f"a rejected cart {c + 1}")

    def _step_confiscate_next(self, c, taken):
        kinds = self.matching(c)
        if not kinds:
            self.first("accepted_score", c, len(taken))
            return
        if len(kinds) == 1:
            self._confiscate(c, kinds[0])
            self.first("confiscate_next", c, taken + [kinds[0]])
            return
        self.confiscating = [c, taken]
        self.ask(self.aboard(c)[0][0], "confiscate")

    def _menu_confiscate(self, p):
        c = self.confiscating[0]
        return [shared_action(p, "confiscate", (r, c + 1)) for r in self.matching(c)]

    def _do_confiscate(self, a):
        c, taken = self.confiscating
        self.confiscating = None
        self._confiscate(c, a.args[0])
        self.first("confiscate_next", c, taken + [a.args[0]])

    def _confiscate(self, c, r):
        """One resource onto the Today order: its own slot first, then a group slot, then Any."""
        slots = self.today["slots"]
        open_ = self.today_open()
        rank = {x: 0 for x in RESOURCES}
        rank.update({"food": 1, "material": 1, "metal": 1, "any": 2})
        i = min((i for i in open_ if r in GROUPS[slots[i]]), key=lambda i: (rank[slots[i]], i))
        self.today["filled"][i] = r
        self.fire("mine77.government.fill", cart=c + 1, what=res_word(r), slot=group_word(slots[i]),
                  left=len(open_) - 1)
        self.transfer(r, 1, f"cart{c}", "today")

    def _step_accepted_score(self, c, n):
        crew = self.aboard(c)
        for q in sorted({q for q, _ in crew}):
            self.fire("mine77.train.accepted_vp", q, cart=c + 1, n=n)
            self.gain_vp(q, 2)
        if not self.today_open() and not self.today["done"]:
            self.today["done"] = True
            q = crew[0][0]
            self.fire("mine77.government.complete", q)
            self.gain_trophy(q, "community")

    def _step_share_start(self, c):
        self.sharing = {"c": c, "turn": 0, "skips": 0}
        self.first("share_next")

    def _step_share_next(self):
        sh = self.sharing
        c = sh["c"]
        crew = self.aboard(c)
        load = self.holding(f"cart{c}")
        if not load:
            self.sharing = None
            return
        if sh["skips"] >= len(crew):
            self.fire("mine77.train.lost", cart=c + 1, what=", ".join(res_word(r, n) for r, n in load.items()))
            for r, n in load.items():
                self.transfer(r, n, f"cart{c}", "supply")
            self.sharing = None
            return
        q, _ = crew[sh["turn"] % len(crew)]
        sh["turn"] += 1
        kinds = [r for r in load if self.fits(q, r)]
        if not kinds:
            sh["skips"] += 1
            self.first("share_next")
            return
        sh["skips"] = 0
        if len(kinds) == 1:
            self._share(q, kinds[0])
        else:
            self.ask(q, "share")

    def _menu_share(self, q):
        c = self.sharing["c"]
        return [shared_action(q, "share", (r, c + 1)) for r in self.holding(f"cart{c}") if self.fits(q, r)]

    def _do_share(self, a):
        self._share(a.player, a.args[0])

    def _share(self, q, r):
        c = self.sharing["c"]
        self.fire("mine77.train.share", q, what=res_word(r), cart=c + 1)
        self.transfer(r, 1, f"cart{c}", self.account(q))
        self.first("share_next")

    def _step_unseat(self, c):
        crew = self.aboard(c)
        self.train[c] = {"seats": [None] * CART_SEATS, "riders": []}
        for q, w in crew:
            self.fire("mine77.train.station", q, worker=LETTER[w], cart=c + 1)
            self.workers[q][w] = 3

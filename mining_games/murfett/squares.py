"""Moving round the board and what each square does: starting squares, changing circuits, rolling,
the End of Period line, Buy or Drill squares (buying and exploring), price squares, Forfeit Lease,
Industrial Dispute, Plant Breakdown and site offices. Contract squares are in ``contracts.py``."""

from . import data
from .data import BOARD_SIZE, CIRCUITS, FIRST_AFTER_LINE, LEASE, LEASES_BY_COLOUR, SIDES, WHEELS

SQUARE_NAMES = {c: (None, *(data.square_name(s) for s in squares[1:])) for c, squares in CIRCUITS.items()}
OTHER = {"outer": "inner", "inner": "outer"}


class SquaresMixin:
    # ------------------------------------------------------------------ starting squares

    def _menu_start_side(self, p):
        return [self.Action(p, "start_side", (s,)) for s in SIDES]

    def _do_start_side(self, p, side):
        """How to Play: any outer square may be the start; the choice is split into side, then square."""
        self.start_side = side
        self._ask(p, "start_square")

    def _menu_start_square(self, p):
        side = self.start_side
        return [self.Action(p, "start_square", (s,)) for s in range(side, side + 8)]

    def _do_start_square(self, p, square):
        """How to Play: the token goes on the chosen outer square."""
        self.fire("murfett.setup.start", p, square=square, name=SQUARE_NAMES["outer"][square])
        self.square[p] = square
        self.start_side = None
        i = self.order.index(p) + 1
        if i < len(self.order):
            self._ask(self.order[i], "start_side")

    # ------------------------------------------------------------------ a turn: change circuit, roll

    def _menu_roll(self, p):
        return [self.Action(p, "roll"), self.Action(p, "switch", (OTHER[self.circuit[p]],))]

    def _do_switch(self, p, circuit):
        """Changing Circuits: before rolling, move to the same-numbered square of the other circuit."""
        self.fire("murfett.board.switch", p, square=self.square[p], circuit=circuit)
        self.circuit[p] = circuit
        self._do_roll(p)

    def _do_roll(self, p):
        """How to Play: two dice, clockwise; passing the line after 26 ends a period (Metal Sale)."""
        rng = self.rng
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        total = d1 + d2
        start = self.square[p]
        to = (start - 1 + total) % BOARD_SIZE + 1
        circuit = self.circuit[p]
        self.fire("murfett.board.move", p, d1=d1, d2=d2, total=total, circuit=circuit, frm=start, to=to,
                  name=SQUARE_NAMES[circuit][to])
        self.square[p] = to
        passed = 0 < (FIRST_AFTER_LINE - start) % BOARD_SIZE <= total
        self.pending = [["period"], ["land"], ["end_turn"]] if passed else [["land"], ["end_turn"]]

    def _step_period(self):
        """Metal Sale - Income: after the move, sell one unit per running contract (then loan interest)."""
        p = self.current
        cards = self.contracts_of(p)
        self.fire("murfett.board.end_of_period", p, contracts=len(cards))
        steps = [["sell", card] for card in cards]
        if self.held(self.account(p), "loan") < 0:
            steps.append(["interest"])
        self.pending[0:0] = steps

    # ------------------------------------------------------------------ landing

    def _step_land(self):
        """The square the token stopped on takes effect."""
        p = self.current
        square = CIRCUITS[self.circuit[p]][self.square[p]]
        getattr(self, "_land_" + square[0])(p, *square[1:])

    def _land_office(self, p):
        self.fire("murfett.board.office", p)

    # ------------------------------------------------------------------ Buy or Drill squares

    def _land_lease(self, p, colour):
        """How to Play: buy a lease of the colour, explore one you own, or pass; if neither is
        possible the player simply waits."""
        if len(self._menu_lease(p)) == 1:
            self.fire("murfett.lease.wait", p, colour=data.COLOURS[colour])
        else:
            self._ask(p, "lease")

    def square_colour(self, p):
        """The lease colour of the Buy or Drill square player ``p`` stands on."""
        return CIRCUITS[self.circuit[p]][self.square[p]][1]

    def _menu_lease(self, p):
        colour = self.square_colour(p)
        cash = self.money(p)
        price, cost = self.options.lease_price, self.options.exploration_cost
        menu = []
        for code in LEASES_BY_COLOUR[colour]:
            q = self.owner[code]
            if q is None and cash >= price:
                menu.append(self.Action(p, "buy", (code, price)))
            elif q == p and cash >= cost:
                menu.append(self.Action(p, "explore", (code, cost)))
        menu.append(self.Action(p, "pass"))
        return menu

    def _do_pass(self, p):
        """How to Play: a player on a Buy or Drill square may do nothing."""
        self.fire("murfett.lease.pass", p, colour=data.COLOURS[self.square_colour(p)])

    def _do_buy(self, p, code, price):
        """How to Play: an available lease of the square's colour costs $1M."""
        lease = LEASE[code]
        self.fire("murfett.lease.buy", p, lease=code, metal=lease.metal, price=price)
        me = self.account(p)
        self.transfer("money", price, me, "bank")
        self.transfer("leases", 1, "banker", me)
        self.owner[code] = p

    def _do_explore(self, p, code, cost):
        """How to Play and Metal Units: pay, turn up the metal's top drilling card (it goes to the
        bottom); Medium Grade proves 1 unit per pip of one die, High Grade 2 per pip."""
        metal = LEASE[code].metal
        deck = self.drill_decks[metal]
        grade = deck.pop(0)
        deck.append(grade)
        self.fire("murfett.lease.explore", p, lease=code, metal=metal, cost=cost, grade=grade)
        self.transfer("money", cost, self.account(p), "bank")
        if grade == "zero":
            self.fire("murfett.lease.zero_grade", p, lease=code, metal=metal)
            return
        roll = self.rng.randint(1, 6)
        found = roll * data.GRADE_UNITS_PER_PIP[grade]
        left = self.held("supply", metal)
        units = min(found, left)
        self.fire(f"murfett.lease.{grade}_grade", p, lease=code, metal=metal, roll=roll, units=units,
                  short=units < found)
        if units:
            self.transfer(metal, units, "supply", "lease." + code)

    # ------------------------------------------------------------------ price squares

    def _land_price(self, p, moves):
        """Metal Income Variances: a price square moves the wheels of the metals it names."""
        for metal, way in moves:
            self._move_price(p, metal, way)

    def _land_income(self, p, metal):
        """A single-metal Income Change square (reconstructed): a die picks the direction."""
        roll = self.rng.randint(1, 6)
        way = 1 if roll >= 4 else -1
        self.fire("murfett.price.income_roll", p, metal=metal, roll=roll, way="up" if way > 0 else "down")
        self._move_price(p, metal, way)

    def _move_price(self, p, metal, way):
        """Move a wheel one step; at the top any change goes down, at the bottom any change goes up."""
        step = self.price_step[metal]
        top = len(WHEELS[metal]) - 1
        if step == top:
            rule, new = "murfett.price.top", step - 1
        elif step == 0:
            rule, new = "murfett.price.bottom", 1
        elif way > 0:
            rule, new = "murfett.price.up", step + 1
        else:
            rule, new = "murfett.price.down", step - 1
        old = self.price(metal)
        self.price_step[metal] = new
        self.fire(rule, p, metal=metal, old=old, new=self.price(metal))
        self.move_track("price." + metal, self.price(metal))

    # ------------------------------------------------------------------ Forfeit Lease

    def _land_forfeit(self, p):
        """Forfeit Lease: a company with 5 or more leases gives up its least valuable one."""
        held = self.leases_of(p)
        threshold = self.options.forfeit_threshold
        if len(held) < threshold:
            self.fire("murfett.lease.forfeit_exempt", p, held=len(held), threshold=threshold)
            return
        choices = self._forfeit_choices(p)
        if not choices:
            self.fire("murfett.lease.forfeit_protected", p, held=len(held))
        elif len(choices) == 1:
            self._do_forfeit(p, choices[0])
        else:
            self._ask(p, "forfeit")

    def lease_value(self, code):
        """What a lease is worth today (our reading of 'least valuable'): its reserves at the
        current income of its metal."""
        return self.reserves(code) * self.price(LEASE[code].metal)

    def _forfeit_choices(self, p):
        """The least valuable leases without a running contract (the player picks among ties)."""
        busy = set(self.running.values())
        free = [c for c in self.leases_of(p) if c not in busy]
        if not free:
            return []
        low = min(self.lease_value(c) for c in free)
        return [c for c in free if self.lease_value(c) == low]

    def _menu_forfeit(self, p):
        return [self.Action(p, "forfeit", (c,)) for c in self._forfeit_choices(p)]

    def _do_forfeit(self, p, code):
        metal = LEASE[code].metal
        units = self.reserves(code)
        self.fire("murfett.lease.forfeit", p, held=len(self.leases_of(p)), lease=code, metal=metal, units=units,
                  value=self.lease_value(code))
        self.transfer("leases", 1, self.account(p), "banker")
        if units:
            self.transfer(metal, units, "lease." + code, "supply")
        self.owner[code] = None

    # ------------------------------------------------------------------ inner-circuit hazards

    def _land_dispute(self, p):
        """Industrial Disputes: pay the stated sum for every running contract."""
        n = len(self.contracts_of(p))
        if not n:
            self.fire("murfett.inner.dispute_exempt", p)
            return
        cost = self.options.dispute_cost
        self.fire("murfett.inner.dispute", p, cost=cost, contracts=n, amount=cost * n)
        self._pay_or_owe(p, cost * n)

    def _land_breakdown(self, p):
        """Plant Breakdowns: one repair bill, however many contracts are running."""
        if not self.contracts_of(p):
            self.fire("murfett.inner.breakdown_exempt", p)
            return
        amount = self.options.breakdown_cost
        self.fire("murfett.inner.breakdown", p, amount=amount)
        self._pay_or_owe(p, amount)

"""What the square a token stopped on does (phase Landing): Buy or Drill squares (buying and
exploring), price squares and the Cash Flow Indicator's ends, Forfeit Lease, Industrial Disputes,
Plant Breakdowns and site offices. Contract squares are in ``contracts.py``."""

from . import data
from .actions import ACTIONS
from .data import CIRCUITS, DRILLING_PILE, LEASE, LEASES_BY_COLOUR, WHEELS


class Squares:
    """Mixin: the effect of each kind of square."""

    def _step_land(self):
        """The square the token stopped on takes effect."""
        self.enter_phase("Landing")
        p = self.current
        square = CIRCUITS[self.circuit[p]][self.square[p]]
        getattr(self, "_land_" + square[0])(p, *square[1:])

    def _land_office(self, p):
        self.fire("murfett.board.office", p)

    # ------------------------------------------------------------------ Buy or Drill squares

    def _land_lease(self, p, colour):
        """How to Play: buy a lease of the colour, explore one you own, or pass; if neither is
        possible the player simply waits."""
        menu = self.stage_menu(p, "lease")
        if len(menu) == 1:
            self.fire("murfett.lease.wait", p, colour=data.COLOURS[colour])
        else:
            self.ask(p, "lease", menu=menu)

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
                menu.append(ACTIONS[p, "buy", (code, price)])
            elif q == p and cash >= cost:
                menu.append(ACTIONS[p, "explore", (code, cost)])
        menu.append(ACTIONS[p, "pass", ()])
        return menu

    def _pass_lease(self, a):
        """How to Play: a player on a Buy or Drill square may do nothing (the kernel's ``pass``
        kind, which calls this for the stage ``lease``; in a lease auction, passing is dropping out:
        ``_pass_bid`` in ``distress.py``)."""
        self.fire("murfett.lease.pass", a.player, colour=data.COLOURS[self.square_colour(a.player)])

    def _do_buy(self, a):
        """How to Play: an available lease of the square's colour costs $1M."""
        p, code, price = a.player, *a.args
        self.fire("murfett.lease.buy", p, lease=code, metal=LEASE[code].metal, price=price)
        me = self.account(p)
        self.transfer("money", price, me, "bank")
        self.transfer("leases", 1, "banker", me)
        self.owner[code] = p

    def _do_explore(self, a):
        """How to Play and Metal Units: pay, turn up the metal's top drilling card (it goes to the
        bottom); Medium Grade proves 1 unit per pip of one die, High Grade 2 per pip."""
        p, code, cost = a.player, *a.args
        metal = LEASE[code].metal
        grade = self.pile(DRILLING_PILE[metal])[0]
        self.fire("murfett.lease.explore", p, lease=code, metal=metal, cost=cost, grade=grade)
        self.stack_cards(DRILLING_PILE[metal], [grade], bottom=True)
        self.transfer("money", cost, self.account(p), "bank")
        if grade == "zero":
            self.fire("murfett.lease.zero_grade", p, lease=code, metal=metal)
        else:
            roll = self.die()
            found = roll * data.GRADE_UNITS_PER_PIP[grade]
            units = min(found, self.held("supply", metal))
            self.fire(f"murfett.lease.{grade}_grade", p, lease=code, metal=metal, roll=roll, units=units,
                      short=units < found)
            if units:
                self.transfer(metal, units, "supply", "lease." + code)
        menu = self.stage_menu(p, "drill_again")
        if len(menu) > 1:
            self.ask(p, "drill_again", menu=menu)

    def _menu_drill_again(self, p):
        """How to Play: no limit to how often a lease is explored: after each exploration, another
        of a lease of the square's colour (each paid), or stop."""
        cost = self.options.exploration_cost
        menu = []
        if self.money(p) >= cost:
            menu = [ACTIONS[p, "explore", (code, cost)] for code in LEASES_BY_COLOUR[self.square_colour(p)]
                    if self.owner[code] == p]
        menu.append(ACTIONS[p, "stop", ()])
        return menu

    def _do_stop(self, a):
        self.fire("murfett.lease.stop", a.player)

    # ------------------------------------------------------------------ price squares

    def _land_price(self, p, moves):
        """Metal Income Variances: a price square moves the wheels of the metals it names."""
        for metal, way in moves:
            self._move_price(p, metal, way)

    def _land_income(self, p, metal):
        """A single-metal Income Change square (reconstructed): a die picks the direction."""
        roll = self.die()
        way = 1 if roll >= 4 else -1
        self.fire("murfett.price.income_roll", p, metal=metal, roll=roll, way="up" if way > 0 else "down")
        self._move_price(p, metal, way)

    def _move_price(self, p, metal, way):
        """Move a wheel one step; at the top a rise turns into a fall, at the bottom a fall into a rise."""
        step = self.price_step[metal]
        top = len(WHEELS[metal]) - 1
        if step == top and way > 0:
            rule, new = "murfett.price.top", step - 1
        elif step == 0 and way < 0:
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
        if len(choices) == 1:
            self._forfeit(p, choices[0])
        else:
            self.ask(p, "forfeit")

    def lease_value(self, code):
        """What a lease is worth today (our reading of 'least valuable'): every unit proven on it,
        free or committed to a contract, at the current income of its metal, but never below zero
        (units need not be sold while the income is negative; a lease is never worth less than
        nothing)."""
        metal = LEASE[code].metal
        units = self.reserves(code) + sum(self.held("contract." + card, metal) for card in self.contracts_on(code))
        return units * max(self.price(metal), 0)

    def _forfeit_choices(self, p):
        """Forfeit Lease: the least valuable leases, contracts or not (the company picks among ties)."""
        held = self.leases_of(p)
        low = min(self.lease_value(c) for c in held)
        return [c for c in held if self.lease_value(c) == low]

    def _menu_forfeit(self, p):
        return [ACTIONS[p, "forfeit", (c,)] for c in self._forfeit_choices(p)]

    def _do_forfeit(self, a):
        self._forfeit(a.player, a.args[0])

    def _forfeit(self, p, code):
        """Forfeit Lease: the lease card goes back to the banker, its units to the supply."""
        metal = LEASE[code].metal
        units = self.reserves(code)
        self.fire("murfett.lease.forfeit", p, held=len(self.leases_of(p)), lease=code, metal=metal, units=units,
                  value=self.lease_value(code))
        me = self.account(p)
        self.transfer("leases", 1, me, "banker")
        if units:
            self.transfer(metal, units, "lease." + code, "supply")
        for card in self.contracts_on(code):
            committed = self.held("contract." + card, metal)
            self.fire("murfett.lease.forfeit_contract", p, metal=metal, card=card, lease=code, units=committed)
            self.transfer(metal, committed, "contract." + card, "supply")
            self.transfer("contracts", 1, me, "expired")
            del self.running[card]
            self.expired.append(card)
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

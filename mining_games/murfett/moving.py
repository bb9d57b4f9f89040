"""Moving round the board (phase Move): choosing a start square, changing circuits, rolling, the
End of Period line (which schedules the Metal Sale), and the end of a turn with the game's endings."""

from .actions import ACTIONS
from .data import BOARD_SIZE, CIRCUITS, CONTRACT, CONTRACT_PILE, FIRST_AFTER_LINE, LEASE, METALS, SIDES, square_name

SQUARE_NAMES = {c: (None, *(square_name(s) for s in squares[1:])) for c, squares in CIRCUITS.items()}
OTHER = {"outer": "inner", "inner": "outer"}


class Moving:
    """Mixin: start squares, the roll, the End of Period line, the end of a turn."""

    # ------------------------------------------------------------------ starting squares (setup)

    def _menu_start_side(self, p):
        return [ACTIONS[p, "start_side", (s,)] for s in SIDES]

    def _do_start_side(self, a):
        """How to Play: any outer square may be the start; the choice is split into side, then square."""
        self.scratch["start_side"] = a.args[0]
        self.ask(a.player, "start_square")

    def _menu_start_square(self, p):
        side = self.scratch["start_side"]
        return [ACTIONS[p, "start_square", (s,)] for s in range(side, side + 8)]

    def _do_start_square(self, a):
        """How to Play: the token goes on the chosen outer square; the next company chooses."""
        p, square = a.player, a.args[0]
        self.fire("murfett.setup.start", p, square=square, name=SQUARE_NAMES["outer"][square])
        self.square[p] = square
        self.scratch["start_side"] = None
        i = self.order.index(p) + 1
        if i < len(self.order):
            self.ask(self.order[i], "start_side")

    # ------------------------------------------------------------------ a turn: change circuit, roll

    def _menu_roll(self, p):
        menu = [ACTIONS[p, "roll", ()], ACTIONS[p, "switch", (OTHER[self.circuit[p]],)]]
        if self.money(p) < self.options.exploration_cost:
            menu += self._distress_sales(p)
        return menu

    def _do_switch(self, a):
        """Changing Circuits: before rolling, move to the same-numbered square of the other circuit."""
        p, circuit = a.player, a.args[0]
        self.fire("murfett.board.switch", p, square=self.square[p], circuit=circuit)
        self.circuit[p] = circuit
        self._move(p)

    def _do_roll(self, a):
        self._move(a.player)

    def _move(self, p):
        """How to Play: two dice, clockwise; passing the line after 26 ends a period (Metal Sale),
        after the move and before the square takes effect."""
        d1, d2 = self.roll_dice(2)              # both recorded in the move's event
        total = d1 + d2
        start = self.square[p]
        to = (start - 1 + total) % BOARD_SIZE + 1
        circuit = self.circuit[p]
        self.fire("murfett.board.move", p, d1=d1, d2=d2, total=total, circuit=circuit, frm=start, to=to,
                  name=SQUARE_NAMES[circuit][to])
        self.square[p] = to
        self.scratch["moved"] = True
        if 0 < (FIRST_AFTER_LINE - start) % BOARD_SIZE <= total:
            self.then("period")
            self.then("land")
        else:
            self._step_land()

    # ------------------------------------------------------------------ the end of a turn

    def _end_turn(self):
        """After a turn: check the end of the game (Game Length; the time-limit variant), then pass
        the dice to the next company still in the game. Returns False when the game ended."""
        if self._contracts_used():
            self.end_game("murfett.end.contracts_used")
            return False
        if self._no_more_business():
            self.end_game("murfett.end.no_more_business", money=sum(self.money(p) for p in self.order),
                          cost=self.options.exploration_cost)
            return False
        self.scratch["unsold"] = []
        self.scratch["moved"] = False
        i = self.turn
        while True:
            i += 1
            if i == len(self.order):
                i = 0
                limit = self.options.max_rounds
                if limit and self.round >= limit:
                    self.end_game("murfett.end.round_limit", rounds=limit)
                    return False
                self.end_round()
            if not self.bankrupt[self.order[i]]:
                break
        self.turn = i
        return True

    def _contracts_used(self):
        """Game Length: every contract card has been taken and completed (or cancelled)."""
        return not self.running and not any(self.pile_size(CONTRACT_PILE[m]) for m in METALS)

    def _no_more_business(self):
        """Game Length (reconstructed): the contracts left can never be used. Money reaches the
        companies only through contract sales; with no contract running, no lease holding enough
        units for a contract left in its metal's pile, and less money among all the companies than
        one exploration costs, nobody can ever prove units, take a contract or earn again."""
        if self.running:
            return False
        cost, total = self.options.exploration_cost, 0
        for p in self.order:
            total += self.money(p)
            if total >= cost:
                return False
        smallest = {m: min((CONTRACT[c].size for c in self.pile(CONTRACT_PILE[m])), default=None) for m in METALS}
        for code, q in self.owner.items():
            need = smallest[LEASE[code].metal]
            if q is not None and need is not None and self.reserves(code) >= need:
                return False
        return True

"""A Titans turn: its start, the four phases in order (each may be finished early), and the
helpers every phase uses (the player on turn, tiles owned, paying)."""

from .data import RESOURCES


class TurnMixin:
    """Beginning the Game: turns of four phases, in order; rounds of one turn each."""

    def _step_turn(self, pos):
        """The turn of the player at place ``pos`` of the order begins with Mining & Planting."""
        p = self.order[pos]
        self.enter_phase("Mining & Planting")
        self.turn = {"pos": pos, "mined": [], "planted": [], "plants": 0, "offers": 0}
        self.fire("titans.turn.start", p)
        self.ask(p, "mine")

    @property
    def current(self):
        """The player whose turn it is."""
        return self.order[self.turn["pos"]]

    def _do_end_phase(self, a):
        """A phase may be finished at any time; the next phase of the turn follows."""
        self.fire("titans.turn.skip", a.player, phase_name=self.phase)
        nxt = self.TURN_PHASES[self.TURN_PHASES.index(self.phase) + 1]
        self.enter_phase(nxt)
        self.ask(a.player, self.STAGE_OF_PHASE[nxt])

    def _after_turn(self):
        """After Buying: the victory point target, then the next turn or the end of the round."""
        if self._vp_target_reached():
            return
        pos = self.turn["pos"] + 1
        if pos < len(self.order):
            self._step_turn(pos)
            return
        self.enter_phase("Natural Disasters")
        self.fire("titans.round.end", round=self.round)
        self._natural_disasters()
        if self._game_ends_after_round():
            return
        self.end_round()
        self._step_turn(0)

    def tiles_owned(self, p):
        """How many live tiles carry ``p``'s factories."""
        return list(self.owner.values()).count(p)   # ``owner`` holds every tile of ``TILES``

    def hand(self, p):
        """``p``'s resources, {resource: amount}."""
        acct = self.bal[self.account(p)]
        return {r: acct.get(r, 0) for r in RESOURCES}

    def can_pay(self, p, cost):
        """``p`` holds every resource of ``cost``."""
        acct = self.holdings(p)
        for r, n in cost.items():
            if acct.get(r, 0) < n:
                return False
        return True

    def _pay(self, p, cost):
        """Pay a cost to the bank under the rule fired last."""
        me = self.account(p)
        for r in RESOURCES:
            if cost.get(r):
                self.transfer(r, cost[r], me, "bank")

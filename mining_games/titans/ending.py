"""Ending the Game: the end conditions, the land bonus and the winner."""

from .data import BUILD_COSTS, TECHNOLOGY, TILES, value


class EndingMixin:
    """The end of a turn, of a round, and of the game."""

    def _end_turn(self):
        """After Buying: check the victory point target, then pass the turn or end the round."""
        p = self.current
        vp = self.held(self.account(p), "vp")
        if vp >= self.options.vp_target:
            self.fire("titans.end.vp_target", p, vp=vp, target=self.options.vp_target)
            self._finish()
            return
        if self.turn_pos + 1 < len(self.order):
            self._start_turn(self.turn_pos + 1)
            return
        self.fire("titans.round.end", round=self.round)
        self._natural_disasters()
        if not any(self.alive.values()):
            self._finish("titans.end.land_exhausted")
            return
        if not self._someone_can_advance():
            self._finish("titans.end.stalemate")
            return
        if self.options.max_rounds and self.round >= self.options.max_rounds:
            self._finish("titans.end.round_limit", limit=self.options.max_rounds)
            return
        self.end_round()
        self._start_turn(0)

    def _someone_can_advance(self):
        """Summary: play can go on while someone owns live land or can afford a build or a Technology."""
        if any(self.owner[n] is not None for n in TILES):
            return True
        free_land = any(self.alive[n] and self.owner[n] is None for n in TILES)
        cheapest_tech = min((value(TECHNOLOGY[c][1]) for c in self.tech_row), default=None)
        for p in range(len(self.players)):
            worth = value(self.hand(p))
            if free_land and self.held(self.account(p), "factory") and worth >= value(BUILD_COSTS["far"]):
                return True
            if cheapest_tech is not None and worth >= cheapest_tech:
                return True
        return False

    def _finish(self, rule=None, **facts):
        """Ending the Game: +1 VP per live tile owned, then the winner (ties: most resources by value)."""
        if rule:
            self.fire(rule, **facts)
        self.phase = "Ending the Game"
        for p in range(len(self.players)):
            tiles = self.tiles_owned(p)
            self.fire("titans.end.tile_bonus", p, tiles=tiles)
            if tiles:
                self.transfer("vp", tiles, "bank", self.account(p))
        best = max((self.score(p), self.tiebreak(p)) for p in range(len(self.players)))
        winners = [p for p in range(len(self.players)) if (self.score(p), self.tiebreak(p)) == best]
        names = " and ".join(self.players[p] for p in winners)
        tied = [p for p in range(len(self.players)) if self.score(p) == best[0]]
        how = "" if len(tied) == 1 else (
            " (tie on points broken by resources left)" if len(winners) == 1 else " (tie shared)")
        verb = "wins" if len(winners) == 1 else "share the win"
        self.fire("titans.end.winner", winners[0] if len(winners) == 1 else None,
                  text=f"{names} {verb} with {best[0]} VP{how}.")
        self.end_game()

    def score(self, p):
        return self.held(self.account(p), "vp")

    def score_breakdown(self, p):
        tech = sum(TECHNOLOGY[c][2] for c in self.tech_owned[p])
        return {"technology": tech, "land bonus": self.score(p) - tech}

    def tiebreak(self, p):
        """Reconstructed tie-break: the most resources left, by tree value."""
        return (value(self.hand(p)),)

"""Ending the Game: the end conditions, the land bonus and the winner (scores are in game.py)."""

from .data import BUILD_COSTS, TECHNOLOGY, TILES, value


class EndingMixin:
    """Ending the Game (titans.txt), the Summary's "nobody can advance", and the class round limit."""

    def _vp_target_reached(self):
        """15 victory points end the game at the end of the turn that reached them."""
        p = self.current
        vp = self.held(self.account(p), "vp")
        if vp < self.options.vp_target:
            return False
        self._finish("titans.end.vp_target", p, vp=vp, target=self.options.vp_target)
        return True

    def _all_land_exhausted(self):
        """Every tile has died: the game ends at once (checked whenever land dies)."""
        if any(self.alive.values()):
            return False
        self._finish("titans.end.land_exhausted")
        return True

    def _game_ends_after_round(self):
        """After the disasters: all land gone, nobody able to advance, no Technology left to buy
        (so no victory point can be won any more), or (variant) the class round limit."""
        if self._all_land_exhausted():
            return True
        if not self._someone_can_advance():
            self._finish("titans.end.stalemate")
            return True
        if not self.pile_size("tech.row"):
            self._finish("titans.end.technology_gone", round=self.round)
            return True
        limit = self.options.max_rounds
        if limit and self.round >= limit:
            self._finish("titans.end.round_limit", limit=limit)
            return True
        return False

    def _someone_can_advance(self):
        """Summary: play goes on while someone owns live land, or can afford a Technology, or a
        factory (2 Wood + 2 Oil by tree value, with a piece in hand) on free land that is not
        barren: barren land is made mine-able only next to one's own factory."""
        if any(self.owner[n] is not None for n in TILES):
            return True
        buildable = any(self.alive[n] and self.owner[n] is None and self.kind[n] != "barren" for n in TILES)
        cheapest_tech = min((value(TECHNOLOGY[c][1]) for c in self.pile("tech.row")), default=None)
        for p in range(len(self.players)):
            worth = value(self.hand(p))
            if buildable and self.held(self.account(p), "factory") and worth >= value(BUILD_COSTS["far"]):
                return True
            if cheapest_tech is not None and worth >= cheapest_tech:
                return True
        return False

    def _finish(self, rule, player=None, **facts):
        """Ending the Game: the ending rule, +1 VP per live tile owned, then the winner (ties: most
        resources by tree value). ``ended_by`` is the ending rule, not the scoring after it."""
        self.fire(rule, player, **facts)
        self.enter_phase("Ending the Game")
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
        stopped = " when the class stopped the game" if rule == "titans.end.round_limit" else ""
        self.fire("titans.end.winner", winners[0] if len(winners) == 1 else None,
                  text=f"{names} {verb} with {best[0]} VP{how}{stopped}.")
        self.end_game(ended_by=rule)

"""Titans options: the rulebook's numbers as defaults, plus a few teaching knobs."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class TitansOptions(Options):
    planet_health: int = option(
        21, label="starting Planet Health",
        help="Planet Health at the start; it is also the most trees a tile may hold", min=5, max=30)
    health_per_build: int = option(
        1, label="Planet Health lost per build",
        help="Planet Health lost by each building action (factory, upgrade, making land mine-able)", min=0, max=5)
    health_floor: int = option(5, label="lowest Planet Health", help="Planet Health never falls below this",
                               min=1, max=10)
    vp_target: int = option(15, label="victory points to end the game", help="Victory points that end the game",
                            min=3, max=40)
    trees_per_tile: int = option(10, label="trees per tile", help="Trees on every tile at the start", min=1, max=30)
    two_disasters_at: int = option(
        15, label="Health for two disasters",
        help="At this Planet Health or lower, two disaster cards are drawn each round", min=1, max=30)
    three_disasters_at: int = option(
        9, label="Health for three disasters",
        help="At this Planet Health or lower, three disaster cards are drawn each round", min=1, max=30)
    disaster_trees: int = option(
        3, label="trees a disaster removes", help="Trees a disaster removes; a tile with this many or fewer dies",
        min=0, max=10)
    offers_per_turn: int = option(
        3, label="trade offers per turn", help="Trade offers a player may send to other players in one turn",
        min=0, max=10, source="reconstructed", rationale="the rulebook sets no limit; a cap keeps turns moving")
    strict_mine_or_plant: bool = option(
        False, label="no mining a tile planted this turn",
        help="Variant: a tile planted this turn may not be mined in the same turn either",
        source="variant", rationale="the rulebook forbids only planting on a tile already mined this turn")
    max_rounds: int = option(
        0, label="round limit", value_words={0: "none"},
        help="Variant: the class stops the game after this many rounds; 0 (the rulebook) means no limit",
        min=0, max=500, source="variant", rationale="the rulebook has no round limit")

    def validate(self):
        """The numbers must fit together (said with the options' labels, as a page shows them)."""
        for low, high in (("three_disasters_at", "two_disasters_at"), ("health_floor", "planet_health"),
                          ("trees_per_tile", "planet_health")):
            if getattr(self, low) > getattr(self, high):
                cap = ", the most trees a tile may hold" if low == "trees_per_tile" else ""
                raise ValueError(f"{self.label(low)} ({getattr(self, low)}) must not be above {self.label(high)} "
                                 f"({getattr(self, high)}{cap}); options {low} and {high}")

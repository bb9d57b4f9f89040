"""What a Titans player is asked, for the stages whose prompt depends on the position."""

from mining_games.core.words import count


class Prompts:
    """``_prompt_<stage>(p)`` for the stages without a fixed prompt."""

    def _prompt_first_factory(self, p):
        return "Place your first factory on any free tile that is not barren"

    def _prompt_second_factory(self, p):
        if self._placement_tiles(p, "second_factory", strict=True):
            return "Place your second factory on a free tile next to your first"
        return "No free tile touches your first factory: place your second factory on any free tile"

    def _prompt_mine(self, p):
        return (f"Mine or plant on your tiles ({count(self.plants_left(), 'planting')} left), "
                f"or finish Mining & Planting")


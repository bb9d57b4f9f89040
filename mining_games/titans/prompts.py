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

    def _prompt_offer_draft(self, p):
        o = self.offer
        return (f"Your offer to {self.players[o['to']]}: you give {self.offer_text('give')}, you ask for "
                f"{self.offer_text('ask')}. Add to either side, send it, or withdraw it")

    def _prompt_offer_reply(self, p):
        o = self.offer
        return (f"{self.players[o['from']]} offers you {self.offer_text('give')} for "
                f"{self.offer_text('ask')}: accept or decline?")

"""Prompts that need the state: what the player is asked, with the numbers."""

from .data import FEE_INFRA, REGIONS, STRUCTURE_NAME, TERRITORIES
from .sales import local_income


class Prompts:
    """Mixin: ``_prompt_<stage>`` for stages whose question carries numbers."""

    def _prompt_collect(self, p):
        d = self.dig
        room = self.storage(p) - self.stock_value(p)
        return (f"Store tokens from {TERRITORIES[d['mine']].name}: {d['left']}M of output left, "
                f"{room}M of storage room")

    def _prompt_toll(self, q):
        p, t, kind, _ = self.turn["toll"]
        x = TERRITORIES[t]
        return (f"{self.players[p]}'s mine {x.name} used your {STRUCTURE_NAME[kind]} in {REGIONS[x.region].name}: "
                f"charge the {FEE_INFRA}M fee?")

    def _prompt_priority(self, q):
        lot = self.local["queue"][0]
        seller = self.players[self.local["seller"]]
        return (f"{seller} sells {lot['value']}M of resources from {REGIONS[lot['region']].name} locally: "
                f"buy them first for {local_income(lot['value'])}M?")

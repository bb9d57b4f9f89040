"""Prompts that need the state: what the player is asked, with the numbers."""

from mining_games.core import count

from .data import FEE_INFRA, MONEY_MEASURES, REGIONS, STRUCTURE_NAME, TARGETS, TERRITORIES
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

    def _prompt_vote(self, q):
        """Asking for the moon: the proposal, how long nobody has met the Target, and where ``q`` stands."""
        moon = self.turn["moon"]
        x = TARGETS[moon["target"]]
        unit = "M" if x.kind in MONEY_MEASURES else ""
        return (f"{self.players[self.turn['player']]} proposes to remove the Target '{x.text}' as unachievable "
                f"(nobody has met it at the end of the last {count(self.stale[moon['pile']], 'round')}; you are at "
                f"{moon['have'][q]}{unit} of the {x.n}{unit} it asks): agree?")

    def _prompt_priority(self, q):
        lot = self.local["queue"][0]
        seller = self.players[self.local["seller"]]
        return (f"{seller} sells {lot['value']}M of resources from {REGIONS[lot['region']].name} locally: "
                f"buy them first for {local_income(lot['value'])}M?")

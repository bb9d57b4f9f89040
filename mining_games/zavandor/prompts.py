"""What each decision asks, in words (rendered only when a person or widget reads it)."""

from mining_games.core.words import count

from .data import GEMS, HALLS, RIGHT_PILE
from .text import GEM_WORD, cards, cost_text, gems_text, item_name


class Prompts:
    """Mixin for the Game: ``_prompt_<stage>(p)`` for the stages without a fixed prompt."""

    def _prompt_forgo(self, p):
        plan = self.turn["plan"]
        extra = sum(plan) - self.options.income_limit
        return (f"Your clans yield {cards(sum(plan))} but you may take only {self.options.income_limit}: "
                f"choose {count(extra, 'more card')} to forgo")

    def _prompt_place(self, p):
        return f"Place your free Upgrade marker ({self.turn['markers']} left); it costs nothing"

    def _prompt_trade(self, p):
        left = self.turn["offers"][p]
        return f"Trade with the bank or another player, or finish trading ({count(left, 'offer')} left)"

    def _prompt_bank_pay(self, p):
        return f"Pay card {self.turn['paid'] + 1} of {self.options.bank_rate} to the bank"

    def _prompt_bank_pile(self, p):
        return f"Choose the discard pile to take the {GEM_WORD[self.turn['want']]} from"

    def _prompt_offer_draft(self, p):
        o = self.offer
        return (f"Build your offer to {self.players[o['to']]}: you give {self.offer_text('give')}, "
                f"you ask for {self.offer_text('ask')}")

    def _prompt_offer_reply(self, p):
        o = self.offer
        return (f"{self.players[o['from']]} offers you {self.offer_text('give')} for {self.offer_text('ask')}: "
                "accept or decline")

    def _prompt_claim(self, p):
        claim = self.turn["claim"]
        row = claim["row"]
        return (f"You won the {GEMS[row].upper()} auction with {cards(claim['count'])}: take "
                f"{item_name(self.space_card(RIGHT_PILE[row]))} or 1 victory point")

    def _prompt_king(self, p):
        options = ", ".join(f"{HALLS[h].name} ({cost_text(HALLS[h].cost)})" for h in HALLS[self.king].next)
        return f"Move the King one hall: {options}"

    def _prompt_upgrade(self, p):
        return (f"Upgrade your items, each by one level (King's hall: {HALLS[self.king].name}, "
                f"{gems_text(self._hall_cost())})")

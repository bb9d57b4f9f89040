"""What each decision asks, in words (rendered only when a person or widget reads it)."""

from .data import GEMS, HALLS
from .words import GEM_WORD, cost_text, gems_text, item_name


class Prompts:
    """Mixin for the Game: ``prompt(p)``."""

    def prompt(self, p):
        if p not in self.to_act or self.over:
            return ""
        return getattr(self, "_prompt_" + self.stage)(p)

    def _prompt_forgo(self, p):
        extra = sum(self.income_plan) - self.options.income_limit
        return (f"Your clans yield {sum(self.income_plan)} cards but you may take only "
                f"{self.options.income_limit}: choose {extra} more card(s) to forgo")

    def _prompt_place(self, p):
        return f"Place your free Upgrade marker ({self.free_markers} left); it costs nothing"

    def _prompt_scroll(self, p):
        return "Read a spell scroll now (a one-off yield outside the limit), or keep it for later"

    def _prompt_trade(self, p):
        return f"Trade with the bank or another player, or finish trading ({self.offers_left[p]} offer(s) left)"

    def _prompt_bank_pay(self, p):
        return f"Pay card {self.bank_paid + 1} of {self.options.bank_rate} to the bank"

    def _prompt_bank_take(self, p):
        return "Choose the gem card the bank gives you"

    def _prompt_bank_pile(self, p):
        return f"Choose the discard pile to take the {GEM_WORD[self.want]} from"

    def _prompt_offer(self, p):
        o = self.offer
        return (f"Build your offer to {self.players[o['to']]}: you give {gems_text(o['give'])}, "
                f"you ask for {gems_text(o['ask'])}")

    def _prompt_reply(self, p):
        o = self.offer
        return (f"{self.players[o['from']]} offers you {gems_text(o['give'])} for {gems_text(o['ask'])}: "
                "accept or decline")

    def _prompt_bid(self, p):
        return "Build your sealed bid one card at a time, then seal it"

    def _prompt_claim(self, p):
        row = self.claim["row"]
        return (f"You won the {GEMS[row].upper()} auction with {self.claim['count']} cards: take "
                f"{item_name(self.right[row])} or 1 victory point")

    def _prompt_king(self, p):
        options = ", ".join(f"{HALLS[h].name} ({cost_text(HALLS[h].cost)})" for h in HALLS[self.king].next)
        return f"Move the King one hall: {options}"

    def _prompt_upgrade(self, p):
        return (f"Upgrade your items, each by one level (King's hall: {HALLS[self.king].name}, "
                f"{gems_text(self._hall_cost())})")

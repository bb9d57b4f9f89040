"""Prompts that need the state (mine77.txt, The Shift and the segment descriptions)."""

from mining_games.core import count, join_words

from .data import LETTER, PATROL_BACKS, SEGMENTS


class Prompts:
    """Mixin: ``_prompt_<stage>`` for stages whose prompt shows numbers."""

    def _prompt_move(self, p):
        act = self.act
        return (f"Move Worker {LETTER[act['w']]} from {SEGMENTS[self.workers[p][act['w']]]}: "
                f"{count(act['mp'], 'movement point')} to use")

    def _prompt_act(self, p):
        act = self.act
        return f"Worker {LETTER[act['w']]} is at {SEGMENTS[self.workers[p][act['w']]]}: take the action there?"

    def _prompt_avoid(self, p):
        """A shared loss: pay 2 Rosettes or lose; with others asked too, they decide at the same time, in secret."""
        pen = self.penalty
        ask = f"Pay 2 Rosettes or lose {pen['n']} VP ({pen['why']})?"
        others = len(pen["asked"]) - 1
        if not others:
            return ask
        verb = "decides" if others == 1 else "decide"
        return f"{ask} ({count(others, 'other player')} {verb} at the same time, in secret)"

    _prompt_avoid_night = _prompt_avoid

    def _prompt_patrol_card(self, p):
        """Patrol, steps 1 and 3: the leader chooses by what the two face-down cards show on their backs."""
        backs = "; ".join(f"card {k + 1} needs at least {count(n, 'worker')} and gives {count(r, 'reward')}"
                          for k, (n, r) in enumerate(PATROL_BACKS[c] for c in self.pile("patrol.row")))
        return f"Choose the Patrol by the backs of the face-down cards: {backs}"

    def _prompt_select(self, p):
        return f"Work Order selection {self.seq} of the {self.shift} Shift, day {self.day}: choose a card in secret"

    def _prompt_place(self, p):
        r = self.load["left"][0]
        from .data import res_word
        return f"Where does {res_word(r)} go? ({count(len(self.load['left']), 'resource')} to place)"

    def _prompt_tie(self, p):
        """Using Work Order Cards, step 2 Play: who p is level with, and what a refusal costs."""
        t = self.tie
        others = [self.players[q] for q in self.tie_left() if q != p]
        place = "next" if t["named"] else "first"
        verb = "names" if len(others) == 1 else "name"
        who = join_words(others)
        return (f"You are level with {who} at initiative {self.initiative(p)}: name who goes {place}; {who} {verb} at "
                f"the same time, in secret. Different names: none of the level players' cards is used.")

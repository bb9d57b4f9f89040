"""What a determinized copy deals again outside the kernel's piles (``Game.determinize``): the other
players' sealed choices (Using Work Order Cards, step 1 Selection; the choices made together in secret:
Battle Trophies, Overtime, the naming of an order, Rosettes against a shared loss)."""

from .data import HANDS


def _rosettes_or_loss(a):
    """What ``_decide_loss`` seals for an entry of the shared-loss menu."""
    return "lose" if a.kind == "take_penalty" else (a.args[0] if a.args else 0)


# stage -> how a menu entry of that stage becomes the choice sealed by the ``_do_`` it calls
_SEALED_VALUE = {
    "overtime_together": lambda a: a.args[0],
    "battle_together": lambda a: a.kind == "battle",
    "tie": lambda a: a.args[0],
    "avoid": _rosettes_or_loss,
    "avoid_night": _rosettes_or_loss,
}


class Unseen:
    """Mixin of ``Mine77``: ``redeal_unseen`` for a search's copy of the game."""

    def redeal_unseen(self, seat, rng):
        """Every sealed choice ``seat`` has not seen is dealt again, consistently with what it has seen: a
        player's selected Work Order card is whatever card the re-dealt hand has on top (where the selected
        card waits); an NPC's card, drawn face down, is pooled with the cards of its deck the seat cannot see
        and one of them is dealt out again (the kernel's ``exchange_hidden``, canonical); a choice
        made together in secret is any entry of that player's menu. NPCs' other choices follow their
        printed rules from what everyone sees, and stay."""
        stage = self.stage
        for q in sorted(self.sealed):
            if q == seat:
                continue
            if stage == "select":
                if q in self.npcs:
                    self.sealed[q] = self.exchange_hidden(f"npc{q}", self.sealed[q], seat, rng)
                else:
                    hand = self.pile(HANDS[q])
                    if hand:
                        self.sealed[q] = hand[0]
            elif stage in _SEALED_VALUE and q not in self.npcs:
                menu = self.stage_menu(q, stage)
                if menu:
                    self.sealed[q] = _SEALED_VALUE[stage](menu[rng.randrange(len(menu))])

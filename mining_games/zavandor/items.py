"""A player's upgradable items: the Family clan, the Packdragon and the improvements in the gallery.

Items are named "family", "dragon" or by improvement card id. An item's level is the number of
Upgrade markers on it; its next slot is the one below the last marker (zavandor.txt, Phase 4:
Upgrade: slots are filled top to bottom, never skipped).
"""

from .data import BOARDS, CARDS, FAMILY_LEVELS, HALLS

NO_GEMS = (0, 0, 0, 0)


class Items:
    """Mixin for the Game: reading and changing the markers on a player's items."""

    def _board(self, p):
        return BOARDS[self.boards[p]]

    def _items(self, p):
        """Every item of player p that can carry markers, in board order."""
        out = ["family"]
        if self._board(p).dragon_costs:
            out.append("dragon")
        out.extend(c for c, _ in self.gallery[p])
        return out

    def _slot(self, p, item):
        """The gallery entry [card id, markers] of an improvement."""
        for entry in self.gallery[p]:
            if entry[0] == item:
                return entry
        raise KeyError(item)

    def _markers(self, p, item):
        if item == "family":
            return self.family[p]
        if item == "dragon":
            return self.dragon[p]
        return self._slot(p, item)[1]

    def _slots(self, p, item):
        """How many markers the item holds when fully upgraded."""
        if item == "family":
            return FAMILY_LEVELS
        if item == "dragon":
            return len(self._board(p).dragon_costs)
        return len(CARDS[item].slots)

    def _is_full(self, p, item):
        return self._markers(p, item) >= self._slots(p, item)

    def _add_marker(self, p, item):
        """One more marker on the item (the caller fires the rule and moves the ledger)."""
        if item == "family":
            self.family[p] += 1
        elif item == "dragon":
            self.dragon[p] += 1
        else:
            self._slot(p, item)[1] += 1

    def _next_cost(self, p, item):
        """The Cost printed on the item's next empty slot (None when fully upgraded)."""
        m = self._markers(p, item)
        if item == "family":
            costs = self._board(p).family_costs
            return costs[m - 1] if m < FAMILY_LEVELS else None
        costs = self._board(p).dragon_costs if item == "dragon" else CARDS[item].slots
        return costs[m] if m < len(costs) else None

    def _hall_cost(self):
        """The gems the King's current hall asks for a King-symbol slot."""
        c = HALLS[self.king].cost
        return c.gems if c else NO_GEMS

    def _price(self, c):
        """The gems a slot costs now: printed gems plus the King's hall for a King slot."""
        if not c.king:
            return c.gems
        h = self._hall_cost()
        return (c.gems[0] + h[0], c.gems[1] + h[1], c.gems[2] + h[2], c.gems[3] + h[3])

    def _full_of_kind(self, p, kind):
        """Ids of p's fully upgraded improvements of one kind ("clan", "altar", "fox"...)."""
        return [c for c, m in self.gallery[p] if CARDS[c].kind == kind and m >= len(CARDS[c].slots)]

    def _item_vp(self, p, item):
        """Points printed on a fully upgraded item (0 if not fully upgraded)."""
        if not self._is_full(p, item):
            return 0
        if item == "family":
            return self._board(p).family_vp
        if item == "dragon":
            return self._board(p).dragon_vp
        return CARDS[item].vp

    def _dragon_full(self, p):
        costs = self._board(p).dragon_costs
        return bool(costs) and self.dragon[p] >= len(costs)

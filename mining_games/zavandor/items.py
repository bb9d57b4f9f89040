"""A player's upgradable items: the Family clan, the Packdragon and the improvements in the gallery.

Items are named "family", "dragon" or by improvement card id. An item's level is the number of
Upgrade markers on it; its next slot is the one below the last marker (zavandor.txt, Phase 4:
Upgrade: slots are filled top to bottom, never skipped).

The reading functions take the game's state as a mapping ``s`` (``vars(game)`` for the rules,
``game.view(p)["state"]`` for the board and the bots), so the board and the bots read items the same
way the rules do, from what they may see. ``Items`` is the Game's mixin over them.
"""

from .data import BOARDS, CARDS, FAMILY_LEVELS, HALLS

NO_GEMS = (0, 0, 0, 0)


def board_of(s, p):
    """Player p's board side (front or a shield side)."""
    return BOARDS[s["boards"][p]]


def items_of(s, p):
    """Every item of player p that can carry markers, in board order."""
    out = ["family"]
    if board_of(s, p).dragon_costs:
        out.append("dragon")
    out.extend(c for c, _ in s["gallery"][p])
    return out


def slot_of(s, p, item):
    """The gallery entry [card id, markers] of an improvement."""
    for entry in s["gallery"][p]:
        if entry[0] == item:
            return entry
    raise KeyError(item)


def markers(s, p, item):
    if item == "family":
        return s["family"][p]
    if item == "dragon":
        return s["dragon"][p]
    return slot_of(s, p, item)[1]


def slots(s, p, item):
    """How many markers the item holds when fully upgraded."""
    if item == "family":
        return FAMILY_LEVELS
    if item == "dragon":
        return len(board_of(s, p).dragon_costs)
    return len(CARDS[item].slots)


def is_full(s, p, item):
    return markers(s, p, item) >= slots(s, p, item)


def next_cost(s, p, item):
    """The Cost printed on the item's next empty slot (None when fully upgraded)."""
    m = markers(s, p, item)
    if item == "family":
        costs = board_of(s, p).family_costs
        return costs[m - 1] if m < FAMILY_LEVELS else None
    costs = board_of(s, p).dragon_costs if item == "dragon" else CARDS[item].slots
    return costs[m] if m < len(costs) else None


def hall_gems(s):
    """The gems the King's current hall asks for a King-symbol slot."""
    c = HALLS[s["king"]].cost
    return c.gems if c else NO_GEMS


def price(s, c):
    """The gems a slot costs now: printed gems plus the King's hall for a King slot."""
    if not c.king:
        return c.gems
    h = hall_gems(s)
    return (c.gems[0] + h[0], c.gems[1] + h[1], c.gems[2] + h[2], c.gems[3] + h[3])


def full_of_kind(s, p, kind):
    """Ids of p's fully upgraded improvements of one kind ("clan", "altar", "fox"...)."""
    return [c for c, m in s["gallery"][p] if CARDS[c].kind == kind and m >= len(CARDS[c].slots)]


def printed_vp(s, p, item):
    """The points printed on an item (scored only when it is fully upgraded)."""
    if item == "family":
        return board_of(s, p).family_vp
    if item == "dragon":
        return board_of(s, p).dragon_vp
    return CARDS[item].vp


def item_vp(s, p, item):
    """Points an item scores now: its printed points if fully upgraded, else 0 (zavandor.txt, End of
    the Game)."""
    return printed_vp(s, p, item) if is_full(s, p, item) else 0


def foreman_bonus(clans):
    """Przemek the Foreman: 4 points for 3 fully upgraded Dwarven clans, 7 for 4 or more (printed)."""
    return 7 if clans >= 4 else 4 if clans == 3 else 0


def breakdown(s, vp, p):
    """Player p's score by source: victory points collected (``vp``), fully upgraded items, negative
    cards (whether upgraded or not) and Przemek the Foreman (zavandor.txt, End of the Game and
    Examples and Explanations of the Card Layouts)."""
    items = sum(item_vp(s, p, i) for i in items_of(s, p))
    negative = -sum(CARDS[c].neg for c, _ in s["gallery"][p])
    foreman = foreman_bonus(len(full_of_kind(s, p, "clan"))) if full_of_kind(s, p, "foreman") else 0
    out = {"victory points": vp, "fully upgraded items": items}
    if negative:
        out["negative cards"] = negative
    if foreman:
        out["Przemek the Foreman"] = foreman
    return out


def rounds_left(hall):
    """Moves the King still needs, from ``hall``, to reach the Coronation Chamber (along each hall's first
    way on): the Income phases still to come after this round."""
    n = 0
    while HALLS[hall].next:
        hall = HALLS[hall].next[0]
        n += 1
    return n


def remaining_cost(s, p, item):
    """Gem cards the item's empty slots still cost, at today's prices (a King slot at the King's hall)."""
    m, total = markers(s, p, item), slots(s, p, item)
    if item == "family":
        costs = board_of(s, p).family_costs[m - 1:]
    else:
        costs = (board_of(s, p).dragon_costs if item == "dragon" else CARDS[item].slots)[m:total]
    return sum(sum(price(s, c)) for c in costs)


def income_by_deck(s, p):
    """Gem cards per MINECART deck and free Upgrade markers ``p`` is owed each Income phase as its items stand,
    before the income limit (Phase 1: Income: the Family clan's level, each Dwarven clan's markers, each fully
    upgraded altar)."""
    cards, free = board_of(s, p).family_income[s["family"][p] - 1]
    cards = list(cards)
    for cid, m in s["gallery"][p]:
        card = CARDS[cid]
        if card.kind == "clan":
            cards[card.deck] += card.income[m]
        elif card.kind == "altar" and m >= len(card.slots):
            free += 1
    return cards, free


def income_of(s, p):
    """How many gem cards and free Upgrade markers ``p`` is owed each Income phase (``income_by_deck``)."""
    cards, free = income_by_deck(s, p)
    return sum(cards), free


def engine_vp(s, p, rate, limit):
    """What ``p``'s engine will be worth at the end, in victory points, from the rulebook's numbers and what
    every player may see (the search bot's ``search_score``, docs/zavandor.md "The search bot"):

    - each unfinished item that can still be finished (no more empty slots than Upgrade phases left, this
      round's included, as the investor reckons): the points it scores when fully upgraded (End of the Game)
      less the gem cards its empty slots still cost, at the End of the Game rate of ``rate`` cards a point;
      never below 0 (an item not worth finishing is worth nothing);
    - income: the cards owed each Income phase (at most ``limit``, Phase 1: Income, unless a full
      Packdragon lifts it) for the Income phases still to come, at the same rate; each free Upgrade marker
      a round is worth the cards of the cheapest empty slot it could fill.
    """
    left = rounds_left(s["king"])
    value, cheapest = 0.0, None
    for item in items_of(s, p):
        if is_full(s, p, item):
            continue
        c = next_cost(s, p, item)
        step = sum(price(s, c))
        cheapest = step if cheapest is None else min(cheapest, step)
        points = printed_vp(s, p, item)
        if points and slots(s, p, item) - markers(s, p, item) <= left + 1:
            value += max(0.0, points - remaining_cost(s, p, item) / rate)
    cards, free = income_of(s, p)
    if not dragon_full(s, p):
        cards = min(cards, limit)
    value += left * (cards + free * (cheapest or 0)) / rate
    return value


def dragon_full(s, p):
    costs = board_of(s, p).dragon_costs
    return bool(costs) and s["dragon"][p] >= len(costs)


class Items:
    """Mixin for the Game: the reading functions above on the game's own state, and adding markers."""

    def _board(self, p):
        return BOARDS[self.boards[p]]

    def _items(self, p):
        return items_of(vars(self), p)

    def _slot(self, p, item):
        return slot_of(vars(self), p, item)

    def _markers(self, p, item):
        return markers(vars(self), p, item)

    def _slots(self, p, item):
        return slots(vars(self), p, item)

    def _is_full(self, p, item):
        return is_full(vars(self), p, item)

    def _next_cost(self, p, item):
        return next_cost(vars(self), p, item)

    def _hall_cost(self):
        return hall_gems(vars(self))

    def _price(self, c):
        return price(vars(self), c)

    def _full_of_kind(self, p, kind):
        return full_of_kind(vars(self), p, kind)

    def _item_vp(self, p, item):
        return item_vp(vars(self), p, item)

    def _dragon_full(self, p):
        return dragon_full(vars(self), p)

    def _add_marker(self, p, item):
        """One more marker on the item (the caller fires the rule and moves the ledger)."""
        if item == "family":
            self.family[p] += 1
        elif item == "dragon":
            self.dragon[p] += 1
        else:
            self._slot(p, item)[1] += 1

"""What the heuristic bots work out from printed, public things: which resources fill which open slots of the
Today order (Government Order Cards: Accepted Carts), where a worker can end a movement (Movement, Changing
Rondels), and the activities of a Work Order card (Using Work Order Cards). Pure functions, cached where a bot
asks them on every decision."""

import functools

from .data import GROUPS, MINING_CARDS, RESOURCES, TROPHIES, parse, work_order_cards
from .shift import destinations

_SPECIFIC = {r: 0 for r in RESOURCES}
_RANK = {**_SPECIFIC, "food": 1, "material": 1, "metal": 1, "any": 2}


def fill(slots, items):
    """Government Order Cards, Accepted Carts: how many of ``items`` (resource names) would fill ``slots`` (open
    slots: a resource or a group), and the slots still open after them. Each item takes the narrowest slot it
    fits (its own resource, then its group, then Any Resource), so the wide slots stay for what only they take."""
    left = sorted(slots, key=_RANK.__getitem__)
    n = 0
    for r in items:
        for i, g in enumerate(left):
            if r in GROUPS[g]:
                del left[i]
                n += 1
                break
    return n, left


@functools.cache
def reach(loc, mp):
    """((segment, cost), ...) where a worker at ``loc`` can end a movement of up to ``mp`` points."""
    return tuple(sorted(destinations(loc, mp).items()))


@functools.cache
def card_groups(easy, card):
    """The activities of a Work Order card, one group per worker (Using Work Order Cards: Activate)."""
    code = _CARDS[bool(easy)][card][0]
    return () if code == "H" else parse(code)


_CARDS = {easy: work_order_cards(easy) for easy in (False, True)}


@functools.cache
def mining_set(card, side):
    """The resources of one set of a Mining card (its trophies left out: they go to the player, not the carts)."""
    return tuple(r for r, n in MINING_CARDS[card][side].items() if r not in TROPHIES for _ in range(n))

"""Small helpers that turn the engine's numbers into the words students read."""

from .data import CARDS, DECKS, GEMS

GEM_WORD = tuple(g.upper() for g in GEMS)
DECK_WORD = tuple(d.upper() for d in DECKS)


def gems_text(counts):
    """[2, 1, 0, 0] -> "2 SAPPHIRE, 1 EMERALD" ("no cards" when empty)."""
    parts = [f"{n} {GEM_WORD[g]}" for g, n in enumerate(counts) if n]
    return ", ".join(parts) or "no cards"


def decks_text(counts):
    """Cards per deck [2, 0, 4, 0] -> "2 WOODEN, 4 IRON" ("no cards" when empty)."""
    parts = [f"{n} {DECK_WORD[d]}" for d, n in enumerate(counts) if n]
    return ", ".join(parts) or "no cards"


def cost_text(c):
    """An upgrade cost in words ("2 SAPPHIRE", "the King's hall + 1 DIAMOND"; "nothing" for None)."""
    if c is None:
        return "nothing"
    text = gems_text(c.gems) if any(c.gems) else ""
    if c.king:
        return "the King's hall" + (f" + {text}" if text else "")
    return text


def item_name(item):
    """The name of an upgradable item: "family", "dragon" or an improvement card id."""
    if item == "family":
        return "the Family clan"
    if item == "dragon":
        return "the Packdragon"
    name = CARDS[item].name
    return name if "'s " in name or name.startswith("Przemek") else "the " + name


def a_gem(g):
    """ "a SAPPHIRE", "an EMERALD" """
    word = GEM_WORD[g]
    return ("an " if word[0] in "AEIOU" else "a ") + word

"""Wording helpers that turn the engine's numbers into the words students read (built on
``mining_games.core.words``)."""

from mining_games.core.words import article, count, join_words

from .data import CARDS, DECKS, GEMS

GEM_WORD = tuple(g.upper() for g in GEMS)
DECK_WORD = tuple(d.upper() for d in DECKS)
ROW_PLACE = ("bottom", "third", "second", "top")   # where each gem's row lies on the auction board


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


def owned_item(who, item):
    """"Anna's Family clan", "Anna's Altar of the Grove", "Gorlag's Greedy Clan of Anna"."""
    name = item_name(item)
    if name.startswith("the "):
        return f"{who}'s {name[4:]}"
    return f"{name} of {who}"


def a_gem(g):
    """ "a SAPPHIRE", "an EMERALD" """
    return article(GEM_WORD[g])


def points(n):
    """ "1 point", "4 points" """
    return count(n, "point")


def cards(n):
    """ "1 card", "6 cards" """
    return count(n, "card")


def names_text(names):
    """["the Altar", "the Fountain"] -> "the Altar and the Fountain" ("nothing" when empty)."""
    return join_words(names) or "nothing"

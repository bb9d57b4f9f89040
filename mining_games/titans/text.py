"""Titans wording: resource bundles in the rulebook's order and rule texts with counted nouns.

Built on ``mining_games.core.words``, so no text a student reads says "tree(s)" or "1 trees".
"""

import re

from mining_games.core.words import count

from .data import NAMES, RESOURCES


def describe(bundle):
    """'1 Wood + 2 Oil' from {"oil": 2, "wood": 1}: cheapest resource first, as the rulebook
    writes its costs (Building); "nothing" for an empty bundle. Each bundle's words are made once (trade
    offers are described again at every unit added)."""
    get = bundle.get
    key = (get("wood"), get("oil"), get("silicon"), get("alloy"))   # ``RESOURCES``, in order
    text = _DESCRIBED.get(key)
    if text is None:
        parts = [f"{bundle[r]} {NAMES[r]}" for r in RESOURCES if bundle.get(r)]
        text = _DESCRIBED[key] = " + ".join(parts) or "nothing"
    return text


_DESCRIBED = {}   # the four amounts of a bundle (``RESOURCES``' order) -> its words


_COUNTED = re.compile(r"\{(\w+)#([a-z ]+)\}")


class counted:
    """A rule text where ``{fact#noun}`` reads as the number with its noun ("1 tree", "3 trees");
    the other ``{fact}`` placeholders are filled as usual. Rendered lazily, like any rule text."""

    __slots__ = ("template",)

    def __init__(self, template):
        self.template = template

    def __call__(self, event, names):
        facts = dict(event.facts)
        facts.setdefault("player", names[event.player] if event.player is not None else "The game")
        facts.setdefault("round", event.round)
        text = _COUNTED.sub(lambda m: count(facts[m.group(1)], m.group(2)), self.template)
        return text.format_map(facts)

    def __repr__(self):
        return repr(self.template)

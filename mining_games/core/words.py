"""Small wording helpers every game uses, so that no text a student reads says "(s)",
"1 points" or "a EMERALD"."""

import re

_IRREGULAR = {"ore": "ore", "wood": "wood", "money": "money", "steam": "steam", "food": "food",
              "gold": "gold", "silicon": "silicon", "oil": "oil", "alloy": "alloy", "copper": "copper",
              "tin": "tin", "nickel": "nickel", "zinc": "zinc", "private steam": "private steam",
              "lead-zinc": "lead-zinc", "person": "people", "die": "dice", "ruby": "rubies",
              "victory point": "victory points", "sheep": "sheep", "fish": "fish", "magic": "magic"}


def plural(word, n=2):
    """``word`` in the form that goes with ``n``: plural("point", 1) -> "point", plural("point", 3)
    -> "points". Mass nouns (wood, oil, money, magic...) never change; capitals are kept. In a phrase
    only the last word changes ("Battle Trophy" -> "Battle Trophies")."""
    if n == 1:
        return word
    low = word.lower()
    head, space, last = word.rpartition(" ")
    if low not in _IRREGULAR and space:
        return head + space + plural(last, n)
    if low in _IRREGULAR:
        out = _IRREGULAR[low]
    elif re.search(r"[^aeiou]y$", low):
        out = low[:-1] + "ies"
    elif re.search(r"(s|x|z|ch|sh)$", low):
        out = low + "es"
    else:
        out = low + "s"
    return _same_case(word, out)


def _same_case(model, word):
    models, words = model.split(" "), word.split(" ")
    if len(models) > 1 and len(models) == len(words):      # a phrase: word by word ("Private Steam")
        return " ".join(_same_case(m, w) for m, w in zip(models, words))
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def count(n, word):
    """A number with its noun: count(1, "point") -> "1 point", count(2, "tree") -> "2 trees"."""
    return f"{n} {plural(word, n)}"


def article(word):
    """``word`` with "a" or "an": article("Emerald") -> "an Emerald", article("Ruby") -> "a Ruby"."""
    first = word.lstrip()[:1].lower()
    return f"{'an' if first in 'aeiou' and first else 'a'} {word}"


def join_words(parts):
    """["a", "b", "c"] -> "a, b and c"; one part stays as it is; none gives ""."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


# Patterns that must never appear in a text a student reads (the conformance suite checks every
# event text and menu label of its random games against them).
BAD_WORDING = (
    (re.compile(r"\(s\)|\(es\)"), "a plural left to the reader, such as '(s)'"),
    (re.compile(r"\b[Aa] (?=[AEIOUaeiou])(?!(one|uni|use|eu|Eu|U\.|Euro))"), "'a' before a vowel"),
    (re.compile(r"\{[a-z_]+\}"), "an unfilled {placeholder}"),
    (re.compile(r"<missing:"), "a missing fact"),
)
_ONE = re.compile(r"(\w+\W+)?(?<![\d.,$])\b1 ([A-Za-z]\w*s)\b")
# "tile 1 has", "round 1 ends": the number is a name, the word after it a verb
_NUMBERED = {"tile", "player", "round", "square", "row", "deck", "shift", "day", "phase", "hall", "seat",
             "level", "step", "position", "no", "slot", "space", "segment", "box", "cart", "region", "card",
             "worker"}
_NOT_PLURAL = ("ss", "us", "is", "ous")


def wording_problems(text):
    """What is wrong with ``text`` by the patterns above (an empty list when nothing is)."""
    if not isinstance(text, str) or not text.strip():
        return ["an empty text"]
    out = [why for pattern, why in BAD_WORDING if pattern.search(text)]
    for m in _ONE.finditer(text):
        before = (m.group(1) or "").strip(" ,;:()").lower()
        noun = m.group(2)
        if before not in _NUMBERED and not noun.lower().endswith(_NOT_PLURAL):
            out.append(f"'1 {noun}': '1' with a plural noun")
            break
    return out

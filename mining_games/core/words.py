"""Small wording helpers every game uses, so that no text a student reads says "(s)",
"1 points", "its 1 unit go" or "a EMERALD"."""

import re

_IRREGULAR = {"ore": "ore", "wood": "wood", "money": "money", "steam": "steam", "food": "food",
              "gold": "gold", "silicon": "silicon", "oil": "oil", "alloy": "alloy", "copper": "copper",
              "tin": "tin", "nickel": "nickel", "zinc": "zinc", "private steam": "private steam",
              "lead-zinc": "lead-zinc", "person": "people", "die": "dice", "ruby": "rubies",
              "victory point": "victory points", "sheep": "sheep", "fish": "fish", "magic": "magic"}
_ES = re.compile(r"(s|x|z|ch|sh)$")          # box -> boxes
_ES_VERB = re.compile(r"(s|x|z|ch|sh|o)$")   # go -> goes


def _with_s(low, es):
    """The regular ending of a plural noun or of a verb after one thing: "ruby" -> "rubies", "box"
    -> "boxes" (words ``es`` matches), "point" -> "points"."""
    if re.search(r"[^aeiou]y$", low):
        return low[:-1] + "ies"
    return low + ("es" if es.search(low) else "s")


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
    out = _IRREGULAR[low] if low in _IRREGULAR else _with_s(low, _ES)
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


# Verbs whose form after one thing is not the regular one (the key may be either form)
_VERB_FORMS = {"are": ("is", "are"), "is": ("is", "are"), "be": ("is", "are"), "were": ("was", "were"),
               "was": ("was", "were"), "have": ("has", "have"), "has": ("has", "have")}


def verb(n, word):
    """``word``, a verb as it follows "they", in the form that goes with ``n`` things: verb(1, "go")
    -> "goes", verb(2, "go") -> "go", verb(1, "are") -> "is", verb(1, "were") -> "was", verb(1, "have")
    -> "has". In a phrase only the first word changes ("go back" -> "goes back"); capitals are kept.
    After ``count(n, noun)``: f"its {count(n, 'unit')} {verb(n, 'go')} back"."""
    first, space, rest = word.partition(" ")
    low = first.lower()
    if low in _VERB_FORMS:
        out = _VERB_FORMS[low][n != 1]
    else:
        out = low if n != 1 else _with_s(low, _ES_VERB)
    return _same_case(first, out) + space + rest


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

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
_ONE = re.compile(r"(\w+\W+)?(?<![\d.,$])\b1 ([A-Za-z]\w*s)\b")   # group 1: a name before it ("Tile 1")
# "tile 1 has", "round 1 ends": the number is a name, the word after it a verb
_NUMBERED = {"tile", "player", "round", "square", "row", "deck", "shift", "day", "phase", "hall", "seat",
             "level", "step", "position", "no", "slot", "space", "segment", "box", "cart", "region", "card",
             "worker", "field"}
_NOT_PLURAL = ("ss", "us", "is", "ous")
_NOT_NOUNS = {"as", "its", "this", "thus", "plus"}     # "1 as"; verbs too ("1 remains", below)

# A count: a whole number standing alone (not "$2M", "2-4", "1.5", "2nd"), then the words after it
_NUMBER = re.compile(r"(?<![\w$.,/-])\d+(?![\w/]|[.,]\d|-\d)")
_WORDS_AFTER = re.compile(r"(?: [A-Za-z]\w*(?:['-]\w+)*)+")
_WORD_BEFORE = re.compile(r"(\w+) +$")
# Verbs a counted subject may take, as they follow "they"; their forms after one thing come from verb()
_VERBS = ("go", "come", "remain", "stay", "return", "move", "leave", "wait", "stand", "lie", "sit", "fall", "rise",
          "count", "score", "become", "belong", "need", "fit", "earn", "win", "lose", "get", "make", "take",
          "give", "sell", "buy", "reach", "pay", "do", "are", "were", "have")
_AFTER_ONE = {verb(1, v) for v in _VERBS}
_AFTER_MANY = set(_VERBS)
# Words that end a counted subject before its verb: what follows is a clause or a subject of its own
_SUBJECT_ENDS = {"the", "a", "an", "and", "or", "but", "that", "which", "who", "whose", "its", "their", "his",
                 "her", "this", "these", "those", "each", "every", "if", "when", "to", "than", "as", "so", "while",
                 "for", "from", "on", "in", "at", "by", "with", "per"}
# After these a count is not the subject of a verb that agrees with it: "a deck of 2 cards is", "lets
# 1 gem stand", "where does 1 Coal go?", "until a 64 comes"
_NOT_SUBJECT = {"a", "an", "of", "to", "for", "with", "from", "among", "by", "than", "in", "on", "at", "into", "onto",
                "per", "about", "over", "under", "after", "before", "between", "within", "without", "like", "as",
                "let", "lets", "make", "makes", "made", "help", "helps", "see", "sees", "watch", "watches",
                "do", "does", "did", "can", "could", "will", "would", "may", "might", "must", "shall", "should"}


def _counts(text):
    """Each count in ``text`` that is not a name ("round 2", "tile 1"): its number, the word before
    it and the words after it, up to the next number or punctuation mark."""
    for m in _NUMBER.finditer(text):
        before = _WORD_BEFORE.search(text, 0, m.start())
        before = before.group(1).lower() if before else ""
        if before in _NUMBERED:
            continue
        after = _WORDS_AFTER.match(text, m.end())
        yield int(m.group()), before, after.group().split() if after else []


def _agreement(n, before, words, nouns, many):
    """What is wrong with the count ``n`` followed by ``words``, or None: a noun of ``nouns`` in the
    wrong number for ``n`` ("2 point", "1 lease cards"; ``many`` holds their plurals), or a verb that
    does not agree with ``n`` ("its 1 unit go", "2 units goes")."""
    if not words or words[0].lower() in _SUBJECT_ENDS:
        return None
    for i, word in enumerate(words[:3]):          # the noun phrase: up to a verb, "of" or a new clause
        low = word.lower()
        if low in _SUBJECT_ENDS or low in _AFTER_ONE or low in _AFTER_MANY or low == "of":
            break
        compound = i + 1 < len(words) and words[i + 1] in many      # "2 lease cards"
        if n != 1 and word in nouns and not compound:
            return f"'{n} {' '.join(words[:i + 1])}': a singular noun after {n}"
        if n == 1 and word in many and i:            # the first word: _ONE above
            return f"'1 {' '.join(words[:i + 1])}': a plural noun after 1"
    if before in _NOT_SUBJECT or (n == 1 and before == "and"):     # "1 unit and 1 contract go"
        return None
    for i, word in enumerate(words[:5]):           # "2 remain", "its 1 unit goes", "1 unit of tin goes"
        low = word.lower()
        if low in _SUBJECT_ENDS:
            return None
        if low in _AFTER_ONE or low in _AFTER_MANY:
            subject = "".join(" " + w for w in words[:i])
            if n == 1 and low in _AFTER_MANY:
                return f"'1{subject} {word}': a verb for many after 1"
            if n != 1 and low in _AFTER_ONE:
                return f"'{n}{subject} {word}': a verb for one after {n}"
            return None
    return None


def wording_problems(text, nouns=()):
    """What is wrong with ``text`` by the patterns above (an empty list when nothing is), among them
    a count that does not agree with its noun or its verb ("1 points", "its 1 unit go", "2 units
    goes"). ``nouns``: singular nouns whose number is checked against the count too ("2 point", "1
    lease cards"); the conformance suite gathers them from the texts of every rule of a game."""
    if not isinstance(text, str) or not text.strip():
        return ["an empty text"]
    out = [why for pattern, why in BAD_WORDING if pattern.search(text)]
    for m in _ONE.finditer(text):
        before = (m.group(1) or "").rstrip(" ").lower()      # "deck (1 cards)": no name
        noun = m.group(2)
        low = noun.lower()
        if before not in _NUMBERED and not low.endswith(_NOT_PLURAL) and low not in _NOT_NOUNS | _AFTER_ONE:
            out.append(f"'1 {noun}': '1' with a plural noun")
            break
    many = {plural(w) for w in nouns}
    for n, before, words in _counts(text):
        why = _agreement(n, before, words, nouns, many)
        if why:
            out.append(why)
            break
    return out


def ending_words(cls, rule_id):
    """How a game ended, in words, its rule id in brackets: "Target reached (titans.end.vp_target)"."""
    if rule_id in (None, "") or rule_id != rule_id:        # None, or NaN read back from a file
        return "not ended (stopped by a limit)"
    return f"{cls.RULES[rule_id].title} ({rule_id})" if rule_id in cls.RULES else str(rule_id)

"""Students' names: every script people write names in, nothing that hides or disguises a name.

A name is normalised (NFC, spaces collapsed) and accepted when it is 1 to 24 letters or digits, with the
combining marks that follow a letter (Devanagari vowel signs, Thai tone marks, accents typed separately),
and spaces, dots, hyphens and apostrophes between them. Refused: control, format and direction-override
characters, symbols and markup, a name that mixes alphabets (a Cyrillic "А" in "Аna" looks Latin), and a
name that looks like another student's once look-alike letters are read as Latin ("Ana" and an all-Cyrillic
"Аnа" would be one person on the projector).
"""

import unicodedata

MAX_LETTERS = 24
JOINERS = " .'-\u2019"          # allowed between letters: space, dot, apostrophes, hyphen
NAME_HELP = ("A name has 1 to 24 letters or digits, in any alphabet, and may use spaces, dots, hyphens and "
             "apostrophes (no <, >, &, quotes or other symbols).")
# Scripts that are written together in one name (Japanese mixes three, Korean names may use Han).
TOGETHER = ({"HAN", "HIRAGANA", "KATAKANA"}, {"HANGUL", "HAN"})
# Letters that look like Latin ones (Cyrillic, Greek, and a few others), lower case: the name's skeleton.
LOOK_ALIKE = str.maketrans({
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l",
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
    "χ": "x", "ω": "w", "ϲ": "c", "ı": "i", "ɡ": "g", "ɑ": "a",
})


class BadName(ValueError):
    """Why a name cannot be used, in words for the student."""


def script(ch):
    """The writing system of a letter, from its Unicode name: "LATIN", "CYRILLIC", "DEVANAGARI", "HAN"..."""
    name = unicodedata.name(ch, "")
    if name.startswith("CJK ") or name.startswith("IDEOGRAPHIC"):
        return "HAN"
    return name.split(" ")[0] if name else "UNKNOWN"


def clean_name(name):
    """The name as it will be shown (NFC, spaces collapsed), or ``BadName`` saying what is wrong."""
    if not isinstance(name, str):
        raise BadName("Please type your name. " + NAME_HELP)
    bad = [c for c in name if unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp")]
    if bad:
        raise BadName("That name cannot be used: it holds invisible or control characters. " + NAME_HELP)
    name = " ".join(unicodedata.normalize("NFC", name).split())
    if not name:
        raise BadName("Please type your name. " + NAME_HELP)
    letters = 0
    previous = ""
    for i, c in enumerate(name):
        kind = unicodedata.category(c)
        if kind[0] in "LN":
            letters += 1
        elif kind[0] == "M":
            if not previous or unicodedata.category(previous)[0] not in "LM":
                raise BadName("That name cannot be used: a mark must follow a letter. " + NAME_HELP)
        elif c in JOINERS:
            doubled = previous in JOINERS and not (previous == "." and c == " ")     # "J. R." is a name
            if i == 0 or (i == len(name) - 1 and c != ".") or doubled:
                raise BadName("That name cannot be used: start and end it with a letter. " + NAME_HELP)
        else:
            raise BadName(f"That name cannot be used: it holds “{c}”. " + NAME_HELP)
        previous = c
    if letters > MAX_LETTERS:
        raise BadName("That name is too long. " + NAME_HELP)
    scripts = {script(c) for c in name if unicodedata.category(c)[0] == "L"}
    if len(scripts) > 1 and not any(scripts <= group for group in TOGETHER):
        alphabets = " and ".join(sorted(s.title() for s in scripts))
        raise BadName(f"That name mixes alphabets ({alphabets}): type it in one alphabet.")
    return name


def skeleton(name):
    """What a name looks like, for telling two names apart on a screen: case folded, accents kept, look-alike
    letters read as Latin ("Аnа" in Cyrillic and "Ana" in Latin share the skeleton "ana")."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return folded.translate(LOOK_ALIKE)

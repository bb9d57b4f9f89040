"""A lesson notebook as Voila runs it, for the tests that recompute a lesson's claims
(``tests/test_lesson_<name>_claims.py``): its code cells executed in order into one namespace (they build the
widgets; nothing is played before a button is pressed), its markdown, and the plain-words check of what a
student reads."""

import re
from pathlib import Path

import nbformat

from mining_games.core.words import wording_problems

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# lead_zinc, free_rider (code names); "$M" alone; a number the lesson forgot to fill
CODE_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b|\$M\b|\[not filled in")


def cells(name, kind):
    """The sources of the notebook's cells of one kind ("code" or "markdown"), in order."""
    return [c.source for c in nbformat.read(NOTEBOOKS / name, as_version=4).cells if c.cell_type == kind]


def run_cells(name, module=None):
    """The namespace of ``notebooks/<name>`` after every code cell ran in order, as Voila runs them."""
    ns = {"__name__": module or Path(name).stem}
    for source in cells(name, "code"):
        exec(compile(source, str(NOTEBOOKS / name), "exec"), ns)
    return ns


def markdown(name):
    """The notebook's markdown cells, one string."""
    return "\n".join(cells(name, "markdown"))


def assert_plain(*texts):
    """What a student reads has plain words: no code names, counts that agree with their nouns and verbs."""
    for text in texts:
        found = CODE_NAME.search(text)
        assert not found, (found.group(), text)
        assert wording_problems(text) == [], (wording_problems(text), text)

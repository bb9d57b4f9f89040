"""docs/writing_a_game.md tells the truth: its example, Gold Gulch, is built from the guide's own code blocks
(``guide_example``: each block written as the file it names, in a temporary folder, imported and
registered), follows the template, passes the whole conformance suite, registers, plays, saves and loads,
and passes the tests the guide writes for it; the guide says what a new game needs."""

import ast
import importlib.util
import pathlib
import re

import guide_example
from conftest import conformance_games
from test_template import NAMES, REQUIRED

import mining_games as mg
from mining_games.bots import play

EXAMPLE = guide_example.build()
GUIDE = guide_example.GUIDE.read_text()


def test_the_guide_writes_every_file_of_the_template_its_docs_and_a_test():
    package = f"mining_games/{EXAMPLE.name}/"
    assert {f"{package}{f}" for f in REQUIRED} <= set(EXAMPLE.files)
    assert f"docs/{EXAMPLE.name}.md" in EXAMPLE.files
    assert any(f.startswith(f"tests/test_{EXAMPLE.name}") for f in EXAMPLE.files)
    assert EXAMPLE.game.__module__ == f"mining_games.{EXAMPLE.name}.game"
    assert (EXAMPLE.game.name, EXAMPLE.game.title, EXAMPLE.game.min_players, EXAMPLE.game.max_players) == (
        "gulch", "Gold Gulch", 2, 3)


def test_the_suites_check_the_guides_example():
    """tests/test_conformance.py plays it (``conformance_games``), tests/test_template.py reads its files."""
    assert EXAMPLE.game in conformance_games() and EXAMPLE.name in NAMES


def test_every_python_block_of_the_guide_is_a_file_or_an_excerpt_of_one():
    """No snippet that nothing checks: a Python block is a whole file of the example, or an excerpt of a
    project file that the tests below read ("# in <path>")."""
    for block in re.findall(r"^```python\n(.*?)^```$", GUIDE, re.M | re.S):
        first = block.splitlines()[0]
        assert first.startswith(("# file: ", "# in ")), f"a Python block names no file: {first!r}"


def test_the_registered_example_plays_saves_and_loads_by_its_name():
    with guide_example.registered():
        assert mg.game_class("gulch") is EXAMPLE.game
        g = play(mg.new_game("gulch", players=["Ana", "Ben"], npcs=["pete"], seed=4), {0: "forger", 1: "random"})
        assert g.is_over and g.round == 4 and g.ended_by == "gulch.end.rounds" and g.winners()
        assert g.players == ("Ana", "Ben", "Old Pete")
        again = mg.load(g.to_json())
        assert again.snapshot() == g.snapshot() and [e.text for e in again.log] == [e.text for e in g.log]
    assert "gulch" not in mg.GAMES


def test_the_tests_the_guide_writes_pass():
    path = EXAMPLE.root / "tests" / "test_gulch_rules.py"
    spec = importlib.util.spec_from_file_location("guide_test_gulch_rules", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tests = [fn for name, fn in vars(module).items() if name.startswith("test_")]
    assert len(tests) == 3
    with guide_example.registered():
        for test in tests:
            test()


def test_the_catalogue_and_readme_rows_the_guide_shows_agree():
    """The rows a shipped game adds: a FIVE_GAMES entry (key, title, rulebook, economics, notebooks) and a README
    games-table row with the same title and economics (what tests/test_readme.py compares)."""
    catalogue = re.search(r"^```python\n# in mining_games/catalogue.py, FIVE_GAMES:\n(.*?)^```$", GUIDE, re.M | re.S)
    key, title, _book, economics, notebooks = ast.literal_eval(catalogue.group(1).strip().rstrip(","))
    assert (key, title) == (EXAMPLE.name, EXAMPLE.game.title)
    assert all(n.endswith(".ipynb") for n in notebooks) and len(notebooks) == 2
    readme = re.search(r"^<!-- in README.md, the games table: -->\n(\|.*\|)\n", GUIDE, re.M).group(1)
    cells = [c.strip() for c in readme.strip("|").split("|")]
    assert cells[:3] == [f"`mining_games.{key}`", title, economics] and len(cells) == 4


def test_the_guide_names_what_a_new_game_needs():
    """What a contributor who followed the guide found missing (issue 26)."""
    text = " ".join(GUIDE.split())     # the words, whatever the line breaks
    for words in ("self.end_round()", "`BOTS`", "must not be empty", "`cls(seed)`", "`reconstructed`",
                  "a `PROVENANCE` that is not empty", "@dataclass(frozen=True)", "`_do_pass`",
                  "`_pass_<stage>(action)`", "`RuleError` naming the game and `next_step`", "`FIVE_GAMES`",
                  "README's games table", "`[tool.setuptools] packages`", "`GAME_CLASSES`",
                  "`mining_games.register(cls)`"):
        assert words in text, f"docs/writing_a_game.md does not say {words}"


def test_the_excerpts_the_guide_shows_are_in_their_files():
    """A block headed "# in <path>, <where>:" is lines of that file as they stand, so a renamed kernel call
    cannot leave the guide behind; the rows a new game adds to the registry and the catalogue are not there
    yet (the catalogue's are checked above)."""
    root = pathlib.Path(__file__).resolve().parent.parent
    blocks = re.findall(r"^```python\n# in ([^,\n]+), [^\n]*\n(.*?)^```$", GUIDE, re.M | re.S)
    checked = 0
    for path, body in blocks:
        if path in ("mining_games/catalogue.py", "mining_games/registry.py"):
            continue
        source = (root / path).read_text()
        assert body in source, f"the guide's excerpt of {path} is no longer in that file"
        checked += 1
    assert checked >= 1

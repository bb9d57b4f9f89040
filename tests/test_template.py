"""Every registered game follows the one package template and the kernel's flow engine
(docs/writing_a_game.md): a contributor who has read one game finds their way in any other. So does Gold
Gulch, the guide's example, built from the guide's text (``guide_example``)."""

import ast
import inspect
import pathlib
import re
import tomllib

import guide_example
import pytest

import mining_games as mg
from mining_games.core import Game
from mining_games.core.actions import KERNEL_LABELS
from mining_games.registry import GAME_CLASSES

ROOT = pathlib.Path(__file__).parent.parent
REQUIRED = ("__init__.py", "game.py", "actions.py", "options.py", "rules.py", "data.py", "prompts.py",
            "checks.py", "scenario.py", "bots.py", "board.py")
KERNEL_DISPATCH = ("legal_actions", "prompt", "why_illegal", "_dispatch", "_run")
OLD_FLOW_NAMES = ("phase_rule", "step", "asking", "pending", "queue")
EXAMPLE = guide_example.build()
NAMES = [*sorted(GAME_CLASSES), EXAMPLE.name]


def package(name):
    return EXAMPLE.package if name == EXAMPLE.name else ROOT / "mining_games" / name


def game_class(name):
    return EXAMPLE.game if name == EXAMPLE.name else mg.GAMES[name]


@pytest.mark.parametrize("name", NAMES)
def test_the_package_has_every_file_of_the_template(name):
    missing = [f for f in REQUIRED if not (package(name) / f).exists()]
    assert not missing, f"mining_games/{name}/ lacks {missing} (see docs/writing_a_game.md)"


@pytest.mark.parametrize("name", NAMES)
def test_init_only_re_exports(name):
    tree = ast.parse((package(name) / "__init__.py").read_text())
    for node in tree.body:
        assert isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign, ast.Expr)), (
            f"mining_games/{name}/__init__.py should only re-export, not define {type(node).__name__}")
        if isinstance(node, ast.Assign):
            assert [t.id for t in node.targets if isinstance(t, ast.Name)] == ["__all__"], (
                f"mining_games/{name}/__init__.py assigns something other than __all__")


@pytest.mark.parametrize("name", NAMES)
def test_game_class_lives_in_game_py_and_imports_no_top_level_package(name):
    cls = game_class(name)
    assert cls.__module__ == f"mining_games.{name}.game"
    for path in package(name).glob("*.py"):
        text = path.read_text()
        assert "from mining_games import" not in text and "import mining_games.widgets" not in text, (
            f"{path.name} imports the top-level package or the widgets (an import cycle or a UI dependency)")
        others = [g for g in NAMES if g != name and f"mining_games.{g}" in text]
        assert not others, f"{name}/{path.name} imports another game: {others}"


@pytest.mark.parametrize("name", NAMES)
def test_phases_and_stages_are_declared_in_one_place(name):
    cls = game_class(name)
    assert cls.PHASES, f"{name} declares no PHASES"
    assert cls.STAGES, f"{name} declares no STAGES"
    for stage, st in cls.STAGES.items():
        assert st.phase in cls.PHASES or st.phase == "setup", f"{name} stage {stage}: unknown phase {st.phase!r}"
        assert st.rule in cls.RULES, f"{name} stage {stage}: unknown rule {st.rule}"
        assert hasattr(cls, f"_menu_{stage}"), f"{name} stage {stage} has no _menu_{stage}"
        assert st.prompt or hasattr(cls, f"_prompt_{stage}"), f"{name} stage {stage} has no prompt"
        if st.window:
            assert st.passing in cls.RULES, f"{name} window {stage}: passing rule {st.passing!r} unknown"


@pytest.mark.parametrize("name", NAMES)
def test_decisions_are_dispatched_by_the_kernel(name):
    cls = game_class(name)
    for attr in KERNEL_DISPATCH:
        assert getattr(cls, attr) is getattr(Game, attr), (
            f"{name} overrides {attr}: use _menu_/_do_/_prompt_/_why_/_step_")
    kinds = set(cls.Action.LABELS) - set(KERNEL_LABELS)
    for kind in kinds:
        assert hasattr(cls, f"_do_{kind}"), f"{name}: action kind {kind!r} has no _do_{kind}"
    whys = {n[len("_why_"):] for n in dir(cls) if n.startswith("_why_")}
    assert whys <= kinds | set(KERNEL_LABELS), f"{name}: _why_ for unknown kinds {sorted(whys - kinds)}"


@pytest.mark.parametrize("name", NAMES)
def test_state_is_documented_and_uses_the_kernel_flow(name):
    cls = game_class(name)
    g = cls(players=cls.min_players, seed=1)
    state = g.snapshot()["state"]
    for old in OLD_FLOW_NAMES:
        assert old not in state, f"{name} keeps its own flow attribute {old!r}: use the kernel's stage and agenda"
    doc = inspect.getdoc(cls) or ""
    module_doc = inspect.getdoc(inspect.getmodule(cls)) or ""
    table = doc + "\n" + module_doc     # one row per attribute: its name first on the line (or in backticks)
    undocumented = [k for k in state
                    if f"`{k}`" not in table and not re.search(rf"(?m)^\s*\|?\s*{re.escape(k)}\s", table)]
    assert not undocumented, f"{name}: state attributes missing from game.py's state table: {undocumented}"


def test_the_guide_describes_this_template():
    guide = (ROOT / "docs" / "writing_a_game.md").read_text()
    for f in REQUIRED:
        assert f"`{f}`" in guide or f" {f} " in guide or f"{f}  " in guide, f"docs/writing_a_game.md does not name {f}"
    for term in ("PHASES", "STAGES", "ask(", "_menu_", "_do_", "_prompt_", "_why_", "then(", "open_window",
                 "NPCS", "arrange(", "seat("):
        assert term in guide, f"docs/writing_a_game.md does not explain {term}"


def test_no_document_points_outside_the_repository():
    for path in [*ROOT.glob("docs/*.md"), ROOT / "README.md", *ROOT.glob("mining_games/**/*.py")]:
        text = path.read_text()
        assert "DESIGN.md" not in text and "../shared" not in text, f"{path.relative_to(ROOT)} points outside the repo"


def test_the_installed_package_imports_no_test_only_package():
    """What only the ``test`` extra installs (httpx, pytest, playwright...) is never imported by the package
    (mining_games/ and widgets/): a load-test tool that needs httpx lives in tests/ (``simulated_class.py``)."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = meta["optional-dependencies"]

    def names(specs):
        return {re.split(r"[\[<>=~! ]", s, maxsplit=1)[0].lower().replace("-", "_") for s in specs}

    elsewhere = names(meta["dependencies"]).union(*(names(v) for k, v in extras.items() if k != "test"))
    test_only = names(extras["test"]) - elsewhere
    assert {"httpx", "pytest", "playwright"} <= test_only
    for path in [*ROOT.glob("mining_games/**/*.py"), *ROOT.glob("widgets/**/*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                found = {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level:
                found = {node.module.split(".")[0]}
            else:
                continue
            bad = sorted(found & test_only)
            assert not bad, f"{path.relative_to(ROOT)} imports {bad}, which only the test extra installs"

"""Gold Gulch, the example game of docs/writing_a_game.md, built from the guide's own text.

``build()`` writes every fenced code block of the guide whose first line names a file (``# file: <path>``,
or ``<!-- file: <path> -->`` in Markdown) as that file under a temporary folder, adds the folder's
``mining_games/`` to the package's path (so the game imports as ``mining_games.gulch``, exactly as it would
from the repository), and imports the class that the guide's registry line names. ``registered()`` adds
that class to the registry with ``mining_games.register`` for a ``with`` block, as a game kept outside the
package is added. The conformance suite plays the game (``conftest.conformance_games``), the template
checks read its files (``tests/test_template.py``) and ``tests/test_guide.py`` checks the rest.
"""

import atexit
import contextlib
import functools
import importlib
import pathlib
import re
import shutil
import tempfile
from dataclasses import dataclass

import mining_games as mg

ROOT = pathlib.Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "writing_a_game.md"
BLOCK = re.compile(r"^```[a-z]*\n(.*?)^```$", re.M | re.S)
NAMED = re.compile(r"\A(?:# file: (\S+)|<!-- file: (\S+) -->)\n")
REGISTRY_LINE = re.compile(r'^ *"(\w+)": "(mining_games\.\w+\.game):(\w+)",$', re.M)


@dataclass(frozen=True)
class Example:
    """The built example: its game class and the folder its files were written to."""

    game: type
    root: pathlib.Path
    files: tuple    # the paths the guide names, relative to ``root``

    @property
    def name(self):
        return self.game.name

    @property
    def package(self):
        return self.root / "mining_games" / self.name

    @property
    def docs(self):
        return self.root / "docs" / f"{self.name}.md"


def blocks(text=None):
    """Every fenced code block of the guide, in order."""
    return BLOCK.findall(GUIDE.read_text() if text is None else text)


def files(text=None):
    """{path: text} of every block of the guide that names its file; a path named twice is an error."""
    out = {}
    for block in blocks(text):
        m = NAMED.match(block)
        if not m:
            continue
        path = m.group(1) or m.group(2)
        parts = pathlib.PurePosixPath(path).parts
        if path.startswith("/") or ".." in parts:
            raise ValueError(f"docs/writing_a_game.md names a file outside its folder: {path}")
        if path in out:
            raise ValueError(f"docs/writing_a_game.md writes {path} twice")
        out[path] = block
    return out


def registry_line(text=None):
    """(name, module, class) from the guide's ``GAME_CLASSES`` line."""
    found = REGISTRY_LINE.findall(GUIDE.read_text() if text is None else text)
    if len(found) != 1:
        raise ValueError(f"docs/writing_a_game.md should show one GAME_CLASSES line, not {found}")
    return found[0]


@functools.cache
def build():
    """Write the guide's files to a temporary folder (removed when the process ends) and import the game."""
    written = files()
    root = pathlib.Path(tempfile.mkdtemp(prefix="guide-example-"))
    atexit.register(shutil.rmtree, root, True)
    for path, text in written.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    name, module, cls = registry_line()
    mg.__path__.append(str(root / "mining_games"))
    importlib.invalidate_caches()
    game = getattr(importlib.import_module(module), cls)
    if game.name != name:
        raise ValueError(f"the guide registers {cls} as {name!r}, but its name is {game.name!r}")
    return Example(game, root, tuple(written))


@contextlib.contextmanager
def registered():
    """The example in the registry for the block (``mining_games.register``), then out of it again."""
    game = build().game
    if game.name in mg.GAMES:
        raise RuntimeError(f"a game named {game.name!r} is registered already")
    mg.register(game)
    try:
        yield game
    finally:
        mg.GAMES._load().pop(game.name)   # the registry has no public way back: this is a test's clean-up

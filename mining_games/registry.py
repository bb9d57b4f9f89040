"""The registry of playable games, without an import cycle.

Game packages import only ``mining_games.core`` (and their own modules); this module imports the
game classes listed in ``GAME_CLASSES`` the first time the registry is read, so ``import
mining_games`` stays light and no game imports the top-level package. ``register`` adds another
game (a test's or a contributor's) at run time.
"""

from collections.abc import Mapping
from importlib import import_module

from .core import Game

# name -> "module:Class" of every game shipped with the package, in the order of the catalogue
GAME_CLASSES = {
    "titans": "mining_games.titans.game:TitansGame",
    "murfett": "mining_games.murfett.game:MurfettGame",
    "zavandor": "mining_games.zavandor.game:Zavandor",
    "mine77": "mining_games.mine77.game:Mine77",
    "ardevur": "mining_games.ardevur.game:Ardevur",
}


class _Registry(Mapping):
    """name -> Game subclass; the shipped games are imported when first asked for."""

    def __init__(self):
        self._classes = None

    def _load(self):
        if self._classes is None:
            classes = {}
            for name, where in GAME_CLASSES.items():
                module, cls = where.split(":")
                classes[name] = getattr(import_module(module), cls)
            self._classes = classes
        return self._classes

    def __getitem__(self, name):
        return self._load()[name]

    def __iter__(self):
        return iter(self._load())

    def __len__(self):
        return len(self._load())

    def add(self, cls):
        self._load()[cls.name] = cls


GAMES = _Registry()


def register(cls):
    """Add a ``Game`` subclass to the registry under its ``name`` (a class decorator too)."""
    if not (isinstance(cls, type) and issubclass(cls, Game) and cls.name):
        raise TypeError("register() needs a Game subclass with a name")
    GAMES.add(cls)
    return cls


def game_class(name):
    """The registered class for a game name, or a ValueError listing the valid names."""
    cls = GAMES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"unknown game {name!r}; valid games are: {', '.join(sorted(GAMES))}")
    return cls

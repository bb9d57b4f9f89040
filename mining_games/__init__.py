"""mining_games: five mining board games as a rules engine for teaching economics.

    import mining_games as mg
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=7)
    g.legal_actions(g.to_act[0])

``GAMES`` is the registry of playable games; ``load`` reads a save made by ``Game.to_json``.
"""

from .core import Game, IllegalAction, SaveError
from .core.saves import load_save
from .registry import GAMES, game_class, register

__version__ = "0.1.0"

def new_game(name, players=None, seed=None, **options):
    """Start a game by name. ``players`` is a count or a list of names; options as keywords."""
    return game_class(name)(players=players, seed=seed, **options)


def load(text):
    """Rebuild a game from a save (``Game.to_json()``); a bad save raises ``SaveError``."""
    return load_save(text, GAMES)


__all__ = ["GAMES", "Game", "IllegalAction", "SaveError", "game_class", "load", "new_game", "register"]

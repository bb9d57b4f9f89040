"""Titans: factories on land tiles with trees, a shared Planet Health, natural disasters.

Rulebook: ``titans.txt``. The game is ``game.TitansGame`` (registered in ``mining_games.registry``).
"""

from .actions import TitansAction
from .data import value
from .game import TitansGame
from .options import TitansOptions
from .rules import RULES

__all__ = ["TitansGame", "TitansAction", "TitansOptions", "RULES", "value"]

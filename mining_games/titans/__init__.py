"""Titans: factories on land tiles with trees, a shared Planet Health, natural disasters.

Rulebook: ``titans.txt``. Economics: the tragedy of the commons, renewable resources and
externalities. The game is ``game.TitansGame``; every rule is in ``rules.RULES``; every component
and its provenance in ``data``.
"""

from .data import value
from .game import TitansAction, TitansGame, TitansOptions
from .rules import RULES

__all__ = ["TitansGame", "TitansAction", "TitansOptions", "RULES", "value"]

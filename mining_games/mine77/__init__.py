"""Mine 77: Work Orders, two rondels, a shared Steam track and Government Orders (public goods and
free riding). Registered as ``"mine77"``::

    import mining_games as mg
    g = mg.new_game("mine77", players=["Ana", "Ben", "Cy"], seed=1)
    g = mg.new_game("mine77", players=["Ana"], npcs=["sergio"])   # solo against Simple Sergio

See ``docs/mine77.md`` for the rules implemented, the reconstructed components and the decisions
taken where the rulebook is silent.
"""

from .data import PROVENANCE
from .game import Mine77
from .options import Mine77Options
from .rules import RULES

__all__ = ["Mine77", "Mine77Options", "RULES", "PROVENANCE"]

"""ARDEVUR: The Game of Resources: territories, supply chains, Hashtag Coin and price risk.

Registered as ``"ardevur"``::

    import mining_games as mg
    g = mg.new_game("ardevur", players=3, seed=1, mode="standard")

See ``docs/ardevur.md`` for the rules implemented, the reconstructed components and the
decisions taken where the rulebook is silent.
"""

from .bots import BOTS
from .data import PROVENANCE
from .game import Ardevur

__all__ = ["Ardevur", "PROVENANCE", "BOTS"]

"""The Mines of Zavandor: gem income, trading at the bank, sealed-bid auctions, compounding upgrades.

    import mining_games as mg
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)

See ``docs/zavandor.md`` for the rules implemented, the reconstructed components and the
decisions taken where the rulebook is silent.
"""

from .bots import BOTS
from .data import PROVENANCE
from .game import Zavandor
from .options import ZavandorOptions
from .rules import RULES

__all__ = ["Zavandor", "ZavandorOptions", "RULES", "PROVENANCE", "BOTS"]

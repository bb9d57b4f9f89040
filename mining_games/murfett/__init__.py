"""The Mining Board Game (Murfett, 1983): leases, exploration drilling, contracts and the Cash Flow
Indicator. See docs/murfett.md for the rules as implemented, the reconstructed data and decisions."""

from .data import PROVENANCE
from .game import MurfettGame
from .options import MurfettOptions
from .rules import RULES

__all__ = ["MurfettGame", "MurfettOptions", "PROVENANCE", "RULES"]

"""The game kernel shared by every game: see ``Game``, ``flow`` and docs/architecture.md."""

from .actions import Action, action_class
from .components import TradeOffers, TradeRules
from .errors import IllegalAction, RuleError, SaveError
from .events import Event, TrackMove, Transfer
from .flow import Stage
from .game import DEFAULT_NAMES, Game
from .options import Options, option
from .piles import discard_pile
from .plain import plain
from .rules import Provenance, Rule, RuleBook
from .seat import SeatView
from .words import article, count, join_words, plural, verb

__all__ = [
    "Action", "action_class", "IllegalAction", "RuleError", "SaveError", "Event", "TrackMove",
    "Transfer", "DEFAULT_NAMES", "Game", "Options", "option", "discard_pile", "plain", "Provenance", "Rule",
    "RuleBook", "SeatView", "Stage", "TradeOffers", "TradeRules", "article", "count", "join_words", "plural",
    "verb",
]

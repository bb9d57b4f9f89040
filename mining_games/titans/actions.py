"""The Titans action class: every kind of decision, with the label a player reads."""

from mining_games.core import action_class
from mining_games.core.actions import shared  # noqa: F401  (re-exported for the phase modules)

from .data import BANK_TRADES, BUILD_COSTS, NAMES, TECHNOLOGY
from .text import describe


def _bank_label(a):
    give, get = BANK_TRADES[a.args[0]]
    return f"Bank: {describe(give)} → {describe(get)}"


def _build_label(a):
    n, where = a.args
    return f"Build a factory on tile {n} ({describe(BUILD_COSTS[where])})"


def _buy_label(a):
    name, cost, vp = TECHNOLOGY[a.args[0]]
    return f"Buy {name} ({describe(cost)}: {vp} VP)"


TitansAction = action_class({
    "place": "Place a factory on tile {0} ({1})",
    "mine": "Mine {1} on tile {0}",
    "plant": "Plant a tree on tile {0}",
    "end_phase": "Finish {0}",
    "bank": _bank_label,
    "offer": "Offer a trade to {1}",
    "offer_give": lambda a: f"Add 1 {NAMES[a.args[0]]} to what you give",
    "offer_ask": lambda a: f"Add 1 {NAMES[a.args[0]]} to what you ask for",
    "offer_send": "Send the offer",
    "offer_withdraw": "Withdraw the offer",
    "offer_accept": "Accept the offer",
    "offer_decline": "Decline the offer",
    "build": _build_label,
    "upgrade": "Upgrade the factory on tile {0} (3 Wood + 2 Oil + 2 trees)",
    "make_mineable": "Make tile {0} mine-able as {1} (3 Wood + 3 Oil)",
    "buy": _buy_label,
    "end_turn": "End the turn without buying",
}, "TitansAction")

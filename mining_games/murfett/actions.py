"""The decisions of The Mining Board Game, each with the words on its button."""

from mining_games.core import action_class

from .data import CONTRACT, LEASE, METAL_NAMES


def _lease(code):
    return f"{code} ({METAL_NAMES[LEASE[code].metal]})"


def _contract(card):
    c = CONTRACT[card]
    return f"the {METAL_NAMES[c.metal]} contract for {c.size} units"


MurfettAction = action_class({
    "start_side": lambda a: f"Start on squares {a.args[0]}-{a.args[0] + 7}",
    "start_square": "Start on outer square {0}",
    "roll": "Roll the dice",
    "switch": "Move to the {0} circuit and roll",
    "buy": lambda a: f"Buy lease {_lease(a.args[0])} for ${a.args[1]}M",
    "explore": lambda a: f"Explore lease {_lease(a.args[0])} for ${a.args[1]}M",
    "pass": "Pass",
    "draw": lambda a: f"Turn up the top {METAL_NAMES[a.args[0]]} contract",
    "accept": lambda a: f"Accept {_contract(a.args[0])} from lease {_lease(a.args[1])}",
    "skip": "Take no contract",
    "refuse": lambda a: f"Refuse {_contract(a.args[0])}",
    "forfeit": lambda a: f"Give up lease {_lease(a.args[0])}",
    "sell": lambda a: f"Auction lease {_lease(a.args[0])} with its metal",
    "borrow": "Borrow ${0}M from the bank",
    "bid": "Bid ${0}M",
    "drop": "Drop out of the auction",
}, "MurfettAction")

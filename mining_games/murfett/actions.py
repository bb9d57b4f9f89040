"""The decisions of The Mining Board Game, each with the words on its button."""

from mining_games.core import action_class
from mining_games.core.actions import shared_table

from .text import contract_name, lease_name

MurfettAction = action_class({
    "start_side": lambda a: f"Start on squares {a.args[0]}-{a.args[0] + 7}",
    "start_square": "Start on outer square {0}",
    "roll": "Roll the dice",
    "switch": "Move to the {0} circuit and roll",
    "buy": lambda a: f"Buy lease {lease_name(a.args[0])} for ${a.args[1]}M",
    "explore": lambda a: f"Explore lease {lease_name(a.args[0])} for ${a.args[1]}M",
    "stop": "Stop exploring for this turn",
    "pass": lambda a: "Drop out of the auction" if a.args == ("bid",) else "Pass",
    "draw": lambda a: f"Turn up the top {a.args[0].replace('_', '-')} contract",
    "accept": lambda a: f"Accept the {contract_name(a.args[0])} from lease {lease_name(a.args[1])}",
    "skip": "Take no contract",
    "refuse": lambda a: f"Refuse the {contract_name(a.args[0])}",
    "forfeit": lambda a: f"Give up lease {lease_name(a.args[0])}",
    "sell": lambda a: f"Auction lease {lease_name(a.args[0])} with its metal",
    "borrow": "Borrow ${0}M from the bank",
    "bid": "Bid ${0}M",
}, "MurfettAction")

ACTIONS = shared_table(MurfettAction)   # ``ACTIONS[p, kind, args]``: the kernel's one cache of this game's actions

"""The decisions of The Mines of Zavandor, each a small menu entry with a readable label.

Arguments are JSON primitives: gems and decks by name ("ruby", "iron"), items by id ("family",
"dragon" or an improvement card id such as "S09").
"""

from mining_games.core import action_class
from mining_games.core.words import article, count

from .data import HALLS
from .text import item_name


def _up(word):
    return word.upper()


def _upgrade(a):
    item, *paid = a.args
    parts = [f"{n} {g.upper()}" for g, n in zip(("sapphire", "emerald", "diamond", "ruby"), paid) if n]
    return f"Upgrade {item_name(item)} (pay {', '.join(parts)})"


def _claim(a):
    row, discard = a.args
    if discard:
        return f"Take the improvement, discarding {item_name(discard)}"
    return "Take the improvement"


ZavandorAction = action_class({
    "forgo": lambda a: f"Forgo one {_up(a.args[0])} card of income",
    "place": lambda a: f"Put the free Upgrade marker on {item_name(a.args[0])}",
    "forfeit": "Place no more free markers (any left are lost)",
    "read": lambda a: f"Use {item_name(a.args[0])}: draw {count(a.args[2], _up(a.args[1]) + ' card')}",
    "keep": "Keep my scrolls for later",
    "bank": "Trade cards with the bank",
    "pay": lambda a: f"Pay one {_up(a.args[0])} to the bank",
    "want": lambda a: f"Take {article(_up(a.args[0]))}",
    "pile": lambda a: f"Take the {_up(a.args[0])} from the {_up(a.args[1])} discard pile",
    "offer": lambda a: f"Propose a trade to {a.args[1]}",
    "offer_give": lambda a: f"Offer one {_up(a.args[0])}",
    "offer_ask": lambda a: f"Ask for one {_up(a.args[0])}",
    "offer_send": "Make the offer",
    "offer_withdraw": "Withdraw the offer",
    "offer_accept": "Accept the offer",
    "offer_decline": "Decline the offer",
    "done_trading": "Finish trading",
    "bid": lambda a: f"Add one {_up(a.args[0])} to my sealed bid",
    "seal": "Seal my bid",
    "claim": _claim,
    "point": "Take 1 victory point instead",
    "king": lambda a: f"Move the King to the {HALLS[a.args[0]].name}",
    "upgrade": _upgrade,
    "done_upgrading": "Finish upgrading",
}, "ZavandorAction")

"""ARDEVUR's actions: every kind of decision with the words on its button."""

from mining_games.core import action_class
from mining_games.core.actions import shared

from .data import (
    ACTION_CARDS,
    CORP,
    DEV_TYPES,
    REGIONS,
    STRUCTURE_NAME,
    TARGETS,
    TERRITORIES,
    TOKEN_VALUE,
    marker_infra,
)


def _terr(t):
    x = TERRITORIES[t]
    return f"{x.name} ({x.tier}, {REGIONS[x.region].name})"


def _build(a):
    what, where, via, old, price = a.args
    if what == "explore":
        text = f"Explore {TERRITORIES[where].name}"
    elif what == "exploit":
        text = f"Equip {TERRITORIES[where].name} as a mine"
    elif where == -2:
        text = f"Build {'an' if what == 'office' else 'a'} {STRUCTURE_NAME[what]} (choose where next)"
    elif old >= 0:
        old_kind, old_region = marker_infra(old)
        if old_kind == what:
            text = f"Move your {STRUCTURE_NAME[what]} from {REGIONS[old_region].name} to {REGIONS[where].name}"
        else:
            text = (f"Replace your {STRUCTURE_NAME[old_kind]} in {REGIONS[old_region].name} with a "
                    f"{STRUCTURE_NAME[what]} in {REGIONS[where].name}")
    elif where >= 0:
        text = f"Build {'an' if what == 'office' else 'a'} {STRUCTURE_NAME[what]} in {REGIONS[where].name}"
    else:
        text = f"Build a {STRUCTURE_NAME[what]}"
    extra = {"phone": " with the Phone Call", "loan": " on a Phone Call loan"}.get(via, "")
    return f"{text} for {price}M{extra}"


def _play(a):
    card, target = a.args
    name = ACTION_CARDS[card].name
    if card == "land_grab":
        return f"Play Land Grab on {TERRITORIES[target].name}"
    return f"Play {name}"


def _card(k):
    if k.startswith("t"):
        t = TARGETS[int(k[1:])]
        return f"the {t.tier} Target '{t.text}'"
    return "a Government Incentive"


ArdevurAction = action_class({
    "corp": lambda a: f"Take {CORP[a.args[0]].name}",
    "pick": lambda a: f"Take {_terr(a.args[0])}",
    "dev_pick": lambda a: f"Pick {a.args[0]}",
    "dev_stop": "Stop picking",
    "begin": "Begin your turn",
    "call_total": "Call Total Control",
    "call_auction": "Call the second auction",
    "extract": lambda a: (f"Extract from {TERRITORIES[a.args[0]].name}"
                          + (" using the rival Factory" if a.args[1] else "")),
    "token": lambda a: f"Store 1 {a.args[0].capitalize()} ({TOKEN_VALUE[a.args[0]]}M)",
    "skip": lambda a: f"Skip the {a.args[0]} phase" if a.args[0] != "more" else "Stop here",
    "take_dev": lambda a: f"Take {a.args[0]}",
    "return_dev": lambda a: f"Return {a.args[0]}",
    "charge_fee": lambda a: f"Charge the 2M fee for your {STRUCTURE_NAME[a.args[0]]}",
    "waive_fee": lambda a: f"Waive the fee for your {STRUCTURE_NAME[a.args[0]]}",
    "draw_action": "Draw an Action card",
    "discard_card": lambda a: f"Discard {ACTION_CARDS[a.args[0]].name}",
    "phone": "Take the Phone Call",
    "build": _build,
    "choose": lambda a: {"site": "Develop a mining site", "infra": "Build infrastructure",
                         "asset": "Acquire an asset", "upgrade": "Upgrade an asset"}[a.args[0]] + " (choose next)",
    "spend": lambda a: f"Spend {_card(a.args[0])} on the upgrade",
    "sell_global": "Sell the stock globally (roll the dice)",
    "sell_local": "Sell the stock locally at half price",
    "claim_target": lambda a: f"Claim {_card('t' + str(a.args[0]))}",
    "claim_incentive": "Claim a Government Incentive",
    "exchange": lambda a: f"Exchange {_card(a.args[0])} for {a.args[1]}M",
    "propose": "Propose that a Target cannot be reached (choose which next)",
    "propose_target": lambda a: f"Propose removing the Target '{TARGETS[a.args[0]].text}'",
    "agree": "Agree: it cannot be reached",
    "refuse": "Refuse: keep the Target",
    "shift": lambda a: f"Phone to remove the Target '{TARGETS[a.args[0]].text}'",
    "play": _play,
    "buy_local": lambda a: f"Buy the {a.args[0]}M of resources for {a.args[1]}M",
}, "ArdevurAction")

def act(p, kind, args=()):
    """The menu entry (p, kind, args), built once and shared (the kernel's ``shared``)."""
    return shared(ArdevurAction, p, kind, *args)


# the commonest entries, per seat (ARDEVUR seats at most 4), ready made
_SEATS = range(4)
SKIP = [{ph: act(p, "skip", (ph,)) for ph in ("Extraction", "more", "Strategy", "Development", "Reward")}
        for p in _SEATS]
TAKE_DEV = [{t: act(p, "take_dev", (t,)) for t in DEV_TYPES} for p in _SEATS]
RETURN_DEV = [{t: act(p, "return_dev", (t,)) for t in DEV_TYPES} for p in _SEATS]
DRAW_ACTION = [act(p, "draw_action") for p in _SEATS]
PHONE = [act(p, "phone") for p in _SEATS]
SALES = [[act(p, "sell_global"), act(p, "sell_local")] for p in _SEATS]
# an Action card played (without a Territory: every card but Land Grab), per seat and card
PLAY = [{c: act(p, "play", (c, -1)) for c in ACTION_CARDS} for p in _SEATS]

"""Mine 77's actions: every kind a menu can hold, with its label."""

from mining_games.core import action_class, count
from mining_games.core.actions import shared_table

from .data import LETTER, NAMES, group_word

_SEATS = {1: "seat 1", 2: "seat 2", 3: "riding cargo"}


def _name(r):
    return NAMES[r][0]


def _npc_do(a):
    which, kind, w, seg = a.args[:4]
    from .data import SEGMENTS
    if kind == "double":
        return f"Double Action: Worker {LETTER[w]} then Worker {LETTER[a.args[4]]}"
    verb = "reaches" if kind == "reach" else "heads towards"
    return f"{which.capitalize()} activity: Worker {LETTER[w]} {verb} {SEGMENTS[seg]}"


def _place(a):
    r, where, c = a.args
    return {"cart": f"Put {_name(r)} in cart {c}", "elven": f"Put {_name(r)} on your Elven Embassy order",
            "crane": f"Lift {_name(r)} to your warehouse with the Crane",
            "mine_wh": f"Store {_name(r)} in the Mine Warehouse"}[where]


def _item(i):
    from .deals import item_word
    return item_word(i, 1)


def _burn_reward(x):
    return {"rosette": "1 Rosette", "private_steam": "1 Private Steam"}.get(x) or _name(x)


Mine77Action = action_class({
    "objective": lambda a: f"Keep the Secret Objective: {a.args[1]}",
    "select": lambda a: f"Select {a.args[1]}",
    "battle": "Play a Battle Trophy: initiative 3 lower",
    "battle_keep": "Keep your Battle Trophies",
    "tie": lambda a: f"Name {a.args[1]} to go {a.args[2]}",
    "npc_do": _npc_do,
    "npc_pass": "Pass and take 1 Rosette",
    "worker": lambda a: f"Worker {LETTER[a.args[0]]} at {a.args[1]}",
    "skip_part": "Skip this part of the card",
    "move": lambda a: f"Move to {a.args[2]} ({count(a.args[1], 'movement point')})",
    "buy_move": lambda a: "Buy 1 movement point for 1 Magic in place of a Rosette" if a.args else (
        "Buy 1 movement point for 1 Rosette"),
    "magic_move": "Spend 1 Magic for 8 movement points",
    "stay": "Stay where you are",
    "take_action": lambda a: f"Take the {a.args[1]} action",
    "skip_action": "Skip the action",
    "end_turn": "End your turn",
    "magic_action": lambda a: f"Spend 1 Magic for one more action with Worker {LETTER[a.args[0]]}",
    "heal": lambda a: f"Pay to move Worker {LETTER[a.args[0]]} out of the "
                      f"{'Intensive Care' if a.args[1] == 'ICU' else 'General Ward'}",
    "incinerate": "Use the Incinerator",
    "community": "Use a Community Trophy for 2 Private Steam",
    "forbidden": "Use a Forbidden Trophy for 1 Magic",
    "deal": lambda a: f"Offer a deal to {a.args[1]}",
    "offer_give": lambda a: f"Give {_item(a.args[0])} now",
    "offer_ask": lambda a: f"Ask for {_item(a.args[0])} now",
    "promise_give": lambda a: f"Promise {_item(a.args[0])} by the Night Shift",
    "promise_ask": lambda a: f"Ask {a.args[1]} to promise {_item(a.args[0])} by the Night Shift",
    "offer_back": lambda a: f"Back to the deal with {a.args[0]}",
    "offer_partner": lambda a: f"Add to what {a.args[1]} gives or gets" if a.args[2:] else (
        f"Bring in {a.args[1]} as a second partner"),
    "third_give": lambda a: f"Give {_item(a.args[0])} to the second partner",
    "third_ask": lambda a: f"Ask {a.args[1]} for {_item(a.args[0])}",
    "promise_keep": lambda a: f"Keep your promise to {a.args[0]}",
    "promise_break": lambda a: f"Break your promise to {a.args[0]}",
    "place_held": lambda a: f"Place your unplaced {a.args[1]} in your research grid",
    "redistribute": lambda a: f"Move {_name(a.args[0])} from your warehouse onto your Elven order",
    "burn_rosette": lambda a: f"Burn {_name(a.args[0])} for 1 Rosette",
    "burn_steam": lambda a: f"Burn {_name(a.args[0])} for 1 Private Steam",
    "burn_stop": "Stop burning",
    "overtime": lambda a: {"rosette": "Work overtime for 1 Rosette", "magic": "Work overtime for 1 Magic",
                           "no": "No overtime"}[a.args[0]],
    "pay": lambda a: f"Pay {_name(a.args[0])} (for {group_word(a.args[1])})" if a.args[0] != "magic" or a.args[1] in (
        "any", "magic") else f"Pay Magic in place of {group_word(a.args[1])}",
    "steam": lambda a: {"public": "Take it from the Steam track", "private": "Use 1 Private Steam",
                        "magic": "Use 1 Magic as Steam"}[a.args[0]],
    "take_penalty": lambda a: f"Lose {a.args[0]} VP",
    "avoid_penalty": lambda a: "Pay " + {0: "2 Rosettes", 1: "1 Rosette and 1 Magic", 2: "2 Magic"}[
        a.args[0] if a.args else 0] + " to avoid the penalty",
    "recipe": lambda a: f"Process {a.args[1]}",
    "process_stop": "Stop processing",
    "buy_tile": lambda a: f"Buy the {a.args[2]} on pile {a.args[0] + 1} for {a.args[3]}",
    "research_stop": "Leave without buying",
    "place_tile": lambda a: f"Place it at row {a.args[1] + 1}, column {a.args[2] + 1} (turned {a.args[0] + 1})",
    "buy_order": lambda a: f"Buy {a.args[1]}",
    "commissariat_stop": "Leave without buying",
    "bribe": lambda a: "Bribe with 1 Rosette" if a.args[0] == "rosette" else f"Bribe with {_name(a.args[0])}",
    "embassy": lambda a: f"Place the worker in Embassy box {a.args[1]}" if a.args[0] else "Do not use the Embassy",
    "elven_pick": lambda a: f"Keep the order for {a.args[1]}",
    "elven_reward": lambda a: "Take 2 VP" if a.args[0] == "vp" else "Take 3 Magic",
    "barter": lambda a: "Trade 2 resources for 1 at the Barter Bar" if a.args[0] else "No trade",
    "barter_take": lambda a: f"Take {_name(a.args[0])}",
    "harvest": lambda a: f"Harvest field {a.args[0] + 1}: {a.args[1]}",
    "sow": lambda a: f"Sow {_name(a.args[0])}",
    "sow_stop": "Stop sowing",
    "mine_card": lambda a: f"Mine the {a.args[2]} set of card {a.args[0] + 1}: {a.args[3]}",
    "patrol_box": lambda a: f"Put the worker in Patrol box {a.args[0]}",
    "patrol_card": lambda a: f"Patrol card {a.args[0] + 1} (at least {count(a.args[1], 'worker')})",   # face down
    "hazard": lambda a: f"Pay {_name(a.args[0])} for the {a.args[1]} hazard" if a.args[0] else "Take the wound",
    "ship_seat": lambda a: f"Board cart {a.args[0]}, {_SEATS[a.args[1]]}",
    "steam_reward": lambda a: "Take 1 Rosette" if a.args[0] == "rosette" else f"Take {_name(a.args[0])}",
    "burn": lambda a: f"Burn {_name(a.args[0])} for {_burn_reward(a.args[1])}",
    "burn_done": "Burn nothing more",
    "shred": lambda a: f"Shred {a.args[2]} from your {a.args[0]} ({count(a.args[3], 'Rosette')})",
    "shred_stop": "Stop shredding",
    "place": _place,
    "supplement": lambda a: f"Load {_name(a.args[0])} from your warehouse",
    "from_mwh": lambda a: f"Move {_name(a.args[0])} from the Mine Warehouse to a cart",
    "to_mwh": lambda a: f"Move {_name(a.args[0])} from cart {a.args[1]} to the Mine Warehouse",
    "load_done": "Done loading",
    "cart": lambda a: f"Into cart {a.args[0]}",
    "board": lambda a: f"Board cart {a.args[0]}, seat {a.args[1]}" if a.args[0] else "Do not board the Train",
    "confiscate": lambda a: f"Give {_name(a.args[0])} from cart {a.args[1]} to the Today order",
    "share": lambda a: f"Take {_name(a.args[0])} from cart {a.args[1]}",
}, "Mine77Action")



_ACTIONS = shared_table(Mine77Action)


def shared_action(p, kind, args=()):
    """``Mine77Action(p, kind, args)`` from the kernel's one cache of actions (``actions.shared_table``):
    actions are immutable and menus are rebuilt after every move, so the menus reuse the same objects."""
    return _ACTIONS[p, kind, args]

"""The Mine 77 board as plain HTML, drawn from ``game.view(viewer)`` only (``viewer``: None the teacher,
-1 an onlooker, p player p; hands, Secret Objectives and unused Elven orders of other seats stay hidden:
they are face-down kernel piles, which the kernel's view hides).

What it shows (mine77.txt, Prepare the Main Game Board and the sections named in ``board_parts``): the
time track (day and shift), the Steam track from the deficit floor to Bang! with its marker, the Surface
and Mine rondels with their 13 segments, the workers on them, every action space (free, taken or
Blocked) and the Barred markers of NPC opponents, the Today and Tomorrow Government Orders with what is
delivered, the Train's carts with their load and seats, the Hospital, the Elven Embassy, the day's deal
promises (Dealing and Bartering; only when there are some), and a panel per player.

``projector=True`` draws the same facts at 16 px in three columns for a 1280x720 projector (the time,
the Steam track, the orders, the Train, the Hospital, the Embassy and the promises; the two rondels, one line
per segment in clockwise order; the players, whose panels grow longest late in a game), without the farm's
fields (they change only by Farming and would not fit; the full board shows them), with shorter wording: whose
view it is in a few words, the time without the phase (the table's header says it), the Steam track's legend
in one line, a filled order slot by what filled it ("Lichen ✓"), a Steam Generation box by its Steam ("3
Steam:"), the Hospital and the Embassy on one line each, an NPC's Barred marker with its first name, and each
player's panel without the list of where the workers stand (the rondels show them). So a late game fits
the space the table leaves it at 16 px (the table zooms out a board that still does not fit: ``widgets/fit.js``).
"""

from html import escape

from mining_games.core.seat import SeatView

from .board_parts import (
    STYLE,
    embassy_html,
    farm_html,
    hospital_html,
    orders_html,
    promises_html,
    rondels_html,
    steam_html,
    time_html,
    train_html,
)
from .board_players import player_html
from .data import GOVERNMENT, RESOURCES


def _who(game, viewer):
    if viewer is None:
        return "Teacher's view: every hand and Secret Objective is shown"
    if viewer == -1:
        return "Onlooker's view: hands and Secret Objectives are hidden"
    return f"{escape(game.players[viewer])}'s view: other players' hands and Secret Objectives are hidden"


def _who_short(game, viewer):
    """Whose view the projector's board is, in a few words."""
    if viewer is None:
        return "Teacher's view (every hand shown)"
    if viewer == -1:
        return "Onlooker's view (hands hidden)"
    return f"{escape(game.players[viewer])}'s view (others' hands hidden)"


def board_html(game, viewer=None, projector=False):
    v = game.view(viewer)
    seen = SeatView(v, viewer)
    st = v["state"]
    npcs = dict(game.npcs)
    carts = [{r: n for r, n in seen.holdings(f"cart{c}").items() if r in RESOURCES} for c in range(len(st["train"]))]
    players = "".join(player_html(game, v, seen, p) for p in range(len(v["players"])))
    steam = v["tracks"].get("steam", 0)
    cls = "mg-board-inner m77-board" + (" m77-projector" if projector else "")
    shared = (f'{time_html(v)}{steam_html(steam)}<div class="m77-row" style="margin-top:4px">'
              f'{orders_html(st, GOVERNMENT)}</div>')
    places = (f'<div class="m77-row" style="margin-top:6px">{train_html(v, carts)}{hospital_html(v)}'
              f'{embassy_html(v)}{farm_html(seen)}{promises_html(v)}</div>')
    if projector:
        compact = "".join(player_html(game, v, seen, p, compact=True) for p in range(len(v["players"])))
        # the Hospital, the Embassy and the promises go under the Train: the players' panels, which grow longest
        # late in a game, have the right column to themselves
        under = f"{hospital_html(v, True)}{embassy_html(v, True)}{promises_html(v)}"
        return (f'{STYLE}<div class="{cls}"><div class="m77-cols">'
                f'<div><div class="m77-dim">{_who_short(game, viewer)}</div>{time_html(v, projector=True)}'
                f'{steam_html(steam, True)}{orders_html(st, GOVERNMENT, True)}{train_html(v, carts)}{under}</div>'
                f'<div>{rondels_html(v, npcs, True)}</div>'
                f'<div><div class="m77-players">{compact}</div></div></div></div>')
    return (f'{STYLE}<div class="{cls}"><div class="m77-dim">{_who(game, viewer)}</div>{shared}'
            f'<div class="m77-h">The rondels</div>{rondels_html(v, npcs)}{places}'
            f'<div class="m77-h">Players</div><div class="m77-players">{players}</div></div>')

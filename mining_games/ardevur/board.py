"""The ARDEVUR board: the map (``board_map``) and, beside it, the corporations' dashboards, the
Regional Supremacy standing, the Development card Market and the Targets still open
(``board_parts``).

Pure string building from ``game.view(viewer)`` (no widget imports); ``viewer`` is a player index
(that player's Action cards are named), -1 (an onlooker) or None (the teacher: everything). The
Regional Supremacy weights are public and read from the game. ``projector=True`` puts the map first
(the table scales it to the height of a 1280x720 screen) and beside it the dashboards two by two, then the open
Targets, the Regional Supremacy standing and the Market in two short columns.
"""

from html import escape

from .board_map import map_svg
from .board_parts import STYLE, corp_html, market_line, supremacy_html, supremacy_lines, targets_lines


def whose_view(game, viewer):
    if viewer is None:
        return "Teacher's view: every hand is shown"
    if viewer == -1:
        return "Onlooker's view: Action cards are hidden"
    return f"{escape(game.players[viewer])}'s view: other players' Action cards are hidden"


def status_line(game, view):
    st = view["state"]
    bits = [whose_view(game, view.get("_viewer")), f"round {view['round']}", escape(view["phase"])]
    if st["trigger"] >= 0:
        bits.append(f"Total Control called by {escape(view['players'][st['trigger']])}: final round")
    if view["over"]:
        bits.append("the game is over")
    return " · ".join(bits)


def board_html(game, viewer=None, projector=False):
    """The whole board as ``viewer`` may see it."""
    view = game.view(viewer)
    view["_viewer"] = viewer
    names = view["players"]
    weights = game.all_region_weights()        # per region, {player: weight in half points}
    st = view["state"]
    svg = map_svg(view, weights)
    corps = "".join(corp_html(view, viewer, p, compact=projector) for p in range(len(names)))
    status = f'<p class="ard-dim ard-status">{status_line(game, view)}</p>'
    if projector:
        # most needed first, as a projector may not show the end of the column: the round and phase are
        # in the table's header and each region's leader is on the map, so those come last or not at all
        side = (f'<div class="ard-side"><p class="ard-dim ard-status">{whose_view(game, viewer)}</p>'
                f'<div class="ard-corps">{corps}</div><p class="ard-h">Targets on top of the grid</p>'
                f'<div class="ard-rest">{targets_lines(view, viewer, compact=True)}</div>'
                f'<p class="ard-h">Regional Supremacy</p><div class="ard-rest">{supremacy_lines(names, weights)}</div>'
                f'<p>{escape(market_line(st))}</p></div>')
        return f'{STYLE}<div class="mg-board-inner ard-board ard-projector">{svg}{side}</div>'
    return (f'{STYLE}<div class="mg-board-inner ard-board">{status}{svg}'
            f'<div class="ard-h">Corporations</div><div class="ard-corps">{corps}</div>'
            f'<div class="ard-h">Regional Supremacy (ribbon to the single leader at the end)</div>'
            f'{supremacy_html(names, weights)}<div class="ard-h">Development Market</div>'
            f'<p>{escape(market_line(st))}</p><div class="ard-h">Targets on top of the grid, and Incentives</div>'
            f'{targets_lines(view, viewer)}</div>')

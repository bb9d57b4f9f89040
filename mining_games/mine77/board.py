"""The Mine 77 board as plain HTML, drawn from ``game.view(viewer)`` only (a fuller board is the next
issue's work)."""

from html import escape

from mining_games.core import SeatView

from .data import SEGMENTS


def board_html(game, viewer=None):
    v = game.view(viewer)
    st = v["state"]
    rows = []
    for p, name in enumerate(v["players"]):
        where = ", ".join(SEGMENTS.get(x, x) if isinstance(x, int) else str(x) for x in st["workers"][p])
        led = SeatView(v, viewer).holdings(p)
        rows.append(f"<tr><td>{escape(name)}</td><td>{led.get('vp', 0)} VP</td><td>{led.get('rosette', 0)}</td>"
                    f"<td>{escape(where)}</td></tr>")
    return (f"<div class='mine77-board'><p>Day {st['day']}, {escape(st['shift'])} Shift; Steam "
            f"{v['tracks'].get('steam')}</p><table><tr><th>Player</th><th>VP</th><th>Rosettes</th>"
            f"<th>Workers</th></tr>{''.join(rows)}</table></div>")

"""The ARDEVUR board for the notebooks: a plain HTML summary drawn from ``game.view(viewer)``.

The full map view is the next issue; this shows each region's Territories and structures and
each player's money, stock, cards and Supremacy Points, as the viewer may see them."""

from html import escape

from mining_games.core import SeatView

from .data import REGIONS, STRUCTURE_NAME, TERRITORIES

SITE = ("unexplored", "exploration site", "active mine")


def board_html(game, viewer=None):
    view = game.view(viewer)
    st = view["state"]
    names = view["players"]
    rows = []
    for r in REGIONS:
        terr = []
        for t in range(r.key * 3, r.key * 3 + 3):
            o = st["owner"][t]
            who = escape(names[o]) if o >= 0 else "free"
            terr.append(f"{escape(TERRITORIES[t].name)} ({TERRITORIES[t].tier}): {who}, {SITE[st['site'][t]]}")
        built = [f"{escape(names[a[0]])}'s {STRUCTURE_NAME[a[1]]}" for a in st["assets"] if a[2] == r.key]
        built += [f"{escape(names[i[0]])}'s {STRUCTURE_NAME[i[1]]}" for i in st["infra"] if i[2] == r.key]
        rows.append(f"<tr><td><b>{escape(r.name)}</b> ({r.continent}, ribbon {r.ribbon})</td>"
                    f"<td>{'<br>'.join(terr)}</td><td>{'<br>'.join(built) or '-'}</td></tr>")
    people = []
    for p, name in enumerate(names):
        led = SeatView(view, viewer).holdings(p)
        hand = st["hand"][p]
        cards = len(hand) if isinstance(hand, list) else hand
        people.append(f"<li><b>{escape(name)}</b>: {led.get('money', 0)}M, {led.get('sp', 0)} SP, "
                      f"Development cards {escape(', '.join(st['dev'][p]) or 'none')}, {cards} Action cards</li>")
    return ("<div class='ardevur-board'><table><tr><th>Region</th><th>Territories</th><th>Structures</th></tr>"
            + "".join(rows) + "</table><ul>" + "".join(people) + "</ul></div>")

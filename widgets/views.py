"""HTML views of a game used by the table and the walkthroughs: a board for games without their own
board view, and the standings."""

from html import escape

from mining_games.palette import player_color


def generic_board_html(game):
    """For games without their own board view: each player's holdings of the charted items, and the tracks."""
    items = list(type(game).ITEMS)
    head = "".join(f"<th>{escape(i)}</th>" for i in items)
    rows = "".join(
        f"<tr><td><span style='color:{player_color(p)}'>■</span> {escape(n)}</td>"
        + "".join(f"<td align='right'>{game.held(game.account(p), i)}</td>" for i in items) + "</tr>"
        for p, n in enumerate(game.players))
    tracks = ", ".join(f"{escape(game.track_label(t))} = {v}" for t, v in game.tracks.items())
    return (f"<table style='font-size:13px'><tr><th align='left'>Player</th>{head}</tr>{rows}</table>"
            f"<div style='font-size:13px;margin-top:4px'>{tracks}</div>")


def standings_line_html(game, rows=None):
    """The standings on one line, best first, for projector mode's screen: "Standings: 1. ■ Ana 5 · 2. ■ Ben 3"."""
    parts = [f"{r['rank']}. <span style='color:{player_color(r['player'])}'>■</span> {escape(r['name'])}"
             f"{' 🏆' if r['winner'] else ''} <b>{r['score']}</b>" for r in rows or game.standings()]
    return "<div>Standings: " + " · ".join(parts) + "</div>"


def standings_html(game, rows=None):
    """Rank, player, score and what the score is made of, best first."""
    rows = "".join(
        f"<tr><td>{r['rank']}</td><td><span style='color:{player_color(r['player'])}'>■</span> "
        f"{escape(r['name'])}{' 🏆' if r['winner'] else ''}</td><td align='right'><b>{r['score']}</b></td>"
        f"<td style='font-size:12px;color:#444'>"
        f"{escape(', '.join(f'{k} {v}' for k, v in r['breakdown'].items()))}</td></tr>"
        for r in rows or game.standings())
    return ("<table style='font-size:13px;margin-top:6px;border-spacing:8px 2px'>"
            "<tr><th>Rank</th><th align='left'>Player</th><th>Score</th>"
            "<th align='left'>made of</th></tr>" + rows + "</table>")

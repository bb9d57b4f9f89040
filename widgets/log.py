"""The rule log and the rule index as HTML: the explanation, the rule, its citation, its provenance."""

from collections import Counter
from html import escape

from mining_games.palette import player_color

SOURCE_BADGE = {"rulebook": ("rulebook", "#E3F2FD", "#0D47A1"),
                "reconstructed": ("reconstructed", "#FFF3E0", "#8A4B00"),
                "variant": ("variant", "#F3E5F5", "#5E2A72")}

STYLE = """<style>
.mg-entry{padding:3px 6px;border-bottom:1px solid #eee;font-size:13px;line-height:1.35}
.mg-entry.mg-new{background:#FFFDE7;border-left:4px solid #F9A825}
.mg-entry .mg-rule{font-size:11px;color:#555}
.mg-badge{font-size:10px;padding:0 4px;border-radius:3px;margin-left:4px}
.mg-index td,.mg-index th{padding:2px 6px;font-size:12px;vertical-align:top;border-bottom:1px solid #eee}
</style>"""


def badge(source):
    label, bg, fg = SOURCE_BADGE[source]
    return f'<span class="mg-badge" style="background:{bg};color:{fg}">{label}</span>'


def log_html(events, names, new_from, player=None, limit=150, newest_first=True, viewer=None):
    """The rule log: events with ``seq >= new_from`` are highlighted as the last step's.

    ``player``: show only events about that player index (None: everyone). Newest first by
    default (the table); oldest first for reading a walkthrough. ``viewer`` (a player, -1 for an
    onlooker, None for the teacher) reads other players' private events in their public wording.
    """
    shown = [e for e in events if player is None or e.player == player]
    total = len(shown)
    rows = []
    for e in (reversed(shown[-limit:]) if newest_first else shown[:limit]):
        r = e.rule_info
        who = (f'<span style="color:{player_color(e.player)};font-weight:bold">■</span> '
               if e.player is not None else "")
        cls = "mg-entry mg-new" if e.seq >= new_from else "mg-entry"
        rows.append(f'<div class="{cls}" data-seq="{e.seq}">{who}{escape(e.text_for(viewer))}'
                    f'<div class="mg-rule">round {e.round} · {escape(r.title)} — {escape(r.cite)}'
                    f'{badge(r.source)}</div></div>')
    more = (f'<div class="mg-entry" style="color:#777">… {total - limit} '
            f'{"earlier" if newest_first else "later"} events not shown</div>' if total > limit else "")
    if not rows:
        rows.append('<div class="mg-entry" style="color:#777">No events yet.</div>')
    # mathjax_ignore (tex2jax_ignore in MathJax 2): amounts such as $2M and $3M must not become maths
    return STYLE + '<div class="mg-log-entries mathjax_ignore tex2jax_ignore">' + "".join(rows) + more + "</div>"


def rule_index_html(rules, events):
    """Every rule of the game with its summary, citation, provenance and how often it has fired."""
    fired = Counter(e.rule for e in events)
    rows = []
    for r in rules:
        why = f"<br><i>Why: {escape(r.rationale)}</i>" if r.rationale else ""
        rows.append(f"<tr><td><b>{escape(r.title)}</b><br><code style='font-size:10px'>{escape(r.id)}</code></td>"
                    f"<td>{escape(r.summary)}{why}</td><td>{escape(r.cite)}</td><td>{badge(r.source)}</td>"
                    f"<td align='right'>{fired.get(r.id, 0)}</td></tr>")
    return (STYLE + "<table class='mg-index' style='border-collapse:collapse'><tr><th align='left'>Rule</th>"
            "<th align='left'>In our words</th><th align='left'>Rulebook section</th><th>Source</th>"
            "<th>Fired</th></tr>" + "".join(rows) + "</table>")

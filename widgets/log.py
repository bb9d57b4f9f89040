"""The rule log and the rule index as HTML.

The log reads like a story. Events are grouped into turns (a run of events of one player in one
round; events of nobody in particular, such as a shuffle, belong to the turn they happen in; the
set-up is one group). Within a turn events run oldest first; on the table the newest turn is on top.
Each entry is the explanation, then the rule's plain-words summary (the first time the rule fires in
the turn), then its title, rulebook section and provenance. Repetitive lines are folded into one
line that opens on a click: a rule that moves nothing and fires several times in a turn ("Cy
finishes Trading", four phases a turn), and runs of four or more lines of the same rule ("Tile 7 is
laid out with 10 trees").
"""

from collections import Counter
from html import escape

from mining_games.analysis import is_setup
from mining_games.core.words import count
from mining_games.palette import player_color

SOURCE_BADGE = {"rulebook": ("rulebook", "#E3F2FD", "#0D47A1"),
                "reconstructed": ("reconstructed", "#FFF3E0", "#8A4B00"),
                "variant": ("variant", "#F3E5F5", "#5E2A72")}
RUN_FOLD = 4      # this many lines of one rule in a row are folded

STYLE = """<style>
.mg-turn{margin:0 0 6px 0;border:1px solid #e3e3e3;border-radius:4px}
.mg-turn-head{background:#F5F5F5;padding:3px 8px;font-size:13px;font-weight:bold;color:#333}
.mg-entry{padding:4px 8px;border-top:1px solid #eee;font-size:14px;line-height:1.4}
.mg-entry.mg-new{background:#EEF6FC;border-left:4px solid #0072B2;padding-left:4px}
.mg-why{font-size:13px;color:#333;font-style:italic}
.mg-rule{font-size:12px;color:#555}
.mg-fold summary{cursor:pointer;padding:4px 8px;font-size:14px;border-top:1px solid #eee;color:#333}
.mg-fold .mg-entry{padding-left:22px}
.mg-badge{font-size:11px;padding:0 4px;border-radius:3px;margin-left:4px}
.mg-index td,.mg-index th{padding:2px 6px;font-size:13px;vertical-align:top;border-bottom:1px solid #eee}
</style>"""


def badge(source):
    label, bg, fg = SOURCE_BADGE[source]
    return f'<span class="mg-badge" style="background:{bg};color:{fg}">{label}</span>'


def group_turns(events):
    """Consecutive events split into turns: [(round, player or None, setup?, [events])].

    An event of nobody in particular (a shuffle, a round ending) stays in the turn it happens in,
    unless it opens a new phase: then it starts a turn of the table (say, Natural Disasters), and
    the events of that phase stay there even where they concern one player (a disaster on Cy's
    tile). A player's event outside such a phase starts or continues that player's turn.
    """
    groups, previous = [], None
    for e in events:
        setup = is_setup(e.phase)
        last = groups[-1] if groups else None
        same_round = last is not None and last[0] == e.round and last[2] == setup
        same_phase = same_round and previous is not None and previous.phase == e.phase
        if setup:
            owner = None
        elif e.player is None:
            owner = last[1] if same_phase else None
        else:
            owner = None if (same_phase and last[1] is None) else e.player
        if same_round and (setup or owner == last[1]):
            last[3].append(e)
        else:
            groups.append((e.round, owner, setup, [e]))
        previous = e
    return groups


def _fold_plan(events):
    """Lists of events to show as one line each: repetitive ones folded together (see the module doc)."""
    counts = Counter(e.rule for e in events)
    quiet = {rule for rule, n in counts.items() if n > 1
             and not any(e.changes for e in events if e.rule == rule)}
    last_quiet = {e.rule: i for i, e in enumerate(events) if e.rule in quiet}
    lines, runs = [], []
    for i, e in enumerate(events):
        if e.rule in quiet:
            if last_quiet[e.rule] == i:
                lines.append([x for x in events if x.rule == e.rule])
            continue
        if lines and lines[-1] is runs and runs[-1].rule == e.rule:
            runs.append(e)
            continue
        runs = [e]
        lines.append(runs)
    out = []
    for line in lines:                       # short runs are shown line by line
        if len(line) >= RUN_FOLD or (line[0].rule in quiet):
            out.append(line)
        else:
            out.extend([x] for x in line)
    return out


def _entry(e, new_from, viewer, why):
    r = e.rule_info
    who = (f'<span style="color:{player_color(e.player)};font-weight:bold">■</span> '
           if e.player is not None else "")
    cls = "mg-entry mg-new" if e.seq >= new_from else "mg-entry"
    reason = f'<div class="mg-why">{escape(r.summary)}</div>' if why and r.summary else ""
    return (f'<div class="{cls}" data-seq="{e.seq}">{who}{escape(e.text_for(viewer))}{reason}'
            f'<div class="mg-rule">{escape(r.title)} — {escape(r.cite)}{badge(r.source)}</div></div>')


def _turn_html(group, names, new_from, viewer):
    rnd, player, setup, events = group
    if setup:
        head = "Set-up"
    elif player is not None:
        head = f'Round {rnd} · <span style="color:{player_color(player)}">■</span> {escape(names[player])}'
    else:
        phases = " → ".join(dict.fromkeys(str(e.phase)[:1].upper() + str(e.phase)[1:] for e in events))
        head = f"Round {rnd} · {escape(phases)}"
    seen, rows = set(), []
    for line in _fold_plan(events):
        first = line[0]
        why = first.rule not in seen
        seen.add(first.rule)
        if len(line) == 1:
            rows.append(_entry(first, new_from, viewer, why))
            continue
        new = any(e.seq >= new_from for e in line)
        inner = "".join(_entry(e, new_from, viewer, why and i == 0) for i, e in enumerate(line))
        summary = (f"{escape(line[-1].text_for(viewer))} <i>… and {len(line) - 1} more like it "
                   f"({escape(first.rule_info.title)})</i>")
        rows.append(f'<details class="mg-fold{" mg-new" if new else ""}"><summary>{summary}</summary>'
                    f'{inner}</details>')
    return f'<div class="mg-turn"><div class="mg-turn-head">{head}</div>{"".join(rows)}</div>'


def log_html(events, names, new_from, player=None, limit=150, newest_first=True, viewer=None):
    """The rule log: events with ``seq >= new_from`` are highlighted as the last click's.

    ``player``: only events about that player index (None: everyone). ``newest_first``: the newest
    turn on top (the table); False: the whole story in order (a walkthrough). Within a turn, events
    are always oldest first. ``viewer`` (a player, -1 for an onlooker, None for the teacher) reads
    other players' private events in their public wording.
    """
    shown = [e for e in events if player is None or e.player == player]
    total = len(shown)
    shown = shown[-limit:] if newest_first else shown[:limit]
    groups = [_turn_html(g, names, new_from, viewer) for g in group_turns(shown)]
    if newest_first:
        groups.reverse()
    more = (f'<div class="mg-entry" style="color:#555">… '
            f'{count(total - limit, "earlier event" if newest_first else "later event")} not shown</div>'
            if total > limit else "")
    if not groups:
        groups.append('<div class="mg-entry" style="color:#555">No events yet.</div>')
    # mathjax_ignore (tex2jax_ignore in MathJax 2): amounts such as $2M and $3M must not become maths
    return STYLE + '<div class="mg-log-entries mathjax_ignore tex2jax_ignore">' + "".join(groups) + more + "</div>"


def rule_index_html(rules, events):
    """Every rule of the game with its summary, citation, provenance and how often it has fired."""
    fired = Counter(e.rule for e in events)
    rows = []
    for r in rules:
        why = f"<br><i>Why: {escape(r.rationale)}</i>" if r.rationale else ""
        rows.append(f"<tr><td><b>{escape(r.title)}</b><br><code style='font-size:11px'>{escape(r.id)}</code></td>"
                    f"<td>{escape(r.summary)}{why}</td><td>{escape(r.cite)}</td><td>{badge(r.source)}</td>"
                    f"<td align='right'>{fired.get(r.id, 0)}</td></tr>")
    return (STYLE + "<table class='mg-index' style='border-collapse:collapse'><tr><th align='left'>Rule</th>"
            "<th align='left'>In our words</th><th align='left'>Rulebook section</th><th>Source</th>"
            "<th>Fired</th></tr>" + "".join(rows) + "</table>")

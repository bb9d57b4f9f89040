"""The class at a seat: the class decides for one seat of a live GameTable at the moments that matter.

    game = mg.new_game("murfett", players=["Class", "Ben", "Cy"], seed=4)
    ClassSeat(game, seat=0, bots={1: "prospector", 2: "contractor"}, bot="contractor",
              moments=lambda g, seat: g.stage == "offer")

The bots play every other seat, and the class's seat outside its moments (with ``bot``). At a moment
the class's options appear with a box for the number of hands raised for each; *Apply the class's
choice* plays the option with the most hands (a tie goes to the option listed first in the game's
menu, or to the bot's choice among the tied ones with ``ties="bot"``). Only then is the bot's own
choice for that moment shown beside the class's. *Compare with the bot* replays the same seed from the
same start with the bot in the class's seat, the same opponents and bots, and shows both games side by
side (at the end, or after the last round both have finished).
"""

from contextlib import contextmanager
from html import escape

import ipywidgets as W
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from mining_games import analysis
from mining_games.bots import bot_words, make_bot, seat_bots
from mining_games.core.saves import load_save
from mining_games.palette import player_color

from . import lesson_projector
from .errors import ErrorArea, guarded
from .lesson_common import STYLE, Section, auto_name, button, fill, html_table, name_box, num, show_charts
from .table import GameTable

TIES = {"first": "A tie goes to the option listed first in the game's menu.",
        "bot": "A tie goes to the bot's own choice if it is among the tied options, else to the one listed first."}
POOL = 12   # vote rows made up front (more are added if a menu is longer)


def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def majority(votes, ties="first", advice=None):
    """Index of the option with the most votes; ``ties``: "first" (menu order) or "bot" (``advice`` index
    if it is among the tied). Returns (index, tied indices)."""
    top = max(votes)
    tied = [i for i, v in enumerate(votes) if v == top]
    if ties == "bot" and advice in tied:
        return advice, tied
    return tied[0], tied


def ranks(scores):
    """Rank of each score (1 = highest; equal scores share a rank)."""
    return [1 + sum(1 for t in scores if t > s) for s in scores]


class ClassSeat(W.VBox):
    """A live ``GameTable`` where the class plays one seat at chosen moments.

    - ``game``: a game (``mining_games.new_game``), at the position the segment starts from;
    - ``seat``: the class's player index; ``bots``: the other seats' bots (``{seat: name}`` or one name
      per seat, the class's entry ignored);
    - ``bot``: the bot name that plays the class's seat outside the moments and in the comparison
      (default: the game's first bot);
    - ``moments(game, seat)``: True when the class should decide (default: every decision of the seat
      with more than one option);
    - ``choices(game, seat, actions)``: the options to vote on (default: the whole menu);
    - ``ties``: "first" or "bot" (see ``TIES``); ``question``, ``key``, ``name``: for the debrief.
    """

    kind = "seat"

    def __init__(self, game, seat, bots, *, bot=None, moments=None, choices=None, ties="first", question=None,
                 key=None, name=None, title=None):
        cls = type(game)
        n = len(game.players)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n or seat in game.npcs:
            raise ValueError(f"seat must be a player's index 0..{n - 1} (not a rule-driven seat), not {seat!r}")
        if ties not in TIES:
            raise ValueError(f"ties must be one of {', '.join(TIES)}, not {ties!r}")
        if isinstance(bots, (list, tuple)):
            bots = {p: b for p, b in enumerate(bots) if p != seat}
        elif isinstance(bots, str):
            bots = {p: bots for p in range(n) if p != seat}
        self.other_specs = {p: b for p, b in dict(bots or {}).items() if p != seat}
        missing = [p for p in range(n) if p != seat and p not in self.other_specs and p not in game.npcs]
        if missing:
            raise ValueError(f"every other seat needs a bot; none for {', '.join(game.players[p] for p in missing)}")
        self.bot_name = bot or next(iter(cls.BOTS), "random")
        make_bot(cls, self.bot_name)                     # an unknown bot name fails here
        self.bot_words = bot_words(self.bot_name)        # "free rider", "search (hard)" on the page
        self.game, self.seat, self.ties = game, seat, ties
        self.moments = moments or (lambda g, s: len(g.legal_actions(s)) > 1)
        self.choices = choices
        self.question = question or f"The class plays {game.players[seat]}"
        self.key, self.name = key, name or auto_name("seat")
        self.title = title or "The class at a seat"
        self.errors = ErrorArea()
        self._start_save = game.to_json()             # the comparison replays from here
        self._new_bots()
        self.pending = None                           # {"offered": [actions], "advice": action}
        self.record = []                              # the class's decisions, oldest first
        self.comparison = None
        self._numbers, self._figures = {}, []
        self._compare_body = ""

        self._table = None
        self.table_box = W.VBox([W.HTML("<div class='mg-muted' style='font-size:13px;padding:4px 0'>The game's table "
                                        "appears here when the class starts playing.</div>")])
        self.table_box.add_class("mg-seat-table")
        self.prompt = W.HTML()
        self.prompt.add_class("mg-seat-prompt")
        self.rows, self.labels, self.counts = [], [], []
        self.vote_box = W.VBox()
        self.vote_box.add_class("mg-seat-votes")
        self._grow(POOL)
        self.tie_note = W.HTML(f"<span class='mg-muted' style='font-size:12px'>{escape(TIES[ties])}</span>")
        self.tie_note.add_class("mg-seat-howto")        # projector mode leaves the how-to lines out (style.py)
        self.play_button = button("Play to the class's next decision", "mg-seat-play", "primary")
        self.apply_button = button("Apply the class's choice", "mg-seat-apply", "success")
        self.undo_button = button("Undo the class's last choice", "mg-seat-undo")
        self.finish_button = button("Let the bot finish the game", "mg-seat-finish")
        self.compare_button = button("Compare with the bot", "mg-seat-compare")
        self.show_button = button("Show the game", "mg-seat-show")
        self.show_button.on_click(lambda _: self._show_clicked())
        self.play_button.on_click(lambda _: self.play_to_moment())
        self.apply_button.on_click(lambda _: self.apply_choice())
        self.undo_button.on_click(lambda _: self.undo_choice())
        self.finish_button.on_click(lambda _: self.finish())
        self.compare_button.on_click(lambda _: self.compare())
        self.record_html = W.HTML()
        self.record_html.add_class("mg-seat-record")
        self.compare_html = W.HTML()
        self.compare_html.add_class("mg-seat-comparison")
        self.charts = W.Output()
        self.charts.add_class("mg-seat-charts")
        color = player_color(seat)
        self.head = W.HTML(f"{STYLE}<div class='mg-lesson'><b>{escape(self.title)}</b><div style='font-size:15px;"
                      f"margin:4px 0'>{self.question}</div><div class='mg-muted'>The class plays <span style='color:"
                      f"{color}'>■</span> <b>{escape(game.players[seat])}</b> when it matters; the "
                      f"<i>{escape(self.bot_words)}</i> bot plays that seat the rest of the time, and bots play the "
                      f"others.</div></div>")
        panel = W.VBox([self.prompt, self.vote_box, self.tie_note,
                        W.HBox([self.play_button, self.apply_button, self.undo_button, self.finish_button,
                                self.compare_button, self.show_button], layout=W.Layout(flex_flow="row wrap",
                                                                                         gap="4px"))],
                       layout=W.Layout(border="2px solid " + color, padding="6px", margin="6px 0"))
        panel.add_class("mg-seat-panel")
        self.panel = panel
        super().__init__(self._parts(), layout=W.Layout(width="100%"))
        self.add_class("mg-class-seat")
        self._projected = False
        self._find_moment()
        self._draw()
        lesson_projector.follow(self._projector)

    # ------------------------------------------------------------------ set-up

    def _new_bots(self):
        """Bots seeded exactly as ``seat_bots`` seeds them, so the comparison replays the same players."""
        self.others = seat_bots(self.game, self.other_specs)
        self.seat_bot = make_bot(type(self.game), self.bot_name, seed=self.game.seed * 7919 + self.seat)

    @property
    def table(self):
        """The live ``GameTable``, made the first time the game is played (or ``show_table()``): its chart widget
        then starts in a page that has finished loading, within anywidget's 2 s (at page load, among the
        lesson's other outputs, it may not)."""
        if self._table is None:
            self._table = GameTable(self.game, bots=self.other_specs)
            self._tame_table()
            self._table.projector_button.value = self._projected
            self._table.projector_button.observe(lambda _: self._table_projector_changed(), "value")
            self._table_projector_changed()
            self.table_box.children = [self._table]
        return self._table

    def _parts(self):
        """The segment's parts, top to bottom. With its table in projector mode the vote panel sits inside the
        table's screen, in the place of the table's own decision panel: the votes and the board on one screen."""
        inside = self._table is not None and self._table.projector
        return [self.head, self.errors, *([] if inside else [self.panel]), self.record_html, self.table_box,
                self.compare_html, self.charts]

    def _projector(self, on):
        """The lesson's projector switch (``ProjectorSwitch``) turned on or off: the table follows it."""
        self._projected = on
        if self._table is not None:
            self._table.projector_button.value = on

    def _table_projector_changed(self):
        t = self._table
        t.stand_in_panel(self.panel if t.projector else None)
        self.children = self._parts()

    def show_table(self):
        """Show the game's table now (it is otherwise shown by the first press of Play)."""
        return self.table

    @guarded
    def _show_clicked(self):
        self.errors.clear()
        self.show_table()
        self._draw()

    def _tame_table(self):
        """The table shows the game; the class's panel drives it: hide the table's own decision panel,
        its play controls, its Undo and Back one decision (the class's own Undo takes back a whole choice and
        keeps the vote panel in step with the game) and its New game form (a new game would not be the
        lesson's)."""
        t = self._table
        for w in (t.panel, t.step_button, t.round_button, t.auto_button, t.speed, t.stop_button, t.undo_button,
                  t.back_button):
            w.layout.display = "none"
        t.form.children = [W.HTML("<i>This table belongs to a lesson segment: its game is set by the lesson.</i>")]

    def _grow(self, k):
        while len(self.rows) < k:
            label, box = W.HTML(), W.BoundedIntText(value=0, min=0, max=100_000, layout=W.Layout(width="90px"))
            plus = button("+1", "mg-plus-one")
            plus.on_click(lambda _, box=box: setattr(box, "value", box.value + 1))
            box.add_class("mg-seat-count")
            row = W.HBox([label, box, plus], layout=W.Layout(align_items="center", gap="6px", display="none"))
            self.rows.append(row)
            self.labels.append(label)
            self.counts.append(box)
        self.vote_box.children = self.rows

    @contextmanager
    def _quiet(self):
        """Many moves at once: redraw the table once at the end, not after every move."""
        t = self.table
        quiet = hasattr(t, "_quiet")
        if quiet:
            t._quiet = True
        try:
            yield
        finally:
            if quiet:
                t._quiet = False
            t.refresh()

    # ------------------------------------------------------------------ playing

    def _offered(self):
        actions = list(self.game.legal_actions(self.seat))
        if self.choices is None:
            return actions
        picked = list(self.choices(self.game, self.seat, actions))
        return [a for a in actions if a in picked]

    def _find_moment(self):
        """If the class's seat decides now at a moment with two or more options, wait for the class."""
        g = self.game
        if self.pending is None and not g.over and g.to_act and g.to_act[0] == self.seat and self.moments(g, self.seat):
            offered = self._offered()
            if len(offered) >= 2:
                self.pending = {"offered": offered, "advice": self.seat_bot.choose(g, self.seat),
                                "before": len(g.decisions)}
                for box in self.counts:
                    box.value = 0
        return self.pending is not None

    def _advance(self, stop_at_moments=True):
        g = self.game
        moves = 0
        with self._quiet():
            while not g.over:
                if stop_at_moments and self._find_moment():
                    return
                p = g.to_act[0]
                g.apply((self.seat_bot if p == self.seat else self.others[p]).choose(g, p))
                moves += 1
                if moves > g.max_decisions:
                    raise RuntimeError(f"the game did not reach the class's next decision within {moves} moves")

    @guarded
    def play_to_moment(self):
        """Let the bots play until the class must decide (or the game ends)."""
        self.errors.clear()
        if self.pending:
            raise ValueError("The class has a decision to make first: enter the show of hands and press "
                             "Apply the class's choice.")
        if self.game.over:
            raise ValueError("The game is over: press Compare with the bot.")
        self._advance()
        self._draw()

    def votes(self):
        """The hands entered for each option of the waiting decision."""
        return [self.counts[i].value for i in range(len(self.pending["offered"]))] if self.pending else []

    def enter_votes(self, votes):
        """Enter the show of hands from code: a list in menu order, or ``{label: hands}``."""
        if not self.pending:
            raise ValueError("no class decision is waiting")
        offered = self.pending["offered"]
        if isinstance(votes, dict):
            labels = [a.label for a in offered]
            unknown = [k for k in votes if k not in labels]
            if unknown:
                raise ValueError(f"no option {unknown[0]!r}; the options are {labels}")
            votes = [votes.get(label, 0) for label in labels]
        for box, v in zip(self.counts, votes):
            box.value = int(v)

    @guarded
    def apply_choice(self):
        """Play the option with the most hands (the tie rule decides ties)."""
        self.errors.clear()
        if not self.pending:
            raise ValueError("No class decision is waiting: press Play to the class's next decision.")
        votes = self.votes()
        if sum(votes) == 0:
            raise ValueError("Enter the show of hands first: every option has 0 hands.")
        offered, advice = self.pending["offered"], self.pending["advice"]
        index, tied = majority(votes, self.ties, offered.index(advice) if advice in offered else None)
        chosen = offered[index]
        g = self.game
        entry = {"round": g.round, "phase": g.phase, "prompt": g.prompt(self.seat),
                 "options": [(a.label, v) for a, v in zip(offered, votes)], "chosen": chosen.label,
                 "bot": advice.label, "tie": len(tied) > 1, "before": self.pending["before"], "advice": advice,
                 "offered": offered}
        g.apply(chosen)
        self.record.append(entry)
        self.pending = None
        self._find_moment()          # a decision built in steps (a sealed bid card by card): the next step at once
        self._draw()

    @guarded
    def undo_choice(self):
        """Take back the class's last decision and everything played since; the class votes again."""
        self.errors.clear()
        if not self.record:
            raise ValueError("The class has not decided anything yet: there is nothing to undo.")
        last = self.record.pop()
        g = self.game
        with self._quiet():
            g.undo(len(g.decisions) - last["before"])
        self.pending = {"offered": last["offered"], "advice": last["advice"], "before": last["before"]}
        self._draw()
        self.enter_votes([v for _, v in last["options"]])

    @guarded
    def finish(self):
        """The bot takes the class's seat for the rest of the game (the waiting decision included)."""
        self.errors.clear()
        if self.game.over:
            raise ValueError("The game is already over: press Compare with the bot.")
        if self.pending:
            advice = self.pending["advice"]
            self.pending = None
            with self._quiet():
                self.game.apply(advice)
        self._advance(stop_at_moments=False)
        self._draw()

    # ------------------------------------------------------------------ drawing the panel

    def _draw(self):
        g = self.game
        name = escape(g.players[self.seat])
        color = player_color(self.seat)
        self.apply_button.disabled = self.pending is None
        self.play_button.disabled = self.pending is not None or g.over
        self.finish_button.disabled = g.over
        self.undo_button.disabled = not self.record
        self.show_button.layout.display = "none" if self._table is not None else "inline-flex"
        if self.pending:
            offered = self.pending["offered"]
            self._grow(len(offered))
            for i, row in enumerate(self.rows):
                row.layout.display = "flex" if i < len(offered) else "none"
                if i < len(offered):
                    self.labels[i].value = f"<div style='min-width:320px'>{escape(offered[i].label)}</div>"
                    name_box(self.counts[i], f"Hands raised for {offered[i].label}")
            self.prompt.value = (f"<div style='font-size:15px'><span style='color:{color}'>■</span> <b>The class "
                                 f"decides for {name}</b> (round {g.round}, {escape(str(g.phase))}): "
                                 f"{escape(g.prompt(self.seat))}</div>"
                                 f"<div class='mg-muted mg-seat-howto' style='font-size:12px'>Show of hands: type how "
                                 f"many hands are raised for each option.</div>")
            self.tie_note.layout.display = "block"
        else:
            for row in self.rows:
                row.layout.display = "none"
            self.tie_note.layout.display = "none"
            if g.over:
                text = "The game is over. Press <b>Compare with the bot</b> to see what the bot would have done."
            else:
                text = (f"The bots are playing. Press <b>Play to the class's next decision</b> to go on to the "
                        f"next moment when the class decides for {name}.")
            self.prompt.value = f"<div style='font-size:14px'>{text}</div>"
        self.record_html.value = self._record_table()
        if self._table is not None:     # projector mode: while the class decides, the vote panel has a line of its own
            (self._table.add_class if self.pending else self._table.remove_class)("mg-seat-deciding")

    def _record_table(self):
        if not self.record:
            return ""
        rows = []
        for k, e in enumerate(self.record, 1):
            votes = ", ".join(f"{label}: {v}" for label, v in e["options"])
            same = e["chosen"] == e["bot"]
            bot = e["bot"] if same else ("html", f"<b style='color:#D55E00'>{escape(e['bot'])}</b>")
            rows.append([k, e["round"], e["prompt"], votes,
                         e["chosen"] + (" (tie)" if e["tie"] else ""), bot])
        agreed = sum(e["chosen"] == e["bot"] for e in self.record)
        return (f"{STYLE}<div class='mg-lesson'><b>The class's decisions</b> (the bot agreed with the class on "
                f"{agreed} of {len(self.record)})"
                + html_table(["#", "Round", "The question", "Hands", "The class chose",
                              f"The {self.bot_words} bot would have chosen"], rows) + "</div>")

    # ------------------------------------------------------------------ the comparison

    def replay(self):
        """The same start, seed, options and opponents with the bot in the class's seat, played to the end or
        to the last round the class's game has finished. Returns (game, label of the point compared)."""
        g = self.game
        cls = type(g)
        twin = load_save(self._start_save, {cls.name: cls})
        bots = seat_bots(twin, {**self.other_specs, self.seat: self.bot_name})
        if g.over:
            target = None
        elif g.score_history:
            target = g.score_history[-1][0]
        else:
            raise ValueError("Finish at least one round first (or let the bot finish the game): the games are "
                             "compared at the end of a round.")
        moves = 0
        while not twin.over and (target is None or not any(r == target for r, _ in twin.score_history)):
            p = twin.to_act[0]
            twin.apply(bots[p].choose(twin, p))
            moves += 1
            if moves > twin.max_decisions:
                raise RuntimeError("the replay with the bot did not end")
        return twin, target

    @guarded
    def compare(self):
        """Show the class's game beside the same game with the bot in the class's seat."""
        self.errors.clear()
        twin, target = self.replay()
        g, s = self.game, self.seat
        final = [twin.score(p) for p in range(len(twin.players))]
        if target is None:
            ours, theirs, at = [g.score(p) for p in range(len(g.players))], final, "at the end of the game"
        else:
            ours, at = list(dict(g.score_history)[target]), f"after round {target}"
            theirs = list(dict(twin.score_history).get(target, final))
            if target not in dict(twin.score_history):
                at += f" (the bot's game ended in round {twin.round})"
        rank_c, rank_b = ranks(ours)[s], ranks(theirs)[s]
        name = g.players[s]
        diff = ours[s] - theirs[s]
        agreed = sum(e["chosen"] == e["bot"] for e in self.record)
        same_path = agreed == len(self.record)
        if diff == 0:
            verdict = "the same score"
        else:
            verdict = f"{num(abs(diff))} {'more' if diff > 0 else 'less'} than the bot"
        sentence = (f"{at[0].upper()}{at[1:]}, {name} played by the class has {num(ours[s])} and is {ordinal(rank_c)}; "
                    f"the {self.bot_words} bot in the same seat, with the same seed and the same opponents, has "
                    f"{num(theirs[s])} and is {ordinal(rank_b)}: the class has {verdict}.")
        if self.record and same_path:
            sentence += " The class chose as the bot would have at every decision it took."
        elif len(self.record) == 1:
            sentence += " The class and the bot chose differently at the class's one decision."
        elif self.record:
            sentence += (f" The class and the bot chose differently at {len(self.record) - agreed} of the class's "
                         f"{len(self.record)} decisions.")
        winners = ""
        if g.over and twin.over:
            wc = " and ".join(g.players[p] for p in g.winners()) or "nobody"      # Mine 77: all may lose
            wb = " and ".join(twin.players[p] for p in twin.winners()) or "nobody"
            winners = f" With the class, {wc} won; with the bot, {wb} won."
            sentence += winners
        tracks = self._tracks(g, twin, target)
        outcome = ({k: (v, twin.outcome().get(k)) for k, v in g.outcome().items()}
                   if g.over and twin.over else {})
        rows = [[f"{p_name}{' (the class)' if p == s else ''}", num(ours[p]), num(theirs[p])]
                for p, p_name in enumerate(g.players)]
        rows += [[g.track_label(t), num(a), num(b)] for t, (a, b) in tracks.items()]   # "King", not "king"
        flags = g.outcome_flags()
        shown = (lambda k, v: ("yes" if v else "no") if k in flags else num(v))
        rows += [[self._fact(k), shown(k, a), shown(k, b)] for k, (a, b) in outcome.items()
                 if isinstance(a, (int, float)) and isinstance(b, (int, float))]
        table = html_table(["", f"With the class at {name}'s seat", f"With the {self.bot_words} bot there"], rows)
        self._compare_body = (f"<div class='mg-seat-compare-body'><b>The class's game and the bot's game, {escape(at)}"
                              f"</b>{table}<div class='mg-sentence'>{escape(sentence)}</div></div>")
        self.compare_html.value = f"{STYLE}<div class='mg-lesson'>{self._compare_body}</div>"
        self._figures = [self._figure(g, twin, target, ours, theirs, at)]
        self.comparison = twin
        self._numbers = {"seat": name, "bot": self.bot_name, "at": at, "class_score": ours[s], "bot_score": theirs[s],
                         "diff": diff, "class_rank": rank_c, "bot_rank": rank_b, "decisions": len(self.record),
                         "agreed": agreed, "sentence": sentence, "scores_class": ours, "scores_bot": theirs,
                         "tracks": {t: {"class": a, "bot": b} for t, (a, b) in tracks.items()},
                         "outcome": {k: {"class": a, "bot": b} for k, (a, b) in outcome.items()}}
        show_charts(self.charts, self._figures)

    def _fact(self, key):
        """An outcome fact in the game's words (``Game.outcome_label``), a seat's by its player:
        "kabooms" -> "Ka-Booms", "bankrupt_1" -> "bankrupt (Ben)"."""
        stem, _, tail = key.rpartition("_")
        if stem and tail.isdigit() and int(tail) < len(self.game.players):
            return f"{self.game.outcome_label(stem + '_#')} ({self.game.players[int(tail)]})"
        return self.game.outcome_label(key)

    @staticmethod
    def _tracks(g, twin, target):
        if target is None:
            return {t: (v, twin.tracks.get(t)) for t, v in g.tracks.items() if isinstance(v, (int, float))}
        out = {}
        for t in g.tracks:
            a, b = analysis.track_by_round(g, t), analysis.track_by_round(twin, t)
            if target in a.index and target in b.index:
                out[t] = (a[target], b[target])
        return out

    def _figure(self, g, twin, target, ours, theirs, at):
        s = self.seat
        fig = make_subplots(rows=1, cols=2, column_widths=[0.55, 0.45],
                            subplot_titles=[f"{g.players[s]}'s score by round", f"Every player's score, {at}"])
        for game, label, dash in ((g, "the class", "solid"), (twin, f"the {self.bot_words} bot", "dash")):
            hist = [(r, v[s]) for r, v in dict(game.score_history).items() if target is None or r <= target]
            fig.add_trace(go.Scatter(x=[r for r, _ in hist], y=[v for _, v in hist], mode="lines+markers",
                                     name=f"{g.players[s]} played by {label}",
                                     line=dict(color=player_color(s), dash=dash, width=3)), row=1, col=1)
        names = list(g.players)
        fig.add_trace(go.Bar(x=names, y=ours, name="with the class", marker_color="#0072B2"), row=1, col=2)
        fig.add_trace(go.Bar(x=names, y=theirs, name="with the bot", marker_color="#999999"), row=1, col=2)
        fig.update_layout(title=f"The class against the {self.bot_words} bot at {g.players[s]}'s seat",
                          template="plotly_white", height=380, barmode="group", margin=dict(l=50, r=20, t=80, b=40),
                          legend=dict(orientation="h", y=-0.15))
        fig.update_xaxes(title_text="round", row=1, col=1)
        return fig

    # ------------------------------------------------------------------ for the debrief

    def numbers(self):
        """After *Compare*: ``seat``, ``bot``, ``at``, ``class_score``, ``bot_score``, ``diff``, ``class_rank``,
        ``bot_rank``, ``decisions``, ``agreed``, ``sentence``, ``tracks``, ``outcome``; before it, the class's
        ``decisions`` so far."""
        if self._numbers:
            return dict(self._numbers)
        return {"decisions": len(self.record),
                "agreed": sum(e["chosen"] == e["bot"] for e in self.record)} if self.record else {}

    def answer_key(self):
        if not self._numbers:
            return ""
        return fill(self.key, self._numbers) if self.key is not None else self._numbers["sentence"]

    def section(self):
        record = self._record_table()
        if not self._numbers:
            return Section(self.kind, self.question, False, record_html=record)
        return Section(self.kind, self.question, True, record, self._compare_body, list(self._figures),
                       self.answer_key())

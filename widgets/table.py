"""GameTable: one game at the classroom table, in a notebook.

Header (round, phase, who decides and what they are asked), the board, the decision panel,
controls (Step, Play round, Undo, Back one decision, Autoplay with a speed control and Stop), a
status line, the standings, and four tabs: the rule log, the rule index, the economy charts (one tab with a
chooser: Flows, Tracks, Scores and the game's own) and a New game form.
Projector mode (a toggle, or ``projector=True``) lays the table out for a 1280x720 projector.
The table observes the game through ``subscribe`` and changes it only through ``apply`` and ``undo``.
"""

from html import escape

import ipywidgets as W

from mining_games.bots import RandomBot, make_bot
from mining_games.core.words import count
from mining_games.palette import player_color

from .access import Accessible
from .autoplay import Autoplay
from .chart_tabs import FLOWS, SCORES, TRACKS, ChartTabs
from .errors import ErrorArea, StatusLine, guarded
from .fit import ProjectorFit
from .history import ClickHistory
from .log import log_html, rule_index_html
from .newgame import NewGameForm
from .panel import DecisionPanel
from .style import CSS
from .views import generic_board_html, standings_html, standings_line_html

LOG, INDEX, CHARTS, NEW_GAME = 0, 1, 2, 3   # the tabs; Charts holds a chooser (chart_tabs: Flows, Tracks, ...)
TAB_TITLES = ("Rule log", "Rule index", "Charts", "New game")   # short: none is cut in JupyterLab's notebook
ROUND_LIMIT = 20_000   # decisions "Play round" may take before it gives up (a bug guard)
UNDO_WORDS = {"step": "Undo step", "round": "Undo round", "autoplay": "Undo autoplay", "choice": "Undo choice"}
CLICK_WORDS = {"step": "step", "round": "round", "autoplay": "autoplay run", "choice": "choice"}


def _button(label, cls, style="", tooltip=""):
    b = W.Button(description=label, button_style=style, tooltip=tooltip, layout=W.Layout(width="auto"))
    b.add_class(cls)
    return b


class GameTable(Autoplay, W.VBox):
    """A displayable widget that plays ``game``; ``bots`` maps seats to a bot name or a Bot.

    Seats without a bot are human seats: their menu appears as buttons. ``Step`` plays the next
    decision: a bot seat's own choice, or for a human seat the suggested choice. ``projector=True``
    starts in projector mode.
    """

    def __init__(self, game, bots=None, viewer="auto", projector=False):
        self.errors = ErrorArea()
        self.status = StatusLine()
        self.header = W.HTML()
        self.header.add_class("mg-header")
        self.board = W.HTML(layout=W.Layout(overflow="auto"))
        self.board.add_class("mg-board")
        self.board.tabbable = True                # a board larger than its box scrolls: the keyboard reaches it
        self.standings_box = W.HTML()
        self.standings_box.add_class("mg-standings")
        self.standings_line = W.HTML()            # projector mode: the standings on the screen, in one line
        self.standings_line.add_class("mg-standings-line")
        self.panel = DecisionPanel(self.choose)
        self.panel_stand_in = None                # a lesson's own decision panel, shown where the table's would be
        self.step_button = _button("Step", "mg-step", "primary", "Play the next decision")
        self.round_button = _button("Play round", "mg-round", tooltip="Play decisions until the round ends")
        self.undo_button = _button("Undo", "mg-undo", tooltip="Take back what the last click did")
        self.back_button = _button("Back one decision", "mg-back", tooltip="Take back a single decision")
        self.auto_button = W.ToggleButton(description="Autoplay", tooltip="Let the bots play at the chosen speed",
                                          layout=W.Layout(width="auto"))
        self.auto_button.add_class("mg-autoplay")
        self.stop_button = _button("Stop", "mg-stop", tooltip="Stop autoplay")
        self.speed = W.IntSlider(value=5, min=1, max=30, description="Speed", tooltip="Decisions a second",
                                 style={"description_width": "initial"}, layout=W.Layout(width="220px"))
        self.speed.add_class("mg-speed")
        self.projector_button = W.ToggleButton(value=projector, description="Projector mode",
                                               tooltip="Large text; decision, controls and board on one screen",
                                               layout=W.Layout(width="auto"))
        self.projector_button.add_class("mg-projector-toggle")
        self.why_button = W.ToggleButton(description="Why that move?", layout=W.Layout(width="auto"),
                                         tooltip="After a search bot moves: what it chose, what else it weighed, "
                                                 "and how often each won in its look-aheads")
        self.why_button.add_class("mg-why")
        self.why_box = W.HTML()
        self.why_box.add_class("mg-why-text")
        self.viewer = W.Dropdown(description="Board for", style={"description_width": "70px"},
                                 layout=W.Layout(width="260px"))
        self.viewer.add_class("mg-viewer")
        self.log_filter = W.Dropdown(description="Events of", style={"description_width": "70px"},
                                     layout=W.Layout(width="240px"))
        self.rule_log = W.HTML(layout=W.Layout(max_height="480px", overflow="auto"))
        self.rule_log.add_class("mg-log")
        self.rule_index = W.HTML(layout=W.Layout(max_height="480px", overflow="auto"))
        self.rule_index.add_class("mg-index-tab")
        self.rule_log.tabbable = self.rule_index.tabbable = True    # they scroll: the keyboard reaches them too
        self.charts = ChartTabs(self._flows_changed)
        self.tabs = W.Tab()
        self.history = ClickHistory()
        self._style = W.HTML(CSS)
        self._fit = ProjectorFit()
        self._access = Accessible()       # sliders named, scrolling board columns reached (access.js)
        self._unsubscribe = None
        self._advice = None
        self._autoplay_task = None
        self._why = None   # (player, decision number, the search bot's sentence) of the last bot move explained
        self._quiet = False
        self._autoplaying = False
        self._new_from = 0
        self._viewer_mode = viewer
        super().__init__([], layout=W.Layout(width="100%"))
        self.add_class("mg-table")
        self._wire()
        self.set_game(game, bots)

    # ------------------------------------------------------------------ layout and wiring

    def _wire(self):
        self.step_button.on_click(lambda _: self.step())
        self.round_button.on_click(lambda _: self.play_round())
        self.undo_button.on_click(lambda _: self.undo())
        self.back_button.on_click(lambda _: self.back_one())
        self.stop_button.on_click(lambda _: self.stop())
        self.auto_button.observe(self._toggle_autoplay, "value")
        self.projector_button.observe(lambda _: self._projector_changed(), "value")
        self.why_button.observe(lambda _: self._refresh_why(), "value")
        self.viewer.observe(lambda _: (self._refresh_board(), self._refresh_log(), self._charts_changed()), "value")
        self.log_filter.observe(lambda _: self._refresh_log(), "value")
        self.tabs.observe(lambda _: self._refresh_tab(), "selected_index")

    @property
    def projector(self):
        """True in projector mode."""
        return self.projector_button.value

    def _layout(self):
        """Arrange the parts: decision and controls beside the board, or above it in projector mode."""
        row = dict(flex_flow="row wrap", gap="4px", align_items="center")
        commands = W.HBox([self.step_button, self.round_button, self.undo_button, self.back_button],
                          layout=W.Layout(**row))
        auto = W.HBox([self.auto_button, self.speed, self.stop_button, self.status], layout=W.Layout(**row))
        why = W.HBox([self.why_button, self.why_box], layout=W.Layout(**row))
        controls = W.VBox([commands, auto, why])
        controls.add_class("mg-controls")
        view = W.HBox([self.viewer, self.projector_button], layout=W.Layout(**row))
        panel = self.panel_stand_in or self.panel
        if self.projector:
            # on the screen, under the header (which says who decides and the question): one wrapping row with
            # Step and the other commands, the decision's buttons, the other controls with the toggle (to leave
            # projector mode) and the standings in one line (the full standings follow below the screen)
            for group in (commands, auto, why):
                group.add_class("mg-controls")
            # "Why that move?" only where a search bot plays (no other bot explains its moves): a shorter row
            explains = any(hasattr(b, "explain") for b in self.bots.values())
            why.children = ((self.why_button,) if explains else ()) + (self.viewer, self.projector_button, self.why_box)
            self.viewer.style.description_width = "initial"
            flow = dict(flex_flow="row wrap", width="100%", gap="4px 12px", align_items="center", flex="0 0 auto")
            if self.panel_stand_in is not None:
                # a lesson's vote panel: the toggle and the standings in a column beside it; while the class
                # decides, the panel has a line of its own (its options and its buttons in a row each) and they
                # go in one line under it (style.py, class mg-seat-deciding)
                side = W.VBox([commands, auto, why, self.standings_line], layout=W.Layout(flex="0 1 auto"))
                side.add_class("mg-strip-side")
                stand_in = W.VBox([panel], layout=W.Layout(flex="1 1 640px"))
                stand_in.add_class("mg-strip-panel")
                strip = W.HBox([stand_in, side], layout=W.Layout(**flow))
            else:
                # Step and its neighbours first, so that they stay in place while the choices come and go
                strip = W.HBox([commands, panel, auto, why, self.standings_line], layout=W.Layout(**flow))
            strip.add_class("mg-strip")
            board = W.VBox([self.board])
            board.add_class("mg-board-box")
            screen = W.VBox([self.header, self.errors, strip, board])
            screen.add_class("mg-screen")
            body = [screen, self.standings_box]
        else:
            self.viewer.style.description_width = "70px"
            board = W.VBox([self.board], layout=W.Layout(flex="2 1 560px", overflow="auto"))
            right = W.VBox([panel, controls, self.standings_box, view],
                           layout=W.Layout(flex="1 1 340px", min_width="320px", padding="0 0 0 8px"))
            body = [self.header, self.errors,
                    W.HBox([board, right], layout=W.Layout(flex_flow="row wrap", width="100%"))]
        self.tabs.children = [W.VBox([self.log_filter, self.rule_log]), self.rule_index, self.charts.box, self.form]
        self.tabs.titles = TAB_TITLES
        self.children = [self._style, self._fit, self._access, *body, self.tabs]

    def stand_in_panel(self, widget):
        """Show ``widget`` where the table's decision panel goes (None: the table's own again). A lesson's class
        seat puts its vote panel there in projector mode, so the votes and the board share one screen."""
        self.panel_stand_in = widget
        self._layout()

    def _projector_changed(self):
        if self.projector:
            self.add_class("mg-projector")
        else:
            self.remove_class("mg-projector")
        self._layout()
        if hasattr(self, "game"):
            self._refresh_board()
        self._charts_changed()

    # ------------------------------------------------------------------ the game

    def set_game(self, game, bots=None):
        """Show ``game`` (replacing the current one) with bots in the given seats."""
        self.stop()
        if self._unsubscribe:
            self._unsubscribe()
        self.game = game
        cls = type(game)
        self.bots = {}
        for p, spec in (bots or {}).items():
            self.bots[p] = make_bot(cls, spec, seed=game.seed * 7919 + p)
        advisor = next(iter(cls.BOTS), None)
        self.advisors = {p: (make_bot(cls, advisor, seed=game.seed * 31 + p) if advisor else RandomBot(p))
                         for p in range(len(game.players)) if p not in self.bots}
        self.form = NewGameForm(cls, self.new_game, players=len(game.players), seed=game.seed,
                                seats={p: getattr(b, "name", "random") for p, b in self.bots.items()})
        for info in cls.Options.describe():
            self.form.controls[info["name"]].value = getattr(game.options, info["name"])
        names = [(f"{n} (seat {p + 1})", p) for p, n in enumerate(game.players)]
        self.viewer.options = [("Automatic", "auto"), ("Teacher: everything", "teacher"),
                               ("Onlooker: public only", -1), *names]
        mode = "teacher" if self._viewer_mode is None else self._viewer_mode
        self.viewer.value = mode if mode in ("teacher", -1, "auto") else "auto"
        self.log_filter.options = [("Everyone", "all"), *names]
        self.log_filter.value = "all"
        self.charts.reset(game)
        self._why = None
        self.history.clear()
        self.status.clear()
        self._projector_changed()
        self._new_from = 0
        self._unsubscribe = game.subscribe(self._on_events)
        self.refresh()

    def _on_events(self, events):
        self._new_from = events[0].seq if events else len(self.game.log)
        if not self._quiet:
            self.refresh()

    def decider(self):
        """The player whose decision comes next (the first in ``to_act``), or None."""
        return self.game.to_act[0] if self.game.to_act and not self.game.over else None

    def human_deciding(self):
        """The first human seat that owes a decision now, or None."""
        return next((p for p in self.game.to_act if p not in self.bots), None) if not self.game.over else None

    def suggestion(self, p):
        """The advisor's choice for human seat ``p`` (kept for this decision, so Step plays it)."""
        key = (len(self.game.decisions), p)
        if self._advice is None or self._advice[0] != key:
            self._advice = (key, self.advisors[p].choose(self.game, p))
        return self._advice[1]

    def _next_choice(self):
        p = self.decider()
        if p not in self.bots:
            return self.suggestion(p)
        bot = self.bots[p]
        action = bot.choose(self.game, p)
        if hasattr(bot, "explain"):   # the search bot says what it weighed (shown by "Why that move?")
            self._why = (p, len(self.game.decisions) + 1, bot.explain())
        return action

    # ------------------------------------------------------------------ commands

    def _clicked(self, label, before):
        """After a command: remember what it did (for Undo) and relabel Undo."""
        self.history.record(label, before, len(self.game.decisions))
        self._refresh_undo()

    @guarded
    def choose(self, action):
        """A human seat's choice from the decision panel."""
        self.errors.clear()
        self.status.clear()
        before = len(self.game.decisions)
        self.game.apply(action)
        self._clicked("choice", before)

    @guarded
    def step(self):
        """The next decision: a bot seat plays; for a human seat the suggestion is played."""
        self.errors.clear()
        self.status.clear()
        if self.decider() is None:
            self.status.show("The game is over: start a new game from the New game tab.")
            return
        before = len(self.game.decisions)
        self.game.apply(self._next_choice())
        self._clicked("step", before)

    @guarded
    def play_round(self):
        """Play decisions (bots, and suggestions for humans) until the round ends or the game is over."""
        self.errors.clear()
        self.status.clear()
        if self.decider() is None:
            self.status.show("The game is over: start a new game from the New game tab.")
            return
        start, before = self.game.round, len(self.game.decisions)
        self._quiet = True
        try:
            while not self.game.over and self.game.round == start:
                self.game.apply(self._next_choice())
                if len(self.game.decisions) - before > ROUND_LIMIT:
                    raise RuntimeError(f"the round did not end within {ROUND_LIMIT} decisions")
        finally:
            self._quiet = False
            self._clicked("round", before)
            self.refresh()

    @guarded
    def undo(self):
        """Take back what the last click did: a step, a round, an autoplay run or a choice."""
        self.errors.clear()
        taken = len(self.game.decisions)
        if not taken:
            self.status.show("Nothing to undo: no decision has been taken yet.")
            return
        last = self.history.last(taken)
        label, n = last if last else ("decision", 1)
        self.game.undo(n)
        self.history.undone(len(self.game.decisions))
        self._refresh_undo()
        self.status.show(f"Took back the last {CLICK_WORDS.get(label, label)}"
                         + (f": {count(n, 'decision')}." if n != 1 else "."))

    @guarded
    def back_one(self):
        """Take back a single decision."""
        self.errors.clear()
        if not self.game.decisions:
            self.status.show("Nothing to take back: no decision has been taken yet.")
            return
        self.game.undo(1)
        self.history.undone(len(self.game.decisions))
        self._refresh_undo()
        self.status.show("Took back one decision.")

    @guarded
    def new_game(self, players, seed, options, bots):
        """Start a new game of the same kind (the form's Start button)."""
        self.errors.clear()
        fresh = type(self.game)(players=players, seed=seed, **options)
        self.set_game(fresh, bots)
        self.tabs.selected_index = LOG

    # ------------------------------------------------------------------ drawing

    def refresh(self):
        """Bring every visible part up to date with the game."""
        self._refresh_header()
        self._refresh_panel()
        self._refresh_board()
        rows = self.game.standings()                 # once a step: the table and the projector's line share it
        self.standings_box.value = standings_html(self.game, rows)
        self.standings_line.value = standings_line_html(self.game, rows)
        self._refresh_log()
        self._refresh_undo()
        self._refresh_why()
        self.charts.outdated(shown=self.shown_chart())
        self._refresh_tab()

    def _refresh_header(self):
        g = self.game
        if g.over:
            won = g.winners()
            names = " and ".join(g.players[p] for p in won)
            who = (f" — Game over: {escape(names)} {'wins' if len(won) == 1 else 'share the win'}." if won
                   else " — Game over: nobody wins.")
        else:
            waiting = ", ".join(f"<span style='color:{player_color(p)}'>■</span> {escape(g.players[p])}"
                                f"{'' if p not in self.bots else ' (bot)'}" for p in g.to_act)
            sealed = " (each in secret)" if len(g.to_act) > 1 else ""
            # who decides and the question; a lesson's vote panel asks it again (style.py hides it there)
            who = f"<span class='mg-who'> — {waiting} must decide{sealed}: {escape(g.prompt(g.to_act[0]))}</span>"
        self.header.value = (f"<div style='font-size:15px;padding:4px 0'><b>{escape(g.title)}</b> · "
                             f"round {g.round} · {escape(g.phase)}{who}</div>")

    def _refresh_panel(self):
        g = self.game
        if g.over:
            self.panel.show_message("<i>The game is over. See the standings, or start a New game.</i>")
            return
        p = self.human_deciding()
        if p is not None:
            advice = self.suggestion(p)
            self.panel.show(g, p, g.legal_actions(p), advice)
            self.step_button.tooltip = f"Play the next decision: the suggestion, {advice.label}"
            return
        self.step_button.tooltip = "Play the next decision"
        p = self.decider()
        bot = self.bots[p]
        self.panel.show_message(f"<div style='font-size:14px'><span style='color:{player_color(p)}'>■</span> "
                                f"<b>{escape(g.players[p])}</b> is played by the "
                                f"<i>{escape(getattr(bot, 'name', 'custom'))}</i> bot: press <b>Step</b>, "
                                f"<b>Play round</b> or <b>Autoplay</b>.</div>")

    def _refresh_why(self):
        """The last search bot's explanation, while "Why that move?" is pressed (and its move still stands)."""
        why = self._why
        if why is not None and why[1] > len(self.game.decisions):   # taken back, or another game
            why = self._why = None
        if not self.why_button.value:
            self.why_box.value = ""
        elif why is None:
            self.why_box.value = "<i>No search bot has moved yet: its reasons show here after it moves.</i>"
        else:
            p, n, text = why
            self.why_box.value = (f"<span style='color:{player_color(p)}'>■</span> <b>{escape(self.game.players[p])}"
                                  f"</b>, decision {n}: {escape(text)}")

    def _refresh_undo(self):
        last = self.history.last(len(self.game.decisions))
        self.undo_button.description = UNDO_WORDS.get(last[0], "Undo") if last else "Undo"
        n = last[1] if last else min(1, len(self.game.decisions))
        self.undo_button.tooltip = f"Takes back what the last click did: {count(n, 'decision')}"

    def board_viewer(self):
        """Whose eyes the board uses: the deciding human, an onlooker if humans play, else the teacher."""
        mode = self.viewer.value
        if mode == "teacher":
            return None
        if mode != "auto":
            return mode
        p = self.human_deciding()
        if p is not None:
            return p
        return -1 if any(q not in self.bots for q in range(len(self.game.players))) else None

    def _refresh_board(self):
        html = self.game.board_html(self.board_viewer(), projector=self.projector)
        self.board.value = html if html is not None else generic_board_html(self.game)

    def _refresh_log(self):
        who = self.log_filter.value
        self.rule_log.value = log_html(self.game.log, self.game.players, self._new_from, None if who == "all" else who,
                                       viewer=self.board_viewer())

    def _refresh_tab(self):
        index = self.tabs.selected_index
        if index == INDEX:
            self.rule_index.value = rule_index_html(self.game.rules, self.game.log)
        elif index == CHARTS:
            self.charts.draw(self.charts.chosen, self.game, self.board_viewer(), self.projector)

    def shown_chart(self):
        """The kind of the chart on the page (the Charts tab open), or None."""
        return self.charts.chosen if self.tabs.selected_index == CHARTS else None

    def show_chart(self, which):
        """Open the Charts tab on the chart ``which``: its title ("Flows", "Steam") or its kind (``FLOWS``)."""
        self.charts.choose(which)
        self.tabs.selected_index = CHARTS

    def _charts_changed(self):
        """What the charts show changed (the viewer, projector mode): redraw the shown one, clear the rest."""
        self.charts.outdated(shown=self.shown_chart())
        self._refresh_tab()

    def _flows_changed(self):
        """A chart control changed (the Flows item, rounds or set-up choice; a game chart's rounds), or
        another chart was chosen."""
        if self.charts.syncing:
            return
        shown = self.shown_chart()
        if shown is not None:
            self.charts.draw(shown, self.game, self.board_viewer(), self.projector)
        else:
            self.charts.outdated(shown=shown)

    # The Flows controls, and the figure each chart shows (a plain go.Figure): for tests and notebooks.
    flow_item = property(lambda self: self.charts.item)
    flow_rounds = property(lambda self: self.charts.rounds)
    flow_fig = property(lambda self: self.charts.charts[FLOWS].fig)
    track_fig = property(lambda self: self.charts.charts[TRACKS].fig)
    score_fig = property(lambda self: self.charts.charts[SCORES].fig)

    @property
    def new_game_tab(self):
        """The index of the New game tab (the last)."""
        return NEW_GAME

    def chart_fig(self, title):
        """The figure of the chart called ``title`` ("Tracks", "Steam"), as a ``go.Figure``."""
        titles = self.charts.titles()
        if title not in titles:
            raise KeyError(f"no chart called {title!r}; the charts are {', '.join(titles)}")
        return self.charts.charts[self.charts.kinds[titles.index(title)]].fig

"""GameTable: one game at the classroom table, in a notebook.

Header (round, phase, who decides and what they are asked), the board, the decision panel,
controls (Step, Play round, Autoplay with a speed control and Stop, Undo), the rule log, the rule
index, the economy charts and a New game form. The table observes the game through ``subscribe``
and changes it only through ``apply`` and ``undo``.
"""

import asyncio
from html import escape

import ipywidgets as W
import plotly.graph_objects as go

from mining_games import analysis
from mining_games.bots import RandomBot, make_bot
from mining_games.palette import player_color

from .charts import apply_figure, sankey_figure, scores_figure, tracks_figure
from .errors import ErrorArea, guarded
from .log import log_html, rule_index_html
from .newgame import NewGameForm
from .panel import DecisionPanel

LOG, INDEX, FLOWS, TRACKS, SCORES, NEW = range(6)
CHART_CLASSES = {FLOWS: "mg-chart-flows", TRACKS: "mg-chart-tracks", SCORES: "mg-chart-scores"}
TAB_TITLES = ("Rule log", "Rule index", "Flows", "Tracks", "Scores", "New game")
ROUND_LIMIT = 20_000   # decisions "Play round" may take before it gives up (a bug guard)


def _button(label, cls, style=""):
    b = W.Button(description=label, button_style=style, layout=W.Layout(width="auto"))
    b.add_class(cls)
    return b


class GameTable(W.VBox):
    """A displayable widget that plays ``game``; ``bots`` maps seats to a bot name or a Bot.

    Seats without a bot are human seats: their menu appears as buttons. ``Step`` plays the next
    decision: a bot seat's own choice, or for a human seat the suggested choice.
    """

    def __init__(self, game, bots=None, viewer="auto"):
        self.errors = ErrorArea()
        self.header = W.HTML()
        self.header.add_class("mg-header")
        self.board = W.HTML(layout=W.Layout(overflow="auto"))
        self.board.add_class("mg-board")
        self.standings_box = W.HTML()
        self.standings_box.add_class("mg-standings")
        self.panel = DecisionPanel(self.choose)
        self.step_button = _button("Step", "mg-step", "primary")
        self.round_button = _button("Play round", "mg-round")
        self.auto_button = W.ToggleButton(description="Autoplay", layout=W.Layout(width="auto"))
        self.auto_button.add_class("mg-autoplay")
        self.stop_button = _button("Stop", "mg-stop")
        self.undo_button = _button("Undo", "mg-undo")
        self.speed = W.IntSlider(value=5, min=1, max=30, description="decisions/s",
                                 style={"description_width": "80px"}, layout=W.Layout(width="240px"))
        self.viewer = W.Dropdown(description="Board for", style={"description_width": "70px"},
                                 layout=W.Layout(width="260px"))
        self.log_filter = W.Dropdown(description="Events of", style={"description_width": "70px"},
                                     layout=W.Layout(width="240px"))
        self.rule_log = W.HTML(layout=W.Layout(max_height="420px", overflow="auto"))
        self.rule_log.add_class("mg-log")
        self.rule_index = W.HTML(layout=W.Layout(max_height="420px", overflow="auto"))
        self.rule_index.add_class("mg-index-tab")
        self.flow_item = W.Dropdown(description="Item", layout=W.Layout(width="220px"))
        self.flow_rounds = W.IntRangeSlider(value=(1, 1), min=1, max=1, description="Rounds",
                                            layout=W.Layout(width="360px"))
        # One chart widget, moved into whichever chart tab is shown: each FigureWidget carries
        # plotly.js (about 5 MB) and must start within anywidget's 2 s, so one per table is safest.
        self.chart = go.FigureWidget()
        self.chart.add_class("mg-chart")
        self.chart_boxes = {FLOWS: W.VBox(), TRACKS: W.VBox(), SCORES: W.VBox()}
        self.tabs = W.Tab()
        self._wire()
        self._unsubscribe = None
        self._advice = None
        self._autoplay_task = None
        self._quiet = False
        self._autoplaying = False
        self._syncing = False
        self._new_from = 0
        self._viewer_mode = viewer
        super().__init__([], layout=W.Layout(width="100%"))
        self.add_class("mg-table")
        self.set_game(game, bots)

    # ------------------------------------------------------------------ layout and wiring

    def _wire(self):
        self.step_button.on_click(lambda _: self.step())
        self.round_button.on_click(lambda _: self.play_round())
        self.undo_button.on_click(lambda _: self.undo())
        self.stop_button.on_click(lambda _: self.stop())
        self.auto_button.observe(self._toggle_autoplay, "value")
        self.viewer.observe(lambda _: (self._refresh_board(), self._refresh_log(),
                                       self._refresh_tab(self.tabs.selected_index)), "value")
        self.log_filter.observe(lambda _: self._refresh_log(), "value")
        # Only a visible Flows tab is redrawn: a Sankey first drawn in a hidden tab stays blank in the browser.
        self.flow_item.observe(lambda _: self._refresh_tab(FLOWS) if self.tabs.selected_index == FLOWS else None,
                               "value")
        self.flow_rounds.observe(lambda _: None if self._syncing or self.tabs.selected_index != FLOWS
                                 else self._refresh_tab(FLOWS), "value")
        self.tabs.observe(lambda ch: self._refresh_tab(ch["new"]), "selected_index")

    def _layout(self):
        controls = W.HBox([self.step_button, self.round_button, self.auto_button, self.speed, self.stop_button,
                           self.undo_button], layout=W.Layout(flex_flow="row wrap", gap="4px"))
        right = W.VBox([self.panel, controls, self.standings_box, self.viewer],
                       layout=W.Layout(flex="1 1 340px", min_width="320px", padding="0 0 0 8px"))
        top = W.HBox([W.VBox([self.board], layout=W.Layout(flex="2 1 560px", overflow="auto")), right],
                     layout=W.Layout(flex_flow="row wrap", width="100%"))
        self.tabs.children = [
            W.VBox([self.log_filter, self.rule_log]), self.rule_index,
            W.VBox([W.HBox([self.flow_item, self.flow_rounds]), self.chart_boxes[FLOWS]]),
            self.chart_boxes[TRACKS], self.chart_boxes[SCORES], self.form]
        for i, t in enumerate(TAB_TITLES):
            self.tabs.set_title(i, t)
        self.children = [self.header, self.errors, top, self.tabs]

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
        items = list(cls.ITEMS) or sorted({c.item for e in game.log for c in e.transfers()})
        self.flow_item.options = items
        if items:
            self.flow_item.value = items[0]
        self._layout()
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

    # ------------------------------------------------------------------ commands

    @guarded
    def choose(self, action):
        """A human seat's choice from the decision panel."""
        self.errors.clear()
        self.game.apply(action)

    @guarded
    def step(self):
        """The next decision: a bot seat plays; for a human seat the suggestion is played."""
        self.errors.clear()
        p = self.decider()
        if p is None:
            self.errors.show("The game is over: start a new game from the New game tab.")
            return
        choice = self.bots[p].choose(self.game, p) if p in self.bots else self.suggestion(p)
        self.game.apply(choice)

    @guarded
    def play_round(self):
        """Play decisions (bots, and suggestions for humans) until the round ends or the game is over."""
        self.errors.clear()
        start, count = self.game.round, 0
        self._quiet = True
        try:
            while not self.game.over and self.game.round == start:
                p = self.decider()
                choice = self.bots[p].choose(self.game, p) if p in self.bots else self.suggestion(p)
                self.game.apply(choice)
                count += 1
                if count > ROUND_LIMIT:
                    raise RuntimeError(f"the round did not end within {ROUND_LIMIT} decisions")
        finally:
            self._quiet = False
            self.refresh()

    @guarded
    def undo(self):
        """Step back one decision."""
        self.errors.clear()
        if not self.game.decisions:
            self.errors.show("Nothing to undo: no decision has been taken yet.")
            return
        self.game.undo(1)

    @guarded
    def new_game(self, players, seed, options, bots):
        """Start a new game of the same kind (the form's Start button)."""
        self.errors.clear()
        fresh = type(self.game)(players=players, seed=seed, **options)
        self.set_game(fresh, bots)
        self.tabs.selected_index = LOG

    # ------------------------------------------------------------------ autoplay

    def _toggle_autoplay(self, change):
        if change["new"] and not self._autoplaying:
            self.start_autoplay()

    def start_autoplay(self):
        """Play bot decisions at the chosen speed until Stop, a human seat's turn, or the end."""
        if self._autoplay_task and not self._autoplay_task.done():
            return
        loop = asyncio.get_event_loop()
        self._autoplay_task = loop.create_task(self.autoplay())

    async def autoplay(self, max_steps=None):
        """The autoplay loop; yields to the event loop between steps so Stop is heard."""
        self._autoplaying = True
        self.auto_button.value = True
        steps = 0
        try:
            while self.auto_button.value and not self.game.over:
                if self.human_deciding() is not None:
                    self.errors.show(f"Autoplay paused: {self.game.players[self.human_deciding()]} decides.")
                    break
                self.step()
                steps += 1
                if max_steps is not None and steps >= max_steps:
                    break
                await asyncio.sleep(1 / self.speed.value)
        finally:
            self._autoplaying = False
            self.auto_button.value = False
        return steps

    def stop(self):
        """Stop autoplay."""
        if self.auto_button.value:
            self.auto_button.value = False

    # ------------------------------------------------------------------ drawing

    def refresh(self):
        """Bring every visible part up to date with the game."""
        self._refresh_header()
        self._refresh_panel()
        self._refresh_board()
        self._refresh_standings()
        self._refresh_log()
        self._refresh_tab(self.tabs.selected_index)

    def _refresh_header(self):
        g = self.game
        if g.over:
            names = " and ".join(g.players[p] for p in g.winners())
            who = f"Game over: {escape(names)} {'wins' if len(g.winners()) == 1 else 'share the win'}."
        else:
            waiting = ", ".join(f"<span style='color:{player_color(p)}'>■</span> {escape(g.players[p])}"
                                f"{'' if p not in self.bots else ' (bot)'}" for p in g.to_act)
            first = g.to_act[0]
            sealed = " (each in secret)" if len(g.to_act) > 1 else ""
            who = f"{waiting} must decide{sealed}: {escape(g.prompt(first))}"
        self.header.value = (f"<div style='font-size:15px;padding:4px 0'><b>{escape(g.title)}</b> · "
                             f"round {g.round} · {escape(g.phase)} — {who}</div>")

    def _refresh_panel(self):
        g = self.game
        if g.over:
            self.panel.show_message("<i>The game is over. See the standings, or start a New game.</i>")
            return
        p = self.human_deciding()
        if p is not None:
            self.panel.show(g, p, g.legal_actions(p), self.suggestion(p))
            return
        p = self.decider()
        bot = self.bots[p]
        self.panel.show_message(f"<div style='font-size:13px'><span style='color:{player_color(p)}'>■</span> "
                                f"<b>{escape(g.players[p])}</b> is played by the "
                                f"<i>{escape(getattr(bot, 'name', 'custom'))}</i> bot: press <b>Step</b>, "
                                f"<b>Play round</b> or <b>Autoplay</b>.</div>")

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
        html = self.game.board_html(self.board_viewer())
        self.board.value = html if html is not None else generic_board_html(self.game)

    def _refresh_standings(self):
        rows = "".join(
            f"<tr><td>{r['rank']}</td><td><span style='color:{player_color(r['player'])}'>■</span> "
            f"{escape(r['name'])}{' 🏆' if r['winner'] else ''}</td><td align='right'><b>{r['score']}</b></td>"
            f"<td style='font-size:11px;color:#555'>"
            f"{escape(', '.join(f'{k} {v}' for k, v in r['breakdown'].items()))}</td></tr>"
            for r in self.game.standings())
        self.standings_box.value = ("<table style='font-size:12px;margin-top:6px;border-spacing:8px 2px'>"
                                    "<tr><th>Rank</th><th align='left'>Player</th><th>Score</th>"
                                    "<th align='left'>made of</th></tr>" + rows + "</table>")

    def _refresh_log(self):
        who = self.log_filter.value
        self.rule_log.value = log_html(self.game.log, self.game.players, self._new_from, None if who == "all" else who,
                                       viewer=self.board_viewer())

    def _refresh_tab(self, index):
        g = self.game
        if index == INDEX:
            self.rule_index.value = rule_index_html(g.rules, g.log)
            return
        if index == FLOWS and self.flow_item.value:
            self._sync_rounds()
            flows = analysis.flows(g, viewer=self.board_viewer())   # hot-seat: no other player's private cards
            fig = sankey_figure(flows, self.flow_item.value, self.flow_rounds.value)
        elif index == TRACKS:
            bands = {t: g.track_bands(t) for t in g.tracks}
            colors = {t: c for t in g.tracks if (c := g.track_color(t))}
            fig = tracks_figure(analysis.tracks(g), bands, f"{g.title}: tracks by round", colors)
        elif index == SCORES:
            fig = scores_figure(analysis.scores(g), g.players, f"{g.title}: scores by round")
        else:
            return
        moving = self.chart not in self.chart_boxes[index].children
        apply_figure(self.chart, fig, fresh=moving or index == FLOWS)
        if moving:
            self._move_chart(index)

    def _move_chart(self, index):
        """Put the one chart widget into chart tab ``index``, after its figure is set: the browser then
        draws a new view at full size from the new figure (a Sankey drawn into a plot first drawn as
        lines, or in a hidden tab, stays blank)."""
        for other in self.chart_boxes.values():
            other.children = ()
        for name in CHART_CLASSES.values():
            self.chart.remove_class(name)
        self.chart.add_class(CHART_CLASSES[index])
        self.chart_boxes[index].children = (self.chart,)

    # Tests and lessons name the chart by what it shows; there is one widget behind all three.
    flow_fig = property(lambda self: self.chart)
    track_fig = property(lambda self: self.chart)
    score_fig = property(lambda self: self.chart)


    def _sync_rounds(self):
        """Keep the round range up to date; if it reached the last round, it follows the game."""
        slider, last = self.flow_rounds, max(self.game.round, 1)
        self._syncing = True
        try:
            lo, hi = slider.value
            following = hi >= slider.max
            if last > slider.max:
                slider.max = last
            elif last < slider.max:
                slider.value = (min(lo, last), min(hi, last))
                slider.max = last
            if following:
                slider.value = (min(lo, last), last)
        finally:
            self._syncing = False


def generic_board_html(game):
    """For games without their own board view: each player's holdings of the charted items, and the tracks."""
    items = list(type(game).ITEMS)
    head = "".join(f"<th>{escape(i)}</th>" for i in items)
    rows = "".join(
        f"<tr><td><span style='color:{player_color(p)}'>■</span> {escape(n)}</td>"
        + "".join(f"<td align='right'>{game.held(game.account(p), i)}</td>" for i in items) + "</tr>"
        for p, n in enumerate(game.players))
    tracks = ", ".join(f"{escape(t)} = {v}" for t, v in game.tracks.items())
    return (f"<table style='font-size:13px'><tr><th align='left'>Player</th>{head}</tr>{rows}</table>"
            f"<div style='font-size:13px;margin-top:4px'>{tracks}</div>")

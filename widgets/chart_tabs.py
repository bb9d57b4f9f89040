"""The table's Charts tab: a chooser (a row of buttons named in words) and the chart it picks: Flows
(a Sankey with its item, rounds and set-up controls), Tracks and Scores, then the game's own charts
(``game_charts``: Mine 77's Steam track...), one ``Chart`` each.

One tab with a chooser instead of a tab per chart keeps the table's tab titles few and short, so none is
cut in JupyterLab's narrower notebook (ARDEVUR has eight charts). Only the chosen chart is displayed (the
others stay on the page, hidden: a chart's view removed while plotly.js was on its way to it left every
chart of the page "Loading"), and only the chart shown (the Charts tab open, the chart chosen) is
computed and drawn: a step stays fast, and a Sankey drawn while hidden stays blank. When the game moves
on, the other charts are cleared, so choosing a chart never shows an out-of-date one: it is drawn afresh
as it is shown.
"""

import ipywidgets as W

from mining_games import analysis

from .chart import Chart
from .charts import first_moved, sankey_spec, scores_spec, tracks_spec
from .game_charts import game_charts

FLOWS, TRACKS, SCORES = 0, 1, 2          # their places in the chooser ("kinds"); a game's own charts follow
KINDS = {FLOWS: "flows", TRACKS: "tracks", SCORES: "scores"}
TITLES = {FLOWS: "Flows", TRACKS: "Tracks", SCORES: "Scores"}
OUTDATED = "This chart is drawn when it is chosen."


class ChartTabs:
    """The charts, their chooser and the Flows controls; ``draw(kind, ...)`` brings one chart up to date.

    ``box`` is the Charts tab: the chooser above the chosen chart. ``on_flows_change`` is called when a
    chart control changes or another chart is chosen (the table then draws the chart shown).
    """

    def __init__(self, on_flows_change):
        self.item = W.Dropdown(description="Item", layout=W.Layout(width="220px"))
        self.rounds = W.IntRangeSlider(value=(1, 1), min=1, max=1, description="Rounds",
                                       layout=W.Layout(width="340px"))
        self.leave_out_setup = W.Checkbox(value=True, description="Leave out set-up", indent=False,
                                          layout=W.Layout(width="auto"))
        self.leave_out_setup.add_class("mg-leave-out-setup")
        self.charts = {kind: Chart(f"mg-chart-{name}") for kind, name in KINDS.items()}
        controls = W.HBox([self.item, self.rounds, self.leave_out_setup],
                          layout=W.Layout(flex_flow="row wrap", gap="8px", align_items="center"))
        self.boxes = {FLOWS: W.VBox([controls, self.charts[FLOWS]]), TRACKS: W.VBox([self.charts[TRACKS]]),
                      SCORES: W.VBox([self.charts[SCORES]])}
        self.chooser = W.ToggleButtons(options=[(TITLES[k], k) for k in TITLES], value=FLOWS,
                                       tooltips=[], style={"button_width": "auto"})
        self.chooser.add_class("mg-chart-chooser")
        self.area = W.VBox([])
        self._show_chosen()
        self.box = W.VBox([self.chooser, self.area])
        self.box.add_class("mg-charts")
        self.on_flows_change = on_flows_change
        self.game_name = None           # whose own charts follow Scores in the chooser
        self.extra = {}                 # kind (place in the chooser) -> GameChart
        self.slider_of = {}             # kind -> its Rounds slider (game charts with rounds=True)
        self.current = set()            # charts showing the game as it is now
        self.syncing = False
        self.item_picked = False        # the reader chose the Flows item: it is no longer chosen for them
        self.item.observe(self._item_changed, "value")
        self.leave_out_setup.observe(lambda _: on_flows_change(), "value")
        self.rounds.observe(lambda _: None if self.syncing else on_flows_change(), "value")
        self.chooser.observe(self._chosen, "value")

    @property
    def chosen(self):
        """The kind of the chart the chooser shows."""
        return self.chooser.value

    def choose(self, which):
        """Show the chart ``which``: its kind, or its title ("Flows", "Steam")."""
        if isinstance(which, str):
            titles = self.titles()
            if which not in titles:
                raise KeyError(f"no chart called {which!r}; the charts are {', '.join(titles)}")
            which = self.kinds[titles.index(which)]
        self.chooser.value = which

    def _show_chosen(self):
        """Every chart's box in the Charts tab, only the chosen one displayed."""
        self.area.children = [self.boxes[k] for k in self.kinds]
        for kind, box in self.boxes.items():
            box.layout.display = None if kind == self.chooser.value else "none"

    def _chosen(self, _):
        """Another chart chosen: only it is displayed."""
        self._show_chosen()
        if not self.syncing:
            self.on_flows_change()

    def _item_changed(self, _):
        if not self.syncing:
            self.item_picked = True
            self.on_flows_change()

    @property
    def items(self):
        """The Flows menu's items (ids, in menu order; the menu shows them in words)."""
        return [value for _, value in self.item.options]

    @property
    def kinds(self):
        """The kind of every chart (its place in the chooser), in the chooser's order."""
        return list(self.charts)

    def titles(self):
        """The title of every chart, in the chooser's order."""
        return [TITLES.get(k) or self.extra[k].title for k in self.charts]

    def _game_tabs(self, game):
        """Make the game's own charts and put them in the chooser (kept while the table shows the same game)."""
        if type(game).name == self.game_name:
            return
        for kind in self.extra:
            del self.charts[kind], self.boxes[kind]
            self.current.discard(kind)
        self.extra, self.slider_of, self.game_name = {}, {}, type(game).name
        title = self.titles()[self.kinds.index(self.chosen)]
        for i, tab in enumerate(game_charts(type(game).name), start=SCORES + 1):
            self.extra[i] = tab
            self.charts[i] = Chart(f"mg-chart-game-{i - SCORES}")
            parts = [self.charts[i]]
            if tab.rounds:
                slider = W.IntRangeSlider(value=(1, 1), min=1, max=1, description="Rounds",
                                          layout=W.Layout(width="340px"))
                slider.observe(lambda _: None if self.syncing else self.on_flows_change(), "value")
                self.slider_of[i] = slider
                parts.insert(0, slider)
            self.boxes[i] = W.VBox(parts)
        self.syncing = True
        try:
            titles = self.titles()
            self.chooser.options = list(zip(titles, self.kinds))
            self.chooser.value = self.kinds[titles.index(title)] if title in titles else FLOWS
            self._show_chosen()
        finally:
            self.syncing = False

    def reset(self, game):
        """A new game: its items in the Flows menu, its own charts in the chooser; every chart out of date."""
        self._game_tabs(game)
        items = list(type(game).ITEMS) or sorted({c.item for e in game.log for c in e.transfers()})
        self.syncing = True
        try:
            self.item.options = [(game.item_label(i), i) for i in items]
            if items:
                self.item.value = items[0]
            self.item_picked = False
            for slider in (self.rounds, *self.slider_of.values()):
                slider.max = max(game.round, 1)
                slider.value = (1, max(game.round, 1))
        finally:
            self.syncing = False
        self.outdated(shown=None)

    def outdated(self, shown):
        """The game changed: clear every drawn chart but the one shown (it is drawn next)."""
        for kind in list(self.current):
            if kind != shown:
                self.charts[kind].clear(OUTDATED)
                self.current.discard(kind)

    def draw(self, kind, game, viewer=None, projector=False):
        """Compute chart ``kind`` for the game as it is now and show it."""
        self.charts[kind].show(self.figure(kind, game, viewer, projector))
        self.current.add(kind)

    def figure(self, kind, game, viewer=None, projector=False):
        """The figure of chart ``kind`` as a plain dict: ``viewer`` hides other players' private flows (hot-seat)."""
        last = max(game.round, 1)
        if kind in self.extra:
            tab = self.extra[kind]
            if tab.rounds:
                self._follow_rounds(game, self.slider_of[kind])
                return tab.figure(game, viewer=viewer, projector=projector, rounds=self.slider_of[kind].value)
            return tab.figure(game, viewer=viewer, projector=projector)
        if kind == FLOWS:
            self._follow_rounds(game, self.rounds)
            flows = analysis.flows(game, viewer=viewer)
            setup = not self.leave_out_setup.value
            self.syncing = True
            try:
                listed = self.items
                extra = sorted(set(flows["item"]) - set(listed))   # things the game's ITEMS do not list (cards)
                if extra:
                    picked = self.item.value
                    self.item.options = [(game.item_label(i), i) for i in listed + extra]
                    self.item.value = picked
                if not self.item_picked and self.items:   # until the reader picks one: an item that moved
                    self.item.value = first_moved(flows, self.items, self.rounds.value, setup)
            finally:
                self.syncing = False
            return sankey_spec(flows, self.item.value, self.rounds.value, setup=setup, projector=projector,
                               words=game.item_label(self.item.value))
        if kind == TRACKS:
            bands = {t: game.track_bands(t) for t in game.tracks}
            colors = {t: c for t in game.tracks if (c := game.track_color(t))}
            note = " ".join(n for t in game.TRACKS if (n := game.track_note(t)))
            return tracks_spec(analysis.track_rounds(game), bands, f"{game.title}: tracks by round", colors,
                               last_round=last, projector=projector, empty_note=note)
        return scores_spec(analysis.scores(game, now=True), game.players, f"{game.title}: scores by round",
                             last_round=last, projector=projector)

    def _follow_rounds(self, game, slider):
        """Keep a round range up to date; if it reached the last round, it follows the game."""
        last = max(game.round, 1)
        self.syncing = True
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
            self.syncing = False

"""The table's three chart tabs: Flows (a Sankey with its item, rounds and set-up controls), Tracks
and Scores, one ``Chart`` each.

Only the chart whose tab is shown is computed and drawn (a step stays fast, and a Sankey drawn in a
hidden tab stays blank). When the game moves on, the other charts are cleared, so opening a tab
never shows an out-of-date chart: it is drawn afresh as it opens.
"""

import ipywidgets as W

from mining_games import analysis

from .chart import Chart
from .charts import sankey_spec, scores_spec, tracks_spec

FLOWS, TRACKS, SCORES = 2, 3, 4          # their tab indices in the table
KINDS = {FLOWS: "flows", TRACKS: "tracks", SCORES: "scores"}
OUTDATED = "This chart is drawn when its tab is opened."


class ChartTabs:
    """The charts and the Flows controls; ``draw(kind, ...)`` brings one chart up to date."""

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
        self.current = set()            # charts showing the game as it is now
        self.syncing = False
        self.item.observe(lambda _: on_flows_change(), "value")
        self.leave_out_setup.observe(lambda _: on_flows_change(), "value")
        self.rounds.observe(lambda _: None if self.syncing else on_flows_change(), "value")

    def reset(self, game):
        """A new game: its items in the Flows menu; every chart out of date."""
        items = list(type(game).ITEMS) or sorted({c.item for e in game.log for c in e.transfers()})
        self.item.options = items
        if items:
            self.item.value = items[0]
        self.syncing = True
        try:
            self.rounds.max = max(game.round, 1)
            self.rounds.value = (1, max(game.round, 1))
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
        if kind == FLOWS:
            self._follow_rounds(game)
            return sankey_spec(analysis.flows(game, viewer=viewer), self.item.value, self.rounds.value,
                                 setup=not self.leave_out_setup.value, projector=projector)
        if kind == TRACKS:
            bands = {t: game.track_bands(t) for t in game.tracks}
            colors = {t: c for t in game.tracks if (c := game.track_color(t))}
            return tracks_spec(analysis.track_rounds(game), bands, f"{game.title}: tracks by round", colors,
                                 last_round=last, projector=projector)
        return scores_spec(analysis.scores(game, now=True), game.players, f"{game.title}: scores by round",
                             last_round=last, projector=projector)

    def _follow_rounds(self, game):
        """Keep the round range up to date; if it reached the last round, it follows the game."""
        slider, last = self.rounds, max(game.round, 1)
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

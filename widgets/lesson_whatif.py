"""What if we change this rule: the class changes an option, and every game is played twice.

    WhatIfRule("titans", 3, ["extractor", "steward", "steward"],
               measures={"Ana's score (extractor)": "score_0", "live tiles": "live_tiles"},
               options=["health_per_build", "vp_target"], games=30)

Controls come from the game's ``Options`` metadata (a slider, a dropdown or a tick box, with the help
text and the rulebook's value beside it). *Run both rule sets* plays each seed once with the rulebook's
settings and once with the class's, same seats and bots (``experiments.paired``), with a progress bar,
and shows the two side by side with the mean difference and its 95% interval, in words and in a chart.
Games are played in this process, one pair at a time, and the run stops at ``time_limit`` seconds.
"""

import math
import time
from html import escape

import ipywidgets as W
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from mining_games import experiments, game_class
from mining_games.core import Game, count

from .access import Accessible
from .errors import ErrorArea, guarded
from .lesson_common import STYLE, Section, auto_name, button, fill, html_table, num, pct, show_charts
from .newgame import option_control

RULEBOOK, CHANGED = "#999999", "#D55E00"
CHANGED_TEXT = "#B34D00"     # CHANGED darkened for words: 5.3:1 on white (WCAG 2.1 AA asks 4.5:1; #D55E00 is 3.9:1)


def change_words(changes, reference, options):
    """The class's change in words, from the game's ``Options`` labels and value words:
    {"health_per_build": 0} -> "Planet Health lost per build 0 instead of 1",
    {"mode": "fair_play"} -> "Action cards: Fair Play instead of Standard"."""
    return ", ".join(options.setting_words(k, v, instead_of=reference[k]) for k, v in changes.items())


def _shown(percent):
    """How a measure's averages and differences read: plain numbers, or for a share (0 to 1) a
    percentage and percentage points ("38%", "12.5 percentage points")."""
    if percent:
        return pct, (lambda d: f"{num(100 * d)} percentage points"), (lambda d: num(100 * d))
    return num, num, num


def paired_sentence(label, result, change, baseline="the rulebook's rules", percent=False):
    """Two sentences: the side-by-side means with the difference and its interval, then what it means.
    ``baseline`` names the other side ("the rulebook's rules", or "the usual settings" where a default
    is reconstructed or chosen by the lesson); ``percent``: the measure is a share, said as percentages."""
    value, gap, bound = _shown(percent)
    n = result.n
    games = f"{count(n, 'game')} played twice (same seeds, same seats)"
    if n == 0:
        return f"No pair of games finished, so there is nothing to compare for {label}."
    diff = result.mean
    if result.pairs["difference"].eq(0).all():
        return (f"Over {games}, {label} was the same with {change} as with {baseline} in every pair "
                f"(mean {value(result.mean_a)}): the change made no difference to it.")
    way = "higher" if diff > 0 else "lower"
    first = (f"Over {games}, {label} averaged {value(result.mean_b)} with {change}, against "
             f"{value(result.mean_a)} with {baseline}: {gap(abs(diff))} {way} on average")
    if result.low is None:
        return first + ". One pair cannot give an interval: play more games."
    first += f" (95% interval for the difference: {bound(result.low)} to {gap(result.high)})."
    if result.low > 0 or result.high < 0:
        second = (f" The whole interval is {'above' if result.low > 0 else 'below'} zero: in these games the change "
                  f"{'raised' if diff > 0 else 'lowered'} {label}, and the dice alone do not explain it.")
    else:
        second = " The interval includes zero: these games cannot tell the change's effect apart from chance"
        needed = pairs_needed(result)
        if needed is None:
            second += "; more games would narrow it."
        else:
            second += (f". If the difference stayed at {num(abs(diff))}, about {count(needed, 'pair')} of games would "
                       f"be needed for the interval to leave zero.")
    return first + second


def pairs_needed(result):
    """How many pairs of games a 95% interval needs to exclude zero if the mean difference and the spread of the
    differences stayed as measured: (1.96 x standard deviation / mean)^2, rounded up. None without a spread or a
    difference to go on."""
    d = result.pairs["difference"]
    if len(d) < 2 or result.mean == 0:
        return None
    sd = float(d.std(ddof=1))
    if not sd > 0:
        return None
    return max(len(d) + 1, math.ceil((1.96 * sd / abs(result.mean)) ** 2))


def paired_figure(results, change, short="rulebook", percent=()):
    """One row per measure: the two means side by side, and every pair's difference with the mean and
    its 95% interval (a line at zero: no effect). ``short`` names the other side ("rulebook", "usual");
    the measures named in ``percent`` are shares, drawn in percent and percentage points."""
    rows = len(results)
    titles = []
    for label in results:
        titles += [f"{label}: average", f"{label}: your rules minus the {short} ones, game by game"]
    fig = make_subplots(rows=rows, cols=2, column_widths=[0.35, 0.65], subplot_titles=titles,
                        horizontal_spacing=0.12, vertical_spacing=0.22 / max(rows, 1) + 0.08)
    for i, (label, r) in enumerate(results.items(), start=1):
        k = 100 if label in percent else 1          # a share in percent, its differences in points
        value = _shown(label in percent)[0]
        fig.add_trace(go.Bar(x=[short, "your rules"], y=[k * r.mean_a, k * r.mean_b],
                             marker_color=[RULEBOOK, CHANGED], text=[value(r.mean_a), value(r.mean_b)],
                             textposition="auto", showlegend=False, name=label), row=i, col=1)
        diffs = [k * d for d in r.pairs["difference"]]
        jitter = [((k * 7) % 11 - 5) / 25 for k in range(len(diffs))]
        fig.add_trace(go.Scatter(x=diffs, y=jitter, mode="markers", marker=dict(color="rgba(0,114,178,0.45)", size=7),
                                 name="one pair of games", showlegend=False,
                                 hovertext=[f"seed {s}" for s in r.pairs["seed"]]), row=i, col=2)
        err = {} if r.low is None else dict(error_x=dict(type="data", symmetric=False, array=[k * (r.high - r.mean)],
                                                         arrayminus=[k * (r.mean - r.low)], thickness=3, width=10))
        fig.add_trace(go.Scatter(x=[k * r.mean], y=[0.5], mode="markers", marker=dict(color=CHANGED, size=13,
                                 symbol="diamond"), name="mean difference, 95% interval", showlegend=False,
                                 **err), row=i, col=2)
        fig.add_vline(x=0, line=dict(color="#333", dash="dot"), row=i, col=2)
        fig.update_yaxes(showticklabels=False, range=[-0.5, 0.9], row=i, col=2)
        if label in percent:                        # a share: the bars in percent, the differences in points
            fig.update_yaxes(ticksuffix="%", range=[0, 105], row=i, col=1)
            fig.update_xaxes(title_text="percentage points", row=i, col=2)
    legend = ("dots: one pair of games (same seed); diamond and bar: the mean difference and its 95% interval; "
              "dotted line: no difference")
    fig.update_layout(title=dict(text=f"What if: {change}<br><span style='font-size:16px'>{legend}</span>"),
                      template="plotly_white", height=110 + 270 * rows, margin=dict(l=50, r=20, t=110, b=50))
    return fig


class WhatIfRule(W.VBox):
    """Change a rule, play every game twice, compare on the same seeds and seats.

    - ``game``: a registered game name or a ``Game`` subclass; ``players``: a count or names;
      ``bots``: one bot name for every seat or one per seat (as ``experiments.run``);
    - ``measures``: what to compare: a column of the results (``"score_0"``, ``"live_tiles"``), a list
      of columns, or ``{label: column or function of a result row}``;
    - ``percent``: the labels of measures that are shares (0 to 1), shown as percentages; a measure that
      is one of the game's yes-or-no outcome facts (``outcome_flags``, say Murfett's ``bankrupt_0``) is
      a share of games already and is shown so without being named;
    - ``options``: the option names the class may change (default: all of the game's options);
    - ``games``: the starting number of games (pairs); ``max_games``: the slider's top;
    - ``base``: settings both rule sets share (say a classroom round limit), default none;
    - ``seed_start``: the first seed; ``time_limit``: seconds after which the run stops (and says so);
    - ``question``: the question in words; ``key``: the answer key, a template of ``numbers()``;
    - ``name``: how the debrief refers to it; ``executor``: play on a ``concurrent.futures`` executor
      instead of in this process (no progress then until the end, no time limit).
    """

    kind = "whatif"

    def __init__(self, game, players, bots, measures="score_0", *, options=None, games=30, max_games=100, base=None,
                 seed_start=0, time_limit=55, question=None, key=None, name=None, executor=None, title=None,
                 percent=()):
        self.cls = game if isinstance(game, type) and issubclass(game, Game) else game_class(game)
        self.players, self.bots, self.base = players, bots, dict(base or {})
        self.seed_start, self.time_limit, self.executor = seed_start, time_limit, executor
        self.measures = self._measures(measures)
        experiments.plan_games(self.cls, players, bots, [seed_start], [self.base])   # bad inputs fail here
        unknown = [p for p in percent if p not in self.measures]
        if unknown:
            raise ValueError(f"percent names measures {unknown} that are not among {list(self.measures)}")
        flags = self.cls(players=players, seed=seed_start, **self.base).outcome_flags()
        self.percent = {label for label, spec in self.measures.items()
                        if label in percent or isinstance(spec, str) and spec in flags}
        infos = {i["name"]: i for i in self.cls.Options.describe()}
        names = list(infos) if options is None else list(options)
        unknown = [n for n in names if n not in infos]
        if unknown or not names:
            raise ValueError(f"unknown option(s) {unknown}; {self.cls.name} has: {', '.join(infos)}")
        self.reference = {n: self.base.get(n, infos[n]["default"]) for n in infos}
        # The other side is "the rulebook's" unless a number shown is reconstructed or the lesson set one.
        printed = not self.base and all(infos[n]["source"] != "reconstructed" for n in names)
        self.short = "rulebook" if printed else "usual"
        self.baseline = "the rulebook's rules" if printed else "the usual settings"
        self.question = question or f"What if we change a rule of {self.cls.title or self.cls.name}?"
        self.key, self.name = key, name or auto_name("whatif")
        self.title = title or "What if we change this rule?"
        self.errors = ErrorArea()
        self.controls, self.marks, rows = {}, {}, []
        for n in names:
            info = infos[n]
            w = option_control({**info, "default": self.reference[n]})
            w.add_class(f"mg-option-{n}")
            mark = W.HTML()
            self.controls[n], self.marks[n] = w, mark
            w.observe(lambda _, n=n: self._mark(n), "value")
            rows.append(W.HBox([w, mark], layout=W.Layout(align_items="center", gap="8px")))
            self._mark(n)
        self.reset_button = button("Rulebook settings" if printed else "Usual settings", "mg-whatif-reset")
        self.reset_button.on_click(lambda _: self.rulebook_settings())
        self.games = W.IntSlider(value=min(games, max_games), min=2, max=max_games, description="games",
                                 style={"description_width": "230px"}, layout=W.Layout(width="500px"))
        self.games.add_class("mg-whatif-games")
        self.run_button = button("Run both rule sets", "mg-whatif-run", "primary")
        self.run_button.on_click(lambda _: self.run())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="260px", visibility="hidden"))
        self.progress.add_class("mg-whatif-progress")
        self.status = W.HTML()
        self.status.add_class("mg-whatif-status")
        self.result_html = W.HTML()
        self.result_html.add_class("mg-whatif-result")
        self.charts = W.Output()
        self.charts.add_class("mg-whatif-charts")
        self.result = None          # the experiments.Paired of the last run
        self.results = {}           # {measure label: Paired}
        self._numbers, self._figures, self._sentences = {}, [], []
        head = W.HTML(f"{STYLE}<div class='mg-lesson'><b>{escape(self.title)}</b><div style='font-size:15px;"
                      f"margin:4px 0'>{self.question}</div><div class='mg-muted'>Each game is played twice, with "
                      f"{self.baseline.replace('rules', 'settings')} and with yours, on the same seeds with the "
                      f"same players in the same seats, so the difference is the rule's and not the dice's."
                      f"</div></div>")
        super().__init__([head, Accessible(), *rows, W.HBox([self.reset_button]), self.games,
                          W.HBox([self.run_button, self.progress, self.status],
                                 layout=W.Layout(align_items="center", gap="8px")),
                          self.errors, self.result_html, self.charts], layout=W.Layout(width="100%"))
        self.add_class("mg-whatif")

    @staticmethod
    def _measures(measures):
        if isinstance(measures, str):
            return {measures: measures}
        if isinstance(measures, (list, tuple)):
            return {str(m): m for m in measures}
        if isinstance(measures, dict) and measures:
            return dict(measures)
        raise ValueError("measures must be a column name, a list of them, or {label: column or function}")

    # ------------------------------------------------------------------ the controls

    def _mark(self, n):
        ref, now = self.reference[n], self.controls[n].value
        info = next(i for i in self.cls.Options.describe() if i["name"] == n)
        what = "rulebook" if info["source"] == "rulebook" and n not in self.base else "usual"
        was = escape(self.cls.Options.value_words(n, ref))
        changed = f" · <b style='color:{CHANGED_TEXT}'>changed from {was}</b>" if now != ref else ""
        self.marks[n].value = (f"<span style='font-size:12px;color:#555'>{escape(info['help'])} · {what} value: "
                               f"<b>{was}</b>{changed}</span>")

    def rulebook_settings(self):
        """Put every control back to the rulebook's value."""
        for n, w in self.controls.items():
            w.value = self.reference[n]

    def set(self, **values):
        """Set controls from code: ``whatif.set(health_per_build=0)``."""
        for n, v in values.items():
            if n not in self.controls:
                raise ValueError(f"no control for {n!r}; the controls are {', '.join(self.controls)}")
            self.controls[n].value = v

    def changes(self):
        """The options the class changed: ``{name: new value}``."""
        return {n: w.value for n, w in self.controls.items() if w.value != self.reference[n]}

    # ------------------------------------------------------------------ the run

    @guarded
    def run(self):
        """Play every seed with both rule sets, then show the comparison."""
        self.errors.clear()
        changes = self.changes()
        if not changes:
            raise ValueError(f"Change at least one rule first: with {self.baseline} on both sides every "
                             "difference would be zero.")
        options_b = {**self.base, **changes}
        self.cls.Options.build(options_b)            # a bad combination fails before any game
        n = self.games.value
        self.run_button.disabled = True
        self.progress.max, self.progress.value = n, 0
        self.progress.layout.visibility = "visible"
        self.status.value = f"<span class='mg-muted'>Playing 0 of {count(n, 'pair')}…</span>"
        start = time.perf_counter()
        try:
            result = experiments.paired(self.cls, self.players, self.bots, range(self.seed_start, self.seed_start + n),
                                        self.base, options_b, measure=next(iter(self.measures.values())),
                                        executor=self.executor, on_progress=self._tick,
                                        time_limit=None if self.executor else self.time_limit)
        finally:
            self.run_button.disabled = False
        self._show(result, changes, time.perf_counter() - start)

    def _tick(self, done, total):
        self.progress.value = done
        self.status.value = f"<span class='mg-muted'>Playing {done} of {count(total, 'pair')}…</span>"

    def _show(self, result, changes, seconds):
        self.result = result
        self.results = {label: (result if i == 0 else result.compare(spec))
                        for i, (label, spec) in enumerate(self.measures.items())}
        change = change_words(changes, self.reference, self.cls.Options)
        self._sentences = [paired_sentence(label, r, change, self.baseline, label in self.percent)
                           for label, r in self.results.items()]
        rows = []
        for label, r in self.results.items():
            value, gap, bound = _shown(label in self.percent)
            rows.append([label, value(r.mean_a), value(r.mean_b), ("html", f"<b>{escape(gap(r.mean))}</b>"),
                         "n/a" if r.low is None else f"{bound(r.low)} to {gap(r.high)}"])
        other = self.baseline[4].upper() + self.baseline[5:]          # "Rulebook's rules", "Usual settings"
        table = html_table(["Measure", other, "Your rules", "Difference (mean)", "95% interval"], rows)
        stopped = ""
        if result.stopped_early:
            stopped = (f" Stopped after {result.n} of {count(result.requested, 'pair')} to stay within the lesson's "
                       f"time limit ({self.time_limit:.0f} s); the results are for the finished pairs.")
        self.status.value = (f"<span class='mg-muted'>Played {count(result.n, 'pair')} "
                             f"({count(2 * result.n, 'game')}) in {seconds:.0f} s.{stopped}</span>")
        shared = ""
        if self.base:
            both = self.cls.Options.words(self.base)
            shared = f" Both rule sets also use {both}."
        sentences = "".join(f"<div class='mg-sentence'>{escape(s)}</div>" for s in self._sentences)
        self._result_body = (f"<div class='mg-whatif-summary'><b>Your change:</b> {escape(change)}.{escape(shared)} "
                             f"<b>{count(result.n, 'pair')} of games</b>.{escape(stopped)}{table}{sentences}</div>")
        self.result_html.value = f"{STYLE}<div class='mg-lesson'>{self._result_body}</div>"
        self._figures = [paired_figure(self.results, change, self.short, self.percent)]
        first_label, first = next(iter(self.results.items()))
        self._numbers = {"n": result.n, "requested": result.requested, "stopped_early": result.stopped_early,
                         "change": change, "options": dict(changes), "seconds": seconds, "measure": first_label,
                         **self._summary(first), "sentence": self._sentences[0],
                         "measures": {label: {**self._summary(r), "percent": label in self.percent}
                                      for label, r in self.results.items()}}
        show_charts(self.charts, self._figures)

    @staticmethod
    def _summary(r):
        return {"mean_a": r.mean_a, "mean_b": r.mean_b, "diff": r.mean, "low": r.low, "high": r.high, "n": r.n}

    # ------------------------------------------------------------------ for the debrief

    def numbers(self):
        """After a run: ``n``, ``change`` (in words), ``options``, and for the first measure ``measure``,
        ``mean_a`` (rulebook), ``mean_b`` (the class's rules), ``diff``, ``low``, ``high``, ``sentence``;
        ``measures`` holds the same for every measure by label, with ``percent`` true for a share (its
        numbers stay fractions: an answer key writes them ``{:.0%}``)."""
        return dict(self._numbers)

    def answer_key(self):
        if not self._numbers:
            return ""
        return fill(self.key, self._numbers) if self.key is not None else " ".join(self._sentences)

    def section(self):
        if not self._numbers:
            return Section(self.kind, self.question, False)
        return Section(self.kind, self.question, True, "", self._result_body, list(self._figures), self.answer_key())

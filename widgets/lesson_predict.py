"""Predict, then reveal: the class commits to an answer before the games are played.

    PredictReveal("Which table keeps more land alive?", evidence=run_tables,
                  choices=["Three extractors", "Three stewards", "About the same"])
    PredictReveal("How many rounds will a game of three stewards last?", evidence=count_rounds,
                  groups=["Table 1", "Table 2", "Table 3"], unit="rounds")

The teacher types the show of hands (a vote count per choice) or each group's number. ``evidence``
is called only when *Reveal* is pressed: until then nothing of the answer exists in the page or in
the widgets' state. It returns an ``Evidence`` (or just the right choice, or just the number); the
widget then shows the class's predictions next to the answer, one sentence comparing them, and the
charts (``chart_html``, plain HTML). ``after`` is what the lesson says once the answer is known (markdown,
a template of the evidence's numbers): it exists only after *Reveal*, so an explanation that gives the answer
away lives there and never in a markdown cell the class reads before voting.
"""

from dataclasses import dataclass, field
from html import escape

import ipywidgets as W
import mistune
import plotly.graph_objects as go

from .errors import ErrorArea, guarded
from .lesson_common import (
    STYLE,
    Section,
    auto_name,
    button,
    fill,
    html_table,
    name_box,
    num,
    pct,
    show_charts,
    votes_word,
)

RIGHT, OTHER = "#009E73", "#BBBBBB"


@dataclass
class Evidence:
    """What a lesson's evidence function returns.

    ``answer``: the right choice (one of the question's choices) or the true number;
    ``figures``: plotly figures to show (one figure or a list); ``note``: a sentence of what the games
    show, which may name ``numbers`` ("The extractor won {share:.0%} of {games} games");
    ``numbers``: named facts for the note, the answer key and the debrief.
    """

    answer: object
    figures: list = field(default_factory=list)
    note: str = ""
    numbers: dict = field(default_factory=dict)


# ---------------------------------------------------------------------------- the comparing sentences

def choice_sentence(choices, votes, answer):
    """One sentence comparing the class's votes (``{choice: count}``) with the right ``answer``."""
    total = sum(votes.values())
    right = votes.get(answer, 0)
    if total == 0:
        return f"No votes were recorded; the games say “{answer}”."
    top = max(votes.values())
    leaders = [c for c in choices if votes.get(c, 0) == top]
    share = f"{right} of {votes_word(total)} ({pct(right / total)})"
    if leaders == [answer]:
        return f"The class got it right: {share} went to “{answer}”, and that is what the games show."
    if answer in leaders:
        others = " and ".join(f"“{c}”" for c in leaders if c != answer)
        return (f"The class was split: “{answer}” and {others} drew {top} of {total} votes each; "
                f"the games show “{answer}”.")
    lead = " and ".join(f"“{c}”" for c in leaders)
    each = " each" if len(leaders) > 1 else ""
    return (f"Most of the class expected {lead} ({top} of {votes_word(total)}{each}), but the games show "
            f"“{answer}”, which got {share}.")


def number_sentence(guesses, truth, unit=""):
    """One sentence comparing the groups' numbers (``{group: number or None}``) with the ``truth``."""
    given = {g: v for g, v in guesses.items() if v is not None}
    if not given:
        return f"No group gave a number; the games give {num(truth, unit)}."
    mean = sum(given.values()) / len(given)
    lo, hi = min(given.values()), max(given.values())
    best = min(abs(v - truth) for v in given.values())
    closest = [g for g, v in given.items() if abs(v - truth) == best]
    off = "exactly right" if best == 0 else f"off by {num(best, unit)}"
    if len(closest) > 1:
        both = "both" if len(closest) == 2 else "all"
        who = " and ".join(f"{g} ({num(given[g])})" for g in closest) + f", {both} {off}"
    else:
        who = f"{closest[0]} ({num(given[closest[0]], unit)}, {off})"
    if len(given) == 1:
        (g, v), = given.items()
        return f"{g} guessed {num(v, unit)}; the games give {num(truth, unit)} ({off})."
    spread = f"The groups guessed from {num(lo)} to {num(hi, unit)} (average {num(mean)})"
    inside = "inside the class's range" if lo <= truth <= hi else (
        "above every guess" if truth > hi else "below every guess")
    bias = ("" if mean == truth else
            f" On average the class guessed {num(abs(mean - truth), unit)} too {'high' if mean > truth else 'low'}.")
    return f"{spread}; the games give {num(truth, unit)}, {inside}. Closest: {who}.{bias}"


# ---------------------------------------------------------------------------- the prediction charts

def votes_figure(choices, votes, answer, title="The class's votes"):
    """A bar per choice; the games' answer in green, the rest grey."""
    fig = go.Figure(go.Bar(x=[votes.get(c, 0) for c in choices], y=list(choices), orientation="h",
                           marker_color=[RIGHT if c == answer else OTHER for c in choices],
                           text=[votes_word(votes.get(c, 0)) for c in choices], textposition="auto"))
    fig.update_layout(title=f"{title} (green: what the games show)", xaxis_title="votes", template="plotly_white",
                      height=120 + 40 * len(choices), margin=dict(l=10, r=20, t=50, b=40),
                      yaxis=dict(autorange="reversed", automargin=True))
    return fig


def guesses_figure(guesses, truth, unit="", title="The groups' guesses"):
    """A dot per group's number and a line at the games' answer."""
    given = {g: v for g, v in guesses.items() if v is not None}
    fig = go.Figure(go.Scatter(x=list(given.values()), y=list(given), mode="markers+text", marker=dict(size=14,
                               color="#0072B2"), text=[num(v) for v in given.values()], textposition="middle right",
                               cliponaxis=False, name="guesses"))
    fig.add_vline(x=truth, line=dict(color=RIGHT, width=3), annotation_text=f"the games: {num(truth, unit)}",
                  annotation_position="top")
    fig.update_layout(title=title, xaxis_title=unit or "value", template="plotly_white", showlegend=False,
                      height=140 + 40 * len(given), margin=dict(l=10, r=20, t=60, b=40),
                      yaxis=dict(autorange="reversed", automargin=True))
    return fig


# ---------------------------------------------------------------------------- the widget

class PredictReveal(W.VBox):
    """A question the class answers before the evidence is produced.

    - ``question``: the question, in words (HTML allowed);
    - ``evidence``: a function of no arguments, called on *Reveal*, returning an ``Evidence``, or just
      the right choice (a choices question) or the number (a number question);
    - ``choices``: the possible answers (a vote count per choice), or None for a number question;
    - ``groups``: for a number question, how many groups answer (``4``) or their names;
    - ``unit``: the number's unit ("points", "rounds"); ``reveal_label``: the button's words ("Reveal",
      "Run the games"); ``key``: the teacher's answer key as a template of the evidence's numbers
      (default: the answer and the note); ``name``: how the debrief's templates refer to this widget;
    - ``after``: markdown shown under the result after *Reveal* (and in the debrief), a template of the
      evidence's numbers like ``key``: what the lesson explains once the class has committed.
    """

    kind = "predict"

    def __init__(self, question, evidence, choices=None, groups=4, *, unit="", reveal_label="Reveal", key=None,
                 name=None, title=None, after=None):
        if not callable(evidence):
            raise ValueError("evidence must be a function of no arguments that produces the answer")
        if choices is not None:
            choices = [str(c) for c in choices]
            if len(choices) < 2 or len(set(choices)) != len(choices):
                raise ValueError(f"a choices question needs at least two different choices, not {choices!r}")
        self.question, self.evidence, self.choices, self.unit = question, evidence, choices, unit
        self.key, self.name, self.title = key, name or auto_name("predict"), title or "Predict, then reveal"
        self.after = after
        self._after_html = ""
        self.errors = ErrorArea()
        self.revealed = False
        self.result = None          # after Reveal: the Evidence, normalised
        self.sentence = ""
        self._numbers = {}
        self._figures = []
        head = W.HTML(f"{STYLE}<div class='mg-lesson'><b>{escape(self.title)}</b><div class='mg-predict-question' "
                      f"style='font-size:15px;margin:4px 0'>{question}</div></div>")
        if choices is not None:
            self.inputs = [name_box(W.BoundedIntText(value=0, min=0, max=100_000, layout=W.Layout(width="90px")),
                                    f"Votes for {c}") for c in choices]
            self.plus = [button("+1", "mg-plus-one") for _ in choices]
            for box, plus in zip(self.inputs, self.plus):
                plus.on_click(lambda _, box=box: setattr(box, "value", box.value + 1))
                box.observe(lambda _: self._show_total(), "value")
            rows = [W.HBox([W.HTML(f"<div style='min-width:260px'>{escape(c)}</div>"), box, plus],
                           layout=W.Layout(align_items="center", gap="6px"))
                    for c, box, plus in zip(choices, self.inputs, self.plus)]
            prompt = "Show of hands: type the number of votes for each answer (or press +1 per hand)."
        else:
            names = [f"Group {i + 1}" for i in range(groups)] if isinstance(groups, int) else [str(g) for g in groups]
            if not names or len(set(names)) != len(names):
                raise ValueError(f"groups must be a number of groups or a list of different names, not {groups!r}")
            self.groups = names
            self.inputs = [name_box(W.Text(placeholder="a number", layout=W.Layout(width="120px")),
                                    f"{g}'s answer{f' (in {unit})' if unit else ''}") for g in names]
            rows = [W.HBox([W.HTML(f"<div style='min-width:160px'>{escape(g)}</div>"), box],
                           layout=W.Layout(align_items="center", gap="6px"))
                    for g, box in zip(names, self.inputs)]
            prompt = f"Each group's answer{f' (in {escape(unit)})' if unit else ''}:"
        for box in self.inputs:
            box.add_class("mg-predict-input")
        self.total = W.HTML()
        self.reveal_button = button(reveal_label, "mg-reveal", "primary")
        self.reveal_button.on_click(lambda _: self.reveal())
        self.status = W.HTML()
        self.status.add_class("mg-predict-status")
        self.result_html = W.HTML()
        self.result_html.add_class("mg-predict-result")
        self.charts = W.Output()
        self.charts.add_class("mg-predict-charts")
        super().__init__([head, W.HTML(f"<div class='mg-muted' style='font-size:12px'>{prompt}</div>"), *rows,
                          self.total, W.HBox([self.reveal_button, self.status], layout=W.Layout(gap="8px")),
                          self.errors, self.result_html, self.charts], layout=W.Layout(width="100%"))
        self.add_class("mg-predict")
        self._show_total()

    # ------------------------------------------------------------------ recording the class

    def record(self, answers):
        """Enter the class's answers from code: ``{choice: votes}`` or ``{group: number}``."""
        labels = self.choices if self.choices is not None else self.groups
        for label, value in answers.items():
            if label not in labels:
                raise ValueError(f"{label!r} is not one of {labels!r}")
            box = self.inputs[labels.index(label)]
            box.value = int(value) if self.choices is not None else ("" if value is None else str(value))

    def predictions(self):
        """The class's answers as entered: ``{choice: votes}`` or ``{group: number or None}``."""
        if self.choices is not None:
            return {c: int(box.value) for c, box in zip(self.choices, self.inputs)}
        out = {}
        for g, box in zip(self.groups, self.inputs):
            text = box.value.strip().replace(",", ".")
            if not text:
                out[g] = None
                continue
            try:
                out[g] = float(text)
            except ValueError:
                raise ValueError(f"{g}'s answer {box.value!r} is not a number: type it with digits, "
                                 f"like 7 or 7.5") from None
            out[g] = int(out[g]) if out[g] == int(out[g]) else out[g]
        return out

    def _show_total(self):
        if self.choices is not None:
            self.total.value = f"<span class='mg-muted'>Total: {votes_word(sum(b.value for b in self.inputs))}</span>"

    # ------------------------------------------------------------------ the reveal

    @guarded
    def reveal(self):
        """Produce the evidence and show it beside the class's predictions."""
        self.errors.clear()
        if self.revealed:
            self.errors.show("Already revealed: the predictions above are the ones the class made.")
            return
        predictions = self.predictions()
        if self.choices is not None and sum(predictions.values()) == 0:
            raise ValueError("Record the class's votes first: no answer has a vote yet.")
        if self.choices is None and all(v is None for v in predictions.values()):
            raise ValueError("Record the groups' answers first: no group has a number yet.")
        self.reveal_button.disabled = True
        self.status.value = "<i>Working it out…</i>"
        try:
            evidence = self._normalise(self.evidence())
        except BaseException:
            self.reveal_button.disabled = False
            self.status.value = ""
            raise
        self._show(predictions, evidence)

    def _normalise(self, ev):
        if not isinstance(ev, Evidence):
            ev = Evidence(answer=ev)
        figures = ev.figures if isinstance(ev.figures, (list, tuple)) else [ev.figures]
        ev = Evidence(ev.answer, list(figures), ev.note, dict(ev.numbers))
        if self.choices is not None:
            if ev.answer not in self.choices:
                raise ValueError(f"the evidence answered {ev.answer!r}, which is not one of the choices "
                                 f"{self.choices!r}")
        elif isinstance(ev.answer, bool) or not isinstance(ev.answer, (int, float)):
            raise ValueError(f"the evidence of a number question must give a number, not {ev.answer!r}")
        return ev

    def _show(self, predictions, ev):
        self.revealed, self.result = True, ev
        for box in self.inputs:
            box.disabled = True
        for plus in getattr(self, "plus", []):
            plus.disabled = True
        numbers = {**ev.numbers, "answer": ev.answer}
        if self.choices is not None:
            self.sentence = choice_sentence(self.choices, predictions, ev.answer)
            total = sum(predictions.values())
            top = max(predictions.values())
            majority = [c for c in self.choices if predictions[c] == top]
            own = dict(votes=dict(predictions), total_votes=total, votes_for_answer=predictions[ev.answer],
                       share_right=predictions[ev.answer] / total, majority=" and ".join(majority),
                       class_right=majority == [ev.answer])
            numbers.update({k: v for k, v in own.items() if k not in ev.numbers})
            record = html_table(["Answer", "Votes"], [[c, predictions[c]] for c in self.choices])
            answer_text = f"“{escape(str(ev.answer))}”"
            own = votes_figure(self.choices, predictions, ev.answer)
        else:
            self.sentence = number_sentence(predictions, ev.answer, self.unit)
            given = [v for v in predictions.values() if v is not None]
            best = min(abs(v - ev.answer) for v in given)
            closest = [g for g, v in predictions.items() if v is not None and abs(v - ev.answer) == best]
            # the class's facts; an evidence number of the same name (an interval's "low") keeps its value
            own = dict(guesses=dict(predictions), class_mean=sum(given) / len(given), low=min(given),
                       high=max(given), closest=" and ".join(closest), error=sum(given) / len(given) - ev.answer)
            numbers.update({k: v for k, v in own.items() if k not in ev.numbers})
            record = html_table(["Group", "Guess"], [[g, "no answer" if v is None else num(v, self.unit)]
                                                     for g, v in predictions.items()])
            answer_text = escape(num(ev.answer, self.unit))
            own = guesses_figure(predictions, ev.answer, self.unit)
        note = fill(ev.note, numbers)
        numbers.update(note=note, sentence=self.sentence)
        self._after_html = (f"<div class='mg-predict-after'>{mistune.html(fill(self.after, numbers))}</div>"
                            if self.after else "")
        self._numbers = numbers
        self._figures = [own, *ev.figures]
        self._record_html = f"<div class='mg-predict-record'><b>The class predicted</b>{record}</div>"
        self._result_body = (f"<div class='mg-predict-answer'><b>The games say</b><div style='font-size:16px;"
                             f"margin:4px 0'>{answer_text}</div><div>{escape(note)}</div></div>")
        self.result_html.value = (
            f"{STYLE}<div class='mg-lesson'><div style='display:flex;flex-wrap:wrap;gap:24px'>{self._record_html}"
            f"{self._result_body}</div><div class='mg-sentence'>{escape(self.sentence)}</div>{self._after_html}</div>")
        self.status.value = "<span class='mg-muted'>Revealed.</span>"
        show_charts(self.charts, self._figures)

    # ------------------------------------------------------------------ for the debrief

    def numbers(self):
        """The facts of the result (empty before the reveal): the evidence's numbers, ``answer``, and the
        class's: ``votes``, ``total_votes``, ``votes_for_answer``, ``share_right``, ``majority``,
        ``class_right`` (choices) or ``guesses``, ``class_mean``, ``low``, ``high``, ``closest``, ``error``."""
        return dict(self._numbers)

    def answer_key(self):
        if not self.revealed:
            return ""
        if self.key is not None:
            return fill(self.key, self._numbers)
        answer = self.result.answer if self.choices is not None else num(self.result.answer, self.unit)
        return f"Answer: {answer}. {self._numbers['note']}".strip()

    def section(self):
        if not self.revealed:
            return Section(self.kind, self.question, False, record_html=self._pending_record())
        return Section(self.kind, self.question, True, self._record_html,
                       f"{self._result_body}<div class='mg-sentence'>{escape(self.sentence)}</div>{self._after_html}",
                       list(self._figures), self.answer_key())

    def _pending_record(self):
        try:
            p = self.predictions()
        except ValueError:
            return ""
        if self.choices is not None:
            return html_table(["Answer", "Votes"], [[c, v] for c, v in p.items()]) if sum(p.values()) else ""
        given = [[g, num(v, self.unit)] for g, v in p.items() if v is not None]
        return html_table(["Group", "Guess"], given) if given else ""

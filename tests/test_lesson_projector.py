"""A lesson on a projector: the explanation that exists only after Reveal (``after``), charts readable at
16 px, the what-if's count of pairs needed, and the one switch the class's table follows."""

import json

import plotly.graph_objects as go
import pytest

import mining_games as mg
from mining_games.widgets import ClassSeat, Evidence, PredictReveal, ProjectorSwitch
from mining_games.widgets.lesson_common import readable
from mining_games.widgets.lesson_whatif import paired_sentence, pairs_needed

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def tree(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from tree(child)


def state_text(widget):
    out = json.dumps(widget.get_state(), default=str)
    for child in getattr(widget, "children", ()):
        out += state_text(child)
    return out


def test_the_explanation_after_the_reveal_exists_only_after_it():
    w = PredictReveal("Who wins the EMERALD row?", lambda: Evidence("Bert", numbers={"cards": 5}),
                      choices=["Anna", "Bert", "Cy"],
                      after="Cy lost nothing she owned, yet her **{cards} cards** sat idle: an *opportunity cost*.")
    w.record({"Anna": 1, "Bert": 3, "Cy": 6})
    before = state_text(w)
    assert "lost nothing" not in before and "opportunity cost" not in before
    w.reveal_button.click()
    assert w.errors.value == ""
    html = w.result_html.value
    assert "Cy lost nothing she owned, yet her <strong>5 cards</strong> sat idle: an <em>opportunity cost</em>." in html
    assert "mg-predict-after" in html
    assert "opportunity cost" in w.section().result_html          # the debrief prints it too


def test_lesson_charts_are_drawn_with_labels_of_16_px_or_more():
    fig = go.Figure(go.Bar(x=["a"], y=[1], textfont=dict(size=10)),
                    layout=dict(title=dict(text="t", font=dict(size=12)), xaxis=dict(tickfont=dict(size=11)),
                                legend=dict(font=dict(size=20))))
    fig.add_annotation(text="note", font=dict(size=9))
    r = readable(fig)
    assert r.layout.font.size == 16
    assert (r.layout.title.font.size, r.layout.xaxis.tickfont.size, r.layout.annotations[0].font.size,
            r.data[0].textfont.size) == (16, 16, 16, 16)
    assert r.layout.legend.font.size == 20                        # larger ones keep their size
    assert fig.layout.title.font.size == 12                       # the author's figure is not changed


class FakePaired:
    def __init__(self, diffs, low, high):
        import pandas as pd
        self.pairs = pd.DataFrame({"difference": diffs, "seed": range(len(diffs))})
        self.n, self.mean = len(diffs), sum(diffs) / len(diffs)
        self.mean_a, self.mean_b, self.low, self.high = 10.0, 10.0 + self.mean, low, high


def test_an_unclear_what_if_says_how_many_pairs_would_settle_it():
    # differences 2, -1, 1, 2: mean 1, standard deviation 1.414; (1.96 x 1.414 / 1)^2 = 7.68 -> 8 pairs
    r = FakePaired([2, -1, 1, 2], -1.2, 3.2)
    assert pairs_needed(r) == 8
    text = paired_sentence("the score", r, "x")
    assert "includes zero" in text and "If the difference stayed at 1, about 8 pairs of games would be needed" in text
    assert pairs_needed(FakePaired([1, -1], -5, 5)) is None       # no difference to go on
    assert pairs_needed(FakePaired([1, 1, 1], 1, 1)) is None      # no spread


def test_the_class_table_follows_the_lesson_projector_switch():
    switch = ProjectorSwitch()
    assert switch.style_sheet.value == ""
    seat = ClassSeat(mg.new_game("murfett", players=3, seed=4), 0, {1: "prospector", 2: "contractor"},
                     bot="contractor")
    seat.show_table()
    assert not seat.table.projector
    switch.button.value = True
    assert seat.table.projector and "mg-projector" in seat.table._dom_classes
    # the class's vote panel moves into the table's screen, where the table's own decision panel would be
    assert seat.panel not in seat.children and seat.table.panel_stand_in is seat.panel
    screen = next(w for w in seat.table.children if "mg-screen" in getattr(w, "_dom_classes", ()))
    assert seat.panel in list(tree(screen))
    assert "font-size:max(16px,1em)!important" in switch.style_sheet.value.replace(" ", "")
    later = ClassSeat(mg.new_game("murfett", players=3, seed=5), 0, {1: "prospector", 2: "contractor"},
                      bot="contractor")
    assert later.table.projector                                  # a segment made after the switch follows it
    switch.on = False
    assert not seat.table.projector and not later.table.projector and switch.style_sheet.value == ""
    assert seat.children.index(seat.panel) < seat.children.index(seat.table_box)   # above the table again
    assert seat.table.panel_stand_in is None


def test_an_evidence_number_keeps_its_name_beside_the_class_guesses():
    w = PredictReveal("How many?", lambda: Evidence(5, note="{low} to {high}", numbers={"low": 4, "high": 6}),
                      groups=2)
    w.record({"Group 1": 1, "Group 2": 9})
    w.reveal()
    assert w.numbers()["low"] == 4 and w.numbers()["high"] == 6 and "4 to 6" in w.result_html.value
    assert w.numbers()["class_mean"] == 5                            # the class's other facts are there

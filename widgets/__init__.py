"""Notebook widgets for mining_games (installed as ``mining_games.widgets``).

    from mining_games.widgets import play
    play("titans", players=3, seed=1, bots={1: "extractor", 2: "steward"})

``GameTable(game, bots=...)`` is the classroom table: header, board, decision panel, controls, rule
log, rule index, charts and a New game form; ``projector=True`` lays it out for a projector.
``show_table`` and ``progress`` format what notebooks show a class. Needs the ``jupyter`` extra
(ipywidgets, plotly, anywidget).

Lesson widgets (docs/lessons.md): ``PredictReveal`` (predict, then reveal), ``WhatIfRule`` (change a rule,
paired runs), ``ClassSeat`` (the class decides for one seat of a live table) and ``Debrief`` (a printable,
offline HTML page of the lesson); ``ProjectorSwitch`` puts the whole lesson at 16 px or more for a projector.
"""

import mining_games as _mg

from .charts import sankey_figure, scores_figure, tracks_figure
from .lesson_debrief import Debrief, Discussion
from .lesson_predict import Evidence, PredictReveal
from .lesson_projector import ProjectorSwitch
from .lesson_seat import ClassSeat
from .lesson_whatif import WhatIfRule
from .people import progress, show_table
from .show import chart_html, explain, show_board
from .table import GameTable


def play(name, players=None, seed=None, bots=None, viewer="auto", projector=False, **options):
    """A GameTable for a new game: ``play("titans", players=3, seed=1, bots={1: "steward"})``;
    ``projector=True`` starts it in projector mode."""
    return GameTable(_mg.new_game(name, players=players, seed=seed, **options), bots=bots, viewer=viewer,
                     projector=projector)


__all__ = ["ClassSeat", "Debrief", "Discussion", "Evidence", "GameTable", "PredictReveal", "ProjectorSwitch",
           "WhatIfRule", "chart_html", "explain", "play", "progress", "sankey_figure", "scores_figure",
           "show_board", "show_table", "tracks_figure"]

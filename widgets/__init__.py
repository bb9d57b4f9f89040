"""Notebook widgets for mining_games (installed as ``mining_games.widgets``).

    from mining_games.widgets import play
    play("titans", players=3, seed=1, bots={1: "extractor", 2: "steward"})

``GameTable(game, bots=...)`` is the classroom table: header, board, decision panel, controls, rule
log, rule index, charts and a New game form. Needs the ``jupyter`` extra (ipywidgets, plotly).

Lesson widgets (docs/lessons.md): ``PredictReveal`` (predict, then reveal), ``WhatIfRule`` (change a rule,
paired runs), ``ClassSeat`` (the class decides for one seat of a live table) and ``Debrief`` (a printable,
offline HTML page of the lesson).
"""

import mining_games as _mg

from .charts import sankey_figure, scores_figure, tracks_figure
from .lesson_debrief import Debrief, Discussion
from .lesson_predict import Evidence, PredictReveal
from .lesson_seat import ClassSeat
from .lesson_whatif import WhatIfRule
from .show import chart_html, explain, show_board
from .table import GameTable


def play(name, players=None, seed=None, bots=None, viewer="auto", **options):
    """A GameTable for a new game: ``play("titans", players=3, seed=1, bots={1: "steward"})``."""
    return GameTable(_mg.new_game(name, players=players, seed=seed, **options), bots=bots, viewer=viewer)


__all__ = ["ClassSeat", "Debrief", "Discussion", "Evidence", "GameTable", "PredictReveal", "WhatIfRule", "chart_html",
           "explain", "play", "sankey_figure", "scores_figure", "show_board", "tracks_figure"]

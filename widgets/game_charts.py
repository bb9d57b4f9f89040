"""A game's own charts (Mine 77's Steam track, ARDEVUR's Hashtag Coin flows), after Flows, Tracks
and Scores in the chooser of the table's Charts tab.

A game names its charts in a module ``mining_games.widgets.charts_<game name>`` (the file
``widgets/charts_<name>.py``) holding ``TABS``, a list of ``GameChart``. No registry to edit: the table
finds the module by the game's name. The kernel never imports this: the games know nothing of widgets.

``figure(game, viewer=None, projector=False, rounds=None)`` returns the plotly figure as a dict of plain
JSON values (like the ``*_spec`` functions of ``charts.py``): ``viewer`` hides other players' private
facts (hot-seat), ``projector`` asks for labels of at least 16 px, and ``rounds`` is the ``(first, last)``
range of the tab's own Rounds slider when the chart asks for one (``rounds=True``).
"""

import functools
import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class GameChart:
    """One chart of a game: its short title (its button in the chooser), its figure function and whether
    it has a Rounds slider."""

    title: str
    figure: Callable
    rounds: bool = False


@functools.cache
def game_charts(name):
    """The charts of the game called ``name`` (a tuple, empty when the game has none of its own)."""
    module = f"{__package__}.charts_{name}"
    if importlib.util.find_spec(module) is None:
        return ()
    tabs = tuple(importlib.import_module(module).TABS)
    for tab in tabs:
        if not isinstance(tab, GameChart):
            raise TypeError(f"{module}.TABS must hold GameChart entries, not {type(tab).__name__}")
    return tabs

"""Static displays for walkthroughs: a game's board, and a list of events explained."""

from IPython.display import HTML

from .log import log_html
from .table import generic_board_html


def show_board(game, viewer=None):
    """The game's board as it stands (a snapshot, not a live widget)."""
    html = game.board_html(viewer)
    return HTML(html if html is not None else generic_board_html(game))


def explain(events, newest_first=False, limit=60):
    """Events as the rule log shows them: the explanation, the rule, its section and provenance."""
    events = list(events)
    if not events:
        return HTML("<i>No events.</i>")
    return HTML(log_html(events, events[0]._names, new_from=events[-1].seq + 1, limit=limit,
                         newest_first=newest_first))

"""ProjectorFit: an invisible helper inside the table that keeps board text readable on a projector.

A game draws its board as SVG with its own font sizes, and the table scales that SVG to the space
it has, so the size a class sees depends on the screen. In projector mode (see ``style.py``) this
helper measures, in the browser, how large each board text is drawn and enlarges any text drawn
smaller than 16 screen pixels. A board so dense that its labels would have to grow by more than
half again (they would cover each other) is left as drawn and marked ``data-mg-dense="true"``.
Outside projector mode it leaves the board as the game drew it.
"""

import pathlib

import anywidget


class ProjectorFit(anywidget.AnyWidget):
    """No state: its front end watches the table it sits in (see ``fit.js``)."""

    _esm = (pathlib.Path(__file__).parent / "fit.js").read_text()

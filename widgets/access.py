"""SliderNames: an invisible helper that gives every slider on the page the name its label shows.

ipywidgets draws a slider (``IntSlider``, ``FloatSlider``) as a handle with the ARIA role "slider" and
writes its ``description`` in a label beside it, but the label is not tied to the handle: a screen reader
announces "slider, 5" with no name, and axe-core (WCAG 2.1 rule 4.1.2, "Name, Role, Value") reports it.
Its front end (``access.js``) ties each slider's handle to the label it already shows (``aria-labelledby``)
and names the readout box the same way, for sliders present now and drawn later. It has no state; one on a
page is enough, and every table, New game form and what-if widget carries one.
"""

import pathlib

import anywidget


class SliderNames(anywidget.AnyWidget):
    """No state: its front end watches the page (see ``access.js``)."""

    _esm = (pathlib.Path(__file__).parent / "access.js").read_text()

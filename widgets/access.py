"""Accessible: an invisible helper that fixes, in the browser, what ipywidgets and the boards' layout leave out
for screen readers and the keyboard.

- ipywidgets draws a slider (``IntSlider``, ``FloatSlider``) as a handle with the ARIA role "slider" and
  writes its ``description`` in a label beside it, but the label is not tied to the handle: a screen reader
  announces "slider, 5" with no name (WCAG 2.1, 4.1.2 Name, Role, Value). Each slider's handle and readout
  are tied to the label they show (``aria-labelledby``).
- In projector mode a board drawn as an SVG has its other parts in a column beside it that scrolls
  (``style.py``); a region that scrolls must be reachable by keyboard (2.1.1 Keyboard), so that column is
  given a place in the Tab order.

Its front end is ``access.js``; it has no state. One on a page is enough (it watches the whole page, for
widgets drawn later too); every table and every what-if widget carries one.
"""

import pathlib

import anywidget


class Accessible(anywidget.AnyWidget):
    """No state: its front end watches the page (see ``access.js``)."""

    _esm = (pathlib.Path(__file__).parent / "access.js").read_text()

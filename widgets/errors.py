"""Messages at the table: the red error area (something went wrong) and the neutral status line
(what the table is doing: autoplay paused, nothing to undo). Exceptions in widget callbacks never
vanish silently: ``guarded`` routes them to the error area."""

import functools
import traceback
from html import escape

import ipywidgets as W

from mining_games.core import IllegalAction


class ErrorArea(W.HTML):
    """Shows the last problem in red, with the details folded away; empty when all is well."""

    def __init__(self):
        super().__init__(value="")
        self.add_class("mg-error")

    def show(self, message, details=""):
        fold = (f"<details><summary>details</summary><pre style='white-space:pre-wrap'>{escape(details)}</pre>"
                f"</details>" if details else "")
        self.value = (f"<div style='color:#B71C1C;border:1px solid #B71C1C;padding:4px 8px;border-radius:4px;"
                      f"background:#FFEBEE'><b>{escape(message)}</b>{fold}</div>")

    def clear(self):
        if self.value:
            self.value = ""


class StatusLine(W.HTML):
    """A neutral line of text next to the controls: normal news, never an error."""

    def __init__(self):
        super().__init__(value="")
        self.add_class("mg-status")
        self.text = ""

    def show(self, message):
        """Show ``message`` (plain text)."""
        self.text = message
        self.value = f"<span style='color:#1F3A4D'>{escape(message)}</span>" if message else ""

    def clear(self):
        self.show("")


def guarded(method):
    """Run a widget callback; show an IllegalAction's message, or any other error with its traceback."""

    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            result = method(self, *args, **kwargs)
        except IllegalAction as e:
            self.errors.show(f"Not allowed: {e}")
        except ValueError as e:
            self.errors.show(str(e))
        except Exception as e:   # a bug: show it, with the traceback, rather than lose it
            self.errors.show(f"Something went wrong: {type(e).__name__}: {e}", traceback.format_exc())
        else:
            return result
        return None

    return run

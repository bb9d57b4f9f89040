"""What each click at the table did, so Undo takes back a whole click (a round, a step).

Every command records how many decisions the game had before and after it. Undo takes the game
back to the count before the last click; "Back one decision" takes back a single decision, which
shortens the last click. Decisions taken outside the table (a notebook cell applying actions to the
same game) make the record unreliable, so it is forgotten and Undo goes back one decision.
"""


class ClickHistory:
    """A stack of clicks: (what was clicked, decisions before, decisions after)."""

    def __init__(self):
        self.clicks = []

    def record(self, label, before, after):
        """A click took the game from ``before`` to ``after`` decisions (nothing is kept if none was taken)."""
        if after > before:
            self.clicks.append((label, before, after))

    def last(self, decisions):
        """The last click as (label, decisions it took), given the game's decision count now; None if
        there is no reliable record (then Undo takes back one decision)."""
        while self.clicks:
            label, before, after = self.clicks[-1]
            if decisions == after:
                return label, after - before
            if decisions > after:            # decisions taken outside the table: the record is stale
                self.clicks.clear()
                return None
            if decisions > before:           # "Back one decision" shortened this click
                self.clicks[-1] = (label, before, decisions)
                return label, decisions - before
            self.clicks.pop()                # fully taken back already
        return None

    def undone(self, decisions):
        """The game went back to ``decisions``: forget the clicks that are now entirely taken back."""
        self.last(decisions)

    def clear(self):
        self.clicks.clear()

"""Events: the record of every rule that fired, with the facts it used and what it changed."""

from typing import NamedTuple


class Transfer(NamedTuple):
    """A counted thing moving between two ledger accounts (double entry)."""

    item: str
    amount: int
    src: str
    dst: str


class TrackMove(NamedTuple):
    """A gauge moving from one value to another (planet health, a price, the steam track)."""

    track: str
    old: object
    new: object


class Event:
    """One rule firing.

    ``seq`` numbers events from 0; ``round`` and ``phase`` say when; ``player`` is the index of
    the player it concerns (or None); ``rule`` is the rule id; ``facts`` are the numbers the rule
    used; ``changes`` lists its ``Transfer`` and ``TrackMove`` records. ``secret`` marks a choice
    that other players may not see yet (a sealed bid): its text never shows the hidden facts.
    ``private`` marks an event whose details only its player may read (the cards they drew):
    others read the rule's public text (``text_for``).

    ``text`` is rendered lazily from the rule's template, so simulations pay nothing for words.
    Events are made by ``Game.fire`` only.
    """

    __slots__ = ("seq", "round", "phase", "player", "rule", "facts", "changes", "secret", "private",
                 "_rule", "_names", "_text")

    # No ``__init__``: ``Game.fire`` makes every event and sets each slot itself, which costs less
    # than calling the class (about 900 machine instructions of some 9,000 per event).

    @property
    def rule_info(self):
        """The catalogued ``Rule`` that fired."""
        return self._rule

    @property
    def text(self):
        """The explanation a student reads, in plain words with the real numbers."""
        if self._text is None:
            self._text = self._rule.render(self, self._names)
        return self._text

    def text_for(self, viewer=None):
        """The text as ``viewer`` may read it (None: the teacher, who reads everything)."""
        if not self.private or viewer is None or viewer == self.player:
            return self.text
        return self._rule.render_public(self, self._names)

    def transfers(self):
        return [c for c in self.changes if type(c) is Transfer]

    def track_moves(self):
        return [c for c in self.changes if type(c) is TrackMove]

    def to_dict(self):
        """Plain data for saving, comparing and tables."""
        return {
            "seq": self.seq, "round": self.round, "phase": self.phase, "player": self.player,
            "rule": self.rule, "facts": self.facts, "secret": self.secret, "private": self.private,
            "text": self.text,
            "changes": [list(c) for c in self.changes],
        }

    def __repr__(self):
        return f"<Event {self.seq} {self.rule}: {self.text}>"

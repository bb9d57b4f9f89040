"""The errors the kernel raises, each with a message a teacher can act on."""


class IllegalAction(Exception):
    """A decision that the rules do not allow right now.

    The message says what was wrong and which rule forbids it. The game is left exactly as it
    was before the attempt.
    """

    def __init__(self, message, rule=None):
        super().__init__(message)
        self.rule = rule


class SaveError(ValueError):
    """A save file that cannot be loaded: truncated, tampered with, or from another version."""


class RuleError(AssertionError):
    """A bug in a game's rules code: a change made outside the ledger's contract.

    Players never see this for a legal decision; it means the engine itself must be fixed.
    """

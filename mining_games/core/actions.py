"""Actions: the small, immutable decisions a player makes from a menu."""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One entry of a player's menu: who decides, what kind of decision, and its arguments.

    ``args`` holds only JSON primitives (int, str, bool, None), so an action can be saved as
    ``[player, kind, *args]``. Each game subclasses ``Action`` to give its kinds readable labels
    through ``LABELS``: a format string over ``args`` or a function of the action.
    """

    player: int
    kind: str
    args: tuple = ()

    LABELS = {}

    def __init__(self, player, kind, args=()):
        # the fields set through their slots: half the cost of the frozen dataclass's own ``__init__``
        # (``object.__setattr__`` by name for each field); the same fields, equality and hash
        _set_player(self, player)
        _set_kind(self, kind)
        _set_args(self, args)

    @property
    def label(self):
        """The words on the button, e.g. "Mine Oil on tile 6"."""
        how = self.LABELS.get(self.kind)
        if how is None:
            return " ".join([self.kind.replace("_", " ").capitalize(), *map(str, self.args)])
        if callable(how):
            return how(self)
        return how.format(*self.args)

    def to_list(self):
        """The action as saved in a save file."""
        return [self.player, self.kind, *self.args]

    def __repr__(self):
        return f"{type(self).__name__}({self.player}, {self.kind!r}, {self.args!r})"


_set_player, _set_kind, _set_args = (Action.__dict__[name].__set__ for name in ("player", "kind", "args"))


class _Actions(dict):
    """{(p, kind, args): the one shared action of a class}, filled on first use (``shared_table``)."""

    __slots__ = ("cls",)

    def __missing__(self, key):
        p, kind, args = key
        a = self[key] = self.cls(p, kind, args)
        return a


_SHARED = {}   # action class -> its ``_Actions``: the kernel's one cache of actions


def shared_table(action_cls):
    """The shared actions of one action class as a mapping ``table[p, kind, args]`` (``args`` a
    tuple), filled on first use: the same objects as ``shared`` gives, found by one dictionary look-up
    without a call (for a game's menus, which build many entries)."""
    table = _SHARED.get(action_cls)
    if table is None:
        table = _SHARED[action_cls] = _Actions()
        table.cls = action_cls
    return table


def shared(action_cls, p, kind, *args):
    """One shared object per action: actions are immutable and menus are rebuilt after every move,
    so menus may reuse the same objects instead of building new ones (random play stays fast)."""
    table = _SHARED.get(action_cls)
    if table is None:
        table = shared_table(action_cls)
    return table[p, kind, args]


class _OneArgument(dict):
    """{argument: the shared action (cls, p, kind, (argument,))}, filled on first use."""

    __slots__ = ("cls", "p", "kind")

    def __missing__(self, arg):
        a = self[arg] = shared(self.cls, self.p, self.kind, arg)
        return a


_ONE_ARGUMENT = {}


def shared_by_argument(action_cls, p, kind):
    """The shared actions of one kind with one argument, as a mapping from the argument to the
    action: a menu of many such entries looks each up by its argument alone (``shared`` for each)."""
    key = (action_cls, p, kind)
    table = _ONE_ARGUMENT.get(key)
    if table is None:
        table = _ONE_ARGUMENT[key] = _OneArgument()
        table.cls, table.p, table.kind = key
    return table


# Labels of the kinds the kernel's components add to menus (a game may relabel them).
KERNEL_LABELS = {
    "pass": "Pass",
    "offer_give": lambda a: f"Offer 1 more {a.args[0].replace('_', ' ')}",
    "offer_ask": lambda a: f"Ask for 1 more {a.args[0].replace('_', ' ')}",
    "offer_send": "Send the offer",
    "offer_withdraw": "Withdraw the offer",
    "offer_accept": "Accept the offer",
    "offer_decline": "Decline the offer",
}


def action_class(labels, name="GameAction"):
    """A per-game ``Action`` subclass whose kinds are labelled by ``labels`` (the kernel's
    component kinds, such as ``pass`` and the trade-offer steps, are labelled already)."""
    return type(name, (Action,), {"__slots__": (), "LABELS": {**KERNEL_LABELS, **labels}})

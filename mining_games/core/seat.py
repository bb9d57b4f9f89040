"""What a bot at one seat may read of the game, with accessors, so that no bot or chart parses
ledger account names."""


class SeatView:
    """Seat ``me``'s view of the game (``Game.view(me)``) with accessors.

    ``state`` is the game's own state as this seat sees it, ``flow`` the kernel's flow (stage,
    governing rule, agenda), ``tracks`` the gauges; ``held(who, item)`` reads the ledger for a
    player index or any other account name."""

    __slots__ = ("view", "me", "state", "flow", "tracks", "round", "phase", "to_act", "_ledger")

    def __init__(self, view, me):
        self.view = view
        self.me = me
        self.state = view["state"]
        self.flow = view["flow"]
        self.tracks = view["tracks"]
        self.round = view["round"]
        self.phase = view["phase"]
        self.to_act = tuple(view["to_act"])
        self._ledger = view["ledger"]

    @property
    def players(self):
        return len(self.view["players"])

    @property
    def stage(self):
        return self.flow["stage"]

    def others(self):
        """Every other seat, in seat order."""
        return [q for q in range(self.players) if q != self.me]

    def held(self, who, item):
        """How much of ``item`` a player (an index) or an account (a name) holds, as seen here."""
        account = who if isinstance(who, str) else f"p{who}"
        return self._ledger.get(account, {}).get(item, 0)

    def pile(self, name):
        """The cards of a pile (top first) when this seat may see them all, else None (``piles``)."""
        cards = self._pile_cards(name)
        return None if isinstance(cards, int) else cards

    def pile_size(self, name):
        """How many cards a pile holds (every seat sees that)."""
        cards = self._pile_cards(name)
        return cards if isinstance(cards, int) else len(cards)

    def pile_top(self, name):
        """The top card of a pile when this seat may see it (every card face up, the top card face up,
        or a pile it may look through), else None; None too for an empty pile."""
        d = self.view["decks"][name]
        cards = d["cards"] if "cards" in d else d["draw"]
        if isinstance(cards, int):
            return d.get("top")
        return cards[0] if cards else None

    def _pile_cards(self, name):
        d = self.view["decks"][name]
        return d["cards"] if "cards" in d else d["draw"]

    def holdings(self, who=None):
        """Everything a player (default: this seat) holds, as {item: amount} without zeros."""
        account = who if isinstance(who, str) else f"p{self.me if who is None else who}"
        return {k: v for k, v in self._ledger.get(account, {}).items() if v}

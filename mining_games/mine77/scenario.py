"""Teaching positions (recorded like decisions): a worker placed, resources given, a card in hand."""

from mining_games.core import count

from .data import ELVEN, ELVEN_ORDERS, LETTER, RESOURCES, SEGMENTS
from .deals import item_word

_STOCKS = {"battle": "trophies", "community": "trophies", "forbidden": "trophies", "rosette": "rosettes"}
_CARDS = {"elven_card": "Elven Embassy card"}      # cards on the ledger an arrangement may hand out


def things(item, n):
    """An arranged item in the game's words: "2 Rosettes", "1 Lichen", "3 Private Steam", "1 Battle Trophy"."""
    if item in _CARDS:
        return count(n, _CARDS[item])
    return item_word(item, n)


class Scenario:
    """Mixin: ``_arrange_<name>``."""

    def _arrange_worker(self, p, w, where):
        """Put worker w of player p on a segment (1-13) or in "ICU"/"Ward"."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s Worker {LETTER[w]} placed at "
                                          f"{SEGMENTS.get(where, where)}")
        self.workers[p][w] = where

    def _arrange_give(self, p, item, n):
        """Give p n of a resource (from the General Supply), of Rosettes or Trophies (from their stocks) or of VP,
        Private Steam or an Elven Embassy card (from the bank)."""
        self._check_arrangement(p, item, n)
        src = "supply" if item in RESOURCES else _STOCKS.get(item, "bank")
        self.fire(self.arrange_rule, what=f"{self.players[p]} receives {things(item, n)}")
        self.transfer(item, n, src, self.account(p))

    def _arrange_take(self, p, item, n):
        """Take n of an item from p back to where it came from."""
        self._check_arrangement(p, item, n)
        if self.held(self.account(p), item) < n:
            raise ValueError(f"{self.players[p]} holds only {things(item, self.held(self.account(p), item))}, not "
                             f"{things(item, n)}")
        dst = "supply" if item in RESOURCES else _STOCKS.get(item, "bank")
        self.fire(self.arrange_rule, what=f"{self.players[p]} gives back {things(item, n)}")
        self.transfer(item, n, self.account(p), dst)

    def _check_arrangement(self, p, item, n):
        """A player, an item of the game and a positive whole number, or a clear error (nothing changes)."""
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < len(self.players):
            raise ValueError(f"no player {p!r}: players are 0..{len(self.players) - 1}")
        if item not in self.ITEMS and item not in _CARDS:
            raise ValueError(f"{item!r} is not an item of Mine 77; items are: {', '.join((*self.ITEMS, *_CARDS))}")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"the amount must be a whole number of at least 1, not {n!r}")

    def _arrange_today(self, slots):
        """Replace the Today order's slots (resources or groups) and empty it."""
        self.fire(self.arrange_rule, what="the Today order asks for " + ", ".join(slots))
        self.today = {"card": self.today["card"], "slots": list(slots), "filled": [None] * len(slots), "done": False}

    def _arrange_improve(self, p, kind):
        self.fire(self.arrange_rule, what=f"{self.players[p]} owns the {kind} improvement")
        self.improvements[p][kind] = True

    def _arrange_elven(self, p, card):
        """p holds Elven Embassy card ``card`` (0-15) as an order not yet revealed, face down with p's others."""
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < len(ELVEN):
            raise ValueError(f"no Elven Embassy card {card!r}: the cards are 0..{len(ELVEN) - 1}")
        self._check_arrangement(p, "elven_card", 1)
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds Elven card {card}")
        self.put_cards(ELVEN_ORDERS[p], [card], self.account(p), bottom=True)
        self.elven[p].append(None)

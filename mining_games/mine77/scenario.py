"""Teaching positions (recorded like decisions): a worker placed, resources given, a card in hand."""

from .data import LETTER, RESOURCES, SEGMENTS, res_word

_STOCKS = {"battle": "trophies", "community": "trophies", "forbidden": "trophies", "rosette": "rosettes"}


class Scenario:
    """Mixin: ``_arrange_<name>``."""

    def _arrange_worker(self, p, w, where):
        """Put worker w of player p on a segment (1-13) or in "ICU"/"Ward"."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s Worker {LETTER[w]} placed at "
                                          f"{SEGMENTS.get(where, where)}")
        self.workers[p][w] = where

    def _arrange_give(self, p, item, n):
        """Give p n of a resource (from the General Supply) or of rosette/vp/private_steam/trophies (from the bank)."""
        src = "supply" if item in RESOURCES else _STOCKS.get(item, "bank")
        self.fire(self.arrange_rule, what=f"{self.players[p]} receives {res_word(item, n) if item in RESOURCES else f'{n} {item}'}")  # noqa: E501
        self.transfer(item, n, src, self.account(p))

    def _arrange_take(self, p, item, n):
        """Take n of an item from p back to where it came from."""
        dst = "supply" if item in RESOURCES else "rosettes" if item == "rosette" else "bank"
        self.fire(self.arrange_rule, what=f"{self.players[p]} gives back {n} {item}")
        self.transfer(item, n, self.account(p), dst)

    def _arrange_today(self, slots):
        """Replace the Today order's slots (resources or groups) and empty it."""
        self.fire(self.arrange_rule, what="the Today order asks for " + ", ".join(slots))
        self.today = {"card": self.today["card"], "slots": list(slots), "filled": [None] * len(slots), "done": False}

    def _arrange_improve(self, p, kind):
        self.fire(self.arrange_rule, what=f"{self.players[p]} owns the {kind} improvement")
        self.improvements[p][kind] = True

    def _arrange_elven(self, p, card):
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds Elven card {card}")
        from .data import ELVEN
        self.elven[p].append({"card": card, "left": list(ELVEN[card]), "shown": False})

"""Arranged positions (``game.arrange(name, *args)``) to replay the rulebook's worked example (lease
D14) and to set up the walkthrough's and lessons' situations: a token on a square, a lease with
proven units, a running contract, a card on top of a face-down pile, a wheel at a chosen income,
money in hand, and the next die results.

Each ``_arrange_<name>`` fires ``murfett.scenario.arrange`` (so the log says what was arranged) and
moves counted things through the ledger like any other rule. Arrangements are recorded among the
decisions, so undo, saves and replays bring them back. The functions at the bottom are shortcuts for
the notebooks (``place(game, ...)`` is ``game.arrange("place", ...)``) and ``skip_to``, which plays
the quiet choices of the other companies.
"""

from mining_games.core.words import count, join_words

from .data import BOARD_SIZE, CONTRACT, CONTRACT_PILE, DRILLING_PILE, LEASE, METAL_NAMES, METALS, WHEELS
from .text import contract_name, usd
from .text import units as units_of

GRADES = ("zero", "medium", "high")


class Scenario:
    """Mixin: the game's own arrangements."""

    def _arrange_place(self, p, square, circuit="outer"):
        """Put player ``p``'s token on a square of a circuit."""
        if circuit not in ("outer", "inner") or not 1 <= square <= BOARD_SIZE:
            raise ValueError(f"no square {square} on a circuit {circuit!r}: squares 1-32 on 'outer' or 'inner'")
        self.fire(self.arrange_rule, p, what=f"{self.players[p]}'s token goes to square {square} of the "
                                              f"{circuit} circuit")
        self.square[p], self.circuit[p] = square, circuit

    def _arrange_lease(self, p, code, units=0):
        """Hand lease ``code`` (free, from the banker) to player ``p`` with ``units`` proven on it."""
        if code not in LEASE:
            raise ValueError(f"no lease {code!r}: leases are {', '.join(LEASE)}")
        if self.owner[code] is not None:
            raise ValueError(f"lease {code} already belongs to {self.players[self.owner[code]]}")
        metal = LEASE[code].metal
        if units > self.held("supply", metal):
            raise ValueError(f"the banker has only {units_of(self.held('supply', metal), metal)}")
        self.fire(self.arrange_rule, p, what=f"{self.players[p]} holds lease {code} with "
                                              f"{units_of(units, metal)} proven")
        self.transfer("leases", 1, "banker", self.account(p))
        self.owner[code] = p
        if units:
            self.transfer(metal, units, "supply", "lease." + code)

    def _arrange_contract(self, p, card, code, left=None):
        """Player ``p`` runs contract ``card`` on its lease ``code`` (the units come off the lease),
        with ``left`` units still to deliver (default: all of them; the rest were sold before)."""
        c = CONTRACT.get(card)
        if c is None or card not in self.pile(CONTRACT_PILE[c.metal]):
            raise ValueError(f"contract {card!r} is not in a pile")
        if self.owner.get(code) != p or LEASE[code].metal != c.metal or self.reserves(code) < c.size:
            raise ValueError(f"{self.players[p]} has no {METAL_NAMES[c.metal]} lease {code} with "
                             f"{count(c.size, 'unit')} free")
        left = c.size if left is None else left
        if not 1 <= left <= c.size:
            raise ValueError(f"a {c.size}-unit contract has 1 to {c.size} units left, not {left}")
        self.fire(self.arrange_rule, p, what=f"{self.players[p]} runs the {contract_name(card)} on lease "
                                              f"{code} with {count(left, 'unit')} left to deliver")
        self.take_cards(CONTRACT_PILE[c.metal], dst=self.account(p), cards=[card])
        self.transfer(c.metal, c.size, "lease." + code, "contract." + card)
        if left < c.size:
            self.transfer(c.metal, c.size - left, "contract." + card, "supply")
        self.running[card] = code

    def _arrange_money(self, p, amount):
        """Player ``p`` has exactly ``amount`` ($M) in hand; the difference goes to or from the bank."""
        diff = amount - self.money(p)
        self.fire(self.arrange_rule, p, what=f"{self.players[p]} now has {usd(amount)}")
        if diff > 0:
            self.transfer("money", diff, "bank", self.account(p))
        elif diff < 0:
            self.transfer("money", -diff, self.account(p), "bank")

    def _arrange_price(self, metal, income):
        """Turn a wheel of the Cash Flow Indicator to ``income`` ($M per unit)."""
        if metal not in METALS or income not in WHEELS[metal]:
            raise ValueError(f"the {metal} wheel shows {list(WHEELS.get(metal, ()))}, not {income}")
        self.fire(self.arrange_rule, what=f"the {METAL_NAMES[metal]} wheel is turned to {usd(income)} a unit")
        self.price_step[metal] = WHEELS[metal].index(income)
        self.move_track("price." + metal, income)

    def _arrange_drilling(self, metal, *grades):
        """Put drilling cards of these grades ("zero", "medium", "high") on top of a metal's deck."""
        if metal not in METALS:
            raise ValueError(f"no metal {metal!r}: metals are {', '.join(METALS)}")
        held = self.pile_counts(DRILLING_PILE[metal])
        for grade in grades:
            if grade not in GRADES:
                raise ValueError(f"a drilling card is 'zero', 'medium' or 'high' grade, not {grade!r}")
            if grades.count(grade) > held.get(grade, 0):
                raise ValueError(f"the {METAL_NAMES[metal]} drilling deck holds {held.get(grade, 0)} {grade} grade "
                                 f"cards, not {grades.count(grade)}")
        cards = "card" if len(grades) == 1 else f"{len(grades)} cards"
        self.fire(self.arrange_rule, what=f"the next {METAL_NAMES[metal]} drilling {cards}: "
                                           f"{join_words(grades)} grade")
        self.stack_cards(DRILLING_PILE[metal], list(grades))

    def _arrange_top_contract(self, card):
        """Put contract ``card`` on top of its metal's pile."""
        c = CONTRACT.get(card)
        if c is None or card not in self.pile(CONTRACT_PILE[c.metal]):
            raise ValueError(f"contract {card!r} is not in a pile")
        self.fire(self.arrange_rule, what=f"the top {METAL_NAMES[c.metal]} contract is for {count(c.size, 'unit')}")
        self.stack_cards(CONTRACT_PILE[c.metal], [card])

    def _arrange_dice(self, *values):
        """The next die results (two for a move, one for a Medium or High Grade find...)."""
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
                raise ValueError(f"a die shows 1 to 6, not {v!r}")
        self.fire(self.arrange_rule, what=f"the next dice will show {join_words([str(v) for v in values])}")
        self.load_dice(values)


# ---------------------------------------------------------------- shortcuts for the notebooks

def place(game, p, square, circuit="outer"):
    return game.arrange("place", p, square, circuit)


def give_lease(game, p, code, units=0):
    return game.arrange("lease", p, code, units)


def set_money(game, p, amount):
    return game.arrange("money", p, amount)


def set_price(game, metal, income):
    return game.arrange("price", metal, income)


def stack_drilling(game, metal, *grades):
    return game.arrange("drilling", metal, *grades)


def stack_contract(game, metal, size):
    """Put a contract card of ``size`` units on top of a metal's contract pile."""
    card = next((c for c in game.pile(CONTRACT_PILE[metal]) if CONTRACT[c].size == size), None)
    if card is None:
        raise ValueError(f"no {size}-unit {metal} contract is left in its pile")
    return game.arrange("top_contract", card)


def load_dice(game, *values):
    return game.arrange("dice", *values)


QUIET = ("roll", "pass", "stop", "skip", "refuse")


def skip_to(game, p):
    """Let every other company take the quiet choice (roll where it stands, pass, stop exploring,
    take no contract, refuse, drop out) until player ``p`` is about to roll; ``p`` itself only stops
    exploring. Their dice are the game's own."""
    while not (game.stage == "roll" and game.to_act == (p,)):
        if game.over:
            raise ValueError("the game ended before it was that player's turn")
        q = game.to_act[0]
        if q == p and game.stage == "drill_again":       # p explored last turn: it stops now
            game.apply(game.action(p, "stop"))
            continue
        if q == p:
            raise ValueError(f"{game.players[p]} has a decision to take first: {game.prompt(p)}")
        menu = game.legal_actions(q)
        game.apply(next((a for a in menu if a.kind in QUIET), menu[0]))
    return game


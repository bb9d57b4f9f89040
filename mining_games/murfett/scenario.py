"""Arranging a position by hand, to replay the rulebook's worked example (lease D14) and to set up the
walkthrough's and lessons' situations: a token on a square, a lease with proven units, a card on top
of a face-down pile, a wheel at a chosen income, money in hand, and loaded dice.

Each helper fires the rule ``murfett.scenario.arrange`` (so the log says what was arranged) and moves
counted things through the ledger like any other rule, so every invariant still holds. An arranged
game is a teaching position, not a played one: its save file and ``undo`` replay only decisions, so
they do not bring an arrangement back. Use a game that was only played (no arrangement) when undo
matters.
"""

from .data import CONTRACT, LEASE, METALS, WHEELS
from .rules import usd

ARRANGE = "murfett.scenario.arrange"


def _done(game):
    game.invalidate_menus()     # an arrangement changes the menus


class LoadedDice:
    """The game's generator with the next die rolls fixed in advance; after them, chance as usual."""

    def __init__(self, rng, values):
        self.rng = rng
        self.values = list(values)

    def randint(self, lo, hi):
        if not self.values:
            return self.rng.randint(lo, hi)
        v = self.values.pop(0)
        if not lo <= v <= hi:
            raise ValueError(f"a loaded die must show {lo} to {hi}, not {v}")
        return v

    def __getattr__(self, name):
        return getattr(self.rng, name)


def load_dice(game, *values):
    """The next die rolls (two for a move, one for a Medium or High Grade find...) show ``values``."""
    if isinstance(game.rng, LoadedDice):
        game.rng.values.extend(values)
    else:
        game.rng = LoadedDice(game.rng, values)
    game.fire(ARRANGE, what=f"the next dice will show {', '.join(map(str, values))}")


def place(game, p, square, circuit="outer"):
    """Put player ``p``'s token on a square of a circuit."""
    if circuit not in ("outer", "inner") or not 1 <= square <= 32:
        raise ValueError(f"no square {square} on a circuit {circuit!r}: squares 1-32 on 'outer' or 'inner'")
    game.fire(ARRANGE, p, what=f"{game.players[p]}'s token goes to square {square} of the {circuit} circuit")
    game.square[p], game.circuit[p] = square, circuit
    _done(game)


def give_lease(game, p, code, units=0):
    """Hand lease ``code`` (free, from the banker) to player ``p`` with ``units`` proven on it."""
    if code not in LEASE:
        raise ValueError(f"no lease {code!r}: leases are {', '.join(LEASE)}")
    if game.owner[code] is not None:
        raise ValueError(f"lease {code} already belongs to {game.players[game.owner[code]]}")
    metal = LEASE[code].metal
    game.fire(ARRANGE, p, what=f"{game.players[p]} holds lease {code} with {units} unit(s) of {metal} proven")
    game.transfer("leases", 1, "banker", game.account(p))
    game.owner[code] = p
    if units:
        game.transfer(metal, units, "supply", "lease." + code)
    _done(game)


def set_money(game, p, amount):
    """Player ``p`` has exactly ``amount`` ($M) in hand; the difference goes to or from the bank."""
    diff = amount - game.money(p)
    game.fire(ARRANGE, p, what=f"{game.players[p]} now has {usd(amount)}")
    if diff > 0:
        game.transfer("money", diff, "bank", game.account(p))
    elif diff < 0:
        game.transfer("money", -diff, game.account(p), "bank")
    _done(game)


def set_price(game, metal, income):
    """Turn a wheel of the Cash Flow Indicator to ``income`` ($M per unit)."""
    if metal not in METALS or income not in WHEELS[metal]:
        raise ValueError(f"the {metal} wheel shows {list(WHEELS.get(metal, ()))}, not {income}")
    game.fire(ARRANGE, what=f"the {metal} wheel is turned to {usd(income)} a unit")
    game.price_step[metal] = WHEELS[metal].index(income)
    game.move_track("price." + metal, income)
    _done(game)


def stack_drilling(game, metal, *grades):
    """Put drilling cards of these grades ("zero", "medium", "high") on top of a metal's deck."""
    deck = game.drill_decks[metal]
    for grade in grades:
        if grade not in ("zero", "medium", "high"):
            raise ValueError(f"a drilling card is 'zero', 'medium' or 'high' grade, not {grade!r}")
    for grade in reversed(grades):
        deck.remove(grade)
        deck.insert(0, grade)
    game.fire(ARRANGE, what=f"the next {metal} drilling card(s): {', '.join(grades)} grade")


def stack_contract(game, metal, size):
    """Put a contract card of ``size`` units on top of a metal's contract pile."""
    pile = game.contract_piles[metal]
    card = next((c for c in pile if CONTRACT[c].size == size), None)
    if card is None:
        raise ValueError(f"no {size}-unit {metal} contract is left in its pile")
    pile.remove(card)
    pile.insert(0, card)
    game.fire(ARRANGE, what=f"the top {metal} contract is for {size} units")


QUIET = ("roll", "pass", "skip", "refuse", "drop")


def skip_to(game, p):
    """Let every other company take the quiet choice (roll where it stands, pass, take no contract,
    refuse, drop out) until player ``p`` is about to roll. Their dice are the game's own."""
    while not (game.asking == "roll" and game.to_act == (p,)):
        if game.over:
            raise ValueError("the game ended before it was that player's turn")
        q = game.to_act[0]
        if q == p:
            raise ValueError(f"{game.players[p]} has a decision to take first: {game.prompt(p)}")
        menu = game.legal_actions(q)
        game.apply(next((a for a in menu if a.kind in QUIET), menu[0]))
    return game

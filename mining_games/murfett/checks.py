"""Why a move is refused (``_why_<kind>(action)`` -> (message, rule id), the rule that forbids it;
the kernel adds the citation) and the game's invariants (``check_invariants``)."""

from .data import (
    BID_STEPS,
    BOARD_SIZE,
    COLOURS,
    CONTRACT,
    CONTRACT_PILE,
    CONTRACTS,
    LEASE,
    LEASES,
    METAL_NAMES,
    METALS,
    REMOVED_PILE,
    UNITS_PER_METAL,
    WHEELS,
)
from .text import usd

AFTER_ROLL = ("lease", "drill_again", "contract", "offer", "forfeit")


class Checks:
    """Mixin: refusals naming the rule, and invariants."""

    # ------------------------------------------------------------------ refusals

    def _why_roll(self, a):
        name = self.players[a.player]
        if a.player == self.current and self.stage in AFTER_ROLL:
            return (f"{name} has already rolled this turn; a circuit can only be changed before the dice are "
                    f"thrown", "murfett.board.switch")
        return f"{name} is not about to roll now", "murfett.board.move"

    def _why_switch(self, a):
        if self.stage == "roll" and a.args and a.args[0] == self.circuit[a.player]:
            return f"{self.players[a.player]} is already on the {a.args[0]} circuit", "murfett.board.switch"
        return self._why_roll(a)

    def _why_buy(self, a):
        return self._lease_refusal(a, "murfett.lease.buy", self.options.lease_price)

    def _why_explore(self, a):
        return self._lease_refusal(a, "murfett.lease.explore", self.options.exploration_cost)

    def _lease_refusal(self, a, rule, price):
        p, (code, amount) = a.player, a.args
        name = self.players[p]
        lease = LEASE[code]
        if self.stage not in ("lease", "drill_again"):
            return f"{name} is not on a Buy or Drill square", rule
        colour = self.square_colour(p)
        if lease.colour != colour:
            return f"Lease {code} is {COLOURS[lease.colour]}; this square is {COLOURS[colour]}", rule
        owner = self.owner[code]
        if a.kind == "buy" and owner is not None:
            return f"Lease {code} already belongs to {self.players[owner]}", rule
        if a.kind == "explore" and owner != p:
            return f"{name} does not own lease {code} and so cannot explore it", rule
        if amount != price:
            return f"This costs {usd(price)}, not {usd(amount)}", rule
        return f"{name} has {usd(self.money(p))}, less than the {usd(price)} needed", rule

    def _why_accept(self, a):
        if self.stage != "offer":
            return None
        p, (card, code) = a.player, a.args
        name = self.players[p]
        rule = "murfett.contract.accept"
        if card != self.revealed:
            return f"The contract turned up is not {card}", rule
        c = CONTRACT[card]
        if self.owner[code] != p:
            return f"{name} does not own lease {code}", rule
        if LEASE[code].metal != c.metal:
            return f"Lease {code} holds {METAL_NAMES[LEASE[code].metal]}, not {METAL_NAMES[c.metal]}", rule
        return (f"Lease {code} holds only {self.reserves(code)} free units; the contract needs {c.size}, and units "
                f"of different leases may not be combined", rule)

    def _why_draw(self, a):
        if self.stage == "contract" and a.args and a.args[0] in METALS:
            return f"The {METAL_NAMES[a.args[0]]} contract pile is empty", "murfett.contract.draw"
        return None

    def _why_bid(self, a):
        if self.stage != "bid" or not a.args:
            return None
        high = self.auction["bid"]
        allowed = [high + s for s in BID_STEPS]
        if a.args[0] in allowed:
            return (f"{self.players[a.player]} has only {usd(self.money(a.player))}, not the {usd(a.args[0])} bid",
                    "murfett.trouble.bid")
        return (f"A bid must raise the high bid of {usd(high)} to one of {', '.join(usd(x) for x in allowed)}",
                "murfett.trouble.bid")

    def _why_sell(self, a):
        if self.owner.get(a.args[0]) != a.player:
            return f"{self.players[a.player]} does not own lease {a.args[0]}", "murfett.trouble.auction"
        if self.stage == "roll" and a.player == self.current:
            cost = self.options.exploration_cost
            if self.money(a.player) >= cost:
                return (f"{self.players[a.player]} has {usd(self.money(a.player))}, enough for an exploration "
                        f"({usd(cost)}): a lease is auctioned on a company's turn only in financial distress",
                        "murfett.trouble.distress")
            return f"Nobody bid for lease {a.args[0]} this turn", "murfett.trouble.unsold"
        if self.stage != "raise":
            return (f"{self.players[a.player]} is not in money trouble; leases are sold for cash only to pay a "
                    f"debt", "murfett.trouble.auction")
        return None

    def _why_borrow(self, a):
        if not self.options.loans:
            return "The bank gives no loans in this game", "murfett.trouble.short"
        return f"{self.players[a.player]} may borrow only the shortfall, within the loan limit", "murfett.loan.borrow"

    # ------------------------------------------------------------------ invariants

    def check_invariants(self):
        """Raise AssertionError if the cards, tokens and ledger disagree anywhere."""
        g = self
        n = len(g.players)
        for account, items in g.bal.items():
            if account == "bank":
                continue
            for item, amount in items.items():
                assert amount >= 0 or item == "loan", f"{account} holds {amount} {item}"
        for m in METALS:
            assert g.held("bank", m) == -UNITS_PER_METAL, f"{m} units were made or lost outside setup"
        # lease cards
        for p in range(n):
            assert g.held(g.account(p), "leases") == len(g.leases_of(p)), f"player {p}'s lease cards"
        unowned = [lease.code for lease in LEASES if g.owner[lease.code] is None]
        assert g.held("banker", "leases") == len(unowned)
        for code in unowned:
            assert g.held("lease." + code, LEASE[code].metal) == 0, f"unowned lease {code} holds metal"
        for lease in LEASES:
            account = g.bal.get("lease." + lease.code, {})
            assert all(v == 0 for m, v in account.items() if m != lease.metal), f"lease {lease.code}: another metal"
        # contract cards: each is in exactly one place
        piles = [*CONTRACT_PILE.values(), *REMOVED_PILE.values()]
        places = [*g.running, *g.expired, *(c for pile in piles for c in g.pile(pile))]
        assert sorted(places) == sorted(c.card for c in CONTRACTS), "a contract card is missing or doubled"
        for m in METALS:
            assert g.held("pile." + m, "contracts") == g.pile_size(CONTRACT_PILE[m])
            assert all(CONTRACT[c].metal == m for c in g.pile(CONTRACT_PILE[m]) + g.pile(REMOVED_PILE[m]))
        assert g.held("expired", "contracts") == len(g.expired)
        assert g.held("removed", "contracts") == sum(g.pile_size(pile) for pile in REMOVED_PILE.values())
        for p in range(n):
            assert g.held(g.account(p), "contracts") == len(g.contracts_of(p)), f"player {p}'s contract cards"
        for card in CONTRACT:
            units = g.held("contract." + card, CONTRACT[card].metal)
            if card in g.running:
                assert units >= 1 and g.owner[g.running[card]] is not None, f"running contract {card}"
                assert LEASE[g.running[card]].metal == CONTRACT[card].metal
            else:
                assert units == 0, f"contract {card} is not running but holds {units} units"
        assert g.revealed is None or g.stage == "offer"
        for m, pile in CONTRACT_PILE.items():   # a contract turned up lies face up on top of its pile
            revealed = g.revealed is not None and CONTRACT[g.revealed].metal == m
            assert g.pile_face(pile) == ("top" if revealed else "down")
            assert not revealed or g.pile(pile)[0] == g.revealed
        # tokens, wheels, bankrupt companies, the auction
        for p in range(n):
            if g.bankrupt[p]:
                assert g.money(p) == 0 and not g.leases_of(p) and g.square[p] is None
            elif g.square[p] is not None:
                assert 1 <= g.square[p] <= BOARD_SIZE and g.circuit[p] in ("outer", "inner")
        for m in METALS:
            assert 0 <= g.price_step[m] < len(WHEELS[m])
            assert g.tracks["price." + m] == g.price(m)
        assert g.auction is None or g.owner[g.auction["lease"]] == g.auction["seller"]
        assert all(1 <= d <= 6 for d in g.dice_ahead())

"""The Mining Board Game (Murfett, 1983) on the kernel: setup, the flow of a turn, standings, views.

Ledger accounts (all counted things move by ``transfer`` under a fired rule):

- ``bank``: the money tray, unbounded; item ``money`` in whole $M.
- ``p0``, ``p1``...: a company's ``money``, its lease cards (``leases``), its running contract cards
  (``contracts``) and, with the loans variant, ``loan`` (negative: what it owes the bank).
- ``supply``: the banker's metal units (``copper``, ``tin``, ``nickel``, ``lead_zinc``), 100 each.
- ``banker``: lease cards nobody owns.
- ``lease.D14``...: the units proven on a lease and not yet committed (its reserves).
- ``contract.copper-3``...: the units committed to a running contract (one is sold per period).
- ``pile.copper``...: contract cards face down; ``expired``: used contract cards, face up at the bank;
  ``removed``: contract cards set aside for a shorter game.

Game state (everything else) lives in plain attributes set in ``setup``. The game runs as a queue of
steps (``pending``) for the player on turn; a step that needs a decision sets ``asking``; a debt
that cannot be paid sets ``trouble``, which is dealt with before anything else carries on.
"""

from mining_games.core import Game

from . import board, data
from .actions import MurfettAction
from .bots import ContractorBot, ProspectorBot
from .contracts import ContractsMixin
from .data import LEASES, METALS, WHEELS
from .invariants import check
from .money import MoneyMixin
from .options import MurfettOptions
from .rules import RULES
from .squares import SquaresMixin
from .words import WordsMixin

# What each question is called, and which rule governs it (for messages and the header).
QUESTIONS = {
    "start_side": ("setup", "murfett.setup.start"),
    "start_square": ("setup", "murfett.setup.start"),
    "roll": ("turn", "murfett.board.move"),
    "lease": ("Buy or Drill square", "murfett.lease.buy"),
    "contract": ("contract square", "murfett.contract.draw"),
    "offer": ("contract offer", "murfett.contract.accept"),
    "forfeit": ("Forfeit Lease", "murfett.lease.forfeit"),
    "raise": ("money trouble", "murfett.trouble.short"),
    "bid": ("lease auction", "murfett.trouble.bid"),
}


class MurfettGame(WordsMixin, SquaresMixin, ContractsMixin, MoneyMixin, Game):
    """The Mining Board Game: leases, drilling, contracts and the Cash Flow Indicator."""

    name = "murfett"
    title = "The Mining Board Game"
    Options = MurfettOptions
    RULES = RULES
    Action = MurfettAction
    min_players = 2
    max_players = 6
    UNBOUNDED = frozenset({"bank"})
    ITEMS = ("money", *METALS, "leases", "contracts", "loan")
    TRACKS = tuple(f"price.{m}" for m in METALS)
    BOTS = {"prospector": ProspectorBot, "contractor": ContractorBot}
    PROVENANCE = data.PROVENANCE
    max_decisions = 40_000     # 1000 rounds (the option's limit) x 6 players, with room for auctions
    min_rule_coverage = 0.86   # 50 of 58 rules fire in the 20 random conformance games

    # ------------------------------------------------------------------ setting up

    def setup(self):
        """How to Play: lay out the components, pay out the money, set the wheels, pick the order."""
        n = len(self.players)
        o = self.options
        self.bankrupt = [False] * n
        self.circuit = ["outer"] * n
        self.square = [None] * n
        self.owner = {lease.code: None for lease in LEASES}
        self.price_step = dict(data.START_STEP)
        self.drill_decks = {m: data.drilling_deck(m) for m in METALS}
        self.contract_piles = {m: [c.card for c in data.CONTRACTS if c.metal == m] for m in METALS}
        self.running = {}          # contract card -> lease code, in the order they were accepted
        self.expired = []          # used contract cards, face up at the bank
        self.removed = []          # contract cards set aside for a shorter game
        self.revealed = None       # the contract card turned up and awaiting accept or refuse
        self.start_side = None     # the side of the board chosen, while a start square is chosen
        self.order = []
        self.turn = 0
        self.pending = []
        self.asking = None
        self.trouble = None
        self.auction = None

        self.fire("murfett.setup.components", leases=len(LEASES), units=data.UNITS_PER_METAL,
                  contracts=len(data.CONTRACTS))
        self.transfer("leases", len(LEASES), "bank", "banker")
        for m in METALS:
            self.transfer(m, data.UNITS_PER_METAL, "bank", "supply")
            self.transfer("contracts", len(self.contract_piles[m]), "bank", f"pile.{m}")
        for p in range(n):
            self.fire("murfett.setup.money", p, amount=o.starting_money)
            self.transfer("money", o.starting_money, "bank", self.account(p))
        for m in METALS:
            self.shuffle("murfett.setup.shuffle_drilling", self.drill_decks[m], metal=m)
        for m in METALS:
            self.shuffle("murfett.setup.shuffle_contracts", self.contract_piles[m], metal=m)
        keep = o.contracts_per_metal
        if keep < len(data.CONTRACT_SIZES):
            for m in METALS:
                pile = self.contract_piles[m]
                self.fire("murfett.setup.remove_contracts", metal=m, removed=len(pile) - keep, kept=keep)
                self.transfer("contracts", len(pile) - keep, f"pile.{m}", "removed")
                self.removed.extend(pile[keep:])
                del pile[keep:]
        self.fire("murfett.setup.cash_flow", prices={m: self.price(m) for m in METALS})
        for m in METALS:
            self.move_track(f"price.{m}", self.price(m))
        self._roll_for_order()
        self._ask(self.order[0], "start_side")
        self._run()

    def _roll_for_order(self):
        """Order of play (reconstructed): two dice each, highest first, ties in seating order."""
        rolls = [(p, self.rng.randint(1, 6) + self.rng.randint(1, 6)) for p in range(len(self.players))]
        self.order = [p for p, _ in sorted(rolls, key=lambda r: (-r[1], r[0]))]
        self.fire("murfett.setup.order", rolls=rolls, order=list(self.order))

    # ------------------------------------------------------------------ the flow

    def _ask(self, p, question):
        """Owe a decision: player ``p`` is asked ``question`` (a key of QUESTIONS)."""
        self.asking = question
        self.to_act = (p,)
        self.phase, self.phase_rule = QUESTIONS[question]

    def _run(self):
        """Carry the game on until somebody must decide or the game is over."""
        while not self.over and self.asking is None:
            if self.trouble is not None:
                self._work_on_trouble()
            elif self.pending:
                step = self.pending.pop(0)
                getattr(self, "_step_" + step[0])(*step[1:])
            else:
                self._ask(self.current, "roll")

    @property
    def current(self):
        """The player whose turn it is."""
        return self.order[self.turn]

    def _step_end_turn(self):
        """After a turn: check the end of the game, then pass the dice to the next company."""
        if self._contracts_used():
            self.fire("murfett.end.contracts_used")
            self.end_game()
            return
        i = self.turn
        while True:
            i += 1
            if i == len(self.order):
                i = 0
                limit = self.options.max_rounds
                if limit and self.round >= limit:
                    self.fire("murfett.end.round_limit", rounds=limit)
                    self.end_game()
                    return
                self.end_round()
            if not self.bankrupt[self.order[i]]:
                break
        self.turn = i

    def _contracts_used(self):
        """Game Length: every contract card has been taken and completed (or cancelled)."""
        return not self.running and not any(self.contract_piles.values())

    def _legal_actions(self, p):
        return getattr(self, "_menu_" + self.asking)(p)

    def _apply(self, a):
        self.asking = None
        self.to_act = ()
        getattr(self, "_do_" + a.kind)(a.player, *a.args)
        self._run()

    def prompt(self, p):
        if p not in self.to_act or self.over:
            return ""
        return self._prompt(p)

    # ------------------------------------------------------------------ helpers used by every part

    def money(self, p):
        return self.held(self.account(p), "money")

    def price(self, metal):
        """Today's income per unit of ``metal`` on the Cash Flow Indicator ($M)."""
        return WHEELS[metal][self.price_step[metal]]

    def leases_of(self, p):
        """The lease codes player ``p`` holds, in board order."""
        return [code for code, q in self.owner.items() if q == p]

    def contracts_of(self, p):
        """The running contract cards of player ``p``, in the order they were accepted."""
        owner = self.owner
        return [card for card, lease in self.running.items() if owner[lease] == p]

    def reserves(self, code):
        """Units proven on a lease and not committed to a contract."""
        return self.held("lease." + code, data.LEASE[code].metal)

    # ------------------------------------------------------------------ standings

    def score(self, p):
        """Money wins (Description); loans are owed back; the count_assets variant adds assets."""
        s = self.money(p) + self.held(self.account(p), "loan")
        if self.options.count_assets and not self.bankrupt[p]:
            s += sum(self._asset_values(p))
        return s

    def score_breakdown(self, p):
        out = {"money": self.money(p)}
        if self.options.loans:
            out["loan"] = self.held(self.account(p), "loan")
        if self.options.count_assets:
            lease_value, metal_value = self._asset_values(p) if not self.bankrupt[p] else (0, 0)
            out["leases"] = lease_value
            out["metal"] = metal_value
        return out

    def tiebreak(self, p):
        return (0 if self.bankrupt[p] else 1,)

    def _asset_values(self, p):
        """count_assets variant: leases at their price; reserves at today's income (never below
        zero, as they need not be sold); committed units at today's income, whatever its sign."""
        codes = self.leases_of(p)
        metal = sum(self.reserves(c) * max(self.price(data.LEASE[c].metal), 0) for c in codes)
        for card in self.contracts_of(p):
            m = data.CONTRACT[card].metal
            metal += self.held("contract." + card, m) * self.price(m)
        return len(codes) * self.options.lease_price, metal

    def end_game(self):
        """The end: with the count_assets variant, each company's assets are shown first."""
        if self.options.count_assets:
            for p in range(len(self.players)):
                if not self.bankrupt[p]:
                    lv, mv = self._asset_values(p)
                    self.fire("murfett.end.assets", p, leases=len(self.leases_of(p)), lease_value=lv,
                              metal_value=mv)
        super().end_game()

    # ------------------------------------------------------------------ views and invariants

    def board_html(self, viewer=None):
        """Both circuits with the tokens, the End of Period line, the Cash Flow Indicator, the piles
        (sizes only: they are face down) and each company's money, leases and contracts."""
        return board.board_html(self, viewer)

    def track_bands(self, track):
        """Metal Sale - Income: behind a price, the incomes that pay, pay nothing, and lose money.
        The bands are the same for every metal (from the lowest to the highest value on any wheel),
        so a chart of all four prices shades them once."""
        if not track.startswith("price."):
            return []
        low = min(min(w) for w in WHEELS.values())
        high = max(max(w) for w in WHEELS.values())
        return [(1, high, "sale pays"), (0, 0, "sale pays nothing"), (low, -1, "sale loses money")]

    def outcome(self):
        """Extra facts for experiments: companies gone bankrupt (in all, and 1/0 per seat as
        ``bankrupt_<seat>``), contracts completed, and contracts still running at the end."""
        out = {"bankrupt": sum(self.bankrupt)}
        out.update({f"bankrupt_{p}": int(b) for p, b in enumerate(self.bankrupt)})
        out["contracts_completed"] = len(self.expired) - self._cancelled()
        out["contracts_running"] = len(self.running)
        return out

    def _cancelled(self):
        return sum(1 for e in self.log if e.rule == "murfett.trouble.cancel_contract")

    def redact(self, snap, p):
        """Players see how many cards each pile holds, never their order."""
        state = snap["state"]
        state["drill_decks"] = {m: len(v) for m, v in state["drill_decks"].items()}
        state["contract_piles"] = {m: len(v) for m, v in state["contract_piles"].items()}
        state["removed"] = len(state["removed"])
        return snap

    def check_invariants(self):
        check(self)

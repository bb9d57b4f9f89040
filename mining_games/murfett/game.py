"""The Mining Board Game (Murfett, 1983) on the kernel: the Game class, its phases and stages,
setup, the turn's hook, standings and views.

Phases (the rulebook prints no phase list; these follow its sections, in the order they come in a
turn): ``Move`` (How to Play, Changing Circuits: change circuit, roll), ``End of Period`` (Metal Sale -
Income: one unit sold per running contract after a move over the line), ``Landing`` (the square the
token stopped on: Buy or Drill, contract squares, price squares, Forfeit Lease, Industrial Disputes,
Plant Breakdowns) and ``Financial distress`` (Loans, Bankruptcy: a debt that cannot be paid, a lease
auction, a loan, bankruptcy). Choosing start squares is ``setup``.
"""

from mining_games.core import Game, Stage

from . import board, data
from .actions import MurfettAction
from .bots import ContractorBot, ProspectorBot
from .checks import Checks
from .contracts import Contracts
from .data import CONTRACT_PILE, DRILLING_PILE, LEASES, METALS, REMOVED_PILE, WHEELS
from .distress import Distress
from .moving import Moving
from .options import MurfettOptions
from .prompts import Prompts
from .rules import RULES
from .scenario import Scenario
from .squares import Squares

MOVE, PERIOD, LANDING, DISTRESS = "Move", "End of Period", "Landing", "Financial distress"


class MurfettGame(Moving, Squares, Contracts, Distress, Prompts, Checks, Scenario, Game):
    """The Mining Board Game: leases, drilling, contracts and the Cash Flow Indicator.

    Ledger accounts (every counted thing moves by ``transfer`` under a fired rule):

    ==================== ==========================================================================
    account              what it holds
    ==================== ==========================================================================
    ``bank``             the money tray (unbounded), ``money`` in whole $M
    ``p0``, ``p1``...    a company's ``money``, lease cards (``leases``), running contract cards
                         (``contracts``) and, with the loans variant, ``loan`` (negative: owed)
    ``supply``           the banker's metal units (``copper``, ``tin``, ``nickel``, ``lead_zinc``)
    ``banker``           lease cards nobody owns
    ``lease.D14``...     units proven on a lease and not committed (its reserves)
    ``contract.<card>``  units committed to a running contract (one sold per period)
    ``pile.<metal>``     contract cards face down (the kernel piles ``contracts.<metal>``); ``expired``
                         used ones face up; ``removed`` set aside (the kernel piles ``removed.<metal>``)
    ==================== ==========================================================================

    State attributes (the kernel's own are ``round``, ``phase``, ``to_act``, ``stage``, ``agenda``...):

    ================ ================================================ ==================================
    attribute        what it holds                                    rules that change it
    ================ ================================================ ==================================
    ``order``        play order, player indices                       ``murfett.setup.order``
    ``turn``         index into ``order`` of the company on turn      end of a turn (``_end_turn``)
    ``square``       each company's square 1-32 (None: not placed     ``murfett.setup.start``,
                     yet, or bankrupt)                                ``murfett.board.move``
    ``circuit``      each company's circuit, "outer" or "inner"       ``murfett.board.switch``
    ``bankrupt``     True for companies out of the game               ``murfett.trouble.bankrupt``
    ``owner``        lease code -> owning player or None              ``murfett.lease.buy``,
                                                                      ``murfett.lease.forfeit``,
                                                                      ``murfett.trouble.sold``,
                                                                      ``murfett.trouble.return_lease``
    ``price_step``   metal -> window of its Cash Flow wheel (index    ``murfett.price.*``
                     into ``data.WHEELS``)
    ``running``      contract card -> lease code, in order accepted   ``murfett.contract.accept``,
                                                                      ``.complete``, cancellations
    ``expired``      used contract cards, face up at the bank         ``murfett.contract.complete``,
                                                                      cancellations
    ``revealed``     the contract card turned up, awaiting accept or  ``murfett.contract.draw``
                     refuse (None otherwise)
    ``trouble``      the debt being dealt with: {"player", "owed"}    ``murfett.trouble.short``,
                     or None                                          ``.settle``, ``.bankrupt``
    ``auction``      the lease auction under way: {"lease", "seller", ``murfett.trouble.auction``,
                     "bid", "leader", "bidders"} or None              ``.bid``, ``.drop``, ``.sold``
    ``scratch``      per-turn values: ``start_side`` (the side        start squares; the move;
                     chosen before the square), ``moved`` (the        auctions
                     company on turn has rolled), ``unsold``
                     (leases nobody bid for this turn)
    ================ ================================================ ==================================

    The cards on the board are kernel piles (``self.decks``, ``core/piles.py``), all face down: players
    see how many cards each holds, never which nor in what order (the kernel's view hides them; the game
    has no ``redact``). Names in ``data``:

    ========================== ======================================== ==================================
    pile                       what it holds                            rules that change it
    ========================== ======================================== ==================================
    ``drilling.<metal>``       drilling card grades, top first (a card  ``murfett.setup.shuffle_drilling``,
                               turned up goes under the pile); off the  ``murfett.lease.explore``
                               ledger
    ``contracts.<metal>``      contract cards, top first (ledger        ``murfett.setup.shuffle_contracts``,
                               ``pile.<metal>``); its top is face up    ``murfett.contract.draw``,
                               while ``revealed``                       ``.accept``, ``.refuse``,
                                                                        ``.cannot_meet``
    ``removed.<metal>``        contract cards set aside unseen (ledger  ``murfett.setup.remove_contracts``
                               ``removed``), pooled with the metal's
                               pile: any of them could be any card
                               left there
    ``dice`` (kernel)          die results arranged for a lesson        ``murfett.scenario.arrange``
                               (``load_dice``), used before the seeded
                               dice; absent in play
    ========================== ======================================== ==================================
    """

    name = "murfett"
    title = "The Mining Board Game"
    Options = MurfettOptions
    RULES = RULES
    Action = MurfettAction
    min_players = 2
    max_players = 6
    UNBOUNDED = frozenset({"bank"})
    ITEMS = ("money", *METALS, "leases", "contracts", "loan")
    ITEM_WORDS = {"lead_zinc": "lead-zinc", "loan": "loans"}
    OUTCOME_WORDS = {"rulebook_ending": "ended by the rulebook's ending", "bankrupt": "companies gone bankrupt",
                     "bankrupt_#": "bankrupt", "contracts_completed": "contracts completed",
                     "contracts_running": "contracts still running at the end"}
    TRACKS = tuple(f"price.{m}" for m in METALS)
    BOTS = {"prospector": ProspectorBot, "contractor": ContractorBot}
    SEARCH_POLICY = "prospector"   # the search bot's look-aheads (docs/murfett.md, Bots)
    SEARCH_SCALE = 50
    PROVENANCE = data.PROVENANCE
    max_decisions = 40_000     # a guard against bugs: random games end by the rulebook long before it
    min_rule_coverage = 0.88   # 54 of 61 rules fire in the 20 random conformance games (the rest: variants)
    fairness_players = (2,)    # seat fairness at 2 only: 200 games at 6 cost 3.5 times as much (docs)

    PHASES = (MOVE, PERIOD, LANDING, DISTRESS)
    STAGES = {
        "start_side": Stage("setup", "murfett.setup.start", "Choose where on the outer circuit to start: "
                                                             "which side of the board?"),
        "start_square": Stage("setup", "murfett.setup.start"),
        "roll": Stage(MOVE, "murfett.board.move"),
        "lease": Stage(LANDING, "murfett.lease.buy"),
        "contract": Stage(LANDING, "murfett.contract.draw",
                          "Contract square: turn up the top card of a contract pile, or take none."),
        "drill_again": Stage(LANDING, "murfett.lease.stop",
                             "Explore again (each exploration is paid), or stop for this turn."),
        "offer": Stage(LANDING, "murfett.contract.accept"),
        "forfeit": Stage(LANDING, "murfett.lease.forfeit",
                         "Forfeit Lease: choose which of your least valuable leases to hand back."),
        "raise": Stage(DISTRESS, "murfett.trouble.short"),
        "bid": Stage(DISTRESS, "murfett.trouble.bid", window=True, passing="murfett.trouble.drop"),
    }

    # ------------------------------------------------------------------ setting up

    def setup(self):
        """How to Play: lay out the components, pay out the money, set the wheels, pick the order;
        then the first company chooses its start square."""
        n = len(self.players)
        o = self.options
        self.order = []
        self.turn = 0
        self.square = [None] * n
        self.circuit = ["outer"] * n
        self.bankrupt = [False] * n
        self.owner = {lease.code: None for lease in LEASES}
        self.price_step = dict(data.START_STEP)
        self.running = {}
        self.expired = []
        self.revealed = None
        self.trouble = None
        self.auction = None
        self.scratch = {"start_side": None, "unsold": [], "moved": False}

        self.fire("murfett.setup.components", leases=len(LEASES), units=data.UNITS_PER_METAL,
                  contracts=len(data.CONTRACTS))
        self.transfer("leases", len(LEASES), "bank", "banker")
        for m in METALS:
            self.transfer(m, data.UNITS_PER_METAL, "bank", "supply")
            self.new_pile(CONTRACT_PILE[m], [c.card for c in data.CONTRACTS if c.metal == m], item="contracts",
                          account=f"pile.{m}", src="bank")
            self.new_pile(REMOVED_PILE[m], item="contracts", account="removed", pool=CONTRACT_PILE[m])
            self.new_pile(DRILLING_PILE[m], data.drilling_deck(m))
        for p in range(n):
            self.fire("murfett.setup.money", p, amount=o.starting_money)
            self.transfer("money", o.starting_money, "bank", self.account(p))
        for m in METALS:
            self.shuffle_pile(DRILLING_PILE[m], "murfett.setup.shuffle_drilling", metal=m)
        for m in METALS:
            self.shuffle_pile(CONTRACT_PILE[m], "murfett.setup.shuffle_contracts", metal=m)
        keep = o.contracts_per_metal
        if keep < len(data.CONTRACT_SIZES):
            for m in METALS:
                out = self.pile_size(CONTRACT_PILE[m]) - keep
                self.fire("murfett.setup.remove_contracts", metal=m, removed=out, kept=keep)
                self.move_cards(CONTRACT_PILE[m], REMOVED_PILE[m], out, from_bottom=True, to_bottom=True)
        self.fire("murfett.setup.cash_flow", prices={m: self.price(m) for m in METALS})
        for m in METALS:
            self.move_track(f"price.{m}", self.price(m))
        self._roll_for_order()
        self.ask(self.order[0], "start_side")

    def _roll_for_order(self):
        """Order of play (reconstructed): two dice each, highest total first; players level on a total roll
        again among themselves, as often as needed, for the places they share (no seat wins a tie by sitting
        first)."""
        totals = {p: self.die() + self.die() for p in range(len(self.players))}
        rolls, rerolls = list(totals.items()), []
        order = []
        for total in sorted(set(totals.values()), reverse=True):
            order += self._break_tie([p for p in totals if totals[p] == total], rerolls)
        self.order = order
        self.fire("murfett.setup.order", rolls=rolls, rerolls=rerolls, order=list(self.order))

    def _break_tie(self, tied, rerolls):
        """The order among players level on a total: they roll two dice again (each round kept in
        ``rerolls``), the highest first, and those level again roll again."""
        if len(tied) == 1:
            return tied
        again = {p: self.die() + self.die() for p in tied}
        rerolls.append(list(again.items()))
        order = []
        for total in sorted(set(again.values()), reverse=True):
            order += self._break_tie([p for p in tied if again[p] == total], rerolls)
        return order

    def next_step(self):
        """How to Play: nothing is owed and nothing scheduled. A company that has moved has finished
        its turn (``_end_turn``: the endings, then the next company); the company on turn rolls."""
        if self.scratch["moved"] and not self._end_turn():
            return
        self.enter_phase(MOVE)
        self.ask(self.current, "roll")

    # ------------------------------------------------------------------ helpers used by every part

    @property
    def current(self):
        """The player whose turn it is."""
        return self.order[self.turn]

    def die(self):
        """One die: a result arranged by hand for a lesson if there is one, else the seeded dice (the
        kernel's ``roll_dice``; the rule fired next records the number)."""
        return self.roll_dice()[0]

    def money(self, p):
        """Player ``p``'s money ($M)."""
        return self.holding(p, "money")

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

    def contracts_on(self, code):
        """The running contract cards committed to lease ``code``."""
        return [card for card, lease in self.running.items() if lease == code]

    def reserves(self, code):
        """Units proven on a lease and not committed to a contract."""
        return self.held("lease." + code, data.LEASE[code].metal)

    # ------------------------------------------------------------------ standings and the end

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

    def search_score(self, p):
        """For the search bot's look-aheads, cut before the end: the score with the company's assets
        counted as the count_assets variant counts them, so that a lease bought or a contract signed is not
        a mere loss of money to a look-ahead that stops before it pays."""
        if self.options.count_assets or self.bankrupt[p]:
            return self.score(p)
        return self.score(p) + sum(self._asset_values(p))

    def _asset_values(self, p):
        """count_assets variant: leases at their price; reserves at today's income (never below
        zero, as they need not be sold); committed units at today's income, whatever its sign."""
        codes = self.leases_of(p)
        metal = sum(self.reserves(c) * max(self.price(data.LEASE[c].metal), 0) for c in codes)
        for card in self.contracts_of(p):
            m = data.CONTRACT[card].metal
            metal += self.held("contract." + card, m) * self.price(m)
        return len(codes) * self.options.lease_price, metal

    def end_game(self, rule_id, player=None, **facts):
        """The end, by ``rule_id``: with the count_assets variant each company's assets are shown
        first; the ending rule is the last event (``ended_by``)."""
        if self.options.count_assets:
            for p in range(len(self.players)):
                if not self.bankrupt[p]:
                    lv, mv = self._asset_values(p)
                    self.fire("murfett.end.assets", p, leases=len(self.leases_of(p)), lease_value=lv,
                              metal_value=mv)
        self.fire(rule_id, player, **facts)
        super().end_game()

    def outcome(self):
        """Extra facts for experiments: whether the rulebook's ending was reached (0 when the class's
        time limit stopped the game), companies gone bankrupt (in all, and 1/0 per seat as
        ``bankrupt_<seat>``), contracts completed, and contracts still running at the end."""
        out = {"rulebook_ending": int(self.ended_by != "murfett.end.round_limit"), "bankrupt": sum(self.bankrupt)}
        out.update({f"bankrupt_{p}": int(b) for p, b in enumerate(self.bankrupt)})
        out["contracts_completed"] = len(self.expired) - self._cancelled()
        out["contracts_running"] = len(self.running)
        return out

    def outcome_flags(self):
        """Whether the rulebook's ending was reached, and whether each company went bankrupt."""
        return frozenset({"rulebook_ending", *(f"bankrupt_{p}" for p in range(len(self.players)))})

    def _cancelled(self):
        cancel = ("murfett.trouble.cancel_contract", "murfett.lease.forfeit_contract")
        return sum(1 for e in self.log if e.rule in cancel)

    # ------------------------------------------------------------------ views

    def board_html(self, viewer=None, projector=False):
        """Both circuits with the tokens, the End of Period line, the Cash Flow Indicator, the piles
        (sizes only: they are face down) and each company's money, leases and contracts."""
        return board.board_html(self, viewer, projector)

    def track_bands(self, track):
        """Metal Sale - Income: behind a price, the incomes that pay, pay nothing, and lose money.
        The bands are the same for every metal (from the lowest to the highest value on any wheel),
        so a chart of all four prices shades them once."""
        if not track.startswith("price."):
            return []
        low = min(min(w) for w in WHEELS.values())
        high = max(max(w) for w in WHEELS.values())
        return [(1, high, "sale pays"), (0, 0, "sale pays nothing"), (low, -1, "sale loses money")]

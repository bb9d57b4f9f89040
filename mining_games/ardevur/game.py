"""ARDEVUR: The Game of Resources, on the kernel.

The rules live in mixins, one file per part of the rulebook: ``beginning.py`` (Beginning Stage and
the Public Auctions), ``turn.py`` (the turn and its Extraction and Strategy phases),
``development.py`` (the Development phase and the Phone Call), ``sales.py`` (global and local
sales), ``reward.py`` (Targets, Incentives, the endgame and scoring) and ``cards.py`` (Action cards
and every point where one may be played, declared in one table).

State (every attribute below is in the snapshot):

| attribute | what it holds | changed by |
|---|---|---|
| ``corp`` | each player's corporation key (None before the choice) | ``setup.corporation`` |
| ``starter`` | the player who starts the game | ``setup.first_player`` |
| ``current`` | the player whose turn it is | ``turn.start`` |
| ``turn_no`` | turns begun so far | ``turn.start`` |
| ``owner`` | per Territory: the player holding its card, or -1 | ``auction.pick``, ``cards.land_grab`` |
| ``site`` | per Territory: 0 unexplored, 1 exploration site, 2 active mine | ``dev.explore``, ``dev.exploit`` |
| ``explored_at`` | per Territory: the turn it was explored (-1) | ``dev.explore`` |
| ``infra`` | infrastructures: [owner, "road"/"water", region, turn built] | ``dev.infra``, ``dev.dismantle`` |
| ``assets`` | assets: [owner, kind, region (-1 for a Vessel)] | ``dev.asset``, ``dev.upgrade`` |
| ``dev`` | each player's Development cards (types) | ``strategy.*``, ``setup.dev_*``, builds |
| ``market`` | Development cards in the Market by type | same |
| ``lots`` | stock by origin ("t<territory>" or "bought"): [zinc, copper, nickel, gold] | extraction, sales |
| ``debt`` | what each player owes the Bank (a loan already doubled) | ``phone.borrow``, ``phone.repay`` |
| ``targets`` | each player's Target cards | ``reward.target``, ``reward.exchange``, ``dev.reward_spent`` |
| ``incentives`` | each player's Government Incentive cards | ``reward.incentive`` and the same |
| ``entitled`` | per player: European mines equipped, Incentive unclaimed | ``dev.exploit``, ``reward.incentive`` |
| ``gold_claimed`` | a Gold Target has been claimed (condition A) | ``reward.target`` |
| ``quiet`` | turns in a row, Bronze and Silver gone, in which no Gold Target was claimable | end of turn |
| ``stale`` | per grid pile: rounds its top Target has lain with nobody meeting it | end of round, a new top |
| ``trigger`` | who called Total Control (-1: not called) | ``end.call`` |
| ``final_left`` | players still to take their final turn | ``end.call``, end of turn |
| ``second_auction`` | the second auction round has been called | ``auction.call_second`` |
| ``auction`` | the auction under way: round, quotas, development picks | ``auction.*`` |
| ``turn`` | this turn's facts: phone, sale, cards, discount, extraction; a fee, vote or upgrade pending | its rules |
| ``dig`` | the extraction being collected: mine, output left, factory | ``extract.*`` |
| ``local`` | a local sale being settled, lot by lot (Warehouse priority) | ``sale.*`` |
| ``effects`` | continuous Action card effects: [card, victim, last turn] | ``cards.port_strike`` |
| ``choosers`` | players still to choose a corporation | ``setup.corporation`` |
| ``resume`` | whose turn follows the second auction round | ``auction.call_second`` |
| ``stats`` | per player: fees earned, sale income, cards played, best global sale, 64s rolled | earning rules |
| ``scored`` | the final scoring lines per player | ``score.*`` |

Every pile of cards is a kernel pile (``self.decks``, names in ``data``): the kernel's view shows each
seat only what a pile shows, so ARDEVUR has no ``redact``. Each pile, what players see of it, and the
rules that change it:

- ``territories``: the Territory deck, face down (ledger ``deck.territories``); ``setup.shuffle``,
  ``auction.reveal``, ``auction.end``, ``setup.launched``;
- ``territories.revealed``: the Territories up for auction, face up (ledger ``auction``);
  ``auction.reveal``, ``auction.pick``, ``auction.end``;
- ``development``: the shuffled Development cards until they are dealt, face down, how many of each
  type public; ``setup.shuffle``, ``setup.dev_deal``, ``setup.dev_duplicate``, ``setup.dev_market``;
- ``grid.0`` .. ``grid.8``: the Target grid, three piles per tier (Bronze, Silver, Gold), each top
  card face up and the cards under it hidden (one pool per tier); ``reward.target``, ``phone.shift``,
  ``reward.unachievable``;
- ``incentives.left``: the Government Incentives still to claim, face up, the next on top;
  ``reward.incentive``;
- ``great``, ``machine``, ``ardevur``, ``amu``: each corporation's Action deck, face down (ledger
  ``deck.<deck>``), and ``<deck>.used``, its used and discarded cards, face up (ledger
  ``discard.<deck>``); ``setup.shuffle``, ``setup.action_card``, ``strategy.action``, ``cards.*``;
- ``hand.0`` .. ``hand.3``: each player's Action cards, face down and shown to their holder only,
  in the player's ledger account, pooled with their corporation's deck (made when the corporation is
  chosen, ``setup.corporation``); ``setup.action_card``, ``strategy.action``, ``cards.*``.
"""

from mining_games.core import Game, Stage
from mining_games.core.cloning import reset, share

from . import board
from .actions import ArdevurAction, act
from .beginning import Beginning
from .bots import BOTS
from .cards import Cards
from .checks import Checks
from .data import (
    ASSETS,
    INCENTIVES,
    PROVENANCE,
    TARGETS,
    TOKEN_VALUE,
    TOKENS,
    UPGRADED,
)
from .development import Development
from .options import ArdevurOptions
from .prompts import Prompts
from .reward import Reward
from .rules import RULES
from .sales import Sales
from .scenario import Scenario
from .turn import Turn

_VALUES = tuple(TOKEN_VALUE[t] for t in TOKENS)   # a lot's [zinc, copper, nickel, gold] in millions
# Rules that only say something (a phase skipped, nothing possible, a limit or a missing Road noted):
# no state changes when they fire and none follows before the next decision or rule, so the
# position's cache of derived facts (``memo``) stays valid across them.
NOTES = frozenset({"ardevur.turn.impossible", "ardevur.turn.skip", "ardevur.extract.office",
                   "ardevur.sale.no_road"})


class Ardevur(Beginning, Turn, Development, Sales, Reward, Cards, Prompts, Checks, Scenario, Game):
    name = "ardevur"
    title = "ARDEVUR: The Game of Resources"
    # ARDEVUR keeps more than 29 attributes: they live in slots (the speed note of ``core.Game``)
    __slots__ = ("corp", "starter", "current", "turn_no", "owner", "site", "explored_at", "infra", "assets", "dev",
                 "market", "lots", "debt", "targets", "incentives", "entitled",
                 "gold_claimed", "quiet", "stale", "trigger", "final_left", "second_auction", "auction", "turn",
                 "dig", "local", "effects", "stats", "scored", "choosers",
                 "_memo_len", "_memo", "_boards", "_board_last", "_structures_last", "_leaders_last", "_grid_tops")
    Options = ArdevurOptions
    RULES = RULES
    Action = ArdevurAction
    min_players = 2
    max_players = 4
    UNBOUNDED = frozenset({"bank"})
    ITEMS = ("money", *TOKENS, "sp")
    ITEM_WORDS = {"money": "Hashtag Coin", "sp": "Supremacy Points"}
    OUTCOME_WORDS = {"rounds": "rounds played", "turns": "turns played", "gold_claimed": "a Gold Target claimed",
                     "assets": "Warehouses, Offices and Vessels (not upgraded)",
                     "upgraded": "upgraded Assets and Factories",
                     "mines": "mines", "fees": "fees for Roads, Water and Factories"}
    TRACKS = ("dice",)
    PROVENANCE = PROVENANCE
    BOTS = BOTS
    SEARCH_POLICY = "trader"   # the search bot's look-aheads (docs/ardevur.md, Bots)
    SEARCH_SCALE = 10
    max_decisions = 20_000
    min_rule_coverage = 0.88
    # clone(): the position's memo (menus among its facts) is worked out again by the clone; the facts worked
    # out per holding of the board are the same for every game that reads them, so the clone starts with the
    # original's (a table of its own, for the holdings it goes on to); the last structures and leaders read,
    # each kept with what it was read from and never changed, are shared
    CLONE_CACHES = {"_memo": reset(None), "_memo_len": reset(-1), "_boards": dict.copy, "_board_last": share,
                    "_structures_last": share, "_leaders_last": share}

    PHASES = ("Beginning Stage", "Public Auction", "Extraction", "Strategy", "Development", "Reward", "Scoring")
    STAGES = {
        "corp": Stage("Beginning Stage", "ardevur.setup.corporation", "Choose your corporation"),
        "pick": Stage("Public Auction", "ardevur.auction.pick", "You won the roll: take a revealed Territory"),
        "dev_pick": Stage("Public Auction", "ardevur.auction.dev_pick", "Pick a Development card"),
        "turn_start": Stage("Extraction", "ardevur.turn.start", "Before your turn: call something or begin"),
        "extract": Stage("Extraction", "ardevur.extract.mine", "Choose a mine to extract from"),
        "collect": Stage("Extraction", "ardevur.extract.collect", ""),
        "toll": Stage("Extraction", "ardevur.extract.fee", ""),
        "strategy": Stage("Strategy", "ardevur.strategy.dev", "Strategy: take Development cards, an Action "
                          "card or the Phone Call"),
        "strategy_more": Stage("Strategy", "ardevur.strategy.dev", "Take another Development card or stop"),
        "dev_return": Stage("Strategy", "ardevur.strategy.dev_return", "You hold more than 4 Development "
                            "cards: return one"),
        "discard_drawn": Stage("Strategy", "ardevur.cards.hand_limit", "You hold more Action cards than allowed: "
                               "discard one"),
        "discard_gained": Stage("Extraction", "ardevur.cards.hand_limit", "You hold more Action cards than allowed: "
                                "discard one"),
        "develop": Stage("Development", "ardevur.dev.explore", "Development: build, sell or skip"),
        "build_pick": Stage("Development", "ardevur.dev.asset", "Choose what to build, or where"),
        "propose": Stage("Reward", "ardevur.reward.propose", "Which Target do you propose to remove as "
                         "unachievable?"),
        "vote": Stage("Reward", "ardevur.reward.unachievable", ""),
        "spend_pick": Stage("Development", "ardevur.dev.reward_spent", "Choose the card whose reward pays for "
                            "the upgrade"),
        "reward": Stage("Reward", "ardevur.reward.target", "Reward: claim a card, exchange one or skip"),
        # off-turn windows (cards.py declares which card may be played at each)
        "rival_turn": Stage("Extraction", "ardevur.cards.audit", "A competitor's turn begins: play an Action "
                            "card?", window=True, passing="ardevur.cards.pass"),
        "rival_extraction": Stage("Extraction", "ardevur.cards.strike", "A competitor extracts: play an Action "
                                  "card?", window=True, passing="ardevur.cards.pass"),
        "rival_sale": Stage("Development", "ardevur.cards.crash", "A competitor sells globally: play an Action "
                            "card?", window=True, passing="ardevur.cards.pass"),
        "priority": Stage("Extraction", "ardevur.sale.priority", "", window=True,
                          passing="ardevur.sale.priority_pass"),
    }

    # ------------------------------------------------------------------ set-up

    def setup(self):
        """Table Setup and the Beginning Stage (beginning.py), then the first auction round."""
        n = len(self.players)
        self.corp = [None] * n
        self.starter = 0
        self.current = 0
        self.turn_no = 0
        self.owner = [-1] * 24
        self.site = [0] * 24
        self.explored_at = [-1] * 24
        self.infra = []
        self.assets = []
        self.dev = [[] for _ in range(n)]
        self.market = {}
        self.lots = [{} for _ in range(n)]
        self.debt = [0] * n
        self.targets = [[] for _ in range(n)]
        self.incentives = [[] for _ in range(n)]
        self.entitled = [0] * n
        self.gold_claimed = False
        self.quiet = 0
        self.stale = [0] * 9
        self.trigger = -1
        self.final_left = []
        self.second_auction = False
        self.auction = None
        self.turn = None
        self.dig = None
        self.local = None
        self.effects = []
        self.stats = [{"fees": 0, "global": 0, "local": 0, "cards": 0, "best_global": 0, "sixty_fours": 0,
                       "rewards": 0} for _ in range(n)]
        self.scored = [{} for _ in range(n)]
        self._memo_len = -1
        self._memo = None
        self._boards = {}   # holding of the Territories -> derived facts (``board_facts``)
        self._board_last = None
        self._structures_last = None   # the structures' measures and what they were read from (``structure_rows``)
        self._leaders_last = None   # the Regional Supremacy leaders and what they were read from (``region_leaders``)
        self._grid_tops = None   # the Target on top of each pile of the grid, until the grid changes (``grid_tops``)
        self.begin_setup()

    # ------------------------------------------------------------------ shared reading helpers

    def memo(self):
        """A cache for derived facts (builds, Target conditions) that lives as long as the
        position: any fired rule other than a note (``NOTES``), ledger transfer or track move starts
        a fresh one (``transfer`` and ``move_track`` drop it; editing the state by hand needs
        ``invalidate_menus``, as before)."""
        m = self._memo
        log = self.log
        n = len(log)
        if n != self._memo_len:   # events since: only notes keep the memo
            if m is not None:
                for i in range(self._memo_len, n):
                    if log[i].rule not in NOTES:
                        m = None
                        break
            self._memo_len = n
        if m is None:
            m = self._memo = {}
        return m

    def transfer(self, item, amount, src, dst):
        self._memo = None
        Game.transfer(self, item, amount, src, dst)

    def move_track(self, track, new):
        self._memo = None
        Game.move_track(self, track, new)

    def invalidate_menus(self):
        self._memo = None
        Game.invalidate_menus(self)

    act = staticmethod(act)

    def money(self, p):
        return self.holding(p, "money")

    def stock_value(self, p):
        lots = self.lots[p]
        if not lots:
            return 0
        v0, v1, v2, v3 = _VALUES
        return sum(lot[0] * v0 + lot[1] * v1 + lot[2] * v2 + lot[3] * v3 for lot in lots.values())

    def active(self, p):
        """The player's active mines (Territories), once per holding of the board."""
        facts = self.board_facts()
        mines = facts.get("active")
        if mines is None:
            owner, site = self.owner, self.site
            mines = facts["active"] = [[t for t in range(24) if owner[t] == q and site[t] == 2]
                                       for q in range(len(self.players))]
        return list(mines[p])

    def holds(self, p, kind):
        """The player's assets of ``kind`` (as [owner, kind, region] rows)."""
        return [a for a in self.assets if a[0] == p and a[1] == kind]

    def has_asset(self, p, kind):
        return any(a[0] == p and a[1] == kind for a in self.assets)

    def storage(self, p):
        if self.has_asset(p, "large_warehouse"):
            return 128
        return 64 if self.has_asset(p, "warehouse") else 32

    def infra_owner(self, region, kind, p):
        """Whose ``kind`` infrastructure a mine of ``p`` in ``region`` uses: p's own, else the first
        competitor's built there, else None."""
        rows = [i for i in self.infra if i[1] == kind and i[2] == region]
        if any(i[0] == p for i in rows):
            return p
        return min(rows, key=lambda i: i[3])[0] if rows else None

    def card_sp(self, p):
        targets, incentives = self.targets[p], self.incentives[p]
        if not targets and not incentives:
            return 0
        return sum(TARGETS[t].sp for t in targets) + sum(INCENTIVES[i].sp for i in incentives)

    def presence(self, p):
        """Regions where ``p`` has a structure (site, mine, asset or infrastructure): the tie-break."""
        regs = {t // 3 for t in range(24) if self.owner[t] == p and self.site[t] > 0}
        regs |= {a[2] for a in self.assets if a[0] == p and a[2] >= 0}
        regs |= {i[2] for i in self.infra if i[0] == p}
        return len(regs)

    # ------------------------------------------------------------------ standings

    def track_label(self, track):
        return "Dice of the last global sale" if track == "dice" else super().track_label(track)

    def track_note(self, track):
        """The dice are ARDEVUR's one gauge and move only on a global sale (Sell Resources, Option #1)."""
        if track != "dice":
            return super().track_note(track)
        return ("The dice are rolled only when a corporation sells globally (2 halves the income, 64 doubles it); "
                "the Dice tab shows every roll.")

    def score(self, p):
        return self.holding(p, "sp")

    def score_breakdown(self, p):
        out = {"Targets": sum(TARGETS[t].sp for t in self.targets[p]),
               "Incentives": sum(INCENTIVES[i].sp for i in self.incentives[p])}
        out.update(self.scored[p])
        return out

    def tiebreak(self, p):
        return (self.presence(p), self.money(p))

    def outcome(self):
        n = len(self.players)
        return {"rounds": self.round, "turns": self.turn_no,
                "gold_claimed": int(self.gold_claimed),
                "assets": sum(1 for a in self.assets if a[1] in ASSETS),
                "upgraded": sum(1 for a in self.assets if a[1] in UPGRADED),
                "mines": sum(1 for t in range(24) if self.site[t] == 2),
                "fees": sum(self.stats[p]["fees"] for p in range(n))}

    def outcome_flags(self):
        """Whether a Gold Target was claimed (condition A of Total Control)."""
        return frozenset({"gold_claimed"})

    def board_html(self, viewer=None, projector=False):
        return board.board_html(self, viewer, projector)

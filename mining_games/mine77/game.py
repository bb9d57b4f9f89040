# ruff: noqa: E501  (the state table in the docstring)
"""Mine 77 on the kernel: set-up, the flow's declaration, views and standings.

The rules live in mixins, one file per area: ``shift.py`` (the Shift: selection, initiative,
activation, movement, the free things of a turn, overtime), ``surface.py`` and ``mine.py`` (the two
rondels' actions), ``train.py`` (loading, boarding, the Train's arrival), ``stock.py`` (storage,
payments, Steam, penalties), ``night.py`` (the Night Shift, the end, Final Scoring), ``npcs.py``
(Simple Sergio and Dutiful Rosana), ``deals.py`` (deals on the kernel's ``TradeOffers``: promises, a second
partner, Research tiles).

State (every attribute below appears in the snapshot; rules that change it in brackets):

| attribute | what it holds |
|---|---|
| ``day``, ``shift_no``, ``shift``, ``seq`` | the time track: day 1-3 (or 4), shift count, Morning/Afternoon, selection 1-4 (shift.*, night.end) |
| ``workers`` | per player, 4 locations: a segment 1-13, "ICU", "Ward", "Train" or "Embassy" (move.*, npc.*, hall.*, patrol.*, train.*) |
| ``spaces`` | per action segment, each space's occupant (-1 free, -2 blocked) (setup.blocked, action.marker, night.reactivate) |
| ``embassy`` | the 3 Elven Embassy boxes: [player, worker] or None (embassy.*) |
| ``embassy_worker`` | the worker offered a box now (embassy.place) |
| ``train`` | the 3 carts' seats and riders (train.board, shipping.ride, train.station) |
| ``colour`` | per player, the index of the colour dealt (its basic Work Order deck; None for an NPC) (setup.colours) |
| ``modifiers``, ``owned``, ``shredded`` | tucked hand-size cards, bought cards, cards shredded (commissariat.*, shredder.*) |
| ``chosen``, ``chosen_last``, ``battle``, ``overtime_players`` | the revealed cards, those of the last sequence, Battle Trophies played, who works overtime (shift.*) |
| ``tie`` | the order of play being settled: the initiative order, the level group asked, the places named so far, the agreed orders, the cards not used (shift.tie_*) |
| ``act`` | the activation in progress: card, group, activity, worker, movement points, actions left (shift.*) |
| ``bought_today``, ``bought`` | cards bought today, cards bought per player (commissariat.*) |
| ``bribe`` | the bribes still owed for a purchase (commissariat.bribe) |
| ``today``, ``tomorrow`` | the Today order (card, slots, what fills them, done) and the Tomorrow card (government.*) |
| ``patrol`` | the patrol being resolved (patrol.*) |
| ``fields``, ``sow_field`` | the 5 farm fields' resources; the field being sown (farming.*) |
| ``grids``, ``placed``, ``unplaced``, ``tile``, ``done_rows``, ``done_cols``, ``full_grid`` | research (research.*) |
| ``improvements``, ``incinerator_used``, ``crane_used``, ``burned`` | research improvements and their daily use (research.row, improve.*) |
| ``mine_wh_cap``, ``mine_wh_grown`` | the Mine Warehouse's size and which expansions grew it (storage.mine_warehouse) |
| ``elven``, ``draft``, ``elven_done_i``, ``completed`` | per player, the Elven orders held in the order kept (None: not revealed yet, its card in ``elven_orders<p>``; else the card and what it still asks for), the night draft's box, orders completed (embassy.*, elven.*) |
| ``trophies_used`` | trophies turned face down (trophy.*) |
| ``objective_facts`` | what each Secret Objective counts, measured at the end (score.objective) |
| ``npc_orders``, ``npc_case`` | Rosana's Commissariat cards; which priority case an NPC is in (npc.*) |
| ``pay``, ``steam_job``, ``penalty`` | a payment in progress, a Steam payment, the shared loss being decided (stock) |
| ``load``, ``last_load``, ``cart_pick``, ``board_worker``, ``ship_worker``, ``confiscating``, ``sharing`` | loading and the Train (train.*, shipping.*) |
| ``action_seg``, ``action_worker``, ``gen``, ``earned``, ``shred_visit`` | the action in progress (steam.*, shredder.*) |
| ``offer`` | the deal being built or answered: kernel TradeOffers plus promises and a second partner (deals.py; deal.*) |
| ``promises`` | promises of the day's deals, kept or broken at the Night Shift (deal.accept, deal.due) |
| ``disaster`` | the players one loss took to -10 VP together, in seat order; empty if none (end.disaster) |

The cards are the kernel's (``self.decks``; ``core/piles.py``): the kernel's view shows each seat only what each
pile shows, so the game hides no pile itself.

| pile | what it holds | rules that change it |
|---|---|---|
| ``orders<p>`` and its discards | a player's Work Order deck (a kernel deck, ledger ``deck.orders<p>``, ``discard.orders<p>``) | setup.deck, shift.refill, shift.play, shift.reshuffle, shredder.* |
| ``hand<p>`` | the player's Work Order hand, face down, shown to the player (ledger: the player), the card selected in secret on top until revealed; its cards could be any of the draw pile's | shift.refill, shift.select, shift.reveal, commissariat.*, research.row, shredder.* |
| ``npc<p>`` and its discards | an NPC's Work Order deck (a kernel deck) | npc.draw, npc.play, npc.reshuffle |
| ``commissariat`` | the Commissariat deck (a kernel deck) | setup.cards, night.reactivate |
| ``commissariat.1``-``.3`` | the three face-up Commissariat slots, one card or none each (ledger ``commissariat.row``) | setup.cards, commissariat.*, npc.rosana_commissariat, night.reactivate |
| ``mining.deck``, ``mining.row``, ``mining.discard`` | the Mining deck face down, the two face-up cards (slots 1 and 2), the discards face up (ledger: the same names) | setup.rows, mining.refill, cards.reshuffle |
| ``patrol.deck``, ``patrol.row``, ``patrol.discard`` | the Patrol deck, the two face-down cards whose backs show (``PATROL_BACKS``; pooled with the deck), the discards face up (ledger: the same names) | setup.rows, patrol.refill, cards.reshuffle |
| ``objective_offer<p>``, ``objective<p>`` | a player's two Secret Objectives dealt, then the one not kept (discarded unseen); the one kept, turned face up when scored; face down, shown to the player, pooled with ``objectives`` (ledger: the player) | setup.deal_objectives, setup.objective, score.objective |
| ``objectives`` | the Secret Objective deck (a kernel deck) | setup.objectives, setup.deal_objectives |
| ``elven``, ``elven.draft`` | the Elven Embassy deck (a kernel deck, its discards face up) and the night's draft (ledger ``elven.draft``), shown to the player choosing from it; pooled | embassy.orders, embassy.keep, embassy.discard |
| ``elven_orders<p>`` | a player's Elven orders not yet revealed, face down, shown to the player, pooled with ``elven`` (ledger: the player) | embassy.keep, elven.reveal |
| ``research.1``-``.6`` | the Research piles, off the ledger, each with its top tile face up (the two of a shape pooled) | setup.rows, research.buy |
| ``government``, ``resolution`` | the Government Order and Patrol Resolution decks (kernel decks) | setup.cards, government.rotate, patrol.choose, patrol.done |
"""

from mining_games.core import Game, Stage, TradeOffers, TradeRules, count

from . import board
from .actions import Mine77Action, shared_action
from .bots import BOTS
from .checks import Checks
from .data import (
    BANG,
    CART_SEATS,
    CARTS,
    COLOURS,
    COMMISSARIAT_SLOTS,
    ELVEN,
    ELVEN_ORDERS,
    EMBASSY_BOXES,
    FARM_BOX,
    FARM_CROPS,
    FARM_EACH,
    FARM_FIELDS,
    GOVERNMENT,
    HANDS,
    MINE_WAREHOUSE,
    MINING_CARDS,
    NPC_SETUP,
    OBJECTIVE_OFFERS,
    OBJECTIVE_WORDS,
    OBJECTIVES,
    OBJECTIVES_KEPT,
    ORDERS,
    PATROL_BACKS,
    PATROL_CARDS,
    PROVENANCE,
    RESEARCH_LAYOUT,
    RESEARCH_PILES,
    RESOLUTION,
    RESOURCES,
    ROSANA_DECK,
    ROSETTE_STOCK,
    SERGIO_DECK,
    SPACES,
    STEAM_FLOOR,
    STEAM_START,
    SUPPLY_EACH,
    TILE_ITEMS,
    TILES,
    TROPHIES,
    TROPHIES_EACH,
    WORKERS,
    code_words,
    empty_grid,
    work_order_cards,
)
from .deals import Deals
from .initiative import Initiative
from .mine import Mine
from .night import Night
from .npcs import NpcRules, Rosana, Sergio
from .options import Mine77Options
from .prompts import Prompts
from .rules import RULES
from .scenario import Scenario
from .shift import Shift
from .stock import Stock
from .surface import Surface
from .train import Train
from .unseen import Unseen

HOLDER_WORDS = {"box": "Game box", "supply": "General Supply", "today": "Today order", "farm": "Farming supply",
                "mine_wh": "Mine Warehouse", "loading": "Loading", "trophies": "Trophy supply", "bank": "Bank"}
_CARD_WORDS = {}   # (easy, card id) -> the card in words (a cache)
_CARDS = {easy: work_order_cards(easy) for easy in (False, True)}   # the Work Order cards, read on every step
NPC_CARDS = {**{f"S{k + 1}": c for k, c in enumerate(SERGIO_DECK)},
             **{f"R{k + 1}": c for k, c in enumerate(ROSANA_DECK)}}
A = "Work Order Activation"
STAGES = {
    "objective": Stage("setup", "mine77.setup.objective", "Keep one of your two Secret Objectives"),
    "select": Stage("Work Order Selection", "mine77.shift.select", "Select a Work Order card in secret"),
    "tie": Stage(A, "mine77.shift.tie_name", "Level on initiative and Rosettes: name who goes first, in secret"),
    "battle_together": Stage(A, "mine77.trophy.battle_choose",
                             "Play a Battle Trophy? The players level with you decide at the same time, in secret"),
    "battle": Stage(A, "mine77.trophy.battle", "Play a Battle Trophy to lower your initiative by 3?", window=True,
                    passing="mine77.trophy.keep"),
    "npc_order": Stage(A, "mine77.npc.top", "The NPC carries out its card"),
    "worker": Stage(A, "mine77.shift.worker", "Choose the worker for this part of your card"),
    "move": Stage(A, "mine77.move.move", "Move your worker clockwise"),
    "act": Stage(A, "mine77.action.marker", "Take the action where your worker stands?"),
    "wrap": Stage(A, "mine77.shift.end_turn", "Anything else before your turn ends?"),
    "pay": Stage(A, "mine77.stock.pay", "Which resource do you pay?"),
    "steam": Stage(A, "mine77.steam.spend", "Where does the Steam come from?"),
    "avoid": Stage(A, "mine77.rosettes.avoid", "Pay 2 Rosettes or take the penalty?"),
    "process": Stage(A, "mine77.processing.cycle", "Run a Processing cycle (1 Steam each)?"),
    "research": Stage(A, "mine77.research.buy", "Buy a Research tile?"),
    "place_tile": Stage(A, "mine77.research.place", "Place the tile in your research grid"),
    "commissariat": Stage(A, "mine77.commissariat.buy", "Buy a Commissariat Work Order?"),
    "bribe": Stage(A, "mine77.commissariat.bribe", "Pay a bribe"),
    "embassy": Stage(A, "mine77.embassy.place", "Wait in the Elven Embassy until the Night Shift?"),
    "barter": Stage(A, "mine77.hall.barter", "Visit Barbara's Barter Bar?"),
    "barter_take": Stage(A, "mine77.hall.barter", "Which resource do you take?"),
    "harvest": Stage(A, "mine77.farming.harvest", "Harvest one of the three Harvest Fields"),
    "sow": Stage(A, "mine77.farming.sow", "Sow from the Farming supply (up to 5)"),
    "mine_card": Stage(A, "mine77.mining.mine", "Choose a Mining card and a set"),
    "patrol_box": Stage(A, "mine77.patrol.box", "Put your worker in a Patrol box"),
    "patrol_card": Stage(A, "mine77.patrol.choose", "Choose the Patrol"),
    "hazard": Stage(A, "mine77.patrol.hazard", "Pay for the hazard or take a wound?"),
    "ship_seat": Stage(A, "mine77.train.board", "Board the Train"),
    "steam_reward": Stage(A, "mine77.steam.reward", "Take your reward for a Steam generated"),
    "steam_burn": Stage(A, "mine77.steam.burn", "Burn a resource for Bonus Steam?"),
    "shred": Stage(A, "mine77.shredder.shred", "Shred a Work Order card?"),
    "incinerate": Stage(A, "mine77.improve.incinerator", "Burn a resource in the Incinerator?"),
    "place": Stage(A, "mine77.train.load", "Where does this resource go?"),
    "supplement": Stage(A, "mine77.train.supplement", "Add more to the carts or finish loading"),
    "cart": Stage(A, "mine77.train.supplement", "Which cart?"),
    "board": Stage(A, "mine77.train.board", "Board the Train?"),
    "confiscate": Stage(A, "mine77.government.fill", "Which resource goes to the Today order?"),
    "share": Stage(A, "mine77.train.share", "Take a resource from the cart"),
    "elven_reward": Stage(A, "mine77.elven.complete", "Your Elven order is complete: 2 VP or 3 Magic?"),
    "offer_draft": Stage(A, "mine77.deal.send", "Build your deal, then send or withdraw it"),
    "offer_reply": Stage(A, "mine77.deal.accept", "Accept or decline the deal"),
    "offer_third": Stage(A, "mine77.deal.send", "What moves with the second partner?"),
    "promise": Stage("Night Shift", "mine77.deal.due", "Keep your promise or break it?"),
    "overtime": Stage("Overtime", "mine77.shift.overtime", "Work overtime for 1 Rosette?"),
    "overtime_together": Stage("Overtime", "mine77.shift.overtime_choose",
                               "Work overtime for 1 Rosette? The players level with you decide at the same time, in "
                               "secret"),
    "avoid_night": Stage("Night Shift", "mine77.rosettes.avoid", "Pay 2 Rosettes or take the penalty?"),
    "elven_pick": Stage("Night Shift", "mine77.embassy.keep", "Keep one of the Elven Embassy cards"),
}


class Mine77(Shift, Initiative, Surface, Mine, Train, Night, NpcRules, Stock, Deals, TradeOffers, Prompts, Checks, Scenario, Unseen, Game):
    """Mine 77 for 2-5 seats, rule-driven seats included (see the module docstring for the state)."""

    name = "mine77"
    title = "Mine 77"
    # Mine 77 keeps more than 29 attributes: they live in slots (the speed note of ``core.Game``)
    __slots__ = ("day", "shift_no", "shift", "seq", "disaster", "workers", "spaces", "improvements", "fields",
                 "sow_field", "embassy", "embassy_worker", "train", "incinerator_used", "crane_used", "burned",
                 "mine_wh_cap", "mine_wh_grown", "modifiers", "owned", "shredded", "bought", "completed", "npc_orders",
                 "npc_case", "elven", "trophies_used", "grids", "placed", "unplaced", "done_rows", "done_cols",
                 "full_grid", "objective_facts", "act", "bribe", "tile", "draft",
                 "elven_done_i", "pay", "steam_job", "penalty", "load", "last_load", "cart_pick", "board_worker",
                 "ship_worker", "confiscating", "sharing", "action_seg", "action_worker", "gen", "patrol", "offer",
                 "earned", "chosen", "chosen_last", "battle", "tie", "colour", "promises", "overtime_players",
                 "bought_today", "shred_visit", "today", "tomorrow")
    Options = Mine77Options
    RULES = RULES
    Action = Mine77Action
    min_players = 2
    max_players = 5
    min_humans = 1
    UNBOUNDED = frozenset({"bank", "box"})
    ITEMS = (*RESOURCES, "rosette", "vp", "private_steam", *TROPHIES, *TILE_ITEMS)
    OUTCOME_WORDS = {"today_filled": "Today order slots filled", "orders_failed": "Today orders short at night",
                     "steam_generations": "Steam Generations", "kabooms": "Ka-Booms",
                     "vp_lost_to_penalties": "victory points lost to penalties",
                     "disaster_players": "players taken down by a Disaster"}
    ITEM_WORDS = {"rosette": "Rosettes", "vp": "victory points", "private_steam": "private Steam", "magic": "Magic",
                  "battle": "Battle Trophies", "community": "Community Trophies", "forbidden": "Forbidden Trophies",
                  "tile_small": "small square Research tiles", "tile_rect": "rectangular Research tiles",
                  "tile_L": "L-shaped Research tiles", "tile_big": "large square Research tiles",
                  "work_order": "Work Order cards"}
    TRACKS = ("steam",)
    PROVENANCE = PROVENANCE
    NPCS = {"sergio": Sergio, "rosana": Rosana}
    BOTS = BOTS
    SEARCH_POLICY = "foreman"   # the search bot's look-aheads (docs/mine77.md, Bots)
    SEARCH_SCALE = 3
    max_decisions = 20_000
    min_rule_coverage = 0.80   # 154 of 189 (81%) in the suite's random games; noisy (docs/mine77.md)
    nobody_may_win = True   # Disaster: when one loss takes every player to -10 VP, all of them lose (conformance)
    TRADE = TradeRules("mine77.deal.draft", "mine77.deal.send", "mine77.deal.accept", "mine77.deal.decline",
                       "mine77.deal.withdraw")
    PHASES = ("Work Order Selection", "Work Order Activation", "Overtime", "Night Shift", "Final Scoring")
    STAGES = STAGES

    @classmethod
    def _player_names(cls, players, npcs=()):
        """A solo game needs an NPC opponent: say how to add one."""
        npc_list = cls._npc_list(npcs)
        humans = players if isinstance(players, int) and not isinstance(players, bool) else (
            len(players) if isinstance(players, (list, tuple)) else None)
        if humans == 1 and not npc_list:
            raise ValueError("Mine 77 needs at least 2 seats: a solo game plays against an NPC opponent, e.g. "
                             "new_game('mine77', players=['Ana'], npcs=['sergio']) (or npcs=['rosana'])")
        return super()._player_names(players, npcs)

    @property
    def cards(self):
        return _CARDS[self.options.easy]

    @property
    def npc_cards(self):
        return NPC_CARDS

    def card_words(self, c):
        words = _CARD_WORDS.get((self.options.easy, c))
        if words is None:
            code, ini = self.cards[c]
            words = _CARD_WORDS[self.options.easy, c] = code_words(code) + ("" if code == "H" else f" (initiative {ini})")
        return words

    def objective_words(self, k):
        kind, n, bonus = OBJECTIVES[k]
        verb, noun = OBJECTIVE_WORDS[kind]
        return f"{verb} {count(n, noun)} for {bonus} VP"

    # ------------------------------------------------------------------ set-up

    def setup(self):
        """mine77.txt, Setup: the supply, the farm, Steam, blocked spaces, workers, decks, cards, research."""
        n = len(self.players)
        self.day, self.shift_no, self.shift, self.seq = 1, 0, "Morning", 0
        self.disaster = []
        self.fire("mine77.setup.supply", n=SUPPLY_EACH)
        for r in RESOURCES:
            self.transfer(r, SUPPLY_EACH, "box", "supply")
        for t in TROPHIES:
            self.transfer(t, TROPHIES_EACH, "box", "trophies")
        self.transfer("rosette", ROSETTE_STOCK, "box", "rosettes")
        self.workers = [[1] * WORKERS for _ in range(n)]
        self.spaces = {seg: [-1 if lo <= n else -2 for lo in los] for seg, los in SPACES.items()}
        self.fire("mine77.setup.blocked", n=sum(v.count(-2) for v in self.spaces.values()), players=n)
        self.fire("mine77.setup.steam", steam=STEAM_START)
        self.move_track("steam", STEAM_START)
        self.improvements = [{"small": False, "large": False, "work_orders": False, "crane": False, "incinerator": False}
                             for _ in range(n)]
        for p in range(n):
            if p in self.npcs:
                self.setup_npc(p)
        self.setup_farm()
        self.embassy = [None] * EMBASSY_BOXES
        self.embassy_worker = None
        self.train = [{"seats": [None] * CART_SEATS, "riders": []} for _ in range(CARTS)]
        self.incinerator_used = [False] * n
        self.crane_used = [False] * n
        self.burned = 0
        self.mine_wh_cap, self.mine_wh_grown = MINE_WAREHOUSE, []
        self.modifiers = [[] for _ in range(n)]
        self.owned = [[] for _ in range(n)]
        self.shredded = [0] * n
        self.bought = [0] * n
        self.completed = [0] * n
        self.npc_orders = [[] for _ in range(n)]
        self.npc_case = {}
        self.elven = [[] for _ in range(n)]
        self.trophies_used = [{t: 0 for t in TROPHIES} for _ in range(n)]
        self.grids = [empty_grid() for _ in range(n)]
        self.placed = [[] for _ in range(n)]
        self.unplaced = [[] for _ in range(n)]
        self.done_rows = [[] for _ in range(n)]
        self.done_cols = [[] for _ in range(n)]
        self.full_grid = [False] * n
        self.objective_facts = [0] * n
        for attr in ("act", "bribe", "tile", "draft", "elven_done_i", "pay", "steam_job", "penalty", "load",
                     "last_load", "cart_pick", "board_worker", "ship_worker", "confiscating", "sharing",
                     "action_seg", "action_worker", "gen", "patrol", "sow_field", "offer"):
            setattr(self, attr, None)
        self.earned, self.chosen, self.chosen_last, self.battle, self.tie = {}, {}, {}, {}, None
        self.promises = []
        self.overtime_players, self.bought_today, self.shred_visit = [], 0, 0
        self.deal_colours()
        for p in range(n):
            if p not in self.npcs:
                c = self.colour[p]
                self.fire("mine77.setup.deck", p, colour=COLOURS[c], n=7)
                self.new_deck(ORDERS[p], [f"W{c}{k}" for k in range(7)], "work_order", "bank",
                              shuffle_rule="mine77.setup.shuffle", reshuffle_rule="mine77.shift.reshuffle")
                self.player_piles(p)
        self.setup_cards()
        if self.options.secret_objectives:
            self.fire("mine77.setup.objectives")
            self.new_deck("objectives", list(range(len(OBJECTIVES))), "objective_card", "bank",
                          shuffle_rule="mine77.setup.shuffle")
            humans = [p for p in range(n) if p not in self.npcs]
            for p in humans:
                self.fire("mine77.setup.deal_objectives", p, private=True)
                self.move_cards("objectives", OBJECTIVE_OFFERS[p], 2)
            self.ask(humans, "objective")
            self.then("keep_objectives")
        else:
            self.fire("mine77.setup.no_objectives")
        self.then("shift")

    def player_piles(self, p):
        """A player's face-down piles, shown to the player only (ledger: the player's account): the Work Order hand
        (to the others its cards could be any of the player's draw pile), the two Secret Objectives dealt and the
        one kept (any of the Objective deck's). Empty until cards are dealt (and so when objectives are left out)."""
        me = self.account(p)
        self.new_pile(HANDS[p], item="work_order", account=me, pool=ORDERS[p])
        self.new_pile(OBJECTIVE_OFFERS[p], item="objective_card", account=me, pool="objectives")
        self.new_pile(OBJECTIVES_KEPT[p], item="objective_card", account=me, pool="objectives")
        for name in (HANDS[p], OBJECTIVE_OFFERS[p], OBJECTIVES_KEPT[p]):
            self.show_pile(name, [p])

    def deal_colours(self):
        """Prepare each Player Area, step 3: each player's workers, marker and basic Work Order deck are of one colour.
        The rulebook gives no colour to a seat, and the decks' initiatives differ by colour (reconstructed), so the
        colours are dealt at random (``setup.colours``): no seat always gets the same deck. NPCs play their own decks."""
        colours = list(range(len(COLOURS)))
        self.rng.shuffle(colours)
        humans = [p for p in range(len(self.players)) if p not in self.npcs]
        self.colour = [None] * len(self.players)
        for p, c in zip(humans, colours):
            self.colour[p] = c
        self.fire("mine77.setup.colours", colours=[[p, COLOURS[self.colour[p]]] for p in humans])

    def setup_farm(self):
        """Prepare the Main Game Board, steps 1-3: 9 each of the four crops, 25 at random into the fields, the rest
        into the Farming supply. It comes after the player areas (an NPC's board included), so a crop an NPC starts
        with (Sergio's 2 Flax, Rosana's 2 Lichen) has only 8 left of its 10: the farm gets 8 (Limited Resources)."""
        have = {r: min(FARM_EACH, self.held("supply", r)) for r in FARM_CROPS}
        crops = [r for r in FARM_CROPS for _ in range(have[r])]
        self.fire("mine77.setup.farm", supply=len(crops) - FARM_FIELDS * FARM_BOX,
                  short=[[r, n] for r, n in have.items() if n < FARM_EACH])
        self.rng.shuffle(crops)
        self.fields = [crops[k * FARM_BOX:(k + 1) * FARM_BOX] for k in range(FARM_FIELDS)]
        for k, f in enumerate(self.fields):
            for r in sorted(set(f)):
                self.transfer(r, f.count(r), "supply", f"field{k + 1}")
        rest = crops[FARM_FIELDS * FARM_BOX:]
        for r in sorted(set(rest)):
            self.transfer(r, rest.count(r), "supply", "farm")
        self.sow_field = None

    def setup_npc(self, p):
        kind = self.npcs[p]
        s = NPC_SETUP[kind]
        self.fire("mine77.setup.npc", p, vp=s["vp"], rosettes=s["rosette"])
        self.gain_vp(p, s["vp"])
        if s["rosette"]:
            self.transfer("rosette", s["rosette"], "rosettes", self.account(p))
        self.improvements[p]["large"] = True
        for r, k in s["resources"].items():
            self.transfer(r, k, "supply", self.account(p))
        ids = [f"{'S' if kind == 'sergio' else 'R'}{k + 1}" for k in range(7)]
        self.new_deck(f"npc{p}", ids, "npc_card", "bank", shuffle_rule="mine77.setup.shuffle")

    def setup_cards(self):
        self.fire("mine77.setup.cards")
        self.new_deck("commissariat", [f"C{i + 1:02d}" for i in range(15)], "work_order", "bank",
                      shuffle_rule="mine77.setup.shuffle")
        dealt = self.take_cards("commissariat", 3, "commissariat.row")    # three face up, one in each slot
        for slot, card in zip(COMMISSARIAT_SLOTS, dealt):
            self.new_pile(slot, item="work_order", account="commissariat.row", face="up")
            self.put_cards(slot, [card], "commissariat.row")
        self.new_deck("government", list(range(len(GOVERNMENT))), "government_card", "bank",
                      shuffle_rule="mine77.setup.shuffle", reshuffle_rule=None)
        today = self.draw_cards("government", 1, "government.today")[0]
        self.set_today(today)
        self.tomorrow = self.draw_cards("government", 1, "government.tomorrow")[0]
        self.new_deck("resolution", list(range(len(RESOLUTION))), "resolution_card", "bank",
                      shuffle_rule="mine77.setup.shuffle", reshuffle_rule="mine77.cards.reshuffle")
        self.new_deck("elven", list(range(len(ELVEN))), "elven_card", "bank", shuffle_rule="mine77.setup.shuffle",
                      reshuffle_rule=None)
        self.new_pile("elven.draft", item="elven_card", account="elven.draft", pool="elven")
        for p in range(len(self.players)):
            self.new_pile(ELVEN_ORDERS[p], item="elven_card", account=self.account(p), pool="elven")
            self.show_pile(ELVEN_ORDERS[p], [p])
        patrols = list(range(len(PATROL_CARDS)))
        big = [c for c in patrols if PATROL_CARDS[c][0] > 2] if self.small_patrols() else []
        if big:
            self.fire("mine77.setup.small_patrols", removed=len(big), left=len(patrols) - len(big))
            self.transfer("patrol_card", len(big), "bank", "removed")
        self.fire("mine77.setup.rows")
        deck = list(range(len(MINING_CARDS)))
        self.rng.shuffle(deck)
        self.new_pile("mining.deck", deck, item="mining_card", account="mining.deck", src="bank")
        self.new_pile("mining.row", item="mining_card", account="mining.row", face="up")
        self.new_pile("mining.discard", item="mining_card", account="mining.discard", face="up")
        self.move_cards("mining.deck", "mining.row", 2, to_bottom=True)
        deck = [c for c in patrols if c not in big]
        self.rng.shuffle(deck)
        self.new_pile("patrol.deck", deck, item="patrol_card", account="patrol.deck", src="bank")
        self.new_pile("patrol.row", item="patrol_card", account="patrol.row", pool="patrol.deck", back=PATROL_BACKS)
        self.new_pile("patrol.discard", item="patrol_card", account="patrol.discard", face="up")
        self.move_cards("patrol.deck", "patrol.row", 2, to_bottom=True)
        names = iter(RESEARCH_PILES)
        for prefix, sizes in RESEARCH_LAYOUT:    # step 11: each shape's tiles shuffled, then laid in its piles
            tiles = [t for t in TILES if t[0] == prefix]
            self.rng.shuffle(tiles)
            start, pool = 0, None
            for size in sizes:
                name = next(names)
                pool = pool or name
                self.new_pile(name, tiles[start:start + size], face="top", pool=pool)
                start += size

    def small_patrols(self):
        """Setup, Prepare the Organiser Board, step 3: with fewer than 3 players the Patrol cards calling for more than
        2 workers may be taken out first (the small_patrols option; refused with 3 or more seats)."""
        n = len(self.players)
        if self.options.small_patrols and n >= 3:
            raise ValueError(f"small_patrols is for games of fewer than 3 seats (an NPC counts); this game has {n}")
        return self.options.small_patrols

    def objective(self, p):
        """p's Secret Objective, kept from the two dealt (Prepare each Player Area, step 4), or None: none kept (yet),
        an NPC, or a game without them."""
        if p in self.npcs:
            return None
        kept = self.pile(OBJECTIVES_KEPT[p])
        return kept[0] if kept else None

    def _menu_objective(self, p):
        return [shared_action(p, "objective", (k, self.objective_words(k))) for k in self.pile(OBJECTIVE_OFFERS[p])]

    def _do_objective(self, a):
        p, k = a.player, a.args[0]
        self.fire("mine77.setup.objective", p, secret=True)
        self.stack_cards(OBJECTIVE_OFFERS[p], [k])       # on top of the two, face down: nobody else sees the choice

    def _step_keep_objectives(self):
        """Prepare each Player Area, step 4: once everybody has chosen (each in secret, the choice on top of the two
        dealt), each keeps that card; the other stays where it was, discarded unseen. All at once, so that no
        player's pile changes before the others have chosen."""
        for p in range(len(self.players)):
            if p not in self.npcs:
                self.move_cards(OBJECTIVE_OFFERS[p], OBJECTIVES_KEPT[p])

    def next_step(self):
        self.then("shift")

    # ------------------------------------------------------------------ experiments

    PENALTY_RULES = ("mine77.government.penalty", "mine77.night.steam_penalty", "mine77.steam.kaboom_penalty",
                     "mine77.train.rejected_penalty", "mine77.shipping.deficit_penalty")

    def outcome(self):
        """The public goods in numbers, for experiments: Today slots filled, orders short at night, Steam
        generations, Ka-Booms, the VP all players lost to the shared penalties (each penalty event names every
        player who lost) and how many players a Disaster took down together (0 without one)."""
        log = self.log
        return {
            "today_filled": sum(1 for e in log if e.rule == "mine77.government.fill"),
            "orders_failed": sum(1 for e in log if e.rule == "mine77.government.check" and e.facts["missing"]),
            "steam_generations": sum(1 for e in log if e.rule == "mine77.steam.generate"),
            "kabooms": sum(1 for e in log if e.rule == "mine77.steam.kaboom"),
            "vp_lost_to_penalties": sum(e.facts["n"] * len(e.facts["players"]) for e in log
                                        if e.rule in self.PENALTY_RULES),
            "disaster_players": len(self.disaster),
        }

    # ------------------------------------------------------------------ presentation hooks

    def board_html(self, viewer=None, projector=False):
        return board.board_html(self, viewer, projector)

    def track_label(self, track):
        return "Steam" if track == "steam" else super().track_label(track)

    def track_bands(self, track):
        """The Steam track's deficit zone (Shipping: down to -5) and Bang! (a Ka-Boom)."""
        if track != "steam":
            return []
        return [(STEAM_FLOOR, -1, "deficit zone"), (BANG, BANG, "Bang!")]

    def track_color(self, track):
        return "#332288" if track == "steam" else None

    def holder_label(self, account):
        """Holders in the board's words: "cart0" is Cart 1, "p0" the player, "today" the Today order."""
        if account in HOLDER_WORDS:
            return HOLDER_WORDS[account]
        if account.startswith("cart") and account[4:].isdigit():
            return f"Cart {int(account[4:]) + 1}"
        return super().holder_label(account)


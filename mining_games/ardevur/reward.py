"""The Reward phase (ardevur.txt, 4 - Reward), the Endgame ("Total Control", conditions A-C, the
final round, the agreed round limit) and Scoring."""

from mining_games.core import count, join_words

from .actions import SKIP, act
from .cards import OWN_SET
from .data import (
    ASSETS,
    ENDGAME_CARD_SP,
    GRID,
    HAND,
    INCENTIVE_PILE,
    INCENTIVES,
    REGIONS,
    SCORE_ASSET,
    SCORE_MINE,
    SCORE_MOST_MONEY,
    SCORE_MOST_RESOURCES,
    SCORE_UPGRADED,
    SUPREMACY_WEIGHT,
    TARGETS,
    UPGRADED,
)

GOLD = 6   # the grid's piles 0-5 are Bronze and Silver, 6-8 Gold (``GRID``)


def _active_regions(g, p):
    return g.owned_sites(p)[1]


_EUROPE_REGIONS = frozenset(r.key for r in REGIONS if r.continent == "Europe")
_MEASURE = {
    "money": lambda g, p: g.money(p),
    "stock": lambda g, p: g.stock_value(p),
    "fees": lambda g, p: g.stats[p]["fees"],
    "global": lambda g, p: g.stats[p]["best_global"],
    "roll64": lambda g, p: g.stats[p]["sixty_fours"],
    "cards": lambda g, p: g.stats[p]["cards"],
    "explored": lambda g, p: sum(1 for t in g.owned_sites(p)[0] if g.site[t] > 0),
    "infra": lambda g, p: sum(1 for i in g.infra if i[0] == p),
    "asset": lambda g, p: sum(1 for a in g.assets if a[0] == p),
    "upgraded": lambda g, p: sum(1 for a in g.assets if a[0] == p and a[1] in UPGRADED),
    "mines": lambda g, p: len(_active_regions(g, p)),
    "regions": lambda g, p: len(set(_active_regions(g, p))),
    "continents": lambda g, p: len({r in _EUROPE_REGIONS for r in _active_regions(g, p)}) - 1,
    "africa": lambda g, p: sum(1 for r in _active_regions(g, p) if r not in _EUROPE_REGIONS),
    "europe": lambda g, p: sum(1 for r in _active_regions(g, p) if r in _EUROPE_REGIONS),
    "supremacy": lambda g, p: g.region_leaders().count(p),
}
# the measures that depend only on who holds which Territory and which are sites or mines: kept
# per holding of the board (``board_measures``), not recomputed at every position
_BOARD_KINDS = frozenset({"explored", "mines", "regions", "continents", "africa", "europe"})
# the measures that are running statistics: the key of ``stats`` each reads
_STAT_KEY = {"fees": "fees", "global": "best_global", "roll64": "sixty_fours", "cards": "cards"}
# the measures of the structures built: kept while the structures stay as they were
# (``structure_rows``); the regions led ("supremacy") are read from ``region_leaders``
_STRUCTURE_KINDS = frozenset({"infra", "asset", "upgraded"})


def _source(kind):
    """Where ``met`` and ``met_by_anyone`` read a measure (each the same amount as ``_MEASURE``'s)."""
    if kind in _BOARD_KINDS:
        return "board"
    if kind in _STAT_KEY:
        return "stat"
    if kind in _STRUCTURE_KINDS:
        return "structure"
    return kind   # "money", "stock", "supremacy"


_MINE_W, _ASSET_W, _UPGRADED_W, _INFRA_W = (SUPREMACY_WEIGHT[k] for k in ("mine", "asset", "upgraded", "infra"))
# a held card's exchange for its reward, per seat (None: an upgrade card, used by building instead)
_EXCHANGE_T = [[act(p, "exchange", (f"t{t}", x.reward)) if x.reward != "upgrade" else None
                for t, x in enumerate(TARGETS)] for p in range(4)]
_EXCHANGE_I = [[act(p, "exchange", (f"i{i}", x.reward)) if x.reward != "upgrade" else None
                for i, x in enumerate(INCENTIVES)] for p in range(4)]
_REWARD_CARDS = OWN_SET["reward"]   # the Action cards played in one's own Reward phase
# the claims and the Phone Call's shifts, per seat and Target
_CLAIM = [[act(p, "claim_target", (t,)) for t in range(len(TARGETS))] for p in range(4)]
_CLAIM_INCENTIVE = [act(p, "claim_incentive") for p in range(4)]
_SHIFT = [[act(p, "shift", (t,)) for t in range(len(TARGETS))] for p in range(4)]
_PROPOSE = [act(p, "propose") for p in range(4)]
# what each Target's condition measures (where it is read, and the key read there), and how much
_READ_NEED = tuple((_source(x.kind), _STAT_KEY.get(x.kind, x.kind), x.n) for x in TARGETS)


def _leader(w):
    """The single player with the most weight (None: nobody, or a tie)."""
    if not w:
        return None
    best = max(w.values())
    top = [q for q, v in w.items() if v == best]
    return top[0] if len(top) == 1 else None


class Reward:
    """Mixin: Targets and Incentives, exchanges, Total Control and the final count."""

    # ------------------------------------------------------------------ conditions of the Targets

    def meets(self, p, t):
        """Does ``p`` meet Target ``t``'s condition now?"""
        return bool(self.met(p, (t,)))

    def met(self, p, targets):
        """The Targets among ``targets`` whose condition ``p`` meets now: each measure read where it
        is kept (those of the Territories held once per holding, of the structures while they are
        unchanged), the others from the ledger and the statistics."""
        out = []
        board = rows = None
        for t in targets:
            source, key, need = _READ_NEED[t]
            if source == "board":
                if board is None:
                    board = self.board_measures()
                v = board[key][p]
            elif source == "stat":
                v = self.stats[p][key]
            elif source == "money":
                v = self.holding(p, "money")
            elif source == "structure":
                if rows is None:
                    rows = self.structure_rows()
                v = rows[p][key]
            elif source == "stock":
                v = self.stock_value(p)
            else:   # the regions led (``_MEASURE["supremacy"]``)
                v = self.region_leaders().count(p)
            if v >= need:
                out.append(t)
        return out

    def met_by_anyone(self, targets):
        """The Targets among ``targets`` that at least one player meets now (what the end of a
        turn and of a round ask): each measure read as in ``met``, player after player until one
        meets the need."""
        out = []
        board = rows = None
        for t in targets:
            source, key, need = _READ_NEED[t]
            if source == "board":
                if board is None:
                    board = self.board_measures()
                if max(board[key]) >= need:
                    out.append(t)
                continue
            if source == "stat":
                for st in self.stats:
                    if st[key] >= need:
                        out.append(t)
                        break
            elif source == "money":   # ``money`` of each player
                holding = self.holding
                for q in range(len(self.players)):
                    if holding(q, "money") >= need:
                        out.append(t)
                        break
            elif source == "structure":
                if rows is None:
                    rows = self.structure_rows()
                for row in rows:
                    if row[key] >= need:
                        out.append(t)
                        break
            elif source == "stock":
                for q in range(len(self.players)):
                    if self.stock_value(q) >= need:
                        out.append(t)
                        break
            else:   # the regions led (``_MEASURE["supremacy"]``)
                leaders = self.region_leaders()
                for q in range(len(self.players)):
                    if leaders.count(q) >= need:
                        out.append(t)
                        break
        return out

    def board_measures(self):
        """The Targets' measures of the Territories held, {kind: [amount per player]}, once per
        holding of the board."""
        facts = self.board_facts()
        m = facts.get("measures")
        if m is None:
            m = facts["measures"] = {kind: [] for kind in _BOARD_KINDS}
            site = self.site
            for q in range(len(self.players)):
                # the same amounts as ``_MEASURE``'s, from one look at the player's holding
                held, regions = self.owned_sites(q)
                mines = len(regions)
                europe = sum(1 for r in regions if r in _EUROPE_REGIONS)
                m["explored"].append(sum(1 for t in held if site[t] > 0))
                m["mines"].append(mines)
                m["regions"].append(len(set(regions)))
                m["continents"].append((europe > 0) + (europe < mines) - 1)
                m["africa"].append(mines - europe)
                m["europe"].append(europe)
        return m

    def structure_rows(self):
        """The Targets' measures of the structures per player, {kind: amount} for infrastructures,
        assets and upgraded assets: kept while the assets and the infrastructures stay as they
        were (they change a few dozen times a game and are read at most positions); compared
        with copies of the last seen, so no rule has to say when they changed."""
        assets, infra = self.assets, self.infra
        last = self._structures_last
        if last is not None and last[0] == assets and last[1] == infra:
            return last[2]
        rows = [{"infra": 0, "asset": 0, "upgraded": 0} for _ in self.players]
        for i in infra:
            rows[i[0]]["infra"] += 1
        for a in assets:
            row = rows[a[0]]
            row["asset"] += 1
            if a[1] in UPGRADED:
                row["upgraded"] += 1
        self._structures_last = ([a[:] for a in assets], [i[:] for i in infra], rows)
        return rows

    def board_facts(self):
        """Derived facts of the Territories' holding (who holds each, which are sites or mines),
        kept per holding for the whole game: a holding changes a few dozen times a game, the
        position hundreds of times. Keyed by the holding itself, so no rule has to say when it
        changed; the holding last seen is compared first (two short lists)."""
        last = self._board_last
        owner, site = self.owner, self.site
        if last is not None and last[0] == owner and last[1] == site:
            return last[2]
        key = (*owner, *site)
        facts = self._boards.get(key)
        if facts is None:
            facts = self._boards[key] = {}
        self._board_last = (owner[:], site[:], facts)
        return facts

    def region_leaders(self):
        """Each region's Regional Supremacy leader (None: nobody or a tie): kept while the holding
        of the board, the assets and the infrastructures stay as they were, compared with copies
        of the last seen (as ``structure_rows`` does), so no rule has to say when they changed."""
        facts = self.board_facts()
        assets, infra = self.assets, self.infra
        last = self._leaders_last
        if last is not None and last[0] is facts and last[1] == assets and last[2] == infra:
            return last[3]
        leaders = self._leaders_now()
        self._leaders_last = (facts, [a[:] for a in assets], [i[:] for i in infra], leaders)
        return leaders

    def _leaders_now(self):
        """``region_leaders`` worked out from the weights, without keeping them."""
        leaders = []
        for row in self._region_weight_rows():
            best = max(row)   # weights are positive: 0 is nobody
            leaders.append(row.index(best) if best and row.count(best) == 1 else None)
        return leaders

    def all_region_weights(self):
        """``region_weights`` of every region, in one pass over the board: per region,
        {player: weight} for the players with a weight there (the board draws these)."""
        out = [{} for _ in REGIONS]
        owner = self.owner
        for t, s in enumerate(self.site):
            if s == 2:
                w = out[t // 3]
                q = owner[t]
                w[q] = w.get(q, 0) + _MINE_W
        for a in self.assets:
            if a[2] >= 0:
                w = out[a[2]]
                w[a[0]] = w.get(a[0], 0) + (_UPGRADED_W if a[1] in UPGRADED else _ASSET_W)
        for i in self.infra:
            w = out[i[2]]
            w[i[0]] = w.get(i[0], 0) + _INFRA_W
        return out

    def _region_weight_rows(self):
        """The same weights as lists, one entry per player (0 for none): what ``region_leaders``
        reads."""
        n = len(self.players)
        out = [[0] * n for _ in REGIONS]
        owner = self.owner
        mine_w = _MINE_W
        for t, s in enumerate(self.site):
            if s == 2:
                out[t // 3][owner[t]] += mine_w
        for a in self.assets:
            if a[2] >= 0:
                out[a[2]][a[0]] += _UPGRADED_W if a[1] in UPGRADED else _ASSET_W
        infra_w = _INFRA_W
        for i in self.infra:
            out[i[2]][i[0]] += infra_w
        return out

    def measures(self, p):
        """What the Targets' conditions measure for player ``p``: {kind: amount}."""
        return {kind: f(self, p) for kind, f in _MEASURE.items() if kind != "supremacy"}

    def owned_sites(self, p):
        """(Territories held, their regions' indices for active mines) of ``p``, once per holding
        of the board (``board_facts``)."""
        facts = self.board_facts()
        table = facts.get("owned")
        if table is None:
            table = facts["owned"] = [([], []) for _ in self.players]
            site = self.site
            for t, q in enumerate(self.owner):
                if q >= 0:
                    row = table[q]
                    row[0].append(t)
                    if site[t] == 2:
                        row[1].append(t // 3)
        return table[p]

    def grid_tops(self):
        """The top Target of each pile of the grid, the cards face up (Table Setup), in ``GRID``'s
        order (None: an empty pile). Kept from one change of the grid to the next: read at most
        positions, the grid changes only when a top leaves (``remove_top``) or a lesson lays it
        (the ``grid`` and ``targets`` arrangements), which forget it; the invariants compare it with
        the piles."""
        tops = self._grid_tops
        if tops is None:
            tops = self._grid_tops = tuple(cards[0] if cards else None for cards in map(self.pile, GRID))
        return tops

    def visible(self, start=0):
        """The Targets on top of the grid's piles (from pile ``start`` on: ``GOLD`` for the Gold
        Targets), in grid order."""
        tops = []
        for t in self.grid_tops()[start:]:   # a plain loop: the Reward menu and each turn's end ask
            if t is not None:
                tops.append(t)
        return tops

    def bronze_silver_left(self):
        """Whether any Bronze or Silver Target is left on the grid (condition B waits for none): a pile
        with no top is empty."""
        tops = self.grid_tops()
        for i in range(GOLD):
            if tops[i] is not None:
                return True
        return False

    # ------------------------------------------------------------------ 4 - Reward

    def _step_reward(self, p):
        self.enter_phase("Reward")
        self.skip_or_ask(p, "reward", "Reward")

    def _menu_reward(self, p):
        tops = self.visible()
        claim = _CLAIM[p]
        menu = []
        for t in self.met(p, tops):
            menu.append(claim[t])
        if self.entitled[p] and self.pile_size(INCENTIVE_PILE):
            menu.append(_CLAIM_INCENTIVE[p])
        if self.targets[p]:
            table = _EXCHANGE_T[p]
            for t in self.targets[p]:
                if table[t] is not None:
                    menu.append(table[t])
        if self.incentives[p]:
            table = _EXCHANGE_I[p]
            for i in self.incentives[p]:
                if table[i] is not None:
                    menu.append(table[i])
        if self.turn["phone"]:
            shift = _SHIFT[p]
            for t in tops:
                menu.append(shift[t])
        if tops:   # Asking for the moon: the Target is chosen next (``_menu_propose``)
            menu.append(_PROPOSE[p])
        hand = self.pile(HAND[p])
        if hand and not _REWARD_CARDS.isdisjoint(hand):   # ``own_cards`` has nothing otherwise
            menu += self.own_cards(p, "reward")
        menu.append(SKIP[p]["Reward"])
        return menu

    def note_waiting(self, p, taken):
        """One card per turn: say which other claims wait (only when there were others)."""
        # the visible Targets ``p`` meets: the claims of the Reward menu this position already
        # holds (``met`` of the visible Targets, in grid order), not asked again
        left = [f"the Target '{TARGETS[a.args[0]].text}'" for a in self._menu_reward(p)
                if a.kind == "claim_target" and a.args[0] != taken]
        if taken is not None and self.entitled[p] and self.pile_size(INCENTIVE_PILE):
            left.append("a Government Incentive")
        if left:
            self.fire("ardevur.reward.one_card", p, left=join_words(left))

    def _do_claim_target(self, a):
        p, t = a.player, a.args[0]
        self.note_waiting(p, t)
        x = TARGETS[t]
        self.fire("ardevur.reward.target", p, tier=x.tier, target=x.text, sp=x.sp)
        self.transfer("sp", x.sp, "bank", self.account(p))
        self.remove_top(t)
        self.targets[p].append(t)
        self.turn["rewarded"] = True
        if x.tier == "Gold":
            self.gold_claimed = True

    def _do_claim_incentive(self, a):
        p = a.player
        self.note_waiting(p, None)
        i = self.pile(INCENTIVE_PILE)[0]
        self.fire("ardevur.reward.incentive", p, sp=INCENTIVES[i].sp)
        self.take_cards(INCENTIVE_PILE)
        self.transfer("sp", INCENTIVES[i].sp, "bank", self.account(p))
        self.incentives[p].append(i)
        self.entitled[p] -= 1
        self.turn["rewarded"] = True

    def _do_exchange(self, a):
        p, key, money = a.player, a.args[0], a.args[1]
        if key.startswith("t"):
            t = int(key[1:])
            self.targets[p].remove(t)
            sp, name = TARGETS[t].sp, f"the Target '{TARGETS[t].text}'"
        else:
            i = int(key[1:])
            self.incentives[p].remove(i)
            sp, name = INCENTIVES[i].sp, "a Government Incentive"
        self.fire("ardevur.reward.exchange", p, card=name, sp=sp, money=money)
        self.transfer("sp", sp, self.account(p), "bank")
        self.transfer("money", money, "bank", self.account(p))
        self.stats[p]["rewards"] += money
        self.repay_if_able(p)

    def _do_shift(self, a):
        p, t = a.player, a.args[0]
        self.fire("ardevur.phone.shift", p, target=TARGETS[t].text)
        self.remove_top(t)
        self.phone_used()

    def grid_pile(self, t):
        """The index in ``GRID`` of the pile with Target ``t`` on top (None: ``t`` is on no top)."""
        tops = self.grid_tops()
        return tops.index(t) if t in tops else None

    def remove_top(self, t):
        """Target ``t`` leaves the top of its pile (claimed, phoned away, agreed unachievable); the
        card below comes up, and its count of rounds unmet starts again."""
        i = self.grid_pile(t)
        if i is not None:
            self.take_cards(GRID[i])
            self._grid_tops = None
            self.stale[i] = 0

    # ------------------------------------------------------------------ Asking for the moon

    def _do_propose(self, a):
        self.ask(a.player, "propose")

    def _menu_propose(self, p):
        return [act(p, "propose_target", (t,)) for t in self.visible()]

    def _do_propose_target(self, a):
        """Asking for the moon: the player on turn proposes, as their Reward action, that a Target
        on top of the grid cannot be reached; every other player answers in turn, clockwise, and
        it leaves only if all agree (``_step_vote``)."""
        p, t = a.player, a.args[0]
        x = TARGETS[t]
        self.fire("ardevur.reward.propose", p, target=x.text)
        self.turn["rewarded"] = True
        n = len(self.players)
        self.turn["moon"] = {"target": t, "pile": self.grid_pile(t),
                             "have": [_MEASURE[x.kind](self, q) for q in range(n)],
                             "voters": [(p + i) % n for i in range(1, n)]}
        self.first("vote")

    def _step_vote(self):
        moon = self.turn["moon"]
        if moon["voters"]:
            self.ask(moon["voters"][0], "vote")
            return
        t = moon["target"]
        self.fire("ardevur.reward.unachievable", target=TARGETS[t].text)
        self.remove_top(t)
        self.turn["moon"] = None

    def _menu_vote(self, q):
        return [act(q, "agree"), act(q, "refuse")]

    def _do_agree(self, a):
        moon = self.turn["moon"]
        self.fire("ardevur.reward.agree", a.player, target=TARGETS[moon["target"]].text)
        moon["voters"].pop(0)
        self.first("vote")

    def _do_refuse(self, a):
        moon, self.turn["moon"] = self.turn["moon"], None
        self.fire("ardevur.reward.refuse", a.player, target=TARGETS[moon["target"]].text)

    # ------------------------------------------------------------------ the Endgame

    def conditions(self):
        """The endgame conditions that hold now: "A", "B", "C"."""
        out = []
        if self.gold_claimed:
            out.append("A")
        if not self.bronze_silver_left() and self.quiet >= len(self.players):
            out.append("B")
        if any(self.card_sp(q) >= ENDGAME_CARD_SP for q in range(len(self.players))):
            out.append("C")
        return out

    def can_call_total(self, p):
        """Whether any endgame condition holds (``conditions`` without listing them)."""
        if self.trigger >= 0:
            return False
        if self.gold_claimed:
            return True
        if self.quiet >= len(self.players) and not self.bronze_silver_left():
            return True
        # condition C: until the final scoring, a player's "sp" in the ledger is exactly the
        # Supremacy Points of the cards held (``card_sp``): only claims, exchanges and spent cards
        # move Supremacy Points before then. They all come from the Bank and no other account
        # holds a negative amount, so the Bank's balance is minus what all the others hold
        # together: while that is under 24 nobody holds 24 (nearly every position)
        if -self.held("bank", "sp") < ENDGAME_CARD_SP:
            return False
        holding = self.holding
        return any(holding(q, "sp") >= ENDGAME_CARD_SP for q in range(len(self.players)))

    def check_quiet(self):
        """Condition B's clock: once Bronze and Silver are gone, count turns in which nobody could
        claim a visible Gold Target."""
        if self.bronze_silver_left():
            return
        if self.met_by_anyone(self.visible(GOLD)):
            self.quiet = 0
        else:
            self.quiet += 1

    def check_stale(self):
        """At the end of every round: how many rounds each top Target has lain with nobody meeting
        it (``stale``, public: players weigh it when asked for the moon; it removes nothing)."""
        stale = self.stale
        met = self.met_by_anyone(self.visible())
        for i, t in enumerate(self.grid_tops()):
            if t is None or t in met:
                stale[i] = 0
                continue
            stale[i] += 1

    def _do_call_total(self, a):
        p = a.player
        for c in self.conditions():
            if c == "C":
                q = max(range(len(self.players)), key=self.card_sp)
                self.fire("ardevur.end.condition_c", q, sp=self.card_sp(q))
            else:
                self.fire(f"ardevur.end.condition_{c.lower()}")
        self.fire("ardevur.end.call", p)
        self.trigger = p
        if self.options.mode != "fair_play":
            self.fire("ardevur.cards.after_trigger")
        self.final_left = self.clockwise(p)
        self.then("begin_turn", p)

    # ------------------------------------------------------------------ Scoring

    def region_weights(self, r):
        """Regional Supremacy weights in half points: mine 2, asset 2, upgraded asset 3, infrastructure 1."""
        w = {}
        for t in range(r * 3, r * 3 + 3):
            if self.site[t] == 2:
                w[self.owner[t]] = w.get(self.owner[t], 0) + SUPREMACY_WEIGHT["mine"]
        for a in self.assets:
            if a[2] == r:
                k = "upgraded" if a[1] in UPGRADED else "asset"
                w[a[0]] = w.get(a[0], 0) + SUPREMACY_WEIGHT[k]
        for i in self.infra:
            if i[2] == r:
                w[i[0]] = w.get(i[0], 0) + SUPREMACY_WEIGHT["infra"]
        return w

    def region_leader(self, r):
        return _leader(self.region_weights(r))

    def _most(self, values, rule, what, sp, unit="M"):
        best = max(values)
        top = [q for q, v in enumerate(values) if v == best]
        if len(top) == 1:
            q = top[0]
            self.fire(rule, q, amount=best)
            self.transfer("sp", sp, "bank", self.account(q))
            self.scored[q][what] = sp
        else:
            self.fire("ardevur.score.tie", what=what, amount=f"{best}{unit}")

    def final_scoring(self, rule, **facts):
        self.enter_phase("Scoring")
        n = len(self.players)
        for p in range(n):
            if self.debt[p]:
                amount = min(self.debt[p], self.money(p))
                self.fire("ardevur.score.loan", p, amount=amount)
                if amount:
                    self.transfer("money", amount, self.account(p), "bank")
                self.debt[p] = 0
        self._most([self.money(p) for p in range(n)], "ardevur.score.money", "Most money", SCORE_MOST_MONEY)
        self._most([self.stock_value(p) for p in range(n)], "ardevur.score.resources", "Most resources",
                   SCORE_MOST_RESOURCES)
        for r in range(len(REGIONS)):
            w = self.region_weights(r)
            if not w:
                continue
            best = max(w.values())
            top = [q for q, v in w.items() if v == best]
            words = f"{best / 2:g}"
            if len(top) == 1:
                q = top[0]
                sp = REGIONS[r].ribbon
                self.fire("ardevur.score.supremacy", q, region=REGIONS[r].name, weight=words, sp=sp)
                self.transfer("sp", sp, "bank", self.account(q))
                self.scored[q]["Regional Supremacy"] = self.scored[q].get("Regional Supremacy", 0) + sp
            else:
                self.fire("ardevur.score.supremacy_tie", region=REGIONS[r].name, weight=words)
        for p in range(n):
            mines = len(self.active(p))
            assets = sum(1 for a in self.assets if a[0] == p and a[1] in ASSETS)
            ups = sum(1 for a in self.assets if a[0] == p and a[1] in UPGRADED)
            sp = mines * SCORE_MINE + assets * SCORE_ASSET + ups * SCORE_UPGRADED
            if sp:
                parts = [count(k, w) for k, w in ((mines, "active mine"), (assets, "asset"),
                                                  (ups, "upgraded asset")) if k]
                self.fire("ardevur.score.structures", p, sp=sp, what=join_words(parts))
                self.transfer("sp", sp, "bank", self.account(p))
                self.scored[p]["Mines and Assets"] = sp
        self.end_game(rule, **facts)

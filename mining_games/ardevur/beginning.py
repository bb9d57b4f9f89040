"""Table Setup, the Beginning Stage and the Public Auctions (ardevur.txt, Game Setup, Beginning
Stage, Public Auction, Monopoly Prevention)."""

from mining_games.core import count, join_words

from .actions import act
from .data import (
    CORP,
    CORPORATIONS,
    DECKS,
    DEV_COUNTS,
    DEV_LIMIT,
    DEV_TYPES,
    DEVELOPMENT,
    FACES,
    GRID,
    GRID_TIERS,
    HAND,
    INCENTIVE_PILE,
    INCENTIVES,
    REGIONS,
    REVEALED,
    START_MONEY,
    TARGETS,
    TERRITORIES,
    TERRITORY_DECK,
    TOKEN_SUPPLY,
    TOKENS,
    USED,
)

_PICKABLE = tuple(t for t in DEV_TYPES if t != "Phone Call")
# per Market Advantage (which counts as a Development card of its type): the types one may still take
_PICKABLE_BESIDE = {c.advantage: tuple(t for t in _PICKABLE if t != c.advantage) for c in CORP.values()}
# the same per corporation (its key, as ``corp`` holds it): one lookup
_PICKABLE_FOR = {c.key: _PICKABLE_BESIDE[c.advantage] for c in CORP.values()}
_NAMES = {t: t for t in DEV_TYPES}   # ``pickable``'s default: each type as itself
# each Territory's two neighbours in its region (the three of a region are 3r, 3r+1, 3r+2)
_OTHERS_IN_REGION = tuple(tuple(u for u in range(TERRITORIES[t].region * 3, TERRITORIES[t].region * 3 + 3) if u != t)
                          for t in range(len(TERRITORIES)))
MODE_NAMES = {"standard": "A - Standard", "fair_play": "B - Fair Play", "clash": "C - Clash of Titans"}


class Beginning:
    """Mixin: set-up, corporations, the first Development cards and the auctions."""

    # ------------------------------------------------------------------ table set-up

    def begin_setup(self):
        o = self.options
        n = len(self.players)
        self.enter_phase("Beginning Stage")
        self.fire("ardevur.setup.mode", mode=MODE_NAMES[o.mode])
        for p in range(n):
            self.fire("ardevur.setup.capital", p, amount=START_MONEY)
            self.transfer("money", START_MONEY, "bank", self.account(p))
        self.fire("ardevur.setup.components", what="12 Zinc, 10 Copper, 10 Nickel and 8 Gold tokens, "
                  "24 Territory cards and four Action decks of 16")
        for t in TOKENS:
            self.transfer(t, TOKEN_SUPPLY[t], "bank", "market")
        self.new_pile(TERRITORY_DECK, range(24), item="territory", src="bank")
        with self.aside():   # the cards laid out next still belong to the components
            self.shuffle_pile(TERRITORY_DECK, "ardevur.setup.shuffle", deck=TERRITORY_DECK)
        self.new_pile(REVEALED, item="territory", account="auction", face="up")
        if o.mode != "fair_play":
            for c in CORPORATIONS:
                self.new_pile(c.deck, DECKS[c.deck], item="action", src="bank")
                with self.aside():
                    self.shuffle_pile(c.deck, "ardevur.setup.shuffle", deck=c.deck)
                # used and discarded cards: face up, never drawn again (see docs/ardevur.md, Departures)
                self.new_pile(USED[c.deck], item="action", account=f"discard.{c.deck}", face="up")
        self._lay_targets()
        counts = DEV_COUNTS[n if o.remove_cards else 4]
        # face down until dealt; how many of each type it holds is printed (Table for Four?)
        self.new_pile(DEVELOPMENT, [t for t in DEV_TYPES for _ in range(counts[t])], counts=True)
        self.shuffle_pile(DEVELOPMENT, "ardevur.setup.shuffle", deck="Development")
        self.new_pile(INCENTIVE_PILE, [i.key for i in INCENTIVES], face="up")
        self.choosers = list(range(n))
        self.then("corp_roll")

    def _lay_targets(self):
        """Table Setup: each tier's Targets are shuffled and dealt into three piles of the grid
        (``GRID``), each with its top card face up; a tier's hidden cards could lie in any of its
        three piles (their pool)."""
        pool = list(TARGETS)
        if self.options.mode == "fair_play":
            removed = [t for t in pool if t.needs_cards]
            self.fire("ardevur.setup.fair_play_targets", n=len(removed))
            pool = [t for t in pool if not t.needs_cards]
        laid = 0
        for k, tier in enumerate(GRID_TIERS):
            cards = [t.key for t in pool if t.tier == tier]
            self.shuffle("ardevur.setup.shuffle", cards, deck=f"{tier} Target")
            for i in range(3):
                self.new_pile(GRID[3 * k + i], cards[i::3], face="top", pool=f"grid.{tier}")
            laid += len(cards)
        self.fire("ardevur.setup.targets", what="three piles each of Bronze, Silver and Gold, "
                  f"{count(laid, 'card')} in all")

    # ------------------------------------------------------------------ corporations

    def _step_corp_roll(self):
        """Each player still choosing rolls until a 64; fewest rolls wins; level players roll off."""
        left = self.choosers
        if len(left) == 1:
            self._choose_corp_for(left[0])
            return
        tries = {p: self.roll_until("ardevur.setup.corp_roll", FACES, 64, p) for p in left}
        best = min(tries.values())
        level = [p for p in left if tries[p] == best]
        w = level[0] if len(level) == 1 else self.contest("ardevur.setup.corp_tie", level, FACES)
        self._choose_corp_for(w)

    def _choose_corp_for(self, p):
        if len(self.choosers) == len(self.players):
            self.starter = p
            self.fire("ardevur.setup.first_player", p)
        self.choosers = [q for q in self.choosers if q != p]
        self.ask(p, "corp")

    def _menu_corp(self, p):
        taken = set(self.corp)
        return [act(p, "corp", (c.key,)) for c in CORPORATIONS if c.key not in taken]

    def _do_corp(self, a):
        p, key = a.player, a.args[0]
        self.corp[p] = key
        self.fire("ardevur.setup.corporation", p, corp=CORP[key].name, card=CORP[key].advantage)
        self.new_hand(p)
        if self.choosers:
            self.then("corp_roll")
        else:
            self.then("first_cards")

    def new_hand(self, p):
        """The corporation's Action cards come to ``p`` face down beside the Dashboard: a pile only its
        holder may look through, whose hidden cards could be any of that deck's (Beginning Stage;
        Show me the way). Empty in Fair Play, which has no Action cards."""
        deck = CORP[self.corp[p]].deck if self.options.mode != "fair_play" else None
        self.new_pile(HAND[p], item="action", account=self.account(p), pool=deck)
        self.show_pile(HAND[p], [p])

    def _step_first_cards(self):
        """One Action card each, then two Development cards each, one at a time clockwise."""
        if self.options.mode != "fair_play":
            for p in self.clockwise(self.starter):
                self.fire("ardevur.setup.action_card", p)
                self.move_cards(CORP[self.corp[p]].deck, HAND[p], to_bottom=True)
        for _ in range(2):
            for p in self.clockwise(self.starter):
                card = self.take_cards(DEVELOPMENT)[0]
                if card in self.dev[p] or card == CORP[self.corp[p]].advantage:
                    self.fire("ardevur.setup.dev_duplicate", p, card=card)
                    self.market[card] = self.market.get(card, 0) + 1
                else:
                    self.fire("ardevur.setup.dev_deal", p, card=card)
                    self.dev[p].append(card)
        for card in self.take_cards(DEVELOPMENT, self.pile_size(DEVELOPMENT)):
            self.market[card] = self.market.get(card, 0) + 1
        self.fire("ardevur.setup.dev_market", cards=", ".join(f"{k} {v}" for k, v in sorted(self.market.items())))
        if self.options.launched_start:
            self.then("launched")
        else:
            self.start_auction(1)

    def _step_launched(self):
        """Launched Start: 4 random Territories each (never all three of a region), one an active mine."""
        aside = []
        for p in self.clockwise(self.starter):
            got = []
            while len(got) < 4:
                drawn = self.take_cards(TERRITORY_DECK, 1, "auction")
                if not drawn:
                    break
                t = drawn[0]
                if self.would_monopolise(p, t):
                    aside.append(t)
                    continue
                got.append(t)
            mine = got[self.rng.randrange(len(got))]
            self.fire("ardevur.setup.launched", p, cards=join_words([TERRITORIES[t].name for t in got]),
                      mine=TERRITORIES[mine].name)
            for t in got:
                self.owner[t] = p
                self.transfer("territory", 1, "auction", self.account(p))
            self.site[mine] = 2
            if TERRITORIES[mine].incentive:
                self.entitled[p] += 1
        self.put_cards(TERRITORY_DECK, aside, "auction", bottom=True)
        self._shuffle_territories()
        self.then("next_turn", self.starter)

    # ------------------------------------------------------------------ auctions

    def would_monopolise(self, p, t):
        """Anti-Monopoly: would holding ``t`` give ``p`` all three Territories of its region?"""
        a, b = _OTHERS_IN_REGION[t]
        owner = self.owner
        return owner[a] == p and owner[b] == p

    def territories_of(self, p):
        return [t for t in range(24) if self.owner[t] == p]

    def start_auction(self, which):
        self.enter_phase("Public Auction")
        n = len(self.players)
        need = {p: (2 if which == 1 else max(0, 4 - len(self.territories_of(p)))) for p in range(n)}
        self.auction = {"round": which, "need": need, "devs": [], "picks": 0}
        for _ in range(n):
            self._reveal()
        self.then("auction_roll")

    def _reveal(self):
        """The top Territory card is turned face up beside the others up for auction (``REVEALED``)."""
        deck = self.pile(TERRITORY_DECK)
        if not deck:
            return
        self.fire("ardevur.auction.reveal", card=TERRITORIES[deck[0]].name)
        self.move_cards(TERRITORY_DECK, REVEALED, to_bottom=True)

    def legal_picks(self, p):
        """The revealed Territories ``p`` may take: not the third of a region (``would_monopolise``,
        read here directly)."""
        owner, others = self.owner, _OTHERS_IN_REGION
        return [t for t in self.pile(REVEALED) if owner[others[t][0]] != p or owner[others[t][1]] != p]

    def _step_auction_roll(self):
        a = self.auction
        revealed = self.pile(REVEALED)
        bidders = [p for p in self.clockwise(self.starter) if a["need"][p] > 0]
        legal = {p: self.legal_picks(p) for p in bidders}   # the roll below changes no holding
        able = [p for p in bidders if legal[p]]
        for p in bidders:   # barred from every card revealed: sits this roll out, bids again later
            if p not in able and revealed:
                self.fire("ardevur.auction.monopoly", p, cards=join_words(
                    [TERRITORIES[t].name for t in revealed]))
        if not able or not revealed:   # the revealed cards change only when one is taken
            self.then("auction_end")
            return
        w = able[0] if len(able) == 1 else self.contest("ardevur.auction.roll", able, FACES)
        barred = [t for t in revealed if t not in legal[w]]
        if barred:
            self.fire("ardevur.auction.monopoly", w, cards=join_words([TERRITORIES[t].name for t in barred]))
        self.ask(w, "pick")

    def _menu_pick(self, p):
        return [act(p, "pick", (t,)) for t in self.legal_picks(p)]

    def _do_pick(self, a):
        p, t = a.player, a.args[0]
        x = TERRITORIES[t]
        self.fire("ardevur.auction.pick", p, card=x.name, tier=x.tier, region=REGIONS[x.region].name)
        self.take_cards(REVEALED, dst=self.account(p), cards=[t])
        self.owner[t] = p
        self.auction["need"][p] -= 1
        self._reveal()
        if any(v > 0 for v in self.auction["need"].values()):
            self.then("auction_roll")
        else:
            self.then("auction_end")

    def _shuffle_territories(self):
        """The Territory deck is shuffled after the cards not taken went back under it (Public Auction:
        1st Round), under its own event: the cards' move belongs to the rule that returned them."""
        with self.aside():
            self.shuffle_pile(TERRITORY_DECK, "ardevur.setup.shuffle", deck="Territory")

    def _step_auction_end(self):
        a = self.auction
        self.fire("ardevur.auction.end", which="first" if a["round"] == 1 else "second")
        self.move_cards(REVEALED, TERRITORY_DECK, self.pile_size(REVEALED), to_bottom=True)
        self._shuffle_territories()
        if a["round"] == 1:
            self.auction = None
            self.then("next_turn", self.starter)
        else:
            self.then("dev_redeal")

    # ------------------------------------------------------------------ the second round

    def can_call_auction(self, p):
        """Public Auction: 2nd Round: once, before a turn, when every player runs 2 active mines (at
        any time: after Total Control too); never with the Launched Start, which skips the auctions."""
        if self.second_auction or self.options.launched_start:
            return False
        facts = self.board_facts()   # every player runs at least 2 mines: once per holding
        ready = facts.get("auction")
        if ready is None:
            ready = facts["auction"] = min(len(self.owned_sites(q)[1]) for q in range(len(self.players))) >= 2
        return ready

    def _do_call_auction(self, a):
        p = a.player
        quotas = join_words([f"{self.players[q]} may take {max(0, 4 - len(self.territories_of(q)))} more"
                             for q in range(len(self.players))])
        self.fire("ardevur.auction.call_second", p, quotas=quotas)
        for q in range(len(self.players)):
            for c in self.dev[q]:
                self.market[c] = self.market.get(c, 0) + 1
            self.dev[q] = []
        self.second_auction = True
        self.resume = p
        self.start_auction(2)

    def _step_dev_redeal(self):
        """The roll's winner picks 2 Development cards first, then the others in turn order."""
        w = self.contest("ardevur.auction.dev_roll", range(len(self.players)), FACES)
        self.auction["devs"] = [q for q in self.clockwise(w) for _ in range(2)]
        self.then("dev_pick_next")

    def _step_dev_pick_next(self):
        a = self.auction
        while a["devs"]:
            p = a["devs"][0]
            menu = self.stage_menu(p, "dev_pick")
            if menu[:-1]:
                self.ask(p, "dev_pick", menu=menu)
                return
            a["devs"].pop(0)
        self.auction = None
        self.then("turn", self.resume)

    def pickable(self, p, entries=_NAMES):
        """The Development cards ``p`` may take: in the Market, not held, not the type of the Market
        Advantage (which counts as held), not the Phone Call; each as ``entries`` has it (the menu
        entry of a Strategy menu, else the type)."""
        market, dev = self.market, self.dev[p]
        out = []
        for t in _PICKABLE_FOR[self.corp[p]]:   # a plain loop: no list comprehension's function
            if market.get(t) and t not in dev:   # a count in the Market is never below 0
                out.append(entries[t])
        return out

    def _menu_dev_pick(self, p):
        """The second round's pick: any Development card ``pickable`` offers, and the Phone Call,
        which is a Development card too (it then serves the holder's next turn: ``phone_from_dashboard``)."""
        A = act
        if len(self.dev[p]) >= DEV_LIMIT:   # the Dashboard's slots are full
            return [A(p, "dev_stop")]
        menu = [A(p, "dev_pick", (t,)) for t in self.pickable(p)]
        if self.market.get("Phone Call") and "Phone Call" not in self.dev[p]:
            menu.append(A(p, "dev_pick", ("Phone Call",)))
        menu.append(A(p, "dev_stop"))
        return menu

    def _do_dev_pick(self, a):
        p, card = a.player, a.args[0]
        self.fire("ardevur.auction.dev_pick", p, card=card)
        self.market[card] -= 1
        self.dev[p].append(card)
        self.auction["devs"].pop(0)
        self.then("dev_pick_next")

    def _do_dev_stop(self, a):
        p = a.player
        self.auction["devs"] = [q for q in self.auction["devs"] if q != p]
        self.then("dev_pick_next")

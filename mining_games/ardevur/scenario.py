"""Teaching positions: arrangements a lesson or a test sets up by hand (``game.arrange``)."""

from mining_games.core import join_words

from .data import CORP, REGIONS, TERRITORIES, TOKEN_VALUE, TOKENS


class Scenario:
    """Mixin: ``_arrange_<name>(*args)``, each fired as the kernel's arrangement rule."""

    def _arrange_money(self, p, amount):
        """Player p holds exactly ``amount`` million."""
        have = self.money(p)
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {amount}M")
        if amount > have:
            self.transfer("money", amount - have, "bank", self.account(p))
        elif have > amount:
            self.transfer("money", have - amount, self.account(p), "bank")

    def _arrange_territory(self, p, t, site):
        """Player p holds Territory t at stage ``site`` (0 unexplored, 1 explored, 2 active)."""
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {TERRITORIES[t].name} at stage {site}")
        old = self.owner[t]
        src = self.account(old) if old >= 0 else ("deck.territories" if t in self.decks["territories"]["draw"]
                                                   else "auction")
        if old != p:
            self.transfer("territory", 1, src, self.account(p))
            if src == "deck.territories":
                self.decks["territories"]["draw"].remove(t)
            elif src == "auction" and self.auction and t in self.auction["revealed"]:
                self.auction["revealed"].remove(t)
        self.owner[t] = p
        self.site[t] = site
        self.explored_at[t] = -1 if site == 0 else 0
        if site == 2 and TERRITORIES[t].incentive:
            self.entitled[p] += 1

    def _arrange_release(self, t):
        """Territory t goes back to the Territory deck (nobody holds it)."""
        old = self.owner[t]
        self.fire(self.arrange_rule, what=f"{TERRITORIES[t].name} goes back to the deck")
        if old >= 0:
            self.transfer("territory", 1, self.account(old), "deck.territories")
            self.decks["territories"]["draw"].append(t)
        self.owner[t] = -1
        self.site[t] = 0

    def _arrange_stock(self, p, t, *counts):
        """Player p stores tokens (zinc, copper, nickel, gold counts) from mine t (-1: bought)."""
        key = f"t{t}" if t >= 0 else "bought"
        words = [f"{k} {tok}" for k, tok in zip(counts, TOKENS) if k]
        self.fire(self.arrange_rule, what=f"{self.players[p]} stores {join_words(words) or 'nothing'}")
        lot = self.lots[p].setdefault(key, [0, 0, 0, 0])
        for i, k in enumerate(counts):
            if k:
                self.transfer(TOKENS[i], k, "market", self.account(p))
                lot[i] += k

    def _arrange_build(self, p, kind, region):
        """Player p owns a structure: "road"/"water" (an infrastructure) or an asset kind."""
        where = REGIONS[region].name if region >= 0 else "a port"
        self.fire(self.arrange_rule, what=f"{self.players[p]} owns a {kind} in {where}")
        if kind in ("road", "water"):
            self.infra.append([p, kind, region, self.turn_no])
        else:
            self.assets.append([p, kind, region])

    def _arrange_dev(self, p, *cards):
        """Player p holds exactly these Development cards (taken from or returned to the Market)."""
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {join_words(list(cards)) or 'no cards'}")
        for c in self.dev[p]:
            self.market[c] = self.market.get(c, 0) + 1
        self.dev[p] = []
        for c in cards:
            self.market[c] = self.market.get(c, 0) - 1
            self.dev[p].append(c)

    def _arrange_hand(self, p, *cards):
        """Player p holds exactly these Action cards (moved between the hand and the corporation's deck)."""
        deck = CORP[self.corp[p]].deck
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds Action cards {join_words(list(cards))}")
        pile = self.decks[deck]["draw"]
        for c in self.hand[p]:
            pile.append(c)
        if self.hand[p]:
            self.transfer("action", len(self.hand[p]), self.account(p), f"deck.{deck}")
        self.hand[p] = []
        for c in cards:
            if c in pile:
                pile.remove(c)
                self.transfer("action", 1, f"deck.{deck}", self.account(p))
            else:
                self.transfer("action", 1, "bank", self.account(p))
            self.hand[p].append(c)

    def _arrange_targets(self, p, *targets):
        """Player p holds these Target cards (and their points), taken from the grid."""
        from .data import TARGETS
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {len(targets)} Target cards")
        for t in targets:
            for pile in self.grid:
                if t in pile:
                    pile.remove(t)
            self.targets[p].append(t)
            self.transfer("sp", TARGETS[t].sp, "bank", self.account(p))

    def _arrange_grid(self, *piles):
        """The Target grid is laid out exactly as given (9 lists, top card first)."""
        self.fire(self.arrange_rule, what="the Target grid is rearranged")
        self.grid = [list(p) for p in piles]

    def _arrange_stat(self, p, key, value):
        """A player's running statistic (fees earned, best global sale...) is set."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s {key} set to {value}")
        self.stats[p][key] = value

    def token_value(self, tok):
        return TOKEN_VALUE[tok]

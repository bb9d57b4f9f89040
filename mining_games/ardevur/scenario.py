"""Teaching positions: arrangements a lesson or a test sets up by hand (``game.arrange``)."""

from mining_games.core import join_words

from .data import (
    CORP,
    GRID,
    GRID_TIERS,
    HAND,
    REGIONS,
    REVEALED,
    TARGETS,
    TERRITORIES,
    TERRITORY_DECK,
    TOKEN_VALUE,
    TOKENS,
)


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
        if old != p:   # from its holder, the Territory deck or the cards up for auction
            if old >= 0:
                self.transfer("territory", 1, self.account(old), self.account(p))
            else:
                pile = TERRITORY_DECK if t in self.pile(TERRITORY_DECK) else REVEALED
                self.take_cards(pile, dst=self.account(p), cards=[t])
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
            self.put_cards(TERRITORY_DECK, [t], self.account(old), bottom=True)
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
        deck, hand = CORP[self.corp[p]].deck, HAND[p]
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds Action cards {join_words(list(cards))}")
        self.move_cards(hand, deck, self.pile_size(hand), to_bottom=True)
        for c in cards:   # from the deck; a card it no longer holds comes from the box
            if c in self.pile(deck):
                self.move_cards(deck, hand, cards=[c], to_bottom=True)
            else:
                self.put_cards(hand, [c], "bank", bottom=True)

    def _arrange_targets(self, p, *targets):
        """Player p holds these Target cards (and their points), taken from the grid."""
        self.fire(self.arrange_rule, what=f"{self.players[p]} holds {len(targets)} Target cards")
        for t in targets:
            for name in GRID:
                if t in self.pile(name):
                    self.take_cards(name, cards=[t])
                    self._grid_tops = None
            self.targets[p].append(t)
            self.transfer("sp", TARGETS[t].sp, "bank", self.account(p))

    def _arrange_grid(self, *piles):
        """The Target grid is laid out exactly as given (9 lists, top card first, in ``GRID``'s
        order); the cards it leaves out leave the game. Each card once, in a pile of its tier, and
        none a player holds: anything else is refused with a clear error."""
        check_grid(piles, [t for held in self.targets for t in held])
        self.fire(self.arrange_rule, what="the Target grid is rearranged")
        for name, cards in zip(GRID, piles):
            self.take_cards(name, self.pile_size(name))
            self.put_cards(name, cards)
        self._grid_tops = None

    def _arrange_stat(self, p, key, value):
        """A player's running statistic (fees earned, best global sale...) is set."""
        self.fire(self.arrange_rule, what=f"{self.players[p]}'s {key} set to {value}")
        self.stats[p][key] = value

    def token_value(self, tok):
        return TOKEN_VALUE[tok]


def check_grid(piles, held):
    """Refuse (ValueError) a Target grid that is not 9 piles of Target cards, each card once, in a pile
    of its tier (Bronze in the first three piles, Silver in the next three, Gold in the last) and
    not among the ``held`` cards."""
    if len(piles) != len(GRID) or not all(isinstance(cards, list) for cards in piles):
        raise ValueError(f"the Target grid is {len(GRID)} piles, each a list of Targets, not {list(piles)!r}")
    seen = set()
    for k, cards in enumerate(piles):
        tier = GRID_TIERS[k // 3]
        for t in cards:
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < len(TARGETS):
                raise ValueError(f"there is no Target {t!r} (Targets are 0-{len(TARGETS) - 1})")
            if TARGETS[t].tier != tier:
                raise ValueError(f"Target {t} is {TARGETS[t].tier}: it cannot lie in pile {k + 1}, "
                                 f"which holds {tier} Targets")
            if t in seen:
                raise ValueError(f"Target {t} is named twice")
            if t in held:
                raise ValueError(f"Target {t} is held by a player: it cannot lie on the grid too")
            seen.add(t)

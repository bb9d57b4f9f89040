"""Refusals that name the rule forbidding a move, and the game's invariants."""

from mining_games.core import count

from .data import (
    CORP,
    GRID,
    GRID_TIERS,
    HAND,
    MAX_ACTIVE_MINES,
    MAX_SITES,
    REGIONS,
    REVEALED,
    TARGETS,
    TERRITORIES,
    TERRITORY_DECK,
    TOKEN_SUPPLY,
    TOKENS,
    USED,
)


class Checks:
    """Mixin: ``_why_<kind>`` -> (message, rule id) and ``check_invariants``."""

    def _name(self, a):
        return self.players[a.player]

    def _why_pick(self, a):
        t = a.args[0]
        if self.auction and t in self.pile(REVEALED) and self.would_monopolise(a.player, t):
            r = REGIONS[TERRITORIES[t].region].name
            return (f"{self._name(a)} may not take {TERRITORIES[t].name}: it would give them all three "
                    f"Territories of {r}", "ardevur.auction.monopoly")
        return None

    def _why_build(self, a):
        p = a.player
        what, where = a.args[0], a.args[1]
        if self.turn and self.turn["sold_global"] and self.turn["player"] == p:
            return (f"{self._name(a)} sold globally this turn and may not build as well",
                    "ardevur.dev.no_build_after_global")
        if what == "explore" and self.sites_held(p) >= MAX_SITES:
            return (f"{self._name(a)} already has {count(self.sites_held(p), 'site')} explored or active, one "
                    "for each site marker", "ardevur.dev.site_limit")
        if what == "exploit" and len(self.active(p)) >= MAX_ACTIVE_MINES:
            return (f"{self._name(a)} already runs {count(len(self.active(p)), 'active mine')}, the most "
                    "anyone may manage", "ardevur.dev.mine_limit")
        if what == "exploit" and isinstance(where, int) and 0 <= where < 24 and self.explored_at[where] == self.turn_no:
            return (f"{TERRITORIES[where].name} was explored this turn; exploitation must wait for a later turn",
                    "ardevur.dev.two_turns")
        return None

    def _why_sell_global(self, a):
        return self._sale_refusal(a)

    def _why_sell_local(self, a):
        return self._sale_refusal(a)

    def _sale_refusal(self, a):
        p = a.player
        if self.turn and self.turn["sold_global"] and self.turn["player"] == p:
            return (f"{self._name(a)} has already sold globally this turn", "ardevur.dev.no_build_after_global")
        if self.lots[p] and not self.sellable(p):
            return (f"{self._name(a)}'s stock comes from mines without a Road: it cannot be sold",
                    "ardevur.sale.no_road")
        return None

    def _why_play(self, a):
        q = a.player
        if self.trigger >= 0:
            return "Total Control has been called: Action cards may no longer be used", "ardevur.cards.after_trigger"
        if self.turn and q in self.turn["played"]:
            return f"{self._name(a)} has already used an Action card this turn", "ardevur.cards.one_per_turn"
        if self.turn and self.turn["hit"] and q != self.turn["player"]:
            return (f"an Action card has already been played against {self.players[self.turn['player']]} "
                    "this turn", "ardevur.cards.one_per_victim")
        return None

    def _why_claim_target(self, a):
        if self.turn and self.turn["rewarded"]:
            return f"{self._name(a)} has already taken a card this turn", "ardevur.reward.one_card"
        return None

    def _why_claim_incentive(self, a):
        return self._why_claim_target(a)

    def check_invariants(self):
        n = len(self.players)
        for t in TOKENS:
            total = self.held("market", t) + sum(self.held(self.account(p), t) for p in range(n))
            assert total == TOKEN_SUPPLY[t], f"{t}: {total} tokens instead of {TOKEN_SUPPLY[t]}"
            for p in range(n):
                in_lots = sum(lot[TOKENS.index(t)] for lot in self.lots[p].values())
                assert in_lots == self.held(self.account(p), t), f"{self.players[p]}'s {t} lots disagree"
        for p in range(n):
            assert self.money(p) >= 0
            assert len(self.active(p)) <= MAX_ACTIVE_MINES
            assert self.held(self.account(p), "territory") == sum(1 for o in self.owner if o == p)
            if self.corp[p] is None:   # no corporation yet: no Action cards either (``new_hand``)
                continue
            hand = self.pile(HAND[p])
            assert self.held(self.account(p), "action") == len(hand), f"{self.players[p]}'s Action cards disagree"
            # one card over the limit only while its holder chooses which to discard (``over_limit``)
            extra = 1 if self.stage in ("discard_drawn", "discard_gained") and p in self.to_act else 0
            assert len(hand) <= self.hand_limit() + extra or self.options.mode == "fair_play"
        unowned = [t for t in range(24) if self.owner[t] < 0]
        assert sorted(self.pile(TERRITORY_DECK) + self.pile(REVEALED)) == unowned, "a Territory card is lost"
        assert self.held("deck.territories", "territory") == self.pile_size(TERRITORY_DECK)
        assert self.held("auction", "territory") == self.pile_size(REVEALED)
        if self.options.mode != "fair_play":
            for c in CORP.values():
                assert self.held(f"deck.{c.deck}", "action") == self.pile_size(c.deck)
                assert self.held(f"discard.{c.deck}", "action") == self.pile_size(USED[c.deck])
        on_grid = [t for name in GRID for t in self.pile(name)]
        held = [t for cards in self.targets for t in cards]
        assert len(set(on_grid + held)) == len(on_grid) + len(held), "a Target card lies in two places"
        for k, name in enumerate(GRID):
            assert all(TARGETS[t].tier == GRID_TIERS[k // 3] for t in self.pile(name)), f"{name} mixes tiers"
        tops = tuple(cards[0] if cards else None for cards in map(self.pile, GRID))
        assert self._grid_tops in (None, tops), "the grid's tops kept are not the tops of the piles"
        for r in range(len(REGIONS)):
            own = {self.owner[t] for t in range(r * 3, r * 3 + 3)}
            assert not (len(own) == 1 and -1 not in own), f"{REGIONS[r].name} is monopolised"

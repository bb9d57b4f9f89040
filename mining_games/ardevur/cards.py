"""Action cards (ardevur.txt, Action Cards; Competitive Actions; Game Modes; Endgame).

Every point where an Action card may be played is declared here, in ``WINDOWS`` (a competitor's
turn: off-turn windows of the kernel, offered to the other players one after another, clockwise
from the player on turn) and ``OWN_PHASES`` (the card holder's own phases, where the card joins
that phase's menu). The limits: one card per player per turn, one card against the player on
turn per turn, 2 cards in hand (4 in Clash of Titans), none in Fair Play, none once Total Control
is called; each card is used once and goes beneath its deck (never reshuffled); local sales
cannot be disrupted, so no window opens on them.

A player's Action cards are the kernel pile ``HAND[p]`` (face down, shown to the holder only); each
corporation's deck is the pile named like it, and its used and discarded cards ``USED[deck]`` (face
up, never drawn again)."""

from .actions import PLAY, act
from .data import (
    ACTION_CARDS,
    ACTION_LIMIT,
    AUDIT_FEE,
    CORP,
    HAND,
    INSIDER_DISCOUNT,
    SUBSIDY,
    SURGE_BONUS,
    TERRITORIES,
    USED,
    half_even,
)

# stage of the off-turn window -> the cards a competitor may play there
WINDOWS = {
    "rival_turn": ("audit", "port_strike"),      # at the start of a competitor's turn
    "rival_extraction": ("strike",),             # when a competitor extracts from a mine
    "rival_sale": ("crash",),                    # when a competitor sells globally, before the roll
}
# the holder's own phase -> the cards that join its menu
OWN_PHASES = {
    "strategy": ("fast_track",),
    "development": ("insider", "surge", "land_grab"),
    "reward": ("subsidy",),
}
OWN_SET = {k: frozenset(v) for k, v in OWN_PHASES.items()}
_WINDOW_SETS = {k: frozenset(v) for k, v in WINDOWS.items()}
# per number of players, per victim: the competitors clockwise from the victim
_RIVALS = {n: [[(v + i) % n for i in range(1, n)] for v in range(n)] for n in range(2, 5)}


class Cards:
    """Mixin: drawing, holding and playing Action cards; continuous effects."""

    def corp_deck(self, p):
        return CORP[self.corp[p]].deck

    def cards_allowed(self):
        return self.options.mode != "fair_play" and self.trigger < 0

    def hand_limit(self):
        return ACTION_LIMIT[self.options.mode]

    def may_play(self, q):
        return self.cards_allowed() and q not in self.turn["played"]

    # ------------------------------------------------------------------ drawing

    def may_draw_action(self, p):
        """Show me the way: in Standard, a player draws in the Strategy phase while the deck lasts,
        even holding the most allowed (a card over the limit is then discarded: ``over_limit``)."""
        return self.options.mode == "standard" and self.pile_size(CORP[self.corp[p]].deck) > 0

    def gain_action_card(self, p, rule):
        """Clash of Titans: a card with each extraction (``over_limit`` past the limit)."""
        deck = CORP[self.corp[p]].deck
        if self.pile_size(deck) == 0:
            return
        self.fire(rule, p)
        self.move_cards(deck, HAND[p], to_bottom=True)
        self.over_limit(p, "discard_gained")

    def over_limit(self, p, stage):
        """Show me the way: a hand over the limit (2 cards, 4 in Clash of Titans) loses the extra
        card at once; its holder chooses which (in ``stage``: the phase it happens in)."""
        if self.pile_size(HAND[p]) > self.hand_limit():
            self.ask(p, stage)

    def _menu_discard_drawn(self, p):
        return [act(p, "discard_card", (c,)) for c in sorted(set(self.pile(HAND[p])))]

    _menu_discard_gained = _menu_discard_drawn

    def _do_discard_card(self, a):
        p, card = a.player, a.args[0]
        self.fire("ardevur.cards.hand_limit", p, card=ACTION_CARDS[card].name)
        self.move_cards(HAND[p], USED[CORP[self.corp[p]].deck], cards=[card], to_bottom=True)

    # ------------------------------------------------------------------ where cards may be played

    def offer_cards(self, stage, victim):
        """Open the off-turn window ``stage`` to every competitor of ``victim``, clockwise."""
        # only a competitor holding a card for this window can be asked (``_window_menu``); the
        # window runs at once, so nobody's hand changes before it. The hands are looked at first
        # (usually nobody holds a card for the window; in Fair Play nobody holds any)
        pile = self.pile
        kinds = _WINDOW_SETS[stage]
        rivals = []
        for q in _RIVALS[len(self.players)][victim]:
            hand = pile(HAND[q])
            if hand and not kinds.isdisjoint(hand):
                rivals.append(q)
        if rivals and self.cards_allowed() and not self.turn["hit"]:
            self.open_window(stage, rivals)

    def _window_menu(self, q, stage):
        t = self.turn
        hand = self.pile(HAND[q])
        if not hand or t["hit"] or q == t["player"] or not self.may_play(q):
            return []
        play = PLAY[q]
        return [play[c] for c in sorted(_WINDOW_SETS[stage].intersection(hand))]

    def _menu_rival_turn(self, q):
        return self._window_menu(q, "rival_turn")

    def _menu_rival_extraction(self, q):
        return self._window_menu(q, "rival_extraction")

    def _menu_rival_sale(self, q):
        return self._window_menu(q, "rival_sale")

    def own_cards(self, p, phase):
        """The holder's own cards playable in this phase, as menu entries."""
        hand = self.pile(HAND[p])
        if not hand:
            return []
        here = OWN_SET[phase]
        if here.isdisjoint(hand):
            return []
        if not self.may_play(p):
            return []
        t = self.turn
        play = PLAY[p]
        out = []
        for c in sorted(here.intersection(hand)):
            if c == "fast_track" and not t["extra_dev"] and self.pickable(p):
                out.append(play[c])
            elif c == "insider" and not t["discount"] and self.builds(p):
                out.append(play[c])
            elif c == "surge" and not t["surge"] and self.sale_actions(p):
                out.append(play[c])
            elif c == "land_grab":
                out += [act(p, "play", (c, x)) for x in self.grabbable(p)]
            elif c == "subsidy":
                out.append(play[c])
        return out

    def grabbable(self, p):
        """Territories a Land Grab could take from a competitor, once per holding of the board."""
        facts = self.board_facts()
        found = facts.get(("grab", p))
        if found is None:
            owner, site = self.owner, self.site
            found = facts[("grab", p)] = [x for x in range(24) if site[x] == 0 and owner[x] != -1 and owner[x] != p
                                          and not self.would_monopolise(p, x)]
        return list(found)

    # ------------------------------------------------------------------ playing

    def _do_play(self, a):
        q, card, target = a.player, a.args[0], a.args[1]
        victim = self.turn["player"]
        stage = self.stage
        getattr(self, "_card_" + card)(q, victim, target)
        self.move_cards(HAND[q], USED[CORP[self.corp[q]].deck], cards=[card], to_bottom=True)
        self.turn["played"].append(q)
        self.stats[q]["cards"] += 1
        if q != victim:
            self.turn["hit"] = True
            self.close_window(stage)
            self.fire("ardevur.cards.one_per_victim", victim)
            return
        self.fire("ardevur.cards.one_per_turn", q)
        if stage in ("strategy", "strategy_more"):
            self.ask(q, stage)
        elif stage == "develop" and card != "land_grab":
            self.again_develop(q)

    def _card_audit(self, q, victim, _):
        paid = min(AUDIT_FEE, self.money(victim))
        self.fire("ardevur.cards.audit", q, victim=self.players[victim], paid=paid)
        if paid:
            self.transfer("money", paid, self.account(victim), self.account(q))

    def _card_port_strike(self, q, victim, _):
        until = self.turn_no + len(self.players)
        self.fire("ardevur.cards.port_strike", q, victim=self.players[victim], until=until)
        self.effects.append(["port_strike", victim, until])

    def expire_effects(self, p):
        if not self.effects:
            return
        for e in [e for e in self.effects if e[1] == p and e[2] <= self.turn_no]:
            self.fire("ardevur.cards.port_strike_end", victim=self.players[p])
            self.effects.remove(e)

    def _card_strike(self, q, victim, _):
        d = self.dig
        was = d["output"]
        d["output"] = d["left"] = half_even(was) if was > 2 else was
        self.fire("ardevur.cards.strike", q, victim=self.players[victim], mine=TERRITORIES[d["mine"]].name,
                  output=d["output"], was=was)

    def _card_crash(self, q, victim, _):
        self.fire("ardevur.cards.crash", q, victim=self.players[victim])
        self.turn["crash"] = True

    def _card_fast_track(self, q, victim, _):
        self.fire("ardevur.cards.fast_track", q)
        self.turn["extra_dev"] = 1

    def _card_insider(self, q, victim, _):
        self.fire("ardevur.cards.insider", q)
        self.turn["discount"] = INSIDER_DISCOUNT

    def _card_surge(self, q, victim, _):
        self.fire("ardevur.cards.surge", q)
        self.turn["surge"] = SURGE_BONUS

    def _card_land_grab(self, q, victim, t):
        holder = self.owner[t]
        self.fire("ardevur.cards.land_grab", q, card=TERRITORIES[t].name, victim=self.players[holder])
        self.transfer("territory", 1, self.account(holder), self.account(q))
        self.owner[t] = q

    def _card_subsidy(self, q, victim, _):
        self.fire("ardevur.cards.subsidy", q)
        self.transfer("money", SUBSIDY, "bank", self.account(q))
        self.stats[q]["rewards"] += SUBSIDY
        self.repay_if_able(q)

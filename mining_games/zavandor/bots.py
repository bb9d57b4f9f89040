"""Heuristic bots for The Mines of Zavandor.

Both read the game only through the kernel's seat view of their own seat (``game.seat(p)``: their
own hand, the public board) and ``game.legal_actions(p)``,
plus the printed card data in ``data.py`` that every player can read. ``"random"`` comes from the
kernel.

- ``PointsBot`` ("treasurer") saves up one gem to win auctions with the 4-point bonus, picks up
  cheap single points in the other rows, and upgrades items that score points.
- ``ClanBot`` ("investor") wins improvements it can still complete and spends its cards on
  upgrades valued by the points and income they bring: investment that compounds.
"""

import random
from dataclasses import dataclass, field

from mining_games.core.seat import SeatView

from .cards import gem_counts
from .data import BID_PILE, BOARDS, BONUS_AT, CARDS, GEM_INDEX, GEMS, HALLS, RIGHT_PILE
from .items import items_of, markers, next_cost, price, printed_vp, slots
from .items import rounds_left as _rounds_left


@dataclass
class Decision:
    """What a bot knows at one decision: its seat's view (the kernel's ``SeatView``), its menu, and
    numbers derived from them (cards free in hand, cards bid, rounds left)."""

    seat: SeatView
    menu: list
    kinds: dict = field(default_factory=dict)

    def __post_init__(self):
        for a in self.menu:
            self.kinds.setdefault(a.kind, []).append(a)
        seat = self.seat
        p = seat.me
        draft = seat.view["sealed"].get(str(p)) or [0, 0, 0, 0]
        # Cards chosen for a bid stay in hand until the reveal: count them as bid, not as free.
        self.hand = [seat.held(p, gem) - d for gem, d in zip(GEMS, draft)]
        self.bid = [b + d for b, d in zip(gem_counts(seat.pile(BID_PILE[p])), draft)]
        self.king = seat.state["king"]
        self.rounds_left = _rounds_left(self.king)

    @property
    def p(self):
        return self.seat.me

    @property
    def state(self):
        return self.seat.state

    def pick(self, kind, key=None):
        """The best action of a kind by ``key`` (first if no key), or None."""
        options = self.kinds.get(kind)
        if not options:
            return None
        return max(options, key=key) if key else options[0]

    def gallery(self):
        return self.state["gallery"][self.p]

    def on_offer(self, row):
        """The improvement card on offer in a row's right-hand space, or None."""
        cards = self.seat.pile(RIGHT_PILE[row])
        return cards[0] if cards else None


def decision(game, p):
    """The bot's reading of the game at seat ``p``: its seat view and its menu."""
    return Decision(game.seat(p), game.legal_actions(p))


def _deck_value(deck, count):
    """How much a yield of cards from a deck is worth: higher decks hold rarer gems."""
    return count * (1 + 0.4 * deck)


class _Common:
    """Decisions both bots take the same way."""

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game, p):
        d = decision(game, p)
        action = getattr(self, "_" + d.seat.stage, lambda s: None)(d)
        return action or self._fallback(d)

    def _fallback(self, s):
        for kind in ("seal", "done_trading", "done_upgrading", "keep", "forfeit", "offer_decline", "offer_withdraw"):
            if kind in s.kinds:
                return s.kinds[kind][0]
        return self.rng.choice(s.menu)

    def _forgo(self, s):
        # Give up the cheapest cards: WOODEN first.
        order = ("wooden", "copper", "iron", "bronze")
        return min(s.kinds["forgo"], key=lambda a: order.index(a.args[0]))

    def _scroll(self, s):
        best = s.pick("read", key=lambda a: _deck_value(("wooden", "copper", "iron", "bronze").index(a.args[1]),
                                                        a.args[2]))
        if best and (self.read_now(s, best) or s.rounds_left <= 2):
            return best
        return s.pick("keep")

    def _king(self, s):
        # Send the King to the hall whose cost this hand pays most easily.
        def shortfall(a):
            need = HALLS[a.args[0]].cost.gems
            return -sum(max(0, n - h) for n, h in zip(need, s.hand))
        return s.pick("king", key=shortfall)

    def _offer_reply(self, s):
        o = s.state["offer"]
        gain = sum(self.gem_value(s, GEM_INDEX[g]) * n for g, n in o["give"].items())
        gain -= sum(self.gem_value(s, GEM_INDEX[g]) * n for g, n in o["ask"].items())
        return s.pick("offer_accept") if gain > 0 and "offer_accept" in s.kinds else s.pick("offer_decline")

    def _bank_pay(self, s):
        return min(s.kinds["pay"], key=lambda a: self.gem_value(s, GEM_INDEX[a.args[0]]))

    def _bank_take(self, s):
        return s.pick("want", key=lambda a: self.gem_value(s, GEM_INDEX[a.args[0]]))

    def _bank_pile(self, s):
        return s.kinds["pile"][0]

    def _offer_draft(self, s):
        return s.pick("offer_withdraw")

    def _bid(self, s):
        want = self.bid_plan(s)
        for g in range(4):
            if s.bid[g] < want[g] and s.hand[g]:
                return next(a for a in s.kinds["bid"] if a.args[0] == GEMS[g])
        return s.pick("seal")

    def _trade(self, s):
        g = self.bank_target(s)
        if g is not None and "bank" in s.kinds:
            return s.pick("bank")
        return s.pick("done_trading")


class PointsBot(_Common):
    """Saves one gem for bonus-sized bids and takes cheap points; upgrades what scores points."""

    name = "treasurer"
    description = "saves up one gem to win auctions with the big-bid bonus and buys points"

    def target(self, s):
        """The gem closest (relative to its bonus size) to a bonus-sized bid."""
        total = [s.hand[g] + s.bid[g] for g in range(4)]
        return max(range(4), key=lambda g: (total[g] / BONUS_AT[g], g))

    def gem_value(self, s, g):
        return 3 if g == self.target(s) else 1 + 0.3 * g

    def bid_plan(self, s):
        total = [s.hand[g] + s.bid[g] for g in range(4)]
        t = self.target(s)
        plan = [min(2, total[g]) for g in range(4)]
        if total[t] >= BONUS_AT[t] or s.rounds_left <= 1:
            plan[t] = total[t]
        else:
            plan[t] = 0                       # keep saving the target gem
        return plan

    def bank_target(self, s):
        t = self.target(s)
        short = BONUS_AT[t] - s.hand[t]
        spare = sum(s.hand) - s.hand[t]
        return t if 0 < short <= 2 and spare >= 2 * short else None

    def read_now(self, s, action):
        return True

    def _claim(self, s):
        card = CARDS[s.on_offer(s.state["turn"]["claim"]["row"])]
        if card.vp - card.neg >= 3 and s.rounds_left >= len(card.slots):
            return s.pick("claim")
        return s.pick("point")

    def _place(self, s):
        return s.pick("place", key=lambda a: self._finish_value(s, a.args[0]))

    def _finish_value(self, s, item):
        if item == "family":
            return 1
        if item == "dragon":
            return 0
        card = CARDS[item]
        markers = next(m for c, m in s.gallery() if c == item)
        return (card.vp + 1) / (len(card.slots) - markers)

    def _upgrade(self, s):
        t = self.target(s)
        options = [a for a in s.kinds.get("upgrade", []) if a.args[1 + t] == 0 or s.rounds_left == 0]
        if not options:
            return s.pick("done_upgrading")
        return max(options, key=lambda a: (self._finish_value(s, a.args[0]), -sum(a.args[1:])))


class ClanBot(_Common):
    """Wins improvements it can still complete, then pours its cards into upgrades: income first
    (clans, the Family clan's first level), points as the end nears (zavandor.txt, Phase 4: Upgrade)."""

    name = "investor"
    description = "wins improvements it can complete and invests in upgrades: income first, then points"

    # ------------------------------------------------------------------ valuing items

    def _worth(self, s, item, m=None):
        """What one more marker on ``item`` is worth now: a share of its points if it can still be
        completed, plus the extra income it brings for the rounds left."""
        st, p = s.state, s.p
        m = markers(st, p, item) if m is None else m
        total = slots(st, p, item)
        if m >= total:
            return 0.0
        left = total - m
        after = s.rounds_left                       # Income phases still to come after this round
        worth = printed_vp(st, p, item) / left if left <= after + 1 else 0.0
        if item == "family":
            if m == 1:
                worth += 1.2 * after                # level 2: one more WOODEN card a round
            elif 5 <= m < 8:
                worth += 1.5 * after                # levels 6-8 yield a free marker a round
            elif left <= after + 1:
                worth += 0.5
            return worth
        if item == "dragon":
            return worth
        card = CARDS[item]
        if card.kind == "clan":
            worth += (card.income[m + 1] - card.income[m]) * after * (1 + 0.4 * card.deck)
            worth -= card.neg / left if left <= after + 1 else 0
        elif card.kind in ("altar", "fox") and left == 1:
            worth += after
        return worth

    def _upgrade_value(self, s, a):
        cost = sum((1 + 0.4 * g) * n for g, n in enumerate(a.args[1:]))
        return self._worth(s, a.args[0]) - 0.45 * cost

    def _card_value(self, s, cid):
        """How much an improvement on offer is worth to this player, from none of its markers."""
        card = CARDS[cid]
        if card.kind in ("scroll", "hoard"):
            return 1.0
        left = len(card.slots)
        can_finish = left <= s.rounds_left + 1
        value = card.vp - card.neg if can_finish else -card.neg
        if card.kind == "clan":
            value += sum(card.income[:min(s.rounds_left, 4)]) * (1 + 0.4 * card.deck) * 0.6
        elif card.kind in ("altar", "fox") and can_finish:
            value += max(0, s.rounds_left - left)
        elif card.kind == "foreman" and can_finish:
            value += 2
        return value

    def needs(self, s):
        """The gems the best upgrades want this round."""
        st, p = s.state, s.p
        out = [0, 0, 0, 0]
        for item in items_of(st, p):
            c = next_cost(st, p, item)
            if c is not None and self._worth(s, item) > 0.6:
                for g, n in enumerate(price(st, c)):
                    out[g] += n
        return out

    def gem_value(self, s, g):
        short = self.needs(s)[g] > s.hand[g]
        return 1 + 0.4 * g + (2 if short else 0)

    # ------------------------------------------------------------------ decisions

    def bid_plan(self, s):
        total = [s.hand[g] + s.bid[g] for g in range(4)]
        need = self.needs(s)
        spare = [max(0, total[g] - need[g]) for g in range(4)]
        if s.rounds_left <= 1:            # the last auction: what is spare goes for points
            return [total[g] if total[g] >= BONUS_AT[g] else min(2, spare[g]) for g in range(4)]
        plan = [1 if spare[g] >= 2 else 0 for g in range(4)]    # cheap single points
        room = len(s.gallery()) < self._room(s) or any(CARDS[c].kind == "scroll" for c, _ in s.gallery())
        bid = s.seat.view["options"]["improvement_bid"]
        for row in range(4):
            cid = s.on_offer(row)
            if cid and room and total[row] >= bid and self._card_value(s, cid) >= 3:
                plan[row] = min(total[row], bid + 1)
        return plan

    def _room(self, s):
        return BOARDS[s.state["boards"][s.p]].gallery

    def bank_target(self, s):
        """The one gem missing for the most valuable upgrade, if two spare cards can buy it."""
        st, p = s.state, s.p
        best, gap = 1.5, None
        for item in items_of(st, p):
            c = next_cost(st, p, item)
            if c is None:
                continue
            cost = price(st, c)
            short = [max(0, n - h) for n, h in zip(cost, s.hand)]
            spare = sum(s.hand) - sum(min(n, h) for n, h in zip(cost, s.hand))
            if sum(short) == 1 and spare >= 2 and self._worth(s, item) > best:
                best, gap = self._worth(s, item), short.index(1)
        return gap

    def read_now(self, s, action):
        return action.args[2] >= 4

    def _claim(self, s):
        card = s.on_offer(s.state["turn"]["claim"]["row"])
        if self._card_value(s, card) < 2:
            return s.pick("point")
        free = [a for a in s.kinds.get("claim", []) if not a.args[1]]
        if free:
            return free[0]
        worst = min(s.kinds.get("claim", []), key=lambda a: self._card_value(s, a.args[1]), default=None)
        if worst and self._card_value(s, worst.args[1]) < self._card_value(s, card):
            return worst
        return s.pick("point")

    def _place(self, s):
        return s.pick("place", key=lambda a: self._worth(s, a.args[0]))

    def _upgrade(self, s):
        options = s.kinds.get("upgrade", [])
        best = max(options, key=lambda a: self._upgrade_value(s, a), default=None)
        if best is None or self._upgrade_value(s, best) <= 0:
            return s.pick("done_upgrading")
        return best

    def _bank_pay(self, s):
        need = self.needs(s)
        return min(s.kinds["pay"], key=lambda a: (s.hand[GEM_INDEX[a.args[0]]] <= need[GEM_INDEX[a.args[0]]],
                                                   GEM_INDEX[a.args[0]]))

    def _bank_take(self, s):
        g = self.bank_target(s)
        want = [a for a in s.kinds["want"] if g is not None and a.args[0] == GEMS[g]]
        return want[0] if want else super()._bank_take(s)


BOTS = {"treasurer": PointsBot, "investor": ClanBot}

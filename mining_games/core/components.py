"""Components several games share: dice and dice contests, decks with discard piles, sealed
choices, and trade offers between players. Each is a mixin of ``Game`` whose state is kernel state
(shown in the snapshot, hidden from other players by the kernel's own ``view``) and whose every
change is a fired rule of the game that uses it.
"""

from dataclasses import dataclass

from .actions import shared, shared_by_argument
from .errors import RuleError
from .piles import _DISCARD, DICE, pile_record
from .words import join_words

# ---------------------------------------------------------------------------------------- dice


class Dice:
    """Seeded dice, each roll logged as an event of the game's rule. Results arranged ahead for a lesson
    or a test (``load_dice``) come first, in order, then the seeded dice again."""

    def roll(self, rule_id, sides=6, player=None, **facts):
        """Roll one die with faces 1..``sides`` and log it. Returns the number rolled."""
        value = self.rng.randint(1, sides) if DICE not in self.decks else self._die_ahead(range(1, sides + 1))
        self.fire(rule_id, player, roll=value, sides=sides, **facts)
        return value

    def roll_dice(self, n=1, sides=6):
        """Roll ``n`` dice with faces 1..``sides`` and return the numbers, without an event of their own: the
        caller records them in the facts of the rule it fires (two dice for a move, in the move's event)."""
        if DICE in self.decks:
            return [self._die_ahead(range(1, sides + 1)) for _ in range(n)]
        randint = self.rng.randint
        if n == 2:   # a move's two dice, every turn of some games: no loop
            return [randint(1, sides), randint(1, sides)]
        return [randint(1, sides) for _ in range(n)]

    def roll_faces(self, rule_id, faces, player=None, **facts):
        """Roll a die with the printed ``faces`` (say 2, 4, 8, 16, 32, 64) and log it."""
        value = self._face(faces)
        self.fire(rule_id, player, roll=value, **facts)
        return value

    def roll_until(self, rule_id, faces, target, player=None, **facts):
        """Roll again and again until ``target`` shows; log every roll in one event. Returns how
        many rolls it took."""
        rolls = []
        while True:
            rolls.append(self._face(faces))
            if rolls[-1] == target:
                break
        self.fire(rule_id, player, rolls=rolls, tries=len(rolls), **facts)
        return len(rolls)

    def contest(self, rule_id, players, faces=(1, 2, 3, 4, 5, 6), **facts):
        """Everyone in ``players`` rolls; the highest roll wins; those tied on the highest roll
        again, until one is left. Each round of rolling is one event. Returns the winner."""
        contenders = list(players)
        while True:
            rolls = {p: self._face(faces) for p in contenders}
            best = max(rolls.values())
            contenders = [p for p in contenders if rolls[p] == best]
            self.fire(rule_id, contenders[0] if len(contenders) == 1 else None,
                      rolls={self.players[p]: r for p, r in rolls.items()}, tied=len(contenders) > 1, **facts)
            if len(contenders) == 1:
                return contenders[0]

    def rank_by_rolls(self, rule_id, players, faces=(1, 2, 3, 4, 5, 6), **facts):
        """The order of ``players`` by contests: the winner first, then the winner among the
        rest, and so on (ties roll again)."""
        left, order = list(players), []
        while len(left) > 1:
            w = self.contest(rule_id, left, faces, **facts)
            order.append(w)
            left.remove(w)
        return order + left

    def load_dice(self, values):
        """Arrange the next die results (whole numbers from 1), for a lesson or a test, under the rule fired
        last (an arrangement's): every die the kernel rolls takes them first, in order. They wait face down
        in the kernel pile ``dice``, so players see how many wait, never which (``Piles``)."""
        values = list(values)
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ValueError(f"a die shows a whole number from 1, not {v!r}")
        if not values:
            return
        ahead = self.decks.get(DICE)
        if ahead is None:
            self.decks[DICE] = pile_record(values, pool=DICE)
        else:
            ahead["cards"].extend(values)

    def dice_ahead(self):
        """The die results arranged ahead (``load_dice``) and not rolled yet, in order (empty: none)."""
        ahead = self.decks.get(DICE)
        return list(ahead["cards"]) if ahead else []

    def _face(self, faces):
        """One die with these faces: the next result arranged ahead, else the seeded dice."""
        if DICE in self.decks:
            return self._die_ahead(faces)
        return faces[self.rng.randrange(len(faces))]

    def _die_ahead(self, faces):
        """The next result arranged ahead (``load_dice``); the pile goes once it is used up."""
        ahead = self.decks[DICE]["cards"]
        value = ahead.pop(0)
        if not ahead:
            del self.decks[DICE]
        if value not in faces:
            raise RuleError(f"a die arranged ahead shows {value}, which this die cannot show ({list(faces)})")
        return value

    def shuffle(self, rule_id, cards, player=None, **facts):
        """Shuffle a list in place with the game's seeded generator and log it."""
        self.rng.shuffle(cards)
        self.fire(rule_id, player, cards=len(cards), **facts)


# ---------------------------------------------------------------------------------------- decks


class Decks:
    """Decks of cards on ledger accounts: a draw pile ``deck.<name>`` and a discard pile
    ``discard.<name>``, both holding the ledger item ``item``. Card order lives in
    ``self.decks[name]`` (``draw`` top first, ``discard``); other players and onlookers see only
    how many cards a draw pile holds (the kernel's view). The pile functions (``piles.Piles``) take the
    deck's name for its draw pile and ``discard_pile(name)`` for its discard pile."""

    def new_deck(self, name, cards, item, src, shuffle_rule=None, reshuffle_rule=None):
        """Put ``cards`` (taken from ledger account ``src`` under the rule fired last) into a
        new deck ``name``; shuffle it under ``shuffle_rule``. When the draw pile runs out, the
        discard pile is shuffled into it under ``reshuffle_rule`` (None: it never is)."""
        if name in self.decks:
            raise RuleError(f"deck {name!r} exists already")
        if name == DICE or _DISCARD in name:
            raise RuleError(f"a deck cannot be named {name!r}: {DICE!r} and '.../discard' are the kernel's")
        self.decks[name] = {"draw": list(cards), "discard": [], "item": item, "reshuffle": reshuffle_rule}
        if cards:
            self.transfer(item, len(cards), src, f"deck.{name}")
        if shuffle_rule:
            with self.aside():
                self.shuffle(shuffle_rule, self.decks[name]["draw"], deck=name)

    def deck_size(self, name):
        """How many cards the draw pile of ``name`` holds (reshuffles not counted)."""
        return len(self.decks[name]["draw"])

    def draw_cards(self, name, n, dst):
        """Draw up to ``n`` cards from the top of deck ``name`` to ledger account ``dst`` under
        the rule fired last. When the draw pile runs out, the discards are reshuffled first (if the
        deck allows) under the deck's reshuffle rule, and the rest of the draw is recorded on that
        event, so a ledger rebuilt from the log in order never sees a pile below zero. Returns the
        cards drawn (fewer when both piles run out)."""
        deck = self.decks[name]
        pile = deck["draw"]
        k = min(n, len(pile))
        drawn = pile[:k]
        del pile[:k]
        if k:
            self.transfer(deck["item"], k, f"deck.{name}", dst)
        if k < n and deck["discard"] and deck["reshuffle"]:
            with self.aside():
                self._reshuffle(name)
                drawn += self.draw_cards(name, n - k, dst)
        return drawn

    def discard_cards(self, name, cards, src):
        """Put ``cards`` from ledger account ``src`` face up on deck ``name``'s discard pile."""
        deck = self.decks[name]
        deck["discard"].extend(cards)
        if cards:
            self.transfer(deck["item"], len(cards), src, f"discard.{name}")

    def _reshuffle(self, name):
        """The discard pile is shuffled and becomes the draw pile, under the deck's own rule."""
        deck = self.decks[name]
        cards = deck["discard"]
        self.rng.shuffle(cards)
        self.fire(deck["reshuffle"], deck=name, cards=len(cards))
        self.transfer(deck["item"], len(cards), f"discard.{name}", f"deck.{name}")
        deck["draw"].extend(cards)
        deck["discard"] = []


# ---------------------------------------------------------------------------------------- sealed choices


class Sealed:
    """Simultaneous secret choices (sealed bids, a Work Order card chosen face down): each choice is
    kept in ``self.sealed`` until a rule reveals them all; the kernel's view hides other players'
    sealed choices, so nobody sees another's before the reveal."""

    def seal(self, rule_id, p, choice, **facts):
        """Player ``p`` seals ``choice`` (plain data); a secret event says only that they chose."""
        self.sealed[p] = choice
        self.fire(rule_id, p, secret=True, **facts)

    def reveal(self, rule_id, **facts):
        """Every sealed choice is shown at once under ``rule_id``; returns {player: choice}."""
        choices = dict(sorted(self.sealed.items()))
        self.fire(rule_id, choices={self.players[p]: c for p, c in choices.items()}, **facts)
        self.sealed = {}
        return choices


# ---------------------------------------------------------------------------------------- trade offers


@dataclass(frozen=True)
class TradeRules:
    """The rules a game's trade offers fire, by id: ``draft`` (an item added to an offer),
    ``send`` (the offer is made), ``accept``, ``decline`` and ``withdraw``; the stages in which the
    offer is drafted (by the player on turn) and answered (off turn, by the other player)."""

    draft: str
    send: str
    accept: str
    decline: str
    withdraw: str
    draft_stage: str = "offer_draft"
    reply_stage: str = "offer_reply"


class TradeOffers:
    """Offers between two players, several kinds and amounts on each side, built one unit at a
    time from short menus (add to give, add to ask, send, withdraw) and accepted or declined by the
    other player off turn. The game supplies ``TRADE`` (a ``TradeRules``), ``trade_items(p)`` (the
    items p may trade), ``item_word(item, n)`` and ``_trade_done()`` (where the flow goes next).
    The offer being built is ``self.offer``: {"from", "to", "give": {item: n}, "ask": {item: n}}."""

    TRADE = None

    def start_offer(self, p, q):
        """Player ``p`` starts an offer to ``q`` and is asked what to put in it."""
        self.offer = {"from": p, "to": q, "give": {}, "ask": {}}
        self.ask(p, self.TRADE.draft_stage)

    def offer_text(self, side):
        """An offer's side in words ("2 Wood and 1 Oil"), or "nothing"."""
        parts = [self.item_word(i, n) for i, n in self.offer[side].items() if n]
        return join_words(parts) if parts else "nothing"

    def _menu_offer_draft(self, p):
        """One more unit of anything ``p`` holds to give, or of anything the other holds to ask for
        (an item is never on both sides); send once both sides hold something; withdraw."""
        o, A, bal = self.offer, self.Action, self.bal
        give, ask = o["give"], o["ask"]
        mine, theirs = bal.get(self.account(p), {}), bal.get(self.account(o["to"]), {})
        to_give, to_ask = shared_by_argument(A, p, "offer_give"), shared_by_argument(A, p, "offer_ask")
        menu = [to_give[i] for i in self.trade_items(p) if not ask.get(i) and mine.get(i, 0) > give.get(i, 0)]
        menu += [to_ask[i] for i in self.trade_items(o["to"]) if not give.get(i) and theirs.get(i, 0) > ask.get(i, 0)]
        if give and ask:
            menu.append(shared(A, p, "offer_send"))
        menu.append(shared(A, p, "offer_withdraw"))
        return menu

    def _menu_offer_reply(self, q):
        o, A = self.offer, self.Action
        menu = [shared(A, q, "offer_decline")]
        if all(self.held(self.account(q), i) >= n for i, n in o["ask"].items()):
            menu.insert(0, shared(A, q, "offer_accept"))
        return menu

    def _prompt_offer_draft(self, p):
        o = self.offer
        return (f"Your offer to {self.players[o['to']]}: you give {self.offer_text('give')}, you ask for "
                f"{self.offer_text('ask')}. Add to either side, send it, or withdraw it")

    def _prompt_offer_reply(self, p):
        return (f"{self.players[self.offer['from']]} offers you {self.offer_text('give')} for "
                f"{self.offer_text('ask')}: accept or decline?")

    def _do_offer_give(self, a):
        self._offer_add(a, "give")

    def _do_offer_ask(self, a):
        self._offer_add(a, "ask")

    def _offer_add(self, a, side):
        o = self.offer
        o[side][a.args[0]] = o[side].get(a.args[0], 0) + 1
        self.fire(self.TRADE.draft, a.player, to=self.players[o["to"]], give=self.offer_text("give"),
                  get=self.offer_text("ask"))
        self.ask(a.player, self.TRADE.draft_stage)

    def _do_offer_send(self, a):
        o = self.offer
        self.fire(self.TRADE.send, a.player, to=self.players[o["to"]], give=self.offer_text("give"),
                  get=self.offer_text("ask"))
        self.ask(o["to"], self.TRADE.reply_stage)

    def _do_offer_withdraw(self, a):
        self.fire(self.TRADE.withdraw, a.player, to=self.players[self.offer["to"]])
        self.offer = None
        self._trade_done()

    def _do_offer_accept(self, a):
        o = self.offer
        giver, taker = self.account(o["from"]), self.account(o["to"])
        self.fire(self.TRADE.accept, a.player, frm=self.players[o["from"]], give=self.offer_text("give"),
                  get=self.offer_text("ask"))
        for i, n in o["give"].items():
            self.transfer(i, n, giver, taker)
        for i, n in o["ask"].items():
            self.transfer(i, n, taker, giver)
        self.offer = None
        self._trade_done()

    def _do_offer_decline(self, a):
        o = self.offer
        self.fire(self.TRADE.decline, a.player, frm=self.players[o["from"]])
        self.offer = None
        self._trade_done()

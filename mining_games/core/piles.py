"""Piles of cards (a face-down deck, a face-up row, cards set aside unseen) kept by the kernel, so that
what a player may see of them is decided once, in ``Game.view``, for every game.

A pile is a list of cards, top first, in ``self.decks[name]`` with what it shows of itself:

- ``face``: ``"down"`` (players see how many cards it holds, never which nor in what order),
  ``"top"`` (face down with its top card face up: a turned-up contract, a pile of tiles) or ``"up"``
  (every card in order: a row of cards on the table, a discard pile);
- ``counts``: whether how many cards of each kind a face-down pile holds is public (a card's kind is
  its ledger item when items differ by card, else the card itself); ``counts="back"``: how many cards
  of each back it holds is public instead (a hand whose backs everybody sees, held in any order), never
  where they lie;
- ``known``: the seats that may look through a face-down pile (a draft being picked from);
- ``item`` and ``account``: the ledger item its cards are (one for every card, a mapping card -> item,
  or None for cards that are not on the ledger) and the account that holds them;
- ``pool``: the piles whose hidden cards could be any of each other's (contract cards set aside
  unseen could be any of those left in the pile); a pile is its own pool unless it says otherwise;
- ``back`` (only when the pile declares it): a mapping card -> what the back of that card shows, for
  face-down cards whose backs tell something (how many workers a Patrol card needs): players see
  each card's back in place (or their counts, with ``counts="back"``), and a card is dealt again only
  where a card with its back lay;
- ``mix`` (the same for every pile of a pool): the pool's hidden cards may trade places whatever their
  ledger items: dealing them again moves the items between the piles' accounts (the gems in another
  player's hand, which the seat never saw, are dealt again, not only their order);
- ``seen`` (only while it holds some): cards of a face-down pile that everybody has seen go into it
  (``show_cards``: a card taken face up from a discard pile into a hand); they are public, stay in the
  pile when it is dealt again, and leave the list as they leave the pile, matched by value (equal cards
  are alike, so which of them left never matters).

Every change goes through the functions below, under the rule fired last, and moves the cards on
the ledger too. A deck made by ``Decks.new_deck`` is two piles: its draw pile (face down, named like
the deck) and its discard pile (face up, ``discard_pile(name)``); the pile functions take either.

``view(p)`` shows a pile hidden from ``p`` as its size (``cards``), plus ``top``, ``by_kind``,
``backs`` (its cards' backs, top first), ``by_back`` and ``seen`` when it shows them, and hides the
ledger's count by item of a pile whose cards are items of several kinds.
``redeal_hidden(seat, rng)`` deals again, at random, every card a seat cannot see, keeping all that
the piles show: what a search's determinized copy of the game starts from, and the conformance
suite's check that no view or page depends on hidden order. Every deal is canonical: it depends on
which cards are dealt and on ``rng``, never on the order they lay in.
"""

from itertools import islice

from .errors import RuleError
from .plain import _SCALARS, plain

FACES = ("down", "top", "up")
DICE = "dice"            # the pile of die results arranged ahead (``Dice.load_dice``)
_DISCARD = "/discard"    # a deck's discard pile: its name and this


def discard_pile(deck):
    """The name of the discard pile of a deck made by ``new_deck`` (for the pile functions)."""
    return deck + _DISCARD


def pile_record(cards, face="down", counts=False, item=None, account=None, pool=None):
    """A pile as ``self.decks`` keeps it (plain data: shown in the snapshot, copied by undo and saves)."""
    return {"cards": cards, "face": face, "counts": counts, "known": [], "item": item, "account": account,
            "pool": pool}


_ANY = object()   # a place in a pile that shows no backs: any card of its pool may lie there


def _by_backs(places, dealt, back):
    """The shuffled cards ``dealt`` laid out so that each place showing a back (``places``: (cards, index,
    back or _ANY) and more) gets a card with that back: for each such place in turn the first card dealt
    that shows it, then the other places the other cards in their order (uniform over the deals that keep
    every back)."""
    by_back, used = {}, set()
    for j, card in enumerate(dealt):
        by_back.setdefault(back.get(card, _ANY), []).append(j)
    out, nxt = [None] * len(places), {}
    for k, place in enumerate(places):
        shown = place[2]
        if shown is not _ANY:
            n = nxt.get(shown, 0)
            j = by_back[shown][n]   # the next card dealt that shows the back that lay there
            nxt[shown] = n + 1
            out[k] = dealt[j]
            used.add(j)
    rest = (card for j, card in enumerate(dealt) if j not in used)
    return [next(rest) if card is None else card for card in out]


def _card_key(card):
    """A card's sort key: its type's name, then the card (numbers and names sort as themselves)."""
    return type(card).__name__, card


def canonical_cards(cards):
    """``cards`` in a fixed order that depends only on which cards they are (never on where they lay):
    sorted by ``_card_key``, or by their text when they do not sort (cards that are mappings). Equal
    cards are alike, so how ties fall never shows."""
    try:
        return sorted(cards, key=_card_key)
    except TypeError:
        return sorted(cards, key=lambda c: (type(c).__name__, repr(c)))


def _deal(places, rng, back=None):
    """The cards at ``places`` ((pile's list, index, back shown or _ANY) triples) dealt again among them
    at random; with ``back`` (card -> back), each place keeps the back it shows. Canonical: the cards are
    put in their fixed order (``canonical_cards``) before they are shuffled, so the deal depends on which
    cards lie at the places and on ``rng``, never on the order they lay in."""
    dealt = canonical_cards([place[0][place[1]] for place in places])
    rng.shuffle(dealt)
    if back is not None:
        dealt = _by_backs(places, dealt, back)
    for place, card in zip(places, dealt):
        place[0][place[1]] = card


def _unsee(record, taken):
    """Cards taken from a pile leave its list of cards everybody saw go in (``show_cards``), by value."""
    seen = record["seen"]
    for c in taken:
        if c in seen:
            seen.remove(c)
    if not seen:
        del record["seen"]


def _back_counts(cards, back):
    """How many of ``cards`` show each back, {back: n} in a fixed order (``counts="back"``; counted by
    ``list.count``, one call per back: a draw pile shows one back)."""
    shown = list(map(back.__getitem__, cards))
    return {str(b): shown.count(b) for b in sorted(set(shown), key=_card_key)}


def _plain_extras(d, rec, made):
    """The snapshot's copy of what a pile declares after its seven fields (``back``, ``mix``, ``seen``);
    a mapping several piles share (their cards' backs: ``new_pile`` shares equal ones) is made plain
    once (``made``, by identity), each pile getting a copy of its own."""
    for k, v in islice(d.items(), 7, None):
        if type(v) is dict:
            got = made.get(id(v))
            if got is None:
                got = made[id(v)] = plain(v)
            rec[k] = dict(got)
        else:
            rec[k] = v if type(v) in _SCALARS else plain(v)


def _less(cards, removed, name, doing):
    """A new list of ``cards`` less one of each card of ``removed`` (the first found: equal cards are alike),
    or a RuleError naming pile ``name``, the card missing and what was being done."""
    left = list(cards)
    for c in removed:
        try:
            left.remove(c)
        except ValueError:
            raise RuleError(f"pile {name!r} holds no {c!r} {doing}") from None
    return left


def _canonical(entry):
    """Sort key of a (kind, count) pair: by type name, then value, so a tally never follows pile order."""
    return type(entry[0]).__name__, entry[0]


class Piles:
    """Mixin of ``Game``: piles of cards on the kernel (see the module docstring)."""

    # ------------------------------------------------------------------ making piles

    def new_pile(self, name, cards=(), *, item=None, account=None, src=None, face="down", counts=False,
                 pool=None, back=None, mix=False):
        """A new pile ``name`` holding ``cards`` (top first), taken from ledger account ``src`` under
        the rule fired last when they are on the ledger (``item``; ``account`` defaults to
        ``deck.<name>``). See the module docstring for ``face``, ``counts`` (False, True or "back"),
        ``pool``, ``back`` (a mapping card -> what its back shows, covering every card of the pile's
        pool) and ``mix`` (every pile of a pool says the same); nothing is shuffled here
        (``shuffle_pile``)."""
        if not isinstance(name, str) or not name or _DISCARD in name or name == DICE:
            raise RuleError(f"a pile needs a name of its own, not {name!r} "
                            f"({DICE!r} and '.../discard' are the kernel's)")
        if name in self.decks:
            raise RuleError(f"pile {name!r} exists already")
        cards = list(cards)
        if item is not None and account is None:
            account = f"deck.{name}"
        pool = name if pool is None else pool
        for other, d in self.decks.items():
            if d.get("pool") == pool and d["item"] != item:
                raise RuleError(f"pile {name!r} joins the pool of {other!r} but its cards are other ledger items")
            if d.get("pool") == pool and bool(d.get("mix")) != bool(mix):
                raise RuleError(f"pile {name!r} joins the pool of {other!r}: the piles of a pool all mix their "
                                f"ledger items when dealt again (mix=True), or none does")
        if counts == "back" and back is None:
            raise RuleError(f"pile {name!r} shows how many cards of each back it holds: give it their backs (back=)")
        self._check_pile_ends(name, item, src, cards, "come from")
        no_back = [c for c in cards if c not in back] if back is not None else []
        if no_back:
            raise RuleError(f"pile {name!r} shows its cards' backs but has none for {no_back}")
        self.decks[name] = pile_record(cards, self._face_name(face), "back" if counts == "back" else bool(counts),
                                       item, account, pool)
        if back is not None:   # one mapping for the piles that declare the same backs (the snapshot reads it once)
            back = dict(back)
            self.decks[name]["back"] = next((d["back"] for d in self.decks.values() if d.get("back") == back), back)
        if mix:
            self.decks[name]["mix"] = True
        self._pile_transfer(item, cards, src, account)

    # ------------------------------------------------------------------ reading piles

    def pile(self, name):
        """The cards of a pile, top first (read only: change a pile through the functions below)."""
        d = self.decks.get(name)
        if d is not None and "cards" in d:   # a pile made by new_pile, looked up once (menus read piles)
            return d["cards"]
        return self._pile(name)[0]

    def pile_size(self, name):
        """How many cards a pile holds."""
        d = self.decks.get(name)
        if d is not None and "cards" in d:
            return len(d["cards"])
        return len(self._pile(name)[0])

    def pile_face(self, name):
        """How a pile made by ``new_pile`` lies: "down", "top" (its top card face up) or "up"."""
        return self._record(name)["face"]

    def pile_counts(self, name):
        """How many cards of each kind a pile holds, as {kind: n} in a fixed order (sorted by kind, never
        by place in the pile). A card's kind is its ledger item when the pile's items differ by card,
        else the card itself."""
        cards, item, _ = self._pile(name)
        tally = {}
        for c in cards:
            k = item[c] if type(item) is dict else c
            tally[k] = tally.get(k, 0) + 1
        return dict(sorted(tally.items(), key=_canonical))

    def pile_seen(self, name):
        """The cards of a face-down pile that everybody has seen go into it and that are still there
        (``show_cards``), in the order they were shown (read only)."""
        return self._record(name).get("seen", ())

    # ------------------------------------------------------------------ changing piles

    def shuffle_pile(self, name, rule_id, player=None, **facts):
        """Shuffle a pile with the game's seeded generator and fire ``rule_id`` (facts: ``cards``, the
        pile's size, and ``facts``)."""
        self.shuffle(rule_id, self._pile(name)[0], player, **facts)

    def take_cards(self, name, n=1, dst=None, *, cards=None, bottom=False):
        """Take ``n`` cards from the top of a pile (the bottom with ``bottom``; fewer if it runs out),
        or the chosen ``cards`` (each by identity, wherever it lies; of equal cards, those nearest the
        top, or the bottom with ``bottom``), to ledger account ``dst`` when the pile is on the ledger.
        Returns the cards taken, in the order they lay (chosen cards: in the order given)."""
        pile, item, account = self._pile(name)
        self._check_pile_ends(name, item, dst, cards or [None], "go to")
        taken = self._take(name, pile, n, cards, bottom)
        d = self.decks.get(name)
        if d is not None and "seen" in d:
            _unsee(d, taken)
        self._pile_transfer(item, taken, account, dst)
        return taken

    def put_cards(self, name, cards, src=None, *, bottom=False):
        """Put ``cards`` on top of a pile (the first of them on top), or under it with ``bottom``,
        from ledger account ``src`` when the pile is on the ledger."""
        pile, item, account = self._pile(name)
        cards = list(cards)
        self._check_pile_ends(name, item, src, cards, "come from")
        self._put(pile, cards, bottom)
        self._pile_transfer(item, cards, src, account)

    def move_cards(self, src, dst, n=1, *, cards=None, from_bottom=False, to_bottom=False):
        """Move ``n`` cards from the top of pile ``src`` (its bottom with ``from_bottom``), or the
        chosen ``cards`` (of equal cards, those nearest the top, or the bottom with ``from_bottom``),
        onto pile ``dst`` (on top, or under it with ``to_bottom``): dealing a row from a deck,
        setting cards aside. The two piles hold the same ledger item. Returns the cards."""
        a, b = self.decks.get(src), self.decks.get(dst)
        if a is not None and b is not None and "cards" in a and "cards" in b:   # piles made by new_pile
            pile_a, item, account_a = a["cards"], a["item"], a["account"]
            pile_b, item_b, account_b = b["cards"], b["item"], b["account"]
        else:
            pile_a, item, account_a = self._pile(src)
            pile_b, item_b, account_b = self._pile(dst)
        if item is not item_b and item != item_b:
            raise RuleError(f"piles {src!r} and {dst!r} hold different ledger items")
        if cards is None and not from_bottom and type(n) is int and n >= 0:   # from the top: _take's first case
            taken = pile_a[:n]
            del pile_a[:n]
        else:
            taken = self._take(src, pile_a, n, cards, from_bottom)
        if a is not None and "seen" in a:   # cards everybody saw go into it leave with it (``show_cards``)
            _unsee(a, taken)
        if to_bottom:
            pile_b.extend(taken)
        else:
            pile_b[:0] = taken
        if item is not None and taken and account_a != account_b:
            self._pile_transfer(item, taken, account_a, account_b)
        return taken

    def stack_cards(self, name, cards, *, bottom=False):
        """Put the chosen ``cards`` of a pile (each by identity) on its top, the first of them on top,
        or under it with ``bottom``: a card turned up and put back under its pile, a deck stacked for
        a lesson. Nothing moves on the ledger."""
        pile = self._pile(name)[0]
        self._put(pile, self._take(name, pile, 0, cards, False), bottom)

    def show_pile(self, name, seats=()):
        """From now on the seats ``seats`` (only) may look through a face-down pile; ``()`` hides it
        from everybody again."""
        seats = sorted({int(p) for p in seats})
        if any(not 0 <= p < len(self.players) for p in seats):
            raise RuleError(f"pile {name!r} cannot be shown to seats {seats}")
        self._record(name)["known"] = seats

    def show_cards(self, name, cards):
        """Everybody has seen ``cards`` go into face-down pile ``name`` (a card taken face up from a discard
        pile into a hand, cards returned face up from the table): they are public from now on (the view
        shows them as ``seen``) and stay in the pile when it is dealt again (``redeal_hidden``), until
        they leave it (matched by value: equal cards are alike). Use it for a pile whose cards leave it
        face up, by value (a card taken unseen would tell which it was). Nothing moves on the ledger."""
        d = self._record(name)
        if "back" in d and d["counts"] != "back":
            raise RuleError(f"pile {name!r} shows its cards' backs in place: its seen cards would have a place")
        seen = [*d.get("seen", ()), *cards]
        _less(d["cards"], seen, name, f"to show (seen: {seen})")   # every card seen is in the pile
        if seen:
            d["seen"] = seen

    def turn_pile(self, name, face):
        """Turn a pile: ``face`` "down", "top" (its top card face up) or "up"."""
        d = self.decks.get(name)
        if d is None or "cards" not in d or face not in FACES:
            d = self._record(name)
            self._face_name(face)
        d["face"] = face

    # ------------------------------------------------------------------ what players see

    def _plain_piles(self):
        """``plain(self.decks)`` for the snapshot (the same data, each pile with a copy of its own), made
        faster: a pile's record field by field, its cards copied at once when they are numbers or names,
        and each mapping card -> ledger item made plain once however many piles share it (a game's
        hands, decks and discard piles of gem cards: views are read at every bot decision)."""
        made = {}
        out = {}
        for name, d in self.decks.items():
            if "cards" not in d:   # a deck made by new_deck
                out[name] = plain(d)
                continue
            item, account, pool, cards = d["item"], d["account"], d["pool"], d["cards"]   # a pile_record
            if type(item) is dict:
                items = made.get(id(item))
                if items is None:
                    items = made[id(item)] = plain(item)
                item = dict(items)
            elif type(item) not in _SCALARS:
                item = plain(item)
            cards = cards[:] if _SCALARS.issuperset(map(type, cards)) else plain(cards)   # numbers, names: a copy
            rec = out[name] = {"cards": cards, "face": d["face"], "counts": d["counts"], "known": d["known"][:],
                               "item": item, "account": account if type(account) in _SCALARS else plain(account),
                               "pool": pool if type(pool) in _SCALARS else plain(pool)}
            if len(d) != 7:   # what a pile declares besides (back, mix, seen)
                _plain_extras(d, rec, made)
        return out

    def _hide_piles(self, snap, p):
        """The kernel's part of ``view(p)``: each pile ``p`` may not look through shows its size and
        what it declares public, and the ledger no longer counts its cards by item when they are of
        several kinds and their counts are not public."""
        ledger = snap["ledger"]
        for name, d in snap["decks"].items():
            if "draw" in d:                       # a deck made by new_deck: its draw pile is face down
                d["draw"] = len(d["draw"])
                continue
            face = d["face"]
            if face == "up" or p in d["known"]:
                continue
            cards = d["cards"]
            if face == "top":
                d["top"] = cards[0] if cards else None
            counts = d["counts"]
            if counts is True:
                d["by_kind"] = {str(k): n for k, n in self.pile_counts(name).items()}
            record = self.decks[name]
            if counts == "back":
                d["by_back"] = _back_counts(record["cards"], record["back"])
            elif "back" in record:
                d["backs"] = [plain(record["back"][c]) for c in record["cards"]]
            d["cards"] = len(cards)
            item = record["item"]
            if type(item) is dict and counts is not True and d["account"] in ledger:
                kinds = set(item.values())
                held = ledger[d["account"]]
                size = held.get("cards", 0) + len(cards)
                ledger[d["account"]] = {**{k: v for k, v in held.items() if k not in kinds}, "cards": size}

    def hidden_piles(self, seat):
        """The names of the piles whose cards ``seat`` (-1: an onlooker) cannot all see, in the order
        they were made."""
        out = []
        for name, d in self.decks.items():
            if "draw" in d or (d["face"] != "up" and seat not in d["known"]):
                out.append(name)
        return out

    def redeal_hidden(self, seat, rng):
        """Deal again at random, with ``rng`` (not the game's), every card ``seat`` (-1: an onlooker)
        cannot see: the cards of each pool of piles hidden from the seat change places, keeping each
        pile's size, its face-up top card, its counts by kind when they are public, the back each
        place shows (``back``; with ``counts="back"``, how many cards of each back the pile holds), the
        cards everybody saw go into it (``show_cards``) and, unless the pool mixes (``mix``), how many
        cards of each ledger item each pile holds (so the ledger stays true): a card changes places
        with a card of its own item anywhere in its pool, and with any card of its own pile. In a pool
        that mixes, any hidden card may take any hidden place of its back, and the ledger items move
        with the cards between the piles' accounts (totals kept; nobody's view changes, since those
        counts are hidden). Canonical: each group of cards dealt is first put in a fixed order
        (``canonical_cards``), and a pile whose order says nothing (``counts="back"``, or with seen
        cards) is laid out again from its cards, so two games that show the seat the same piles give
        the same deal for the same ``rng``, whatever order their hidden cards lay in. For a copy of a
        game only (a search's determinized copy, a test): no rule fires. Returns the names of the piles
        dealt again."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not -1 <= seat < len(self.players):
            raise ValueError(f"no seat {seat!r}: seats are 0..{len(self.players) - 1} (or -1, an onlooker)")
        pools, backs, mixing, relay = {}, {}, {}, []
        names = self.hidden_piles(seat)
        for name in names:
            d = self.decks[name]
            if "draw" in d:
                cards, start, item, pool, account = d["draw"], 0, d["item"], name, None
            else:
                cards, item, account = d["cards"], d["item"], d["account"]
                start = 1 if d["face"] == "top" else 0
                pool = name if d["counts"] is True else d["pool"]
                if "mix" in d:
                    mixing[pool] = item
                if d["counts"] == "back" or "seen" in d:
                    relay.append((cards, start))
            back = d.get("back")
            if back is not None:
                backs.setdefault(pool, {}).update(back)
            seen = list(d.get("seen", ()))
            places = pools.setdefault(pool, [])
            for i in range(start, len(cards)):
                c = cards[i]
                if seen and c in seen:   # a card everybody saw go in stays
                    seen.remove(c)
                    continue
                places.append((cards, i, _ANY if back is None else back[c],
                               item[c] if type(item) is dict else item, account))
        for pool, places in pools.items():
            back = backs.get(pool)
            if pool in mixing:
                self._deal_mixed(places, rng, back, mixing[pool])
                continue
            by_item = {}
            for place in places:
                by_item.setdefault(place[3], []).append(place)
            for group in by_item.values():
                _deal(group, rng, back)
            if len(by_item) > 1:   # cards of several items: within one pile, any card may take any place
                by_pile = {}
                for place in places:
                    by_pile.setdefault(id(place[0]), []).append(place)
                for group in by_pile.values():
                    _deal(group, rng, back)
        for cards, start in relay:   # where its cards lie says nothing: laid out again from which they are
            part = canonical_cards(cards[start:])
            rng.shuffle(part)
            cards[start:] = part
        self._legal = {}
        return names

    def _deal_mixed(self, places, rng, back, item):
        """``redeal_hidden`` for a pool that mixes its ledger items (``mix``): the cards at ``places``
        (cards, index, back, item, account) dealt again among them, and the ledger items moved with them
        between the piles' accounts. Each account dealt to then names every item of the pool (0 included),
        so a copy never depends on which items an account happened to hold before."""
        _deal(places, rng, back)
        if type(item) is not dict:   # one item for every card: the ledger does not change
            return
        delta = {}
        for cards, i, _, kind, account in places:
            new = item[cards[i]]
            if new != kind:
                delta[account, kind] = delta.get((account, kind), 0) - 1
                delta[account, new] = delta.get((account, new), 0) + 1
        kinds = list(dict.fromkeys(item.values()))
        bal = self.bal
        for account in dict.fromkeys(place[4] for place in places):
            held = bal.get(account)
            if held is None:
                held = bal[account] = {}
            for k in kinds:
                held[k] = held.get(k, 0) + delta.get((account, k), 0)

    def exchange_hidden(self, name, card, seat, rng):
        """For a copy of a game only (``redeal_unseen`` in a determinized copy; no rule fires): ``card``,
        taken from pile ``name`` unseen by ``seat`` and kept outside it (an opponent's card drawn face
        down and sealed), is pooled with the pile's cards of the same ledger item hidden from the seat,
        and they are dealt again at random (canonically, as ``redeal_hidden``: the result depends on
        which cards these are and on ``rng``, not on where they lay). Returns the card now kept outside
        (``card`` itself when the pile shows the seat everything or holds no such card; it may also be
        dealt back outside)."""
        if name not in self.hidden_piles(seat):
            return card
        cards, item, _ = self._pile(name)
        start = 1 if self.decks[name].get("face") == "top" else 0
        if type(item) is dict:   # only a card of the same ledger item may take its place
            places = [i for i in range(start, len(cards)) if item[cards[i]] == item[card]]
        else:
            places = range(start, len(cards))
        if not places:
            return card
        dealt = canonical_cards([card, *(cards[i] for i in places)])   # the card outside and those it may trade with
        rng.shuffle(dealt)
        for i, c in zip(places, dealt[1:]):
            cards[i] = c
        self._legal = {}
        return dealt[0]

    # ------------------------------------------------------------------ internals

    def _record(self, name):
        d = self.decks.get(name)
        if d is None or "cards" not in d:
            raise RuleError(f"there is no pile {name!r} made by new_pile")
        return d

    def _pile(self, name):
        """(cards, item, account) of a pile, a deck's draw pile or a deck's discard pile."""
        d = self.decks.get(name)
        if d is not None:
            if "cards" in d:
                return d["cards"], d["item"], d["account"]
            return d["draw"], d["item"], f"deck.{name}"
        if name.endswith(_DISCARD):
            deck = name[:-len(_DISCARD)]
            d = self.decks.get(deck)
            if d is not None and "draw" in d:
                return d["discard"], d["item"], f"discard.{deck}"
        raise RuleError(f"there is no pile {name!r}")

    @staticmethod
    def _face_name(face):
        if face not in FACES:
            raise RuleError(f"a pile's face is one of {FACES}, not {face!r}")
        return face

    @staticmethod
    def _check_pile_ends(name, item, account, cards, verb):
        """A pile on the ledger needs the account its cards come from or go to; one off it takes none."""
        if not cards:
            return
        if item is not None and account is None:
            raise RuleError(f"pile {name!r} is on the ledger: say which account its cards {verb}")
        if item is None and account is not None:
            raise RuleError(f"pile {name!r} is not on the ledger: its cards have no account")

    @staticmethod
    def _take(name, pile, n, cards, bottom):
        if cards is None:
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise RuleError(f"cannot take {n!r} cards from pile {name!r}")
            k = min(n, len(pile))
            start = len(pile) - k if bottom else 0
            taken = pile[start:start + k]
            del pile[start:start + k]
            return taken
        taken = list(cards)
        if bottom:   # equal cards are alike: take those nearest the bottom
            pile[:] = _less(pile[::-1], taken, name, f"(to take {taken})")[::-1]
        else:
            pile[:] = _less(pile, taken, name, f"(to take {taken})")
        return taken

    @staticmethod
    def _put(pile, cards, bottom):
        if bottom:
            pile.extend(cards)
        else:
            pile[:0] = cards

    def _pile_transfer(self, item, cards, src, dst):
        """Move ``cards`` between two ledger accounts under the rule fired last: one transfer per item
        (in the order the pile's mapping names its items)."""
        if item is None or not cards or src == dst:
            return
        if type(item) is not dict:
            self.transfer(item, len(cards), src, dst)
            return
        tally = {}
        for c in cards:
            kind = item[c]
            tally[kind] = tally.get(kind, 0) + 1
        if len(tally) == 1:
            for kind, n in tally.items():
                self.transfer(kind, n, src, dst)
            return
        for kind in item.values():   # the mapping's order of items
            n = tally.pop(kind, 0)
            if n:
                self.transfer(kind, n, src, dst)
                if not tally:
                    return

"""Simple Sergio and Dutiful Rosana (mine77.txt, Non-Player Characters): their Work Order decks and
activation chain (top Activity, else bottom, else pass for 1 Rosette), the Reach and Towards keywords,
Rosana's Double Action and paid movement, and a policy for every choice an NPC faces. Each choice is
made by a rule of the catalogue, fired as an event, so the log says why the NPC did it; where the
rulebook asks the players to decide "optimally" and nothing else decides, the printed "first option"
rule does."""

from mining_games.core import discard_pile

from .actions import shared_action
from .data import BARRED, EMBASSY, GROUPS, HALL, LETTER, MINING, PATROL, RESOURCES, SEGMENTS
from .shift import path


def activity_words(act):
    if act[0] == "double":
        return "Double Action"
    kw, seg, mp, action = act
    return f"{kw.capitalize()} {SEGMENTS[seg]} ({mp} movement{' + Action' if action else ''})"


class NpcRules:
    """Mixin of the game: what an NPC can do with a card (the menu of the ``npc_order`` stage)."""

    def barred(self, p):
        return BARRED[self.npcs[p]]

    def npc_card_words(self, c):
        ini, top, bottom = self.npc_cards[c]
        return f"{activity_words(top)} / {activity_words(bottom)} (initiative {ini})"

    def npc_reshuffle(self, p):
        """Shuffling: after each Shift all the NPC's cards make a new draw deck: its discards go under the draw pile
        and the whole deck is shuffled, under the one event of the rule."""
        deck = f"npc{p}"
        discards = discard_pile(deck)
        self.fire("mine77.npc.reshuffle", p, n=self.pile_size(deck) + self.pile_size(discards))
        self.move_cards(discards, deck, self.pile_size(discards), to_bottom=True)
        cards = list(self.pile(deck))
        self.rng.shuffle(cards)
        self.stack_cards(deck, cards)

    def npc_reach(self, p, w, act):
        """(cost, rosettes) when worker w can Reach the segment of ``act`` (and act there), else None."""
        _, seg, mp, action = act
        loc = self.workers[p][w]
        way = path(loc, seg)
        if way is None:
            return None
        cost = len(way)
        extra = max(0, cost - mp)
        if extra and (self.npcs[p] != "rosana" or extra > 1 or not self.held(self.account(p), "rosette")):
            return None
        if action:
            if seg == PATROL and loc != PATROL:
                size = min(4, 1 + sum(1 for q in self.by_seat() for x in self.workers[q] if x == PATROL))
                if seg in self.barred(p) or not self.viable_patrols(size):
                    return None
            elif not self.can_act(p, seg):
                return None
        elif seg == EMBASSY and None not in self.embassy:
            return None
        return cost, extra

    def npc_options(self, p):
        """Every way the NPC can carry out its card, top Activity first (NPC Work Orders Explained); within an
        Activity, the workers who can Reach without paid movement come before those who need Rosana's Rosette
        (Dutiful Rosana pays for a point only when that is what lets her complete the action)."""
        _, top, bottom = self.npc_cards[self.act["card"]]
        out = []
        for which, act in (("top", top), ("bottom", bottom)):
            if act[0] == "double":
                pair = self.double_pair(p)
                if pair:
                    out.append((which, "double", pair[0][0], pair[0][1], pair[1][0], pair[1][1]))
                continue
            paid = []
            for w in self.available_workers(p):
                if act[0] == "reach":
                    r = self.npc_reach(p, w, act)
                    if r is not None:
                        (paid if r[1] else out).append((which, "reach", w, act[1], r[0], r[1]))
                else:
                    way = path(self.workers[p][w], act[1])
                    if way:
                        out.append((which, "towards", w, act[1], min(act[2], len(way)), 0))
            out += paid
        return out

    def double_pair(self, p):
        """Rosana's Double Action: the first two different workers who can each take an action where they are or one
        segment on (staying when they can act where they are). Two of them may act on one segment, each in an action
        space of its own (a second Mining needs a second Steam); not at the Patrol, which has no spaces and whose
        first Patrol takes every worker there into its team."""
        found = []
        for w in self.available_workers(p):
            loc = self.workers[p][w]
            nxt = HALL if loc == 1 else (7 + (loc - 6) % 7 if loc >= 7 else loc % 6 + 1)
            for seg in (loc, nxt):
                if self.can_act(p, seg) and self.room_for_another(p, seg, sum(1 for _, s in found if s == seg)):
                    found.append((w, seg))
                    break
            if len(found) == 2:
                return found
        return None

    def room_for_another(self, p, seg, planned):
        """Whether one more of p's workers can act on ``seg`` after ``planned`` others of the same Double Action."""
        if not planned:
            return True
        if seg not in self.spaces:                   # the Patrol: no action spaces
            return False
        if self.spaces[seg].count(-1) <= planned:
            return False
        if seg == MINING:                            # each Mining spends 1 Steam first
            me = self.account(p)
            steam = max(0, self.tracks["steam"]) + self.held(me, "private_steam") + self.held(me, "magic")
            return steam > planned
        return True

    def _menu_npc_order(self, p):
        A = shared_action
        out = [A(p, "npc_do", opt) for opt in self.npc_options(p)]
        return out or [A(p, "npc_pass")]

    def _do_npc_pass(self, a):
        self.fire("mine77.npc.pass_rosette", a.player)
        self.gain_rosettes(a.player, 1)
        self.act = None

    def _do_npc_do(self, a):
        p = a.player
        which, kind, w, seg, cost, extra = a.args[:6]
        _, top, bottom = self.npc_cards[self.act["card"]]
        act = top if which == "top" else bottom
        self.act = None
        if kind == "double":
            w2, seg2 = a.args[4], a.args[5]
            self.fire("mine77.npc.double", p, one=LETTER[w], two=LETTER[w2], a=SEGMENTS[seg], b=SEGMENTS[seg2])
            self.first("npc_double_one", p, w2, seg2)
            self.first("npc_double_one", p, w, seg)
            return
        loc = self.workers[p][w]
        way = path(loc, seg)
        if kind == "towards":
            to = way[cost - 1]
            self.fire("mine77.npc.towards", p, worker=LETTER[w], frm=SEGMENTS[loc], to=SEGMENTS[to], target=SEGMENTS[seg])  # noqa: E501
            self.workers[p][w] = to
            self.arrive(p, w, to)
            return
        if extra:
            self.fire("mine77.npc.rosana_move", p)
            self.pay_rosettes(p, 1)
        self.fire("mine77.npc.reach", p, worker=LETTER[w], how=_reach_words(loc, seg, cost))
        self.workers[p][w] = seg
        if act[3]:
            self.first("npc_action", p, w, seg)
        if cost:
            self.arrive(p, w, seg)
        elif seg == EMBASSY:
            self.first("embassy_offer", p, w)

    def _step_npc_fill(self, p, started=False):
        """Dutiful Rosana fills her Elven order with as much as she can: one resource of her warehouse at a time goes
        onto the order that still asks for it (Redistribution: warehouse resources may move to other storage at any
        time)."""
        me = self.account(p)
        r = next((r for r in RESOURCES if self.held(me, r) and self.elven_need(p, r) is not None), None)
        if r is None:
            return
        if not started:
            self.fire("mine77.npc.rosana_fill", p)
        self.first("npc_fill", p, True)
        self.elven_place(p, r, me)

    def _step_npc_action(self, p, w, seg):
        if self.workers[p][w] == seg and self.can_act(p, seg):
            self.fire("mine77.npc.act", p, worker=LETTER[w], segment=SEGMENTS[seg])
            self.do_action(p, w, seg)

    def _step_npc_double_one(self, p, w, seg):
        loc = self.workers[p][w]
        if loc != seg and isinstance(loc, int):
            self.fire("mine77.npc.reach", p, worker=LETTER[w], how=_reach_words(loc, seg, 1))
            self.workers[p][w] = seg
            self.first("npc_action", p, w, seg)
            self.arrive(p, w, seg)
        else:
            self.first("npc_action", p, w, seg)


def _reach_words(frm, to, cost):
    if not cost:
        return f"is already at {SEGMENTS[to]}"
    return f"moves from {SEGMENTS[frm]} to {SEGMENTS[to]} ({cost} movement point{'s' if cost != 1 else ''})"


# ---------------------------------------------------------------------------------------- policies


def _useful(game, p, items):
    """How many of ``items`` would go to p's Elven orders or the open slots of Today."""
    need = [r for _, left in game.elven_orders(p) for r in left]
    slots = [game.today["slots"][i] for i in game.today_open()]
    n = 0
    for r in items:
        if r in need:
            need.remove(r)
            n += 1
            continue
        for g in sorted(slots, key=lambda g: len(GROUPS[g])):
            if r in GROUPS[g]:
                slots.remove(g)
                n += 1
                break
    return n


def _resources_choice(game, p, menu, items_of):
    """Farming, Mining, Patrol and Shipping priorities: (a) the option with most resources for the Elven
    orders or Today; (b) else the one with fewest resources."""
    scored = [(_useful(game, p, items_of(a)), len(items_of(a)), i) for i, a in enumerate(menu)]
    best_useful = max(s[0] for s in scored)
    if best_useful > 0:
        i = min(scored, key=lambda s: (-s[0], s[2]))[2]
        game.npc_case[p] = "a"
        return menu[i], "mine77.npc.priority_a", {"n": best_useful}
    i = min(scored, key=lambda s: (s[1], s[2]))[2]
    game.npc_case[p] = "b"
    return menu[i], "mine77.npc.priority_b", {"n": scored[i][1]}


def _place(game, p, menu):
    kinds = {a.args[1]: a for a in menu}
    if "elven" in kinds:
        return kinds["elven"], "mine77.npc.distribute", {"where": "its Elven Embassy order"}
    r = menu[0].args[0]
    matches = _useful(game, p, [r]) > 0
    carts = [a for a in menu if a.args[1] == "cart"]
    if game.npc_case.get(p) == "a" and matches and carts:
        return carts[0], "mine77.npc.distribute", {"where": f"cart {carts[0].args[2]} for the Today order"}
    if "mine_wh" in kinds:
        return kinds["mine_wh"], "mine77.npc.distribute", {"where": "the Mine Warehouse"}
    if carts:
        c = min(carts, key=lambda a: (-game.cart_room(a.args[2] - 1), a.args[2]))
        return c, "mine77.npc.distribute", {"where": f"cart {c.args[2]}, the emptiest"}
    return menu[0], "mine77.npc.first_option", {}


def _board(game, p, menu):
    stay = [a for a in menu if a.args[0] == 0][0]
    if game.npc_case.get(p) != "a":
        return stay, "mine77.npc.board", {"choice": "stays off the Train (case b)"}
    carts = [a for a in menu if a.args[0]]
    best = max(carts, key=lambda a: (len(game.matching(a.args[0] - 1)), -a.args[1], -a.args[0]))
    return best, "mine77.npc.board", {"choice": f"boards cart {best.args[0]}"}


def _ship(game, p, menu):
    best = max(menu, key=lambda a: (len(game.matching(a.args[0] - 1)), -a.args[1], -a.args[0]))
    return best, "mine77.npc.board", {"choice": f"boards cart {best.args[0]}"}


def _reply(game, p, menu):
    o = game.offer
    items = ("rosette",) + tuple(GROUPS["any"])
    gain = sum(n for i, n in o["give"].items() if i in items)
    give = sum(n for i, n in o["ask"].items() if i in items)
    other = any(i not in items for i in (*o["give"], *o["ask"]))
    res_in = sum(n for i, n in o["give"].items() if i in GROUPS["any"])
    res_out = sum(n for i, n in o["ask"].items() if i in GROUPS["any"])
    fits = game.room(p) + res_out >= res_in
    accept = [a for a in menu if a.kind == "offer_accept"]
    if accept and not other and gain > give and fits:
        return accept[0], "mine77.npc.deal", {"choice": "accepts", "gain": gain, "give": give}
    decline = [a for a in menu if a.kind == "offer_decline"][0]
    return decline, "mine77.npc.deal", {"choice": "declines", "gain": gain, "give": give}


def _penalty(game, p, menu):
    """A shared loss: the NPC pays 2 Rosettes for a loss of 2 VP or more (its choice is sealed with the others')."""
    n = game.penalty["n"]
    kinds = {a.kind: a for a in menu}
    if n >= 2 and "avoid_penalty" in kinds:
        return menu[1], "mine77.npc.penalty", {"n": n}
    return kinds["take_penalty"], "mine77.npc.penalty", {"n": n}


def _tie(game, p, menu):
    """Level on initiative and Rosettes: an NPC names itself (the first NPC on the menu when several are level)."""
    npc = next(a for a in menu if a.args[0] in game.npcs)
    return npc, "mine77.npc.tie", {"place": menu[0].args[2]}


def _elven_pick(game, p, menu):
    if game.npcs[p] == "rosana":
        return menu[0], "mine77.npc.rosana_elven", {}
    return menu[0], "mine77.npc.first_option", {}


def _hazard(game, p, menu):
    return menu[0], "mine77.npc.first_option", {}           # paying is listed first


def _yes(kind_value, rule):
    def pick(game, p, menu):
        for a in menu:
            if a.args and a.args[0] == kind_value:
                return a, rule, {}
        return menu[-1], rule, {}
    return pick


POLICY = {
    "select": lambda g, p, m: (m[0], "mine77.npc.select", {}),
    "npc_order": lambda g, p, m: (m[0], {"npc_do": "mine77.npc." + (m[0].args[0] if m[0].args else "top"),
                                         "npc_pass": "mine77.npc.pass"}[m[0].kind], {}),
    "embassy": _yes(True, "mine77.npc.embassy"),
    "harvest": lambda g, p, m: _resources_choice(g, p, m, lambda a: list(g.fields[a.args[0]])),
    "mine_card": lambda g, p, m: _resources_choice(g, p, m, lambda a: _mine_items(g, a)),
    "place": _place,
    "supplement": lambda g, p, m: (m[-1], "mine77.npc.no_supplement", {}),
    "board": _board,
    "ship_seat": _ship,
    "offer_reply": _reply,
    "avoid": _penalty,
    "tie": _tie,
    "avoid_night": _penalty,
    "overtime": _yes("rosette", "mine77.npc.overtime"),
    "overtime_together": _yes("rosette", "mine77.npc.overtime"),
    "elven_pick": _elven_pick,
    "hazard": _hazard,
    "commissariat": lambda g, p, m: (m[0], "mine77.npc.commissariat", {}),
    "barter": _yes(False, "mine77.npc.no_trade"),
}


def _mine_items(game, a):
    from .data import MINING_CARDS, RESOURCES
    card = MINING_CARDS[game.pile("mining.row")[a.args[0]]][a.args[1]]
    out = []
    for r, n in card.items():
        if r in RESOURCES:
            out += [r] * n
    return out


class _Npc:
    title = ""

    @classmethod
    def choose(cls, game, p, menu):
        fn = POLICY.get(game.stage)
        if fn is None:
            return menu[0], "mine77.npc.first_option", {}
        return fn(game, p, menu)


class Sergio(_Npc):
    """Simple Sergio (mine77.txt, Simple Sergio)."""

    title = "Simple Sergio"


class Rosana(_Npc):
    """Dutiful Rosana (mine77.txt, Dutiful Rosana)."""

    title = "Dutiful Rosana"

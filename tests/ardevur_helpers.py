"""Helpers for the ARDEVUR tests: reach a decision by the dullest choices, then arrange a position."""

from mining_games.ardevur import Ardevur
from mining_games.ardevur.data import GRID, HAND, REVEALED, TERRITORY_DECK
from mining_games.bots import seat_bots

DULL = ("skip", "pass", "begin", "dev_stop")


def new(n=3, seed=1, **options):
    return Ardevur(players=n, seed=seed, **options)


def advance(g, stage, player=None, limit=3000):
    """Take the dullest choice (skip, pass, begin, else the first) until ``player`` (or anyone) is
    asked in ``stage``."""
    for _ in range(limit):
        assert not g.over, "the game ended before the stage was reached"
        if g.stage == stage and (player is None or player in g.to_act):
            return g
        p = g.to_act[0]
        menu = g.legal_actions(p)
        g.apply(next((a for a in menu if a.kind in DULL), menu[0]))
    raise AssertionError(f"{stage} never reached")


def first_turn(n=3, seed=1, **options):
    """A game at the first player's first Strategy phase (nobody has a mine yet)."""
    g = new(n, seed, **options)
    return advance(g, "strategy")


def act(g, kind, *args, player=None):
    """Apply the menu entry of ``kind`` (and ``args`` when given) for the player asked now."""
    p = g.to_act[0] if player is None else player
    menu = g.legal_actions(p)
    for a in menu:
        if a.kind == kind and (not args or tuple(a.args[:len(args)]) == args):
            return g.apply(a)
    raise AssertionError(f"{kind} {args} not on {g.players[p]}'s menu: {[a.label for a in menu]}")


def rules(events):
    return [e.rule for e in events]


def fired(g, rule):
    return [e for e in g.log if e.rule == rule]


def give_mine(g, p, t, site=2):
    """Player p holds Territory t at stage ``site`` (freeing it from whoever held it)."""
    if g.owner[t] not in (-1, p):
        g.arrange("release", t)
    g.arrange("territory", p, t, site)


def at_extraction(mines, seed=1, stock=None, money=None):
    """The second player (q) is asked to extract; q runs ``mines``. Returns (game, q)."""
    g = first_turn(3, seed)
    q = (g.current + 1) % 3
    for t in mines:
        give_mine(g, q, t, 2)
    if stock:
        g.arrange("stock", q, -1, *stock)
    if money is not None:
        g.arrange("money", q, money)
    return advance(g, "extract", q), q


def collect_all(g, q):
    """Store the largest token that fits until ``q`` is no longer asked to collect."""
    while g.stage == "collect" and g.to_act == (q,):
        act(g, "token", max(g.legal_actions(q), key=lambda a: g.token_value(a.args[0])).args[0])


def at_develop(cards=(), money=None, seed=1, **options):
    """The first player's first Strategy phase, holding exactly ``cards`` (and ``money``)."""
    g = first_turn(3, seed, **options)
    p = g.to_act[0]
    g.arrange("dev", p, *cards)
    if money is not None:
        g.arrange("money", p, money)
    return g, p


def to_develop(g):
    """Skip the Strategy phase: the player is asked in the Development phase."""
    act(g, "skip")
    assert g.stage == "develop", g.stage
    return g


def play_out(g):
    """Take the dullest choices until the game is over."""
    while not g.over:
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in DULL), menu[0]))
    return g


CATEGORY = {"explore": "site", "exploit": "site", "road": "infra", "water": "infra", "warehouse": "asset",
            "office": "asset", "vessel": "asset", "large_warehouse": "upgrade", "large_office": "upgrade",
            "large_vessel": "upgrade", "factory": "upgrade"}


def build(g, what, where=None, via=None):
    """Build ``what`` (at ``where``, paid ``via``) through the Development menus, choosing the kind
    of development and the place as the menus ask."""
    p = g.to_act[0]
    for _ in range(3):
        menu = g.legal_actions(p)
        for a in menu:
            if a.kind == "build" and a.args[0] == what and (where is None or a.args[1] in (where, -2)) and (
                    via is None or a.args[2] == via):
                g.apply(a)
                if a.args[1] == -2:
                    break
                return
        else:
            cat = [a for a in menu if a.kind == "choose" and a.args[0] == CATEGORY[what]]
            assert cat, f"no way to build {what}: {[a.label for a in menu]}"
            g.apply(cat[0])
    raise AssertionError(f"could not build {what}")


# whole random games of each mode, for comparing a short cut with the rule's plain definition
SPEED_GAMES = [(2, 3, "standard"), (3, 4, "fair_play"), (4, 7, "clash"), (4, 6, "standard")]


def positions(players, seed, mode):
    """Every position of a random game, as (game, player to decide)."""
    g = Ardevur(players=players, seed=seed, mode=mode)
    bots = seat_bots(g, "random")
    while not g.over:
        p = g.to_act[0]
        yield g, p
        g.apply(bots[p].choose(g, p))


def grid(g):
    """The Target grid as nine lists, top card first (the kernel piles ``GRID``)."""
    return [list(g.pile(name)) for name in GRID]


def hand(g, p):
    """Player ``p``'s Action cards (the kernel pile ``HAND[p]``)."""
    return g.pile(HAND[p])


def revealed(g):
    """The Territory cards up for auction, face up (the kernel pile ``REVEALED``)."""
    return g.pile(REVEALED)


def territory_deck(g):
    """The face-down Territory deck, top first (the kernel pile ``TERRITORY_DECK``)."""
    return g.pile(TERRITORY_DECK)

"""Helpers for Titans scenario tests: reach a phase, arrange holdings (``game.arrange``), read numbers."""

from mining_games.titans import TitansGame

# First and second factory per seat: Ana on Oil 6 + Wood 2, Ben on Alloy 13 + Silicon 10,
# Cy on Oil 7 + Silicon 11, Dee on Alloy 16 + Alloy 15.
PICKS = {0: (6, 2), 1: (13, 10), 2: (7, 11), 3: (16, 15)}


def placed(players=3, seed=1, picks=PICKS, **options):
    """A game after the snake placement, at the first player's Mining & Planting phase."""
    g = TitansGame(players=players, seed=seed, **options)
    while g.stage in ("first_factory", "second_factory"):
        p = g.to_act[0]
        tile = picks[p][0 if g.stage == "first_factory" else 1]
        g.apply(g.action(p, "place", tile, _kind(g, tile)))
    return g


def _kind(g, n):
    return g.kind[n].capitalize()


def set_hand(g, p, **amounts):
    """Player p holds exactly these resources (an arrangement, recorded like a decision)."""
    g.arrange("hand", p, amounts)


def set_trees(g, n, k):
    g.arrange("trees", n, k)


def trees(g, n):
    return g.held(f"tile{n}", "trees")


def hand(g, p):
    return {r: k for r, k in g.hand(p).items() if k}


def act(g, kind, *args, p=None):
    """Apply an action of the player who must decide (or p) and return the events."""
    p = g.to_act[0] if p is None else p
    return g.apply(g.action(p, kind, *args))


def to_phase(g, phase):
    """End phases of the current turn until ``phase`` starts."""
    while g.phase != phase:
        act(g, "end_phase", g.phase)


def finish_turn(g):
    """End every remaining phase of the current player's turn (no buying)."""
    while g.stage != "buy":
        act(g, "end_phase", g.phase)
    return act(g, "end_turn")


def offer(g, to, give=None, ask=None):
    """The player on turn builds an offer to ``to`` unit by unit ({resource: n} each side) and sends it."""
    act(g, "offer", to, g.players[to])
    for side, bundle in (("offer_give", give or {}), ("offer_ask", ask or {})):
        for r, n in bundle.items():
            for _ in range(n):
                act(g, side, r)
    return act(g, "offer_send")


def rules_of(events):
    return [e.rule for e in events]

"""The conformance checks of ``Game.clone()`` (tests/test_conformance.py runs them on every game).

A clone taken at a few points of a random game and the original are played on with the same
decisions: each move on one leaves the other as it was; then, move after move, both give the same
events (numbers, rules, facts, texts, transfers and track moves), menus, prompts, snapshots,
standings and saves, and so does a clone of the clone taken on the way. The last point plays on to
the end, where a clone of the finished game, undo on a clone and a clone's save are checked too.
A clone made with ``log=True`` carries the whole log (the same texts) and keeps it as play goes on.
A clone shares no list, dict or set with its original (the caches the game's ``CLONE_CACHES`` names are
carried as it declares), and a game whose state holds anything clone() cannot copy the fast way (one
``marshal`` round trip of plain data) fails here loudly, even where clone() would copy it slowly.
"""

import marshal
import random

from conformance import random_points, replay

from mining_games.core import Action, Event, Game, IllegalAction, Options
from mining_games.core.cloning import UNKEPT
from mining_games.core.game import _CLONE_PLAIN, game_slots
from mining_games.core.saves import load_save

PLAY_ON = 120       # decisions played side by side after a clone (the last point plays to the end)
COMPARE_EVERY = 40  # snapshots compared this often on the way (events and menus at every decision)
KERNEL_SHARED = {"_rules"}   # the rule catalogue's own table: the class's, shared by all its games


def assert_clones_play_on_identically(cls, seed, decisions, registry):
    points = random_points(seed + 5, len(decisions), 3)
    for i, k in enumerate(points):
        game = replay(cls, seed, decisions[:k])
        last = i == len(points) - 1
        check_clone_from(game, decisions[k:] if last else decisions[k:k + PLAY_ON], registry, last)


def check_clone_from(game, rest, registry, to_the_end):
    assert_clones_the_fast_way(game)
    before = game.snapshot()
    twin = game.clone()
    assert_shares_nothing(game, twin)
    assert twin.snapshot() == before and twin.to_json() == game.to_json()
    assert twin.standings() == game.standings()
    logged = game.clone(log=True)
    assert_shares_nothing(game, logged)
    assert [e.to_dict() for e in logged.log] == [e.to_dict() for e in game.log]
    assert logged.log_for(-1) and [t for _, t in logged.log_for(-1)] == [t for _, t in game.log_for(-1)]
    if not rest:
        return
    first, *rest = rest
    # a move on one of them leaves the other as it was
    mine = game.apply(first)
    assert twin.snapshot() == before, "a move on the original changed its clone"
    after = game.snapshot()
    assert_same_events(twin.apply(first), mine)
    assert game.snapshot() == after, "a move on the clone changed its original"
    assert twin.snapshot() == after
    logged.apply(first)
    games = [game, twin, logged]
    for step, action in enumerate(rest):
        if step == len(rest) // 2:
            games.append(twin.clone())   # a clone of a clone
        assert_same_menus(games)
        events = [g.apply(action) for g in games]
        for other in events[1:]:
            assert_same_events(other, events[0])
        if step % COMPARE_EVERY == 0:
            assert all(g.snapshot() == game.snapshot() for g in games[1:])
    final = game.snapshot()
    for g in games[1:]:
        assert g.snapshot() == final and g.to_json() == game.to_json()
        assert g.standings() == game.standings() and g.winners() == game.winners()
    assert [e.to_dict() for e in logged.log] == [e.to_dict() for e in game.log]
    if to_the_end:
        check_end(game, twin, registry)


def check_end(game, twin, registry):
    """A finished game's clone, its outcome (the same, or refused without the log: never short), undo on
    a clone, and a clone's save."""
    if game.is_over:
        try:
            assert twin.outcome() == game.outcome()
        except LookupError:   # counted over the whole log, which a clone without it does not keep
            pass
        assert game.clone(log=True).outcome() == game.outcome()
        done = game.clone()
        assert done.is_over and done.snapshot() == game.snapshot() and done.winners() == game.winners()
        assert done.standings() == game.standings() and done.ended_by == game.ended_by
        try:
            done.apply(Action(0, "pass"))
        except IllegalAction:
            pass
        else:
            raise AssertionError("a clone of a finished game accepted a move")
    assert load_save(twin.to_json(), registry).snapshot() == twin.snapshot()
    if game.decisions:
        twin.undo()   # replayed from the seed: the whole log comes back
        game.undo()
        assert twin.snapshot() == game.snapshot()
        assert [e.to_dict() for e in twin.log] == [e.to_dict() for e in game.log]


def assert_same_events(events, expected):
    assert [e.to_dict() for e in events] == [e.to_dict() for e in expected], "a clone played on differently"
    assert [e.text_for(-1) for e in events] == [e.text_for(-1) for e in expected]


def assert_same_menus(games):
    game = games[0]
    for g in games[1:]:
        assert g.to_act == game.to_act and g.stage == game.stage
        for p in game.to_act:
            assert g.legal_actions(p) == game.legal_actions(p), "a clone's menu differs from its original's"
            assert g.prompt(p) == game.prompt(p)


# ---------------------------------------------------------------------------------------- the fast way and sharing


def assert_clones_the_fast_way(game):
    """Everything clone() copies as plain data (the game's attributes but its declared caches, and the
    kernel's plain state) is ``marshal``'s plain data, copied in one round trip. clone() also copies
    actions and options (sharing them, object by object, many times slower) and refuses anything else;
    the suite asks every game to stay on the fast way."""
    cls = type(game)
    names = [*_CLONE_PLAIN, *(n for n, _ in game_slots(cls)), *getattr(game, "__dict__", {})]
    slow = [n for n in names if n not in cls.CLONE_CACHES and hasattr(game, n) and not _marshals(getattr(game, n))]
    assert not slow, (f"{cls.__name__} keeps {slow} in a form clone() cannot copy the fast way (marshal's plain data: "
                      "dict, list, tuple, set, str, numbers, None): keep plain data in state (an action as "
                      "action.to_list()), and declare how a cache is cloned in CLONE_CACHES")


def _marshals(value):
    try:
        marshal.dumps(value)
    except ValueError:
        return False
    return True



def reachable_mutables(game):
    """{id: object} of every list, dict, set, event and generator reachable from the game's attributes
    (the kernel's and its own), leaving out the caches the game's ``CLONE_CACHES`` names and the rule catalogue."""
    found = {}
    for value in attributes(game).values():
        _walk(value, found)
    return found


def attributes(game):
    cls = type(game)
    out = {n: getattr(game, n) for n in Game.__slots__ if n not in KERNEL_SHARED and hasattr(game, n)}
    for name, slot in game_slots(cls):
        if hasattr(game, name):
            out[name] = slot.__get__(game)
    out.update(getattr(game, "__dict__", {}))
    return {n: v for n, v in out.items() if n not in cls.CLONE_CACHES}


def _walk(value, found):
    t = type(value)
    if t in (int, str, bool, float, type(None)) or isinstance(value, (Action, Options)) or value is UNKEPT:
        return
    if id(value) in found:
        return
    if isinstance(value, (tuple, frozenset)):   # Transfer and TrackMove records too
        for v in value:
            _walk(v, found)
        return
    found[id(value)] = value
    if t is dict:
        for k, v in value.items():
            _walk(k, found)
            _walk(v, found)
    elif t in (list, set):
        for v in value:
            _walk(v, found)
    elif t is Event:
        _walk(value.facts, found)
        _walk(value.changes, found)
    elif not isinstance(value, random.Random):
        raise AssertionError(f"unexpected {t.__name__} in a game's state: {value!r:.80}")


def assert_shares_nothing(game, clone):
    mine = reachable_mutables(game)
    theirs = reachable_mutables(clone)
    common = [mine[i] for i in mine.keys() & theirs.keys()]
    assert not common, f"the clone shares {len(common)} mutable objects with its original, e.g. {common[0]!r:.120}"

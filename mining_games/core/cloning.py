"""``Game.clone()``: an independent copy of a game at the same decision, made fast enough for a bot
that searches (it tries moves on thousands of copies per decision).

How each part of a game is carried into its clone:

- immutable kernel state (players, options, round, phase, who is asked...) is shared;
- the ledger (``bal``: account -> {item: count}) account by account, the decisions, the score
  history and the menus already read as shallow copies (actions and score rows are immutable);
- the seeded generator in the state it has reached, so chance plays on identically;
- everything else (the game's own state, in its instance or in slots, and the kernel's other state:
  tracks, agenda, sealed choices, decks) is plain data, deep-copied together in one ``marshal``
  round trip: C speed, and an object reached twice (an alias) is one object in the copy too.
  ``marshal`` takes only plain data (dict, list, tuple, set, frozenset, str, int, float, bool,
  None); when the state holds anything else, ``copy_plain`` copies it instead, which shares the
  immutable ``Action`` and ``Options`` objects and refuses everything else with a ``TypeError``
  naming the attribute, so a game that keeps something else fails loudly (the conformance suite
  clones every game at several points);
- a game's caches (attributes with a leading underscore) are plain data copied the same way, unless
  the game's ``CLONE_CACHES`` says otherwise: {attribute: function from the original's value to the
  clone's}, such as ``share`` (a table whose entries never change once built) or ``reset(None)``
  (worked out again when next read);
- no subscribers, and no explanation log unless ``clone(log=True)``: in the log of a clone made
  without one, every event fired before the clone is ``UNKEPT``, a stand-in (one object) that keeps the
  log's length, so event numbers, snapshots and saves are the original's and the clone's own events
  are read as usual (``apply`` returns them, ``log[n:]``); reading anything of an earlier event raises
  a ``LookupError`` that says so. The log stays a plain list: play on a clone is as fast as on the
  original.

The decisions are kept, so ``undo``, ``to_json`` and ``load`` work on a clone as on the original
(undo replays from the seed, which also brings the whole log back).
"""

import _random
import keyword
import marshal
import random
import sys
from collections import deque
from itertools import repeat

from .actions import Action
from .events import Event
from .flow import _TABLES
from .options import Options

_SCALARS = frozenset({int, str, bool, float, type(None)})
_new_event = object.__new__


def share(value):
    """For ``CLONE_CACHES``: the clone uses the original's object itself (a table whose entries,
    once built, never change, or an immutable value)."""
    return value


def reset(value):
    """For ``CLONE_CACHES``: the clone starts this cache afresh at ``value`` (an immutable value such
    as None or -1), and works it out again when it is next read."""
    return lambda _old: value


# ---------------------------------------------------------------------------------------- the log


class Unkept:
    """What a clone made without its log (``clone()``) holds in its log for each event fired before the
    clone: the log keeps its length, so events fired in the clone have the numbers they would have in
    the original and ``log[n:]`` reads them; reading anything of an earlier event raises a
    ``LookupError`` that says so."""

    __slots__ = ()

    def __getattr__(self, name):
        if name.startswith("__"):   # copy, pickle and repr look for these: not there, as on any object
            raise AttributeError(name)
        raise LookupError(f"this event (its {name}) was fired before the game was cloned, and the clone keeps no "
                          "explanation log of what came before: clone with log=True to keep it")

    def __repr__(self):
        return "<an event fired before the clone>"


UNKEPT = Unkept()   # one for every event a clone does not keep


def copy_event(ev, facts):
    """A copy of an event with ``facts`` (a copy of its facts); its records of changes are
    immutable tuples, shared."""
    e = _new_event(Event)
    e.seq = ev.seq
    e.round = ev.round
    e.phase = ev.phase
    e.player = ev.player
    e.rule = ev.rule
    e._rule = ev._rule
    e.facts = facts
    e.changes = list(ev.changes)
    e.secret = ev.secret
    e.private = ev.private
    e._names = ev._names
    e._text = ev._text
    return e


def copy_log(log):
    """Every event of ``log`` copied (for ``clone(log=True)``)."""
    if log and log[0] is UNKEPT:
        raise ValueError("this game is a clone that keeps no explanation log: clone(log=True) needs the whole log, "
                         "so clone the original (or undo here, which replays the log from the seed)")
    facts = copy_all([e.facts for e in log], [f"event {e.seq}'s facts" for e in log])
    return list(map(copy_event, log, facts))


# ---------------------------------------------------------------------------------------- plain data


def copy_plain(value, where, memo=None):
    """A deep copy of plain data (dict, list, tuple, set, frozenset, str, int, float, bool, None) that
    shares the immutable ``Action`` and ``Options`` objects and keeps aliases (an object reached twice
    is copied once). Anything else raises a ``TypeError`` naming ``where`` it was found."""
    if memo is None:
        memo = {}
    t = type(value)
    if t in _SCALARS or isinstance(value, (Action, Options)):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    if t is list:
        out = memo[id(value)] = []
        out.extend(copy_plain(v, where, memo) for v in value)
    elif t is dict:
        out = memo[id(value)] = {}
        for k, v in value.items():
            out[copy_plain(k, where, memo)] = copy_plain(v, where, memo)
    elif t is set:
        out = memo[id(value)] = set()
        out.update(copy_plain(v, where, memo) for v in value)
    elif t is tuple or t is frozenset:
        out = memo[id(value)] = t(copy_plain(v, where, memo) for v in value)
    else:
        raise TypeError(f"{where} holds a {t.__name__} ({value!r:.60}): clone() copies plain data only (dict, list, "
                        "tuple, set, str, numbers, None, actions and options). Keep game state plain; a cache that "
                        "holds something else says how to clone it in the game's CLONE_CACHES")
    return out   # the originals outlive the copy (the caller holds them), so their ids stay theirs


def copy_all(values, names):
    """Deep copies of ``values`` (plain data), made together so that aliases stay aliases: one
    ``marshal`` round trip, or ``copy_plain`` when something in them is not marshal's plain data
    (``names[i]`` says where ``values[i]`` comes from, for the error)."""
    try:
        return marshal.loads(marshal.dumps(values))
    except ValueError:   # an action, options, or something clone() cannot copy: copy_plain finds out which
        memo = {}
        return [copy_plain(v, name, memo) for v, name in zip(values, names)]


# ---------------------------------------------------------------------------------------- the game's own attributes


def set_all(obj, values, names):
    """Set the attributes ``names`` of ``obj`` to ``values`` (in one pass in C)."""
    deque(map(setattr, repeat(obj, len(names)), names, values), 0)


def accessors(names):
    """A reader of the attributes ``names`` of an object (a tuple of their values) and a writer of them
    (from such a tuple), compiled once: ``g.a`` in code is read faster than ``getattr(g, "a")``, most of
    all from slots."""
    read, write = _compile(names, (), names)
    return read, (lambda g, values: write(g, values, ()))


def _compile(copied, cached, order):
    """Code compiled once for ``copy_state``: ``read(g)``, the attributes ``copied`` of ``g`` as a
    tuple, and ``write(g, values, caches)``, which sets every attribute of ``order`` one by one, in that
    order, from ``values`` (those of ``copied``) or ``caches`` (those of ``cached``). The names are
    checked to be attribute names, so the code is exactly these reads and writes."""
    bad = [n for n in order if not n.isidentifier() or keyword.iskeyword(n)]
    if bad:
        raise ValueError(f"not attribute names: {bad}")
    source = {n: f"values[{i}]" for i, n in enumerate(copied)} | {n: f"caches[{i}]" for i, n in enumerate(cached)}
    sets = "".join(f"    g.{n} = {source[n]}\n" for n in order) or "    pass\n"
    scope = {}
    exec(f"def read(g):\n    return ({''.join(f'g.{n}, ' for n in copied)})\n"
         f"def write(g, values, caches):\n{sets}", scope)
    return scope["read"], scope["write"]


_PLANS = {}   # (game class, its instance's attribute names) -> how copy_state copies them (``_plan``)
_TABLES.append(_PLANS)   # forgotten with the flow's tables whenever a game class changes (``flow.Dispatching``)


def _plan(key, slots):
    """For a game class and the names in its instance dictionary (``key``): the attributes copied as
    plain data (slots first), a reader of them, the declared caches with how each is carried and a
    reader of them, and a writer of everything in the original's order."""
    cls, own = key[0], key[1:]
    how = cls.CLONE_CACHES
    for name, carry in how.items():
        if not name.startswith("_") or not callable(carry):
            raise TypeError(f"{cls.__name__}.CLONE_CACHES must map caches (attributes with a leading underscore) to "
                            f"functions such as share or reset(None), not {name!r}: {carry!r}; game state is always "
                            "copied")
    every = (*(name for name, _ in slots), *own)
    copied = tuple(n for n in every if n not in how)
    cached = tuple(n for n in every if n in how)
    read, write = _compile(copied, cached, every)
    read_cached, _ = _compile(cached, (), ())
    plan = _PLANS[key] = (copied, read, tuple(how[n] for n in cached), read_cached, write)
    return plan


def copy_state(game, new, slots, kernel_names, kernel, extra):
    """Copy the game's own attributes (its ``slots``, then its instance dictionary) into ``new``, and
    return copies of ``kernel`` (the values of the kernel's attributes ``kernel_names``) and of
    ``extra``: all plain data, copied together so that aliases between them stay aliases. Caches named
    in the class's ``CLONE_CACHES`` are carried as declared. Attributes are set in the original's order,
    so the clone shares its class's table of names as the original does (``new.__dict__.update`` would
    give it a dictionary of its own, slower to read)."""
    own = getattr(game, "__dict__", None)
    key = (type(game), *own) if own else (type(game),)
    copied, read, carry, read_cached, write = _PLANS.get(key) or _plan(key, slots)
    try:
        values, cached = read(game), read_cached(game)
    except AttributeError:   # a slot never set: left unset in the clone too, by the slow way
        return _copy_state_by_name(game, new, slots, kernel_names, kernel, extra)
    copies = _copy_parts(type(game), (kernel, values, extra), (kernel_names, copied))
    write(new, copies[1], [c(v) for c, v in zip(carry, cached)])
    return copies[0], copies[2]


def _copy_state_by_name(game, new, slots, kernel_names, kernel, extra):
    """``copy_state`` for a game with a slot never set: attribute by attribute, by name."""
    how = type(game).CLONE_CACHES
    every = [n for n, _ in slots if hasattr(game, n)] + list(getattr(game, "__dict__", None) or ())
    copied = [n for n in every if n not in how]
    copies = _copy_parts(type(game), (kernel, [getattr(game, n) for n in copied], extra), (kernel_names, copied))
    done = dict(zip(copied, copies[1]))
    set_all(new, [done[n] if n in done else how[n](getattr(game, n)) for n in every], every)
    return copies[0], copies[2]


def _copy_parts(cls, parts, names):
    """Copies of ``parts`` (the kernel's values, the game's, the facts of the event last fired): one
    ``marshal`` round trip, or ``copy_plain`` when they hold something else (``names`` names the values
    of the first two parts, for its error)."""
    try:
        return marshal.loads(marshal.dumps(parts))
    except ValueError:   # not marshal's plain data: copy_plain takes actions and options, and names anything else
        memo, where = {}, f"{cls.__name__}."
        return [*([copy_plain(v, where + n, memo) for v, n in zip(part, part_names)]
                  for part, part_names in zip(parts, names)),
                copy_plain(parts[2], "the facts of the event last fired", memo)]


# ---------------------------------------------------------------------------------------- chance


def _state_copier():
    """A function that copies a ``random.Random``'s state into another by copying the C generator's
    memory (a small fraction of the work of ``getstate``/``setstate``, which build and read 625
    numbers), or None where that is not safe: only on CPython, where an object's id is its address,
    and only if a trial copy then draws the same numbers as its original."""
    if sys.implementation.name != "cpython":
        return None
    try:
        import ctypes
    except ImportError:
        return None
    head = object.__basicsize__
    size = _random.Random.__basicsize__ - head   # the generator's position and its 624 words of state
    if size <= 0 or random.Random.__basicsize__ < _random.Random.__basicsize__:
        return None

    def copy_into(twin, rng):
        ctypes.memmove(id(twin) + head, id(rng) + head, size)

    a, b = random.Random(1), random.Random(2)
    a.random()
    copy_into(b, a)
    b.gauss_next = a.gauss_next
    if a.getstate() != b.getstate() or [a.random() for _ in range(700)] != [b.random() for _ in range(700)]:
        return None
    return copy_into


_COPY_INTO = _state_copier()


def copy_rng(rng):
    """A generator of the same kind in the same state: it draws the same numbers next."""
    cls = type(rng)
    twin = cls.__new__(cls)
    if cls is random.Random and _COPY_INTO is not None:
        _COPY_INTO(twin, rng)
        twin.gauss_next = rng.gauss_next
    else:
        twin.setstate(rng.getstate())
    return twin

"""The conformance checks every registered game must pass with random players.

``play_checked(cls, seed)`` plays a game to its end with random seats, checking at every step:
the game ends within its bound; every event names a catalogued rule with a title, summary,
citation, valid source and non-empty text; transfers to or from unbounded accounts come only
from rules declared as sources or sinks; no holder goes below zero unless the rule allows it;
the ledger rebuilt from the log equals the game's ledger; the game's own invariants hold; and a
sealed choice changes nothing that the other players can see. ``assert_pile_order_hidden`` deals every
pile a seat cannot see again and checks that nothing the seat is shown changes.
"""

import copy
import functools
import json
import random
from types import SimpleNamespace

from all_texts import keep_sample

from mining_games.bots import seat_bots
from mining_games.core import Action, IllegalAction, Transfer
from mining_games.core.rules import SOURCES
from mining_games.core.words import wording_problems

SEEDS = range(20)
SAMPLES = {}     # (game class, seed) -> rule id -> a few events of that rule (all_texts.keep_sample)
VIEW_NOISE = ("to_act", "decisions", "events", "sealed")   # who has sealed is public; what, the kernel hides


class OnlyView:
    """A game as a bot may see it: its view and its menu, nothing else."""

    def __init__(self, game):
        self._game = game

    def view(self, p):
        return self._game.view(p)

    def legal_actions(self, p):
        return self._game.legal_actions(p)

    def seat(self, p):
        return self._game.seat(p)


def play_with_view_only(game, bots, limit):
    """Play to the end where every bot reaches the game only through ``OnlyView``."""
    seen = OnlyView(game)
    for _ in range(limit):
        if game.over:
            return game
        p = game.to_act[0]
        choice = bots[p].choose(seen, p)
        assert choice in game.legal_actions(p), f"bot chose {choice!r}, not on the menu"
        game.apply(choice)
    raise AssertionError(f"{game!r} did not end within {limit} decisions")


def player_count(cls, seed):
    return cls.min_players + seed % (cls.max_players - cls.min_players + 1)


def npcs_for(cls, seed):
    """Every other seed seats one rule-driven seat (in turn) when the game has any."""
    names = sorted(cls.NPCS)
    return [names[(seed // 2) % len(names)]] if names and seed % 2 else []


def variants(cls):
    """The game's option variants, from its options' metadata: each choice of an option other
    than the rulebook's, each true/false option the other way round (one option changed at a time)."""
    out = []
    for o in cls.Options.describe():
        if o["choices"]:
            others = [c for c in o["choices"] if c != o["default"]]
        elif o["type"] == "bool":
            others = [not o["default"]]
        else:
            continue
        out += [{o["name"]: v} for v in others]
    return out


def variant_seeds(cls):
    """Seeds after ``SEEDS``, one per option variant: ``new`` plays seed 20 in the first variant..."""
    return range(len(SEEDS), len(SEEDS) + len(variants(cls)))


def new(cls, seed):
    npcs = npcs_for(cls, seed)
    humans = max(player_count(cls, seed) - len(npcs), cls.min_humans)
    options = variants(cls)[seed - len(SEEDS)] if seed >= len(SEEDS) else {}
    return cls(players=humans, seed=seed, npcs=npcs, **options)


def check_event(game, ev, seq):
    assert ev.seq == seq, f"event numbers must run on: {ev.seq} != {seq}"
    assert ev.rule in game.RULES, f"event names an uncatalogued rule {ev.rule}"
    r = game.RULES[ev.rule]
    assert r.title and r.summary and r.cite and r.source in SOURCES, f"rule {r.id} is incomplete"
    assert isinstance(ev.text, str) and ev.text.strip(), f"event {seq} ({r.id}) has no text"
    for text in {ev.text, ev.text_for(-1)}:
        problems = wording_problems(text)
        assert not problems, f"event {seq} ({r.id}) reads badly ({'; '.join(problems)}): {text!r}"
    for c in ev.changes:
        if type(c) is Transfer:
            if c.src in game.UNBOUNDED or c.dst in game.UNBOUNDED:
                assert r.mints, f"{r.id} moves {c.item} {c.src}->{c.dst} but is not a declared source/sink"
            assert isinstance(c.amount, int) and not isinstance(c.amount, bool), f"{r.id}: amount {c.amount!r}"


class Ledger:
    """The ledger rebuilt from the event log alone."""

    def __init__(self):
        self.bal = {}

    def add(self, game, ev):
        r = game.RULES[ev.rule]
        for c in ev.changes:
            if type(c) is not Transfer:
                continue
            s = self.bal.setdefault(c.src, {})
            d = self.bal.setdefault(c.dst, {})
            s[c.item] = s.get(c.item, 0) - c.amount
            d[c.item] = d.get(c.item, 0) + c.amount
            if s[c.item] < 0 and c.src not in game.UNBOUNDED:
                assert r.negative_ok, f"{r.id} leaves {c.src} with {s[c.item]} {c.item}"

    def matches(self, game):
        mine = {a: {i: v for i, v in items.items()} for a, items in self.bal.items()}
        assert mine == game.bal, "the ledger rebuilt from the log differs from the game's ledger"


def stripped(view):
    return {k: v for k, v in view.items() if k not in VIEW_NOISE}


@functools.cache
def play_checked(cls, seed):
    """Play one random-seat game with every per-step check. Returns (decisions, fired rule ids)."""
    game = new(cls, seed)
    bots = seat_bots(game, "random")
    ledger = Ledger()
    samples = SAMPLES[cls, seed] = {}
    for i, ev in enumerate(game.log):
        check_event(game, ev, i)
        ledger.add(game, ev)
        keep_sample(samples, ev)
    ledger.matches(game)
    game.check_invariants()
    fired = {e.rule for e in game.log}
    steps = 0
    while not game.over:
        assert game.to_act, f"{game!r} asks nobody to decide but is not over"
        p = game.to_act[0]
        others_before = None
        if len(game.to_act) > 1:
            others_before = {q: stripped(game.view(q)) for q in range(len(game.players)) if q != p}
        menu = game.legal_actions(p)
        assert menu, f"{game!r}: player {p} must decide but has no legal action"
        game.invalidate_menus()   # a menu kept from when p was asked (``ask(menu=...)``) is one built afresh
        assert game.legal_actions(p) == menu, f"{game!r}: {game.players[p]}'s kept menu differs from a fresh one"
        for a in menu:
            assert isinstance(a, Action) and a.player == p and a.label
            problems = wording_problems(a.label)
            assert not problems, f"menu label reads badly ({'; '.join(problems)}): {a.label!r}"
        problems = wording_problems(game.prompt(p))
        assert not problems, f"prompt reads badly ({'; '.join(problems)}): {game.prompt(p)!r}"
        start = len(game.log)
        new_events = game.apply(bots[p].choose(game, p))
        assert new_events == game.log[start:]
        for i, ev in enumerate(new_events, start):
            check_event(game, ev, i)
            ledger.add(game, ev)
            keep_sample(samples, ev)
            fired.add(ev.rule)
        ledger.matches(game)
        game.check_invariants()
        if others_before and new_events and all(e.secret for e in new_events):
            for q, view in others_before.items():
                assert stripped(game.view(q)) == view, f"player {q} can see {p}'s sealed choice"
        steps += 1
        assert steps <= cls.max_decisions, f"{game!r} did not end within {cls.max_decisions} decisions"
    # a game may end with nobody winning only if it says its rulebook allows it (Mine 77: all fall to -10 together)
    assert game.standings()[0]["winner"] or (getattr(cls, "nobody_may_win", False) and not game.winners())
    return tuple(game.decisions), frozenset(fired)


def rule_samples(cls):
    """A few events of each rule the random games of ``cls`` fire (its seeds and its option variants)."""
    out = {}
    for seed in [*SEEDS, *variant_seeds(cls)]:
        play_checked(cls, seed)
        for events in SAMPLES[cls, seed].values():
            for ev in events:
                keep_sample(out, ev)
    return out


def replay(cls, seed, decisions):
    game = new(cls, seed)
    for a in decisions:
        game.apply(a)
    return game


def random_points(seed, n, k=2):
    rng = random.Random(seed)
    return sorted(rng.sample(range(n), min(k, n)))


def assert_illegal_rejected(game, stale):
    """A wrong player's action, a stale one and garbage are refused and change nothing."""
    snap = game.snapshot()
    tries = ["garbage", None, 42, Action(len(game.players) + 3, "x"), Action(game.to_act[0], "no_such_kind_xyz")]
    waiting = set(game.to_act)
    for q in range(len(game.players)):
        if q not in waiting:
            tries.append(game.Action(q, game.legal_actions(game.to_act[0])[0].kind,
                                     game.legal_actions(game.to_act[0])[0].args))
            break
    if stale is not None and stale not in game.legal_actions(stale.player):
        tries.append(stale)
    for bad in tries:
        try:
            game.apply(bad)
        except IllegalAction as e:
            assert str(e), "an IllegalAction needs a message"
            if e.rule is not None:
                r = game.RULES[e.rule]
                assert f"(rule: {r.title}, {r.cite})" in str(e), f"the refusal names {e.rule} but cites another: {e}"
        else:
            raise AssertionError(f"{bad!r} was accepted")
        assert game.snapshot() == snap, f"rejecting {bad!r} changed the game"


def seat_page(game, p):
    """The page the classroom sends seat ``p`` (``Table._payload``, what ``Room.state_for`` sends a student's
    browser, as tests/test_classroom_privacy.py reads it), as JSON text, for a table with bots in every seat."""
    from mining_games.classroom.tables import Table

    table = SimpleNamespace(game=game, number=1, stamp=0, version=len(game.decisions), stand_ins=[],
                            student=[None] * len(game.players),
                            room=SimpleNamespace(title=game.title, paused=False, student_name=str))
    table.seat_label = lambda q: Table.seat_label(table, q)
    return json.dumps(Table._payload(table, p, game.players[p]))


def assert_pile_order_hidden(game, seed):
    """For an onlooker and every seat: a copy of ``game`` whose piles hidden from that seat are dealt
    again at random (the kernel's ``redeal_hidden``: sizes, face-up tops, public counts by kind, backs,
    cards seen go in and, unless a pool mixes, ledger items kept; then the game's ``redeal_unseen``, which
    keeps the others' sealed choices consistent with hands dealt again) gives the seat the same view and,
    for a player's seat, the same classroom page, byte for byte, and keeps the game's invariants. Returns
    whether any pile was dealt differently."""
    changed = False
    for k, p in enumerate([-1, *range(len(game.players))]):
        world = copy.deepcopy(game)
        page = p >= 0 and p not in game.npcs
        before = json.dumps(game.view(p)), seat_page(game, p) if page else None
        rng = random.Random(seed * 100 + k)
        world.redeal_hidden(p, rng)
        world.redeal_unseen(p, rng)
        world.check_invariants()
        view, shown = json.dumps(world.view(p)), seat_page(world, p) if page else None
        assert view == before[0], f"seat {p}'s view depends on the order of a pile hidden from it"
        assert shown == before[1], f"seat {p}'s page depends on the order of a pile hidden from it"
        changed |= world.decks != game.decks
    return changed

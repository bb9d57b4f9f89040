"""The conformance checks of ``Game.determinize(seat, rng)`` (tests/test_conformance.py runs them on every game).

At the start and at random points of a random game, for an onlooker and every seat, a few determinized
copies (each with its own rng) are made:

- the seat's view of each copy is byte for byte the seat's view of the game (nothing it saw changed);
- a copy depends only on the seat's view and the rng: a copy of another copy, dealt with the same rng,
  has the same snapshot (so nothing the seat was not shown, not even the order hidden cards lay in,
  reaches a search bot through its copy);
- the game itself is left as it was (its snapshot);
- each copy keeps the game's invariants, and one of them plays on to the end with random moves;
- somewhere in the game, what the seat cannot see does change across copies whenever a hidden pile holds
  different cards (or another player's sealed choice stands): the copies are not the game itself;
- a game in which another player's sealed choice stands while the seat decides re-deals it (its
  ``redeal_unseen``), so a search bot cannot read it through the copy.
"""

import json
import random

from conformance import random_points, replay

from mining_games.core import Game

COPIES = 3   # determinized copies per seat and point


def assert_determinize_hides_what_a_seat_cannot_see(cls, seed, decisions):
    """Returns (hidden, varied): whether anything was hidden from a seat at the points checked, and whether
    the copies differed from the game there."""
    hidden = varied = False
    points = [0, *random_points(seed + 7, len(decisions), 2)]
    for j, k in enumerate(points):
        game = replay(cls, seed, decisions[:k])
        before = json.dumps(game.snapshot(), sort_keys=True)
        for p in [-1, *range(len(game.players))]:
            seen = json.dumps(game.view(p), sort_keys=True)
            piles = [n for n in game.hidden_piles(p) if len({repr(c) for c in game.pile(n)}) > 1]
            others_sealed = [q for q in game.sealed if q != p]
            if others_sealed:
                assert type(game).redeal_unseen is not Game.redeal_unseen, (
                    f"{cls.title}: seat {p} cannot see the sealed choices of {others_sealed}, but the game has no "
                    "redeal_unseen(seat, rng) to deal them again in a determinized copy")
            hidden |= bool(piles or others_sealed)
            for c in range(COPIES):
                world = game.determinize(p, random.Random(seed * 1000 + j * 100 + (p + 1) * 10 + c))
                world.check_invariants()
                assert json.dumps(world.view(p), sort_keys=True) == seen, (
                    f"{cls.title}: a determinized copy changed what seat {p} sees")
                varied |= json.dumps(world.snapshot(), sort_keys=True) != before
                if c == 0 and p == len(game.players) - 1 and j == len(points) - 1:
                    play_on(world, seed)
            assert_copy_depends_only_on_the_view(game, p, seed * 1000 + j * 100 + (p + 1) * 10)
        assert json.dumps(game.snapshot(), sort_keys=True) == before, f"{cls.title}: determinize changed the game"
    return hidden, varied


def assert_copy_depends_only_on_the_view(game, p, s):
    """A copy is a function of the seat's view and the rng alone: a copy of a copy (which differs from the
    game only in what ``p`` was not shown) dealt with the same rng is the same copy, byte for byte."""
    want = json.dumps(game.determinize(p, random.Random(s)).snapshot(), sort_keys=True)
    for t in (s + 1, s + 2):
        other = game.determinize(p, random.Random(t))
        got = json.dumps(other.determinize(p, random.Random(s)).snapshot(), sort_keys=True)
        assert got == want, (f"{type(game).title}: seat {p}'s determinized copy depends on what the seat was not shown "
                             f"(a copy of a copy dealt with the same rng differs)")


def play_on(world, seed):
    """Random moves to the end (or a long way), the invariants kept."""
    rng = random.Random(seed)
    for _ in range(3000):
        if world.is_over:
            return
        p = world.to_act[0]
        world.apply(rng.choice(world.legal_actions(p)))
        world.check_invariants()

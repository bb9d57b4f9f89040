"""Mistakes a new game can make that the kernel turns into clear errors (docs/writing_a_game.md,
"Names that belong to the kernel" and "The round, the turn and next_step"): a ``next_step`` that carries
nothing on, a game's own ``_do_pass`` (or another handler the kernel keeps for itself), an ``Options``
class that is not a frozen dataclass. And the hook that replaces ``_do_pass``: ``_pass_<stage>``."""

from dataclasses import dataclass

import pytest
from toygame import ToyGame, ToyOptions

from mining_games.bots import seat_bots
from mining_games.core import Game, Options, RuleError, option


class Stalled(ToyGame):
    """Toy Mine whose ``next_step`` forgets to schedule the next round."""

    def next_step(self):
        pass


@pytest.mark.timeout(10)   # without the kernel's check, the flow calls next_step() for ever
def test_a_next_step_that_carries_nothing_on_is_an_error_naming_the_game_and_the_hook():
    g = Stalled(players=3, seed=2)
    bots = seat_bots(g, "random")
    while g.round == 1:
        p = g.to_act[0]
        action = bots[p].choose(g, p)
        if g.stage == "bid" and len(g.to_act) == 1:   # the last bid: the reveal, then next_step()
            before, taken = g.snapshot(), len(g.decisions)
            with pytest.raises(RuleError) as err:
                g.apply(action)
            assert str(err.value).startswith("Toy Mine (Stalled.next_step): next_step() returned without asking "
                                             "anybody, scheduling a step or ending the game (round 2, phase 'Auction')")
            assert "self.ask(...), self.then(...)/self.first(...) or self.end_game(...)" in str(err.value)
            assert g.snapshot() == before and len(g.decisions) == taken   # refused: the game is as it was
            return
        g.apply(action)
    raise AssertionError("round 1 ended without its last bid")


@pytest.mark.timeout(10)
def test_a_game_without_next_step_is_told_to_write_one():
    g = type("NoNextStep", (ToyGame,), {"next_step": Game.next_step})(players=2, seed=2)
    bots = seat_bots(g, "random")
    with pytest.raises(RuleError) as err:
        while g.round == 1:
            p = g.to_act[0]
            g.apply(bots[p].choose(g, p))
    assert str(err.value) == ("Toy Mine (NoNextStep): nobody is asked and nothing is scheduled, and the game has no "
                              "next_step() to carry it on; define next_step() to ask a player, schedule a step or "
                              "end the game")
    assert g.round == 1 and g.stage == "bid"


def test_the_same_game_with_its_next_step_plays_on_into_round_2():
    g = ToyGame(players=3, seed=2)
    bots = seat_bots(g, "random")
    while g.round == 1:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    assert g.round == 2 and g.stage == "move" and g.to_act == (g.start,)


def test_a_game_defining_do_pass_is_refused_when_its_class_is_defined():
    with pytest.raises(TypeError) as err:
        class OwnPass(ToyGame):
            def _do_pass(self, a):
                pass
    assert str(err.value) == (
        "OwnPass: test_a_game_defining_do_pass_is_refused_when_its_class_is_defined.<locals>.OwnPass defines "
        "_do_pass, which the kernel defines for itself and dispatches to: the action kind 'pass' is the kernel's "
        "Pass (every off-turn window offers it): write _pass_<stage>(action) for what passing does in one of your "
        "stages, or give your own kind another name (say 'decline', carried out by _do_decline)")


class WindowSteps:
    """A game's mixin that names a step as the kernel's off-turn windows are named."""

    def _step_window(self, stage, players):
        pass


class Arranging:
    def _arrange_track(self, track, value):
        pass


@pytest.mark.parametrize("mixin, name, advice", [
    (WindowSteps, "_step_window", "the step 'window' runs the kernel's off-turn windows (open_window): give your "
                                  "step another name"),
    (Arranging, "_arrange_track", "'track' is the kernel's arrangement (a gauge set by hand): give yours another "
                                  "name"),
])
def test_a_mixin_redefining_a_kernel_step_or_arrangement_is_refused(mixin, name, advice):
    with pytest.raises(TypeError) as err:
        type("Mixed", (mixin, ToyGame), {})
    assert str(err.value) == (f"Mixed: {mixin.__qualname__} defines {name}, which the kernel defines for itself "
                              f"and dispatches to: {advice}")


def test_options_that_are_not_a_frozen_dataclass_are_refused():
    class LooseOptions(Options):       # no @dataclass(frozen=True): rounds would be no option at all
        rounds: int = option(3, help="Rounds to play", min=1, max=20)

    with pytest.raises(TypeError) as err:
        type("Loose", (ToyGame,), {"Options": LooseOptions})
    assert str(err.value) == (
        "Loose.Options: test_options_that_are_not_a_frozen_dataclass_are_refused.<locals>.LooseOptions is not a "
        "frozen dataclass, so its option() fields are not options; write @dataclass(frozen=True) on the line above "
        "class LooseOptions(...)")

    @dataclass(frozen=True)
    class MoreOptions(ToyOptions):
        bonus: int = option(1, help="Bonus points", min=0, max=3, source="variant")

    g = type("More", (ToyGame,), {"Options": MoreOptions})(players=2, seed=1, bonus=2)
    assert g.options.bonus == 2 and g.options.rounds == 3


class OwnPasses(ToyGame):
    """Toy Mine where letting a Cave-in go by is the game's own business (``_pass_cave_in``)."""

    def _pass_cave_in(self, a):
        self.fire("toy.work.leave", a.player, space="Cave-in window")


def first_cave_in_window(cls):
    """A 3-player game at seed 9 played by random bots up to its first Cave-in window (Ben's dig of 3)."""
    g = cls(players=3, seed=9)
    bots = seat_bots(g, "random")
    while g.stage != "cave_in":
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def test_a_pass_fires_the_stages_passing_rule_or_calls_the_games_pass_hook():
    plain, hooked = first_cave_in_window(ToyGame), first_cave_in_window(OwnPasses)
    assert plain.to_act == hooked.to_act == (0,) and plain.dig == hooked.dig == {"player": 1, "gold": 3}
    assert [a.label for a in plain.legal_actions(0)] == ["Play Cave-in", "Pass"]
    events = plain.apply(plain.legal_actions(0)[-1])
    assert [e.text for e in events] == ["Ana lets the dig go by.", "Ben takes 3 gold from the dig.",
                                        "The mood rises to 1."]
    events = hooked.apply(hooked.legal_actions(0)[-1])
    assert [e.text for e in events] == ["Ana leaves the Cave-in window without doing anything.",
                                        "Ben takes 3 gold from the dig.", "The mood rises to 1."]
    assert "toy.cards.keep" not in [e.rule for e in hooked.log]
    assert plain.held("p1", "gold") == hooked.held("p1", "gold") == 3 and plain.to_act == hooked.to_act == (2,)

"""The kernel's public path for rules code on the hot path (issue 26): a menu built to see whether
anything is possible is the menu the player chooses from (``stage_menu`` and ``ask(..., menu=...)``),
player holdings read in one call (``holding``, ``holdings``) and the agenda read without touching
it (``has_scheduled``, ``scheduled``). On the test-only Toy Mine (tests/toygame.py)."""

import pytest
from toygame import ToyGame

from mining_games.core import RuleError

BUILT = []   # every move menu the games below built, in order


class KeptToy(ToyGame):
    """Toy Mine whose turn builds the move menu first and asks with it."""

    def _menu_move(self, p):
        menu = super()._menu_move(p)
        BUILT.append(menu)
        return menu

    def _step_turn(self, p):
        menu = self.stage_menu(p, "move")
        self.ask(p, "move", menu=menu)


class MoodyToy(KeptToy):
    """As ``KeptToy``, but a rule fires after the player is asked (so the kept menu may be stale)."""

    def _step_turn(self, p):
        super()._step_turn(p)
        mood = self.tracks["mood"] + 1
        self.fire("toy.work.mood", mood=mood)
        self.move_track("mood", mood)


def new(cls, seed=11):
    BUILT.clear()
    return cls(players=["Ana", "Ben", "Cy"], seed=seed)


def test_the_menu_built_to_ask_is_the_menu_the_player_chooses_from():
    g = new(KeptToy)
    p = g.to_act[0]
    assert g.stage == "move" and len(BUILT) == 1
    menu = g.legal_actions(p)
    assert menu is BUILT[0] and len(BUILT) == 1          # kept, not built again
    assert [a.label for a in menu] == ["Move 1 space", "Move 2 spaces"]
    turns = 0
    while turns < 5:                                       # later turns, asked after a move of another
        g.apply(g.legal_actions(g.to_act[0])[0])
        if g.stage == "move":
            turns += 1
            built = len(BUILT)
            assert g.legal_actions(g.to_act[0]) is BUILT[-1] and len(BUILT) == built
    assert g.legal_actions((g.to_act[0] + 1) % 3) == []   # the others are asked nothing


def test_a_kept_menu_is_built_again_when_a_rule_fired_after_the_ask():
    g = new(MoodyToy)
    p = g.to_act[0]
    assert len(BUILT) == 1 and g.log[-1].rule == "toy.work.mood"
    menu = g.legal_actions(p)
    assert len(BUILT) == 2 and menu is BUILT[1] and menu == BUILT[0]


def test_a_kept_menu_is_for_one_player():
    g = new(ToyGame)
    with pytest.raises(RuleError, match="keeps the menu of one player"):
        g.ask((0, 1), "bid", menu=[])


def test_stage_menu_of_an_off_turn_window_ends_with_pass():
    g = new(ToyGame)
    g.arrange("card", 1)
    assert [a.label for a in g.stage_menu(1, "cave_in")] == ["Play Cave-in", "Pass"]
    assert [a.label for a in g.stage_menu(2, "cave_in")] == ["Pass"]


def test_holdings_of_a_player_in_one_call():
    g = new(ToyGame)
    assert g.holding(0, "coins") == 4 and g.holding(0, "vp") == 0
    g.arrange("gold", 2, 3)
    assert g.holding(2, "gold") == 3 and g.holdings(2)["gold"] == 3 and g.holdings(2)["coins"] == 4
    assert g.holdings(2) == g.bal[g.account(2)]


def test_the_agenda_is_read_without_touching_it():
    g = new(ToyGame)
    first = g.to_act[0]
    later = [q for q in g.clockwise(first) if q != first]
    assert g.has_scheduled()
    steps = g.scheduled()
    assert steps == [("turn", later[0]), ("turn", later[1]), ("auction",)]
    steps.clear()
    assert g.scheduled() == [("turn", later[0]), ("turn", later[1]), ("auction",)]


def test_no_game_reads_the_kernels_private_parts():
    """Games, bots, widgets, the classroom and the experiments use the kernel's public methods only: none
    reads its caches (``_KERNEL_CACHES``, the dispatch tables), its agenda or its private methods."""
    import pathlib
    import re

    from mining_games.core.game import _KERNEL_CACHES

    root = pathlib.Path(__file__).resolve().parent.parent
    private = (*_KERNEL_CACHES, "_menu_table", "_do_table", "_step_table", "_run", "_dispatch", "_commit", "_do",
               "_rebuild", "_npc_move", "_keep_menu", "_adopt_menu", "_notify", "_handler", "agenda")
    names = "|".join(map(re.escape, private))
    pattern = re.compile(rf"\.({names})\b")
    files = [f for f in [*(root / "mining_games").rglob("*.py"), *(root / "widgets").rglob("*.py")]
             if "core" not in f.relative_to(root).parts]
    found = [f"{f.relative_to(root)}:{i}: {line.strip()}" for f in files
             for i, line in enumerate(f.read_text().splitlines(), 1) if pattern.search(line)]
    assert len(files) > 100 and found == []


def test_one_cache_of_actions_whichever_way_an_action_is_asked_for():
    """``shared``, ``shared_table`` and ``shared_by_argument`` give the same object for the same action, and
    the games' own helpers take theirs from it; an action built directly equals it (fields, hash)."""
    from dataclasses import FrozenInstanceError

    from toygame import ToyAction

    from mining_games.core.actions import shared, shared_by_argument, shared_table
    from mining_games.mine77.actions import Mine77Action, shared_action
    from mining_games.zavandor import Zavandor

    a = shared(ToyAction, 1, "move", 2)
    assert shared_table(ToyAction)[1, "move", (2,)] is a and shared_by_argument(ToyAction, 1, "move")[2] is a
    direct = ToyAction(player=1, kind="move", args=(2,))
    assert direct is not a and direct == a and hash(direct) == hash(a) and direct.label == "Move 2 spaces"
    assert ToyAction(1, "leave").args == () and ToyAction(1, "leave") != ToyAction(2, "leave")
    with pytest.raises(FrozenInstanceError):
        a.kind = "forge"
    assert shared_action(0, "move", (3, 2, "Mine")) is shared(Mine77Action, 0, "move", 3, 2, "Mine")
    z = Zavandor(players=2, seed=1)
    assert z._act(1, "king", 2) is shared(z.Action, 1, "king", 2)
    assert z._gem_acts(0, "pay") == tuple(shared(z.Action, 0, "pay", g) for g in ("sapphire", "emerald", "diamond",
                                                                                     "ruby"))


CAVE_INS = []   # every Cave-in window menu the game below built


class WindowToy(ToyGame):
    def _menu_cave_in(self, q):
        menu = super()._menu_cave_in(q)
        CAVE_INS.append(menu)
        return menu


def test_an_off_turn_window_asks_with_the_menu_it_built_to_see_who_may_act():
    CAVE_INS.clear()
    g = WindowToy(players=["Ana", "Ben", "Cy"], seed=11)
    for q in range(3):
        g.arrange("card", q)
    g.apply(g.action(g.to_act[0], "move", 1))   # from Rest to Dig: the others may play Cave-in
    assert g.stage == "cave_in"
    q = g.to_act[0]
    built = len(CAVE_INS)
    menu = g.legal_actions(q)
    assert [a.label for a in menu] == ["Play Cave-in", "Pass"] and len(CAVE_INS) == built   # not built again
    assert menu[:-1] == CAVE_INS[-1] and g.prompt(q) == "Play Cave-in on this dig?"

"""Game state kept in slots (the speed note of ``core.Game``): it is state like any other attribute,
in the snapshot, through undo and saves; and no game keeps more attributes in its dictionary than
CPython 3.11 shares between the instances of a class."""


import pytest
from toygame import ToyGame

import mining_games as mg
from mining_games.bots import play, seat_bots
from mining_games.core.cloning import reset
from mining_games.core.saves import load_save

SHARED_TABLE_LIMIT = 29   # attributes CPython 3.11 keeps in a class's shared table (more: a dictionary each)


class SlottedToy(ToyGame):
    """The toy game with a counter in a slot and a slot first set by the first move."""

    __slots__ = ("moves", "first_mover", "_seen")

    def setup(self):
        self.moves = 0
        self._seen = []
        super().setup()

    def _do_move(self, a):
        self.moves += 1
        self._seen.append(a.player)
        if self.moves == 1:
            self.first_mover = a.player
        super()._do_move(a)


def test_slot_state_is_in_the_snapshot_and_private_or_unset_slots_are_not():
    g = SlottedToy(players=3, seed=4)
    state = g.snapshot()["state"]
    assert state["moves"] == 0 and "first_mover" not in state and "_seen" not in state
    assert vars(g).keys().isdisjoint({"moves", "first_mover", "_seen"})   # kept in slots
    bots = seat_bots(g, "random")
    while g.moves < 2:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    state = g.snapshot()["state"]
    assert state["moves"] == 2 and state["first_mover"] == g._seen[0]


def test_undo_and_load_bring_slot_state_back_and_unset_a_slot_set_later():
    g = SlottedToy(players=3, seed=4)
    before = g.snapshot()
    bots = seat_bots(g, "random")
    while g.moves < 3:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    taken = len(g.decisions)
    after = g.snapshot()
    loaded = load_save(g.to_json(), {"toy": SlottedToy})
    assert loaded.snapshot() == after and loaded._seen == g._seen
    g.undo(taken)
    assert g.snapshot() == before and g.moves == 0 and g._seen == []
    assert not hasattr(g, "first_mover")   # the fresh game never set it: undo unsets it
    assert after["state"]["moves"] == 3 and "first_mover" in after["state"]


def test_a_clone_copies_slot_state_and_leaves_an_unset_slot_unset():
    g = SlottedToy(players=3, seed=4)
    twin = g.clone()
    assert twin.moves == 0 and not hasattr(twin, "first_mover") and twin._seen == [] and twin._seen is not g._seen
    bots = seat_bots(twin, "random")
    while twin.moves < 2:
        p = twin.to_act[0]
        twin.apply(bots[p].choose(twin, p))
    assert twin.moves == 2 and twin.first_mover == twin._seen[0] and len(twin._seen) == 2
    assert g.moves == 0 and not hasattr(g, "first_mover") and g._seen == []
    again = twin.clone()
    assert again.first_mover == twin.first_mover and again._seen == twin._seen and again._seen is not twin._seen
    assert vars(again) == vars(twin) and again.snapshot() == twin.snapshot()


def test_a_class_whose_slot_caches_change_is_cloned_as_it_now_declares(monkeypatch):
    g = SlottedToy(players=3, seed=4)
    assert g.clone()._seen == []
    monkeypatch.setattr(SlottedToy, "CLONE_CACHES", {"_seen": reset(None)})
    assert g.clone()._seen is None


@pytest.mark.parametrize("name", ["titans", "zavandor"])
def test_a_clone_keeps_its_attributes_in_the_table_its_class_shares(name):
    """A clone's attributes are set one by one in the original's order, so the clone shares its class's
    table of attribute names as the original does (a dictionary of its own is slower to read). Only the order
    is checked: whether CPython shares the table shows in no reliable way from Python (``sys.getsizeof``
    of such a dictionary is smaller or larger than a plain copy's depending on what else the process has
    made of the class: the earlier check held in the whole suite and failed with this file alone)."""
    game = mg.GAMES[name](players=4, seed=3)
    bots = seat_bots(game, "random")
    for _ in range(40):
        p = game.to_act[0]
        game.apply(bots[p].choose(game, p))
    for twin in (game.clone(), game.clone().clone()):
        assert list(vars(twin)) == list(vars(game))
        assert all(a is not b for a, b in zip(vars(twin).values(), vars(game).values()) if type(a) in (dict, list))


@pytest.mark.parametrize("name", sorted(mg.GAMES) + ["toy"])
def test_no_game_keeps_more_attributes_in_its_dictionary_than_the_shared_table_holds(name):
    cls = ToyGame if name == "toy" else mg.GAMES[name]
    game = play(cls(players=max(cls.min_players, min(4, cls.max_players)), seed=3), "random")
    own = sorted(vars(game))
    assert len(own) <= SHARED_TABLE_LIMIT, (
        f"{name} keeps {len(own)} attributes in its instance dictionary; past {SHARED_TABLE_LIMIT} every "
        f"attribute read and method call of the game is slower. Declare them in __slots__ (see core.Game): {own}")


def test_ardevur_and_mine77_keep_their_state_in_slots_and_read_it_back():
    for name in ("ardevur", "mine77"):
        cls = mg.GAMES[name]
        game = play(cls(players=4, seed=5), "random")
        assert vars(game) == {}, f"{name} has attributes outside its __slots__: {sorted(vars(game))}"
        state = game.snapshot()["state"]
        for attr in ("turn_no", "owner") if name == "ardevur" else ("day", "workers"):
            assert state[attr] == getattr(game, attr)

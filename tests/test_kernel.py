"""Kernel unit tests against the test-only Toy game (tests/toygame.py)."""

import datetime
import json
import random
from dataclasses import FrozenInstanceError

import pytest
from toygame import ToyAction, ToyGame, ToyOptions

import mining_games as mg
from mining_games.bots import RandomBot, make_bot, play
from mining_games.core import Action, IllegalAction, Rule, RuleBook, RuleError, SaveError, TrackMove, Transfer
from mining_games.core.cloning import copy_rng, reset, share


def test_setup_fires_stake_transfers(toy):
    stakes = [e for e in toy.log if e.rule == "toy.setup.stake"]
    assert [e.player for e in stakes] == [0, 1, 2]
    assert stakes[0].changes == [Transfer("coins", 4, "bank", "p0")]
    assert stakes[0].text == "Ana receives 4 coins."
    assert toy.held("p1", "coins") == 4
    assert toy.held("bank", "coins") == -12   # the bank is an unbounded account
    assert toy.tracks["mood"] == 0


def test_to_act_prompt_and_menu(toy):
    assert toy.to_act == (1,)                  # Ben won the start-player contest (seed 11)
    assert toy.prompt(1) == "Move your worker one or two spaces round the rondel"
    assert toy.prompt(0) == ""
    assert [a.label for a in toy.legal_actions(1)] == ["Move 1 space", "Move 2 spaces"]
    assert toy.legal_actions(0) == []


def test_dig_is_seeded_chance_and_moves_a_track(toy):
    events = toy.apply(toy.action(1, "move", 1))
    roll = next(e for e in events if e.rule == "toy.work.roll").facts["roll"]
    dig = next(e for e in events if e.rule == "toy.work.dig")
    assert dig.changes == [Transfer("gold", roll, "bank", "p1")]
    assert toy.tracks["mood"] == 1
    assert [e for e in events if e.rule == "toy.work.mood"][0].changes == [TrackMove("mood", 0, 1)]
    twin = ToyGame(players=["Ana", "Ben", "Cy"], seed=11)
    assert next(e for e in twin.apply(twin.action(1, "move", 1)) if e.rule == "toy.work.roll").facts["roll"] == roll


def play_to_auction(g):
    while g.stage != "bid":
        p = g.to_act[0]
        g.apply(next(a for a in g.legal_actions(p) if a.kind in ("move", "leave", "pass")))


def test_simultaneous_bids_are_hidden_until_reveal(toy):
    toy.arrange("gold", 0, 2)
    toy.arrange("gold", 1, 2)
    play_to_auction(toy)
    assert toy.to_act == (0, 1, 2) and toy.stage == "bid"
    gold = [toy.held(toy.account(p), "gold") for p in range(3)]
    before_ben = toy.view(1)
    ev = toy.apply(toy.action(0, "bid", 1))[0]
    assert ev.secret and ev.text == "Ana places a sealed bid."
    assert toy.view(1)["sealed"] == {"0": "sealed"}
    assert toy.view(0)["sealed"] == {"0": 1}
    after_ben = toy.view(1)
    for v in (before_ben, after_ben):
        for k in ("to_act", "decisions", "events", "sealed"):
            v.pop(k)
    assert before_ben == after_ben        # nothing about Ana's bid leaks to Ben
    assert toy.to_act == (1, 2)
    toy.apply(toy.action(2, "bid", 0))
    events = toy.apply(toy.action(1, "bid", 2))
    assert [e.rule for e in events] == ["toy.auction.bid", "toy.auction.reveal", "toy.auction.win"]
    assert events[1].text == "Bids revealed: Ana 1 gold, Ben 2 gold, Cy 0 gold."
    assert events[2].text == "Ben wins with 2 gold and scores 1 point."
    assert toy.held("p1", "gold") == gold[1] - 2 and toy.held("p1", "vp") == 1 and toy.held("p0", "gold") == gold[0]
    assert toy.round == 2 and toy.sealed == {}


def test_illegal_actions_leave_game_unchanged(toy):
    snap = toy.snapshot()
    with pytest.raises(IllegalAction, match="not Ana's decision now; the game is waiting for Ben"):
        toy.apply(toy.action(0, "move", 1))
    with pytest.raises(IllegalAction, match="is not an action"):
        toy.apply("dig")
    with pytest.raises(IllegalAction, match="no player 9"):
        toy.apply(toy.action(9, "move", 1))
    with pytest.raises(IllegalAction, match=r"'Move 3 spaces' is not one of Ben's choices now.*\(rule: Move, toy"):
        toy.apply(toy.action(1, "move", 3))
    assert toy.snapshot() == snap


def test_stale_action_rejected(toy):
    move = toy.action(1, "move", 1)
    toy.apply(move)
    snap = toy.snapshot()
    with pytest.raises(IllegalAction):
        toy.apply(move)
    assert toy.snapshot() == snap


def test_undo_restores_and_replays_identically(toy):
    toy.apply(toy.action(1, "move", 1))            # Ben digs
    snap = toy.snapshot()
    log_texts = [e.text for e in toy.log]
    toy.apply(toy.action(2, "move", 1))            # Cy digs: the die comes back identical after undo
    toy.undo()
    assert toy.snapshot() == snap
    assert [e.text for e in toy.log] == log_texts
    events = toy.apply(toy.action(2, "move", 1))
    toy.undo(2)
    assert toy.to_act == (1,) and len(toy.decisions) == 0
    toy.apply(toy.action(1, "move", 1))
    assert [e.text for e in toy.apply(toy.action(2, "move", 1))] == [e.text for e in events]
    with pytest.raises(ValueError, match="cannot undo 3 decisions: only 2 taken so far"):
        toy.undo(3)


def test_subscribe_receives_events_and_undo(toy):
    seen = []
    stop = toy.subscribe(seen.append)
    toy.apply(toy.action(1, "move", 2))
    assert [e.rule for e in seen[0]] == ["toy.work.move"]
    toy.undo()
    assert seen[-1] == []
    stop()
    toy.apply(toy.action(1, "move", 2))
    assert len(seen) == 2


def test_save_and_load_roundtrip(toy):
    play_some(toy, 5)
    text = toy.to_json()
    back = _load(text)
    assert back.snapshot() == toy.snapshot()
    assert [e.text for e in back.log] == [e.text for e in toy.log]


def _load(text):
    from mining_games.core.saves import load_save
    return load_save(text, {"toy": ToyGame})


def play_some(g, n):
    bot = RandomBot(3)
    for _ in range(n):
        if g.over:
            break
        p = g.to_act[0]
        g.apply(bot.choose(g, p))


@pytest.mark.parametrize("mutate, message", [
    (lambda s: s[: len(s) // 2], "not valid JSON"),
    (lambda s: json.dumps({k: v for k, v in json.loads(s).items() if k != "seed"}), "missing field"),
    (lambda s: json.dumps({**json.loads(s), "cheat": 1}), "unknown field"),
    (lambda s: json.dumps({**json.loads(s), "version": 99}), "version 99"),
    (lambda s: json.dumps({**json.loads(s), "game": "chess"}), "unknown game 'chess'"),
    (lambda s: json.dumps({**json.loads(s), "options": {"rounds": 0}}), "rounds must be between"),
    (lambda s: json.dumps({**json.loads(s), "decisions": [[0, "bid", 3]]}), "decision #1"),
    (lambda s: json.dumps({**json.loads(s), "decisions": [[-1, "arrange", '["nothing"]']]}), "arrangement"),
    (lambda s: json.dumps({**json.loads(s), "npcs": ["nobody"]}), "no rule-driven seat 'nobody'"),
    (lambda s: json.dumps({**json.loads(s), "decisions": [["x"]]}), "malformed"),
    (lambda s: json.dumps({**json.loads(s), "events": 1}), "different version"),
    (lambda s: "[1, 2]", "expected a JSON object"),
])
def test_corrupted_saves_give_clear_errors(toy, mutate, message):
    play_some(toy, 4)
    with pytest.raises(SaveError, match=message):
        _load(mutate(toy.to_json()))


def test_options_validation_and_metadata():
    assert ToyOptions().rounds == 3
    with pytest.raises(ValueError, match="rounds must be between 1 and 20"):
        ToyGame(players=2, rounds=50)
    with pytest.raises(ValueError, match="unknown option.*valid options are: rounds, coins"):
        ToyGame(players=2, speed=3)
    with pytest.raises(ValueError, match="whole number"):
        ToyGame(players=2, rounds="3")
    info = {d["name"]: d for d in ToyOptions.describe()}
    assert info["rounds"]["min"] == 1 and info["coins"]["source"] == "variant"
    assert ToyOptions(rounds=5).changed() == {"rounds": 5}
    with pytest.raises(FrozenInstanceError):
        ToyOptions().rounds = 4   # frozen


def test_player_counts_and_names():
    assert ToyGame(players=3, seed=1).players == ("Ana", "Ben", "Cy")
    with pytest.raises(ValueError, match="2 to 4 players, not 5"):
        ToyGame(players=5)
    with pytest.raises(ValueError, match="different"):
        ToyGame(players=["A", "A"])
    with pytest.raises(ValueError, match="non-empty"):
        ToyGame(players=["A", ""])
    with pytest.raises(ValueError, match="seed"):
        ToyGame(players=2, seed="x")


def test_action_is_frozen_hashable_and_labelled():
    a = ToyAction(0, "bid", (2,))
    assert a == ToyAction(0, "bid", (2,)) and hash(a) == hash(ToyAction(0, "bid", (2,)))
    assert a.label == "Bid 2 gold"
    assert a.to_list() == [0, "bid", 2]
    assert Action(1, "make_mineable", (17,)).label == "Make mineable 17"
    with pytest.raises(FrozenInstanceError):
        a.kind = "dig"


def test_rule_catalogue_validation():
    with pytest.raises(ValueError, match="rationale"):
        Rule("x.a", "t", "s", "c", source="reconstructed")
    with pytest.raises(ValueError, match="source"):
        Rule("x.a", "t", "s", "c", source="made up")
    with pytest.raises(ValueError, match="twice"):
        RuleBook("x", [Rule("x.a", "t", "s", "c"), Rule("x.a", "t", "s", "c")])
    with pytest.raises(ValueError, match="start with"):
        RuleBook("x", [Rule("y.a", "t", "s", "c")])


def test_ledger_guards_against_bugs(toy):
    toy.fire("toy.work.leave", 0, space="Market")
    with pytest.raises(RuleError, match="not declared mints"):
        toy.transfer("gold", 1, "bank", "p0")
    with pytest.raises(RuleError, match="would leave p0 with -1 gold"):
        toy.transfer("gold", 1, "p0", "p1")


def test_apply_is_atomic_when_rules_code_fails(toy, monkeypatch):
    snap = toy.snapshot()

    def broken(self, action):
        self.fire("toy.work.leave", 1, space="Market")
        self.phase = "broken"
        raise RuntimeError("bug")

    monkeypatch.setattr(ToyGame, "_do_move", broken)
    with pytest.raises(RuntimeError):
        toy.apply(toy.action(1, "move", 1))
    monkeypatch.undo()
    assert toy.snapshot() == snap


def test_moves_dispatch_to_the_current_methods_of_the_class(monkeypatch):
    """The kernel looks ``_do_``/``_step_``/``_menu_`` methods up once per class; replacing one
    (as a test does) takes effect at once, and putting it back does too."""
    first = play(ToyGame(players=3, seed=4), "random")          # fills the class's tables
    game = ToyGame(players=3, seed=4)
    p = game.to_act[0]
    calls = []
    original = ToyGame._menu_move

    def menu_with_a_record(self, q):
        calls.append(q)
        return original(self, q)

    monkeypatch.setattr(ToyGame, "_menu_move", menu_with_a_record)
    menu = game.legal_actions(p)
    assert calls == [p] and [a.label for a in menu] == ["Move 1 space", "Move 2 spaces"]
    monkeypatch.undo()
    game.invalidate_menus()
    assert game.legal_actions(p) == menu and calls == [p]       # the original is back
    assert [e.to_dict() for e in play(game, "random").log] == [e.to_dict() for e in first.log]


def test_an_equal_action_built_anew_is_accepted_like_the_menus_own(toy):
    """``apply`` finds a menu's own object without comparing fields; an equal action built by hand
    is still compared field by field and accepted."""
    menu = toy.legal_actions(1)
    built = toy.action(1, "move", 2)
    assert built == menu[1] and built is not menu[1]
    events = toy.apply(built)
    assert events[0].player == 1 and toy.decisions[-1] == menu[1]


def test_standings_rank_with_tiebreak():
    g = play(ToyGame(players=3, seed=5), "random")
    rows = g.standings()
    assert g.is_over and rows[0]["rank"] == 1 and rows[0]["winner"]
    assert [r["score"] for r in rows] == sorted((r["score"] for r in rows), reverse=True)
    assert set(rows[0]["breakdown"]) == {"points"}
    assert g.winners() == [r["player"] for r in rows if r["rank"] == 1]


def test_bots_by_name_and_errors():
    assert isinstance(make_bot(ToyGame, "random", 1), RandomBot)
    with pytest.raises(ValueError, match="valid bots are: random"):
        make_bot(ToyGame, "genius")
    with pytest.raises(ValueError, match="3 players need 3 seats"):
        play(ToyGame(players=3, seed=1), ["random", "random"])


def test_registry_errors_list_valid_names():
    with pytest.raises(ValueError, match="valid games are"):
        mg.new_game("chess")


def test_refusals_cite_the_rule_they_name(toy):
    toy.apply(toy.action(1, "move", 2))            # Ben at the Market
    toy.apply(toy.action(1, "leave"))
    toy.apply(toy.action(2, "move", 2))            # Cy at the Market
    toy.apply(toy.action(2, "leave"))
    toy.apply(toy.action(0, "move", 1))            # Ana digs
    play_to_auction(toy)
    toy.arrange("gold", 1, 1)
    for p in (0, 1, 2):
        toy.apply(toy.action(p, "bid", 0))
    toy.apply(toy.action(1, "move", 2))            # Ben: Market + 2 = Rest
    assert toy.worker[1] == 3
    toy.apply(toy.action(2, "move", 1))            # Cy: Market -> Forge, with no gold
    with pytest.raises(IllegalAction) as err:
        toy.apply(toy.action(2, "forge"))
    assert err.value.rule == "toy.work.forge"
    assert str(err.value) == "Cy has too little gold: forging takes 2 (rule: Forge, toy rules (tests/toygame.py))."


def test_private_events_show_public_text_to_others(toy):
    ev = toy.fire("toy.work.roll", 0, private=True, roll=5, sides=6)
    assert ev.text_for(None) == ev.text_for(0) == "Ana digs and rolls 5."
    assert ev.text_for(1) == ev.text_for(-1) == "Ana: Roll for the dig."
    assert [t for e, t in toy.log_for(1)][-1] == "Ana: Roll for the dig."


# ---------------------------------------------------------------------------------------- clone


class CachingToy(ToyGame):
    """The toy game with state reached twice, an action in its state, and a cache of each kind clone() knows."""

    CLONE_CACHES = {"_labels": share, "_menus": reset(None)}

    def setup(self):
        self.moves = []                     # who moved, in order
        self.last = {"moves": self.moves}   # the same list, reached a second way
        self.chosen = None                  # the last move: an action (immutable)
        self._labels = {}                   # a table whose entries never change: shared by clones
        self._menus = {}                    # worked out again by a clone
        self._count = [0]                   # plain data: copied
        super().setup()

    def _do_move(self, a):
        self.moves.append(a.player)
        self.chosen = a
        self._count[0] += 1
        super()._do_move(a)


def test_a_clone_plays_on_as_its_original_and_neither_changes_the_other(toy):
    before = toy.snapshot()
    twin = toy.clone()
    move = toy.action(1, "move", 1)
    events = twin.apply(move)
    assert [(e.seq, e.rule) for e in events] == [(7, "toy.work.move"), (8, "toy.work.roll"), (9, "toy.work.dig"),
                                                 (10, "toy.work.mood")]
    assert events[1].text == "Ben digs and rolls 6." and events[2].changes == [Transfer("gold", 6, "bank", "p1")]
    assert twin.held("p1", "gold") == 6 and twin.tracks["mood"] == 1 and twin.to_act == (2,)
    assert toy.snapshot() == before and toy.held("p1", "gold") == 0 and toy.tracks["mood"] == 0 and toy.to_act == (1,)
    mine = toy.apply(move)   # the generator was copied in the state it had reached: the same roll
    assert [e.to_dict() for e in mine] == [e.to_dict() for e in events]
    assert toy.snapshot() == twin.snapshot() and toy.to_json() == twin.to_json()
    assert twin.legal_actions(2) == toy.legal_actions(2) == [ToyAction(2, "move", (1,)), ToyAction(2, "move", (2,))]


def test_a_clone_keeps_no_log_but_numbers_its_events_on(toy):
    twin = toy.clone()
    assert len(twin.log) == len(toy.log) == 7 and twin.snapshot()["events"] == 7
    with pytest.raises(LookupError, match=r"this event \(its text\) was fired before the game was cloned, and the "
                                          "clone keeps no explanation log.*clone with log=True"):
        print(twin.log[6].text)
    with pytest.raises(LookupError, match="its rule"):
        [e.rule for e in twin.log]
    with pytest.raises(LookupError):
        twin.log_for(1)
    events = twin.apply(twin.action(1, "move", 1))
    assert len(twin.log) == 11 and twin.log[7:] == events and twin.log[-1] is events[-1]
    assert [e.seq for e in events] == [7, 8, 9, 10] and twin.log[9].text == "Ben takes 6 gold from the dig."
    assert repr(twin.log[0]) == "<an event fired before the clone>" and len(toy.log) == 7


def test_a_clone_with_its_log_copies_every_event(toy):
    twin = toy.clone(log=True)
    assert [e.text for e in twin.log] == [e.text for e in toy.log] and len(twin.log) == 7
    assert twin.log[6].text == "Start-player contest: Ana rolls 2, Ben rolls 5, Cy rolls 4: Ben starts"
    assert twin.log[6] is not toy.log[6] and twin.log[6].facts == toy.log[6].facts
    assert twin.log[6].facts is not toy.log[6].facts
    twin.apply(twin.action(1, "move", 2))
    assert len(twin.log) == 8 and twin.log[7].text == "Ben moves to Market." and len(toy.log) == 7
    with pytest.raises(ValueError, match="a clone that keeps no explanation log: clone.log=True. needs the whole log"):
        toy.clone().clone(log=True)


def test_a_clone_has_no_subscribers_and_undoes_and_saves_as_its_original(toy):
    seen = []
    toy.subscribe(seen.append)
    twin = toy.clone()
    twin.apply(twin.action(1, "move", 1))
    twin.apply(twin.action(2, "move", 2))
    assert seen == [] and len(twin.decisions) == 2 and len(twin.log) == 12
    assert _load(twin.to_json()).snapshot() == twin.snapshot()
    twin.undo()   # replayed from the seed: the whole log is back
    assert len(twin.decisions) == 1 and [e.text for e in twin.log][-1] == "The mood rises to 1."
    twin.undo()
    assert twin.snapshot() == toy.snapshot() and [e.text for e in twin.log] == [e.text for e in toy.log]
    assert seen == []


def test_a_clone_of_a_finished_game_is_over_too():
    g = play(ToyGame(players=3, seed=2), "random")
    twin = g.clone()
    assert twin.is_over and twin.ended_by == "toy.end.rounds" and twin.winners() == g.winners() == [0]
    assert twin.standings() == g.standings() and twin.snapshot() == g.snapshot()
    with pytest.raises(IllegalAction, match="The game is over"):
        twin.apply(twin.action(0, "move", 1))


def test_clone_copies_state_keeps_aliases_and_carries_caches_as_declared():
    g = CachingToy(players=3, seed=11)
    g.apply(g.action(1, "move", 1))
    g._labels["Ben"] = ("Ben",)
    twin = g.clone()
    assert twin.moves == [1] and twin.moves is not g.moves and twin.last["moves"] is twin.moves
    assert twin.chosen is g.chosen and g.chosen == ToyAction(1, "move", (1,))   # immutable: shared
    assert twin._labels is g._labels and g._menus == {} and twin._menus is None
    assert twin._count == [1] and twin._count is not g._count
    twin.apply(twin.action(2, "move", 1))
    assert twin.moves == [1, 2] and twin.last["moves"] == [1, 2] and twin._count == [2]
    assert g.moves == [1] and g._count == [1] and g.to_act == (2,)


def test_clone_refuses_state_it_cannot_copy_and_changes_nothing():
    g = CachingToy(players=3, seed=11)
    g.last["when"] = datetime.date(2026, 12, 2)
    saved = g.to_json()
    with pytest.raises(TypeError, match=r"CachingToy\.last holds a date \(datetime.date\(2026, 12, 2\)\): clone\(\) "
                                        "copies plain data only"):
        g.clone()
    assert g.to_json() == saved and g.last["when"] == datetime.date(2026, 12, 2)
    assert [e.rule for e in g.apply(g.action(1, "move", 2))] == ["toy.work.move"]

    class StateAsCache(ToyGame):
        CLONE_CACHES = {"worker": share}

    with pytest.raises(TypeError, match="StateAsCache.CLONE_CACHES must map caches .* not 'worker'"):
        StateAsCache(players=3, seed=11).clone()


def test_copy_rng_draws_the_same_numbers_next():
    rng = random.Random(5)
    rng.random()
    rng.gauss(0, 1)   # keeps a second number for the next gauss()
    twin = copy_rng(rng)
    assert twin is not rng and type(twin) is random.Random and twin.getstate() == rng.getstate()
    assert twin.gauss(0, 1) == rng.gauss(0, 1) and [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]

    class Other(random.Random):
        pass

    other = Other(7)
    other.random()
    copied = copy_rng(other)   # another kind of generator: copied through getstate/setstate
    assert type(copied) is Other and [copied.randint(1, 6) for _ in range(9)] == [other.randint(1, 6) for _ in range(9)]


def _toy_at_the_auction(bid_of_ben=2):
    """A three-player toy game played by its first menu entries up to the sealed auction, Ben's bid sealed."""
    g = ToyGame(players=["Ana", "Ben", "Cy"], seed=5)
    while g.stage != "bid":
        p = g.to_act[0]
        g.apply(g.legal_actions(p)[0])
    g.apply(next(a for a in g.legal_actions(1) if a.args[0] == min(bid_of_ben, len(g.legal_actions(1)) - 1)))
    return g


def test_determinize_deals_again_what_the_seat_cannot_see_and_keeps_what_it_sees():
    g = _toy_at_the_auction()
    ben_bid, most = g.sealed[1], min(g.held("p1", "gold"), 3)
    assert most >= 1 and 1 in g.sealed and 0 not in g.sealed
    before = json.dumps(g.snapshot(), sort_keys=True)
    seen = json.dumps(g.view(0), sort_keys=True)
    bids = set()
    for k in range(40):
        world = g.determinize(0, random.Random(k))
        assert json.dumps(world.view(0), sort_keys=True) == seen   # Ana sees what she saw
        bids.add(world.sealed[1])
        assert 0 <= world.sealed[1] <= most
    assert bids == set(range(most + 1))          # Ben's bid is any he could make, not the one he made
    assert json.dumps(g.snapshot(), sort_keys=True) == before and g.sealed[1] == ben_bid
    own = g.determinize(1, random.Random(3))
    assert own.sealed[1] == ben_bid               # Ben's copy keeps his own bid


def test_determinize_hides_chance_to_come_and_refuses_bad_input():
    g = ToyGame(players=2, seed=8)
    rolls = {g.determinize(0, random.Random(k)).rng.random() for k in range(5)}
    assert len(rolls) == 5 and g.rng.random() not in rolls   # the copies' dice are not the game's
    with pytest.raises(ValueError, match="no seat 2"):
        g.determinize(2, random.Random(1))
    with pytest.raises(ValueError, match="random.Random"):
        g.determinize(0, 7)

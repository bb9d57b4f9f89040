"""Kernel unit tests against the test-only Toy game (tests/toygame.py)."""

import json
from dataclasses import FrozenInstanceError

import pytest
from toygame import ToyAction, ToyGame, ToyOptions

import mining_games as mg
from mining_games.bots import RandomBot, make_bot, play
from mining_games.core import Action, IllegalAction, Rule, RuleBook, RuleError, SaveError, TrackMove, Transfer


def test_setup_fires_stake_transfers(toy):
    stakes = [e for e in toy.log if e.rule == "toy.setup.stake"]
    assert [e.player for e in stakes] == [0, 1, 2]
    assert stakes[0].changes == [Transfer("coins", 4, "bank", "p0")]
    assert stakes[0].text == "Ana receives 4 coins."
    assert toy.held("p1", "coins") == 4
    assert toy.held("bank", "coins") == -12   # the bank is an unbounded account
    assert toy.tracks["mood"] == 0


def test_to_act_prompt_and_menu(toy):
    assert toy.to_act == (0,)
    assert toy.prompt(0) == "Dig, offer or pass"
    assert toy.prompt(1) == ""
    assert [a.label for a in toy.legal_actions(0)] == ["Dig", "Pass"]
    assert toy.legal_actions(1) == []


def test_dig_is_seeded_chance_and_moves_a_track(toy):
    events = toy.apply(toy.action(0, "dig"))
    dig = events[0]
    assert dig.rule == "toy.turn.dig"
    roll = dig.facts["roll"]
    assert 1 <= roll <= 6
    assert dig.changes == [Transfer("gold", roll, "bank", "p0")]
    assert dig.text == f"Ana digs and rolls {roll}: {roll} gold."
    assert events[1].changes == [TrackMove("mood", 0, 1)]
    twin = ToyGame(players=["Ana", "Ben", "Cy"], seed=11)
    assert twin.apply(twin.action(0, "dig"))[0].facts["roll"] == roll


def test_off_turn_decision_accept(toy):
    _to_auction(toy)                      # everybody digs
    for p in (0, 1, 2):
        toy.apply(toy.action(p, "bid", 0))
    assert toy.round == 2 and toy.to_act == (0,)
    toy.apply(toy.action(0, "offer"))
    assert toy.to_act == (1,)              # Ben owes a decision on Ana's turn
    assert toy.prompt(1) == "Accept 1 gold for 2 coins?"
    before = [toy.held(a, i) for a in ("p0", "p1") for i in ("gold", "coins")]
    ev = toy.apply(toy.action(1, "accept"))[0]
    assert ev.rule == "toy.trade.accept" and ev.text == "Ben accepts: 1 gold for 2 coins."
    after = [toy.held(a, i) for a in ("p0", "p1") for i in ("gold", "coins")]
    assert [b - a for a, b in zip(before, after)] == [-1, +2, +1, -2]
    assert toy.to_act == (1,)              # then it is Ben's own turn


def _to_auction(g):
    for p in range(len(g.players)):
        g.apply(g.action(p, "dig"))


def test_simultaneous_bids_are_hidden_until_reveal(toy):
    _to_auction(toy)
    assert toy.to_act == (0, 1, 2)
    before_ben = toy.view(1)
    ev = toy.apply(toy.action(0, "bid", 1))[0]
    assert ev.secret and ev.text == "Ana places a sealed bid."
    assert toy.view(1)["state"]["bids"] == {}
    assert toy.view(0)["state"]["bids"] == {"0": 1}
    after_ben = toy.view(1)
    before_ben.pop("to_act"), after_ben.pop("to_act")
    before_ben.pop("decisions"), after_ben.pop("decisions")
    before_ben.pop("events"), after_ben.pop("events")
    before_ben["state"].pop("bids"), after_ben["state"].pop("bids")
    assert before_ben == after_ben
    assert toy.to_act == (1, 2)
    toy.apply(toy.action(2, "bid", 1))
    events = toy.apply(toy.action(1, "bid", 1))
    assert [e.rule for e in events][:3] == ["toy.auction.bid", "toy.auction.reveal", "toy.auction.win"]
    win = events[2]
    assert win.player == 0   # tie goes to the earliest player
    assert Transfer("vp", 1, "bank", "p0") in win.changes


def test_illegal_actions_leave_game_unchanged(toy):
    snap = toy.snapshot()
    with pytest.raises(IllegalAction, match="not Ben's decision"):
        toy.apply(toy.action(1, "dig"))
    with pytest.raises(IllegalAction, match="not one of Ana's choices"):
        toy.apply(toy.action(0, "offer"))     # no gold to offer
    with pytest.raises(IllegalAction, match="not an action"):
        toy.apply("dig")
    with pytest.raises(IllegalAction, match="no player 9"):
        toy.apply(toy.action(9, "dig"))
    assert toy.snapshot() == snap


def test_stale_action_rejected(toy):
    dig = toy.action(0, "dig")
    toy.apply(dig)
    snap = toy.snapshot()
    with pytest.raises(IllegalAction):
        toy.apply(dig)
    assert toy.snapshot() == snap


def test_undo_restores_and_replays_identically(toy):
    toy.apply(toy.action(0, "dig"))
    snap = toy.snapshot()
    log_texts = [e.text for e in toy.log]
    toy.apply(toy.action(1, "dig"))
    toy.undo()
    assert toy.snapshot() == snap
    assert [e.text for e in toy.log] == log_texts
    roll_again = toy.apply(toy.action(1, "dig"))[0].facts["roll"]
    toy.undo(2)
    assert toy.to_act == (0,) and len(toy.decisions) == 0
    toy.apply(toy.action(0, "dig"))
    assert toy.apply(toy.action(1, "dig"))[0].facts["roll"] == roll_again
    with pytest.raises(ValueError, match="only 2"):
        toy.undo(3)


def test_subscribe_receives_events_and_undo(toy):
    seen = []
    stop = toy.subscribe(seen.append)
    toy.apply(toy.action(0, "pass"))
    assert [e.rule for e in seen[0]] == ["toy.turn.pass"]
    toy.undo()
    assert seen[1] == []
    stop()
    toy.apply(toy.action(0, "pass"))
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
    toy.fire("toy.turn.pass", 0)
    with pytest.raises(RuleError, match="not declared mints"):
        toy.transfer("gold", 1, "bank", "p0")
    with pytest.raises(RuleError, match="would leave p0 with -1 gold"):
        toy.transfer("gold", 1, "p0", "p1")


def test_apply_is_atomic_when_rules_code_fails(toy, monkeypatch):
    snap = toy.snapshot()

    def broken(self, action):
        self.fire("toy.turn.pass", 0)
        self.phase = "broken"
        raise RuntimeError("bug")

    monkeypatch.setattr(ToyGame, "_apply", broken)
    with pytest.raises(RuntimeError):
        toy.apply(toy.action(0, "pass"))
    monkeypatch.undo()
    assert toy.snapshot() == snap


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


def test_why_illegal_may_name_its_rule(toy, monkeypatch):
    monkeypatch.setattr(ToyGame, "why_illegal", lambda self, a: ("Offers need gold (Offer).", "toy.trade.offer"))
    with pytest.raises(IllegalAction, match="Offers need gold") as err:
        toy.apply(toy.action(0, "offer"))
    assert err.value.rule == "toy.trade.offer"


def test_private_events_show_public_text_to_others(toy):
    ev = toy.fire("toy.turn.dig", 0, private=True, roll=5, sides=6)
    assert ev.text_for(None) == ev.text_for(0) == "Ana digs and rolls 5: 5 gold."
    assert ev.text_for(1) == ev.text_for(-1) == "Ana: Dig."
    assert [t for e, t in toy.log_for(1)][-1] == "Ana: Dig."


def test_invalidate_menus_after_editing_by_hand(toy):
    assert [a.kind for a in toy.legal_actions(0)] == ["dig", "pass"]
    toy.bal["p0"]["gold"] = 2
    toy.invalidate_menus()
    assert [a.kind for a in toy.legal_actions(0)] == ["dig", "pass", "offer"]

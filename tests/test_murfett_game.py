"""The end and the standings, prompts, the classroom variants, and the heuristic bots."""

import statistics

import pytest
from test_murfett_support import act, new, own, price, refused, rig, roll, run_contract

import mining_games as mg
from mining_games.bots import play
from mining_games.core import IllegalAction
from mining_games.murfett.bots import ContractorBot, ProspectorBot


class OnlySeat:
    """A game as a bot may see it: its seat, its view and its menu, nothing else."""

    def __init__(self, game):
        self._game = game

    def seat(self, p):
        return self._game.seat(p)

    def view(self, p):
        return self._game.view(p)

    def legal_actions(self, p):
        return self._game.legal_actions(p)


def test_round_limit_ends_the_game_and_money_wins():
    g = new(2, starts=(2, 10), max_rounds=1)
    roll(g, 1, 2)                                    # Ana: 5, Buy or Drill D
    act(g, "buy", "D14", 1)
    events = roll(g, 3, 3)                           # Ben: 16, a site office
    assert events[-1].text == ("The class stopped the game after round 1; the rulebook's ending (every contract "
                               "used) was not reached.")
    assert g.ended_by == "murfett.end.round_limit" and g.outcome()["rulebook_ending"] == 0
    assert g.is_over and g.to_act == ()
    table = g.standings()
    assert [(r["name"], r["score"], r["breakdown"]) for r in table] == [
        ("Ben", 20, {"money": 20}), ("Ana", 19, {"money": 19})]
    assert g.winners() == [1]
    with pytest.raises(IllegalAction, match="The game is over"):
        g.apply(g.action(0, "roll"))


def test_count_assets_variant_values_leases_and_metal():
    g = new(2, starts=(2, 10), max_rounds=1, count_assets=True)
    own(g, 0, "D14", 10)
    run_contract(g, 0, "copper-1", "D14")            # 6 free units, 4 committed, copper at $2M
    own(g, 1, "A2", 3)
    price(g, "tin", -2)
    assert g.price("tin") == -2
    roll(g, 3, 4)                                    # Ana: 2 -> 9, Forfeit Lease (only 1 lease)
    events = roll(g, 3, 3)                           # Ben: 10 -> 16
    assets = [e.text for e in events if e.rule == "murfett.end.assets"]
    assert assets == ["Ana's assets: 1 lease worth $1M and metal worth $20M.",
                      "Ben's assets: 1 lease worth $1M and metal worth $0M."]   # reserves never below zero
    assert g.score(0) == 19 + 1 + 20 and g.score_breakdown(0) == {"money": 19, "leases": 1, "metal": 20}


def test_prompts_say_what_is_asked():
    g = new(2, starts=(2, 10))
    assert g.prompt(0) == "You are on square 2 of the outer circuit: roll here, or change circuit and roll."
    assert g.prompt(1) == ""
    roll(g, 1, 2)
    assert g.prompt(0) == ("Buy or Drill D (brown) square, with $20M in hand: buy a lease, explore one of "
                           "yours, or pass.")


def test_not_your_turn():
    g = new(2, starts=(2, 10))
    with pytest.raises(IllegalAction, match="not Ben's decision now"):
        g.apply(g.action(1, "roll"))


def test_a_decision_that_is_not_offered_is_refused_with_the_rule():
    g = new(2, starts=(2, 10))
    refused(g, g.action(0, "switch", "outer"), "Ana is already on the outer circuit")
    rig(g, 1, 2)
    act(g, "roll")
    refused(g, g.action(0, "pass", "extra"), "is not one of Ana's choices now")


def test_events_explain_in_words_with_rule_provenance():
    g = mg.new_game("murfett", players=3, seed=2)
    play(g, "random")
    for e in g.log:
        r = e.rule_info
        assert e.text and r.cite.startswith("murfett.txt, ")
        assert r.source in ("rulebook", "reconstructed", "variant")


@pytest.mark.parametrize("bot", [ProspectorBot, ContractorBot])
def test_bots_use_only_the_view_and_the_menu(bot):
    g = mg.new_game("murfett", players=3, seed=11, max_rounds=40, loans=True)
    seats = [bot(1), bot(2), bot(3)]
    facade = OnlySeat(g)
    while not g.over:
        p = g.to_act[0]
        g.apply(seats[p].choose(facade, p))
    assert g.is_over and len(g.decisions) > 100


def _many(seats, seeds=range(8), **options):
    rows = []
    for s in seeds:
        g = mg.new_game("murfett", players=len(seats), seed=s, max_rounds=60, **options)
        play(g, seats)
        rows.append(g)
    return rows


def test_heuristic_bots_beat_random_play():
    games = _many(["prospector", "contractor", "random"])
    mean = [statistics.mean(g.score(p) for g in games) for p in range(3)]
    assert mean[0] > mean[2] + 20 and mean[1] > mean[2] + 20


def test_the_prospector_takes_more_risk_than_the_contractor():
    games = _many(["prospector", "contractor"])
    explores = [sum(1 for g in games for e in g.log if e.rule == "murfett.lease.explore" and e.player == p)
                for p in range(2)]
    leases_bought = [sum(1 for g in games for e in g.log if e.rule == "murfett.lease.buy" and e.player == p)
                     for p in range(2)]
    assert explores[0] > explores[1] and leases_bought[0] > leases_bought[1]
    # the contractor accepts a contract only when today's income leaves a margin of $2M a unit
    low = [e for g in games for e in g.log if e.rule == "murfett.contract.accept" and e.player == 1
           and _price_when(g, e) < 2]
    assert not low


def _price_when(g, event):
    """The income of the event's metal just before it fired, read back from the track moves."""
    track = "price." + event.facts["metal"]
    price = None
    for e in g.log[:event.seq]:
        for c in e.track_moves():
            if c.track == track:
                price = c.new
    return price


def test_bots_are_registered_with_descriptions():
    cls = mg.GAMES["murfett"]
    assert set(cls.BOTS) == {"prospector", "contractor"}
    assert all(b.description for b in cls.BOTS.values())

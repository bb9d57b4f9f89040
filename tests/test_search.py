"""The kernel's search bot (mining_games/core/search.py): its names and strengths, its budget, what it reads,
its values, its explanations, the command line and the table. The checks for every game (it plays to the
end, it never peeks, it beats random players) are in tests/conformance_search.py, run by
tests/test_conformance.py."""

import math
import random

import pytest
from test_cli import run_cli
from toygame import ToyGame

import mining_games as mg
from mining_games.bots import RandomBot, bot_names, is_bot_name, make_bot, search_names
from mining_games.core.search import SearchBot

ZAVANDOR = mg.game_class("zavandor")


def position(name, seed, want, players=2, limit=400):
    """A random game of ``name`` played on until ``want(game, p)`` holds for the player asked."""
    game = mg.new_game(name, players=players, seed=seed)
    rng = RandomBot(seed)
    for _ in range(limit):
        p = game.to_act[0]
        if want(game, p):
            return game, p
        game.apply(rng.choose(game, p))
    raise AssertionError(f"no such position in {limit} decisions")


# ---------------------------------------------------------------------------- names and strengths

def test_every_game_lists_the_search_bot_last_and_knows_its_strengths():
    for cls in mg.GAMES.values():
        assert bot_names(cls) == ["random", *cls.BOTS, "search"]
        assert "search" not in cls.BOTS   # the kernel's, not the game's: the game's fingerprints stay as they are
        for name in ["search", *search_names()]:
            assert is_bot_name(cls, name)
    assert search_names() == ["search:easy", "search:medium", "search:hard"]
    hard = make_bot(ZAVANDOR, "search:hard", seed=1)
    assert (hard.iterations, hard.depth, hard.name) == (400, 24, "search:hard")
    medium = make_bot(ZAVANDOR, "search", seed=1)
    assert (medium.iterations, medium.depth, medium.name) == (80, 12, "search")
    easy = make_bot(ZAVANDOR, "search:easy", seed=1)
    assert (easy.iterations, easy.depth, easy.strength) == (25, 8, "easy")
    assert easy.policy is ZAVANDOR.BOTS["investor"]   # the game's SEARCH_POLICY plays its look-aheads


@pytest.mark.parametrize("spec,message", [
    ("search:extreme", "unknown strength 'extreme' in bot 'search:extreme'; the search bot's strengths are: "
                       "easy, medium, hard (e.g. search:hard)"),
    ("searcher", "the search bot also as search:easy, search:medium, search:hard"),
])
def test_unknown_search_names_say_what_exists(spec, message):
    with pytest.raises(ValueError) as e:
        make_bot(ZAVANDOR, spec)
    assert message in str(e.value)
    assert not is_bot_name(ZAVANDOR, spec)


@pytest.mark.parametrize("kwargs,message", [
    ({"iterations": 0}, "iterations must be a whole number of at least 1, not 0"),
    ({"depth": 2.5}, "depth must be a whole number of at least 1, not 2.5"),
    ({"seconds": -1}, "seconds must be a positive number, not -1"),
    ({"strength": "expert"}, "unknown strength 'expert' for the search bot; strengths are: easy, medium, hard"),
])
def test_a_bad_budget_is_refused_in_words(kwargs, message):
    with pytest.raises(ValueError) as e:
        SearchBot(ZAVANDOR, 1, **kwargs)
    assert message in str(e.value)


def test_a_search_policy_that_is_not_a_bot_of_the_game_is_named():
    class Misnamed(ToyGame):
        SEARCH_POLICY = "nobody"
    with pytest.raises(ValueError) as e:
        SearchBot(Misnamed, 1)
    assert str(e.value) == "Misnamed.SEARCH_POLICY names 'nobody', which is not one of its BOTS (none) nor 'random'"


# ---------------------------------------------------------------------------- deciding

class OnlyWhatTheSeatMayRead:
    """A game through which a bot can reach only ``determinize``, ``legal_actions`` and ``view``."""

    def __init__(self, game):
        self._game = game
        self.reads = []

    def determinize(self, seat, rng):
        self.reads.append("determinize")
        return self._game.determinize(seat, rng)

    def legal_actions(self, p):
        self.reads.append("legal_actions")
        return self._game.legal_actions(p)

    def view(self, p):
        self.reads.append("view")
        return self._game.view(p)


def test_the_bot_reads_the_game_only_through_determinize_and_the_seats_menu():
    game, p = position("zavandor", 4, lambda g, p: len(g.legal_actions(p)) > 2)
    guarded = OnlyWhatTheSeatMayRead(game)
    bot = SearchBot(ZAVANDOR, 3, iterations=12, depth=4)
    action = bot.choose(guarded, p)
    assert action in game.legal_actions(p)
    assert guarded.reads == ["legal_actions", *["determinize"] * 12]   # one copy an iteration, nothing else


def test_same_seed_same_choices_and_the_game_is_left_as_it_was():
    game, p = position("mine77", 2, lambda g, p: len(g.legal_actions(p)) > 2, players=3)
    before = game.snapshot()
    a = [SearchBot(type(game), 9, iterations=20, depth=5) for _ in range(2)]
    first = [a[0].choose(game, p), a[0].choose(game, p)]
    assert [a[1].choose(game, p), a[1].choose(game, p)] == first
    assert a[0].explain() == a[1].explain()
    assert game.snapshot() == before


def test_a_seconds_budget_stops_early():
    game, p = position("zavandor", 4, lambda g, p: len(g.legal_actions(p)) > 2)
    bot = SearchBot(ZAVANDOR, 1, iterations=100_000, depth=4, seconds=0.05)
    bot.choose(game, p)
    _, _, stats = bot.last
    looked = sum(n for n, _ in stats.values())
    assert 0 < looked < 100_000


class Finished:
    """A stand-in position for ``evaluate``: three seats, their scores and whether the game is over."""

    def __init__(self, scores, over=False, winners=()):
        self.players = ("Ana", "Ben", "Cy")
        self._scores, self.over, self._winners = scores, over, list(winners)

    def search_score(self, p):
        return self._scores[p]

    def winners(self):
        return self._winners


def test_values_are_win_shares_when_over_and_squashed_leads_before():
    bot = SearchBot(ZAVANDOR, 1)   # SEARCH_SCALE 3
    assert bot.evaluate(Finished([9, 9, 4], over=True, winners=[0, 1])) == [0.5, 0.5, 0.0]
    assert bot.evaluate(Finished([9, 2, 4], over=True, winners=[0])) == [1.0, 0.0, 0.0]
    values = bot.evaluate(Finished([9, 3, 6]))
    # leads over the best of the others: +3, -6, -3, each squashed by 1 / (1 + exp(-lead / 3))
    assert values == pytest.approx([1 / (1 + math.exp(-1)), 1 / (1 + math.exp(2)), 1 / (1 + math.exp(1))])
    assert [round(v, 2) for v in values] == [0.73, 0.12, 0.27]


def test_a_simultaneous_choice_is_hidden_from_those_still_deciding_in_the_tree():
    """The toy game's sealed auction: everyone bids at once. In the tree, the bid of the first bidder leads to
    one child for every bid ("a simultaneous choice"), so the next bidder's choice there is the same node
    whatever the first bid."""
    game = ToyGame(players=["Ana", "Ben"], seed=11)
    rng = RandomBot(1)
    while len(game.to_act) < 2:
        game.apply(rng.choose(game, game.to_act[0]))
    assert game.stage == "bid"
    bot = SearchBot(ToyGame, 2, iterations=40, depth=3)
    from mining_games.core.search import _SHARED, _Node
    root = _Node()
    for i in range(40):
        bot._iterate(game.determinize(0, random.Random(i)), 0, root, random.Random(i))
    assert set(root.children) == {_SHARED}
    assert sum(root.visits.values()) == 40


# ---------------------------------------------------------------------------- explaining

def test_a_forced_position_says_it_was_the_only_choice():
    game, p = position("zavandor", 1, lambda g, p: len(g.legal_actions(p)) == 1)
    bot = make_bot(ZAVANDOR, "search", seed=1)
    assert bot.explain() == ""
    action = bot.choose(game, p)
    assert action is game.legal_actions(p)[0]
    assert bot.explain() == f"{action.label}: it was the only choice, so I did not need to look ahead."


def test_the_explanation_names_the_choice_and_its_rivals_with_their_estimated_chances():
    game, p = position("zavandor", 4, lambda g, p: len(g.legal_actions(p)) > 3)
    bot = SearchBot(ZAVANDOR, 5, iterations=60, depth=6)
    action = bot.choose(game, p)
    best, others, stats = bot.last
    assert best is action and 2 <= len(others) <= 3 and action not in others
    assert [stats[a][0] for a in others] == sorted((stats[a][0] for a in others), reverse=True)
    assert sum(n for n, _ in stats.values()) == 60
    n, v = stats[action]
    rivals = [f"{a.label} ({round(100 * stats[a][1])}%)" for a in others]
    assert bot.explain() == (f"{action.label} (about {round(100 * v)}% to win, in {n} look-aheads) rather than "
                             f"{', '.join(rivals[:-1])} or {rivals[-1]}.")
    assert "_" not in bot.explain()   # the table's words, no code names


def test_one_look_ahead_is_counted_in_the_singular():
    game, p = position("zavandor", 4, lambda g, p: len(g.legal_actions(p)) == 2)
    bot = SearchBot(ZAVANDOR, 5, iterations=1, depth=2)
    action = bot.choose(game, p)
    assert f"{action.label} (about " in bot.explain()
    assert bot.explain().endswith(", in 1 look-ahead): nothing else was worth trying.")


# ---------------------------------------------------------------------------- the command line and the table

def test_simulate_and_play_take_the_search_bot(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "simulate", "murfett", "--n", "1", "--bots", "search:easy,random",
                           "--option", "max_rounds=1", "--no-progress")
    assert code == 0 and "1 game of The Mining Board Game" in out and "seat 0 search (easy)" in out
    code, out, _ = run_cli(capsys, monkeypatch, "play", "ardevur", "--seats", "search:easy,random", "--seed", "1",
                           "--option", "round_limit=1", "--why")
    assert code == 0 and "Game over." in out
    assert out.splitlines()[0] == "ARDEVUR: The Game of Resources, seed 1: Ana (search:easy), Ben (random)"
    why = [line for line in out.splitlines() if line.startswith("  Why (Ana, the search bot): ")]
    assert why and all("% to win, in " in line or "only choice" in line for line in why)
    assert not any(line.startswith("  Why (Ben") for line in out.splitlines())


def test_help_names_the_strengths_and_a_wrong_one_is_refused(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "--help")
    assert code == 0
    text = " ".join(out.split())
    assert "search:easy looks a few moves ahead" in text and "search:medium (or search) looks ahead eighty" in text
    assert "(bots: random, foreman, free_rider, search)" in text
    code, _, err = run_cli(capsys, monkeypatch, "play", "titans", "--seats", "human,search:wild")
    assert code == 2 and "unknown seat 'search:wild'" in err and "search:hard" in err


def test_the_table_explains_the_search_bots_move_on_request():
    pytest.importorskip("ipywidgets")
    from mining_games.widgets import GameTable
    game = mg.new_game("zavandor", players=2, seed=1)
    table = GameTable(game, bots={0: "search:easy", 1: "random"})
    assert table.why_button.description == "Why that move?"
    assert table.why_box.value == ""
    table.why_button.value = True
    assert table.why_box.value == "<i>No search bot has moved yet: its reasons show here after it moves.</i>"
    while table.decider() != 0:
        table.step()
    table.step()
    bot = table.bots[0]
    assert "Ana</b>, decision " in table.why_box.value and bot.explain().split(" (")[0] in table.why_box.value
    table.why_button.value = False
    assert table.why_box.value == ""
    table.why_button.value = True
    table.back_one()   # the move taken back: its reasons go with it
    assert table.why_box.value.startswith("<i>No search bot")


def test_murfetts_look_aheads_count_a_companys_assets_with_its_money():
    """Murfett's score is money: a look-ahead cut before the end counts the leases (at their price) and the
    metal (at today's income) too, so a lease bought is not a loss to it (``search_score``)."""
    game, p = position("murfett", 1, lambda g, p: any(g.leases_of(q) for q in range(2)), limit=600)
    q = next(q for q in range(2) if game.leases_of(q))
    leases, metal = game._asset_values(q)
    assert leases == len(game.leases_of(q)) * game.options.lease_price > 0
    assert game.search_score(q) == game.score(q) + leases + metal > game.score(q)
    counted = mg.new_game("murfett", players=2, seed=1, count_assets=True)
    assert counted.search_score(0) == counted.score(0)   # the variant counts the assets in the score already

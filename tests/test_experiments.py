"""experiments.run: rows and columns, options grids, per-round frames, executors, checks, progress."""

import re
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import pandas as pd
import pytest
from distributed import Client, LocalCluster
from toygame import ToyGame

import mining_games as mg
from mining_games import analysis
from mining_games import experiments as ex
from mining_games.bots import play

SEATS = ["extractor", "steward", "steward"]


def test_one_row_per_game_with_the_documented_columns():
    df = ex.run("titans", 3, SEATS, seeds=[4, 9], options_grid={"health_per_build": [1, 2]}, progress=False)
    assert list(df.columns) == [
        "seed", "health_per_build", "options", "seats", "winner", "winner_seats", "winner_bots", "rounds",
        "decisions", "score_0", "score_1", "score_2", "bot_0", "bot_1", "bot_2", "final_planet_health",
        "ended_by", "live_tiles", "trees_left", "factories_lost"]
    assert list(zip(df.seed, df.health_per_build)) == [(4, 1), (4, 2), (9, 1), (9, 2)]
    assert list(df.options) == ['{"health_per_build": 1}', '{"health_per_build": 2}'] * 2
    assert set(df.seats) == {"extractor,steward,steward"}
    assert list(df.bot_0) == ["extractor"] * 4
    assert df.ended_by.str.startswith("titans.end.").all()


def test_rows_match_games_played_directly():
    df = ex.run("titans", ["Ana", "Ben", "Cy"], SEATS, seeds=[3, 5], options_grid={"health_per_build": [2]},
                progress=False)
    for _, row in df.iterrows():
        g = play(mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=int(row.seed), health_per_build=2), SEATS)
        won = g.winners()
        assert row.winner == ",".join(g.players[p] for p in won)
        assert row.winner_seats == ",".join(map(str, won))
        assert row.winner_bots == ",".join(SEATS[p] for p in won)
        assert [row.score_0, row.score_1, row.score_2] == [g.score(p) for p in range(3)]
        assert (row.rounds, row.decisions) == (g.round, len(g.decisions))
        assert row.final_planet_health == g.tracks["planet_health"]
        assert row.ended_by == g.ended_by
        assert g.ended_by in ("titans.end.vp_target", "titans.end.round_limit", "titans.end.stalemate",
                              "titans.end.land_exhausted")


def test_a_list_of_option_dicts_fills_defaults_in_the_option_columns():
    grid = [{}, {"vp_target": 10}, {"vp_target": 10, "max_rounds": 12}]
    df = ex.run("titans", 3, "random", seeds=1, options_grid=grid, progress=False)
    assert list(df.vp_target) == [15, 10, 10]
    assert list(df.max_rounds) == [0, 0, 12]
    assert list(df.options) == ["{}", '{"vp_target": 10}', '{"max_rounds": 12, "vp_target": 10}']
    assert df.rounds.iloc[2] <= 12


def test_per_round_frame_holds_scores_and_tracks_by_round():
    games, rounds = ex.run("titans", 3, SEATS, seeds=[2], per_round=True, progress=False)
    g = play(mg.new_game("titans", players=3, seed=2), SEATS)
    scores = rounds[rounds.kind == "score"]
    expected = analysis.scores(g)
    assert list(scores["round"]) == list(expected["round"])
    assert list(scores["player"]) == list(expected["player"])
    assert list(scores["value"]) == list(expected["score"])
    assert list(scores["bot"]) == [SEATS[p] for p in expected["player"]]
    health = rounds[rounds.kind == "track"]
    assert list(health["round"]) == list(range(1, g.round + 1))
    by_round = analysis.track_by_round(g, "planet_health")
    for rnd, value in by_round.items():
        assert health.set_index("round").loc[rnd, "value"] == value
    assert health["value"].iloc[-1] == games.final_planet_health.iloc[0]
    assert health["player"].isna().all()


def test_workers_pass_over_the_log_for_rounds_only_when_asked():
    """A game's scores and tracks by round (a pass over its whole log) travel back from a worker only for
    ``per_round=True``; the row is the same either way."""
    plain = ex.play_chunk(ex.plan_games("titans", 3, SEATS, [2]).tasks)
    rounds = ex.play_chunk(ex.plan_games("titans", 3, SEATS, [2], per_round=True).tasks)
    g = play(mg.new_game("titans", players=3, seed=2), SEATS)
    assert plain[0][2] == [] and plain[0][1] == rounds[0][1]
    assert len([r for r in rounds[0][2] if r[1] == "score"]) == 3 * len(dict(g.score_history))
    health = [r[5] for r in rounds[0][2] if r[1] == "track"]
    assert len(health) == g.round and health[-1] == g.tracks["planet_health"] == plain[0][1]["final_planet_health"]


def test_the_same_seeds_give_identical_frames_on_every_executor():
    kw = dict(game="titans", players=3, bots="random", seeds=[0, 1, 2, 7, 8, 9],
              options_grid={"health_per_build": [1, 3]}, per_round=True, progress=False)
    here_games, here_rounds = ex.run(**kw)
    with ProcessPoolExecutor(max_workers=2) as pool:
        pool_games, pool_rounds = ex.run(executor=pool, **kw)
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        dask_games, dask_rounds = ex.run(executor=client.get_executor(), **kw)
    for games, rounds in ((pool_games, pool_rounds), (dask_games, dask_rounds)):
        pd.testing.assert_frame_equal(games, here_games)
        pd.testing.assert_frame_equal(rounds, here_rounds)


def test_the_default_executor_moves_long_runs_to_a_process_pool(monkeypatch):
    made = []

    class CountingPool(ProcessPoolExecutor):
        def __init__(self, max_workers):
            made.append(max_workers)
            super().__init__(max_workers=max_workers)

    kw = dict(game=ToyGame, players=2, bots="random", seeds=40, progress=False)
    small = ex.run(**kw)
    assert made == []   # a fast run stays in this process
    monkeypatch.setattr(ex, "ProcessPoolExecutor", CountingPool)
    monkeypatch.setattr(ex, "POOL_AFTER_SECONDS", 0.0)
    monkeypatch.setattr(ex.os, "cpu_count", lambda: 2)
    pooled = ex.run(**kw)
    assert made == [2]
    pd.testing.assert_frame_equal(pooled, small)


def test_ended_by_is_the_rule_the_game_ended_by():
    df = ex.run(ToyGame, 2, "random", seeds=3, options_grid={"rounds": [1, 2]}, progress=False)
    assert set(df.ended_by) == {"toy.end.rounds"}
    assert list(df.final_mood.notna()) == [True] * 6


@pytest.mark.parametrize("kwargs, message", [
    ({"game": "chess"}, "valid games are: .*titans"),
    ({"players": 9}, "for 3 to 4 players"),
    ({"bots": "greedy"}, "valid bots are: random, extractor, steward"),
    ({"bots": ["random", "steward"]}, "3 players need 3 seats"),
    ({"bots": [object()] * 3}, "bots must be a bot name"),
    ({"seeds": 0}, "at least 1 game"),
    ({"seeds": [1, "two"]}, "whole number"),
    ({"seeds": []}, "seeds is empty"),
    ({"options_grid": {"planet_helth": [20]}}, "valid options are: planet_health"),
    ({"options_grid": {"planet_health": [20, 99]}}, "between 5 and 30"),
    ({"options_grid": {"planet_health": []}}, "is empty"),
    ({"options_grid": "fast"}, "options_grid must be"),
    ({"progress": "sometimes"}, "progress must be"),
    ({"executor": "pool"}, "executor must be"),
])
def test_bad_inputs_raise_before_any_game_is_played(monkeypatch, kwargs, message):
    def must_not_play(tasks):
        raise AssertionError("a game was played before the inputs were checked")

    monkeypatch.setattr(ex, "play_chunk", must_not_play)
    args = {"game": "titans", "players": 3, "bots": "random", "seeds": 2, **kwargs}
    with pytest.raises(ValueError, match=message):
        ex.run(**args)


def test_a_failing_game_names_its_seed_options_and_seats():
    class BrokenToy(ToyGame):
        def _do_move(self, action):
            raise KeyError("boom")

    with pytest.raises(RuntimeError, match=r"seed=5 options=\{'rounds': 2\} seats=random,random failed: KeyError"):
        ex.run(BrokenToy, 2, "random", seeds=[5], options_grid={"rounds": [2]}, progress=False)


def test_progress_falls_back_to_stderr_without_tqdm(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)   # import fails as if tqdm were absent
    ex.run(ToyGame, 2, "random", seeds=5, progress="always")
    assert "toy: 5/5 games (100%)" in capsys.readouterr().err
    ex.run(ToyGame, 2, "random", seeds=5, progress=True)   # a fast run shows nothing
    assert capsys.readouterr().err == ""


def test_progress_uses_tqdm_when_installed(capsys):
    ex.run(ToyGame, 2, "random", seeds=5, progress="always")
    assert "toy games: 100%" in capsys.readouterr().err
    ex.run(ToyGame, 2, "random", seeds=5)   # a fast run shows nothing
    assert capsys.readouterr().err == ""


def test_experiments_import_no_widget_libraries():
    code = ("import sys, mining_games.experiments; "
            "bad = [m for m in ('ipywidgets', 'plotly', 'tqdm') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_rows_carry_the_games_outcome_facts():
    df = ex.run("titans", 3, "steward", seeds=[1, 2], progress=False)
    g = play(mg.new_game("titans", players=3, seed=1), "steward")
    assert list(df.columns[-3:]) == ["live_tiles", "trees_left", "factories_lost"]
    assert df.loc[0, "live_tiles"] == sum(g.alive.values())
    assert df.loc[0, "trees_left"] == sum(g.held(f"tile{n}", "trees") for n in range(1, 20))


# ---------------------------------------------------------------------------- rule-driven seats (npcs)


def test_solo_games_against_an_npc_are_experiments():
    df = ex.run("mine77", ["Ana"], "foreman", seeds=[3, 5], npcs=["sergio"], progress=False)
    assert list(df.seats) == ["foreman,sergio (NPC)"] * 2
    assert list(df.bot_0) == ["foreman"] * 2 and list(df.bot_1) == ["sergio (NPC)"] * 2
    for _, row in df.iterrows():       # each row is the game played directly with the same seats and seed
        g = play(mg.new_game("mine77", players=["Ana"], npcs=["sergio"], seed=row.seed), {0: "foreman"})
        assert g.players == ("Ana", "Simple Sergio")
        assert (row.score_0, row.score_1) == (g.score(0), g.score(1))
        assert row.decisions == len(g.decisions) and row.ended_by == g.ended_by
        assert row.vp_lost_to_penalties == g.outcome()["vp_lost_to_penalties"]
        assert row.winner == ",".join(g.players[p] for p in g.winners())


def test_npcs_fill_the_seats_after_the_players_in_paired_runs():
    r = ex.paired("mine77", ["Ana", "Ben"], ["foreman", "free_rider"], 2, {}, {"days": 4}, npcs="rosana")
    assert r.n == 2 and set(r.games.seats) == {"foreman,free_rider,rosana (NPC)"}
    assert set(r.games.days) == {3, 4} and "score_2" in r.games
    long = mg.new_game("mine77", players=["Ana", "Ben"], npcs=["rosana"], seed=1, days=4)
    assert r.pairs.set_index("seed").loc[1, "b"] == play(long, {0: "foreman", 1: "free_rider"}).score(0)


@pytest.mark.parametrize("kwargs, message", [
    (dict(bots=["foreman", "foreman"], npcs=["sergio"]),
     "1 player needs 1 seat, got 2 (and 1 rule-driven seat, which needs no bot)"),
    (dict(bots="foreman", npcs=["bob"]), "no rule-driven seat 'bob'; it has: rosana, sergio"),
])
def test_bad_npc_inputs_raise_before_any_game_is_played(monkeypatch, kwargs, message):
    monkeypatch.setattr(ex, "play_chunk", lambda tasks: pytest.fail("a game was played"))
    with pytest.raises(ValueError, match=re.escape(message)):
        ex.run("mine77", ["Ana"], seeds=2, progress=False, **kwargs)


def test_games_are_played_with_the_cyclic_collector_paused_and_leave_no_cycles(monkeypatch):
    """``play_chunk`` pauses the cyclic garbage collector while it plays (and turns it on again after), which
    is safe because a finished game of any registered game leaves nothing for it to collect."""
    import gc
    import weakref

    seen = []
    real = ex._bots.play

    def spy(game, seats):
        seen.append(gc.isenabled())
        return real(game, seats)

    monkeypatch.setattr(ex._bots, "play", spy)
    ex.play_chunk(ex.plan_games("mine77", 2, "random", [0, 1]).tasks)
    assert seen == [False, False] and gc.isenabled()
    monkeypatch.undo()
    gc.disable()
    try:
        for cls in mg.GAMES.values():
            game = play(cls(players=4, seed=3), "random")
            freed = weakref.ref(game)
            del game   # reference counting alone frees the game: nothing of it waits for the collector
            assert freed() is None, cls.name
    finally:
        gc.enable()

"""The classroom under load, small: a few tables of simulated students for every game.

The full load test (40 students at 10 tables of 4, every game, the p95 click-to-update time) is a
benchmark: ``make bench`` (``benchmarks/classroom.py``)."""

import pytest

import mining_games as mg

pytest.importorskip("starlette")

from simulated_class import ServerProcess, run_class, verify  # noqa: E402

# short games, so make test stays quick: the games' own round limits where they have one, else two seats
SHORT = {"titans": ["max_rounds=2"], "murfett": ["max_rounds=2"], "zavandor": []}
SEATS = {"zavandor": 2}
TABLES = {"zavandor": 1}


@pytest.mark.parametrize("game", sorted(mg.GAMES))
def test_students_clicking_as_fast_as_allowed_finish_every_game_with_nothing_lost_or_doubled(tmp_path, game):
    db = tmp_path / f"{game}.sqlite"
    seats = SEATS.get(game, min(4, mg.game_class(game).max_players))
    tables = TABLES.get(game, 2)
    server = ServerProcess(game, db, tables=tables, seats=seats, bots="random", options=SHORT.get(game, []))
    try:
        run = run_class(server.base, server.code, server.key, tables=tables, seats=seats, seed=1, time_limit=240)
    finally:
        server.stop()
    assert sorted(run.finished) == list(range(1, tables + 1)), f"finished: {run.finished}; refusals {run.refusals}"
    facts = verify(db, run, game)
    assert facts["decisions"] == facts["student_decisions"] == len(run.clicks) > 0
    assert all(x is not None for x in run.latencies()), "a seat missed an update"

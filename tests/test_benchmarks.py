"""make bench's runner of our engines (benchmarks/ours_run.py): a fresh process per run, as the
catanatron peer's, playing the same games as in this process."""

import json
import pathlib
import subprocess
import sys

import pytest
from toygame import ToyGame

import mining_games as mg
from mining_games.bots import play

RUNNER = pathlib.Path(__file__).resolve().parent.parent / "benchmarks" / "ours_run.py"


def runner(*args):
    done = subprocess.run([sys.executable, str(RUNNER), *map(str, args)], capture_output=True, text=True, check=True)
    return done.stdout


@pytest.mark.parametrize("name", ["ardevur", "toy"])
def test_a_run_plays_the_seeds_asked_with_four_random_seats_in_a_process_of_its_own(name):
    cls = ToyGame if name == "toy" else mg.GAMES[name]
    run = json.loads(runner("run", name, 2, 1000))
    decisions = sum(len(play(cls(players=4, seed=s), "random").decisions) for s in (1000, 1001))
    assert run["players"] == 4 and run["games"] == 2 and run["decisions"] == decisions
    assert 0 < run["seconds"] < 60


def test_calibration_names_a_number_of_games_and_bad_use_prints_the_usage():
    assert int(runner("calibrate", "toy", 0.01)) >= 3
    done = subprocess.run([sys.executable, str(RUNNER), "sprint"], capture_output=True, text=True)
    assert done.returncode != 0 and "ours_run.py run GAME GAMES FIRST_SEED" in done.stderr


def test_a_clone_run_copies_games_mid_game_in_a_process_of_its_own():
    run = json.loads(runner("clone", "toy", 0.05))
    halfway = [len(play(ToyGame(players=4, seed=s), "random").decisions) // 2 for s in range(1, 6)]
    assert run["players"] == 4 and run["decisions_in"] == halfway   # the toy game ends before 150 decisions
    assert run["clones"] >= 100 and run["deepcopies"] >= 5 and 0 < run["seconds"] < 60


def test_only_the_copies_section_is_rewritten_by_a_run_of_the_copies_alone(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(RUNNER.parent))
    import report

    results, readme = tmp_path / "RESULTS.md", tmp_path / "README.md"
    results.write_text("# Benchmarks\n\n## Random-seat throughput\n\ntable\n\n## A 1,000-game experiment\n\nrows\n")
    readme.write_text("intro\n<!-- bench:start -->\nThroughput\n\nWall time of a 1,000-game experiment:\n"
                      "<!-- bench:end -->\n")
    monkeypatch.setattr(report, "RESULTS", results)
    monkeypatch.setattr(report, "README", readme)
    m = {"date": "2026-12-02", "load": "1.00, 1.00, 1.00", "load_end": "1.10, 1.00, 1.00"}
    run = {"players": 4, "decisions_in": [150] * 5, "clones": 30_000, "seconds": 1.0, "deepcopies": 20,
           "deepcopy_seconds": 0.2}
    ours = [{"game": "titans", "players": 4, "decisions_in": [150] * 5, "runs": [run],
             "rates": {"median": 30_000, "min": 29_000, "max": 31_000},
             "deepcopy": {"median": 100, "min": 90, "max": 110}}]
    peer = {"version": "3.2.1", "runs": [{"decisions_in": [150] * 5}],
            "rates": {"median": 20_000, "min": 19_000, "max": 21_000}}
    report.write_clones(m, {"clone_seconds": 1.0}, ours, peer)
    row = "| mining_games `Game.clone()` | titans | 4 | 150 | 30,000 | 29,000-31,000 | 100 | 1.50x |"
    text = results.read_text()
    assert row in text and text.index("## Copying a game mid-game") < text.index("## A 1,000-game experiment")
    catan = "| catanatron 3.2.1 `Game.copy()` | Catan (base game) | 4 | 150 | 20,000 | 19,000-21,000 | - | 1.00x |"
    assert catan in text
    assert row in readme.read_text() and readme.read_text().index(row) < readme.read_text().index("Wall time")
    ours[0]["rates"]["median"] = 40_000   # a second run replaces the section, nothing else
    report.write_clones(m, {"clone_seconds": 1.0}, ours, peer)
    text = results.read_text()
    assert text.count("## Copying a game mid-game") == 1 and "| 40,000 | 29,000-31,000 | 100 | 2.00x |" in text
    assert text.startswith("# Benchmarks\n\n## Random-seat throughput\n\ntable\n\n") and text.endswith("rows\n")
    assert readme.read_text().count("bench-clone:start") == 1 and "2.00x" in readme.read_text()

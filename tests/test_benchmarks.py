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

"""Our measurements: random-seat throughput, 1,000-game experiments, widget latency, notebook suite."""

import importlib
import pathlib
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from mining_games import experiments
from mining_games.bots import play

ROOT = pathlib.Path(__file__).resolve().parent.parent


def seats_for(cls):
    """Four players where the game allows it (the peer plays four), else the nearest count."""
    return max(cls.min_players, min(4, cls.max_players))


def timed_run(cls, players, seeds):
    """Play random-seat games with full logging; games, decisions and seconds."""
    start = time.perf_counter()
    decisions = 0
    for s in seeds:
        game = play(cls(players=players, seed=s), "random")
        decisions += len(game.decisions)
    return {"games": len(seeds), "decisions": decisions, "seconds": time.perf_counter() - start}


class Ours:
    """Runs of random-seat games of one of our games, each about the same length, on fresh seeds."""

    def __init__(self, cls):
        self.cls, self.players, self.games = cls, seats_for(cls), None

    def calibrate(self, seconds):
        probe = timed_run(self.cls, self.players, range(3))
        self.games = max(3, round(seconds / (probe["seconds"] / 3)))

    def run(self, r):
        n = self.games
        return timed_run(self.cls, self.players, range(1000 + r * n, 1000 + (r + 1) * n))


def rates(runs):
    """Median decisions/s and games/s over runs, with the range of decisions/s."""
    dps = [r["decisions"] / r["seconds"] for r in runs]
    gps = [r["games"] / r["seconds"] for r in runs]
    return {"decisions_s": statistics.median(dps), "games_s": statistics.median(gps),
            "decisions_s_min": min(dps), "decisions_s_max": max(dps),
            "decisions_per_game": sum(r["decisions"] for r in runs) / sum(r["games"] for r in runs)}


def experiment_wall_time(name, players, games, workers):
    """Seconds for experiments.run over ``games`` seeds on a fresh pool of ``workers`` processes."""
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        experiments.run(name, players, "random", games, executor=pool, progress=False)
    return time.perf_counter() - start


# ---------------------------------------------------------------------------- hooks for the widgets layer

def widget_latency(names, steps, repeats):
    """Median milliseconds of one bot step through ``GameTable`` per game, or a reason it was skipped.

    The contract this expects from the widgets layer: ``GameTable(game, bots="random")`` and a
    ``bot_step()`` method that does what the "bot step" button does (apply one bot decision and
    update every view and figure).
    """
    try:
        widgets = importlib.import_module("mining_games.widgets")
    except ImportError as e:
        return None, f"mining_games.widgets cannot be imported ({e})"
    table_cls = getattr(widgets, "GameTable", None)
    if table_cls is None:
        return None, "mining_games.widgets has no GameTable yet"
    import mining_games as mg

    out = {}
    for name in names:
        times = []
        for r in range(repeats):
            table = table_cls(mg.new_game(name, seed=r), bots="random")
            step = getattr(table, "bot_step", None)
            if step is None:
                return None, "GameTable has no bot_step() method to time"
            start = time.perf_counter()
            for _ in range(steps):
                step()
            times.append((time.perf_counter() - start) / steps * 1000)
        out[name] = {"ms_per_step": statistics.median(times), "runs": times}
    return out, None


def notebook_suite(repeats):
    """Median wall time of ``pytest --nbval-lax notebooks/``, or a reason it was skipped."""
    notebooks = sorted((ROOT / "notebooks").glob("**/*.ipynb")) if (ROOT / "notebooks").is_dir() else []
    notebooks = [n for n in notebooks if ".ipynb_checkpoints" not in n.parts]
    if not notebooks:
        return None, "notebooks/ has no notebooks yet"
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "--nbval-lax", "-p", "no:cacheprovider",
                               *map(str, notebooks)], cwd=ROOT, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            return None, f"the notebook suite failed:\n{done.stdout[-2000:]}"
    return {"notebooks": len(notebooks), "seconds": statistics.median(times), "runs": times}, None

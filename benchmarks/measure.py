"""Our measurements: random-seat throughput, 1,000-game experiments, widget latency, notebook suite."""

import importlib
import json
import pathlib
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import ours_run

from mining_games import experiments

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent


def seats_for(cls):
    """Four players where the game allows it (the peer plays four), else the nearest count."""
    return ours_run.seats_for(cls)


class Ours:
    """Runs of random-seat games of one of our games, each about the same length, on fresh seeds; each
    run in a fresh process of its own (``ours_run.py``), as the catanatron peer runs in its own."""

    def __init__(self, cls):
        self.cls, self.players, self.games = cls, seats_for(cls), None

    def _call(self, *args):
        done = subprocess.run([sys.executable, str(HERE / "ours_run.py"), *map(str, args)], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"the benchmark of {self.cls.name} failed:\n{done.stderr}")
        return done.stdout

    def calibrate(self, seconds):
        self.games = int(self._call("calibrate", self.cls.name, seconds))

    def run(self, r):
        n = self.games
        return json.loads(self._call("run", self.cls.name, n, 1000 + r * n))

    def clone(self, seconds):
        """One run of ``Game.clone()`` (and ``copy.deepcopy``) mid-game, about ``seconds`` of CPU time."""
        return json.loads(self._call("clone", self.cls.name, seconds))


def rates(runs):
    """Median decisions/s and games/s over runs, with the range of decisions/s."""
    dps = [r["decisions"] / r["seconds"] for r in runs]
    gps = [r["games"] / r["seconds"] for r in runs]
    return {"decisions_s": statistics.median(dps), "games_s": statistics.median(gps),
            "decisions_s_min": min(dps), "decisions_s_max": max(dps),
            "decisions_per_game": sum(r["decisions"] for r in runs) / sum(r["games"] for r in runs)}


def clone_rates(runs, copies="clones", seconds="seconds"):
    """Median copies per CPU-second over runs, and their range."""
    rates = [r[copies] / r[seconds] for r in runs]
    return {"median": statistics.median(rates), "min": min(rates), "max": max(rates)}


def experiment_wall_time(name, players, games, workers):
    """Seconds for experiments.run over ``games`` seeds on a fresh pool of ``workers`` processes."""
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        experiments.run(name, players, "random", games, executor=pool, progress=False)
    return time.perf_counter() - start


# ---------------------------------------------------------------------------- hooks for the widgets layer

TABS = ("Rule log", "Flows", "Tracks", "Scores")   # the Rule log tab, then charts of the Charts tab


def widget_latency(names, steps, repeats):
    """Median milliseconds from ``Step`` clicked to every widget model updated, per game and tab.

    A ``GameTable`` with a random bot in every seat; each ``step_button.click()`` plays one decision
    and refreshes the header, decision panel, board, standings, rule log and the visible tab (only
    the chart shown is computed and sent): the Rule log tab and the three charts every game has, then
    the game's own charts (Mine 77's Steam, Orders and VP by shift), each chosen in the Charts tab.
    Each click is timed on its own;
    the figure is the median over ``repeats`` tables of ``steps`` clicks, after 10 warm-up clicks.
    """
    try:
        widgets = importlib.import_module("mining_games.widgets")
    except ImportError as e:
        return None, f"mining_games.widgets cannot be imported ({e})"
    import mining_games as mg
    from mining_games.widgets.game_charts import game_charts

    out = {}
    for name in names:
        cls = mg.GAMES[name]
        row = {}
        own = tuple(chart.title for chart in game_charts(name))   # Mine 77: Steam...
        for tab in TABS + own:
            clicks = []
            for r in range(repeats):
                game = cls(players=seats_for(cls), seed=r)
                table = widgets.GameTable(game, bots={p: "random" for p in range(len(game.players))})
                if tab != "Rule log":
                    table.show_chart(tab)
                for i in range(10 + steps):
                    if game.over:
                        break
                    start = time.perf_counter()
                    table.step_button.click()
                    if i >= 10:
                        clicks.append((time.perf_counter() - start) * 1000)
            row[tab] = statistics.median(clicks)
        out[name] = row
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

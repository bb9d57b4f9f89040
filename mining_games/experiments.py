"""Experiments: many seeded games with bots in every seat, one pandas row per game.

    from mining_games import experiments
    df = experiments.run("titans", players=3, bots=["extractor", "steward", "steward"], seeds=1000,
                         options_grid={"health_per_build": [1, 2]})
    df.groupby(["health_per_build", "winner_bots"]).size()

Every game is fully determined by its seed, its options and its seats (bots are seeded from the
game's seed exactly as ``mining_games.bots.seat_bots`` does), so a row is the same whichever
executor played it: in this process, a ``concurrent.futures.ProcessPoolExecutor``, or a Dask
cluster through ``distributed.Client(...).get_executor()``.

**Default executor.** With ``executor=None`` the first few games are played in this process to
time them. If the rest would take more than ``POOL_AFTER_SECONDS`` (2 s) here and the machine has
more than one CPU, the rest is spread over a ``ProcessPoolExecutor`` with one worker per CPU;
otherwise everything stays in this process (no start-up cost for small runs).

**Progress.** ``progress=True`` (the default) shows a bar only when the run lasts more than
``PROGRESS_AFTER_SECONDS`` (2 s): a notebook-aware ``tqdm.auto`` bar when tqdm is installed
(the ``jupyter`` extra), else a plain line on stderr. ``progress="always"`` shows it from the
start; ``progress=False`` never.

This module imports pandas; it never imports ipywidgets or plotly (tqdm may, inside a notebook).
"""

import gc
import itertools
import json
import math
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

import pandas as pd

from . import bots as _bots
from . import game_class
from .core import Game, TrackMove, count, verb

POOL_AFTER_SECONDS = 2.0       # default executor: use a process pool when the rest would take longer
PROGRESS_AFTER_SECONDS = 2.0   # progress=True: show the bar once a run has lasted this long
PROBE_GAMES = 4                # games timed in this process before choosing the default executor
MAX_CHUNK = 50                 # games per task sent to a worker (fewer round trips, smooth progress)

ROUND_COLUMNS = ["seed", "options", "round", "kind", "name", "player", "bot", "value"]


# ---------------------------------------------------------------------------- the public call

def run(game, players, bots, seeds, options_grid=None, executor=None, progress=True, per_round=False, npcs=()):
    """Play one game per seed (and per options combination) with bots in every seat.

    - ``game``: a registered game name (``mining_games.GAMES``), or a ``Game`` subclass.
    - ``players``: a number of players or a list of names.
    - ``bots``: one bot name for every seat ("random", or one of the game's ``BOTS``), or a list
      with one name per seat.
    - ``npcs``: rule-driven seats seated after the players, as in ``new_game(..., npcs=[...])`` (Mine 77:
      ``["sergio"]`` or ``["rosana"]`` for a solo game). They play by their own rules: ``bots`` names one
      bot per player, none for them; their columns (``score_<i>``, ``bot_<i>``) follow the players', with
      ``bot_<i>`` the NPC's name and "(NPC)".
    - ``seeds``: a number ``n`` (seeds 0..n-1) or an iterable of whole numbers.
    - ``options_grid``: ``None`` (the rulebook's defaults), a dict ``{option: [values...]}`` whose
      cartesian product is played for every seed, or a list of option dicts.
    - ``executor``: any ``concurrent.futures.Executor``; ``None`` chooses (see the module doc).
    - ``progress``: ``True`` (a bar for runs over 2 s), ``"always"`` or ``False``.
    - ``per_round``: also return a long frame of scores and tracks by round.

    Returns a DataFrame with one row per game, in the order seeds x options: ``seed``, one column
    per option named in the grid, ``options`` (the grid point as JSON: the key that identifies it),
    ``seats`` (bot names joined by commas), ``winner`` (names, joined by commas if the win is
    shared), ``winner_seats`` (seat indices), ``winner_bots``, ``rounds``, ``decisions``,
    ``score_<i>`` and ``bot_<i>`` per seat, ``final_<track>`` per track of the game, and
    ``ended_by`` (the rule that ended the game), then the game's own ``outcome()`` facts (Titans:
    ``live_tiles``, ``trees_left``, ``factories_lost``). With ``per_round=True`` returns
    ``(games, rounds)``; ``rounds`` has the columns seed, the option columns, options, round,
    kind ("score" or "track"), name (player or track), player (seat index for scores), bot, value.

    Everything is checked before any game is played: a bad game, player count, bot, option name
    or option value raises a ``ValueError`` that lists what is valid.
    """
    plan = plan_games(game, players, bots, seeds, options_grid, npcs, per_round=per_round)
    if progress not in (True, False, "always"):
        raise ValueError(f"progress must be True, False or 'always', not {progress!r}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor must be a concurrent.futures.Executor (with submit()), not {executor!r}")
    results = _execute(plan, executor, progress)
    return plan.frames(results, per_round)


# ---------------------------------------------------------------------------- checking the inputs

class Plan:
    """A checked experiment: the game, the seats and one task per (seed, options) pair (``per_round``:
    the workers also return the scores and tracks by round, which cost a pass over each game's log)."""

    def __init__(self, cls, players, seats, seeds, points, option_columns, npcs=(), per_round=False):
        self.cls = cls
        self.players = players
        self.npcs = tuple(npcs)
        self.seats = seats
        self.seeds = seeds
        self.points = points
        self.option_columns = option_columns
        self.defaults = cls.Options().to_dict()
        # A registered game travels to workers by name (nothing to pickle); another class by reference.
        game_ref = cls.name if _registered(cls) else cls
        humans = players[:len(players) - len(self.npcs)]       # the NPCs' seats are added by the game
        self.tasks = [(i, game_ref, humans, seats, seed, point, self.npcs, per_round)
                      for i, (seed, point) in enumerate(itertools.product(seeds, points))]

    def frames(self, results, per_round):
        """The games frame (and the rounds frame) from the workers' plain results, in task order."""
        rows, round_rows = [], []
        for i, (row, by_round) in enumerate(results):
            seed, point = self.tasks[i][4], self.tasks[i][5]
            lead = {"seed": seed, **self._option_values(point), "options": _options_key(point)}
            rows.append({**lead, **row})
            if per_round:
                round_rows.extend({**lead, **dict(zip(ROUND_COLUMNS[2:], r))} for r in by_round)
        n = len(self.seats)
        tracks = [f"final_{t}" for t in self.cls.TRACKS]
        columns = ["seed", *self.option_columns, "options", "seats", "winner", "winner_seats", "winner_bots",
                   "rounds", "decisions", *[f"score_{i}" for i in range(n)], *[f"bot_{i}" for i in range(n)],
                   *tracks, "ended_by"]
        extra = [k for k in rows[0] if k not in columns] if rows else []   # the game's outcome() facts
        games = pd.DataFrame(rows, columns=columns + extra)
        if not per_round:
            return games
        rcols = ["seed", *self.option_columns, *ROUND_COLUMNS[1:]]
        rounds = pd.DataFrame(round_rows, columns=rcols)
        rounds["player"] = rounds["player"].astype("Int64")
        return games, rounds

    def _option_values(self, point):
        return {name: point.get(name, self.defaults[name]) for name in self.option_columns}


def plan_games(game, players, bots, seeds, options_grid=None, npcs=(), per_round=False):
    """Check every input of ``run`` and return the ``Plan``; raises ``ValueError`` on the first problem."""
    cls = _game_class(game)
    points, option_columns = _grid_points(cls, options_grid)
    seed_list = _seed_list(seeds)
    npcs = (npcs,) if isinstance(npcs, str) else tuple(npcs or ())
    probe = cls(players=players, seed=seed_list[0], options=points[0], npcs=npcs)   # checks players, options, NPCs
    seats = _seat_names(probe, bots)
    return Plan(cls, probe.players, seats, seed_list, points, option_columns, npcs, per_round)


def _registered(cls):
    from . import GAMES
    return GAMES.get(cls.name) is cls


def _game_class(game):
    if isinstance(game, type) and issubclass(game, Game):
        return game
    return game_class(game)


def _seed_list(seeds):
    if isinstance(seeds, bool):
        raise ValueError(f"seeds must be a number of games or a list of whole numbers, not {seeds!r}")
    if isinstance(seeds, int):
        if seeds < 1:
            raise ValueError(f"seeds must be at least 1 game, not {seeds}")
        return list(range(seeds))
    if isinstance(seeds, (str, bytes)) or not hasattr(seeds, "__iter__"):
        raise ValueError(f"seeds must be a number of games or a list of whole numbers, not {seeds!r}")
    out = list(seeds)
    bad = [s for s in out if isinstance(s, bool) or not isinstance(s, int)]
    if bad:
        raise ValueError(f"every seed must be a whole number; these are not: {bad[:5]!r}")
    if not out:
        raise ValueError("seeds is empty: give a number of games or a list of seeds")
    return out


def _grid_points(cls, grid):
    """Each options combination as a dict (checked against the game's Options), and the named options."""
    if grid is None:
        return [{}], []
    if isinstance(grid, dict):
        names = list(grid)
        values = []
        for name in names:
            v = grid[name]
            v = list(v) if isinstance(v, (list, tuple, range)) else [v]
            if not v:
                raise ValueError(f"options_grid[{name!r}] is empty: give at least one value")
            values.append(v)
        points = [dict(zip(names, combo)) for combo in itertools.product(*values)]
    elif isinstance(grid, (list, tuple)) and all(isinstance(p, dict) for p in grid) and grid:
        points = [dict(p) for p in grid]
        names = list(dict.fromkeys(k for p in points for k in p))
    else:
        raise ValueError("options_grid must be a dict {option: [values]} or a non-empty list of option dicts, "
                         f"not {grid!r}")
    for point in points:
        try:
            cls.Options.build(point)
        except ValueError as e:
            raise ValueError(f"options {point}: {e}") from None
    return points, names


def _seat_names(game, bots):
    """One name per seat: the players' bots (checked against the game's bots), then each NPC as
    "<name> (NPC)"."""
    n = len(game.players) - len(game.npcs)
    if isinstance(bots, str):
        bots = [bots] * n
    if not isinstance(bots, (list, tuple)) or not all(isinstance(b, str) for b in bots):
        raise ValueError("bots must be a bot name or a list of bot names, one per seat (experiments seed "
                         f"their own bots from each game's seed), not {bots!r}; valid bots: "
                         f"{', '.join(_bots.bot_names(type(game)))}")
    if len(bots) != n:
        k = len(game.npcs)
        npc_note = f" (and {count(k, 'rule-driven seat')}, which {verb(k, 'need')} no bot)" if k else ""
        raise ValueError(f"{count(n, 'player')} {verb(n, 'need')} {count(n, 'seat')}, got "
                         f"{len(bots)}{npc_note}")
    _bots.seat_bots(game, dict(enumerate(bots)))   # unknown names raise here
    return tuple(bots) + tuple(f"{game.npcs[p]} (NPC)" for p in sorted(game.npcs))


def _options_key(point):
    return json.dumps(point, sort_keys=True)


# ---------------------------------------------------------------------------- playing (in any process)

def play_chunk(tasks):
    """Play a list of tasks; returns ``[(index, row, rounds), ...]`` of plain data (cheap to pickle).

    The cyclic garbage collector is paused while the games are played (and resumed after, if it was
    on): a game holds no reference cycles, so reference counting alone frees it (a test checks every
    game), while the collector's passes also walk every other object of the process (pandas, imported
    here), which cost 10-17% of a long game's time."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return [(t[0], *_play_one(*t[1:])) for t in tasks]
    finally:
        if collecting:
            gc.enable()


def _play_one(game_ref, players, seats, seed, point, npcs=(), per_round=True):
    cls = game_class(game_ref) if isinstance(game_ref, str) else game_ref
    try:
        game = cls(players=players, seed=seed, options=point, npcs=npcs)
        humans = len(game.players) - len(game.npcs)
        _bots.play(game, dict(enumerate(seats[:humans])))
        return _row(game, seats), (_by_round(game, seats) if per_round else [])
    except Exception as e:
        raise RuntimeError(f"{cls.name} seed={seed} options={point} seats={','.join(seats)} failed: "
                           f"{type(e).__name__}: {e}") from e


def _row(game, seats):
    names = game.players
    won = game.winners()
    row = {"seats": ",".join(seats), "winner": ",".join(names[p] for p in won),
           "winner_seats": ",".join(map(str, won)), "winner_bots": ",".join(seats[p] for p in won),
           "rounds": game.round, "decisions": len(game.decisions)}
    for p in range(len(names)):
        row[f"score_{p}"] = game.score(p)
    for p in range(len(names)):
        row[f"bot_{p}"] = seats[p]
    for track in game.TRACKS:
        row[f"final_{track}"] = game.tracks.get(track)
    row["ended_by"] = game.ended_by
    row.update(game.outcome())
    return row


def _by_round(game, seats):
    """(round, kind, name, player, bot, value) rows: scores from score_history, tracks from the log."""
    out = []
    scores = dict(game.score_history)   # a repeated round keeps its last entry
    for rnd, values in scores.items():
        for p, v in enumerate(values):
            out.append((rnd, "score", game.players[p], p, seats[p], v))
    if not game.TRACKS:
        return out
    at_round = {}
    for e in game.log:
        for c in e.changes:
            if type(c) is TrackMove:
                at_round[(e.round, c.track)] = c.new
    for track in game.TRACKS:
        value = None
        for rnd in range(1, game.round + 1):
            value = at_round.get((rnd, track), value)
            if value is not None:
                out.append((rnd, "track", track, None, None, value))
    return out


# ---------------------------------------------------------------------------- scheduling

def _chunks(tasks, size):
    return [tasks[i:i + size] for i in range(0, len(tasks), size)]


def _chunk_size(n, workers):
    """About eight tasks per worker, at most MAX_CHUNK games each."""
    return max(1, min(MAX_CHUNK, math.ceil(n / (max(1, workers) * 8))))


def _workers(executor):
    return getattr(executor, "_max_workers", None) or os.cpu_count() or 1


def _execute(plan, executor, progress):
    """Results in task order; the default executor is chosen after timing a few games here."""
    tasks = plan.tasks
    results = [None] * len(tasks)
    bar = Progress(len(tasks), plan.cls.name, progress)
    try:
        if executor is None:
            start = time.perf_counter()
            probe = tasks[:PROBE_GAMES]
            _collect(play_chunk(probe), results, bar)
            rest = tasks[len(probe):]
            per_game = (time.perf_counter() - start) / len(probe)
            cpus = os.cpu_count() or 1
            if rest and cpus > 1 and per_game * len(rest) > POOL_AFTER_SECONDS:
                workers = min(cpus, len(rest))
                with ProcessPoolExecutor(max_workers=workers) as pool:
                    _run_on(pool, workers, rest, results, bar)
            elif rest:
                for chunk in _chunks(rest, _chunk_size(len(rest), 1)):
                    _collect(play_chunk(chunk), results, bar)
        else:
            _run_on(executor, _workers(executor), tasks, results, bar)
    finally:
        bar.close()
    return [r[1:] for r in results]


def _run_on(executor, workers, tasks, results, bar):
    pending = {executor.submit(play_chunk, c) for c in _chunks(tasks, _chunk_size(len(tasks), workers))}
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                _collect(f.result(), results, bar)
    except BaseException:
        for f in pending:
            f.cancel()
        raise


def _collect(chunk_results, results, bar):
    for r in chunk_results:
        results[r[0]] = r
    bar.update(len(chunk_results))


class Progress:
    """A progress bar over games: tqdm.auto when installed, else a line on stderr; see the module doc."""

    def __init__(self, total, label, mode):
        self.total, self.done, self.label = total, 0, label
        self.delay = 0.0 if mode == "always" else PROGRESS_AFTER_SECONDS
        self.enabled = bool(mode)
        self.start = time.perf_counter()
        self.last_print = 0.0
        self.bar = None
        if self.enabled:
            try:
                from tqdm.auto import tqdm
            except ImportError:
                tqdm = None
            if tqdm is not None:
                self.bar = tqdm(total=total, desc=f"{label} games", unit="game", delay=self.delay)

    def update(self, n):
        self.done += n
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.update(n)
            return
        now = time.perf_counter() - self.start
        if now >= self.delay and (now - self.last_print >= 1.0 or self.done == self.total):
            self.last_print = now
            left = now / self.done * (self.total - self.done)
            print(f"{self.label}: {self.done}/{self.total} games ({100 * self.done // self.total}%), "
                  f"{now:.1f} s elapsed, about {left:.0f} s left", file=sys.stderr, flush=True)

    def close(self):
        if self.bar is not None:
            self.bar.close()


# ---------------------------------------------------------------------------- paired runs

# Student's t, two-sided 95% (the 0.975 quantile) for 1..30 degrees of freedom; beyond, an expansion.
_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
         2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
         2.045, 2.042)


def t975(df):
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom (a 95% two-sided interval)."""
    if df < 1:
        raise ValueError("an interval needs at least two values (one degree of freedom)")
    if df <= len(_T975):
        return _T975[df - 1]
    z = Z95   # Cornish-Fisher expansion of t around the normal quantile: < 0.001 off beyond 30
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


def mean_interval(values):
    """(mean, low, high): the mean and its 95% interval (Student's t); low = high = None for one value."""
    values = [float(v) for v in values]
    n = len(values)
    if n == 0:
        raise ValueError("no values: an interval needs at least one game")
    mean = sum(values) / n
    if n == 1:
        return mean, None, None
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = t975(n - 1) * sd / math.sqrt(n)
    return mean, mean - half, mean + half


Z95 = 1.959963984540054   # the normal quantile of a two-sided 95% interval


def wilson(wins, n, z=Z95):
    """Wilson's score interval (low, high) for a share of ``wins`` out of ``n`` games (``wins`` may be
    fractional: a win shared by k players counts 1/k)."""
    if n <= 0:
        raise ValueError("an interval needs at least one game")
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Paired:
    """The result of ``paired``: every seed played once under rule set A and once under rule set B.

    - ``games``: the games frame of ``run`` (both rule sets) with a column ``rules`` ("A" or "B");
    - ``pairs``: one row per seed: ``seed``, ``a``, ``b``, ``difference`` (b - a) of the measure;
    - ``n``, ``mean_a``, ``mean_b``, ``mean`` (the mean difference), ``low``, ``high`` (its 95% interval
      from the paired differences, Student's t; None with a single pair), ``sd`` (of the differences);
    - ``compare(measure)``: the same summary for another measure, without playing again.
    """

    def __init__(self, games, measure, options_a, options_b, requested, stopped_early=False):
        self.games = games
        self.options_a = dict(options_a)
        self.options_b = dict(options_b)
        self.requested = requested
        self.stopped_early = stopped_early
        self.measure = measure
        a = games[games["rules"] == "A"].set_index("seed")
        b = games[games["rules"] == "B"].set_index("seed")
        va, vb = _measure_values(a, measure), _measure_values(b, measure)
        self.pairs = pd.DataFrame({"seed": list(a.index), "a": va, "b": vb})
        self.pairs["difference"] = self.pairs["b"] - self.pairs["a"]
        self.n = len(self.pairs)
        self.mean_a = float(self.pairs["a"].mean()) if self.n else float("nan")
        self.mean_b = float(self.pairs["b"].mean()) if self.n else float("nan")
        self.mean, self.low, self.high = mean_interval(self.pairs["difference"]) if self.n else (float("nan"),) * 3
        self.sd = float(self.pairs["difference"].std(ddof=1)) if self.n > 1 else None

    def compare(self, measure):
        """The paired summary of another measure (a column of ``games`` or a function of a row)."""
        return Paired(self.games, measure, self.options_a, self.options_b, self.requested, self.stopped_early)

    def __repr__(self):
        interval = "" if self.low is None else f", 95% interval {self.low:.3g} to {self.high:.3g}"
        return f"<Paired {self.measure!r}: {count(self.n, 'pair')}, mean difference {self.mean:.3g}{interval}>"


def _measure_values(frame, measure):
    if callable(measure):
        return [float(measure(row)) for _, row in frame.iterrows()]
    if measure not in frame.columns:
        raise ValueError(f"no column {measure!r} in the results; columns are: {', '.join(map(str, frame.columns))}")
    return [float(v) for v in frame[measure]]


def paired(game, players, bots, seeds, options_a=None, options_b=None, measure="score_0", executor=None,
           on_progress=None, time_limit=None, npcs=()):
    """Play each seed twice, once under ``options_a`` and once under ``options_b``, same seats and bots.

    The two games of a pair start from the same seed with the same (identically seeded) bots, so they
    share their dice until the rule change makes them differ: the difference is the rule's, not the
    luck of the draw. Returns a ``Paired`` (per-seed pairs, the mean difference B - A of ``measure``
    and its 95% interval from the paired differences).

    - ``options_a``, ``options_b``: option dicts (``None`` or ``{}``: the rulebook's defaults);
    - ``measure``: a column of the games frame (``"score_0"``, ``"final_planet_health"``) or a function
      of one row returning a number;
    - ``executor``: ``None`` plays in this process, one pair at a time (what a lesson wants: no pool to
      start, and ``on_progress`` after every pair); any ``concurrent.futures.Executor`` otherwise;
    - ``on_progress(done, total)``: called with pairs done so far;
    - ``time_limit`` (seconds, this process only): stop after the pair that passes it; the result then
      holds the finished pairs and ``stopped_early`` is True;
    - ``npcs``: rule-driven seats after the players, as in ``run``.
    """
    a, b = dict(options_a or {}), dict(options_b or {})
    plan = plan_games(game, players, bots, seeds, [a, b], npcs)
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor must be a concurrent.futures.Executor (with submit()), not {executor!r}")
    tasks = plan.tasks                       # seeds x [A, B]: task 2k is seed k under A, 2k + 1 under B
    results = [None] * len(tasks)
    total = len(plan.seeds)
    tick = _PairTicks(total, on_progress)
    stopped = False
    if executor is None:
        start = time.perf_counter()
        for k in range(total):
            _collect(play_chunk(tasks[2 * k:2 * k + 2]), results, tick)
            if time_limit is not None and time.perf_counter() - start > time_limit and k + 1 < total:
                stopped = True
                break
    else:
        _run_on(executor, _workers(executor), tasks, results, tick)
    done = [r for r in results if r is not None]
    plan.tasks = [t for t, r in zip(tasks, results) if r is not None]
    games = plan.frames([r[1:] for r in done], False)
    games.insert(1, "rules", ["A" if t[0] % 2 == 0 else "B" for t in plan.tasks])
    return Paired(games, measure, a, b, total, stopped)


class _PairTicks:
    """Counts finished games and reports finished pairs to ``on_progress(done, total)``."""

    def __init__(self, total, on_progress):
        self.total, self.games, self.on_progress = total, 0, on_progress

    def update(self, n):
        self.games += n
        if self.on_progress is not None:
            self.on_progress(self.games // 2, self.total)

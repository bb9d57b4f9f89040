"""The ``mining-games`` command: play in the terminal, simulate many games, print the rules.

    mining-games play titans --players 3 --seats human,random,extractor --seed 7
    mining-games simulate titans --n 1000 --bots extractor,steward,steward --out results.csv
    mining-games rules titans
    mining-games classroom titans --tables 6 --seats 4 --bots steward --host 0.0.0.0 --port 8000

Errors (an unknown game, bot or option, a bad value) print one line and exit with status 2.
"""

import argparse
import importlib.util
import json
import pathlib
import sys
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

from . import GAMES, __version__, game_class
from .bots import bot_names, bot_words, is_bot_name, search_names, seat_bots
from .core.search import DEFAULT_STRENGTH, STRENGTHS
from .core.words import count, ending_words

HUMAN = "human"
OUT_FORMATS = (".csv", ".parquet")


class UsageError(ValueError):
    """A mistake on the command line: printed as one line, exit status 2."""


def main(argv=None):
    """Run the command; returns the exit status (0 ok, 1 failed, 2 bad input, 130 interrupted)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:   # --help, or argparse's own usage errors (already printed)
        return e.code
    try:
        return args.run(args)
    except ValueError as e:
        print(f"mining-games: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"mining-games: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nmining-games: interrupted", file=sys.stderr)
        return 130


def search_help():
    """The search bot's strengths in words, for the help."""
    levels = "; ".join(f"search:{k}{' (or search)' if k == DEFAULT_STRENGTH else ''} {s.words}"
                       for k, s in STRENGTHS.items())
    return f"Every game has the search bot, which tries its choices in imagined games before it moves: {levels}."


def build_parser():
    games = ", ".join(f"{name} (bots: {', '.join(bot_names(cls))})" for name, cls in sorted(GAMES.items()))
    parser = argparse.ArgumentParser(
        prog="mining-games", description="Mining board games for teaching economics: play one in the terminal, "
        "simulate many with bots, or read a game's rules.", epilog=f"Games: {games}. {search_help()}")
    parser.add_argument("--version", action="version", version=f"mining-games {__version__}")
    sub = parser.add_subparsers(title="commands", metavar="COMMAND", required=True)

    p = sub.add_parser("play", help="play one game in the terminal", description=(
        "Play one game in the terminal. Every rule is explained as it fires. Human seats choose from a numbered "
        "menu: type a number, 'u' to undo your last choice, 's' for the scores, 'q' to quit."))
    p.add_argument("game", help="the game to play, e.g. titans")
    p.add_argument("--players", type=int, help="number of players (default: one per seat, or the game's minimum)")
    p.add_argument("--seats", help="comma-separated seat list of 'human' or bot names, e.g. human,random,extractor "
                   "(default: you against random bots; one name fills every seat); search:easy, search:medium "
                   "or search:hard picks how hard the search bot thinks")
    p.add_argument("--names", help="comma-separated player names (default: Ana, Ben, Cy, ...)")
    p.add_argument("--seed", type=int, help="seed for a repeatable game (default: a random one, printed)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="change a rule option (repeatable); 'mining-games rules GAME' lists them")
    p.add_argument("--cite", action="store_true", help="show each rule's title and rulebook section")
    p.add_argument("--why", action="store_true", help="after each move of a search bot, say what it chose, what "
                   "else it weighed and how often each won in its look-aheads")
    p.set_defaults(run=cmd_play)

    s = sub.add_parser("simulate", help="play many games with bots and save one row per game", description=(
        "Play many seeded games with bots in every seat (mining_games.experiments.run) and print a summary. "
        "Seeds are start..start+n-1, so a run is repeatable."))
    s.add_argument("game", help="the game to simulate, e.g. titans")
    s.add_argument("--n", type=int, default=100, help="number of games per options combination (default 100)")
    s.add_argument("--bots", default="random", help="one bot name for every seat, or a comma-separated list "
                   "with one per seat (default: random); search:easy, search:medium or search:hard picks how hard "
                   "the search bot thinks")
    s.add_argument("--players", type=int, help="number of players (default: one per listed bot, or the game's "
                   "minimum)")
    s.add_argument("--seed-start", type=int, default=0, help="first seed (default 0)")
    s.add_argument("--option", action="append", default=[], metavar="NAME=VALUE[,VALUE...]",
                   help="set a rule option (repeatable); several comma-separated values are all played")
    s.add_argument("--out", help="save one row per game to a .csv or .parquet file (Parquet needs pyarrow)")
    s.add_argument("--per-round", metavar="FILE", help="also save scores and tracks by round (.csv or .parquet)")
    s.add_argument("--workers", type=int, help="processes to use (default: this process for short runs, one per "
                   "CPU for long ones; 1 keeps everything in this process)")
    s.add_argument("--no-progress", action="store_true", help="do not show a progress bar")
    s.set_defaults(run=cmd_simulate)

    r = sub.add_parser("rules", help="print a game's rule catalogue with citations and provenance", description=(
        "Print every rule of a game grouped by rulebook section, with its citation and provenance (rulebook, "
        "reconstructed with the reason, or variant), then the options and the provenance of components."))
    r.add_argument("game", help="the game, e.g. titans")
    r.add_argument("--source", choices=("rulebook", "reconstructed", "variant"), help="only rules of this source")
    r.set_defaults(run=cmd_rules)

    c = sub.add_parser("classroom", help="serve a game to a class: every student on their own device", description=(
        "Start a classroom server: students open the printed address on a phone or laptop, type the join code and "
        "a name, and get a seat; empty seats are bots. The teacher's dashboard address (with its key) is printed "
        "too. Everything is kept in a SQLite file: run the same command again to resume. Needs the 'classroom' "
        "extra. See docs/classroom.md."))
    c.add_argument("game", help="the game, e.g. titans")
    c.add_argument("--tables", type=int, default=1, help="number of tables (default 1)")
    c.add_argument("--seats", type=int, help="players at each table (default: the game's most)")
    c.add_argument("--bots", help="the bot for empty seats: one name, or one per seat, comma-separated "
                   "(default: the game's first heuristic bot)")
    c.add_argument("--host", default="127.0.0.1", help="address to listen on: 0.0.0.0 for the classroom's network "
                   "(default 127.0.0.1: this computer only)")
    c.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    c.add_argument("--db", help="the classroom's SQLite file (default classroom-GAME.sqlite); an existing file "
                   "resumes its session")
    c.add_argument("--new", action="store_true", help="start a new session even if the file holds one")
    c.add_argument("--seed", type=int, help="seed of table 1 (table k plays seed+k-1; default: a random one)")
    c.add_argument("--bot-delay", type=float, default=0.5, help="seconds between two bot moves (default 0.5)")
    c.add_argument("--certfile", help="a TLS certificate (PEM) to serve HTTPS: on a shared school Wi-Fi, so that "
                   "nobody on the network can read the students' seat tokens (see docs/classroom.md)")
    c.add_argument("--keyfile", help="the certificate's private key (PEM), if it is not in the certificate file")
    c.add_argument("--stand-in-after", type=float, metavar="SECONDS",
                   help="after this many seconds a waiting student's turn is played by the seat's bot (a dead phone "
                   "does not hold up the table); the student takes the seat back at their next turn. Default: turns "
                   "wait. The teacher can change it on the dashboard")
    c.add_argument("--joins-per-device", type=int, default=3, metavar="N",
                   help="seats one device may take in a minute (default 3: a student who lost their page may join "
                   "again); the whole class takes at most 5 a second. 0: no limit (a test's simulated class, all "
                   "from one computer)")
    c.add_argument("--start", action="store_true", help="start the games at once (default: the teacher starts "
                   "them from the dashboard when the students have joined)")
    c.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="change a rule option (repeatable), e.g. max_rounds=10 for a short lesson")
    c.set_defaults(run=cmd_classroom)
    return parser


# ---------------------------------------------------------------------------- shared parsing

def parse_options(cls, items, grid=False):
    """``["name=value", ...]`` -> {name: value} typed by the option's default (lists when ``grid``)."""
    fields = {d["name"]: d for d in cls.Options.describe()}
    out = {}
    for item in items:
        name, eq, text = item.partition("=")
        name = name.strip()
        if not eq or not name:
            raise UsageError(f"--option needs NAME=VALUE, not {item!r}")
        if name not in fields:
            valid = ", ".join(fields) or "(this game has no options)"
            raise UsageError(f"unknown option {name!r} for {cls.name}; valid options are: {valid}")
        values = [_typed(fields[name], v.strip()) for v in (text.split(",") if grid else [text])]
        out[name] = values if grid else values[0]
    return out


def _typed(field, text):
    kind = type(field["default"])
    name = field["name"]
    if kind is bool:
        low = text.lower()
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0"):
            return False
        raise UsageError(f"option {name} must be true or false, not {text!r}")
    if kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise UsageError(f"option {name} must be {what}, not {text!r}") from None
    return text


def _split(text):
    return [part.strip() for part in text.split(",") if part.strip()] if text else []


def _check_out(path, flag):
    target = pathlib.Path(path)
    suffix = target.suffix.lower()
    if not target.parent.is_dir():
        raise UsageError(f"{flag} {path}: the folder {target.parent} does not exist")
    if suffix not in OUT_FORMATS:
        raise UsageError(f"{flag} must end in .csv or .parquet, not {path!r}")
    if suffix == ".parquet" and importlib.util.find_spec("pyarrow") is None:
        raise UsageError(f"writing {path} needs pyarrow: run 'pip install pyarrow' (or install the 'scale' "
                         f"extra), or save to a .csv file instead")


def _write(df, path):
    if path.lower().endswith(".parquet"):
        df.to_parquet(path, index=False)
    else:
        df.to_csv(path, index=False)


# ---------------------------------------------------------------------------- play

def cmd_play(args):
    cls = game_class(args.game)
    seats = _split(args.seats)
    players = args.players or (len(seats) if len(seats) > 1 else cls.min_players)
    if not seats:
        seats = [HUMAN] + ["random"] * (players - 1)
    elif len(seats) == 1:
        seats = seats * players
    valid = [HUMAN, *bot_names(cls), *search_names()]
    for s in seats:
        if s != HUMAN and not is_bot_name(cls, s):
            raise UsageError(f"unknown seat {s!r} for {cls.name}; valid seats are: {', '.join(valid)}")
    names = _split(args.names) or players
    if isinstance(names, list) and len(names) != players:
        raise UsageError(f"--names lists {len(names)} names for {players} players")
    if len(seats) != players:
        raise UsageError(f"{players} players need {players} seats; --seats lists {len(seats)}")
    game = cls(players=names, seed=args.seed, options=parse_options(cls, args.option))
    bots = seat_bots(game, {p: s for p, s in enumerate(seats) if s != HUMAN})
    return Table(game, seats, bots, args.cite, args.why).play()


class Table:
    """A game at the terminal: bots move by themselves, humans pick from numbered menus."""

    def __init__(self, game, seats, bots, cite=False, why=False):
        self.game, self.seats, self.bots, self.cite, self.why = game, seats, bots, cite, why
        self.marks = []   # decision counts just before each human decision (for undo)

    def play(self):
        g = self.game
        who = ", ".join(f"{name} ({seat})" for name, seat in zip(g.players, self.seats))
        print(f"{g.title}, seed {g.seed}: {who}")
        changed = g.options.changed()
        if changed:
            print("Options: " + g.Options.words(changed))
        self.show(g.log)
        while not g.over:
            p = g.to_act[0]
            if p in self.bots:
                bot = self.bots[p]
                self.show(g.apply(bot.choose(g, p)))
                if self.why and hasattr(bot, "explain"):
                    print(f"  Why ({g.players[p]}, the search bot): {bot.explain()}")
                continue
            action = self.ask(p)
            if action is None:
                print("Game stopped.")
                self.standings()
                return 0
            self.marks.append(len(g.decisions))
            self.show(g.apply(action))
        print("Game over.")
        self.standings()
        return 0

    def show(self, events):
        for e in events:
            if self.cite:
                r = e.rule_info
                print(f"  {e.text}  [{r.title}; {r.cite}; {r.source}]")
            else:
                print(f"  {e.text}")

    def ask(self, p):
        """The human's choice, an Action; None to stop. Invalid input asks again."""
        g = self.game
        while True:
            p = g.to_act[0]   # after an undo it may be another human's earlier choice
            menu = g.legal_actions(p)
            print(f"\n--- Round {g.round}, {g.phase}: {g.players[p]} to decide ---")
            print(self.holdings(p))
            print(g.prompt(p))
            for i, a in enumerate(menu, 1):
                print(f"  {i:>2}. {a.label}")
            while True:
                answer = self.read(f"Choose 1-{len(menu)} (u undo, s scores, q quit): ")
                if answer is None or answer in ("q", "quit"):
                    return None
                if answer.isdigit() and 1 <= int(answer) <= len(menu):
                    return menu[int(answer) - 1]
                if answer in ("s", "scores"):
                    self.standings()
                elif answer in ("u", "undo"):
                    if self.undo():
                        break   # the position changed: show the menu again
                else:
                    print(f"Please type a number from 1 to {len(menu)}, or u, s or q.")

    @staticmethod
    def read(prompt):
        """One answer from standard input (lower case); None at the end of input."""
        try:
            answer = input(prompt)
        except EOFError:
            print()
            return None
        if not sys.stdin.isatty():
            print(answer)   # scripted input: echo it so the transcript reads like a session
        return answer.strip().lower()

    def undo(self):
        """Step back to just before the last human decision; False if there is none."""
        g = self.game
        if not self.marks:
            print("Nothing to undo: no human decision yet.")
            return False
        n = len(g.decisions) - self.marks.pop()
        g.undo(n)
        print(f"Undid {n} decision(s): back to {g.players[g.to_act[0]]}'s last choice.")
        return True

    def holdings(self, p):
        g = self.game
        mine = {k: v for k, v in sorted(g.bal.get(g.account(p), {}).items()) if v}
        held = ", ".join(f"{k} {v}" for k, v in mine.items()) or "nothing"
        tracks = ", ".join(f"{k} {v}" for k, v in g.tracks.items())
        return f"{g.players[p]} holds: {held}" + (f" | {tracks}" if tracks else "")

    def standings(self):
        for row in self.game.standings():
            parts = ", ".join(f"{k} {v}" for k, v in row["breakdown"].items())
            mark = " (winner)" if row["winner"] else ""
            print(f"  {row['rank']}. {row['name']}: {row['score']}{mark}" + (f"  [{parts}]" if parts else ""))


# ---------------------------------------------------------------------------- simulate

def cmd_simulate(args):
    from . import experiments

    cls = game_class(args.game)
    bots = _split(args.bots)
    if not bots:
        raise UsageError("--bots needs at least one bot name")
    players = args.players or (len(bots) if len(bots) > 1 else cls.min_players)
    if args.n < 1:
        raise UsageError(f"--n must be at least 1, not {args.n}")
    if args.workers is not None and args.workers < 1:
        raise UsageError(f"--workers must be at least 1, not {args.workers}")
    for path, flag in ((args.out, "--out"), (args.per_round, "--per-round")):
        if path:
            _check_out(path, flag)
    grid = parse_options(cls, args.option, grid=True) or None
    seeds = range(args.seed_start, args.seed_start + args.n)
    bots_arg = bots[0] if len(bots) == 1 else bots
    progress = not args.no_progress
    start = time.perf_counter()
    executor = _executor(args.workers)
    try:
        result = experiments.run(cls, players, bots_arg, seeds, grid, executor=executor, progress=progress,
                                 per_round=bool(args.per_round))
    finally:
        if executor is not None:
            executor.shutdown()
    seconds = time.perf_counter() - start
    games, rounds = result if args.per_round else (result, None)
    print(f"{count(len(games), 'game')} of {cls.title} in {seconds:.1f} s ({len(games) / seconds:.0f} games/s)")
    for line in summary(games, cls):
        print(line)
    if args.out:
        _write(games, args.out)
        print(f"Saved {count(len(games), 'row')} to {args.out}")
    if rounds is not None:
        _write(rounds, args.per_round)
        print(f"Saved {count(len(rounds), 'row')} to {args.per_round}")
    return 0


def _executor(workers):
    if workers is None:
        return None
    if workers == 1:
        return ThreadPoolExecutor(max_workers=1)   # one worker thread: everything in this process
    return ProcessPoolExecutor(max_workers=workers)




def summary(games, cls):
    """A few readable lines per options combination: wins, scores and length by seat, tracks, endings,
    in words (options, bots, gauges and endings as a reader says them; a gauge that a game may never set says over
    how many games its mean is taken)."""
    lines = []
    label = cls(players=cls.min_players, seed=0).track_label
    for key, df in games.groupby("options", sort=False):
        if games["options"].nunique() > 1 or key != "{}":
            options = cls.Options.words(json.loads(key)) or "the rulebook's settings"
            lines.append(f"\nOptions: {options}")
        seats = df["seats"].iloc[0].split(",")
        n = len(df)
        width = max(len(bot_words(b)) for b in seats)
        for i, bot in enumerate(seats):
            wins = df["winner_seats"].str.split(",").apply(lambda w, i=i: str(i) in w).sum()
            lines.append(f"  seat {i} {bot_words(bot):<{width}}  wins {wins:>5} ({100 * wins / n:5.1f}%)  "
                         f"mean score {df[f'score_{i}'].mean():6.2f}")
        shared = (df["winner_seats"].str.contains(",")).sum()
        lines.append(f"  shared wins {shared}; mean rounds {df['rounds'].mean():.1f}, "
                     f"mean decisions {df['decisions'].mean():.0f}")
        for track in cls.TRACKS:
            col = df[f"final_{track}"].dropna()
            if col.empty:
                lines.append(f"  final {label(track)}: never set in {count(n, 'game')}")
                continue
            over = "" if len(col) == n else f" over the {count(len(col), 'game')} of {n} that set it"
            lines.append(f"  final {label(track)}: mean {col.mean():.2f}{over} (min {col.min():g}, "
                         f"max {col.max():g})")
        ends = df["ended_by"].value_counts(dropna=False)
        lines.append("  ended by: " + "; ".join(f"{ending_words(cls, rule)}: {count(int(c), 'game')}"
                                                for rule, c in ends.items()))
    return lines


# ---------------------------------------------------------------------------- classroom

def join_limit(per_device):
    """The classroom's join limit from ``--joins-per-device``: None for 0 (no limit)."""
    from .classroom.limits import JoinLimit

    if per_device < 0:
        raise UsageError(f"--joins-per-device must be 0 (no limit) or more, not {per_device}")
    return JoinLimit(per_device=per_device) if per_device else None


def cmd_classroom(args):
    if importlib.util.find_spec("starlette") is None or importlib.util.find_spec("uvicorn") is None:
        raise UsageError("the classroom server needs Starlette and uvicorn: pip install 'mining-games[classroom]'")
    from .classroom import Classroom

    cls = game_class(args.game)
    room = Classroom(cls.name, tables=args.tables, seats=args.seats, bots=args.bots, db=args.db, host=args.host,
                     port=args.port, seed=args.seed, bot_delay=args.bot_delay, new=args.new,
                     join_limit=join_limit(args.joins_per_device), certfile=args.certfile, keyfile=args.keyfile,
                     stand_in_after=args.stand_in_after, **parse_options(cls, args.option))
    if args.start and room.room.state == "lobby":
        room.start_games()
    state = "resumed from" if room.room.resumed else "kept in"
    tables = f"{count(len(room.room.tables), 'table')} of {count(room.room.seats, 'seat')}"
    print(f"{cls.title} classroom: {tables}; {state} {room.room.store.path}")
    print("Students open:  " + "  or  ".join(room.student_urls))
    print(f"Join code:      {room.join_code}")
    print(f"Teacher's dashboard (keep this address to yourself): {room.teacher_url}")
    print("Press Ctrl+C to stop; run the same command again to resume.", flush=True)
    try:
        while room._thread is not None and room._thread.is_alive():
            room._thread.join(timeout=0.5)
    finally:
        room.stop()
    return 0


# ---------------------------------------------------------------------------- rules

def cmd_rules(args):
    cls = game_class(args.game)
    rules = [r for r in cls.RULES if args.source in (None, r.source)]
    counts = {s: len(cls.RULES.by_source(s)) for s in ("rulebook", "reconstructed", "variant")}
    print(f"{cls.title}: {len(cls.RULES)} rules ({', '.join(f'{n} {s}' for s, n in counts.items())})")
    sections = {}
    for r in rules:
        book, _, section = r.cite.rpartition(", ")
        sections.setdefault((section, book), []).append(r)
    for (section, book), group in sections.items():
        print(f"\n== {section}" + (f" ({book})" if book else "") + " ==")
        for r in group:
            print(f"  {r.id}: {r.title} [{r.source}]")
            print(f"      {r.summary}")
            if r.rationale:
                label = "Why reconstructed" if r.source == "reconstructed" else "Why"
                print(f"      {label}: {r.rationale}")
    if args.source is None:
        print_options(cls)
        print_provenance(cls)
    return 0


def print_options(cls):
    print("\n== Options (mining-games play/simulate --option NAME=VALUE) ==")
    for d in cls.Options.describe():
        bounds = (f" one of {', '.join(map(str, d['choices']))}" if d.get("choices")
                  else f" {d['min']}..{d['max']}" if d.get("min") is not None else "")
        print(f"  {d['name']} = {d['default']}{bounds} [{d['source']}]: {d['help']}")
        if d.get("rationale"):
            print(f"      Why: {d['rationale']}")


def print_provenance(cls):
    print("\n== Components and numbers: where they come from ==")
    for row in cls.PROVENANCE:
        label = {"rulebook": "Printed", "reconstructed": "Why reconstructed", "variant": "Variant"}[row.source]
        print(f"  [{row.source}] {row.what}")
        print(f"      {label}: {row.note}")
    if not cls.PROVENANCE:
        print("  (this game lists no components)")

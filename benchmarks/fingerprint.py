"""A fingerprint of what every game does, to show that a change for speed changes nothing else.

    python benchmarks/fingerprint.py                  # prints one hash per game
    python benchmarks/fingerprint.py --save FILE      # writes them (say, before a change)
    python benchmarks/fingerprint.py --check FILE     # compares with a saved run; exit status 1 if any differs
    python benchmarks/fingerprint.py --seeds 25 ardevur   # more seeds, one game
    python benchmarks/fingerprint.py --play-only --save FILE   # play only: no snapshot in the hash

To fingerprint the code of an older commit, run this script with that code first on the path
(``git archive`` it into a folder, then ``PYTHONPATH=<folder> python benchmarks/fingerprint.py``).

For every registered game and the kernel's test-only toy game: seeds 0-4 at each player count the
game allows, every other seed with a rule-driven seat when the game has any, played to the end by
random bots and again by each of the game's own bots (every seat the same bot); then seeds 0-1 with
random bots once for every option variant (each other choice of an option with choices, each
true/false option the other way round). Each game's hash
covers every event (number, round, phase, player, rule, facts, the teacher's and an onlooker's
text, transfers and track moves), every decision, the final snapshot and the standings. The
same code must give the same hashes in any process; a change made only for speed must too.

``--play-only`` leaves the final snapshot out of the hash: what was played (decisions, events with
their facts, texts, transfers and track moves, standings) and not how the state is laid out. A change
that only moves state (a game's piles from its own attributes to the kernel's decks) must keep this
hash while the full one changes.
"""

import argparse
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))   # the test-only toy game and the conformance suite

from conformance import variants  # noqa: E402  (the option variants the conformance suite plays)
from toygame import ToyGame  # noqa: E402

import mining_games as mg  # noqa: E402
from mining_games.bots import play  # noqa: E402

SEEDS = list(range(5))


def games():
    return {**mg.GAMES, ToyGame.name: ToyGame}


def matches(cls):
    """(players, seed, npcs, bot, options) for every match the fingerprint of ``cls`` plays."""
    npc_names = sorted(cls.NPCS)
    for n in range(cls.min_players, cls.max_players + 1):
        for s in SEEDS:
            npcs = [npc_names[s % len(npc_names)]] if npc_names and s % 2 and n > cls.min_humans else []
            humans = max(n - len(npcs), cls.min_humans)
            for bot in ["random", *sorted(cls.BOTS)]:
                yield humans, s, npcs, bot, {}
    for options in variants(cls):
        n = next(n for n in range(cls.max_players, cls.min_players - 1, -1) if accepts(cls, n, options))
        for s in range(2):
            yield n, s, [], "random", options


def accepts(cls, n, options):
    """Whether a game of ``n`` seats takes these options (Mine 77's small_patrols is for fewer than 3)."""
    try:
        cls(players=n, seed=0, **options)
    except ValueError:
        return False
    return True


def fingerprint(cls, snapshot=True):
    digest = hashlib.sha256()
    for humans, seed, npcs, bot, options in matches(cls):
        game = play(cls(players=humans, seed=seed, npcs=npcs, **options), bot)
        digest.update(f"{cls.name} {humans} {seed} {npcs} {bot} {options}\n".encode())
        for e in game.log:
            row = e.to_dict()
            row["public"] = e.text_for(-1)
            digest.update(json.dumps(row, sort_keys=True, default=repr).encode())
        digest.update(json.dumps([a.to_list() for a in game.decisions]).encode())
        if snapshot:
            digest.update(json.dumps(game.snapshot(), sort_keys=True, default=repr).encode())
        digest.update(json.dumps(game.standings(), sort_keys=True, default=repr).encode())
    return digest.hexdigest()[:20]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--save", type=pathlib.Path, help="write the hashes to this JSON file")
    ap.add_argument("--check", type=pathlib.Path, help="compare with hashes saved by --save")
    ap.add_argument("--seeds", type=int, default=5, help="seeds per player count (default 5)")
    ap.add_argument("--play-only", action="store_true",
                    help="leave the final snapshot out: decisions, events and standings only")
    ap.add_argument("games", nargs="*", help="only these games (default: all and the toy)")
    args = ap.parse_args()
    names = args.games or list(games())
    SEEDS[:] = range(args.seeds)
    hashes = {}
    for name in names:
        hashes[name] = fingerprint(games()[name], snapshot=not args.play_only)
        print(f"{name}: {hashes[name]}", flush=True)
    if args.save:
        args.save.write_text(json.dumps(hashes, indent=1) + "\n")
    if args.check:
        saved = json.loads(args.check.read_text())
        differ = [n for n in names if saved.get(n) != hashes[n]]
        print("identical" if not differ else f"DIFFERENT: {', '.join(differ)}")
        sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()

"""Runs in a fresh process, as the catanatron peer does (peer_catanatron.py): random-seat throughput of one
of our games.

    python ours_run.py calibrate GAME SECONDS     # prints how many games take about SECONDS
    python ours_run.py run GAME GAMES FIRST_SEED  # plays them; prints the run as JSON
    python ours_run.py clone GAME SECONDS         # copies of games mid-game for about SECONDS; JSON

GAME is a registered game or "toy" (the kernel's test-only toy game). Four seats where the game allows
(the peer plays four), a random bot in each, logging on, each game played to its end by
``mining_games.bots.play``. The process imports only ``mining_games`` and the game: the benchmark's own
modules (pandas for the experiments, the widgets) would otherwise sit in the same heap, and the garbage
collector's passes over them would be counted as the game's time (about 6% for ARDEVUR).

``clone`` times ``Game.clone()`` (and, for a fifth of the time, ``copy.deepcopy``, the copy before it)
mid-game: the positions after ``MIDGAME`` random decisions of seeds 1-5 (halfway through a game that
ends sooner: the toy game), cloned in turn, each clone dropped before the next, as a search bot does.
"""

import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))   # this checkout's mining_games, whichever the Python's own install points to


def game_class(name):
    if name == "toy":
        sys.path.insert(0, str(ROOT / "tests"))
        from toygame import ToyGame
        return ToyGame
    import mining_games as mg
    return mg.GAMES[name]


def seats_for(cls):
    """Four players where the game allows it (the peer plays four), else the nearest count."""
    return max(cls.min_players, min(4, cls.max_players))


def timed_run(cls, players, seeds):
    """Play random-seat games with full logging; games, decisions and CPU seconds (``process_time``:
    on a shared machine the wall clock also counts the time other work had the processor)."""
    from mining_games.bots import play
    start = time.process_time()
    decisions = 0
    for s in seeds:
        game = play(cls(players=players, seed=s), "random")
        decisions += len(game.decisions)
    return {"games": len(seeds), "decisions": decisions, "seconds": time.process_time() - start}


MIDGAME = 150   # random decisions into a game where its copies are timed (as catanatron's, peer_catanatron.py)
POSITIONS = range(1, 6)


def midgame(cls, players, seed):
    """The game after ``MIDGAME`` decisions of random seats (halfway, in a game that ends sooner)."""
    from mining_games.bots import play, seat_bots
    length = len(play(cls(players=players, seed=seed), "random").decisions)
    game = cls(players=players, seed=seed)
    bots = seat_bots(game, "random")
    for _ in range(min(MIDGAME, length // 2)):
        p = game.to_act[0]
        game.apply(bots[p].choose(game, p))
    return game


def timed_copies(games, copy, seconds, each=20):
    """Copies made by ``copy`` of each game in turn (``each`` at a time) for about ``seconds`` of CPU
    time: (copies, seconds)."""
    done, start = 0, time.process_time()
    while True:
        for game in games:
            for _ in range(each):
                copy(game)
        done += each * len(games)
        spent = time.process_time() - start
        if spent >= seconds:
            return done, spent


def clone_run(cls, seconds):
    import copy
    players = seats_for(cls)
    games = [midgame(cls, players, s) for s in POSITIONS]
    clones, clone_s = timed_copies(games, type(games[0]).clone, seconds * 0.8)
    deep, deep_s = timed_copies(games, copy.deepcopy, seconds * 0.2, each=1)
    return {"players": players, "decisions_in": [len(g.decisions) for g in games], "clones": clones,
            "seconds": clone_s, "deepcopies": deep, "deepcopy_seconds": deep_s}


def main(argv):
    if argv[:1] == ["calibrate"] and len(argv) == 3:
        cls = game_class(argv[1])
        probe = timed_run(cls, seats_for(cls), range(3))
        print(max(3, round(float(argv[2]) / (probe["seconds"] / 3))))
    elif argv[:1] == ["run"] and len(argv) == 4:
        cls = game_class(argv[1])
        games, first = int(argv[2]), int(argv[3])
        print(json.dumps({"players": seats_for(cls), **timed_run(cls, seats_for(cls), range(first, first + games))}))
    elif argv[:1] == ["clone"] and len(argv) == 3:
        print(json.dumps(clone_run(game_class(argv[1]), float(argv[2]))))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])

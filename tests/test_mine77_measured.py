"""The search bot's games that the public-goods lesson quotes (``mining_games/mine77/measured.py``, written by
``benchmarks/mine77_public_goods_search.py``) are the kernel's games: one of them, replayed, gives the record's
scores and Steam again (the kernel and the bots are deterministic for a seed)."""

import mining_games as mg
from mining_games.bots import play
from mining_games.mine77 import analysis as m77
from mining_games.mine77.measured import SEARCH_BOT, SEARCH_GAMES


def test_a_recorded_search_game_replays_to_its_record():
    record = SEARCH_GAMES["among two free riders"][1]           # one of the shortest games (about 15 s)
    game = play(mg.new_game("mine77", players=3, seed=record["seed"]), [SEARCH_BOT, "free_rider", "free_rider"])
    assert m77.steam_record(game) == {k: record[k] for k in ("scores", "generated", "visits")}


def test_the_records_cover_the_lessons_seeds_for_both_tables():
    assert set(SEARCH_GAMES) == {"among two foremen", "among two free riders"}
    for games in SEARCH_GAMES.values():
        assert [g["seed"] for g in games] == list(range(len(games)))
        assert all(len(g["scores"]) == len(g["generated"]) == len(g["visits"]) == 3 for g in games)

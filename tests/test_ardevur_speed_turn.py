"""ARDEVUR's short cuts for speed in the turn, the Strategy and the Development phases (issue 17,
third round) give the same answers as the rules' plain definitions, at every position of whole
games (random seats, 2-4 players, every mode)."""

import pytest

from mining_games.ardevur import Ardevur
from mining_games.ardevur import development as dev_mod
from mining_games.bots import seat_bots

GAMES = [(2, 3, "standard"), (3, 4, "fair_play"), (4, 5, "clash"), (4, 6, "standard")]


def positions(players, seed, mode):
    """Every position of a random game, as (game, player to decide)."""
    g = Ardevur(players=players, seed=seed, mode=mode)
    bots = seat_bots(g, "random")
    while not g.over:
        p = g.to_act[0]
        yield g, p
        g.apply(bots[p].choose(g, p))


def test_cheapest_build_is_four_millions():
    """Exploring the cheapest Territory and a Water both cost 4M; nothing costs less."""
    assert dev_mod.CHEAPEST == 4 == dev_mod.LOWEST_COST["explore"] == dev_mod.LOWEST_COST["water"]
    assert all(v >= 4 for v in dev_mod.LOWEST_COST.values())


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_builds_of_a_player_short_of_the_cheapest_build(players, seed, mode):
    """``builds`` answers "nothing" without the search when the player has no Phone Call and less
    money than 4M less the turn's discount; the full search agrees there, and the builds are the
    search's everywhere else."""
    poor = found = 0
    for g, p in positions(players, seed, mode):
        if g.turn is None or g.turn["player"] != p:
            continue
        fast = g.builds(p)
        full = g._find_builds(p)
        assert fast == full
        if not g.turn["phone"] and g.money(p) < 4 - g.turn["discount"]:
            poor += 1
            assert full == []
        found += bool(full)
    assert poor > 0 and found > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_has_voucher_is_whether_a_voucher_exists(players, seed, mode):
    """``has_voucher`` (the build search's test for an upgrade card) says whether ``voucher`` finds a
    held Target or Incentive whose reward is an upgrade, for every player at every position."""
    held = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            assert g.has_voucher(q) == (g.voucher(q) is not None)
            held += g.voucher(q) is not None
    assert held > 0 or mode == "fair_play"

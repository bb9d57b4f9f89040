"""ARDEVUR's short cuts for speed, round 4 (issue 17, the Reward phase, Targets and Action cards):
each fact read a quicker way equals the rule's plain definition at every position of whole games
(random seats, 2-4 players, every mode)."""

import pytest
from ardevur_helpers import SPEED_GAMES, positions

from mining_games.ardevur import reward as reward_mod
from mining_games.ardevur.data import TARGETS

EVERY = list(range(len(TARGETS)))


def plain_amount(g, q, t):
    """Target ``t``'s measure for player ``q``, by the condition's own definition."""
    return reward_mod._MEASURE[TARGETS[t].kind](g, q)


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_met_reads_each_measure_where_it_is_kept(players, seed, mode):
    """``met`` reads each measure where it is kept (the holding's, the structures', the regions
    led, the ledger, the statistics) without a copy per position; ``met_by_anyone`` reads each
    measure's highest amount the same way: both name exactly the Targets the plain definition
    names, in the order asked, for every player and position; and the structures' measures kept
    between changes equal their definitions."""
    checked = hits = anyone = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            plain = [t for t in EVERY if plain_amount(g, q, t) >= TARGETS[t].n]
            assert g.met(q, EVERY) == plain
            assert g.met(q, EVERY[::-1]) == plain[::-1]
            hits += len(plain)
        plain = [t for t in EVERY if any(plain_amount(g, q, t) >= TARGETS[t].n for q in range(players))]
        assert g.met_by_anyone(EVERY) == plain
        assert g.met_by_anyone(EVERY[::-1]) == plain[::-1]
        anyone += len(plain)
        rows = g.structure_rows()
        assert rows == [{kind: reward_mod._MEASURE[kind](g, q) for kind in ("infra", "asset", "upgraded")}
                        for q in range(players)]
        checked += 1
    assert checked > 100 and hits > 0 and anyone > 0


def test_every_measure_has_a_place_to_be_read():
    """Each Target's measure is read from one of the kept places, and a supremacy Target exists
    (so the regions-led branch is exercised by the whole games above)."""
    sources = {reward_mod._source(x.kind) for x in TARGETS}
    assert sources == {"board", "stat", "structure", "money", "stock", "supremacy"}

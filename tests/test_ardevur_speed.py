"""ARDEVUR's short cuts for speed (issue 17) give the same answers as the rules' plain definitions,
at every position of whole games (random seats, 2-4 players, every mode)."""

import pytest
from ardevur_helpers import SPEED_GAMES, positions

from mining_games.ardevur import development as dev_mod
from mining_games.ardevur import reward as reward_mod
from mining_games.ardevur.data import CORP, DEV_TYPES, TERRITORIES

GAMES = SPEED_GAMES



@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_board_measures_match_each_measure(players, seed, mode):
    """The Targets' measures of the Territories held, worked out in one pass per player, equal
    each measure's own definition (``_MEASURE``) for every player at every position."""
    checked = 0
    for g, _ in positions(players, seed, mode):
        m = g.board_measures()
        for kind in reward_mod._BOARD_KINDS:
            assert m[kind] == [reward_mod._MEASURE[kind](g, q) for q in range(players)], kind
            checked += 1
    assert checked > 7 * 100   # whole games: more than a hundred positions each


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_builds_short_cut_changes_no_menu(players, seed, mode, monkeypatch):
    """With no Phone Call and less money than the cheapest build the hand allows, ``builds`` stops
    early with nothing; the full search (the short cut disabled) finds nothing either, and finds
    the same builds everywhere else."""
    short_cut = skipped = nonempty = 0
    for g, p in positions(players, seed, mode):
        if g.turn is None or g.turn["player"] != p:
            continue
        fast = g._find_builds(p)
        with monkeypatch.context() as m:
            m.setattr(dev_mod, "LOWEST_COST", dict.fromkeys(dev_mod.KINDS, 0))
            m.setattr(dev_mod, "_SITE_TABLES", {})
            m.setattr(dev_mod, "_STRUCTURE_TABLES", {})
            full = g._find_builds(p)
        assert fast == full
        found = dev_mod._misses_table(frozenset(g.dev[p]), CORP[g.corp[p]].advantage,
                                      mode != "fair_play" and g.voucher(p) is None)
        low = found[3]
        disc = g.turn["discount"]
        if not g.turn["sold_global"] and found[2] and not g.turn["phone"] and g.money(p) < max(low - disc, 0):
            short_cut += 1
            skipped += not full
        nonempty += bool(full)
    assert short_cut > 0 and skipped == short_cut
    assert nonempty > 0


def test_lowest_cost_is_the_cheapest_territory_or_price():
    assert dev_mod.LOWEST_COST["explore"] == min(t.explore for t in TERRITORIES) == 4
    assert dev_mod.LOWEST_COST["exploit"] == min(t.exploit for t in TERRITORIES) == 8
    assert dev_mod.LOWEST_COST["water"] == 4 and dev_mod.LOWEST_COST["factory"] == 64


@pytest.mark.parametrize("players,seed,mode", GAMES[:2])
def test_pickable_and_anti_monopoly_match_their_definitions(players, seed, mode):
    """The Development cards one may take (none held, none of the Market Advantage's type, one
    left in the Market) and the Anti-Monopoly test (the other two Territories of the region held)."""
    for g, p in positions(players, seed, mode):
        if g.corp[p] is not None:
            adv = CORP[g.corp[p]].advantage
            assert g.pickable(p) == [t for t in DEV_TYPES if t != "Phone Call" and g.market.get(t, 0) > 0
                                     and t not in g.dev[p] and t != adv]
        for t in range(24):
            r = TERRITORIES[t].region
            assert g.would_monopolise(p, t) == all(g.owner[u] == p for u in range(24)
                                                   if TERRITORIES[u].region == r and u != t)


@pytest.mark.parametrize("players,seed,mode", GAMES[2:])
def test_supremacy_weights_and_leaders_match_each_region(players, seed, mode):
    """The weights of every region in one pass (what the board draws) and the leaders kept per
    board (what the Targets read) equal each region's own ``region_weights`` and ``region_leader``."""
    led = 0
    for g, _ in positions(players, seed, mode):
        assert g.all_region_weights() == [g.region_weights(r) for r in range(8)]
        leaders = g.region_leaders()
        assert leaders == [g.region_leader(r) for r in range(8)]
        led += sum(q is not None for q in leaders)
    assert led > 0

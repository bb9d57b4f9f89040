"""ARDEVUR's short cuts for speed in the turn, the Strategy and the Development phases (issue 17,
third round) give the same answers as the rules' plain definitions, at every position of whole
games (random seats, 2-4 players, every mode)."""

import itertools

import pytest
from ardevur_helpers import SPEED_GAMES, positions, revealed

from mining_games.ardevur import development as dev_mod
from mining_games.ardevur.data import CORP, DEV_TYPES

GAMES = SPEED_GAMES



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


def plain_misses_table(dev, advantage, no_voucher):
    """The table of what each build lacks, from the definitions: the cards each build requires
    (``REQ_OF``) not in the hand or the Market Advantage, and "reward" for an upgrade without a card."""
    have = dev | {advantage}
    misses = {k: [r for r in dev_mod.REQ_OF[k] if r not in have]
              + (["reward"] if k in dev_mod.NEEDS_VOUCHER and no_voucher else []) for k in dev_mod.KINDS}
    ready = frozenset(k for k, m in misses.items() if not m)
    return (misses, frozenset(k for k, m in misses.items() if len(m) <= 1), ready,
            min((dev_mod.LOWEST_COST[k] for k in ready), default=0))


def test_misses_table_of_every_hand_matches_its_definition():
    """Every hand of up to 5 Development cards beside each Market Advantage, with and without an
    upgrade card: the table the build search reads equals the plain definition."""
    hands = 0
    for adv in sorted({c.advantage for c in CORP.values()}):
        others = [t for t in DEV_TYPES if t != adv]
        for n in range(6):
            for hand in itertools.combinations(others, n):
                for no_voucher in (False, True):
                    key = (frozenset(hand), adv, no_voucher)
                    assert dev_mod._misses_table(*key) == plain_misses_table(*key), key
                    hands += 1
    assert hands == 5104
    # a hand of License and Road beside the Geologist advantage: exploring and a Road are ready
    # (the cheapest 4M), exploiting lacks both Machinery and Workforce
    misses, ok, ready, low = dev_mod._misses_table(frozenset({"License", "Road"}), "Geologist", True)
    assert ready == {"explore", "road"} and low == 4
    assert misses["exploit"] == ["Machinery", "Workforce"] and "exploit" not in ok
    assert misses["factory"] == ["Factory", "reward"]


def grouped(builds):
    """Builds as a menu lists them: each single build, then one entry per structure and way of
    paying (where -2 when it could go in several places; its place is chosen next)."""
    out, groups = [], {}
    for b in builds:
        if b[0] in dev_mod.LOCATED:
            groups.setdefault((b[0], b[2], b[4]), []).append(b)
        else:
            out.append(b)
    for (what, via, price), rows in groups.items():
        out.append(rows[0] if len(rows) == 1 else (what, -2, via, -1, price))
    return out


def plain_entries(g, p, builds):
    """The Development menu's build entries from every build written out: per category, the one
    build, or the one structure to place (where -2) if it has several places, else "choose"."""
    by_cat = {}
    for b in builds:
        by_cat.setdefault(dev_mod.CATEGORY[b[0]], []).append(b)
    out = []
    for cat in ("site", "infra", "asset", "upgrade"):
        rows = by_cat.get(cat)
        if not rows:
            continue
        entries = grouped(rows)
        if len(entries) == 1:
            out.append(g.act(p, "build", entries[0]))
        else:
            out.append(g.act(p, "choose", (cat,)))
    return out


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_development_entries_from_groups_match_the_builds(players, seed, mode):
    """The build search keeps a group per structure and way of paying; the Development menu's
    entries read from the groups equal those made from every build written out, and the groups
    written out are the builds, at every position of whole games."""
    entries = choose = 0
    for g, p in positions(players, seed, mode):
        if g.turn is None or g.turn["player"] != p:
            continue
        full = g._find_builds(p)
        assert dev_mod.expand(g.build_groups(p)) == full == g.builds(p)
        got = g.develop_entries(p)
        assert got == plain_entries(g, p, full)
        entries += len(got)
        choose += sum(a.kind == "choose" for a in got)
    assert entries > 0 and choose > 0


@pytest.mark.parametrize("players,seed,mode", GAMES[:2])
def test_return_menu_of_each_hand_is_the_types_held(players, seed, mode):
    """The Development-card return menu is one entry per type held, in alphabetical order, whenever
    a player must return a card."""
    asked = 0
    for g, p in positions(players, seed, mode):
        if g.stage == "dev_return":
            assert [a.args[0] for a in g.legal_actions(p)] == sorted(set(g.dev[p]))
            assert all(a.player == p and a.kind == "return_dev" for a in g.legal_actions(p))
            asked += 1
    assert asked > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_legal_picks_are_the_revealed_cards_that_monopolise_nothing(players, seed, mode):
    """At every position of the auctions, the Territories each player may take are the revealed
    ones for which ``would_monopolise`` (all three of a region) is false; the pick menu offers them."""
    checked = 0
    for g, p in positions(players, seed, mode):
        if g.auction is None:
            continue
        for q in range(players):
            assert g.legal_picks(q) == [t for t in revealed(g) if not g.would_monopolise(q, t)]
            checked += 1
        if g.stage == "pick":
            assert [a.args[0] for a in g.legal_actions(p)] == g.legal_picks(p)
    assert checked > 0


def plain_build_pick(g, p):
    """The build_pick menu from every build written out: the category's builds as ``grouped``
    lists them, or every build of the structure and way of paying chosen."""
    w = g.turn["where"]
    builds = g._find_builds(p)
    if w[0] == "cat":
        rows = grouped([b for b in builds if dev_mod.CATEGORY[b[0]] == w[1]])
    else:
        what, via, price = w
        rows = [b for b in builds if b[0] == what and b[2] == via and b[4] == price]
    return [g.act(p, "build", b) for b in rows]


def test_build_pick_menu_from_groups_matches_the_builds():
    """Whenever a player chooses what or where to build (twelve 4-player games), the menu read from
    the search's groups is the one made from every build written out."""
    asked = {"cat": 0, "where": 0}
    for seed in range(10, 22):
        for g, p in positions(4, seed, "standard"):
            if g.stage == "build_pick":
                menu = g.legal_actions(p)
                assert menu == plain_build_pick(g, p) and menu
                asked["cat" if g.turn["where"][0] == "cat" else "where"] += 1
    assert asked["cat"] > 0 and asked["where"] > 0, asked

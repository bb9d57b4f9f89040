"""ARDEVUR's short cuts for speed in the turn, the Strategy and the Development phases (issue 17,
fourth round) give the same answers as the rules' plain definitions, at every position of whole
games (random seats, 2-4 players, every mode)."""

import pytest
from ardevur_helpers import SPEED_GAMES, hand, positions

from mining_games.ardevur.actions import SKIP, TAKE_DEV
from mining_games.ardevur.cards import OWN_SET

GAMES = SPEED_GAMES


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_strategy_menus_skip_own_cards_of_an_empty_hand(players, seed, mode):
    """The Strategy menus ask ``own_cards`` only when the hand holds a card for the phase: otherwise it
    offers nothing, and the menus equal their plain definition (the Development cards one may take,
    an Action card, the Phone Call, the cards playable now, the skip) at every position."""
    empty = asked = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        p = g.turn["player"]
        if OWN_SET["strategy"].isdisjoint(hand(g, p)):   # no card for the phase (or none at all)
            assert g.own_cards(p, "strategy") == []
            empty += 1
        if g.stage == "strategy" and p in g.to_act:
            plain = [TAKE_DEV[p][t] for t in g.pickable(p)]
            if g.may_draw_action(p):
                plain.append(g.action(p, "draw_action"))
            if g.market.get("Phone Call", 0) > 0:
                plain.append(g.action(p, "phone"))
            plain += g.own_cards(p, "strategy")
            assert g.legal_actions(p) == [*plain, SKIP[p]["Strategy"]]
            asked += 1
        if g.stage == "strategy_more" and p in g.to_act:
            plain = [TAKE_DEV[p][t] for t in g.pickable(p)]
            if g.turn["picks"] == 1 and not g.turn["extra_dev"]:
                plain += g.own_cards(p, "strategy")
            assert g.legal_actions(p) == [*plain, SKIP[p]["more"]]
    assert empty > 0 and asked > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_development_menu_skips_own_cards_of_an_empty_hand(players, seed, mode):
    """The Development menu asks ``own_cards`` only when the hand holds a card for the phase and ``sale_actions``
    only with stock, and reads the shared sale entries; it equals its plain definition (builds,
    sales, cards, skip) at every position where it is asked, and the shared lists never change."""
    from mining_games.ardevur import sales
    from mining_games.ardevur.actions import SALES

    asked = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        p = g.turn["player"]
        if OWN_SET["development"].isdisjoint(hand(g, p)):   # no card for the phase (or none at all)
            assert g.own_cards(p, "development") == []
        if not g.lots[p]:
            assert g.sale_actions(p) == []
        if g.stage == "develop" and p in g.to_act:
            plain = [*g.develop_entries(p), *g.sale_actions(p), *g.own_cards(p, "development"),
                     SKIP[p]["Development"]]
            assert g.legal_actions(p) == plain
            asked += 1
        assert sales._NO_SALE == []
        assert all(s == [g.action(q, "sell_global"), g.action(q, "sell_local")] for q, s in enumerate(SALES))
    assert asked > 0


def test_phase_steps_are_the_turns_fixed_order():
    """The table of a turn's steps per seat: Extraction, Strategy, Development, Reward, end of turn."""
    from mining_games.ardevur.turn import PHASE_STEPS

    for p in range(4):
        assert PHASE_STEPS[p] == (("extraction", p), ("strategy", p), ("development", p), ("reward", p),
                                  ("end_turn", p))



def test_extraction_reads_the_regions_of_active_mines():
    """The Extraction phase tests for an active mine by the regions of the player's active mines
    (``owned_sites``): there is one exactly when ``active`` lists one, for every player at every
    position of the games."""
    mines = 0
    for g, _ in (x for players, seed, mode in GAMES for x in positions(players, seed, mode)):
        for q in range(len(g.players)):
            assert bool(g.owned_sites(q)[1]) == bool(g.active(q))
            mines += bool(g.active(q))
    assert mines > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_phase_menus_kept_for_the_position_are_built_afresh_alike(players, seed, mode):
    """The phase menus the kernel keeps from the moment the player was asked (``skip_or_ask`` and the
    other phase steps build them to see whether anything is possible, then ``ask(p, stage,
    menu=...)``) equal the menus built afresh from the rules at every position where one is asked."""
    stages = {"strategy", "strategy_more", "develop", "extract", "reward"}
    asked = 0
    for g, p in positions(players, seed, mode):
        if g.stage in stages:
            kept = g.legal_actions(p)
            g.invalidate_menus()   # the kernel's menus and the position's cache forgotten: built again
            assert g.legal_actions(p) == kept
            asked += 1
    assert asked > 0


def plain_develop_entries(g, p):
    """The Development menu's builds from their definition: per category (site, infra, asset,
    upgrade), the build itself if the category holds one group of one place or of several (where
    -2), else the choice of the category."""
    from mining_games.ardevur.development import CATEGORY

    out = []
    groups = g.build_groups(p)
    for cat in ("site", "infra", "asset", "upgrade"):
        mine = [grp for grp in groups if CATEGORY[grp[0]] == cat]
        if len(mine) == 1:
            what, via, price, places = mine[0]
            where, old = places[0] if len(places) == 1 else (-2, -1)
            out.append(g.action(p, "build", what, where, via, old, price))
        elif mine:
            out.append(g.action(p, "choose", cat))
    return out


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_development_entries_read_the_groups_category_by_category(players, seed, mode):
    """The build search lists its groups category by category in the menu's order (what the one
    pass of ``develop_entries`` relies on), and the entries equal their plain definition at every
    position of the player on turn."""
    from mining_games.ardevur.development import CATEGORY

    order = {"site": 0, "infra": 1, "asset": 2, "upgrade": 3}
    entries = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        p = g.turn["player"]
        cats = [order[CATEGORY[grp[0]]] for grp in g.build_groups(p)]
        assert cats == sorted(cats)
        got = g.develop_entries(p)
        assert got == plain_develop_entries(g, p)
        entries += len(got)
    assert entries > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_pickable_entries_and_the_return_menu(players, seed, mode):
    """``pickable`` gives the types one may take by their definition, and the same as Strategy menu
    entries when asked for them; nobody ever holds a Development card type twice, so the return
    menu (the types held, sorted, without a set) is one entry per type held, at every position."""
    from mining_games.ardevur.actions import RETURN_DEV
    from mining_games.ardevur.data import CORP, DEV_TYPES

    returns = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            if g.corp[q] is None:
                continue
            dev = g.dev[q]
            assert len(set(dev)) == len(dev)
            assert all(n >= 0 for n in g.market.values())   # ``pickable`` reads a count as true or false
            plain = [t for t in DEV_TYPES if t != "Phone Call" and t != CORP[g.corp[q]].advantage
                     and g.market.get(t, 0) > 0 and t not in dev]
            assert g.pickable(q) == plain
            assert g.pickable(q, TAKE_DEV[q]) == [TAKE_DEV[q][t] for t in plain]
        if g.stage == "dev_return":
            p = g.to_act[0]
            assert g.legal_actions(p) == [RETURN_DEV[p][c] for c in sorted(set(g.dev[p]))]
            returns += 1
    assert returns > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_build_search_tables_read_hands_as_bits(players, seed, mode):
    """The build search reads a hand as bits and keeps a table per part of it (the cards of sites,
    those of structures): at every position of the player on turn, the two parts' tables kept for
    the hand, put together, equal the plain definition for the hand (the cards each build requires,
    less those held or the Market Advantage, and "reward" for an upgrade without a card); the two
    parts need different cards; the shared lists of what a build lacks are never changed."""
    from test_ardevur_speed_turn import plain_misses_table

    from mining_games.ardevur import development as dev_mod
    from mining_games.ardevur.data import CORP

    assert dev_mod._SITE_BITS & dev_mod._STRUCTURE_BITS == 0
    assert {row[0] for row in dev_mod._SITE_ROWS + dev_mod._STRUCTURE_ROWS} == set(dev_mod.KINDS)
    lacking = {k: {bits: list(miss) for bits, miss in rows.items()}
               for k, _, rows, _ in dev_mod._REQ_ROWS}
    checked = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        p = g.turn["player"]
        adv = CORP[g.corp[p]].advantage
        no_voucher = mode != "fair_play" and g.voucher(p) is None
        g.build_groups(p)
        have = dev_mod._hand_bits(g.dev[p], adv, no_voucher)
        plain = plain_misses_table(frozenset(g.dev[p]), adv, no_voucher)
        assert dev_mod._misses_of(have) == dev_mod._misses_table(frozenset(g.dev[p]), adv, no_voucher) == plain
        sites = dev_mod._SITE_TABLES.get(have & dev_mod._SITE_BITS)
        built = dev_mod._STRUCTURE_TABLES.get(have & dev_mod._STRUCTURE_BITS)
        if sites is not None and built is not None:
            low = min(sites[3], built[3])
            assert ({**sites[0], **built[0]}, sites[1] | built[1], sites[2] | built[2],
                    0 if low == dev_mod._NONE_READY else low) == plain
            checked += 1
    assert checked > 0
    assert lacking == {k: rows for k, _, rows, _ in dev_mod._REQ_ROWS}


def my_facts(g):
    """What the short cuts of this file answer at a position, for every player."""
    return ([g.build_groups(q) for q in range(len(g.players)) if g.turn is not None],
            [g.pickable(q, TAKE_DEV[q]) for q in range(len(g.players)) if g.corp[q] is not None],
            [g.sale_actions(q) for q in range(len(g.players)) if g.turn is not None],
            g.legal_actions(g.to_act[0]))


def test_short_cuts_after_undo_and_load():
    """After stepping back (the kernel rebuilds a fresh game) and after loading a save, the build
    search's tables, the Strategy and Development menus and the turn's steps answer as in the game
    played straight to that position."""
    from mining_games import load
    from mining_games.ardevur import Ardevur
    from mining_games.bots import seat_bots

    g = Ardevur(players=4, seed=1)
    bots = seat_bots(g, "random")
    seen = {}
    while not g.over and len(g.decisions) < 600:
        p = g.to_act[0]
        if len(g.decisions) % 25 == 0:
            seen[len(g.decisions)] = my_facts(g)
        g.apply(bots[p].choose(g, p))
    assert len(seen) > 10
    for n in sorted(seen, reverse=True)[1:6]:
        g.undo(len(g.decisions) - n)
        assert my_facts(g) == seen[n]
    loaded = load(g.to_json())
    assert my_facts(loaded) == my_facts(g)
    assert loaded.agenda == g.agenda


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_turn_start_skips_expiring_effects_when_there_are_none(players, seed, mode):
    """A turn's start asks ``expire_effects`` only when a continuous effect is in play: without one
    it fires nothing and changes nothing, for every player at every position."""
    empty = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None or g.effects:
            continue
        before = (len(g.log), list(g.effects))
        for q in range(players):
            g.expire_effects(q)
        assert (len(g.log), list(g.effects)) == before
        empty += 1
    assert empty > 0

"""ARDEVUR set-up and the Beginning Stage (ardevur.txt, Game Setup, Beginning Stage, Negotiation
Dice, Currency, Corporations)."""

from ardevur_helpers import fired, grid, hand, new

from mining_games.ardevur.data import (
    CORP,
    DEV_COUNTS,
    FACES,
    GRID,
    HAND,
    TARGETS,
    TERRITORIES,
    TOKEN_SUPPLY,
    half_even,
)


def test_odd_numbers_are_irrelevant_halves_round_up_to_even():
    # Let's split it: 10M halved is 6M, not 5M
    assert half_even(10) == 6
    assert [half_even(x) for x in (2, 4, 6, 8, 12, 14, 16)] == [2, 2, 4, 4, 6, 8, 8]


def test_each_player_starts_with_32m_and_the_market_holds_40_tokens():
    g = new(4, seed=3)
    assert [g.money(p) for p in range(4)] == [32, 32, 32, 32]
    assert len(fired(g, "ardevur.setup.capital")) == 4
    assert {t: g.held("market", t) for t in TOKEN_SUPPLY} == {"zinc": 12, "copper": 10, "nickel": 10, "gold": 8}
    assert g.held("bank", "money") == -128   # the Bank is the only unbounded account


def test_corporations_are_chosen_by_rolling_until_a_64():
    g = new(3, seed=5)
    rolls = fired(g, "ardevur.setup.corp_roll")
    assert rolls and all(e.facts["rolls"][-1] == 64 and set(e.facts["rolls"]) <= set(FACES) for e in rolls)
    first_round = rolls[:3]
    fewest = min(len(e.facts["rolls"]) for e in first_round)
    leaders = [e.player for e in first_round if len(e.facts["rolls"]) == fewest]
    if len(leaders) == 1:
        assert g.starter == leaders[0]
    assert fired(g, "ardevur.setup.first_player")[0].player == g.starter
    assert g.to_act == (g.starter,) and g.stage == "corp"
    assert len(g.legal_actions(g.starter)) == 4


def test_level_rolls_are_settled_by_a_highest_roll_contest():
    for seed in range(60):
        g = new(4, seed=seed)
        ties = fired(g, "ardevur.setup.corp_tie")
        if ties:
            last = ties[-1]
            assert not last.facts["tied"]
            assert max(last.facts["rolls"].values()) == last.facts["rolls"][g.players[last.player]]
            return
    raise AssertionError("no seed produced a roll-off")


def choose_all(g):
    while g.stage == "corp":
        g.apply(g.legal_actions(g.to_act[0])[0])
    return g


def test_every_player_gets_an_action_card_and_development_cards_without_duplicates():
    for n in (2, 3, 4):
        g = choose_all(new(n, seed=n))
        for p in range(n):
            assert len(hand(g, p)) == 1 and g.held(g.account(p), "action") == 1
            assert len(set(g.dev[p])) == len(g.dev[p]) <= 2
            assert CORP[g.corp[p]].advantage not in g.dev[p]
        dealt = fired(g, "ardevur.setup.dev_deal") + fired(g, "ardevur.setup.dev_duplicate")
        assert len(dealt) == 2 * n
        total = sum(g.market.values()) + sum(len(d) for d in g.dev)
        assert total == sum(DEV_COUNTS[n].values()) == {2: 11, 3: 15, 4: 18}[n]


def test_the_table_for_four_scheme_can_be_switched_off():
    g = choose_all(new(2, seed=2, remove_cards=False))
    assert sum(g.market.values()) + sum(len(d) for d in g.dev) == 18


def test_fair_play_has_no_action_cards_and_removes_the_targets_that_need_them():
    g = choose_all(new(3, seed=4, mode="fair_play"))
    assert [hand(g, p) for p in range(3)] == [[], [], []]
    assert fired(g, "ardevur.setup.fair_play_targets")[0].facts["n"] == 3
    left = [t for pile in grid(g) for t in pile]
    assert len(left) == 37 and not any(TARGETS[t].needs_cards for t in left)


def test_target_grid_has_three_piles_per_tier():
    g = new(3, seed=1)
    tiers = [{TARGETS[t].tier for t in pile} for pile in grid(g)]
    assert tiers == [{"Bronze"}] * 3 + [{"Silver"}] * 3 + [{"Gold"}] * 3
    assert [len(p) for p in grid(g)] == [5, 5, 4, 5, 5, 4, 4, 4, 4]


def test_launched_start_deals_four_territories_one_of_them_a_mine():
    g = choose_all(new(4, seed=6, launched_start=True))
    assert not fired(g, "ardevur.auction.pick")
    for p in range(4):
        held = [t for t in range(24) if g.owner[t] == p]
        assert len(held) == 4
        assert sum(1 for t in held if g.site[t] == 2) == 1
        regions = [TERRITORIES[t].region for t in held]
        assert max(regions.count(r) for r in regions) <= 2   # Anti-Monopoly holds
    assert len(fired(g, "ardevur.setup.launched")) == 4


def test_views_hide_other_hands_and_covered_targets():
    g = choose_all(new(3, seed=1))
    v = g.view(0)["decks"]
    assert v[HAND[0]]["cards"] == hand(g, 0) and v[HAND[1]]["cards"] == 1 and v[HAND[2]]["cards"] == 1
    assert g.view(-1)["decks"][HAND[0]]["cards"] == 1                  # an onlooker sees no hand
    for name in GRID:   # a Target pile shows its top card and how many it holds, not the cards under the top
        assert v[name]["cards"] == g.pile_size(name) > 1 and v[name]["top"] == g.pile(name)[0]

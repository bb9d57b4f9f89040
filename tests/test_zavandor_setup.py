"""Zavandor: setup as printed, gem decks, options, the variant boards, views and provenance."""

import copy
import random

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import gem_counts
from mining_games.zavandor.data import (
    BOARDS,
    CARDS,
    CARDS_LIST,
    CORONATION,
    DECK_MIX,
    DISCARD_PILE,
    DRAW_PILE,
    FRONT,
    GEMS,
    HALLS,
    HAND_PILE,
    LEFT_PILE,
    MIDDLE_PILE,
    PROVENANCE,
    REMOVED_PILE,
    REVERSE_BOARDS,
    RIGHT_PILE,
)
from mining_games.zavandor.text import item_name


def new(players=4, seed=3, **options):
    return mg.new_game("zavandor", players=players, seed=seed, **options)


def hand_size(g, p):
    return g.pile_size(HAND_PILE[p])


def test_registered_with_items_tracks_and_players():
    cls = mg.game_class("zavandor")
    assert cls.title == "The Mines of Zavandor"
    assert (cls.min_players, cls.max_players) == (2, 4)
    assert cls.ITEMS == ("sapphire", "emerald", "diamond", "ruby", "vp", "upgrade_marker")
    assert cls.TRACKS == ("king", "winning_bid.ruby", "winning_bid.diamond", "winning_bid.emerald",
                          "winning_bid.sapphire")
    with pytest.raises(ValueError, match="2 to 4 players"):
        new(players=5)


def test_starting_hands_six_for_first_two_seven_for_others():
    g = new(players=4)
    deals = [e for e in g.log if e.rule == "zavandor.setup.starting_hands"]
    assert [(e.player, e.facts["n"]) for e in deals] == [(0, 6), (1, 6), (2, 7), (3, 7)]
    # every starting card is a WOODEN card (deck 0 occupies indices 0..3 of a hand)
    draws = [e for e in g.log if e.rule == "zavandor.cards.draw" and e.phase == "setup"]
    assert [e.facts["deck"] for e in draws] == [0, 0, 0, 0]
    assert [e.facts["n"] for e in draws] == [6, 6, 7, 7]
    three = new(players=3)
    assert [e.facts["n"] for e in three.log if e.rule == "zavandor.setup.starting_hands"] == [6, 6, 7]


def test_family_cube_and_starting_scroll_each_take_a_marker():
    g = new(players=3)
    boards = [e for e in g.log if e.rule == "zavandor.setup.board"]
    assert [(e.player, e.facts["board"]) for e in boards] == [(0, "Front side"), (1, "Front side"), (2, "Front side")]
    for p in range(3):
        assert g.family[p] == 1 and g.dragon[p] == 0
        assert g.gallery[p] == [[f"start{p + 1}", 1]]
        assert g.held(f"p{p}", "upgrade_marker") == 2
    assert g.held("supply", "upgrade_marker") == -6
    assert "start4" in g.pile(REMOVED_PILE)          # the spare starting scroll is put away


def test_gem_decks_hold_the_reconstructed_mix_and_are_shuffled():
    g = new(players=2)
    built = [e for e in g.log if e.rule == "zavandor.setup.gem_decks"]
    assert [e.facts["gems"] for e in built] == [list(m) for m in DECK_MIX]
    assert [e.facts["cards"] for e in g.log if e.rule == "zavandor.setup.gem_shuffle"] == [50, 40, 36, 30]
    for d, mix in enumerate(DECK_MIX):      # each deck favours its own gem
        assert max(range(4), key=lambda x: mix[x]) == d
    total = sum(map(sum, DECK_MIX))
    assert total == 156
    piles = [*DRAW_PILE, *DISCARD_PILE, *HAND_PILE[:2]]
    assert sum(g.pile_size(p) for p in piles) == total
    for d, mix in enumerate(DECK_MIX):      # every card keeps its deck's back: deck * 4 + gem
        cards = [c for p in piles for c in g.pile(p) if c // 4 == d]
        assert [cards.count(d * 4 + gem) for gem in range(4)] == list(mix)
        assert all(c // 4 == d for c in g.pile(DRAW_PILE[d]))
    # the shuffled decks lie face down, their order hidden; each holds the same gems in another order
    assert g.pile(DRAW_PILE[1]) != sorted(g.pile(DRAW_PILE[1]))


@pytest.mark.parametrize("players, removed_rows, board_rows", [(4, [], [3, 2, 1, 0]), (3, [3], [2, 1, 0]),
                                                               (2, [3, 2], [1, 0])])
def test_improvements_removed_by_player_count(players, removed_rows, board_rows):
    g = new(players=players)
    gone = [e for e in g.log if e.rule == "zavandor.setup.remove_improvements"]
    if removed_rows:
        assert gone[0].facts["rows"] == removed_rows and gone[0].facts["cards"] == 12 * len(removed_rows)
    else:
        assert not gone
    for row in range(4):
        if row in board_rows:
            assert g.pile_size(RIGHT_PILE[row]) == g.pile_size(MIDDLE_PILE[row]) == 1
            assert g.pile_size(LEFT_PILE[row]) == 10
        else:
            assert g.pile(RIGHT_PILE[row]) == g.pile(MIDDLE_PILE[row]) == g.pile(LEFT_PILE[row]) == []
    assert sorted(g.pile(REMOVED_PILE)) == sorted([f"start{p}" for p in range(players + 1, 5)] +
                                                  [c.id for c in CARDS_LIST if c.row in removed_rows])


def test_improvement_deck_pale_cards_above_dark_cards():
    g = new(players=4, seed=8)
    for row in range(4):
        deck = g.pile(RIGHT_PILE[row]) + g.pile(MIDDLE_PILE[row]) + g.pile(LEFT_PILE[row])
        assert [CARDS[c].shade for c in deck] == ["pale"] * 6 + ["dark"] * 6
        assert {CARDS[c].row for c in deck} == {row}
    shuffles = [e for e in g.log if e.rule == "zavandor.setup.improvement_shuffle"]
    assert len(shuffles) == 8 and all(e.facts["cards"] == 6 for e in shuffles)


def test_king_in_great_hall_and_first_halls_cost_two_sapphire_or_two_emerald():
    g = new()
    assert g.king == 0 and g.tracks["king"] == 0
    first = [HALLS[h].cost.gems for h in HALLS[0].next]
    assert first == [(2, 0, 0, 0), (0, 2, 0, 0)]
    assert g.start_player == 0


def test_path_is_ten_moves_with_forks():
    lengths = set()

    def walk(h, n):
        if h == CORONATION:
            lengths.add(n)
            return
        for x in HALLS[h].next:
            walk(x, n + 1)
    walk(0, 0)
    assert lengths == {10}
    forks = sum(1 for h in HALLS if len(h.next) == 2)
    assert forks == 14


def test_options_defaults_are_the_rulebooks_numbers_and_invalid_ones_are_refused():
    g = new()
    o = g.options
    assert (o.income_limit, o.improvement_bid, o.bonus_vp, o.bank_rate, o.gems_per_vp) == (6, 3, 4, 2, 3)
    assert o.board_side == "front"
    with pytest.raises(ValueError, match="board_side"):
        new(board_side="sideways")
    with pytest.raises(ValueError, match="income_limit"):
        new(income_limit=0)


def test_reverse_boards_variant_deals_shield_sides_at_random():
    g = new(players=4, seed=2, board_side="reverse")
    assert sorted(g.boards) == sorted(b.id for b in REVERSE_BOARDS)
    assert [e.rule for e in g.log][0] == "zavandor.setup.reverse_boards"
    anvil = g.boards.index("anvil")
    assert "dragon" not in g._items(anvil) and BOARDS["anvil"].gallery == 6
    crown = new(players=2, seed=5, board_side="reverse")
    assert len(crown.boards) == 2


def test_crown_board_family_clan_yields_copper_from_level_one():
    g = new(players=4, seed=2, board_side="reverse")
    p = g.boards.index("crown")
    first = next(e for e in g.log if e.rule == "zavandor.income.family" and e.player == p)
    assert first.facts["cards"] == [1, 1, 0, 0]


def test_card_list_matches_provenance_and_examples():
    assert len(CARDS_LIST) == 48
    for row in range(4):
        assert sum(1 for c in CARDS_LIST if c.row == row) == 12
    plenty = CARDS["S09"]
    assert plenty.yields[2] == ((1, 6), (2, 6), (3, 4))            # 6 COPPER, 6 IRON or 4 BRONZE
    altar = CARDS["D02"]
    assert [c.gems for c in altar.slots] == [(0, 0, 2, 0), (0, 0, 2, 0)]
    clan = CARDS["D01"]
    assert clan.kind == "clan" and clan.deck == 2 and clan.income[3] == 2 and clan.slots[0].gems == (1, 0, 0, 0)
    assert len(clan.slots) == 3 and clan.vp == 2
    assert not CARDS["D07"].removable
    assert FRONT.family_income[0] == ((2, 0, 0, 0), 0)
    assert FRONT.family_income[1] == FRONT.family_income[4] == ((3, 0, 0, 0), 0)
    assert FRONT.family_income[5] == FRONT.family_income[7] == ((2, 0, 0, 0), 1)
    assert any(p.source == "reconstructed" for p in PROVENANCE)
    assert all(r.rationale for r in mg.game_class("zavandor").RULES.by_source("reconstructed"))


def test_view_hides_other_hands_and_deck_order_but_not_the_improvement_decks():
    g = new(players=3)
    v = g.view(1)
    assert v["decks"][HAND_PILE[1]]["cards"] == g.pile(HAND_PILE[1])      # Ben's own hand
    assert v["decks"][HAND_PILE[0]]["cards"] == hand_size(g, 0)            # Ana's: how many cards
    assert "sapphire" not in v["ledger"]["p0"] and v["ledger"]["p0"]["cards"] == hand_size(g, 0)
    assert v["ledger"]["p0"]["upgrade_marker"] == 2 and v["ledger"]["p1"] == g.view()["ledger"]["p1"]
    assert [v["decks"][d]["cards"] for d in DRAW_PILE] == [g.pile_size(d) for d in DRAW_PILE]
    assert v["ledger"]["WOODEN deck"] == {"cards": g.pile_size(DRAW_PILE[0])}
    assert v["decks"][LEFT_PILE[0]]["cards"] == g.pile(LEFT_PILE[0])      # improvement decks lie face up
    assert g.view()["decks"][HAND_PILE[0]]["cards"] == g.pile(HAND_PILE[0])   # the teacher sees everything
    assert all(g.seat(-1).pile(h) is None for h in HAND_PILE[:3])             # an onlooker sees no hand
    assert g.seat(1).pile(HAND_PILE[1]) == g.pile(HAND_PILE[1]) and g.seat(1).pile(HAND_PILE[2]) is None


def test_the_kernel_knows_every_hidden_card_and_deals_it_again_without_changing_a_view():
    g = scenario.skip_to(new(players=3, seed=5), stage="trade", player=0)
    assert g.hidden_piles(1) == [*DRAW_PILE, HAND_PILE[0], HAND_PILE[2]]    # the decks' order, others' hands
    assert g.hidden_piles(-1) == [*DRAW_PILE, *HAND_PILE[:3]]
    world = copy.deepcopy(g)
    before, page = world.view(1), world.board_html(1)
    world.redeal_hidden(1, random.Random(3))
    world.check_invariants()
    assert world.view(1) == before and world.board_html(1) == page
    hidden = [*DRAW_PILE, HAND_PILE[0], HAND_PILE[2]]
    everything = sorted(c for pile in hidden for c in g.pile(pile))
    assert sorted(c for pile in hidden for c in world.pile(pile)) == everything   # the same cards, dealt again
    for pile in hidden:                                         # each keeps its size and its cards' backs
        assert sorted(c // 4 for c in world.pile(pile)) == sorted(c // 4 for c in g.pile(pile))
    assert world.pile(DRAW_PILE[0]) != g.pile(DRAW_PILE[0])
    assert world.pile(HAND_PILE[1]) == g.pile(HAND_PILE[1]) and world.bal["p1"] == g.bal["p1"]   # Ben's own hand
    for p in (0, 2):                                            # the ledger follows the gems dealt into a hand
        assert [world.held(f"p{p}", gem) for gem in GEMS] == gem_counts(world.pile(HAND_PILE[p]))
    for gem in GEMS:                                            # and keeps every total
        assert sum(world.held(a, gem) for a in world.bal) == sum(g.held(a, gem) for a in g.bal)


def test_an_arranged_hand_goes_under_the_draw_piles_and_comes_from_under_them():
    g = new(players=2, seed=6)
    decks = {d: list(g.pile(d)) for d in DRAW_PILE}
    old = sorted(g.pile(HAND_PILE[0]))                          # Ana's hand, WOODEN cards (deck * 4 + gem)
    scenario.set_hand(g, 0, [3, 1, 0, 1])                       # gems from their home decks
    assert sorted(g.pile(HAND_PILE[0])) == [0, 0, 0, 5, 15]     # 3 WOODEN SAPPHIRE, COPPER EMERALD, BRONZE RUBY
    wooden = decks[DRAW_PILE[0]] + old                          # the old hand went under the WOODEN deck...
    for _ in range(3):                                          # ...and the sapphires came from under it
        del wooden[len(wooden) - 1 - wooden[::-1].index(0)]
    assert g.pile(DRAW_PILE[0]) == wooden
    for d, gem in ((1, 1), (3, 3)):
        deck = decks[DRAW_PILE[d]]
        del deck[len(deck) - 1 - deck[::-1].index(d * 4 + gem)]
        assert g.pile(DRAW_PILE[d]) == deck and g.pile(DRAW_PILE[d])[:10] == decks[DRAW_PILE[d]][:10]
    g.check_invariants()


def test_sealed_bid_is_hidden_until_the_reveal():
    g = scenario.skip_to(new(players=2, seed=4), stage="bid")
    scenario.set_hand(g, 0, [3, 0, 0, 0])
    before = g.view(1)
    log_before = len(g.log)
    g.apply(g.action(0, "bid", "sapphire"))
    g.apply(g.action(0, "bid", "sapphire"))
    assert len(g.log) == log_before                         # a draft is neither logged nor moved
    assert g.view(0)["sealed"]["0"] == [2, 0, 0, 0]   # Anna sees her own draft (the kernel's sealed choice)
    assert g.view(1)["sealed"]["0"] == "sealed"
    g.apply(g.action(0, "seal"))
    after = g.view(1)
    assert after["decks"][HAND_PILE[0]]["cards"] == 3       # the bid stays in hand, hidden, until the reveal
    assert {k: v for k, v in before.items() if k not in ("decisions", "events", "to_act")} == \
        {k: v for k, v in after.items() if k not in ("decisions", "events", "to_act")}
    sealed = g.log[-1]
    assert sealed.rule == "zavandor.auction.bid" and sealed.secret and sealed.private
    assert sealed.text_for(0) == "Ana seals a bid of 2 SAPPHIRE (2 cards)."
    assert sealed.text_for(1) == sealed.text_for(-1) == "Ana has sealed a bid."
    assert g.view(0)["sealed"]["0"] == [2, 0, 0, 0]         # Anna sees her own bid
    assert hand_size(g, 0) == 3 and g.sealed[0] == [2, 0, 0, 0]


def test_a_draft_cannot_hold_more_cards_than_the_hand():
    g = scenario.skip_to(new(players=2, seed=4), stage="bid")
    scenario.set_hand(g, 0, [1, 0, 0, 0])
    g.apply(g.action(0, "bid", "sapphire"))
    assert [a.kind for a in g.legal_actions(0)] == ["seal"]
    with pytest.raises(IllegalAction, match="no SAPPHIRE left in hand"):
        g.apply(g.action(0, "bid", "sapphire"))


def test_draws_are_private_with_a_public_wording():
    g = new(players=2, seed=4)
    draws = [e for e in g.log if e.rule == "zavandor.cards.draw"]
    assert draws and all(e.private for e in draws)
    anna = draws[0]
    assert anna.player == 0 and anna.facts["n"] == 6 and sum(anna.facts["gems"]) == 6
    assert anna.text_for(0) == anna.text_for(None) == anna.text
    assert "SAPPHIRE" in anna.text or "EMERALD" in anna.text
    for viewer in (1, -1):
        assert anna.text_for(viewer) == "Ana draws 6 cards from the WOODEN MINECART deck."
    for gem in ("SAPPHIRE", "EMERALD", "DIAMOND", "RUBY"):
        assert all(gem not in t for e, t in g.log_for(1) if e.player == 0)


def test_no_public_text_names_a_hand_or_a_sealed_bid_before_the_reveal():
    """Every event another player reads during a played round: no gems drawn, no bid before the reveal."""
    from mining_games.bots import seat_bots
    g = new(players=3, seed=8)
    bots = seat_bots(g, ["treasurer", "investor", "random"])
    while g.round == 1 or g.phase != "Auction":
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    while g.stage == "bid":
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    reveal = next(e.seq for e in reversed(g.log) if e.rule == "zavandor.auction.reveal")
    words = ("SAPPHIRE", "EMERALD", "DIAMOND", "RUBY")
    for e, text in g.log_for(-1):
        if e.rule in ("zavandor.cards.draw", "zavandor.auction.bid") or (e.secret and e.seq < reveal):
            assert not any(w in text for w in words), text


def test_illegal_actions_name_the_rule_and_change_nothing():
    g = scenario.skip_to(new(players=2, seed=4), stage="bid")
    scenario.set_hand(g, 0, [1, 0, 0, 0])
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match=r"no RUBY left in hand.*Sealed bid, zavandor.txt, Phase 3: Auction"):
        g.apply(g.action(0, "bid", "ruby"))
    with pytest.raises(IllegalAction, match=r"only in the Upgrade phase.*Upgrade an item"):
        g.apply(g.action(0, "upgrade", "family", 2, 0, 0, 0))
    assert g.snapshot() == snap


def test_item_names_read_naturally():
    assert item_name("family") == "the Family clan"
    assert item_name("D07") == "Galgad's Dragon Hoard"
    assert item_name("S09") == "the Scroll of Plenty"

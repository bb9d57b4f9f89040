"""Zavandor, End of the Game: the Coronation Chamber, gems for points, item points, Przemek, tie-breaks."""

import mining_games as mg
from mining_games.bots import play
from mining_games.zavandor import scenario
from mining_games.zavandor.data import HAND_PILE
from mining_games.zavandor.scenario import PASSIVE
from mining_games.zavandor.upgrade import foreman_bonus

WEST_ANTECHAMBER = 16   # its only way leads to the Coronation Chamber


def last_round(players=("Anna", "Bert"), seed=1, **options):
    """A game at the round-1 auction with the King one hall short of the Coronation Chamber."""
    g = mg.new_game("zavandor", players=list(players), seed=seed, **options)
    scenario.skip_to(g, stage="bid")
    scenario.place_king(g, WEST_ANTECHAMBER)
    return g


def finish(g):
    while not g.over:
        p = g.to_act[0]
        g.apply(next(a for a in g.legal_actions(p) if a.kind == PASSIVE[g.stage]))


def fired(g, rule, player=None):
    return [e for e in g.log if e.rule == rule and (player is None or e.player == player)]


def test_game_ends_after_the_upgrade_phase_of_the_round_the_king_is_crowned():
    g = last_round()
    scenario.set_hand(g, 0, [0, 0, 2, 2])     # enough for the Coronation Chamber's King cost (1 DIAMOND, 2 RUBY)
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "seal"))
    assert fired(g, "zavandor.end.last_round") and g.king == 18
    assert g.phase == "Upgrade" and not g.over               # the Upgrade phase is still played
    g.apply(g.action(0, "upgrade", "family", 0, 0, 1, 2))
    assert g.over and g.round == 1
    assert [e.rule for e in g.log][-1] == "zavandor.end.result"


def test_gems_buy_points_three_for_one_including_returned_bids():
    g = last_round()
    scenario.set_hand(g, 0, [0, 1, 6, 0])
    scenario.set_hand(g, 1, [0, 2, 3, 0])
    g.apply(g.action(0, "bid", "emerald"))                    # Anna loses the EMERALD row: 1 card frozen
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "bid", "emerald"))
    g.apply(g.action(1, "bid", "emerald"))                    # Bert wins with 2: 1 point
    g.apply(g.action(1, "seal"))
    finish(g)
    assert fired(g, "zavandor.upgrade.return_bids")[0].facts == {"returned": [(0, [0, 1, 0, 0])]}
    buys = {e.player: e.facts for e in fired(g, "zavandor.end.buy_vp")}
    assert buys == {0: {"cards": 6, "vp": 2, "left": 1}, 1: {"cards": 3, "vp": 1, "left": 0}}
    assert g.held("p0", "vp") == 2 and g.held("p1", "vp") == 2
    assert g.pile_size(HAND_PILE[0]) == 1 and g.pile_size(HAND_PILE[1]) == 0


def test_points_from_fully_upgraded_items_and_negative_cards():
    g = last_round()
    scenario.set_markers(g, 0, "family", 8)                  # Family clan full: 5 points
    scenario.give_improvement(g, 0, "D01", 3)               # full clan: 2 points
    scenario.give_improvement(g, 0, "E09", 2)               # not full: 0 points
    scenario.give_improvement(g, 0, "R06", 0)               # Gorlag's Greedy Clan: -3 points, upgraded or not
    scenario.set_markers(g, 0, "dragon", 3)                 # Packdragon full: 2 points
    for p in (0, 1):
        scenario.set_hand(g, p, [0, 0, 0, 0])
    finish(g)
    items = fired(g, "zavandor.end.items", 0)[0]
    assert items.facts == {"points": 9, "items": [("family", 5), ("dragon", 2), ("D01", 2)]}
    assert fired(g, "zavandor.end.unfinished", 0)[0].facts == {"items": [("E09", 2, 3, 4)]}
    assert fired(g, "zavandor.end.negative", 0)[0].facts == {"points": 3, "items": [("R06", 3, False)]}
    assert g.score_breakdown(0) == {"victory points": 0, "fully upgraded items": 9, "negative cards": -3}
    assert g.score(0) == 6


def test_przemek_the_foreman_scores_for_three_or_four_full_clans():
    assert [foreman_bonus(n) for n in range(6)] == [0, 0, 0, 4, 7, 7]
    g = last_round()
    for cid in ("D01", "S07", "E02"):
        scenario.give_improvement(g, 0, cid, 3)
    scenario.give_improvement(g, 0, "S08", 2)               # Przemek, fully upgraded
    for p in (0, 1):
        scenario.set_hand(g, p, [0, 0, 0, 0])
    finish(g)
    assert fired(g, "zavandor.end.foreman", 0)[0].facts == {"points": 4, "clans": 3}
    assert g.score_breakdown(0)["Przemek the Foreman"] == 4


def test_przemek_with_four_clans_on_a_six_space_board():
    seed = next(s for s in range(50)
                if mg.new_game("zavandor", players=2, seed=s, board_side="reverse").boards[0] in ("anvil", "crown"))
    g = last_round(seed=seed, board_side="reverse")
    for cid in ("D01", "S07", "E02", "S01"):
        scenario.give_improvement(g, 0, cid, 3)
    scenario.give_improvement(g, 0, "S08", 2)
    for p in (0, 1):
        scenario.set_hand(g, p, [0, 0, 0, 0])
    finish(g)
    assert fired(g, "zavandor.end.foreman", 0)[0].facts == {"points": 7, "clans": 4}


def test_unupgraded_przemek_scores_nothing():
    g = last_round()
    for cid in ("D01", "S07", "E02"):
        scenario.give_improvement(g, 0, cid, 3)
    scenario.give_improvement(g, 0, "S08", 1)
    for p in (0, 1):
        scenario.set_hand(g, p, [0, 0, 0, 0])
    finish(g)
    assert not fired(g, "zavandor.end.foreman") and "Przemek the Foreman" not in g.score_breakdown(0)


def test_tie_goes_to_most_cards_left_then_is_shared():
    g = last_round()
    scenario.set_hand(g, 0, [0, 0, 5, 0])                    # 1 point, 2 cards left
    scenario.set_hand(g, 1, [0, 0, 4, 0])                    # 1 point, 1 card left
    finish(g)
    ranking = g.standings()
    assert [(r["name"], r["score"], r["tiebreak"], r["winner"]) for r in ranking] == [
        ("Anna", 1, (2,), True), ("Bert", 1, (1,), False)]
    assert fired(g, "zavandor.end.result")[0].facts == {"ranking": [(0, 1, 2), (1, 1, 1)], "winners": [0]}
    shared = last_round()
    scenario.set_hand(shared, 0, [0, 0, 4, 0])
    scenario.set_hand(shared, 1, [0, 0, 4, 0])
    finish(shared)
    assert shared.winners() == [0, 1]


def test_a_whole_game_lasts_ten_rounds():
    for seed in range(3):
        g = play(mg.new_game("zavandor", players=2 + seed, seed=seed), "random")
        assert g.round == 10 and g.king == 18 and g.over
        assert len(fired(g, "zavandor.auction.king")) == 10

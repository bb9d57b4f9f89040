"""Titans: Natural Disasters and Ending the Game, with numbers."""

import pytest
from titans_helpers import act, finish_turn, placed, rules_of, set_hand, set_trees, to_phase, trees

from mining_games.titans.data import TILES


def events_of(events, rule):
    return [e for e in events if e.rule == rule]


def end_round(g):
    """Finish the turns of every player left in this round; return the events of the last one."""
    events = []
    start_round = g.round
    while g.round == start_round and not g.over:
        events = finish_turn(g)
    return events


@pytest.mark.parametrize("health, cards", [(21, 1), (16, 1), (15, 2), (10, 2), (9, 3), (5, 3)])
def test_disaster_cards_per_band(health, cards):
    g = placed()
    assert g.disaster_cards(health) == cards


def test_a_disaster_removes_three_trees_from_its_tile_owned_or_not():
    g = placed()
    g.arrange("disaster_on_top", 1)     # tile 1 (nobody's) is on top
    events = end_round(g)
    rules = rules_of(events)
    assert rules[rules.index("titans.round.end"):rules.index("titans.round.end") + 4] == [
        "titans.round.end", "titans.disasters.count", "titans.disasters.hit", "titans.disasters.shuffle"]
    hit = next(e for e in events if e.rule == "titans.disasters.hit")
    assert hit.text == "Disaster on tile 1: 3 trees removed, 7 left."
    assert trees(g, 1) == 7
    assert sorted(g.pile("disasters")) == list(TILES) and g.round == 2


def test_a_tile_with_three_trees_or_fewer_dies_with_its_factory():
    g = placed()
    set_trees(g, 6, 3)                 # Ana's Oil tile
    g.arrange("disaster_on_top", 6)
    events = end_round(g)
    dead = next(e for e in events if e.rule == "titans.disasters.destroy")
    assert dead.player == 0 and "Ana's factory is lost" in dead.text
    assert not g.alive[6] and g.owner[6] is None and g.held("removed", "factory") == 1


def test_a_card_for_lost_land_has_no_effect():
    g = placed()
    set_trees(g, 6, 2)
    g.arrange("disaster_on_top", 6)
    events = end_round(g)
    assert events_of(events, "titans.disasters.destroy")[0].text == (
        "Disaster on tile 6 with only 2 trees: the land dies and Ana's factory is lost.")
    g.arrange("disaster_on_top", 6)
    events = end_round(g)
    assert "titans.disasters.gone" in rules_of(events)


def test_low_health_draws_three_cards():
    g = placed()
    g.arrange("health", 9)
    events = end_round(g)
    count = next(e for e in events if e.rule == "titans.disasters.count")
    assert count.facts == {"health": 9, "cards": 3}
    assert count.text == "Planet Health 9: 3 disaster cards this round."
    struck = [e for e in events if e.rule in ("titans.disasters.hit", "titans.disasters.destroy",
                                              "titans.disasters.gone")]
    assert len(struck) == 3 and len({e.facts["tile"] for e in struck}) == 3


def test_reaching_15_vp_ends_the_game_with_the_land_bonus():
    g = placed()
    g.arrange("move", "vp", 14, "bank", "p2")
    to_phase(g, "Buying")
    set_hand(g, 2, silicon=1, wood=1)
    events = act(g, "buy", 0)
    rules = rules_of(events)
    assert "titans.end.vp_target" in rules and g.is_over and g.ended_by == "titans.end.vp_target"
    bonus = {e.player: e.facts["tiles"] for e in events if e.rule == "titans.end.tile_bonus"}
    assert bonus == {0: 2, 1: 2, 2: 2}
    assert g.score(2) == 17 and g.score(0) == 2
    top = g.standings()[0]
    assert top["name"] == "Cy" and top["winner"] and top["breakdown"] == {"technology": 1, "land bonus": 16}
    assert events[-1].text == "Cy wins with 17 VP."


def test_all_land_exhausted_ends_the_game():
    g = placed()
    for n in TILES:
        if n != 7:
            g.arrange("kill", n)
    set_trees(g, 7, 2)
    events = act(g, "mine", 7, "Oil")
    assert "titans.end.land_exhausted" in rules_of(events) and g.is_over
    assert g.ended_by == "titans.end.land_exhausted"
    assert all(e.facts["tiles"] == 0 for e in events if e.rule == "titans.end.tile_bonus")
    assert events[-1].text == "Cy wins with 0 VP (tie on points broken by resources left)."   # Cy holds 1 Oil


def test_nobody_can_advance_ends_the_game():
    g = placed()
    for n in TILES:
        if g.owner[n] is not None:
            g.arrange("kill", n)
    events = end_round(g)
    assert "titans.end.stalemate" in rules_of(events) and g.is_over


def test_barren_land_alone_does_not_let_anyone_advance():
    """Summary: free barren land is not buildable (it is made mine-able only next to one's own factory)."""
    g = placed()
    for n in TILES:
        if g.kind[n] != "barren":
            g.arrange("kill", n) if g.alive[n] else None
    g.arrange("tech_row", [14, 15, 16, 17])  # the cheapest face-up card is worth 14 trees
    set_hand(g, 0, wood=3, oil=3)            # 9 trees: enough for a factory, but there is no land for it
    assert [n for n in TILES if g.alive[n]] == [17, 18, 19]
    assert not g._someone_can_advance()
    events = end_round(g)
    assert "titans.end.stalemate" in rules_of(events) and g.is_over


def test_someone_with_resources_for_a_factory_can_still_advance():
    g = placed()
    for n in TILES:
        if g.owner[n] is not None:
            g.arrange("kill", n)
    set_hand(g, 0, wood=2, oil=2)
    assert g._someone_can_advance()


def test_the_game_ends_after_the_round_in_which_the_last_technology_is_bought():
    g = placed()
    g.arrange("tech_row", [])       # every card is gone (a teaching position)
    events = end_round(g)
    assert rules_of(events)[-5:] == ["titans.end.technology_gone", "titans.end.tile_bonus", "titans.end.tile_bonus",
                                     "titans.end.tile_bonus", "titans.end.winner"]
    assert g.is_over and g.ended_by == "titans.end.technology_gone"


def test_arranged_technology_row_takes_its_cards_from_the_deck_and_puts_the_others_back_on_top():
    g = placed()
    g.arrange("tech_row", [6, 2, 5])
    assert g.pile("tech.row") == [6, 2, 5]
    assert g.pile("tech")[:4] == [0, 1, 3, 4] and 6 not in g.pile("tech") and g.pile_size("tech") == 17
    assert g.held("tech.row", "technology") == 3 and g.held("deck.tech", "technology") == 17
    snap = g.snapshot()
    for cards in ([6, 6], [7, 25]):           # each card once; card 25 is in neither the row nor the deck
        with pytest.raises(ValueError, match="only cards still in the row or the deck, each once"):
            g.arrange("tech_row", cards)
    assert g.snapshot() == snap


def test_no_round_limit_by_default():
    from mining_games.titans import TitansOptions
    assert TitansOptions().max_rounds == 0
    g = placed()
    for _ in range(3):
        end_round(g)
    assert not g.is_over and g.round == 4


def test_round_limit_variant_says_the_rulebook_ending_was_not_reached():
    g = placed(max_rounds=1)
    events = end_round(g)
    assert "titans.end.round_limit" in rules_of(events) and g.is_over and g.round == 1
    assert g.ended_by == "titans.end.round_limit"
    stop = next(e for e in events if e.rule == "titans.end.round_limit")
    assert stop.text == "The class stopped the game after round 1; the rulebook's ending was not reached."
    assert g.log[-1].text.endswith("when the class stopped the game.")


def test_tie_on_points_goes_to_most_resources_by_tree_value():
    g = placed(max_rounds=1)
    set_hand(g, 0, alloy=1)      # worth 4
    set_hand(g, 1, wood=3)       # worth 3
    end_round(g)
    rows = g.standings()
    assert [r["score"] for r in rows] == [2, 2, 2]
    assert rows[0]["name"] == "Ana" and rows[0]["winner"] and not rows[1]["winner"]
    assert g.log[-1].text == ("Ana wins with 2 VP (tie on points broken by resources left) "
                              "when the class stopped the game.")


def test_scores_are_recorded_every_round():
    g = placed(max_rounds=2)
    end_round(g)
    end_round(g)
    assert [r for r, _ in g.score_history] == [1, 2]
    assert g.score_history[-1][1] == (2, 2, 2)

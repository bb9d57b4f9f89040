"""Zavandor, Phase 1: Income: Family and Dwarven clans, the limit of 6, free markers, scrolls, decks."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import gem_counts
from mining_games.zavandor.data import DISCARD_PILE, DRAW_PILE, HAND_PILE, REMOVED_PILE


def anna_and_bert(seed=1, **options):
    return mg.new_game("zavandor", players=["Anna", "Bert"], seed=seed, **options)


def events(g, rule, player=None, round=None):
    return [e for e in g.log if e.rule == rule and (player is None or e.player == player)
            and (round is None or e.round == round)]


def per_deck(hand):
    """A hand's cards counted per deck: [WOODEN, COPPER, IRON, BRONZE] (a card is deck * 4 + gem)."""
    return [sum(1 for c in hand if c // 4 == d) for d in range(4)]


def test_anna_income_limit_example():
    """Rulebook: two full IRON clans (4 IRON) + Family level 2 (3 WOODEN) = 7; she takes 4 IRON + 2 WOODEN."""
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "D01", 3)      # Ironfoot Clan, fully upgraded
    scenario.give_improvement(g, 0, "S07", 3)      # Ironfoot Brothers, fully upgraded
    scenario.set_markers(g, 0, "family", 2)
    scenario.skip_to(g, stage="forgo")
    assert g.round == 2 and g.to_act == (0,)
    assert events(g, "zavandor.income.family", 0, 2)[0].facts == {"level": 2, "cards": [3, 0, 0, 0], "markers": 0}
    assert events(g, "zavandor.income.clans", 0, 2)[0].facts == {"cards": [0, 0, 4, 0]}
    assert g.turn["plan"] == [3, 0, 4, 0]
    assert [a.label for a in g.legal_actions(0)] == ["Forgo one WOODEN card of income", "Forgo one IRON card of income"]
    assert "7 cards but you may take only 6" in g.prompt(0)
    before = per_deck(g.pile(HAND_PILE[0]))
    g.apply(g.action(0, "forgo", "wooden"))
    limit = events(g, "zavandor.income.limit", 0)[0]
    assert limit.facts == {"limit": 6, "deck": 0, "left": 0}
    drawn = [(e.facts["deck"], e.facts["n"]) for e in events(g, "zavandor.cards.draw", 0, 2)]
    assert drawn == [(0, 2), (2, 4)]
    after = per_deck(g.pile(HAND_PILE[0]))
    assert [a - b for a, b in zip(after, before)] == [2, 0, 4, 0]


def test_cards_are_chosen_before_drawing_and_forgo_needs_a_card_of_that_deck():
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "D01", 3)
    scenario.give_improvement(g, 0, "S07", 3)
    scenario.set_markers(g, 0, "family", 2)
    scenario.skip_to(g, stage="forgo")
    assert not events(g, "zavandor.cards.draw", 0, 2)      # nothing drawn before the choice
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="no BRONZE card to forgo.*Income limit"):
        g.apply(g.action(0, "forgo", "bronze"))
    assert g.snapshot() == snap


@pytest.mark.parametrize("level, cards, markers", [(1, 2, 0), (2, 3, 0), (5, 3, 0), (6, 2, 1), (8, 2, 1)])
def test_family_clan_income_by_level(level, cards, markers):
    g = anna_and_bert()
    scenario.set_markers(g, 0, "family", level)
    scenario.skip_to(g, round=2, player=0)
    fam = events(g, "zavandor.income.family", 0, 2)[0]
    assert fam.facts == {"level": level, "cards": [cards, 0, 0, 0], "markers": markers}
    assert sum(e.facts["n"] for e in events(g, "zavandor.cards.draw", 0, 2)) == cards
    if markers:
        assert g.stage == "place" and g.turn["markers"] == 1


def test_free_marker_is_placed_at_once_and_clan_income_rises_next_round():
    g = anna_and_bert()
    scenario.set_markers(g, 0, "family", 6)
    scenario.give_improvement(g, 0, "D01", 1)             # IRON clan: 1 card at 0-1 markers, 2 at 2-3
    scenario.skip_to(g, stage="place", round=2)
    assert events(g, "zavandor.income.clans", 0, 2)[0].facts == {"cards": [0, 0, 1, 0]}
    markers = g.held("p0", "upgrade_marker")
    g.apply(g.action(0, "place", "D01"))
    ev = events(g, "zavandor.income.free_marker", 0)[0]
    assert ev.facts == {"item": "D01", "markers": 2, "slots": 3}
    assert g.held("p0", "upgrade_marker") == markers + 1
    assert ev.changes[0] == ("upgrade_marker", 1, "supply", "p0")
    scenario.skip_to(g, round=3, stage="place")
    assert events(g, "zavandor.income.clans", 0, 3)[0].facts == {"cards": [0, 0, 2, 0]}


def test_unplaced_free_markers_are_lost():
    g = anna_and_bert()
    scenario.set_markers(g, 0, "family", 6)
    scenario.skip_to(g, stage="place", round=2)
    supply = g.held("supply", "upgrade_marker")
    g.apply(g.action(0, "forfeit"))
    assert events(g, "zavandor.income.marker_lost", 0)[0].facts == {"n": 1}
    assert g.held("supply", "upgrade_marker") == supply


def test_full_altar_gives_a_second_marker_and_both_may_go_on_one_item():
    """Two free markers: one each on two items, or a double upgrade of one (this step only)."""
    g = anna_and_bert()
    scenario.set_markers(g, 0, "family", 6)
    scenario.give_improvement(g, 0, "D02", 2)             # Altar of the Mountain, fully upgraded
    scenario.give_improvement(g, 0, "S01", 0)             # Blue Lantern Clan
    scenario.skip_to(g, stage="place", round=2)
    assert events(g, "zavandor.income.altar", 0, 2)[0].facts == {"item": "D02"}
    assert g.turn["markers"] == 2
    g.apply(g.action(0, "place", "S01"))
    g.apply(g.action(0, "place", "S01"))
    assert events(g, "zavandor.income.double_marker", 0)[0].facts == {"item": "S01"}
    assert g._markers(0, "S01") == 2 and g.turn["markers"] == 0


def test_markers_upgraded_for_free_may_be_upgraded_again_in_phase_4():
    g = anna_and_bert()
    scenario.set_markers(g, 0, "family", 6)
    scenario.give_improvement(g, 0, "S01", 0)
    scenario.skip_to(g, stage="place", round=2)
    g.apply(g.action(0, "place", "S01"))                  # free: 0 -> 1 marker
    scenario.skip_to(g, stage="bid")
    scenario.set_hand(g, 0, [2, 0, 0, 0])
    scenario.skip_to(g, stage="upgrade", player=0)
    assert g.action(0, "upgrade", "S01", 2, 0, 0, 0) in g.legal_actions(0)   # the 2-SAPPHIRE slot


def test_fully_upgraded_packdragon_lifts_the_limit():
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "D01", 3)
    scenario.give_improvement(g, 0, "S07", 3)
    scenario.set_markers(g, 0, "family", 2)
    scenario.set_markers(g, 0, "dragon", 3)
    scenario.skip_to(g, round=2, stage="scroll")
    assert events(g, "zavandor.income.no_limit", 0)[0].facts == {"total": 7}
    assert [(e.facts["deck"], e.facts["n"]) for e in events(g, "zavandor.cards.draw", 0, 2)] == [(0, 3), (2, 4)]


def test_spell_scroll_level_two_example_and_one_use():
    """Rulebook: a level-2 scroll offers 6 COPPER, 6 IRON or 4 BRONZE; it is used once, outside the limit."""
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "S09", 2)             # Scroll of Plenty at level 2
    assert g.stage == "scroll" and g.to_act == (0,)
    reads = [a.label for a in g.legal_actions(0) if a.args and a.args[0] == "S09"]
    assert reads == ["Use the Scroll of Plenty: draw 6 COPPER cards", "Use the Scroll of Plenty: draw 6 IRON cards",
                     "Use the Scroll of Plenty: draw 4 BRONZE cards"]
    markers, size = g.held("p0", "upgrade_marker"), g.pile_size(HAND_PILE[0])
    g.apply(g.action(0, "read", "S09", "iron", 6))
    ev = events(g, "zavandor.income.scroll", 0)[0]
    assert ev.facts == {"item": "S09", "level": 2, "deck": 2, "count": 6}
    assert ev.changes[0] == ("upgrade_marker", 2, "p0", "supply")
    assert g.held("p0", "upgrade_marker") == markers - 2
    assert g.pile_size(HAND_PILE[0]) == size + 6 and "S09" in g.pile(REMOVED_PILE)
    assert all(c != "S09" for c, _ in g.gallery[0])


def test_new_scroll_at_level_zero_and_keeping_scrolls():
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "S04", 0)             # Scroll of the Apprentice: 3 WOODEN or 2 COPPER at level 0
    labels = [a.label for a in g.legal_actions(0)]
    assert "Use the Scroll of the Apprentice: draw 3 WOODEN cards" in labels
    g.apply(g.action(0, "keep"))
    assert events(g, "zavandor.income.keep_scrolls", 0)
    assert g.to_act == (1,)


def test_dragon_hoard_once_per_game_and_stays():
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "D07", 2)             # Galgad's Dragon Hoard, full: 6 BRONZE
    g.apply(g.action(0, "read", "D07", "bronze", 6))
    ev = events(g, "zavandor.income.hoard", 0)[0]
    assert ev.facts == {"item": "D07", "level": 2, "deck": 3, "count": 6}
    assert ["D07", 2] in g.gallery[0] and g.hoards_used == ["D07"]
    scenario.skip_to(g, round=2, stage="scroll", player=0)
    assert not any(a.args and a.args[0] == "D07" for a in g.legal_actions(0))
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="only once in the game.*Galgad's Dragon Hoard"):
        g.apply(g.action(0, "read", "D07", "bronze", 6))
    assert g.snapshot() == snap


def test_deck_reshuffles_its_discard_pile_when_empty():
    g = anna_and_bert()
    scenario.empty_deck(g, 0, 1)                          # Bert takes every WOODEN card
    scenario.skip_to(g, stage="trade", player=1)
    g.apply(g.action(1, "bank"))                          # Bert pays 2 WOODEN cards to the discard pile
    g.apply(g.action(1, g.legal_actions(1)[0].kind, *g.legal_actions(1)[0].args))
    g.apply(g.action(1, g.legal_actions(1)[0].kind, *g.legal_actions(1)[0].args))
    assert g.pile_size(DISCARD_PILE[0]) == 2 and not g.pile(DRAW_PILE[0])
    g.apply(g.legal_actions(1)[0])                        # take one back: one card stays in the discard pile
    assert g.pile_size(DISCARD_PILE[0]) == 1
    scenario.skip_to(g, round=2, stage="scroll")
    shuffle = events(g, "zavandor.cards.reshuffle", round=2)[0]
    assert shuffle.facts == {"cards": 1, "deck": 0}
    # Bert (starting player in round 2) draws the one reshuffled card, then falls back to COPPER
    assert [(e.facts["deck"], e.facts["n"]) for e in events(g, "zavandor.cards.draw", 1, 2)] == [(0, 1), (1, 1)]
    assert events(g, "zavandor.cards.fallback_higher", 1, 2)[0].facts == {"wanted": 0, "used": 1}


def test_next_lower_deck_when_a_deck_is_exhausted():
    g = anna_and_bert()
    scenario.give_improvement(g, 0, "D01", 3)             # yields 2 IRON
    scenario.empty_deck(g, 2, 1)                          # Bert holds every IRON card
    scenario.skip_to(g, round=2, stage="scroll")
    assert events(g, "zavandor.cards.fallback_lower", 0, 2)[0].facts == {"wanted": 2, "used": 1}
    assert (1, 2) in [(e.facts["deck"], e.facts["n"]) for e in events(g, "zavandor.cards.draw", 0, 2)]


def test_nothing_is_drawn_when_every_deck_is_empty():
    g = anna_and_bert()
    for d in range(4):
        scenario.empty_deck(g, d, 1)
    held = gem_counts(g.pile(HAND_PILE[0]))
    scenario.skip_to(g, round=2, stage="scroll")
    assert [e.facts for e in events(g, "zavandor.cards.exhausted", round=2)] == [{"missing": 2}, {"missing": 2}]
    assert gem_counts(g.pile(HAND_PILE[0])) == held

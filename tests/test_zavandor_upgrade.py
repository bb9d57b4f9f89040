"""Zavandor, Phase 4: Upgrade: costs top to bottom, the King's hall, one level a phase, the Fox Shrine."""

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import scenario
from mining_games.zavandor.cards import gem_counts
from mining_games.zavandor.data import DISCARD_PILE
from mining_games.zavandor.upgrade import payments


def sapphires_discarded(g):
    return sum(gem_counts(g.pile(d))[0] for d in DISCARD_PILE)


def at_upgrade(hand, hall, items=(), seed=1, **markers):
    """Anna and Bert; Anna holds ``hand`` and ``items`` [(card, markers)]; the King goes to ``hall``."""
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=seed)
    scenario.skip_to(g, stage="bid")
    for cid, m in items:
        scenario.give_improvement(g, 0, cid, m)
    for item, m in markers.items():
        scenario.set_markers(g, 0, item, m)
    scenario.set_hand(g, 0, hand)
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "seal"))
    g.apply(g.action(0, "king", hall))                    # nobody bid SAPPHIRE: Anna moves the King
    assert g.stage == "upgrade" and g.to_act == (0,)
    return g


def fired(g, rule):
    return [e for e in g.log if e.rule == rule]


def test_anna_double_upgrade_example():
    """Rulebook: in a 2-SAPPHIRE hall Anna pays 3 SAPPHIRES to upgrade a Dwarven clan and her Family clan."""
    g = at_upgrade([3, 0, 0, 0], hall=1, items=[("D01", 0)])
    assert "King's hall: Sapphire Gallery, 2 SAPPHIRE" in g.prompt(0)
    offers = {a.args for a in g.legal_actions(0) if a.kind == "upgrade"}
    assert {("family", 2, 0, 0, 0), ("D01", 1, 0, 0, 0), ("start1", 2, 0, 0, 0)} == offers
    markers, discarded = g.held("p0", "upgrade_marker"), sapphires_discarded(g)
    g.apply(g.action(0, "upgrade", "D01", 1, 0, 0, 0))
    g.apply(g.action(0, "upgrade", "family", 2, 0, 0, 0))
    king = fired(g, "zavandor.upgrade.king_cost")[0]
    assert king.facts == {"item": "family", "hall": 1, "cost": [2, 0, 0, 0], "hall_gems": [2, 0, 0, 0],
                          "printed": [0, 0, 0, 0]}
    pays = fired(g, "zavandor.upgrade.pay")
    assert [e.facts for e in pays] == [{"item": "D01", "paid": [1, 0, 0, 0], "markers": 1, "slots": 3},
                                       {"item": "family", "paid": [2, 0, 0, 0], "markers": 2, "slots": 8}]
    assert g.held("p0", "upgrade_marker") == markers + 2
    assert sapphires_discarded(g) == discarded + 3                   # paid cards go to the discard piles
    assert g.family[0] == 2 and g._markers(0, "D01") == 1


def test_each_item_rises_one_level_per_phase_and_slots_go_top_to_bottom():
    """Rulebook: the Altar costs 2 DIAMOND a level; a second level must wait for a later round."""
    g = at_upgrade([2, 0, 4, 0], hall=1, items=[("D02", 0)])
    g.apply(g.action(0, "upgrade", "D02", 0, 0, 2, 0))
    assert g._markers(0, "D02") == 1 and not fired(g, "zavandor.upgrade.full")
    assert not [a for a in g.legal_actions(0) if a.kind == "upgrade" and a.args[0] == "D02"]
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match="already gone up one level in this Upgrade phase.*Upgrade an item"):
        g.apply(g.action(0, "upgrade", "D02", 0, 0, 2, 0))
    assert g.snapshot() == snap
    g.apply(g.action(0, "done_upgrading"))
    # round 2: no Altar marker yet (not fully upgraded); the second level now completes it
    scenario.skip_to(g, stage="upgrade", round=2, player=0)
    assert not [e for e in fired(g, "zavandor.income.altar")]
    g.apply(g.action(0, "upgrade", "D02", 0, 0, 2, 0))
    full = fired(g, "zavandor.upgrade.full")[0]
    assert full.facts == {"item": "D02", "vp": 3}
    scenario.skip_to(g, round=3, stage="place")
    assert fired(g, "zavandor.income.altar")[0].facts == {"item": "D02"} and g.turn["markers"] == 1


def test_wrong_price_is_refused_naming_the_rule():
    g = at_upgrade([3, 2, 0, 0], hall=2, items=[("S01", 0)])
    snap = g.snapshot()
    with pytest.raises(IllegalAction, match=r"costs 2 EMERALD, not 2 SAPPHIRE.*King-symbol cost"):
        g.apply(g.action(0, "upgrade", "family", 2, 0, 0, 0))
    with pytest.raises(IllegalAction, match=r"costs 1 SAPPHIRE, not 2 SAPPHIRE.*Upgrade an item"):
        g.apply(g.action(0, "upgrade", "S01", 2, 0, 0, 0))      # the second slot cannot come first
    assert g.snapshot() == snap


def test_fully_upgraded_items_cannot_take_more():
    g = at_upgrade([5, 0, 0, 0], hall=1, items=[("S01", 3)])
    assert not [a for a in g.legal_actions(0) if a.kind == "upgrade" and a.args[0] == "S01"]
    with pytest.raises(IllegalAction, match="already fully upgraded"):
        g.apply(g.action(0, "upgrade", "S01", 1, 0, 0, 0))


def test_sapphire_fox_shrine_makes_sapphire_wild_at_once():
    """A benefit gained through an upgrade works immediately (the Fox Shrine example)."""
    g = at_upgrade([2, 2, 0, 0], hall=2, items=[("S03", 1)])   # King: 2 EMERALD; the Fox's last slot is a King slot
    assert g.action(0, "upgrade", "family", 2, 0, 0, 0) not in g.legal_actions(0)
    g.apply(g.action(0, "upgrade", "S03", 0, 2, 0, 0))
    assert fired(g, "zavandor.upgrade.full")[0].facts == {"item": "S03", "vp": 3}
    assert g.legal_actions(0)[0] == g.action(0, "upgrade", "family", 2, 0, 0, 0)
    g.apply(g.action(0, "upgrade", "family", 2, 0, 0, 0))
    assert fired(g, "zavandor.upgrade.wild")[0].facts == {"n": 2}
    assert fired(g, "zavandor.upgrade.pay")[-1].facts["paid"] == [2, 0, 0, 0]
    assert fired(g, "zavandor.upgrade.king_cost")[-1].facts["cost"] == [0, 2, 0, 0]
    assert g.family[0] == 2


def test_payment_ways_with_and_without_wild_sapphires():
    assert payments((0, 2, 0, 0), (1, 2, 0, 0), False) == [(0, 2, 0, 0)]
    assert payments((0, 2, 0, 0), (1, 1, 0, 0), False) == []
    assert payments((0, 1, 1, 0), (2, 1, 0, 0), True) == [(1, 1, 0, 0), (2, 0, 0, 0)]
    assert payments((1, 0, 1, 0), (1, 0, 0, 0), True) == []


def test_finishing_upgrades_and_the_starting_player_moves_left():
    g = at_upgrade([1, 0, 0, 0], hall=1, items=[("S01", 0)])   # Anna could pay 1 SAPPHIRE but stops
    g.apply(g.action(0, "done_upgrading"))
    assert fired(g, "zavandor.upgrade.done")[0].player == 0
    assert fired(g, "zavandor.upgrade.none")[0].player == 1  # Bert holds no cards
    assert g._markers(0, "S01") == 0
    start = fired(g, "zavandor.round.start_player")[0]
    assert start.player == 1 and start.facts == {"round": 2}
    assert g.round == 2 and g.start_player == 1
    scenario.skip_to(g, round=3)
    assert g.start_player == 0

"""Titans bots: they play legal, sensible games and show the commons dilemma."""

import statistics

from conformance import OnlyView
from titans_helpers import act, offer, placed, set_hand, set_trees, to_phase, trees

import mining_games as mg
from mining_games.bots import play
from mining_games.titans.bots import ExtractorBot, StewardBot


def drive(g, bot, stop):
    """Let ``bot`` play the current player's decisions until ``stop(g)``."""
    while not stop(g):
        p = g.to_act[0]
        g.apply(bot.choose(OnlyView(g), p))


def test_extractor_mines_down_to_three_trees_and_steward_to_six():
    g = placed()      # Cy (2) owns Oil 7 and Silicon 11, 10 trees each
    drive(g, ExtractorBot(1), lambda g: g.phase != "Mining & Planting")
    assert trees(g, 7) == 4 and trees(g, 11) == 4      # 10 -> 8 -> 6 -> 4 (oil); 10 -> 7 -> 4 (silicon)
    g = placed()
    drive(g, StewardBot(1), lambda g: g.phase != "Mining & Planting")
    assert trees(g, 7) == 6 and trees(g, 11) == 7       # keeps six: 10 -> 8 -> 6; 10 -> 7


def test_steward_plants_where_it_did_not_mine():
    g = placed()
    set_trees(g, 11, 7)            # too low for the steward to mine silicon (7 - 3 < 6)
    drive(g, StewardBot(1), lambda g: g.phase != "Mining & Planting")
    # mined oil twice, planted both trees on 11 (7 -> 9), then mined it back to six: planting does
    # not stop a tile from being mined in the same turn (Planting)
    assert trees(g, 7) == 6 and trees(g, 11) == 6
    assert g.hand(2) == {"wood": 0, "oil": 2, "silicon": 1, "alloy": 0}


def test_extractor_builds_but_steward_spares_low_planet_health():
    for bot, tiles in ((ExtractorBot(1), 3), (StewardBot(1), 2)):
        g = placed()
        to_phase(g, "Building")
        g.arrange("health", 16)
        set_hand(g, 2, wood=1, oil=2)
        drive(g, bot, lambda g: g.phase != "Building")
        assert g.tiles_owned(2) == tiles
        if tiles == 3:
            assert g.owner[14] == 2 and g.tracks["planet_health"] == 15   # the Alloy neighbour


def test_bots_trade_at_the_bank_towards_a_technology():
    g = placed()
    to_phase(g, "Trading")
    set_hand(g, 2, alloy=1, oil=1)          # worth 6: can reach Solar Lamp (1 Silicon + 1 Wood)
    g.arrange("move", "factory", 4, "p2", "bank")   # no pieces left: a factory is not a goal
    drive(g, StewardBot(1), lambda g: g.phase != "Trading")
    assert g.hand(2)["alloy"] == 0 and g.hand(2)["silicon"] >= 1 and g.hand(2)["wood"] >= 1
    drive(g, StewardBot(1), lambda g: g.phase == "Buying")
    assert g.phase == "Buying"
    drive(g, StewardBot(1), lambda g: g.current != 2)
    assert g.tech_owned[2] == [0]


def test_commons_dilemma_over_ten_seeds():
    """One extractor among stewards does best, but a table of extractors ruins the land."""
    def table(seats):
        games = [play(mg.new_game("titans", players=3, seed=s), seats) for s in range(10)]
        return games
    ext, ste = table(["extractor"] * 3), table(["steward"] * 3)
    health = lambda gs: statistics.mean(g.tracks["planet_health"] for g in gs)
    land = lambda gs: statistics.mean(sum(g.alive.values()) for g in gs)
    score = lambda gs: statistics.mean(g.score(p) for g in gs for p in range(3))
    assert health(ste) > health(ext) + 5
    assert land(ste) > land(ext) + 4
    assert score(ste) > score(ext)
    mixed = table(["extractor", "steward", "steward"])
    assert sum(0 in g.winners() for g in mixed) >= 6      # the lone extractor usually wins



def test_bots_answer_offers_of_several_kinds_by_tree_value():
    for give, ask, accepted in (({"silicon": 1, "wood": 1}, {"oil": 2}, True),   # 4 for 4
                                ({"wood": 1}, {"oil": 1}, False)):               # 1 for 2
        g = placed()
        to_phase(g, "Trading")
        set_hand(g, 2, silicon=1, wood=1)
        set_hand(g, 0, oil=2)
        offer(g, 0, give=give, ask=ask)
        choice = StewardBot(1).choose(OnlyView(g), 0)
        assert choice.kind == ("offer_accept" if accepted else "offer_decline")
        act(g, choice.kind)

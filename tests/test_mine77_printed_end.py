"""Mine 77, printed numbers of the Night Shift and the end: Steam carried over, End of the Week, Disaster, Final
Scoring's four steps, Winning."""

from mine77_helpers import quiet_shift
from test_mine77_scenarios import fired, new, run


def final_scoring(g):
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)


def test_the_standard_game_is_3_days_of_2_shifts_and_the_long_game_4():
    """Playing the Game; End of the Week: three days (six working Shifts, three Night Shifts), or four in the long
    game, then Final Scoring (the players do nothing, and have the VP to pay for the unfilled orders)."""
    for days in (3, 4):
        g = new(2, days=days)
        for p in range(2):
            g.arrange("give", p, "vp", 50)
        while not g.is_over:
            quiet_shift(g)
        rules = fired(g)
        assert g.ended_by == "mine77.end.week"
        assert rules.count("mine77.shift.start") == 2 * days and rules.count("mine77.night.start") == days
        assert rules.index("mine77.score.entrance") > max(i for i, r in enumerate(rules) if r == "mine77.night.end")


def test_joint_wins_are_possible():
    """Winning: the highest total wins, and equal totals share the win."""
    g = new(3)
    g.arrange("give", 0, "vp", 2)
    g.arrange("give", 2, "vp", 2)
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)
    assert [g.vp(p) for p in range(3)] == [3, 1, 3]          # each: 4 workers at the Entrance, 4 Rosettes, 1 VP
    assert g.winners() == [0, 2]


def test_final_scoring_a_rosette_per_worker_at_the_entrance_and_3_rosettes_a_vp():
    """Final Scoring, step 1: 1 Rosette for each worker on the Entrance, then each full set of 3 Rosettes scores
    1 VP (the rest are kept)."""
    g = new()
    g.arrange("worker", 0, 0, 9)
    g.arrange("worker", 0, 1, "ICU")
    g.arrange("give", 0, "rosette", 6)
    final_scoring(g)
    entrance = next(e for e in g.log if e.rule == "mine77.score.entrance" and e.player == 0)
    assert entrance.facts["n"] == 2 and g.vp(0) == 2 and g.held("p0", "rosette") == 2


def test_final_scoring_2_magic_a_vp_rounded_down():
    """Final Scoring, step 2: 2 Magic score 1 VP, rounded down."""
    g = new()
    g.arrange("give", 0, "magic", 5)
    for w in range(4):
        g.arrange("worker", 0, w, 9)
    final_scoring(g)
    assert g.vp(0) == 2 and g.held("p0", "magic") == 1


def test_final_scoring_1_vp_a_trophy_and_2_more_for_each_set_of_the_3_kinds():
    """Final Scoring, step 3: 1 VP per Trophy, 2 more per full set of 3 different types, each Trophy in one set
    only (used Trophies still count)."""
    for held, vp in (({"battle": 2, "community": 2, "forbidden": 2}, 6 + 2 * 2),
                     ({"battle": 4, "community": 1, "forbidden": 1}, 6 + 2), ({"battle": 5, "community": 1}, 6)):
        g = new()
        for w in range(4):
            g.arrange("worker", 0, w, 9)
        for t, n in held.items():
            g.arrange("give", 0, t, n)
        g.use_trophy(0, "battle")
        final_scoring(g)
        assert g.vp(0) == vp, held


def test_a_player_at_minus_9_plays_on_and_at_minus_10_the_game_ends():
    """Disaster: the game ends at once when a player's total falls to -10, not before."""
    g = new()
    g.shared_loss("mine77.government.penalty", 9, [0], "the unfilled Today order")
    run(g)
    assert g.vp(0) == -9 and not g.is_over and g.disaster == []
    g.shared_loss("mine77.government.penalty", 1, [0], "the unfilled Today order")
    run(g)
    assert g.is_over and g.disaster == [0]
    assert next(e for e in g.log if e.rule == "mine77.end.disaster").facts["vps"] == [-10]


def test_steam_left_at_night_carries_over_to_the_morning():
    """Night Shift, step 2: Steam remaining from the day is carried over into the next Morning Shift."""
    g = new()
    g.arrange("track", "steam", 5)
    g.agenda = [["steam_maintenance"]]
    run(g)
    assert g.tracks["steam"] == 5 and "mine77.night.steam_carried" in fired(g)
    assert "mine77.night.steam_reset" not in fired(g)

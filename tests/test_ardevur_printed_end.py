"""ARDEVUR's Endgame conditions at their limits, the tie-break of the final score and the call of
the second auction (ardevur.txt: Endgame; Scoring; Public Auction: 2nd Round)."""

from ardevur_helpers import act, advance, first_turn, give_mine, grid, new, play_out

from mining_games.ardevur.data import TARGETS

GOLDS = [t.key for t in TARGETS if t.tier == "Gold"][:4]                 # 5 SP each
SILVER = next(t.key for t in TARGETS if t.tier == "Silver")              # 3 SP
BRONZE = next(t.key for t in TARGETS if t.tier == "Bronze" and t.kind == "money")   # 2 SP
GOLD_MONEY = next(t.key for t in TARGETS if t.tier == "Gold" and t.kind == "money" and t.n == 96)
IBERIA_GOLD = 0


def gold_only(g, top=None):
    """Bronze and Silver are all claimed; ``top`` (if given) lies on the first Gold pile."""
    gold = [[t for t in pile if t != top] for pile in grid(g)[6:]]
    if top is not None:
        gold[0].insert(0, top)
    g.arrange("grid", *([[]] * 6 + gold))


def test_condition_b_needs_a_full_round_in_which_no_gold_target_could_be_claimed():
    """Endgame B: with Bronze and Silver gone, a whole round (2 turns with 2 players) must pass
    with no Gold Target within anyone's reach; after 1 turn it does not hold."""
    g = first_turn(2, 1)
    p = g.to_act[0]
    gold_only(g)
    g = advance(g, "strategy", 1 - p)
    assert g.quiet == 1 and "B" not in g.conditions()
    g = advance(g, "turn_start")
    assert g.quiet == 2 and "B" in g.conditions()


def test_condition_b_waits_while_a_player_could_claim_a_gold_target():
    """Endgame B: a Gold Target someone could claim keeps the round from counting."""
    g = first_turn(2, 1)
    p = g.to_act[0]
    gold_only(g, GOLD_MONEY)
    g.arrange("money", p, 100)                     # meets 'Hold 96M' (and leaves it, skipping Reward)
    g = advance(g, "strategy", 1 - p)
    g = advance(g, "strategy", p)
    assert g.quiet == 0 and g.conditions() == []


def test_condition_c_is_not_met_at_23_points():
    """Endgame C: 24 Supremacy Points of cards; 23 are not enough."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    g.arrange("targets", p, *GOLDS, SILVER)
    assert g.card_sp(p) == 23 and g.score(p) == 23
    assert g.conditions() == [] and not g.can_call_total(p)


def test_condition_c_counts_government_incentives():
    """Endgame C: Target and Incentive cards count together; 22 of Targets and a 2-point
    Incentive make 24."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    give_mine(g, p, IBERIA_GOLD)                   # a European mine: an Incentive is due
    g.arrange("targets", p, *GOLDS, BRONZE)
    act(g, "skip")
    if g.stage == "develop":
        act(g, "skip")
    assert g.conditions() == []
    act(g, "claim_incentive")
    assert g.card_sp(p) == 24 and g.conditions() == ["C"]


def two_tied(presence_for_1):
    """Two players end level at 4 SP: Ana the richer (40M to 30M), Ben the only one with resources.
    Ben may also hold an exploration site (a presence in a region, no weight for Supremacy)."""
    g = first_turn(2, 1, round_limit=1)
    g.arrange("money", 0, 40)
    g.arrange("money", 1, 30)
    g.arrange("stock", 1, -1, 1, 0, 0, 0)
    if presence_for_1:
        g.arrange("territory", 1, next(t for t in range(24) if g.owner[t] == 1), 1)
    return play_out(g)


def test_a_tie_in_points_goes_to_the_player_present_in_more_regions():
    """Scoring: level players are separated by the number of regions they are present in first,
    even against more money."""
    g = two_tied(True)
    assert [g.score(0), g.score(1)] == [4, 4]
    assert g.winners() == [1]


def test_then_to_the_player_holding_more_money():
    """Scoring: level in points and in regions, the richer player wins."""
    g = two_tied(False)
    assert [g.score(0), g.score(1)] == [4, 4]
    assert g.winners() == [0]


def test_the_second_auction_needs_two_active_mines_for_every_player():
    """Public Auction, 2nd Round: it may be called only once each player runs at least 2 mines."""
    g = advance(new(3, 4), "strategy")
    held = [[t for t in range(24) if g.owner[t] == p] for p in range(3)]
    for p in range(3):
        g.arrange("territory", p, held[p][0], 2)
    g.arrange("territory", 0, held[0][1], 2)
    g.arrange("territory", 1, held[1][1], 2)
    assert not any(g.can_call_auction(p) for p in range(3))
    g.arrange("territory", 2, held[2][1], 2)
    assert all(g.can_call_auction(p) for p in range(3))

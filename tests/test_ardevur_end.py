"""ARDEVUR Reward phase, Endgame and Scoring (ardevur.txt, 4 - Reward; Asking for the moon;
Target calling; Endgame; My mine, my rules; Scoring)."""

from ardevur_helpers import act, advance, build, fired, first_turn, give_mine, grid

from mining_games.ardevur.data import TARGETS

LEAD_ONE = next(t.key for t in TARGETS if t.kind == "supremacy" and t.n == 1)   # Bronze: lead 1 region
SAHEL_GOLD = 12                                                                 # Africa: no Incentive
GOLD_MONEY = next(t.key for t in TARGETS if t.tier == "Gold" and t.kind == "money" and t.n == 96)
IBERIA = (0, 1, 2)


def with_grid(g, top):
    """Put Target ``top`` on top of the first Bronze pile."""
    piles = [[t for t in pile if t != top] for pile in grid(g)]
    tier_pile = {"Bronze": 0, "Silver": 3, "Gold": 6}[TARGETS[top].tier]
    piles[tier_pile].insert(0, top)
    g.arrange("grid", *piles)


def to_reward(g, p):
    act(g, "skip")
    if g.stage == "develop":
        act(g, "skip")
    assert g.stage == "reward" and g.to_act == (p,)
    return g


def test_claiming_a_target_takes_its_supremacy_points():
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, LEAD_ONE)
    give_mine(g, p, SAHEL_GOLD, 2)                  # a mine: p leads Sahel
    to_reward(g, p)
    act(g, "claim_target", LEAD_ONE)
    assert g.score(p) == 2 and g.targets[p] == [LEAD_ONE]
    assert LEAD_ONE not in [pile[0] for pile in grid(g) if pile]
    assert fired(g, "ardevur.reward.target")[-1].text == (
        f"{g.players[p]} claims the Bronze Target 'Lead Regional Supremacy in 1 region' for 2 SP.")


def test_no_bronze_target_is_met_by_doing_nothing():
    """The Targets are ours (Provenance): after the first auction nobody meets any Target; the Bronze
    'Lead Regional Supremacy in 1 region' (in place of 'Hold 2 Territory cards') needs a structure."""
    assert [sum(1 for t in TARGETS if t.tier == tier) for tier in ("Bronze", "Silver", "Gold")] == [14, 14, 12]
    assert not [t for t in TARGETS if t.kind == "territories"]
    for n in (2, 3, 4):
        g = first_turn(n, 1)
        assert [g.met(q, range(len(TARGETS))) for q in range(n)] == [[]] * n
    g = first_turn(3, 1)
    p = g.to_act[0]
    give_mine(g, p, SAHEL_GOLD, 1)                  # an exploration site weighs nothing
    assert not g.meets(p, LEAD_ONE)
    g.arrange("territory", p, SAHEL_GOLD, 2)        # an active mine: Sahel's weight 1.0, nobody else's
    assert g.meets(p, LEAD_ONE) and g.region_leaders()[4] == p


def test_one_card_per_turn():
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, LEAD_ONE)
    give_mine(g, p, 0, 2)                           # a European mine: Iberia led, and an Incentive is due
    to_reward(g, p)
    act(g, "claim_target", LEAD_ONE)
    assert "a Government Incentive must wait" in fired(g, "ardevur.reward.one_card")[-1].text
    assert g.entitled[p] == 1 and g.incentives[p] == []      # the Reward phase is over


def test_exchanging_a_card_spends_its_points_for_its_money():
    g = first_turn(3, 1)
    p = g.to_act[0]
    g.arrange("targets", p, LEAD_ONE)
    g.arrange("money", p, 0)
    to_reward(g, p)
    act(g, "exchange", f"t{LEAD_ONE}")
    assert g.score(p) == 0 and g.money(p) == 8 and g.targets[p] == []


def test_a_phone_call_removes_a_target_from_the_grid():
    g = first_turn(3, 1)
    top = grid(g)[6][0]
    act(g, "phone")
    if g.stage == "develop":
        act(g, "skip")
    act(g, "shift", top)
    assert top not in [t for pile in grid(g) for t in pile]
    assert fired(g, "ardevur.phone.shift")


def propose(g, p, t):
    """p, in their Reward phase, proposes that Target t cannot be reached."""
    to_reward(g, p)
    act(g, "propose")
    assert g.stage == "propose" and g.to_act == (p,)
    act(g, "propose_target", t)


def test_a_target_all_players_agree_is_unachievable_leaves_the_grid():
    """Asking for the moon: the player on turn proposes, every other player agrees, the Target goes
    (without a Phone Call) and the card below comes up; nothing is claimed, nobody pays."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, GOLD_MONEY)                           # Gold: hold 96M
    below = grid(g)[6][1]
    g.stale[6] = 5                                     # nobody has met it at the last 5 rounds' ends
    money = [g.money(q) for q in range(3)]
    propose(g, p, GOLD_MONEY)
    e = fired(g, "ardevur.reward.propose")[-1]
    assert e.player == p and e.text == (f"{g.players[p]} proposes that the Target 'Hold 96M in Hashtag Coin' "
                                        "cannot be reached: every other player must agree.")
    q, r = (p + 1) % 3, (p + 2) % 3
    assert g.stage == "vote" and g.to_act == (q,)     # clockwise from the proposer
    assert [a.label for a in g.legal_actions(q)] == ["Agree: it cannot be reached", "Refuse: keep the Target"]
    assert g.turn["moon"]["have"] == money
    assert g.prompt(q) == (f"{g.players[p]} proposes to remove the Target 'Hold 96M in Hashtag Coin' as "
                           "unachievable (nobody has met it at the end of the last 5 rounds; you are at "
                           f"{money[q]}M of the 96M it asks): agree?")
    act(g, "agree", player=q)
    assert g.to_act == (r,) and GOLD_MONEY in g.visible()
    act(g, "agree", player=r)
    assert [e.player for e in fired(g, "ardevur.reward.agree")] == [q, r]
    assert fired(g, "ardevur.reward.unachievable")[-1].text == ("Every player agrees: the Target 'Hold 96M in "
                                                                "Hashtag Coin' leaves the grid.")
    assert grid(g)[6][0] == below and g.stale[6] == 0 and GOLD_MONEY not in [t for pile in grid(g) for t in pile]
    assert [g.money(q) for q in range(3)] == money and g.targets == [[], [], []]
    assert g.current != p or g.phase != "Reward"      # the proposal was p's Reward action


def test_one_refusal_keeps_the_target():
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, GOLD_MONEY)
    propose(g, p, GOLD_MONEY)
    q = (p + 1) % 3
    act(g, "refuse", player=q)
    e = fired(g, "ardevur.reward.refuse")[-1]
    assert e.player == q and e.text == f"{g.players[q]} does not agree: the Target 'Hold 96M in Hashtag Coin' stays."
    assert grid(g)[6][0] == GOLD_MONEY and not fired(g, "ardevur.reward.unachievable")
    assert not fired(g, "ardevur.reward.agree") and g.stage != "vote"    # the third player is not asked


def test_the_heuristic_bots_answer_by_whether_they_could_meet_the_target():
    """A bot agrees once nobody has met the Target for 10 rounds, or 20 when it is half-way to it."""
    from mining_games.ardevur.bots import TraderBot
    for stale, money, answer in ((10, 40, "agree"), (10, 48, "refuse"), (9, 0, "refuse"), (20, 48, "agree")):
        g = first_turn(3, 1)
        p = g.to_act[0]
        q = (p + 1) % 3
        with_grid(g, GOLD_MONEY)
        g.arrange("money", q, money)
        g.stale[6] = stale
        propose(g, p, GOLD_MONEY)
        assert TraderBot(0).choose(g, q).kind == answer, (stale, money)


def test_a_heuristic_bot_with_nothing_to_claim_proposes_the_target_unmet_longest():
    from mining_games.ardevur.bots import BuilderBot
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, GOLD_MONEY)
    g.stale[:] = [0, 0, 0, 2, 0, 0, 16, 12, 0]
    to_reward(g, p)
    bot = BuilderBot(0)
    assert bot.choose(g, p).kind == "propose"
    act(g, "propose")
    assert bot.choose(g, p).args == (GOLD_MONEY,)


def test_condition_a_a_gold_target_claimed_then_a_final_round():
    g = first_turn(3, 1)
    p = g.to_act[0]
    with_grid(g, GOLD_MONEY)
    g.arrange("money", p, 100)
    to_reward(g, p)
    act(g, "claim_target", GOLD_MONEY)
    assert g.conditions() == ["A"]
    q = g.to_act[0]
    assert g.stage == "turn_start" and "call_total" in [a.kind for a in g.legal_actions(q)]
    act(g, "call_total")
    assert fired(g, "ardevur.end.condition_a") and g.trigger == q
    turns_before = g.turn_no
    while not g.over:
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in ("skip", "pass", "begin")), menu[0]))
    assert g.turn_no - turns_before == 2            # the caller's turn was the first of the three
    assert g.ended_by == "ardevur.end.final"


def test_condition_b_bronze_and_silver_gone_and_no_gold_claimable_for_a_round():
    g = first_turn(2, 1)
    piles = [[] for _ in range(6)] + [list(p) for p in grid(g)[6:]]
    g.arrange("grid", *piles)
    assert "B" not in g.conditions()
    g = advance(g, "strategy", g.to_act[0] ^ 1)
    g = advance(g, "turn_start")
    assert "B" in g.conditions() and g.quiet >= 2


def test_condition_c_24_points_of_cards():
    g = first_turn(3, 1)
    p = g.to_act[0]
    golds = [t.key for t in TARGETS if t.tier == "Gold"][:4]
    g.arrange("targets", p, *golds[:4])             # 4 x 5 SP = 20
    assert "C" not in g.conditions()
    g.arrange("targets", p, LEAD_ONE, next(t.key for t in TARGETS if t.tier == "Bronze" and t.key != LEAD_ONE))
    assert g.card_sp(p) == 24 and "C" in g.conditions()
    g = advance(g, "turn_start")
    act(g, "call_total")
    assert fired(g, "ardevur.end.condition_c")[-1].facts["sp"] == 24


def test_total_control_cannot_be_called_without_a_condition():
    g = first_turn(3, 1)
    g = advance(g, "strategy", (g.to_act[0] + 1) % 3)
    assert g.conditions() == [] and not g.can_call_total(g.to_act[0])


def test_an_agreed_round_limit_ends_the_game_as_a_variant():
    g = first_turn(2, 1, round_limit=2)
    while not g.over:
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in ("skip", "pass", "begin")), menu[0]))
    assert g.ended_by == "ardevur.end.round_limit" and g.round == 2


def finish(g):
    g.gold_claimed = True
    g.invalidate_menus()
    g = advance(g, "turn_start")
    act(g, "call_total")
    while not g.over:
        menu = g.legal_actions(g.to_act[0])
        g.apply(next((a for a in menu if a.kind in ("skip", "pass", "begin")), menu[0]))
    return g


def test_most_money_and_most_resources_score_4_ties_score_nobody():
    g = first_turn(3, 1)
    g.arrange("money", 0, 50)
    g.arrange("money", 1, 40)
    g.arrange("money", 2, 40)
    g.arrange("stock", 1, -1, 1, 0, 0, 0)
    g.arrange("stock", 2, -1, 1, 0, 0, 0)
    g = finish(g)
    assert fired(g, "ardevur.score.money")[-1].player == 0
    assert g.scored[0]["Most money"] == 4
    tie = fired(g, "ardevur.score.tie")[-1]
    assert tie.text == "Most resources is tied at 2M: nobody scores it."


def test_regional_supremacy_weights_and_ties():
    g = first_turn(3, 1)
    for t in IBERIA:
        if g.owner[t] >= 0:
            g.arrange("release", t)
    g.arrange("territory", 0, 0, 2)                  # Ana: a mine (1.0) and a Road (0.5) ... in Iberia
    g.arrange("build", 1, "warehouse", 0)            # Ben: a Warehouse (1.0)
    g.arrange("build", 1, "road", 0)                 # ... and a Road (0.5): 1.5
    g.arrange("build", 2, "large_office", 0)         # Cy: an upgraded asset (1.5)
    assert g.region_weights(0) == {0: 2, 1: 3, 2: 3}
    assert g.region_leader(0) is None
    g.arrange("build", 0, "office", 0)               # Ana: 2.0 leads
    g = finish(g)
    lead = [e for e in fired(g, "ardevur.score.supremacy") if e.facts["region"] == "Iberia"][0]
    assert lead.player == 0 and lead.facts["weight"] == "2" and lead.facts["sp"] == 3


def test_mines_assets_and_upgraded_assets_score():
    g = first_turn(3, 1)
    p = g.to_act[0]
    for t in [t for t in range(24) if g.owner[t] == p]:
        g.arrange("territory", p, t, 2)
    g.arrange("build", p, "vessel", -1)
    g.arrange("build", p, "factory", 5)
    g = finish(g)
    line = [e for e in fired(g, "ardevur.score.structures") if e.player == p][0]
    # Scoring: 4 per mine and 4 per asset as printed, 6 for an upgraded asset (not printed: ours)
    assert line.facts["sp"] == 2 * 4 + 4 + 6
    assert line.text == f"{g.players[p]} scores 18 SP for 2 active mines, 1 asset and 1 upgraded asset."
    assert g.scored[p]["Mines and Assets"] == 18


def test_ties_are_broken_by_regions_then_money():
    g = first_turn(2, 1)
    g.arrange("build", 0, "road", 3)
    g.arrange("build", 1, "road", 4)
    g.arrange("build", 1, "water", 5)
    assert g.tiebreak(1)[0] == 2 and g.tiebreak(0)[0] == 1
    g.arrange("money", 0, 10)
    g.arrange("money", 1, 10)
    assert g.tiebreak(1) > g.tiebreak(0)


def test_an_open_loan_is_settled_at_the_end():
    g = first_turn(2, 1)
    p = g.to_act[0]
    g.arrange("dev", p, "Vessel")
    g.arrange("money", p, 20)
    act(g, "phone")
    build(g, "vessel", -1, "loan")
    assert g.debt[p] == 24
    g.arrange("money", p, 10)
    g = finish(g)
    assert fired(g, "ardevur.score.loan")[-1].facts["amount"] == 10
    assert g.money(p) == 0 and g.debt == [0, 0]


def test_calling_on_condition_b():
    g = first_turn(2, 1)
    piles = [[] for _ in range(6)] + [list(p) for p in grid(g)[6:]]
    g.arrange("grid", *piles)
    g = advance(g, "turn_start")
    act(g, "call_total")
    assert fired(g, "ardevur.end.condition_b") and fired(g, "ardevur.end.call")


def test_most_resources_and_a_tied_region():
    g = first_turn(3, 1)
    g.arrange("stock", 2, -1, 0, 1, 0, 0)
    g.arrange("build", 0, "road", 6)
    g.arrange("build", 1, "water", 6)
    g = finish(g)
    assert fired(g, "ardevur.score.resources")[-1].player == 2 and g.scored[2]["Most resources"] == 4
    tie = [e for e in fired(g, "ardevur.score.supremacy_tie") if e.facts["region"] == "Great Lakes"][0]
    assert tie.text == "Great Lakes is tied at 0.5: nobody takes its ribbon."

"""ARDEVUR Extraction and Strategy phases (ardevur.txt, Turn Structure; 1 - Extraction; Tell Me
Baby, What's Your Storage?; Digging Deeper; Be a good neighbour; Upgraded Assets; 2 - Strategy)."""

from ardevur_helpers import act, advance, at_extraction, collect_all, fired, first_turn, hand

from mining_games.ardevur.data import CORP, USED

IBERIA_GOLD, IBERIA_SILVER, CARPATHIA_GOLD = 0, 1, 3      # Europe: 16M, 12M, 16M output
MAGHREB_GOLD, SAHEL_GOLD = 9, 12                          # Africa: 24M, needs a Road and Water


def test_extraction_collects_the_output_in_tokens():
    g, q = at_extraction([IBERIA_GOLD])
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 16
    act(g, "token", "nickel")
    act(g, "token", "copper")
    act(g, "token", "zinc")
    act(g, "token", "zinc")
    assert g.stock_value(q) == 16
    assert g.lots[q] == {"t0": [2, 1, 1, 0]}
    assert g.held(g.account(q), "zinc") == 2 and g.held("market", "zinc") == 10


def test_storage_is_32m_and_the_surplus_is_sold_locally_at_half():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))    # 24M stored already: 8M of room
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    assert g.prompt(q) == "Store tokens from Rio Tinto Ridge: 16M of output left, 8M of storage room"
    before = g.money(q)
    act(g, "token", "nickel")
    surplus = fired(g, "ardevur.extract.surplus")[-1]
    assert (surplus.facts["value"], surplus.facts["income"]) == (8, 4)
    assert g.money(q) == before + 4 and g.stock_value(q) == 32


def test_a_warehouse_doubles_storage_and_a_large_one_quadruples_it():
    g, q = at_extraction([IBERIA_GOLD])
    assert g.storage(q) == 32
    g.arrange("build", q, "warehouse", 5)
    assert g.storage(q) == 64
    g.arrange("build", q, "warehouse", 6)
    assert g.storage(q) == 64          # more Warehouses do not add storage
    g.assets[-1][1] = "large_warehouse"
    assert g.storage(q) == 128


def test_the_regional_warehouse_owner_may_buy_the_surplus_first():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))
    r = (q + 1) % 3
    g.arrange("build", r, "warehouse", 0)           # Iberia's Port Warehouse
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    rq, rr = g.money(q), g.money(r)
    act(g, "token", "nickel")
    assert g.stage == "priority" and g.to_act == (r,)
    assert "buy them first for 4M" in g.prompt(r)
    act(g, "buy_local", player=r)
    assert g.money(q) == rq + 4 and g.money(r) == rr - 4
    assert g.lots[r]["bought"] == [0, 0, 1, 0]       # 8M of resources, from the Market
    assert not fired(g, "ardevur.extract.surplus")


def test_a_warehouse_owner_who_cannot_pay_lets_the_surplus_go():
    g, q = at_extraction([IBERIA_GOLD], stock=(0, 0, 1, 1))
    r = (q + 1) % 3
    g.arrange("build", r, "warehouse", 0)
    g.arrange("money", r, 2)
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    assert "cannot pay" in fired(g, "ardevur.sale.priority_pass")[-1].text
    assert fired(g, "ardevur.extract.surplus")[-1].facts["income"] == 4


def test_an_own_factory_adds_16m():
    g, q = at_extraction([IBERIA_GOLD])
    g.arrange("build", q, "factory", 0)
    act(g, "extract", IBERIA_GOLD)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 32
    assert fired(g, "ardevur.extract.factory")


def test_a_rival_factory_adds_16m_for_an_8m_fee():
    g, q = at_extraction([IBERIA_GOLD])
    r = (q + 2) % 3
    g.arrange("build", r, "factory", 0)
    mq, mr = g.money(q), g.money(r)
    assert g.Action(q, "extract", (IBERIA_GOLD, True)) in g.legal_actions(q)
    act(g, "extract", IBERIA_GOLD, True)
    g = advance(g, "collect", q)
    assert fired(g, "ardevur.extract.mine")[-1].facts["output"] == 32
    assert (g.money(q), g.money(r)) == (mq - 8, mr + 8)
    assert g.stats[r]["fees"] == 8


def extracted_with_rivals_infrastructure():
    """q has extracted from Atlas Deep (Maghreb) with r's Road and Water: r is about to be asked for the
    fees. Returns the game, q, r and their money before."""
    g, q = at_extraction([MAGHREB_GOLD])
    r = (q + 1) % 3
    g.arrange("build", r, "road", 3)
    g.arrange("build", r, "water", 3)
    mq, mr = g.money(q), g.money(r)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    return g, q, r, mq, mr


def test_mines_using_a_rivals_road_and_water_pay_2m_each():
    g, q, r, mq, mr = extracted_with_rivals_infrastructure()
    assert g.stage == "toll" and g.to_act == (r,)        # the owner is asked, the Road first
    assert g.prompt(r) == f"{g.players[q]}'s mine Atlas Deep used your Road in Maghreb: charge the 2M fee?"
    assert [a.label for a in g.legal_actions(r)] == ["Charge the 2M fee for your Road", "Waive the fee for your Road"]
    act(g, "charge_fee", player=r)
    assert g.stage == "toll" and g.legal_actions(r)[0].label == "Charge the 2M fee for your Water Pipeline"
    act(g, "charge_fee", player=r)
    fees = fired(g, "ardevur.extract.fee")
    assert [e.facts["paid"] for e in fees[-2:]] == ["2M", "2M"]
    assert fees[-1].text == f"{g.players[q]} pays {g.players[r]} for the Water Pipeline in Maghreb: 2M."
    assert (g.money(q), g.money(r)) == (mq - 4, mr + 4)
    assert g.stats[r]["fees"] == 4


def test_the_owner_may_let_the_fee_go():
    """Infrastructures and Be a good neighbour: the owner *may* charge the fee; waived, nothing moves."""
    g, q, r, mq, mr = extracted_with_rivals_infrastructure()
    act(g, "waive_fee", player=r)                         # the Road's fee goes
    act(g, "charge_fee", player=r)                        # the Water's is charged
    waived = fired(g, "ardevur.extract.fee_waived")[-1]
    assert waived.player == r and waived.text == (f"{g.players[r]} does not charge {g.players[q]} for the Road "
                                                   "in Maghreb.")
    assert [e.facts["infra"] for e in fired(g, "ardevur.extract.fee")] == ["Water Pipeline"]
    assert (g.money(q), g.money(r)) == (mq - 2, mr + 2) and g.stats[r]["fees"] == 2


def test_a_fee_is_paid_in_resources_when_money_is_short():
    g, q = at_extraction([MAGHREB_GOLD], money=0)
    r = (q + 1) % 3
    g.arrange("build", r, "road", 3)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "zinc")
    collect_all(g, q)
    act(g, "charge_fee", player=r)
    fee = fired(g, "ardevur.extract.fee")[-1]
    assert fee.facts["paid"] == "1 Zinc token"
    assert g.lots[r]["bought"] == [1, 0, 0, 0]


def test_own_infrastructure_costs_no_fee():
    g, q = at_extraction([MAGHREB_GOLD])
    g.arrange("build", q, "road", 3)
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    assert not fired(g, "ardevur.extract.fee")


def test_one_mine_without_an_office_two_in_a_continent_with_one():
    g, q = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD])
    act(g, "extract", IBERIA_GOLD)
    g = advance(g, "collect", q)
    collect_all(g, q)
    assert g.stage != "extract" or g.to_act != (q,)
    g2, q2 = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD, MAGHREB_GOLD])
    g2.arrange("build", q2, "office", 1)
    g2 = advance(g2, "extract", q2)
    act(g2, "extract", IBERIA_GOLD)
    g2 = advance(g2, "collect", q2)
    collect_all(g2, q2)
    menu = [a.args[0] for a in g2.legal_actions(q2) if a.kind == "extract"]
    assert menu == [CARPATHIA_GOLD]                  # the Office's continent only


def test_a_large_office_runs_three_mines_anywhere():
    g, q = at_extraction([IBERIA_GOLD, CARPATHIA_GOLD, MAGHREB_GOLD])
    g.arrange("build", q, "large_office", 1)
    assert g.mine_limit(q) == (3, "Large Office")


def test_no_mines_means_no_extraction_phase():
    g = first_turn(3, 1)
    assert any(e.facts.get("phase") == "Extraction" for e in fired(g, "ardevur.turn.impossible"))


def test_strategy_takes_up_to_two_development_cards_within_the_limit_of_four():
    g = first_turn(3, 1)
    p = g.to_act[0]
    g.arrange("dev", p)
    free = g.pickable(p)
    act(g, "take_dev", free[0])
    assert g.stage == "strategy_more"
    act(g, "take_dev", g.pickable(p)[0])
    assert len(g.dev[p]) == 2
    g2 = first_turn(3, 1)
    p = g2.to_act[0]
    adv = CORP[g2.corp[p]].advantage
    cards = [c for c in ("License", "Geologist", "Machinery", "Workforce", "Road") if c != adv][:4]
    g2.arrange("dev", p, *cards)
    act(g2, "take_dev", g2.pickable(p)[0])
    if g2.stage == "strategy_more":
        act(g2, "skip")
    assert g2.stage == "dev_return"                  # 5 cards on 4 Dashboard slots
    act(g2, "return_dev", g2.legal_actions(p)[0].args[0])
    assert len(g2.dev[p]) == 4 and g2.stage != "dev_return"


def test_the_market_advantage_takes_no_dashboard_slot():
    """Beginning Stage and 2 - Strategy: the limit of 4 is the Dashboard's slots; the Market Advantage
    (on the Character Guide) counts as a card of its type, so no duplicate, but fills no slot."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    adv = CORP[g.corp[p]].advantage
    cards = [c for c in ("License", "Geologist", "Machinery", "Workforce") if c != adv]   # three cards
    g.arrange("dev", p, *cards)
    assert adv not in g.pickable(p)                  # the advantage still bars its duplicate
    act(g, "take_dev", "Road")                        # a fourth card: the Dashboard is full, nothing goes back
    assert g.stage == "strategy_more" and len(g.dev[p]) == 4
    act(g, "take_dev", "Water")                       # a fifth: one goes back
    assert g.stage == "dev_return"
    act(g, "return_dev", "Road")
    assert g.stage != "dev_return" and g.phase != "Strategy"      # four cards stay: the phase is over
    assert sorted(g.dev[p]) == sorted([*cards, "Water"]) and g.market["Road"] == 1
    assert fired(g, "ardevur.strategy.dev_return")[-1].text == f"{g.players[p]} returns Road to the Market."


def test_a_third_action_card_is_drawn_then_one_is_discarded():
    """Show me the way and 2 - Strategy: drawing while holding 2 is allowed; the extra card goes
    at once, the holder choosing which."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    deck_name = CORP[g.corp[p]].deck
    g.arrange("hand", p, "audit", "strike")
    g.stack_cards(deck_name, ["fast_track"])                    # the next card drawn is Fast Track
    left = g.pile_size(deck_name)
    assert "draw_action" in [a.kind for a in g.legal_actions(p)]
    act(g, "draw_action")
    assert g.stage == "discard_drawn" and g.to_act == (p,) and sorted(hand(g, p)) == ["audit", "fast_track", "strike"]
    assert [a.label for a in g.legal_actions(p)] == ["Discard Tax Audit", "Discard Fast Track", "Discard Strike"]
    act(g, "discard_card", "strike")
    assert sorted(hand(g, p)) == ["audit", "fast_track"] and g.held(g.account(p), "action") == 2
    assert g.pile_size(deck_name) == left - 1 and g.pile(USED[deck_name]) == ["strike"]
    assert fired(g, "ardevur.cards.hand_limit")[-1].text == (f"{g.players[p]} holds too many Action cards and "
                                                             "discards Strike.")
    assert g.phase != "Strategy"                                # the draw was the Strategy action


def test_the_phone_call_is_discarded_at_the_end_of_the_turn_if_unused():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "phone")
    assert g.turn["phone"] and g.market["Phone Call"] == 0
    g = advance(g, "strategy", (p + 1) % 3)
    assert fired(g, "ardevur.strategy.phone_unused") and g.market["Phone Call"] == 1


def test_a_skipped_phase_is_lost():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "skip")
    assert fired(g, "ardevur.turn.skip")[-1].text == f"{g.players[p]} skips the Strategy phase."


def test_a_surplus_without_a_road_stays_in_the_ground():
    g, q = at_extraction([MAGHREB_GOLD], stock=(0, 0, 1, 1))    # 8M of room for 24M of output
    act(g, "extract", MAGHREB_GOLD)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    lost = fired(g, "ardevur.extract.no_road")[-1]
    assert (lost.facts["mine"], lost.facts["value"]) == ("Atlas Deep", 16)
    assert not fired(g, "ardevur.extract.surplus")


def test_output_no_token_can_hold_is_a_surplus():
    g, q = at_extraction([IBERIA_SILVER])                         # 12M of output
    r = (q + 1) % 3
    g.arrange("stock", r, -1, 12, 10, 0, 0)                     # every Zinc and Copper token is taken
    act(g, "extract", IBERIA_SILVER)
    g = advance(g, "collect", q)
    act(g, "token", "nickel")
    assert fired(g, "ardevur.extract.token_short")[-1].facts["value"] == 4
    assert fired(g, "ardevur.extract.surplus")[-1].facts["income"] == 2


def test_drawing_an_action_card_in_the_strategy_phase():
    g = first_turn(3, 1)
    p = g.to_act[0]
    act(g, "draw_action")
    assert len(hand(g, p)) == 2 and g.held(g.account(p), "action") == 2
    assert fired(g, "ardevur.strategy.action")[-1].text == f"{g.players[p]} draws an Action card."


def test_a_phone_call_dealt_at_set_up_serves_its_holders_first_turn_then_goes_back():
    g = first_turn(3, 16)                             # seed 16: the first player (Ana) is dealt the Phone Call
    p = g.to_act[0]
    assert [e.player for e in fired(g, "ardevur.setup.dev_deal") if e.facts["card"] == "Phone Call"] == [p]
    held = fired(g, "ardevur.phone.held")[-1]
    assert held.player == p and held.text == (f"{g.players[p]}'s Phone Call may be used in this turn; unused, "
                                              "it goes back to the Market when the turn ends.")
    assert g.turn["phone"] and "Phone Call" not in g.dev[p] and g.market.get("Phone Call", 0) == 0
    act(g, "skip")                                    # Strategy: the turn's own action is still free
    assert g.stage == "develop"
    phoned = [a for a in g.legal_actions(p) if a.kind == "build" and a.args[2] == "phone"]
    assert phoned                                      # it stands in for a missing card, at double the cost
    g = advance(g, "strategy", (p + 1) % 3)
    back = fired(g, "ardevur.strategy.phone_unused")[-1]
    assert back.player == p and g.market["Phone Call"] == 1 and not any("Phone Call" in d for d in g.dev)
    assert "phone" in [a.kind for a in g.legal_actions((p + 1) % 3)]   # the next player may take it


def test_a_phone_call_picked_in_the_second_auction_serves_the_next_turn():
    from test_ardevur_auction import setup_second_round
    g = setup_second_round()
    g = advance(g, "turn_start")
    act(g, "call_auction")
    g = advance(g, "dev_pick")
    w = g.to_act[0]
    act(g, "dev_pick", "Phone Call")                  # a Development card like the others
    assert "Phone Call" in g.dev[w] and g.market["Phone Call"] == 0
    g = advance(g, "strategy", w)                     # the holder's next turn (the caller's comes first)
    assert fired(g, "ardevur.phone.held")[-1].player == w and g.turn["phone"] and "Phone Call" not in g.dev[w]

"""ARDEVUR's sale numbers in play, with the dice as they fall (ardevur.txt: F. Sell Resources;
I want it all; Let's split it; Upgraded Assets; Negotiation Dice)."""

from ardevur_helpers import act, fired, first_turn, give_mine, hand

IBERIA_GOLD, MAGHREB_GOLD = 0, 9
MAGHREB = 3


def sell_globally(g, p):
    """``p`` skips Strategy and sells globally; competitors let the sale go. Returns its event."""
    act(g, "skip")
    act(g, "sell_global")
    while g.stage == "rival_sale":
        act(g, "pass")
    return fired(g, "ardevur.sale.global")[-1]


def test_a_large_vessel_doubles_the_sale_and_adds_a_32m_lease_the_dice_leave_alone():
    """Upgraded Assets; I want it all: a Large Vessel doubles the sale and earns 32M of cargo
    lease, which no roll changes. 16M of Gold: 16M after a 2, 32M after a 4 to 32, 64M after a 64."""
    rolls = set()
    for seed in range(1, 8):
        g = first_turn(3, seed)
        p = g.to_act[0]
        g.arrange("build", p, "large_vessel", -1)
        g.arrange("stock", p, -1, 0, 0, 0, 1)
        g.arrange("money", p, 0)
        sale = sell_globally(g, p)
        roll = sale.facts["roll"]
        rolls.add(roll)
        assert (sale.facts["after_vessel"], sale.facts["lease"]) == (32, 32)
        assert g.money(p) == {2: 16, 64: 64}.get(roll, 32) + 32
    assert {2, 64} <= rolls


def test_the_rulebooks_two_mines_the_one_without_water_sells_at_half():
    """F. Sell Resources: of two mines' resources, the mine with Water sells at full price and the
    one without at half; then the dice."""
    for seed in (1, 2, 7):
        g = first_turn(3, seed)
        p = g.to_act[0]
        give_mine(g, p, IBERIA_GOLD)
        give_mine(g, p, MAGHREB_GOLD)
        g.arrange("build", (p + 1) % 3, "road", MAGHREB)        # a Road to sell through, no Water
        g.arrange("stock", p, IBERIA_GOLD, 0, 0, 0, 1)
        g.arrange("stock", p, MAGHREB_GOLD, 0, 0, 0, 1)
        g.arrange("money", p, 0)
        sale = sell_globally(g, p)
        assert (sale.facts["value"], sale.facts["base"], sale.facts["no_water"]) == (32, 16 + 8, ["Atlas Deep"])
        assert g.money(p) == {2: 12, 64: 48}.get(sale.facts["roll"], 24)


def test_the_rulebooks_10m_halved_by_the_dice_is_6m_in_play():
    """Let's split it: 10M cut in half by a bad roll rounds up to 6M (a Market Crash makes the 2)."""
    g = first_turn(3, 1)
    a, b = g.to_act[0], (g.to_act[0] + 1) % 3
    assert hand(g, b) == ["crash"]
    g.arrange("stock", a, -1, 1, 0, 1, 0)                   # Zinc and Nickel: 10M
    g.arrange("money", a, 0)
    act(g, "skip")
    act(g, "sell_global")
    act(g, "play", "crash", player=b)
    sale = fired(g, "ardevur.sale.global")[-1]
    assert (sale.facts["roll"], sale.facts["income"]) == (2, 6) and g.money(a) == 6


def test_a_local_sale_of_10m_brings_6m():
    """F. Sell Resources, Option #2; Let's split it: half of 10M, rounded up to an even 6M."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    g.arrange("stock", p, -1, 1, 0, 1, 0)
    g.arrange("money", p, 0)
    act(g, "skip")
    act(g, "sell_local")
    assert g.money(p) == 6 and g.lots[p] == {}


def test_a_warehouse_owner_with_no_room_lets_a_local_sale_go_to_the_market():
    """Do you want to make a deal?: a Warehouse owner who cannot take the resources does not buy
    them; the seller is paid half by the Bank."""
    g = first_turn(3, 1)
    p, r = g.to_act[0], (g.to_act[0] + 1) % 3
    give_mine(g, p, IBERIA_GOLD)
    g.arrange("stock", p, IBERIA_GOLD, 0, 0, 1, 0)          # 8M to sell
    g.arrange("money", p, 0)
    g.arrange("build", r, "warehouse", 0)                  # Iberia's Port Warehouse
    g.arrange("stock", r, -1, 0, 0, 0, 4)                  # 64M: the Warehouse is full
    act(g, "skip")
    act(g, "sell_local")
    assert g.stage != "priority"
    assert fired(g, "ardevur.sale.priority_pass")[-1].facts["why"] == "cannot pay for or store them"
    assert g.money(p) == 4 and g.lots[r] == {"bought": [0, 0, 0, 4]}

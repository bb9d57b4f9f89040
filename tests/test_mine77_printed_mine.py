"""Mine 77, printed numbers of the Mine rondel: the Elevator Hall, Farming, Mining, Patrol, Shipping, Steam
Generation (rewards, Bonus Steam) and the Secret Shredder."""

from mine77_helpers import act_at
from test_mine77_scenarios import activation, ask, fired, lay, new, pick, run

from mining_games.mine77.data import HALL, MINING_CARDS, PATROL, PATROL_CARDS, RESOLUTION, RESOURCES


def arrive_in_hall(g, p, w):
    """Worker w of p goes down the Shaft from the Entrance (1 movement point) into the Elevator Hall."""
    g.arrange("worker", p, w, 1)
    activation(g, p, w)
    g.act["mp"] = 1
    ask(g, p, "move")
    pick(g, p, "move", HALL)


def test_the_hall_brawls_at_5_workers_not_4_and_socialises_only_with_your_own():
    """Elevator Hall: 1 Rosette if one of your workers is already there; 5 or more workers, whoever owns them, and
    one of them is wounded into the General Ward."""
    g = new(3)
    for q, w in ((1, 0), (1, 1), (2, 0)):
        g.arrange("worker", q, w, HALL)
    arrive_in_hall(g, 0, 0)                                     # 4 workers: no brawl; none of Ana's was there
    assert g.held("p0", "rosette") == 0 and "mine77.hall.brawl" not in fired(g)
    arrive_in_hall(g, 0, 1)                                     # 5 workers, one of them Ana's
    assert g.held("p0", "rosette") == 1
    brawl = next(e for e in g.log if e.rule == "mine77.hall.brawl")
    assert brawl.facts["workers"] == 5
    assert sum(loc == "Ward" for q in range(3) for loc in g.workers[q]) == 1
    assert sum(loc == HALL for q in range(3) for loc in g.workers[q]) == 4


def test_farming_harvests_sows_up_to_5_boards_and_adds_one_of_each_crop():
    """Farming: harvest a Harvest Field into the carts, the fields move left, sow up to 5 from the Farming supply,
    board the lowest seat of a loaded cart, and 1 Flax, 1 Wood, 1 Mushroom, 1 Lichen join the Farming supply."""
    g = new()
    old = [list(f) for f in g.fields]
    farm = sum(g.holding("farm").values())
    act_at(g, 0, 8)
    assert [a.args[0] for a in g.legal_actions(0)] == [0, 1, 2]             # the 3 Harvest Fields
    pick(g, 0, "harvest", 0)
    while g.stage == "place":
        g.apply(g.legal_actions(0)[0])
    assert g.fields[:4] == old[1:] and g.fields[4] == []
    assert sum(g.holding("cart0").values()) + sum(g.holding("cart1").values()) == 5
    sown = 0
    while g.stage == "sow":
        g.apply(g.legal_actions(0)[0])
        sown += 1
    assert sown == 5 and len(g.fields[4]) == 5
    assert [a.args for a in g.legal_actions(0)] == [(1, 1), (2, 1), (0, 0)]  # board a loaded cart, or not
    pick(g, 0, "board", 1, 1)
    assert g.train[0]["seats"][0] == [0, 0]
    assert sum(g.holding("farm").values()) == farm - 5 + 4
    assert all(g.held("supply", r) == 0 for r in ("flax", "wood", "mushroom", "lichen"))


def test_mining_spends_1_steam_for_one_set_of_a_face_up_card():
    """Mining: 1 Steam, then one set (dark or light) of one of the 2 face-up Mining cards into the carts; the next
    card of the deck takes its place."""
    g = new()
    row, deck = list(g.pile("mining.row")), list(g.pile("mining.deck"))
    act_at(g, 0, 9)
    assert g.tracks["steam"] == 2 and len(g.legal_actions(0)) == 4
    pick(g, 0, "mine_card", 1, 0)
    want = MINING_CARDS[row[1]][0]
    while g.stage == "place":
        pick(g, 0, "place", g.load["left"][0], "cart", 3)
    assert g.holding("cart2") == want
    assert g.pile("mining.row") == [row[0], deck[0]] and g.pile("mining.discard") == [row[1]]
    assert [a.args for a in g.legal_actions(0)] == [(3, 1), (0, 0)]


def test_mining_output_with_full_carts_goes_to_the_mine_warehouse_then_back_to_the_supply():
    """Mining, step 2: with the 3 carts full, what fits goes to the Mine Warehouse (4), the rest back to the supply."""
    g = new()
    for c in range(3):
        g.arrange("move", "gold", 3 if c < 2 else 2, "supply", f"cart{c}")
        g.arrange("move", "marble", 1 if c < 2 else 2, "supply", f"cart{c}")
    g.arrange("move", "copper", 3, "supply", "mine_wh")
    act_at(g, 0, 9)
    slot, s = next((k, s) for k, c in enumerate(g.pile("mining.row")) for s in (0, 1)
                   if sum(n for r, n in MINING_CARDS[c][s].items() if r in RESOURCES) >= 2)
    pick(g, 0, "mine_card", slot, s)
    assert [a.args[1] for a in g.legal_actions(0)] == ["mine_wh"]
    pick(g, 0, "place", g.load["left"][0], "mine_wh")
    assert sum(g.holding("mine_wh").values()) == 4 and "mine77.train.excess" in fired(g)


def test_a_patrol_takes_as_many_workers_as_possible_up_to_4():
    """Patrol, Gather your Team: every worker on the segment who can go, the leader first, at most 4."""
    g = new(3)
    for q, w in ((0, 1), (1, 0), (1, 1), (2, 0)):
        g.arrange("worker", q, w, PATROL)
    act_at(g, 0, PATROL)
    team = next(e for e in g.log if e.rule == "mine77.patrol.team")
    assert team.facts["n"] == 4 and g.patrol["team"] == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_a_patrol_needs_the_workers_a_card_asks_for():
    """Patrol, Gather your Team: with fewer workers on the segment than either face-down card asks for, no Patrol."""
    g = new()
    lay(g, "patrol.row", [6, 7], "patrol.deck")                 # both need 2 workers
    assert [PATROL_CARDS[c][0] for c in g.pile("patrol.row")] == [2, 2]
    g.arrange("worker", 0, 0, PATROL)
    assert not g.can_act(0, PATROL)
    g.arrange("worker", 1, 0, PATROL)
    assert g.can_act(0, PATROL)


def patrol_end(boxes):
    """Patrol card 2 (end A: 1 Gold; end B: 1 Copper + 1 Coal) on Resolution card 1 (boxes 3 and 4 reach end B), no
    wounds: the reward each worker takes."""
    g = new()
    assert PATROL_CARDS[1][1:] == (("gold",), ("copper", "coal")) and RESOLUTION[0]["ends"] == ("A", "A", "B", "B")
    g.fire("mine77.scenario.arrange", what="a patrol at its end")
    g.draw_cards("resolution", 1, "patrol.area")
    g.patrol = {"leader": 0, "team": [], "boxes": [None] * 4, "k": 0, "card": 1, "res": 0, "box": 4, "paid": [],
                "wounds": [0] * 4, "hz": 0}
    for b, (q, w) in boxes.items():
        g.patrol["boxes"][b] = [q, w]
    g.agenda = [["patrol_rewards"]]
    run(g)
    return [(e.player, e.facts["what"]) for e in g.log if e.rule == "mine77.patrol.reward"]


def test_a_worker_alone_at_a_patrol_end_takes_its_whole_reward_and_two_share_it():
    """Patrol, Follow the Paths (and its printed example): a worker alone at an end earns all of its reward; workers
    reaching the same end share it."""
    assert patrol_end({2: (0, 0)}) == [(0, "1 Copper + 1 Coal")]
    assert patrol_end({2: (0, 0), 3: (1, 0)}) == [(0, "1 Copper"), (1, "1 Coal")]
    assert patrol_end({1: (0, 0), 3: (1, 0)}) == [(0, "1 Gold"), (1, "1 Copper + 1 Coal")]


def test_shipping_spends_1_steam_takes_the_lowest_seat_and_earns_1_rosette():
    """Shipping: 1 Steam, the lowest free seat of the chosen cart, the Train departs (empty carts are only
    transport) and the shipper earns 1 Rosette."""
    g = new()
    g.train[1]["seats"][0] = [1, 0]
    g.arrange("worker", 1, 0, "Train")
    act_at(g, 0, 11)
    assert g.tracks["steam"] == 2
    assert [a.args for a in g.legal_actions(0)] == [(1, 1), (2, 2), (3, 1)]
    pick(g, 0, "ship_seat", 2, 2)
    assert g.workers[0][0] == 3 and g.workers[1][0] == 3                    # both back up at the Station
    assert g.held("p0", "rosette") == 1 and g.vp(0) == 0 and g.vp(1) == 0
    assert [e.facts["cart"] for e in g.log if e.rule == "mine77.train.empty"] == [2]


def test_each_steam_generated_earns_1_rosette_or_1_food_any_mix():
    """Steam Generation, Reward: box 1 makes 3 Steam and earns 3 rewards, box 2 makes 2 and earns 2."""
    g = new()
    act_at(g, 0, 12)
    assert g.tracks["steam"] == 6
    for what in ("rosette", "beer", "beer"):
        pick(g, 0, "steam_reward", what)
    assert g.stage != "steam_reward" and g.held("p0", "rosette") == 1 and g.held("p0", "beer") == 2
    act_at(g, 1, 12)
    assert g.tracks["steam"] == 8
    pick(g, 1, "steam_reward", "rosette")
    pick(g, 1, "steam_reward", "rosette")
    assert g.stage != "steam_reward" and g.held("p1", "rosette") == 2


def test_bonus_steam_burns_only_the_burnable_resources_and_private_steam_stops_at_2():
    """Bonus Steam Generation: Coal, Flax, Lichen, Mushroom or Wood, each +1 Steam and 1 Rosette, 1 Any Food or
    1 Private Steam (Private Steam: at most 2)."""
    g = new()
    g.arrange("improve", 0, "large")
    g.arrange("improve", 0, "small")
    for r in ("coal", "marble", "beer", "gold"):
        g.arrange("give", 0, r, 1)
    for r in ("flax", "wood", "lichen", "mushroom"):
        g.arrange("move", r, 1, "farm", "p0")
    g.arrange("give", 0, "private_steam", 1)
    act_at(g, 0, 12, w=1)
    for _ in range(3):
        pick(g, 0, "steam_reward", "rosette")
    assert g.stage == "steam_burn"
    assert {a.args[0] for a in g.legal_actions(0) if a.kind == "burn"} == {"coal", "flax", "lichen", "mushroom", "wood"}
    pick(g, 0, "burn", "coal", "private_steam")
    assert g.tracks["steam"] == 3 + 3 + 1 and g.held("p0", "private_steam") == 2
    assert "private_steam" not in {a.args[1] for a in g.legal_actions(0) if a.kind == "burn"}


def test_the_shredder_costs_0_then_1_then_2_rosettes_over_the_game_and_draws_1_after():
    """Secret Shredder: 1 Steam; the first card shredded is free, the second costs 1 Rosette, the third 2 (counted
    over the game, not per visit); never below 5 cards; 1 card drawn after shredding."""
    g = new()
    g.arrange("give", 0, "rosette", 4)
    act_at(g, 0, 13)
    assert g.tracks["steam"] == 2
    for cost in (0, 1):
        shred = [a for a in g.legal_actions(0) if a.kind == "shred"]
        assert {a.args[3] for a in shred} == {cost}
        g.apply(shred[0])
    assert g.stage == "wrap"                                                    # 5 cards left: no more
    assert g.held("p0", "rosette") == 3 and g.deck_total(0) == 5 and len(g.hand(0)) == 5 - 2 + 1
    card = next(k for k, c in enumerate(g.commissariat_row()) if g.cards[c][0] != "H")
    act_at(g, 0, 5, w=1)                                                        # a sixth card, for 1 Rosette
    pick(g, 0, "buy_order", card)
    pick(g, 0, "bribe", "rosette")
    g.agenda = [["reactivate"]]                                                 # the night frees the space
    run(g)
    g.arrange("track", "steam", 1)
    act_at(g, 0, 13, w=2)
    assert {a.args[3] for a in g.legal_actions(0) if a.kind == "shred"} == {2}
    g.apply(next(a for a in g.legal_actions(0) if a.kind == "shred"))
    assert g.held("p0", "rosette") == 0 and g.shredded[0] == 3 and g.tracks["steam"] == 0


def test_the_shredder_needs_steam_above_zero():
    """Secret Shredder, step 1: at 0 Steam (and no Private Steam or Magic) there is no shredding."""
    g = new()
    g.arrange("track", "steam", 0)
    g.arrange("worker", 0, 0, 13)
    activation(g, 0)
    g.act["actions"] = 1
    ask(g, 0, "act")
    assert [a.kind for a in g.legal_actions(0)] == ["skip_action"]

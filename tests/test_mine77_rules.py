"""Mine 77: the rules with numbers (set-up, movement, Steam, Ka-Boom!, the Train, Government Orders, the
Night Shift, Patrol and its printed example, Processing, the Shredder, storage, the end and final scoring,
NPCs and deals)."""

import json
import random

import pytest
from test_mine77_scenarios import shrink_deck

from mining_games.core import IllegalAction
from mining_games.mine77.data import BANG, HALL, RESOLUTION
from mining_games.mine77.game import Mine77
from mining_games.mine77.shift import destinations, path


def new(n=3, **kw):
    kw.setdefault("secret_objectives", False)
    return Mine77(players=n, seed=kw.pop("seed", 1), **kw)


def run(g):
    """Let the agenda run (rules fired directly in a test), as the kernel does after a move."""
    g.to_act = ()
    g.invalidate_menus()
    g._run()


def settle(g, stages=("confiscate", "share", "place", "supplement", "cart")):
    """Answer the small follow-up choices with the first option."""
    while not g.is_over and g.stage in stages:
        g.apply(g.legal_actions(g.to_act[0])[0])


def rules_fired(g, start):
    return [e.rule for e in g.log[start:]]


# ------------------------------------------------------------------ set-up


def test_setup_numbers():
    g = new(3)
    assert g.tracks["steam"] == 3
    assert all(loc == 1 for ws in g.workers for loc in ws)
    assert [len(g.hand(p)) for p in range(3)] == [5, 5, 5]
    assert sum(sum(g.holding(f"field{k}").values()) for k in range(1, 6)) == 25
    assert sum(g.holding("farm").values()) == 11
    assert g.held("supply", "flax") == 1 and g.held("supply", "gold") == 10
    assert g.stage == "select" and g.to_act == (0, 1, 2)
    assert len(g.commissariat_row()) == 3 and g.today["slots"] and g.tomorrow is not None


@pytest.mark.parametrize("n, blocked", [(2, 12), (3, 6), (4, 6), (5, 0)])
def test_blocked_action_markers_by_player_count(n, blocked):
    g = new(n)
    assert sum(v.count(-2) for v in g.spaces.values()) == blocked


def test_solo_needs_an_npc_and_says_how():
    with pytest.raises(ValueError, match="npcs=\\['sergio'\\]"):
        Mine77(players=["Ana"])
    g = Mine77(players=["Ana"], npcs=["sergio"], seed=3, secret_objectives=False)
    assert g.players == ("Ana", "Simple Sergio")
    assert g.vp(1) == 6 and g.held("p1", "flax") == 2 and g.improvements[1]["large"]
    r = Mine77(players=["Ana"], npcs=["rosana"], seed=3, secret_objectives=False)
    assert r.vp(1) == 2 and r.held("p1", "rosette") == 2 and r.held("p1", "lichen") == 2


def test_easy_variant_replaces_movement_5_and_4():
    g = new(2, easy=True)
    assert g.cards["W00"][0] == "A1+M5" and g.cards["W01"][0] == "M4|A1"
    assert new(2).cards["W00"][0] == "M5"


def test_secret_objectives_are_kept_in_secret():
    """Prepare each Player Area, step 4: each keeps one of two in secret: nothing another player sees changes when
    one chooses; once all have chosen, each keeps the chosen card and the other is discarded unseen."""
    g = Mine77(players=2, seed=5)
    assert g.stage == "objective" and g.to_act == (0, 1)
    other, a = g.legal_actions(0)
    ben = json.dumps({k: v for k, v in g.view(1).items() if k not in ("to_act", "decisions", "events")})
    g.apply(a)
    assert json.dumps({k: v for k, v in g.view(1).items() if k not in ("to_act", "decisions", "events")}) == ben
    assert g.pile("objective_offer0") == [a.args[0], other.args[0]] and g.objective(0) is None   # chosen, on top
    g.apply(g.legal_actions(1)[0])
    assert g.objective(0) == a.args[0] and g.pile("objective_offer0") == [other.args[0]]          # discarded unseen
    assert g.view(0)["decks"]["objective0"]["cards"] == [a.args[0]]
    assert g.view(1)["decks"]["objective0"]["cards"] == 1 and g.view(1)["decks"]["objective_offer0"]["cards"] == 1


# ------------------------------------------------------------------ movement


def test_movement_paths_and_the_shaft():
    assert path(1, HALL) == [HALL]
    assert destinations(1, 2)[8] == 2            # Entrance -> Shaft -> Elevator Hall -> Farming
    assert path(6, 9) == [1, 7, 8, 9]            # Embassy round to the Entrance, down, on to Mining
    assert path(9, 3) is None                    # never up by movement
    assert destinations(13, 1) == {7: 1}         # the Mine rondel wraps round


def test_illegal_move_names_the_movement_rule():
    g = new(2)
    g.act = {"p": 0, "w": 0, "mp": 2, "actions": 0}
    g.stage, g.to_act = "move", (0,)
    g.invalidate_menus()
    with pytest.raises(IllegalAction) as e:
        g.apply(g.action(0, "move", 12, 6, "Steam Generation"))
    assert e.value.rule == "mine77.move.move" and "2 movement points" in str(e.value)


# ------------------------------------------------------------------ Steam, Ka-Boom!, shipping deficit


def test_steam_generation_boxes_earlier_is_best():
    g = new(2)
    for k, expected in enumerate((3, 2, 2, 1)):
        g.tracks["steam"] = 0
        g.spaces[12][k] = 0
        g._action_steam(0, 0)
        assert g.tracks["steam"] == expected
        g.agenda = []


def test_kaboom_vents_and_costs_2_vp_unless_2_rosettes():
    g = new(2)
    g.arrange("give", 1, "rosette", 2)
    start = len(g.log)
    g.tracks["steam"] = BANG - 1
    g.raise_steam("mine77.steam.generate", 0, 2, box=1, n=2)
    assert g.tracks["steam"] == 0
    run(g)
    assert g.stage == "avoid" and g.to_act == (1,)      # only Ben can pay; Ana loses with the others, after
    assert g.vp(0) == 0
    g.apply(g.action(1, "avoid_penalty", 0))
    assert g.vp(0) == -2 and g.vp(1) == 0 and g.held("p1", "rosette") == 0
    assert "mine77.steam.kaboom" in rules_fired(g, start)
    loss = next(e for e in g.log[start:] if e.rule == "mine77.steam.kaboom_penalty")
    assert loss.facts == {"players": [0], "n": 2, "why": "the Ka-Boom"}
    assert loss.text == "Ana loses 2 VP to the Ka-Boom."


def test_shipping_goes_into_deficit_then_costs_vp_at_minus_5():
    g = new(2)
    g.tracks["steam"] = 0
    g.steam_job = None
    g.start_steam(0, "Shipping", ["shift_end"], deficit=True)
    assert g.tracks["steam"] == -1
    g.agenda = []
    g.tracks["steam"] = -5
    g.start_steam(0, "Shipping", ["shift_end"], deficit=True)
    assert g.tracks["steam"] == -5
    assert g.agenda[0][0] == "loss"                     # the loss comes first, before the Shipping goes on
    g.agenda = g.agenda[:1]
    run(g)
    assert g.vp(0) == -1 and g.vp(1) == -1


def test_mining_needs_steam_above_zero():
    g = new(2)
    g.tracks["steam"] = 0
    assert not g._can_mining(0)
    g.arrange("give", 0, "private_steam", 1)
    assert g._can_mining(0)


# ------------------------------------------------------------------ the Train and the Today order


def load_cart(g, c, items, crew):
    for r in items:
        g.transfer(r, 1, "supply", f"cart{c}")
    for k, (p, w) in enumerate(crew):
        g.train[c]["seats"][k] = [p, w]
        g.workers[p][w] = "Train"


def test_accepted_cart_scores_2_vp_per_player_and_fills_today():
    g = new(3)
    g.arrange("today", ["coal", "coal", "metal", "food", "any", "wood", "steel"])
    g.fire("mine77.scenario.arrange", what="a loaded cart")
    load_cart(g, 0, ["coal", "coal", "gems"], [(0, 0), (1, 0)])
    g.agenda = [["depart"]]
    run(g)
    settle(g)
    assert g.vp(0) == 2 and g.vp(1) == 2 and g.vp(2) == 0
    assert g.today["filled"][:2] == ["coal", "coal"] and g.today["filled"][4] == "gems"
    assert g.workers[0][0] == 3 and g.workers[1][0] == 3          # back at the Station


def test_rejected_cart_costs_1_vp_once_per_player():
    g = new(2)
    g.arrange("today", ["coal"])
    g.fire("mine77.scenario.arrange", what="a loaded cart")
    load_cart(g, 1, ["gold", "gold"], [(0, 0), (0, 1)])
    g.agenda = [["depart"]]
    run(g)
    settle(g)
    assert g.vp(0) == -1
    assert g.held("p0", "gold") == 2                                 # shared out to the crew


def test_unmanned_cart_is_wasted():
    g = new(2)
    g.fire("mine77.scenario.arrange", what="a loaded cart")
    load_cart(g, 2, ["gems"], [])
    before = g.held("supply", "gems")
    g.agenda = [["depart"]]
    run(g)
    assert g.held("supply", "gems") == before + 1 and g.held("cart2", "gems") == 0


def test_night_unfilled_today_costs_1_vp_per_missing_and_steam_maintenance():
    g = new(2)
    g.arrange("today", ["coal", "gems", "any"])
    g.today["filled"][0] = "coal"
    g.tracks["steam"] = -3
    g.agenda = [["gov_check"], ["steam_maintenance"]]
    run(g)
    assert g.vp(0) == -2 - 3 and g.vp(1) == -5
    assert g.tracks["steam"] == 0


def test_night_rotates_orders_and_heals():
    g = new(2)
    tomorrow = g.tomorrow
    g.workers[0][0], g.workers[0][1] = "ICU", "Ward"
    g.agenda = [["gov_rotate"], ["heal"]]
    run(g)
    assert g.today["card"] == tomorrow and g.tomorrow != tomorrow
    assert g.workers[0][0] == "Ward" and g.workers[0][1] == HALL


# ------------------------------------------------------------------ Patrol: the printed example


def patrol_with_metal_and_skull(pay):
    g = new(2)
    res = next(i for i, r in enumerate(RESOLUTION) if [r["hazards"][h] for h in r["paths"][1]] == ["metal", "skull"])
    g.arrange("give", 0, "copper", 1)
    g.fire("mine77.scenario.arrange", what="a patrol under way")
    g.draw_cards("resolution", 1, "patrol.area")
    g.patrol = {"leader": 0, "team": [(0, 0)], "boxes": [None, [0, 0], None, None], "k": 1, "card": 0, "res": res,
                "box": 0, "paid": [], "wounds": [0] * 4, "hz": 0}
    g.agenda = [["patrol_walk"]]
    run(g)
    assert g.stage == "hazard"
    choice = [a for a in g.legal_actions(0) if bool(a.args[0]) == pay][0]
    g.apply(choice)
    return g


def test_patrol_example_paying_the_metal_leaves_one_wound():
    g = patrol_with_metal_and_skull(pay=True)
    assert g.workers[0][0] == "Ward" and g.held("p0", "copper") == 0


def test_patrol_example_not_paying_gives_two_wounds_intensive_care():
    g = patrol_with_metal_and_skull(pay=False)
    assert g.workers[0][0] == "ICU" and g.held("p0", "copper") == 1


def test_three_wounds_mean_intensive_care_and_a_rosette():
    g = new(2)
    g.fire("mine77.scenario.arrange", what="a patrol under way")
    g.draw_cards("resolution", 1, "patrol.area")
    g.patrol = {"leader": 0, "team": [(0, 0)], "boxes": [[0, 0], None, None, None], "k": 1, "card": 0, "res": 0,
                "box": 4, "paid": [], "wounds": [3, 0, 0, 0], "hz": 0}
    g.agenda = [["patrol_rewards"]]
    run(g)
    assert g.workers[0][0] == "ICU" and g.held("p0", "rosette") == 1


# ------------------------------------------------------------------ Processing, Shredder, storage, the Hall


def test_processing_2_coal_into_magic_and_vp_for_1_steam():
    g = new(2)
    g.arrange("give", 0, "coal", 2)
    g.agenda = [["recipe_pay", 0, 4]]
    run(g)
    assert g.held("p0", "magic") == 1 and g.vp(0) == 1 and g.held("p0", "coal") == 0


def test_warehouse_4_spaces_and_2_magic_before_the_small_expansion():
    g = new(2)
    g.arrange("give", 0, "gold", 4)
    assert not g.fits(0, "coal") and g.fits(0, "magic")
    g.arrange("give", 0, "magic", 2)
    assert not g.fits(0, "magic")
    g.arrange("improve", 0, "large")
    assert g.fits(0, "coal")


def test_first_small_expansion_grows_the_mine_warehouse():
    g = new(2)
    g.fire("mine77.scenario.arrange", what="research rows")
    g.improve(0, "small", 1)
    g.improve(1, "small", 1)
    assert g.mine_wh_cap == 6


def test_shredder_costs_grow_and_never_below_5_cards():
    g = new(2)
    g.shredded[0] = 2
    assert g.shred_cost(0) == 2
    g.arrange("give", 0, "rosette", 1)
    assert g.shreddable(0) == []                              # 2 Rosettes needed, 1 held
    g.arrange("give", 0, "rosette", 1)
    assert g.shreddable(0)
    shrink_deck(g, 0, 5)
    assert g.shreddable(0) == []


def test_elevator_hall_socialising_and_brawl():
    g = new(3)
    g.workers[0][0] = g.workers[0][1] = HALL
    g.workers[1][0] = g.workers[1][1] = g.workers[2][0] = HALL
    g.rng = random.Random(0)
    g.agenda = [["hall", 0, 1, False]]
    run(g)
    assert g.held("p0", "rosette") == 1
    assert sum(1 for q in range(3) for loc in g.workers[q] if loc == "Ward") == 1


# ------------------------------------------------------------------ the end


def test_final_scoring_steps():
    g = new(2)
    g.arrange("give", 0, "rosette", 5)
    g.arrange("give", 0, "magic", 3)
    for t in ("battle", "community", "forbidden", "battle"):
        g.arrange("give", 0, t, 1)
    g.agenda = [["final_scoring", "mine77.end.week"]]
    run(g)
    # 4 workers at the Entrance: 5 + 4 = 9 Rosettes = 3 VP; 3 Magic = 1 VP; 4 trophies + 1 set = 6 VP
    assert g.vp(0) == 3 + 1 + 6
    assert g.is_over and g.ended_by == "mine77.end.week"


def test_disaster_at_minus_10_ends_and_the_trigger_loses():
    g = new(2)
    g.arrange("give", 1, "vp", 1)
    g.shared_loss("mine77.government.penalty", 10, [0], "the unfilled Today order")
    run(g)
    assert g.is_over and g.ended_by == "mine77.end.disaster_loses"
    assert g.disaster == [0] and g.winners() == [1]


# ------------------------------------------------------------------ NPCs and deals


def test_npc_activation_top_else_bottom_else_pass():
    g = Mine77(players=["Ana"], npcs=["sergio"], seed=2, secret_objectives=False)
    g.act = {"p": 1, "card": "S2", "npc": True, "last": None}                 # Reach Mining 3 + Action
    opts = g.npc_options(1)
    assert opts[0][:4] == ("top", "reach", 0, 9)
    g.tracks["steam"] = 0                                                   # Mining needs Steam: no top
    opts = g.npc_options(1)
    assert opts and opts[0][0] == "bottom" and opts[0][1] == "towards"
    for w in range(4):
        g.workers[1][w] = "ICU"
    assert g.npc_options(1) == []
    assert [a.kind for a in g._menu_npc_order(1)] == ["npc_pass"]


def test_npc_barred_actions():
    g = Mine77(players=["Ana"], npcs=["sergio"], seed=2, secret_objectives=False)
    g.arrange("give", 1, "coal", 3)
    assert not g.can_act(1, 2)          # Sergio never processes
    assert g.can_act(0, 12)


def test_npc_accepts_only_deals_it_gains_from():
    g = Mine77(players=["Ana"], npcs=["rosana"], seed=2, secret_objectives=False)
    g.arrange("give", 0, "gold", 2)
    from mining_games.mine77.npcs import Rosana
    g.offer = {"from": 0, "to": 1, "give": {"gold": 2}, "ask": {"rosette": 1}}
    g.stage = "offer_reply"
    a, rule, _ = Rosana.choose(g, 1, g._menu_offer_reply(1))
    assert a.kind == "offer_accept" and rule == "mine77.npc.deal"
    g.offer = {"from": 0, "to": 1, "give": {"gold": 1}, "ask": {"rosette": 1}}
    a, rule, _ = Rosana.choose(g, 1, g._menu_offer_reply(1))
    assert a.kind == "offer_decline"


@pytest.mark.parametrize("players, npcs", [(3, []), (["Ana"], ["sergio"]), (["Ana"], ["rosana"])],
                         ids=["three", "solo-sergio", "solo-rosana"])
@pytest.mark.parametrize("bot, seeds", [("random", 20), ("foreman", 5), ("free_rider", 5)])
def test_games_end_naturally_with_every_bot(players, npcs, bot, seeds):
    """A 3-player game and a solo game against each NPC reach the rulebook's own end (the week, or Disaster)
    with random and heuristic seats, never a limit (docs/mine77.md reports 20 seeds for each bot)."""
    from mining_games.bots import make_bot
    for seed in range(seeds):
        g = Mine77(players=players, npcs=npcs, seed=seed)
        bots = {p: make_bot(Mine77, bot, seed=seed * 10 + p) for p in range(len(g.players)) if p not in g.npcs}
        n = 0
        while not g.is_over:
            p = g.to_act[0]
            g.apply(bots[p].choose(g, p))
            n += 1
            assert n < g.max_decisions
        assert g.ended_by in ("mine77.end.week", "mine77.end.disaster_loses")
        assert g.winners() or len(g.disaster) == len(g.players)      # nobody wins only when all fell together


# ------------------------------------------------------------------ refusals name their rule


def refused(g, p, stage, action):
    g.stage, g.to_act = stage, (p,)
    g.invalidate_menus()
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    return e.value


def test_occupied_space_is_refused_by_the_action_rule():
    g = new(2)
    g.workers[0][0] = 9
    g.act = {"p": 0, "w": 0, "mp": 0, "actions": 1}
    g.spaces[9] = [1, -2, -2]
    e = refused(g, 0, "act", g.action(0, "take_action", 9, "Mining"))
    assert e.rule == "mine77.action.marker" and "taken or blocked" in str(e)


def test_mining_at_steam_zero_is_refused_by_the_steam_rule():
    g = new(2)
    g.workers[0][0] = 9
    g.act = {"p": 0, "w": 0, "mp": 0, "actions": 1}
    g.tracks["steam"] = 0
    e = refused(g, 0, "act", g.action(0, "take_action", 9, "Mining"))
    assert e.rule == "mine77.steam.spend" and "Steam track is at 0" in str(e)


def test_full_warehouse_refuses_a_share():
    g = new(2)
    g.arrange("give", 0, "gold", 4)
    g.fire("mine77.scenario.arrange", what="a cart")
    g.transfer("coal", 1, "supply", "cart0")
    g.sharing = {"c": 0, "turn": 0, "skips": 0}
    e = refused(g, 0, "share", g.action(0, "share", "coal", 1))
    assert e.rule == "mine77.storage.no_room" and "warehouse is full" in str(e)


def test_full_cart_refuses_a_resource():
    g = new(2)
    g.fire("mine77.scenario.arrange", what="a full cart")
    g.transfer("coal", 4, "supply", "cart0")
    g.transfer("gold", 1, "supply", "loading")
    g.load = {"p": 0, "left": ["gold"], "carts": [], "board": False, "mwh": False, "craned": 0, "in": [], "out": []}
    e = refused(g, 0, "place", g.action(0, "place", "gold", "cart", 1))
    assert e.rule == "mine77.train.load" and "Cart 1 is full" in str(e)


def test_shredder_floor_of_5_cards_is_refused():
    g = new(2)
    shrink_deck(g, 0, 5)
    e = refused(g, 0, "shred", g.action(0, "shred", "hand", g.hand(0)[0], "x", 0))
    assert e.rule == "mine77.shredder.shred" and "below 5 cards" in str(e)


def test_outcome_counts_the_public_goods_for_experiments():
    g = new(2)
    g.arrange("today", ["coal", "gems"])
    g.shared_loss("mine77.government.penalty", 2, [0], "the unfilled Today order")
    g.tracks["steam"] = 0
    g.spaces[12][0] = 0
    g._action_steam(0, 0)
    g.agenda = [a for a in g.agenda if a[0] == "loss"] + [["gov_check"]]
    run(g)
    out = g.outcome()
    assert out["steam_generations"] == 1 and out["orders_failed"] == 1 and out["today_filled"] == 0
    assert out["vp_lost_to_penalties"] == 2 + 2 * 2       # 2, then 2 missing resources for each player
    assert out["disaster_players"] == 0

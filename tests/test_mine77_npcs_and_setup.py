"""Mine 77 as printed, with numbers: Dutiful Rosana pays for movement only when no worker can do without it, her
Double Action with two workers on one segment, Rosana filling her Elven order from her warehouse, Secret Objectives
measured before Final Scoring, Secret Objectives dealt by default (leaving them out is the variant), the farm's crops
with an NPC, and one name for each worker everywhere."""

import random
import re

from test_mine77_scenarios import activation, ask, fired, pick, run

from mining_games.mine77.data import ELVEN, HALL, OBJECTIVES, STEAM_GEN
from mining_games.mine77.game import Mine77
from mining_games.mine77.options import Mine77Options


def rosana(players=("Ana",), **kw):
    return Mine77(players=list(players), npcs=["rosana"], seed=2, secret_objectives=False, **kw)


def npc_card(g, p, card):
    """Rosana carries out ``card`` now (the kernel asks her seat; her policy answers)."""
    g.act = {"p": p, "card": card, "npc": True, "last": None}
    ask(g, p, "npc_order")
    g.agenda = []
    start = len(g.log)
    g._run()
    return start


# ------------------------------------------------------------------ Dutiful Rosana's paid movement


def test_rosana_sends_the_worker_who_reaches_for_free_before_paying_a_rosette():
    """R5: Reach Steam Generation with 3 points + Action. Worker I at Farming needs 4 (a paid point), Worker II at
    Mining needs 3: Worker II goes, and no Rosette is spent."""
    g = rosana()
    g.workers[1] = [8, 9, "ICU", "ICU"]
    start = npc_card(g, 1, "R5")
    assert fired(g, start)[:3] == ["mine77.npc.top", "mine77.npc.reach", "mine77.npc.act"]
    assert g.log[start + 1].text == ("Dutiful Rosana's Worker II moves from Mining to Steam Generation "
                                     "(3 movement points).")
    assert "mine77.npc.rosana_move" not in fired(g, start)
    assert g.workers[1][:2] == [8, STEAM_GEN] and g.tracks["steam"] == 3 + 3
    assert g.held("p1", "rosette") == 2 + 3             # her 2 from the set-up, none paid, 3 rewards for 3 Steam


def test_rosana_still_pays_a_rosette_when_only_a_paid_point_completes_the_action():
    """R5 with only Worker I free, at Farming, 4 points away: she pays 1 Rosette for the 4th point and acts."""
    g = rosana()
    g.workers[1] = [8, "ICU", "ICU", "ICU"]
    start = npc_card(g, 1, "R5")
    assert fired(g, start)[:3] == ["mine77.npc.top", "mine77.npc.rosana_move", "mine77.npc.reach"]
    assert g.log[start + 2].text == (
        "Dutiful Rosana's Worker I moves from Farming to Steam Generation (4 movement points).")
    assert g.workers[1][0] == STEAM_GEN and g.held("p1", "rosette") == 2 - 1 + 3


def test_rosana_never_pays_for_two_points():
    """She buys 1 Movement Point, no more (Using Rosana's Work Order deck): Worker I at the Elevator Hall is 5 points
    from Steam Generation, so R5's bottom Activity, Towards with 4 points, takes her to Shipping; no Rosette paid."""
    g = rosana()
    g.workers[1] = [HALL, "ICU", "ICU", "ICU"]
    start = npc_card(g, 1, "R5")
    assert fired(g, start)[:2] == ["mine77.npc.bottom", "mine77.npc.towards"]
    assert g.workers[1][0] == 11 and g.held("p1", "rosette") == 2 and g.tracks["steam"] == 3


# ------------------------------------------------------------------ Double Action on one segment


def test_a_double_action_with_both_workers_on_steam_generation_uses_two_boxes():
    """R6's top Activity is the Double Action. Workers I and II both at Steam Generation: both act, boxes 1 and 2,
    3 + 2 Steam."""
    g = rosana()
    g.workers[1] = [STEAM_GEN, STEAM_GEN, "ICU", "ICU"]
    start = npc_card(g, 1, "R6")
    assert fired(g, start)[:2] == ["mine77.npc.top", "mine77.npc.double"]
    assert g.log[start + 1].text == ("Dutiful Rosana takes a Double Action: Worker I at Steam Generation, then "
                                     "Worker II at Steam Generation.")
    gens = [e for e in g.log[start:] if e.rule == "mine77.steam.generate"]
    assert [(e.facts["box"], e.facts["n"]) for e in gens] == [(1, 3), (2, 2)]
    assert g.tracks["steam"] == 3 + 3 + 2 and g.spaces[STEAM_GEN][:2] == [1, 1]
    assert "mine77.npc.bottom" not in fired(g, start)


def test_the_research_card_falls_back_on_the_double_action():
    """R3: Reach Research (3 + Action) / Double Action. Her workers are in the mine, which never leads up, so the
    Double Action: Workers I and II at Steam Generation each generate (box 1: 3 Steam, box 2: 2 Steam): 3 + 3 + 2
    Steam and 2 + 3 + 2 Rosettes."""
    g = rosana()
    g.workers[1] = [STEAM_GEN, STEAM_GEN, "ICU", "ICU"]
    start = npc_card(g, 1, "R3")
    assert fired(g, start)[:2] == ["mine77.npc.bottom", "mine77.npc.double"]
    assert g.workers[1][:2] == [STEAM_GEN, STEAM_GEN] and g.tracks["steam"] == 3 + 3 + 2
    assert g.held("p1", "rosette") == 2 + 3 + 2


def test_two_workers_on_one_segment_need_two_free_spaces_and_two_mining_need_two_steam():
    g = rosana()                                         # 2 seats: Mining has one space (the 3+ space is blocked)
    g.workers[1] = [9, 9, "ICU", "ICU"]
    assert g.spaces[9] == [-1, -2, -2] and g.double_pair(1) is None
    g = rosana(players=("Ana", "Ben"))                   # 3 seats: two Mining spaces
    g.workers[2] = [9, 9, "ICU", "ICU"]
    assert g.double_pair(2) == [(0, 9), (1, 9)]
    g.tracks["steam"] = 1                                # one Steam: only one of them could mine
    assert g.double_pair(2) is None


# ------------------------------------------------------------------ Rosana fills her Elven order


def test_rosana_fills_a_new_elven_order_from_her_warehouse_at_once():
    """Card 8 asks for Gold, Lichen and Lichen; Rosana starts with 2 Lichen: both go on it when she keeps it (before
    the fix her order still asked for Lichen after the night while she held 2)."""
    g = rosana()
    card = next(k for k, c in enumerate(ELVEN) if c == ("gold", "lichen", "lichen"))
    g.stack_cards("elven", [card])                       # on top of the Elven deck
    g.embassy = [[1, 0], None, None]
    g.workers[1][0] = "Embassy"
    g.agenda = [["elven_orders"]]
    start = len(g.log)
    run(g)
    f = fired(g, start)
    assert f[:3] == ["mine77.embassy.orders", "mine77.npc.rosana_elven", "mine77.embassy.keep"]
    assert f[3:7] == ["mine77.npc.rosana_fill", "mine77.elven.reveal", "mine77.storage.redistribute",
                      "mine77.storage.redistribute"]
    assert g.log[start + 3].text == "Dutiful Rosana fills her Elven order from her warehouse with all she can."
    assert g.log[start + 6].text == ("Dutiful Rosana moves 1 Lichen from the warehouse onto the Elven order for 1 Gold "
                                     "+ 1 Lichen + 1 Lichen (1 resource still needed).")
    assert g.elven[1][0]["left"] == ["gold"] and g.held("p1", "lichen") == 0 and g.held("elven1", "lichen") == 2


def test_rosana_fills_her_order_after_each_of_her_cards():
    g = rosana()
    g.arrange("elven", 1, 4)                             # Gems, Mushroom, Lichen
    g.workers[1] = ["ICU"] * 4                            # she can do nothing: she passes
    g.stack_cards("npc1", ["R1"])
    g.fire("mine77.scenario.arrange", what="Rosana's card R1 drawn and revealed")
    g.draw_cards("npc1", 1, "p1")
    g.chosen = {"1": "R1"}
    g.agenda = [["activate", 1]]
    start = len(g.log)
    run(g)
    assert fired(g, start)[:6] == ["mine77.npc.play", "mine77.npc.pass", "mine77.npc.pass_rosette",
                                   "mine77.npc.rosana_fill", "mine77.elven.reveal", "mine77.storage.redistribute"]
    assert g.elven[1][0]["left"] == ["gems", "mushroom"] and g.held("p1", "lichen") == 1


# ------------------------------------------------------------------ Secret Objectives


def test_an_objective_counting_what_is_held_before_final_scoring_ignores_the_entrance_rosettes():
    """Ana keeps 'hold before final scoring at least 5 Rosettes' with 4 Rosettes and 4 workers at the Entrance:
    Final Scoring step 1 gives her 4 more, which must not count (before the fix they did, and she scored 3 VP). Ben
    holds 5 and meets the same objective: each player is measured before Final Scoring begins."""
    g = Mine77(players=2, seed=1, secret_objectives=False)
    k = OBJECTIVES.index(("rosettes", 5, 3))
    g.fire(g.arrange_rule, what="both keep the same objective")
    for p in (0, 1):
        g.put_cards(f"objective{p}", [k], f"p{p}")          # a card of its own: no objectives were dealt
    g.arrange("give", 0, "rosette", 4)
    g.arrange("give", 1, "rosette", 5)
    g.agenda = [["final_scoring", "mine77.end.week"]]
    start = len(g.log)
    run(g)
    objectives = [e for e in g.log[start:] if e.rule == "mine77.score.objective"]
    assert [e.text for e in objectives] == [
        "Ana's objective (hold before final scoring at least 5 Rosettes for 3 VP; 4 reached) is not met.",
        "Ben's objective (hold before final scoring at least 5 Rosettes for 3 VP; 5 reached) scores 3 VP."]
    assert g.objective_facts == [4, 5]
    assert g.vp(0) == (4 + 4) // 3 and g.vp(1) == (5 + 4) // 3 + 3


def test_secret_objectives_are_the_rulebooks_game_and_leaving_them_out_is_the_variant():
    meta = {o["name"]: o for o in Mine77Options.describe()}["secret_objectives"]
    assert meta["default"] is True and meta["source"] == "rulebook"
    assert "rulebook" in meta["help"] and "early games" in meta["help"]
    assert Mine77.RULES["mine77.setup.objectives"].source == "rulebook"
    assert Mine77.RULES["mine77.setup.no_objectives"].source == "variant"
    g = Mine77(players=2, seed=1)                         # the default game deals them
    assert g.stage == "objective" and g.to_act == (0, 1) and g.pile_size("objective_offer0") == 2
    assert "mine77.setup.no_objectives" not in fired(g)
    g = Mine77(players=2, seed=1, secret_objectives=False)
    left_out = [e for e in g.log if e.rule == "mine77.setup.no_objectives"]
    assert len(left_out) == 1 and left_out[0].text == "The Secret Objectives are left out of this game."
    assert [g.pile_size(f"objective_offer{p}") for p in (0, 1)] == [0, 0] and g.objective(0) is None
    assert "mine77.setup.objectives" not in fired(g) and "objectives" not in g.decks


# ------------------------------------------------------------------ the farm with an NPC


def crops(g, r):
    return g.held("farm", r) + sum(g.held(f"field{k}", r) for k in range(1, 6))


def test_the_farm_gets_9_of_each_crop_and_8_of_the_one_an_npc_started_with():
    """Game Contents: 10 of each resource. The NPC's board is set up with the player areas, before the main board:
    Sergio takes 2 Flax, leaving 8 for the farm's 9 (Rosana: 2 Lichen). Limited Resources: no substitute."""
    g = Mine77(players=3, seed=1, secret_objectives=False)
    assert [crops(g, r) for r in ("flax", "lichen", "mushroom", "wood")] == [9, 9, 9, 9]
    assert sum(g.holding("farm").values()) == 11
    farm = next(e for e in g.log if e.rule == "mine77.setup.farm")
    assert farm.text == "The farm is sown: 5 fields of 5 crops, and 11 crops in the Farming supply."
    for npc, crop in (("sergio", "flax"), ("rosana", "lichen")):
        g = Mine77(players=["Ana"], npcs=[npc], seed=1, secret_objectives=False)
        assert g.held("p1", crop) == 2 and crops(g, crop) == 8 and g.held("supply", crop) == 0
        assert all(crops(g, r) == 9 for r in ("flax", "lichen", "mushroom", "wood") if r != crop)
        assert sum(g.holding("farm").values()) == 10
        farm = next(e for e in g.log if e.rule == "mine77.setup.farm")
        assert farm.facts == {"supply": 10, "short": [[crop, 8]]}
        assert farm.text == (f"The farm is sown: 5 fields of 5 crops, and 10 crops in the Farming supply (only 8 "
                             f"{crop.capitalize()} were left in the General Supply).")


# ------------------------------------------------------------------ one name for each worker


def test_a_worker_has_one_name_in_events_menus_prompts_and_refusals():
    g = Mine77(players=2, seed=1, secret_objectives=False)
    activation(g, 0)
    g.act.update(g=0, w=None, used=[], card="W00")
    ask(g, 0, "worker")
    assert [a.label for a in g.legal_actions(0)][:2] == ["Worker I at Entrance", "Worker II at Entrance"]
    pick(g, 0, "worker", 1)
    chosen = next(e for e in reversed(g.log) if e.rule == "mine77.shift.worker")
    assert chosen.text == "Ana applies the card to Worker II at Entrance."     # was "worker 2"
    assert g.stage == "move" and g.prompt(0) == "Move Worker II from Entrance: 5 movement points to use"
    from mining_games.core import IllegalAction
    try:
        g.apply(g.action(0, "move", 12, 7, "Steam Generation"))
    except IllegalAction as e:
        assert "but Worker II has only 5 movement points" in str(e)
    else:
        raise AssertionError("a move beyond the points must be refused")


def test_no_text_a_student_reads_names_a_worker_by_a_number_or_in_lower_case():
    bad = re.compile(r"\b[Ww]orker \d|\bworker (I|II|III|IV)\b")
    for seed in range(4):
        g = Mine77(players=3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            p = g.to_act[0]
            menu = g.legal_actions(p)
            for text in [g.prompt(p)] + [a.label for a in menu]:
                assert not bad.search(text), text
            g.apply(rng.choice(menu))
        for _, text in g.log_for(None):
            assert not bad.search(text), text
        assert not bad.search(g.board_html())

"""Mine 77 as printed, with numbers: Dutiful Rosana pays for movement only when no worker can do without it, her
Double Action with two workers on one segment, Rosana filling her Elven order from her warehouse, Secret Objectives
measured before Final Scoring, Secret Objectives dealt by default (leaving them out is the variant), the farm's crops
with an NPC, and one name for each worker everywhere."""

import random
import re

from test_mine77_scenarios import activation, ask, pick

from mining_games.mine77.game import Mine77

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

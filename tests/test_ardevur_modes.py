"""ARDEVUR: 2-, 3- and 4-player games in each of the three Game Modes play to their natural end
(Total Control and the final round) under random and heuristic bots, 20 seeds each, with the
ledger and the game's invariants intact; no round limit decides them."""

import pytest

from mining_games.ardevur import BOTS, Ardevur
from mining_games.bots import RandomBot

SEEDS = range(20)
MODES = ("standard", "fair_play", "clash")


def play(seed, n, mode, seats):
    g = Ardevur(players=n, seed=seed, mode=mode)
    bots = [RandomBot(seed * 10 + i) if b == "random" else BOTS[b](seed * 10 + i) for i, b in enumerate(seats)]
    steps = 0
    while not g.over:
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
        steps += 1
        assert steps < Ardevur.max_decisions
    g.check_invariants()
    return g


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("n", (2, 3, 4))
@pytest.mark.parametrize("kind", ("random", "heuristic"))
def test_games_reach_total_control(mode, n, kind):
    for seed in SEEDS:
        seats = ["random"] * n if kind == "random" else ["trader", "builder", "trader", "builder"][:n]
        g = play(seed, n, mode, seats)
        assert g.ended_by == "ardevur.end.final", (seed, g.ended_by)
        calls = [e for e in g.log if e.rule == "ardevur.end.call"]
        assert len(calls) == 1
        assert any(e.rule.startswith("ardevur.end.condition_") for e in g.log)
        # Money is conserved: what the players hold is what the Bank paid out net
        paid = sum(c.amount if c.src == "bank" else -c.amount for e in g.log for c in e.transfers()
                   if c.item == "money" and "bank" in (c.src, c.dst))
        assert paid == sum(g.money(p) for p in range(n))
        if mode == "fair_play":
            assert not any(e.rule.startswith("ardevur.cards.") and e.rule != "ardevur.cards.pass" for e in g.log)


@pytest.mark.parametrize("options", [{"mode": "fair_play"}, {"mode": "clash"}, {"launched_start": True},
                                     {"round_limit": 4}], ids=["fair_play", "clash", "launched", "round_limit"])
def test_every_text_label_and_prompt_reads_well_with_each_option(options):
    """The conformance suite reads the default game; this reads the options' games too."""
    import random

    from mining_games.core.words import wording_problems

    for seed in range(3):
        for n in (2, 3, 4):
            g = Ardevur(players=n, seed=seed, **options)
            rng = random.Random(seed)
            while not g.over:
                p = g.to_act[0]
                menu = g.legal_actions(p)
                for text in [g.prompt(p), *(a.label for a in menu)]:
                    assert not wording_problems(text), text
                g.apply(rng.choice(menu))
            for e in g.log:
                assert not wording_problems(e.text), e.text
            if "round_limit" in options:
                assert g.ended_by in ("ardevur.end.round_limit", "ardevur.end.final")

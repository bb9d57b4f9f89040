"""Zavandor on the kernel's flow engine and package template: arrangements, refusals, views, bots."""

import ast
import pathlib

import pytest

import mining_games as mg
from mining_games.core import IllegalAction
from mining_games.zavandor import BOTS, Zavandor, scenario
from mining_games.zavandor.cards import gem_counts
from mining_games.zavandor.data import HAND_PILE

PACKAGE = pathlib.Path(mg.__file__).parent / "zavandor"


def new(players=("Anna", "Bert"), seed=1):
    return mg.new_game("zavandor", players=list(players), seed=seed)


def test_an_arranged_scenario_saves_loads_and_undoes():
    g = scenario.skip_to(new(), stage="bid")
    scenario.set_hand(g, 0, [3, 0, 0, 1])
    scenario.give_improvement(g, 0, "E01", 2)
    scenario.set_markers(g, 1, "family", 4)
    scenario.place_king(g, 5)
    g.apply(g.action(0, "bid", "sapphire"))
    loaded = mg.load(g.to_json())
    assert loaded.snapshot() == g.snapshot()
    assert gem_counts(loaded.pile(HAND_PILE[0])) == [3, 0, 0, 1] and ["E01", 2] in loaded.gallery[0]
    assert loaded.family[1] == 4 and loaded.king == 5 and loaded.route[-1] == 5
    loaded.undo(2)                                          # the bid card, then the King's hall
    assert loaded.king == g.route[-2] and loaded.family[1] == 4
    arranged = [e for e in loaded.log if e.rule == "zavandor.scenario.arrange"]
    assert len(arranged) == 3 and arranged[0].text_for(1) == "Arranged by hand: Anna's hand is set to 4 cards."


def test_a_refusal_names_the_rule_that_forbids_it_and_cites_it_once():
    g = new()
    assert g.stage == "scroll"                              # the Income phase's spell scrolls
    with pytest.raises(IllegalAction) as refused:
        g.apply(g.action(0, "claim", "emerald", ""))
    assert refused.value.rule == "zavandor.auction.improvement"
    assert str(refused.value).count("(rule:") == 1 and "Take the improvement" in str(refused.value)


def test_stages_and_phases_are_declared_once():
    assert Zavandor.PHASES == ("Income", "Trade", "Auction", "Upgrade", "End of the Game")
    g = new()
    seen = set()
    from mining_games.bots import seat_bots
    bots = seat_bots(g, "random")
    while not g.over:
        assert g.phase in Zavandor.PHASES and g.stage in Zavandor.STAGES
        assert g.STAGES[g.stage].phase == g.phase and g.decision_rule == g.STAGES[g.stage].rule
        seen.add(g.stage)
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    assert {"scroll", "trade", "bank_pay", "bank_take", "bid", "upgrade"} <= seen
    assert not any(hasattr(g, name) for name in ("queue", "phase_rule", "asking", "step", "draft"))


def test_bots_live_on_the_class_and_init_only_reexports():
    assert Zavandor.BOTS is BOTS and set(BOTS) == {"treasurer", "investor"}
    tree = ast.parse((PACKAGE / "__init__.py").read_text())
    assert all(isinstance(n, (ast.Expr, ast.ImportFrom, ast.Assign)) for n in tree.body)
    assert not any(isinstance(n, ast.ClassDef) for n in ast.walk(tree))
    assert not (PACKAGE / "words.py").exists() and (PACKAGE / "text.py").exists()


def test_the_board_is_drawn_from_the_view_only():
    """Two games that differ only in Anna's hidden gems look the same to Bert and to an onlooker."""
    a, b = new(), new()
    scenario.set_hand(a, 0, [2, 0, 0, 0], 0)
    scenario.set_hand(b, 0, [1, 1, 0, 0], 0)
    for viewer in (1, -1):
        assert a.board_html(viewer) == b.board_html(viewer)
    assert a.board_html(0) != b.board_html(0)
    source = "\n".join((PACKAGE / f).read_text() for f in ("board.py", "board_players.py", "board_path.py",
                                                           "board_projector.py"))
    for attribute in ("game.pile", "game.decks", "game.hand_gems", "game.bid_gems", "game.gallery", "game.king",
                      "game.log", "game.turn"):
        assert attribute not in source


def test_bots_read_the_game_only_through_the_kernels_seat_view():
    source = (PACKAGE / "bots.py").read_text()
    assert "SeatView" in source and '"p{' not in source and "f\"p" not in source
    assert "class _Seat" not in source and "game.pile" not in source and "game.decks" not in source

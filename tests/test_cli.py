"""The mining-games command: play (scripted humans), simulate, rules, help and errors."""

import importlib.util
import io
import pathlib
import subprocess
import sys

import pandas as pd
import pytest

import mining_games as mg
from mining_games import experiments
from mining_games.bots import play
from mining_games.cli import main


def run_cli(capsys, monkeypatch, *argv, stdin=""):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_with_bots_prints_every_rule_explanation_in_order(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "play", "titans", "--seats", "random", "--players", "3",
                           "--seed", "5")
    assert code == 0
    game = play(mg.new_game("titans", players=3, seed=5), "random")
    printed = [line[2:] for line in out.splitlines() if line.startswith("  ") and not line.startswith("   ")]
    assert printed[:len(game.log)] == [e.text for e in game.log]
    assert out.splitlines()[0] == "Titans, seed 5: Ana (random), Ben (random), Cy (random)"
    assert "Game over." in out and "(winner)" in out


def test_play_asks_humans_from_a_numbered_menu_and_re_asks_on_bad_input(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "play", "titans", "--seed", "3", "--seats",
                           "human,random,steward", stdin="x\n99\n1\ns\n1\nq\n")
    assert code == 0
    assert "Place your first factory on any free tile that is not barren" in out
    assert "   1. Place a factory on tile 1 (Wood)" in out
    assert out.count("Please type a number from 1 to 16") == 2
    assert "Ana places a first factory on tile 1 (Wood)." in out
    assert "Ana places a second factory on tile 6 (Oil)." in out
    assert "Mine or plant on your tiles" in out
    assert out.rstrip().endswith("Cy: 0  [technology 0, land bonus 0]")
    assert "Game stopped." in out


def test_undo_returns_to_the_humans_last_choice(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "play", "titans", "--seed", "3", "--seats", "human,random,random",
                           stdin="u\n1\nu\n2\nq\n")
    assert code == 0
    assert "Nothing to undo: no human decision yet." in out
    assert "Undid 5 decision(s): back to Ana's last choice." in out
    after_undo = out.split("Undid")[1]
    assert "Place your first factory" in after_undo
    assert "Ana places a first factory on tile 2 (Wood)." in after_undo


def test_end_of_input_stops_the_game(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "play", "titans", "--seed", "1", stdin="")
    assert code == 0
    assert "Titans, seed 1: Ana (human), Ben (random), Cy (random)" in out
    assert "Game stopped." in out


def test_simulate_writes_one_row_per_game_to_csv(capsys, monkeypatch, tmp_path):
    out_file = tmp_path / "results.csv"
    code, out, _ = run_cli(capsys, monkeypatch, "simulate", "titans", "--n", "3", "--bots",
                           "extractor,steward,steward", "--option", "health_per_build=1,2", "--out", str(out_file),
                           "--no-progress")
    assert code == 0
    saved = pd.read_csv(out_file)
    expected = experiments.run("titans", 3, ["extractor", "steward", "steward"], 3,
                               {"health_per_build": [1, 2]}, progress=False)
    assert list(saved.columns) == list(expected.columns)
    assert saved[["seed", "health_per_build", "winner", "score_0", "decisions"]].equals(
        expected[["seed", "health_per_build", "winner", "score_0", "decisions"]])
    assert "6 games of Titans" in out
    assert "Options: Planet Health lost per build 2\n" in out
    assert "seat 0 extractor" in out and "final Planet Health: mean" in out
    assert f"Saved 6 rows to {out_file}" in out


def test_simulate_and_play_say_the_options_in_words(capsys, monkeypatch):
    """An option is named by its label and a choice by its words: "Action cards: Fair Play", not
    "mode fair_play" (the ending's rule id may still follow in brackets)."""
    code, out, _ = run_cli(capsys, monkeypatch, "simulate", "ardevur", "--n", "2", "--bots", "trader,builder,random",
                           "--option", "mode=fair_play", "--option", "round_limit=3", "--no-progress",
                           "--workers", "1")
    assert code == 0
    assert "\nOptions: Action cards: Fair Play, round limit 3\n" in out
    assert "fair_play" not in out and "mode" not in out
    code, out, _ = run_cli(capsys, monkeypatch, "play", "ardevur", "--seed", "1", "--option", "mode=clash", stdin="")
    assert "Options: Action cards: Clash of Titans\n" in out and "mode=clash" not in out


def test_simulate_says_bots_gauges_and_endings_in_words(capsys, monkeypatch):
    """The summary a teacher reads: no code names; a gauge some games never set says over how many games its
    mean is taken; each ending is named by its rule's title, the rule id in brackets."""
    code, out, _ = run_cli(capsys, monkeypatch, "simulate", "mine77", "--n", "2", "--bots", "free_rider,random,random",
                           "--no-progress", "--workers", "1")
    assert code == 0 and "seat 0 free rider " in out and "free_rider" not in out
    assert "final Steam: mean" in out
    games = experiments.run("ardevur", 3, ["trader", "builder", "random"], range(6), {"round_limit": [4]},
                            progress=False)
    from mining_games.ardevur import Ardevur
    from mining_games.cli import summary
    lines = "\n".join(summary(games, Ardevur))
    set_dice = int(games["final_dice"].notna().sum())
    assert 0 < set_dice < 6     # the dice move only on a global sale: some of these games never had one
    mean = games["final_dice"].mean()
    assert f"final Dice of the last global sale: mean {mean:.2f} over the {set_dice} games of 6 that set it" in lines
    ends = games["ended_by"].value_counts()
    assert f"Agreed time limit (ardevur.end.round_limit): {ends['ardevur.end.round_limit']} games" in lines
    assert "ended by: " in lines and "_" not in lines.split("ended by: ")[1].replace("round_limit", "")


def test_simulate_counts_one_game_and_one_row_in_words(capsys, monkeypatch, tmp_path):
    out_file = tmp_path / "one.csv"
    code, out, _ = run_cli(capsys, monkeypatch, "simulate", "titans", "--n", "1", "--out", str(out_file),
                           "--no-progress")
    assert code == 0 and "1 game of Titans in" in out and f"Saved 1 row to {out_file}" in out


def test_simulate_writes_parquet_and_per_round_frames(capsys, monkeypatch, tmp_path):
    games_file, rounds_file = tmp_path / "games.parquet", tmp_path / "rounds.csv"
    code, _, _ = run_cli(capsys, monkeypatch, "simulate", "titans", "--n", "2", "--seed-start", "10",
                         "--workers", "1", "--out", str(games_file), "--per-round", str(rounds_file))
    assert code == 0
    games, rounds = experiments.run("titans", 3, "random", [10, 11], per_round=True, progress=False)
    pd.testing.assert_frame_equal(pd.read_parquet(games_file), games)
    assert len(pd.read_csv(rounds_file)) == len(rounds)


def test_parquet_without_pyarrow_says_what_to_install(capsys, monkeypatch, tmp_path):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pyarrow" else real(name, *a))
    code, _, err = run_cli(capsys, monkeypatch, "simulate", "titans", "--n", "2", "--out",
                           str(tmp_path / "r.parquet"))
    assert code == 2
    assert "pip install pyarrow" in err and ".csv" in err
    assert not (tmp_path / "r.parquet").exists()


def test_rules_prints_sections_citations_rationale_and_provenance(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "rules", "titans")
    assert code == 0
    game = mg.GAMES["titans"]
    assert out.startswith(f"Titans: {len(game.RULES)} rules (")
    assert "== Placing Factories (titans.txt) ==" in out
    assert "titans.setup.layout: Board layout [reconstructed]" in out
    assert "Why reconstructed: the layout picture is missing from the text" in out
    for rule in game.RULES:
        assert rule.id in out
    assert "max_rounds = 0 0..500 [variant]" in out
    assert "[reconstructed] Natural Disaster deck: one card per tile 1-19" in out
    assert "Printed: titans.txt, Number Legend" in out


def test_rules_can_list_one_source(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "rules", "titans", "--source", "reconstructed")
    assert code == 0
    listed = [line for line in out.splitlines() if line.startswith("  titans.")]
    assert len(listed) == len(mg.GAMES["titans"].RULES.by_source("reconstructed"))
    assert all(line.endswith("[reconstructed]") for line in listed)


@pytest.mark.parametrize("argv, message", [
    (["rules", "chess"], "unknown game 'chess'; valid games are: " + ", ".join(sorted(mg.GAMES))),
    (["play", "titans", "--seats", "human,wizard,random"], "valid seats are: human, random, extractor, steward"),
    (["play", "titans", "--players", "9"], "for 3 to 4 players"),
    (["play", "titans", "--players", "3", "--seats", "human,random"], "3 players need 3 seats"),
    (["play", "titans", "--seats", "human,random"], "Titans is for 3 to 4 players, not 2"),
    (["play", "titans", "--option", "planet_health"], "--option needs NAME=VALUE"),
    (["simulate", "titans", "--option", "speed=3"], "valid options are: planet_health"),
    (["simulate", "titans", "--option", "planet_health=99"], "between 5 and 30"),
    (["simulate", "titans", "--option", "planet_health=lots"], "must be a whole number"),
    (["simulate", "titans", "--bots", "greedy"], "valid bots are: random, extractor, steward"),
    (["simulate", "titans", "--n", "0"], "--n must be at least 1"),
    (["simulate", "titans", "--out", "results.xlsx"], "must end in .csv or .parquet"),
    (["simulate", "titans", "--out", "/no/such/folder/r.csv"], "does not exist"),
])
def test_errors_print_one_line_and_exit_2(capsys, monkeypatch, argv, message):
    code, out, err = run_cli(capsys, monkeypatch, *argv)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("mining-games: error: ")
    assert message in err
    assert "Traceback" not in err + out


def test_help_for_the_command_and_each_subcommand(capsys, monkeypatch):
    code, out, _ = run_cli(capsys, monkeypatch, "--help")
    assert code == 0
    assert "play" in out and "simulate" in out and "rules" in out
    assert "titans (bots: random, extractor," in out.replace("\n", " ")
    for sub, words in (("play", "numbered"), ("simulate", "--out"), ("rules", "provenance")):
        code, out, _ = run_cli(capsys, monkeypatch, sub, "--help")
        assert code == 0 and words in out


def test_the_installed_console_script(tmp_path):
    script = pathlib.Path(sys.executable).parent / "mining-games"
    assert script.exists(), "install the package (make venv) so the console script exists"
    out_file = tmp_path / "r.csv"
    done = subprocess.run([str(script), "simulate", "titans", "--n", "2", "--out", str(out_file)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert len(pd.read_csv(out_file)) == 2
    bad = subprocess.run([str(script), "rules", "chess"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr == f"mining-games: error: unknown game 'chess'; valid games are: {', '.join(sorted(mg.GAMES))}\n"

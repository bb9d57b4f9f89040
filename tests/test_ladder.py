"""The strength ladder (benchmarks/ladder.py): who gets a game's credit, the aims' verdicts, one small cell."""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "benchmarks"))
import ladder  # noqa: E402


def test_a_win_shared_by_two_gives_each_half_and_a_game_nobody_won_goes_to_the_best_score():
    row = {"winner_seats": "0,2", "score_0": 5, "score_1": 9, "score_2": 5}
    assert [ladder.credit(row, s, 3) for s in range(3)] == [0.5, 0.0, 0.5]
    nobody = {"winner_seats": "", "score_0": -10, "score_1": -3, "score_2": -3}
    assert [ladder.credit(nobody, s, 3) for s in range(3)] == [0.0, 0.5, 0.5]


def test_the_table_says_whether_each_aim_is_met_by_the_interval_the_share_or_not_at_all():
    rows = [{"bot": "a", "opponent": "random", "players": 4, "games": 100, "share": 0.5, "low": 0.4, "high": 0.6,
             "equal": 0.25, "seconds": 0.001, "aim": 1.5},
            {"bot": "b", "opponent": "random", "players": 4, "games": 100, "share": 0.4, "low": 0.3, "high": 0.5,
             "equal": 0.25, "seconds": 0.001, "aim": 1.5},
            {"bot": "c", "opponent": "random", "players": 4, "games": 100, "share": 0.3, "low": 0.2, "high": 0.4,
             "equal": 0.25, "seconds": 0.001, "aim": 1.5},
            {"bot": "d", "opponent": "a", "players": 4, "games": 8, "share": 0.25, "low": 0.1, "high": 0.5,
             "equal": 0.25, "seconds": 0.2, "aim": None}]
    lines = ladder.table(rows).splitlines()[2:]
    assert "| 2.00x | 1.5x: met |" in lines[0]                                   # 40% low end = 1.6x
    assert "| 1.60x | 1.5x: met by the share, not by its interval |" in lines[1]
    assert "| 1.20x | 1.5x: not met |" in lines[2]
    assert "| 1.00x | - |" in lines[3]


def test_a_cell_seats_the_bot_in_every_seat_on_the_same_seeds():
    import mining_games as mg
    r = ladder.cell(mg.GAMES["zavandor"], "treasurer", "random", games=2)
    assert r["players"] == 4 and r["games"] == 8 and r["equal"] == 0.25
    assert r["low"] <= r["share"] <= r["high"] and 0 < r["seconds"] < 1
    with pytest.raises(ValueError, match="unknown bot"):
        ladder.cell(mg.GAMES["zavandor"], "oracle", "random", games=1)


def test_the_docs_table_is_added_once_then_replaced_in_place(tmp_path, monkeypatch):
    (tmp_path / "docs").mkdir()
    doc = tmp_path / "docs" / "gulch.md"
    doc.write_text("# Gold Gulch\n\nRules.\n")
    monkeypatch.setattr(ladder, "ROOT", tmp_path)
    ladder.write_docs("gulch", f"{ladder.START}\nfirst\n{ladder.END}")
    ladder.write_docs("gulch", f"{ladder.START}\nsecond\n{ladder.END}")
    assert doc.read_text() == f"# Gold Gulch\n\nRules.\n\n## Strength ladder\n\n{ladder.START}\nsecond\n{ladder.END}\n"

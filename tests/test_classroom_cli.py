"""``mining-games classroom``: mistakes on the command line are one clear line and exit status 2.

Starting a real server through the command is covered by the fault and load tests
(``mining_games.classroom.simulate.ServerProcess`` runs it)."""

import pytest

from mining_games.cli import main

pytest.importorskip("starlette")


@pytest.mark.parametrize("args,words", [
    (["classroom", "chess"], "unknown game"),
    (["classroom", "titans", "--bots", "genius"], "unknown bot"),
    (["classroom", "titans", "--bots", "random,random"], "one bot for every seat"),
    (["classroom", "titans", "--seats", "9"], "3 to 4 players"),
    (["classroom", "titans", "--tables", "0"], "tables must be"),
    (["classroom", "titans", "--option", "max_rounds=lots"], "whole number"),
    (["classroom", "titans", "--option", "colour=red"], "unknown option"),
])
def test_mistakes_are_one_line_and_status_2(tmp_path, capsys, args, words):
    assert main([*args, "--db", str(tmp_path / "x.sqlite"), "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_command_counts_its_tables_in_words(tmp_path, capsys, monkeypatch):
    """The first line the command prints (the server is stopped as soon as it is up)."""
    import mining_games.classroom as classroom

    class StopsAtOnce(classroom.Classroom):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.stop()

    monkeypatch.setattr(classroom, "Classroom", StopsAtOnce)
    for tables, words in (("1", "1 table of 3 seats"), ("2", "2 tables of 3 seats")):
        db = tmp_path / f"{tables}.sqlite"
        assert main(["classroom", "titans", "--tables", tables, "--seats", "3", "--db", str(db), "--port", "0"]) == 0
        assert f"Titans classroom: {words}; kept in" in capsys.readouterr().out

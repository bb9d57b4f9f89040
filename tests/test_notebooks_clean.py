"""Notebooks are committed without outputs or widget state, and stay small."""

import json
import pathlib

import pytest

NOTEBOOKS = sorted((pathlib.Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))
MAX_BYTES = 60_000


def test_every_playable_game_has_its_walkthrough_and_lesson():
    import mining_games as mg
    from mining_games.catalogue import FIVE_GAMES

    names = {p.name for p in NOTEBOOKS}
    assert "00_start_here.ipynb" in names
    for key, _title, _book, _econ, notebooks in FIVE_GAMES:
        if key in mg.GAMES:
            assert set(notebooks) <= names, f"{key} needs the notebooks {notebooks}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_clean_and_small(path):
    nb = json.loads(path.read_text())
    assert path.stat().st_size < MAX_BYTES, f"{path.name} is {path.stat().st_size} bytes"
    assert "widgets" not in nb.get("metadata", {}), f"{path.name} stores widget state"
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell.get("outputs") == [], f"{path.name} stores outputs"
            assert cell.get("execution_count") is None, f"{path.name} stores execution counts"

"""The README: its links stay inside the repository, its games table says what the lessons teach (the
same words as the start page), and it documents `make app` beside `make lab`."""

import re

from browser import ROOT

from mining_games.catalogue import FIVE_GAMES

README = (ROOT / "README.md").read_text()


def test_no_link_or_path_leaves_the_repository():
    assert "../" not in README
    for target in re.findall(r"\]\(([^)\s]+)\)", README):
        if re.match(r"https?://", target):
            continue
        path = (ROOT / target.split("#")[0]).resolve()
        assert path.exists() and ROOT in path.parents, f"README links to {target}, which is not in the repository"


def test_the_games_table_makes_the_same_claims_as_the_start_page():
    rows = {cells[1]: cells[2] for line in README.splitlines() if line.startswith("| ")
            for cells in [[c.strip() for c in line.strip("|").split("|")]] if len(cells) == 4}
    for _key, title, _book, economics, _notebooks in FIVE_GAMES:
        assert rows[title] == economics, title
    assert "forward contracts" not in rows["The Mining Board Game (Murfett, 1983)"]


def test_make_app_is_documented_beside_make_lab():
    block = re.search(r"```\n(make lab.*?)```", README, re.S).group(1)
    assert "make app" in block and "make test" in block
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^app: ", makefile, re.M) and "--template=mining-games notebooks" in makefile

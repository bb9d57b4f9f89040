"""The start page (notebooks/00_start_here.ipynb) a teacher opens first: the lessons come first, as a table by
economics topic with the game, the time each needs and a link named by its title; then the walkthroughs, linked by
their games' names. No file name is a link's text."""

import json
import re

from mining_games.catalogue import FIVE_GAMES, LESSONS, NOTEBOOKS, lessons_html


def heading(notebook):
    nb = json.loads((NOTEBOOKS / notebook).read_text())
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    return "".join(first["source"]).splitlines()[0]


def test_the_lessons_table_comes_first_with_topic_game_time_and_titled_links():
    html = lessons_html()
    assert html.index("<h3>Lessons</h3>") < html.index("<table") < html.index("<h3>Walkthroughs</h3>")
    table = html[html.index("<table"):html.index("</table>")]
    rows = re.findall(r"<tr><td>(.*?)</td><td><a href=\"(.*?)\"[^>]*>(.*?)</a></td><td>(.*?)</td><td>(.*?)</td></tr>",
                      table)
    assert [r[1] for r in rows] == [nb for nb, *_ in LESSONS] and len(rows) == 5
    games = {title.split(" (")[0] for _, title, *_ in FIVE_GAMES}
    for (topic, notebook, title, game, time), (_, _, lesson_topic, lesson_game, minutes) in zip(rows, LESSONS):
        assert (NOTEBOOKS / notebook).exists() and topic == lesson_topic and time == f"{minutes} min"
        assert game == lesson_game
        assert title.lower() in heading(notebook).lower()          # the notebook's own heading names it
        assert ".ipynb" not in title and "_" not in title
        assert any(game in g or g in game for g in games), game
    walks = re.findall(r'<li><a href="(.*?)"[^>]*>(.*?)</a>', html)
    assert [href for href, _ in walks] == [notebooks[0] for *_, notebooks in FIVE_GAMES]
    for href, text in walks:
        assert text.endswith(", step by step") and ".ipynb" not in text
        assert heading(href).lstrip("# ").split(",")[0] in text


def test_the_start_notebook_shows_the_lessons_before_the_games_and_the_table():
    nb = json.loads((NOTEBOOKS / "00_start_here.ipynb").read_text())
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    assert "lessons_html" in code[0] and "status_table" in code[1] and "play(" in code[2]

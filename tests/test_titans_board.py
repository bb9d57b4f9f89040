"""The Titans board's projector layout (``board_html(projector=True)``): what each tile says, and label sizes
that reach 16 px on a 1280x720 projector, where the table scales the map to the height left under the decision
(about 420 px at a lesson's class seat). The browser tests measure the same on the screen."""

import re

from titans_helpers import placed

from mining_games.titans import board
from mining_games.titans.data import NAMES, TILES


def svg_of(html):
    return re.search(r"<svg[^>]*mg-titans-projector.*?</svg>", html, re.S).group(0)


def test_each_tile_says_number_resource_and_trees_on_lines_of_their_own():
    g = placed()
    svg = svg_of(g.board_html(projector=True))
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    for n in TILES:
        assert str(n) in texts
    assert texts.count("Oil") == 4 and texts.count("Barren") == 3 and texts.count("10 trees") == 19
    assert not any(" · " in t for t in texts)                  # the number and the resource are split
    assert sorted(t for t in texts if len(t) == 1 and t.isalpha()) == ["A", "A", "B", "B", "C", "C"]  # factories


def test_labels_reach_16_px_when_the_map_is_410_px_tall():
    g = placed()
    html = g.board_html(projector=True)
    svg = svg_of(html)
    height = float(re.search(r'viewBox="[-\d.]+ [-\d.]+ [\d.]+ ([\d.]+)"', svg).group(1))
    sizes = [float(s) for s in re.findall(r'<text[^>]*font-size="([\d.]+)"', svg)]
    assert min(sizes) * 410 / height >= 16
    # no Planet Health gauge in the SVG: its bands are words in the HTML beside the map
    assert "disaster" not in svg and "Planet Health" in html.split("</svg>")[1]


def test_the_cap_lost_land_and_an_upgraded_factory():
    g = placed()
    g.arrange("health", 9)                                      # the cap: 9 trees, 3 disasters a round
    g.arrange("kill", 17)
    g.arrange("upgrade", 6)
    html = g.board_html(projector=True)
    svg = svg_of(html)
    assert svg.count('text-decoration="underline"') == 18      # every live tile at the cap
    assert re.search(r">17</text><text[^>]*>lost</text>", svg)
    roofs = re.findall(r'<polygon points="(?:[-\d.]+,[-\d.]+ ){4}[-\d.]+,[-\d.]+" fill', svg)   # five points
    assert len(roofs) == 1                                      # two roofs: the upgraded factory on tile 6
    side = html.split("</svg>")[1]
    assert "<b>5 to 9: 3 disasters a round ◀ now</b>" in side
    assert "as many as Planet Health allows" in side and "with two roofs: upgraded" in side
    assert NAMES["oil"] in side and "Technology row" in side


def test_the_usual_board_is_unchanged_outside_projector_mode():
    g = placed()
    assert g.board_html() == board.board_html(g) and "mg-titans-projector" not in g.board_html()
    assert "1 disaster a round" in g.board_html()

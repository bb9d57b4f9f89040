"""ARDEVUR board view: the map (holders, sites, structures, Supremacy), dashboards, hidden Action
cards, the Market and the open Targets, for each viewer and in projector mode."""

import html as htmllib
import re

from ardevur_helpers import first_turn, give_mine, new

from mining_games.ardevur.board_map import short_name
from mining_games.ardevur.data import TARGETS, TERRITORIES


def plain(html):
    return htmllib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def corp(html, p):
    m = re.search(rf'<div class="ard-corp" data-player="{p}".*?</div>', html, re.S)
    return plain(m.group(0))


def territory(html, t):
    m = re.search(rf'<g class="ard-territory" data-territory="{t}" [^>]*>.*?</g>', html, re.S)
    return m.group(0)


def region(html, r):
    m = re.search(rf'<g class="ard-region" data-region="{r}">(.*?)</g></g>|<g class="ard-region" '
                  rf'data-region="{r}">(.*?)(?=<g class="ard-region"|<g class="ard-sea")', html, re.S)
    return m.group(0)


def arranged():
    """Ana runs Kolwezi (Congo Basin, Gold) and explores Likasi; Ben owns a Road there and a Vessel."""
    g = first_turn(3, seed=2)
    for t in range(24):
        if g.owner[t] >= 0:
            g.arrange("release", t)
    kolwezi, likasi = 15, 16
    give_mine(g, 0, kolwezi, 2)
    give_mine(g, 0, likasi, 1)
    g.arrange("build", 1, "road", 5)
    g.arrange("build", 1, "vessel", -1)
    g.arrange("money", 0, 50)
    g.arrange("stock", 0, kolwezi, 2, 1, 1, 0)    # 2 Zinc, 1 Copper, 1 Nickel = 16M
    return g


def test_the_map_shows_every_region_and_territory_with_holder_and_state():
    g = arranged()
    html = g.board_html(None)
    assert html.count('class="ard-region"') == 8
    assert html.count('class="ard-territory"') == 24
    kolwezi, likasi = territory(html, 15), territory(html, 16)
    # the holder's name on the line; its state in the border (the legend) and the tooltip, not in words beside
    # the name (they ran into the Territory's name on a projector)
    assert 'data-owner="0" data-site="2"' in kolwezi and ">Ana</text>" in kolwezi
    assert "<title>Kolwezi: Ana, an active mine</title>" in kolwezi
    assert TERRITORIES[15].name in plain(kolwezi) and ">G<" in kolwezi
    assert 'data-site="1"' in likasi and "Ana, an exploration site" in likasi and "stroke-dasharray" in likasi
    free = territory(html, 17)
    assert 'data-owner="-1"' in free and "Ana" not in plain(free)


def test_structures_are_drawn_in_their_region_in_the_owners_colour_and_vessels_at_sea():
    g = arranged()
    html = g.board_html(-1)
    congo = region(html, 5)
    assert 'data-kind="road" data-owner="1"' in congo and "Road" in plain(congo)
    assert "#D55E00" in congo.split('data-kind="road"')[1][:200]          # Ben's colour
    sea = html.split('class="ard-sea"')[1]
    assert 'data-kind="vessel" data-owner="1"' in sea
    assert "nothing built" in plain(region(html, 0))


def test_regional_supremacy_is_the_leader_by_weight_or_a_tie():
    g = arranged()
    html = g.board_html(None)
    # Congo Basin: Ana's mine weighs 1, Ben's Road 0.5 (an exploration site weighs nothing)
    assert "Supremacy: Ana 1" in plain(region(html, 5))
    row = re.search(r'<tr data-region="5">.*?</tr>', html).group(0)
    assert plain(row) == "Congo Basin 6 SP 1 0.5 0 Ana"
    g.arrange("build", 1, "office", 5)                       # Ben 0.5 + 1 = 1.5 against Ana's 1
    assert "Supremacy: Ben 1.5" in plain(region(g.board_html(None), 5))
    g.arrange("build", 0, "water", 5)                        # Ana 1.5: level
    html = g.board_html(None)
    assert "Supremacy: tied at 1.5" in plain(region(html, 5))
    assert plain(re.search(r'<tr data-region="5">.*?</tr>', html).group(0)).endswith("tied: nobody")


def test_dashboards_show_money_stock_against_storage_and_cards():
    g = arranged()
    ana = corp(g.board_html(None), 0)
    assert "50M Hashtag Coin" in ana
    assert "Stored: 16M of 32M (2 Zinc tokens, 1 Copper token and 1 Nickel token)" in ana
    g.arrange("build", 0, "warehouse", 0)
    assert "Stored: 16M of 64M" in corp(g.board_html(None), 0)
    g.arrange("build", 0, "large_warehouse", 0)
    assert "Stored: 16M of 128M" in corp(g.board_html(None), 0)
    g.arrange("dev", 0, "License", "Road")
    assert "Development cards: License and Road" in corp(g.board_html(2), 0)


def test_action_cards_are_named_to_their_holder_and_the_teacher_only():
    g = arranged()
    g.arrange("hand", 0, "strike", "audit")
    for viewer in (0, None):
        assert "Action cards: Strike and Tax Audit" in corp(g.board_html(viewer), 0)
    for viewer in (1, 2, -1):
        html = g.board_html(viewer)
        assert "Action cards: 2 (hidden)" in corp(html, 0)
        assert "Strike" not in corp(html, 0) and "Tax Audit" not in html


def test_held_targets_and_their_points_show_on_the_dashboard():
    g = arranged()
    g.arrange("targets", 1, 0)
    ben = corp(g.board_html(-1), 1)
    assert f"Cards held: Bronze '{TARGETS[0].text}' (2 SP)" in ben and "32M Hashtag Coin · 2 SP" in ben


def test_open_targets_show_the_top_card_and_the_pile_size_for_every_viewer():
    g = arranged()
    g.arrange("grid", [0, 1, 2], [3], [], [14], [], [], [28, 29], [], [])
    for viewer in (None, 0, -1):
        text = plain(g.board_html(viewer))
        assert f"Bronze: {TARGETS[0].text} · 2 SP, reward 8M (2 cards under it)" in text
        assert f"Bronze: {TARGETS[3].text} · 2 SP, reward 8M (0 cards under it)" in text
        assert f"Gold: {TARGETS[28].text} · 5 SP, reward an upgrade (1 card under it)" in text
        assert TARGETS[1].text not in text.split("Targets on top")[1] if viewer is not None else True
    assert "Government Incentives left: 6" in plain(g.board_html(None))


def test_the_market_counts_each_development_type():
    g = arranged()
    text = plain(g.board_html(None))
    market = g.market
    assert f"License {market['License']}, Geologist {market['Geologist']}" in text
    assert f"Phone Call {market['Phone Call']}" in text


def test_whose_view_and_long_names():
    g = new(3, seed=2)
    assert "Teacher's view" in g.board_html(None)
    assert "Onlooker's view" in g.board_html(-1)
    assert "Ben's view" in g.board_html(1) and "(you)" in corp(g.board_html(1), 1)
    assert short_name("Alexandria") == "Alexan…" and short_name("Ana") == "Ana"


def test_projector_layout_puts_the_map_first_and_the_rest_beside_it():
    g = arranged()
    html = g.board_html(None, projector=True)
    inner = html.split('<div class="mg-board-inner ard-board ard-projector">')[1]
    assert inner.startswith("<svg")                          # the table scales a first-child SVG to the screen
    side = inner.split("</svg>", 1)[1]
    assert 'class="ard-side"' in side and side.count('class="ard-corp"') == 3
    assert "Congo Basin (6 SP): Ana 1, Ben 0.5" in plain(side)
    assert "<table" not in side                             # short lines, not the wide table
    assert "50M coin · 0 SP · stored 16M of 32M" in plain(side)
    # the dashboards come first and the open Targets before the Supremacy lines (the map shows each leader)
    assert side.index('class="ard-corp"') < side.index("Targets on top") < side.index("Regional Supremacy")
    g.arrange("grid", [0, 1], [], [], [], [], [], [], [], [])
    side = g.board_html(-1, projector=True).split("</svg>", 1)[1]
    assert f"Bronze 2 SP: {TARGETS[0].text}" in plain(side) and TARGETS[1].text not in plain(side)
    sizes = {int(s) for s in re.findall(r'font-size="(\d+)"', html)}
    assert min(sizes) >= 19                                  # scaled to ~450 px tall: about 12 px or more

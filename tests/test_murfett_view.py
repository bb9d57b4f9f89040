"""The board view (board_html), the price bands and the outcome facts, checked with numbers: tokens
drawn inside the right square of the right circuit, the price marker at today's income, the End of
Period line between squares 26 and 27, contracts' units left, bankrupt companies marked."""

import re

import pytest
from test_murfett_support import act, broke, go_bankrupt, new, own, place, rig, roll, run_contract, top_contract

import mining_games as mg
from mining_games.murfett import board
from mining_games.murfett.data import BOARD_SIZE, METALS, WHEELS


def attrs(tag):
    return dict(re.findall(r'([\w-]+)="([^"]*)"', tag))


def tokens(html):
    """{player: (circuit, square, cx, cy)} from the drawn tokens."""
    out = {}
    for m in re.finditer(r'<g class="mg-token"([^>]*)>.*?<circle ([^>]*)/>', html):
        g, c = attrs(m.group(1)), attrs(m.group(2))
        out[int(g["data-player"])] = (g["data-circuit"], int(g["data-square"]), float(c["cx"]), float(c["cy"]))
    return out


def inside(circuit, square, x, y):
    cx, cy, size = board.cell(circuit, square)
    return cx <= x <= cx + size and cy <= y <= cy + size


def test_every_square_of_both_circuits_is_drawn_once_with_its_number():
    html = mg.new_game("murfett", players=2, seed=1).board_html()
    for circuit in ("outer", "inner"):
        drawn = re.findall(rf'class="mg-square" data-circuit="{circuit}" data-square="(\d+)"', html)
        assert sorted(map(int, drawn)) == list(range(1, BOARD_SIZE + 1))
    assert 'data-square="13" data-kind="lease"' in html and "D · brown" in html
    assert "Industrial" in html and "Breakdown" in html and "Forfeit" in html


def test_squares_run_clockwise_from_the_top_left_corner():
    assert board.cell("outer", 1)[:2] == (board.MARGIN, board.MARGIN)
    x9, y9, c = board.cell("outer", 9)
    x17, y17, _ = board.cell("outer", 17)
    x25, y25, _ = board.cell("outer", 25)
    assert (x9, y9) == (board.MARGIN + 8 * c, board.MARGIN)          # top-right
    assert (x17, y17) == (board.MARGIN + 8 * c, board.MARGIN + 8 * c)  # bottom-right
    assert (x25, y25) == (board.MARGIN, board.MARGIN + 8 * c)          # bottom-left
    assert board.cell("outer", 26)[1] == y25 - c and board.cell("outer", 32)[1] == board.MARGIN + c


def test_tokens_sit_on_their_square_and_circuit():
    g = new(3, starts=(13, 13, 30))
    t = tokens(g.board_html())
    assert {p: t[p][:2] for p in t} == {0: ("outer", 13), 1: ("outer", 13), 2: ("outer", 30)}
    assert all(inside(*v) for v in t.values())
    assert t[0][2:] != t[1][2:], "two tokens on one square must not cover each other"
    roll(g, 1, 2, switch="inner")                     # Ana: inner 13 -> 16
    t = tokens(g.board_html())
    assert t[0][:2] == ("inner", 16) and inside(*t[0])


def test_the_token_of_the_player_deciding_has_a_thick_ring():
    g = new(2, starts=(3, 10))
    html = g.board_html()
    ana = re.search(r'data-player="0"[^>]*>.*?<circle ([^>]*)/>', html).group(1)
    ben = re.search(r'data-player="1" data-circuit[^>]*>.*?<circle ([^>]*)/>', html).group(1)
    assert 'stroke-width="3"' in ana and 'stroke-width="3"' not in ben


def test_the_price_marker_shows_todays_income_on_each_wheel():
    g = new(2, starts=(10, 20))
    roll(g, 1, 1)                                     # 10 -> 12: Tin Down / Lead-Zinc Up
    html = g.board_html()
    now = dict(re.findall(r'class="mg-price mg-price-now" data-metal="(\w+)" data-value="(-?\d+)"', html))
    assert now == {"copper": "2", "tin": "1", "nickel": "3", "lead_zinc": "3"}
    assert {m: g.price(m) for m in METALS} == {m: int(v) for m, v in now.items()}
    for m in METALS:                                  # every window of every wheel is drawn once
        values = re.findall(rf'class="mg-price[^"]*" data-metal="{m}" data-value="(-?\d+)"', html)
        assert tuple(map(int, values)) == WHEELS[m]


def test_losing_incomes_are_marked_in_words_not_only_in_colour():
    html = mg.new_game("murfett", players=2, seed=1).board_html()
    assert "-$4M loss" in html and "-$1M loss" in html and "$0M" in html and "$0M loss" not in html
    assert html.count('stroke-dasharray="3 2"') == sum(v < 0 for w in WHEELS.values() for v in w)


def test_the_end_of_period_line_runs_between_squares_26_and_27_on_both_circuits():
    html = mg.new_game("murfett", players=2, seed=1).board_html()
    line = re.search(r'<g class="mg-period-line" data-after="26">.*?points="([^"]+)"', html)
    assert line and "End of Period" in html
    pts = [tuple(map(float, p.split(","))) for p in line.group(1).split()]
    for circuit, (x, y) in (("outer", pts[0]), ("inner", pts[2])):
        x26, y26, _ = board.cell(circuit, 26)
        x27, y27, c = board.cell(circuit, 27)
        assert x == x26 == x27 and y == y26 == y27 + c       # the bottom edge of 27 is the top edge of 26


def test_companies_show_money_leases_units_and_contracts_left():
    g = new(2, starts=(8, 10))
    own(g, 0, "D14", units=6)
    top_contract(g, "copper-3")
    run_contract(g, 0, "copper-3", "D14")             # a 5-unit contract: 1 unit stays in reserve
    html = g.board_html()
    ana = re.search(r'<div class="mg-company" data-player="0".*?</table></div>', html, re.S).group(0)
    assert "$19M" in ana and "outer circuit, square 8" in ana
    assert re.search(r'data-lease="D14">.*?Copper.*?class="mg-reserves">1<', ana, re.S)
    assert 'data-card="copper-3" data-units-left="5"' in ana and "<b>5</b> of 5 units left" in ana
    rig(g, 6, 6)
    place(g, 0, 20, "inner")
    act(g, "roll")                                    # passes the line: one unit sold
    assert 'data-card="copper-3" data-units-left="4"' in g.board_html()


def test_piles_show_only_their_sizes_and_a_turned_up_contract_is_public():
    g = new(2, starts=(8, 10))
    html = g.board_html()
    assert "Drilling cards (face down): Copper 20, Tin 20, Nickel 20, Lead-Zinc 20" in html
    assert "Contracts left (face down): Copper 6, Tin 6, Nickel 6, Lead-Zinc 6" in html
    assert "high" not in html.lower().replace("highest", "")       # no card grade is ever shown
    own(g, 0, "D14", units=6)
    place(g, 0, 1, "inner")
    top_contract(g, "copper-3")
    roll(g, 1, 2)                                     # inner 1 -> 4, a contract square
    act(g, "draw", "copper")
    html = g.board_html()
    assert "Turned up: Copper contract for 5 units" in html
    assert "Contracts left (face down): Copper 6," in html       # still in the pile until accepted


def test_the_same_board_for_every_viewer_except_the_you_label():
    g = new(3, starts=(8, 10, 12))
    teacher, onlooker, ana = g.board_html(None), g.board_html(-1), g.board_html(0)
    assert teacher == onlooker
    assert ana.replace(" (you)", "") == teacher and "Ana (you)" in ana


def test_a_bankrupt_company_is_marked_and_its_token_leaves_the_board():
    g = broke(3)
    go_bankrupt(g)
    html = g.board_html()
    assert 'class="mg-company mg-bankrupt" data-player="0"' in html and "BANKRUPT" in html
    assert 0 not in tokens(html)


def test_initials_stay_different():
    assert board.initials(["Ana", "Ben", "Cy"]) == ["A", "B", "C"]
    assert board.initials(["Ana", "Abe"]) == ["A1", "A2"]


@pytest.mark.parametrize("metal", METALS)
def test_price_bands_shade_paying_nothing_and_losing_incomes(metal):
    g = mg.new_game("murfett", players=2, seed=1)
    bands = g.track_bands(f"price.{metal}")
    assert bands == [(1, 10, "sale pays"), (0, 0, "sale pays nothing"), (-4, -1, "sale loses money")]
    assert g.track_bands("money") == []


def test_outcome_counts_bankrupt_seats_and_contracts():
    g = broke(3)
    go_bankrupt(g)
    assert g.outcome() == {"rulebook_ending": 1, "bankrupt": 1, "bankrupt_0": 1, "bankrupt_1": 0, "bankrupt_2": 0,
                           "contracts_completed": 0, "contracts_running": 0}


def test_the_projector_board_has_every_square_a_code_and_a_legend():
    from mining_games.murfett import board_projector as bp
    from mining_games.murfett.data import CIRCUITS

    g = new(3, starts=(13, 13, 30))
    html = g.board_html(None, projector=True)
    assert "mg-murfett-projector" in html and "mg-murfett-projector" not in g.board_html()
    for circuit in ("outer", "inner"):
        drawn = re.findall(rf'class="mg-square" data-circuit="{circuit}" data-square="(\d+)"', html)
        assert sorted(map(int, drawn)) == list(range(1, BOARD_SIZE + 1))
    sizes = {float(s) for s in re.findall(r'<text[^>]*font-size="([\d.]+)"', html.split("</svg>")[0])}
    assert sizes == {bp.FONT}
    legend = re.sub(r"<[^>]+>", "", bp.legend_html())
    for circuit in ("outer", "inner"):
        for n in range(1, BOARD_SIZE + 1):
            kind = CIRCUITS[circuit][n][0]
            if kind in ("price", "income"):
                assert f"{circuit} {n}" in legend
    assert len(re.findall(r'<g class="mg-token"', html)) == 3
    assert html.count('class="mg-price mg-price-now"') == len(METALS)

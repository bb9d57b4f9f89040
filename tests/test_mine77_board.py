"""Mine 77 board view: what each viewer sees (hands, Secret Objectives, Elven orders), and every part of
the board with the game's numbers: the time track, the Steam track and its marker, the rondels' segments,
action spaces, workers, Blocked and Barred markers, the orders, the Train, the Hospital, the players."""

import re

import mining_games as mg
from mining_games.bots import seat_bots
from mining_games.mine77.data import BANG, RESOURCES, SEGMENTS, STEAM_BOXES, STEAM_FLOOR, res_word
from mining_games.mine77.game import Mine77


def text(html):
    return re.sub(r"\s+", " ", re.sub(r"<style>.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def panel(html, p):
    start = html.index(f'<div class="m77-player" data-player="{p}"')
    nxt = html.find('<div class="m77-player"', start + 10)
    return html[start:nxt if nxt > 0 else len(html)]


def segment(html, seg):
    start = html.index(f'<div class="m77-seg" data-segment="{seg}">')
    return html[start:html.index('<div class="m77-seg"', start + 10) if seg not in (6, 13) else
                html.index("m77-centre", start)]


def box(html, cls):
    """The words of a box of the board (orders, Train, Hospital, Embassy)."""
    return text(re.search(rf'<div class="m77-box {cls}">(.*?)</div></div>', html, flags=re.S).group(1))


def new(n=3, **kw):
    return Mine77(players=["Ana", "Ben", "Cy"][:n], seed=kw.pop("seed", 1), **kw)


def advanced(decisions=120, seed=3):
    g = mg.new_game("mine77", players=["Ana", "Ben"], npcs=["sergio"], seed=seed)
    bots = seat_bots(g, {0: "foreman", 1: "free_rider"})
    for _ in range(decisions):
        p = g.to_act[0]
        g.apply(bots[p].choose(g, p))
    return g


def test_hands_and_objectives_are_shown_to_their_owner_and_the_teacher_only():
    g = new()
    while g.stage == "objective":               # everybody keeps an objective; then the hands are dealt
        g.apply(g.legal_actions(g.to_act[0])[0])
    objective = g.objective_words(g.objective(0))
    for viewer in (0, None):
        ana = text(panel(g.board_html(viewer), 0))
        assert f"Secret Objective : {objective}" in ana
        assert "Hand (5 cards):" in ana and g.card_words(g.hand(0)[0]) in ana
    for viewer in (1, -1):
        ana = text(panel(g.board_html(viewer), 0))
        assert "Hand : 5 Work Order cards (hidden)" in ana and "Secret Objective : hidden" in ana
        assert objective not in ana


def test_hidden_cards_are_never_in_the_html_of_another_seat():
    g = new()
    while g.stage == "objective":
        g.apply(g.legal_actions(g.to_act[0])[0])
    ana_cards = {g.card_words(c) for c in g.hand(0)}
    ben_cards = {g.card_words(c) for c in g.hand(1)}
    html = panel(g.board_html(1), 0)
    assert all(c not in text(html) for c in ana_cards - ben_cards)


def test_the_board_says_whose_view_it_is():
    g = new()
    assert "Teacher's view" in g.board_html(None)
    assert "Onlooker's view" in g.board_html(-1)
    assert "Ben's view" in g.board_html(1)


def test_steam_track_runs_from_the_floor_to_bang_with_the_marker():
    g = new()
    html = g.board_html(None)
    steps = re.findall(r'data-steam="(-?\d+)"', html)
    assert [int(s) for s in steps] == list(range(STEAM_FLOOR, BANG + 1))
    assert '<div class="m77-step m77-now" data-steam="3">3</div>' in html
    assert len(re.findall(r'm77-step m77-deficit', html)) == 5
    assert 'm77-bang" data-steam="12">Bang!' in html
    g.arrange("track", "steam", -2)
    html = g.board_html(None)
    assert '<div class="m77-step m77-deficit m77-now" data-steam="-2">-2</div>' in html
    assert "in the deficit zone" in text(html)


def test_time_track_says_day_and_shift():
    g = new()
    assert "Day 1 of 3 , Morning → [Afternoon]" not in text(g.board_html(None))
    assert "Day 1 of 3 , [Morning] → Afternoon → Night Shift" in text(g.board_html(None))


def test_rondels_show_13_segments_spaces_blocked_markers_and_workers():
    g = new(3)
    html = g.board_html(None)
    assert sorted(int(s) for s in re.findall(r'data-segment="(\d+)"', html)) == list(range(1, 14))
    for seg, name in SEGMENTS.items():
        assert f"<b>{seg} {name}</b>" in html
    # 3 players: the 5+ space of each three-space segment is Blocked (6 markers)
    assert len(re.findall(r"\d Blocked<", html)) == 6
    assert text(segment(html, 2)).startswith("2 Processing Plant 1 free 2 free 3 Blocked")
    # every worker starts at the Entrance
    entrance = text(segment(html, 1))
    assert entrance.count("Ana") == 4 and entrance.count("Cy") == 4
    assert "box 1 (3 Steam) free" in text(segment(html, 12)) and "box 4 (1 Steam) free" in text(segment(html, 12))


def test_taken_spaces_and_workers_follow_the_game():
    g = advanced()
    html = g.board_html(None)
    st = g.view(None)["state"]
    for seg, spaces in st["spaces"].items():
        words = text(segment(html, int(seg)))
        for k, o in enumerate(spaces):
            label = f"box {k + 1} ({STEAM_BOXES[k]} Steam)" if int(seg) == 12 else f"{k + 1}"
            if o >= 0:
                assert f"{label} {g.players[o]}" in words
            elif o == -1:
                assert f"{label} free" in words
    for p, ws in enumerate(g.workers):
        for w, loc in enumerate(ws):
            if isinstance(loc, int):
                assert f"{g.players[p]} {'I II III IV'.split()[w]}" in text(segment(html, loc))


def test_barred_markers_for_an_npc():
    g = advanced(decisions=5)
    html = g.board_html(None)
    for seg in (4, 5, 2, 13):          # Simple Sergio never acts at Research, Commissariat, Processing, Shredder
        assert "Barred: Simple Sergio" in segment(html, seg)
    assert "Barred" not in segment(html, 9)
    assert "Barred" not in new().board_html(None)


def test_orders_show_today_with_what_is_delivered_and_tomorrow():
    g = new()
    g.arrange("today", ["coal", "gems", "any"])
    g.today["filled"][0] = "coal"
    html = g.board_html(None)
    orders = box(html, "m77-orders")
    assert "Government Orders: 1 of 3 resources delivered today" in orders
    assert "Today: Coal: 1 Coal ✓ Gem Any Resource" in orders
    assert "Tomorrow:" in orders


def test_train_carts_load_and_seats():
    g = new()
    g.arrange("move", "coal", 2, "supply", "cart1")
    g.train[1]["seats"][0] = [2, 3]
    html = g.board_html(None)
    train = box(html, "m77-train")
    assert "Cart 2 (2 of 4): 2 Coal · seat 1: Cy IV · seat 2: free" in train
    assert "Cart 1 (0 of 4): empty" in train


def test_hospital_shows_wounded_workers():
    g = new()
    g.arrange("worker", 1, 2, "ICU")
    g.arrange("worker", 0, 0, "Ward")
    html = g.board_html(None)
    hosp = box(html, "m77-hospital")
    assert hosp == "Hospital Intensive Care: Ben III General Ward: Ana I"
    assert "III Intensive Care" in text(panel(html, 1))


def test_player_panel_numbers_come_from_the_ledger():
    g = new()
    g.arrange("give", 0, "rosette", 3)
    g.arrange("give", 0, "vp", 5)
    g.arrange("give", 0, "coal", 2)
    g.arrange("give", 0, "private_steam", 1)
    g.arrange("give", 0, "battle", 1)
    ana = text(panel(g.board_html(-1), 0))
    assert "Ana : 5 VP · 3 Rosettes · Private Steam 1 of 2 · 0 Magic" in ana
    assert "Warehouse (2 of 4 spaces): 2 Coal" in ana
    assert "Trophies : 1 Battle Trophy" in ana


def test_projector_layout_has_the_same_facts_in_two_columns():
    g = advanced()
    full, proj = g.board_html(None), g.board_html(None, projector=True)
    assert 'class="mg-board-inner m77-board m77-projector"' in proj and '<div class="m77-cols">' in proj
    assert 'class="mg-board-inner m77-board"' in full and '<div class="m77-cols">' not in full
    for part in ("m77-steam", "m77-orders", "m77-train", "m77-hospital", "m77-embassy", 'data-segment="13"',
                 'data-player="2"'):
        assert part in proj
    assert sorted(re.findall(r'data-segment="(\d+)"', proj)) == sorted(re.findall(r'data-segment="(\d+)"', full))


def test_projector_list_shows_each_players_workers_on_a_segment_as_one_chip():
    """At the start every worker stands on the Entrance: the projector's list gives one chip per player ("Ana I II
    III IV", an NPC by its first name) so the crowd fits a line, while the full board keeps one chip per worker."""
    g = Mine77(players=["Ana", "Ben"], npcs=["sergio"], seed=2)
    entrance = re.search(r'<div class="m77-seg m77-segline" data-segment="1">(.*?)</div>',
                         g.board_html(None, projector=True)).group(1)
    chips = re.findall(r'<span class="m77-worker"[^>]*>([^<]*)</span>', entrance)
    assert chips == ["Ana I II III IV", "Ben I II III IV", "Sergio I II III IV"]
    full = g.board_html(None)
    assert full.count('class="m77-worker"') == 12 and ">Simple Sergio IV</span>" in full


def test_projector_puts_the_hospital_left_and_shortens_each_panel():
    """The Hospital and the Embassy go under the Train, so the players' panels (longest late in a game) have the
    right column to themselves; each panel puts its Trophies, hand and Secret Objective on one line."""
    five = Mine77(players=["Ana", "Ben", "Cy", "Dee", "Eve"], seed=2)
    three = new(3)
    for g in (five, three):
        html = g.board_html(-1, projector=True)
        columns = html.split('<div class="m77-cols">', 1)[1]
        first = columns[:columns.index("m77-rondel")]
        assert "m77-hospital" in first and "m77-embassy" in first
        assert "m77-hospital" in html and "m77-embassy" in html
        for p in range(len(g.players)):
            lines = [text(line) for line in re.findall(r"<div>(.*?)</div>", panel(html, p))]
            assert ("Trophies : none · Hand : 0 Work Order cards (hidden) · Secret Objective : hidden"
                    in lines), lines
    lines = [text(line) for line in re.findall(r"<div>(.*?)</div>", panel(five.board_html(-1), 0))]
    assert "Trophies : none" in lines and "Secret Objective : hidden" in lines     # the full board: a line each


def test_projector_says_the_orders_and_the_steam_boxes_in_fewer_words():
    """1280x720 late in a game: a filled order slot says only what filled it, a Steam Generation box only its
    Steam (the boxes in their order), the Hospital and the Embassy each on one line with their title; the full
    board keeps the long words."""
    g = new()
    g.arrange("today", ["coal", "gems", "any"])
    g.today["filled"][0] = "coal"
    g.today["filled"][2] = "flax"
    proj, full = g.board_html(None, projector=True), g.board_html(None)
    assert ("Government Orders: 2 of 3 delivered today Today: Coal ✓ Gem Flax ✓"
            in box(proj, "m77-orders")), box(proj, "m77-orders")
    assert "Each one missing at night: 1 VP from all (or 2 Rosettes)." in box(proj, "m77-orders")
    assert "Today: Coal: 1 Coal ✓ Gem Any Resource: 1 Flax ✓" in box(full, "m77-orders")
    steam = text(re.search(r'<div class="m77-seg m77-segline" data-segment="12">(.*?)</div>', proj).group(1))
    assert steam.startswith("12 Steam Generation 3 Steam: free 2 Steam: free 2 Steam: free 1 Steam: free"), steam
    assert "box 1 (3 Steam) free" in text(segment(full, 12))
    hospital = re.search(r'<div class="m77-box m77-hospital">(.*?)</div>', proj).group(1)
    embassy = re.search(r'<div class="m77-box m77-embassy">(.*?)</div>', proj).group(1)
    assert text(hospital) == "Hospital · Intensive Care: empty · General Ward: empty", text(hospital)
    assert text(embassy) == "Elven Embassy · box 1: free · box 2: free · box 3: free", text(embassy)


def test_board_wording():
    from mining_games.core.words import wording_problems
    g = advanced()
    for viewer in (None, 0, -1):
        assert wording_problems(text(g.board_html(viewer))) == []


def test_promises_due_at_night_are_on_the_board():
    g = new()
    assert "m77-promises" not in g.board_html(None)
    g.promises = [{"from": 0, "to": 2, "items": {"gold": 1, "rosette": 2}, "day": 1}]
    promised = box(g.board_html(-1), "m77-promises")
    assert promised == ("Promises due at the Night Shift Ana promised Cy 1 Gold and 2 Rosettes Deals are not "
                        "binding: breaking one costs nothing.")
    g2 = new(binding_deals=True)
    g2.promises = [{"from": 1, "to": 0, "items": {"coal": 1}, "day": 1}]
    assert "Deals are binding: a broken promise costs 1 Rosette, or 1 VP." in box(g2.board_html(None, projector=True),
                                                                               "m77-promises")


def test_the_farm_shows_each_field_and_the_farming_supply():
    g = new()

    def words(counts):
        return ", ".join(res_word(r, counts[r]) for r in RESOURCES if counts.get(r))
    fields = " · ".join(f"field {k}: {words({r: f.count(r) for r in f})}" for k, f in enumerate(g.fields, start=1))
    supply = g.view(-1)["ledger"]["farm"]
    assert box(g.board_html(-1), "m77-farm") == f"Farm {fields} Farming supply: {words(supply)}"
    assert sum(supply.values()) == 11 and "Mushroom" in box(g.board_html(-1), "m77-farm")
    assert "m77-farm" not in g.board_html(-1, projector=True)

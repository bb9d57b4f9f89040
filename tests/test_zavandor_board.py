"""Zavandor board view: what each viewer sees (hands, sealed and frozen bids), the King, the rows."""

import re
from html import escape

import mining_games as mg
from mining_games.zavandor import scenario
from mining_games.zavandor.data import CARDS, HALLS, HAND_PILE, LEFT_PILE, MIDDLE_PILE, RIGHT_PILE

GEMS = ("SAPPHIRE", "EMERALD", "DIAMOND", "RUBY")


def game(players=("Anna", "Bert"), seed=1):
    return mg.new_game("zavandor", players=list(players), seed=seed)


def panel(html, p):
    """The HTML of player p's panel on the board."""
    start = html.index(f'<div class="zv-player" data-player="{p}"')
    nxt = html.find('<div class="zv-player"', start + 10)
    return html[start:nxt if nxt > 0 else len(html)]


def line(html, cls):
    """The text of the first paragraph with this class, tags removed."""
    m = re.search(rf'<p class="{cls}[^"]*">(.*?)</p>', html)
    return re.sub(r"<[^>]+>", "", m.group(1)) if m else None


def test_a_hand_is_shown_to_its_owner_and_the_teacher_only():
    g = game()
    scenario.set_hand(g, 0, [2, 1, 0, 3])
    for viewer in (0, None):
        assert line(panel(g.board_html(viewer), 0), "zv-hand") == "Hand (6 cards): 2 SAPPHIRE 1 EMERALD 3 RUBY"
    for viewer in (1, -1):
        anna = panel(g.board_html(viewer), 0)
        assert line(anna, "zv-hand") == "Hand: 6 cards (hidden)"
        assert "zv-gem" not in anna.split('<p><b>Mine gallery')[0]     # no gem chip before the gallery
    bert = panel(g.board_html(0), 1)
    assert line(bert, "zv-hand") == f"Hand: {g.pile_size(HAND_PILE[1])} cards (hidden)"


def test_the_board_says_whose_view_it_is():
    g = game()
    assert "Teacher's view" in g.board_html(None)
    assert "Onlooker's view" in g.board_html(-1)
    assert "Bert's view" in g.board_html(1)
    assert ", you)" in panel(g.board_html(0), 0) and ", you)" not in panel(g.board_html(0), 1)
    assert "starting player" in panel(g.board_html(-1), 0)


def test_sealed_bids_are_never_shown_to_others_before_the_reveal():
    g = scenario.skip_to(game(), stage="bid")
    scenario.set_hand(g, 0, [2, 0, 0, 3])
    scenario.set_hand(g, 1, [4, 0, 0, 0])
    for gem in ("ruby", "ruby", "sapphire"):
        g.apply(g.action(0, "bid", gem))
    mine = panel(g.board_html(0), 0)
    assert line(mine, "zv-draft") == "Bid being chosen (secret): 1 SAPPHIRE 2 RUBY"
    assert line(mine, "zv-hand") == "Hand (2 cards): 1 SAPPHIRE 1 RUBY"
    for viewer in (1, -1):
        other = panel(g.board_html(viewer), 0)
        assert line(other, "zv-hand") == "Hand and sealed bid: 5 cards (hidden) · choosing a bid"
        assert "zv-draft" not in other and "RUBY" not in other.split("Mine gallery")[0]
    g.apply(g.action(0, "seal"))
    assert line(panel(g.board_html(0), 0), "zv-bid") == "Sealed bid (secret until the reveal): 1 SAPPHIRE 2 RUBY"
    after = panel(g.board_html(1), 0)
    assert line(after, "zv-hand") == "Hand and sealed bid: 5 cards (hidden) · bid sealed"
    assert "zv-bid" not in after and "zv-frozen" not in after
    assert line(panel(g.board_html(None), 0), "zv-bid") == "Sealed bid (secret until the reveal): 1 SAPPHIRE 2 RUBY"


def test_frozen_losing_bids_are_shown_to_everyone_after_the_reveal():
    """The rulebook's Bert and Anna auction: Bert's 2 EMERALD and Anna's 1 SAPPHIRE stay on the table."""
    g = scenario.skip_to(game(), stage="bid")
    scenario.set_hand(g, 0, [1, 5, 1, 0])                # 2 EMERALD more than her bid: she can upgrade
    scenario.set_hand(g, 1, [9, 2, 0, 0])
    for p, bid in ((0, [1, 3, 1, 0]), (1, [9, 2, 0, 0])):
        for gi, n in enumerate(bid):
            for _ in range(n):
                g.apply(g.action(p, "bid", GEMS[gi].lower()))
        g.apply(g.action(p, "seal"))
    g.apply(g.action(0, "claim", "emerald", ""))
    g.apply(g.action(1, "claim", "sapphire", ""))
    assert g.stage == "king"
    for viewer in (None, -1, 0, 1):
        html = g.board_html(viewer)
        assert line(panel(html, 1), "zv-frozen") == "Bid on the table: 2 EMERALD"
        assert line(panel(html, 0), "zv-frozen") == "Bid on the table: 1 SAPPHIRE"
    g.apply(g.action(1, "king", 2))                      # Emerald Stair: a King slot costs 2 EMERALD
    assert g.phase == "Upgrade" and g.to_act == (0,)
    for viewer in (None, -1, 0, 1):
        html = g.board_html(viewer)
        assert line(panel(html, 1), "zv-frozen") == "Frozen bid on the table (back to hand after Upgrade): 2 EMERALD"
        assert line(panel(html, 0), "zv-frozen") == \
            "Frozen bid on the table (back to hand after Upgrade): 1 SAPPHIRE"
    g.apply(g.action(0, "done_upgrading"))
    assert g.round == 2 and "zv-frozen" not in g.board_html(None)


def test_the_king_is_drawn_in_his_hall_with_its_price():
    g = game()
    html = g.board_html(None)
    assert re.findall(r'class="zv-hall zv-king" data-hall="(\d+)"', html) == ["0"]
    assert "is in the <b>Great Hall</b>" in html
    scenario.place_king(g, 8)
    html = g.board_html(-1)
    assert re.findall(r'class="zv-hall zv-king" data-hall="(\d+)"', html) == ["8"]
    assert "is in the <b>Treasury</b>: a King slot costs <b>2 DIAMOND</b> now" in html
    assert "Next: Crystal Bridge (1 EMERALD, 1 DIAMOND)" in html
    assert html.count('class="zv-hall') == len(HALLS) == 19


def test_the_auction_board_shows_three_columns_per_row_and_missing_rows():
    g = game(players=("Anna", "Bert", "Cy"))
    html = g.board_html(None)
    rows = re.findall(r'<tr class="zv-row[^"]*" data-row="(\d)"', html)
    assert rows == ["3", "2", "1", "0"]                                  # RUBY, DIAMOND, EMERALD, SAPPHIRE
    assert "No improvements in this row with 3 players" in html           # the RUBY row
    for row in (2, 1, 0):
        [right], [middle], deck = g.pile(RIGHT_PILE[row]), g.pile(MIDDLE_PILE[row]), g.pile(LEFT_PILE[row])
        assert f'data-card="{right}"' in html and f'data-card="{middle}"' in html
        assert escape(CARDS[deck[0]].name) in html                         # the next card of the face-up deck
        assert f"<b>{len(deck)}</b> cards face up" in html


def test_markers_on_the_gallery_match_the_items():
    g = game()
    scenario.give_improvement(g, 0, "D01", 2)
    scenario.set_markers(g, 0, "family", 3)
    anna = panel(g.board_html(-1), 0)
    filled = anna.count('title="marker"')
    assert filled == 3 + 0 + 1 + 2                       # Family 3, Packdragon 0, Starting scroll 1, clan 2
    assert "Ironfoot Clan" in anna and "IRON cards 1/1/2/2 by markers, now 2" in anna
    assert "3 of 8" in anna and "2 of 5 gallery spaces used" in anna


def test_track_bands_mark_the_coronation_chamber():
    g = game()
    assert g.track_bands("king") == [(18, 18, "Coronation Chamber: last round")]
    assert g.track_bands("winning_bid.ruby") == []


def projector_panel(html, p):
    start = re.search(rf'<div class="zv-block zv-player( zv-full)?" data-player="{p}"', html).start()
    nxt = html.find('<div class="zv-block zv-player', start + 10)
    return html[start:nxt if nxt > 0 else len(html)]


def test_the_projector_layout_shows_hands_as_the_full_board_does():
    g = game()
    scenario.set_hand(g, 0, [2, 1, 0, 3])
    for viewer in (0, None):
        html = g.board_html(viewer, projector=True)
        assert 'class="zv-board zv-projector"' not in g.board_html(viewer)
        assert "zv-projector" in html
        assert line(projector_panel(html, 0), "zv-hand") == "Hand (6 cards): 2 SAPPHIRE 1 EMERALD 3 RUBY"
    for viewer in (1, -1):
        assert line(projector_panel(g.board_html(viewer, projector=True), 0), "zv-hand") == "Hand: 6 cards (hidden)"


def test_the_projector_layout_has_every_row_the_king_and_the_decks():
    g = game(players=("Anna", "Bert", "Cy", "Dan"))
    html = g.board_html(None, projector=True)
    assert len(re.findall(r'class="zv-block zv-row[^"]*" data-row="\d"', html)) == 4
    assert 'class="zv-offer"' in html and "ON OFFER NOW" in html
    assert f"<b>{escape(HALLS[g.view(None)['state']['king']].name)}</b>" in html
    text = re.sub(r"<[^>]+>", "", html)
    for deck in ("WOODEN", "COPPER", "IRON", "BRONZE"):
        assert re.search(rf"{deck} \d+", text), deck
    assert "<svg" not in html                  # the King's path is said in words


def test_the_projector_layout_shows_the_deciding_seats_gallery_in_full_and_the_others_short():
    """Room on one screen: every player's hand, income and items, but upgrade slots only for the deciding seat."""
    g = scenario.skip_to(game(players=("Anna", "Bert", "Cy")), stage="bid")
    deciding = g.to_act[0]
    for viewer, full in ((None, deciding), (-1, deciding), (1, 1)):
        html = g.board_html(viewer, projector=True)
        assert re.findall(r'class="zv-block zv-player zv-full" data-player="(\d)"', html) == [str(full)]
        for p in range(3):
            mine = projector_panel(html, p)
            assert line(mine, "zv-income") == "Income each round: 2 WOODEN"      # Family clan, level 1
            if p == full:
                assert "Mine gallery" in mine and 'title="empty slot"' in mine
            else:
                assert line(mine, "zv-gallery-short").startswith("Gallery (1 of 5 spaces): Family clan 1 of 8 · ")
                assert 'title="empty slot"' not in mine
    html = g.board_html(None, projector=True)
    for row in range(4):                     # the middle card's name and the deck's size, in one line
        assert re.search(r'Next round: [^<·]+ · deck \d+</div>', html.split(f'data-row="{row}"')[1]), row


def test_the_kings_path_is_text_that_grows_with_the_page():
    """The full board's King's path is HTML (no SVG whose labels stay at 8-9 px when the page grows)."""
    g = game()
    scenario.place_king(g, 8)
    html = g.board_html(None)
    assert "<svg" not in html and 'class="zv-path"' in html
    assert re.findall(r'class="zv-hall zv-passed" data-hall="(\d+)"', html) == ["0"]      # his route: the Great Hall
    for h in HALLS[8].next:
        assert f'class="zv-hall zv-next" data-hall="{h}"' in html
    assert "<b>Crystal<br>Bridge</b>" in html and "KING" in html

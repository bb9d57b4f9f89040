"""Words on and in the players' colours are readable: WCAG 2.1 AA asks 4.5:1 of text (1.4.3 Contrast)."""

from mining_games.palette import PLAYER_COLORS, contrast, ink_on, text_color


def test_words_on_a_player_colour_stand_out():
    for color in PLAYER_COLORS:
        assert contrast(ink_on(color), color) >= 4.5, color


def test_words_in_a_player_colour_are_darkened_just_enough():
    assert contrast("#000000", "#FFFFFF") == 21
    for color in PLAYER_COLORS:
        shade = text_color(color)
        assert contrast(shade, "#F5F5F5") >= 4.5 and contrast(shade, "#FFFFFF") >= 4.5, (color, shade)
    assert text_color("#0072B2") == "#0072B2"                   # dark enough already: kept
    assert text_color("#E69F00") != "#E69F00"

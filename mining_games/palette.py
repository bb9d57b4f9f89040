"""One colour-blind-safe palette (Okabe-Ito) for players, shared by board views and charts.

Players get the vivid Okabe-Ito colours. Everything else that holds things (the bank, the supply, a
tile, a deck) gets one of a few neutral tones that differ in lightness, so a holder is never mistaken
for a player and the tones stay apart for colour-blind readers.
"""

import functools

# Okabe & Ito (2008). Yellow (#F0E442) is left out of player colours: it is unreadable on white.
PLAYER_COLORS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
NEUTRAL = "#6B6B6B"
# Greys and browns of different lightness for holders that are not players.
HOLDER_COLORS = (NEUTRAL, "#8C6D46", "#A3A3A3", "#4D4D4D", "#B59A78", "#7A7A7A")
# Gauges (Planet Health, prices) on their own chart: Paul Tol's colour-blind-safe "muted" set, dark first.
TRACK_COLORS = ("#332288", "#117733", "#882255", "#44AA99", "#999933", "#CC6677", "#AA4499", "#88CCEE")


def player_color(p):
    """The colour of player ``p`` (None: neutral grey for the bank, the supply, the board)."""
    if p is None:
        return NEUTRAL
    return PLAYER_COLORS[p % len(PLAYER_COLORS)]


def holder_color(i):
    """The neutral tone of the ``i``-th holder that is not a player (in board order)."""
    return HOLDER_COLORS[i % len(HOLDER_COLORS)]


def track_color(i):
    """The colour of the ``i``-th gauge on a chart, for games that do not colour their gauges."""
    return TRACK_COLORS[i % len(TRACK_COLORS)]


def _luminance(color):
    """The relative luminance of ``#RRGGBB`` (WCAG 2.1's definition, from 0 for black to 1 for white)."""
    c = [int(color[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG 2.1's contrast ratio of two ``#RRGGBB`` colours, from 1 (the same) to 21 (black on white)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@functools.cache
def ink_on(color):
    """The colour to write on a ``#RRGGBB`` background: black or white, whichever stands out more (WCAG 2.1's
    contrast ratio, 1.4.3). White on the darker player colours (blue, black), black on the lighter ones: white
    on orange (#E69F00) is 2.1:1, black 9.7:1."""
    return "#000000" if contrast(color, "#000000") > contrast(color, "#FFFFFF") else "#FFFFFF"


@functools.cache
def text_color(color, background="#F5F5F5"):
    """``color`` for words on a light ``background``: darkened (mixed with black, the hue kept) just enough for
    the 4.5:1 contrast WCAG 2.1 AA asks of text (1.4.3). A player's name written in their colour stays theirs:
    orange #E69F00 (2.0:1 on white) becomes a brown-orange; blue #0072B2 (5.0:1) is kept."""
    rgb = [int(color[i:i + 2], 16) for i in (1, 3, 5)]
    for step in range(101):
        shade = "#" + "".join(f"{round(c * (1 - step / 100)):02X}" for c in rgb)
        if contrast(shade, background) >= 4.5:
            return shade
    return "#000000"


def translucent(color, alpha):
    """``#RRGGBB`` as ``rgba(r,g,b,alpha)``: the same hue, see-through (Sankey links, bands)."""
    r, g, b = (int(color[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha})"

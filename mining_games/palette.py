"""One colour-blind-safe palette (Okabe-Ito) for players, shared by board views and charts."""

# Okabe & Ito (2008). Yellow (#F0E442) is left out of player colours: it is unreadable on white.
PLAYER_COLORS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
NEUTRAL = "#6B6B6B"


def player_color(p):
    """The colour of player ``p`` (None: neutral grey for the bank, the supply, the board)."""
    if p is None:
        return NEUTRAL
    return PLAYER_COLORS[p % len(PLAYER_COLORS)]

"""ARDEVUR's options: the rulebook's choices before a match (mode, optional rules, endgame)."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class ArdevurOptions(Options):
    mode: str = option(
        "standard", choices=("standard", "fair_play", "clash"), label="Action cards",
        value_words={"standard": "Standard", "fair_play": "Fair Play", "clash": "Clash of Titans"},
        help="Game Mode: A Standard, B Fair Play (no Action cards), C Clash of Titans (up to 4 Action cards, "
             "one gained with every extraction)")
    launched_start: bool = option(
        False, source="variant", label="Launched Start",
        help="Launched Start (optional rule): skip the auctions, deal 4 random Territories, one already a mine")
    remove_cards: bool = option(
        True, label="fewer Development cards for 2 or 3 players",
        help="Remove Development cards for 2 and 3 players as the 'Table for Four?' scheme recommends")
    round_limit: int = option(
        0, min=0, max=200, source="variant", label="round limit", value_words={0: "none"},
        help="Custom endgame agreed before the match: stop after this many rounds (0: no limit, play to Total "
             "Control); stands in for the rulebook's 'minute 64'")

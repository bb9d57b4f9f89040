"""Options of The Mines of Zavandor: the rulebook's numbers as defaults, plus the board variant."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class ZavandorOptions(Options):
    board_side: str = option(
        "front", choices=("front", "reverse"), source="variant", label="player boards",
        value_words={"front": "front side", "reverse": "reverse side (shields)"},
        help="Player boards: the front side (base game) or the shield sides with different Family clans "
             "(Variant with Different Player Boards)")
    income_limit: int = option(
        6, min=1, max=20, label="income limit",
        help="Most cards a player may take from Family and Dwarven clans in one Income phase")
    improvement_bid: int = option(
        3, min=1, max=6, label="cards to take an improvement",
        help="Cards of a row's gem a winner needs to take that row's improvement")
    bonus_vp: int = option(4, min=0, max=10, label="bonus points for a high bid",
                           help="Bonus points for a very high winning bid")
    bank_rate: int = option(2, min=1, max=4, label="bank rate",
                            help="Cards paid to the bank for one card of your choice")
    gems_per_vp: int = option(3, min=1, max=6, label="gem cards per victory point",
                              help="Gem cards per victory point bought at the end of the game")
    trade_offers: int = option(
        3, min=0, max=10, source="reconstructed", label="trade offers per Trade phase",
        rationale="the rulebook sets no limit; a bound keeps games with computer players finite",
        help="Trade offers a player may start in one Trade phase")
    offer_size: int = option(
        4, min=1, max=10, source="reconstructed", label="cards per side of an offer",
        rationale="keeps offer menus short; the rulebook allows any number of cards",
        help="Most cards on each side of one trade offer")

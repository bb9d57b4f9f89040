"""The five games of the project, what each teaches, and whether it is playable yet."""

FIVE_GAMES = (
    ("titans", "Titans", "titans.txt",
     "tragedy of the commons, renewable resources, externalities"),
    ("murfett", "The Mining Board Game (Murfett, 1983)", "murfett.txt",
     "exploration risk and expected value, forward contracts, price cycles, bankruptcy"),
    ("zavandor", "The Mines of Zavandor", "zavandor.txt",
     "sealed-bid auctions, exchange rates, compounding investment"),
    ("mine77", "Mine 77", "mine77.txt",
     "public goods and free riding, collective targets, bargaining"),
    ("ardevur", "ARDEVUR", "ardevur.txt",
     "supply chains, infrastructure tolls, price risk, leverage, anti-monopoly rules"),
)


def status_table():
    """One row per game: name, title, rulebook, economics, and 'playable' or 'not yet implemented'."""
    from mining_games import GAMES

    return [{"game": key, "title": title, "rulebook": book, "economics": econ,
             "status": "playable" if key in GAMES else "not yet implemented"}
            for key, title, book, econ in FIVE_GAMES]

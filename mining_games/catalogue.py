"""The five games of the project, what each teaches, its notebooks, and whether it is playable yet."""

import pathlib

FIVE_GAMES = (
    ("titans", "Titans", "titans.txt",
     "tragedy of the commons, externalities, a rule change as a policy lever",
     ("titans.ipynb", "lesson_commons.ipynb")),
    ("murfett", "The Mining Board Game (Murfett, 1983)", "murfett.txt",
     "exploration risk and expected value, price risk of contracts paid at future spot prices, "
     "binding commitments, bankruptcy",
     ("murfett.ipynb", "lesson_contracts_and_price_risk.ipynb")),
    ("zavandor", "The Mines of Zavandor", "zavandor.txt",
     "sealed-bid auctions, exchange rates, compounding investment",
     ("zavandor.ipynb", "lesson_auctions.ipynb")),
    ("mine77", "Mine 77", "mine77.txt",
     "public goods and free riding, collective targets, bargaining",
     ("mine77.ipynb", "lesson_public_goods.ipynb")),
    ("ardevur", "ARDEVUR", "ardevur.txt",
     "supply chains, infrastructure tolls, price risk, leverage, anti-monopoly rules",
     ("ardevur.ipynb", "lesson_supply_chains.ipynb")),
)

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"


def status_table():
    """One row per game: name, title, rulebook, economics, status, and its notebooks that exist."""
    from mining_games import GAMES

    return [{"game": key, "title": title, "rulebook": book, "economics": econ,
             "status": _status(key in GAMES, any((NOTEBOOKS / n).exists() for n in notebooks)),
             "notebooks": ", ".join(n for n in notebooks if (NOTEBOOKS / n).exists())}
            for key, title, book, econ, notebooks in FIVE_GAMES]


def _status(registered, has_notebooks):
    if registered and has_notebooks:
        return "playable"
    if registered:
        return "rules engine and bots (play it in Python or with mining-games play); its table and lesson are to come"
    return "not yet implemented"


def notebook_links_html(folder=None):
    """Links to every walkthrough and lesson that exists, game by game (for the start page)."""
    folder = pathlib.Path(folder) if folder else NOTEBOOKS
    items = []
    for _key, title, _book, econ, notebooks in FIVE_GAMES:
        links = [f'<a href="{n}" target="_blank">{n.removesuffix(".ipynb").replace("_", " ")}</a>'
                 for n in notebooks if (folder / n).exists()]
        if links:
            items.append(f"<li><b>{title}</b> ({econ}): {' · '.join(links)}</li>")
    return "<ul>" + "".join(items) + "</ul>"

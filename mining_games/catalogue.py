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


# The lessons, for the start page: (notebook, title, economics topic, game, minutes). The titles are the
# notebooks' own headings, shortened; every lesson plans its time for one 45-minute class.
LESSONS = (
    ("lesson_commons.ipynb", "The tragedy of the commons", "Commons and externalities", "Titans", 45),
    ("lesson_public_goods.ipynb", "Who keeps the Steam up?", "Public goods and free riding", "Mine 77", 45),
    ("lesson_auctions.ipynb", "Sealed bids, exchange rates and investing", "Auctions and investment",
     "The Mines of Zavandor", 45),
    ("lesson_contracts_and_price_risk.ipynb", "Exploration, contracts and price risk",
     "Risk, expected value and contracts", "The Mining Board Game", 45),
    ("lesson_supply_chains.ipynb", "Supply chains, price risk and tolls", "Supply chains and infrastructure",
     "ARDEVUR", 45),
)


def lessons_html(folder=None):
    """The start page's lessons first: a table by economics topic, each with its game, the time it needs and a
    link named by its title; then the walkthroughs, each linked by its game's name."""
    from html import escape

    folder = pathlib.Path(folder) if folder else NOTEBOOKS
    rows = "".join(
        f"<tr><td>{escape(topic)}</td><td><a href=\"{nb}\" target=\"_blank\">{escape(title)}</a></td>"
        f"<td>{escape(game)}</td><td>{minutes} min</td></tr>"
        for nb, title, topic, game, minutes in LESSONS if (folder / nb).exists())
    cell = "padding:6px 12px;border-bottom:1px solid #ddd;text-align:left !important"
    table = (f"<style>.mg-start-lessons th,.mg-start-lessons td{{{cell}}}</style>"
             "<table class='mg-start-lessons' style='border-collapse:collapse;font-size:16px'>"
             "<thead><tr><th>Economics</th><th>Lesson</th><th>Game</th><th>Time</th></tr></thead>"
             f"<tbody>{rows}</tbody></table>")
    walks = [f'<li><a href="{notebooks[0]}" target="_blank">{escape(title)}, step by step</a> ({escape(econ)})</li>'
             for _key, title, _book, econ, notebooks in FIVE_GAMES if (folder / notebooks[0]).exists()]
    return (f"<h3>Lessons</h3>{table}<h3>Walkthroughs</h3><p>Every rule of a game, one step at a time, with undo "
            f"and a rule change:</p><ul style='font-size:16px'>{''.join(walks)}</ul>")

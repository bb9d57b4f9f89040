"""Tables and progress bars for people (``mining_games.widgets.show_table`` and ``progress``)."""

import pandas as pd

import mining_games as mg
from mining_games.widgets import progress, show_table
from mining_games.widgets.people import in_voila


def cells(html):
    import re

    return [re.sub(r"<.*?>", "", c) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", html)]


def test_no_row_numbers_words_for_headers_and_rounded_numbers():
    df = pd.DataFrame({"mean_money": [12.3456, 7.0], "win_share": [0.25, 0.5], "bankrupt": [True, False]})
    html = show_table(df, percent=["win_share"]).data
    assert cells(html) == ["Mean money", "Win share", "Bankrupt", "12.35", "25%", "yes", "7", "50%", "no"]


def test_a_named_index_becomes_a_column_and_headers_can_be_chosen():
    df = pd.DataFrame({"score": [3.5]}, index=pd.Index(["extractor"], name="bot"))
    assert cells(show_table(df, headers={"score": "Average score"}).data) == ["Bot", "Average score", "extractor",
                                                                               "3.50"]


def test_long_text_lists_and_missing_values_are_shown_whole():
    help_text = mg.GAMES["titans"].Options.describe()[0]["help"] + " " + "and more words " * 10
    html = show_table([{"help": help_text, "seats": ["extractor", "steward"], "max": None}]).data
    assert help_text.strip() in html and "extractor, steward" in html and "—" in html
    assert "…" not in html and "..." not in html


def test_progress_bars_only_outside_voila(monkeypatch):
    for name in ("VOILA_KERNEL_ID", "VOILA_BASE_URL", "VOILA_SERVER_URL", "VOILA_REQUEST_URL"):
        monkeypatch.delenv(name, raising=False)
    assert progress() is True and not in_voila()
    monkeypatch.setenv("VOILA_BASE_URL", "/")
    assert progress() is False and in_voila()

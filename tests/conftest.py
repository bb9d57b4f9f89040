"""Shared fixtures: the test-only Toy game and the list of games the conformance suite covers."""

import os
import pathlib
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import guide_example  # noqa: E402
from toygame import ToyGame  # noqa: E402

import mining_games as mg  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def conformance_games():
    """Every registered game, plus the test-only Toy game and Gold Gulch, the example of
    docs/writing_a_game.md built from the guide's text (``guide_example``)."""
    games = {**mg.GAMES, ToyGame.name: ToyGame}
    example = guide_example.build().game
    games.setdefault(example.name, example)
    return list(games.values())


def docs_path(cls):
    """Where a game's docs are: docs/<name>.md, or, for the guide's example, the file its guide writes."""
    example = guide_example.build()
    if cls is example.game:
        return example.docs
    return pathlib.Path(ROOT) / "docs" / f"{cls.name}.md"


@pytest.fixture
def toy():
    return ToyGame(players=["Ana", "Ben", "Cy"], seed=11)


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium through Playwright (skips, or fails in CI, without Chromium).

    Module scope: Playwright's sync API keeps an event loop running in this thread while it is
    open, which would break later tests that run their own loop (the table's autoplay)."""
    from browser import CHROMIUM_ARGS, chromium_path

    path = chromium_path()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def voila():
    """One Voila server on loopback serving notebooks/ for every browser test, as ``make app`` does (the
    folder, with the offline template); yields its base URL."""
    from browser import BIN, chromium_path, free_port, start_server, stop_server

    chromium_path()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc, log = start_server([str(BIN / "voila"), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                              "--ServerApp.port_retries=0", "--template=mining-games", "notebooks"],
                             base + "/", "voila.log")
    yield base
    stop_server(proc, log)

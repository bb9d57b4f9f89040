"""Shared fixtures: the test-only Toy game and the list of games the conformance suite covers."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from toygame import ToyGame  # noqa: E402

import mining_games as mg  # noqa: E402


def conformance_games():
    """Every registered game, plus the test-only Toy game."""
    return [*mg.GAMES.values(), ToyGame]


@pytest.fixture
def toy():
    return ToyGame(players=["Ana", "Ben", "Cy"], seed=11)

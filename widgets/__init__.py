"""Notebook widgets for mining_games (installed as ``mining_games.widgets``)."""

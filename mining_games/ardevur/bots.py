"""Heuristic bots for ARDEVUR (placeholder list filled below)."""

BOTS = {}

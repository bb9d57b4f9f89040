"""Wording helpers for The Mining Board Game's events, labels and prompts (money, leases,
contracts, metal units), built on ``mining_games.core.words``."""

from mining_games.core.words import count

from .data import CONTRACT, LEASE, METAL_NAMES


def usd(x):
    """Money in words: $3M, -$2M."""
    return f"-${-x}M" if x < 0 else f"${x}M"


def lease_name(code):
    """A lease with its metal: "D14 (copper)"."""
    return f"{code} ({METAL_NAMES[LEASE[code].metal]})"


def contract_name(card):
    """A contract card by its metal, number and size: "copper contract 3 (5 units)". Two contracts
    of one metal and size differ by their number."""
    c = CONTRACT[card]
    return f"{METAL_NAMES[c.metal]} contract {card.rsplit('-', 1)[1]} ({count(c.size, 'unit')})"


def units(n, metal):
    """A number of metal units: "1 unit of copper", "6 units of lead-zinc"."""
    return f"{count(n, 'unit')} of {METAL_NAMES[metal]}"

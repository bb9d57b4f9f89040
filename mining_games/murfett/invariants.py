"""Checks that the game's cards, tokens and ledger agree (the conformance suite calls ``check``)."""

from .data import BOARD_SIZE, CONTRACT, CONTRACTS, LEASE, LEASES, METALS, UNITS_PER_METAL, WHEELS


def check(g):
    """Raise AssertionError if the state and the ledger disagree anywhere."""
    n = len(g.players)
    for account, items in g.bal.items():
        if account == "bank":
            continue
        for item, amount in items.items():
            assert amount >= 0 or item == "loan", f"{account} holds {amount} {item}"
    for m in METALS:
        assert g.held("bank", m) == -UNITS_PER_METAL, f"{m} units were made or lost outside setup"
    # lease cards
    for p in range(n):
        assert g.held(g.account(p), "leases") == len(g.leases_of(p)), f"player {p}'s lease cards"
    unowned = [lease.code for lease in LEASES if g.owner[lease.code] is None]
    assert g.held("banker", "leases") == len(unowned)
    for code in unowned:
        assert g.held("lease." + code, LEASE[code].metal) == 0, f"unowned lease {code} holds metal"
    for lease in LEASES:
        account = g.bal.get("lease." + lease.code, {})
        assert all(v == 0 for m, v in account.items() if m != lease.metal), f"lease {lease.code} holds another metal"
    # contract cards: each is in exactly one place
    places = [*g.running, *g.expired, *g.removed, *(c for pile in g.contract_piles.values() for c in pile)]
    assert sorted(places) == sorted(c.card for c in CONTRACTS), "a contract card is missing or doubled"
    for m in METALS:
        assert g.held("pile." + m, "contracts") == len(g.contract_piles[m])
        assert all(CONTRACT[c].metal == m for c in g.contract_piles[m])
    assert g.held("expired", "contracts") == len(g.expired)
    assert g.held("removed", "contracts") == len(g.removed)
    for p in range(n):
        assert g.held(g.account(p), "contracts") == len(g.contracts_of(p)), f"player {p}'s contract cards"
    for card in CONTRACT:
        units = g.held("contract." + card, CONTRACT[card].metal)
        if card in g.running:
            assert units >= 1 and g.owner[g.running[card]] is not None, f"running contract {card}"
            assert LEASE[g.running[card]].metal == CONTRACT[card].metal
        else:
            assert units == 0, f"contract {card} is not running but holds {units} units"
    assert g.revealed is None or g.asking == "offer"
    # tokens, wheels, bankrupt companies
    for p in range(n):
        if g.bankrupt[p]:
            assert g.money(p) == 0 and not g.leases_of(p) and g.square[p] is None
        elif g.square[p] is not None:
            assert 1 <= g.square[p] <= BOARD_SIZE and g.circuit[p] in ("outer", "inner")
    for m in METALS:
        assert 0 <= g.price_step[m] < len(WHEELS[m])
        assert g.tracks["price." + m] == g.price(m)
    assert g.trouble is not None or g.auction is None

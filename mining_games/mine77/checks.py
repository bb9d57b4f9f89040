"""Refusals naming the rule that forbids a move, and the game's invariants."""

from mining_games.core import count, join_words

from .data import (
    BANG,
    CART_CAPACITY,
    COMMISSARIAT_SLOTS,
    ELVEN_ORDERS,
    LETTER,
    RESOURCES,
    ROSETTE_STOCK,
    SEGMENTS,
    STEAM_FLOOR,
    SUPPLY_EACH,
    TILE_ITEMS,
    TILES,
    TROPHIES,
    TROPHY_LIMIT,
)
from .shift import destinations


class Checks:
    """Mixin: ``_why_<kind>`` and ``check_invariants``."""

    def _why_move(self, a):
        if self.stage != "move":
            return None
        to = a.args[0]
        here = self.workers[a.player][self.act["w"]]
        reach = destinations(here, 99)
        if to not in reach:
            return (f"{SEGMENTS[to]} cannot be reached from {SEGMENTS[here]}: workers move clockwise and only the Shaft "  # noqa: E501
                    f"leads from the Entrance down to the Mine", "mine77.move.move")
        return (f"{SEGMENTS[to]} is {count(reach[to], 'segment')} away but Worker {LETTER[self.act['w']]} has only "
                f"{count(self.act['mp'], 'movement point')}", "mine77.move.move")

    def _why_take_action(self, a):
        if self.stage != "act":
            return None
        p, seg = a.player, a.args[0]
        if seg != self.workers[p][self.act["w"]]:
            return "A worker can only take the action of the segment it stands on", "mine77.action.marker"
        if seg in self.spaces and -1 not in self.spaces[seg]:
            return f"Every action space at {SEGMENTS[seg]} is taken or blocked", "mine77.action.marker"
        if seg in (9, 13) and not self.steam_sources(p):
            return (f"{SEGMENTS[seg]} needs 1 Steam first and the Steam track is at {self.tracks['steam']} with no "
                    f"Private Steam or Magic to stand in", "mine77.steam.spend")
        return f"Nothing can be done at {SEGMENTS[seg]} now", "mine77.action.marker"

    def _why_tie(self, a):
        """Only the players still level may be named (Using Work Order Cards, step 2 Play)."""
        if self.stage != "tie" or not a.args or a.args[0] in self.tie_left():
            return None
        q = a.args[0]
        who = self.players[q] if isinstance(q, int) and 0 <= q < len(self.players) else repr(q)
        level = join_words(self.players[x] for x in self.tie_left() if x != a.player)
        return f"{who} is not level with you: name one of you and {level}", "mine77.shift.tie_name"

    def _why_steam(self, a):
        if a.args and a.args[0] == "public" and self.tracks["steam"] <= 0:
            return f"The Steam track is at {self.tracks['steam']}: only Shipping may go into deficit", "mine77.steam.spend"  # noqa: E501
        return None

    def _why_place(self, a):
        if self.stage != "place":
            return None
        r, where, c = a.args
        if where == "cart" and 1 <= c <= 3 and self.cart_room(c - 1) <= 0:
            return f"Cart {c} is full ({CART_CAPACITY} resources)", "mine77.train.load"
        if where == "mine_wh" and self.mine_wh_room() <= 0:
            return f"The Mine Warehouse is full ({self.mine_wh_cap} spaces)", "mine77.storage.stash"
        return None

    def _why_shred(self, a):
        p = a.player
        if self.stage == "shred" and self.deck_total(p) <= 5:
            return "A Work Order deck can never go below 5 cards", "mine77.shredder.shred"
        me = self.account(p)
        if self.stage == "shred" and self.held(me, "rosette") + self.held(me, "magic") < self.shred_cost(p):
            return (f"The next card costs {count(self.shred_cost(p), 'Rosette')} to shred (Magic may stand in for a "
                    f"Rosette)",
                    "mine77.shredder.shred")
        return None

    def _why_barter_take(self, a):
        if self.stage == "barter_take" and a.args and a.args[0] == "magic":
            return "Barbara's Barter Bar never gives Magic", "mine77.hall.barter"
        return self._full(a, "barter_take", "mine77.storage.no_room")

    def _why_share(self, a):
        return self._full(a, "share", "mine77.storage.no_room")

    def _full(self, a, stage, rule):
        p = a.player
        if self.stage == stage and a.args and a.args[0] in RESOURCES and not self.fits(p, a.args[0]):
            return (f"{self.players[p]}'s warehouse is full ({self.warehouse_cap(p)} spaces): a resource with no room "
                    f"is never created", rule)
        return None

    def check_invariants(self):
        bal = self.bal
        for r in RESOURCES:
            total = sum(acc.get(r, 0) for name, acc in bal.items() if name != "box")
            assert total == SUPPLY_EACH, f"{r}: {total} in play, not {SUPPLY_EACH}"
        rosettes = sum(acc.get("rosette", 0) for name, acc in bal.items() if name != "box")
        assert rosettes == ROSETTE_STOCK, f"{rosettes} Rosettes in play, not {ROSETTE_STOCK}"
        for p in range(len(self.players)):
            assert self.fits(p, "coal", 0), f"player {p}'s warehouse is over capacity"
            assert 0 <= self.held(self.account(p), "private_steam") <= 2
            assert sum(self.held(self.account(p), t) for t in TROPHIES) <= TROPHY_LIMIT
            assert self.held(self.account(p), "rosette") >= 0
            for item in TILE_ITEMS:                  # unplaced tiles: the ledger and the list of tiles agree
                shape = item[5:]
                kept = sum(1 for t in self.unplaced[p] if TILES[t][0] == shape)
                assert self.held(self.account(p), item) == kept, f"player {p}: {item} differs from the unplaced tiles"
        for c in range(3):
            assert self.cart_room(c) >= 0, f"cart {c + 1} overfull"
        assert self.mine_wh_room() >= 0
        assert STEAM_FLOOR <= self.tracks["steam"] < BANG or self.tracks["steam"] == BANG
        for k, f in enumerate(self.fields):
            held = self.holding(f"field{k + 1}")
            assert sum(held.values()) == len(f), f"field {k + 1} ledger differs"
        for kind in ("mining", "patrol"):                   # the rows' piles and the ledger agree
            for name in (f"{kind}.deck", f"{kind}.row", f"{kind}.discard"):
                assert self.held(name, f"{kind}_card") == self.pile_size(name), f"{name}: pile and ledger differ"
        assert self.held("commissariat.row", "work_order") == sum(map(self.pile_size, COMMISSARIAT_SLOTS))
        assert all(self.pile_size(slot) <= 1 for slot in COMMISSARIAT_SLOTS)
        for p in range(len(self.players)):                  # an order not yet revealed is a card of its face-down pile
            assert self.pile_size(ELVEN_ORDERS[p]) == self.elven[p].count(None), f"player {p}: Elven orders differ"

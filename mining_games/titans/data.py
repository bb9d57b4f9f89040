"""Titans components and numbers, each with its provenance.

Printed in the rulebook (titans.txt): 19 land tiles numbered 1-19 by resource (Number Legend),
10 trees per tile (Setting up the Board), tree costs (Mining), building costs (Building),
Planet Health 21 and the disaster bands (Planet Health, Natural Disasters), 15 VP (Ending the Game).

Not printed, reconstructed here: the board layout and so the adjacency, the Natural Disaster
deck, the Technology deck (names, costs, points, order), the factory pieces per player, and the
size of the resource piles. See PROVENANCE.
"""

from mining_games.core import Provenance

RESOURCES = ("wood", "oil", "silicon", "alloy")
TREE_COST = {"wood": 1, "oil": 2, "silicon": 3, "alloy": 4}
VALUE = TREE_COST   # bank trades use the tree value of each resource
NAMES = {"wood": "Wood", "oil": "Oil", "silicon": "Silicon", "alloy": "Alloy", "barren": "Barren"}


def kind_of_number(n):
    """Number Legend: 1-4 Wood, 5-8 Oil, 9-12 Silicon, 13-16 Alloy, 17-19 barren."""
    if 1 <= n <= 4:
        return "wood"
    if n <= 8:
        return "oil"
    if n <= 12:
        return "silicon"
    if n <= 16:
        return "alloy"
    if n <= 19:
        return "barren"
    raise ValueError(f"no tile {n}: tiles are numbered 1-19")


TILES = tuple(range(1, 20))

# Reconstructed layout: a hexagon of rows 3-4-5-4-3 in axial coordinates (q, r), pointy-topped.
# Each resource is spread over the board, one barren tile in the centre and two on the rim, so
# every start has a choice of neighbours and no type sits in one corner.
LAYOUT_ROWS = (
    (1, 9, 5),
    (13, 6, 2, 14),
    (10, 3, 17, 7, 11),
    (8, 15, 4, 12),
    (18, 16, 19),
)


def _axial():
    coords = {}
    for i, row in enumerate(LAYOUT_ROWS):
        r = i - 2
        q0 = max(-2, -r - 2)
        for j, n in enumerate(row):
            coords[n] = (q0 + j, r)
    return coords


COORDS = _axial()
_DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
_AT = {c: n for n, c in COORDS.items()}
ADJACENT = {n: tuple(sorted(_AT[(q + dq, r + dr)] for dq, dr in _DIRS if (q + dq, r + dr) in _AT))
            for n, (q, r) in COORDS.items()}

# Reconstructed factory pieces per player: enough single-story pieces to own a third of the board
# with three players, and fewer two-story pieces, so upgrades are a real choice.
SINGLE_FACTORIES = 6
UPGRADED_FACTORIES = 3

# Reconstructed Technology deck, in its fixed (unshuffled) order: (name, cost, victory points).
# Costs lean on Silicon and Alloy, the expensive resources; a card is worth about one point per
# four trees of value, with a small discount on the big cards so saving up pays.
TECHNOLOGY = (
    ("Solar Lamp", {"silicon": 1, "wood": 1}, 1),
    ("Water Pump", {"oil": 1, "wood": 2}, 1),
    ("Electric Bicycle", {"alloy": 1}, 1),
    ("Pocket Radio", {"oil": 2}, 1),
    ("Calculator", {"silicon": 2, "wood": 2}, 2),
    ("Wind Turbine", {"alloy": 1, "oil": 2}, 2),
    ("Water Filter", {"wood": 4}, 1),
    ("3D Printer", {"silicon": 1, "alloy": 1, "wood": 1}, 2),
    ("Smartphone", {"silicon": 2, "oil": 1}, 2),
    ("Laptop", {"silicon": 2, "alloy": 1, "wood": 1}, 3),
    ("Electric Car", {"alloy": 2, "oil": 1, "wood": 1}, 3),
    ("Heat Pump", {"alloy": 1, "oil": 1, "wood": 2}, 2),
    ("Robot Arm", {"alloy": 2, "silicon": 1}, 3),
    ("Solar Farm", {"silicon": 3, "oil": 1}, 3),
    ("Satellite", {"alloy": 2, "silicon": 2}, 4),
    ("Supercomputer", {"silicon": 3, "alloy": 1, "wood": 1}, 4),
    ("Maglev Train", {"alloy": 3, "oil": 1}, 4),
    ("Fusion Reactor", {"alloy": 3, "silicon": 1, "wood": 2}, 5),
    ("Space Elevator", {"alloy": 4, "wood": 1}, 5),
    ("Quantum Chip", {"silicon": 3, "alloy": 2}, 5),
)
FACE_UP = 4

BUILD_COSTS = {
    "adjacent": {"wood": 1, "oil": 2},
    "far": {"wood": 2, "oil": 2},
    "upgrade": {"wood": 3, "oil": 2},
    "make_mineable": {"wood": 3, "oil": 3},
}
UPGRADE_TREES = 2


def _bank_trades():
    """Every elementary bank exchange of equal tree value (Trading).

    One unit of a resource for a handful of cheaper ones, and back. Any exchange of equal tree
    value is a sequence of these, so the menu stays short.
    """
    bundles = {
        2: ({"wood": 2},),
        3: ({"wood": 3}, {"oil": 1, "wood": 1}),
        4: ({"wood": 4}, {"oil": 1, "wood": 2}, {"oil": 2}, {"silicon": 1, "wood": 1}),
    }
    out = []
    for single in ("oil", "silicon", "alloy"):
        for bundle in bundles[VALUE[single]]:
            out.append(({single: 1}, bundle))
            out.append((bundle, {single: 1}))
    return tuple(out)


BANK_TRADES = _bank_trades()


def value(bundle):
    """A bundle's worth in trees (Trading: the bank's rate)."""
    return sum(VALUE[r] * n for r, n in bundle.items())


PROVENANCE = (
    Provenance("19 land tiles numbered by resource: 1-4 Wood, 5-8 Oil, 9-12 Silicon, 13-16 Alloy, 17-19 barren",
               "rulebook", "titans.txt, Number Legend"),
    Provenance("10 trees on every tile at the start", "rulebook", "titans.txt, Setting up the Board"),
    Provenance("Tree cost of mining: Wood 1, Oil 2, Silicon 3, Alloy 4", "rulebook", "titans.txt, Mining"),
    Provenance("Building costs in Wood/Oil: a factory beside your own 1/2, elsewhere 2/2; barren land made "
               "mineable 3/3; an upgrade 3/2 plus two trees from its tile", "rulebook", "titans.txt, Building"),
    Provenance("Planet Health starts at 21, is the tree cap per tile, and sets 1/2/3 disaster cards "
               "(21-16, 15-10, 9-5)", "rulebook", "titans.txt, Planet Health; Natural Disasters"),
    Provenance("15 victory points end the game; +1 point per live tile owned at the end", "rulebook",
               "titans.txt, Ending the Game"),
    Provenance("Board layout (rows 3-4-5-4-3) and so which tiles are adjacent", "reconstructed",
               "the picture is missing from the text; resources are spread out, barren tiles in the "
               "centre and on the rim"),
    Provenance("Natural Disaster deck: one card per tile 1-19", "reconstructed",
               "the cards name tile numbers; one each makes every tile equally exposed"),
    Provenance("Technology deck: 20 named cards with costs and points, in a fixed order", "reconstructed",
               "cards are not listed; about one point per four trees of value, leaning on Silicon and Alloy"),
    Provenance("Factory pieces: 6 single-story and 3 two-story per player", "reconstructed",
               "counts are not printed; enough to own a third of the board with three players"),
    Provenance("Resource piles are unlimited", "reconstructed",
               "pile sizes are not printed; a shortage rule would be invented"),
    Provenance("Bank trades as elementary exchanges of one unit for cheaper units of equal tree value",
               "reconstructed", "any equal-value exchange is a chain of these, which keeps the menu short"),
)

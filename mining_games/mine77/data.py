"""Mine 77's components and numbers, each with its provenance (mine77.txt).

Printed numbers (Game Contents, Setup, the segment descriptions) are used as printed; everything the
rulebook only shows on cards or boards it does not reproduce is reconstructed here, and every such
datum has a ``Provenance`` row in ``PROVENANCE`` with a one-line reason.
"""

import functools

from mining_games.core import Provenance

# ------------------------------------------------------------------------------------ resources

FOOD = ("lichen", "mushroom", "beer")
MATERIAL = ("flax", "wood", "marble")
METAL = ("steel", "copper", "gold")
RESOURCES = ("flax", "wood", "marble", "lichen", "mushroom", "beer", "coal", "magic", "gems", "steel",
             "copper", "gold")
BURNABLE = ("coal", "flax", "lichen", "mushroom", "wood")
FARM_CROPS = ("flax", "lichen", "mushroom", "wood")
SUPPLY_EACH = 10            # Game Contents: 120 resources, 10 of each
GROUPS = {"food": FOOD, "material": MATERIAL, "metal": METAL, "any": RESOURCES,
          "any_but_magic": tuple(r for r in RESOURCES if r != "magic"),
          "icu": ("gold", "marble", "beer"), "burnable": BURNABLE}
for _r in RESOURCES:
    GROUPS[_r] = (_r,)
NAMES = {"flax": ("Flax", "Flax"), "wood": ("Wood", "Wood"), "marble": ("Marble", "Marble"),
         "lichen": ("Lichen", "Lichen"), "mushroom": ("Mushroom", "Mushrooms"), "beer": ("Beer", "Beer"),
         "coal": ("Coal", "Coal"), "magic": ("Magic", "Magic"), "gems": ("Gem", "Gems"),
         "steel": ("Steel", "Steel"), "copper": ("Copper", "Copper"), "gold": ("Gold", "Gold")}
GROUP_WORDS = {"food": "Any Food", "material": "Any Material", "metal": "Any Metal", "any": "Any Resource",
               "any_but_magic": "any resource but Magic", "icu": "Gold, Marble or Beer",
               "burnable": "a burnable resource"}
TROPHIES = ("battle", "community", "forbidden")
TROPHY_NAMES = {"battle": "Battle Trophy", "community": "Community Trophy", "forbidden": "Forbidden Trophy"}
TROPHIES_EACH = 8           # Game Contents: 24 trophy markers, 8 of each type
ROSETTE_STOCK = 24          # Game Contents: 24 Rosettes (the stock; see Rosettes)
TROPHY_LIMIT = 6            # Trophies: at most 6 on a player board
PRIVATE_STEAM_LIMIT = 2     # Private Steam: 2 spaces


def res_word(r, n=1):
    """'2 Mushrooms', '1 Gem', '3 Flax'."""
    one, many = NAMES[r]
    return f"{n} {one if n == 1 else many}"


def group_word(g):
    return NAMES[g][0] if g in NAMES else GROUP_WORDS[g]


# ------------------------------------------------------------------------------------ the rondels

SEGMENTS = {1: "Entrance", 2: "Processing Plant", 3: "Station", 4: "Research", 5: "Commissariat",
            6: "Elven Embassy", 7: "Elevator Hall", 8: "Farming", 9: "Mining", 10: "Patrol", 11: "Shipping",
            12: "Steam Generation", 13: "Secret Shredder"}
SURFACE = (1, 2, 3, 4, 5, 6)
MINE = (7, 8, 9, 10, 11, 12, 13)
ENTRANCE, PROCESSING, STATION, RESEARCH, COMMISSARIAT, EMBASSY = 1, 2, 3, 4, 5, 6
HALL, FARMING, MINING, PATROL, SHIPPING, STEAM_GEN, SHREDDER = 7, 8, 9, 10, 11, 12, 13
# Action spaces of each segment: the smallest player count that may use each space (a 3+ or 5+ marker).
# 23 spaces for the 23 Worker Action Markers; 12 are marked 3+ or 5+ for the 12 Blocked Action Markers.
SPACES = {PROCESSING: (1, 3, 5), RESEARCH: (1, 3, 5), COMMISSARIAT: (1, 3, 5), FARMING: (1, 3, 5),
          MINING: (1, 3, 5), SHIPPING: (1, 3, 5), STEAM_GEN: (1, 1, 1, 1), SHREDDER: (1,)}
STEAM_BOXES = (3, 2, 2, 1)  # Steam Generation, Earlier is Best
EMBASSY_BOXES = 3           # Elven Embassy: boxes 1-3
WORKERS = 4
LETTER = ("I", "II", "III", "IV")   # workers are named I-IV in texts (a number before a verb reads as a plural)

# ------------------------------------------------------------------------------------ steam, train, storage

STEAM_START = 3             # Setup: the Steam marker starts at 3
STEAM_FLOOR = -5            # Shipping: deficit down to -5
BANG = 12                   # reconstructed: where Bang! is on the Steam track
CARTS = 3
CART_CAPACITY = 4           # reconstructed
CART_SEATS = 2              # reconstructed; riding cargo is the virtual seat 3
WAREHOUSE = 4               # Personal Warehouse: 4 spaces
SMALL_EXPANSION, LARGE_EXPANSION = 2, 4
MAGIC_PRESLOT = 2           # the Small Warehouse slot holds 2 Magic before it is built
MINE_WAREHOUSE = 4          # Mine Warehouse: 4 spaces, grown by the first builders
HAND = 5                    # The Shift: a hand of 5 Work Order cards
MAX_HAND_MODIFIERS = 2
PENALTY_ROSETTES = 2        # every penalty may be avoided with 2 Rosettes
DISASTER_VP = -10           # Disaster
FARM_FIELDS, FARM_BOX = 5, 5
FARM_EACH = 9               # Prepare the Main Game Board: 9 each of Flax, Lichen, Mushroom and Wood
HARVEST_FIELDS = 3

# ------------------------------------------------------------------------------------ the kernel's piles
# Each seat's piles (core/piles.py), by seat: its Work Order deck (a kernel deck: a draw pile and a discard pile);
# face down and shown to their owner: its hand, the two Secret Objectives dealt (the one not kept stays there,
# discarded unseen), the one kept, and its Elven Embassy orders not yet revealed.
ORDERS = tuple(f"orders{p}" for p in range(5))
HANDS = tuple(f"hand{p}" for p in range(5))
OBJECTIVE_OFFERS = tuple(f"objective_offer{p}" for p in range(5))
OBJECTIVES_KEPT = tuple(f"objective{p}" for p in range(5))
ELVEN_ORDERS = tuple(f"elven_orders{p}" for p in range(5))
# The Commissariat's three face-up slots (a bought card leaves its slot empty until the Night Shift) and the six
# Research piles (Prepare the Organiser Board, step 11: small squares, rectangles, L shapes, large squares).
COMMISSARIAT_SLOTS = ("commissariat.1", "commissariat.2", "commissariat.3")
RESEARCH_PILES = tuple(f"research.{k + 1}" for k in range(6))
RESEARCH_LAYOUT = (("s", (5, 5)), ("r", (5, 5)), ("l", (6,)), ("b", (6,)))   # tiles by shape: the piles' sizes

# ------------------------------------------------------------------------------------ Work Order cards
# A card's code: activities joined by "+" for the same worker, "|" between different workers;
# "M5" is Movement 5, "A1" is Action 1, "A2" two actions, "H" the Draw and Increase Hand Size symbol.

BASIC = ("M5", "M4", "A1", "A1+M3", "M3+A1", "M2+A1", "M4|M4")   # Basic Work Order Deck
EASY = {"M5": "A1+M5", "M4": "M4|A1"}                             # Easy (E) replacements
COLOURS = ("red", "blue", "green", "yellow", "purple")


# Reconstructed: the initiative of each card of BASIC, colour by colour. Every deck holds 1-7 (printed); the
# assignment is ours, balanced so that no colour plays its Actions earlier than another: in every deck the four
# cards with an Action carry initiatives summing to 16, Movement 5 and Movement 4 (the cards the Easy game turns
# into Action cards) sum to 8, and the two-worker Movement card is 4; each card's initiative differs by colour.
BASIC_INITIATIVES = (
    (1, 7, 2, 3, 5, 6, 4),    # red
    (6, 2, 7, 1, 3, 5, 4),    # blue
    (3, 5, 6, 7, 1, 2, 4),    # green
    (7, 1, 5, 6, 2, 3, 4),    # yellow
    (5, 3, 1, 2, 6, 7, 4),    # purple
)


def basic_initiative(colour, k):
    """The initiative of card ``k`` of BASIC in the deck of ``colour`` (reconstructed: BASIC_INITIATIVES)."""
    return BASIC_INITIATIVES[colour][k]


COMMISSARIAT_CARDS = (  # (code, initiative); initiatives reconstructed
    ("A1|A1", 4), ("A1|A1", 5), ("M5|A1", 3), ("A1|M6", 4), ("M7|A1", 6),
    ("M9", 5), ("M2+A1+M3", 2), ("M3+A1+M2", 3), ("M6+A1", 4), ("A1+M7", 5), ("A2", 1), ("M4+A1", 2),
    ("H", 0), ("H", 0), ("H", 0),
)


def work_order_cards(easy):
    """Every Work Order card: id -> (code, initiative, label)."""
    cards = {}
    for c in range(len(COLOURS)):
        for k, code in enumerate(BASIC):
            cards[f"W{c}{k}"] = (EASY[code] if easy and code in EASY else code, basic_initiative(c, k))
    for i, (code, ini) in enumerate(COMMISSARIAT_CARDS):
        cards[f"C{i + 1:02d}"] = (code, ini)
    return cards


@functools.cache
@functools.cache
def parse(code):
    """'M3+A1|M4' -> ((('M', 3), ('A', 1)), (('M', 4),)) (cached: read on every activity step)."""
    return tuple(tuple((part[0], int(part[1:])) for part in group.split("+")) for group in code.split("|"))


@functools.cache
def code_words(code):
    if code == "H":
        return "Draw and Increase Hand Size"
    words = {"M": "Movement", "A": "Action"}
    return " / different worker: ".join(" + ".join(f"{words[k]} {n}" for k, n in g) for g in parse(code))


# NPC decks: (initiative, top activity, bottom activity); an activity is (keyword, segment, points, action)
# or ("double",) for Rosana's Double Action. Reconstructed (the rulebook explains keywords, not the cards), with the
# reach of a player's Basic deck (Work Order Cards): a Basic card moves at most 3 before its Action (Movement 3 +
# Action 1), so a top Activity Reaches a segment within 3 points and acts there; its Movement cards move 4 (three
# of them) or 5 without acting, so a bottom Activity walks Towards with 4, and the Elven Embassy, which needs no
# Action, is Reached within 5. Sergio: one card for each segment he may act on (Farming, Mining, Patrol, Shipping,
# Steam Generation), a second Mining (the mine's own work) and the Elven Embassy; initiatives 1-7 in that order, the
# order of his work on the Mine rondel. Rosana: Sergio's deck where the rulebook makes her stronger: her Double
# Action on his second Mining card and as the fallback of a Research card that takes his Patrol card's place, and
# the Commissariat before the Elven Embassy on his Embassy card.
SERGIO_DECK = (
    (1, ("reach", FARMING, 3, True), ("towards", FARMING, 4, False)),
    (2, ("reach", MINING, 3, True), ("towards", MINING, 4, False)),
    (3, ("reach", PATROL, 3, True), ("towards", PATROL, 4, False)),
    (4, ("reach", SHIPPING, 3, True), ("towards", SHIPPING, 4, False)),
    (5, ("reach", STEAM_GEN, 3, True), ("towards", STEAM_GEN, 4, False)),
    (6, ("reach", MINING, 3, True), ("towards", MINING, 4, False)),
    (7, ("reach", EMBASSY, 5, False), ("towards", FARMING, 4, False)),
)
ROSANA_DECK = (
    (1, ("reach", FARMING, 3, True), ("towards", FARMING, 4, False)),
    (2, ("reach", MINING, 3, True), ("towards", MINING, 4, False)),
    (3, ("reach", RESEARCH, 3, True), ("double",)),
    (4, ("reach", SHIPPING, 3, True), ("towards", SHIPPING, 4, False)),
    (5, ("reach", STEAM_GEN, 3, True), ("towards", STEAM_GEN, 4, False)),
    (6, ("double",), ("towards", MINING, 4, False)),
    (7, ("reach", COMMISSARIAT, 3, True), ("reach", EMBASSY, 5, False)),
)
NPC_SETUP = {  # printed on the NPC player boards (Simple Sergio, Dutiful Rosana: Setup)
    "sergio": {"vp": 6, "rosette": 0, "resources": {"flax": 2}},
    "rosana": {"vp": 2, "rosette": 2, "resources": {"lichen": 2}},
}
BARRED = {  # Specific Rules for Sergio / Rosana: segments where they never take the Action
    "sergio": (RESEARCH, COMMISSARIAT, PROCESSING, SHREDDER),
    "rosana": (PROCESSING, SHREDDER),
}
ROSANA_COMMISSARIAT_VP = 2

# ------------------------------------------------------------------------------------ Processing recipes
# (inputs as (group, n) pairs, outputs as {thing: n}); Processing Plant, as printed.
RECIPES = (
    ((("food", 3), ("metal", 1)), {"vp": 3}),
    ((("lichen", 2), ("material", 1)), {"vp": 2}),
    ((("gold", 3), ("gems", 1)), {"vp": 3}),
    ((("gems", 3),), {"magic": 2, "vp": 1}),
    ((("coal", 2),), {"magic": 1, "vp": 1}),
    ((("marble", 2),), {"magic": 1, "rosette": 1}),
    ((("beer", 2),), {"magic": 1, "rosette": 1}),
    ((("any", 3),), {"rosette": 1}),
    ((("marble", 2),), {"rosette": 1}),
    ((("gold", 2),), {"rosette": 1}),
)

# ------------------------------------------------------------------------------------ Government Orders
# 16 cards of 7 resources each; a slot is a resource or a group. Reconstructed.
GOVERNMENT = (
    ("coal", "coal", "steel", "wood", "food", "metal", "any"),
    ("gems", "copper", "flax", "flax", "food", "material", "any"),
    ("gold", "coal", "marble", "lichen", "food", "metal", "any"),
    ("steel", "steel", "mushroom", "wood", "material", "metal", "any"),
    ("coal", "gems", "beer", "flax", "food", "food", "any"),
    ("copper", "copper", "wood", "lichen", "material", "metal", "any"),
    ("coal", "gold", "mushroom", "marble", "food", "material", "any"),
    ("gems", "steel", "flax", "beer", "metal", "material", "any"),
    ("coal", "coal", "copper", "mushroom", "food", "material", "any"),
    ("steel", "gold", "wood", "wood", "food", "metal", "any"),
    ("gems", "gems", "lichen", "flax", "material", "metal", "any"),
    ("copper", "coal", "beer", "marble", "food", "metal", "any"),
    ("steel", "coal", "lichen", "mushroom", "material", "material", "any"),
    ("gold", "copper", "flax", "wood", "food", "food", "any"),
    ("coal", "steel", "marble", "beer", "food", "metal", "any"),
    ("gems", "copper", "mushroom", "lichen", "material", "metal", "any"),
)

# Elven Embassy cards: the resources asked for. Reconstructed (reward printed: 2 VP or 3 Magic).
ELVEN = (
    ("gems", "gold", "beer"), ("steel", "copper", "wood"), ("coal", "coal", "marble"), ("gold", "gold", "flax"),
    ("gems", "mushroom", "lichen"), ("copper", "copper", "beer"), ("steel", "marble", "marble"),
    ("coal", "gems", "wood"), ("gold", "lichen", "lichen"), ("steel", "steel", "flax"), ("copper", "gems", "beer"),
    ("coal", "mushroom", "mushroom"), ("gold", "wood", "marble"), ("steel", "gems", "lichen"),
    ("copper", "coal", "flax"), ("beer", "beer", "gems"),
)
ELVEN_VP, ELVEN_MAGIC = 2, 3

# Mining cards: (dark set, light set). Reconstructed; some light sets hold a Forbidden Trophy.
MINING_CARDS = (
    ({"coal": 2, "gems": 1}, {"steel": 1, "copper": 1}),
    ({"steel": 2}, {"gold": 1, "forbidden": 1}),
    ({"copper": 2, "coal": 1}, {"gems": 1, "marble": 1}),
    ({"gold": 1, "coal": 1}, {"steel": 1, "marble": 2}),
    ({"gems": 2}, {"coal": 2, "copper": 1}),
    ({"coal": 3}, {"steel": 1, "gems": 1}),
    ({"steel": 1, "copper": 1, "coal": 1}, {"gold": 2}),
    ({"marble": 2, "coal": 1}, {"copper": 1, "forbidden": 1}),
    ({"gold": 1, "gems": 1}, {"coal": 2}),
    ({"copper": 3}, {"steel": 2, "coal": 1}),
    ({"coal": 1, "steel": 1}, {"gems": 1, "forbidden": 1}),
    ({"gems": 1, "copper": 1, "marble": 1}, {"coal": 1}),
    ({"steel": 3}, {"gold": 1, "marble": 1}),
    ({"coal": 2, "marble": 1}, {"copper": 2}),
    ({"gold": 2, "coal": 1}, {"gems": 2}),
    ({"coal": 1, "copper": 1}, {"steel": 1, "gold": 1}),
)

# Patrol cards: (minimum workers, reward at end A, reward at end B, resolution box); the back shows the
# minimum and the number of reward items. Reconstructed, 22 cards.
PATROL_CARDS = tuple(
    (m, a, b) for m, a, b in (
        (1, ("gems", "battle"), ("coal",)), (1, ("gold",), ("copper", "coal")), (1, ("steel", "battle"), ("marble",)),
        (1, ("gems", "gold"), ("coal",)), (1, ("copper", "copper"), ("battle",)), (1, ("steel",), ("gems",)),
        (2, ("gems", "gems", "battle"), ("gold", "coal")), (2, ("gold", "gold"), ("steel", "battle")),
        (2, ("copper", "gems", "coal"), ("battle", "marble")), (2, ("steel", "steel", "gold"), ("coal", "coal")),
        (2, ("gems", "battle"), ("gold", "copper")), (2, ("marble", "marble", "gems"), ("battle",)),
        (2, ("gold", "gems", "battle"), ("coal",)), (2, ("steel", "copper"), ("gems", "battle")),
        (3, ("gems", "gems", "gold", "battle"), ("steel", "coal")), (3, ("gold", "gold", "gems"), ("battle", "battle")),
        (3, ("copper", "copper", "steel", "gems"), ("battle", "coal")),
        (3, ("gems", "gold", "steel", "battle"), ("marble", "coal")),
        (4, ("gems", "gems", "gold", "gold", "battle"), ("battle", "steel")),
        (4, ("gold", "gold", "gems", "battle"), ("copper", "copper", "battle")),
        (4, ("gems", "steel", "steel", "gold", "battle"), ("coal", "battle")),
        (3, ("gold", "copper", "gems"), ("battle", "steel")),
    )
)
# Patrol Resolution cards: for boxes 1-4, the hazards on the path (ids shared where paths cross) and the
# end reached ("A" or "B"). A hazard is "skull" (an automatic wound) or a resource group to pay.
# Reconstructed, 24 cards built from 6 layouts of hazards with 4 hazard sets each.
_LAYOUTS = (
    ((0,), (0, 1), (1,), (2,)), ((), (0,), (0, 1), (1, 2)), ((0, 1), (1,), (2,), (2, 3)),
    ((0,), (), (1,), (1, 2)), ((0, 1, 2), (1,), (), (2,)), ((0,), (0,), (1,), (1,)),
)
_ENDS = (("A", "A", "B", "B"), ("A", "B", "A", "B"), ("B", "A", "A", "B"), ("A", "B", "B", "A"))
_HAZARD_SETS = (("metal", "skull", "food", "skull"), ("skull", "material", "coal", "any"),
                ("food", "metal", "skull", "gems"), ("any", "skull", "metal", "material"))
RESOLUTION = tuple(
    {"paths": tuple(layout), "ends": _ENDS[(i + j) % 4], "hazards": _HAZARD_SETS[j]}
    for i, layout in enumerate(_LAYOUTS) for j in range(4)
)
PATROL_MAX = 4
# What the back of each Patrol card shows (Patrol, step 1: the workers it needs and how many rewards it gives).
PATROL_BACKS = {c: (m, len(a) + len(b)) for c, (m, a, b) in enumerate(PATROL_CARDS)}

# Research: 12 squares under 3 columns, one row per printed improvement (Large Warehouse, Small Warehouse, Work
# Orders, Crane, Incinerator: Rewards, Rows). Reconstructed shape: 5 rows, the first two 3 squares wide, the last
# three 2 squares wide (3 + 3 + 2 + 2 + 2 = 12); column 3 is the first two rows only. None marks "no square".
GRID_ROWS, GRID_COLS = 5, 3
GRID_SHAPE = ((1, 1, 1), (1, 1, 1), (1, 1, 0), (1, 1, 0), (1, 1, 0))
GRID_SQUARES = sum(map(sum, GRID_SHAPE))
COLUMN_BONUS = ({"magic": 2}, {"vp": 2}, {"rosette": 4})
ROW_IMPROVEMENT = ("large", "small", "work_orders", "crane", "incinerator")
IMPROVEMENT_NAMES = {"large": "Large Warehouse Expansion", "small": "Small Warehouse Expansion",
                     "work_orders": "Work Orders (hand size +1)", "crane": "Crane", "incinerator": "Incinerator"}


TILE_ITEMS = tuple(f"tile_{shape}" for shape in ("small", "rect", "L", "big"))   # unplaced tiles, by shape
PROMISE_ITEMS = (*RESOURCES, "rosette", "vp")   # what a deal may promise for the Night Shift


def empty_grid():
    """A player's research grid: 0 a free square, 1 a covered one, None where the board has no square."""
    return [[0 if cell else None for cell in row] for row in GRID_SHAPE]
SHAPES = {  # cells of each orientation, (row, col) offsets
    "small": (((0, 0),),),
    "rect": (((0, 0), (0, 1)), ((0, 0), (1, 0))),
    "L": (((0, 0), (1, 0), (1, 1)), ((0, 0), (0, 1), (1, 0)), ((0, 0), (0, 1), (1, 1)), ((0, 1), (1, 0), (1, 1))),
    "big": (((0, 0), (0, 1), (1, 0), (1, 1)),),
}
SHAPE_NAMES = {"small": "small square", "rect": "rectangle", "L": "L shape", "big": "large square"}
# Research tiles: (shape, cost options); a cost is {resource: n}. 10 small squares, 10 rectangles, 6 L, 6
# large squares (Setup, step 11: piles of 5, 5, 5, 5, 6, 6). Costs reconstructed.
_SMALL = ("flax", "wood", "marble", "lichen", "mushroom", "beer", "coal", "steel", "copper", "gems")
_RECT = ((("coal", "steel"), ("copper", "copper")), (("wood", "marble"), ("flax", "flax")),
         (("beer", "lichen"), ("mushroom", "mushroom")), (("gold",), ("gems",)), (("steel", "wood"), ("coal", "coal")),
         (("copper", "flax"), ("marble", "marble")), (("gems", "lichen"), ("beer", "beer")),
         (("gold", "coal"), ("steel", "steel")), (("marble", "mushroom"), ("wood", "wood")),
         (("copper", "beer"), ("gold", "flax")))
_L = ((("gold", "gems"), ("steel", "steel", "coal")), (("gems", "copper", "wood"), ("gold", "marble")),
      (("steel", "copper", "beer"), ("gems", "coal")), (("gold", "coal", "lichen"), ("copper", "copper", "flax")),
      (("gems", "marble"), ("steel", "wood", "mushroom")), (("gold", "steel"), ("coal", "coal", "beer")))
_BIG = ((("gold", "gems", "coal"), ("steel", "steel", "copper", "copper")),
        (("gems", "gems", "steel"), ("gold", "copper", "marble", "wood")),
        (("gold", "gold", "copper"), ("coal", "coal", "gems", "flax")),
        (("gems", "copper", "marble"), ("steel", "gold", "beer", "lichen")),
        (("gold", "steel", "coal"), ("gems", "wood", "wood", "marble")),
        (("gems", "gold", "beer"), ("copper", "steel", "coal", "mushroom")))


def _cost(names):
    out = {}
    for r in names:
        out[r] = out.get(r, 0) + 1
    return out


TILES = {}
for _i, _r in enumerate(_SMALL):
    TILES[f"s{_i}"] = ("small", (_cost((_r,)),))
for _i, _c in enumerate(_RECT):
    TILES[f"r{_i}"] = ("rect", tuple(_cost(x) for x in _c))
for _i, _c in enumerate(_L):
    TILES[f"l{_i}"] = ("L", tuple(_cost(x) for x in _c))
for _i, _c in enumerate(_BIG):
    TILES[f"b{_i}"] = ("big", tuple(_cost(x) for x in _c))

# Secret Objectives: (kind, threshold, bonus VP). Reconstructed, 18 cards.
OBJECTIVES = (
    ("trophies", 3, 4), ("trophies", 4, 6), ("rosettes", 5, 3), ("rosettes", 8, 5), ("magic", 2, 3), ("magic", 4, 5),
    ("research", 6, 4), ("research", 9, 6), ("elven", 1, 3), ("elven", 2, 6), ("commissariat", 1, 3),
    ("commissariat", 2, 5), ("mine_workers", 3, 3), ("mine_workers", 4, 4), ("metal", 3, 3), ("metal", 5, 5),
    ("improvements", 1, 3), ("improvements", 2, 5),
)
OBJECTIVE_WORDS = {  # (what to do, what is counted)
    "trophies": ("hold at least", "Trophy"), "rosettes": ("hold before final scoring at least", "Rosette"),
    "magic": ("hold before final scoring at least", "Magic"), "research": ("fill at least", "research square"),
    "elven": ("complete at least", "Elven Embassy order"), "commissariat": ("buy at least", "Commissariat card"),
    "mine_workers": ("end with, on the Mine rondel, at least", "worker"),
    "metal": ("end holding at least", "metal resource"), "improvements": ("own from research at least", "improvement"),
}

PROVENANCE = (
    Provenance("resources: 12 kinds, 10 each, in Food/Material/Metal groups; burnable ones", "rulebook",
               "Game Contents; Glossary"),
    Provenance("Steam marker starts at 3; deficit floor -5", "rulebook", "Setup; Shipping"),
    Provenance("Bang! at 12 on the Steam track", "reconstructed",
               "not printed; two good generations plus burning reach it, so over-generation is a real risk"),
    Provenance("action spaces per segment: three (1, 3+, 5+) on six segments, four Steam boxes, one Shredder space",
               "reconstructed", "23 spaces for the 23 Worker Action Markers and 12 marked spaces for the 12 Blocked markers"),  # noqa: E501
    Provenance("train: 3 carts of 4 resources with 2 seats each; riders are seat 3", "reconstructed",
               "the rulebook names 3 carts and seat numbers but not their size"),
    Provenance("a cart's contents are shared by seat: seat 1 takes one, then seat 2, then the riders, in turn",
               "reconstructed", "the rulebook shares by seat without printing the split"),
    Provenance("Basic Work Order deck and Easy replacements", "rulebook", "Work Order Cards"),
    Provenance("initiatives of the basic decks: 1-7 in each colour, balanced", "reconstructed",
               "each deck holds 1-7 but the printed assignment is not reproduced; ours gives every colour's four "
               "Action cards initiatives summing to 16, so no colour acts earlier on average"),
    Provenance("Commissariat cards (activities as printed; initiatives)", "reconstructed",
               "activities printed in the card reference; initiatives not printed"),
    Provenance("NPC decks of Sergio and Rosana (7 cards each)", "reconstructed",
               "the rulebook explains the keywords but does not print the cards; ours have a player's Basic reach: "
               "Reach within 3 and act (a Basic card moves at most 3 before its Action), else Towards with 4 (its "
               "Movement 4 cards); the Elven Embassy, which needs no Action, Reached within 5 (Movement 5)"),
    Provenance("Simple Sergio's deck", "reconstructed",
               "one card for each segment he may act on (Farming, Mining, Patrol, Shipping, Steam Generation), a "
               "second Mining and the Elven Embassy; initiatives 1-7 in that order, his work round the Mine rondel"),
    Provenance("Dutiful Rosana's deck", "reconstructed",
               "Sergio's deck where the rulebook makes her stronger: her Double Action on his second Mining card and "
               "as the fallback of a Research card in place of his Patrol card; the Commissariat before the Embassy"),
    Provenance("16 Government Order cards of 7 resources", "reconstructed", "count and size printed, contents not"),
    Provenance("16 Elven Embassy cards of 3 resources", "reconstructed", "count printed, contents not"),
    Provenance("16 Mining cards with a dark and a light set", "reconstructed", "count and two sets printed, contents not"),  # noqa: E501
    Provenance("22 Patrol cards and 24 Patrol Resolution cards with hazards and two reward ends", "reconstructed",
               "counts printed; paths built to contain the printed Patrol example (Any Metal hazard plus a skull)"),
    Provenance("research grid: 12 squares in 5 rows (3, 3, 2, 2, 2 wide) under 3 columns; tile costs", "reconstructed",
               "12 squares, 3 column bonuses and 5 row improvements printed; the shape and the costs are not"),
    Provenance("the Work Orders improvement: hand size +1, one card drawn at once", "reconstructed",
               "named among the row improvements but not described; read as the Commissariat's Draw and Increase "
               "Hand Size"),
    Provenance("18 Secret Objectives", "reconstructed", "count printed, conditions not"),
    Provenance("Trophy sources: Battle from Patrol rewards, Forbidden from Mining cards, Community for completing Today",  # noqa: E501
               "reconstructed", "the rulebook says trophies come from various actions without listing them"),
)

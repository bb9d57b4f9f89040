"""ARDEVUR's components and numbers, each printed one cited, each filled-in one with its reason.

The rulebook prints the regions' count, the tiers, the token values, the asset costs, the
Development card types and most of their counts, the dice faces and the scoring parameters. It
does not print the 24 Territory cards, the 40 Strategic Targets, the 6 Government Incentives,
the 64 Action cards, the regions' ribbons or the Development counts for 2 and 3 players beyond
the first four types: those are reconstructed here (``PROVENANCE`` says why each looks as it
does) and kept small enough that a class reads each card in one sentence.
"""

from collections import namedtuple

from mining_games.core import Provenance, count

CITE = "ardevur.txt"

# ---------------------------------------------------------------------------------------- dice, money

FACES = (2, 4, 8, 16, 32, 64)          # Negotiation Dice
START_MONEY = 32                        # Beginning Stage: 32 Million each


def half_even(amount):
    """Half of ``amount``, rounded up to the next even number ("Let's split it": 10M -> 6M)."""
    h = (amount + 1) // 2
    return h + (h % 2)


# ---------------------------------------------------------------------------------------- resources

TOKENS = ("zinc", "copper", "nickel", "gold")
TOKEN_VALUE = {"zinc": 2, "copper": 4, "nickel": 8, "gold": 16}
TOKEN_SUPPLY = {"zinc": 12, "copper": 10, "nickel": 10, "gold": 8}
STORAGE = (32, 64, 128)                 # no Warehouse, Warehouse, Large Warehouse

# ---------------------------------------------------------------------------------------- map

Region = namedtuple("Region", "key name continent ribbon")
REGIONS = (
    Region(0, "Iberia", "Europe", 3),
    Region(1, "Carpathia", "Europe", 3),
    Region(2, "Scandia", "Europe", 4),
    Region(3, "Maghreb", "Africa", 4),
    Region(4, "Sahel", "Africa", 5),
    Region(5, "Congo Basin", "Africa", 6),
    Region(6, "Great Lakes", "Africa", 5),
    Region(7, "Southern Cape", "Africa", 4),
)
AFRICA = tuple(r.key for r in REGIONS if r.continent == "Africa")

Territory = namedtuple("Territory", "key name region tier explore exploit output road water incentive")
_TIERS = ("Gold", "Silver", "Bronze")
# Europe: lower costs, no infrastructure, a Government Incentive; Africa: higher output, needs a
# Road (every tier) and Water (Gold and Silver tiers).
_EU = {"Gold": (8, 16, 16), "Silver": (6, 12, 12), "Bronze": (4, 8, 8)}
_AF = {"Gold": (8, 24, 24), "Silver": (6, 16, 20), "Bronze": (4, 12, 16)}
_NAMES = (
    ("Rio Tinto Ridge", "Asturias Hills", "Sierra Morena"),
    ("Bihor Peaks", "Maramures", "Banat Fields"),
    ("Kiruna North", "Boliden Vale", "Outokumpu"),
    ("Atlas Deep", "Bou Azzer", "Jerada"),
    ("Sadiola Rise", "Kalana", "Tasiast"),
    ("Kolwezi", "Likasi", "Mbuji Plain"),
    ("Kivu Heights", "Geita", "Kilembe"),
    ("Witwatersrand", "Okiep", "Kalahari Flats"),
)
TERRITORIES = tuple(
    Territory(r.key * 3 + i, _NAMES[r.key][i], r.key, tier,
              *(_EU if r.continent == "Europe" else _AF)[tier],
              r.continent == "Africa", r.continent == "Africa" and tier != "Bronze",
              r.continent == "Europe")
    for r in REGIONS for i, tier in enumerate(_TIERS))


def continent(region):
    return REGIONS[region].continent


# ---------------------------------------------------------------------------------------- corporations

Corporation = namedtuple("Corporation", "key name advantage deck")
CORPORATIONS = (
    Corporation("great", "G.R.E.A.T. Mining", "Workforce", "great"),
    Corporation("machine", "Machine Corp", "Machinery", "machine"),
    Corporation("ardevur", "ARDEVUR Commodities", "License", "ardevur"),
    Corporation("amu", "Africa Mining Union", "Geologist", "amu"),
)
CORP = {c.key: c for c in CORPORATIONS}

# ---------------------------------------------------------------------------------------- development cards

DEV_TYPES = ("License", "Geologist", "Machinery", "Workforce", "Road", "Water", "Warehouse", "Office",
             "Vessel", "Factory", "Phone Call")
# copies per player count; the first four rows are printed, the others are reconstructed so that
# the totals are the printed 18 / 15 / 11.
DEV_COUNTS = {
    4: {"License": 2, "Geologist": 2, "Machinery": 2, "Workforce": 2, "Road": 1, "Water": 1, "Warehouse": 2,
        "Office": 2, "Vessel": 2, "Factory": 1, "Phone Call": 1},
    3: {"License": 2, "Geologist": 2, "Machinery": 2, "Workforce": 2, "Road": 1, "Water": 1, "Warehouse": 1,
        "Office": 1, "Vessel": 1, "Factory": 1, "Phone Call": 1},
    2: {"License": 1, "Geologist": 1, "Machinery": 1, "Workforce": 1, "Road": 1, "Water": 1, "Warehouse": 1,
        "Office": 1, "Vessel": 1, "Factory": 1, "Phone Call": 1},
}
DEV_LIMIT = 4

# ---------------------------------------------------------------------------------------- structures

COST = {"road": 8, "water": 4, "warehouse": 16, "office": 24, "vessel": 32,
        "large_warehouse": 32, "large_office": 48, "large_vessel": 64, "factory": 64}
PERMIT = {"road": "Road", "water": "Water", "warehouse": "Warehouse", "office": "Office", "vessel": "Vessel",
          "large_warehouse": "Warehouse", "large_office": "Office", "large_vessel": "Vessel", "factory": "Factory"}
UPGRADE_OF = {"large_warehouse": "warehouse", "large_office": "office", "large_vessel": "vessel"}
ASSETS = ("warehouse", "office", "vessel")
UPGRADED = ("large_warehouse", "large_office", "large_vessel", "factory")
STRUCTURE_NAME = {"road": "Road", "water": "Water Pipeline", "warehouse": "Warehouse", "office": "Office",
                  "vessel": "Vessel", "large_warehouse": "Large Warehouse", "large_office": "Large Office",
                  "large_vessel": "Large Vessel", "factory": "Factory"}
# Structure markers per corporation (16 site, 8 infrastructure, 12 warehouse/office, 8 upgraded
# warehouse/office, 4 factory, 4 + 4 vessel markers in the box, shared equally by 4 corporations).
def infra_marker(kind, region):
    """One of a player's own Infrastructures as a number (a build's ``old``, the marker dismantled):
    its region, plus the number of regions for a Water Pipeline. A player has at most one of each
    kind in a region, so the number names the marker."""
    return region + len(REGIONS) if kind == "water" else region


def marker_infra(old):
    """(kind, region) of an ``infra_marker`` number."""
    return ("water", old - len(REGIONS)) if old >= len(REGIONS) else ("road", old)


MAX_ACTIVE_MINES = 4
MAX_SITES = 4   # Exploration / Mining Site markers per corporation: a site explored or active holds one
MAX_INFRA_AFRICA = 2
MAX_WAREHOUSE_OFFICE = 3
MAX_FACTORIES = 1
FEE_INFRA = 2
FEE_FACTORY = 8
FACTORY_BONUS = 16
LARGE_VESSEL_LEASE = 32

# ---------------------------------------------------------------------------------------- targets

Target = namedtuple("Target", "key tier kind n reward sp needs_cards text")
TIER_SP = {"Bronze": 2, "Silver": 3, "Gold": 5}
_TARGET_TEXT = {
    "explored": lambda n: f"Hold {count(n, 'explored or active mining site')}",
    "mines": lambda n: f"Run {count(n, 'active mine')}",
    "money": lambda n: f"Hold {n}M in Hashtag Coin",
    "stock": lambda n: f"Store resources worth {n}M",
    "infra": lambda n: f"Own {count(n, 'infrastructure')} in Africa",
    "asset": lambda n: f"Own {count(n, 'asset')} of any kind",
    "upgraded": lambda n: f"Own {count(n, 'upgraded asset')}",
    "regions": lambda n: f"Have active mines in {count(n, 'region')}",
    "continents": lambda n: "Run active mines in both continents",
    "africa": lambda n: f"Run {count(n, 'active mine')} in Africa",
    "europe": lambda n: f"Run {count(n, 'active mine')} in Europe",
    "fees": lambda n: f"Earn {n}M from fees paid by competitors",
    "global": lambda n: f"Earn {n}M in one global sale",
    "roll64": lambda n: "Roll a 64 in a global sale",
    "cards": lambda n: f"Play {count(n, 'Action card')}",
    "supremacy": lambda n: f"Lead Regional Supremacy in {count(n, 'region')}",
}
_T = [
    # Bronze: easy tasks, money rewards
    ("Bronze", "explored", 1, 8), ("Bronze", "explored", 2, 8), ("Bronze", "mines", 1, 8),
    ("Bronze", "money", 40, 8), ("Bronze", "money", 48, 8), ("Bronze", "stock", 16, 8),
    ("Bronze", "stock", 24, 8), ("Bronze", "infra", 1, 8), ("Bronze", "asset", 1, 8),
    ("Bronze", "global", 16, 8), ("Bronze", "supremacy", 1, 8), ("Bronze", "cards", 1, 8),
    ("Bronze", "fees", 2, 8), ("Bronze", "europe", 1, 8),
    # Silver: bigger tasks, an upgrade or 16M
    ("Silver", "mines", 2, "upgrade"), ("Silver", "money", 64, 16), ("Silver", "stock", 40, "upgrade"),
    ("Silver", "infra", 2, "upgrade"), ("Silver", "asset", 2, "upgrade"), ("Silver", "regions", 2, 16),
    ("Silver", "africa", 1, "upgrade"), ("Silver", "global", 32, 16), ("Silver", "roll64", 1, 16),
    ("Silver", "cards", 2, "upgrade"), ("Silver", "fees", 6, 16), ("Silver", "continents", 1, "upgrade"),
    ("Silver", "explored", 3, 16), ("Silver", "supremacy", 2, "upgrade"),
    # Gold: game-changing goals, an upgrade or 32M
    ("Gold", "mines", 3, "upgrade"), ("Gold", "mines", 4, 32), ("Gold", "money", 96, 32),
    ("Gold", "money", 128, "upgrade"), ("Gold", "upgraded", 1, 32), ("Gold", "upgraded", 2, 32),
    ("Gold", "regions", 3, "upgrade"), ("Gold", "africa", 2, 32), ("Gold", "global", 64, "upgrade"),
    ("Gold", "cards", 3, 32), ("Gold", "fees", 12, 32), ("Gold", "supremacy", 4, "upgrade"),
]
MONEY_MEASURES = frozenset({"money", "stock", "fees", "global"})   # the Target measures counted in millions
TARGETS = tuple(Target(i, tier, kind, n, reward, TIER_SP[tier], kind == "cards",
                       _TARGET_TEXT[kind](n)) for i, (tier, kind, n, reward) in enumerate(_T))

Incentive = namedtuple("Incentive", "key reward sp")
INCENTIVES = (Incentive(0, 8, 2), Incentive(1, 8, 2), Incentive(2, 16, 2), Incentive(3, 16, 2),
              Incentive(4, "upgrade", 3), Incentive(5, "upgrade", 3))

ENDGAME_CARD_SP = 24                    # condition C
SCORE_MOST_MONEY = 4
SCORE_MOST_RESOURCES = 4
# Scoring's table: 4 in the Mines row (in its Rule column: the row has no other number) and 4 in the
# Assets row, each per structure (the table's tie rule names only Money, Resources and Regional
# Supremacy as contests); the Upgraded Assets row prints no points: 6 is ours (Provenance)
SCORE_MINE = 4
SCORE_ASSET = 4
SCORE_UPGRADED = 6
# Regional Supremacy weights, doubled to stay in whole numbers (1.0, 1.0, 1.5, 0.5)
SUPREMACY_WEIGHT = {"mine": 2, "asset": 2, "upgraded": 3, "infra": 1}

# ---------------------------------------------------------------------------------------- action cards

ActionCard = namedtuple("ActionCard", "key name timing text")
ACTION_CARDS = {
    "strike": ActionCard("strike", "Strike", "rival_extraction",
                         "When a competitor extracts from a mine, that mine yields half."),
    "audit": ActionCard("audit", "Tax Audit", "rival_turn",
                        "At the start of a competitor's turn, they pay you 8M (all they have if less)."),
    "port_strike": ActionCard("port_strike", "Port Strike", "rival_turn",
                              "At the start of a competitor's turn, their Vessel does not double sales for one round."),
    "crash": ActionCard("crash", "Market Crash", "rival_sale",
                        "When a competitor sells globally, their dice roll counts as a 2."),
    "fast_track": ActionCard("fast_track", "Fast Track", "strategy",
                             "In your Strategy phase, also take one Development card from the Market."),
    "insider": ActionCard("insider", "Insider Deal", "development",
                          "In your Development phase, your next build costs 8M less."),
    "surge": ActionCard("surge", "Price Surge", "development",
                        "Your next global sale this turn earns 16M more, whatever the dice say."),
    "land_grab": ActionCard("land_grab", "Land Grab", "development",
                            "As your development, take an unexplored Territory card from a competitor."),
    "subsidy": ActionCard("subsidy", "Subsidy", "reward",
                          "As your reward, take 8M from the Bank."),
}
DECKS = {
    "great": ("strike",) * 4 + ("audit",) * 4 + ("fast_track",) * 4 + ("subsidy",) * 4,
    "machine": ("insider",) * 4 + ("strike",) * 4 + ("surge",) * 4 + ("fast_track",) * 4,
    "ardevur": ("crash",) * 4 + ("surge",) * 4 + ("port_strike",) * 4 + ("audit",) * 4,
    "amu": ("land_grab",) * 4 + ("insider",) * 4 + ("crash",) * 4 + ("subsidy",) * 4,
}
AUDIT_FEE = 8
INSIDER_DISCOUNT = 8
SURGE_BONUS = 16
SUBSIDY = 8
ACTION_LIMIT = {"standard": 2, "fair_play": 0, "clash": 4}

# ---------------------------------------------------------------------------------------- piles

# Every pile of cards is the kernel's (``self.decks``, core/piles.py), whose view shows each seat only
# what the pile shows (docs/ardevur.md, Cards and what each player sees); these are their names.
TERRITORY_DECK = "territories"              # face down; ledger deck.territories
REVEALED = "territories.revealed"           # the Territories up for auction, face up; ledger auction
DEVELOPMENT = "development"                 # the shuffled Development cards until they are dealt: face down
GRID = tuple(f"grid.{i}" for i in range(9))   # the Target grid: Bronze 0-2, Silver 3-5, Gold 6-8; tops face up
GRID_TIERS = ("Bronze", "Silver", "Gold")     # the tier of each row of three piles, in ``GRID``'s order
INCENTIVE_PILE = "incentives.left"          # the Government Incentives to claim, face up, the next on top
HAND = tuple(f"hand.{p}" for p in range(4))   # a player's Action cards: face down, shown to their holder
USED = {deck: f"{deck}.used" for deck in DECKS}   # an Action deck's used and discarded cards, face up

PROVENANCE = (
    Provenance("Negotiation Dice faces 2-4-8-16-32-64", "rulebook", "Negotiation Dice; Dice Converter"),
    Provenance("Starting capital 32M", "rulebook", "Beginning Stage"),
    Provenance("Token values and counts (Zinc 2M x12, Copper 4M x10, Nickel 8M x10, Gold 16M x8)",
               "rulebook", "Resources"),
    Provenance("Storage 32M / 64M / 128M", "rulebook", "Assets; Upgraded Assets"),
    Provenance("Costs: Road 8M, Water 4M, Warehouse 16M, Office 24M, Vessel 32M, Large Warehouse 32M, "
               "Large Office 48M, Large Vessel 64M, Factory 64M", "rulebook", "Structures"),
    Provenance("Fees: 2M per mine for a Road or Water, 8M for a Factory; Factory +16M", "rulebook",
               "Infrastructures; Upgraded Assets"),
    Provenance("Development card types and counts for 4 players; License/Geologist/Machinery/Workforce for 2-3",
               "rulebook", "Game Setup: Table for Four?; Development Cards"),
    Provenance("Development counts of Road, Water, Warehouse, Office, Vessel, Factory, Phone Call for 2-3 players",
               "reconstructed", "one copy of each of those types removed for 3 players and for 2 players, "
               "matching the printed totals 15 and 11; Phone Call kept at 1 (18 - 17 printed copies)"),
    Provenance("Region names and Regional Supremacy ribbons (3-6 points)", "reconstructed",
               "the map is not printed; African regions carry bigger ribbons because they cost more to develop"),
    Provenance("24 Territory cards (one Gold, Silver and Bronze per region; costs, output, infrastructure)",
               "reconstructed", "Europe cheaper and with incentives, Africa higher output needing Road (and "
               "Water for Gold/Silver), as the map key and continent table say"),
    Provenance("40 Strategic Targets (14 Bronze, 14 Silver, 12 Gold)", "reconstructed",
               "40 cannot split into three tiers of three equal piles; conditions use only what the board "
               "shows, and none is met by doing nothing (a Bronze 'Lead Regional Supremacy in 1 region' "
               "replaced 'Hold 2 Territory cards', which every player meets after the first auction); rewards "
               "grow with the tier; 3 need Action cards and leave in Fair Play"),
    Provenance("6 Government Incentives (8M, 16M or an upgrade; 2-3 Supremacy Points)", "reconstructed",
               "the card count is printed, the faces are not; rewards sit between Bronze and Silver targets"),
    Provenance("64 Action cards: 16 per corporation, four kinds of four copies each, nine kinds in all",
               "reconstructed", "the decks are not printed; each kind is one readable sentence at one of the "
               "timings the rulebook names (own phase, a competitor's turn)"),
    Provenance("Market Advantages: G.R.E.A.T. Workforce, Machine Corp Machinery, AMU Geologist, ARDEVUR License",
               "rulebook", "Corporations"),
    Provenance("Scoring: 4 SP per active mine, 4 per asset", "rulebook",
               "Scoring: the table's Mines row carries a 4 (printed in its Rule column, the row's only number) "
               "and its Assets row 4 Supremacy Points; each counts per structure, since the table's tie rule "
               "names only Money, Resources and Regional Supremacy as contests"),
    Provenance("Scoring: 6 SP per upgraded asset", "reconstructed",
               "the table's Upgraded Assets row prints no points; an upgraded asset weighs 1.5 times an asset in "
               "Regional Supremacy, so 1.5 x 4"),
    Provenance("Structure marker limits per corporation (4 mines, 2 infrastructures, 3 warehouses/offices, "
               "1 factory, 1 vessel)", "reconstructed", "the box's markers shared equally by four corporations"),
    Provenance("Endgame condition C at 24 Supremacy Points", "rulebook", "Endgame"),
)

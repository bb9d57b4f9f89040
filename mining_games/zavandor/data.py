"""The components of The Mines of Zavandor, each with its provenance.

The rulebook prints the structure of the game (four gem decks, four auction rows, Family clan
income levels, the income limit, the auction thresholds) but not the printed components: the
gem mix of each deck, the improvement cards, the upgrade costs, the King's path and the
reverse-side player boards. Everything not printed is filled in here and listed in
``PROVENANCE`` as reconstructed, with a one-line rationale.

Gems and decks are numbered so the engine can use small integer tables:
gem 0..3 = SAPPHIRE, EMERALD, DIAMOND, RUBY; deck 0..3 = WOODEN, COPPER, IRON, BRONZE MINECART.
"""

from dataclasses import dataclass

from mining_games.core import Provenance

GEMS = ("sapphire", "emerald", "diamond", "ruby")
GEM_INDEX = {g: i for i, g in enumerate(GEMS)}
DECKS = ("wooden", "copper", "iron", "bronze")
DECK_INDEX = {d: i for i, d in enumerate(DECKS)}
SHORT = {"S": 0, "E": 1, "D": 2, "R": 3}
DECK_SHORT = {"W": 0, "C": 1, "I": 2, "B": 3}

# Trade: the deck searched for a gem that is in no discard pile (printed, Phase 2: Trade).
HOME_DECK = (0, 1, 2, 3)
# Auction rows are evaluated RUBY, DIAMOND, EMERALD, SAPPHIRE (printed, Phase 3: Auction).
ROW_ORDER = (3, 2, 1, 0)
# Bids of at least this many cards of the row's gem earn the 4-point bonus (printed).
BONUS_AT = (9, 8, 7, 6)
FAMILY_LEVELS = 8
# Rows whose improvement cards are removed, by player count (printed, Setup step 7).
REMOVED_ROWS = {2: (3, 2), 3: (3,), 4: ()}

# Reconstructed: how many cards of each gem each deck holds (SAPPHIRE, EMERALD, DIAMOND, RUBY).
DECK_MIX = (
    (25, 15, 7, 3),    # WOODEN: mostly sapphires
    (12, 18, 7, 3),    # COPPER: mostly emeralds
    (6, 10, 16, 4),    # IRON: mostly diamonds
    (4, 6, 8, 12),     # BRONZE: mostly rubies
)


@dataclass(frozen=True)
class Cost:
    """An upgrade cost: gem counts, plus the King's current hall when ``king`` is set."""

    gems: tuple = (0, 0, 0, 0)
    king: bool = False


def cost(text):
    """Read a cost written like "1S+1E", "K" (the King's hall) or "K+1D"."""
    gems = [0, 0, 0, 0]
    king = False
    for part in text.split("+"):
        if part == "K":
            king = True
        else:
            gems[SHORT[part[-1]]] += int(part[:-1])
    return Cost(tuple(gems), king)


def yields(text):
    """Read spell-scroll alternatives written like "C6|I6|B4" into ((deck, count), ...)."""
    if not text:
        return ()
    return tuple((DECK_SHORT[alt[0]], int(alt[1:])) for alt in text.split("|"))


def draws(text):
    """Read an income written like "W2+C1" into cards per deck (WOODEN, COPPER, IRON, BRONZE)."""
    out = [0, 0, 0, 0]
    for part in text.split("+"):
        out[DECK_SHORT[part[0]]] += int(part[1:])
    return tuple(out)


# ---------------------------------------------------------------- the King's path (reconstructed)

@dataclass(frozen=True)
class Hall:
    id: int
    name: str
    cost: Cost | None
    next: tuple


def _hall(i, name, c, nxt):
    return Hall(i, name, cost(c) if c else None, tuple(nxt))


HALLS = (
    _hall(0, "Great Hall", None, (1, 2)),
    _hall(1, "Sapphire Gallery", "2S", (3, 4)),
    _hall(2, "Emerald Stair", "2E", (3, 4)),
    _hall(3, "Hall of Echoes", "3S", (5, 6)),
    _hall(4, "Lantern Hall", "1S+1E", (5, 6)),
    _hall(5, "Hall of Mirrors", "1S+2E", (7, 8)),
    _hall(6, "Deep Forge", "1S+1D", (7, 8)),
    _hall(7, "Miners' Chapel", "3E", (9,)),
    _hall(8, "Treasury", "2D", (9,)),
    _hall(9, "Crystal Bridge", "1E+1D", (10, 11)),
    _hall(10, "Hall of Banners", "3S+1D", (12, 13)),
    _hall(11, "Dragon Gate", "1E+1R", (12, 13)),
    _hall(12, "Throne Stair", "1E+2D", (14, 15)),
    _hall(13, "Ruby Vault", "2R", (14, 15)),
    _hall(14, "Royal Gallery", "1S+2D", (16, 17)),
    _hall(15, "Hall of Ancestors", "1D+1R", (16, 17)),
    _hall(16, "West Antechamber", "1S+2R", (18,)),
    _hall(17, "East Antechamber", "2E+2D", (18,)),
    _hall(18, "Coronation Chamber", "1D+2R", ()),
)
START_HALL = 0
CORONATION = 18


# ---------------------------------------------------------------- player boards

@dataclass(frozen=True)
class Board:
    """One side of a player board: the Family clan, the Packdragon and the mine gallery."""

    id: str
    name: str
    family_income: tuple     # per level 1..8: (cards per deck, free Upgrade markers)
    family_costs: tuple      # the Cost of reaching level 2..8
    family_vp: int           # points when the Family clan reaches level 8
    dragon_costs: tuple      # the Packdragon's upgrade slots; () = this board has no Packdragon
    dragon_vp: int
    gallery: int             # improvement spaces in the mine gallery


def _family(low, mid, high, mid_to=5):
    """Family income table: level 1 = low; 2..mid_to = mid; above = high (cards, markers)."""
    table = []
    for level in range(1, FAMILY_LEVELS + 1):
        table.append(low if level == 1 else mid if level <= mid_to else high)
    return tuple((draws(t[0]), t[1]) for t in table)


def _costs(*texts):
    return tuple(cost(t) for t in texts)


FRONT = Board("front", "Front side",
              _family(("W2", 0), ("W3", 0), ("W2", 1)),
              _costs("K", "K", "K", "K+1E", "K+1D", "K+1D", "K+1R"), 5,
              _costs("2E", "2D", "2R"), 2, 5)

REVERSE_BOARDS = (
    Board("hammer", "Shield of the Hammer",
          _family(("W2", 0), ("W2+C1", 0), ("C2", 1), mid_to=4),
          _costs("K", "K", "2E", "K", "2D", "K+1D", "1D+1R"), 4,
          _costs("2E", "2D", "2R"), 2, 5),
    Board("lantern", "Shield of the Lantern",
          _family(("W2", 0), ("W3", 0), ("W3", 1)),
          _costs("2S", "2S", "K", "K", "K+1E", "K+1D", "K+1R"), 5,
          _costs("1S+1E", "2D", "1D+1R"), 1, 5),
    Board("anvil", "Shield of the Anvil",
          _family(("W2", 0), ("W3", 0), ("W2", 1)),
          _costs("K", "K", "K", "K+1E", "K+1D", "K+1D", "K+1R"), 6,
          (), 0, 6),
    Board("crown", "Shield of the Crown",
          _family(("W1+C1", 0), ("W2+C1", 0), ("C2", 1)),
          _costs("K", "1S+1E", "K", "K+1E", "K+1D", "2D", "K+1R"), 4,
          (), 0, 6),
)
BOARDS = {b.id: b for b in (FRONT, *REVERSE_BOARDS)}


# ---------------------------------------------------------------- improvement cards

@dataclass(frozen=True)
class Card:
    """An improvement card (or a Starting Spell scroll).

    ``kind``: clan (income from ``deck``, ``income[markers]`` cards a round), scroll (one-off
    yields per level), altar (a free Upgrade marker each Income phase once full), fox (SAPPHIRE
    is wild in upgrade costs once full), hoard (one-off yield, never removed), foreman (end bonus
    for fully upgraded clans) or monument (points only). ``row`` is the auction row (gem index)
    or None for starting scrolls; ``shade`` is "pale" (early) or "dark" (late).
    """

    id: str
    name: str
    row: int | None
    shade: str
    kind: str
    slots: tuple             # Cost per upgrade slot, top to bottom (None = filled at setup)
    vp: int = 0              # points when fully upgraded
    neg: int = 0             # points lost at the end whether upgraded or not
    deck: int | None = None  # clans: the deck their income comes from
    income: tuple = ()       # clans: cards per round by number of markers
    yields: tuple = ()       # scrolls and hoard: alternatives by number of markers
    removable: bool = True


STANDARD, STRONG, GREEDY = (1, 1, 2, 2), (1, 2, 2, 3), (2, 2, 3, 3)


def _clan(i, name, row, shade, deck, income, slots, vp, neg=0):
    return Card(i, name, row, shade, "clan", _costs(*slots), vp, neg, DECK_SHORT[deck], income)


def _scroll(i, name, row, shade, slots, *levels):
    return Card(i, name, row, shade, "scroll", _costs(*slots), yields=tuple(yields(t) for t in levels))


def _item(i, name, row, shade, kind, slots, vp=0, **more):
    return Card(i, name, row, shade, kind, _costs(*slots), vp, **more)


S, E, D, R = 0, 1, 2, 3
CARDS_LIST = (
    # RUBY row (4 players only)
    _clan("R01", "Ember Forge Clan", R, "pale", "B", STANDARD, ("1R", "1E+1D", "K"), 4),
    _clan("R02", "Rubyheart Clan", R, "pale", "I", STRONG, ("1R", "1D", "K"), 3),
    _scroll("R03", "Scroll of the Fire Drake", R, "pale", ("1R", "1D"), "I3|B2", "I5|B3", "I7|B5"),
    _item("R04", "Statue of King Thrain", R, "pale", "monument", ("2R", "2D"), 8),
    _item("R05", "Altar of the Deep", R, "pale", "altar", ("2D", "2D"), 3),
    _clan("R06", "Gorlag's Greedy Clan", R, "pale", "B", GREEDY, ("1S", "1E", "1D"), 0, neg=3),
    _clan("R07", "Crimson Anvil Clan", R, "dark", "B", STRONG, ("1R", "1R", "K"), 4),
    _item("R08", "Crown of Zavandor", R, "dark", "monument", ("2R", "1D+1R", "K"), 10),
    _scroll("R09", "Scroll of Deep Fire", R, "dark", ("1R", "1D+1R"), "B3", "B5|I6", "B7|I8"),
    _item("R10", "Dragon Shrine", R, "dark", "monument", ("2R", "2D", "2E"), 9),
    _clan("R11", "Ironroot Clan", R, "dark", "I", STANDARD, ("1D", "1R", "K"), 4),
    _item("R12", "Ruby Chandelier", R, "dark", "monument", ("1D+1R", "2R", "K"), 8),
    # DIAMOND row (3 and 4 players)
    _clan("D01", "Ironfoot Clan", D, "pale", "I", STANDARD, ("1S", "1D", "K"), 2),
    _item("D02", "Altar of the Mountain", D, "pale", "altar", ("2D", "2D"), 3),
    _clan("D03", "Silver Pick Clan", D, "pale", "I", STANDARD, ("1E", "1D", "K"), 3),
    _scroll("D04", "Scroll of Glittering Dust", D, "pale", ("1D", "1S+1E"), "C3|I2", "C5|I4", "I6|B4"),
    _item("D05", "Diamond Lens", D, "pale", "monument", ("2D", "1E+1D"), 6),
    _clan("D06", "Durgin's Greedy Clan", D, "pale", "I", GREEDY, ("1S", "1E", "1D"), 0, neg=2),
    _item("D07", "Galgad's Dragon Hoard", D, "dark", "hoard", ("2E", "2D"), 4,
          yields=(yields("B3"), yields("B4"), yields("B6")), removable=False),
    _clan("D08", "Glittering Vein Clan", D, "dark", "I", STRONG, ("1D", "1D", "K"), 4),
    _scroll("D09", "Scroll of the Deep Seer", D, "dark", ("1D", "1E+1D"), "I3|C4", "I5|B3", "I7|B5"),
    _item("D10", "Hall of Statues", D, "dark", "monument", ("2D", "1E+2D", "K"), 8),
    _clan("D11", "Copper Crown Clan", D, "dark", "C", STRONG, ("1E", "1D", "K"), 4),
    _item("D12", "Altar of Stars", D, "dark", "altar", ("2D", "2D"), 3),
    # EMERALD row (all player counts)
    _clan("E01", "Copperkettle Clan", E, "pale", "C", STANDARD, ("1E", "1S+1E", "K"), 3),
    _clan("E02", "Green Moss Clan", E, "pale", "C", STANDARD, ("1S", "1E", "K"), 3),
    _scroll("E03", "Scroll of the Mossy Cave", E, "pale", ("1E", "1S+1E"), "W3|C2", "C4|W5", "C6|I4"),
    _item("E04", "Altar of the Grove", E, "pale", "altar", ("2D", "2D"), 3),
    _item("E05", "Emerald Fountain", E, "pale", "monument", ("2E", "1E+1D"), 6),
    _clan("E06", "Ulfar's Greedy Clan", E, "pale", "C", GREEDY, ("1S", "1S", "1E"), 0, neg=2),
    _clan("E07", "Jade Hammer Clan", E, "dark", "I", STANDARD, ("1E", "1D", "K"), 4),
    _item("E08", "Dwarven Brewery", E, "dark", "monument", ("2E", "1S+1E", "K"), 7),
    _clan("E09", "Deep Well Clan", E, "dark", "C", STRONG, ("1E", "1E", "K"), 4),
    _scroll("E10", "Scroll of the Emerald Sage", E, "dark", ("1E", "1D"), "C4|I3", "C6|I5", "I7|B5"),
    _item("E11", "Minecart Museum", E, "dark", "monument", ("2E", "2E+1D", "K"), 8),
    _clan("E12", "Bronze Bell Clan", E, "dark", "B", STANDARD, ("1E", "1D", "K"), 4),
    # SAPPHIRE row (all player counts)
    _clan("S01", "Blue Lantern Clan", S, "pale", "W", STANDARD, ("1S", "2S", "K"), 3),
    _clan("S02", "Stonehewer Clan", S, "pale", "W", STANDARD, ("1S", "1S+1E", "K"), 3),
    _item("S03", "Sapphire Fox Shrine", S, "pale", "fox", ("2S", "K"), 3),
    _scroll("S04", "Scroll of the Apprentice", S, "pale", ("2S", "1E"), "W3|C2", "W5|C4", "C6|I4"),
    _clan("S05", "Tin Whistle Clan", S, "pale", "C", STANDARD, ("1S", "1E", "K"), 3),
    _clan("S06", "Bolgar's Greedy Clan", S, "pale", "W", GREEDY, ("1S", "1S", "1S"), 0, neg=1),
    _clan("S07", "Ironfoot Brothers", S, "dark", "I", STANDARD, ("1S", "1D", "K"), 3),
    _item("S08", "Przemek the Foreman", S, "dark", "foreman", ("2E", "1S+1D")),
    _scroll("S09", "Scroll of Plenty", S, "dark", ("1E", "2S", "K"), "W3|C2", "C4|W5", "C6|I6|B4", "I8|B6"),
    _clan("S10", "Blue Mountain Clan", S, "dark", "C", STRONG, ("1S", "1E", "K"), 4),
    _item("S11", "Sapphire Throne", S, "dark", "monument", ("3S", "2S+1E", "K"), 7),
    _clan("S12", "Silver Stream Clan", S, "dark", "W", STRONG, ("1S", "1E", "K"), 4),
)

# Starting Spell scrolls: the top slot gets the setup cube, so they start at level 1.
START_SCROLLS = tuple(
    Card(f"start{i}", "Starting Spell scroll", None, "start", "scroll",
         (None, cost("2S"), cost("1S+1E")), yields=((), yields("W3|C2"), yields("C4|I3"), yields("I5|B3")))
    for i in range(1, 5)
)
CARDS = {c.id: c for c in (*CARDS_LIST, *START_SCROLLS)}


# ---------------------------------------------------------------- the piles on the table

# Cards lie in the kernel's piles (``core/piles.py``), which decide what each player sees of them.
# A gem card is a number, deck * 4 + gem: its back (the deck it belongs to) and its gem.
CARD_GEM = {c: GEMS[c % 4] for c in range(16)}            # the ledger item of each gem card
CARD_BACK = {c: DECKS[c // 4] for c in range(16)}          # what its back shows: its deck (Setup, step 10)
GEM_POOL = "gem cards"   # the hidden gem cards (draw piles, hands) could be any of each other's of their back
DRAW_PILE = tuple(f"{d}.deck" for d in DECKS)              # face down (Setup, step 10)
DISCARD_PILE = tuple(f"{d}.discards" for d in DECKS)       # face up (Phase 2: Trade)
HAND_PILE = tuple(f"hand.{p}" for p in range(4))           # each player's hand, seen by its owner only
BID_PILE = tuple(f"bid.{p}" for p in range(4))             # a bid on the table, face up, after the reveal
# The auction board, per row (a gem index): its improvement deck face up on the left-hand space, then
# the middle and the right-hand spaces (Setup, step 7); improvement cards out of the game, face up.
LEFT_PILE = tuple(f"improvements.{g}" for g in GEMS)
MIDDLE_PILE = tuple(f"middle.{g}" for g in GEMS)
RIGHT_PILE = tuple(f"right.{g}" for g in GEMS)
REMOVED_PILE = "removed"


# ---------------------------------------------------------------- provenance

PROVENANCE = (
    Provenance("Four gem decks and their home gems (SAPPHIRE: WOODEN, EMERALD: COPPER, DIAMOND: IRON, "
               "RUBY: BRONZE)", "rulebook", "zavandor.txt, Setup; Phase 2: Trade"),
    Provenance("Gem mix of each deck (WOODEN 25/15/7/3, COPPER 12/18/7/3, IRON 6/10/16/4, BRONZE 4/6/8/12 "
               "sapphire/emerald/diamond/ruby)", "reconstructed",
               "each deck must favour its home gem; sizes shrink as gems get rarer, so rubies are scarce; "
               "the WOODEN deck holds half sapphires (not 60%) so that saving for the 9-SAPPHIRE bonus does not "
               "beat investing (measured: docs/zavandor.md, The economy)"),
    Provenance("Family clan income by level (1: 2 WOODEN; 2-5: 3 WOODEN; 6-8: 2 WOODEN and 1 Upgrade marker)",
               "rulebook", "zavandor.txt, Phase 1: Income, The Family clans"),
    Provenance("Family clan upgrade costs (front: King, King, King, King+1 EMERALD, King+1 DIAMOND, "
               "King+1 DIAMOND, King+1 RUBY) and 5 points at level 8", "reconstructed",
               "the rulebook says the Family clan pays the King's hall cost; Anna's example needs a plain "
               "King slot early; rarer gems are added at the top levels"),
    Provenance("Packdragon (front): 3 slots costing 2 EMERALD, 2 DIAMOND, 2 RUBY; 2 points when full",
               "reconstructed", "lifting the income limit should take several rounds and rarer gems"),
    Provenance("Mine gallery of 5 improvement spaces (6 on the two reverse boards without a Packdragon)",
               "reconstructed", "enough room for a few clans and a scroll so that discarding is a real choice"),
    Provenance("Four reverse-side boards (Hammer, Lantern, Anvil, Crown) with their own Family income, costs "
               "and points; Anvil and Crown have no Packdragon but one more gallery space", "reconstructed",
               "the variant says costs and Family abilities differ and two boards trade the Packdragon for a space"),
    Provenance("The King's path: 19 halls from the Great Hall to the Coronation Chamber, 10 moves long, "
               "with forks and one narrow crossing (Crystal Bridge) and a cost per hall", "reconstructed",
               "the first halls must cost 2 SAPPHIRE or 2 EMERALD (printed example); costs grow rarer "
               "towards the Coronation Chamber; one move a round gives a 10-round game"),
    Provenance("48 improvement cards, 12 per auction row (6 pale, 6 dark): Dwarven clans, spell scrolls, "
               "altars, the Sapphire Fox Shrine, Galgad's Dragon Hoard, Przemek the Foreman, monuments "
               "and greedy clans with negative points", "reconstructed",
               "the rulebook names these kinds but prints no card list; one card leaves each row a round, "
               "so 12 per row outlast the 10-round path"),
    Provenance("Dwarven clan: 3 upgrade slots; income 1,1,2,2 cards (strong clans 1,2,2,3; greedy clans "
               "2,2,3,3 with -1 to -3 points) by markers; 3-4 points when full (the Ironfoot Clan 2)",
               "reconstructed", "a fully upgraded clan yields 2 cards (Anna's example) and the Ironfoot Clan is "
               "worth 2 points after its third upgrade (card layout example); the others are worth 3-4 so that "
               "completing a clan pays for its cards (measured: docs/zavandor.md, The economy)"),
    Provenance("Ironfoot Clan and Ironfoot Brothers: IRON clans whose first slot costs 1 SAPPHIRE",
               "reconstructed", "Anna's double upgrade pays 3 SAPPHIRES for a clan slot and a 2-SAPPHIRE King slot"),
    Provenance("Spell scroll yields per level (e.g. Scroll of Plenty at level 2: 6 COPPER, 6 IRON or "
               "4 BRONZE)", "reconstructed", "the printed level-2 example is the Scroll of Plenty; other "
               "scrolls scale the same way"),
    Provenance("Starting Spell scroll: starts at level 1 (the setup cube), yields 3 WOODEN or 2 COPPER; "
               "level 2: 4 COPPER or 3 IRON; level 3: 5 IRON or 3 BRONZE", "reconstructed",
               "a small one-off boost that is worth upgrading once or twice"),
    Provenance("Altars: two slots of 2 DIAMOND each (printed example); once full, 1 free Upgrade marker "
               "each Income phase; 3 points when full", "reconstructed",
               "the printed example says only that the full Altar has an effect; a free marker makes the "
               "two-marker placement rule of the Income phase reachable"),
    Provenance("Sapphire Fox Shrine: slots 2 SAPPHIRE and King; once full, a SAPPHIRE may stand in for any "
               "gem of an upgrade cost; 3 points when full", "reconstructed",
               "the printed ability names upgrades as its use"),
    Provenance("Galgad's Dragon Hoard: slots 2 EMERALD, 2 DIAMOND; one use in the game of 3/4/6 BRONZE by "
               "level; 4 points when full; never removed", "reconstructed",
               "the rulebook prints that it is used once and cannot be removed"),
    Provenance("Monuments (Statue of King Thrain, Crown of Zavandor, fountains, halls, thrones...): two or three "
               "slots and 6-10 points when full", "reconstructed",
               "points only: a monument must repay the cards of its auction and its slots better than buying "
               "points 3 cards for 1 at the end (measured: docs/zavandor.md, The economy)"),
    Provenance("Przemek the Foreman: slots 2 EMERALD, 1 SAPPHIRE+1 DIAMOND; 4 / 7 points for 3 / 4+ fully "
               "upgraded Dwarven clans when he is fully upgraded", "reconstructed",
               "the bonus is printed; the costs are filled in"),
)

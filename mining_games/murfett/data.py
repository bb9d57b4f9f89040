"""The components of The Mining Board Game (Murfett, 1983) and where each number comes from.

The rulebook prints the counts (20 leases, 20 drilling cards per metal, 6 contracts per metal,
100 units of each metal, $20M each) and a few prices ($1M a lease, $2M an exploration). It does not
print the board's squares, the lease codes and colours, the grade mix of the drilling cards, the
Cash Flow Indicator's wheels or the dispute and breakdown bills. Those are reconstructed here and
each is listed in ``PROVENANCE`` with the reason for the numbers chosen.
"""

from collections import namedtuple

from mining_games.core import Provenance

# ---------------------------------------------------------------- metals

METALS = ("copper", "tin", "nickel", "lead_zinc")
METAL_NAMES = {"copper": "copper", "tin": "tin", "nickel": "nickel", "lead_zinc": "lead-zinc"}
METAL_TITLES = {"copper": "Copper", "tin": "Tin", "nickel": "Nickel", "lead_zinc": "Lead-Zinc"}
UNITS_PER_METAL = 100           # Contents: 100 imitation units of each metal

# ---------------------------------------------------------------- leases

COLOURS = {"A": "red", "B": "blue", "C": "green", "D": "brown", "E": "yellow"}
Lease = namedtuple("Lease", "code colour metal")


def _leases():
    """20 leases: five colour groups of four, one lease of each metal per colour.

    Codes run A1-A4, B5-B8, C9-C12, D13-D16, E17-E20; within group g the i-th lease holds metal
    ``METALS[(i + g) % 4]``, which makes D14 a copper lease as in the rulebook's example.
    """
    out = []
    for g, letter in enumerate(COLOURS):
        for i in range(4):
            out.append(Lease(f"{letter}{4 * g + i + 1}", letter, METALS[(i + g) % 4]))
    return tuple(out)


LEASES = _leases()
LEASE = {lease.code: lease for lease in LEASES}
LEASES_BY_COLOUR = {c: tuple(x.code for x in LEASES if x.colour == c) for c in COLOURS}

# ---------------------------------------------------------------- drilling cards

GRADE_UNITS_PER_PIP = {"zero": 0, "medium": 1, "high": 2}   # How to Play, Metal Units
DRILLING_DECKS = {          # 20 cards per metal: (zero, medium, high) grade cards
    "copper": (8, 8, 4),
    "tin": (10, 6, 4),
    "nickel": (12, 4, 4),
    "lead_zinc": (6, 10, 4),
}


def drilling_deck(metal):
    """The unshuffled drilling cards of one metal, as grade names."""
    zero, medium, high = DRILLING_DECKS[metal]
    return ["zero"] * zero + ["medium"] * medium + ["high"] * high


def expected_units(metal):
    """Average units one exploration proves up (a die averages 3.5 pips): for the lessons."""
    zero, medium, high = DRILLING_DECKS[metal]
    return (medium * 3.5 + high * 7.0) / (zero + medium + high)

# ---------------------------------------------------------------- contracts

CONTRACT_SIZES = (4, 4, 5, 5, 6, 6)     # Inner Circuit: two each of 4, 5 and 6 units
Contract = namedtuple("Contract", "card metal size")
CONTRACTS = tuple(Contract(f"{m}-{k + 1}", m, s) for m in METALS for k, s in enumerate(CONTRACT_SIZES))
CONTRACT = {c.card: c for c in CONTRACTS}

# ---------------------------------------------------------------- the piles on the board

# The face-down piles are the kernel's (core/piles.py), named per metal: drilling cards (off the ledger),
# contract cards (ledger account pile.<metal>) and the contract cards set aside unseen for a shorter game
# (ledger account removed), which could be any of those left in their metal's pile.
DRILLING_PILE = {m: f"drilling.{m}" for m in METALS}
CONTRACT_PILE = {m: f"contracts.{m}" for m in METALS}
REMOVED_PILE = {m: f"removed.{m}" for m in METALS}

# ---------------------------------------------------------------- Cash Flow Indicator

# Income per unit sold, in $M, from the bottom of each wheel to the top; START is the window
# opposite the board's Start mark.
WHEELS = {
    "copper": (-2, -1, 0, 1, 2, 3, 4, 5, 6),
    "tin": (-3, -2, -1, 1, 2, 3, 5, 6, 8),
    "nickel": (-4, -3, -1, 1, 3, 4, 6, 8, 10),
    "lead_zinc": (-1, 0, 1, 2, 3, 4, 5),
}
START_STEP = {"copper": 4, "tin": 4, "nickel": 4, "lead_zinc": 3}

# ---------------------------------------------------------------- the board

BOARD_SIZE = 32                 # squares per circuit, numbered 1..32 on both circuits
PERIOD_LINE_AFTER = 26          # Metal Sale - Income: the thick line after square 26
FIRST_AFTER_LINE = PERIOD_LINE_AFTER % BOARD_SIZE + 1
SIDES = tuple(range(1, BOARD_SIZE + 1, 8))   # start squares are chosen side by side: 1, 9, 17, 25

# A square is (kind, detail): ("lease", colour), ("price", ((metal, +1/-1), ...)),
# ("income", metal), ("forfeit",), ("contract",), ("dispute",), ("breakdown",), ("office",).
NI_DOWN_CU_UP = ("price", (("nickel", -1), ("copper", +1)))
CU_DOWN_NI_UP = ("price", (("copper", -1), ("nickel", +1)))
TIN_DOWN_LZ_UP = ("price", (("tin", -1), ("lead_zinc", +1)))
LZ_DOWN_TIN_UP = ("price", (("lead_zinc", -1), ("tin", +1)))
OFFICE = ("office",)
FORFEIT = ("forfeit",)
K = ("contract",)


def _lease(c):
    return ("lease", c)


OUTER = (None,                                                             # index 0 unused
         _lease("A"), _lease("B"), NI_DOWN_CU_UP, _lease("C"),              # 1-4
         _lease("D"), _lease("E"), OFFICE, _lease("A"),                     # 5-8
         FORFEIT, _lease("B"), _lease("C"), TIN_DOWN_LZ_UP,                 # 9-12
         _lease("D"), _lease("E"), ("income", "copper"), OFFICE,           # 13-16
         _lease("A"), _lease("B"), _lease("C"), CU_DOWN_NI_UP,              # 17-20
         _lease("D"), _lease("E"), OFFICE, _lease("A"),                     # 21-24
         FORFEIT, _lease("B"),                                              # 25-26
         LZ_DOWN_TIN_UP, _lease("C"), _lease("D"), _lease("E"),            # 27-30 (after the line)
         ("income", "tin"), OFFICE)                                         # 31-32

INNER = (None,
         K, K, TIN_DOWN_LZ_UP, K,                                           # 1-4
         ("dispute",), K, OFFICE, K,                                        # 5-8
         K, ("breakdown",), K, NI_DOWN_CU_UP,                               # 9-12
         K, ("income", "nickel"), K, OFFICE,                               # 13-16
         K, ("dispute",), K, LZ_DOWN_TIN_UP,                                # 17-20
         K, OFFICE, K, ("breakdown",),                                      # 21-24
         K, K,                                                              # 25-26
         CU_DOWN_NI_UP, K, ("income", "lead_zinc"), K,                      # 27-30 (after the line)
         OFFICE, K)                                                         # 31-32

CIRCUITS = {"outer": OUTER, "inner": INNER}


def square_name(kind_detail):
    """A square in words, as printed on our reconstructed board."""
    kind = kind_detail[0]
    if kind == "lease":
        c = kind_detail[1]
        return f"Buy or Drill {c} Lease ({COLOURS[c]})"
    if kind == "price":
        return " / ".join(f"{METAL_TITLES[m]} {'Up' if d > 0 else 'Down'}" for m, d in kind_detail[1])
    if kind == "income":
        return f"{METAL_TITLES[kind_detail[1]]} Income Change"
    return {"forfeit": "Forfeit Lease", "contract": "Contract", "dispute": "Industrial Dispute",
            "breakdown": "Plant Breakdown", "office": "Site Office"}[kind]


BID_STEPS = (1, 2, 5)           # raises offered in a lease auction, in $M

# ---------------------------------------------------------------- provenance

R = "reconstructed"
PROVENANCE = (
    Provenance("$20M starting money per player", "rulebook", "murfett.txt, How to Play"),
    Provenance("lease price $1M; exploration $2M", "rulebook", "murfett.txt, How to Play"),
    Provenance("20 leases, 5 per metal", "rulebook", "murfett.txt, How to Play"),
    Provenance("6 contracts per metal: two each of 4, 5 and 6 units", "rulebook",
               "murfett.txt, Inner Circuit - Obtaining a Contract"),
    Provenance("100 units of each metal", "rulebook", "murfett.txt, Contents"),
    Provenance("Medium Grade 1 unit per pip, High Grade 2 units per pip, Zero Grade nothing",
               "rulebook", "murfett.txt, Metal Units"),
    Provenance("End of Period line after square 26", "rulebook", "murfett.txt, Metal Sale - Income"),
    Provenance("lease codes A1-E20 and colours red, blue, green, brown (D), yellow", R,
               "only 'D14, brown, copper' is printed; five colour groups of four leases number 1-20 "
               "consistently with it"),
    Provenance("one lease of each metal per colour group", R,
               "the Buy or Drill square names a colour and the card names the metal, so a colour must "
               "mix metals; an even spread gives every metal 5 leases"),
    Provenance("32 squares per circuit", R,
               "the line sits after square 26, so there are more than 26; 8 per side is a usual layout"),
    Provenance("outer circuit: 20 Buy or Drill squares (4 per colour), 2 Forfeit Lease, 4 paired price "
               "squares, 2 single-metal income-change squares, 4 site offices", R,
               "exploring belongs on the outer circuit; the counts of Forfeit squares are printed, the "
               "rest spreads the colours evenly"),
    Provenance("inner circuit: 18 contract squares, 2 Industrial Dispute, 2 Plant Breakdown, 4 paired "
               "price squares, 2 income-change squares, 4 site offices", R,
               "contracts are the inner circuit's purpose; dispute and breakdown counts are printed"),
    Provenance("price squares Nickel Down/Copper Up, Copper Down/Nickel Up, Tin Down/Lead-Zinc Up, "
               "Lead-Zinc Down/Tin Up", R,
               "two are named in Metal Income Variances; their mirror images keep prices from drifting"),
    Provenance("a Metal Income Change square moves its metal down on a die roll of 1-3, up on 4-6", R,
               "the rulebook names such a square but not its direction; a die keeps it neutral"),
    Provenance("drilling decks (zero/medium/high): copper 8/8/4, tin 10/6/4, nickel 12/4/4, "
               "lead-zinc 6/10/4", R,
               "not printed; rarer finds for the dearer metals so exploration risk differs by metal"),
    Provenance("a 20-card lead-zinc drilling deck", R,
               "Contents lists three drilling decks but How to Play names four piles and lead-zinc "
               "leases must be explorable"),
    Provenance("Cash Flow wheels ($M per unit): copper -2..6, tin -3..8, nickel -4..10, lead-zinc -1..5", R,
               "not printed; losing values at the bottom as the rules require, wider swings for the "
               "rarer metals"),
    Provenance("wheels start at copper $2M, tin $2M, nickel $3M, lead-zinc $2M", R,
               "a start near the middle of each wheel, where a contract repays the exploration"),
    Provenance("Industrial Dispute $1M per running contract; Plant Breakdown $3M once", R,
               "not printed; small next to a contract's income so that they sting without ruining"),
    Provenance("lease auction raises of $1M, $2M or $5M", R,
               "an open auction split into a few buttons; the banker's increments are not printed"),
)

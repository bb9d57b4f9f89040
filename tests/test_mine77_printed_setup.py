"""Mine 77, printed numbers of Game Contents, Setup and Work Order Cards."""

from collections import Counter

from test_mine77_scenarios import new

from mining_games.mine77.data import (
    BASIC,
    COMMISSARIAT_CARDS,
    ELVEN,
    FARM_CROPS,
    GOVERNMENT,
    MINING_CARDS,
    OBJECTIVES,
    PATROL_CARDS,
    RESEARCH_PILES,
    RESOLUTION,
    RESOURCES,
    ROSANA_DECK,
    SERGIO_DECK,
    TILES,
    TROPHIES,
)
from mining_games.mine77.game import Mine77


def test_game_contents_card_counts():
    """Game Contents: 16 Mining, 22 Patrol, 24 Patrol Resolution, 2 NPC decks of 7, 18 Secret Objectives,
    16 Government Orders (7 resources each), 16 Elven Embassy cards, 15 Commissariat cards, 32 Research tiles."""
    assert (len(MINING_CARDS), len(PATROL_CARDS), len(RESOLUTION)) == (16, 22, 24)
    assert (len(SERGIO_DECK), len(ROSANA_DECK), len(OBJECTIVES)) == (7, 7, 18)
    assert len(GOVERNMENT) == 16 and {len(card) for card in GOVERNMENT} == {7}
    assert (len(ELVEN), len(COMMISSARIAT_CARDS), len(TILES)) == (16, 15, 32)


def test_game_contents_tokens_in_their_stocks():
    """Game Contents: 10 of each of the 12 resources, 8 Trophies of each of the 3 types, 24 Rosettes; the farm
    takes 9 of each crop from the General Supply (Prepare the Main Game Board, step 1)."""
    g = new(3)
    assert all(g.held("trophies", t) == 8 for t in TROPHIES) and g.held("rosettes", "rosette") == 24
    for r in RESOURCES:
        assert g.held("supply", r) == (1 if r in FARM_CROPS else 10), r


def test_the_farm_holds_25_in_five_fields_of_5_and_11_in_the_farming_supply():
    """Prepare the Main Game Board, steps 1-3: 9 each of Flax, Lichen, Mushroom and Wood (36), 5 into each of the 5
    Farm Fields, the other 11 into the Farming supply."""
    g = new(3)
    assert [len(f) for f in g.fields] == [5] * 5
    assert [sum(g.holding(f"field{k}").values()) for k in range(1, 6)] == [5] * 5
    assert sum(g.holding("farm").values()) == 11
    crops = Counter(r for f in g.fields for r in f) + Counter(g.holding("farm"))
    assert crops == {r: 9 for r in FARM_CROPS}


def test_the_organiser_board_shows_2_mining_2_patrol_3_commissariat_today_and_tomorrow():
    """Prepare the Organiser Board: two Mining and two Patrol cards, three Commissariat cards, Today and Tomorrow,
    and the Research tiles in six piles (5 + 5 small squares, 5 + 5 rectangles, 6 L shapes, 6 large squares)."""
    g = new(3)
    assert g.pile_size("mining.row") == 2 and g.pile_size("mining.row") + g.pile_size("mining.deck") == 16
    assert g.pile_size("patrol.row") == 2 and g.pile_size("patrol.row") + g.pile_size("patrol.deck") == 22
    assert None not in g.commissariat_row() and len(g.commissariat_row()) == 3 and g.pile_size("commissariat") == 12
    assert g.today["card"] != g.tomorrow and len(g.today["slots"]) == 7
    piles = [g.pile(name) for name in RESEARCH_PILES]
    assert [len(pile) for pile in piles] == [5, 5, 5, 5, 6, 6]
    assert [{TILES[t][0] for t in pile} for pile in piles] == [{"small"}, {"small"}, {"rect"}, {"rect"}, {"L"}, {"big"}]


def test_each_player_is_dealt_2_secret_objectives_and_keeps_one():
    """Prepare each Player Area, step 4: two Secret Objectives each, one kept."""
    g = Mine77(players=3, seed=5, secret_objectives=True)
    assert [g.pile_size(f"objective_offer{p}") for p in range(3)] == [2, 2, 2] and g.pile_size("objectives") == 12
    assert [g.held(f"p{p}", "objective_card") for p in range(3)] == [2, 2, 2]
    assert [len(g.legal_actions(p)) for p in range(3)] == [2, 2, 2]


def test_every_colour_deck_has_the_7_basic_cards_with_initiatives_1_to_7():
    """Work Order Cards: 7 cards per colour with the same activities (the Basic deck) and initiatives 1 to 7."""
    g = new(5)
    for c in range(5):
        cards = [g.cards[f"W{c}{k}"] for k in range(7)]
        assert [code for code, _ in cards] == list(BASIC)
        assert sorted(ini for _, ini in cards) == [1, 2, 3, 4, 5, 6, 7]
    assert BASIC == ("M5", "M4", "A1", "A1+M3", "M3+A1", "M2+A1", "M4|M4")
    for p in range(5):
        c = g.colour[p]
        assert sorted(g.hand(p) + g.pile(f"orders{p}")) == [f"W{c}{k}" for k in range(7)]
    assert sorted(g.colour) == [0, 1, 2, 3, 4]


def test_no_colour_plays_its_actions_earlier_than_another():
    """Work Order Cards: every colour holds the same activities at initiatives 1 to 7; which card gets which number
    is ours (reconstructed), balanced: the four Action cards of every colour sum to 16, Movement 5 and Movement 4
    (the Easy game's Action cards) to 8, the two-worker card is 4, and no card has the same initiative in two
    colours but that one."""
    g = new(5)
    actions = [k for k, code in enumerate(BASIC) if "A" in code]
    for c in range(5):
        ini = [g.cards[f"W{c}{k}"][1] for k in range(7)]
        assert sum(ini[k] for k in actions) == 16 and ini[0] + ini[1] == 8 and ini[6] == 4
    for k in range(6):
        assert len({g.cards[f"W{c}{k}"][1] for c in range(5)}) == 5


def test_the_commissariat_cards_are_the_printed_fifteen():
    """Commissariat, card reference: five cards for 2 different workers, seven for the same worker and three Draw and
    Increase Hand Size cards."""
    codes = Counter(code for code, _ in COMMISSARIAT_CARDS)
    assert codes == {"A1|A1": 2, "M5|A1": 1, "A1|M6": 1, "M7|A1": 1, "M9": 1, "M2+A1+M3": 1, "M3+A1+M2": 1,
                     "M6+A1": 1, "A1+M7": 1, "A2": 1, "M4+A1": 1, "H": 3}

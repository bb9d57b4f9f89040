"""The texts whose counts disagreed with their nouns or verbs, rendered with counts of 1 and of 2, game by
game: each count agrees with its noun and its verb ("its 1 unit goes", "its 2 units go")."""

from types import SimpleNamespace

import pytest
from toygame import ToyAction, ToyGame

import mining_games as mg
from mining_games.zavandor import scenario
from mining_games.zavandor.actions import ZavandorAction

GAMES = {**mg.GAMES, ToyGame.name: ToyGame}
NAMES = ("Ana", "Ben", "Cy")

TEXTS = [
    ("murfett.trouble.sold", {"lease": "D14", "seller": 1, "price": 7, "units": 1, "contracts": 0},
     "Ana buys lease D14 from Ben for $7M; its 1 unit goes with it."),
    ("murfett.trouble.sold", {"lease": "D14", "seller": 1, "price": 7, "units": 2, "contracts": 0},
     "Ana buys lease D14 from Ben for $7M; its 2 units go with it."),
    ("murfett.trouble.sold", {"lease": "D14", "seller": 1, "price": 7, "units": 1, "contracts": 1},
     "Ana buys lease D14 from Ben for $7M; its 1 unit and 1 running contract go with it."),
    ("murfett.lease.forfeit", {"held": 5, "lease": "E17", "value": 1, "units": 1},
     "Ana holds 5 leases and forfeits the least valuable, E17 (worth $1M at today's income); its 1 free "
     "unit goes back to the banker."),
    ("murfett.lease.forfeit", {"held": 1, "lease": "E17", "value": 2, "units": 2},
     "Ana holds 1 lease and forfeits the least valuable, E17 (worth $2M at today's income); its 2 free "
     "units go back to the banker."),
    ("murfett.lease.forfeit_contract", {"card": "copper-1", "lease": "D14", "units": 1},
     "The copper contract 1 (4 units) on forfeited lease D14 is cancelled; its 1 committed unit goes back "
     "to the banker and the card goes face up to the bank."),
    ("murfett.trouble.cancel_contract", {"card": "copper-1", "lease": "D14", "units": 1},
     "The copper contract 1 (4 units) on lease D14 is cancelled; its 1 committed unit goes back to the banker."),
    ("murfett.trouble.cancel_contract", {"card": "copper-1", "lease": "D14", "units": 2},
     "The copper contract 1 (4 units) on lease D14 is cancelled; its 2 committed units go back to the banker."),
    ("murfett.setup.components", {"leases": 1, "units": 1, "contracts": 1},
     "The banker lays out 1 lease card, 1 unit of each metal and 1 contract card."),
    ("murfett.setup.shuffle_drilling", {"metal": "tin", "cards": 1},
     "The tin drilling cards are shuffled (1 card)."),
    ("murfett.setup.shuffle_contracts", {"metal": "tin", "cards": 1},
     "The tin contract cards are shuffled (1 card)."),
    ("murfett.setup.remove_contracts", {"metal": "tin", "removed": 1, "kept": 1},
     "For a shorter game 1 tin contract card is set aside unseen; 1 remains."),
    ("murfett.setup.remove_contracts", {"metal": "tin", "removed": 2, "kept": 2},
     "For a shorter game 2 tin contract cards are set aside unseen; 2 remain."),
    ("murfett.board.move",
     {"d1": 1, "d2": 0, "total": 1, "circuit": "outer", "frm": 3, "to": 4, "name": "Site office"},
     "Ana rolls 1 and 0 and moves 1 square on the outer circuit, from 3 to 4: Site office."),
    ("murfett.contract.draw", {"metal": "tin", "size": 1},
     "Ana turns up the top tin contract: 1 unit."),
    ("murfett.contract.accept", {"metal": "tin", "size": 1, "lease": "D14"},
     "Ana accepts the tin contract for 1 unit and commits 1 unit from lease D14."),
    ("murfett.contract.cannot_meet", {"metal": "tin", "size": 1},
     "No lease of Ana's holds 1 unit of tin: the contract goes to the bottom of its pile."),
    ("titans.setup.board", {"tile": 3, "kind": "Wood", "trees": 1},
     "Tile 3 (Wood) is laid out with 1 tree."),
    ("titans.setup.factories", {"single": 1, "double": 1},
     "Ana takes 1 factory and 1 upgraded factory."),
    ("titans.setup.technology_deck", {"cards": 1},
     "The Technology deck (1 card) is placed face down, unshuffled."),
    ("titans.disasters.shuffle", {"cards": 1},
     "The disaster cards go back and the deck (1 card) is shuffled."),
    ("titans.setup.shuffle", {"cards": 1},
     "The Natural Disaster deck (1 card) is shuffled."),
    ("titans.setup.return_cards", {"cards": 1},
     "The drawn cards go back and the deck (1 card) is shuffled."),
    ("titans.planting.plant", {"tile": 3, "trees": 1, "left": 1},
     "Ana plants a tree on tile 3: 1 tree (1 planting left this turn)."),
    ("zavandor.trade.bank_search", {"gem": 1, "deck": 1, "turned": 2, "others": [0, 0, 1, 0]},
     "No EMERALD lies in any discard pile: Ana turns over 2 COPPER cards and keeps the EMERALD; 1 DIAMOND "
     "goes onto the COPPER discard pile."),
    ("zavandor.trade.bank_search", {"gem": 1, "deck": 1, "turned": 3, "others": [2, 0, 0, 0]},
     "No EMERALD lies in any discard pile: Ana turns over 3 COPPER cards and keeps the EMERALD; 2 "
     "SAPPHIRE go onto the COPPER discard pile."),
    ("zavandor.trade.bank_search", {"gem": 1, "deck": 1, "turned": 3, "others": [1, 0, 1, 0]},
     "No EMERALD lies in any discard pile: Ana turns over 3 COPPER cards and keeps the EMERALD; 1 "
     "SAPPHIRE and 1 DIAMOND go onto the COPPER discard pile."),
    ("zavandor.income.family", {"level": 6, "cards": [2, 0, 0, 0], "markers": 2},
     "Ana's Family clan at level 6 yields 2 WOODEN and 2 free Upgrade markers."),
    ("zavandor.end.unfinished", {"items": [("family", 1, 1, 5)]},
     "Ana's items that are not fully upgraded score nothing: the Family clan (1 of 1 slot filled, 5 "
     "points printed)."),
    ("zavandor.setup.reverse_boards", {"cards": 1},
     "The shield-side player boards are shuffled and dealt (1 board)."),
    ("zavandor.setup.remove_improvements", {"players": 1, "rows": [3], "cards": 1},
     "With 1 player the RUBY improvement cards leave the game (1 card)."),
    ("zavandor.setup.improvement_shuffle", {"shade": "pale", "row": 1, "cards": 1},
     "The pale EMERALD improvement cards are shuffled (1 card)."),
    ("zavandor.setup.gem_shuffle", {"deck": 1, "cards": 1},
     "The COPPER deck is shuffled (1 card)."),
    ("zavandor.setup.starting_hands", {"n": 1},
     "Ana is dealt a starting hand of 1 WOODEN card."),
    ("zavandor.income.limit", {"limit": 1, "deck": 1, "left": 1},
     "Ana may take only 1 card and forgoes one COPPER card (1 still to give up)."),
    ("zavandor.income.no_limit", {"total": 1},
     "Ana's fully upgraded Packdragon lifts the income limit: all 1 card."),
    ("mine77.setup.blocked", {"n": 1, "players": 1},
     "1 action space blocked for 1 seat."),
    ("mine77.shift.reshuffle", {"cards": 1},
     "A new Work Order deck is shuffled from the 1 card discarded."),
    ("mine77.storage.mine_warehouse", {"was": 1, "cap": 1, "kind": "small"},
     "The Mine Warehouse grows from 1 to 1 space (the first small expansion)."),
    ("mine77.hall.brawl", {"workers": 1, "worker": "IV"},
     "A brawl among 1 worker: Ana's Worker IV goes to the General Ward."),
    ("mine77.train.lost", {"cart": 2, "what": "1 Gem"},
     "Nobody aboard cart 2 has room for 1 Gem, so all of it goes back."),
    ("ardevur.setup.shuffle", {"deck": "territories", "cards": 1},
     "The territories deck of 1 card is shuffled."),
    ("ardevur.setup.fair_play_targets", {"n": 1},
     "Fair Play: 1 Target needing Action cards is removed."),
    ("ardevur.setup.fair_play_targets", {"n": 2},
     "Fair Play: 2 Targets needing Action cards are removed."),
    ("ardevur.extract.office", {"office": "Office", "n": 1},
     "Ana's Office allows up to 1 mine this turn."),
    ("ardevur.dev.mine_limit", {"n": 1},
     "Ana now runs 1 active mine, the most allowed."),
    ("ardevur.dev.site_limit", {"n": 1},
     "Ana now has 1 site explored or active: every site marker is out."),
    ("toy.setup.stake", {"coins": 1},
     "Ana receives 1 coin."),
    ("toy.setup.cards", {"n": 1},
     "The Cave-in deck holds 1 card."),
    ("toy.cards.reshuffle", {"cards": 1},
     "The 1 discarded Cave-in card is shuffled into a new deck."),
    ("toy.cards.reshuffle", {"cards": 2},
     "The 2 discarded Cave-in cards are shuffled into a new deck."),
]


@pytest.mark.parametrize("rule_id, facts, expected", TEXTS, ids=[f"{r}-{i}" for i, (r, _, _) in enumerate(TEXTS)])
def test_a_rule_text_counts_in_words_that_agree(rule_id, facts, expected):
    rule = GAMES[rule_id.split(".")[0]].RULES[rule_id]
    assert rule.render(SimpleNamespace(facts=facts, player=0, round=1), NAMES) == expected


def test_titans_board_counts_the_trees_of_a_tile():
    g = mg.new_game("titans", players=["Ana", "Ben", "Cy"], seed=1)
    g.arrange("trees", 3, 1)
    g.arrange("trees", 4, 2)
    html = g.board_html(None)
    assert ", 1 tree</title>" in html and ">1 tree</text>" in html
    assert ", 2 trees</title>" in html and ">2 trees</text>" in html


def test_zavandor_hands_labels_and_prompts_count_one_card():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.set_hand(g, 0, [1, 0, 0, 0])
    assert "<b>Hand</b> (1 card): " in g.board_html(0)
    assert "<b>Hand</b>: 1 card (hidden)" in g.board_html(1)
    scenario.set_hand(g, 0, [2, 0, 0, 0])
    assert "<b>Hand</b>: 2 cards (hidden)" in g.board_html(1)
    read = "Use the Starting Spell scroll: draw "
    assert ZavandorAction(0, "read", ("start1", "wooden", 1)).label == read + "1 WOODEN card"
    assert ZavandorAction(0, "read", ("start1", "iron", 2)).label == read + "2 IRON cards"
    g.turn["claim"] = {"row": 0, "count": 1}
    assert g._prompt_claim(0).startswith("You won the SAPPHIRE auction with 1 card: take ")


def test_toy_trade_labels_name_one_unit():
    assert ToyAction(0, "offer_ask", ("coins",)).label == "Ask for 1 more coin"
    assert ToyAction(0, "offer_give", ("cards",)).label == "Offer 1 more Cave-in card"
    assert ToyAction(0, "offer_give", ("gold",)).label == "Offer 1 more gold"

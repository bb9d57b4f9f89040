"""Zavandor's log lines and menus a student reads (issue 12): the winner and the tie-break, where a
King slot's price comes from, why end-of-game points count or not, the board's shift, plurals and
articles, and the discard pile a search fills."""

import mining_games as mg
from mining_games.core.words import wording_problems
from mining_games.zavandor import scenario
from mining_games.zavandor.scenario import PASSIVE

WEST_ANTECHAMBER = 16


def fired(g, rule, player=None):
    return [e for e in g.log if e.rule == rule and (player is None or e.player == player)]


def last_round(seed=1):
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=seed)
    scenario.skip_to(g, stage="bid")
    scenario.place_king(g, WEST_ANTECHAMBER)
    return g


def finish(g):
    while not g.over:
        p = g.to_act[0]
        g.apply(next(a for a in g.legal_actions(p) if a.kind == PASSIVE[g.stage]))


def test_the_end_names_the_winner():
    g = last_round()
    scenario.set_hand(g, 0, [6, 0, 0, 0])
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    finish(g)
    assert fired(g, "zavandor.end.result")[0].text == (
        "Final result: Anna 2 points, Bert 0 points. Anna wins with 2 points.")
    assert g.ended_by == "zavandor.end.result"


def test_a_tie_names_the_tie_break_applied():
    g = last_round()
    scenario.set_hand(g, 0, [5, 0, 0, 0])                   # 1 point, 2 cards left
    scenario.set_hand(g, 1, [4, 0, 0, 0])                   # 1 point, 1 card left
    finish(g)
    assert fired(g, "zavandor.end.result")[0].text == (
        "Final result: Anna 1 point, Bert 1 point. Anna and Bert tie on 1 point; the tie goes to the most gem "
        "cards left in hand (Anna 2 cards and Bert 1 card): Anna wins.")


def test_a_tie_on_cards_too_is_shared():
    g = last_round()
    scenario.set_hand(g, 0, [4, 0, 0, 0])
    scenario.set_hand(g, 1, [4, 0, 0, 0])
    finish(g)
    assert fired(g, "zavandor.end.result")[0].text.endswith(
        "Anna and Bert tie on 1 point and on gem cards left in hand (Anna 1 card and Bert 1 card): Anna and Bert "
        "share the victory.")


def test_the_king_slot_message_says_what_the_hall_asks_and_what_the_slot_adds():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.skip_to(g, stage="bid")
    scenario.place_king(g, 3)                               # Hall of Echoes: the King goes on to the Hall of Mirrors
    scenario.set_markers(g, 0, "family", 4)                 # the next slot: the King + 1 EMERALD
    scenario.set_hand(g, 0, [1, 3, 0, 0])
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "seal"))
    while g.stage != "upgrade":
        p = g.to_act[0]
        g.apply(g.legal_actions(p)[0])
    assert g.king == 5                                      # Hall of Mirrors: 1 SAPPHIRE, 2 EMERALD
    g.apply(g.action(0, "upgrade", "family", 1, 3, 0, 0))
    assert fired(g, "zavandor.upgrade.king_cost")[0].text == (
        "The next slot of Anna's Family clan shows the King and 1 EMERALD: the Hall of Mirrors asks 1 SAPPHIRE, "
        "2 EMERALD and the slot adds 1 EMERALD, 1 SAPPHIRE, 3 EMERALD in all.")


def test_end_points_say_why_they_count_or_not():
    g = last_round()
    scenario.give_improvement(g, 0, "E04", 2)               # Altar of the Grove, full: 3 points
    scenario.give_improvement(g, 0, "E09", 2)               # Deep Well Clan, 2 of 3: nothing
    scenario.give_improvement(g, 0, "S06", 0)               # Bolgar's Greedy Clan: -1, not upgraded
    for p in (0, 1):
        scenario.set_hand(g, p, [0, 0, 0, 0])
    finish(g)
    assert fired(g, "zavandor.end.items", 0)[0].text == (
        "Anna's fully upgraded items score 3 points: the Altar of the Grove (3 points).")
    assert fired(g, "zavandor.end.unfinished", 0)[0].text == (
        "Anna's items that are not fully upgraded score nothing: the Family clan (1 of 8 slots filled, 5 points "
        "printed), the Packdragon (0 of 3 slots filled, 2 points printed) and the Deep Well Clan (2 of 3 slots "
        "filled, 4 points printed).")
    assert fired(g, "zavandor.end.negative", 0)[0].text == (
        "Anna loses 1 point for Bolgar's Greedy Clan (1 point, not fully upgraded): printed negative points are "
        "subtracted whether or not the card is fully upgraded.")
    assert g.score(0) == 2


def test_full_altar_and_full_item_lines_read_well():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.skip_to(g, stage="bid")
    scenario.give_improvement(g, 0, "E04", 1)
    scenario.set_hand(g, 0, [0, 0, 2, 0])
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "seal"))
    while g.stage != "upgrade":
        p = g.to_act[0]
        g.apply(g.legal_actions(p)[0])
    g.apply(g.action(0, "upgrade", "E04", 0, 0, 2, 0))
    assert fired(g, "zavandor.upgrade.full")[0].text == (
        "Anna's Altar of the Grove is now fully upgraded: 3 points at the end.")
    assert fired(g, "zavandor.income.altar")[0].text == (
        "Anna's Altar of the Grove, fully upgraded, yields 1 free Upgrade marker.")


def test_the_board_shift_names_rows_and_places():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.skip_to(g, stage="upgrade")
    text = fired(g, "zavandor.auction.shift")[0].text
    assert "(s)" not in text and "SAPPHIRE row (bottom):" in text and "EMERALD row (third):" in text
    assert text.startswith("The auction board moves on. EMERALD row (third): ")
    assert "moves from the middle to the right-hand space" in text and "comes from the deck to the middle space" in text
    assert "leaves the game from the right-hand space" in text


def test_bank_menu_uses_an_and_the_search_names_the_discard_pile():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.set_hand(g, 0, [4, 0, 0, 0])
    scenario.skip_to(g, stage="trade", player=0)
    g.apply(g.action(0, "bank"))
    g.apply(g.action(0, "pay", "sapphire"))
    g.apply(g.action(0, "pay", "sapphire"))
    labels = [a.label for a in g.legal_actions(0)]
    assert "Take an EMERALD" in labels and "Take a RUBY" in labels
    g.apply(g.action(0, "want", "ruby"))
    search = fired(g, "zavandor.trade.bank_search")[0]
    assert "onto the BRONZE discard pile" in search.text or search.text.endswith("nothing else was turned over.")
    assert not wording_problems(search.text)


def test_no_plural_is_left_to_the_reader():
    g = mg.new_game("zavandor", players=["Anna", "Bert"], seed=1)
    scenario.skip_to(g, stage="bid")
    scenario.set_hand(g, 0, [1, 0, 0, 0])
    scenario.set_hand(g, 1, [0, 0, 0, 0])
    g.apply(g.action(0, "bid", "sapphire"))
    g.apply(g.action(0, "seal"))
    g.apply(g.action(1, "seal"))
    texts = [e.text for e in g.log] + [t for _, t in g.log_for(1)]
    assert "Anna seals a bid of 1 SAPPHIRE (1 card)." in texts
    assert "Anna wins the SAPPHIRE auction with 1 card." in texts
    for t in texts:
        assert not wording_problems(t), t

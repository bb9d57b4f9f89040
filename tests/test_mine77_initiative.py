"""Mine 77, Using Work Order Cards, step 2 Play: equal initiative goes to the player with more Rosettes; players still
level must agree on an order among them, or none of their cards is used. The agreement is asked in sealed rounds
(each tied player still without a place names who goes next); NPCs name themselves; the heuristic bots agree. With
the orders, the texts and who is asked."""

import pytest

from mining_games.bots import play
from mining_games.core import IllegalAction
from mining_games.mine77.bots import Foreman
from mining_games.mine77.game import Mine77


def of(g, rule, start=0):
    return [e for e in g.log[start:] if e.rule == rule]


def holding(g, p, ini):
    """p's card of initiative ``ini`` in hand, or None."""
    return next((c for c in g.hand(p) if g.cards[c][1] == ini), None)


def level(wanted, players=3, npcs=(), seeds=range(1, 60)):
    """The first seeded game at its first selection where every player of ``wanted`` ({player: initiative}) holds a
    card of that initiative and every NPC's top card has its initiative; the players select those cards (the others
    their first card) and the cards are revealed. Returns the game and the seed."""
    for seed in seeds:
        names = ["Ana", "Ben", "Cy", "Dan", "Eve"][:players]
        g = Mine77(players=names, npcs=list(npcs), seed=seed, secret_objectives=False)
        npc_ok = all(g.npc_cards[g.sealed[p]][0] == wanted[p] for p in g.npcs if p in wanted)   # selected already
        cards = {p: holding(g, p, ini) for p, ini in wanted.items() if p not in g.npcs}
        if not npc_ok or None in cards.values():
            continue
        for p in list(g.to_act):
            card = cards.get(p, g.hand(p)[0])
            g.apply(next(a for a in g.legal_actions(p) if a.kind == "select" and a.args[0] == card))
        return g, seed
    raise AssertionError(f"no seed gives {wanted}")


def reselect(g, wanted):
    """Every player selects again the card of the initiative in ``wanted`` (after an undo)."""
    for p, ini in wanted.items():
        g.apply(next(a for a in g.legal_actions(p) if a.kind == "select" and g.cards[a.args[0]][1] == ini))


def name(g, p, q):
    """p names q in the tie being settled."""
    return g.apply(next(a for a in g.legal_actions(p) if a.kind == "tie" and a.args[0] == q))


def order_of(g, start=0):
    return of(g, "mine77.shift.order", start)[-1].facts["order"]


# ------------------------------------------------------------------ two players level


def test_two_level_players_are_asked_together_in_secret_and_their_agreed_order_holds():
    g, _ = level({0: 6, 1: 6, 2: 3})
    assert g.stage == "tie" and g.to_act == (0, 1)                     # Ana and Ben at once; Cy is not level
    start = of(g, "mine77.shift.tie_start")[-1]
    assert start.facts == {"players": [0, 1], "initiative": 6}
    assert start.text == ("Ana and Ben are level at initiative 6 with as many Rosettes: they must agree who goes "
                          "first, or neither card is used.")
    assert [a.label for a in g.legal_actions(0)] == ["Name Ana to go first", "Name Ben to go first"]
    assert g.prompt(1) == ("You are level with Ana at initiative 6: name who goes first; Ana names at the same time, "
                           "in secret. Different names: none of the level players' cards is used.")
    assert "mine77.shift.order" not in [e.rule for e in g.log]          # nothing is played before they agree
    name(g, 0, 1)
    assert g.to_act == (1,) and g.view(1)["sealed"] == {"0": "sealed"}  # Ana's name stays hidden from Ben
    assert of(g, "mine77.shift.tie_name")[-1].text == "Ana names in secret who goes first."
    s = len(g.log)
    name(g, 1, 1)
    assert of(g, "mine77.shift.tie_reveal", s)[0].text == ("The names are shown together: Ana names Ben and Ben names "
                                                           "Ben. They agree: Ben goes first.")
    assert of(g, "mine77.shift.tie_agreed", s)[0].text == "Agreed order among the level players: Ben, Ana."
    assert order_of(g) == [[2, 3], [1, 6], [0, 6]]
    assert of(g, "mine77.shift.order")[-1].text == "Initiative order: Cy (3), Ben (6), Ana (6)."
    played = [e.player for e in of(g, "mine77.shift.play", s)]
    assert played[:1] == [2] and not of(g, "mine77.shift.tie_none")


def test_two_level_players_who_do_not_agree_use_neither_card_and_the_cards_are_played_for_the_shift():
    g, _ = level({0: 6, 1: 6, 2: 3})
    cards = {p: g.chosen[str(p)] for p in (0, 1)}
    name(g, 0, 0)
    s = len(g.log)
    name(g, 1, 1)
    assert of(g, "mine77.shift.tie_reveal", s)[0].text == ("The names are shown together: Ana names Ana and Ben names "
                                                           "Ben. They do not agree.")
    none = of(g, "mine77.shift.tie_none", s)[0]
    assert none.facts == {"players": [0, 1]}
    assert none.text == ("No order agreed: the cards of Ana and Ben are played for the Shift without being used "
                         "(to the discards).")
    for p in (0, 1):                                # played: out of the hand, into the discards, nothing done with it
        assert cards[p] not in g.hand(p) and cards[p] in g.pile(f"orders{p}/discard")
        assert [t.amount for t in none.transfers() if t.src == f"p{p}" and t.item == "work_order"] == [1]
    assert order_of(g) == [[2, 3]] and of(g, "mine77.shift.order")[-1].text == "Initiative order: Cy (3)."
    assert g.to_act == (2,)                                             # Cy plays; Ana and Ben do nothing this round
    assert {0, 1}.isdisjoint(e.player for e in of(g, "mine77.shift.play", s))
    assert g.chosen_last == g.chosen                        # they count as played: their third card sets overtime


def test_equal_initiative_goes_to_more_rosettes_without_an_agreement():
    g, _ = level({0: 6, 1: 6, 2: 3})
    assert g.stage == "tie"
    g.undo(3)                                      # back before the three selections: Ben receives a Rosette
    g.arrange("give", 1, "rosette", 1)
    reselect(g, {0: 6, 1: 6, 2: 3})
    assert g.stage != "tie" and not of(g, "mine77.shift.tie_start")
    assert order_of(g) == [[2, 3], [1, 6], [0, 6]]                     # Ben has more Rosettes


# ------------------------------------------------------------------ three players level


def test_three_level_players_agree_place_by_place_with_short_menus():
    g, _ = level({0: 6, 1: 6, 2: 6})
    assert g.to_act == (0, 1, 2)
    assert of(g, "mine77.shift.tie_start")[-1].text.endswith("or none of their cards is used.")
    assert len(g.legal_actions(0)) == 3
    for p in (0, 1, 2):
        name(g, p, 2)
    assert g.stage == "tie" and g.to_act == (0, 1)                      # Cy is first; Ana and Ben settle the rest
    assert [a.label for a in g.legal_actions(1)] == ["Name Ana to go next", "Name Ben to go next"]
    s = len(g.log)
    name(g, 0, 1)
    name(g, 1, 1)
    assert of(g, "mine77.shift.tie_reveal", s)[0].text.endswith("They agree: Ben goes next.")
    assert of(g, "mine77.shift.tie_agreed", s)[0].facts == {"order": [2, 1, 0]}
    assert order_of(g) == [[2, 6], [1, 6], [0, 6]]


def test_three_level_players_keep_an_agreed_first_place_when_the_other_two_do_not_agree():
    g, _ = level({0: 6, 1: 6, 2: 6})
    for p in (0, 1, 2):
        name(g, p, 0)
    name(g, 1, 2)
    name(g, 2, 1)
    assert of(g, "mine77.shift.tie_none")[-1].facts == {"players": [1, 2]}
    assert order_of(g) == [[0, 6]] and g.to_act == (0,)


def test_three_level_players_who_differ_in_the_first_round_use_none_of_their_cards():
    g, _ = level({0: 6, 1: 6, 2: 6})
    name(g, 0, 0)
    name(g, 1, 0)
    name(g, 2, 2)
    assert of(g, "mine77.shift.tie_none")[-1].facts == {"players": [0, 1, 2]}
    assert of(g, "mine77.shift.order")[-1].text == "No Work Order card is used in this round of play."
    assert g.seq == 2 and g.stage == "select"                          # on to the next selection


# ------------------------------------------------------------------ Battle Trophies first, bad input


def test_a_battle_trophy_changes_the_initiative_before_the_order_is_settled():
    """Battle Trophies: a trophy played in the window lowers the card by 3 before the order is fixed; here it makes Ben
    level with Cy (6 - 3 = 3), so Ben and Cy, not Ana and Ben, are asked to agree."""
    g, _ = level({0: 6, 1: 6, 2: 3})
    g.undo(3)                                      # back before the three selections
    g.arrange("give", 1, "battle", 1)
    reselect(g, {0: 6, 1: 6, 2: 3})
    assert g.stage == "battle" and g.to_act == (1,)                     # the window comes before any agreement
    g.apply(next(a for a in g.legal_actions(1) if a.kind == "battle"))
    assert g.stage == "tie" and g.to_act == (1, 2)
    assert of(g, "mine77.shift.tie_start")[-1].facts == {"players": [1, 2], "initiative": 3}
    name(g, 1, 2)
    name(g, 2, 2)
    assert order_of(g) == [[2, 3], [1, 3], [0, 6]]


def test_naming_a_player_who_is_not_level_is_refused_and_changes_nothing():
    g, _ = level({0: 6, 1: 6, 2: 3})
    before = g.snapshot()
    bad = type(g.legal_actions(0)[0])(0, "tie", (2, "Cy", "first"))
    with pytest.raises(IllegalAction) as err:
        g.apply(bad)
    assert "Cy is not level with you" in str(err.value) and err.value.rule == "mine77.shift.tie_name"
    assert g.snapshot() == before


# ------------------------------------------------------------------ an NPC in a tie


def test_an_npc_level_with_a_player_names_itself_and_a_player_who_agrees_lets_it_go_first():
    g, seed = level({0: 4, 1: 4}, players=1, npcs=["sergio"])
    assert g.stage == "tie" and g.to_act == (0,)                      # Sergio has already named, by his rule
    npc = of(g, "mine77.npc.tie")[-1]
    assert npc.player == 1 and npc.text == ("Simple Sergio names who goes first by its rule: an NPC claims the "
                                            "earlier turn.")
    assert g.sealed == {1: 1}
    name(g, 0, 1)
    assert of(g, "mine77.shift.tie_reveal")[-1].text.endswith("They agree: Simple Sergio goes first.")
    assert order_of(g) == [[1, 4], [0, 4]]


def test_an_npc_and_a_player_who_names_herself_use_neither_card():
    g, _ = level({0: 4, 1: 4}, players=1, npcs=["sergio"])
    card = g.chosen["1"]
    name(g, 0, 0)
    assert of(g, "mine77.shift.tie_none")[-1].facts == {"players": [0, 1]}
    assert card in g.pile("npc1/discard") and not of(g, "mine77.npc.pass_rosette")


# ------------------------------------------------------------------ the heuristic bots


def test_heuristic_bots_name_the_same_player_the_one_behind_on_vp():
    g, _ = level({0: 6, 1: 6, 2: 3})
    g.arrange("give", 0, "vp", 2)
    picks = {p: Foreman(seed=p).choose(g, p).args[0] for p in (0, 1)}
    assert picks == {0: 1, 1: 1}                                       # Ben has fewer VP: both name him


@pytest.mark.parametrize("bot", ["foreman", "free_rider"])
def test_heuristic_bots_always_agree(bot):
    refused = agreed = 0
    for seed in range(6):
        g = play(Mine77(players=3, seed=seed), bot)
        refused += len(of(g, "mine77.shift.tie_none"))
        agreed += len(of(g, "mine77.shift.tie_agreed"))
    assert refused == 0 and agreed > 5

"""The kernel's flow engine and shared components, on the test-only Toy Mine (tests/toygame.py):
rule-driven seats, off-turn windows, the agenda, turn orders, dice contests, decks with
reshuffles, trade offers, arrangements, the seat view and the wording helpers."""

import pytest
from toygame import ToyGame

from mining_games.core import IllegalAction, SeatView, Transfer, article, count, join_words, plural
from mining_games.core.saves import load_save
from mining_games.core.words import wording_problems


def toy(seed=11, **kw):
    return ToyGame(players=kw.pop("players", ["Ana", "Ben", "Cy"]), seed=seed, **kw)


def load(text):
    return load_save(text, {"toy": ToyGame})


def step(g, kind, *args):
    p = g.to_act[0]
    return g.apply(g.action(p, kind, *args))


# ---------------------------------------------------------------------------------- rule-driven seats

def test_a_rule_driven_seat_is_never_asked_and_every_move_is_a_fired_rule():
    g = toy(seed=3, players=["Ana", "Ben"], npcs=["pete"])
    assert g.players == ("Ana", "Ben", "Old Pete") and g.npcs == {2: "pete"}
    while not g.over:
        assert 2 not in g.to_act
        step(g, "move", 1) if g.stage == "move" else g.apply(g.legal_actions(g.to_act[0])[-1])
    pete = [e for e in g.log if e.player == 2]
    moves = [e for e in pete if e.rule == "toy.work.move"]
    assert len(moves) == 3                                     # one a round, three rounds
    for m in moves:                                            # each move follows the rule that chose it
        assert g.log[m.seq - 1].rule == "toy.pete.move"
    assert all(d.player != 2 for d in g.decisions)             # Pete's moves are not decisions


def test_rule_driven_seats_survive_undo_and_save():
    g = toy(seed=3, players=["Ana", "Ben"], npcs=["pete"])
    for _ in range(4):
        g.apply(g.legal_actions(g.to_act[0])[0])
    back = load(g.to_json())
    assert back.snapshot() == g.snapshot() and back.players[-1] == "Old Pete"
    texts = [e.text for e in g.log]
    g.undo(2)
    g.apply(g.legal_actions(g.to_act[0])[0])
    g.apply(g.legal_actions(g.to_act[0])[0])
    assert [e.text for e in g.log] == texts


def test_bad_rule_driven_seats_are_refused():
    with pytest.raises(ValueError, match="no rule-driven seat 'sergio'; it has: pete"):
        toy(npcs=["sergio"])
    with pytest.raises(ValueError, match="is for 1 to 3 players, not 4"):
        toy(players=4, npcs=["pete"])


# ---------------------------------------------------------------------------------- windows and the agenda

def test_an_off_turn_window_asks_card_holders_and_the_card_halves_the_dig():
    g = toy()
    g.arrange("card", 0)                                       # Ana holds a Cave-in card
    events = step(g, "move", 1)                                # Ben digs
    roll = events[-1].facts["roll"]
    assert events[-1].rule == "toy.work.roll" and g.to_act == (0,) and g.stage == "cave_in"
    assert [a.label for a in g.legal_actions(0)] == ["Play Cave-in", "Pass"]
    events = step(g, "cave_in")
    assert events[0].text == f"Ana plays Cave-in: the dig yields {roll // 2} instead of {roll}."
    assert events[0].changes == [Transfer("cards", 1, "p0", "discard.caveins")]
    assert events[1].rule == "toy.work.dig" and events[1].changes == [Transfer("gold", roll // 2, "bank", "p1")]
    assert g.to_act == (2,) and g.stage == "move"               # Cy's turn goes on


def test_passing_a_window_fires_its_rule_and_the_dig_pays_in_full():
    g = toy()
    g.arrange("card", 2)
    roll = step(g, "move", 1)[-1].facts["roll"]
    assert g.to_act == (2,) and g.stage == "cave_in"            # Cy holds the only card
    events = step(g, "pass", "cave_in")
    assert events[0].text == "Cy lets the dig go by."
    assert events[1].changes == [Transfer("gold", roll, "bank", "p1")]


def test_nobody_is_asked_in_a_window_when_nobody_can_act():
    g = toy()
    step(g, "move", 1)
    assert g.stage == "move" and g.to_act == (2,)


# ---------------------------------------------------------------------------------- components

def test_an_arrangement_that_breaks_an_invariant_is_refused_and_changes_nothing():
    g = toy()
    snap = g.snapshot()
    with pytest.raises(AssertionError):
        g.arrange("move", "cards", 1, "bank", "deck.caveins")   # the deck's card list would disagree
    assert g.snapshot() == snap and g.decisions == ()


def test_first_all_schedules_steps_in_order_before_what_was_scheduled():
    g = ToyGame(players=2, seed=1)
    g.agenda = [["later", 9]]
    g.first_all(("a", 0), ("b", 1, 2))
    g.first("c")
    assert g.agenda == [["c"], ("a", 0), ("b", 1, 2), ["later", 9]]   # the tuples as given, not copied
    assert g.snapshot()["flow"]["agenda"] == [["c"], ["a", 0], ["b", 1, 2], ["later", 9]]


def test_drawing_from_an_empty_deck_reshuffles_the_discards():
    g = toy()
    for p in (0, 1, 2, 0, 1, 2):
        g.arrange("card", p)
    g.fire("toy.cards.cave_in", 0, gold=0, was=0)
    g.discard_cards("caveins", ["cave-in"] * 2, "p0")
    ev = g.fire("toy.work.rest", 1)
    drawn = g.draw_cards("caveins", 1, "p1")
    reshuffle = g.log[-1]
    assert drawn == ["cave-in"] and reshuffle.rule == "toy.cards.reshuffle"
    assert reshuffle.text == "The 2 discarded Cave-in cards are shuffled into a new deck."
    # the part of the draw after the reshuffle is recorded on the reshuffle's event, so the ledger
    # rebuilt in event order never takes a card from an empty pile
    assert reshuffle.changes == [Transfer("cards", 2, "discard.caveins", "deck.caveins"),
                                 Transfer("cards", 1, "deck.caveins", "p1")]
    assert ev.changes == []
    g.check_invariants()
    ev = g.fire("toy.work.rest", 2)
    assert g.draw_cards("caveins", 1, "p2") == ["cave-in"]
    assert ev.changes == [Transfer("cards", 1, "deck.caveins", "p2")]


def test_dice_contest_ties_roll_again():
    for seed in range(40):
        g = toy(seed=seed)
        contests = [e for e in g.log if e.rule == "toy.setup.start"]
        if len(contests) > 1:
            break
    else:
        pytest.fail("no seed in 0..39 gave a tied start-player contest")
    first, last = contests[0], contests[-1]
    best = max(first.facts["rolls"].values())
    assert first.facts["tied"] and list(first.facts["rolls"].values()).count(best) >= 2
    assert "a tie, so they roll again" in first.text
    assert set(last.facts["rolls"]) <= {n for n, r in first.facts["rolls"].items() if r == best}
    assert not last.facts["tied"] and last.player == g.start


def test_dice_with_printed_faces_and_rolling_until_a_face_shows():
    g = toy()
    g.fire("toy.work.leave", 0, space="Market")
    assert g.roll_faces("toy.work.roll", (2, 4, 8, 16, 32, 64), 0) in (2, 4, 8, 16, 32, 64)
    tries = g.roll_until("toy.work.roll", (2, 4, 8, 16, 32, 64), 64, 0, roll="-")
    ev = g.log[-1]
    assert ev.facts["tries"] == tries == len(ev.facts["rolls"]) and ev.facts["rolls"][-1] == 64
    assert 64 not in ev.facts["rolls"][:-1]
    order = g.rank_by_rolls("toy.setup.start", [0, 1, 2])
    assert sorted(order) == [0, 1, 2]


def test_a_trade_offer_with_several_kinds_is_built_step_by_step_and_accepted():
    g = toy()
    g.arrange("gold", 1, 3)
    g.arrange("card", 0)
    step(g, "move", 2)                                         # Ben at the Market
    step(g, "offer", 0, "Ana")
    assert g.stage == "offer_draft" and g.to_act == (1,)
    for kind, item in (("offer_give", "gold"), ("offer_give", "gold"), ("offer_ask", "cards"),
                       ("offer_ask", "coins")):
        events = step(g, kind, item)
    assert events[0].text == "Ben drafts an offer to Ana: 2 gold for 1 Cave-in card and 1 coin."
    events = step(g, "offer_send")
    assert g.to_act == (0,) and g.stage == "offer_reply"
    assert [a.label for a in g.legal_actions(0)] == ["Accept the offer", "Decline the offer"]
    events = step(g, "offer_accept")
    assert events[0].text == "Ana accepts Ben's offer: 2 gold for 1 Cave-in card and 1 coin."
    assert events[0].changes == [Transfer("gold", 2, "p1", "p0"), Transfer("cards", 1, "p0", "p1"),
                                 Transfer("coins", 1, "p0", "p1")]
    assert g.offer is None and g.to_act == (2,)


def test_an_offer_cannot_ask_for_more_than_the_other_player_holds():
    g = toy()
    g.arrange("gold", 1, 1)
    step(g, "move", 2)
    step(g, "offer", 0, "Ana")
    labels = [a.label for a in g.legal_actions(1)]
    assert "Ask for 1 more gold" not in labels and "Offer 1 more gold" in labels
    assert "Send the offer" not in labels                      # both sides need something
    step(g, "offer_withdraw")
    assert g.offer is None and g.stage == "move"


# ---------------------------------------------------------------------------------- arrangements

def test_arrangements_are_events_recorded_among_decisions_and_survive_undo_and_saves():
    g = toy()
    events = g.arrange("gold", 0, 5)
    assert events[0].rule == "toy.scenario.arrange" and events[0].text == "Arranged by hand: Ana now holds 5 gold."
    assert events[0].changes == [Transfer("gold", 5, "bank", "p0")]
    g.arrange("track", "mood", 4)
    step(g, "move", 2)
    back = load(g.to_json())
    assert back.snapshot() == g.snapshot() and back.held("p0", "gold") == 5 and back.tracks["mood"] == 4
    g.undo(2)
    assert g.held("p0", "gold") == 5 and g.tracks["mood"] == 0
    g.undo()
    assert g.held("p0", "gold") == 0 and g.decisions == ()


def test_bad_arrangements_say_what_is_wrong():
    g = toy()
    with pytest.raises(ValueError, match="no arrangement 'teleport'"):
        g.arrange("teleport", 1)
    with pytest.raises(ValueError, match="plain data"):
        g.arrange("gold", 0, object())


# ---------------------------------------------------------------------------------- orders, views, words

def test_turn_orders():
    g = toy(players=4)
    assert g.clockwise(2) == [2, 3, 0, 1]
    assert g.clockwise(1, players={0, 3}) == [3, 0]
    assert g.snake(3) == [3, 0, 1, 2, 2, 1, 0, 3]
    assert g.by_value({0: 5, 1: 2, 2: 5, 3: 9}) == [1, 0, 2, 3]
    assert g.by_value({0: 5, 1: 2, 2: 5, 3: 9}, high_first=True, ties={0: 1, 2: 0}) == [3, 2, 0, 1]


def test_seat_view_reads_holdings_without_account_names():
    g = toy()
    g.arrange("gold", 2, 3)
    seat = g.seat(1)
    assert isinstance(seat, SeatView) and seat.me == 1 and seat.others() == [0, 2]
    assert seat.held(2, "gold") == 3 and seat.holdings(2) == {"coins": 4, "gold": 3}
    assert seat.stage == "move" and seat.to_act == (1,)
    assert g.account_owner("p2") == 2 and g.account_owner("deck.caveins") is None


def test_kernel_view_hides_deck_order_from_players():
    g = toy()
    assert g.view()["decks"]["caveins"]["draw"] == ["cave-in"] * 6
    assert g.view(0)["decks"]["caveins"]["draw"] == 6 and g.view(-1)["decks"]["caveins"]["draw"] == 6


def test_ended_by_names_the_rule_that_ended_the_game():
    g = toy(rounds=1)
    while not g.over:
        g.apply(g.legal_actions(g.to_act[0])[-1])
    assert g.ended_by == "toy.end.rounds" and g.log[-1].text == "The game ends after round 1."
    with pytest.raises(IllegalAction, match="over"):
        g.arrange("gold", 0, 1)


def test_wording_helpers():
    assert count(1, "point") == "1 point" and count(0, "point") == "0 points" and count(2, "Ruby") == "2 Rubies"
    assert count(3, "wood") == "3 wood" and plural("EMERALD") == "EMERALDS" and plural("box") == "boxes"
    assert article("EMERALD") == "an EMERALD" and article("Ruby") == "a Ruby"
    assert join_words(["1 Wood", "2 Oil", "1 Alloy"]) == "1 Wood, 2 Oil and 1 Alloy" and join_words(["x"]) == "x"
    assert wording_problems("Ana holds 1 lease(s)") and wording_problems("(1 points at the end)")
    assert wording_problems("Take a EMERALD") and wording_problems("Ana pays {cost}") and wording_problems(" ")
    assert not wording_problems("Tile 1 has 1 tree; Ana takes an EMERALD and 1 Wood.")


def test_a_phrase_changes_only_its_last_word_and_keeps_its_capitals():
    assert count(2, "Battle Trophy") == "2 Battle Trophies"
    assert count(2, "Elven Embassy order") == "2 Elven Embassy orders"
    assert count(2, "Private Steam") == "2 Private Steam" and count(4, "Magic") == "4 Magic"
    assert count(1, "Battle Trophy") == "1 Battle Trophy" and count(3, "research square") == "3 research squares"

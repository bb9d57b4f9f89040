"""Setting up: components, money, the Cash Flow Indicator at Start, order of play, start squares,
the reconstructed board and leases, and options."""

import os
import re

import pytest
from test_murfett_support import act, new, refused

import mining_games as mg
from mining_games.murfett import MurfettGame, MurfettOptions, data

RULEBOOK = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "rulebooks", "murfett.txt")


def test_components_and_money_at_the_start():
    g = mg.new_game("murfett", players=4, seed=3)
    for p in range(4):
        assert g.money(p) == 20
    for m in data.METALS:
        assert g.held("supply", m) == 100
        assert g.held(f"pile.{m}", "contracts") == 6
        assert g.pile_size(f"drilling.{m}") == 20
        assert sorted(data.CONTRACT[c].size for c in g.pile(f"contracts.{m}")) == [4, 4, 5, 5, 6, 6]
    assert g.held("banker", "leases") == 20
    assert g.held("bank", "money") == -80        # the bank is an unbounded account
    assert all(owner is None for owner in g.owner.values())


def test_cash_flow_indicator_starts_at_start():
    g = mg.new_game("murfett", players=2, seed=1)
    assert g.tracks == {"price.copper": 2, "price.tin": 2, "price.nickel": 3, "price.lead_zinc": 2}
    ev = next(e for e in g.log if e.rule == "murfett.setup.cash_flow")
    assert ev.text == ("All four Cash Flow Indicator wheels are set at Start: copper $2M, tin $2M, "
                       "nickel $3M, lead-zinc $2M per unit.")


def test_order_of_play_by_two_dice_ties_roll_again():
    """Order of play (reconstructed): two dice each, highest total first; players level on a total roll again
    among themselves, and the order follows those rolls, not the seats."""
    g = mg.new_game("murfett", players=3, seed=0)
    ev = next(e for e in g.log if e.rule == "murfett.setup.order")
    totals = dict(ev.facts["rolls"])
    assert all(2 <= t <= 12 for t in totals.values())
    assert [totals[p] for p in g.order] == sorted(totals.values(), reverse=True)
    # a seed where two players tie: they roll again and the higher second roll goes first, whatever the seat
    later_seat_first = 0
    for seed in range(300):
        g = mg.new_game("murfett", players=2, seed=seed)
        ev = next(e for e in g.log if e.rule == "murfett.setup.order")
        totals = dict(ev.facts["rolls"])
        if totals[0] != totals[1]:
            assert ev.facts["rerolls"] == [] and g.order == sorted((0, 1), key=lambda p: -totals[p])
            continue
        last = dict(ev.facts["rerolls"][-1])
        assert last[0] != last[1] and all(dict(r)[0] == dict(r)[1] for r in ev.facts["rerolls"][:-1])
        assert g.order == sorted((0, 1), key=lambda p: -last[p])
        later_seat_first += g.order[0] == 1
        if later_seat_first:
            names = g.players
            assert f"; {names[0]} and {names[1]} roll again ({names[0]} {last[0]}, {names[1]} {last[1]})" in ev.text
            break
    else:
        pytest.fail("no tie won by the later seat in 300 seeds")


def test_order_of_play_gives_the_first_turn_to_either_seat_as_often():
    """Two players, 400 seeds: each seat plays first in about half the games (ties no longer go to seat 0)."""
    firsts = sum(mg.new_game("murfett", players=2, seed=seed).order[0] == 0 for seed in range(400))
    assert 170 <= firsts <= 230


def test_start_square_is_chosen_in_two_steps():
    g = mg.new_game("murfett", players=2, seed=5)
    first = g.order[0]
    assert g.to_act == (first,)
    assert [a.label for a in g.legal_actions(first)] == [
        "Start on squares 1-8", "Start on squares 9-16", "Start on squares 17-24", "Start on squares 25-32"]
    act(g, "start_side", 25)
    assert [a.args[0] for a in g.legal_actions(first)] == list(range(25, 33))
    ev = act(g, "start_square", 26)[0]
    assert ev.text == f"{g.players[first]} starts on outer square 26: Buy or Drill B Lease (blue)."
    assert g.square[first] == 26 and g.circuit[first] == "outer"
    assert g.to_act == (g.order[1],)


def test_lease_codes_colours_and_metals():
    assert data.LEASE["D14"] == ("D14", "D", "copper")       # the rulebook's example
    assert data.COLOURS["D"] == "brown"
    assert len(data.LEASES) == 20
    for m in data.METALS:
        assert sum(lease.metal == m for lease in data.LEASES) == 5
    for codes in data.LEASES_BY_COLOUR.values():
        assert sorted(data.LEASE[x].metal for x in codes) == sorted(data.METALS)


def test_reconstructed_board():
    outer, inner = data.OUTER, data.INNER
    assert len(outer) == len(inner) == 33 and outer[0] is None
    kinds = lambda board, k: [i for i in range(1, 33) if board[i][0] == k]
    assert len(kinds(outer, "forfeit")) == 2
    assert len(kinds(inner, "dispute")) == 2 and len(kinds(inner, "breakdown")) == 2
    assert not kinds(outer, "contract") and not kinds(inner, "lease")
    for colour in data.COLOURS:
        assert sum(1 for i in kinds(outer, "lease") if outer[i][1] == colour) == 4
    assert ("price", (("nickel", -1), ("copper", 1))) in outer[1:] and data.TIN_DOWN_LZ_UP in inner[1:]
    assert data.PERIOD_LINE_AFTER == 26 and data.FIRST_AFTER_LINE == 27
    assert data.square_name(data.NI_DOWN_CU_UP) == "Nickel Down / Copper Up"


def test_drilling_decks_and_wheels():
    for m in data.METALS:
        deck = data.drilling_deck(m)
        assert len(deck) == 20 and set(deck) <= {"zero", "medium", "high"}
        wheel = data.WHEELS[m]
        assert wheel[0] < 0, "each wheel has losing values at the bottom"
        assert list(wheel) == sorted(set(wheel))
    assert data.expected_units("copper") == pytest.approx(2.8)


def test_options_defaults_and_validation():
    o = MurfettOptions()
    assert (o.starting_money, o.lease_price, o.exploration_cost, o.forfeit_threshold) == (20, 1, 2, 5)
    assert (o.contracts_per_metal, o.loans) == (6, False)
    with pytest.raises(ValueError, match="contracts_per_metal"):
        mg.new_game("murfett", players=2, contracts_per_metal=7)
    with pytest.raises(ValueError, match="no_such"):
        mg.new_game("murfett", players=2, no_such=1)
    with pytest.raises(ValueError, match="2 to 6 players"):
        mg.new_game("murfett", players=7)


def test_shorter_game_removes_contracts_unseen():
    g = mg.new_game("murfett", players=2, seed=4, contracts_per_metal=2)
    for m in data.METALS:
        assert g.pile_size(f"contracts.{m}") == 2 and g.held(f"pile.{m}", "contracts") == 2
        assert g.pile_size(f"removed.{m}") == 4
    assert g.held("removed", "contracts") == 16
    ev = next(e for e in g.log if e.rule == "murfett.setup.remove_contracts")
    assert ev.text == "For a shorter game 4 copper contract cards are set aside unseen; 2 remain."
    assert g.view(0)["decks"]["removed.copper"]["cards"] == 4          # players do not see which


def test_contracts_set_aside_unseen_could_be_any_of_those_left_in_their_pile():
    """Game Length: players know how many cards of each metal were set aside, not which; a copy of the game
    dealt again for a seat (a search's determinized copy) mixes them with the cards left in the pile."""
    import random

    g = mg.new_game("murfett", players=2, seed=4, contracts_per_metal=2)
    kept = set(g.pile("contracts.copper"))
    moved = False
    for k in range(8):
        g.redeal_hidden(0, random.Random(k))
        assert g.pile_size("contracts.copper") == 2 and g.pile_size("removed.copper") == 4
        assert {data.CONTRACT[c].metal for c in g.pile("contracts.copper") + g.pile("removed.copper")} == {"copper"}
        moved |= set(g.pile("contracts.copper")) != kept
        g.check_invariants()
    assert moved


def test_piles_are_hidden_from_players_but_not_the_teacher():
    g = new(2)
    seat = g.seat(0)
    assert all(seat.pile_size(f"drilling.{m}") == 20 and seat.pile(f"drilling.{m}") is None for m in data.METALS)
    assert all(seat.pile_size(f"contracts.{m}") == 6 and seat.pile(f"contracts.{m}") is None for m in data.METALS)
    assert g.seat(-1).pile("removed.copper") is None
    assert g.view()["decks"]["drilling.copper"]["cards"] == g.pile("drilling.copper")


def test_starting_square_must_be_on_the_chosen_side():
    g = mg.new_game("murfett", players=2, seed=5)
    p = g.to_act[0]
    act(g, "start_side", 9)
    refused(g, g.action(p, "start_square", 3), "Start on outer square 3")


def test_every_citation_names_a_rulebook_heading_and_no_sentence_is_copied():
    if not os.path.exists(RULEBOOK):
        pytest.skip("the rulebook is kept beside the repository, in ../shared/rulebooks")
    text = open(RULEBOOK, encoding="utf-8").read()
    lines = [re.sub(r"[–-]", "-", line.strip().rstrip(":")) for line in text.splitlines() if line.strip()]
    headings = set(lines) | {line.split(" - ")[0] for line in lines}
    for rule in MurfettGame.RULES:
        book, heading = rule.cite.split(", ", 1)
        assert book == "murfett.txt" and heading in headings, rule.cite
        if rule.source == "reconstructed":
            assert rule.rationale
    words = re.findall(r"[a-z0-9]+", text.lower())
    shingles = {" ".join(words[i:i + 12]) for i in range(len(words) - 11)}
    for rule in MurfettGame.RULES:
        w = re.findall(r"[a-z0-9]+", rule.summary.lower())
        assert not {" ".join(w[i:i + 12]) for i in range(len(w) - 11)} & shingles, rule.id


def test_provenance_lists_every_reconstructed_datum():
    rows = {p.what: p for p in MurfettGame.PROVENANCE}
    reconstructed = [p for p in rows.values() if p.source == "reconstructed"]
    assert len(reconstructed) >= 10
    assert any("lead-zinc drilling deck" in w for w in rows)
    assert any("Cash Flow wheels" in w for w in rows)
    assert all(p.note for p in rows.values())


def test_decks_are_shuffled_with_the_games_seed_and_logged():
    a, b, c = (mg.new_game("murfett", players=2, seed=s) for s in (8, 8, 9))
    assert a.decks == b.decks and a.pile("drilling.copper") != c.pile("drilling.copper")
    texts = [e.text for e in a.log if e.rule.startswith("murfett.setup.shuffle")]
    assert texts[0] == "The copper drilling cards are shuffled (20 cards)."
    assert texts[-1] == "The lead-zinc contract cards are shuffled (6 cards)."
    assert len(texts) == 8

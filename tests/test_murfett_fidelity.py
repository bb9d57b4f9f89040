"""Issue 12 for The Mining Board Game: the rulebook's own ending by default (the time limit is an
opt-in variant; a position from which the contracts can never be used ends the game), sales in
financial distress on the company's turn, and the wording of sales, auctions and price squares."""

import pytest
from test_murfett_support import act, broke, new, own, price, refused, roll, run_contract

import mining_games as mg
from mining_games.bots import play
from mining_games.murfett import MurfettOptions

# ---------------------------------------------------------------- endings


def test_the_time_limit_is_off_by_default_and_a_variant():
    field = {f["name"]: f for f in MurfettOptions.describe()}["max_rounds"]
    assert MurfettOptions().max_rounds == 0 and field["source"] == "variant"


@pytest.mark.parametrize("seats", [["random"] * 3, ["random"] * 5, ["prospector", "contractor", "random"]])
def test_games_end_by_the_rulebook_well_within_the_decision_bound(seats):
    rulebook = {"murfett.end.contracts_used", "murfett.end.last_company", "murfett.end.no_more_business"}
    for seed in range(6):
        g = play(mg.new_game("murfett", players=len(seats), seed=seed), seats)
        assert g.ended_by in rulebook and g.outcome()["rulebook_ending"] == 1
        assert len(g.decisions) < g.max_decisions / 5


def test_no_more_business_ends_a_game_that_could_never_end():
    """Nobody runs a contract, no lease holds 4 units (the smallest contract), and the companies have
    $1M between them, less than one $2M exploration: the contracts left can never be used."""
    g = new(2, starts=(2, 10))
    own(g, 0, "D14", 3)
    g.arrange("money", 0, 1)
    g.arrange("money", 1, 0)
    events = roll(g, 2, 3)                              # Ana: 2 -> 7, a site office
    end = events[-1]
    assert end.rule == "murfett.end.no_more_business" and g.is_over
    assert end.text == ("No contract is running, no lease holds enough units for a contract left, and the companies "
                        "have $1M between them, less than one exploration ($2M): the contracts left can never be "
                        "used, so the game ends.")
    assert g.ended_by == "murfett.end.no_more_business" and g.winners() == [0]


@pytest.mark.parametrize("arrange, over", [
    (lambda g: g.arrange("money", 1, 1), False),        # $2M between them: an exploration is possible
    (lambda g: g.arrange("lease", 1, "A1", 4), False),  # a lease can meet a 4-unit contract
])
def test_business_goes_on_while_anyone_can_still_earn(arrange, over):
    g = new(2, starts=(2, 10))
    own(g, 0, "D14", 3)
    g.arrange("money", 0, 1)
    g.arrange("money", 1, 0)
    arrange(g)
    roll(g, 2, 3)
    assert g.is_over == over


def test_a_running_contract_keeps_the_game_going():
    g = new(2, starts=(2, 10))
    own(g, 0, "D14", 4)
    run_contract(g, 0, "copper-1", "D14")
    g.arrange("money", 0, 0)
    g.arrange("money", 1, 0)
    roll(g, 2, 3)
    assert not g.is_over


# ---------------------------------------------------------------- a sale in financial distress


def test_a_company_short_of_one_exploration_may_auction_a_lease_on_its_turn():
    g = new(3, starts=(2, 10, 18))
    own(g, 0, "D14", 6)
    g.arrange("money", 0, 1)                            # less than one $2M exploration
    assert [a.label for a in g.legal_actions(0)][2:] == ["Auction lease D14 (copper) with its metal"]
    events = act(g, "sell", "D14")
    assert events[0].text == ("Ana has $1M, less than one exploration ($2M): in financial distress, it may auction "
                              "a lease.")
    assert events[0].phase == "Financial distress"
    assert g.stage == "bid" and g.to_act == (1,)
    act(g, "bid", 5)                                    # Ben
    act(g, "pass", "bid")                               # Cy drops out
    assert g.owner["D14"] == 1 and g.money(0) == 6 and g.money(1) == 15
    assert g.stage == "roll" and g.to_act == (0,)       # Ana's turn goes on: she rolls now
    assert [a.kind for a in g.legal_actions(0)] == ["roll", "switch"]


def test_an_unsold_lease_is_not_offered_again_the_same_turn():
    g = new(2, starts=(2, 10))
    own(g, 0, "D14", 6)
    g.arrange("money", 0, 0)
    act(g, "sell", "D14")
    act(g, "pass", "bid")                               # Ben drops out: nobody bids
    assert g.owner["D14"] == 0 and g.stage == "roll"
    refused(g, g.action(0, "sell", "D14"), "Nobody bid for lease D14 this turn")


# ---------------------------------------------------------------- wording


def test_two_contracts_on_one_lease_sell_under_their_own_names():
    g = new(2, starts=(26, 10))
    own(g, 0, "D14", 8)
    run_contract(g, 0, "copper-1", "D14")
    run_contract(g, 0, "copper-2", "D14")
    events = roll(g, 1, 1)
    sales = [e.text for e in events if e.rule == "murfett.sale.income"]
    assert sales == [
        "Ana sells 1 unit of copper from lease D14 under the copper contract 1 (4 units) at $2M a unit: the bank "
        "pays Ana $2M; 3 units left on the contract.",
        "Ana sells 1 unit of copper from lease D14 under the copper contract 2 (4 units) at $2M a unit: the bank "
        "pays Ana $2M; 3 units left on the contract."]


def test_a_sale_at_nothing_says_nobody_pays():
    g = new(2, starts=(26, 10))
    own(g, 0, "D14", 4)
    run_contract(g, 0, "copper-1", "D14")
    price(g, "copper", 0)
    sale = next(e for e in roll(g, 1, 1) if e.rule == "murfett.sale.income")
    assert sale.text.endswith("at $0M a unit: nobody pays anything; 3 units left on the contract.")


def test_the_bidders_prompt_names_the_metal_and_the_contracts_that_go_with_the_lease():
    g = broke()
    act(g, "sell", "D14")
    assert g.prompt(1) == ("Ana is auctioning lease D14; with it go 6 units of copper and the copper contract 1 "
                           "(4 units), 4 units still to deliver. High bid: no bid yet. Raise or drop out.")


def test_a_fall_at_the_top_of_the_wheel_is_a_plain_fall():
    """A Copper Down at the top used to read 'at the top of its wheel, so the change moves it down'."""
    g = new(2, starts=(18, 10))
    price(g, "copper", 6)
    events = roll(g, 1, 1)                              # 18 -> 20: Copper Down / Nickel Up
    assert events[1].rule == "murfett.price.down"
    assert events[1].text == "Copper income falls from $6M to $5M per unit."


def test_a_rise_called_at_the_top_says_it_falls_instead():
    g = new(2, starts=(10, 20))
    price(g, "copper", 6)
    g.arrange("dice", 2, 3, 5)
    events = act(g, "roll")                             # 10 -> 15: Copper Income Change, a 5: a rise
    assert [e.text for e in events[1:3]] == [
        "Ana rolls 5 on the copper Income Change square: the die calls for a rise (4-6 up, 1-3 down).",
        "Copper income is already at the top of its wheel and cannot rise, so it falls one step instead: from $6M "
        "to $5M per unit."]


def test_no_text_of_a_long_random_game_leaves_a_plural_to_the_reader():
    g = play(mg.new_game("murfett", players=4, seed=3), "random")
    assert not [e.text for e in g.log if "(s)" in e.text]

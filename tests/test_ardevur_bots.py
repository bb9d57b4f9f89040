"""ARDEVUR's heuristic bots play the economy (issue 27): each test arranges a position, asks the bot
through ``choose`` (it reads only the seat's view and the menu) and checks the move and its numbers."""

import pytest
from ardevur_helpers import act, at_develop, fired, give_mine

import mining_games as mg
from mining_games.ardevur import BOTS
from mining_games.ardevur.data import CORP, TERRITORIES
from mining_games.bots import RandomBot, make_bot

BOT_NAMES = sorted(BOTS)


def own_unexplored(g, p):
    return [t for t in range(24) if g.owner[t] == p and g.site[t] == 0]


def free_territory(g, region_tier):
    """An unowned Territory of the given (continent, tier)."""
    continent, tier = region_tier
    return next(t for t, x in enumerate(TERRITORIES) if g.owner[t] == -1 and x.tier == tier
                and (x.region <= 2) == (continent == "Europe"))


def decide(g, name, p):
    bot = BOTS[name](0)
    a = bot.choose(g, p)
    assert a in g.legal_actions(p)
    return a


@pytest.mark.parametrize("name", BOT_NAMES)
def test_a_phone_call_loan_equips_a_mine_the_seat_cannot_pay(name):
    """E. Make a Phone Call, Option #3: holding Machinery and Workforce for an explored European Gold site
    (equipping 16M, output 16M) with 6M, the bot takes the Phone Call, equips the mine on a loan of
    the 10M it lacks and owes 20M, which four local sales of the mine (4 x 8M) cover."""
    g, p = at_develop(("Machinery", "Workforce"), 6)
    t = free_territory(g, ("Europe", "Gold"))
    give_mine(g, p, t, 1)
    g.market["Phone Call"] = 1
    a = decide(g, name, p)
    assert a.kind == "phone"
    g.apply(a)
    a = decide(g, name, p)
    assert (a.kind, a.args[0], a.args[1], a.args[2], a.args[4]) == ("build", "exploit", t, "loan", 16)
    g.apply(a)
    assert fired(g, "ardevur.phone.borrow")[-1].facts == {"amount": 10, "owed": 20}
    assert g.site[t] == 2 and g.money(p) == 0 and g.debt[p] == 20


@pytest.mark.parametrize("name", BOT_NAMES)
def test_no_asset_before_a_mine_runs(name):
    """Cash trap: with 32M, a Vessel permit and the cards to explore, the bot explores (4M) and keeps the
    rest for equipping; it buys no Vessel while no mine runs."""
    g, p = at_develop(("Vessel", "License", "Geologist"), 32)
    act(g, "skip")
    seen = []
    while g.stage in ("develop", "build_pick") and g.to_act == (p,):
        a = decide(g, name, p)
        seen.append(a)
        g.apply(a)
    built = [a.args[0] for a in seen if a.kind == "build"]
    assert "vessel" not in built
    assert built == ["explore"]
    t = next(t for t in range(24) if g.owner[t] == p and g.site[t] == 1)
    assert g.money(p) == 32 - TERRITORIES[t].explore


@pytest.mark.parametrize("name", BOT_NAMES)
def test_working_capital_for_the_next_mine_before_an_asset(name):
    """A mine runs and an explored European Gold site waits to be equipped (16M): with 40M the bot does
    not buy the Vessel (32M would leave 8M); with 48M it may (16M left)."""
    g, p = at_develop(("Vessel",), 40)
    running = free_territory(g, ("Europe", "Bronze"))
    give_mine(g, p, running, 2)
    waiting = free_territory(g, ("Europe", "Gold"))
    give_mine(g, p, waiting, 1)
    for t in own_unexplored(g, p):
        g.arrange("release", t)
    act(g, "skip")
    a = decide(g, name, p)
    assert not (a.kind == "build" and a.args[0] == "vessel") and not (a.kind == "choose" and a.args[0] == "asset")
    g2, p2 = at_develop(("Vessel",), 48)
    give_mine(g2, p2, running, 2)
    give_mine(g2, p2, waiting, 1)
    for t in own_unexplored(g2, p2):
        g2.arrange("release", t)
    act(g2, "skip")
    a = decide(g2, name, p2)
    assert a.kind == "build" and a.args[0] == "vessel" and a.args[4] == 32


def test_the_phone_call_stands_in_for_a_card_a_rival_holds():
    """Option #1: the seat holds Workforce for an explored site, the Market has no Machinery left (a rival
    holds both), and 40M covers twice the 16M: the bot takes the Phone Call and equips the mine for 32M."""
    g, p = at_develop(("Workforce",), 40)
    if CORP[g.corp[p]].advantage == "Machinery":
        pytest.skip("this seat's corporation needs no Machinery")
    t = free_territory(g, ("Europe", "Gold"))
    give_mine(g, p, t, 1)
    g.market["Machinery"] = 0
    g.market["Phone Call"] = 1
    a = decide(g, "trader", p)
    assert a.kind == "phone"
    g.apply(a)
    a = decide(g, "trader", p)
    assert (a.kind, a.args[0], a.args[2], a.args[4]) == ("build", "exploit", "phone", 32)
    g.apply(a)
    assert fired(g, "ardevur.phone.invest")[-1].facts == {"what": "a Machinery card", "cost": 32}
    assert g.money(p) == 8 and g.site[t] == 2


@pytest.mark.parametrize("name", ["trader", "builder"])
def test_a_bot_asked_which_target_after_a_proposal_it_would_not_make_names_the_one_unmet_longest(name):
    """Asking for the moon: a search's look-ahead may choose 'propose' for a seat whose heuristic bot would
    not (no Target unmet for long enough); the bot then names a Target of the menu instead of failing."""
    game = mg.GAMES["ardevur"](players=2, seed=0)
    rng = RandomBot(0)
    while True:   # seed 0: the first player proposes at decision 11 in round 1, when no Target is stale yet
        p = game.to_act[0]
        a = rng.choose(game, p)
        game.apply(a)
        if a.kind == "propose":
            break
    p = game.to_act[0]
    bot = make_bot(type(game), name, 0)
    assert game.stage == "propose" and bot.to_propose(game.seat(p)) == []
    choice = bot.choose(game, p)
    menu = game.legal_actions(p)
    assert choice in menu and choice.kind == "propose_target"
    stale = game.seat(p).state["stale"]
    assert len(menu) == 9 and set(stale) == {0}   # nothing unmet yet: the first on the menu, Target by Target
    assert choice is menu[0]

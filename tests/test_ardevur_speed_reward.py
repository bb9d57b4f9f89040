"""ARDEVUR's short cuts for speed, round 4 (issue 17, the Reward phase, Targets and Action cards):
each fact read a quicker way equals the rule's plain definition at every position of whole games
(random seats, 2-4 players, every mode)."""

import pytest
from ardevur_helpers import SPEED_GAMES, first_turn, grid, hand, positions

from mining_games import load
from mining_games.ardevur import Ardevur
from mining_games.ardevur import cards as cards_mod
from mining_games.ardevur import reward as reward_mod
from mining_games.ardevur.actions import PLAY, act
from mining_games.ardevur.data import ACTION_CARDS, INCENTIVE_PILE, TARGETS
from mining_games.core import join_words

EVERY = list(range(len(TARGETS)))


def plain_amount(g, q, t):
    """Target ``t``'s measure for player ``q``, by the condition's own definition."""
    return reward_mod._MEASURE[TARGETS[t].kind](g, q)


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_met_reads_each_measure_where_it_is_kept(players, seed, mode):
    """``met`` reads each measure where it is kept (the holding's, the structures', the regions
    led, the ledger, the statistics) without a copy per position; ``met_by_anyone`` reads each
    measure's highest amount the same way: both name exactly the Targets the plain definition
    names, in the order asked, for every player and position; and the structures' measures kept
    between changes equal their definitions."""
    checked = hits = anyone = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            plain = [t for t in EVERY if plain_amount(g, q, t) >= TARGETS[t].n]
            assert g.met(q, EVERY) == plain
            assert g.met(q, EVERY[::-1]) == plain[::-1]
            hits += len(plain)
        plain = [t for t in EVERY if any(plain_amount(g, q, t) >= TARGETS[t].n for q in range(players))]
        assert g.met_by_anyone(EVERY) == plain
        assert g.met_by_anyone(EVERY[::-1]) == plain[::-1]
        anyone += len(plain)
        rows = g.structure_rows()
        assert rows == [{kind: reward_mod._MEASURE[kind](g, q) for kind in ("infra", "asset", "upgraded")}
                        for q in range(players)]
        checked += 1
    assert checked > 100 and hits > 0 and anyone > 0


def test_every_measure_has_a_place_to_be_read():
    """Each Target's measure is read from one of the kept places, and a supremacy Target exists
    (so the regions-led branch is exercised by the whole games above)."""
    sources = {reward_mod._source(x.kind) for x in TARGETS}
    assert sources == {"board", "stat", "structure", "money", "stock", "supremacy"}


def plain_window_menu(g, q, stage):
    """A competitor's cards for an off-turn window, as the rules say: not the player on turn,
    cards allowed, none played by ``q`` and none against the victim yet this turn, and the cards
    of the window held, each once, in name order."""
    t = g.turn
    if q == t["player"] or t["hit"] or g.options.mode == "fair_play" or g.trigger >= 0 or q in t["played"]:
        return []
    return [g.action(q, "play", c, -1) for c in sorted(set(hand(g, q)) & set(cards_mod.WINDOWS[stage]))]


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_windows_ask_exactly_the_competitors_with_a_card_for_them(players, seed, mode):
    """``offer_cards`` looks at the hands before the other conditions and passes over empty hands;
    at every position of a turn and for every window it opens the window to exactly the
    competitors (clockwise from the victim) whose plain window menu holds a card, and each
    competitor's window menu is the plain one."""
    checked = opened = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        victim = g.turn["player"]
        for stage in cards_mod.WINDOWS:
            asked = []
            g.open_window = lambda st, rivals, asked=asked: asked.append((st, rivals))
            try:
                g.offer_cards(stage, victim)
            finally:
                del g.open_window
            rivals = [(victim + i) % players for i in range(1, players)]
            plain = [q for q in rivals if plain_window_menu(g, q, stage)]
            assert asked == ([(stage, plain)] if plain else [])
            opened += bool(plain)
            for q in range(players):
                assert g._window_menu(q, stage) == plain_window_menu(g, q, stage)
        checked += 1
    assert checked > 100
    if mode != "fair_play":
        assert opened > 0


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_region_leaders_kept_between_changes(players, seed, mode):
    """The Regional Supremacy leaders kept while the holding and the structures are unchanged
    (compared with copies of the last seen) equal each region's ``region_leader`` at every
    position, asked once or twice, in every mode."""
    led = changed = 0
    last = None
    for g, _ in positions(players, seed, mode):
        plain = [g.region_leader(r) for r in range(8)]
        assert g.region_leaders() == plain
        assert g.region_leaders() == plain
        led += sum(q is not None for q in plain)
        changed += plain != last
        last = plain
    assert led > 0 and changed > 2


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_condition_c_first_asks_the_bank(players, seed, mode):
    """Condition C looks at the Bank's Supremacy Points first: at every position every other
    account holds none below 0 and all of them together exactly what the Bank gave out, so no
    player can hold 24 while the Bank has given out fewer; ``can_call_total`` agrees with
    ``conditions`` everywhere."""
    checked = 0
    for g, _ in positions(players, seed, mode):
        others = {acct: a.get("sp", 0) for acct, a in g.bal.items() if acct != "bank"}
        assert all(v >= 0 for v in others.values())
        assert -g.held("bank", "sp") == sum(others.values())
        assert max(g.card_sp(q) for q in range(players)) <= -g.held("bank", "sp")
        assert g.can_call_total(g.current) == (g.trigger < 0 and bool(g.conditions()))
        checked += 1
    assert checked > 100


def test_condition_c_with_the_bank_past_24():
    """Arranged cards: all players together past 24 points, nobody at 24 (condition C does not
    hold), then one player at 24 (it holds)."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    golds = [t.key for t in TARGETS if t.tier == "Gold" and t.reward != "upgrade"]
    bronzes = [t.key for t in TARGETS if t.tier == "Bronze"]
    g.arrange("targets", p, *golds[:4])                       # 20 points
    g.arrange("targets", (p + 1) % 3, *bronzes[:3])           # 6 points: 26 in all
    assert -g.held("bank", "sp") == 26
    assert g.conditions() == [] and g.can_call_total(p) is False
    g.arrange("targets", p, bronzes[3], bronzes[4])           # 24 points
    assert g.card_sp(p) == 24
    assert g.conditions() == ["C"] and g.can_call_total(p) is True


def test_ready_made_card_entries_are_the_shared_actions():
    """The ready-made entries of a card played (per seat and card) are the very objects ``act``
    shares, so menus built from them equal, and are, the menus built entry by entry."""
    for p in range(4):
        for c in ACTION_CARDS:
            assert PLAY[p][c] is act(p, "play", (c, -1))
            assert PLAY[p][c] == Ardevur(players=4, seed=1).action(p, "play", c, -1)


@pytest.mark.parametrize("players,seed,mode", SPEED_GAMES)
def test_waiting_claims_read_from_the_reward_menu(players, seed, mode):
    """After a claim, the other Targets named as waiting are read from the claims of the Reward
    menu the position holds: at every Reward decision those claims are exactly the visible
    Targets the player meets by each condition's plain definition, in grid order, and the note
    fired after a claim names every such Target but the one taken (and an Incentive due)."""
    claims = named = 0
    for g, p in positions(players, seed, mode):
        if g.stage != "reward":
            continue
        tops = [pile[0] for pile in grid(g) if pile]
        plain = [t for t in tops if plain_amount(g, p, t) >= TARGETS[t].n]
        assert [a.args[0] for a in g.legal_actions(p) if a.kind == "claim_target"] == plain
        for a in g.legal_actions(p):
            if a.kind not in ("claim_target", "claim_incentive"):
                continue
            taken = a.args[0] if a.kind == "claim_target" else None
            left = [f"the Target '{TARGETS[t].text}'" for t in plain if t != taken]
            if taken is not None and g.entitled[p] and g.pile_size(INCENTIVE_PILE):
                left.append("a Government Incentive")
            trial = load(g.to_json())
            events = trial.apply(a)
            waiting = [e.facts["left"] for e in events if e.rule == "ardevur.reward.one_card"]
            assert waiting == ([join_words(left)] if left else [])
            claims += 1
            named += bool(left)
    assert claims > 0

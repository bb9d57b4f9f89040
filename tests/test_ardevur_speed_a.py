"""ARDEVUR's short cuts for speed, round 3 (issue 17, engineer A's part): each fact kept or read a
quicker way equals the rule's plain definition at every position of whole games (random seats,
2-4 players, every mode)."""

import pytest
from ardevur_helpers import SPEED_GAMES, act, advance, first_turn, grid, hand, positions

from mining_games import load
from mining_games.ardevur import Ardevur
from mining_games.ardevur import cards as cards_mod
from mining_games.ardevur import reward as reward_mod
from mining_games.ardevur.data import ENDGAME_CARD_SP, INCENTIVE_PILE, INCENTIVES, TARGETS
from mining_games.bots import seat_bots
from mining_games.core import join_words

GAMES = SPEED_GAMES



def plain_can_call_total(g):
    """Total Control may be called: not yet called, and condition A, B or C holds."""
    return g.trigger < 0 and bool(g.conditions())


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_card_points_are_the_ledger_points_until_scoring(players, seed, mode):
    """Until the final scoring, the Supremacy Points a player holds in the ledger are exactly those
    of the cards held, so condition C reads the ledger; ``can_call_total`` agrees with
    ``conditions`` everywhere."""
    checked = held = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            assert g.held(g.account(q), "sp") == g.card_sp(q)
            held += g.card_sp(q) > 0
        assert g.can_call_total(g.current) == plain_can_call_total(g)
        checked += 1
    assert checked > 100 and held > 0


def test_condition_c_from_the_ledger_with_arranged_cards():
    """Random play rarely reaches 24 points of cards: arranged cards reach it, then an exchange
    (which gives the card's points back to the Bank) brings the player under it again."""
    g = first_turn(3, 1)
    p = g.to_act[0]
    golds = [t.key for t in TARGETS if t.tier == "Gold" and t.reward != "upgrade"]
    bronzes = [t.key for t in TARGETS if t.tier == "Bronze"][:2]
    g.arrange("targets", p, *golds[:4], *bronzes)   # 4 x 5 + 2 x 2 = 24 points
    assert g.card_sp(p) == g.held(g.account(p), "sp") == ENDGAME_CARD_SP
    assert g.can_call_total(p) == plain_can_call_total(g) is True
    g = advance(g, "reward", p)
    act(g, "exchange", f"t{golds[0]}", TARGETS[golds[0]].reward)
    assert g.card_sp(p) == g.held(g.account(p), "sp") == ENDGAME_CARD_SP - 5
    assert g.can_call_total(p) == plain_can_call_total(g) is False


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_met_reads_each_measure_as_defined(players, seed, mode):
    """``met`` reads some measures in one go when a position's first question comes; it names
    exactly the Targets whose measure (``_MEASURE``, each condition's own definition) reaches the
    amount, for every player, every Target and every position, in the order asked."""
    every = list(range(len(TARGETS)))
    checked = hits = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            plain = [t for t in every if reward_mod._MEASURE[TARGETS[t].kind](g, q) >= TARGETS[t].n]
            assert g.met(q, every) == plain
            assert g.met(q, every[::-1]) == plain[::-1]
            hits += len(plain)
        checked += 1
    assert checked > 100 and hits > 0


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_reward_menu_entries_are_the_plain_actions(players, seed, mode):
    """The Reward menu (claims and shifts from ready-made tables, Action cards only when the hand
    holds one for the phase) equals the menu built from scratch by the rule: the Targets met, an
    Incentive due, each held card's exchange, the Phone Call's shifts, a proposal to remove a Target
    (Asking for the moon), the cards, the skip."""
    seen = set()
    for g, p in positions(players, seed, mode):
        if g.stage != "reward":
            continue
        tops = [pile[0] for pile in grid(g) if pile]
        plain = [g.action(p, "claim_target", t) for t in tops
                 if reward_mod._MEASURE[TARGETS[t].kind](g, p) >= TARGETS[t].n]
        if g.entitled[p] and g.pile_size(INCENTIVE_PILE):
            plain.append(g.action(p, "claim_incentive"))
        plain += [g.action(p, "exchange", f"t{t}", TARGETS[t].reward) for t in g.targets[p]
                  if TARGETS[t].reward != "upgrade"]
        plain += [g.action(p, "exchange", f"i{i}", INCENTIVES[i].reward) for i in g.incentives[p]
                  if INCENTIVES[i].reward != "upgrade"]
        if g.turn["phone"]:
            plain += [g.action(p, "shift", t) for t in tops]
        if tops:
            plain.append(g.action(p, "propose"))
        plain += plain_own_cards(g, p, "reward")
        plain.append(g.action(p, "skip", "Reward"))
        assert g.legal_actions(p) == plain
        seen.update(a.kind for a in plain)
    assert {"claim_target", "propose", "skip"} <= seen


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_met_by_anyone_and_structure_measures(players, seed, mode):
    """The Targets some player meets (the end of a turn and of a round ask) are those any player's
    own measure reaches; the structures' measures kept between changes equal their definitions."""
    every = list(range(len(TARGETS)))
    checked = built = 0
    for g, _ in positions(players, seed, mode):
        plain = [t for t in every if any(reward_mod._MEASURE[TARGETS[t].kind](g, q) >= TARGETS[t].n
                                         for q in range(players))]
        assert g.met_by_anyone(every) == plain
        rows = g.structure_rows()
        for q in range(players):
            assert rows[q] == {kind: reward_mod._MEASURE[kind](g, q) for kind in reward_mod._STRUCTURE_KINDS}
        checked += 1
        built += bool(g.assets or g.infra)
    assert checked > 100 and built > 0


def plain_own_cards(g, p, phase):
    """The holder's cards for this phase as the rules say: a card of the phase in hand, cards
    allowed and none played this turn, and the card's own condition."""
    if not g.may_play(p):
        return []
    out = []
    for c in sorted({c for c in hand(g, p) if c in cards_mod.OWN_PHASES[phase]}):
        t = g.turn
        if c == "fast_track" and not t["extra_dev"] and g.pickable(p):
            out.append(g.action(p, "play", c, -1))
        elif c == "insider" and not t["discount"] and g.builds(p):
            out.append(g.action(p, "play", c, -1))
        elif c == "surge" and not t["surge"] and g.sale_actions(p):
            out.append(g.action(p, "play", c, -1))
        elif c == "land_grab":
            out += [g.action(p, "play", c, x) for x in g.grabbable(p)]
        elif c == "subsidy":
            out.append(g.action(p, "play", c, -1))
    return out


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_own_cards_match_the_plain_rule(players, seed, mode):
    offered = 0
    for g, _ in positions(players, seed, mode):
        if g.turn is None:
            continue
        for q in range(players):
            for phase in cards_mod.OWN_PHASES:
                fast = g.own_cards(q, phase)
                assert fast == plain_own_cards(g, q, phase)
                offered += len(fast)
    assert offered > 0 or mode == "fair_play"


@pytest.mark.parametrize("players,seed,mode", GAMES[:2])
def test_score_is_the_ledger_points(players, seed, mode):
    """``score`` reads the ledger in place: the Supremacy Points the player's account holds, at
    every position and after the final scoring; the rounds' records hold the same."""
    g = None
    for g, _ in positions(players, seed, mode):
        assert [g.score(q) for q in range(players)] == [g.held(g.account(q), "sp") for q in range(players)]
    assert g.over
    assert [g.score(q) for q in range(players)] == [g.held(g.account(q), "sp") for q in range(players)]
    assert g.score_history[-1][1] == tuple(g.held(g.account(q), "sp") for q in range(players))


@pytest.mark.parametrize("players,seed,mode", GAMES)
def test_card_windows_and_drawing_match_the_plain_rule(players, seed, mode):
    """The off-turn windows' menus and the right to draw an Action card, with ``may_play``,
    ``cards_allowed`` and ``hand_limit`` read in place, equal their plain definitions."""
    offered = drawable = 0
    for g, _ in positions(players, seed, mode):
        for q in range(players):
            if g.corp[q] is not None:
                plain = g.options.mode == "standard" and g.pile_size(g.corp_deck(q)) > 0   # past the limit too
                assert g.may_draw_action(q) == plain
                drawable += plain
            if g.turn is None:
                continue
            for stage, kinds in cards_mod.WINDOWS.items():
                plain = []
                if hand(g, q) and g.may_play(q) and not g.turn["hit"] and q != g.turn["player"]:
                    plain = [g.action(q, "play", c, -1) for c in sorted({c for c in hand(g, q) if c in kinds})]
                menu = g._window_menu(q, stage)
                assert menu == plain
                offered += len(menu)
    assert (offered > 0 and drawable > 0) or mode != "standard"


def test_sale_actions_match_the_plain_rule():
    """Both sales are offered when no global sale was made this turn and some lot's mine has its
    Road (lots bought carry none); with no stock, nothing is asked."""
    offered = 0
    for g, _ in (x for players, seed, mode in GAMES for x in positions(players, seed, mode)):
        if g.turn is None:
            continue
        for q in range(len(g.players)):
            roads = [o for o in sorted(g.lots[q]) if g.has_road(q, o)]
            assert g.sellable(q) == roads
            plain = [] if g.turn["sold_global"] or not roads else [g.action(q, "sell_global"),
                                                                   g.action(q, "sell_local")]
            assert g.sale_actions(q) == plain
            offered += bool(plain)
    assert offered > 0


def test_the_waiting_claims_named_after_a_claim():
    """One card per turn: after a claim the rule names every other Target the player meets (each
    asked with ``meets``) and an Incentive due; the claims read all the visible Targets at once."""
    named = 0
    for players, seed, mode in GAMES:
        g = Ardevur(players=players, seed=seed, mode=mode)
        bots = seat_bots(g, "random")
        while not g.over:
            p = g.to_act[0]
            a = bots[p].choose(g, p)
            if a.kind in ("claim_target", "claim_incentive"):
                taken = a.args[0] if a.kind == "claim_target" else None
                left = [f"the Target '{TARGETS[t].text}'" for t in g.visible() if t != taken and g.meets(p, t)]
                if taken is not None and g.entitled[p] and g.pile_size(INCENTIVE_PILE):
                    left.append("a Government Incentive")
                events = g.apply(a)
                waiting = [e for e in events if e.rule == "ardevur.reward.one_card"]
                assert [e.facts["left"] for e in waiting] == ([join_words(left)] if left else [])
                named += bool(left)
            else:
                g.apply(a)
    assert named > 0


def facts_now(g, p):
    """What the short cuts of this file answer at a position, read fresh from the rules."""
    every = list(range(len(TARGETS)))
    return (g.met(p, every), g.met_by_anyone(every), g.structure_rows(), g.can_call_total(p),
            [g.own_cards(q, phase) for q in range(len(g.players)) for phase in cards_mod.OWN_PHASES],
            g.legal_actions(g.to_act[0]))


def test_short_cuts_after_undo_and_load():
    """A cache never survives an undo or a load wrongly: after stepping back (the kernel rebuilds
    a fresh game) and after loading a save, every short cut answers as in the game played
    straight to that position."""
    g = Ardevur(players=4, seed=1)   # a long game: 607 decisions
    bots = seat_bots(g, "random")
    seen = {}
    while not g.over and len(g.decisions) < 600:
        p = g.to_act[0]
        if g.turn is not None and len(g.decisions) % 25 == 0:
            seen[len(g.decisions)] = facts_now(g, p)
        g.apply(bots[p].choose(g, p))
    assert len(seen) > 10
    for n in sorted(seen, reverse=True)[1:6]:
        g.undo(len(g.decisions) - n)
        assert facts_now(g, g.to_act[0]) == seen[n]
    loaded = load(g.to_json())
    assert facts_now(loaded, loaded.to_act[0]) == facts_now(g, g.to_act[0])


def test_memo_lives_as_long_as_the_position():
    """The position's memo stays across notes (a phase skipped or impossible) and is dropped by
    any other rule, by a ledger transfer and by ``invalidate_menus``."""
    g = Ardevur(players=3, seed=2)
    m = g.memo()
    m["x"] = 1
    assert g.memo() is m
    g.fire("ardevur.turn.skip", 0, phase="Reward")
    g.fire("ardevur.turn.impossible", 0, phase="Reward")
    assert g.memo() is m and g.memo()["x"] == 1
    g.fire("ardevur.turn.skip", 0, phase="Reward")
    g.fire("ardevur.strategy.phone", 0)
    assert g.memo() is not m and "x" not in g.memo()
    m = g.memo()
    g.fire("ardevur.reward.exchange", 0, card="a Government Incentive", sp=0, money=2)
    n = g.memo()
    assert n is not m   # a rule that is not a note
    g.transfer("money", 2, "bank", g.account(0))
    assert g.memo() is not n
    m = g.memo()
    g.invalidate_menus()
    assert g.memo() is not m

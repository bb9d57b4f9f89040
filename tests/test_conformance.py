"""The conformance suite: every registered game (and the test-only Toy game), 20 seeds each, and one
more game for each option variant (``conformance.variants``); and seat fairness, 200 games of random
players per player count (``seat_fairness``)."""

import hashlib
import json
import os
import subprocess
import sys

import guide_example
import pytest
from all_texts import count_problems, render_every_rule
from conformance import (
    SEEDS,
    assert_illegal_rejected,
    assert_pile_order_hidden,
    new,
    play_checked,
    play_with_view_only,
    random_points,
    replay,
    rule_samples,
    variant_seeds,
    variants,
)
from conformance_clone import assert_clones_play_on_identically
from conformance_determinize import assert_determinize_hides_what_a_seat_cannot_see
from conformance_search import (
    assert_search_plays_to_the_end,
    peeks,
    search_wins_against_random,
)
from conftest import conformance_games, docs_path
from seat_fairness import edge_problems, failures, fairness_counts, measure, seat_fairness_section, table

import mining_games as mg
from mining_games.core.saves import load_save

GAMES = conformance_games()
IDS = [c.name for c in GAMES]
REGISTRY = {c.name: c for c in GAMES}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_random_game_keeps_every_invariant(cls, seed):
    decisions, fired = play_checked(cls, seed)
    assert decisions, "a game needs at least one decision"


VARIANT_CASES = [(c, s) for c in GAMES for s in variant_seeds(c)]


@pytest.mark.parametrize("cls,seed", VARIANT_CASES,
                         ids=[f"{c.name}-{s}-{new(c, s).options.changed()}" for c, s in VARIANT_CASES])
def test_option_variants_keep_every_invariant(cls, seed):
    """Each option variant (a choice other than the rulebook's, a flag the other way) in one more
    random game with every check; these games count for the rule coverage too."""
    assert new(cls, seed).options.changed() == variants(cls)[seed - len(SEEDS)]
    decisions, fired = play_checked(cls, seed)
    assert decisions, "a game needs at least one decision"


@pytest.mark.parametrize("seed", SEEDS[:6])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_same_seed_same_decisions_same_game(cls, seed):
    decisions, _ = play_checked(cls, seed)
    a, b = replay(cls, seed, decisions), replay(cls, seed, decisions)
    assert a.to_json() == b.to_json()
    assert [e.text for e in a.log] == [e.text for e in b.log]


@pytest.mark.parametrize("seed", SEEDS[:6])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_save_load_at_random_points_continues_identically(cls, seed):
    decisions, _ = play_checked(cls, seed)
    final = replay(cls, seed, decisions)
    for k in random_points(seed, len(decisions)):
        part = replay(cls, seed, decisions[:k])
        loaded = load_save(part.to_json(), REGISTRY)
        assert loaded.snapshot() == part.snapshot()
        for a in decisions[k:]:
            loaded.apply(a)
        assert loaded.snapshot() == final.snapshot()
        assert [e.text for e in loaded.log] == [e.text for e in final.log]


@pytest.mark.parametrize("seed", SEEDS[:6])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_undo_then_same_decision_gives_same_snapshot(cls, seed):
    decisions, _ = play_checked(cls, seed)
    for k in random_points(seed + 1, len(decisions), 3):
        game = replay(cls, seed, decisions[:k])
        before = game.snapshot()
        game.apply(decisions[k])
        after = game.snapshot()
        game.undo()
        assert game.snapshot() == before
        game.apply(decisions[k])
        assert game.snapshot() == after


@pytest.mark.parametrize("seed", SEEDS[:6])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_illegal_actions_are_rejected_unchanged(cls, seed):
    decisions, _ = play_checked(cls, seed)
    for k in random_points(seed + 2, len(decisions), 4):
        game = replay(cls, seed, decisions[:k])
        assert_illegal_rejected(game, decisions[k - 1] if k else None)


@pytest.mark.parametrize("seed", SEEDS[:3])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_pile_order_never_reaches_a_seat(cls, seed):
    """At the start and at random points: every pile hidden from a seat dealt again (keeping what each
    pile shows) changes nothing in that seat's view or classroom page, nor in an onlooker's view."""
    decisions, _ = play_checked(cls, seed)
    changed = mixed = False
    for k in [0, *random_points(seed + 3, len(decisions), 3)]:
        game = replay(cls, seed, decisions[:k])
        mixed |= any(len({repr(c) for c in game.pile(name)}) > 1 for name in game.hidden_piles(-1))
        changed |= assert_pile_order_hidden(game, seed)
    assert changed or not mixed, "no hidden pile of different cards was dealt in another order: the check saw nothing"

@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_determinized_copies_keep_what_a_seat_sees_and_deal_the_rest_again(cls):
    """``determinize(seat, rng)``: the seat's view is unchanged, the game is untouched, the copies keep the
    invariants and play on, and what the seat cannot see does vary (tests/conformance_determinize.py)."""
    hidden = varied = False
    for seed in SEEDS[:3]:
        decisions, _ = play_checked(cls, seed)
        h, v = assert_determinize_hides_what_a_seat_cannot_see(cls, seed, decisions)
        hidden, varied = hidden or h, varied or v
    assert varied or not hidden, f"{cls.title}: something was hidden from a seat but no determinized copy differed"


@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_search_bot_plays_to_the_end_and_never_peeks(cls):
    """The kernel's search bot, with a small budget, plays on to the end from a random point, every choice on
    its menu and explained; and its choice in the game is its choice in a determinized copy its seat sees
    alike (tests/conformance_search.py)."""
    decisions, _ = play_checked(cls, SEEDS[0])
    assert assert_search_plays_to_the_end(cls, SEEDS[0], decisions) > 0
    differs, compared = peeks(cls, SEEDS[0], decisions)
    assert compared >= 4, f"{cls.title}: only {compared} choices compared"
    assert not differs, f"{cls.title}: the search bot chose otherwise in a copy its seat sees alike: {differs}"


@pytest.mark.parametrize("name", list(mg.GAMES))
def test_a_small_search_beats_random_players(name):
    """In four small games of each (seeds 0-3, the search bot's seat rotated), a search of 8 look-aheads of
    4 decisions wins at least 3 against random players (tests/conformance_search.py; the measured shares at
    each strength are in docs/<game>.md, Bots)."""
    cls = mg.GAMES[name]
    won, games = search_wins_against_random(cls, seeds=range(4))
    assert games == 4 and won >= 3, f"{cls.title}: the search bot won {won:g} of {games} games against random players"


@pytest.mark.parametrize("seed", SEEDS[:6])
@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_clones_play_on_identically_and_share_nothing(cls, seed):
    """Clones taken at random points (and a clone of a clone, of a finished game, with the log) play on
    as their original does, and neither changes the other (tests/conformance_clone.py)."""
    decisions, _ = play_checked(cls, seed)
    assert_clones_play_on_identically(cls, seed, decisions, REGISTRY)


_CHILD = """
import hashlib, json, sys
sys.path.insert(0, {tests!r})
from conformance_clone import assert_clones_play_on_identically
from conformance_determinize import assert_determinize_hides_what_a_seat_cannot_see
from conftest import conformance_games
from conformance import replay
from mining_games.core import Action
games = {{c.name: c for c in conformance_games()}}
out = {{}}
for name, seed, decisions in json.loads(sys.stdin.read()):
    cls = games[name]
    g = replay(cls, seed, [cls.Action(d[0], d[1], tuple(d[2:])) for d in decisions])
    out[f"{{name}}/{{seed}}"] = [g.to_json(), hashlib.sha256("\\n".join(e.text for e in g.log).encode()).hexdigest()]
print(json.dumps(out))
"""


def test_same_game_in_a_fresh_process():
    """Same seed and decisions give the same save and texts in another process (other hash seed)."""
    jobs, expected = [], {}
    for cls in GAMES:
        for seed in SEEDS[:3]:
            decisions, _ = play_checked(cls, seed)
            g = replay(cls, seed, decisions)
            jobs.append([cls.name, seed, [a.to_list() for a in decisions]])
            expected[f"{cls.name}/{seed}"] = [g.to_json(),
                                              hashlib.sha256("\n".join(e.text for e in g.log).encode()).hexdigest()]
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    code = _CHILD.format(tests=os.path.dirname(__file__))
    out = subprocess.run([sys.executable, "-c", code], input=json.dumps(jobs), capture_output=True,
                         text=True, env=env, check=True)
    assert json.loads(out.stdout) == expected


@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_rule_coverage(cls, capsys):
    """Print the rules random games never fired; the game's declared minimum coverage must hold."""
    fired = set()
    for seed in [*SEEDS, *variant_seeds(cls)]:
        fired |= play_checked(cls, seed)[1]
    ids = [r for r in cls.RULES.ids() if r not in cls.RULES.kernel_ids()]
    never = [r for r in ids if r not in fired]
    coverage = 1 - len(never) / len(ids)
    with capsys.disabled():
        print(f"\n[rule coverage] {cls.name}: {len(ids) - len(never)}/{len(ids)} rules fired "
              f"({coverage:.0%}); never fired: {', '.join(never) or 'none'}")
    assert coverage >= cls.min_rule_coverage, f"{cls.name}: coverage {coverage:.0%} < {cls.min_rule_coverage:.0%}"


FAIRNESS_CASES = [(c, n) for c in GAMES for n in fairness_counts(c)]


@pytest.mark.parametrize("cls, players", FAIRNESS_CASES, ids=[f"{c.name}-{n}p" for c, n in FAIRNESS_CASES])
def test_seat_fairness(cls, players, capsys):
    """Random players in every seat, 200 seeds: every seat's win share (shared wins split) within half and one
    and a half times the equal share, unless a rulebook rule gives that seat its edge (``SEAT_EDGES``, named
    in docs/<game>.md under Seat fairness); the docs give the tables."""
    doc = docs_path(cls)
    problems = edge_problems(cls, doc.read_text() if doc.exists() else "")
    assert not problems, "; ".join(problems)
    result = measure(cls, players)
    text = table(result, cls)
    with capsys.disabled():
        print(f"\n[seat fairness] {text}")
    assert result.decided, f"no game had a winner: the shares measure nothing:\n{text}"
    bad = failures(result, cls)
    assert not bad, f"seats {bad} win out of bounds and no rulebook rule is declared for them:\n{text}"
    if doc.exists():
        assert "| players |" in seat_fairness_section(doc.read_text()), \
            f"docs/{cls.name}.md needs a Seat fairness section with the table per player count:\n{text}"


@pytest.mark.parametrize("cls", GAMES, ids=IDS)
def test_every_rule_text_agrees_with_its_counts(cls):
    """Every rule of the game, fired by its random games or not, rendered with counts of 1 and of 2
    (tests/all_texts.py): no count disagrees with its noun or its verb ("1 points", "2 point", "its 1
    unit go", "2 units goes"), and no rule is left that the check cannot render."""
    texts, errors = render_every_rule(cls.RULES, rule_samples(cls))
    assert not errors, "\n".join(errors)
    assert {rule_id for rule_id, _, _ in texts} == set(cls.RULES.ids())
    problems = count_problems(texts)
    assert not problems, "\n".join(problems)


BOT_CASES = [(c, b) for c in GAMES for b in c.BOTS]


@pytest.mark.parametrize("cls, bot", BOT_CASES, ids=[f"{c.name}-{b}" for c, b in BOT_CASES])
def test_heuristic_bots_finish_games_seeing_only_their_view(cls, bot):
    """Each heuristic bot plays whole games (with random opponents) through view() and legal_actions() only."""
    from mining_games.bots import make_bot

    for seed in (1, 2):
        game = new(cls, seed)
        n = len(game.players)
        bots = {p: make_bot(cls, bot if p % 2 == seed % 2 else "random", seed=seed * 10 + p) for p in range(n)}
        play_with_view_only(game, bots, cls.max_decisions)
        assert game.is_over and (game.winners() or getattr(cls, "nobody_may_win", False))


# the games held to everything a registered game must have (docs, provenance, bots): every registered game
# and the guide's example (the toy game has none of these)
FULL_GAMES = [*mg.GAMES.values(), guide_example.build().game]


@pytest.mark.parametrize("cls", FULL_GAMES, ids=[c.name for c in FULL_GAMES])
def test_game_docs_mention_every_rule(cls):
    doc = docs_path(cls)
    assert doc.exists(), f"docs/{cls.name}.md is missing"
    text = doc.read_text()
    rules = cls.RULES
    missing = [r.id for r in rules if f"`{r.id}`" not in text and r.id not in rules.kernel_ids()]
    assert not missing, f"docs/{cls.name}.md does not mention {missing}"


@pytest.mark.parametrize("cls", FULL_GAMES, ids=[c.name for c in FULL_GAMES])
def test_registered_games_are_complete(cls):
    name = cls.name
    assert cls.title and cls.RULES is not None
    assert cls.RULES.game == name
    g = new(cls, 0)
    assert g.to_act and g.legal_actions(g.to_act[0])
    for row in cls.Options.describe():
        assert row["help"] and row["source"] in ("rulebook", "reconstructed", "variant")
    assert cls.PROVENANCE, f"{name} needs a PROVENANCE list (what is printed, what is filled in)"
    assert any(p.source == "reconstructed" for p in cls.PROVENANCE) or any(
        r.source == "reconstructed" for r in cls.RULES), f"{name} marks nothing reconstructed"
    assert cls.BOTS, f"{name} needs at least one heuristic bot"


def test_the_registry_names_each_game_by_its_name():
    for name, cls in mg.GAMES.items():
        assert cls.name == name

"""Every claim of the contracts lesson (``notebooks/lesson_contracts_and_price_risk.ipynb``), recomputed the way the
notebook computes it: the notebook's code cells run into one namespace, then each evidence function is called and
what its answer, note, key and after-text say is checked against the numbers (the answer, the interval that
excludes the other choices, the exact value beside the simulated one). Plays 60 + 100 games and 30 pairs.
"""


import pytest
from lesson_notebook import assert_plain, run_cells

from mining_games.murfett.data import expected_units
from mining_games.widgets.lesson_common import fill

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
NAME = "lesson_contracts_and_price_risk.ipynb"


@pytest.fixture(scope="module")
def lesson():
    """The notebook's namespace after running its code cells (they only build widgets: no game is played)."""
    return run_cells(NAME, "lesson_contracts")


def texts(widget, evidence):
    """The note, the answer key and the after-text of a PredictReveal, filled with the evidence's numbers."""
    numbers = {**evidence.numbers, "answer": evidence.answer, "class_mean": 3.0}
    return [fill(evidence.note, numbers), fill(widget.key, numbers), fill(widget.after, numbers)]


def test_part_1_the_answer_is_the_exact_expected_value_and_the_simulation_agrees(lesson):
    ev = lesson["explorations"]()
    n = ev.numbers
    assert ev.answer == round(expected_units("copper"), 2) == 2.8          # 8/20 × 0 + 8/20 × 3.5 + 4/20 × 7
    assert (n["zero_cards"], n["medium_cards"], n["high_cards"]) == (8, 8, 4)
    assert float(n["sim_low"]) <= 2.8 <= float(n["sim_high"])               # the exact value inside the interval
    assert float(n["sim_low"]) < float(n["mean"]) < float(n["sim_high"]) and n["tries"] == 300
    note, key, after = texts(lesson["explore"], ev)
    assert "= 2.8 units of copper, exactly" in note and "the exact 2.8 is inside it" in note
    assert f"{n['nothing']} of the copper explorations found nothing" in after
    copper = lesson["exploration_sample"]()["Copper"]
    assert n["nothing"] == f"{(copper == 0).mean():.0%}" and n["best_find"] == copper.max()
    assert_plain(note, key, after)


def test_part_2_more_contracts_earn_less_and_the_interval_excludes_the_other_answers(lesson):
    ev = lesson["price_risk"]()
    n = ev.numbers
    choices = lesson["CHOICES_2"]
    assert ev.answer == choices[0] == "More of them earn less than they promised"
    contracts = lesson["contract_sample"]()
    by_game = contracts.groupby("seed")["surprise"].agg(lambda s: (s < 0).mean() - (s > 0).mean())
    gap, low, high = lesson["mean_interval"](list(by_game))
    assert low > 0          # excludes "about as many" (zero) and "more earn more" (below zero)
    assert (n["gap"], n["gap_low"], n["gap_high"]) == (f"{100 * gap:.0f}", f"{100 * low:.0f}", f"{100 * high:.0f}")
    assert n["games"] == 60 and n["n"] == len(contracts) and n["counted"] == f"{by_game.size} games"
    less, more = (contracts.surprise < 0).mean(), (contracts.surprise > 0).mean()
    assert less > more and n["less"] == f"{less:.0%}" and n["more"] == f"{more:.0%}"
    # docs/lessons.md: "most" (more than half) is not shown, and 30 games could not tell
    assert lesson["wilson"]((contracts.surprise < 0).sum(), len(contracts))[0] < 0.5
    _, low_30, _ = lesson["mean_interval"](list(by_game[by_game.index < 30]))
    assert low_30 < 0
    # the after-text's explanation: signed at a high price, more of them earn less, and less on average
    dear = contracts[contracts.price_when_signed >= lesson["HIGH_PRICE"]]
    cheap = contracts[contracts.price_when_signed < lesson["HIGH_PRICE"]]
    assert (dear.surprise < 0).mean() > (cheap.surprise < 0).mean() + 0.1
    assert dear.surprise.mean() < cheap.surprise.mean() < 0
    note, key, after = texts(lesson["contracts_vote"], ev)
    assert "the whole interval is above zero" in note
    assert f"Only {n['same']} of the contracts earned exactly their promise" in after
    assert (contracts.surprise == 0).mean() < 0.1
    assert_plain(note, key, after)


def test_part_3_the_exact_total_and_the_rules_agree_and_there_is_no_way_out(lesson):
    ev = lesson["binding"]()
    n = ev.numbers
    assert ev.answer == sum(lesson["PATH"]) == -7
    assert n["total"] == n["exact"] == "-$7M" and n["promised"] == "$18M"
    assert n["sum"] == "$3M + $1M − $1M − $3M − $4M − $3M"
    assert n["paying"] == 4 and n["paid"] == "$11M" and n["completed"]
    assert n["menu"] == "Roll the dice; Move to the outer circuit and roll"      # no way to cancel
    assert n["auction"].startswith("Auction lease B6 (nickel) with its metal")   # only in financial distress
    note, key, after = texts(lesson["ben_vote"], ev)
    assert "Exactly: $3M + $1M − $1M − $3M − $4M − $3M = -$7M." in note
    assert "his menu offers: " + n["distress_menu"] in after
    assert_plain(note, key, after)


def test_part_5_prospectors_go_bankrupt_more_and_the_interval_excludes_the_other_answers(lesson):
    ev = lesson["bankruptcy"]()
    n = ev.numbers
    assert ev.answer == lesson["CHOICES_5"][0] == "The prospector (bold)"
    games = lesson["bankruptcy_games"]()
    bold = games.bankrupt_0.astype(int) + games.bankrupt_2.astype(int)
    careful = games.bankrupt_1.astype(int) + games.bankrupt_3.astype(int)
    gap, low, high = lesson["mean_interval"](list((bold - careful) / 2))
    assert low > 0                                    # excludes "the contractor" and "about the same"
    assert (n["gap_low"], n["gap_high"]) == (f"{100 * low:.0f}", f"{100 * high:.0f}")
    assert (n["games"], n["companies"]) == (100, 200) and len(games) == 100
    assert (n["bold_count"], n["careful_count"]) == (bold.sum(), careful.sum())
    wilson = lesson["wilson"]
    assert wilson(bold.sum(), 200)[0] > wilson(careful.sum(), 200)[1]     # even the two shares' intervals part
    _, few_low, few_high = lesson["mean_interval"](list((bold - careful)[:40] / 2))
    assert few_low <= 0 <= few_high                   # the after-text: 40 games could not tell
    note, key, after = texts(lesson["bankrupt_vote"], ev)
    assert f"ran from {n['few_low']} to {n['few_high']} points and could not" in after
    assert_plain(note, key, after)


def test_the_what_ifs_default_settles_who_suffers_more_from_dearer_hazards(lesson):
    harsh = lesson["harsh"]
    assert harsh.games.value == lesson["WHATIF_PAIRS"] == 30
    harsh.time_limit = None                  # all 30 pairs, however loaded the machine
    harsh.set(breakdown_cost=8, dispute_cost=3)
    harsh.run()
    assert harsh.errors.value == ""
    lead = harsh.numbers()["measures"][lesson["LEAD"]]
    assert lead["n"] == 30 and lead["high"] < 0     # the lesson text: 30 pairs are enough to leave zero
    said = lesson["who_suffered"](lead)
    assert said.startswith("The prospectors suffered more")
    assert_plain(said)

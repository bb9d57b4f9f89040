"""Where Zavandor's search bot parts from the investor: a traced game or two (issue 27, item 1).

    python benchmarks/zavandor_search_trace.py --seeds 0 1            # search:easy in seat 0
    python benchmarks/zavandor_search_trace.py --seeds 0 --strength medium --show 8

Plays 3-player games with the search bot in seat 0 beside an investor and a treasurer. At each of the
search bot's decisions it also asks a fresh investor what it would choose there (the search's look-aheads
play the investor), and counts, per stage, the decisions where the two differ. In the Upgrade phase it
prints the first ``--show`` disagreements with the search bot's own explanation (``explain()``: each
entry's average value as a chance to win). Writes nothing.
"""

import argparse
from collections import Counter

import mining_games as mg
from mining_games.bots import make_bot


def trace(seed, strength, show):
    cls = mg.GAMES["zavandor"]
    g = cls(players=3, seed=seed)
    bots = [make_bot(cls, f"search:{strength}", seed), make_bot(cls, "investor", seed + 1),
            make_bot(cls, "treasurer", seed + 2)]
    same, differ, shown = Counter(), Counter(), 0
    upgrades = {"search": 0, "investor would": 0}
    while not g.over:
        for p in list(g.to_act):
            if p == 0:
                stage = g.stage
                usual = make_bot(cls, "investor", 0).choose(g, 0)
                act = bots[0].choose(g, 0)
                (same if act == usual else differ)[stage] += 1
                if stage == "upgrade":
                    upgrades["search"] += act.kind == "upgrade"
                    upgrades["investor would"] += usual.kind == "upgrade"
                if act != usual and shown < show and stage in ("claim", "upgrade", "bid"):
                    shown += 1
                    print(f"  round {g.round}, score {g.score(0)}: investor: {usual.label}; search: "
                          f"{bots[0].explain()}")
            else:
                act = bots[p].choose(g, p)
            g.apply(act)
            break
    scores = [g.score(p) for p in range(3)]
    print(f"seed {seed}: scores (search, investor, treasurer) {scores}; items completed by the search bot "
          f"{sum(1 for e in g.log if e.rule == 'zavandor.upgrade.full' and e.player == 0)}")
    print(f"  Upgrade-phase decisions where one upgrade was chosen: search {upgrades['search']}, "
          f"investor in its place {upgrades['investor would']}")
    for stage in sorted(set(same) | set(differ)):
        print(f"  stage {stage}: same as the investor {same[stage]}, different {differ[stage]}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0])
    ap.add_argument("--strength", default="easy")
    ap.add_argument("--show", type=int, default=6)
    args = ap.parse_args(argv)
    for s in args.seeds:
        trace(s, args.strength, args.show)


if __name__ == "__main__":
    main()

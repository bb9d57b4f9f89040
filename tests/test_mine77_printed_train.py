"""Mine 77, printed conditions of the Train's arrival at the Station (Government Confiscations)."""

from test_mine77_scenarios import fired, new, pick, run


def arrive(g, c, items, crew):
    """Cart c arrives holding ``items`` with ``crew`` ([player, worker] by seat) aboard."""
    for r in items:
        g.arrange("move", r, 1, "supply", f"cart{c}")
    for k, (p, w) in enumerate(crew):
        g.train[c]["seats"][k] = [p, w]
        g.arrange("worker", p, w, "Train")
    g.agenda = [["arrive_cart", c]]
    run(g)


def test_an_accepted_cart_scores_2_vp_per_player_aboard_not_per_worker():
    """Arrival of a Train, Accepted Carts: 2 VP for each player with a worker on the cart; a player with 2 workers
    aboard scores once."""
    g = new(3)
    g.arrange("today", ["coal", "gems"])
    g.train[0]["riders"] = [[1, 0]]
    g.arrange("worker", 1, 0, "Train")
    arrive(g, 0, ["coal"], [(0, 0), (0, 1)])
    assert [g.vp(p) for p in range(3)] == [2, 2, 0]
    assert [e.player for e in g.log if e.rule == "mine77.train.accepted_vp"] == [0, 1]


def test_the_player_in_seat_1_decides_what_goes_on_the_today_order():
    """Arrival of a Train, Accepted Carts: where there is a choice, the owner of the worker in Seat 1 decides."""
    g = new()
    g.arrange("today", ["metal"])
    arrive(g, 0, ["steel", "gold"], [(1, 0), (0, 0)])
    assert g.stage == "confiscate" and g.to_act == (1,)
    pick(g, 1, "confiscate", "gold")
    assert g.today["filled"] == ["gold"] and "mine77.government.complete" in fired(g)


def test_once_today_is_complete_a_cart_with_resources_is_rejected():
    """Arrival of a Train, Rejected Carts b: when Today already holds everything, a cart arriving with resources
    carries nothing it needs (rejected: no VP, the order unchanged; its load is shared among the crew)."""
    g = new()
    g.arrange("today", ["coal"])
    g.today["filled"] = ["coal"]
    g.arrange("move", "coal", 1, "supply", "today")
    arrive(g, 0, ["coal"], [(0, 0)])
    assert "mine77.train.rejected" in fired(g) and "mine77.train.accepted" not in fired(g)
    assert g.today["filled"] == ["coal"] and g.held("today", "coal") == 1 and g.held("p0", "coal") == 1

"""Mine 77's economy as tidy frames: the Steam track by shift, who generated and who spent Steam, the
Government Orders by day and VP by shift. Pure functions of a game's log (pandas, no widgets); the
charts of ``mining_games.widgets.charts_mine77`` draw them.

Time in Mine 77 runs in shifts (mine77.txt, The Shift and Night Shift): each day has a Morning and an
Afternoon Shift, then the Night Shift. A *period* numbers them: 0 is the set-up, then day 1 Morning
= 1, day 1 Afternoon = 2, day 1 Night = 3, day 2 Morning = 4 and so on; Final Scoring belongs to the
last Night Shift. An event belongs to the period whose start (``mine77.shift.start`` or
``mine77.night.start``) it follows.

- ``periods(game)``: one row per period so far: period, day, shift, label ("Day 1 Morning").
- ``event_periods(game)``: {event seq: period}.
- ``steam_by_shift(game)``: the public Steam level at the end of each period (and its lowest and
  highest point in it), with the Ka-Booms and the VP lost to Steam maintenance in it.
- ``steam_marks(game)``: one row per Ka-Boom! and per Steam maintenance that cost VP: where it hit.
- ``steam_by_player(game)``: per period and player, the public Steam generated (Steam Generation
  and Bonus Steam) and spent (Mining, Shipping, Processing, the Shredder, and Shipping on credit).
- ``orders_by_day(game)``: per day and player, the Today order's resources delivered; per day the
  slots required, filled and missing, and the VP every player lost for the missing ones.
- ``vp_by_shift(game)``: each player's VP at the end of each period.
"""

import pandas as pd

SHIFTS = ("Morning", "Afternoon", "Night")
GENERATE_RULES = ("mine77.steam.generate", "mine77.steam.burn")
SPEND_RULES = ("mine77.steam.spend", "mine77.shipping.deficit")
KABOOM = "mine77.steam.kaboom"
ORDER_PENALTY = "mine77.government.penalty"
WHY_ORDER = "the unfilled Today order"


def period_of(day, shift):
    """The period number of a day's shift ("Morning", "Afternoon" or "Night")."""
    return (day - 1) * 3 + SHIFTS.index(shift) + 1


def period_label(period):
    """'Set-up', 'Day 1 Morning', 'Day 2 Night'."""
    if period == 0:
        return "Set-up"
    day, k = divmod(period - 1, 3)
    return f"Day {day + 1} {SHIFTS[k]}"


def short_label(period):
    """The axis label of a period: 'Set-up', 'D1 Morning', 'D2 Night'."""
    if period == 0:
        return "Set-up"
    day, k = divmod(period - 1, 3)
    return f"D{day + 1} {SHIFTS[k]}"


def _walk(game):
    """(event, period) for every event, in order."""
    period = 0
    for e in game.log:
        if e.rule == "mine77.shift.start":
            period = period_of(e.facts["day"], e.facts["shift"])
        elif e.rule == "mine77.night.start":
            period = period_of(e.facts["day"], "Night")
        yield e, period


def event_periods(game):
    """{event seq: period}."""
    return {e.seq: period for e, period in _walk(game)}


def current_period(game):
    last = 0
    for _, period in _walk(game):
        last = period
    return last


def periods(game):
    """One row per period from the set-up to the current one: period, day, shift, label, short."""
    last = current_period(game)
    rows = [(k, 0 if k == 0 else (k - 1) // 3 + 1, "Set-up" if k == 0 else SHIFTS[(k - 1) % 3],
             period_label(k), short_label(k)) for k in range(last + 1)]
    return pd.DataFrame(rows, columns=["period", "day", "shift", "label", "short"])


def steam_by_shift(game):
    """The public Steam track by period: ``steam`` at the end of the period (now, for the current
    one), ``low`` and ``high`` (its lowest and highest point during the period, the start included),
    ``kabooms`` (Ka-Booms in it) and ``maintenance_vp`` (VP each player was charged for negative
    Steam at that night's maintenance, before any Rosettes avoided it)."""
    base = periods(game)
    level, low, high = {}, {}, {}
    kabooms, maintenance = {}, {}
    steam = None
    for e, period in _walk(game):
        if steam is not None:
            low.setdefault(period, steam)
            high.setdefault(period, steam)
        for c in e.changes:
            if getattr(c, "track", None) == "steam":
                steam = c.new
                seen = [c.new] if c.old is None else [c.old, c.new]
                low[period] = min(low.get(period, c.new), *seen)
                high[period] = max(high.get(period, c.new), *seen)
        if steam is not None:
            level[period] = steam
        if e.rule == KABOOM:
            kabooms[period] = kabooms.get(period, 0) + 1
        elif e.rule == "mine77.night.steam_reset":
            maintenance[period] = -e.facts["steam"]
    rows, value = [], None
    for k in base["period"]:
        value = level.get(k, value)
        rows.append((value, low.get(k, value), high.get(k, value), kabooms.get(k, 0), maintenance.get(k, 0)))
    extra = pd.DataFrame(rows, columns=["steam", "low", "high", "kabooms", "maintenance_vp"])
    return pd.concat([base, extra], axis=1)


def steam_marks(game):
    """Where the shared Steam hurt everybody: one row per Ka-Boom! (Steam reached Bang! and vented to
    0; every player owes 2 VP) and per Steam maintenance at night with negative Steam (every player
    owes 1 VP per point below 0). Columns: period, label, kind ("Ka-Boom!" or "Steam maintenance"),
    steam (the level that triggered it), vp_each (the penalty owed by each player)."""
    rows = []
    for e, period in _walk(game):
        if e.rule == KABOOM:
            rows.append((period, period_label(period), "Ka-Boom!", e.facts["steam"], 2))
        elif e.rule == "mine77.night.steam_reset":
            rows.append((period, period_label(period), "Steam maintenance", e.facts["steam"], -e.facts["steam"]))
    return pd.DataFrame(rows, columns=["period", "label", "kind", "steam", "vp_each"])


def steam_by_player(game):
    """Per period and player: ``generated`` (public Steam added by Steam Generation and Bonus Steam,
    what a Ka-Boom vented included) and ``spent`` (public Steam taken for Mining, Shipping,
    Processing and the Shredder, Shipping on credit included). Private Steam and Magic used in
    place of Steam never touch the track and are not counted. One row for every period so far and
    every seat, zeros included."""
    gen, spent = {}, {}
    for e, period in _walk(game):
        if e.rule in GENERATE_RULES:
            key = (period, e.player)
            gen[key] = gen.get(key, 0) + e.facts["steam"] - e.facts["was"]
        elif e.rule in SPEND_RULES:
            key = (period, e.player)
            spent[key] = spent.get(key, 0) + e.facts["was"] - e.facts["steam"]
    rows = []
    for _, row in periods(game).iterrows():
        for p, name in enumerate(game.players):
            key = (row["period"], p)
            rows.append((row["period"], row["label"], p, name, gen.get(key, 0), spent.get(key, 0)))
    return pd.DataFrame(rows, columns=["period", "label", "player", "name", "generated", "spent"])


def steam_record(game):
    """A finished game in three lists by seat, as the public-goods lesson quotes the search bot's games
    (``mine77/measured.py``): ``scores``, the public Steam each ``generated`` (``steam_by_player``) and its
    Steam Generation ``visits`` (actions taken there)."""
    n = len(game.players)
    generated = steam_by_player(game).groupby("player")["generated"].sum()
    return {"scores": [game.score(p) for p in range(n)], "generated": [int(generated[p]) for p in range(n)],
            "visits": [sum(1 for e in game.log if e.rule == "mine77.steam.generate" and e.player == p)
                       for p in range(n)]}


def orders_by_day(game):
    """The Government Orders day by day.

    Returns ``(delivered, days)``:
    - ``delivered``: one row per day and player: day, player, name, ``delivered`` (resources that
      filled a slot of that day's Today order from a cart the player led: the worker in the lowest
      seat, whom the Accepted cart rule names).
    - ``days``: one row per day so far: day, ``required`` (the order's slots), ``filled``,
      ``missing`` (open at the night's check; for today, open now), ``checked`` (the night has
      checked it), ``penalty_each`` (VP each player owed for it), ``vp_lost`` (VP the players
      actually lost for it) and ``avoided`` (players who paid 2 Rosettes instead).
    """
    day, lead = 1, None
    filled, credited, missing, checked = {}, {}, {}, {}
    lost, avoided = {}, {}
    for e in game.log:
        if e.rule == "mine77.shift.start" or e.rule == "mine77.night.start":
            day = e.facts["day"]
        if e.rule == "mine77.train.accepted":
            lead = e.player
        elif e.rule == "mine77.government.fill":
            filled[day] = filled.get(day, 0) + 1
            credited[(day, lead)] = credited.get((day, lead), 0) + 1
        elif e.rule == "mine77.government.check":
            checked[day] = True
            missing[day] = e.facts["missing"]
        elif e.rule == ORDER_PENALTY:               # one event for every player who lost
            lost[day] = lost.get(day, 0) + e.facts["n"] * len(e.facts["players"])
        elif e.rule == "mine77.rosettes.avoid" and e.facts.get("why") == WHY_ORDER:
            avoided[day] = avoided.get(day, 0) + 1
    last = game.day
    rows, drows = [], []
    for d in range(1, last + 1):
        done = checked.get(d, False)
        if done:
            need = filled.get(d, 0) + missing[d]
        else:
            need = len(game.today["slots"])
        miss = missing[d] if done else need - filled.get(d, 0)
        drows.append((d, need, filled.get(d, 0), miss, done, miss if done else 0, lost.get(d, 0),
                       avoided.get(d, 0)))
        for p, name in enumerate(game.players):
            rows.append((d, p, name, credited.get((d, p), 0)))
    delivered = pd.DataFrame(rows, columns=["day", "player", "name", "delivered"])
    days = pd.DataFrame(drows, columns=["day", "required", "filled", "missing", "checked", "penalty_each",
                                        "vp_lost", "avoided"])
    return delivered, days


def vp_by_shift(game):
    """Each player's VP (the VP on the ledger) at the end of every period so far: period, label,
    player, name, vp."""
    last_vp = [0] * len(game.players)
    at = {}
    for e, period in _walk(game):
        for c in e.changes:
            if getattr(c, "item", None) == "vp":
                for account, sign in ((c.src, -1), (c.dst, 1)):
                    p = game.account_owner(account)
                    if p is not None:
                        last_vp[p] += sign * c.amount
        at[period] = tuple(last_vp)
    rows, values = [], (0,) * len(game.players)
    for _, row in periods(game).iterrows():
        values = at.get(row["period"], values)
        for p, name in enumerate(game.players):
            rows.append((row["period"], row["label"], p, name, values[p]))
    return pd.DataFrame(rows, columns=["period", "label", "player", "name", "vp"])

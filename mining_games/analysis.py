"""Tidy pandas tables from a game's event log: every chart is built from these.

- ``events(g)``: one row per event (seq, round, phase, player, name, rule, title, source, text).
- ``flows(g, viewer=None)``: one row per ledger transfer (seq, round, phase, rule, item, amount, src, dst,
  readable ``src_name``/``dst_name`` from the game's ``holder_label``, ``src_player``/``dst_player``: the player
  whose account it is, or <NA>, and ``setup``: true for set-up).
- ``tracks(g)``: one row per gauge move (seq, round, rule, track, old, new).
- ``track_rounds(g)``: each track's value at the end of every round, up to the current one (whole rounds).
- ``scores(g, now=False)``: one row per player per finished round (round, player, name, score); with
  ``now=True`` also the current scores in the round being played.
"""

import pandas as pd

from .core import TrackMove, Transfer


def is_setup(phase):
    """True for a game's set-up phase, however the game spells it ("setup", "Set Up", "set-up")."""
    return "".join(c for c in str(phase).lower() if c.isalpha()) == "setup"


def events(game):
    """One row per fired rule, in order."""
    rows = [{
        "seq": e.seq, "round": e.round, "phase": e.phase, "player": e.player,
        "name": game.players[e.player] if e.player is not None else None,
        "rule": e.rule, "title": e.rule_info.title, "source": e.rule_info.source,
        "cite": e.rule_info.cite, "text": e.text,
    } for e in game.log]
    return pd.DataFrame(rows, columns=["seq", "round", "phase", "player", "name", "rule", "title",
                                       "source", "cite", "text"])


def flows(game, viewer=None):
    """One row per transfer of a counted thing between two ledger accounts.

    ``viewer`` (a player index, or -1 for an onlooker) leaves out the transfers of other players'
    private or secret events (cards drawn into a hand, a sealed bid); None (the teacher) keeps all.
    """
    rows = []
    for e in game.log:
        if viewer is not None and (e.private or e.secret) and e.player != viewer:
            continue
        for c in e.changes:
            if type(c) is Transfer:
                rows.append((e.seq, e.round, e.phase, e.rule, c.item, c.amount, c.src, c.dst))
    df = pd.DataFrame(rows, columns=["seq", "round", "phase", "rule", "item", "amount", "src", "dst"])
    names = {a: game.holder_label(a) for a in set(df["src"]) | set(df["dst"])}
    df["src_name"] = df["src"].map(names)
    df["dst_name"] = df["dst"].map(names)
    owners = {a: game.account_owner(a) for a in names}
    df["src_player"] = df["src"].map(owners).astype("Int64")
    df["dst_player"] = df["dst"].map(owners).astype("Int64")
    df["setup"] = df["phase"].map(is_setup).astype(bool)
    return df


def tracks(game):
    """One row per move of a gauge (planet health, a price, the steam track...)."""
    rows = []
    for e in game.log:
        for c in e.changes:
            if type(c) is TrackMove:
                rows.append((e.seq, e.round, e.rule, c.track, c.old, c.new))
    return pd.DataFrame(rows, columns=["seq", "round", "rule", "track", "old", "new"])


def track_rounds(game):
    """Each track's value at the end of every round, from the round it first moves to the current
    round (whose value is the value now): columns round, track, label, value."""
    moves = tracks(game)
    last = max(game.round, 1)
    rows = []
    for track in dict.fromkeys(moves["track"]):
        by_round = moves[moves["track"] == track].groupby("round")["new"].last()
        value = None
        for rnd in range(int(by_round.index.min()), last + 1):
            value = by_round.get(rnd, value)
            rows.append((rnd, track, game.track_label(track), value))
    return pd.DataFrame(rows, columns=["round", "track", "label", "value"])


def scores(game, now=False):
    """Each player's score at the end of every finished round (and at the end of the game).

    ``now=True`` adds the scores as they stand in the round being played, so a chart runs to the
    standings shown beside it."""
    history = list(game.score_history)
    if now and not game.over and (not history or history[-1][0] < game.round):
        history.append((game.round, tuple(game.score(p) for p in range(len(game.players)))))
    rows = []
    for rnd, values in history:
        for p, s in enumerate(values):
            rows.append((rnd, p, game.players[p], s))
    df = pd.DataFrame(rows, columns=["round", "player", "name", "score"])
    return df.drop_duplicates(["round", "player"], keep="last").reset_index(drop=True)


def track_by_round(game, track):
    """The value of one track at the end of each round (forward-filled), as a Series."""
    df = tracks(game)
    df = df[df["track"] == track]
    if df.empty:
        return pd.Series(dtype=float, name=track)
    return df.groupby("round")["new"].last().rename(track)

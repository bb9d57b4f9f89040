"""Tidy pandas tables from a game's event log: every chart is built from these.

- ``events(g)``: one row per event (seq, round, phase, player, name, rule, title, source, text).
- ``flows(g, viewer=None)``: one row per ledger transfer (seq, round, phase, rule, item, amount, src, dst, and
  readable ``src_name``/``dst_name``, and ``src_player``/``dst_player``: the player whose account it is, or <NA>).
- ``tracks(g)``: one row per gauge move (seq, round, rule, track, old, new).
- ``scores(g)``: one row per player per finished round (round, player, name, score).
"""

import pandas as pd

from .core import TrackMove, Transfer


def _account_name(game, account):
    """A player's name for a player's account; any other account by its own name."""
    p = game.account_owner(account)
    return account if p is None else game.players[p]


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
    names = {a: _account_name(game, a) for a in set(df["src"]) | set(df["dst"])}
    df["src_name"] = df["src"].map(names)
    df["dst_name"] = df["dst"].map(names)
    owners = {a: game.account_owner(a) for a in names}
    df["src_player"] = df["src"].map(owners).astype("Int64")
    df["dst_player"] = df["dst"].map(owners).astype("Int64")
    return df


def tracks(game):
    """One row per move of a gauge (planet health, a price, the steam track...)."""
    rows = []
    for e in game.log:
        for c in e.changes:
            if type(c) is TrackMove:
                rows.append((e.seq, e.round, e.rule, c.track, c.old, c.new))
    return pd.DataFrame(rows, columns=["seq", "round", "rule", "track", "old", "new"])


def scores(game):
    """Each player's score at the end of every finished round (and at the end of the game)."""
    rows = []
    for rnd, values in game.score_history:
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

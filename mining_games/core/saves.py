"""Loading save files: validate everything, replay every decision, never half-load."""

import json

from .errors import IllegalAction, SaveError
from .game import ARRANGER, SAVE_FORMAT, SAVE_VERSION

_FIELDS = {"format", "version", "game", "players", "npcs", "seed", "options", "decisions", "events"}
_PRIMITIVES = (int, str, bool, type(None))


def load_save(text, registry):
    """Rebuild a game from ``Game.to_json()`` text, checking each recorded decision is legal.

    Raises ``SaveError`` (a ``ValueError``) with a clear message for truncated or invalid JSON,
    missing or unknown fields, a wrong format or version, an unknown game, bad options, or a
    decision that is not legal where it was recorded.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveError(f"a save must be JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"this save is not valid JSON (truncated or edited?): {e}") from None
    if not isinstance(data, dict):
        raise SaveError("this save is not a mining-games save: expected a JSON object")
    missing = sorted(_FIELDS - set(data))
    unknown = sorted(set(data) - _FIELDS)
    if missing:
        raise SaveError(f"this save is missing field(s): {', '.join(missing)}")
    if unknown:
        raise SaveError(f"this save has unknown field(s): {', '.join(unknown)}")
    if data["format"] != SAVE_FORMAT:
        raise SaveError(f"this is not a mining-games save (format {data['format']!r})")
    if data["version"] != SAVE_VERSION:
        raise SaveError(f"this save has version {data['version']!r}; this program reads version {SAVE_VERSION}")
    cls = registry.get(data["game"]) if isinstance(data["game"], str) else None
    if cls is None:
        known = ", ".join(sorted(registry))
        raise SaveError(f"this save is for an unknown game {data['game']!r}; known games: {known}")
    if not isinstance(data["players"], list):
        raise SaveError("players must be a list of names")
    if not isinstance(data["options"], dict):
        raise SaveError("options must be a JSON object")
    if not isinstance(data["decisions"], list):
        raise SaveError("decisions must be a list")
    if not isinstance(data["events"], int):
        raise SaveError("events must be a whole number")
    if not isinstance(data["npcs"], list) or not all(isinstance(k, str) for k in data["npcs"]):
        raise SaveError("npcs must be a list of rule-driven seat names")
    try:
        game = cls(players=data["players"], seed=data["seed"], options=data["options"], npcs=data["npcs"])
    except ValueError as e:
        raise SaveError(f"this save cannot start its game: {e}") from None
    subscribers = game._subscribers
    for i, d in enumerate(data["decisions"]):
        if (not isinstance(d, list) or len(d) < 2 or isinstance(d[0], bool) or not isinstance(d[0], int)
                or not isinstance(d[1], str) or not all(isinstance(x, _PRIMITIVES) for x in d[2:])):
            raise SaveError(f"decision #{i + 1} is malformed: {d!r}")
        action = cls.Action(d[0], d[1], tuple(d[2:]))
        try:
            if d[0] == ARRANGER and d[1] == "arrange" and len(d) == 3 and isinstance(d[2], str):
                spec = json.loads(d[2])
                if not isinstance(spec, list) or not spec or not isinstance(spec[0], str):
                    raise ValueError("not an arrangement")
                game.arrange(*spec)
            else:
                game.apply(action)
        except IllegalAction as e:
            raise SaveError(f"decision #{i + 1} ({action.label}) is not legal at that point: {e}") from None
        except (ValueError, TypeError, AssertionError) as e:
            raise SaveError(f"decision #{i + 1} (an arrangement) cannot be replayed: {e}") from None
    if len(game.log) != data["events"]:
        raise SaveError(
            f"replaying this save gives {len(game.log)} events, but it recorded {data['events']}: "
            "it was made by a different version of the rules or edited")
    game._subscribers = subscribers
    return game

"""Turn game state into plain JSON-able data (for snapshots, views and saves)."""

from dataclasses import fields, is_dataclass

_SCALARS = frozenset({int, str, bool, float, type(None)})


def plain(value):
    """A JSON-able copy: dict keys become strings, tuples become lists, sets sorted lists."""
    t = type(value)
    if t in _SCALARS:
        return value
    if t is dict:
        return {(k if type(k) is str else str(k)): (v if type(v) in _SCALARS else plain(v))
                for k, v in value.items()}
    if t is list or t is tuple:
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if t is set or t is frozenset:
        return sorted((plain(v) for v in value), key=repr)
    if is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, (int, str, float)):   # enums, int subclasses
        return value.value if hasattr(value, "value") else type(value).__mro__[1](value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if hasattr(value, "__dict__"):
        return {k: plain(v) for k, v in vars(value).items() if not k.startswith("_")}
    raise TypeError(f"cannot turn {t.__name__} into plain data")

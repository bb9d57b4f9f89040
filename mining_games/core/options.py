"""Options as data: a frozen dataclass whose fields carry help text, range and provenance."""

from dataclasses import MISSING, asdict, dataclass, field, fields


def option(default, *, help, min=None, max=None, choices=None, source="rulebook", rationale=""):
    """Declare one option field.

    ``default`` is the rulebook's number; ``help`` explains it to a teacher; ``min``/``max`` or
    ``choices`` bound it; ``source`` says whether the default is printed ("rulebook"), filled in
    ("reconstructed") or a teaching knob ("variant").
    """
    meta = {"help": help, "min": min, "max": max, "choices": tuple(choices) if choices else None,
            "source": source, "rationale": rationale}
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Options:
    """Base class for a game's options. Subclass with ``@dataclass(frozen=True)`` and ``option()``.

    Construction validates every field and raises ``ValueError`` naming the field, the bad value
    and what is allowed.
    """

    def __post_init__(self):
        for f in fields(self):
            _check(f, getattr(self, f.name))
        self.validate()
        object.__setattr__(self, "_as_dict", asdict(self))   # frozen: compute the plain form once

    def validate(self):
        """Cross-field checks a game may add (raise ValueError)."""

    @classmethod
    def describe(cls):
        """Every option: name, default, type, help, min, max, choices, source, rationale."""
        out = []
        for f in fields(cls):
            default = f.default if f.default is not MISSING else f.default_factory()
            out.append({"name": f.name, "default": default, "type": type(default).__name__,
                        **f.metadata})
        return out

    @classmethod
    def names(cls):
        return [f.name for f in fields(cls)]

    @classmethod
    def build(cls, values):
        """Options from a dict, with a clear error for unknown names."""
        if not isinstance(values, dict):
            raise ValueError(f"options must be a mapping of names to values, not {type(values).__name__}")
        unknown = sorted(set(values) - set(cls.names()))
        if unknown:
            valid = ", ".join(cls.names()) or "(this game has no options)"
            raise ValueError(f"unknown option(s) {', '.join(unknown)}; valid options are: {valid}")
        return cls(**values)

    def to_dict(self):
        """The options as a plain dict (a fresh copy)."""
        return dict(self._as_dict)

    def changed(self):
        """Only the options that differ from the rulebook's defaults."""
        base = type(self)()
        return {k: v for k, v in self.to_dict().items() if getattr(base, k) != v}


def _check(f, value):
    meta = f.metadata
    default = f.default
    name = f.name
    want = type(default)
    if want is bool:
        if not isinstance(value, bool):
            raise ValueError(f"option {name} must be true or false, not {value!r}")
    elif want is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"option {name} must be a whole number, not {value!r}")
    elif want is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"option {name} must be a number, not {value!r}")
    elif want is str and not isinstance(value, str):
        raise ValueError(f"option {name} must be text, not {value!r}")
    lo, hi, choices = meta.get("min"), meta.get("max"), meta.get("choices")
    if choices is not None and value not in choices:
        raise ValueError(f"option {name} must be one of {', '.join(map(repr, choices))}, not {value!r}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise ValueError(f"option {name} must be between {lo} and {hi}, not {value!r}")

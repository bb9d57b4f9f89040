"""Options as data: a frozen dataclass whose fields carry help text, range and provenance."""

from dataclasses import MISSING, asdict, dataclass, field, fields


def option(default, *, help, min=None, max=None, choices=None, source="rulebook", rationale="", label=None,
           value_words=None):
    """Declare one option field.

    ``default`` is the rulebook's number; ``help`` explains it to a teacher; ``min``/``max`` or
    ``choices`` bound it; ``source`` says whether the default is printed ("rulebook"), filled in
    ("reconstructed") or a teaching knob ("variant"). ``label`` is the option's short name in words
    for pages ("round limit", "Action cards"; default: the name with spaces); ``value_words`` names
    values in words ({"fair_play": "Fair Play"}, {0: "none"}; default: on/off for true/false, else
    the value with spaces).
    """
    meta = {"help": help, "min": min, "max": max, "choices": tuple(choices) if choices else None,
            "source": source, "rationale": rationale, "label": label,
            "value_words": dict(value_words) if value_words else None}
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
        """Every option: name, default, type, help, min, max, choices, source, rationale, label, value_words."""
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
    def _field(cls, name):
        for f in fields(cls):
            if f.name == name:
                return f
        raise ValueError(f"unknown option {name!r}; valid options are: {', '.join(cls.names()) or '(none)'}")

    @classmethod
    def label(cls, name):
        """An option's name as a person reads it: its ``label``, else the name with spaces
        ("round_limit" -> "round limit")."""
        return cls._field(name).metadata.get("label") or name.replace("_", " ")

    @classmethod
    def value_words(cls, name, value):
        """A value of an option in words: its ``value_words`` ("fair_play" -> "Fair Play"), else on/off
        for a true/false option, else the value with spaces."""
        words = cls._field(name).metadata.get("value_words") or {}
        if value in words:
            return words[value]
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value).replace("_", " ")

    @classmethod
    def setting_words(cls, name, value, instead_of=MISSING):
        """One option set to a value, in words: "round limit 40" for a number, "Action cards: Fair Play"
        where the value is a word; with ``instead_of``, the value it replaces ("... instead of Standard")."""
        words = cls.value_words(name, value)
        number = isinstance(value, (int, float)) and not isinstance(value, bool) and words == str(value)
        text = f"{cls.label(name)}{' ' if number else ': '}{words}"
        return text if instead_of is MISSING else f"{text} instead of {cls.value_words(name, instead_of)}"

    @classmethod
    def words(cls, changes):
        """Settings in words, for a page or a summary: {"round_limit": 40, "mode": "fair_play"} ->
        "round limit 40, Action cards: Fair Play"."""
        return ", ".join(cls.setting_words(name, value) for name, value in changes.items())

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

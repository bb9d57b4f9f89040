"""The rule catalogue: every rule a game can fire, in our own words, with its citation."""

from dataclasses import dataclass, field

SOURCES = ("rulebook", "reconstructed", "variant")


class _Facts(dict):
    """Format-map for rule texts: ``{player}`` is the acting player's name.

    A fact the text needs but the event lacks shows as ``<missing: name>`` (a bug the conformance
    suite catches) instead of crashing a lesson.
    """

    def __missing__(self, key):
        return f"<missing: {key}>"


@dataclass(frozen=True)
class Rule:
    """One catalogued rule.

    - ``id``: "<game>.<topic>.<name>", e.g. "titans.mining.tree_cost".
    - ``title``: a short heading; ``summary``: the rule in our own words.
    - ``cite``: rulebook file and section heading, e.g. "titans.txt, Mining".
    - ``source``: "rulebook", "reconstructed" (we filled in what the rulebook does not print) or
      "variant" (an optional rule or teaching parameter).
    - ``text``: how an event of this rule reads: a format string over the event's facts (plus
      ``{player}``) or a function ``(event, names) -> str``.
    - ``public_text``: for private events (a hand drawn), what the other players read instead;
      by default the title with the player's name.
    - ``rationale``: for reconstructed rules, one line on why we filled it in this way.
    - ``mints``: the rule may create or destroy counted things (moves to or from an unbounded
      account such as the bank); every other rule only moves things between holders.
    - ``negative_ok``: the rule may leave a holder below zero (a debt).
    - ``example``: facts of an event of this rule, for a rule whose ``text`` is a function and which
      random games seldom fire: the conformance suite renders every rule's text with counts of 1 and
      of 2, and takes the facts from the events of its random games, from this example or, for a
      format string, from its placeholders.
    """

    id: str
    title: str
    summary: str
    cite: str
    source: str = "rulebook"
    text: object = "{player}: {rule_title}"
    public_text: object = "{player}: {rule_title}."
    rationale: str = ""
    mints: bool = False
    negative_ok: bool = False
    extra: dict = field(default_factory=dict, compare=False)
    example: dict = field(default=None, compare=False)

    def __post_init__(self):
        if self.source not in SOURCES:
            raise ValueError(f"rule {self.id}: source must be one of {SOURCES}, not {self.source!r}")
        for name in ("id", "title", "summary", "cite"):
            if not getattr(self, name):
                raise ValueError(f"rule {self.id or '?'}: {name} must not be empty")
        if self.source == "reconstructed" and not self.rationale:
            raise ValueError(f"rule {self.id}: a reconstructed rule needs a one-line rationale")

    def render(self, event, names, template=None):
        """The event's explanation in words, with the player names filled in."""
        text = self.text if template is None else template
        if callable(text):
            return text(event, names)
        facts = _Facts(event.facts)
        facts.setdefault("player", names[event.player] if event.player is not None else "The game")
        facts.setdefault("rule_title", self.title)
        facts.setdefault("round", event.round)
        return text.format_map(facts)

    def render_public(self, event, names):
        """What players other than the event's player read of a private event."""
        return self.render(event, names, self.public_text)


class RuleBook:
    """A game's catalogue of rules, looked up by id, in the order they were declared."""

    def __init__(self, game, rules):
        self.game = game
        self._rules = {}
        for rule in rules:
            if rule.id in self._rules:
                raise ValueError(f"rule {rule.id} is declared twice")
            if not rule.id.startswith(game + "."):
                raise ValueError(f"rule {rule.id} must start with '{game}.'")
            self._rules[rule.id] = rule
        arrange = f"{game}.scenario.arrange"
        if arrange not in self._rules:
            self._rules[arrange] = Rule(
                arrange, "Arranged by hand", "A teacher or a test set this position up by hand to show a "
                "rule at work; it is a teaching position, not something that happened in play.",
                f"{game}: teaching scenarios (not in the rulebook)", source="variant",
                text="Arranged by hand: {what}.", mints=True)

    def kernel_ids(self):
        """Rules every catalogue has from the kernel (they never fire in play)."""
        return [f"{self.game}.scenario.arrange"]

    def __getitem__(self, rule_id):
        return self._rules[rule_id]

    def __contains__(self, rule_id):
        return rule_id in self._rules

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self):
        return len(self._rules)

    def ids(self):
        return list(self._rules)

    def by_source(self, source):
        """The rules of one provenance: 'rulebook', 'reconstructed' or 'variant'."""
        return [r for r in self if r.source == source]

    def table(self):
        """Plain rows (id, title, summary, cite, source, rationale) for docs and widgets."""
        return [
            {"id": r.id, "title": r.title, "summary": r.summary, "cite": r.cite,
             "source": r.source, "rationale": r.rationale}
            for r in self
        ]


@dataclass(frozen=True)
class Provenance:
    """Where one component or number comes from.

    ``source`` is "rulebook" (printed: ``note`` cites the section), "reconstructed" (not printed:
    ``note`` is the one-line rationale for what we filled in) or "variant" (a teaching option).
    """

    what: str
    source: str
    note: str

    def __post_init__(self):
        if self.source not in SOURCES:
            raise ValueError(f"provenance of {self.what}: source must be one of {SOURCES}")
        if not self.what or not self.note:
            raise ValueError(f"provenance of {self.what or '?'} needs a description and a note")

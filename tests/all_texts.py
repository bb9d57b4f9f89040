"""Every rule's text of a game rendered with counts of 1 and of 2, for the wording check of the
conformance suite (``test_conformance.test_every_rule_text_agrees_with_its_counts``).

Random games reach only some rules, and only with the numbers they happen to draw. Here every rule
of a game is rendered from each sample of its facts with every whole number in them (inside lists,
tuples and dict values too) set to 1, then to 2; a number that cannot be changed without breaking
the text (an index, a code) keeps its value. The samples are the facts of events of the conformance
suite's random games (``keep_sample``: a few per rule), the rule's declared ``example`` and, for a
rule no random game fires whose text is a format string, its placeholders. A rule left with no
sample, or whose text cannot be rendered from any, is an error that names the rule.
"""

import re
import string

from mining_games.core.events import Event
from mining_games.core.words import plural, wording_problems

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Flo")
COUNTS = (1, 2)
KEEP = 4            # samples kept per rule
_KERNEL_FACTS = {"player", "rule_title", "round"}     # filled in by Rule.render itself
_WORD = re.compile(r"[A-Za-z][\w'-]{2,}")


def keep_sample(samples, ev):
    """Keep ``ev`` among the samples of its rule (``samples``: rule id -> events) when fewer than KEEP
    are kept and its facts differ from theirs in which ones are there and which are empty."""
    kept = samples.get(ev.rule)
    if kept is None:
        samples[ev.rule] = [ev]
    elif len(kept) < KEEP:
        shape = (tuple(ev.facts), tuple(map(bool, ev.facts.values())))
        if all(shape != (tuple(k.facts), tuple(map(bool, k.facts.values()))) for k in kept):
            kept.append(ev)


def _whole_numbers(value, path=()):
    """The paths to the whole numbers in ``value`` (True and False are not numbers)."""
    if type(value) is int:
        yield path
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _whole_numbers(v, path + (i,))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _whole_numbers(v, path + (k,))


def _numbered(value, n, keep, path=()):
    """A copy of ``value`` with each whole number set to ``n``, except at the paths in ``keep``."""
    if type(value) is int:
        return value if path in keep else n
    if isinstance(value, dict):
        return {k: _numbered(v, n, keep, path + (k,)) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_numbered(v, n, keep, path + (i,)) for i, v in enumerate(value)]
        if isinstance(value, list):
            return items
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    return value


def event_of(rule, facts, like=None):
    """An event of ``rule`` with ``facts``, when and by whom ``like`` (a real event) was, or player 0."""
    ev = Event.__new__(Event)
    ev.seq, ev.round, ev.phase, ev.player = 0, 1, None, 0
    if like is not None:
        ev.round, ev.phase, ev.player = like.round, like.phase, like.player
    ev.rule, ev._rule, ev.facts, ev.changes = rule.id, rule, facts, []
    ev.secret = ev.private = False
    ev._names, ev._text = NAMES, None
    return ev


def _texts(rule, ev):
    """What the students read of ``ev``: its text and its public text."""
    return [rule.render(ev, NAMES), rule.render_public(ev, NAMES)]


def _renders(rule, facts, like):
    """The texts of ``rule`` from ``facts`` with their whole numbers set to each of COUNTS, all at once
    and one at a time (so that a text choosing its words by a zero elsewhere is seen with 1 and 2
    too), as (count, text) pairs. A number whose change breaks the text keeps its value; raises when
    the text cannot be rendered from ``facts`` at all."""
    _texts(rule, event_of(rule, facts, like))
    paths = list(_whole_numbers(facts))
    out = []
    for n in COUNTS:
        keep = _unchangeable(rule, facts, like, paths, n)
        changed = [p for p in paths if p not in keep]
        variants = [keep] + ([set(paths) - {p} for p in changed] if len(changed) > 1 else [])
        for kept in variants:
            out += [(n, t) for t in _texts(rule, event_of(rule, _numbered(facts, n, kept), like))]
    return out


def _unchangeable(rule, facts, like, paths, n):
    """The paths of the numbers that cannot be set to ``n`` without breaking the text (an index, a code)."""
    try:
        _texts(rule, event_of(rule, _numbered(facts, n, set()), like))
        return set()
    except Exception:
        pass
    keep = set(paths)
    for path in paths:
        try:
            _texts(rule, event_of(rule, _numbered(facts, n, keep - {path}), like))
            keep.discard(path)
        except Exception:
            pass
    return keep


def _placeholders(rule):
    """The facts a format-string text and public text name (besides those Rule.render fills in)."""
    names = set()
    for text in (rule.text, rule.public_text):
        if isinstance(text, str):
            names |= {f.split(".")[0].split("[")[0] for _, f, _, _ in string.Formatter().parse(text) if f}
    return names - _KERNEL_FACTS


def samples_of(rule, events):
    """The (facts, event like it or None) pairs ``rule`` is rendered from: its events from random
    games, its declared example, and its placeholders when no random game fired it."""
    out = [(ev.facts, ev) for ev in events]
    if rule.example is not None:
        out.append((dict(rule.example), None))
    if not events and not callable(rule.text):
        out.append(({name: 0 for name in _placeholders(rule)}, None))
    return out


def render_every_rule(rules, samples):
    """Every rule of ``rules`` (a RuleBook) rendered from its samples (``samples``: rule id -> events):
    (rule id, count, text) triples, and the errors: rules with no sample or that cannot be rendered."""
    texts, errors = [], []
    for rule in rules:
        found = samples_of(rule, samples.get(rule.id, []))
        if not found:
            errors.append(f"{rule.id}: no random game fires it and its text is a function: give the rule "
                          f"an example (Rule(..., example={{...facts...}}))")
        for facts, like in found:
            try:
                texts += [(rule.id, n, t) for n, t in _renders(rule, facts, like)]
            except Exception as e:
                errors.append(f"{rule.id}: cannot be rendered from {facts!r}: {e!r}")
    return texts, errors


def counted_nouns(texts):
    """The nouns these texts count: each word of three letters or more whose plural, another word, is
    among them too ("point" when both "point" and "points" are)."""
    words = set()
    for _, _, text in texts:
        words.update(_WORD.findall(text))
    return {w for w in words if plural(w) != w and plural(w) in words}


def count_problems(texts):
    """Each text (of ``render_every_rule``) where a count disagrees with its noun or its verb, with
    its rule id and count."""
    nouns = counted_nouns(texts)
    out = []
    for rule_id, n, text in texts:
        problems = wording_problems(text, nouns)
        if problems:
            out.append(f"{rule_id} (counts of {n}): {'; '.join(problems)}: {text!r}")
    return out

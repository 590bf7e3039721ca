"""Finding behaviours: the facts of a text grouped by scope, each behaviour of
:data:`~hermes_core.security.behaviours.BEHAVIOURS` tried where its needs can be met,
and a hit with the chain of evidence where it holds."""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Iterator

from hermes_core.security.behaviours import BEHAVIOURS, Behaviour, Scope
from hermes_core.security.facts import Fact, Facts
from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.lexicon import Kind
from hermes_core.security.orders import denied, drop_negated_orders
from hermes_core.security.regions import CATALOGUE_COLUMN
from hermes_core.security.relations import RELATIONS
from hermes_core.security.relations_words import by_start

K = Kind


# -- finding behaviours ---------------------------------------------------------------


# How far apart (in characters) the facts of one behaviour may be, by scope, unless the
# behaviour says; and how far around them what makes it worse is looked for.
_WITHIN = {Scope.UNIT: 400, Scope.SECTION: 800, Scope.FILE: 1600}
_WORSE_REACH = 300
_END = sys.maxsize


def behaviour_hits(facts: Facts, subject: str) -> Iterator[Hit]:
    """A hit per behaviour and scope where it holds. ``subject``: the skill's name and
    description, lowercased (what its hosts may be named after)."""
    if not facts.by_kind:
        return
    drop_negated_orders(facts)
    _drop_catalogued(facts)
    present = {kind for kind, found in facts.by_kind.items() if found}
    behaviours = [
        b
        for b in BEHAVIOURS
        if all(need & present for need in b.needs)
        and (facts.hidden or facts.collapsed or "hidden-order" not in b.relations)  # none hidden
    ]
    if not behaviours:
        return  # no behaviour can have all its needs met anywhere in the text
    scopes = _scopes(facts)
    # For each scope and kind, the groups holding a fact of that kind: a behaviour is
    # tried only on the groups where every one of its needs can be met.
    where: dict[Scope, dict[Kind, set[int]]] = {}
    for scope, groups in scopes.items():
        index: dict[Kind, set[int]] = {}
        for number, group in enumerate(groups):
            for fact in group:
                index.setdefault(fact.kind, set()).add(number)
        where[scope] = index
    lines = _LineOf(facts.text)
    for behaviour in behaviours:
        index = where[behaviour.scope]
        candidates: set[int] | None = None
        for need in behaviour.needs:
            holding = set().union(*(index.get(kind, ()) for kind in need))
            candidates = holding if candidates is None else candidates & holding
            if not candidates:
                break
        groups = scopes[behaviour.scope]
        for number in sorted(candidates or ()):
            group = groups[number]
            found = _holds(behaviour, facts, group, subject)
            if found is None:
                continue
            risk, evidence = found
            anchor = evidence[0]  # the first need: what the behaviour is about
            unique = sorted({(f.start, f.end, f.kind): f for f in evidence}.values(), key=by_start)
            chain = "; ".join(_describe(facts, f, lines) for f in unique)
            yield Hit(behaviour.rule, anchor.start, anchor.end, chain, risk)


def _drop_catalogued(facts: Facts) -> None:
    """Facts in the rows of a table that catalogues what to look for ("| Shape | What it
    looks like | Why it matters |", "| Finding | Fix |") are signs named, not done."""
    text = facts.text
    # (a table's row starts a line with a pipe: most texts with a pipe hold none)
    if not (text.startswith("|") or "\n|" in text or "\n |" in text):
        return
    if CATALOGUE_COLUMN.search(text) is None:
        return
    spans = []
    for header in CATALOGUE_COLUMN.finditer(text):
        start = text.rfind("\n", 0, header.start()) + 1
        if not text.startswith(("|", " |"), start):
            continue  # a pipe in a sentence or a command, not a table's header row
        end = start
        while end < len(text) and text.startswith(("|", " |"), end):
            next_line = text.find("\n", end)
            end = len(text) if next_line < 0 else next_line + 1
        spans.append((start, end))
    if not spans:
        return
    for kind, found in facts.by_kind.items():
        facts.by_kind[kind] = [
            f
            for f in found
            if facts.in_code(f.start) or not any(low <= f.start < high for low, high in spans)
        ]


def _holds(
    behaviour: Behaviour, facts: Facts, scope: list[Fact], subject: str
) -> tuple[Risk, list[Fact]] | None:
    if behaviour.prose:  # orders in words: not code, not a table row (tables describe)
        scope = [
            f
            for f in scope
            if (facts.in_words(f.start) or f.kind in behaviour.code_kinds)
            and not facts.in_table(f.start)
        ]
    # The tightest set first; for a behaviour reported only when worse, a few looser ones
    # when it does not hold (a script's imports name a fetch, an archive and a spawn
    # together, and the use of them, further down, is what a detached start makes worse).
    tried = _SETS_TRIED if behaviour.only_worse else 1
    for number, evidence in enumerate(_sets(behaviour.needs, scope)[:tried]):
        # a looser set is made worse only by what is next to it
        found = _judged(behaviour, facts, scope, subject, evidence, close=number > 0)
        if found is not None:
            return found
    return None


_SETS_TRIED = 4
_ONE_COMMAND = 400


def _judged(
    behaviour: Behaviour,
    facts: Facts,
    scope: list[Fact],
    subject: str,
    evidence: list[Fact],
    close: bool = False,
) -> tuple[Risk, list[Fact]] | None:
    low, high = min(f.start for f in evidence), max(f.end for f in evidence)
    within = behaviour.within or _WITHIN[behaviour.scope]
    if behaviour.code_within and all(facts.in_code(f.start) for f in evidence):
        within = max(within, behaviour.code_within)
    elif (
        within < _ONE_COMMAND
        and "\n" not in facts.text[low:high]
        and all(facts.in_code(f.start) for f in evidence)
    ):
        within = _ONE_COMMAND  # one line of code is one command, however long
    if high - low > (within // 2 if close else within):
        return None  # (a looser set must still be a tight one)
    evidence = list(evidence)
    for name in behaviour.relations:
        shown = RELATIONS[name](facts, scope, subject)
        if shown is None:
            return None
        reach = max(behaviour.within, _WITHIN[behaviour.scope])
        if not low - reach <= shown.start <= high + reach:
            return None
        if shown.kind in behaviour.needs[0] and shown is not evidence[0]:
            # the fact a relation shows (the lookup itself, not a word for it) is what
            # the behaviour is about, and where it is reported
            evidence.insert(0, shown)
        else:
            evidence.append(shown)
    # What makes it worse is looked for close by; in a section (a script is one) or a
    # file, as far as half the span the behaviour may cover.
    reach = _WORSE_REACH
    if behaviour.scope is not Scope.UNIT and not close:
        reach = max(reach, max(within, behaviour.within) // 2)
    near = [f for f in scope if low - reach <= f.start <= high + reach]
    if behaviour.unless and any(f.kind in behaviour.unless for f in near):
        return None
    worse = [
        f for f in near if any(f.kind in need for need in behaviour.worse) and not denied(facts, f)
    ][:1]
    if not worse:
        for name in behaviour.worse_relations:
            shown = RELATIONS[name](facts, near, subject)
            if shown is not None:
                worse = [shown]
                break
    if behaviour.only_worse and not worse:
        return None
    if worse:
        return behaviour.worse_risk, evidence + worse
    return behaviour.risk, evidence


def _sets(needs: tuple[frozenset[Kind], ...], scope: list[Fact]) -> list[list[Fact]]:
    """Sets of one fact per need, the tightest first: around each candidate for the
    first need, the nearest fact of every other need."""
    present = {f.kind for f in scope}
    if any(not need & present for need in needs):
        return []  # (the common case: a set test, before any list is built)
    candidates = [[f for f in scope if f.kind in need] for need in needs]
    found: dict[tuple[int, ...], tuple[int, list[Fact]]] = {}
    for pivot in candidates[0][:64]:
        chosen = [pivot]
        for facts_of_need in candidates[1:]:
            chosen.append(min(facts_of_need, key=lambda f: abs(f.start - pivot.start)))
        key = tuple(f.start for f in chosen)
        if key not in found:
            span = max(f.end for f in chosen) - min(f.start for f in chosen)
            found[key] = (span, chosen)
    return [chosen for _, chosen in sorted(found.values(), key=lambda item: item[0])]


def _scopes(facts: Facts) -> dict[Scope, list[list[Fact]]]:
    """Every fact in order, cut into units and sections (one walk along the sorted
    facts and the scope starts)."""
    everything = sorted(
        (fact for kind_facts in facts.by_kind.values() for fact in kind_facts), key=by_start
    )
    return {
        Scope.UNIT: _cut_at(everything, facts.unit_starts),
        Scope.SECTION: _cut_at(everything, facts.section_starts),
        Scope.FILE: [everything],
    }


def _cut_at(ordered: list[Fact], starts: list[int]) -> list[list[Fact]]:
    """``ordered`` facts grouped by the scope (starting at one of ``starts``) each is in;
    scopes without a fact are left out."""
    groups: list[list[Fact]] = []
    index, after = -1, -1  # the scope of the last group, and where the next one starts
    for fact in ordered:
        if index < 0 or fact.start >= after:
            index = max(bisect_right(starts, fact.start) - 1, 0)
            after = starts[index + 1] if index + 1 < len(starts) else _END
            groups.append([])
        groups[-1].append(fact)
    return groups


class _LineOf:
    """Line numbers (1-based) of offsets, counted only for the few facts shown."""

    def __init__(self, text: str) -> None:
        self._text = text

    def __call__(self, offset: int) -> int:
        return self._text.count("\n", 0, offset) + 1


def _describe(facts: Facts, fact: Fact, line_of: _LineOf) -> str:
    shown = facts.text[fact.start : fact.end].replace("\n", " ")
    if len(shown) > 40:
        shown = shown[:39] + "…"
    detail = f" ({fact.detail})" if fact.detail and fact.detail not in shown else ""
    return f"{fact.kind.value} '{shown}'{detail} line {line_of(fact.start)}"


_FRONT_FIELD = re.compile(r"^(?:name|description|title)\s*:\s*(.+)$", re.MULTILINE)
_TITLE = re.compile(r"^#[ \t]+(.+)$", re.MULTILINE)


def subject_of(text: str) -> str:
    """What a document says it is about: its front matter's name and description and
    its first heading, lowercased."""
    head = text[:4000]
    parts = [m.group(1) for m in _FRONT_FIELD.finditer(head)] if head.startswith("---") else []
    title = _TITLE.search(head)
    if title:
        parts.append(title.group(1))
    return " ".join(parts).lower()

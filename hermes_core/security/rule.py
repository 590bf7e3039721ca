"""What a scanner rule is: id, category, risk, anchors and pattern.

Pattern rules run on one line at a time, and only on lines holding one of their
anchors (lowercase literals found in a single Aho-Corasick pass over the file), so
a large file costs one pass plus a few short regex searches. A *leading* rule is one
whose every match starts where one of its anchors starts: it is tried only at those
places (``pattern.match``), not searched for along the line. A rule whose ways of
matching need different anchors has further parts (:class:`Part`), each tried only
on its own anchors. Rules without a pattern are computed by the engine (data flows,
Unicode, structure); they are listed here so every rule id has one definition and
one documentation page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import import_module
from typing import Any

from hermes_core.security.findings import Category, Risk

__all__ = ["Part", "Rule", "Scope", "rule", "starts_at_a_word_boundary"]


class Scope(StrEnum):
    """Which regions a pattern rule looks at."""

    ANY = "any"
    CODE = "code"
    PROSE = "prose"


@dataclass(frozen=True, slots=True)
class Part:
    """One way a pattern rule matches: its anchors and regex; ``leading`` when every
    match starts where one of the anchors starts."""

    anchors: tuple[str, ...]
    pattern: re.Pattern[str]
    leading: bool = False


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule. ``negatable`` rules are lowered when negated or shown as anti-examples.

    ``anchors``, ``pattern`` and ``leading`` are the rule's first part; ``more`` holds
    the others (see :attr:`parts`)."""

    id: str
    category: Category
    risk: Risk
    summary: str
    anchors: tuple[str, ...] = ()
    pattern: re.Pattern[str] | None = None
    scope: Scope = Scope.ANY
    negatable: bool = True
    leading: bool = False
    more: tuple[Part, ...] = ()

    @property
    def parts(self) -> tuple[Part, ...]:
        """Every way the rule matches (none for a rule the engine computes)."""
        if self.pattern is None:
            return ()
        return (Part(self.anchors, self.pattern, self.leading), *self.more)


def rule(
    rule_id: str,
    category: Category,
    risk: Risk,
    summary: str,
    anchors: tuple[str, ...] = (),
    pattern: str | None = None,
    *,
    scope: Scope = Scope.ANY,
    negatable: bool = True,
    leading: bool = False,
    more: tuple[tuple[tuple[str, ...], str, bool], ...] = (),
) -> Rule:
    """A rule; ``more`` lists further parts as ``(anchors, pattern, leading)``."""
    flags = re.IGNORECASE | re.MULTILINE
    compiled = re.compile(pattern, flags) if pattern is not None else None
    parts = tuple(Part(words, re.compile(regex, flags), lead) for words, regex, lead in more)
    return Rule(
        rule_id, category, risk, summary, anchors, compiled, scope, negatable, leading, parts
    )


# The standard library's own regex parser (private, stable since 3.11), to read how a
# pattern starts.
_sre_parser: Any = import_module("re._parser")
_sre: Any = import_module("re._constants")


@cache
def starts_at_a_word_boundary(pattern: re.Pattern[str]) -> bool:
    """Whether every match of ``pattern`` that starts with a word character starts at
    a word boundary: each alternative begins with ``\\b`` or with a character that is
    not a word character. (Then an anchor inside a word, such as ``turn`` in
    ``return``, cannot start a match of it.) Read from the parsed pattern; False
    when unsure."""
    return all(_boundary_first(branch) for branch in _branches(_sre_parser.parse(pattern.pattern)))


def _branches(sub: Any) -> list[list[tuple[Any, Any]]]:
    items = list(sub)
    if len(items) == 1 and items[0][0] is _sre.BRANCH:
        return [list(branch) for branch in items[0][1][1]]
    if len(items) == 1 and items[0][0] is _sre.SUBPATTERN:
        return _branches(items[0][1][3])
    return [items]


def _boundary_first(items: list[tuple[Any, Any]]) -> bool:
    if not items:
        return False
    op, argument = items[0]
    if op is _sre.ASSERT or op is _sre.ASSERT_NOT:  # zero-width: the match starts after it
        return _boundary_first(items[1:])
    if op is _sre.AT:
        return argument is _sre.AT_BOUNDARY
    if op is _sre.LITERAL:
        char = chr(argument)
        return not (char.isalnum() or char == "_")
    if op is _sre.BRANCH:  # a group of alternatives, flattened into the sequence
        return all(_boundary_first(list(branch) + items[1:]) for branch in argument[1])
    if op is _sre.SUBPATTERN:
        inner = argument[3]
        return all(_boundary_first(branch + items[1:]) for branch in _branches(inner))
    return False

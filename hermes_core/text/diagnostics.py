"""Diagnostics: what every checker (parser, linter, scanner) reports.

A diagnostic has a stable ``code`` (documented under ``docs/rules/``), a severity, a
message safe to show a user, an exact range, and, where one exists, a fix made of
text edits that a tool may apply without asking again. ``related`` names other places
that explain it, such as where the YAML parser gave up on a construct the diagnostic
reports where it opens.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hermes_core.text.positions import Range

__all__ = ["Diagnostic", "Fix", "RelatedLocation", "Severity", "TextEdit"]


class Severity(StrEnum):
    """How bad a diagnostic is, from worst to mildest."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"
    HINT = "hint"

    @property
    def rank(self) -> int:
        """0 for errors up to 3 for hints, for sorting and thresholds."""
        return _RANKS[self]


_RANKS = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2, Severity.HINT: 3}


@dataclass(frozen=True, slots=True)
class TextEdit:
    """Replace the text in ``range`` with ``new_text``."""

    range: Range
    new_text: str


@dataclass(frozen=True, slots=True)
class Fix:
    """A machine-applicable change that resolves a diagnostic."""

    title: str
    edits: tuple[TextEdit, ...]


@dataclass(frozen=True, slots=True)
class RelatedLocation:
    """Another place in the same text that matters to a diagnostic, and why."""

    range: Range
    message: str


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding about one text."""

    code: str
    severity: Severity
    message: str
    range: Range
    fix: Fix | None = None
    related: tuple[RelatedLocation, ...] = ()

    def sort_key(self) -> tuple[int, int, int, str]:
        """Order by position, then by severity, then by code."""
        start = self.range.start
        return (start.line, start.character, self.severity.rank, self.code)

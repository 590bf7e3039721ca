"""Run the rules of a profile over skill documents."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterable
from dataclasses import dataclass

from hermes_core.skills.document import SkillDocument, read_in_part
from hermes_core.skills.lint.catalog import RULES_BY_CODE
from hermes_core.skills.lint.profiles import Profile
from hermes_core.skills.lint.rule import LintContext
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import Range

__all__ = ["INTERNAL_ERROR", "LintResult", "lint_document"]

logger = logging.getLogger(__name__)

INTERNAL_ERROR = "SK000"


@dataclass(frozen=True, slots=True)
class LintResult:
    """The diagnostics for one document, sorted by position."""

    document: SkillDocument
    diagnostics: tuple[Diagnostic, ...]

    def count(self, severity: Severity) -> int:
        """How many diagnostics have ``severity``."""
        return sum(1 for d in self.diagnostics if d.severity is severity)

    @property
    def has_errors(self) -> bool:
        """True when at least one diagnostic is an error."""
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


def lint_document(
    document: SkillDocument, profile: Profile, known_skills: Iterable[str] | None = None
) -> LintResult:
    """Lint one parsed document under ``profile``.

    ``known_skills`` are the skill names visible next to this one, for checking
    ``related_skills``; leave it ``None`` when unknown.
    """
    known = frozenset(known_skills) if known_skills is not None else None
    ctx = LintContext(document, profile.options, known)
    found: list[Diagnostic] = []
    for diagnostic in document.diagnostics:
        rule = RULES_BY_CODE.get(diagnostic.code)
        severity = profile.severity(rule) if rule is not None else diagnostic.severity
        if severity is None:
            continue
        graded = dataclasses.replace(diagnostic, severity=severity)
        if rule is not None and rule.restate is not None:
            graded = rule.restate(graded, ctx)
        found.append(graded)
    present = document.parsed.root.by_key if document.parsed.root is not None else {}
    if document.readable:
        for rule in profile.enabled():
            if rule.check is None or (rule.keys and not any(k in present for k in rule.keys)):
                continue
            severity = profile.severity(rule)
            assert severity is not None
            note = read_in_part(document.byte_size) if rule.measures and document.partial else ""
            try:
                for d in rule.run(ctx):
                    if not note and d.severity is severity:
                        found.append(d)
                        continue
                    message = f"{note}: {d.message}" if note else d.message
                    found.append(dataclasses.replace(d, severity=severity, message=message))
            except Exception:  # one broken rule must not hide the others' findings
                logger.exception("lint rule %s failed on %s", rule.code, document.path)
                found.append(
                    Diagnostic(
                        INTERNAL_ERROR,
                        Severity.ERROR,
                        f"internal error in rule {rule.code}; please report it",
                        Range.at(0),
                    )
                )
    found.sort(key=Diagnostic.sort_key)
    return LintResult(document, tuple(found))

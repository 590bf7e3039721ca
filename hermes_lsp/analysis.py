"""What the server knows about one skill document: its lint diagnostics and scanner
findings, as :class:`Problem` s in core positions (code points). Converting them to
the client's position encoding and to protocol types is the features' job.

The core is imported here, on first use, so that starting the server and answering
``initialize`` import nothing but pygls.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermes_core.security import Scanner
    from hermes_core.text.diagnostics import Fix
    from hermes_core.text.positions import Range

__all__ = ["Analyser", "Analysis", "Level", "Origin", "Problem"]


class Level(IntEnum):
    """Severity, numbered as LSP numbers ``DiagnosticSeverity``."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4


class Origin(IntEnum):
    """Which checker reported a problem."""

    LINT = 1
    SECURITY = 2


@dataclass(frozen=True, slots=True)
class Problem:
    """One diagnostic in core terms."""

    origin: Origin
    code: str
    level: Level
    message: str
    range: Range
    summary: str  # what the rule is about, for hovers
    doc: Path | None  # the rule's documentation page
    fix: Fix | None = None
    context: str = ""  # why a scanner risk was lowered (negated, anti-example, …)


@dataclass(frozen=True, slots=True)
class Analysis:
    """The problems of one version of one document."""

    uri: str
    version: int | None
    problems: tuple[Problem, ...]

    def at(self, line: int, character: int) -> list[Problem]:
        """The problems whose range holds the position (end included)."""
        found = []
        for problem in self.problems:
            start, end = problem.range
            if (start.line, start.character) <= (line, character) <= (end.line, end.character):
                found.append(problem)
        return found


class Analyser:
    """Lints and scans skill text under a profile; builds its scanner once, when first
    needed."""

    def __init__(self, profile: str | None = None) -> None:
        self.profile = profile
        self._scanner: Scanner | None = None

    def warm_up(self) -> None:
        """Import the linter and build the scanner ahead of the first document (run in
        a thread once the client is initialized, so start-up does not pay for it)."""
        self.analyse("file:///warm-up/SKILL.md", None, "---\nname: warm-up\n---\n", None)

    def analyse(self, uri: str, version: int | None, text: str, path: Path | None) -> Analysis:
        """Every lint and security problem of ``text`` (the document at ``path``)."""
        return Analysis(uri, version, (*self._lint(text, path), *self._scan(text)))

    def _lint(self, text: str, path: Path | None) -> list[Problem]:
        from hermes_core.skills.document import parse_skill_text
        from hermes_core.skills.lint import DEFAULT_PROFILE, RULES_BY_CODE, get_profile
        from hermes_core.skills.lint.docs import rule_doc_path

        try:
            profile = get_profile(self.profile or DEFAULT_PROFILE)
        except KeyError:
            profile = get_profile(DEFAULT_PROFILE)
        from hermes_core.skills.lint import lint_document

        result = lint_document(parse_skill_text(text, path), profile)
        problems = []
        for diagnostic in result.diagnostics:
            rule = RULES_BY_CODE.get(diagnostic.code)
            problems.append(
                Problem(
                    Origin.LINT,
                    diagnostic.code,
                    _LINT_LEVELS[diagnostic.severity.value],
                    diagnostic.message,
                    diagnostic.range,
                    rule.summary if rule is not None else "",
                    rule_doc_path(diagnostic.code),
                    diagnostic.fix,
                )
            )
        return problems

    def _scan(self, text: str) -> list[Problem]:
        from hermes_core.security import RULES_BY_ID, Scanner
        from hermes_core.security.docs import security_doc_path

        if self._scanner is None:
            self._scanner = Scanner()
        scan = self._scanner.scan_text(text, "SKILL.md")
        return [
            Problem(
                Origin.SECURITY,
                finding.rule,
                _RISK_LEVELS[finding.risk.value],
                finding.message,
                finding.range,
                RULES_BY_ID[finding.rule].summary if finding.rule in RULES_BY_ID else "",
                security_doc_path(finding.rule),
                finding.fix,
                finding.context,
            )
            for finding in scan.findings
        ]


_LINT_LEVELS = {
    "error": Level.ERROR,
    "warning": Level.WARNING,
    "info": Level.INFORMATION,
    "hint": Level.HINT,
}
_RISK_LEVELS = {
    "critical": Level.ERROR,
    "high": Level.ERROR,
    "medium": Level.WARNING,
    "low": Level.INFORMATION,
    "info": Level.HINT,
}

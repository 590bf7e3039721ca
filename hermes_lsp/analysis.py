"""What the server knows about one skill document: its lint diagnostics and scanner
findings, as :class:`Problem` s in core positions (code points). Converting them to
the client's position encoding and to protocol types is the features' job.

The core is imported here, on first use, so that starting the server and answering
``initialize`` import nothing but pygls.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermes_core.security import Finding, Scanner
    from hermes_core.text.diagnostics import Fix
    from hermes_core.text.positions import Range
    from hermes_lsp.server import Settings

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
    related: tuple[tuple[Range, str], ...] = ()  # other places in the text that matter


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

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._scanner: Scanner | None = None

    def warm_up(self) -> None:
        """Import the linter and build the scanner ahead of the first document (run in
        a thread once the client is initialized, so start-up does not pay for it)."""
        self.analyse("file:///warm-up/SKILL.md", None, "---\nname: warm-up\n---\n", None)

    def analyse(
        self,
        uri: str,
        version: int | None,
        text: str,
        path: Path | None,
        known_skills: Iterable[str] | None = None,
    ) -> Analysis:
        """Every lint and security problem of ``text`` (the document at ``path``);
        ``known_skills`` are the names ``related_skills`` may point to (unknown:
        ``None``, and that check stays silent)."""
        lint = self._lint(text, path, known_skills)
        return Analysis(uri, version, (*lint, *self._scan(text)))

    def _lint(
        self, text: str, path: Path | None, known_skills: Iterable[str] | None
    ) -> list[Problem]:
        from hermes_core.skills.document import parse_skill_text
        from hermes_core.skills.lint import DEFAULT_PROFILE, RULES_BY_CODE, get_profile
        from hermes_core.skills.lint.docs import rule_doc_path

        try:
            profile = get_profile(self.settings.profile or DEFAULT_PROFILE)
        except KeyError:
            profile = get_profile(DEFAULT_PROFILE)
        from hermes_core.skills.lint import lint_document

        result = lint_document(parse_skill_text(text, path), profile, known_skills)
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
                    related=tuple((r.range, r.message) for r in diagnostic.related),
                )
            )
        return problems

    @property
    def scanner(self) -> Scanner:
        """The scanner, built on first use."""
        if self._scanner is None:
            from hermes_core.security import Scanner

            self._scanner = Scanner()
        return self._scanner

    def _scan(self, text: str) -> list[Problem]:
        import dataclasses

        from hermes_core.security import TrustLevel, honours_suppressions

        scan = self.scanner.scan_text(text, "SKILL.md")
        findings = list(scan.findings)
        trust = self.settings.trust
        problems = problems_of(findings)
        if not honours_suppressions(TrustLevel(trust)):  # the author may be the attacker
            for suppression in scan.suppressions:
                note = f" [suppression not honoured at trust level {trust}: {suppression.reason}]"
                where = ((suppression.range, f"suppressed here: {suppression.reason}"),)
                problems.extend(
                    dataclasses.replace(problem, related=where)
                    for problem in problems_of(
                        dataclasses.replace(found, message=found.message + note)
                        for found in suppression.suppressed
                    )
                )
        return problems

    def supporting(self, skill_md: Path) -> dict[Path, list[Problem]]:
        """Scanner problems of the other files of the skill at ``skill_md``, by file
        (the folder's shape included: binaries, archives, symlinks out of it)."""
        from hermes_core.security import scan_skill_dir

        folder = skill_md.parent
        by_file: dict[Path, list[Finding]] = {}
        for finding in scan_skill_dir(folder, self.scanner).findings:
            if finding.file not in ("SKILL.md", "skill.md", "."):
                by_file.setdefault(folder / finding.file, []).append(finding)
        return {path: problems_of(findings) for path, findings in by_file.items()}


def problems_of(findings: Iterable[Finding]) -> list[Problem]:
    """Scanner findings as problems."""
    from hermes_core.security import RULES_BY_ID
    from hermes_core.security.docs import security_doc_path

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
        for finding in findings
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

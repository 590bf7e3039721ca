"""``skill_lint`` and ``skill_scan``: the linter's and the security scanner's findings
about one skill, or about every skill listed, as ``hermes skills lint`` and ``hermes
skills scan`` report them (sequentially: no worker processes inside the server)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.errors import tool_errors
from hermes_mcp.models import (
    LintDiagnostic,
    ScanFinding,
    SkillLintReport,
    SkillLintResult,
    SkillScanReport,
    SkillScanResult,
)

if TYPE_CHECKING:
    from hermes_core.security import Scanner
    from hermes_core.skills.discovery import SkillEntry

__all__ = ["check_tools"]

_SkillName = Annotated[
    str | None, Field(description="the skill's name (or category/name); default: every skill")
]


def check_tools(core: Core) -> list[Any]:
    """The lint and scan tools over ``core``."""

    async def skill_lint(name: _SkillName = None) -> SkillLintResult:
        """Lint a skill's SKILL.md (or every skill's) with the configured profile."""
        with tool_errors():
            part = await core.skills()
            return await asyncio.to_thread(_lint, part, name)

    async def skill_scan(name: _SkillName = None) -> SkillScanResult:
        """Scan a skill's folder (or every skill's) for security risks: a verdict and
        the findings. Inline suppressions are not honoured."""
        with tool_errors():
            part = await core.skills()
            scanner = await core.scanner()
            return await asyncio.to_thread(_scan, part, scanner, name)

    return [skill_lint, skill_scan]


def _entries(part: SkillsPart, name: str | None) -> list[SkillEntry]:
    part.catalog.refresh()  # no watcher: see what changed on disk
    if name:
        return [part.catalog.resolve(name, part.skill_filter)]
    return list(part.catalog.listing(part.skill_filter).skills)


def _lint(part: SkillsPart, name: str | None) -> SkillLintResult:
    from hermes_core.skills.lint import get_profile
    from hermes_core.skills.lint.batch import lint_paths

    try:
        profile = get_profile(part.config.skills.lint_profile)
    except KeyError as exc:
        raise ToolError(f"skills.lint_profile: {exc.args[0]}") from exc
    entries = _entries(part, name)
    installed = {e.dir_name for e in part.catalog.listing(part.skill_filter).skills}
    reports = lint_paths([e.path for e in entries], profile, installed=installed, jobs=1)
    skills = []
    for entry, report in zip(entries, reports, strict=True):
        diagnostics = [
            LintDiagnostic(
                code=d.code,
                severity=d.severity.value,
                message=d.message,
                line=d.range.start.line + 1,
                column=d.range.start.character + 1,
                end_line=d.range.end.line + 1,
                end_column=d.range.end.character + 1,
            )
            for d in report.diagnostics
        ]
        skills.append(
            SkillLintReport(
                name=entry.name,
                path=str(entry.path),
                errors=sum(d.severity == "error" for d in diagnostics),
                warnings=sum(d.severity == "warning" for d in diagnostics),
                diagnostics=diagnostics,
            )
        )
    return SkillLintResult(
        profile=profile.name,
        skills=skills,
        errors=sum(s.errors for s in skills),
        warnings=sum(s.warnings for s in skills),
    )


def _scan(part: SkillsPart, scanner: Scanner, name: str | None) -> SkillScanResult:
    from hermes_core.security import Verdict, scan_skill_dir

    reports = []
    worst = Verdict.SAFE
    for entry in _entries(part, name):
        result = scan_skill_dir(entry.skill_dir, scanner)
        worst = max(worst, result.verdict, key=lambda verdict: verdict.rank)
        reports.append(
            SkillScanReport(
                name=entry.name,
                verdict=result.verdict.value,
                files_scanned=result.files_scanned,
                findings=[ScanFinding.of(f) for f in result.findings],
            )
        )
    return SkillScanResult(verdict=worst.value, skills=reports)

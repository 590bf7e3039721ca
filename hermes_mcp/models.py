"""The tools' structured results. The SDK derives each tool's ``outputSchema`` from its
return annotation and sends the result as ``structuredContent`` (and as JSON text)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from hermes_core.security import Finding

__all__ = [
    "CronJob",
    "CronListResult",
    "LintDiagnostic",
    "ScanFinding",
    "SearchHit",
    "SessionGetResult",
    "SessionMessage",
    "SessionSummary",
    "SessionsListResult",
    "SessionsSearchResult",
    "SkillLintReport",
    "SkillLintResult",
    "SkillScanReport",
    "SkillScanResult",
    "SkillSummary",
    "SkillViewResult",
    "SkillsListResult",
]


class SkillSummary(BaseModel):
    """One skill as a listing shows it."""

    name: str
    category: str | None = Field(description="the folders above the skill's folder, if any")
    description: str


class SkillsListResult(BaseModel):
    """The skills available, by category then name."""

    skills: list[SkillSummary]
    categories: list[str]


class SkillViewResult(BaseModel):
    """A skill's SKILL.md, or one of its supporting files."""

    name: str
    path: str | None = Field(description="the supporting file shown; null for SKILL.md")
    content: str
    supporting_files: list[str] = Field(
        description="the skill's supporting files, relative to its folder"
    )
    missing_env: list[str] = Field(
        description="required environment variables not set here (names only)"
    )
    missing_commands: list[str] = Field(description="required commands not on PATH")


class SessionSummary(BaseModel):
    """One session (times are Unix seconds)."""

    id: str
    source: str
    title: str | None
    model: str | None
    cwd: str | None
    started_at: float
    ended_at: float | None
    end_reason: str | None
    last_active: float | None
    message_count: int
    input_tokens: int
    output_tokens: int


class SessionsListResult(BaseModel):
    """Sessions, newest first."""

    sessions: list[SessionSummary]


class SearchHit(BaseModel):
    """A message matching a search, with a snippet around the match."""

    session_id: str
    session_title: str | None
    message_id: int
    role: str
    timestamp: float
    snippet: str


class SessionsSearchResult(BaseModel):
    """Matching messages, newest first."""

    hits: list[SearchHit]


class SessionMessage(BaseModel):
    """One message of a session."""

    id: int | None
    role: str
    content: str | None
    tool_name: str | None
    tool_call_id: str | None
    tool_calls: list[dict[str, Any]] | None
    timestamp: float | None


class SessionGetResult(BaseModel):
    """A session and its last messages, in order."""

    session: SessionSummary
    messages: list[SessionMessage]
    total_messages: int = Field(description="how many messages the session holds in all")


class CronJob(BaseModel):
    """A scheduled prompt."""

    id: str
    name: str | None
    prompt: str | None
    schedule: str | None = Field(description="the schedule as written (30m, every 2h, cron, ISO)")
    state: str | None
    enabled: bool
    skills: list[str]
    next_run_at: str | None
    last_run_at: str | None
    last_status: str | None


class CronListResult(BaseModel):
    """Every scheduled job."""

    jobs: list[CronJob]


class LintDiagnostic(BaseModel):
    """One lint finding; lines and columns count from 1."""

    code: str
    severity: Literal["error", "warning", "info", "hint"]
    message: str
    line: int
    column: int
    end_line: int
    end_column: int


class SkillLintReport(BaseModel):
    """What linting one skill's SKILL.md found."""

    name: str
    path: str
    errors: int
    warnings: int
    diagnostics: list[LintDiagnostic]


class SkillLintResult(BaseModel):
    """Lint reports, one per skill linted."""

    profile: str
    skills: list[SkillLintReport]
    errors: int = Field(description="errors in all")
    warnings: int = Field(description="warnings in all")


class ScanFinding(BaseModel):
    """One security finding; ``file`` is relative to the skill's folder."""

    rule: str
    category: str
    risk: Literal["critical", "high", "medium", "low", "info"]
    file: str
    line: int
    column: int
    matched: str
    message: str

    @classmethod
    def of(cls, finding: Finding) -> ScanFinding:
        """The core's finding as a result shows it (lines and columns from 1)."""
        return cls(
            rule=finding.rule,
            category=finding.category.value,
            risk=finding.risk.value,
            file=finding.file,
            line=finding.range.start.line + 1,
            column=finding.range.start.character + 1,
            matched=finding.matched,
            message=finding.message,
        )


class SkillScanReport(BaseModel):
    """The security scan of one skill's folder."""

    name: str
    verdict: Literal["safe", "caution", "dangerous"]
    files_scanned: int
    findings: list[ScanFinding]


class SkillScanResult(BaseModel):
    """Scan reports, one per skill scanned, and the worst verdict among them."""

    verdict: Literal["safe", "caution", "dangerous"]
    skills: list[SkillScanReport]

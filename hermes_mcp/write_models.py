"""The structured results of the tools that change things (:mod:`hermes_mcp.write_tools`).
A cron tool's result is the job as ``cron_list`` shows it (:class:`~hermes_mcp.models.CronJob`);
a refused change is an ``isError`` result, not one of these."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from hermes_mcp.models import ScanFinding

__all__ = ["SkillInstallResult", "SkillManageResult"]

VerdictName = Literal["safe", "caution", "dangerous"]


class SkillManageResult(BaseModel):
    """What one ``skill_manage`` action changed."""

    action: Literal["create", "patch", "edit", "delete", "write_file", "remove_file"]
    name: str = Field(description="the skill changed")
    folder: str = Field(description="the skill's folder")
    written: list[str] = Field(description="files written, relative to the skill's folder")
    removed: list[str] = Field(description="files removed, relative to the skill's folder")
    verdict: VerdictName | None = Field(
        description="the security scan of the skill after the change (null for a delete)"
    )
    findings: list[ScanFinding] = Field(
        description="what that scan found (a caution verdict is allowed for the agent's skills)"
    )
    message: str = Field(description="the change in one sentence")


class SkillInstallResult(BaseModel):
    """An installed skill: where it came from, how far it is trusted, what the scan said."""

    name: str
    source: str = Field(description="the source as given")
    source_kind: str = Field(description="url, archive, well-known, git or local")
    trust_level: Literal["builtin", "trusted", "community", "agent-created"] = Field(
        description="from skills.trusted_sources in config.yaml: trusted when listed there"
    )
    verdict: VerdictName
    reason: str = Field(description="the install policy's decision, in words")
    path: str = Field(description="the folder the skill was installed in")
    files: list[str] = Field(description="the files installed, relative to that folder")
    content_hash: str = Field(description="the hash recorded in .hub/lock.json")
    findings: list[ScanFinding]

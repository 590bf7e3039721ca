"""``skill_install``: a skill from outside (a URL of a SKILL.md or an archive, a site's
well-known index, a git repository, a local folder or archive) through the hub's
quarantine, scanner and install policy. The trust level comes from config.yaml's
``skills.trusted_sources``, never from the caller; nothing forces an install. A verdict
the policy puts to a person is asked through elicitation (:mod:`hermes_mcp.install_confirm`).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import InputRequiredResult
from pydantic import Field

from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.errors import tool_errors
from hermes_mcp.install_confirm import KEY, Confirmation
from hermes_mcp.models import ScanFinding
from hermes_mcp.write_models import SkillInstallResult

if TYPE_CHECKING:
    from hermes_core.paths import HermesPaths
    from hermes_core.provenance.hub import InstallResult
    from hermes_core.security import Scanner, ScanResult, TrustLevel

__all__ = ["skill_install_tool"]

_SHOWN_FINDINGS = 5


# -- skill_install --------------------------------------------------------------------


def skill_install_tool(core: Core) -> Any:
    """The ``skill_install`` tool over ``core``."""

    async def skill_install(
        source: Annotated[
            str,
            Field(
                description="an http(s) URL of a SKILL.md or of a tar/zip archive; with name, "
                "a site whose /.well-known/skills/index.json lists the skill; a git "
                "repository (ending .git, or git://, ssh://, file://); a local folder or "
                "archive"
            ),
        ],
        name: Annotated[
            str | None, Field(description="the skill to take from a site's well-known index")
        ] = None,
        path: Annotated[
            str | None, Field(description="git: the skill's folder inside the repository")
        ] = None,
        ref: Annotated[str | None, Field(description="git: a branch or tag")] = None,
        *,
        ctx: Context[None, Any],
    ) -> SkillInstallResult | InputRequiredResult:
        """Install a skill from outside: it is quarantined, checked and scanned, and
        installed only when the install policy for its source's trust level allows
        it (community sources: safe verdicts; a caution verdict only when you confirm
        it through elicitation, if your client offers it; never a dangerous one);
        recorded in .hub/lock.json and .hub/audit.log."""
        from hermes_mcp.agent_run import Round

        source = source.strip()
        current = Round.of(ctx)
        confirm = Confirmation(
            (source, name, path, ref),
            current.modern,
            current.can_elicit,
            describe=lambda scan, reason: _question(source, scan, reason),
            ctx=ctx,
            loop=asyncio.get_running_loop(),
            state=ctx.request_state,
            answer=(ctx.input_responses or {}).get(KEY),
        )
        with tool_errors():
            part = await core.skills()
            scanner = await core.scanner()
            try:
                return await asyncio.to_thread(
                    _install, part, scanner, source, name, path, ref, confirm
                )
            except ToolError:
                asked = confirm.input_required()  # 2026-07-28: ask in the result
                if asked is not None:
                    return asked
                raise

    return skill_install


def _looks_like_git(source: str) -> bool:
    # As ``hermes skills install`` tells a repository from a URL of a SKILL.md.
    return source.endswith(".git") or source.startswith(("git@", "git://", "ssh://", "file://"))


def _question(source: str, scan: ScanResult, reason: str) -> str:
    return (
        f"Install this skill from {source}? The scanner's verdict is {scan.verdict.value} "
        f"({reason}):\n{_top_findings(scan)}"
    )


def _install(
    part: SkillsPart,
    scanner: Scanner,
    source: str,
    name: str | None,
    path: str | None,
    ref: str | None,
    confirm: Confirmation,
) -> SkillInstallResult:
    from hermes_core.provenance.hub import lock_entry
    from hermes_core.security import Decision, trust_for

    if not source:
        raise ToolError("source is empty")
    trust = trust_for(source, part.config.skills.trusted_sources)
    kind, result = _run_installer(part.paths, scanner, trust, confirm, source, name, path, ref)
    scan = result.scan
    if not result.installed or scan is None or result.path is None:
        verdict = scan.verdict.value if scan is not None else "unknown"
        reason = result.reason
        if result.decision is Decision.ASK and confirm.declined:
            reason = "you chose not to install it"
        elif result.decision is Decision.ASK:
            reason = (
                f"the policy asks a person to confirm a {verdict} verdict from a "
                f"{trust.value} source and your client offers no elicitation to ask with; "
                "review it and install it with `hermes skills install` if it is wanted"
            )
        findings = f"; findings:\n{_top_findings(scan)}" if scan and scan.findings else ""
        raise ToolError(f"{result.name}: not installed (verdict {verdict}: {reason}){findings}")
    part.catalog.invalidate([result.path / "SKILL.md"])
    entry = lock_entry(part.paths, result.name) or {}
    files = entry.get("files")
    return SkillInstallResult(
        name=result.name,
        source=source,
        source_kind=str(entry.get("source") or kind),
        trust_level=trust.value,
        verdict=scan.verdict.value,
        reason=result.reason,
        path=str(result.path),
        files=[f for f in files if isinstance(f, str)] if isinstance(files, list) else [],
        content_hash=str(entry.get("content_hash") or ""),
        findings=[ScanFinding.of(f) for f in scan.findings],
    )


def _run_installer(
    paths: HermesPaths,
    scanner: Scanner,
    trust: TrustLevel,
    confirm: Confirmation,
    source: str,
    name: str | None,
    path: str | None,
    ref: str | None,
) -> tuple[str, InstallResult]:
    """The installer for ``source``'s kind, run with no way to force; a verdict the
    policy puts to a person goes to ``confirm``."""
    from hermes_core.provenance.fetch import install_archive, install_url, install_well_known
    from hermes_core.provenance.hub import install_folder
    from hermes_core.provenance.hub_ops import install_git

    local = Path(source).expanduser()
    web = source.startswith(("http://", "https://"))
    if (path or ref) and not _looks_like_git(source):
        raise ToolError("path and ref are for git repositories only")
    if name and not web:
        raise ToolError("name picks a skill from a website's well-known index: give an http(s) URL")
    if _looks_like_git(source) and not local.is_dir():
        installed = install_git(
            paths, source, path or "", ref, trust=trust, scanner=scanner, confirm=confirm
        )
        return "git", installed
    if web and name:
        installed = install_well_known(
            paths, source, name, trust=trust, scanner=scanner, confirm=confirm
        )
        return "well-known", installed
    if web:
        return "url", install_url(paths, source, trust=trust, scanner=scanner, confirm=confirm)
    if not local.is_absolute():
        raise ToolError(f"{source}: give a local folder or archive as an absolute path")
    if local.is_dir():
        return "local", install_folder(paths, local, trust=trust, scanner=scanner, confirm=confirm)
    if local.is_file():
        return "archive", install_archive(
            paths, local, trust=trust, scanner=scanner, confirm=confirm
        )
    raise ToolError(
        f"{source}: not an http(s) URL, a git repository, or an existing folder or archive"
    )


def _top_findings(scan: ScanResult) -> str:
    """The worst findings of ``scan`` in one line each."""
    worst = sorted(scan.findings, key=lambda f: f.risk.rank)[:_SHOWN_FINDINGS]
    lines = [
        f"- {f.rule} ({f.risk.value}) {f.file}:{f.range.start.line + 1}: {f.message}" for f in worst
    ]
    more = len(scan.findings) - len(worst)
    return "\n".join([*lines, *([f"- and {more} more"] if more > 0 else [])])

"""The tools that change things: ``skill_manage`` (only with ``hermes mcp
--allow-writes``), ``skill_install``, and ``cron_create``, ``cron_update``,
``cron_remove``.

Each calls the same core code as the agent and the CLI: ``skill_manage`` the agent's
:class:`~hermes_core.agent.tools.skill_manage.SkillWriter` (a scan after every write,
rolled back unless the policy for agent-created skills allows it; external skills
read-only; pinned skills kept), ``skill_install`` the hub's installers (quarantine,
scan, the install policy for the source's trust level, lock file, audit log), the cron
tools the :class:`~hermes_core.cron.JobStore`. Nothing here overrides the install
policy: a dangerous verdict is never installed, and a verdict the policy would ask a
person about is refused too (the caller of a tool is not that person).

A refusal or a bad argument is an ``isError`` result saying why; the blocking work runs
in a worker thread.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import InputRequiredResult, ToolAnnotations
from pydantic import Field

from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.errors import tool_errors
from hermes_mcp.install_confirm import KEY, Confirmation
from hermes_mcp.models import CronJob, ScanFinding
from hermes_mcp.options import ServerOptions
from hermes_mcp.tools import _job
from hermes_mcp.write_models import SkillInstallResult, SkillManageResult

if TYPE_CHECKING:
    from hermes_core.paths import HermesPaths
    from hermes_core.provenance.hub import InstallResult
    from hermes_core.security import Finding, Scanner, ScanResult, TrustLevel

__all__ = ["register_write_tools"]

_SHOWN_FINDINGS = 5


def _annotations(*, destructive: bool, idempotent: bool, open_world: bool) -> ToolAnnotations:
    return ToolAnnotations(
        read_only_hint=False,
        destructive_hint=destructive,
        idempotent_hint=idempotent,
        open_world_hint=open_world,
    )


def register_write_tools(server: MCPServer, core: Core, options: ServerOptions) -> list[str]:
    """Add the tools that change things to ``server`` (``skill_manage`` only when
    ``options.allow_writes``); returns their names."""
    tools: list[tuple[Any, ToolAnnotations]] = []
    if options.allow_writes:
        # Edits and deletes: destructive; a second identical create is refused.
        tools.append(
            (
                _skill_manage(core),
                _annotations(destructive=True, idempotent=False, open_world=False),
            )
        )
    # Adds a skill, never replaces one; fetches from outside.
    tools.append(
        (_skill_install(core), _annotations(destructive=False, idempotent=False, open_world=True))
    )
    create, update, remove = _cron_tools(core)
    tools += [
        (create, _annotations(destructive=False, idempotent=False, open_world=False)),
        (update, _annotations(destructive=True, idempotent=True, open_world=False)),
        (remove, _annotations(destructive=True, idempotent=True, open_world=False)),
    ]
    for function, hints in tools:
        server.add_tool(function, annotations=hints, structured_output=True)
    return [function.__name__ for function, _ in tools]


def _finding(finding: Finding) -> ScanFinding:
    return ScanFinding(
        rule=finding.rule,
        category=finding.category.value,
        risk=finding.risk.value,
        file=finding.file,
        line=finding.range.start.line + 1,
        column=finding.range.start.character + 1,
        matched=finding.matched,
        message=finding.message,
    )


def _top_findings(scan: ScanResult) -> str:
    """The worst findings of ``scan`` in one line each."""
    worst = sorted(scan.findings, key=lambda f: f.risk.rank)[:_SHOWN_FINDINGS]
    lines = [
        f"- {f.rule} ({f.risk.value}) {f.file}:{f.range.start.line + 1}: {f.message}" for f in worst
    ]
    more = len(scan.findings) - len(worst)
    return "\n".join([*lines, *([f"- and {more} more"] if more > 0 else [])])


# -- skill_manage ---------------------------------------------------------------------


def _skill_manage(core: Core) -> Any:
    one_at_a_time = asyncio.Lock()

    async def skill_manage(
        action: Annotated[
            Literal["create", "patch", "edit", "delete", "write_file", "remove_file"],
            Field(description="what to do"),
        ],
        name: Annotated[str, Field(description="the skill's name (or category/name)")],
        content: Annotated[
            str | None,
            Field(description="create/edit: the whole SKILL.md; write_file: the file's content"),
        ] = None,
        old_string: Annotated[str | None, Field(description="patch: the text to replace")] = None,
        new_string: Annotated[str | None, Field(description="patch: the replacement")] = None,
        replace_all: Annotated[bool, Field(description="patch: every occurrence")] = False,
        path: Annotated[
            str | None,
            Field(
                description="a supporting file under references/, templates/, scripts/ or "
                "assets/ (patch, edit, write_file, remove_file)"
            ),
        ] = None,
        category: Annotated[str | None, Field(description="create: the category folder")] = None,
    ) -> SkillManageResult:
        """Create, patch, edit or delete a skill in HERMES_HOME/skills, or write or
        remove one of its supporting files. Every change is scanned and rolled back
        unless the policy for agent-written skills allows it; skills in external
        folders are read-only and pinned skills cannot be deleted."""
        from hermes_core.agent.tools.skill_manage import SkillChangeRefused, SkillWriter

        with tool_errors():
            part = await core.skills()
            writer = SkillWriter(part.paths, part.catalog, await core.scanner())
            async with one_at_a_time:
                try:
                    change = await asyncio.to_thread(
                        writer.apply,
                        action,
                        name,
                        content=content,
                        old_string=old_string,
                        new_string=new_string,
                        replace_all=replace_all,
                        path=path,
                        category=category,
                    )
                except SkillChangeRefused as exc:
                    # The core's message names the worst findings of a refusing scan.
                    raise ToolError(str(exc)) from exc
        return SkillManageResult(
            action=change.action,
            name=change.name,
            folder=str(change.folder),
            written=list(change.written),
            removed=list(change.removed),
            verdict=change.scan.verdict.value if change.scan else None,
            findings=[_finding(f) for f in change.scan.findings] if change.scan else [],
            message=change.message,
        )

    return skill_manage


# -- skill_install --------------------------------------------------------------------


def _skill_install(core: Core) -> Any:
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
        findings=[_finding(f) for f in scan.findings],
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


# -- cron -----------------------------------------------------------------------------

_JobId = Annotated[str, Field(min_length=1, description="the job's id (or its name)")]
_Schedule = Annotated[
    str,
    Field(
        min_length=1,
        description="30m / 2h / 1d (once, after that delay), every 2h (recurring), a cron "
        "expression such as '0 9 * * 1-5', or an ISO time such as 2026-12-01T09:00",
    ),
]


def _cron_tools(core: Core) -> tuple[Any, Any, Any]:
    async def cron_create(
        prompt: Annotated[
            str, Field(min_length=1, description="what the agent is asked when the job runs")
        ],
        schedule: _Schedule,
        name: Annotated[str | None, Field(description="a short name")] = None,
        skills: Annotated[
            list[str] | None, Field(description="skills to load when it runs")
        ] = None,
        repeat: Annotated[
            int | None, Field(ge=1, description="run this many times, then stop")
        ] = None,
        enabled: Annotated[bool, Field(description="false: created paused")] = True,
    ) -> CronJob:
        """Schedule a prompt for the agent to run later or repeatedly."""
        with tool_errors():
            store = await core.jobs()

            def create() -> dict[str, Any]:
                job = store.create(prompt, schedule, name=name, skills=skills, repeat=repeat)
                return job if enabled else store.pause(str(job["id"]))

            return _job(await asyncio.to_thread(create))

    async def cron_update(
        job_id: _JobId,
        prompt: Annotated[str | None, Field(min_length=1, description="a new prompt")] = None,
        schedule: Annotated[
            str | None, Field(min_length=1, description="a new schedule (as for cron_create)")
        ] = None,
        name: Annotated[str | None, Field(description="a new name")] = None,
        skills: Annotated[
            list[str] | None,
            Field(description="the skills to load when it runs (replacing them; [] clears)"),
        ] = None,
        enabled: Annotated[
            bool | None, Field(description="false pauses the job, true resumes it")
        ] = None,
    ) -> CronJob:
        """Change a scheduled job's prompt, schedule, name or skills, or pause or resume it."""
        if all(value is None for value in (prompt, schedule, name, skills, enabled)):
            raise ToolError("nothing to change: give prompt, schedule, name, skills or enabled")
        with tool_errors():
            store = await core.jobs()

            def update() -> dict[str, Any]:
                job = store.update(
                    job_id, prompt=prompt, schedule=schedule, name=name, skills=skills
                )
                if enabled is None:
                    return job
                # By id: the update may have renamed the job ``job_id`` named.
                return (store.resume if enabled else store.pause)(str(job["id"]))

            return _job(await asyncio.to_thread(update))

    async def cron_remove(job_id: _JobId) -> CronJob:
        """Remove a scheduled job; the result is the job removed."""
        with tool_errors():
            store = await core.jobs()
            return _job(await asyncio.to_thread(store.remove, job_id))

    return cron_create, cron_update, cron_remove

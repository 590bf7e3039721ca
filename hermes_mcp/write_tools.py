"""The tools that change things: ``skill_manage`` (only with ``hermes mcp
--allow-writes``), ``skill_install``, and ``cron_create``, ``cron_update``,
``cron_remove``.

Each calls the same core code as the agent and the CLI: ``skill_manage`` the agent's
:class:`~hermes_core.agent.tools.skill_manage.SkillWriter` (a scan after every write,
rolled back unless the policy for agent-created skills allows it; external skills
read-only; pinned skills kept), ``skill_install`` (:mod:`hermes_mcp.install_tool`) the
hub's installers (quarantine, scan, the install policy for the source's trust level,
lock file, audit log; a verdict the policy puts to a person is asked through
elicitation, a dangerous one never installed), the cron tools the
:class:`~hermes_core.cron.JobStore`.

A refusal or a bad argument is an ``isError`` result saying why; the blocking work runs
in a worker thread.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from hermes_mcp.core import Core
from hermes_mcp.errors import tool_errors
from hermes_mcp.install_tool import skill_install_tool
from hermes_mcp.models import CronJob, ScanFinding
from hermes_mcp.options import ServerOptions
from hermes_mcp.tools import _job
from hermes_mcp.write_models import SkillManageResult

__all__ = ["register_write_tools"]


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
        (
            skill_install_tool(core),
            _annotations(destructive=False, idempotent=False, open_world=True),
        )
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
            findings=[ScanFinding.of(f) for f in change.scan.findings] if change.scan else [],
            message=change.message,
        )

    return skill_manage


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

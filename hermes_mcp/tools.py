"""The read-only tools: skills (``skills_list``, ``skill_view``, and ``skill_lint``,
``skill_scan`` from :mod:`hermes_mcp.checks`), sessions
(``sessions_list``, ``sessions_search``, ``session_get``) and schedules (``cron_list``).

Each tool has typed arguments (the SDK derives ``inputSchema``) and a pydantic result
(``outputSchema`` and ``structuredContent``). A failure the caller can act on — an
unknown skill or session, a bad query, a broken config.yaml — becomes an ``isError``
result carrying the core's message (safe to show); the SDK turns anything unexpected
into an ``isError`` result naming only the tool, and logs the traceback to stderr.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from hermes_mcp.checks import check_tools
from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.errors import tool_errors
from hermes_mcp.models import (
    CronJob,
    CronListResult,
    SearchHit,
    SessionGetResult,
    SessionMessage,
    SessionsListResult,
    SessionsSearchResult,
    SessionSummary,
    SkillsListResult,
    SkillSummary,
    SkillViewResult,
)

if TYPE_CHECKING:
    from hermes_core.state import Session

__all__ = ["register_tools"]

logger = logging.getLogger(__name__)

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)


def register_tools(server: MCPServer, core: Core) -> list[str]:
    """Add the read-only tools over ``core`` to ``server``; returns their names."""
    functions = [
        *_skill_tools(core),
        *check_tools(core),
        *_session_tools(core),
        _cron_list(core),
    ]
    for function in functions:
        server.add_tool(function, annotations=_READ_ONLY, structured_output=True)
    return [function.__name__ for function in functions]


def _skill_tools(core: Core) -> list[Any]:
    async def skills_list(
        category: Annotated[str | None, Field(description="only this category")] = None,
    ) -> SkillsListResult:
        """List the skills available: name, category and what each is for."""
        with tool_errors():
            part = await core.skills()

            def listing() -> SkillsListResult:
                part.catalog.refresh()  # no watcher: see what changed on disk
                found = part.catalog.listing(part.skill_filter, category)
                return SkillsListResult(
                    skills=[
                        SkillSummary(name=e.name, category=e.category, description=e.description)
                        for e in found.skills
                    ],
                    categories=list(found.categories),
                )

            return await asyncio.to_thread(listing)

    async def skill_view(
        name: Annotated[str, Field(description="the skill's name (or category/name)")],
        path: Annotated[
            str | None,
            Field(description="a supporting file of the skill, relative to its folder"),
        ] = None,
    ) -> SkillViewResult:
        """A skill's full instructions (SKILL.md), or one of its supporting files.
        Viewing a SKILL.md counts as a use of the skill in .usage.json."""
        with tool_errors():
            part = await core.skills()
            result = await asyncio.to_thread(_view, part, name, path)
            if not path:
                core.views.add(result.name)
            return result

    return [skills_list, skill_view]


def _view(part: SkillsPart, name: str, path: str | None) -> SkillViewResult:
    from hermes_core.skills.files import list_supporting_files
    from hermes_core.skills.view import FileStatus, ViewContext, skill_view

    context = ViewContext.for_home(part.paths)
    view = skill_view(part.catalog, name, skill_filter=part.skill_filter, context=context)
    files = [f.path for f in view.supporting_files]
    missing_env = list(view.readiness.missing_env_names)
    missing_commands = list(view.readiness.missing_commands)
    content = view.content
    if path:
        file_view = skill_view(
            part.catalog, name, path, skill_filter=part.skill_filter, context=context
        )
        if file_view.status is not FileStatus.TEXT:
            raise ToolError(file_view.message)
        content = file_view.content
        files = [f.path for f in list_supporting_files(view.skill_dir)]
    return SkillViewResult(
        name=view.name,
        path=path or None,
        content=content,
        supporting_files=files,
        missing_env=missing_env,
        missing_commands=missing_commands,
    )


def _session_tools(core: Core) -> list[Any]:
    async def sessions_list(
        limit: Annotated[int, Field(ge=1, le=500, description="at most this many")] = 50,
        source: Annotated[
            str | None, Field(description="only sessions from this source (cli, acp, ...)")
        ] = None,
    ) -> SessionsListResult:
        """List sessions, newest first."""
        with tool_errors():
            store = await core.store()
            found = await store.list_sessions(limit=limit, source=source or None)
            return SessionsListResult(sessions=[_summary(s) for s in found])

    async def sessions_search(
        query: Annotated[
            str,
            Field(description='words, "a phrase", prefix*; matches message text'),
        ],
        limit: Annotated[int, Field(ge=1, le=200, description="at most this many hits")] = 20,
        session_id: Annotated[str | None, Field(description="only this session")] = None,
    ) -> SessionsSearchResult:
        """Search the messages of every session (or of one), newest first."""
        from hermes_core.state import QueryError

        with tool_errors():
            store = await core.store()
            try:
                hits = await store.search(query, limit=limit, session_id=session_id or None)
            except QueryError as exc:
                raise ToolError(f"bad query: {exc}") from exc
            return SessionsSearchResult(
                hits=[
                    SearchHit(
                        session_id=h.session_id,
                        session_title=h.session_title,
                        message_id=h.message_id,
                        role=h.role,
                        timestamp=h.timestamp,
                        snippet=h.snippet,
                    )
                    for h in hits
                ]
            )

    async def session_get(
        session_id: Annotated[str, Field(description="the session's id")],
        limit: Annotated[
            int, Field(ge=1, le=1000, description="at most this many of its last messages")
        ] = 100,
    ) -> SessionGetResult:
        """A session and its last messages, in order."""
        with tool_errors():
            store = await core.store()
            session = await store.get_session(session_id)
            if session is None:
                raise ToolError(f"no session {session_id!r}")
            messages = await store.messages(session_id, last=limit)
            return SessionGetResult(
                session=_summary(session),
                messages=[
                    SessionMessage(
                        id=m.id,
                        role=m.role,
                        content=m.content,
                        tool_name=m.tool_name,
                        tool_call_id=m.tool_call_id,
                        tool_calls=m.tool_calls,
                        timestamp=m.timestamp,
                    )
                    for m in messages
                ],
                total_messages=await store.count_messages(session_id),
            )

    return [sessions_list, sessions_search, session_get]


def _summary(session: Session) -> SessionSummary:
    return SessionSummary(
        id=session.id,
        source=session.source,
        title=session.title,
        model=session.model,
        cwd=session.cwd,
        started_at=session.started_at,
        ended_at=session.ended_at,
        end_reason=session.end_reason,
        last_active=session.last_active,
        message_count=session.message_count,
        input_tokens=session.input_tokens,
        output_tokens=session.output_tokens,
    )


def _cron_list(core: Core) -> Any:
    async def cron_list() -> CronListResult:
        """List the scheduled jobs: schedule, state, next and last run."""
        with tool_errors():
            store = await core.jobs()
            jobs = await asyncio.to_thread(store.all)
            return CronListResult(jobs=[_job(job) for job in jobs])

    return cron_list


def _text(value: object) -> str | None:
    """A text field of jobs.json (another program may have written anything there)."""
    return value if isinstance(value, str) else None


def _job(job: dict[str, Any]) -> CronJob:
    skills = job.get("skills")
    return CronJob(
        id=str(job.get("id", "")),
        name=_text(job.get("name")),
        prompt=_text(job.get("prompt")),
        schedule=_text(job.get("schedule_display")),
        state=_text(job.get("state")),
        enabled=job.get("enabled") is not False,
        skills=[s for s in skills if isinstance(s, str)] if isinstance(skills, list) else [],
        next_run_at=_text(job.get("next_run_at")),
        last_run_at=_text(job.get("last_run_at")),
        last_status=_text(job.get("last_status")),
    )

"""``cronjob``: the agent schedules prompts for later (create, list, update, pause,
resume, remove); the daemon's ticker runs them."""

from __future__ import annotations

import asyncio
import json
from typing import Annotated, Any, Literal

from hermes_core.agent.tools.registry import Tool, ToolResult, tool
from hermes_core.cron import CronError, JobStore
from hermes_core.cron.schedule import ScheduleError

__all__ = ["cronjob_tool"]

_SHOWN = ("id", "name", "schedule_display", "state", "next_run_at", "last_run_at", "last_status")


def _brief(job: dict[str, Any]) -> dict[str, Any]:
    return {key: job.get(key) for key in _SHOWN}


def cronjob_tool(store: JobStore) -> Tool:
    @tool(toolset="cronjob", kind="edit")
    async def cronjob(
        action: Literal["create", "list", "update", "pause", "resume", "remove"],
        job_id: Annotated[str | None, "the job's id or name (all but create and list)"] = None,
        prompt: Annotated[str | None, "what the agent is asked when the job runs"] = None,
        schedule: Annotated[
            str | None, "30m / 2h / 1d (once), every 2h, a cron expression, or an ISO time"
        ] = None,
        name: Annotated[str | None, "a short name"] = None,
        skills: Annotated[list[str] | None, "skills to load when it runs"] = None,
    ) -> ToolResult:
        """Schedule a prompt to run later or repeatedly, or manage scheduled jobs."""
        try:
            if action == "list":
                jobs = await asyncio.to_thread(store.all)
                return ToolResult(
                    json.dumps([_brief(j) for j in jobs], indent=1) if jobs else "no jobs"
                )
            if action == "create":
                if not prompt or not schedule:
                    return ToolResult("create needs a prompt and a schedule", is_error=True)
                job = await asyncio.to_thread(
                    store.create, prompt, schedule, name=name, skills=skills
                )
            elif not job_id:
                return ToolResult(f"{action} needs job_id", is_error=True)
            elif action == "update":
                job = await asyncio.to_thread(
                    store.update, job_id, prompt=prompt, schedule=schedule, name=name
                )
            elif action == "pause":
                job = await asyncio.to_thread(store.pause, job_id)
            elif action == "resume":
                job = await asyncio.to_thread(store.resume, job_id)
            else:
                job = await asyncio.to_thread(store.remove, job_id)
        except (CronError, ScheduleError) as exc:
            return ToolResult(str(exc), is_error=True)
        return ToolResult(f"{action}: " + json.dumps(_brief(job)))

    return cronjob

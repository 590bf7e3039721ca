"""``todo``: the plan of the current task, kept per session and shown to the user."""

from __future__ import annotations

from typing import Annotated, Literal

from hermes_core.agent.tools.registry import Tool, ToolContext, ToolResult, tool

__all__ = ["todo_tool"]

Status = Literal["pending", "in_progress", "completed"]


def todo_tool() -> Tool:
    """A ``todo`` tool with its own per-session plans."""
    plans: dict[str, list[tuple[str, str]]] = {}

    @tool(toolset="planning", kind="think")
    async def todo(
        context: ToolContext,
        items: Annotated[list[str] | None, "the whole plan, replacing the old one"] = None,
        update: Annotated[int | None, "the 1-based number of a step to change"] = None,
        status: Annotated[Status | None, "the new status of that step"] = None,
    ) -> ToolResult:
        """Write or update the plan for a multi-step task; returns the plan."""
        plan = plans.setdefault(context.session_id, [])
        if items is not None:
            plan[:] = [(item, "pending") for item in items if item.strip()]
        if update is not None:
            if not 1 <= update <= len(plan):
                return ToolResult(f"there is no step {update} (the plan has {len(plan)})", True)
            if status is None:
                return ToolResult("give a status for the step", is_error=True)
            plan[update - 1] = (plan[update - 1][0], status)
        lines = [f"{i}. [{s}] {step}" for i, (step, s) in enumerate(plan, 1)]
        return ToolResult("\n".join(lines) or "(no plan)", plan=tuple(plan))

    return todo

"""``skills_list`` and ``skill_view``: the agent reads its skills progressively (the
index is in the prompt; a skill's body and files come on request). Each view counts as
a use in ``.usage.json``."""

from __future__ import annotations

import asyncio
import json
from typing import Annotated

from hermes_core.agent.tools.registry import Tool, ToolContext, ToolResult, tool
from hermes_core.paths import HermesPaths
from hermes_core.provenance.usage import UsageStore
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.view import FileStatus, ViewContext, skill_view

__all__ = ["skill_tools"]


def skill_tools(paths: HermesPaths, catalog: SkillCatalog, skill_filter: SkillFilter) -> list[Tool]:
    """The skill tools over ``catalog``."""
    usage = UsageStore(paths.usage_file)

    @tool(toolset="skills", kind="read")
    async def skills_list(
        category: Annotated[str | None, "only this category"] = None,
    ) -> str:
        """List the skills available: name, category and what each is for."""
        listing = await asyncio.to_thread(catalog.listing, skill_filter, category)
        rows = [
            {"name": e.name, "category": e.category, "description": e.description}
            for e in listing.skills
        ]
        return json.dumps({"skills": rows}, ensure_ascii=False)

    @tool(toolset="skills", kind="read", name="skill_view")
    async def skill_view_tool(
        context: ToolContext,
        name: Annotated[str, "the skill's name (or category/name)"],
        path: Annotated[
            str | None, "a supporting file of the skill, relative to its folder"
        ] = None,
    ) -> ToolResult:
        """Load a skill's full instructions, or one of its supporting files."""
        view_context = ViewContext.for_home(paths)
        view_context = ViewContext(
            view_context.environ, view_context.env_file, view_context.which, context.session_id
        )
        if path:
            file_view = await asyncio.to_thread(
                skill_view, catalog, name, path, skill_filter=skill_filter, context=view_context
            )
            if file_view.status is not FileStatus.TEXT:
                return ToolResult(file_view.message or f"{path}: not a text file", is_error=True)
            return ToolResult(file_view.content)
        view = await asyncio.to_thread(
            skill_view, catalog, name, skill_filter=skill_filter, context=view_context
        )
        await asyncio.to_thread(usage.record, view.name, "view")
        notes = []
        if view.supporting_files:
            notes.append("Supporting files: " + ", ".join(f.path for f in view.supporting_files))
        if view.readiness.missing_env_names:
            notes.append("Not set up: " + ", ".join(view.readiness.missing_env_names))
        return ToolResult(view.content + ("\n\n" + "\n".join(notes) if notes else ""))

    return [skills_list, skill_view_tool]

"""Every skill the filter allows is a prompt: its name, its description and one
optional ``instruction`` argument; ``prompts/get`` gives the message that invokes the
skill (the one ``/name instruction`` gives in a chat)."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mcp.shared.exceptions import MCPError
from mcp_types import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    GetPromptResult,
    Prompt,
    PromptArgument,
    PromptMessage,
    TextContent,
)

from hermes_core.errors import HermesError, SkillNotFoundError
from hermes_mcp.core import Core, SkillsPart

if TYPE_CHECKING:
    from hermes_core.skills.discovery import SkillEntry

__all__ = ["INSTRUCTION", "get_skill_prompt", "list_skill_prompts", "skill_entries"]

INSTRUCTION = "instruction"


def skill_entries(part: SkillsPart) -> list[tuple[str, SkillEntry]]:
    """The skills to show, each under the name that finds it: its own name, or
    ``category/name`` when several skills share that name."""
    part.catalog.refresh()  # no watcher: see what changed on disk
    entries = part.catalog.listing(part.skill_filter).skills
    counts = Counter(e.name for e in entries)
    return [(e.name if counts[e.name] == 1 else e.qualified_name, e) for e in entries]


async def list_skill_prompts(core: Core) -> list[Prompt]:
    """One prompt per skill."""
    part = await _skills(core)
    entries = await asyncio.to_thread(skill_entries, part)
    argument = PromptArgument(
        name=INSTRUCTION, description="what to do with the skill (optional)", required=False
    )
    return [
        Prompt(name=name, description=entry.description, arguments=[argument])
        for name, entry in entries
    ]


async def get_skill_prompt(
    core: Core, name: str, arguments: Mapping[str, Any] | None
) -> GetPromptResult:
    """The invocation message of skill ``name`` as one user message."""
    instruction = (arguments or {}).get(INSTRUCTION) or ""
    if not isinstance(instruction, str):
        raise MCPError(INVALID_PARAMS, f"{INSTRUCTION} must be text")
    part = await _skills(core)
    try:
        text, description = await asyncio.to_thread(_invocation, part, name, instruction)
    except SkillNotFoundError as exc:
        raise MCPError(INVALID_PARAMS, f"unknown prompt {name!r}") from exc
    except HermesError as exc:
        raise MCPError(INTERNAL_ERROR, str(exc)) from exc
    return GetPromptResult(
        description=description,
        messages=[PromptMessage(role="user", content=TextContent(type="text", text=text))],
    )


def _invocation(part: SkillsPart, name: str, instruction: str) -> tuple[str, str]:
    from hermes_core.skills.invocation import SlashCommand, build_invocation_message
    from hermes_core.skills.view import ViewContext

    message = build_invocation_message(
        part.catalog,
        SlashCommand(name, instruction),
        skill_filter=part.skill_filter,
        context=ViewContext.for_home(part.paths),
        config_values=part.config.skills.config_values,
    )
    return message.text, message.entry.description


async def _skills(core: Core) -> SkillsPart:
    try:
        return await core.skills()
    except HermesError as exc:  # config.yaml cannot be read
        raise MCPError(INTERNAL_ERROR, str(exc)) from exc

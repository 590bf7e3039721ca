"""``completion/complete``: the skill names for ``{name}`` in ``skill://{name}`` and
``skill://{name}/{path}``, and a skill's supporting files for ``{path}`` (the skill
taken from ``context.arguments["name"]``).

Matches are case-insensitive: those that start with what was typed come first, then
those that merely contain it, each group in alphabetical order; at most
:data:`MAX_VALUES` are sent, with ``total`` and ``hasMore`` saying how many there
were. A prompt's only argument is free text (``instruction``), so a prompt
reference — known or not — completes to nothing; so does anything else unknown.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any
from urllib.parse import unquote

from mcp.server.context import ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types import (
    INTERNAL_ERROR,
    CompleteRequestParams,
    CompleteResult,
    Completion,
    ResourceTemplateReference,
)

from hermes_core.errors import HermesError, SkillError
from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.prompts import skill_entries
from hermes_mcp.resources import SCHEME

__all__ = ["MAX_VALUES", "Completer", "matching"]

MAX_VALUES = 100
_SKILL = SCHEME + "{name}"
_SKILL_FILE = SCHEME + "{name}/{path}"


def matching(candidates: Iterable[str], typed: str) -> Completion:
    """The candidates that start with ``typed``, then those that contain it."""
    needle = typed.casefold()
    starting: list[str] = []
    containing: list[str] = []
    for candidate in sorted(set(candidates), key=lambda c: (c.casefold(), c)):
        folded = candidate.casefold()
        if folded.startswith(needle):
            starting.append(candidate)
        elif needle in folded:
            containing.append(candidate)
    found = starting + containing
    return Completion(values=found[:MAX_VALUES], total=len(found), has_more=len(found) > MAX_VALUES)


_NOTHING = Completion(values=[], total=0, has_more=False)


class Completer:
    """Answers ``completion/complete`` from the skills on disk."""

    def __init__(self, core: Core) -> None:
        self._core = core

    async def complete(
        self,
        ctx: ServerRequestContext[Any, Any],  # noqa: ARG002 (the SDK's handler signature)
        params: CompleteRequestParams,
    ) -> CompleteResult:
        """The completion of ``params.argument`` for ``params.ref``."""
        ref, argument = params.ref, params.argument
        if not isinstance(ref, ResourceTemplateReference) or ref.uri not in (_SKILL, _SKILL_FILE):
            return CompleteResult(completion=_NOTHING)
        if argument.name == "name":
            part = await self._skills()
            names = await asyncio.to_thread(_names, part)
            return CompleteResult(completion=matching(names, argument.value))
        if argument.name == "path" and ref.uri == _SKILL_FILE:
            name = unquote(((params.context and params.context.arguments) or {}).get("name", ""))
            part = await self._skills()
            files = await asyncio.to_thread(_files, part, name)
            return CompleteResult(completion=matching(files, argument.value))
        return CompleteResult(completion=_NOTHING)

    async def _skills(self) -> SkillsPart:
        try:
            return await self._core.skills()
        except HermesError as exc:  # config.yaml cannot be read
            raise MCPError(INTERNAL_ERROR, str(exc)) from exc


def _names(part: SkillsPart) -> list[str]:
    return [name for name, _entry in skill_entries(part)]


def _files(part: SkillsPart, name: str) -> list[str]:
    """The supporting files of the skill shown as ``name`` (or found by it); none
    for an unknown or ambiguous name."""
    from hermes_core.skills.files import list_supporting_files

    if not name:
        return []
    entry = dict(skill_entries(part)).get(name)
    if entry is None:
        try:
            entry = part.catalog.resolve(name, part.skill_filter)
        except SkillError:
            return []
    return [file.path for file in list_supporting_files(entry.skill_dir)]

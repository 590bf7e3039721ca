"""Skills as resources: ``skill://{name}`` is a skill's SKILL.md (listed, one per
skill), and the template ``skill://{name}/{path}`` reads one of its supporting files
(``path`` may be percent-encoded, ``references%2Fapi.md``, or not)."""

from __future__ import annotations

import asyncio
import mimetypes
from urllib.parse import quote, unquote

from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError
from mcp.shared.exceptions import MCPError
from mcp_types import INTERNAL_ERROR, INVALID_PARAMS, Resource, ResourceTemplate

from hermes_core.errors import HermesError, SkillNotFoundError, UnsafePathError
from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.prompts import skill_entries

__all__ = ["SCHEME", "list_skill_resources", "read_skill_resource", "skill_templates", "skill_uri"]

SCHEME = "skill://"
_MARKDOWN = "text/markdown"


def skill_uri(name: str, path: str | None = None) -> str:
    """The URI of a skill's SKILL.md, or of one of its files."""
    uri = SCHEME + quote(name, safe="")
    return uri if path is None else f"{uri}/{quote(path, safe='/')}"


def skill_templates() -> list[ResourceTemplate]:
    """The template for supporting files."""
    return [
        ResourceTemplate(
            uri_template=SCHEME + "{name}/{path}",
            name="skill-file",
            description="A supporting file of a skill (references/, templates/, scripts/, "
            "assets/), by its path relative to the skill's folder.",
        )
    ]


async def list_skill_resources(core: Core) -> list[Resource]:
    """One resource per skill: its SKILL.md."""
    part = await _skills(core)
    entries = await asyncio.to_thread(skill_entries, part)
    return [
        Resource(
            uri=skill_uri(name),
            name=name,
            description=entry.description,
            mime_type=_MARKDOWN,
        )
        for name, entry in entries
    ]


async def read_skill_resource(core: Core, uri: str) -> list[ReadResourceContents] | None:
    """The contents of a ``skill://`` URI (None for another scheme)."""
    if not uri.startswith(SCHEME):
        return None
    raw_name, slash, raw_path = uri[len(SCHEME) :].partition("/")
    name, path = unquote(raw_name), unquote(raw_path)
    if not name or (slash and not path):
        raise ResourceNotFoundError(f"no skill resource {uri}")
    part = await _skills(core)
    try:
        return [await asyncio.to_thread(_read, part, name, path or None)]
    except SkillNotFoundError as exc:
        raise ResourceNotFoundError(f"no skill {name!r}") from exc
    except UnsafePathError as exc:
        raise MCPError(INVALID_PARAMS, str(exc)) from exc
    except HermesError as exc:
        raise ResourceError(str(exc)) from exc


def _read(part: SkillsPart, name: str, path: str | None) -> ReadResourceContents:
    from hermes_core.skills.files import resolve_inside
    from hermes_core.skills.view import MAX_FILE_BYTES, FileStatus, ViewContext, skill_view

    if path is None:
        context = ViewContext.for_home(part.paths)
        view = skill_view(part.catalog, name, skill_filter=part.skill_filter, context=context)
        return ReadResourceContents(content=view.content, mime_type=_MARKDOWN)
    file_view = skill_view(part.catalog, name, path, skill_filter=part.skill_filter)
    guessed = mimetypes.guess_type(path)[0]
    if file_view.status is FileStatus.TEXT:
        return ReadResourceContents(content=file_view.content, mime_type=guessed or "text/plain")
    if file_view.status is FileStatus.BINARY:
        with open(resolve_inside(file_view.entry.skill_dir, path), "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:  # grew since it was viewed
            raise ResourceError(f"{path} is over {MAX_FILE_BYTES:,} bytes")
        return ReadResourceContents(content=data, mime_type=guessed or "application/octet-stream")
    if file_view.status is FileStatus.NOT_FOUND:
        raise ResourceNotFoundError(file_view.message)
    raise ResourceError(file_view.message)


async def _skills(core: Core) -> SkillsPart:
    try:
        return await core.skills()
    except HermesError as exc:  # config.yaml cannot be read
        raise MCPError(INTERNAL_ERROR, str(exc)) from exc

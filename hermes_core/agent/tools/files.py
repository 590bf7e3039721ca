"""``read_file``, ``write_file``, ``patch`` and ``search_files``, acting through an
:class:`~hermes_core.agent.environment.ExecutionEnvironment`. Edits return a unified
diff to the model and the old and new text to the user."""

from __future__ import annotations

import asyncio
import difflib
import fnmatch
import os
import re
from pathlib import Path
from typing import Annotated

from hermes_core.agent.environment import ExecutionEnvironment, environment_of
from hermes_core.agent.tools.fuzzy import NoMatch, replace
from hermes_core.agent.tools.registry import Tool, ToolContext, ToolResult, tool

__all__ = ["file_tools"]

READ_LIMIT = 100_000
_SKIP = {".git", "node_modules", "__pycache__", ".venv", "venv", ".mypy_cache", ".ruff_cache"}


def _diff(path: str, old: str, new: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{path}", f"b/{path}"
    )
    return "".join(lines) or "(no change)"


def file_tools(default: ExecutionEnvironment) -> list[Tool]:
    """The file tools, over each session's environment (``default`` when it has none)."""

    @tool(toolset="files", kind="read")
    async def read_file(
        context: ToolContext,
        path: Annotated[str, "the file, relative to the working directory or absolute"],
        offset: Annotated[int | None, "the first line to read (1-based)"] = None,
        limit: Annotated[int | None, "how many lines to read"] = None,
    ) -> ToolResult:
        """Read a text file (or some of its lines), with line numbers."""
        env = environment_of(context, default)
        text = await env.read_text(env.resolve(path))
        lines = text.splitlines()
        first = max(1, offset or 1)
        chosen = lines[first - 1 : first - 1 + limit if limit else None]
        numbered = "\n".join(f"{first + i:6}\t{line}" for i, line in enumerate(chosen))
        if len(numbered) > READ_LIMIT:
            shown = numbered[:READ_LIMIT].count("\n")
            numbered = numbered[:READ_LIMIT].rsplit("\n", 1)[0]
            numbered += f"\n[... cut after line {first + shown - 1}; read on with offset ...]"
        return ToolResult(numbered or "(empty file)")

    @tool(toolset="files", kind="edit")
    async def write_file(
        context: ToolContext,
        path: Annotated[str, "the file to create or replace"],
        content: Annotated[str, "its whole new content"],
    ) -> ToolResult:
        """Create a file, or replace a file's whole content."""
        env = environment_of(context, default)
        target = env.resolve(path)
        try:
            old: str | None = await env.read_text(target)
        except FileNotFoundError:
            old = None
        await env.write_text(target, content)
        return ToolResult(_diff(path, old or "", content), diff=(str(target), old, content))

    @tool(toolset="files", kind="edit")
    async def patch(
        context: ToolContext,
        path: Annotated[str, "the file to change"],
        old_string: Annotated[str, "the text to replace (include enough to be unique)"],
        new_string: Annotated[str, "the text to put instead"],
        replace_all: Annotated[bool, "replace every occurrence"] = False,
    ) -> ToolResult:
        """Replace a piece of a file; near-matches (whitespace, indentation, quotes,
        escapes) are found too. Returns the diff."""
        env = environment_of(context, default)
        target = env.resolve(path)
        old = await env.read_text(target)
        try:
            new, strategy = replace(old, old_string, new_string, replace_all=replace_all)
        except NoMatch as exc:
            return ToolResult(f"{path}: {exc}", is_error=True)
        await env.write_text(target, new)
        note = "" if strategy == "exact" else f"(matched by {strategy})\n"
        return ToolResult(note + _diff(path, old, new), diff=(str(target), old, new))

    @tool(toolset="files", kind="search")
    async def search_files(
        context: ToolContext,
        pattern: Annotated[str, "a regular expression"],
        path: Annotated[str, "the folder to search"] = ".",
        glob: Annotated[str | None, "only files whose name matches, e.g. *.py"] = None,
        limit: Annotated[int, "at most this many matching lines"] = 100,
    ) -> ToolResult:
        """Search file contents for a regular expression; returns path:line: text."""
        env = environment_of(context, default)
        try:
            expression = re.compile(pattern)
        except re.error as exc:
            return ToolResult(f"not a valid regular expression: {exc}", is_error=True)
        root = env.resolve(path)
        hits = await asyncio.to_thread(_search, root, expression, glob, limit, env.cwd)
        return ToolResult("\n".join(hits) if hits else "no matches")

    return [read_file, write_file, patch, search_files]


def _search(
    root: Path, expression: re.Pattern[str], glob: str | None, limit: int, cwd: Path
) -> list[str]:
    hits: list[str] = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP)
        for name in sorted(names):
            if glob and not fnmatch.fnmatch(name, glob):
                continue
            path = Path(folder, name)
            try:
                with open(path, "rb") as handle:
                    data = handle.read(2_000_000)
            except OSError:
                continue
            if b"\0" in data[:8192]:
                continue
            text = data.decode("utf-8", "replace")
            shown = os.path.relpath(path, cwd)
            for number, line in enumerate(text.splitlines(), 1):
                if expression.search(line):
                    hits.append(f"{shown}:{number}: {line[:300]}")
                    if len(hits) >= limit:
                        return hits
    return hits

"""``memory``: the agent's notes (``MEMORY.md``) and what it knows about the user
(``USER.md``) under ``HERMES_HOME/memories``, in Hermes Agent's format — entries joined
by a line holding ``§`` — with its size limits (2,200 and 1,375 characters). Writes are
atomic and under a file lock; new content is scanned, because it goes into every
future system prompt."""

from __future__ import annotations

import asyncio
from typing import Annotated, Literal

from hermes_core.agent.tools.registry import Tool, ToolResult, tool
from hermes_core.atomic import locked, write_atomic
from hermes_core.paths import HermesPaths
from hermes_core.security import Category, Risk, Scanner

__all__ = ["DELIMITER", "LIMITS", "memory_tool"]

DELIMITER = "\n§\n"
LIMITS = {"memory": 2_200, "user": 1_375}
_FILES = {"memory": "MEMORY.md", "user": "USER.md"}


def memory_tool(paths: HermesPaths, scanner: Scanner) -> Tool:
    folder = paths.home / "memories"

    def change(target: str, action: str, content: str | None, old_text: str | None) -> ToolResult:
        path = folder / _FILES[target]
        with locked(path):
            try:
                text = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                text = ""
            entries = [e.strip() for e in text.split(DELIMITER) if e.strip()]
            if action in ("replace", "remove"):
                if not old_text:
                    return ToolResult("give old_text: part of the entry to change", True)
                matches = [i for i, e in enumerate(entries) if old_text in e]
                if len(matches) != 1:
                    found = "no entry" if not matches else f"{len(matches)} entries"
                    return ToolResult(f"{found} matched {old_text!r}; be more specific", True)
                if action == "remove":
                    del entries[matches[0]]
                else:
                    if not content:
                        return ToolResult("give the new content (or use remove)", True)
                    entries[matches[0]] = content.strip()
            else:
                if not content or not content.strip():
                    return ToolResult("give the content to add", True)
                entries.append(content.strip())
            joined = DELIMITER.join(entries)
            if len(joined) > LIMITS[target]:
                return ToolResult(
                    f"{_FILES[target]} would hold {len(joined):,} characters, over its "
                    f"{LIMITS[target]:,}: replace or remove entries first",
                    True,
                )
            write_atomic(path, joined.encode("utf-8"))
        return ToolResult(f"{_FILES[target]}: {len(entries)} entries, {len(joined):,} characters")

    @tool(toolset="memory", kind="edit")
    async def memory(
        action: Literal["add", "replace", "remove"],
        target: Annotated[Literal["memory", "user"], "your notes, or what you know about the user"],
        content: Annotated[str | None, "the entry to add, or the replacement"] = None,
        old_text: Annotated[str | None, "part of the entry to replace or remove"] = None,
    ) -> ToolResult:
        """Keep a durable note for future conversations (facts about the environment,
        or about the user's preferences)."""
        if content:
            findings = scanner.scan_text(content, "memory.md").findings
            bad = [
                f
                for f in findings
                if f.risk in (Risk.CRITICAL, Risk.HIGH)
                and f.category
                in (Category.PROMPT_INJECTION, Category.EXFILTRATION, Category.INVISIBLE_TEXT)
            ]
            if bad:
                return ToolResult(f"not saved: {bad[0].message} ({bad[0].rule})", True)
        return await asyncio.to_thread(change, target, action, content, old_text)

    return memory

"""The system prompt: identity, tool guidance, memory snapshots, the skills index,
context files, and when and where the conversation started.

It is built once per session and reused as the stable prefix of every request in that
session (so a provider's prompt cache keeps hitting); nothing that changes within a
session goes into it.

Context files: ``.hermes.md`` or ``HERMES.md`` from the working directory up to the git
root (the nearest wins); otherwise ``AGENTS.md``, ``CLAUDE.md`` or ``.cursorrules`` in the
working directory. Each is scanned for prompt injection first (a file with a high or
critical finding is withheld, and the prompt says so) and cut to 20,000 characters,
keeping the first 70% and the last 20% of that budget.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from hermes_core.paths import HermesPaths
from hermes_core.security import Category, Risk, Scanner

__all__ = ["DEFAULT_IDENTITY", "PromptBuilder", "context_files", "truncate_context"]

DEFAULT_IDENTITY = (
    "You are Hermes, a capable assistant with tools. You act on the user's behalf with "
    "care: you read before you change, you say what you did, and you ask when a step is "
    "risky or the request is unclear."
)
TOOL_GUIDANCE = (
    "Use tools when they help: read files before editing them, prefer small precise "
    "edits, and keep the plan (todo) current on multi-step work. When a skill in the "
    "index matches the task, load it with skill_view and follow it."
)
CONTEXT_LIMIT = 20_000
_MARKER = "\n\n[... {cut:,} characters cut from the middle ...]\n\n"


def truncate_context(text: str, limit: int = CONTEXT_LIMIT) -> str:
    """``text`` cut to ``limit`` characters: 70% of the budget from the head, 20% from
    the tail, a marker between."""
    if len(text) <= limit:
        return text
    head, tail = text[: int(limit * 0.7)], text[-int(limit * 0.2) :]
    return head + _MARKER.format(cut=len(text) - len(head) - len(tail)) + tail


def _git_root(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    return None


def context_files(cwd: Path) -> list[Path]:
    """The context files for ``cwd`` (see the module)."""
    root = _git_root(cwd)
    folders = [cwd]
    if root is not None and root != cwd:
        folders = [f for f in (cwd, *cwd.parents) if f.is_relative_to(root)]
    for folder in folders:
        for name in (".hermes.md", "HERMES.md"):
            if (folder / name).is_file():
                return [folder / name]
    return [cwd / n for n in ("AGENTS.md", "CLAUDE.md", ".cursorrules") if (cwd / n).is_file()]


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


@dataclass
class PromptBuilder:
    """Builds and keeps each session's system prompt."""

    paths: HermesPaths
    cwd: Path
    scanner: Scanner
    skills_index: Callable[[], str] = lambda: ""
    platform: str = "cli"
    _built: dict[str, str] = field(default_factory=dict)

    async def system_prompt(self, session_id: str, cwd: Path | None = None) -> str:
        """The session's prompt (built on first use, then the same text); ``cwd`` is
        the session's working directory when it is not the builder's."""
        if session_id not in self._built:
            self._built[session_id] = await asyncio.to_thread(self.build, session_id, cwd)
        return self._built[session_id]

    def forget(self, session_id: str) -> None:
        self._built.pop(session_id, None)

    def build(self, session_id: str, cwd: Path | None = None) -> str:
        cwd = cwd or self.cwd
        identity = _read(self.paths.home / "SOUL.md")
        parts = [identity.strip() if identity and identity.strip() else DEFAULT_IDENTITY]
        parts.append(TOOL_GUIDANCE)
        for name, title in (("MEMORY.md", "Your notes"), ("USER.md", "About the user")):
            text = _read(self.paths.home / "memories" / name)
            if text and text.strip():
                parts.append(f"## {title}\n\n{truncate_context(text.strip(), 5_000)}")
        index = self.skills_index()
        if index:
            parts.append(index)
        for path in context_files(cwd):
            parts.append(self._context(path))
        started = datetime.now().astimezone().strftime("%A %d %B %Y, %H:%M %Z")
        parts.append(
            f"Conversation started {started}; session {session_id}; working directory "
            f"{cwd}; platform {self.platform}."
        )
        return "\n\n".join(parts)

    def _context(self, path: Path) -> str:
        text = _read(path) or ""
        findings = self.scanner.scan_text(text, path.name).findings
        dangerous = [
            f
            for f in findings
            if f.category is Category.PROMPT_INJECTION and f.risk in (Risk.CRITICAL, Risk.HIGH)
        ]
        if dangerous:
            first = dangerous[0]
            return (
                f"## {path.name}\n\n[withheld: it looks like a prompt injection "
                f"({first.rule} at line {first.range.start.line + 1}: {first.message})]"
            )
        return f"## {path.name}\n\n{truncate_context(text.strip())}"

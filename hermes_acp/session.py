"""One ACP session while a client has it open: its working directory, mode and model,
the prompt running in it and the ones queued behind, and how it asks the user for
permission. The conversation itself lives in the session store."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from hermes_acp.wire import RemoteError

if TYPE_CHECKING:
    from hermes_acp.mcp_servers import McpServers
    from hermes_acp.models import AvailableCommand, PermissionRequest, PermissionToolCall
    from hermes_acp.translate import TurnTranslator
    from hermes_core.agent.environment import ExecutionEnvironment
    from hermes_core.agent.events import ToolCallStarted
    from hermes_core.agent.loop import Permission, Turn

__all__ = ["MODES", "LiveSession", "PermissionAsker", "permission_request"]

logger = logging.getLogger(__name__)

# ACP mode ids are the core's approval modes.
MODES: tuple[tuple[str, str, str], ...] = (
    ("ask", "Ask", "Ask before editing files or running commands"),
    ("accept_edits", "Accept edits", "Edit files without asking; ask before running commands"),
    ("allow_all", "Allow all", "Ask only about commands that look dangerous"),
)

OptionKind = Literal["allow_once", "allow_always", "reject_once", "reject_always"]
# optionId -> (the core's answer, ACP option kind, label)
_OPTIONS: dict[str, tuple[Permission, OptionKind, str]] = {
    "allow_once": ("allow", "allow_once", "Allow"),
    "allow_always": ("allow_always", "allow_always", "Always allow in this session"),
    "reject_once": ("reject", "reject_once", "Reject"),
    "reject_always": ("reject_always", "reject_always", "Always reject in this session"),
}

PermissionAsker = Callable[[Mapping[str, Any]], Awaitable[Any]]
"""Sends ``session/request_permission`` with these params; returns the client's result."""


def permission_request(session_id: str, call: ToolCallStarted, cwd: Path) -> PermissionRequest:
    """The params of ``session/request_permission`` for ``call``: the same toolCallId
    the editor already shows, and no "always" options for a call that looks dangerous
    (it is asked about every time)."""
    from hermes_acp.translate import kind_of, locations, text_block

    tool_call: PermissionToolCall = {
        "toolCallId": call.call_id,
        "title": call.title,
        "kind": kind_of(call.kind),
        "status": "pending",
        "rawInput": call.arguments,
    }
    where = locations(call.arguments, cwd)
    if where:
        tool_call["locations"] = where
    if call.warning:
        tool_call["content"] = [
            {"type": "content", "content": text_block(f"Warning: {call.warning}")}
        ]
    chosen = ("allow_once", "reject_once") if call.warning else tuple(_OPTIONS)
    return {
        "sessionId": session_id,
        "toolCall": tool_call,
        "options": [
            {"optionId": option, "name": _OPTIONS[option][2], "kind": _OPTIONS[option][1]}
            for option in chosen
        ],
    }


def answer_of(result: Any) -> Permission:
    """The core's answer for the client's result (anything unexpected rejects)."""
    outcome = result.get("outcome") if isinstance(result, dict) else None
    if not isinstance(outcome, dict) or outcome.get("outcome") != "selected":
        return "reject"  # cancelled, or nonsense
    chosen = _OPTIONS.get(str(outcome.get("optionId")))
    return chosen[0] if chosen else "reject"


@dataclass
class LiveSession:
    """See the module."""

    id: str
    cwd: Path
    mode: str
    model: str
    environment: ExecutionEnvironment
    translator: TurnTranslator
    title: str | None = None
    turn: Turn | None = None
    commands: list[AvailableCommand] | None = None
    """The slash commands last sent to the client."""
    mcp: McpServers | None = None
    """The editor's MCP servers for this session, when it gave any."""
    cancelled_at: int = 0
    """How many cancels the session has seen: a prompt queued before the latest one
    answers ``cancelled`` without running."""
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def close(self) -> None:
        """Stop whatever runs and disconnect the session's MCP servers."""
        self.cancel()
        if self.mcp is not None:
            await self.mcp.close()

    def cancel(self) -> None:
        """Stop the running prompt and every prompt queued behind it."""
        self.cancelled_at += 1
        if self.turn is not None:
            self.turn.cancel()

    @property
    def lock(self) -> asyncio.Lock:
        return self._lock

    def asker(self, ask: PermissionAsker) -> Callable[[ToolCallStarted], Awaitable[Permission]]:
        """The permission prompt of this session's turns."""

        async def permission(call: ToolCallStarted) -> Permission:
            params = permission_request(self.id, call, self.cwd)
            try:
                result = await ask(params)
            except (ConnectionError, OSError, RemoteError) as exc:
                logger.warning("no answer to a permission request: %s", exc)
                return "reject"
            return answer_of(result)

        return permission

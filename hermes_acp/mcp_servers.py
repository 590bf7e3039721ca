"""The MCP servers an editor hands over in ``session/new`` (or ``load``/``resume``),
connected with the official ``mcp`` SDK's client and offered to the agent as tools of
that session (``mcp__<server>__<tool>``).

Connecting happens in the background — ``session/new`` never waits for a server to
start — and the first prompt waits for it a bounded time. A server that fails to
start, or is not a stdio server (the agent does not advertise HTTP or SSE), is logged
and left out; the session works without it. Each server lives in a task of its own,
since the SDK's transports must be opened and closed in the same task.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_acp.envelope import excerpt

if TYPE_CHECKING:
    from hermes_core.agent.tools.registry import Tool, ToolResult

__all__ = ["McpServers", "parse_servers"]

logger = logging.getLogger(__name__)

CONNECT_WAIT_S = 15.0  # how long the first prompt waits for the servers to come up
CALL_TIMEOUT_S = 300.0
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def parse_servers(raw: Any) -> list[dict[str, Any]]:
    """The stdio servers of an ACP ``mcpServers`` list (others are skipped with a
    warning); raises ``ValueError`` for one that is malformed."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ValueError("mcpServers: expected a list")
    servers = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise ValueError("mcpServers: every entry must be an object")
        if entry.get("type") in ("http", "sse"):
            # The name only: the entry's headers may carry a token.
            logger.warning(
                "MCP server %s (%s) skipped: only stdio servers are supported",
                excerpt(repr(entry.get("name"))),
                entry.get("type"),
            )
            continue
        name, command = entry.get("name"), entry.get("command")
        args, env = entry.get("args", []), entry.get("env", [])
        if not isinstance(name, str) or not isinstance(command, str) or not command:
            raise ValueError("mcpServers: a stdio server needs a name and a command")
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            raise ValueError(f"mcpServers: {name}: args must be strings")
        if not isinstance(env, list) or not all(
            isinstance(e, dict)
            and isinstance(e.get("name"), str)
            and isinstance(e.get("value"), str)
            for e in env
        ):
            raise ValueError(f"mcpServers: {name}: env must be name/value pairs")
        servers.append(
            {
                "name": name,
                "command": command,
                "args": list(args),
                "env": {e["name"]: e["value"] for e in env},
            }
        )
    return servers


def tool_name(server: str, tool: str) -> str:
    """``mcp__<server>__<tool>``, in the characters and length models accept."""
    return f"mcp__{_UNSAFE.sub('_', server)}__{_UNSAFE.sub('_', tool)}"[:64]


class McpServers:
    """The connections of one session (see the module)."""

    def __init__(self, servers: Sequence[Mapping[str, Any]], cwd: Path) -> None:
        self._servers = list(servers)
        self._cwd = cwd
        self._tools: list[Tool] = []
        self._stop = asyncio.Event()
        self._runners: list[asyncio.Task[None]] = []
        self._ready: list[asyncio.Event] = []
        for server in self._servers:
            ready = asyncio.Event()
            self._ready.append(ready)
            self._runners.append(asyncio.get_running_loop().create_task(self._run(server, ready)))

    async def tools(self, wait: float = CONNECT_WAIT_S) -> tuple[Tool, ...]:
        """The tools of every server up by now (waiting up to ``wait`` for the others)."""
        if self._ready:
            waits = [asyncio.ensure_future(r.wait()) for r in self._ready]
            _done, pending = await asyncio.wait(waits, timeout=wait)
            for still in pending:
                still.cancel()
        return tuple(self._tools)

    async def close(self) -> None:
        self._stop.set()
        if self._runners:
            _done, pending = await asyncio.wait(self._runners, timeout=5)
            for task in pending:
                task.cancel()

    async def _run(self, server: Mapping[str, Any], ready: asyncio.Event) -> None:
        try:
            from mcp import ClientSession
            from mcp.client.stdio import StdioServerParameters, stdio_client
        except ImportError:
            logger.warning("MCP server %s skipped: install hermes-workbench[mcp]", server["name"])
            ready.set()
            return
        parameters = StdioServerParameters(
            command=server["command"],
            args=server["args"],
            env=server["env"] or None,
            cwd=str(self._cwd),
        )
        try:
            async with contextlib.AsyncExitStack() as stack:
                read, write = await stack.enter_async_context(stdio_client(parameters))
                session = await stack.enter_async_context(ClientSession(read, write))
                await session.initialize()
                self._tools.extend(await self._list(server["name"], session))
                ready.set()
                await self._stop.wait()
        except Exception as exc:  # a broken server must not break the session
            logger.warning("MCP server %s: %s", server["name"], exc, exc_info=True)
        finally:
            ready.set()

    async def _list(self, server: str, session: Any) -> list[Tool]:
        from hermes_core.agent.tools.registry import Tool

        found: list[Tool] = []
        cursor: str | None = None
        while True:
            params = {"cursor": cursor} if cursor else None
            listed = await session.list_tools(params=params)
            for spec in listed.tools:
                schema = dict(spec.input_schema or {})
                if schema.get("type") != "object":
                    schema = {"type": "object", "properties": {}}
                found.append(
                    Tool(
                        tool_name(server, spec.name),
                        f"[{server}] {spec.description or spec.title or spec.name}",
                        schema,
                        f"mcp:{server}",
                        "other",
                        _caller(session, spec.name),
                    )
                )
            cursor = listed.next_cursor
            if not cursor:
                return found


def _caller(session: Any, name: str) -> Callable[..., Awaitable[ToolResult]]:
    from hermes_core.agent.tools.registry import ToolResult

    async def call(**arguments: Any) -> ToolResult:
        result = await session.call_tool(name, arguments, read_timeout_seconds=CALL_TIMEOUT_S)
        return ToolResult(_text(result), is_error=bool(getattr(result, "is_error", False)))

    return call


def _text(result: Any) -> str:
    """An MCP tool result as text for the model."""
    parts = []
    for block in getattr(result, "content", None) or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)
        elif kind == "resource":
            resource = block.resource
            parts.append(getattr(resource, "text", None) or f"[resource {resource.uri}]")
        elif kind == "resource_link":
            parts.append(f"[resource {block.uri}]")
        else:
            parts.append(f"[{kind} content]")
    structured = getattr(result, "structured_content", None)
    if not parts and structured is not None:
        import json

        parts.append(json.dumps(structured, ensure_ascii=False))
    return "\n".join(parts) or "(no output)"

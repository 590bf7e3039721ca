"""Where the core's errors become MCP tool errors (``isError`` results)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from mcp.server.mcpserver.exceptions import ToolError

from hermes_core.errors import HermesError

__all__ = ["tool_errors"]


@contextmanager
def tool_errors() -> Iterator[None]:
    """The core's expected failures as tool errors carrying the core's message (safe to
    show); the SDK turns any other exception into an ``isError`` result naming only the
    tool, and logs its traceback to stderr."""
    try:
        yield
    except HermesError as exc:
        raise ToolError(str(exc)) from exc

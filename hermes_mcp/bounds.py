"""How much of what a client sent an error may repeat, and what an unexpected failure
tells the client (nothing of its insides).

An error names what it refuses (a method, a tool, a prompt, a URI), and each of
those comes from the client: unbounded, a 20 MB method name came back in a 20 MB
error. :func:`bounded_error` keeps a short prefix of each string and a few items of
each list or object; :func:`bound_errors`, a server middleware, applies it to every
request's error and tool error result, and answers an exception that is no protocol
error with a bare "Internal error" (the SDK would send its text: paths, SQL, values),
its traceback going to the log. The stdio transport bounds every error it writes.
"""

from __future__ import annotations

import logging
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types import INTERNAL_ERROR, ErrorData
from pydantic import ValidationError

from hermes_core.errors import HermesError

__all__ = [
    "MAX_MESSAGE",
    "MAX_TEXT",
    "MAX_TOOL_ERROR",
    "bound_errors",
    "bounded",
    "bounded_error",
    "bounded_text",
]

logger = logging.getLogger(__name__)

MAX_MESSAGE = 300
"""Characters of an error's message kept."""
MAX_TEXT = 200
"""Characters of each string inside an error's data kept."""
MAX_TOOL_ERROR = 2000
"""Characters of each text of a tool's error result kept."""
_MAX_ITEMS = 20
_MAX_DEPTH = 4
_MORE = "…"


def bounded_text(text: str, limit: int = MAX_TEXT) -> str:
    """``text``, or its first ``limit`` characters and an ellipsis when it is longer."""
    if len(text) <= limit:
        return text
    return text[: limit - len(_MORE)] + _MORE


def bounded(value: Any, depth: int = 0) -> Any:
    """A JSON value with each string cut to :data:`MAX_TEXT` characters, each list and
    object to its first few items, and what nests too deep replaced by an ellipsis."""
    if isinstance(value, str):
        return bounded_text(value)
    if isinstance(value, bool | int | float) or value is None:
        return value
    if depth >= _MAX_DEPTH:
        return _MORE
    if isinstance(value, dict):
        items = list(value.items())[:_MAX_ITEMS]
        return {bounded_text(str(key)): bounded(item, depth + 1) for key, item in items}
    if isinstance(value, list | tuple):
        return [bounded(item, depth + 1) for item in value[:_MAX_ITEMS]]
    return bounded_text(str(value))


def bounded_error(error: ErrorData) -> ErrorData:
    """``error`` with its message and data bounded; ``error`` itself when both are
    short already."""
    message = bounded_text(error.message, MAX_MESSAGE)
    data = bounded(error.data)
    if message == error.message and data == error.data:
        return error
    if error.data is None:
        return ErrorData(code=error.code, message=message)
    return ErrorData(code=error.code, message=message, data=data)


async def bound_errors(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """Server middleware: the request's protocol error bounded, a tool's error result
    bounded, any other exception logged and answered as an internal error."""
    try:
        result = await call_next(ctx)
    except MCPError as exc:
        exc.error = bounded_error(exc.error)
        raise
    except ValidationError:  # the SDK answers it with invalid params, no text
        raise
    except HermesError as exc:  # the core's messages are safe to show
        raise MCPError(INTERNAL_ERROR, bounded_text(str(exc), MAX_MESSAGE)) from exc
    except Exception as exc:
        logger.exception("%s failed", bounded_text(ctx.method, 64))
        raise MCPError(INTERNAL_ERROR, "Internal error") from exc
    if ctx.method == "tools/call" and isinstance(result, dict) and result.get("isError"):
        return _bounded_tool_error(result)
    return result


def _bounded_tool_error(result: dict[str, Any]) -> dict[str, Any]:
    content = result.get("content")
    if not isinstance(content, list):
        return result
    shown = [
        {**item, "text": bounded_text(item["text"], MAX_TOOL_ERROR)}
        if isinstance(item, dict) and isinstance(item.get("text"), str)
        else item
        for item in content
    ]
    return {**result, "content": shown}

"""The JSON-RPC errors the server sends, and how little of a message they repeat.

An error names what was wrong in a few words. It never carries a traceback (those go
to the log, on stderr) and repeats at most :data:`QUOTE_LIMIT` characters of anything
the client sent: a 20 MB method name comes back as its first few dozen characters and
its length. :func:`shown` holds every error leaving the server to that.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from lsprotocol import types

__all__ = [
    "INTERNAL_ERROR_SHOWN",
    "MESSAGE_LIMIT",
    "QUOTE_LIMIT",
    "ErrorCode",
    "MsgId",
    "RpcError",
    "quote",
    "shown",
]

MsgId = int | str
QUOTE_LIMIT = 60  # characters of a client's value an error repeats
MESSAGE_LIMIT = 300  # characters of an error message, whoever wrote it
# What the user is shown when the server fails outside a request's answer.
INTERNAL_ERROR_SHOWN = "hermes-lsp hit an internal error; its log (stderr) has the details"


class ErrorCode(IntEnum):
    """The codes this server answers with (JSON-RPC 2.0 and LSP 3.17)."""

    PARSE_ERROR = types.ErrorCodes.ParseError
    INVALID_REQUEST = types.ErrorCodes.InvalidRequest
    METHOD_NOT_FOUND = types.ErrorCodes.MethodNotFound
    INVALID_PARAMS = types.ErrorCodes.InvalidParams
    INTERNAL_ERROR = types.ErrorCodes.InternalError
    SERVER_NOT_INITIALIZED = types.ErrorCodes.ServerNotInitialized


@dataclass(frozen=True, slots=True)
class RpcError:
    """An error response to send: ``id`` is the request's, or ``None`` when the
    request's id cannot be known (JSON-RPC's ``"id": null``)."""

    code: ErrorCode
    message: str
    id: MsgId | None = None


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` for an error message: its repr, cut to ``limit`` characters with its
    full length said when it was longer."""
    text = repr(value) if not isinstance(value, bytes) else repr(value)[1:]
    if len(text) <= limit:
        return text
    size = len(value) if isinstance(value, str | bytes) else len(text)
    unit = "bytes" if isinstance(value, bytes) else "characters"
    return f"{text[:limit]}… ({size} {unit})"


def shown(error: types.ResponseError) -> types.ResponseError:
    """``error`` as it may leave the server: a bounded message and no ``data`` (pygls
    puts a traceback there; nothing this server sends needs it)."""
    text = error.message if isinstance(error.message, str) else str(error.message)
    # The first line only: pygls's own messages may run on into a formatted exception.
    message = next((line for line in text.splitlines() if line.strip()), "error")
    if len(message) > MESSAGE_LIMIT:
        message = message[: MESSAGE_LIMIT - 1] + "…"
    return types.ResponseError(code=error.code, message=message)

"""What one frame a client sent (a line on stdio, a POST body over HTTP) is: a
JSON-RPC message for the SDK, or the error to answer it with.

The SDK's stdio transport logs a frame it cannot read at debug level and drops it,
so a client with one bad request waits forever; it also reads a request whose id is
no string or integer (``1.5``, ``null``, ``true``) as a notification, and answers
nothing. Here every frame gets an answer or becomes a message, as JSON-RPC 2.0 asks:

- not UTF-8 or not JSON: ``-32700`` (parse error) with id null;
- JSON but no valid message: ``-32600`` (invalid request), with the request's id when
  that id is usable (a string or an integer), else null;
- a frame shaped like a response (``result`` or ``error``, no ``method``) that is not a
  valid one is never answered (answering a response invites a loop): it is logged.

Ids are bounded too (strings of at most :data:`MAX_ID_LENGTH` characters, integers
that fit in 64 bits): every answer repeats the id.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pydantic_core
from mcp_types import (
    INVALID_REQUEST,
    PARSE_ERROR,
    ErrorData,
    JSONRPCError,
    JSONRPCMessage,
    JSONRPCNotification,
    JSONRPCRequest,
    JSONRPCResponse,
    RequestId,
    jsonrpc_message_adapter,
)
from pydantic import ValidationError

from hermes_mcp.bounds import bounded_text

__all__ = ["MAX_ID_LENGTH", "Rejection", "read_frame"]

logger = logging.getLogger(__name__)

MAX_ID_LENGTH = 256
"""Characters a string id may have."""
_MAX_INT_ID = 2**63 - 1


@dataclass(frozen=True, slots=True)
class Rejection:
    """A frame that is no message, and what to tell the client about it."""

    code: int
    """``PARSE_ERROR`` or ``INVALID_REQUEST``."""
    message: str
    request_id: RequestId | None
    """The frame's id when it had a usable one; None answers with ``"id": null``."""
    answer: bool = True
    """False for a malformed response: it is logged, never answered."""

    def to_error(self) -> JSONRPCError:
        """The JSON-RPC error answering the frame."""
        return JSONRPCError(
            jsonrpc="2.0", id=self.request_id, error=ErrorData(code=self.code, message=self.message)
        )


def read_frame(frame: bytes | str) -> JSONRPCMessage | Rejection:
    """The message ``frame`` holds, or why it holds none."""
    if isinstance(frame, bytes):
        try:
            frame = frame.decode("utf-8")
        except UnicodeDecodeError:
            return Rejection(PARSE_ERROR, "Parse error: the message is not valid UTF-8", None)
    try:
        message: JSONRPCMessage = jsonrpc_message_adapter.validate_json(frame, by_name=False)
    except ValidationError:
        return _why_not(frame)
    if isinstance(message, JSONRPCNotification) and _has_id(frame):
        # The SDK's union reads a request with an id it cannot use (1.5, null, true)
        # as a notification, extra field ignored; it is a request, and unanswerable.
        return _why_not(frame)
    if isinstance(message, JSONRPCError) and message.id is None:
        return message  # a client's answer to something of ours it could not read
    if isinstance(message, JSONRPCRequest | JSONRPCResponse | JSONRPCError):
        problem = _id_problem(message.id)
        if problem is not None:
            if not isinstance(message, JSONRPCRequest):
                logger.warning("ignored a response whose id cannot be ours: %s", problem)
            return Rejection(
                INVALID_REQUEST,
                f"Invalid Request: {problem}",
                None,
                answer=isinstance(message, JSONRPCRequest),
            )
    return message


def _has_id(frame: str) -> bool:
    # Only reached for frames the SDK read as notifications: cheap enough to parse again.
    value = pydantic_core.from_json(frame)
    return isinstance(value, dict) and "id" in value


def _why_not(frame: str) -> Rejection:
    """The rejection of a frame the SDK could not read as a message."""
    try:
        value = pydantic_core.from_json(frame)
    except ValueError as exc:  # its message says where, never what
        return Rejection(PARSE_ERROR, f"Parse error: {bounded_text(str(exc))}", None)
    if isinstance(value, list):
        return Rejection(INVALID_REQUEST, "Invalid Request: batches are not supported", None)
    if not isinstance(value, dict):
        return Rejection(INVALID_REQUEST, "Invalid Request: a message is a JSON object", None)
    raw_id = value.get("id")
    request_id = raw_id if _id_problem(raw_id) is None else None
    if "method" not in value and ("result" in value or "error" in value):
        rejection = Rejection(INVALID_REQUEST, "Invalid response", request_id, answer=False)
        logger.warning("ignored a malformed response (id %r)", _shown_id(raw_id))
        return rejection
    return Rejection(INVALID_REQUEST, f"Invalid Request: {_envelope_problem(value)}", request_id)


def _envelope_problem(value: dict[str, Any]) -> str:
    """What is wrong with a JSON object that should be a request or notification."""
    if value.get("jsonrpc") != "2.0":
        return 'jsonrpc must be "2.0"'
    if not isinstance(value.get("method"), str):
        return "method must be a string"
    if "params" in value and not isinstance(value["params"], dict | None):
        return "params must be an object"
    if "id" in value:
        problem = _id_problem(value["id"])
        if problem is not None:
            return problem
    return "not a JSON-RPC 2.0 request or notification"


def _id_problem(request_id: object) -> str | None:
    """Why ``request_id`` cannot be answered with; None when it can."""
    if isinstance(request_id, bool) or not isinstance(request_id, int | str):
        return "id must be a string or an integer"
    if isinstance(request_id, int) and abs(request_id) > _MAX_INT_ID:
        return "id must fit in 64 bits"
    if isinstance(request_id, str) and len(request_id) > MAX_ID_LENGTH:
        return f"id must be at most {MAX_ID_LENGTH} characters long"
    return None


def _shown_id(request_id: object) -> object:
    """``request_id`` as a log line may show it: a string cut short, anything but an
    integer by its type."""
    if isinstance(request_id, str):
        return bounded_text(request_id, 64)
    if isinstance(request_id, int) and _id_problem(request_id) is None:
        return request_id
    return type(request_id).__name__

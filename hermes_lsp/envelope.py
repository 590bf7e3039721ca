"""What one message body is: a request, a notification, a response to one of the
server's own requests, or something to refuse (JSON-RPC 2.0's rules, LSP 3.17's ids).

Nothing here knows the server's methods or state; :mod:`hermes_lsp.protocol` decides
what to do with a well-formed message. The checks, in order:

- the body is UTF-8 and JSON (else -32700, with the id when a lenient reading of the
  body still finds a request's id, else ``null``);
- it is one JSON object (a batch, ``[...]``, is refused: LSP has none);
- ``jsonrpc`` is ``"2.0"``, ``method`` a string, ``id`` an integer in JSON's exact
  range or a string of at most :data:`MAX_ID_LENGTH` characters (else -32600, with
  the id when it is usable, else ``null``);
- a message with ``result`` or ``error`` and no method is a response, never answered.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hermes_lsp.rpc_errors import ErrorCode, MsgId, RpcError

__all__ = [
    "MAX_ID_LENGTH",
    "Envelope",
    "Ignored",
    "Notification",
    "Request",
    "Response",
    "read_envelope",
    "request_id",
    "usable_id",
]

MAX_ID_LENGTH = 1024  # an id is echoed whole in its response, so it is bounded
_MAX_SAFE_INTEGER = 2**53 - 1  # the integers every JSON reader holds exactly


@dataclass(frozen=True, slots=True)
class Request:
    """A request: it gets exactly one response."""

    id: MsgId
    method: str
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Notification:
    """A notification: never answered."""

    method: str
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Response:
    """The client's answer to a request the server sent."""

    id: MsgId
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Ignored:
    """A response-shaped message that is malformed: logged, never answered (answering
    a response could start two programs arguing forever)."""

    reason: str


Envelope = Request | Notification | Response | Ignored | RpcError


def usable_id(value: object) -> bool:
    """Whether ``value`` may be a request's id (LSP: an integer or a string)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -_MAX_SAFE_INTEGER <= value <= _MAX_SAFE_INTEGER
    return isinstance(value, str) and len(value) <= MAX_ID_LENGTH


def request_id(value: object) -> MsgId | None:
    """The id of ``value`` if it looks like a request with a usable id, else ``None``."""
    if isinstance(value, dict) and "method" in value:
        candidate = value.get("id")
        if usable_id(candidate):
            assert isinstance(candidate, int | str)
            return candidate
    return None


def read_envelope(body: bytes) -> Envelope:
    """Classify one message body."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return RpcError(
            ErrorCode.PARSE_ERROR,
            f"the message is not UTF-8 (byte 0x{body[exc.start]:02x} at offset {exc.start})",
            _lenient_id(body),
        )
    try:
        value = json.loads(text, parse_constant=_not_json)
    except RecursionError:
        return RpcError(ErrorCode.PARSE_ERROR, "the message is not JSON: nested too deeply")
    except ValueError as exc:
        why = f"{exc.msg} at character {exc.pos}" if isinstance(exc, json.JSONDecodeError) else exc
        return RpcError(ErrorCode.PARSE_ERROR, f"the message is not JSON: {why}")
    if not isinstance(value, dict):
        return RpcError(ErrorCode.INVALID_REQUEST, _not_an_object(value))
    return _classify(value)


def _classify(message: dict[str, Any]) -> Envelope:
    has_id = "id" in message
    identifier = message.get("id")
    good_id = has_id and usable_id(identifier)
    answer_to = identifier if good_id else None
    if message.get("jsonrpc") != "2.0":
        return RpcError(ErrorCode.INVALID_REQUEST, 'the message needs "jsonrpc": "2.0"', answer_to)
    if "method" in message:
        method = message["method"]
        if not isinstance(method, str):
            return RpcError(ErrorCode.INVALID_REQUEST, "the method must be a string", answer_to)
        if not has_id:
            return Notification(method, message)
        if not good_id or not isinstance(identifier, int | str):
            return RpcError(ErrorCode.INVALID_REQUEST, _bad_id(identifier))
        return Request(identifier, method, message)
    if "result" in message or "error" in message:
        return _response(message, identifier if good_id else None)
    return RpcError(
        ErrorCode.INVALID_REQUEST, "the message has no method, result or error", answer_to
    )


def _response(message: dict[str, Any], identifier: MsgId | None) -> Envelope:
    if identifier is None:
        return Ignored("a response without a usable id")
    if "result" in message and "error" in message:
        return Ignored("a response with both a result and an error")
    error = message.get("error")
    if "error" in message and not (
        isinstance(error, dict)
        and isinstance(error.get("code"), int)
        and isinstance(error.get("message"), str)
    ):
        return Ignored("an error response whose error is not {code, message}")
    return Response(identifier, message)


def _bad_id(identifier: object) -> str:
    if isinstance(identifier, str):
        return f"the id is longer than {MAX_ID_LENGTH} characters"
    if isinstance(identifier, int) and not isinstance(identifier, bool):
        return "the id is outside the integers JSON holds exactly (±2^53-1)"
    return f"the id must be an integer or a string, not {_kind(identifier)}"


def _not_an_object(value: object) -> str:
    if isinstance(value, list):
        return "the message is a JSON array (a batch): LSP has no batches"
    return f"the message is {_kind(value)}, not a JSON object"


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _not_json(constant: str) -> None:
    """Python reads NaN and Infinity; JSON has neither."""
    raise ValueError(f"{constant} is not JSON")


def _lenient_id(body: bytes) -> MsgId | None:
    """The request id of a body that is not UTF-8, read with its bad bytes replaced:
    the client waiting on it gets its answer."""
    try:
        value = json.loads(body.decode("utf-8", "replace"))
    except (ValueError, RecursionError):
        return None
    return request_id(value)

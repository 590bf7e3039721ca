"""One line of input as a JSON-RPC 2.0 message, whatever the line holds.

:func:`read_message` never raises on what a client sends: a line is a
:class:`Request`, a :class:`Notification`, a :class:`Response` (to a request of ours),
or :class:`Refused` with the error to answer (-32700 for a line that is not UTF-8 JSON
or is nested too deep to parse safely, -32600 for JSON that is not a request). The
rules, and the few choices JSON-RPC 2.0 leaves open:

- An id is a string, a finite number or null (JSON-RPC 2.0, section 4); an object, an
  array, a boolean, or a number too big for a double (``1e400``) is refused with id
  null. ``NaN`` and ``Infinity`` are not JSON at all.
- A JSON array (a batch) is refused whole with one -32600, id null, as the official
  ACP SDKs do: ACP has no batches.
- An object without ``method`` is a response when it has ``result`` or ``error`` (it is
  never answered, so two peers can never trade errors about errors); otherwise it is
  refused with id null, since the id of something that is not a request is not one the
  client would match to any of its own.
- Members other than ``jsonrpc``, ``id``, ``method`` and ``params`` are refused, as
  jsonrpcserver's request schema does; so are params that are not an object or an
  array (JSON-RPC: "a Structured value"). These refusals keep a usable id.
- A message without an id is a notification and never answered, unless its envelope
  is invalid: then the error goes out with id null (JSON-RPC 2.0, section 7's examples).

What an error repeats of the input is cut to a short excerpt (:func:`excerpt`,
:func:`bounded`).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

__all__ = [
    "INVALID_REQUEST",
    "MAX_DEPTH",
    "PARSE_ERROR",
    "Notification",
    "Refused",
    "Request",
    "RequestId",
    "Response",
    "bounded",
    "excerpt",
    "is_request_id",
    "nested_deeper_than",
    "read_message",
    "response_problem",
]

PARSE_ERROR = -32700
INVALID_REQUEST = -32600

MAX_DEPTH = 64
"""How deep arrays and objects may nest. ACP's deepest messages (a prompt's embedded
resource, an MCP server's env) nest about eight levels; 64 leaves room for ``_meta``
extensions and stays far below Python's recursion limit, so nothing that walks a
message recursively (json, jsonschema, a handler) can exhaust the stack."""

EXCERPT = 200
"""How many characters of a value sent by the client an error or a log line repeats."""

RequestId = str | int | float | None

_MEMBERS = frozenset({"jsonrpc", "id", "method", "params"})
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')
_NOT_BRACKET = bytes(set(range(256)) - set(b"[]{}"))
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 / -1 as signed bytes
_SCAN = 1 << 20


@dataclass(frozen=True, slots=True)
class Request:
    """A call with an id (``None`` for a JSON-RPC null id, still answered)."""

    id: RequestId
    method: str
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Notification:
    """A call without an id: never answered."""

    method: str
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Response:
    """A message with ``result`` or ``error`` and no ``method``: the client's answer to
    one of our requests (or a stray). Checked by :func:`response_problem`."""

    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Refused:
    """A line answered with an error at once, without dispatching anything."""

    code: int
    reason: str
    id: RequestId = None


Message = Request | Notification | Response | Refused


def is_request_id(value: object) -> bool:
    """A non-null JSON-RPC id: a string or a finite number (never a boolean)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, str | int)


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """``value`` as text (a string as it is, anything else as its ``repr``), cut to
    ``limit`` characters."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


def bounded(value: Any, depth: int = 4, items: int = 20) -> Any:
    """A JSON value small enough to repeat in an error's ``data``: strings cut to an
    excerpt, at most ``items`` members per array or object, ``depth`` levels."""
    if isinstance(value, str):
        return excerpt(value)
    if isinstance(value, dict):
        if depth <= 0:
            return "{…}"
        pairs = list(value.items())
        kept = {excerpt(str(k)): bounded(v, depth - 1, items) for k, v in pairs[:items]}
        if len(pairs) > items:
            kept["…"] = f"{len(pairs) - items} more"
        return kept
    if isinstance(value, list | tuple):
        if depth <= 0:
            return "[…]"
        kept_items = [bounded(v, depth - 1, items) for v in value[:items]]
        if len(value) > items:
            kept_items.append(f"… {len(value) - items} more")
        return kept_items
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if value is None or isinstance(value, bool | int | float):
        return value
    return excerpt(value)


def nested_deeper_than(line: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether arrays and objects in ``line`` nest deeper than ``limit``, found
    without parsing (so without recursion). Brackets inside strings do not count; an
    unterminated string may make the answer ``True`` for text that is not JSON anyway."""
    if line.count(b"[") + line.count(b"{") <= limit:  # the usual case: nothing to scan
        return False
    structure = _STRING.sub(b"", _ESCAPE.sub(b"", line)).translate(None, _NOT_BRACKET)
    steps = memoryview(structure.translate(_STEPS)).cast("b")
    depth = 0
    for start in range(0, len(steps), _SCAN):
        chunk = steps[start : start + _SCAN]
        if max(accumulate(chunk, initial=depth)) > limit:
            return True
        depth += sum(chunk)
    return False


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not JSON")


def read_message(line: bytes) -> Message | None:
    """The message one line holds (``None`` for a blank line). See the module."""
    if not line.strip(b" \t\r"):
        return None
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Refused(PARSE_ERROR, f"not UTF-8 (byte {exc.start})")
    if nested_deeper_than(line):
        return Refused(PARSE_ERROR, f"nested deeper than {MAX_DEPTH} levels")
    try:
        value = json.loads(text, parse_constant=_not_json)
    except ValueError as exc:  # JSONDecodeError, NaN, an integer of thousands of digits
        return Refused(PARSE_ERROR, f"not JSON: {excerpt(str(exc))}")
    return classify(value)


def classify(value: Any) -> Message:
    """A parsed JSON value as a message (see the module)."""
    if isinstance(value, list):
        return Refused(INVALID_REQUEST, "batches are not supported (ACP has none)")
    if not isinstance(value, dict):
        return Refused(INVALID_REQUEST, "expected a JSON-RPC message object")
    if "method" not in value:
        if "result" in value or "error" in value:
            return Response(value)
        return Refused(INVALID_REQUEST, "no method")
    has_id = "id" in value
    request_id = value.get("id")
    if has_id and request_id is not None and not is_request_id(request_id):
        return Refused(INVALID_REQUEST, "id: expected a string, a number or null")
    problem = _envelope_problem(value)
    if problem is not None:
        return Refused(INVALID_REQUEST, problem, request_id)
    if has_id:
        return Request(request_id, value["method"], value)
    return Notification(value["method"], value)


def _envelope_problem(value: dict[str, Any]) -> str | None:
    if value.get("jsonrpc") != "2.0":
        return 'jsonrpc: expected "2.0"'
    if not isinstance(value["method"], str):
        return "method: expected a string"
    if "params" in value and not isinstance(value["params"], dict | list):
        return "params: expected an object or an array"
    extra = sorted(set(value) - _MEMBERS)
    if extra:
        return f"unexpected member {excerpt(extra[0])!r}"
    return None


def response_problem(message: dict[str, Any]) -> str | None:
    """What is wrong with a response, or ``None`` for a well-formed one."""
    if message.get("jsonrpc") != "2.0":
        return 'jsonrpc: expected "2.0"'
    if ("result" in message) == ("error" in message):
        return "expected either result or error"
    error = message.get("error")
    if "error" in message and not (
        isinstance(error, dict)
        and isinstance(error.get("code"), int)
        and not isinstance(error.get("code"), bool)
        and isinstance(error.get("message"), str)
    ):
        return "error: expected an object with an integer code and a message"
    return None

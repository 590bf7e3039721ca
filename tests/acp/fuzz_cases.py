"""The hostile messages of ``test_fuzz.py``, each with the answers it must get.

Every case is the bytes written to ``hermes acp`` (one or more lines) and the responses
expected for them: ``(id, code)`` pairs, code ``None`` for a result. A case expecting
nothing is one that must get no response at all (a notification, a response to a
request never made, a blank line). ``@SESSION@`` stands for the id of a session the
test has opened. Ids are unique across the run, so every response can be matched to
its case; random bytes come from a fixed seed.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hermes_acp.framing import MAX_LINE

__all__ = ["SEED", "Case", "cases", "huge_cases"]

SEED = 20261129

PARSE = -32700
INVALID_REQUEST = -32600
NOT_FOUND_METHOD = -32601
INVALID_PARAMS = -32602
NO_SESSION = -32002
RESULT = None


@dataclass(frozen=True)
class Case:
    name: str
    data: bytes
    answers: tuple[tuple[Any, int | None], ...] = ()
    method: str | None = None
    """For a case answered with a result: the method whose response schema it must fit."""


class _Ids:
    """Fresh ids of every kind JSON-RPC allows."""

    def __init__(self) -> None:
        self._n = itertools.count(1)

    def string(self) -> str:
        return f"fuzz-{next(self._n)}"

    def integer(self) -> int:
        return 1_000_000 + next(self._n)

    def negative(self) -> int:
        return -1_000_000 - next(self._n)

    def fraction(self) -> float:
        return next(self._n) + 0.25

    def huge(self) -> int:
        return 2**64 + next(self._n)

    def tiny(self) -> float:
        return float(f"{next(self._n)}e-250")

    def big_float(self) -> float:
        return float(f"{next(self._n)}e250")


def _line(message: Any) -> bytes:
    """One line of JSON: UTF-8, with a lone surrogate as an escape."""
    try:
        return json.dumps(message, ensure_ascii=False).encode() + b"\n"
    except UnicodeEncodeError:
        return json.dumps(message).encode() + b"\n"


def _req(request_id: Any, method: str, params: Any = ..., **extra: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not ...:
        message["params"] = params
    message.update(extra)
    return message


def _note(method: str, params: Any = ...) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
    if params is not ...:
        message["params"] = params
    return message


INIT = {"protocolVersion": 1}
CWD = "/tmp"


def _bad_json(ids: _Ids, rng: random.Random) -> Iterator[Case]:
    texts = [
        b"{",
        b"}",
        b"[",
        b"nul",
        b"tru",
        b'"unterminated',
        b'{"a": 1,}',
        b"{'single': 1}",
        b'{"jsonrpc": "2.0"}{"jsonrpc": "2.0"}',
        b'{"jsonrpc": "2.0" "id": 1, "method": "initialize"}',
        b'{"jsonrpc": "2.0", "id": 01, "method": "initialize"}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1}}}',
        b"\x00",
        b"\x1b[31mred\x1b[0m",
        b"hello",
        b"// a comment",
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"x": "\x01"}}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"x": "\\q"}}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"x": "\\u12"}}',
        # NaN, Infinity and -Infinity are Python's, not JSON's.
        b'{"jsonrpc": "2.0", "id": NaN, "method": "initialize", "params": {"protocolVersion": 1}}',
        b'{"jsonrpc": "2.0", "id": Infinity, "method": "initialize"}',
        b'{"jsonrpc": "2.0", "id": -Infinity, "method": "initialize"}',
        b'{"jsonrpc": "2.0", "id": 5, "method": "initialize", "params": {"protocolVersion": NaN}}',
        # An integer of 5,000 digits: more than Python converts (4,300).
        b'{"jsonrpc": "2.0", "id": ' + b"7" * 5000 + b', "method": "initialize"}',
        # A UTF-8 byte-order mark is not JSON whitespace.
        b'\xef\xbb\xbf{"jsonrpc": "2.0", "id": 1, "method": "initialize"}',
    ]
    for number, text in enumerate(texts):
        yield Case(f"bad JSON {number}: {text[:30]!r}", text + b"\n", ((None, PARSE),))
    # Invalid UTF-8: a bare continuation byte, an overlong '/', a cut sequence, an
    # encoded surrogate (CESU), bytes past U+10FFFF, Latin-1.
    for number, raw in enumerate(
        [b"\x80", b"\xc0\xaf", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"caf\xe9"]
    ):
        text = b'{"jsonrpc": "2.0", "id": "u", "method": "initialize", "params": {"x": "'
        yield Case(f"invalid UTF-8 {number}", text + raw + b'"}}\n', ((None, PARSE),))
    # Truncations of a valid request at every few bytes.
    whole = json.dumps(_req(1, "session/new", {"cwd": CWD, "mcpServers": []})).encode()
    for cut in range(1, len(whole), 7):
        yield Case(f"truncated at {cut}", whole[:cut] + b"\n", ((None, PARSE),))
    # Random bytes starting with a control character: never JSON, never blank.
    for number in range(20):
        size = rng.randrange(1, 400)
        noise = bytes(rng.randrange(256) for _ in range(size)).replace(b"\n", b"")
        yield Case(f"random bytes {number}", b"\x01" + noise + b"\n", ((None, PARSE),))


def _deep(ids: _Ids) -> Iterator[Case]:
    def initialize_with(extra: str) -> bytes:
        request_id = ids.string()
        text = (
            f'{{"jsonrpc": "2.0", "id": "{request_id}", "method": "initialize", '
            f'"params": {{"protocolVersion": 1, "extra": {extra}}}}}'
        )
        return text.encode() + b"\n"

    deep = 10_000
    yield Case(
        "params 10,000 arrays deep", initialize_with("[" * deep + "]" * deep), ((None, PARSE),)
    )
    yield Case(
        "params 10,000 objects deep",
        initialize_with('{"a": ' * deep + "1" + "}" * deep),
        ((None, PARSE),),
    )
    yield Case("params 10,000 arrays never closed", initialize_with("[" * deep), ((None, PARSE),))
    # The message and its params are two levels: 63 arrays in them make 65.
    yield Case("params 65 levels deep", initialize_with("[" * 63 + "]" * 63), ((None, PARSE),))
    yield Case(
        "an id 10,000 arrays deep",
        b'{"jsonrpc": "2.0", "id": ' + b"[" * deep + b"]" * deep + b', "method": "initialize"}\n',
        ((None, PARSE),),
    )
    # Within the limit (64 levels in all): answered.
    request_id = ids.string()
    text = (
        f'{{"jsonrpc": "2.0", "id": "{request_id}", "method": "initialize", '
        f'"params": {{"protocolVersion": 1, "extra": {"[" * 62 + "]" * 62}}}}}'
    )
    yield Case(
        "params 64 levels deep", text.encode() + b"\n", ((request_id, RESULT),), "initialize"
    )
    # Brackets in strings are text, not nesting; escaped quotes do not end a string.
    for name, value in [
        ("brackets in a string", "[" * deep),
        ("brackets after an escaped quote", '\\" ' + "{[" * deep),
        ("brackets after escaped backslashes", "\\\\" + "[" * deep),
    ]:
        request_id = ids.string()
        text = (
            f'{{"jsonrpc": "2.0", "id": "{request_id}", "method": "initialize", '
            f'"params": {{"protocolVersion": 1, "text": "{value}"}}}}'
        )
        yield Case(name, text.encode() + b"\n", ((request_id, RESULT),), "initialize")
    # An id 3 levels deep is within the limit, but an array is no id.
    yield Case(
        "an id of nested arrays",
        _line(_req([[[1]]], "initialize", INIT)),
        ((None, INVALID_REQUEST),),
    )


def _envelopes(ids: _Ids) -> Iterator[Case]:
    for name, value in [
        ("a number", 5),
        ("a string", "initialize"),
        ("null", None),
        ("true", True),
        ("an empty object", {}),
        ("an empty batch", []),
        ("a batch of numbers", [1, 2, 3]),
        ("a batch of nothing", [{}, {}]),
        ("only jsonrpc", {"jsonrpc": "2.0"}),
        ("no method, with an id", {"jsonrpc": "2.0", "id": ids.integer()}),
        ("no method, with params", {"jsonrpc": "2.0", "id": ids.string(), "params": INIT}),
    ]:
        yield Case(f"envelope: {name}", _line(value), ((None, INVALID_REQUEST),))
    # A batch is refused whole: the request inside it is never run or answered.
    inner = ids.string()
    batch = [_req(inner, "initialize", INIT), _req(ids.string(), "session/list", {})]
    yield Case("a batch of valid requests", _line(batch), ((None, INVALID_REQUEST),))
    # A request whose envelope is wrong keeps its id.
    for name, change in [
        ("no jsonrpc", {"jsonrpc": ...}),
        ("jsonrpc 1.0", {"jsonrpc": "1.0"}),
        ("jsonrpc as a number", {"jsonrpc": 2.0}),
        ("jsonrpc with a space", {"jsonrpc": "2.0 "}),
        ("method a number", {"method": 5}),
        ("method null", {"method": None}),
        ("method an array", {"method": ["initialize"]}),
        ("method an object", {"method": {"name": "initialize"}}),
        ("params a number", {"params": 5}),
        ("params a string", {"params": "protocolVersion"}),
        ("params null", {"params": None}),
        ("params true", {"params": True}),
        ("an extra member", {"extra": 1}),
        ("a result member", {"result": {}}),
        ("an error member", {"error": {"code": 1, "message": "x"}}),
    ]:
        for kind, request_id in (("string", ids.string()), ("integer", ids.integer())):
            message = {**_req(request_id, "initialize", INIT), **change}
            message = {k: v for k, v in message.items() if v is not ...}
            answer = ((request_id, INVALID_REQUEST),)
            yield Case(f"envelope: {name}, {kind} id", _line(message), answer)
    # An invalid envelope without an id is still answered, with a null id
    # (JSON-RPC 2.0's own examples).
    for name, message in [
        ("a notification with params a number", _note("session/cancel", 5)),
        ("a notification with method a number", {"jsonrpc": "2.0", "method": 1, "params": "x"}),
        ("a notification without jsonrpc", {"method": "session/cancel", "params": {}}),
    ]:
        yield Case(f"envelope: {name}", _line(message), ((None, INVALID_REQUEST),))
    # Ids JSON-RPC does not allow.
    for name, raw in [
        ("an object", b'{"a": 1}'),
        ("an empty object", b"{}"),
        ("an array", b"[1]"),
        ("an empty array", b"[]"),
        ("true", b"true"),
        ("false", b"false"),
        ("1e400 (no double holds it)", b"1e400"),
        ("-1e400", b"-1e400"),
    ]:
        text = b'{"jsonrpc": "2.0", "id": ' + raw + b', "method": "initialize", "params": '
        text += b'{"protocolVersion": 1}}\n'
        yield Case(f"id {name}", text, ((None, INVALID_REQUEST),))


def _id_kinds(ids: _Ids) -> Iterator[Case]:
    """Every kind of id JSON-RPC allows, on a valid request, an unknown method and bad
    params: each answered with the very same id."""
    makers = {
        "string": ids.string,
        "string with spaces": lambda: f" {ids.string()} ",
        "integer": ids.integer,
        "negative": ids.negative,
        "fraction": ids.fraction,
        "huge integer": ids.huge,
        "tiny float": ids.tiny,
        "big float": ids.big_float,
        "lone surrogate": lambda: f"\ud800{ids.string()}",
        "emoji": lambda: f"😀{ids.string()}",
    }
    for name, make in makers.items():
        request_id = make()
        yield Case(
            f"id {name}: initialize",
            _line(_req(request_id, "initialize", INIT)),
            ((request_id, RESULT),),
            "initialize",
        )
        request_id = make()
        yield Case(
            f"id {name}: unknown method",
            _line(_req(request_id, "nope", {})),
            ((request_id, NOT_FOUND_METHOD),),
        )
        request_id = make()
        yield Case(
            f"id {name}: bad params",
            _line(_req(request_id, "initialize", [1])),
            ((request_id, INVALID_PARAMS),),
        )
    # A null id is a request (answered with id null), not a notification.
    yield Case(
        "id null: initialize",
        _line(_req(None, "initialize", INIT)),
        ((None, RESULT),),
        "initialize",
    )
    yield Case("id null: unknown method", _line(_req(None, "nope")), ((None, NOT_FOUND_METHOD),))
    # One empty-string id (unique: used once).
    yield Case(
        "id empty string", _line(_req("", "session/list", {})), (("", RESULT),), "session/list"
    )
    yield Case("id zero", _line(_req(0, "session/list", {})), ((0, RESULT),), "session/list")


def _methods(ids: _Ids) -> Iterator[Case]:
    for method in [
        "",
        "nope",
        "session/nope",
        "$/nope",
        "rpc.discover",
        "Initialize",
        "initialize ",
        "session/update",
        "session/request_permission",
        "fs/read_text_file",
        "terminal/create",
        "elicitation/create",
        "__init__",
        "../initialize",
        "\ud800",
    ]:
        request_id = ids.string()
        yield Case(
            f"method {method!r}",
            _line(_req(request_id, method, {})),
            ((request_id, NOT_FOUND_METHOD),),
        )
        # Unknown notifications are never answered.
        yield Case(f"notification {method!r}", _line(_note(method, {})))


# (name, params, expected code) per method; `...` for no params at all.
_SESSION = "@SESSION@"
_PARAMS: dict[str, list[tuple[str, Any, int | None]]] = {
    "initialize": [
        ("no params", ..., INVALID_PARAMS),
        ("empty", {}, INVALID_PARAMS),
        ("by position", [1], INVALID_PARAMS),
        ("version a string", {"protocolVersion": "1"}, INVALID_PARAMS),
        ("version a float", {"protocolVersion": 1.0}, INVALID_PARAMS),
        ("version true", {"protocolVersion": True}, INVALID_PARAMS),
        ("version null", {"protocolVersion": None}, INVALID_PARAMS),
        ("capabilities a number", {"protocolVersion": 1, "clientCapabilities": 5}, RESULT),
        ("fs a string", {"protocolVersion": 1, "clientCapabilities": {"fs": "yes"}}, RESULT),
        ("extra params", {"protocolVersion": 1, "bogus": {"x": [1, 2]}}, RESULT),
        ("a param named agent", {"protocolVersion": 1, "agent": "x"}, RESULT),
        ("a param named self", {"protocolVersion": 1, "self": "x", "name": "y"}, RESULT),
    ],
    "authenticate": [
        ("no params", ..., INVALID_PARAMS),
        ("empty", {}, INVALID_PARAMS),
        ("by position", ["api-key"], INVALID_PARAMS),
        ("methodId a number", {"methodId": 5}, INVALID_PARAMS),
        ("unknown methodId", {"methodId": "password"}, INVALID_PARAMS),
        ("methodId empty", {"methodId": ""}, INVALID_PARAMS),
    ],
    "session/new": [
        ("no params", ..., INVALID_PARAMS),
        ("empty", {}, INVALID_PARAMS),
        ("by position", [CWD, []], INVALID_PARAMS),
        ("cwd relative", {"cwd": "tmp", "mcpServers": []}, INVALID_PARAMS),
        ("cwd a number", {"cwd": 5, "mcpServers": []}, INVALID_PARAMS),
        ("cwd with a NUL", {"cwd": "/tmp/\u0000x", "mcpServers": []}, INVALID_PARAMS),
        ("mcpServers a number", {"cwd": CWD, "mcpServers": 5}, INVALID_PARAMS),
        ("mcpServers of numbers", {"cwd": CWD, "mcpServers": [5]}, INVALID_PARAMS),
        ("a server without a command", {"cwd": CWD, "mcpServers": [{"name": "x"}]}, INVALID_PARAMS),
        (
            "a server with bad env",
            {"cwd": CWD, "mcpServers": [{"name": "x", "command": "/bin/true", "env": [1]}]},
            INVALID_PARAMS,
        ),
        ("extra params", {"cwd": CWD, "mcpServers": [], "agent": 1, "_meta": {"a": 1}}, RESULT),
    ],
    "session/load": [
        ("no params", ..., INVALID_PARAMS),
        ("no cwd", {"sessionId": _SESSION, "mcpServers": []}, INVALID_PARAMS),
        ("sessionId a number", {"sessionId": 5, "cwd": CWD, "mcpServers": []}, INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope", "cwd": CWD, "mcpServers": []}, NO_SESSION),
        ("the open session", {"sessionId": _SESSION, "cwd": CWD, "mcpServers": []}, RESULT),
    ],
    "session/resume": [
        ("no params", ..., INVALID_PARAMS),
        ("sessionId an object", {"sessionId": {}, "cwd": CWD}, INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope", "cwd": CWD}, NO_SESSION),
        ("the open session", {"sessionId": _SESSION, "cwd": CWD}, RESULT),
    ],
    "session/list": [
        ("no params", ..., RESULT),
        ("empty", {}, RESULT),
        ("by position", [1], INVALID_PARAMS),
        ("cwd relative", {"cwd": "tmp"}, INVALID_PARAMS),
        ("cwd a number", {"cwd": 5}, INVALID_PARAMS),
        ("cursor a number", {"cursor": 5}, INVALID_PARAMS),
        ("cursor not one of ours", {"cursor": "!!not a cursor!!"}, INVALID_PARAMS),
        ("extra params", {"cwd": CWD, "bogus": True}, RESULT),
    ],
    "session/close": [
        ("no params", ..., INVALID_PARAMS),
        ("sessionId a number", {"sessionId": 5}, INVALID_PARAMS),
        ("sessionId empty", {"sessionId": ""}, INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope"}, NO_SESSION),
    ],
    "session/delete": [
        ("no params", ..., INVALID_PARAMS),
        ("sessionId an array", {"sessionId": ["x"]}, INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope"}, NO_SESSION),
    ],
    "session/set_mode": [
        ("no params", ..., INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope", "modeId": "ask"}, NO_SESSION),
        ("unknown mode", {"sessionId": _SESSION, "modeId": "yolo"}, INVALID_PARAMS),
        ("mode a number", {"sessionId": _SESSION, "modeId": 1}, INVALID_PARAMS),
        ("a mode", {"sessionId": _SESSION, "modeId": "ask"}, RESULT),
    ],
    "session/set_config_option": [
        ("no params", ..., INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope", "configId": "mode", "value": "ask"}, NO_SESSION),
        (
            "unknown option",
            {"sessionId": _SESSION, "configId": "speed", "value": "x"},
            INVALID_PARAMS,
        ),
        (
            "model a number",
            {"sessionId": _SESSION, "configId": "model", "value": 5},
            INVALID_PARAMS,
        ),
        (
            "mode unknown",
            {"sessionId": _SESSION, "configId": "mode", "value": "yolo"},
            INVALID_PARAMS,
        ),
        ("a mode", {"sessionId": _SESSION, "configId": "mode", "value": "ask"}, RESULT),
    ],
    "session/prompt": [
        ("no params", ..., INVALID_PARAMS),
        ("by position", [_SESSION, []], INVALID_PARAMS),
        ("unknown session", {"sessionId": "nope", "prompt": []}, NO_SESSION),
        ("no prompt", {"sessionId": _SESSION}, INVALID_PARAMS),
        ("prompt a number", {"sessionId": _SESSION, "prompt": 5}, INVALID_PARAMS),
        ("prompt of numbers", {"sessionId": _SESSION, "prompt": [5]}, INVALID_PARAMS),
        (
            "an unknown block",
            {"sessionId": _SESSION, "prompt": [{"type": "video"}]},
            INVALID_PARAMS,
        ),
        (
            "a resource without one",
            {"sessionId": _SESSION, "prompt": [{"type": "resource"}]},
            INVALID_PARAMS,
        ),
        (
            "an image that is text",
            {
                "sessionId": _SESSION,
                "prompt": [{"type": "image", "mimeType": "text/plain", "data": "eA=="}],
            },
            INVALID_PARAMS,
        ),
        (
            "an image that is not base64",
            {
                "sessionId": _SESSION,
                "prompt": [{"type": "image", "mimeType": "image/png", "data": "!!"}],
            },
            INVALID_PARAMS,
        ),
    ],
}

# Notifications with bad params: never answered, and nothing happens.
_NOTIFICATIONS: list[tuple[str, Any]] = [
    ("session/cancel", ...),
    ("session/cancel", {}),
    ("session/cancel", [1]),
    ("session/cancel", {"sessionId": 5}),
    ("session/cancel", {"sessionId": {"a": 1}}),
    ("session/cancel", {"sessionId": "nope"}),
    ("session/cancel", {"sessionId": _SESSION, "agent": 1}),
    ("initialize", INIT),
    ("session/new", {"cwd": 5}),
    ("session/prompt", {"sessionId": _SESSION, "prompt": 5}),
]


def _params(ids: _Ids) -> Iterator[Case]:
    for method, variants in _PARAMS.items():
        for name, params, code in variants:
            request_id = ids.string()
            yield Case(
                f"{method}: {name}",
                _line(_req(request_id, method, params)),
                ((request_id, code),),
                method if code is RESULT else None,
            )
    for number, (method, params) in enumerate(_NOTIFICATIONS):
        yield Case(f"notification {method} {number}", _line(_note(method, params)))


def _cancels(ids: _Ids) -> Iterator[Case]:
    """``$/cancel_request`` with every kind of requestId: a notification, never
    answered, whatever it names."""
    for name, raw in [
        ("a string", '"fuzz-0"'),
        ("an integer", "123456"),
        ("a negative integer", "-1"),
        ("a fraction", "1.5"),
        ("a huge integer", "18446744073709551616"),
        ("1e400", "1e400"),
        ("null", "null"),
        ("true", "true"),
        ("an object", '{"a": 1}'),
        ("an array", "[1, 2]"),
        ("a deep array", "[[[[[[[[1]]]]]]]]"),
    ]:
        text = (
            f'{{"jsonrpc": "2.0", "method": "$/cancel_request", "params": {{"requestId": {raw}}}}}'
        )
        yield Case(f"$/cancel_request of {name}", text.encode() + b"\n")
    for name, params in [("no params", ...), ("empty params", {}), ("params by position", [1])]:
        yield Case(f"$/cancel_request with {name}", _line(_note("$/cancel_request", params)))
    yield Case(
        "$/cancel_request with params a number",
        _line(_note("$/cancel_request", 5)),
        ((None, INVALID_REQUEST),),
    )
    # Sent as a request: answered (with a null result), as session/cancel is.
    request_id = ids.string()
    yield Case(
        "$/cancel_request as a request",
        _line(_req(request_id, "$/cancel_request", {"requestId": "nothing"})),
        ((request_id, RESULT),),
    )


def _stray_responses(ids: _Ids) -> Iterator[Case]:
    """Responses to requests this agent never made: ignored, never answered."""
    for name, raw in [
        ("a string id", '"never-asked"'),
        ("an integer id", "4242"),
        ("id 0", "0"),
        ("a negative id", "-7"),
        ("a fraction id", "0.5"),
        ("a huge id", "18446744073709551616"),
        ("a null id", "null"),
        ("an object id", "{}"),
        ("an array id", "[0]"),
        ("a boolean id", "false"),
        ("a 1e400 id", "1e400"),
    ]:
        for kind, body in (
            ("result", '"result": {}'),
            ("error", '"error": {"code": -32000, "message": "no"}'),
        ):
            text = f'{{"jsonrpc": "2.0", "id": {raw}, {body}}}'
            yield Case(f"a response ({kind}) with {name}", text.encode() + b"\n")
    for name, message in [
        ("no id", {"jsonrpc": "2.0", "result": 1}),
        ("an error that is a number", {"jsonrpc": "2.0", "id": 1, "error": 5}),
        ("result and error", {"jsonrpc": "2.0", "id": 2, "result": 1, "error": {}}),
        ("no jsonrpc", {"id": 3, "result": None}),
        ("a deep result", {"jsonrpc": "2.0", "id": 4, "result": [[[[[[]]]]]]}),
    ]:
        yield Case(f"a response with {name}", _line(message))


def _lines(ids: _Ids) -> Iterator[Case]:
    yield Case("an empty line", b"\n")
    yield Case("empty lines", b"\n\n\n\n")
    yield Case("whitespace", b"  \t  \n")
    yield Case("a CR-LF alone", b"\r\n")
    request_id = ids.string()
    yield Case(
        "a request ending in CR-LF",
        _line(_req(request_id, "initialize", INIT))[:-1] + b"\r\n",
        ((request_id, RESULT),),
        "initialize",
    )
    request_id = ids.string()
    yield Case(
        "a request between blanks",
        b"  \r\n" + b"  " + _line(_req(request_id, "session/list", {})),
        ((request_id, RESULT),),
        "session/list",
    )
    first, second = ids.string(), ids.string()
    yield Case(
        "two requests on one line",
        _line(_req(first, "initialize", INIT))[:-1] + _line(_req(second, "initialize", INIT)),
        ((None, PARSE),),
    )
    yield Case(
        "two requests split by a bare CR",
        _line(_req(first, "initialize", INIT))[:-1]
        + b"\r"
        + _line(_req(second, "initialize", INIT)),
        ((None, PARSE),),
    )
    # Framed as LSP would be: the headers are not JSON; a body not followed by a newline
    # runs into the next header. Only a body with a newline of its own is a message.
    body_1 = json.dumps(_req(ids.string(), "initialize", INIT)).encode()
    last = ids.string()
    body_2 = json.dumps(_req(last, "initialize", INIT)).encode()
    lsp = b"Content-Length: %d\r\n\r\n%s" % (
        len(body_1),
        body_1,
    ) + b"Content-Length: %d\r\n\r\n%s\n" % (len(body_2), body_2)
    yield Case("LSP framing", lsp, ((None, PARSE), (None, PARSE), (last, RESULT)), "initialize")
    # Lone surrogates, escaped (valid JSON): kept as they are.
    request_id = ids.string()
    text = (
        f'{{"jsonrpc": "2.0", "id": "{request_id}", "method": "initialize", '
        '"params": {"protocolVersion": 1, "x": "\\ud800 \\udfff \\udc00\\ud800"}}'
    )
    yield Case(
        "lone surrogates in params", text.encode() + b"\n", ((request_id, RESULT),), "initialize"
    )
    request_id = ids.string()
    yield Case(
        "a lone surrogate in a session id",
        _line(_req(request_id, "session/close", {"sessionId": "\udfff"})),
        ((request_id, NO_SESSION),),
    )


def _big(ids: _Ids) -> Iterator[Case]:
    """Big values (under the line limit): the errors quote only a little of them."""
    big = "m" * 20_000_000
    request_id = ids.string()
    yield Case(
        "a 20 MB method name", _line(_req(request_id, big, {})), ((request_id, NOT_FOUND_METHOD),)
    )
    request_id = ids.string()
    yield Case(
        "a 10 MB mode",
        _line(
            _req(
                request_id, "session/set_mode", {"sessionId": _SESSION, "modeId": big[:10_000_000]}
            )
        ),
        ((request_id, INVALID_PARAMS),),
    )
    request_id = ids.string()
    yield Case(
        "a 10 MB session id",
        _line(_req(request_id, "session/close", {"sessionId": big[:10_000_000]})),
        ((request_id, NO_SESSION),),
    )
    request_id = ids.string()
    yield Case(
        "an image type of 1 MB",
        _line(
            _req(
                request_id,
                "session/prompt",
                {
                    "sessionId": _SESSION,
                    "prompt": [{"type": "image", "mimeType": "x" * 1_000_000, "data": "eA=="}],
                },
            )
        ),
        ((request_id, INVALID_PARAMS),),
    )
    request_id = ids.string()
    yield Case(
        "100,000 params",
        _line(
            _req(
                request_id,
                "initialize",
                {"protocolVersion": 1, **{f"p{n}": n for n in range(100_000)}},
            )
        ),
        ((request_id, RESULT),),
        "initialize",
    )
    request_id = ids.string()
    yield Case(
        "a 1 MB unexpected member",
        _line({**_req(request_id, "initialize", INIT), "x" * 1_000_000: 1}),
        ((request_id, INVALID_REQUEST),),
    )


def huge_cases() -> list[Case]:
    """Lines over the limit: each dropped as it streams past, answered -32600."""
    head = b'{"jsonrpc": "2.0", "id": "huge", "method": "initialize", "params": {"x": "'
    tail = b'"}}'
    just_over = head + b"a" * (MAX_LINE + 1 - len(head) - len(tail)) + tail
    assert len(just_over) == MAX_LINE + 1
    return [
        Case("a request one byte over the limit", just_over + b"\n", ((None, INVALID_REQUEST),)),
        Case("twice the limit of noise", b"z" * (2 * MAX_LINE) + b"\n", ((None, INVALID_REQUEST),)),
        Case(
            "the limit and a CR-LF, twice",
            (b" " * MAX_LINE + b"x\r\n") * 2,
            ((None, INVALID_REQUEST), (None, INVALID_REQUEST)),
        ),
    ]


def cases(seed: int = SEED) -> list[Case]:
    """Every case but the huge lines, in a fixed order."""
    ids = _Ids()
    rng = random.Random(seed)
    found = [
        *_bad_json(ids, rng),
        *_deep(ids),
        *_envelopes(ids),
        *_id_kinds(ids),
        *_methods(ids),
        *_params(ids),
        *_cancels(ids),
        *_stray_responses(ids),
        *_lines(ids),
        *_big(ids),
    ]
    names = [case.name for case in found]
    assert len(set(names)) == len(names), "case names are unique"
    return found

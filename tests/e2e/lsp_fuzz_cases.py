"""The hostile messages of the fuzz test (``test_lsp_fuzz.py``) and, for each, exactly
what ``hermes lsp`` must answer: which ids get a response and with which error code.

The cases are built by hand for every kind of mistake a client can make (bad JSON,
bad envelopes, every id type, wrong params for each method the server registers,
deep nesting, huge bodies, lying headers, invalid UTF-8) plus generated ones from a
fixed seed (cut and mangled JSON, random method names, random ids). A success is a
``textDocument/documentSymbol`` of the open skill unless said otherwise; its result
must equal the first one the server gave.
"""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass, field
from typing import Any

from tests.e2e.lsp_wire import frame, message

__all__ = ["SEED", "SYMBOLS", "Case", "Reply", "cases", "huge_cases", "oversized_cases"]

SEED = 20260728
PARSE, INVALID, NOT_FOUND, PARAMS = -32700, -32600, -32601, -32602
SYMBOLS = "the skill's symbols"  # the result a documentSymbol request must get
_ABSENT = object()


@dataclass(frozen=True)
class Reply:
    """One response a case must get: its id (None for null), its error code (None
    for a result) and, for a result, what it must be."""

    id: Any
    code: int | None = None
    result: Any = SYMBOLS


@dataclass(frozen=True)
class Case:
    """Bytes to send and the responses they must get (no others)."""

    name: str
    data: bytes
    replies: tuple[Reply, ...] = ()
    alone: bool = False  # answered only once the server sees the client go quiet


@dataclass
class _Ids:
    """Every case's ids are its own, so no answer can be credited to another case."""

    counter: int = 0
    used: set[str] = field(default_factory=set)

    def next(self) -> int:
        self.counter += 1
        return 1000 + self.counter


def request(identifier: Any, method: str, params: Any = _ABSENT) -> dict[str, Any]:
    """A request (params left out when ``_ABSENT``)."""
    body = message(id=identifier, method=method)
    if params is not _ABSENT:
        body["params"] = params
    return body


def notification(method: str, params: Any = _ABSENT) -> dict[str, Any]:
    """A notification (params left out when ``_ABSENT``)."""
    body = message(method=method)
    if params is not _ABSENT:
        body["params"] = params
    return body


def _raw(body: dict[str, Any]) -> bytes:
    return json.dumps(body).encode()


class _Builder:
    def __init__(self, skill_uri: str, plain_uri: str) -> None:
        self.skill = skill_uri
        self.plain = plain_uri
        self.ids = _Ids()
        self.out: list[Case] = []
        self.random = random.Random(SEED)

    def symbols(self, identifier: Any = _ABSENT) -> dict[str, Any]:
        return request(
            self.ids.next() if identifier is _ABSENT else identifier,
            "textDocument/documentSymbol",
            {"textDocument": {"uri": self.skill}},
        )

    def add(self, name: str, data: bytes, *replies: Reply, alone: bool = False) -> None:
        self.out.append(Case(name, data, tuple(replies), alone))


def cases(skill_uri: str, plain_uri: str) -> list[Case]:
    """Every case but the huge ones, in the order they are sent."""
    build = _Builder(skill_uri, plain_uri)
    for part in (
        _bad_json,
        _bad_envelopes,
        _ids,
        _methods,
        _params,
        _notifications,
        _nesting,
        _utf8,
        _lengths,
        _header_lines,
        _generated,
    ):
        part(build)
    return build.out


def _bad_json(b: _Builder) -> None:
    for text in (
        b"",
        b" ",
        b"{",
        b"}",
        b'{"jsonrpc"',
        b"not json",
        b"{'jsonrpc': '2.0'}",
        b'{"jsonrpc": "2.0", "id": 1,}',
        b"[1, 2",
        b"nul",
        b"NaN",
        b'{"jsonrpc": "2.0", "id": NaN, "method": "shutdown"}',
        b'{"jsonrpc": "2.0", "id": Infinity, "method": "shutdown"}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "x"} trailing',
        b'{"jsonrpc": "2.0", "id": 1, "method": "x"}{"jsonrpc": "2.0"}',
        b'{"jsonrpc": "2.0", "id": 01, "method": "x"}',
        b'{"jsonrpc": "2.0", "method": "x", "params": "\x01"}',  # a raw control character
        b"\x00\x00\x00\x00",
    ):
        b.add(f"not JSON: {text[:30]!r}", frame(text), Reply(None, PARSE))
    b.add("a number with more digits than Python reads", frame(b"1" * 5000), Reply(None, PARSE))


def _bad_envelopes(b: _Builder) -> None:
    for text in (b"[]", b"[1]", b'"text"', b"1", b"-1.5", b"null", b"true", b"false", b"{}"):
        b.add(f"not an object: {text!r}", frame(text), Reply(None, INVALID))
    batch = [b.symbols(), b.symbols()]
    b.add("a batch of two requests", frame(json.dumps(batch).encode()), Reply(None, INVALID))
    for jsonrpc in (_ABSENT, "1.0", 2.0, 2, None, "2.0 ", "", ["2.0"]):
        identifier = b.ids.next()
        body = b.symbols(identifier)
        if jsonrpc is _ABSENT:
            del body["jsonrpc"]
        else:
            body["jsonrpc"] = jsonrpc
        b.add(f"jsonrpc {jsonrpc!r}", frame(body), Reply(identifier, INVALID))
    for method in (5, None, [], {}, True, ["textDocument/documentSymbol"]):
        identifier = b.ids.next()
        body = b.symbols(identifier)
        body["method"] = method
        b.add(f"method {method!r}", frame(body), Reply(identifier, INVALID))
    b.add("a method that is not a string, no id", frame(notification(7)), Reply(None, INVALID))  # type: ignore[arg-type]
    for extra in ({}, {"params": {}}, {"params": {"textDocument": {"uri": b.skill}}}):
        identifier = b.ids.next()
        b.add(
            f"an id and no method, result or error {extra}",
            frame(message(id=identifier, **extra)),
            Reply(identifier, INVALID),
        )
    # Responses (to requests the server never sent): never answered.
    for name, body in (
        ("a result for no request", message(id=999_001, result=None)),
        ("an error for no request", message(id="nobody", error={"code": 1, "message": "x"})),
        ("a result and an error", message(id=999_002, result=1, error={"code": 1, "message": "x"})),
        ("an error that is not an error", message(id=999_003, error="bad")),
        ("an error without a code", message(id=999_004, error={"message": "x"})),
        ("a result without an id", message(result=[1, 2])),
        ("a result with a null id", message(id=None, result=1)),
        ("a result with an object id", message(id={"a": 1}, result=1)),
    ):
        b.add(f"response: {name}", frame(body))


def _ids(b: _Builder) -> None:
    for identifier in (
        0,
        -1,
        1,
        2**31,
        2**53 - 1,
        -(2**53 - 1),
        "",
        " ",
        "1",
        "0",
        "ид-✓-🙂",
        "a" * 1024,
        "\u0000",
        '"quoted"',
        "line\nbreak",
    ):
        b.add(f"id {identifier!r:.40}", frame(b.symbols(identifier)), Reply(identifier))
    for identifier in (1.5, 1.0, -0.0, 1e3, True, False, None, [], [1], {}, {"id": 1}):
        b.add(f"id {identifier!r}", frame(b.symbols(identifier)), Reply(None, INVALID))
    for identifier in (2**53, -(2**53), 10**30, "a" * 1025):
        b.add(f"id {identifier!r:.40}", frame(b.symbols(identifier)), Reply(None, INVALID))


def _methods(b: _Builder) -> None:
    for method in (
        "",
        " ",
        "textDocument/nothing",
        "textDocument/references",  # LSP's, but not offered
        "textDocument/formatting",
        "workspace/willRenameFiles",
        "$/unknown",
        "$/cancelRequest/",
        "TEXTDOCUMENT/HOVER",
        "textDocument/hover ",
        "initialize/",
        "../../etc/passwd",
        "method\u0000with\u0000nul",
        "é" * 300,
    ):
        identifier = b.ids.next()
        b.add(
            f"unknown request {method!r:.40}",
            frame(request(identifier, method, {})),
            Reply(identifier, NOT_FOUND),
        )
        b.add(f"unknown notification {method!r:.40}", frame(notification(method, {})))
    for method in ("$/progress", "$/logTrace", "$/whatever", "telemetry/event"):
        b.add(f"notification {method}", frame(notification(method, {"token": 1, "value": {}})))
    for method, params in (
        (
            "textDocument/didOpen",
            {"textDocument": {"uri": b.plain, "languageId": "markdown", "version": 1, "text": "x"}},
        ),
        ("textDocument/didChange", {}),
        ("textDocument/didClose", {"textDocument": {"uri": b.skill}}),  # must not close it
        ("initialized", {}),
        ("exit", None),  # must not end the server
        ("$/cancelRequest", {"id": 1}),
        ("$/setTrace", {"value": "off"}),
        ("workspace/didChangeConfiguration", {"settings": {}}),
        ("window/workDoneProgress/cancel", {"token": 1}),
    ):
        identifier = b.ids.next()
        b.add(
            f"notification {method} sent as a request",
            frame(request(identifier, method, params)),
            Reply(identifier, INVALID),
        )
    for method in (
        "textDocument/hover",
        "textDocument/documentSymbol",
        "textDocument/completion",
        "workspace/symbol",
        "shutdown",  # without an id: not a shutdown
        "initialize",
    ):
        b.add(
            f"request {method} sent as a notification",
            frame(notification(method, {"textDocument": {"uri": b.skill}})),
        )
    identifier = b.ids.next()
    b.add(
        "a second initialize",
        frame(
            request(
                identifier, "initialize", {"processId": None, "rootUri": None, "capabilities": {}}
            )
        ),
        Reply(identifier, INVALID),
    )


_POSITIONED = ("textDocument/hover", "textDocument/completion", "textDocument/definition")
_DOCUMENT = ("textDocument/documentSymbol", "textDocument/documentLink", "textDocument/diagnostic")
_OTHERS = (
    "textDocument/codeAction",
    "workspace/diagnostic",
    "workspace/symbol",
    "workspace/executeCommand",
)


def _params(b: _Builder) -> None:
    shapes: tuple[Any, ...] = (
        _ABSENT,
        None,
        [],
        [1, 2],
        "x",
        1,
        True,
        {},
        {"textDocument": 5},
        {"textDocument": {}},
        {"textDocument": None},
        {"textDocument": []},
        {"textDocument": {"url": b.skill}},
    )
    for method in _POSITIONED + _DOCUMENT + _OTHERS:
        for params in shapes:
            identifier = b.ids.next()
            b.add(
                f"{method} params {'absent' if params is _ABSENT else params!r:.40}",
                frame(request(identifier, method, params)),
                Reply(identifier, PARAMS),
            )
    document = {"uri": b.skill}
    for method in _POSITIONED:
        for position in (
            None,
            {},
            {"line": 1},
            {"character": 1},
            {"line": -1, "character": 0},
            {"line": 0, "character": -5},
            {"line": 2**40, "character": 0},
            {"line": [], "character": 0},
            {"line": {}, "character": 0},
            {"line": "1", "character": 0},
            {"line": 1.5, "character": 0},
            {"line": True, "character": 0},
            {"line": None, "character": 0},
        ):
            identifier = b.ids.next()
            b.add(
                f"{method} position {position!r}",
                frame(
                    request(identifier, method, {"textDocument": document, "position": position})
                ),
                Reply(identifier, PARAMS),
            )
    for method, extra in (
        ("workspace/symbol", {"query": 5}),
        ("workspace/symbol", {"query": None}),
        ("workspace/symbol", {"query": {}}),
        ("textDocument/documentSymbol", {"textDocument": {"uri": 5}}),
        ("textDocument/documentSymbol", {"textDocument": {"uri": [b.skill]}}),
        ("workspace/diagnostic", {"previousResultIds": "x"}),
        ("workspace/diagnostic", {"previousResultIds": [{"uri": 1}]}),
        ("workspace/executeCommand", {"command": "hermes.nothing"}),
        ("workspace/executeCommand", {"command": "x" * 100_000, "arguments": [1]}),
        ("workspace/executeCommand", {"command": []}),
        ("textDocument/codeAction", {"textDocument": document, "range": {}}),
        (
            "textDocument/codeAction",
            {
                "textDocument": document,
                "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                "context": {"diagnostics": "x"},
            },
        ),
    ):
        identifier = b.ids.next()
        b.add(
            f"{method} {extra!r:.50}",
            frame(request(identifier, method, extra)),
            Reply(identifier, PARAMS),
        )
    # Well-formed, but about a document never opened.
    for uri in (
        "file:///nowhere/SKILL.md",
        "untitled:x",
        "",
        "file:///\ud800/SKILL.md",
        "x" * 5000,
    ):
        identifier = b.ids.next()
        b.add(
            f"hover on {uri!r:.40}, never opened",
            frame(
                request(
                    identifier,
                    "textDocument/hover",
                    {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}},
                )
            ),
            Reply(identifier, PARAMS),
        )
    # Well-formed and odd: answered, without an error.
    for position, result in (
        ({"line": 10_000, "character": 0}, None),
        ({"line": 0, "character": 10_000}, None),
        ({"line": 4, "character": 2**31 - 1}, None),
    ):
        identifier = b.ids.next()
        b.add(
            f"hover far out at {position}",
            frame(
                request(
                    identifier,
                    "textDocument/hover",
                    {"textDocument": document, "position": position},
                )
            ),
            Reply(identifier, None, result),
        )


def _notifications(b: _Builder) -> None:
    plain = {"uri": b.plain}
    for method, params in (
        ("textDocument/didOpen", _ABSENT),
        ("textDocument/didOpen", None),
        ("textDocument/didOpen", {}),
        ("textDocument/didOpen", {"textDocument": {"uri": b.plain}}),
        (
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": b.plain,
                    "languageId": "markdown",
                    "version": "one",
                    "text": "x",
                }
            },
        ),
        (
            "textDocument/didOpen",
            {"textDocument": {"uri": 5, "languageId": [], "version": 1, "text": None}},
        ),
        (
            "textDocument/didChange",
            {
                "textDocument": {"uri": "file:///never/opened.md", "version": 2},
                "contentChanges": [{"text": "x"}],
            },
        ),
        (
            "textDocument/didChange",
            {"textDocument": {**plain, "version": 2}, "contentChanges": "x"},
        ),
        (
            "textDocument/didChange",
            {
                "textDocument": {**plain, "version": 3},
                "contentChanges": [
                    {
                        "range": {
                            "start": {"line": 900, "character": 0},
                            "end": {"line": 999, "character": 5},
                        },
                        "text": "far",
                    }
                ],
            },
        ),
        (
            "textDocument/didChange",
            {
                "textDocument": {**plain, "version": 4},
                "contentChanges": [
                    {
                        "range": {
                            "start": {"line": 0, "character": 5},
                            "end": {"line": 0, "character": 1},
                        },
                        "text": "backwards",
                    }
                ],
            },
        ),
        ("textDocument/didClose", {"textDocument": {"uri": "file:///never/opened.md"}}),
        ("textDocument/didClose", {}),
        ("workspace/didChangeConfiguration", {"settings": "x"}),
        (
            "workspace/didChangeConfiguration",
            {"settings": {"hermes": {"debounce": "soon", "profile": 7}}},
        ),
        ("workspace/didChangeConfiguration", {}),
        ("$/cancelRequest", _ABSENT),
        ("$/cancelRequest", {}),
        ("$/cancelRequest", {"id": []}),
        ("$/cancelRequest", {"id": "never-sent"}),
        ("$/cancelRequest", {"id": 999_999}),
        ("$/cancelRequest", {"id": "x" * 5000}),
        ("$/setTrace", {"value": "loud"}),
        ("$/setTrace", {}),
        ("initialized", {}),  # a second one: ignored
        ("window/workDoneProgress/cancel", {"token": []}),
        ("workspace/didChangeWorkspaceFolders", {}),
        ("workspace/didChangeWorkspaceFolders", {"event": {"added": [{"uri": 1}], "removed": "x"}}),
        ("notebookDocument/didOpen", {"notebookDocument": {}}),
    ):
        b.add(
            f"notification {method} {'' if params is _ABSENT else params!r:.50}",
            frame(notification(method, params)),
        )


def _nested(depth: int, leaf: Any = 1) -> str:
    return "[" * depth + json.dumps(leaf) + "]" * depth


def _nesting(b: _Builder) -> None:
    head = '{"jsonrpc": "2.0", "id": %d, "method": "textDocument/hover", "params": '
    for depth in (100_000, 5_000):
        identifier = b.ids.next()
        body = (head % identifier + _nested(depth) + "}").encode()
        b.add(f"params nested {depth} deep", frame(body), Reply(None, PARSE))
    objects = '{"a": ' * 50_000 + "1" + "}" * 50_000
    b.add("objects nested 50000 deep", frame(objects.encode()), Reply(None, PARSE))
    for depth in (20, 200, 600):
        identifier = b.ids.next()
        body = (head % identifier + _nested(depth) + "}").encode()
        b.add(f"params nested {depth} deep, still JSON", frame(body), Reply(identifier, PARAMS))
    deep_list: Any = 1
    deep_settings: Any = {}
    for _ in range(300):
        deep_list, deep_settings = [deep_list], {"hermes": deep_settings}
    identifier = b.ids.next()
    position = {"line": deep_list, "character": 0}
    b.add(
        "a position nested 300 deep",
        frame(
            request(
                identifier,
                "textDocument/hover",
                {"textDocument": {"uri": b.skill}, "position": position},
            )
        ),
        Reply(identifier, PARAMS),
    )
    b.add(
        "settings nested 300 deep",
        frame(notification("workspace/didChangeConfiguration", {"settings": deep_settings})),
    )
    b.add("an id nested deep", frame(request(deep_list, "shutdown")), Reply(None, INVALID))


def _utf8(b: _Builder) -> None:
    for bad in (
        b"\xff",
        b"\xc0\xaf",
        b"\xed\xa0\x80",
        b"\xe2\x82",
        b"\xf8\x88\x80\x80\x80",
        b"\x80",
        b"\xf4\x90\x80\x80",
    ):
        identifier = b.ids.next()
        body = _raw(b.symbols(identifier))[:-1] + b', "x": "' + bad + b'"}'
        b.add(f"not UTF-8 in a request: {bad!r}", frame(body), Reply(identifier, PARSE))
    b.add("not UTF-8 before the JSON", frame(b"\xff" + _raw(b.symbols())), Reply(None, PARSE))
    b.add(
        "not UTF-8 in a notification",
        frame(
            _raw(
                notification(
                    "textDocument/didOpen",
                    {
                        "textDocument": {
                            "uri": b.plain,
                            "languageId": "markdown",
                            "version": 9,
                            "text": "a",
                        }
                    },
                )
            ).replace(b'"a"', b'"\xfe\xff"')
        ),
        Reply(None, PARSE),
    )
    b.add(
        "a byte-order mark before the JSON",
        frame(b"\xef\xbb\xbf" + _raw(b.symbols())),
        Reply(None, PARSE),
    )
    identifier = b.ids.next()
    body = _raw(b.symbols(identifier))[:-1] + b', "x": "\\ud800 \\udfff"}'
    b.add("lone surrogate escapes (JSON, valid UTF-8)", frame(body), Reply(identifier))


def _lengths(b: _Builder) -> None:
    def body_of(identifier: int) -> bytes:
        return _raw(b.symbols(identifier))

    n = b.ids.next
    i = n()
    b.add(
        "no Content-Length (Content-Type only)",
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + body_of(i),
        Reply(i, INVALID),
    )
    i = n()
    b.add("no headers at all", body_of(i), Reply(i, INVALID))
    i, j = n(), n()
    b.add(
        "newline-delimited JSON, no headers",
        body_of(i) + b"\n" + body_of(j) + b"\n",
        Reply(i, INVALID),
        Reply(j, INVALID),
    )
    for value in (
        b"abc",
        b"-5",
        b"+5",
        b"5.0",
        b"0x10",
        b"",
        b"\xd9\xa3",
        b"1 2",
        b"9" * 25,
        b"12abc",
    ):
        i = n()
        b.add(
            f"Content-Length {value!r}",
            b"Content-Length: " + value + b"\r\n\r\n" + body_of(i),
            Reply(i, INVALID),
        )
    i = n()
    data = body_of(i)
    b.add(
        "Content-Length twice, the same",
        b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (len(data), len(data)) + data,
        Reply(i),
    )
    i = n()
    data = body_of(i)
    b.add(
        "Content-Length twice, different",
        b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (len(data), len(data) + 1) + data,
        Reply(i, INVALID),
    )
    i = n()
    b.add(
        "Content-Length larger than the body, the next message follows",
        b"Content-Length: 5000\r\n\r\n" + body_of(i),
        Reply(i, INVALID),
    )
    i = n()
    b.add(
        "Content-Length larger than the body, then a line break",
        b"Content-Length: 5000\r\n\r\n" + body_of(i) + b"\r\n",
        Reply(i, INVALID),
    )
    i = n()
    b.add(
        "Content-Length larger than the body, and the client waits",
        b"Content-Length: 5000\r\n\r\n" + body_of(i),
        Reply(i, INVALID),
        alone=True,
    )
    i = n()
    b.add(
        "no Content-Length, and the client waits",
        b"X-Note: none\r\n\r\n" + body_of(i),
        Reply(i, INVALID),
        alone=True,
    )
    i = n()
    b.add(
        "Content-Length smaller than the body",
        b"Content-Length: 20\r\n\r\n" + body_of(i),
        Reply(None, PARSE),
    )
    b.add("Content-Length 0", b"Content-Length: 0\r\n\r\n", Reply(None, PARSE))
    i = n()
    b.add(
        "Content-Length 0, then a body",
        b"Content-Length: 0\r\n\r\n" + body_of(i),
        Reply(None, PARSE),
        Reply(i, INVALID),
    )


def _header_lines(b: _Builder) -> None:
    def body_of(identifier: int) -> bytes:
        return _raw(b.symbols(identifier))

    n = b.ids.next
    for name, header in (("lower case", b"content-length"), ("upper case", b"CONTENT-LENGTH")):
        i = n()
        data = body_of(i)
        b.add(f"header name in {name}", header + b": %d\r\n\r\n" % len(data) + data, Reply(i))
    i = n()
    data = body_of(i)
    b.add("LF line endings", b"Content-Length: %d\n\n" % len(data) + data, Reply(i))
    for name, line in (
        ("no space", b"Content-Length:%d"),
        ("spaces", b"Content-Length:   %d  "),
        ("a tab", b"Content-Length:\t%d"),
    ):
        i = n()
        data = body_of(i)
        b.add(f"header with {name}", line % len(data) + b"\r\n\r\n" + data, Reply(i))
    for extra in (
        b"X-Foo: bar\r\n",
        b"Content-Type: application/json; charset=latin-1\r\n",
        b"Content-Type: text/plain\r\nX-Other:\r\n",
    ):
        i = n()
        data = body_of(i)
        b.add(
            f"extra header {extra!r:.40}",
            extra + b"Content-Length: %d\r\n\r\n" % len(data) + data,
            Reply(i),
        )
    i = n()
    data = body_of(i)
    b.add(
        "a header line without a colon",
        b"Content-Length: %d\r\nnonsense\r\n\r\n" % len(data) + data,
        Reply(i, INVALID),
    )
    i = n()
    data = body_of(i)
    b.add(
        "a header line of 10 KB",
        b"Content-Length: %d\r\nX-Pad: " % len(data) + b"a" * 10_000 + b"\r\n\r\n" + data,
        Reply(i, INVALID),
    )
    i = n()
    data = body_of(i)
    b.add(
        "80 KB of headers",
        b"".join(b"X-Pad-%d: %s\r\n" % (k, b"p" * 4000) for k in range(20))
        + b"Content-Length: %d\r\n\r\n" % len(data)
        + data,
        Reply(i, INVALID),
    )
    i = n()
    data = body_of(i)
    b.add(
        "a Content-Length line of 10 KB",
        b"Content-Length: " + b"0" * 10_000 + b"%d\r\n\r\n" % len(data) + data,
        Reply(i, INVALID),
    )
    i = n()
    data = body_of(i)
    b.add(
        "no empty line after the headers",
        b"Content-Length: %d\r\n" % len(data) + data,
        Reply(i, INVALID),
    )
    for noise in (
        b"hello\r\n",
        b"\x00\xff\xfe",
        b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
        b"z" * 100_000,
        b"\r\n\r\n\r\n",
        b"  \t  ",
        b"Content-Length\r\n",
        bytes(range(256)),
    ):
        i = n()
        b.add(f"noise {noise[:20]!r} before a message", noise + frame(b.symbols(i)), Reply(i))
    i = n()
    b.add(
        "a header block without a length, then a message",
        b"X-Foo: 1\r\n\r\n" + frame(b.symbols(i)),
        Reply(None, INVALID),
        Reply(i),
    )


def _generated(b: _Builder) -> None:
    rng = b.random
    template = _raw(
        request(
            0,
            "textDocument/hover",
            {"textDocument": {"uri": b.skill}, "position": {"line": 1, "character": 3}},
        )
    )
    for _ in range(40):  # JSON cut short: never JSON
        cut = rng.randrange(1, len(template))
        b.add(f"cut at {cut}", frame(template[:cut]), Reply(None, PARSE))
    mangled = 0
    while mangled < 40:  # an ASCII byte inserted where it breaks the JSON
        at = rng.randrange(0, len(template))
        data = template[:at] + bytes([rng.choice(b"{}[]:,\"'\\x0\x01\x7f")]) + template[at:]
        try:
            json.loads(data)
        except ValueError:
            b.add(f"mangled at {at}", frame(data), Reply(None, PARSE))
            mangled += 1
    for _ in range(25):
        name = "".join(
            rng.choice(string.ascii_letters + "/$_-.") for _ in range(rng.randrange(1, 40))
        )
        identifier = b.ids.next()
        b.add(
            f"random method {name}",
            frame(request(identifier, "x/" + name, {"a": 1})),
            Reply(identifier, NOT_FOUND),
        )
    for _ in range(25):
        if rng.random() < 0.5:
            identifier: Any = rng.randrange(-(2**53 - 1), 2**53)
        else:
            identifier = "".join(
                chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(0, 60))
            )
        b.add(f"random id {identifier!r:.30}", frame(b.symbols(identifier)), Reply(identifier))


def huge_cases(skill_uri: str, plain_uri: str) -> list[Case]:
    """Bodies of tens of megabytes, below the server's 64 MiB limit."""
    b = _Builder(skill_uri, plain_uri)
    b.ids.counter = 900_000
    i = b.ids.next()
    b.add("a 20 MB method name", frame(request(i, "x" * 20_000_000, {})), Reply(i, NOT_FOUND))
    b.add("a 20 MB id", frame(b.symbols("y" * 20_000_000)), Reply(None, INVALID))
    i = b.ids.next()
    b.add(
        "a 20 MB uri",
        frame(
            request(
                i,
                "textDocument/hover",
                {
                    "textDocument": {"uri": "file:///" + "u" * 20_000_000},
                    "position": {"line": 0, "character": 0},
                },
            )
        ),
        Reply(i, PARAMS),
    )
    b.add(
        "a 30 MB document opened (not a skill)",
        frame(
            notification(
                "textDocument/didOpen",
                {
                    "textDocument": {
                        "uri": plain_uri + ".big.md",
                        "languageId": "markdown",
                        "version": 1,
                        "text": "word " * 6_000_000,
                    }
                },
            )
        ),
    )
    b.add(
        "closing it",
        frame(
            notification("textDocument/didClose", {"textDocument": {"uri": plain_uri + ".big.md"}})
        ),
    )
    return b.out


def oversized_cases(skill_uri: str, plain_uri: str) -> list[Case]:
    """Bodies above the server's 64 MiB limit: refused unread, the stream kept."""
    b = _Builder(skill_uri, plain_uri)
    b.ids.counter = 950_000
    b.add(
        "70 MB of noise framed as one body",
        b"Content-Length: %d\r\n\r\n" % 70_000_000 + b"z" * 70_000_000,
        Reply(None, INVALID),
    )
    text = json.dumps(
        notification(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": plain_uri + ".huge.md",
                    "languageId": "markdown",
                    "version": 1,
                    "text": "a" * 70_000_000,
                }
            },
        )
    ).encode()
    b.add("a 70 MB didOpen", frame(text), Reply(None, INVALID))
    i = b.ids.next()
    body = _raw(b.symbols(i))
    b.add(
        "a 70 MB body of a request",
        b"Content-Length: %d\r\n\r\n" % (70_000_000 + len(body)) + body + b" " * 70_000_000,
        Reply(None, INVALID),
    )
    return b.out

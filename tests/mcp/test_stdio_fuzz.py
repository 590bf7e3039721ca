"""A deterministic fuzz of ``hermes mcp`` on stdio: a few hundred hostile lines (bad
JSON, invalid UTF-8, deep nesting, huge lines, bad envelopes, every kind of id, unknown
methods, wrong params for every method and for every tool, stray notifications and
responses, the other era's messages) against a real subprocess, in both protocol eras.

Each case has one exact expected outcome: an error with its code and id, a tool's
error result, a result, or nothing at all. After each case a valid ``tools/list``
must still be answered, and the case must have got exactly the answers it expects
(one per request with an id, none for the rest); every line on stdout is a JSON-RPC
message, every error short; the server's peak memory stays bounded (``/proc``).
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from mcp_types import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    UNSUPPORTED_PROTOCOL_VERSION,
)

from hermes_mcp.bounds import MAX_MESSAGE
from hermes_mcp.stdio import MAX_LINE
from tests.mcp.home import McpHome
from tests.mcp.stdio_server import LEGACY, META, MODERN, RawServer, hermes_stdio, initialize

SEED = 20261201
PEAK_GROWTH = 64 * 1024 * 1024
"""Bytes the server's peak resident memory may grow by over the whole run (measured:
12 to 19 MiB, the 4 MiB lines included)."""
MAX_ERROR_LINE = 4096


@dataclass(frozen=True)
class Error:
    code: int
    id: Any


@dataclass(frozen=True)
class ToolError:
    id: Any


@dataclass(frozen=True)
class Result:
    id: Any


@dataclass(frozen=True)
class Silent:
    pass


Expect = Error | ToolError | Result | Silent


@dataclass(frozen=True)
class Case:
    kind: str
    line: bytes
    expect: Expect


class Cases:
    """The cases of one era, built from one seeded random source."""

    def __init__(self, era: str, rng: random.Random, tools: list[dict[str, Any]]) -> None:
        self.era = era
        self.rng = rng
        self.tools = tools
        self._ids = itertools.count(1)

    # -- building blocks

    def new_id(self) -> int | str:
        number = next(self._ids)
        return number if self.rng.random() < 0.5 else f"case-{number}"

    def params(self, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """``params`` with the 2026-07-28 envelope, in that era."""
        params = dict(params or {})
        if self.era == MODERN:
            params["_meta"] = META
        return params

    def request(
        self, method: str, params: dict[str, Any] | None = None, **fields: Any
    ) -> dict[str, Any]:
        message = {"jsonrpc": "2.0", "id": self.new_id(), "method": method, **fields}
        message["params"] = self.params(params)
        return message

    def live_method(self) -> str:
        """A method that answers with a result in this era."""
        return "ping" if self.era == LEGACY else "server/discover"

    @staticmethod
    def line(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False).encode()

    def case(self, kind: str, value: Any, expect: Expect) -> Case:
        return Case(kind, value if isinstance(value, bytes) else self.line(value), expect)

    # -- the kinds

    def bad_json(self, count: int) -> Iterator[Case]:
        breakers: list[Callable[[str], str]] = [
            lambda text: text[: self.rng.randrange(1, len(text) - 1)],
            lambda text: text[:-1] + ",}",
            lambda text: text.replace('"', "'", 2),
            lambda text: text.replace('"jsonrpc"', "jsonrpc"),
            lambda text: "// a comment\t" + text,
            lambda text: text + text,
            lambda text: "".join(self.rng.choice("{}[]:,\"'\\ abc019") for _ in range(40)),
            lambda text: text.replace(":", "=", 1),
            lambda text: "{" + text,
            lambda text: text.replace("2.0", "2.0.0", 1),
        ]
        made = 0
        while made < count:
            text = json.dumps(self.request(self.live_method(), {"x": self.rng.random()}))
            broken = self.rng.choice(breakers)(text)
            if not broken.strip():
                continue
            try:
                json.loads(broken)
            except ValueError:
                made += 1
                yield self.case("bad json", broken.encode(), Error(PARSE_ERROR, None))

    def bad_utf8(self, count: int) -> Iterator[Case]:
        sequences = [b"\xff", b"\xfe", b"\xc3", b"\xc0\x80", b"\xed\xa0\x80", b"\x80", b"\xf5\x80"]
        for _ in range(count):
            bad = self.rng.choice(sequences)
            where = self.rng.choice(["value", "key", "outside"])
            head = b'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {'
            body = {
                "value": b'"x": "a' + bad + b'b"}}',
                "key": b'"' + bad + b'": 1}}',
                "outside": b'"x": 1}}' + bad,
            }[where]
            yield self.case("bad utf-8", head + body, Error(PARSE_ERROR, None))

    def deep(self) -> Iterator[Case]:
        for depth in (200, 201, 500, 5_000, 100_000):
            opener, closer = self.rng.choice([("[", "]"), ('{"a": ', "}")])
            request = self.request(self.live_method())
            text = (
                json.dumps(request)[:-1]
                + ', "deep": '
                + opener * depth
                + "1"
                + closer * depth
                + "}"
            )
            yield self.case("deep nesting", text.encode(), Error(PARSE_ERROR, None))
        yield self.case("deep nesting", b"[" * 300_000, Error(PARSE_ERROR, None))
        for depth in (10, 100, 150):  # deep, still parsed: served
            request = self.request(
                self.live_method(), {"deep": json.loads("[" * depth + "]" * depth)}
            )
            yield self.case("nesting within bounds", request, Result(request["id"]))

    def huge(self) -> Iterator[Case]:
        request = self.request(self.live_method(), {"x": "y" * MAX_LINE})
        yield self.case("line past the limit", request, Error(INVALID_REQUEST, None))
        request = self.request(self.live_method(), {"x": "y" * (2 * 1024 * 1024)})
        yield self.case("huge line within the limit", request, Result(request["id"]))
        request = self.request("m" * 1_000_000)
        yield self.case("huge method name", request, Error(METHOD_NOT_FOUND, request["id"]))
        request = {**self.request(self.live_method()), "id": "i" * 1_000_000}
        yield self.case("huge id", request, Error(INVALID_REQUEST, None))

    def not_objects(self) -> Iterator[Case]:
        for value in (5, -1.5, "ping", None, True, False, [], [1, 2], [self.request("ping")], [[]]):
            yield self.case("not an object", value, Error(INVALID_REQUEST, None))

    def bad_envelopes(self) -> Iterator[Case]:
        for jsonrpc in ("1.0", 2.0, 2, None, "2", "", ["2.0"]):
            request = {**self.request(self.live_method()), "jsonrpc": jsonrpc}
            yield self.case("bad jsonrpc", request, Error(INVALID_REQUEST, request["id"]))
        request = self.request(self.live_method())
        del request["jsonrpc"]
        yield self.case("no jsonrpc", request, Error(INVALID_REQUEST, request["id"]))
        for method in (5, None, [], {}, True, 1.5, ["ping"]):
            request = {**self.request("ping"), "method": method}
            yield self.case("bad method", request, Error(INVALID_REQUEST, request["id"]))
        request = self.request("ping")
        del request["method"]
        yield self.case("no method", request, Error(INVALID_REQUEST, request["id"]))
        for params in ([], [1], "x", 5, True, 1.5):
            request = {**self.request("ping"), "params": params}
            yield self.case("bad params", request, Error(INVALID_REQUEST, request["id"]))
        for method, params in ((5, {}), (None, None), ("ping", [1]), ("x", "y")):
            notification = {"jsonrpc": "2.0", "method": method, "params": params}
            yield self.case("bad notification", notification, Error(INVALID_REQUEST, None))
        yield self.case("empty object", {}, Error(INVALID_REQUEST, None))
        yield self.case("only an id", {"id": 77}, Error(INVALID_REQUEST, 77))

    def ids(self) -> Iterator[Case]:
        usable: list[int | str] = [
            0,
            -1,
            2**63 - 1,
            -(2**63) + 1,
            self.rng.randrange(-(2**31), 2**31),
            "",
            "ид-✓-" + str(self.rng.random()),
            "s" * 256,
            " ",
        ]
        for request_id in usable:
            request = {**self.request(self.live_method()), "id": request_id}
            yield self.case("usable id", request, Result(request_id))
        unusable: list[Any] = [
            1.5,
            1.0,
            -0.0,
            1e3,
            True,
            False,
            None,
            {},
            {"id": 1},
            [],
            [1],
            2**63,
            -(2**63),
            2**100,
            "s" * 257,
        ]
        for request_id in unusable:
            request = {**self.request(self.live_method()), "id": request_id}
            yield self.case("unusable id", request, Error(INVALID_REQUEST, None))

    def unknown_methods(self, count: int) -> Iterator[Case]:
        alphabet = "abcxyz/_.-$ABC019é✓"
        names = ["", "rpc.discover", "tools/list/", "TOOLS/LIST", "tools", "/", "prompts/list "]
        names += [
            "".join(self.rng.choice(alphabet) for _ in range(self.rng.randrange(1, 40)))
            for _ in range(count)
        ]
        for name in names:
            request = self.request(name)
            yield self.case("unknown method", request, Error(METHOD_NOT_FOUND, request["id"]))

    def wrong_method_params(self) -> Iterator[Case]:
        table: list[tuple[str, dict[str, Any]]] = [
            ("tools/list", {"cursor": 5}),
            ("tools/call", {}),
            ("tools/call", {"name": 5}),
            ("tools/call", {"name": "skills_list", "arguments": [1]}),
            ("tools/call", {"name": "skills_list", "arguments": "x"}),
            ("tools/call", {"name": "no_such_tool_" + str(self.rng.random()), "arguments": {}}),
            ("prompts/list", {"cursor": 5}),
            ("prompts/get", {}),
            ("prompts/get", {"name": 5}),
            ("prompts/get", {"name": "alpha", "arguments": [1]}),
            ("prompts/get", {"name": "alpha", "arguments": {"instruction": 5}}),
            ("prompts/get", {"name": "no-such-prompt"}),
            ("resources/list", {"cursor": []}),
            ("resources/templates/list", {"cursor": {}}),
            ("resources/read", {}),
            ("resources/read", {"uri": 5}),
            ("resources/read", {"uri": "nope://x"}),
            ("resources/read", {"uri": "skill://no-such-skill"}),
            ("completion/complete", {}),
            ("completion/complete", {"ref": {"type": "ref/prompt", "name": "alpha"}}),
            (
                "completion/complete",
                {"ref": {"type": "bogus"}, "argument": {"name": "a", "value": "b"}},
            ),
        ]
        if self.era == LEGACY:
            table += [
                ("initialize", {}),
                ("initialize", {"protocolVersion": 5}),
                ("resources/subscribe", {}),
                ("resources/subscribe", {"uri": 5}),
                ("resources/unsubscribe", {}),
                ("logging/setLevel", {"level": "loud"}),
                ("logging/setLevel", {}),
                ("ping", {"_meta": "x"}),
            ]
        else:
            table += [("subscriptions/listen", {"x": 1})]
        for method, params in table:
            request = self.request(method, params)
            yield self.case("wrong params", request, Error(INVALID_PARAMS, request["id"]))

    def wrong_tool_arguments(self) -> Iterator[Case]:
        for tool in self.tools:
            schema = tool["inputSchema"]
            properties: dict[str, Any] = schema.get("properties", {})
            required = schema.get("required", [])
            if required:
                kept = {name: _value_of(properties[name]) for name in required[1:]}
                yield self._tool_call(tool["name"], kept)  # the first required one missing
            names = sorted(properties)
            for name in self.rng.sample(names, min(3, len(names))):
                wrong = _wrong_value(properties[name], self.rng)
                if wrong is not _NONE:
                    yield self._tool_call(tool["name"], {name: wrong})

    def _tool_call(self, name: str, arguments: dict[str, Any]) -> Case:
        request = self.request("tools/call", {"name": name, "arguments": arguments})
        return self.case(f"wrong arguments for {name}", request, ToolError(request["id"]))

    def notifications(self) -> Iterator[Case]:
        for method, params in (
            ("notifications/whatever", {}),
            ("notifications/cancelled", {"requestId": "nope"}),
            ("notifications/cancelled", {"requestId": {}}),
            ("notifications/cancelled", {}),
            ("notifications/progress", {"progressToken": "t", "progress": "x"}),
            ("notifications/roots/list_changed", {"x": [1]}),
            ("notifications/initialized", {}),
            ("tools/list", {}),
            ("tools/call", {"name": "agent_ask", "arguments": {"prompt": "hi"}}),
            ("", {}),
            ("m" * 100_000, {}),
        ):
            notification = {"jsonrpc": "2.0", "method": method, "params": self.params(params)}
            yield self.case("notification", notification, Silent())

    def responses(self) -> Iterator[Case]:
        for response in (
            {"jsonrpc": "2.0", "id": 424242, "result": {}},
            {"jsonrpc": "2.0", "id": "nobody-asked", "result": {"x": 1}},
            {"jsonrpc": "2.0", "id": 5, "error": {"code": -1, "message": "no"}},
            {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}},
            {"jsonrpc": "2.0", "id": 6, "result": 5},
            {"jsonrpc": "2.0", "id": 7, "error": "bad"},
            {"jsonrpc": "2.0", "id": 1.5, "result": {}},
            {"id": 8, "result": {}},
            {"jsonrpc": "2.0", "result": {}},
        ):
            yield self.case("response", response, Silent())

    def other_era(self) -> Iterator[Case]:
        if self.era == LEGACY:
            for method in ("tools/list", "ping", "server/discover", "prompts/list"):
                request = self.request(method, {"_meta": META})
                yield self.case("modern on legacy", request, Error(INVALID_REQUEST, request["id"]))
            return
        for params in ({}, initialize()["params"], {"protocolVersion": MODERN}):
            request = self.request("initialize", params)
            yield self.case(
                "initialize on modern", request, Error(UNSUPPORTED_PROTOCOL_VERSION, request["id"])
            )
        for meta in (
            None,
            5,
            {},
            {"io.modelcontextprotocol/protocolVersion": MODERN},
            {
                "io.modelcontextprotocol/protocolVersion": 5,
                "io.modelcontextprotocol/clientCapabilities": {},
            },
        ):
            request = {"jsonrpc": "2.0", "id": self.new_id(), "method": "tools/list"}
            if meta is not None:
                request["params"] = {"_meta": meta}
            yield self.case("bad envelope on modern", request, Error(INVALID_PARAMS, request["id"]))
        for version in ("1999-01-01", LEGACY, "2026-07-28x"):
            meta = {**META, "io.modelcontextprotocol/protocolVersion": version}
            request = {
                "jsonrpc": "2.0",
                "id": self.new_id(),
                "method": "tools/list",
                "params": {"_meta": meta},
            }
            yield self.case(
                "unsupported version", request, Error(UNSUPPORTED_PROTOCOL_VERSION, request["id"])
            )

    def all(self) -> list[Case]:
        cases = [
            *self.bad_json(30),
            *self.bad_utf8(12),
            *self.deep(),
            *self.huge(),
            *self.not_objects(),
            *self.bad_envelopes(),
            *self.ids(),
            *self.unknown_methods(10),
            *self.wrong_method_params(),
            *self.wrong_tool_arguments(),
            *self.notifications(),
            *self.responses(),
            *self.other_era(),
        ]
        self.rng.shuffle(cases)
        return cases


_NONE = object()
_CANDIDATES: list[tuple[Any, set[str]]] = [
    # A wrong value, and the schema types it would be valid for (pydantic's lax mode
    # reads "5" as an integer, so every string here is non-numeric).
    (5, {"integer", "number"}),
    ("five", {"string"}),
    ([1], {"array"}),
    ({"a": 1}, {"object"}),
]


def _types(schema: dict[str, Any]) -> set[str]:
    if "$ref" in schema:
        return {"object"}
    if "anyOf" in schema:
        return set().union(*(_types(option) for option in schema["anyOf"]))
    kind = schema.get("type")
    if isinstance(kind, list):
        return set(kind)
    return {kind} if isinstance(kind, str) else set()


def _wrong_value(schema: dict[str, Any], rng: random.Random) -> Any:
    allowed = _types(schema)
    if not allowed:  # any value is valid
        return _NONE
    wrong = [value for value, valid_for in _CANDIDATES if not valid_for & allowed]
    if "boolean" in allowed:
        wrong = [value for value in wrong if value != 5]  # pydantic: 0 and 1 are booleans
    return rng.choice(wrong) if wrong else _NONE


def _value_of(schema: dict[str, Any]) -> Any:
    """A value of the right type for a required argument kept while another is missing."""
    allowed = _types(schema)
    for kind, value in (("string", "x"), ("integer", 1), ("number", 1), ("boolean", False)):
        if kind in allowed:
            return value
    return [] if "array" in allowed else {}


def _memory(pid: int) -> dict[str, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0]) * 1024
    return fields


async def _open(server: RawServer, era: str) -> list[dict[str, Any]]:
    """Open the connection in ``era``; the tools it lists."""
    if era == LEGACY:
        assert (await server.request(initialize(0)))["result"]["protocolVersion"] == LEGACY
        await server.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        params: dict[str, Any] = {}
    else:
        params = {"_meta": META}
    listed = await server.request(
        {"jsonrpc": "2.0", "id": "tools", "method": "tools/list", "params": params}
    )
    return list(listed["result"]["tools"])


def _check(case: Case, answer: dict[str, Any], line: bytes) -> None:
    expect = case.expect
    where = f"{case.kind}: {case.line[:120]!r} -> {line[:300]!r}"
    if isinstance(expect, Error):
        assert set(answer) == {"jsonrpc", "id", "error"}, where
        assert answer["error"]["code"] == expect.code, where
        assert isinstance(answer["error"]["message"], str), where
        assert len(answer["error"]["message"]) <= MAX_MESSAGE, where
        assert len(line) <= MAX_ERROR_LINE, where
    elif isinstance(expect, ToolError):
        assert answer.get("result", {}).get("isError") is True, where
        assert len(line) <= MAX_ERROR_LINE, where
    else:
        assert "result" in answer, where
        assert not answer["result"].get("isError"), where


@pytest.mark.parametrize("era", [LEGACY, MODERN])
async def test_hostile_lines_each_get_exactly_their_answer_and_the_server_serves_on(
    home: McpHome, era: str
):
    async with hermes_stdio(home.home) as server:
        tools = await _open(server, era)
        assert len(tools) >= 10
        cases = Cases(era, random.Random(f"{SEED}-{era}"), tools).all()
        assert len(cases) >= 150
        baseline = _memory(server.process.pid)["VmRSS"]
        alive = {
            "jsonrpc": "2.0",
            "method": "tools/list",
            "params": {"_meta": META} if era == MODERN else {},
        }
        for number, case in enumerate(cases):
            await server.send(case.line)
            alive_id = f"alive-{number}"
            await server.send({**alive, "id": alive_id})
            waiting = {_key(alive_id)}
            if not isinstance(case.expect, Silent):
                waiting.add(_key(case.expect.id))
            while waiting:
                answer = await server.answer()
                if "method" in answer:  # a notification of the server's own
                    assert "id" not in answer, answer
                    continue
                key = _key(answer.get("id"))
                assert key in waiting, (
                    f"unexpected answer to {case.kind}: {server.stdout_lines[-1][:300]!r}"
                )
                waiting.remove(key)
                if key == _key(alive_id):
                    assert len(answer["result"]["tools"]) == len(tools)
                else:
                    _check(case, answer, server.stdout_lines[-1])
        memory = _memory(server.process.pid)
        status, rest = await server.close()
    assert status == 0, server.log()[-3000:]
    assert rest == b""
    assert memory["VmHWM"] - baseline < PEAK_GROWTH, memory
    assert "Traceback" not in server.log()


def _key(request_id: Any) -> str:
    """An id as a set key: 1, "1" and True stay apart."""
    return json.dumps(request_id)

"""POST bodies that are no JSON-RPC message, sent to a real ``hermes mcp --http``:
answered as on stdio (-32700 or -32600, with the request's id where usable), in both
eras, where the SDK answered the handshake era with -32602 and pydantic's text of the
body, or took a request with an id like 1.5 for a notification (202, never answered)."""

from __future__ import annotations

import json

import httpx
import pytest

from hermes_mcp.stdio import MAX_LINE
from tests.mcp.home import McpHome
from tests.mcp.http_server import INITIALIZE, META, TIMEOUT, hermes_http

BODIES: list[tuple[bytes, int, object]] = [
    (b"not json", -32700, None),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "ping"', -32700, None),
    (b'{"jsonrpc": "2.0", "id": "\xff", "method": "ping"}', -32700, None),
    (b"[" * 1000, -32700, None),
    (b"[]", -32600, None),
    (b"5", -32600, None),
    (b'{"jsonrpc": "2.0", "id": 3, "method": 5}', -32600, 3),
    (b'{"jsonrpc": "1.0", "id": "four", "method": "ping"}', -32600, "four"),
    (b'{"jsonrpc": "2.0", "id": 6, "method": "ping", "params": [1]}', -32600, 6),
    (b'{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}', -32600, None),
    (b'{"jsonrpc": "2.0", "id": null, "method": "ping"}', -32600, None),
    (b'{"jsonrpc": "2.0", "id": true, "method": "tools/list"}', -32600, None),
    (b'{"jsonrpc": "2.0", "id": 7, "result": 5}', -32600, 7),
]


@pytest.mark.parametrize("version", [None, "2026-07-28"])
async def test_a_body_that_is_no_message_gets_the_error_saying_why(
    home: McpHome, version: str | None
):
    async with (
        hermes_http(home.home, "--http", "127.0.0.1:0") as served,
        httpx.AsyncClient(timeout=TIMEOUT) as http,
    ):
        headers = served.headers()
        if version is not None:
            headers["MCP-Protocol-Version"] = version
        for body, code, request_id in BODIES:
            answer = await http.post(served.url, content=body, headers=headers)
            assert answer.status_code == 400, body
            assert answer.json()["id"] == request_id, body
            assert answer.json()["error"]["code"] == code, body
            assert len(answer.content) < 1000
        # The server serves on, both eras.
        assert (await http.post(served.url, json=INITIALIZE, headers=served.headers())).is_success
        discover = {
            "jsonrpc": "2.0",
            "id": 9,
            "method": "server/discover",
            "params": {"_meta": META},
        }
        modern = {
            **served.headers(),
            "MCP-Protocol-Version": "2026-07-28",
            "Mcp-Method": "server/discover",
        }
        assert (
            await http.post(served.url, content=json.dumps(discover), headers=modern)
        ).is_success
        assert (await served.stop())[0] == 0
    assert "Traceback" not in served.log()


async def test_a_body_past_the_limit_gets_413_whether_declared_or_streamed(home: McpHome):
    async with (
        hermes_http(home.home, "--http", "127.0.0.1:0") as served,
        httpx.AsyncClient(timeout=TIMEOUT) as http,
    ):
        big = (
            b'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"x": "'
            + b"y" * MAX_LINE
            + b'"}}'
        )
        declared = await http.post(served.url, content=big, headers=served.headers())

        async def chunks():  # no Content-Length: chunked, counted as it comes
            for start in range(0, len(big), 65536):
                yield big[start : start + 65536]

        streamed = await http.post(served.url, content=chunks(), headers=served.headers())
        for answer in (declared, streamed):
            assert answer.status_code == 413
            assert answer.json()["error"]["code"] == -32600
            assert answer.json()["id"] is None
        assert (await http.post(served.url, json=INITIALIZE, headers=served.headers())).is_success
        assert (await served.stop())[0] == 0

"""Slow and surplus connections against a real ``hermes mcp --http`` subprocess, over
real sockets: a client that sends its request a byte at a time is closed once the
request deadline (``--read-timeout``) passes, while a normal client is served; past
``--max-connections`` the connection waiting longest for a request makes room, and
when every connection is serving a request a new one gets 503."""

from __future__ import annotations

import asyncio
import json
from contextlib import suppress

import anyio
import httpx
import pytest

from tests.mcp.home import McpHome
from tests.mcp.http_server import (
    INITIALIZE,
    TIMEOUT,
    Served,
    connect,
    finished,
    hermes_http,
    server_env,
    spawn,
)

SLOW = 200
PARTIAL_HEADERS = b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
PARTIAL_BODY = (
    "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Accept: application/json, text/event-stream\r\nAuthorization: Bearer {token}\r\n"
    "Content-Length: 4000\r\n\r\n{{"
)
"""Whole headers, with the token, and the start of a body that never ends."""
CLOSED_WITHIN = 30.0
"""A bound on waiting for the server to close slow connections; the server's own
deadline in these tests is a few seconds."""


def _address(served: Served) -> tuple[str, int]:
    host_port = served.url.removeprefix("http://").removesuffix("/mcp")
    host, _, port = host_port.rpartition(":")
    return host, int(port)


async def _open(served: Served, first: bytes) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection(*_address(served))
    writer.write(first)
    await writer.drain()
    return reader, writer


async def _trickle_until_closed(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter
) -> bytes:
    """Send a byte now and then until the server closes the connection; what it sent
    before closing."""
    received = b""
    try:
        while True:
            try:
                chunk = await asyncio.wait_for(reader.read(4096), 0.25)
            except TimeoutError:  # pacing, not a deadline: one more byte, wait again
                writer.write(b"x")
                await writer.drain()
                continue
            if not chunk:
                return received
            received += chunk
    except (ConnectionResetError, BrokenPipeError):
        return received
    finally:
        writer.close()
        with suppress(OSError):
            await writer.wait_closed()


def _still_open(reader: asyncio.StreamReader) -> bool:
    return not reader.at_eof() and reader.exception() is None


async def test_clients_sending_a_request_a_byte_at_a_time_are_closed_and_others_served(
    home: McpHome,
):
    args = ("--http", "127.0.0.1:0", "--read-timeout", "4")
    async with hermes_http(home.home, *args) as served:
        body = PARTIAL_BODY.format(token=served.token).encode()
        slow = [
            await _open(served, PARTIAL_HEADERS if index % 2 else body) for index in range(SLOW)
        ]
        # A normal client, while all of them are open: the official client, both eras.
        with anyio.fail_after(TIMEOUT * 2):
            for mode in ("legacy", "auto"):
                async with connect(served.url, mode, served.token) as client:
                    assert (await client.list_tools()).tools
        assert all(_still_open(reader) for reader, _ in slow)
        with anyio.fail_after(CLOSED_WITHIN):
            answers = await asyncio.gather(*(_trickle_until_closed(*pair) for pair in slow))
        # Mid-headers, a client is told why; mid-body, the connection just ends (the
        # request has reached the app, which might have begun its own response).
        assert all(answers[index].startswith(b"HTTP/1.1 408 ") for index in range(1, SLOW, 2))
        assert all(answers[index] == b"" for index in range(0, SLOW, 2))
        # Still serving after them.
        async with httpx.AsyncClient(timeout=TIMEOUT) as http:
            answer = await http.post(served.url, json=INITIALIZE, headers=served.headers())
            assert answer.status_code == 200
        status, stdout = await served.stop()
    assert status == 0, served.log()
    assert stdout == b""
    assert "closed connections that sent no whole request in time" in served.log()
    assert "Traceback" not in served.log()


async def test_past_max_connections_the_one_waiting_longest_for_a_request_makes_room(
    home: McpHome,
):
    args = ("--http", "127.0.0.1:0", "--max-connections", "20", "--read-timeout", "600")
    async with hermes_http(home.home, *args) as served:
        slow = [await _open(served, PARTIAL_HEADERS) for _ in range(40)]
        async with httpx.AsyncClient(timeout=TIMEOUT) as http:
            answer = await http.post(served.url, json=INITIALIZE, headers=served.headers())
            assert answer.status_code == 200
        # The oldest ones were closed to make room (the deadline, 600 s, closed none).
        with anyio.fail_after(CLOSED_WITHIN):
            await asyncio.gather(*(_trickle_until_closed(*pair) for pair in slow[:20]))
        for _, writer in slow[20:]:
            writer.close()
        assert (await served.stop())[0] == 0
    assert "closed connections waiting for a request, to make room" in served.log()


async def _event_stream(served: Served, session: str) -> asyncio.StreamWriter:
    """A raw GET event stream of ``session``, once its response has begun."""
    reader, writer = await asyncio.open_connection(*_address(served))
    request = (
        f"GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
        f"Authorization: Bearer {served.token}\r\nMcp-Session-Id: {session}\r\n"
        "MCP-Protocol-Version: 2025-11-25\r\n\r\n"
    )
    writer.write(request.encode())
    await writer.drain()
    status = await asyncio.wait_for(reader.readline(), TIMEOUT)
    assert status.startswith(b"HTTP/1.1 200 "), status
    return writer


async def _sessions(served: Served, count: int) -> list[str]:
    sessions = []
    headers = {**served.headers(), "Connection": "close"}
    async with httpx.AsyncClient(timeout=TIMEOUT) as http:
        for _ in range(count):
            opened = await http.post(served.url, json=INITIALIZE, headers=headers)
            session = opened.headers["mcp-session-id"]
            notified = await http.post(
                served.url,
                content=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
                headers={**headers, "Mcp-Session-Id": session},
            )
            assert notified.status_code == 202
            sessions.append(session)
    return sessions


async def test_when_every_connection_serves_a_request_a_new_one_gets_503(home: McpHome):
    async with hermes_http(home.home, "--http", "127.0.0.1:0", "--max-connections", "3") as served:
        streams = [await _event_stream(served, s) for s in await _sessions(served, 3)]
        # Connected and silent: the server answers and closes before any request.
        reader, writer = await asyncio.open_connection(*_address(served))
        refused = await asyncio.wait_for(reader.read(), TIMEOUT)
        writer.close()
        head, _, body = refused.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 503 Service Unavailable\r\n")
        assert json.loads(body)["error"] == "server_busy"
        # One stream ends: there is room again (once the server has seen it end).
        streams.pop().close()
        async with httpx.AsyncClient(timeout=TIMEOUT) as http:
            with anyio.fail_after(TIMEOUT):
                while True:
                    try:
                        answer = await http.post(
                            served.url, json=INITIALIZE, headers=served.headers()
                        )
                    except httpx.TransportError:  # refused: not seen yet
                        await anyio.sleep(0.05)
                        continue
                    if answer.status_code != 503:
                        break
                    await anyio.sleep(0.05)
            assert answer.status_code == 200
        for stream in streams:
            stream.close()
        assert (await served.stop())[0] == 0
    assert "refused connections: too many were open" in served.log()


@pytest.mark.parametrize(
    ("option", "problem"),
    [
        (("--read-timeout", "0"), "--read-timeout 0: give seconds above 0"),
        (("--read-timeout", "nan"), "--read-timeout nan: give seconds above 0"),
        (("--max-connections", "0"), "--max-connections 0: give a number from 1"),
    ],
)
async def test_a_bound_out_of_range_is_refused_before_listening(
    home: McpHome, option: tuple[str, str], problem: str
):
    process = await spawn(home.home, "--http", "127.0.0.1:0", *option, env=server_env(home.home))
    stdout, stderr = await finished(process)
    assert process.returncode == 2
    assert stdout == b""
    assert problem in stderr.decode()
    assert "listening" not in stderr.decode()

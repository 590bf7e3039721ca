"""A long ``agent_ask`` blocks nothing: ``hermes mcp`` in a real subprocess, driven by
the official MCP Python client over stdio, with a scripted model that starts an
answer and then hangs. While the turn is outstanding, 100 ``skill_view`` calls and a
liveness request per batch (``ping`` in the handshake era, ``tools/list`` in the
2026-07-28 era, which has no ping) are all answered; then cancelling the call closes
the model's HTTP request, stores the partial turn, gets no response, and leaves the
server serving. In both protocol eras: the client cancels with
``notifications/cancelled`` in each."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Generic, TypeVar

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.message import SessionMessage
from mcp_types import CallToolResult

from tests.core.agent.scripted import Hang, Reply, ScriptedServer, openai_sse, text_reply
from tests.mcp.home import make_home

TIMEOUT = 30.0
BATCHES = 10
BATCH = 10
MAX_LATENCY = 2.0
"""Seconds: generous for a loaded machine, far below being stuck behind the turn."""

T = TypeVar("T")


class Tapped(Generic[T]):
    """A transport stream passing everything through, recording the JSON-RPC messages
    (``direction``, message as JSON) in ``wire``."""

    def __init__(self, inner: Any, direction: str, wire: list[tuple[str, dict[str, Any]]]) -> None:
        self.inner = inner
        self.direction = direction
        self.wire = wire

    def _note(self, item: object) -> None:
        if isinstance(item, SessionMessage):
            message = item.message.model_dump(by_alias=True, exclude_none=True, mode="json")
            self.wire.append((self.direction, message))

    async def receive(self) -> T:
        item: T = await self.inner.receive()
        self._note(item)
        return item

    async def send(self, item: T, /) -> None:
        self._note(item)
        await self.inner.send(item)

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __aiter__(self) -> Tapped[T]:
        return self

    async def __anext__(self) -> T:
        try:
            return await self.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise StopAsyncIteration from None

    async def __aenter__(self) -> Tapped[T]:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc_val: BaseException | None,
        exc_tb: TracebackType | None,
    ) -> None:
        await self.aclose()


@asynccontextmanager
async def hermes_mcp(
    home: Path, mode: str, stderr: Path, wire: list[tuple[str, dict[str, Any]]]
) -> AsyncIterator[Client]:
    """The official client connected to ``hermes mcp`` over stdio, every message on
    the wire recorded."""
    env = {**os.environ, "HERMES_HOME": str(home), "HERMES_LOG_LEVEL": "DEBUG"}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hermes_cli", "mcp"], env=env, cwd=str(home)
    )

    @asynccontextmanager
    async def transport() -> AsyncIterator[tuple[Any, Any]]:
        async with stdio_client(params, errlog=errlog) as (read, write):
            yield Tapped[Any](read, "in", wire), Tapped[Any](write, "out", wire)

    with stderr.open("w") as errlog, anyio.fail_after(TIMEOUT * 3):
        async with Client(transport(), mode=mode, read_timeout_seconds=TIMEOUT) as client:
            yield client


async def burst(client: Client, mode: str) -> list[float]:
    """100 ``skill_view`` calls (10 at a time) and a liveness request per batch; the
    latency of each."""
    latencies: list[float] = []

    async def timed(request: Any) -> None:
        started = time.monotonic()
        result = await request
        latencies.append(time.monotonic() - started)
        if isinstance(result, CallToolResult):
            assert not result.is_error
            assert (result.structured_content or {})["name"] == "alpha"

    for _ in range(BATCHES):
        async with anyio.create_task_group() as group:
            for _ in range(BATCH):
                group.start_soon(timed, client.call_tool("skill_view", {"name": "alpha"}))
            if mode == "legacy":
                group.start_soon(timed, client.session.send_ping())
            else:
                group.start_soon(timed, client.list_tools(cache_mode="bypass"))
    return latencies


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_hanging_agent_ask_blocks_no_request_and_its_cancel_closes_the_model_request(
    tmp_path: Path, server: ScriptedServer, mode: str
):
    home = (await make_home(tmp_path / "home")).home
    (home / "config.yaml").write_text(
        f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n  api_key: test-key\n"
    )
    started = {"choices": [{"index": 0, "delta": {"content": "Let me"}, "finish_reason": None}]}
    server.reply(Reply(parts=[*openai_sse(started, done=False), Hang()]), text_reply("Back."))
    wire: list[tuple[str, dict[str, Any]]] = []
    stderr = tmp_path / "stderr.log"
    writing = anyio.Event()
    outcome: list[CallToolResult] = []

    async def progress(_value: float, _total: float | None, message: str | None) -> None:
        if message == "writing answer":
            writing.set()

    async with hermes_mcp(home, mode, stderr, wire) as client:
        assert client.protocol_version == ("2025-11-25" if mode == "legacy" else "2026-07-28")
        asking = anyio.CancelScope()

        async def ask() -> None:
            with asking:
                arguments = {"prompt": "Take your time", "cwd": str(tmp_path)}
                outcome.append(
                    await client.call_tool("agent_ask", arguments, progress_callback=progress)
                )

        async with anyio.create_task_group() as group:
            group.start_soon(ask)
            with anyio.fail_after(TIMEOUT):
                await writing.wait()  # the model is streaming, then hangs
            latencies = await burst(client, mode)
            # Everything was answered while agent_ask was still outstanding.
            assert outcome == []
            assert not server.requests[0].client_closed.is_set()
            asking.cancel()
        assert outcome == []
        closed = await asyncio.to_thread(server.requests[0].client_closed.wait, 5)
        assert closed, "the model's HTTP request was not closed after the cancel"

        # Still serving: the session holds the partial answer and can go on.
        listed = await client.call_tool("sessions_list", {"source": "mcp"})
        (session,) = (listed.structured_content or {})["sessions"]
        with anyio.fail_after(5):
            while len(messages := await session_messages(client, session["id"])) < 2:
                await anyio.sleep(0.02)
        assert messages == [("user", "Take your time"), ("assistant", "Let me")]
        again = await client.call_tool(
            "agent_ask", {"prompt": "Go on", "session_id": session["id"]}
        )
        assert (again.structured_content or {})["text"] == "Back."

    assert len(latencies) == BATCHES * (BATCH + 1)
    assert max(latencies) < MAX_LATENCY, sorted(latencies)[-5:]
    (asked,) = [
        m["id"]
        for d, m in wire
        if d == "out" and m.get("method") == "tools/call" and m["params"]["name"] == "agent_ask"
    ][:1]
    cancels = [m for d, m in wire if d == "out" and m.get("method") == "notifications/cancelled"]
    assert [m["params"]["requestId"] for m in cancels] == [asked]
    assert not [m for d, m in wire if d == "in" and m.get("id") == asked]  # no response
    assert "Traceback" not in stderr.read_text()


async def session_messages(client: Client, session_id: str) -> list[tuple[str, str]]:
    got = await client.call_tool("session_get", {"session_id": session_id})
    return [(m["role"], m["content"]) for m in (got.structured_content or {})["messages"]]

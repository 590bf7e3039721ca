"""The live parts of the MCP server in process: what each era advertises, the
connections it keeps, resource subscriptions, and log records forwarded after
``logging/setLevel``. Driven by the official SDK's in-memory client."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import anyio
import pytest
from anyio.streams.memory import MemoryObjectReceiveStream
from mcp import Client
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp_types import LoggingMessageNotification, ResourceUpdatedNotification

from hermes_core.paths import HermesPaths
from hermes_mcp.log_bridge import mcp_level
from hermes_mcp.server import HermesServer, create_server
from tests.mcp.home import McpHome

TIMEOUT = 10.0


@pytest.fixture
def server(home: McpHome) -> HermesServer:
    return create_server(HermesPaths.from_env({"HERMES_HOME": str(home.home)}))


@asynccontextmanager
async def connected(
    server: HermesServer, mode: str = "legacy"
) -> AsyncIterator[tuple[Client, MemoryObjectReceiveStream[Any]]]:
    """A client of ``server``, and what the server sends it besides responses."""
    send, receive = anyio.create_memory_object_stream[Any](100)

    async def record(message: Any) -> None:
        send.send_nowait(message)

    with send, receive:
        async with Client(server, mode=mode, message_handler=record) as client:
            yield client, receive


async def next_of(incoming: MemoryObjectReceiveStream[Any], kind: type) -> tuple[Any, list[Any]]:
    """The next message of ``kind``, and the messages that came before it."""
    before: list[Any] = []
    with anyio.fail_after(TIMEOUT):
        async for message in incoming:
            if isinstance(message, kind):
                return message, before
            before.append(message)
    raise AssertionError(f"closed after {before}")


async def test_each_era_advertises_what_the_server_does(server: HermesServer):
    async with connected(server, "legacy") as (client, _):
        legacy = client.server_capabilities.model_dump(by_alias=True, exclude_none=True)
    async with connected(server, "auto") as (client, _):
        modern = client.server_capabilities.model_dump(by_alias=True, exclude_none=True)
    assert legacy == {
        "prompts": {"listChanged": True},
        "resources": {"subscribe": True, "listChanged": True},
        "tools": {"listChanged": False},
        "logging": {},
        "completions": {},
    }
    assert modern == {
        "prompts": {"listChanged": True},
        "resources": {"subscribe": True, "listChanged": True},
        "tools": {"listChanged": False},
        "completions": {},
    }


async def test_a_connection_is_kept_while_it_is_open_and_forgotten_when_it_closes(
    server: HermesServer,
):
    async with connected(server) as (client, _):
        await client.list_tools()
        assert len(server.sessions) == 1
        await client.list_tools()
        assert len(server.sessions) == 1
    assert len(server.sessions) == 0
    async with connected(server, "auto") as (client, _):
        await client.list_tools()
        assert len(server.sessions) == 0  # 2026 requests each have their own


async def test_the_watcher_starts_after_a_request_about_skills_and_stops_at_the_end(
    server: HermesServer,
):
    async with connected(server) as (client, _):
        await client.list_tools()
        await client.call_tool("sessions_list", {})
        assert not server.watch.asked
        await client.list_prompts()
        assert server.watch.asked
        with anyio.fail_after(TIMEOUT):
            await server.watch.started.wait()
        assert server.watch.running
    assert not server.watch.running


async def test_updates_go_to_the_uris_subscribed_to_and_only_those(
    server: HermesServer, home: McpHome
):
    alpha = home.home / "skills" / "dev" / "alpha"
    file_uri = "skill://alpha/references%2Fchecklist.md"
    async with connected(server) as (client, incoming):
        with pytest.warns(MCPDeprecationWarning):
            await client.session.subscribe_resource(file_uri)
        with pytest.warns(MCPDeprecationWarning):
            await client.session.subscribe_resource("skill://beta")
        with anyio.fail_after(TIMEOUT):
            await server.watch.started.wait()

        (alpha / "references" / "other.md").write_text("not the one subscribed to\n")
        (home.home / "skills" / "writing" / "beta" / "SKILL.md").write_text(
            "---\nname: beta\ndescription: Write release notes.\n---\nChanged.\n"
        )
        updated, before = await next_of(incoming, ResourceUpdatedNotification)
        assert (updated.params.uri, before) == ("skill://beta", [])

        (alpha / "references" / "checklist.md").write_text("changed\n")
        updated, before = await next_of(incoming, ResourceUpdatedNotification)
        assert (updated.params.uri, before) == (file_uri, [])  # as the client wrote it


@pytest.mark.parametrize(
    ("uri", "message"),
    [
        ("file:///etc/passwd", "only skill://"),
        ("skill://gamma", "gamma"),
        ("skill://alpha/../beta/SKILL.md", "no skill resource"),
        ("skill://", "no skill resource"),
    ],
)
async def test_a_subscription_to_what_cannot_change_is_refused(
    server: HermesServer, uri: str, message: str
):
    async with connected(server) as (client, _):
        with pytest.warns(MCPDeprecationWarning), pytest.raises(MCPError) as refused:
            await client.session.subscribe_resource(uri)
    assert refused.value.error.code == -32602
    assert message in refused.value.error.message


def test_python_levels_map_onto_mcp_levels():
    assert [mcp_level(n) for n in (5, 10, 15, 20, 25, 30, 40, 50, 60)] == [
        "debug",
        "debug",
        "debug",
        "info",
        "info",
        "warning",
        "error",
        "critical",
        "critical",
    ]


@contextmanager
def stderr_at_warning() -> Iterator[io.StringIO]:
    """The root logger at WARNING with a handler writing to a buffer (as
    ``hermes mcp`` logs to stderr), put back afterwards."""
    root = logging.getLogger()
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    saved = root.level
    root.setLevel(logging.WARNING)
    root.addHandler(handler)
    try:
        yield buffer
    finally:
        root.removeHandler(handler)
        root.setLevel(saved)


async def test_records_at_or_above_the_level_a_connection_set_go_to_it_alone(
    server: HermesServer,
):
    probe = logging.getLogger("hermes_core.probe")
    with stderr_at_warning() as stderr:
        async with (
            connected(server) as (first, to_first),
            connected(server) as (second, to_second),
            connected(server) as (_, to_third),
        ):
            probe.warning("before any setLevel")
            with pytest.warns(MCPDeprecationWarning):
                await first.set_logging_level("info")
            with pytest.warns(MCPDeprecationWarning):
                await second.set_logging_level("debug")
            probe.debug("below the first's level")
            logging.getLogger("mcp.server.probe").warning("from the SDK")
            await asyncio.to_thread(probe.info, "from %s", "a thread")

            message, before = await next_of(to_first, LoggingMessageNotification)
            assert before == []
            assert message.params.model_dump(exclude_none=True, exclude={"meta"}) == {
                "level": "info",
                "logger": "hermes_core.probe",
                "data": "from a thread",
            }
            debug, before = await next_of(to_second, LoggingMessageNotification)
            assert (debug.params.level, debug.params.data, before) == (
                "debug",
                "below the first's level",
                [],
            )
            info, _ = await next_of(to_second, LoggingMessageNotification)
            assert info.params.data == "from a thread"

            logging.getLogger("hermes_mcp.probe").error("an error")
            message, before = await next_of(to_first, LoggingMessageNotification)
            assert (message.params.level, message.params.data, before) == ("error", "an error", [])
            assert to_third.statistics().current_buffer_used == 0  # it never asked
        assert logging.getLogger("hermes_core").level == logging.NOTSET  # put back
    # stderr showed what it would have without any setLevel.
    assert stderr.getvalue().splitlines() == ["before any setLevel", "from the SDK", "an error"]


async def test_a_level_below_the_loggers_lowers_them_and_leaves_stderr_alone(
    server: HermesServer,
):
    probe = logging.getLogger("hermes_mcp.probe")
    with stderr_at_warning() as stderr:
        async with connected(server) as (client, incoming):
            with pytest.warns(MCPDeprecationWarning):
                await client.set_logging_level("debug")
            probe.debug("a detail")
            message, _ = await next_of(incoming, LoggingMessageNotification)
            assert (message.params.level, message.params.data) == ("debug", "a detail")
            probe.warning("a warning")
            message, _ = await next_of(incoming, LoggingMessageNotification)
            assert message.params.level == "warning"
        assert logging.getLogger("hermes_mcp").level == logging.NOTSET
    assert stderr.getvalue().splitlines() == ["a warning"]

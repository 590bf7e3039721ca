"""``hermes mcp`` in a real subprocess, live: skills added, edited and removed on disk
reach the official MCP Python SDK's client as notifications — on the connection in the
2025-11-25 era (``message_handler``), through ``subscriptions/listen`` in the
2026-07-28 era — plus completions for the ``skill://`` templates and, in the
handshake era, log messages after ``logging/setLevel``."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from anyio.streams.memory import MemoryObjectReceiveStream
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.client.subscriptions import (
    PromptsListChanged,
    ResourcesListChanged,
    ResourceUpdated,
    Subscription,
)
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp_types import (
    LoggingMessageNotification,
    PromptListChangedNotification,
    PromptReference,
    ResourceListChangedNotification,
    ResourceTemplateReference,
    ResourceUpdatedNotification,
)

from tests.mcp.home import make_home
from tests.mcp.http_server import hermes_http, server_env

TIMEOUT = 20.0
WATCHING = "hermes_mcp.live: watching"
GAMMA = "---\nname: gamma\ndescription: Triage incidents.\n---\n# Gamma\n\nPage the on-call.\n"
LIST_CHANGED = {PromptListChangedNotification, ResourceListChangedNotification}
CHANGED = "skills changed on disk"


@dataclass
class Server:
    """A client connected to ``hermes mcp``, what the server sent besides responses,
    and the server's stderr."""

    client: Client
    incoming: MemoryObjectReceiveStream[Any]
    stderr: Path
    home: Path
    leftover: list[Any] = field(default_factory=list)
    """What was not read from ``incoming`` by the time the server closed."""

    async def watching(self) -> None:
        """Wait until the server says (on stderr) that it watches the skill roots."""
        with anyio.fail_after(TIMEOUT):
            while WATCHING not in self.stderr.read_text():
                await anyio.sleep(0.02)

    async def next(self, wanted: Callable[[Any], bool]) -> tuple[Any, list[Any]]:
        """The next message that is ``wanted``, and those that came before it."""
        before: list[Any] = []
        with anyio.fail_after(TIMEOUT):
            async for message in self.incoming:
                if wanted(message):
                    return message, before
                before.append(message)
        raise AssertionError(f"the server closed; it sent {before}")

    async def prompt_names(self) -> set[str]:
        return {p.name for p in (await self.client.list_prompts()).prompts}


@asynccontextmanager
async def hermes_mcp(tmp_path: Path, mode: str) -> AsyncIterator[Server]:
    home = (await make_home(tmp_path / "home")).home
    stderr = tmp_path / "stderr.log"
    env = {**os.environ, "HERMES_HOME": str(home), "HERMES_LOG_LEVEL": "DEBUG"}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hermes_cli", "mcp"], env=env, cwd=str(home)
    )
    send, receive = anyio.create_memory_object_stream[Any](100)

    async def record(message: Any) -> None:
        send.send_nowait(message)

    with send, receive, stderr.open("w") as errlog, anyio.fail_after(TIMEOUT * 3):
        transport = stdio_client(params, errlog=errlog)
        async with Client(
            transport, mode=mode, read_timeout_seconds=TIMEOUT, message_handler=record
        ) as client:
            server = Server(client, receive, stderr, home)
            yield server
        send.close()
        server.leftover = [message async for message in receive]
    assert "Traceback" not in stderr.read_text()


def _put(home: Path, path: Path, text: str) -> None:
    """Write ``path`` in one step (a rename from outside the skill roots), as an
    editor saving it does: the watcher sees one change, not a file created empty and
    then filled."""
    staged = home / ".staged-file"
    staged.write_text(text)
    os.replace(staged, path)


def _add_skill(home: Path, relative: str, text: str) -> Path:
    """Move a complete skill folder in (one change on disk)."""
    staged = home / ".staged-skill"
    staged.mkdir()
    (staged / "SKILL.md").write_text(text)
    folder = home / "skills" / relative
    folder.parent.mkdir(parents=True, exist_ok=True)
    os.replace(staged, folder)
    return folder


def _is(*kinds: type) -> Callable[[Any], bool]:
    return lambda message: isinstance(message, kinds)


async def _both_list_changes(server: Server) -> None:
    """Both list-changed notifications (in either order), and nothing else first."""
    first, before = await server.next(_is(*LIST_CHANGED))
    second, between = await server.next(_is(*LIST_CHANGED))
    assert before == between == []
    assert {type(first), type(second)} == LIST_CHANGED


async def _events(subscription: Subscription, count: int) -> list[Any]:
    events: list[Any] = []
    with anyio.fail_after(TIMEOUT):
        async for event in subscription:
            events.append(event)
            if len(events) == count:
                break
    return events


async def test_a_handshake_client_hears_of_skills_added_and_removed_on_disk(tmp_path: Path):
    async with hermes_mcp(tmp_path, "legacy") as server:
        capabilities = server.client.server_capabilities
        assert capabilities.prompts is not None
        assert capabilities.prompts.list_changed is True
        assert capabilities.resources is not None
        assert capabilities.resources.list_changed is True
        assert capabilities.resources.subscribe is True
        assert capabilities.tools is not None
        assert not capabilities.tools.list_changed
        assert await server.prompt_names() == {"alpha", "beta"}
        await server.watching()

        gamma = _add_skill(server.home, "ops/gamma", GAMMA)
        await _both_list_changes(server)
        assert await server.prompt_names() == {"alpha", "beta", "gamma"}
        resources = (await server.client.list_resources()).resources
        assert "skill://gamma" in {str(r.uri) for r in resources}

        shutil.rmtree(gamma)
        await _both_list_changes(server)
        assert await server.prompt_names() == {"alpha", "beta"}
    assert server.leftover == []


async def test_a_handshake_client_hears_of_the_skills_it_subscribed_to_changing(tmp_path: Path):
    async with hermes_mcp(tmp_path, "legacy") as server:
        session = server.client.session
        with pytest.warns(MCPDeprecationWarning):
            await session.subscribe_resource("skill://alpha")
        with pytest.warns(MCPDeprecationWarning), pytest.raises(MCPError) as unknown:
            await session.subscribe_resource("skill://nope")
        assert unknown.value.error.code == -32602
        await server.watching()

        home, alpha = server.home, server.home / "skills" / "dev" / "alpha"
        _put(home, alpha / "references" / "checklist.md", "1. Tests pass\n")
        updated, before = await server.next(_is(ResourceUpdatedNotification))
        assert updated.params.uri == "skill://alpha"
        assert before == []  # the list did not change

        with pytest.warns(MCPDeprecationWarning):
            await session.unsubscribe_resource("skill://alpha")
        with pytest.warns(MCPDeprecationWarning):
            await session.subscribe_resource("skill://beta")
        _put(home, alpha / "SKILL.md", "---\nname: alpha\ndescription: Review with care.\n---\n")
        await _both_list_changes(server)
        beta = home / "skills" / "writing" / "beta" / "SKILL.md"
        _put(home, beta, "---\nname: beta\ndescription: Write release notes.\n---\nNew.\n")
        # The next update is beta's: none came for alpha, no longer subscribed to.
        updated, before = await server.next(_is(ResourceUpdatedNotification))
        assert updated.params.uri == "skill://beta"
        assert before == []
        descriptions = {p.description for p in (await server.client.list_prompts()).prompts}
        assert descriptions == {"Review with care.", "Write release notes."}


async def test_a_2026_client_hears_of_skills_added_and_removed_through_subscriptions_listen(
    tmp_path: Path,
):
    async with hermes_mcp(tmp_path, "auto") as server:
        client = server.client
        assert client.protocol_version == "2026-07-28"
        capabilities = client.server_capabilities
        assert capabilities.prompts is not None
        assert capabilities.prompts.list_changed is True
        assert capabilities.resources is not None
        assert capabilities.resources.list_changed is True
        assert capabilities.tools is not None
        assert not capabilities.tools.list_changed
        assert capabilities.logging is None
        async with client.listen(
            prompts_list_changed=True,
            resources_list_changed=True,
            resource_subscriptions=["skill://alpha"],
        ) as subscription:
            assert subscription.honored.prompts_list_changed
            assert await server.prompt_names() == {"alpha", "beta"}
            await server.watching()

            gamma = _add_skill(server.home, "ops/gamma", GAMMA)
            events = await _events(subscription, 2)
            assert set(events) == {PromptsListChanged(), ResourcesListChanged()}
            assert await server.prompt_names() == {"alpha", "beta", "gamma"}

            alpha = server.home / "skills" / "dev" / "alpha" / "SKILL.md"
            _put(server.home, alpha, alpha.read_text() + "\nOne more line.\n")
            assert await _events(subscription, 1) == [ResourceUpdated("skill://alpha")]

            shutil.rmtree(gamma)
            events = await _events(subscription, 2)
            assert set(events) == {PromptsListChanged(), ResourcesListChanged()}
            assert await server.prompt_names() == {"alpha", "beta"}

    # The same notifications reached message_handler, each stamped with the stream's id.
    delivered = [m for m in server.leftover if "Subscriptions" not in type(m).__name__]
    assert [type(m) for m in delivered].count(ResourceUpdatedNotification) == 1
    assert len(delivered) == 5
    assert all(m.params.meta["io.modelcontextprotocol/subscriptionId"] for m in delivered)


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_skill_names_and_files_complete_in_the_skill_templates(tmp_path: Path, mode: str):
    async with hermes_mcp(tmp_path, mode) as server:
        client = server.client
        assert client.server_capabilities.completions is not None
        files = ResourceTemplateReference(uri="skill://{name}/{path}")
        names = await client.complete(files, {"name": "name", "value": "A"})
        assert (names.completion.values, names.completion.total) == (["alpha", "beta"], 2)
        assert names.completion.has_more is False
        skill = ResourceTemplateReference(uri="skill://{name}")
        assert (
            await client.complete(skill, {"name": "name", "value": "be"})
        ).completion.values == ["beta"]
        paths = await client.complete(files, {"name": "path", "value": "check"}, {"name": "alpha"})
        assert paths.completion.values == ["references/checklist.md"]
        for context in ({"name": "beta"}, {"name": "no-such-skill"}, None):
            nothing = await client.complete(files, {"name": "path", "value": ""}, context)
            assert nothing.completion.values == []
        for prompt in (PromptReference(name="alpha"), PromptReference(name="no-such-prompt")):
            free = await client.complete(prompt, {"name": "instruction", "value": "re"})
            assert free.completion.values == []


async def test_log_messages_go_to_a_handshake_client_at_or_above_the_level_it_set(
    tmp_path: Path,
):
    async with hermes_mcp(tmp_path, "legacy") as server:
        client = server.client
        assert client.server_capabilities.logging is not None
        assert await server.prompt_names() == {"alpha", "beta"}  # logs "skills open" (debug)
        assert "hermes_mcp.core: skills open" in server.stderr.read_text()
        await server.watching()
        with pytest.warns(MCPDeprecationWarning):
            await client.set_logging_level("warning")

        # A second skill named alpha: the catalog warns as it reads the change.
        twin = _add_skill(server.home, "other/alpha", "---\nname: alpha\ndescription: Twin.\n---\n")
        got: list[Any] = []
        while len(got) < 3:
            message, before = await server.next(_is(LoggingMessageNotification, *LIST_CHANGED))
            got += [*before, message]
        (warning,) = [m for m in got if isinstance(m, LoggingMessageNotification)]
        assert warning.params.level == "warning"
        assert warning.params.logger == "hermes_core.skills.snapshot"
        assert "2 skills are named 'alpha'" in warning.params.data
        assert CHANGED in server.stderr.read_text()  # logged at debug, not sent
        # The watcher's debug line about this change was not sent: had it been queued,
        # it would come before the one about the next change, sent at level debug.
        with pytest.warns(MCPDeprecationWarning):
            await client.set_logging_level("debug")
        shutil.rmtree(twin)
        debug, before = await server.next(
            lambda m: isinstance(m, LoggingMessageNotification) and CHANGED in m.params.data
        )
        assert debug.params.level == "debug"
        assert debug.params.logger == "hermes_mcp.live"
        logged = [m.params for m in before if isinstance(m, LoggingMessageNotification)]
        assert all(CHANGED not in p.data and p.level == "debug" for p in logged), logged


async def test_the_2026_era_has_no_logging_set_level(tmp_path: Path):
    async with hermes_mcp(tmp_path, "auto") as server:
        with pytest.warns(MCPDeprecationWarning), pytest.raises(MCPError) as refused:
            await server.client.set_logging_level("debug")
        assert refused.value.error.code == -32601
        assert await server.prompt_names() == {"alpha", "beta"}
    assert server.leftover == []


@asynccontextmanager
async def over_http(
    url: str, token: str | None, mode: str, heard: list[Any] | None = None
) -> AsyncIterator[Client]:
    """The official client over streamable HTTP, sending ``token``; ``heard`` collects
    notifications."""

    async def record(message: Any) -> None:
        if heard is not None:
            heard.append(message)

    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=TIMEOUT) as http,
        Client(
            streamable_http_client(url, http_client=http),
            mode=mode,
            read_timeout_seconds=TIMEOUT,
            message_handler=record,
        ) as client,
    ):
        yield client


async def test_every_http_session_hears_of_a_skill_added_in_either_era(tmp_path: Path):
    home = (await make_home(tmp_path / "home")).home
    env = server_env(home, HERMES_LOG_LEVEL="DEBUG")
    heard: tuple[list[Any], list[Any]] = ([], [])
    async with (
        hermes_http(home, "--http", "127.0.0.1:0", env=env) as served,
        over_http(served.url, served.token, "legacy", heard[0]) as first,
        over_http(served.url, served.token, "legacy", heard[1]) as second,
        over_http(served.url, served.token, "auto") as modern,
    ):
        async with modern.listen(prompts_list_changed=True) as subscription:
            for client in (first, second, modern):
                assert {p.name for p in (await client.list_prompts()).prompts} == {"alpha", "beta"}
            with anyio.fail_after(TIMEOUT):
                while WATCHING not in served.log():
                    await anyio.sleep(0.02)

            _add_skill(home, "ops/gamma", GAMMA)
            assert await _events(subscription, 1) == [PromptsListChanged()]
        with anyio.fail_after(TIMEOUT):
            while not all(len(messages) >= 2 for messages in heard):
                await anyio.sleep(0.02)
        for messages in heard:
            assert {type(m) for m in messages} == LIST_CHANGED
        assert {p.name for p in (await second.list_prompts()).prompts} == {"alpha", "beta", "gamma"}

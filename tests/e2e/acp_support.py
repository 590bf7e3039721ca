"""What the ACP end-to-end tests share: a client that records what the agent sends and
answers permission requests as a test tells it, a scripted model's HERMES_HOME, and
``hermes acp`` spawned by the official ACP Python SDK with every message validated
against the official schema."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from acp import PROTOCOL_VERSION, Client
from acp.connection import StreamDirection, StreamEvent
from acp.schema import (
    AllowedOutcome,
    ClientCapabilities,
    DeniedOutcome,
    FileSystemCapabilities,
    Implementation,
    RequestPermissionResponse,
)
from acp.stdio import spawn_agent_process

from tests.acp.schema import AcpSchema

TIMEOUT = 30


def kind_of(update: Any) -> str:
    return str(getattr(update, "session_update", type(update).__name__))


class RecordingClient(Client):
    """Records updates; answers permission requests with ``choose(options)`` (an
    option id, ``None`` to say cancelled, or ``...`` never to answer)."""

    def __init__(self) -> None:
        self.updates: list[tuple[str, Any]] = []
        self.permissions: list[Any] = []
        self.sent_prompts: set[str] = set()
        """The text of every session/prompt request written to the agent so far."""
        self.choose: Callable[[list[Any]], Any] = lambda options: options[0].option_id

    async def session_update(self, session_id: str, update: Any, **kw: Any) -> None:
        self.updates.append((session_id, update))

    async def request_permission(
        self, options: list[Any], session_id: str, tool_call: Any, **kw: Any
    ) -> RequestPermissionResponse:
        self.permissions.append(tool_call)
        choice = self.choose(options)
        if choice is ...:
            await asyncio.Event().wait()  # never answers
        if choice is None:
            return RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled"))
        return RequestPermissionResponse(
            outcome=AllowedOutcome(outcome="selected", option_id=choice)
        )

    def of(self, session_id: str, kind: str) -> list[Any]:
        return [u for s, u in self.updates if s == session_id and kind_of(u) == kind]


@asynccontextmanager
async def agent(
    home: Path,
    workdir: Path,
    schema: AcpSchema,
    client: RecordingClient,
    capabilities: ClientCapabilities | None = None,
    log: Path | None = None,
    extra_env: dict[str, str] | None = None,
) -> AsyncIterator[Any]:
    """``hermes acp`` spawned by the SDK and initialized; ``log``: a file for its
    debug log (stderr); ``extra_env``: what an editor adds to the agent's environment
    (applied last)."""
    env = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "test-key"}
    transport: dict[str, Any] = {}
    with contextlib.ExitStack() as files:
        if log is not None:
            env["HERMES_LOG_LEVEL"] = "DEBUG"
            transport["stderr"] = files.enter_context(log.open("wb"))
        async with _spawned(
            client, schema, env, workdir, transport, capabilities, extra_env or {}
        ) as conn:
            yield conn


@asynccontextmanager
async def _spawned(
    client: RecordingClient,
    schema: AcpSchema,
    env: dict[str, str],
    workdir: Path,
    transport: dict[str, Any],
    capabilities: ClientCapabilities | None,
    extra_env: dict[str, str],
) -> AsyncIterator[Any]:
    env.pop("OPENAI_BASE_URL", None)
    env.update(extra_env)

    def observe(event: StreamEvent) -> None:
        direction = "out" if event.direction == StreamDirection.OUTGOING else "in"
        schema.observe(direction, event.message)
        if direction == "out" and event.message.get("method") == "session/prompt":
            for block in event.message.get("params", {}).get("prompt", []):
                client.sent_prompts.add(str(block.get("text")))

    async with spawn_agent_process(
        client,
        sys.executable,
        "-m",
        "hermes_cli",
        "acp",
        env=env,
        cwd=workdir,
        transport_kwargs=transport,
    ) as (conn, _process):
        conn._conn.add_observer(observe)  # the SDK's raw message tap (0.12.x)
        init = await asyncio.wait_for(
            conn.initialize(
                protocol_version=PROTOCOL_VERSION,
                client_capabilities=capabilities
                or ClientCapabilities(
                    fs=FileSystemCapabilities(read_text_file=False, write_text_file=False),
                    terminal=False,
                ),
                client_info=Implementation(name="hermes-e2e", version="1"),
            ),
            TIMEOUT,
        )
        assert init.protocol_version == 1
        yield conn

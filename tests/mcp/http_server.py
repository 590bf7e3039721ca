"""``hermes mcp --http`` in a real subprocess, for the HTTP tests: started and waited
for until it says where it listens (and, when it made a token up, where the token
is), the official client connected to it, and raw requests' headers."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

TIMEOUT = 20.0
LISTENING = re.compile(r"^hermes mcp: listening on (http://\S+/mcp)$")
TOKEN_IN = re.compile(
    r'^hermes mcp: every request needs the header "Authorization: Bearer \$\(cat (\S+)\)"'
)
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"},
    },
}
META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}
POST_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}


@dataclass
class Served:
    """A running ``hermes mcp --http`` and what it wrote to stderr so far."""

    process: asyncio.subprocess.Process
    url: str
    token_file: Path | None
    """Where the server wrote the token it made up; None when it made none up."""
    stderr: list[str] = field(default_factory=list)

    @property
    def token(self) -> str | None:
        """The token the server made up, read from its file as a client would."""
        return None if self.token_file is None else self.token_file.read_text().strip()

    def headers(self, token: str | None = None) -> dict[str, str]:
        """POST headers with ``Authorization`` for ``token`` (default: the one made up)."""
        token = token or self.token
        auth = {} if token is None else {"Authorization": f"Bearer {token}"}
        return {**POST_HEADERS, **auth}

    async def stop(self, sig: int = signal.SIGTERM) -> tuple[int, bytes]:
        """Send ``sig``; the exit status and everything the process wrote to stdout."""
        assert self.process.stdout is not None
        self.process.send_signal(sig)
        stdout = await asyncio.wait_for(self.process.stdout.read(), TIMEOUT)
        return await asyncio.wait_for(self.process.wait(), TIMEOUT), stdout

    def log(self) -> str:
        return "".join(self.stderr)


def server_env(home: Path, **extra: str) -> dict[str, str]:
    env = {**os.environ, "HERMES_HOME": str(home), "HERMES_LOG_LEVEL": "INFO", **extra}
    if "HERMES_MCP_TOKEN" not in extra:
        env.pop("HERMES_MCP_TOKEN", None)
    return env


def spawn(home: Path, *args: str, env: Mapping[str, str]) -> Any:
    return asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "mcp",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=dict(env),
        cwd=str(home.parent),
    )


async def finished(process: asyncio.subprocess.Process) -> tuple[bytes, bytes]:
    """Stdout and stderr of ``process`` once it exits by itself; one still running
    past the bound (a server that should have refused to start) is killed."""
    try:
        stdout, stderr = await asyncio.wait_for(process.communicate(), TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    return stdout, stderr


@asynccontextmanager
async def hermes_http(
    home: Path, *args: str, env: Mapping[str, str] | None = None
) -> AsyncIterator[Served]:
    """``hermes mcp --http ...`` started, once it says where it listens; killed on the
    way out unless the test stopped it."""
    process = await spawn(home, *args, env=env or server_env(home))
    assert process.stderr is not None
    lines: list[str] = []
    url = token_file = None
    try:
        with anyio.fail_after(TIMEOUT):
            while url is None:
                line = (await process.stderr.readline()).decode()
                if not line:
                    pytest.fail(f"hermes mcp --http exited before listening:\n{''.join(lines)}")
                lines.append(line)
                if match := TOKEN_IN.match(line):
                    token_file = Path(match.group(1))
                if match := LISTENING.match(line.rstrip("\n")):
                    url = match.group(1)
        served = Served(process, url, token_file, lines)

        async def drain() -> None:  # so that a full pipe never blocks the server
            assert process.stderr is not None
            while line := await process.stderr.readline():
                lines.append(line.decode())

        draining = asyncio.create_task(drain())
        try:
            yield served
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()
            with suppress(asyncio.CancelledError):
                await asyncio.wait_for(draining, TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


@asynccontextmanager
async def connect(
    url: str, mode: str, token: str | None = None, **client: Any
) -> AsyncIterator[Client]:
    """The official client over the SDK's streamable HTTP transport, sending ``token``."""
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=TIMEOUT) as http,
        Client(
            streamable_http_client(url, http_client=http),
            mode=mode,
            read_timeout_seconds=TIMEOUT,
            **client,
        ) as client_session,
    ):
        yield client_session

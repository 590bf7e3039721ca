"""``hermes mcp`` against hermes-agent 0.19.0's ``hermes mcp serve`` and a minimal server on
the official MCP SDK, all three over their real stdio transport (newline-delimited
JSON-RPC 2.0), measured in the same run.

Each round spawns ours, then hermes-agent's, then the minimal one (interleaved, so a slow
moment of the machine hits all three), and for each server measures:

1. Start-up: spawn -> the ``initialize`` result line (the request is written at once, as
   a client does; ``notifications/initialized`` follows the result). Targets: ours no
   slower than hermes-agent's and <= 1.2x the minimal server's (medians).
2. ``tools/list`` -> its result, sent right after ``notifications/initialized``.
3. Memory from ``/proc/<pid>/status`` after ``tools/list``: VmHWM (peak RSS) and VmRSS,
   reported against both peers.
4. ``tools/call`` latency, p50 of 50 calls one after the other: ``skill_view``
   {"name": "hello"} for ours (target <= 3 ms, median of the rounds' p50s) and ``echo``
   for the minimal server, for reference. hermes-agent's server has no skill tool.

Responses may be preceded by notifications and server requests (refused); they are
matched by id. Then the server's process group is killed. Ours gets a temporary
HERMES_HOME holding one skill (``skills/demo/hello/SKILL.md``); hermes-agent's its own
empty one, which it fills on its first start, so one uncounted warm-up round comes
first. Every server gets a temporary HOME; ``*_API_KEY`` and ``HERMES_*`` variables are
removed. Bytecode goes to a temporary PYTHONPYCACHEPREFIX (PYTHONDONTWRITEBYTECODE is
dropped), so after the warm-up all three start from compiled modules, as an installed
wheel does, whatever state this checkout's ``__pycache__`` folders are in.

Run: ``.venv/bin/python benchmarks/mcp_bench.py [--rounds 10] [--warmup 1]`` (about 3 s
a round; needs ``bash benchmarks/peers/setup_peers.sh``, which installs hermes-agent with
its ``mcp`` extra). Prints medians (min-max) for the three and
the ratios; exits 1 when a target is missed, 2 when the peer is missing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PEER_VENV = HERE / ".peers" / "hermes-agent-0.19.0"
PEER = PEER_VENV / "bin" / "hermes"
OURS = [sys.executable, "-m", "hermes_cli", "mcp"]
THEIRS = [str(PEER), "mcp", "serve"]
MINIMAL = [sys.executable, str(HERE / "peers" / "minimal_mcp_server.py")]
SKILL = "---\nname: hello\ndescription: Says hello.\n---\n\nHello.\n"
INITIALIZE = {
    "protocolVersion": "2025-11-25",
    "capabilities": {},
    "clientInfo": {"name": "bench", "version": "1"},
}
# the tool each server is called with, None for no tools/call figure
CALLS: dict[str, tuple[str, dict[str, Any]] | None] = {
    "ours": ("skill_view", {"name": "hello"}),
    "hermes-agent": None,
    "minimal": ("echo", {"text": "hello"}),
}
CALL_COUNT = 50
TIMEOUT = 60.0  # seconds for any one answer
LINE_LIMIT = 16 * 1024 * 1024
HERMES_RATIO = 1.0
MINIMAL_RATIO = 1.2
CALL_P50_S = 0.003


class ServerFailed(Exception):
    """A server answered with an error, exited, or did not answer in time."""


@dataclass
class Server:
    """One server under test: how to start it and where its home is."""

    name: str
    command: list[str]
    home: Path
    pycache: Path

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
        )
        return env


@dataclass
class Round:
    """The figures of one spawn, by the keys of ``FIGURES``: seconds and MB."""

    figures: dict[str, float]


def _memory_mb(pid: int) -> dict[str, float]:
    """VmHWM and VmRSS of ``pid`` in MB."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmHWM", "VmRSS"):
            found[key] = int(value.split()[0]) / 1024
    return found


class Connection:
    """A bare MCP client: newline-delimited JSON-RPC on the server's stdin/stdout."""

    def __init__(self, process: asyncio.subprocess.Process, log: Path) -> None:
        self.process = process
        self.log = log

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


async def _call_p50(connection: Connection, tool: str, arguments: dict[str, Any]) -> float:
    """p50 of ``CALL_COUNT`` ``tools/call`` of ``tool``, one after the other."""
    samples = []
    for request_id in range(2, 2 + CALL_COUNT):
        sent = time.perf_counter()
        connection.send(request_id, "tools/call", {"name": tool, "arguments": arguments})
        called = await connection.result(request_id)
        samples.append(time.perf_counter() - sent)
        if called.get("isError") or "content" not in called:
            raise ServerFailed(f"tools/call {tool} failed: {called}")
    return statistics.median(samples)


async def measure(server: Server, cwd: Path) -> Round:
    """Spawn ``server``, take one round of figures, kill it."""
    log = server.home / "stderr.log"
    with log.open("wb") as stderr:
        started = time.perf_counter()
        process = await asyncio.create_subprocess_exec(
            *server.command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=stderr,
            env=server.environment(),
            cwd=cwd,
            limit=LINE_LIMIT,
            start_new_session=True,  # its own process group, killed with it
        )
    connection = Connection(process, log)
    try:
        connection.send(0, "initialize", INITIALIZE)
        initialized = await connection.result(0)
        figures = {"startup": time.perf_counter() - started}
        if "capabilities" not in initialized:
            raise ServerFailed(f"initialize result without capabilities: {initialized}")
        connection.send(None, "notifications/initialized", {})
        sent = time.perf_counter()
        connection.send(1, "tools/list", {})
        listed = await connection.result(1)
        figures["list"] = time.perf_counter() - sent
        if not listed.get("tools"):
            raise ServerFailed(f"tools/list returned no tools: {listed}")
        figures |= {f"{k} list": v for k, v in _memory_mb(process.pid).items()}
        call = CALLS[server.name]
        if call is not None:
            figures["call p50"] = await _call_p50(connection, *call)
        return Round(figures)
    except (ServerFailed, json.JSONDecodeError) as exc:
        raise ServerFailed(
            f"{server.name}: {exc}\n--- its stderr:\n{connection.stderr_tail()}"
        ) from exc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        await process.wait()


def _peer_ready() -> bool:
    """True when the peer venv has ``hermes`` and the ``mcp`` package."""
    if not PEER.exists():
        return False
    check = subprocess.run(
        [str(PEER_VENV / "bin" / "python"), "-I", "-c", "import mcp.server.fastmcp"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        check=False,
    )
    return check.returncode == 0


def _span(values: list[float], unit: str) -> str:
    """Median (min-max); seconds shown in ms."""
    if not values:
        return "-"
    scale, digits = (1000, 2) if unit == "ms" else (1, 0)
    median, low, high = (v * scale for v in (statistics.median(values), min(values), max(values)))
    return f"{median:.{digits}f} {unit} ({low:.{digits}f}-{high:.{digits}f})"


def _ratio(mine: list[float], peer: list[float]) -> str:
    if not mine or not peer:
        return "-"
    return f"{statistics.median(mine) / statistics.median(peer):.2f}x"


Samples = dict[str, list[float]]  # by server name


def _startup_check(samples: Samples) -> bool:
    mine = statistics.median(samples["ours"])
    return mine <= HERMES_RATIO * statistics.median(
        samples["hermes-agent"]
    ) and mine <= MINIMAL_RATIO * statistics.median(samples["minimal"])


def _call_check(samples: Samples) -> bool:
    return statistics.median(samples["ours"]) <= CALL_P50_S


Check = Callable[[Samples], bool]
# key in Round.figures, label, unit, target, check of ours against it
FIGURES: tuple[tuple[str, str, str, str, Check | None], ...] = (
    ("startup", "spawn -> initialize result", "ms", "<= 1x hermes, <= 1.2x min", _startup_check),
    ("list", "tools/list", "ms", "", None),
    ("call p50", "tools/call p50 of 50", "ms", "ours <= 3 ms", _call_check),
    ("VmHWM list", "VmHWM (peak RSS) after tools/list", "MB", "reported", None),
    ("VmRSS list", "VmRSS after tools/list", "MB", "", None),
)


def report(results: dict[str, list[Round]]) -> bool:
    """Print the table; True when every target is met."""
    header = (
        "figure",
        "hermes mcp (ours)",
        "hermes-agent 0.19.0",
        "minimal (SDK)",
        "ours/hermes",
        "ours/minimal",
        "target",
        "",
    )
    rows = [header]
    for key, label, unit, target, check in FIGURES:
        samples = {
            name: [r.figures[key] for r in rounds if key in r.figures]
            for name, rounds in results.items()
        }
        mine, theirs, minimal = samples["ours"], samples["hermes-agent"], samples["minimal"]
        result = "" if check is None else "PASS" if check(samples) else "FAIL"
        rows.append(
            (
                label,
                _span(mine, unit),
                _span(theirs, unit),
                _span(minimal, unit),
                _ratio(mine, theirs),
                _ratio(mine, minimal),
                target,
                result,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        print("  ".join(cells).rstrip())
    print(f"\n(tools/call: ours skill_view {{'name': 'hello'}}, minimal echo; {CALL_COUNT} calls")
    print(" a round, median of the rounds' p50s; hermes-agent's server has no skill tool)")
    return not any(row[-1] == "FAIL" for row in rows)


async def run(rounds: int, warmup: int, work: Path) -> dict[str, list[Round]]:
    servers = []
    for name, command in (("ours", OURS), ("hermes-agent", THEIRS), ("minimal", MINIMAL)):
        home = work / name
        (home / "hermes").mkdir(parents=True)
        servers.append(Server(name, command, home, work / "pycache"))
    skill = work / "ours" / "hermes" / "skills" / "demo" / "hello" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(SKILL)
    cwd = work / "project"
    cwd.mkdir()
    results: dict[str, list[Round]] = {server.name: [] for server in servers}
    for index in range(warmup + rounds):
        counted = index >= warmup
        label = f"round {index - warmup + 1}/{rounds}" if counted else "warm-up"
        print(f"mcp_bench: {label} ...", file=sys.stderr)
        for server in servers:
            figures = await measure(server, cwd)
            if counted:
                results[server.name].append(figures)
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10, help="counted rounds (default 10)")
    parser.add_argument("--warmup", type=int, default=1, help="uncounted rounds first")
    args = parser.parse_args()
    if not _peer_ready():
        print(
            f"mcp_bench: hermes-agent 0.19.0 with its mcp extra is missing ({PEER}).\n"
            "Set it up with: bash benchmarks/peers/setup_peers.sh, then\n"
            f"{PEER_VENV / 'bin' / 'pip'} install 'hermes-agent[mcp]==0.19.0'\n"
            "(a minimal install, HERMES_PEER_MINIMAL=1, has no usable `hermes mcp serve`)"
        )
        return 2
    print(
        f"mcp_bench: Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"{args.rounds} rounds (+{args.warmup} warm-up), ours, hermes-agent and minimal "
        "taking turns"
    )
    work = Path(tempfile.mkdtemp(prefix="hermes-mcp-bench-"))
    try:
        results = asyncio.run(run(args.rounds, args.warmup, work))
    except ServerFailed as exc:
        print(f"mcp_bench: {exc}")
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    ok = report(results)
    print(f"\ntargets {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

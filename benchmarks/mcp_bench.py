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
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stdio_client import (
    PEER_VENV,
    Connection,
    ServerFailed,
    Subject,
    memory_mb,
    peer_ready,
    span,
    spawned,
)

HERE = Path(__file__).resolve().parent
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
HERMES_RATIO = 1.0
MINIMAL_RATIO = 1.2
CALL_P50_S = 0.003


@dataclass
class Round:
    """The figures of one spawn, by the keys of ``FIGURES``: seconds and MB."""

    figures: dict[str, float]


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


async def measure(server: Subject, cwd: Path) -> Round:
    """Spawn ``server``, take one round of figures, kill it."""
    async with spawned(server, cwd) as connection:
        connection.send(0, "initialize", INITIALIZE)
        initialized = await connection.result(0)
        figures = {"startup": time.perf_counter() - connection.started}
        if "capabilities" not in initialized:
            raise ServerFailed(f"initialize result without capabilities: {initialized}")
        connection.send(None, "notifications/initialized", {})
        sent = time.perf_counter()
        connection.send(1, "tools/list", {})
        listed = await connection.result(1)
        figures["list"] = time.perf_counter() - sent
        if not listed.get("tools"):
            raise ServerFailed(f"tools/list returned no tools: {listed}")
        figures |= {f"{k} list": v for k, v in memory_mb(connection.process.pid).items()}
        call = CALLS[server.name]
        if call is not None:
            figures["call p50"] = await _call_p50(connection, *call)
        return Round(figures)


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
                span(mine, unit, ms_digits=2),
                span(theirs, unit, ms_digits=2),
                span(minimal, unit, ms_digits=2),
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
        servers.append(Subject(name, command, home, work / "pycache"))
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
    if not peer_ready(PEER, "mcp.server.fastmcp"):
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

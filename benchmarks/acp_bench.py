"""``hermes acp`` against hermes-agent 0.19.0's ``hermes-acp``, both over their real stdio
transport (ACP v1: newline-delimited JSON-RPC 2.0), measured in the same run.

Each round spawns ours, then theirs (interleaved, so a slow moment of the machine hits
both), and for each agent measures:

1. Start-up: spawn -> the ``initialize`` result line (the request is written at once,
   as an editor does). Target: ours <= 1/4 of hermes-acp's (medians).
2. ``session/new`` -> its result, sent right after the ``initialize`` result, then a
   second one right after the first result (notifications in between are skipped; the
   responses are matched by id). Target: <= 50 ms (median, first and second).
3. Memory from ``/proc/<pid>/status``: VmHWM (peak RSS) and VmRSS after ``initialize``,
   after the first ``session/new`` and after the second. Target: VmHWM after the first
   ``session/new`` <= 60 MB in every round.

Then the process is killed. Each agent has its own HERMES_HOME and HOME (temporary
folders) for the whole run, with the same ``config.yaml``: an OpenAI-compatible
endpoint on 127.0.0.1:9 (nothing listens there; no figure asks the model anything) and
OPENAI_API_KEY=bench; other ``*_API_KEY`` and ``HERMES_*`` variables are removed.
hermes-acp needs ``provider: custom`` to create a session from that endpoint, and it
fills its home on the first start, so one uncounted warm-up round comes first.
Bytecode goes to a temporary PYTHONPYCACHEPREFIX (PYTHONDONTWRITEBYTECODE is dropped), so
after the warm-up both start from compiled modules, as an installed wheel does, whatever
state this checkout's ``__pycache__`` folders are in. During ``session/new`` hermes-acp
fetches model metadata from openrouter.ai; without network that fails at once, with it
its figure includes the fetch.

Run: ``.venv/bin/python benchmarks/acp_bench.py [--rounds 10] [--warmup 1]`` (about 3 s
a round; needs ``bash benchmarks/peers/setup_peers.sh``). Prints medians (min-max) for
both and the ratios; exits 1 when a target is missed, 2 when the peer is missing.
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

from stdio_client import PEER_VENV, ServerFailed, Subject, memory_mb, peer_ready, span, spawned

HERE = Path(__file__).resolve().parent
PEER = PEER_VENV / "bin" / "hermes-acp"
OURS = [sys.executable, "-m", "hermes_cli", "acp"]
CONFIG = "model:\n  default: bench-model\n  provider: custom\n  base_url: http://127.0.0.1:9/v1\n"
INITIALIZE = {
    "protocolVersion": 1,
    "clientCapabilities": {
        "fs": {"readTextFile": False, "writeTextFile": False},
        "terminal": False,
    },
    "clientInfo": {"name": "bench", "version": "1"},
}
STARTUP_RATIO = 0.25
SESSION_NEW_S = 0.050
PEAK_MB = 60.0


@dataclass
class Round:
    """The figures of one spawn, by the keys of ``FIGURES``: seconds and MB."""

    figures: dict[str, float]


async def measure(agent: Subject, cwd: Path) -> Round:
    """Spawn ``agent``, take one round of figures, kill it."""
    async with spawned(agent, cwd) as connection:
        connection.send(0, "initialize", INITIALIZE)
        initialized = await connection.result(0)
        startup = time.perf_counter() - connection.started
        if "agentCapabilities" not in initialized:
            raise ServerFailed(f"initialize result without agentCapabilities: {initialized}")
        pid = connection.process.pid
        figures = {"startup": startup}
        figures |= {f"{k} init": v for k, v in memory_mb(pid).items()}
        for request_id in (1, 2):  # the second right after the first
            sent = time.perf_counter()
            connection.send(request_id, "session/new", {"cwd": str(cwd), "mcpServers": []})
            created = await connection.result(request_id)
            figures[f"new {request_id}"] = time.perf_counter() - sent
            if "sessionId" not in created:
                raise ServerFailed(f"session/new result without sessionId: {created}")
            figures |= {f"{k} new {request_id}": v for k, v in memory_mb(pid).items()}
        return Round(figures)


def _startup_check(mine: list[float], peer: list[float]) -> bool:
    return statistics.median(mine) <= STARTUP_RATIO * statistics.median(peer)


def _session_new_check(mine: list[float], _peer: list[float]) -> bool:
    return statistics.median(mine) <= SESSION_NEW_S


def _peak_check(mine: list[float], _peer: list[float]) -> bool:
    return max(mine) <= PEAK_MB


Check = Callable[[list[float], list[float]], bool]
# key in Round.figures, label, unit, target, check of ours against it
FIGURES: tuple[tuple[str, str, str, str, Check | None], ...] = (
    ("startup", "spawn -> initialize result", "ms", "ratio <= 0.25", _startup_check),
    ("new 1", "session/new, first", "ms", "<= 50 ms", _session_new_check),
    ("new 2", "session/new, second", "ms", "<= 50 ms", _session_new_check),
    ("VmHWM init", "VmHWM (peak RSS) after initialize", "MB", "", None),
    ("VmRSS init", "VmRSS after initialize", "MB", "", None),
    ("VmHWM new 1", "VmHWM after the first session/new", "MB", "max <= 60 MB", _peak_check),
    ("VmRSS new 1", "VmRSS after the first session/new", "MB", "", None),
    ("VmHWM new 2", "VmHWM after the second session/new", "MB", "", None),
)


def report(ours: list[Round], theirs: list[Round]) -> bool:
    """Print the table; True when every target is met."""
    header = ("figure", "hermes acp (ours)", "hermes-acp 0.19.0", "ours/theirs", "target", "")
    rows = [header]
    for key, label, unit, target, check in FIGURES:
        mine = [r.figures[key] for r in ours]
        peer = [r.figures[key] for r in theirs]
        ratio = statistics.median(mine) / statistics.median(peer)
        result = "" if check is None else "PASS" if check(mine, peer) else "FAIL"
        rows.append((label, span(mine, unit), span(peer, unit), f"{ratio:.2f}x", target, result))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        print("  ".join(cells).rstrip())
    return not any(row[5] == "FAIL" for row in rows)


async def run(rounds: int, warmup: int, work: Path) -> tuple[list[Round], list[Round]]:
    agents = []
    for name, command in (("ours", OURS), ("hermes-acp", [str(PEER)])):
        home = work / name
        (home / "hermes").mkdir(parents=True)
        (home / "hermes" / "config.yaml").write_text(CONFIG)
        agents.append(Subject(name, command, home, work / "pycache", {"OPENAI_API_KEY": "bench"}))
    cwd = work / "project"
    cwd.mkdir()
    results: dict[str, list[Round]] = {agent.name: [] for agent in agents}
    for index in range(warmup + rounds):
        counted = index >= warmup
        label = f"round {index - warmup + 1}/{rounds}" if counted else "warm-up"
        print(f"acp_bench: {label} ...", file=sys.stderr)
        for agent in agents:
            figures = await measure(agent, cwd)
            if counted:
                results[agent.name].append(figures)
    return results["ours"], results["hermes-acp"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10, help="counted rounds (default 10)")
    parser.add_argument("--warmup", type=int, default=1, help="uncounted rounds first")
    args = parser.parse_args()
    if not peer_ready(PEER, "acp, acp_adapter.entry"):
        print(
            f"acp_bench: hermes-agent 0.19.0 with its acp extra is missing ({PEER}).\n"
            "Set it up with: bash benchmarks/peers/setup_peers.sh\n"
            "(a minimal install, HERMES_PEER_MINIMAL=1, has no hermes-acp: remove "
            f"{PEER_VENV} and run the script without it)"
        )
        return 2
    print(
        f"acp_bench: Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"{args.rounds} rounds (+{args.warmup} warm-up), ours and hermes-acp taking turns"
    )
    work = Path(tempfile.mkdtemp(prefix="hermes-acp-bench-"))
    try:
        ours, theirs = asyncio.run(run(args.rounds, args.warmup, work))
    except ServerFailed as exc:
        print(f"acp_bench: {exc}")
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    ok = report(ours, theirs)
    print(f"\ntargets {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""The turn loop's own overhead per turn, provider time excluded (target: <= 5 ms).

The provider here is an in-process stand-in that answers at once (its own time is
measured and subtracted), so what is left is the loop: building requests from the
stored history, persisting every message to a real state.db (WAL, synchronous=FULL),
dispatching tool calls through the registry, and streaming events. Two kinds of turn:
a text answer (2 messages stored) and a tool round trip (4 messages, the todo tool).
Sessions grow to 200 messages, so history loading is part of the figure.

Run: ``.venv/bin/python benchmarks/loop_bench.py``. Exit 1 when the target is missed.
No peer is measured: hermes-agent's loop cannot run without its provider stack.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

from hermes_core.agent.loop import Agent, ApprovalMode
from hermes_core.agent.providers import (
    ChatRequest,
    Finish,
    ProviderEvent,
    TextDelta,
    ToolCall,
    Usage,
)
from hermes_core.agent.tools import ToolRegistry
from hermes_core.agent.tools.todo import todo_tool
from hermes_core.state import SqliteSessionStore

TURNS = 100


class InstantProvider:
    """Answers at once: a tool call when the last message is the user's and asks for
    a plan, otherwise a short text."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.calls = 0

    async def stream(self, request: ChatRequest) -> AsyncIterator[ProviderEvent]:
        started = time.perf_counter()
        last = request.messages[-1]
        events: list[ProviderEvent]
        if last.role == "user" and "plan" in last.content:
            self.calls += 1
            call = ToolCall(f"c{self.calls}", "todo", {"items": ["a", "b", "c"]})
            events = [Usage(100, 10), Finish("tool_use", (call,))]
        else:
            events = [TextDelta("Done"), TextDelta(" and done."), Usage(100, 5), Finish("end_turn")]
        self.seconds += time.perf_counter() - started
        for event in events:
            yield event


class Prompt:
    async def system_prompt(self, session_id: str) -> str:
        return f"You are a benchmark ({session_id})."


async def measure(kind: str, work: Path) -> list[float]:
    provider = InstantProvider()
    registry = ToolRegistry()
    registry.add(todo_tool())
    async with await SqliteSessionStore.open(work / f"{kind}.db") as store:
        agent = Agent(
            provider, registry, store, Prompt(), model="m", approval=ApprovalMode.ALLOW_ALL
        )
        session = (await store.create_session("bench")).id
        per_turn: list[float] = []
        text = "make a plan" if kind == "tool" else "hello"
        for _ in range(TURNS):
            before = provider.seconds
            started = time.perf_counter()
            async for _event in agent.turn(session, text):
                pass
            per_turn.append(time.perf_counter() - started - (provider.seconds - before))
        return per_turn


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="hermes-loop-bench-"))
    ok = True
    print(f"turn loop overhead, provider time excluded, {TURNS} turns per kind (target <= 5 ms)")
    for kind in ("text", "tool"):
        values = asyncio.run(measure(kind, work))
        p50 = statistics.median(values) * 1000
        p95 = sorted(values)[int(len(values) * 0.95)] * 1000
        worst = max(values) * 1000
        print(f"  {kind:5} turn: p50 {p50:6.2f} ms   p95 {p95:6.2f} ms   max {worst:6.2f} ms")
        ok &= p50 <= 5
    print(f"target {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

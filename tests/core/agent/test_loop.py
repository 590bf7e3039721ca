"""The turn loop with the real OpenAI-compatible provider against a scripted server on
127.0.0.1 and a real state.db: text turns, tool round trips, permission and approval
modes, bad tool calls, the iteration limit, cancellation while the model streams or a
tool runs, provider errors, and one system prompt per session."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated

import pytest

from hermes_core.agent.events import (
    PlanUpdated,
    TextChunk,
    ToolCallFinished,
    ToolCallStarted,
    ToolCallUpdated,
    TurnEnded,
    TurnEvent,
    UsageReport,
)
from hermes_core.agent.loop import Agent, ApprovalMode, Permission, TurnOptions
from hermes_core.agent.providers import OpenAICompatibleProvider, ProviderSettings, RetryPolicy
from hermes_core.agent.tools import ToolRegistry, ToolResult, tool
from hermes_core.agent.tools.todo import todo_tool
from hermes_core.state import SqliteSessionStore
from tests.core.agent.scripted import (
    Hang,
    Reply,
    ScriptedServer,
    openai_sse,
    text_reply,
    tool_reply,
)


class Prompts:
    def __init__(self) -> None:
        self.built = 0
        self.cwds: list[Path | None] = []

    async def system_prompt(self, session_id: str, cwd: Path | None = None) -> str:
        self.built += 1
        self.cwds.append(cwd)
        return f"You are a test agent in {session_id}."


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteSessionStore]:
    opened = await SqliteSessionStore.open(tmp_path / "state.db")
    try:
        yield opened
    finally:
        await opened.close()


@tool(toolset="files", kind="edit")
async def write_note(text: Annotated[str, "what to write"]) -> ToolResult:
    """Write a note."""
    return ToolResult(f"wrote {text!r}", diff=("note.txt", None, text))


@tool(toolset="slow", kind="read")
async def slow_read(seconds: float) -> str:
    """Take a while."""
    await asyncio.sleep(seconds)
    return "done"


@pytest.fixture
async def agent(
    server: ScriptedServer, store: SqliteSessionStore
) -> AsyncIterator[tuple[Agent, Prompts]]:
    settings = ProviderSettings("openai", server.url, "m", "k", "KEY")
    provider = OpenAICompatibleProvider(settings, policy=RetryPolicy(retries=0))
    registry = ToolRegistry()
    registry.add(todo_tool(), write_note, slow_read)
    prompts = Prompts()
    try:
        yield Agent(provider, registry, store, prompts, model="m"), prompts
    finally:
        await provider.aclose()


async def run(agent: Agent, session_id: str, text: str) -> list[TurnEvent]:
    return [event async for event in agent.turn(session_id, text)]


async def _session(store: SqliteSessionStore) -> str:
    return (await store.create_session("test")).id


async def test_text_turn(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(text_reply("Hel", "lo"))
    events = await run(agent[0], session, "Hi")
    assert events == [
        TextChunk("Hel"),
        TextChunk("lo"),
        UsageReport(10, 2),
        TurnEnded("end_turn"),
    ]
    stored = await store.messages(session)
    assert [(m.role, m.content) for m in stored] == [("user", "Hi"), ("assistant", "Hello")]
    loaded = await store.get_session(session)
    assert loaded is not None
    assert (loaded.input_tokens, loaded.output_tokens) == (10, 2)
    body = server.requests[0].body
    assert body["messages"][0] == {
        "role": "system",
        "content": f"You are a test agent in {session}.",
    }
    assert {t["function"]["name"] for t in body["tools"]} == {"todo", "write_note", "slow_read"}


async def test_a_tool_round_trip_reports_every_step_and_sends_the_result_back(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(
        tool_reply(("c1", "todo", {"items": ["read", "write"]})),
        text_reply("Planned."),
    )
    events = await run(agent[0], session, "Plan it")
    assert events[:4] == [
        ToolCallStarted("c1", "todo", {"items": ["read", "write"]}, "think", "todo"),
        ToolCallUpdated("c1", "in_progress"),
        PlanUpdated((("read", "pending"), ("write", "pending"))),
        ToolCallFinished("c1", "completed", "1. [pending] read\n2. [pending] write"),
    ]
    assert events[-1] == TurnEnded("end_turn")
    second = server.requests[1].body["messages"]
    assert second[-2]["tool_calls"][0]["function"]["name"] == "todo"
    assert second[-1] == {
        "role": "tool",
        "tool_call_id": "c1",
        "content": "1. [pending] read\n2. [pending] write",
    }
    roles = [m.role for m in await store.messages(session)]
    assert roles == ["user", "assistant", "tool", "assistant"]


async def test_edits_ask_for_permission_and_a_rejection_reaches_the_model(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    asked: list[str] = []
    answers: list[Permission] = ["reject", "allow_always"]

    async def permission(call: ToolCallStarted) -> Permission:
        asked.append(call.call_id)
        return answers.pop(0)

    the_agent.permission = permission
    session = await _session(store)
    server.reply(
        tool_reply(("e1", "write_note", {"text": "a"})),
        tool_reply(("e2", "write_note", {"text": "b"})),
        tool_reply(("e3", "write_note", {"text": "c"})),
        text_reply("Done."),
    )
    events = await run(the_agent, session, "Write")
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [(f.call_id, f.status) for f in finished] == [
        ("e1", "failed"),
        ("e2", "completed"),
        ("e3", "completed"),
    ]
    assert finished[0].content == "The user declined this tool call."
    assert finished[1].diff == ("note.txt", None, "b")
    assert asked == ["e1", "e2"]  # allow_always: e3 was not asked
    assert ToolCallUpdated("e1", "awaiting_permission") in events
    assert server.requests[1].body["messages"][-1]["content"] == "The user declined this tool call."


async def test_accept_edits_lets_edits_through_without_asking(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    the_agent.approval = ApprovalMode.ACCEPT_EDITS
    session = await _session(store)
    server.reply(tool_reply(("e1", "write_note", {"text": "a"})), text_reply("ok"))
    events = await run(the_agent, session, "Write")
    assert ToolCallFinished("e1", "completed", "wrote 'a'", ("note.txt", None, "a")) in events


async def test_unknown_tools_and_bad_arguments_fail_the_call_not_the_turn(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(
        tool_reply(("u1", "no_such_tool", {}), ("b1", "todo", {"update": "two"})),
        text_reply("Sorry."),
    )
    events = await run(agent[0], session, "Go")
    finished = {e.call_id: e for e in events if isinstance(e, ToolCallFinished)}
    assert finished["u1"].status == "failed"
    assert "unknown tool 'no_such_tool'" in finished["u1"].content
    assert finished["b1"].content == "todo: 'update' must be integer, not str"
    assert events[-1] == TurnEnded("end_turn")


async def test_the_iteration_limit_ends_the_turn_with_every_call_finished(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    the_agent.max_iterations = 2
    session = await _session(store)
    server.reply(*(tool_reply((f"t{i}", "todo", {"items": ["x"]})) for i in range(3)))
    events = await run(the_agent, session, "Loop")
    started = [e.call_id for e in events if isinstance(e, ToolCallStarted)]
    finished = [e.call_id for e in events if isinstance(e, ToolCallFinished)]
    assert started == finished == ["t0", "t1"]
    assert events[-1] == TurnEnded("max_turn_requests")


async def test_max_tokens_and_refusal_are_reported(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(text_reply("cut", finish="length"), text_reply(finish="content_filter"))
    assert (await run(agent[0], session, "a"))[-1] == TurnEnded("max_tokens")
    assert (await run(agent[0], session, "b"))[-1] == TurnEnded("refusal")


async def test_cancelling_while_the_model_streams(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    first = {"choices": [{"index": 0, "delta": {"content": "Partial"}, "finish_reason": None}]}
    server.reply(Reply(parts=[*openai_sse(first, done=False), Hang()]))
    turn = agent[0].turn(session, "Long answer please")
    events: list[TurnEvent] = []
    async for event in turn:
        events.append(event)
        if isinstance(event, TextChunk):
            started = time.monotonic()
            turn.cancel()
    assert time.monotonic() - started < 0.5
    assert events == [TextChunk("Partial"), TurnEnded("cancelled")]
    assert await asyncio.to_thread(server.requests[0].client_closed.wait, 5)
    stored = await store.messages(session)
    assert (stored[-1].role, stored[-1].content, stored[-1].finish_reason) == (
        "assistant",
        "Partial",
        "cancelled",
    )


async def test_cancelling_while_a_tool_runs_finishes_it_as_cancelled(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(tool_reply(("s1", "slow_read", {"seconds": 30})))
    turn = agent[0].turn(session, "Read slowly")
    events: list[TurnEvent] = []
    async for event in turn:
        events.append(event)
        if event == ToolCallUpdated("s1", "in_progress"):
            turn.cancel()
    assert events[-2:] == [
        ToolCallFinished("s1", "cancelled", "cancelled by the user"),
        TurnEnded("cancelled"),
    ]


async def test_a_provider_error_ends_the_turn_with_the_error(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(
        Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "bad key"}}'])
    )
    [ended] = await run(agent[0], session, "Hi")
    assert ended == TurnEnded("end_turn", error="HTTP 401: bad key")


async def test_every_request_of_a_session_starts_with_the_same_system_prompt(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    session = await _session(store)
    server.reply(text_reply("one"), text_reply("two"))
    await run(the_agent, session, "1")
    await run(the_agent, session, "2")
    systems = [r.body["messages"][0] for r in server.requests]
    assert systems[0] == systems[1]
    assert [m["role"] for m in server.requests[1].body["messages"]] == [
        "system",
        "user",
        "assistant",
        "user",
    ]


async def test_a_dangerous_command_is_asked_about_even_when_everything_is_allowed(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore, tmp_path: Path
):
    from hermes_core.agent.environment import LocalEnvironment
    from hermes_core.agent.tools.terminal import terminal_tool
    from hermes_core.security import Scanner

    the_agent = agent[0]
    the_agent.registry.add(terminal_tool(LocalEnvironment(tmp_path), Scanner()))
    the_agent.approval = ApprovalMode.ALLOW_ALL
    asked: list[ToolCallStarted] = []

    async def permission(call: ToolCallStarted) -> Permission:
        asked.append(call)
        return "reject"

    the_agent.permission = permission
    session = await _session(store)
    server.reply(
        tool_reply(("t1", "terminal", {"command": "echo safe"})),
        tool_reply(("t2", "terminal", {"command": "rm -rf /"})),
        text_reply("ok"),
    )
    events = await run(the_agent, session, "clean up")
    finished = {e.call_id: e for e in events if isinstance(e, ToolCallFinished)}
    assert finished["t1"].content == "safe\n[exit code 0]"
    assert finished["t2"].status == "failed"
    assert [c.call_id for c in asked] == ["t2"]
    assert asked[0].warning is not None
    assert "DES001" in asked[0].warning


async def test_file_edits_are_snapshotted_once_per_folder_per_turn(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore, tmp_path: Path
):
    from hermes_core.agent.checkpoints import Checkpoints
    from hermes_core.agent.environment import LocalEnvironment
    from hermes_core.agent.tools.files import file_tools

    work = tmp_path / "work"
    work.mkdir()
    (work / "a.txt").write_text("original\n")
    the_agent = agent[0]
    the_agent.registry = ToolRegistry()
    the_agent.registry.add(*file_tools(LocalEnvironment(work)))
    the_agent.approval = ApprovalMode.ALLOW_ALL
    the_agent.checkpoints = Checkpoints(tmp_path / "checkpoints")
    the_agent.workdir = work
    session = await _session(store)
    server.reply(
        tool_reply(("w1", "write_file", {"path": "a.txt", "content": "changed\n"})),
        tool_reply(("w2", "write_file", {"path": "b.txt", "content": "new\n"})),
        text_reply("done"),
    )
    await run(the_agent, session, "edit")
    snapshots = the_agent.checkpoints.list(work)
    assert len(snapshots) == 1
    assert snapshots[0].label.startswith("before write_file a.txt")
    the_agent.checkpoints.rollback(work, snapshots[0].commit)
    assert (work / "a.txt").read_text() == "original\n"
    assert not (work / "b.txt").exists()


async def test_reject_always_holds_for_the_session_only(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    asked: list[str] = []

    async def permission(call: ToolCallStarted) -> Permission:
        asked.append(call.call_id)
        return "reject_always"

    the_agent.permission = permission
    first, second = await _session(store), await _session(store)
    server.reply(
        tool_reply(("r1", "write_note", {"text": "a"})),
        tool_reply(("r2", "write_note", {"text": "b"})),
        text_reply("Gave up."),
        tool_reply(("r3", "write_note", {"text": "c"})),
        text_reply("Gave up again."),
    )
    events = await run(the_agent, first, "Write twice")
    assert [(e.call_id, e.status) for e in events if isinstance(e, ToolCallFinished)] == [
        ("r1", "failed"),
        ("r2", "failed"),
    ]
    assert asked == ["r1"]  # r2 was refused without asking
    await run(the_agent, second, "Write")
    assert asked == ["r1", "r3"]  # another session is asked again
    the_agent.forget(first)
    assert the_agent._remembered(first, "write_note") is None


async def test_turn_options_give_a_session_its_own_environment_mode_model_and_prompt(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore, tmp_path: Path
):
    from hermes_core.agent.environment import LocalEnvironment
    from hermes_core.agent.tools.files import file_tools

    default_dir, own_dir = tmp_path / "default", tmp_path / "own"
    default_dir.mkdir()
    own_dir.mkdir()
    the_agent, prompts = agent
    the_agent.registry.add(*file_tools(LocalEnvironment(default_dir)))
    asked: list[str] = []

    async def never(call: ToolCallStarted) -> Permission:
        asked.append(call.call_id)
        return "reject"

    the_agent.permission = never  # the agent's default: ask, and refuse
    session = await _session(store)
    server.reply(
        tool_reply(("w1", "write_file", {"path": "x.txt", "content": "mine\n"})),
        text_reply("written"),
    )
    options = TurnOptions(
        environment=LocalEnvironment(own_dir), approval=ApprovalMode.ALLOW_ALL, model="other"
    )
    events = [event async for event in the_agent.turn(session, "write", options)]
    assert [e.status for e in events if isinstance(e, ToolCallFinished)] == ["completed"]
    assert asked == []
    assert (own_dir / "x.txt").read_text() == "mine\n"
    assert not (default_dir / "x.txt").exists()
    assert server.requests[0].body["model"] == "other"
    assert prompts.cwds == [own_dir]


class BrokenPrompts(Prompts):
    async def system_prompt(self, session_id: str, cwd: Path | None = None) -> str:
        raise RuntimeError("the prompt builder broke")


async def test_an_unexpected_error_still_ends_the_turn(
    agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    the_agent.prompt = BrokenPrompts()
    session = await _session(store)
    events = await asyncio.wait_for(run(the_agent, session, "hello"), 10)
    assert isinstance(events[-1], TurnEnded)
    assert events[-1].stop_reason == "end_turn"
    assert events[-1].error == "internal error: the prompt builder broke"


async def test_a_turn_cancelled_while_a_tool_runs_leaves_a_history_the_provider_accepts(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    session = await _session(store)
    server.reply(tool_reply(("s1", "slow_read", {"seconds": 30})))
    turn = the_agent.turn(session, "Read slowly")
    async for event in turn:
        if isinstance(event, ToolCallUpdated) and event.status == "in_progress":
            turn.cancel()
    stored = await store.messages(session)
    assert [(m.role, m.finish_reason) for m in stored][-1] == ("tool", "cancelled")
    server.reply(text_reply("Fine."))
    await run(the_agent, session, "Never mind")
    sent = server.requests[-1].body["messages"]
    calls = [m for m in sent if m.get("tool_calls")]
    results = [m for m in sent if m["role"] == "tool"]
    assert [c["tool_calls"][0]["id"] for c in calls] == ["s1"]
    assert [(r["tool_call_id"], r["content"]) for r in results] == [("s1", "cancelled by the user")]


def test_tool_calls_without_a_stored_result_are_answered_in_the_history():
    from hermes_core.agent.loop import UNANSWERED, _history
    from hermes_core.state import Message

    calls = [
        {"id": "a", "type": "function", "function": {"name": "x", "arguments": "{}"}},
        {"id": "b", "type": "function", "function": {"name": "y", "arguments": "{}"}},
    ]
    history = _history(
        [
            Message("user", "go"),
            Message("assistant", None, tool_calls=calls),
            Message("tool", "done a", tool_call_id="a"),
            Message("user", "again"),
        ]
    )
    assert [(m.role, m.tool_call_id, m.content) for m in history] == [
        ("user", None, "go"),
        ("assistant", None, ""),
        ("tool", "a", "done a"),
        ("tool", "b", UNANSWERED),
        ("user", None, "again"),
    ]


async def test_a_failed_tool_call_is_marked_in_the_store(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    server.reply(tool_reply(("n1", "no_such_tool", {})), text_reply("ok"))
    await run(agent[0], session, "try")
    tool_rows = [m for m in await store.messages(session) if m.role == "tool"]
    assert [(m.tool_call_id, m.finish_reason) for m in tool_rows] == [("n1", "failed")]


async def test_a_turn_cancelled_before_it_starts_only_says_so(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    turn = agent[0].turn(session, "never mind")
    turn.cancel()
    events = await asyncio.wait_for(_collect(turn), 5)
    assert events == [TurnEnded("cancelled")]
    assert turn.stop_reason == "cancelled"
    assert server.requests == []
    assert await store.messages(session) == []


async def _collect(turn: object) -> list[TurnEvent]:
    return [event async for event in turn]  # type: ignore[attr-defined]


async def test_permission_is_asked_only_after_the_consumer_has_every_earlier_event(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    seen: list[TurnEvent] = []
    asked_after: list[list[TurnEvent]] = []

    async def permission(call: ToolCallStarted) -> Permission:
        asked_after.append(list(seen))
        return "allow"

    the_agent.permission = permission
    session = await _session(store)
    server.reply(tool_reply(("e1", "write_note", {"text": "a"})), text_reply("ok"))
    async for event in the_agent.turn(session, "write"):
        await asyncio.sleep(0.01)  # a consumer slower than the loop
        seen.append(event)
    assert len(asked_after) == 1
    assert (
        ToolCallStarted("e1", "write_note", {"text": "a"}, "edit", "write_note") in asked_after[0]
    )
    assert asked_after[0][-1] == ToolCallUpdated("e1", "awaiting_permission")


async def test_a_turn_cancelled_between_its_start_and_its_first_step_still_ends(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    session = await _session(store)
    turn = agent[0].turn(session, "hello")
    events = turn.__aiter__()
    first = asyncio.ensure_future(events.__anext__())
    await asyncio.sleep(0)  # the turn's task now exists, but has not run a step yet
    turn.cancel()
    assert await asyncio.wait_for(first, 5) == TurnEnded("cancelled")
    assert turn.stop_reason == "cancelled"
    assert server.requests == []


async def test_a_sessions_own_tools_are_offered_and_called_beside_the_agents(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    @tool(toolset="editor", kind="read", name="editor_clock")
    async def editor_clock() -> str:
        """What time the editor says it is."""
        return "noon"

    @tool(toolset="editor", kind="edit", name="write_note")
    async def shadow() -> str:
        """Never called: the agent has a write_note of its own."""
        return "shadowed"

    the_agent = agent[0]
    the_agent.approval = ApprovalMode.ALLOW_ALL
    session = await _session(store)
    server.reply(tool_reply(("c1", "editor_clock", {})), text_reply("It is noon."))
    events = [
        e async for e in the_agent.turn(session, "time?", TurnOptions(tools=(editor_clock, shadow)))
    ]
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [(f.call_id, f.status, f.content) for f in finished] == [("c1", "completed", "noon")]
    offered = [t["function"]["name"] for t in server.requests[0].body["tools"]]
    assert "editor_clock" in offered
    assert offered.count("write_note") == 1
    server.reply(tool_reply(("c2", "editor_clock", {})), text_reply("?"))
    events = await run(the_agent, session, "again, without the editor")
    assert [e.content for e in events if isinstance(e, ToolCallFinished)] == [
        "unknown tool 'editor_clock' (tools: slow_read, todo, write_note)"
    ]


async def test_pictures_go_to_the_model_and_the_store_keeps_a_note(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    from hermes_core.agent.providers import Image

    session = await _session(store)
    server.reply(text_reply("A cat."), text_reply("Still a cat."))
    turn = agent[0].turn(session, "What is this?", images=(Image("image/png", "iVBORw0KGgo="),))
    events = [event async for event in turn]
    assert events[-1] == TurnEnded("end_turn")
    sent = server.requests[0].body["messages"][-1]["content"]
    assert sent[1] == {
        "type": "image_url",
        "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="},
    }
    stored = await store.messages(session)
    assert stored[0].content == "What is this?\n[1 image attached]"
    await run(agent[0], session, "And now?")
    history = server.requests[1].body["messages"]
    assert history[1] == {"role": "user", "content": "What is this?\n[1 image attached]"}


async def test_a_mode_switched_during_a_turn_applies_to_its_next_tool_call(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    the_agent = agent[0]
    mode = [ApprovalMode.ASK]
    asked: list[str] = []

    async def permission(call: ToolCallStarted) -> Permission:
        asked.append(call.call_id)
        mode[0] = ApprovalMode.ALLOW_ALL  # the user switches to "allow all" while asked
        return "allow"

    session = await _session(store)
    server.reply(
        tool_reply(("a1", "write_note", {"text": "a"})),
        tool_reply(("a2", "write_note", {"text": "b"})),
        text_reply("Both written."),
    )
    options = TurnOptions(approval=lambda: mode[0], permission=permission)
    events = [e async for e in the_agent.turn(session, "write twice", options)]
    assert asked == ["a1"]
    assert [e.status for e in events if isinstance(e, ToolCallFinished)] == ["completed"] * 2


async def test_a_session_the_model_never_answered_in_is_discarded_and_an_answered_one_kept(
    server: ScriptedServer, agent: tuple[Agent, Prompts], store: SqliteSessionStore
):
    failing, answered, empty = [await _session(store) for _ in range(3)]
    server.reply(
        Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "bad key"}}']),
        Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "bad key"}}']),
        text_reply("Hello."),
    )
    [ended] = await run(agent[0], failing, "Hi")
    assert ended.error == "HTTP 401: bad key"
    [ended] = await run(agent[0], answered, "Hi")  # fails, then the next turn is answered
    assert ended.error == "HTTP 401: bad key"
    assert (await run(agent[0], answered, "Hi again"))[-1] == TurnEnded("end_turn")
    assert await agent[0].discard_unanswered(failing) is True
    assert await agent[0].discard_unanswered(answered) is False
    assert await agent[0].discard_unanswered(empty) is True
    assert await store.get_session(failing) is None
    assert await store.get_session(empty) is None
    assert [m.role for m in await store.messages(answered)] == ["user", "user", "assistant"]
    assert [s.id for s in await store.list_sessions()] == [answered]

"""``agent_ask`` in process, through the official SDK's in-memory client, against a
scripted model on 127.0.0.1: text and tool turns, sessions, skills, permissions
(without a person, and through elicitation in both protocol eras), progress, provider
failures and cancellation."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp_types import CallToolResult, ElicitResult, ProgressNotification, TextContent

from hermes_core.agent.loop import DECLINED
from hermes_core.paths import HermesPaths
from hermes_core.state import SqliteSessionStore
from hermes_mcp.agent_run import PROGRESS_INTERVAL, Round
from hermes_mcp.options import ServerOptions
from hermes_mcp.server import create_server
from tests.core.agent.scripted import (
    Hang,
    Reply,
    ScriptedServer,
    openai_sse,
    text_reply,
    tool_reply,
)
from tests.mcp.home import ALPHA, SESSION_ID, McpHome, make_home

KEY = "sk-test-4f9a2c71e0"
DANGEROUS = "chmod 777 /tmp/hermes-agent-ask-no-such-file"

Elicit = Callable[[Any, Any], Awaitable[ElicitResult]]


@pytest.fixture
async def home(tmp_path: Path, server: ScriptedServer) -> McpHome:
    made = await make_home(tmp_path / "home")
    configure(made.home, server)
    return made


def configure(home: Path, server: ScriptedServer) -> None:
    (home / "config.yaml").write_text(
        f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n  api_key: {KEY}\n"
    )


@asynccontextmanager
async def connected(
    home: Path,
    mode: str = "legacy",
    elicit: Elicit | None = None,
    incoming: list[Any] | None = None,
    options: ServerOptions | None = None,
) -> AsyncIterator[Client]:
    server = create_server(HermesPaths.from_env({"HERMES_HOME": str(home)}), options)

    async def record(message: Any) -> None:
        if incoming is not None:
            incoming.append(message)

    with anyio.fail_after(60):
        async with Client(
            server, mode=mode, elicitation_callback=elicit, message_handler=record
        ) as client:
            yield client


def answering(decision: str, asked: list[str]) -> Elicit:
    """An elicitation callback that records each message and answers ``decision``."""

    async def elicit(_context: Any, params: Any) -> ElicitResult:
        asked.append(params.message)
        return ElicitResult(action="accept", content={"decision": decision})

    return elicit


def text_of(result: CallToolResult) -> str:
    assert isinstance(result.content[0], TextContent)
    return result.content[0].text


def structured(result: CallToolResult) -> dict[str, Any]:
    assert not result.is_error, text_of(result)
    assert result.structured_content is not None
    return result.structured_content


def sent_messages(server: ScriptedServer, index: int) -> list[dict[str, Any]]:
    """The messages of the model request number ``index``."""
    messages: list[dict[str, Any]] = server.requests[index].body["messages"]
    return messages


async def stored(home: Path, session_id: str) -> list[Any]:
    store = await SqliteSessionStore.open(home / "state.db")
    try:
        return await store.messages(session_id)
    finally:
        await store.close()


async def test_a_text_turn_answers_in_a_new_mcp_session_opened_at_the_first_call(
    tmp_path: Path, server: ScriptedServer
):
    home = tmp_path / "home"
    (home / "skills").mkdir(parents=True)
    configure(home, server)
    server.reply(text_reply("Hello", " there."))
    async with connected(home) as client:
        assert "agent_ask" in {t.name for t in (await client.list_tools()).tools}
        assert not (home / "state.db").exists()  # nothing opened at start-up or listing
        result = structured(await client.call_tool("agent_ask", {"prompt": "Say hello"}))
        assert result["text"] == "Hello there."
        assert result["stop_reason"] == "end_turn"
        assert result["tool_calls"] == []
        assert result["usage"] == {"input_tokens": 10, "output_tokens": 2}
        session = structured(
            await client.call_tool("session_get", {"session_id": result["session_id"]})
        )
    assert session["session"]["source"] == "mcp"
    assert session["session"]["title"] == "Say hello"
    assert [(m["role"], m["content"]) for m in session["messages"]] == [
        ("user", "Say hello"),
        ("assistant", "Hello there."),
    ]
    system = sent_messages(server, 0)[0]
    assert system["role"] == "system"
    assert "platform mcp" in system["content"]
    assert server.requests[0].headers["authorization"] == f"Bearer {KEY}"


async def test_a_tool_turn_reports_each_call_and_answers_after_them(
    home: McpHome, server: ScriptedServer
):
    server.reply(
        tool_reply(("call-1", "skill_view", {"name": "alpha"})),
        text_reply("Alpha is the PR checklist."),
    )
    async with connected(home.home) as client:
        result = structured(await client.call_tool("agent_ask", {"prompt": "What is alpha?"}))
    assert result["tool_calls"] == [
        {"name": "skill_view", "title": "skill_view: alpha", "status": "completed"}
    ]
    assert result["text"] == "Alpha is the PR checklist."
    tool_message = sent_messages(server, 1)[-1]
    assert tool_message["role"] == "tool"
    assert "Review pull requests with the alpha checklist." in tool_message["content"]


async def test_a_later_call_continues_the_session_it_names(home: McpHome, server: ScriptedServer):
    server.reply(text_reply("Noted: the port is 8421."), text_reply("It is 8421."))
    async with connected(home.home) as client:
        first = structured(await client.call_tool("agent_ask", {"prompt": "Remember port 8421"}))
        second = structured(
            await client.call_tool(
                "agent_ask", {"prompt": "Which port?", "session_id": first["session_id"]}
            )
        )
        assert second["session_id"] == first["session_id"]
        # Only sessions agent_ask started can be continued.
        for other in ("no-such-session", SESSION_ID):
            refused = await client.call_tool("agent_ask", {"prompt": "Hi", "session_id": other})
            assert refused.is_error
            assert f"no session {other!r} started by agent_ask" in text_of(refused)
    history = [(m["role"], m["content"]) for m in sent_messages(server, 1)[1:]]
    assert history == [
        ("user", "Remember port 8421"),
        ("assistant", "Noted: the port is 8421."),
        ("user", "Which port?"),
    ]
    assert len(server.requests) == 2


async def test_a_skill_runs_with_the_prompt_as_its_instruction(
    home: McpHome, server: ScriptedServer
):
    server.reply(text_reply("Reviewed."))
    async with connected(home.home) as client:
        result = structured(
            await client.call_tool("agent_ask", {"prompt": "Review PR 12", "skill": "alpha"})
        )
        assert result["text"] == "Reviewed."
        unknown = await client.call_tool("agent_ask", {"prompt": "x", "skill": "no-such-skill"})
        assert unknown.is_error
        assert "no-such-skill" in text_of(unknown)
        listed = structured(await client.call_tool("sessions_list", {"source": "mcp"}))
    sent = sent_messages(server, 0)[-1]["content"]
    assert "Review PR 12" in sent
    assert ALPHA.split("# Alpha")[1].split("${")[0].strip() in sent  # the skill's body
    # The failed call left no empty session behind.
    assert [s["id"] for s in listed["sessions"]] == [result["session_id"]]


async def test_without_elicitation_a_call_needing_permission_is_rejected_and_the_model_told(
    home: McpHome, server: ScriptedServer, tmp_path: Path
):
    work = tmp_path / "work"
    work.mkdir()
    server.reply(
        tool_reply(
            ("call-1", "terminal", {"command": "touch made.txt"}),
            ("call-2", "terminal", {"command": DANGEROUS}),
        ),
        text_reply("I was not allowed."),
    )
    async with connected(home.home) as client:
        result = structured(
            await client.call_tool("agent_ask", {"prompt": "Make a file", "cwd": str(work)})
        )
    assert [c["status"] for c in result["tool_calls"]] == ["failed", "failed"]
    assert not (work / "made.txt").exists()
    answers = [m for m in sent_messages(server, 1) if m["role"] == "tool"]
    assert [m["content"] for m in answers] == [DECLINED, DECLINED]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_with_elicitation_the_client_allows_or_rejects_each_call(
    home: McpHome, server: ScriptedServer, tmp_path: Path, mode: str
):
    work = tmp_path / "work"
    work.mkdir()
    asked: list[str] = []
    server.reply(
        tool_reply(("call-1", "terminal", {"command": "touch made.txt"})),
        text_reply("Made it."),
        tool_reply(("call-2", "terminal", {"command": "touch other.txt"})),
        text_reply("Not allowed."),
    )
    prompt = {"prompt": "Make a file", "cwd": str(work)}
    async with connected(home.home, mode, answering("allow", asked)) as client:
        allowed = structured(await client.call_tool("agent_ask", prompt))
    async with connected(home.home, mode, answering("reject", asked)) as client:
        rejected = structured(await client.call_tool("agent_ask", prompt))
    assert allowed["tool_calls"][0]["status"] == "completed"
    assert allowed["text"] == "Made it."
    assert (work / "made.txt").exists()
    assert rejected["tool_calls"][0]["status"] == "failed"
    assert not (work / "other.txt").exists()
    assert asked == [
        "Allow the Hermes agent to run terminal: touch made.txt (execute)?",
        "Allow the Hermes agent to run terminal: touch other.txt (execute)?",
    ]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_dangerous_command_is_asked_about_with_its_warning(
    home: McpHome, server: ScriptedServer, tmp_path: Path, mode: str
):
    asked: list[str] = []
    server.reply(tool_reply(("call-1", "terminal", {"command": DANGEROUS})), text_reply("ok"))
    async with connected(home.home, mode, answering("reject", asked)) as client:
        result = structured(
            await client.call_tool("agent_ask", {"prompt": "Open it up", "cwd": str(tmp_path)})
        )
    assert result["tool_calls"][0]["status"] == "failed"
    (message,) = asked
    assert "\nWarning: " in message


async def test_skill_manage_is_rejected_without_allow_writes_even_when_a_person_would_allow(
    home: McpHome, server: ScriptedServer
):
    asked: list[str] = []
    delete = {"action": "delete", "name": "alpha"}
    server.reply(tool_reply(("call-1", "skill_manage", delete)), text_reply("Could not."))
    async with connected(home.home, elicit=answering("allow", asked)) as client:
        result = structured(await client.call_tool("agent_ask", {"prompt": "Delete alpha"}))
    assert result["tool_calls"][0]["status"] == "failed"
    assert asked == []
    assert (home.home / "skills" / "dev" / "alpha" / "SKILL.md").exists()


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_progress_says_what_the_turn_does_when_asked_for_and_never_floods(
    home: McpHome, server: ScriptedServer, tmp_path: Path, mode: str
):
    pieces = [f"w{i} " for i in range(300)]
    server.reply(
        tool_reply(("call-1", "skill_view", {"name": "alpha"})),
        tool_reply(("call-2", "terminal", {"command": "touch made.txt"})),
        text_reply(*pieces),
    )
    notes: list[tuple[float, str | None]] = []

    async def progress(value: float, _total: float | None, message: str | None) -> None:
        notes.append((value, message))

    # Permission asked in between: in the 2026-07-28 era, a round of its own.
    async with connected(home.home, mode, answering("allow", [])) as client:
        started = time.monotonic()
        result = structured(
            await client.call_tool(
                "agent_ask", {"prompt": "Go", "cwd": str(tmp_path)}, progress_callback=progress
            )
        )
        elapsed = time.monotonic() - started
    assert result["text"] == "".join(pieces)
    messages = [m for _, m in notes]
    for said in (
        "calling tool skill_view: alpha",
        "asking permission for terminal: touch made.txt",
        "writing answer",
    ):
        assert said in messages
    values = [v for v, _ in notes]
    assert values == sorted(set(values))  # strictly increasing, across rounds too
    assert messages.count("writing answer") <= 2 + elapsed / PROGRESS_INTERVAL


async def test_no_progress_is_sent_without_a_progress_token(home: McpHome, server: ScriptedServer):
    incoming: list[Any] = []
    server.reply(tool_reply(("call-1", "skill_view", {"name": "alpha"})), text_reply("Done."))
    async with connected(home.home, incoming=incoming) as client:
        structured(await client.call_tool("agent_ask", {"prompt": "Go"}))
    assert not [m for m in incoming if isinstance(m, ProgressNotification)]


async def test_failures_are_error_results_with_a_safe_message(
    home: McpHome, server: ScriptedServer, tmp_path: Path
):
    body = {"error": {"message": f"Incorrect API key provided: {KEY}"}}
    server.reply(
        Reply(401, {"Content-Type": "application/json"}, [json.dumps(body).encode()]),
        text_reply("Back."),
    )
    async with connected(home.home) as client:
        failed = await client.call_tool("agent_ask", {"prompt": "Hi"})
        assert failed.is_error
        message = text_of(failed)
        assert "HTTP 401" in message
        assert KEY not in message
        assert "Traceback" not in message
        # The session made for the call is not kept: the model never answered in it.
        assert "no session was kept" in message
        listed = await client.call_tool("sessions_list", {"source": "mcp"})
        assert listed.structured_content is not None
        assert listed.structured_content["sessions"] == []
        missing = await client.call_tool("agent_ask", {"prompt": "Hi", "cwd": str(tmp_path / "x")})
        assert missing.is_error
        assert "is not an existing folder" in text_of(missing)
        relative = await client.call_tool("agent_ask", {"prompt": "Hi", "cwd": "work"})
        assert "must be an absolute path" in text_of(relative)
        assert not (await client.call_tool("agent_ask", {"prompt": "Hi"})).is_error


async def test_no_model_configured_is_an_error_until_config_yaml_names_one(
    home: McpHome, server: ScriptedServer
):
    config = home.home / "config.yaml"
    config.write_text("skills:\n  disabled: []\n")
    server.reply(text_reply("Set up."))
    async with connected(home.home) as client:
        failed = await client.call_tool("agent_ask", {"prompt": "Hi"})
        assert failed.is_error
        assert "no model configured" in text_of(failed)
        configure(home.home, server)
        assert structured(await client.call_tool("agent_ask", {"prompt": "Hi"}))["text"] == (
            "Set up."
        )


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_cancelling_the_call_closes_the_model_request_and_stores_the_partial_turn(
    home: McpHome, server: ScriptedServer, mode: str
):
    started = {"choices": [{"index": 0, "delta": {"content": "Half an"}, "finish_reason": None}]}
    server.reply(Reply(parts=[*openai_sse(started, done=False), Hang()]))
    server.reply(text_reply("Still here."))
    writing = anyio.Event()

    async def progress(_value: float, _total: float | None, message: str | None) -> None:
        if message == "writing answer":
            writing.set()

    async with connected(home.home, mode) as client:
        async with anyio.create_task_group() as group:
            group.start_soon(
                lambda: client.call_tool(
                    "agent_ask", {"prompt": "Long"}, progress_callback=progress
                )
            )
            with anyio.fail_after(10):
                await writing.wait()
            group.cancel_scope.cancel()
        assert await asyncio.to_thread(server.requests[0].client_closed.wait, 5)
        listed = structured(await client.call_tool("sessions_list", {"source": "mcp"}))
        (session,) = listed["sessions"]
        messages = await eventually(lambda: stored(home.home, session["id"]), count=2)
        assert [(m.role, m.content, m.finish_reason) for m in messages] == [
            ("user", "Long", None),
            ("assistant", "Half an", "cancelled"),
        ]
        # The server goes on serving, the same session too.
        again = await client.call_tool(
            "agent_ask", {"prompt": "Go on", "session_id": session["id"]}
        )
        assert structured(again)["text"] == "Still here."


async def eventually(read: Callable[[], Awaitable[list[Any]]], count: int) -> list[Any]:
    """``read()`` once it has ``count`` items (the server stores a cancelled turn after
    the client has stopped waiting); bounded."""
    with anyio.fail_after(5):
        while len(found := await read()) < count:
            await anyio.sleep(0.02)
    return found


async def test_a_call_cancelled_while_it_reports_the_model_asked_leaves_no_turn_running(
    home: McpHome, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch
):
    # The cancellation lands at the progress note "asking the model" (held open here
    # so that it lands nowhere else): once a turn has started, no cancellation may
    # leave it running unserved — its model request open, its session busy.
    server.reply(Reply(parts=[Hang()]))
    at_note = anyio.Event()
    progress = Round.progress

    async def held(self: Round, message: str) -> None:
        await progress(self, message)
        if message == "asking the model":
            at_note.set()
            await anyio.sleep(30)

    monkeypatch.setattr(Round, "progress", held)
    async with connected(home.home) as client:
        async with anyio.create_task_group() as group:
            group.start_soon(
                lambda: client.call_tool("agent_ask", {"prompt": "Long"}, progress_callback=None)
            )
            with anyio.fail_after(10):
                await at_note.wait()
            with anyio.move_on_after(1):  # a turn started before the note asks the model
                while not server.requests:
                    await anyio.sleep(0.02)
            group.cancel_scope.cancel()
        for request in server.requests:
            assert await asyncio.to_thread(request.client_closed.wait, 5)
        monkeypatch.setattr(Round, "progress", progress)
        server.replies.clear()
        server.reply(text_reply("Still here."))
        # The session made for the call that never reached its turn is gone, too (once
        # the server has handled the cancellation the client does not wait for).
        with anyio.fail_after(5):
            while structured(await client.call_tool("sessions_list", {"source": "mcp"}))[
                "sessions"
            ]:
                await anyio.sleep(0.02)
        again = await client.call_tool("agent_ask", {"prompt": "Go on"})
        assert structured(again)["text"] == "Still here."


async def test_a_turn_waiting_for_its_next_round_is_stopped_when_the_server_closes(
    home: McpHome, server: ScriptedServer, tmp_path: Path
):
    # 2026-07-28: a turn whose question is out waits for the round that answers it;
    # a server closing meanwhile stops it (stored as cancelled) before the store closes.
    server.reply(tool_reply(("call-1", "terminal", {"command": "touch made.txt"})))
    asked = anyio.Event()

    async def never_answers(_context: Any, _params: Any) -> ElicitResult:
        asked.set()
        await anyio.sleep_forever()
        raise AssertionError

    async with connected(home.home, "auto", never_answers) as client:
        async with anyio.create_task_group() as group:
            group.start_soon(
                lambda: client.call_tool("agent_ask", {"prompt": "Go", "cwd": str(tmp_path)})
            )
            with anyio.fail_after(10):
                await asked.wait()
            group.cancel_scope.cancel()
        listed = structured(await client.call_tool("sessions_list", {"source": "mcp"}))
    (session,) = listed["sessions"]
    messages = await stored(home.home, session["id"])
    assert messages[-1].finish_reason == "cancelled"
    assert not (tmp_path / "made.txt").exists()

"""``hermes acp`` driven by the official ACP Python SDK's client (``agent-client-protocol``)
in a real subprocess, against the scripted OpenAI-compatible server on 127.0.0.1. Every
message either side sends is validated against the official JSON schema (see
``tests/acp/schema.py``), and the raw stdout is checked to carry nothing else.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from acp import RequestError, text_block
from acp.schema import (
    ClientCapabilities,
    CreateTerminalResponse,
    FileSystemCapabilities,
    KillTerminalResponse,
    ReadTextFileResponse,
    ReleaseTerminalResponse,
    TerminalExitStatus,
    TerminalOutputResponse,
    WaitForTerminalExitResponse,
    WriteTextFileResponse,
)

from tests.acp.schema import AcpSchema
from tests.core.agent.scripted import ScriptedServer, text_reply, tool_reply
from tests.e2e.acp_support import TIMEOUT, RecordingClient, agent, kind_of


async def test_a_text_turn_streams_the_answer_titles_the_session_and_reports_usage(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    client = RecordingClient()
    server.reply(text_reply("Hello", " from", " hermes."))
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        session = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        assert session.modes.current_mode_id == "ask"
        assert {o.id for o in session.config_options} == {"mode", "model"}
        answer = await asyncio.wait_for(
            conn.prompt(session_id=session.session_id, prompt=[text_block("Say hello")]),
            TIMEOUT,
        )
        assert answer.stop_reason == "end_turn"
        await asyncio.sleep(0.1)
        sid = session.session_id
        text = "".join(u.content.text for u in client.of(sid, "agent_message_chunk"))
        assert text == "Hello from hermes."
        assert [u.title for u in client.of(sid, "session_info_update")] == ["Say hello"]
        usage = client.of(sid, "usage_update")
        assert [(u.used, u.size) for u in usage] == [(12, 32000)]
        commands = client.of(sid, "available_commands_update")
        assert {"skills", "title"} <= {c.name for c in commands[0].available_commands}
        sent = server.requests[0].body
        assert sent["model"] == "scripted-model"
        assert sent["messages"][-1] == {"role": "user", "content": "Say hello"}

        with pytest.raises(RequestError) as unknown:
            await conn.prompt(session_id="no-such-session", prompt=[text_block("hi")])
        assert unknown.value.code == -32002
        with pytest.raises(RequestError) as missing:
            await conn._conn.send_request("_hermes/doesNotExist", {})
        assert missing.value.code == -32601
        with pytest.raises(RequestError) as bad:
            await conn._conn.send_request("session/new", {"cwd": "relative/path", "mcpServers": []})
        assert bad.value.code == -32602
    assert acp_schema.errors == []
    assert acp_schema.checked > 10


async def test_a_tool_call_asks_permission_on_the_card_it_shows_and_always_finishes(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    client = RecordingClient()
    server.reply(
        tool_reply(("call-1", "write_file", {"path": "notes.txt", "content": "one\n"})),
        tool_reply(("call-2", "write_file", {"path": "notes.txt", "content": "two\n"})),
        text_reply("Done."),
    )
    choices = iter(["reject_once", "allow_once"])
    client.choose = lambda options: next(choices)
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        session = await conn.new_session(cwd=str(tmp_path))
        sid = session.session_id
        answer = await asyncio.wait_for(
            conn.prompt(session_id=sid, prompt=[text_block("Write notes")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
    cards = client.of(sid, "tool_call")
    assert [(c.tool_call_id, c.kind, c.status) for c in cards] == [
        ("call-1", "edit", "pending"),
        ("call-2", "edit", "pending"),
    ]
    assert cards[0].locations[0].path == str(tmp_path / "notes.txt")
    assert [p.tool_call_id for p in client.permissions] == ["call-1", "call-2"]
    finals = {
        u.tool_call_id: u
        for u in client.of(sid, "tool_call_update")
        if u.status in ("completed", "failed")
    }
    assert finals["call-1"].status == "failed"
    assert finals["call-2"].status == "completed"
    diff = finals["call-2"].content[0]
    assert (diff.type, diff.path, diff.old_text, diff.new_text) == (
        "diff",
        str(tmp_path / "notes.txt"),
        None,
        "two\n",
    )
    assert (tmp_path / "notes.txt").read_text() == "two\n"
    assert acp_schema.errors == []


async def test_cancel_while_the_client_never_answers_a_permission_request(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    client = RecordingClient()
    client.choose = lambda options: ...
    server.reply(tool_reply(("call-9", "terminal", {"command": "echo hi"})))
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        session = await conn.new_session(cwd=str(tmp_path))
        sid = session.session_id
        running = asyncio.create_task(conn.prompt(session_id=sid, prompt=[text_block("Run it")]))
        for _ in range(200):
            if client.permissions:
                break
            await asyncio.sleep(0.05)
        assert [p.tool_call_id for p in client.permissions] == ["call-9"]
        # The unanswered request blocks nothing else.
        listed = await asyncio.wait_for(conn.list_sessions(cwd=str(tmp_path)), 5)
        assert [s.session_id for s in listed.sessions] == [sid]
        queued = asyncio.create_task(
            conn.prompt(session_id=sid, prompt=[text_block("And then this")])
        )
        await asyncio.sleep(0.2)
        await conn.cancel(session_id=sid)
        assert (await asyncio.wait_for(running, 10)).stop_reason == "cancelled"
        assert (await asyncio.wait_for(queued, 10)).stop_reason == "cancelled"
    final = [u for u in client.of(sid, "tool_call_update") if u.tool_call_id == "call-9"]
    assert final[-1].status == "failed"
    assert len(server.requests) == 1  # the queued prompt never reached the model
    assert acp_schema.errors == []


async def test_a_session_is_listed_loaded_and_replayed_by_a_new_process(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    work = tmp_path / "project"
    work.mkdir()
    (work / "a.txt").write_text("alpha\n")
    first = RecordingClient()
    server.reply(
        tool_reply(("r1", "read_file", {"path": "a.txt"})),
        tool_reply(("p1", "todo", {"items": ["read", "answer"]})),
        text_reply("It says alpha."),
    )
    async with agent(acp_home, work, acp_schema, first) as conn:
        session = await conn.new_session(cwd=str(work))
        sid = session.session_id
        await conn.prompt(session_id=sid, prompt=[text_block("What does a.txt say?")])
        picked = await conn.set_config_option(
            config_id="model", session_id=sid, value="other-model"
        )
        model = next(o for o in picked.config_options if o.id == "model")
        assert model.current_value == "other-model"

    second = RecordingClient()
    async with agent(acp_home, work, acp_schema, second) as conn:
        listed = await conn.list_sessions(cwd=str(work))
        assert [(s.session_id, s.title) for s in listed.sessions] == [(sid, "What does a.txt say?")]
        assert (await conn.list_sessions(cwd=str(tmp_path))).sessions == []
        await conn.load_session(cwd=str(work), session_id=sid)
        await asyncio.sleep(0.2)
        kinds = [kind_of(u) for s, u in second.updates if s == sid]
        assert kinds[:1] == ["user_message_chunk"]
        replayed = [u for s, u in second.updates if s == sid]
        calls = [u for u in replayed if kind_of(u) == "tool_call"]
        assert [(c.tool_call_id, c.kind) for c in calls] == [("r1", "read"), ("p1", "think")]
        done = [u for u in replayed if kind_of(u) == "tool_call_update"]
        assert [(u.tool_call_id, u.status) for u in done] == [
            ("r1", "completed"),
            ("p1", "completed"),
        ]
        plan = [u for u in replayed if kind_of(u) == "plan"]
        assert [(e.content, e.status) for e in plan[-1].entries] == [
            ("read", "pending"),
            ("answer", "pending"),
        ]
        said = "".join(u.content.text for u in replayed if kind_of(u) == "agent_message_chunk")
        assert said == "It says alpha."
        with pytest.raises(RequestError) as unknown:
            await conn.load_session(cwd=str(work), session_id="20000101_000000_nope")
        assert unknown.value.code == -32002
    assert acp_schema.errors == []


async def test_stdout_carries_only_protocol_messages(
    tmp_path: Path, acp_home: Path, server: ScriptedServer
):
    env = {
        **os.environ,
        "HERMES_HOME": str(acp_home),
        "OPENAI_API_KEY": "k",
        "HERMES_LOG_LEVEL": "DEBUG",
    }
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1}},
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "session/new",
            "params": {"cwd": str(tmp_path), "mcpServers": []},
        },
    ]
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "acp",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
        cwd=tmp_path,
    )
    assert process.stdin is not None
    process.stdin.write(b"".join(json.dumps(line).encode() + b"\n" for line in lines))
    process.stdin.write(b"this is not json\n")
    await process.stdin.drain()
    await asyncio.sleep(1.0)
    process.stdin.close()
    out, err = await asyncio.wait_for(process.communicate(), TIMEOUT)
    messages = [json.loads(line) for line in out.decode().splitlines()]
    assert all(m.get("jsonrpc") == "2.0" for m in messages)
    assert {m.get("id") for m in messages if "id" in m} >= {1, 2, None}
    assert process.returncode == 0, err.decode()[-2000:]


class EditorClient(RecordingClient):
    """A client that owns the files (unsaved buffers in memory, written only to
    them) and runs commands in terminals of its own."""

    def __init__(self) -> None:
        super().__init__()
        self.buffers: dict[str, str] = {}
        self.calls: list[str] = []
        self.terminals: dict[str, tuple[asyncio.subprocess.Process, bytes]] = {}

    async def read_text_file(self, session_id: str, path: str, line=None, limit=None, **kw: Any):
        self.calls.append(f"read {path}")
        if path in self.buffers:
            return ReadTextFileResponse(content=self.buffers[path])
        if not Path(path).exists():
            raise RequestError.resource_not_found(path)
        return ReadTextFileResponse(content=Path(path).read_text())

    async def write_text_file(self, session_id: str, path: str, content: str, **kw: Any):
        self.calls.append(f"write {path}")
        self.buffers[path] = content
        return WriteTextFileResponse()

    async def create_terminal(
        self,
        session_id: str,
        command: str,
        args=None,
        env=None,
        cwd=None,
        output_byte_limit=None,
        **kw: Any,
    ):
        self.calls.append(f"terminal {command} {' '.join(args or [])}")
        process = await asyncio.create_subprocess_exec(
            command,
            *(args or []),
            cwd=cwd,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        terminal_id = f"term-{len(self.terminals) + 1}"
        self.terminals[terminal_id] = (process, b"")
        return CreateTerminalResponse(terminal_id=terminal_id)

    async def wait_for_terminal_exit(self, session_id: str, terminal_id: str, **kw: Any):
        process, _ = self.terminals[terminal_id]
        out, _ = await process.communicate()
        self.terminals[terminal_id] = (process, out)
        return WaitForTerminalExitResponse(exit_code=process.returncode)

    async def terminal_output(self, session_id: str, terminal_id: str, **kw: Any):
        process, out = self.terminals[terminal_id]
        return TerminalOutputResponse(
            output=out.decode(),
            truncated=False,
            exit_status=TerminalExitStatus(exit_code=process.returncode),
        )

    async def release_terminal(self, session_id: str, terminal_id: str, **kw: Any):
        self.calls.append(f"release {terminal_id}")
        return ReleaseTerminalResponse()

    async def kill_terminal(self, session_id: str, terminal_id: str, **kw: Any):
        self.terminals[terminal_id][0].kill()
        return KillTerminalResponse()


async def test_files_and_commands_go_through_an_editor_that_offers_them(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    (tmp_path / "draft.md").write_text("saved on disk\n")
    client = EditorClient()
    client.buffers[str(tmp_path / "draft.md")] = "unsaved edit in the editor\n"
    server.reply(
        tool_reply(("r1", "read_file", {"path": "draft.md"})),
        tool_reply(
            ("w1", "patch", {"path": "draft.md", "old_string": "unsaved", "new_string": "reviewed"})
        ),
        tool_reply(("t1", "terminal", {"command": "echo from-the-editor"})),
        text_reply("All done."),
    )
    client.choose = lambda options: "allow_always"
    capabilities = ClientCapabilities(
        fs=FileSystemCapabilities(read_text_file=True, write_text_file=True), terminal=True
    )
    async with agent(acp_home, tmp_path, acp_schema, client, capabilities) as conn:
        session = await conn.new_session(cwd=str(tmp_path))
        sid = session.session_id
        answer = await asyncio.wait_for(
            conn.prompt(session_id=sid, prompt=[text_block("Edit the draft, then echo")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
    draft = str(tmp_path / "draft.md")
    assert client.calls[:3] == [f"read {draft}", f"read {draft}", f"write {draft}"]
    assert client.buffers[draft] == "reviewed edit in the editor\n"
    assert (tmp_path / "draft.md").read_text() == "saved on disk\n"  # the editor saves, not us
    read_result = server.requests[1].body["messages"][-1]["content"]
    assert "unsaved edit in the editor" in read_result
    assert "terminal /bin/sh -c echo from-the-editor" in client.calls
    assert "release term-1" in client.calls
    ran = server.requests[3].body["messages"][-1]["content"]
    assert ran == "from-the-editor\n[exit code 0]"
    terminal_updates = [
        u for u in client.of(sid, "tool_call_update") if u.tool_call_id == "t1" and u.content
    ]
    assert all(
        [(c.type, c.terminal_id) for c in u.content] == [("terminal", "term-1")]
        for u in terminal_updates
    )
    assert terminal_updates[-1].status == "completed"
    assert acp_schema.errors == []


async def test_a_skill_added_on_disk_becomes_a_slash_command_and_runs(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    skills = acp_home / "skills" / "writing"
    skills.mkdir(parents=True)
    client = RecordingClient()
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        session = await conn.new_session(cwd=str(tmp_path))
        sid = session.session_id
        for _ in range(100):
            if client.of(sid, "available_commands_update"):
                break
            await asyncio.sleep(0.05)
        first = {c.name for c in client.of(sid, "available_commands_update")[-1].available_commands}
        assert "release-notes" not in first
        folder = skills / "release-notes"
        folder.mkdir()
        (folder / "SKILL.md").write_text(
            "---\nname: release-notes\ndescription: Write release notes from the git log.\n---\n"
            "# Release notes\n\nRead `git log`, group the changes, write NOTES.md.\n"
        )
        for _ in range(100):
            updates = client.of(sid, "available_commands_update")
            names = {c.name for c in updates[-1].available_commands}
            if "release-notes" in names:
                break
            await asyncio.sleep(0.05)
        assert "release-notes" in names
        server.reply(text_reply("Writing them."))
        answer = await asyncio.wait_for(
            conn.prompt(session_id=sid, prompt=[text_block("/release-notes for 0.2")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
    sent = server.requests[0].body["messages"][-1]["content"]
    assert "Read `git log`, group the changes" in sent
    assert "for 0.2" in sent
    assert acp_schema.errors == []


async def test_the_editors_mcp_servers_become_tools_of_the_session(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    from acp.schema import McpServerStdio

    shout = Path(__file__).parent / "data" / "mcp_shout_server.py"
    client = RecordingClient()
    server.reply(
        tool_reply(("m1", "mcp__shout__shout", {"text": "hello"})),
        tool_reply(("m2", "mcp__shout__fail", {"reason": "test"})),
        text_reply("Shouted."),
    )
    client.choose = lambda options: "allow_always"
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        servers = [McpServerStdio(name="shout", command=sys.executable, args=[str(shout)], env=[])]
        session = await conn.new_session(cwd=str(tmp_path), mcp_servers=servers)
        answer = await asyncio.wait_for(
            conn.prompt(session_id=session.session_id, prompt=[text_block("Shout hello")]),
            60,
        )
        assert answer.stop_reason == "end_turn"
        with pytest.raises(RequestError) as bad:
            await conn._conn.send_request(
                "session/new", {"cwd": str(tmp_path), "mcpServers": [{"name": "x"}]}
            )
        assert bad.value.code == -32602
    offered = {t["function"]["name"] for t in server.requests[0].body["tools"]}
    assert {"mcp__shout__shout", "mcp__shout__fail"} <= offered
    results = [m for m in server.requests[2].body["messages"] if m["role"] == "tool"]
    assert results[0]["content"] == "HELLO!"
    assert results[1]["content"].startswith("Error executing tool fail")  # the server's words
    finals = {
        u.tool_call_id: u.status
        for u in client.of(session.session_id, "tool_call_update")
        if u.status in ("completed", "failed")
    }
    assert finals == {"m1": "completed", "m2": "failed"}
    # Only the malformed request the test sent on purpose breaks the schema.
    assert [e.split(":")[0] for e in acp_schema.errors] == ["out session/new at /mcpServers/0"]


async def test_a_picture_in_a_prompt_reaches_the_model(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    from acp import image_block

    client = RecordingClient()
    server.reply(text_reply("A red square."))
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        session = await conn.new_session(cwd=str(tmp_path))
        picture = image_block("iVBORw0KGgo=", "image/png")
        answer = await asyncio.wait_for(
            conn.prompt(
                session_id=session.session_id, prompt=[text_block("What is this?"), picture]
            ),
            TIMEOUT,
        )
        assert answer.stop_reason == "end_turn"
        with pytest.raises(RequestError) as bad:
            await conn.prompt(
                session_id=session.session_id,
                prompt=[image_block("%%% not base64 %%%", "image/png")],
            )
        assert bad.value.code == -32602
    content = server.requests[0].body["messages"][-1]["content"]
    assert content == [
        {"type": "text", "text": "What is this?"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}},
    ]
    assert acp_schema.errors == []


async def test_an_agent_not_set_up_offers_terminal_setup_and_works_after_it(
    tmp_path: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    """No model configured: session/new says authentication is required; the editor
    runs the advertised `hermes acp --setup` in a terminal, then authenticates, and the
    same agent process opens sessions."""
    home = tmp_path / "fresh-home"
    home.mkdir()
    env = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "k"}
    env.pop("OPENAI_BASE_URL", None)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "acp",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        env=env,
        cwd=tmp_path,
    )
    assert process.stdin is not None
    assert process.stdout is not None
    stdout = process.stdout

    async def ask(request_id: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
        message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
        acp_schema.observe("out", message)
        process.stdin.write(json.dumps(message).encode() + b"\n")  # type: ignore[union-attr]
        while True:
            answer = json.loads(await asyncio.wait_for(stdout.readline(), TIMEOUT))
            acp_schema.observe("in", answer)
            if answer.get("id") == request_id:
                return answer

    capabilities = {"auth": {"terminal": True}}
    init = await ask(1, "initialize", {"protocolVersion": 1, "clientCapabilities": capabilities})
    setup = [m for m in init["result"]["authMethods"] if m.get("type") == "terminal"]
    assert [(m["id"], m["args"]) for m in setup] == [("setup", ["--setup"])]
    refused = await ask(2, "session/new", {"cwd": str(tmp_path), "mcpServers": []})
    assert refused["error"]["code"] == -32000
    ran = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "acp",
        *setup[0]["args"],
        "--provider",
        "openai",
        "--base-url",
        f"{server.url}/v1",
        "--model",
        "set-up-model",
        "--api-key-env",
        "OPENAI_API_KEY",
        "--yes",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    assert await asyncio.wait_for(ran.wait(), TIMEOUT) == 0
    assert (await ask(3, "authenticate", {"methodId": "setup"}))["result"] == {}
    opened = await ask(4, "session/new", {"cwd": str(tmp_path), "mcpServers": []})
    model = next(o for o in opened["result"]["configOptions"] if o["id"] == "model")
    assert model["currentValue"] == "set-up-model"
    process.stdin.close()
    assert await asyncio.wait_for(process.wait(), TIMEOUT) == 0
    assert acp_schema.errors == []

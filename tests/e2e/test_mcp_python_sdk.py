"""``hermes mcp`` in a real subprocess, driven by the official MCP Python SDK's client
(``mcp.Client`` over stdio) in both protocol eras: the 2025-11-25 ``initialize``
handshake and the 2026-07-28 stateless revision (``server/discover``, ``auto`` mode).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError
from mcp_types import TextContent, TextResourceContents

from hermes_core import __version__
from tests.mcp.home import CHECKLIST, SESSION_ID, McpHome, make_home, schema_problem

TIMEOUT = 20.0
TOOLS = {
    "skills_list",
    "skill_view",
    "sessions_list",
    "sessions_search",
    "session_get",
    "cron_list",
    "skill_lint",
    "skill_scan",
}
# Served without --allow-writes too; tests/e2e/test_mcp_write_tools.py calls them.
WRITE_TOOLS = {"skill_install", "cron_create", "cron_update", "cron_remove"}
# Runs the agent; tests/e2e/test_mcp_concurrency.py calls it.
AGENT_TOOLS = {"agent_ask"}


@pytest.fixture
async def home(tmp_path: Path) -> McpHome:
    return await make_home(tmp_path / "home")


@asynccontextmanager
async def hermes_mcp(
    home: Path, mode: str, stderr: Path, incoming: list[Any]
) -> AsyncIterator[Client]:
    """A client connected to ``hermes mcp`` over stdio; ``incoming`` collects whatever
    the server sends besides responses (notifications, unparsable lines)."""
    env = {**os.environ, "HERMES_HOME": str(home), "HERMES_LOG_LEVEL": "DEBUG"}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hermes_cli", "mcp"], env=env, cwd=str(home)
    )

    async def record(message: Any) -> None:
        incoming.append(message)

    with stderr.open("w") as errlog, anyio.fail_after(TIMEOUT * 2):
        transport = stdio_client(params, errlog=errlog)
        async with Client(
            transport, mode=mode, read_timeout_seconds=TIMEOUT, message_handler=record
        ) as client:
            yield client


@pytest.mark.parametrize(("mode", "version"), [("legacy", "2025-11-25"), ("auto", "2026-07-28")])
async def test_the_official_client_lists_calls_prompts_and_reads_skills_sessions_and_jobs(
    tmp_path: Path, home: McpHome, mode: str, version: str
):
    incoming: list[Any] = []
    stderr = tmp_path / "stderr.log"
    async with hermes_mcp(home.home, mode, stderr, incoming) as client:
        assert client.protocol_version == version
        assert client.server_info is not None
        assert (client.server_info.name, client.server_info.version) == ("hermes", __version__)
        capabilities = client.server_capabilities
        assert capabilities.tools is not None
        assert capabilities.prompts is not None
        assert capabilities.resources is not None
        # logging only in the era of logging/setLevel; skills changed on disk are
        # announced in both (tests/e2e/test_mcp_live.py).
        assert (capabilities.logging is not None) == (mode == "legacy")
        assert capabilities.prompts.list_changed
        assert capabilities.resources.list_changed
        assert capabilities.resources.subscribe

        await check_tools(client, home)
        await check_prompts(client)
        await check_resources(client)

    assert incoming == []  # no notifications, no unparsable stdout lines
    logged = stderr.read_text()
    assert "hermes_mcp.core: skills open" in logged  # the logs went to stderr
    assert "Traceback" not in logged


async def check_session_tools(client: Client) -> None:
    """sessions_list, sessions_search and session_get over the home's one session."""
    sessions = await client.call_tool("sessions_list", {"limit": 5})
    (session,) = (sessions.structured_content or {})["sessions"]
    assert (session["id"], session["title"], session["message_count"]) == (
        SESSION_ID,
        "Porting the parser",
        2,
    )
    found = await client.call_tool("sessions_search", {"query": "zebra"})
    (hit,) = (found.structured_content or {})["hits"]
    assert (hit["session_id"], hit["role"]) == (SESSION_ID, "user")
    assert "zebra" in hit["snippet"]
    got = await client.call_tool("session_get", {"session_id": SESSION_ID})
    detail = got.structured_content or {}
    assert [(m["role"], m["content"]) for m in detail["messages"]] == [
        ("user", "Port the zebra parser"),
        ("assistant", "Ported the parser."),
    ]
    assert detail["total_messages"] == 2
    last = await client.call_tool("session_get", {"session_id": SESSION_ID, "limit": 1})
    tail = last.structured_content or {}
    assert [m["content"] for m in tail["messages"]] == ["Ported the parser."]
    assert tail["total_messages"] == 2


async def check_tools(client: Client, home: McpHome) -> None:
    """tools/list, each tool's structured result, and failures as isError results."""
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == TOOLS | WRITE_TOOLS | AGENT_TOOLS
    for tool in tools.values():
        assert schema_problem(tool.input_schema) is None, tool.name
        assert schema_problem(tool.output_schema) is None, tool.name
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is (tool.name in TOOLS)

    # The SDK validates each structuredContent against the tool's outputSchema.
    listed = await client.call_tool("skills_list", {})
    assert not listed.is_error
    assert listed.structured_content == {
        "skills": [
            {
                "name": "alpha",
                "category": "dev",
                "description": "Review pull requests with the alpha checklist.",
            },
            {"name": "beta", "category": "writing", "description": "Write release notes."},
        ],
        "categories": ["dev", "writing"],
    }
    only = await client.call_tool("skills_list", {"category": "writing"})
    assert [s["name"] for s in (only.structured_content or {})["skills"]] == ["beta"]

    viewed = await client.call_tool("skill_view", {"name": "alpha"})
    view = viewed.structured_content or {}
    assert not viewed.is_error
    assert view["path"] is None
    assert view["supporting_files"] == ["references/checklist.md"]
    skill_dir = home.home / "skills" / "dev" / "alpha"
    assert f"Read {skill_dir}/references/checklist.md first." in view["content"]
    supporting = await client.call_tool(
        "skill_view", {"name": "alpha", "path": "references/checklist.md"}
    )
    assert (supporting.structured_content or {})["content"] == CHECKLIST

    linted = await client.call_tool("skill_lint", {"name": "alpha"})
    assert linted.structured_content == {
        "profile": "hermes",
        "skills": [
            {
                "name": "alpha",
                "path": str(skill_dir / "SKILL.md"),
                "errors": 0,
                "warnings": 0,
                "diagnostics": [],
            }
        ],
        "errors": 0,
        "warnings": 0,
    }
    scanned = await client.call_tool("skill_scan", {})
    assert (scanned.structured_content or {})["verdict"] == "safe"
    assert [s["name"] for s in (scanned.structured_content or {})["skills"]] == ["alpha", "beta"]

    await check_session_tools(client)
    jobs = await client.call_tool("cron_list", {})
    (job,) = (jobs.structured_content or {})["jobs"]
    assert (job["id"], job["name"], job["prompt"]) == (
        home.job_id,
        "inbox",
        "Summarise the inbox",
    )

    for name, arguments, message in [
        ("skill_view", {"name": "gamma"}, "gamma"),
        ("skill_view", {"name": "alpha", "path": "references/none.md"}, "none.md"),
        ("skill_view", {"name": "alpha", "path": "../beta/SKILL.md"}, ".."),
        ("session_get", {"session_id": "no-such-session"}, "no-such-session"),
        ("sessions_list", {"limit": 0}, "limit"),
    ]:
        failed = await client.call_tool(name, arguments)
        assert failed.is_error, (name, arguments)
        assert isinstance(failed.content[0], TextContent)
        assert message in failed.content[0].text
        assert "Traceback" not in failed.content[0].text
    with pytest.raises(MCPError) as unknown:
        await client.call_tool("skill_manage", {})  # not served: a protocol error
    assert unknown.value.error.code == -32602


async def check_prompts(client: Client) -> None:
    """Every skill is a prompt; prompts/get gives its invocation message."""
    prompts = {p.name: p for p in (await client.list_prompts()).prompts}
    assert set(prompts) == {"alpha", "beta"}
    assert prompts["beta"].description == "Write release notes."
    assert [(a.name, a.required) for a in prompts["alpha"].arguments or []] == [
        ("instruction", False)
    ]
    prompt = await client.get_prompt("alpha", {"instruction": "review PR 7"})
    (message,) = prompt.messages
    assert message.role == "user"
    assert isinstance(message.content, TextContent)
    assert 'invoked the "alpha" skill' in message.content.text
    assert "review PR 7" in message.content.text
    with pytest.raises(MCPError) as unknown:
        await client.get_prompt("gamma", {})
    assert unknown.value.error.code == -32602


async def check_resources(client: Client) -> None:
    """skill://{name} for SKILL.md, and the template for supporting files."""
    resources = (await client.list_resources()).resources
    assert [(r.uri, r.mime_type) for r in resources] == [
        ("skill://alpha", "text/markdown"),
        ("skill://beta", "text/markdown"),
    ]
    read = await client.read_resource("skill://beta")
    (contents,) = read.contents
    assert isinstance(contents, TextResourceContents)
    assert "Group the changes by kind." in contents.text
    templates = (await client.list_resource_templates()).resource_templates
    assert [t.uri_template for t in templates] == ["skill://{name}/{path}"]
    for uri in ("skill://alpha/references/checklist.md", "skill://alpha/references%2Fchecklist.md"):
        (file_contents,) = (await client.read_resource(uri)).contents
        assert isinstance(file_contents, TextResourceContents)
        assert file_contents.text == CHECKLIST
    with pytest.raises(MCPError) as missing:
        await client.read_resource("skill://gamma")
    assert missing.value.error.code == -32602


async def test_stdout_carries_only_protocol_messages_and_nothing_opens_before_a_request(
    tmp_path: Path,
):
    home = tmp_path / "empty-home"
    env = {**os.environ, "HERMES_HOME": str(home), "HERMES_LOG_LEVEL": "DEBUG"}
    initialize = {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"},
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "mcp",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    assert process.stdin is not None
    assert process.stdout is not None

    async def send(message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write((json.dumps(message) + "\n").encode())
        await process.stdin.drain()

    async def reply() -> dict[str, Any]:
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), TIMEOUT)
        parsed: dict[str, Any] = json.loads(line)  # every stdout line is a JSON message
        return parsed

    try:
        await send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize})
        initialized = await reply()
        assert initialized["result"]["serverInfo"]["version"] == __version__
        await send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        await send({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
        assert len((await reply())["result"]["tools"]) == len(TOOLS | WRITE_TOOLS | AGENT_TOOLS)
        await send({"jsonrpc": "2.0", "id": 3, "method": "no/such/method"})
        assert (await reply())["error"]["code"] == -32601
        process.stdin.close()
        rest, errors = await asyncio.wait_for(process.communicate(), TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert rest == b""
    assert process.returncode == 0, errors.decode()
    assert not home.exists()  # neither the skills nor state.db were touched

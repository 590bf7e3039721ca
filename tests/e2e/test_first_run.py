"""A first run from an editor or another agent, in a fresh HERMES_HOME nobody seeded:
the bundled skills are there — as ACP slash commands (official ACP Python SDK client),
as MCP prompts and resources (official MCP Python SDK client), in HERMES_HOME for the
language server (pytest-lsp as VS Code), and for ``hermes chat --skill`` — because every
entry point seeds on first use, after answering the client."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from lsprotocol import types
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from pytest_lsp import ClientServerConfig, client_capabilities

from hermes_core.provenance.seeding import bundled_skills, bundled_source
from tests.acp.schema import AcpSchema
from tests.core.agent.scripted import ScriptedServer, text_reply
from tests.e2e.acp_support import TIMEOUT, RecordingClient, agent

BUNDLED = sorted(bundled_skills(bundled_source()))


def _fresh_home(home: Path, server: ScriptedServer | None = None) -> Path:
    home.mkdir()
    if server is not None:
        (home / "config.yaml").write_text(
            f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n"
        )
    assert not (home / "skills").exists()
    return home


async def test_a_fresh_home_offers_the_bundled_skills_as_acp_slash_commands(
    tmp_path: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    home = _fresh_home(tmp_path / "home", server)
    client = RecordingClient()
    async with agent(home, tmp_path, acp_schema, client) as conn:
        session = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        names: set[str] = set()
        with anyio.fail_after(TIMEOUT):
            while not set(BUNDLED) <= names:
                updates = client.of(session.session_id, "available_commands_update")
                names = {c.name for u in updates for c in u.available_commands}
                await asyncio.sleep(0.05)
    assert {"skills", "title"} <= names
    assert acp_schema.errors == []


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_fresh_home_serves_the_bundled_skills_as_mcp_prompts_and_resources(
    tmp_path: Path, mode: str
):
    home = _fresh_home(tmp_path / "home")
    env = {**os.environ, "HERMES_HOME": str(home)}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hermes_cli", "mcp"], env=env, cwd=str(tmp_path)
    )
    with (tmp_path / "stderr.log").open("w") as errlog, anyio.fail_after(60):
        async with Client(
            stdio_client(params, errlog=errlog), mode=mode, read_timeout_seconds=30
        ) as client:
            prompts = {p.name for p in (await client.list_prompts()).prompts}
            resources = {str(r.uri) for r in (await client.list_resources()).resources}
    assert set(BUNDLED) <= prompts
    assert {f"skill://{name}" for name in BUNDLED} <= resources


def test_a_fresh_home_runs_a_bundled_skill_with_hermes_chat(tmp_path: Path, server: ScriptedServer):
    home = _fresh_home(tmp_path / "home", server)
    server.reply(text_reply("Reviewed."))
    env = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "test-key"}
    env.pop("OPENAI_BASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "hermes_cli", "chat", "--skill", "code-review", "-q", "my diff"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Reviewed."
    sent = server.requests[0].body["messages"][-1]["content"]
    assert "code-review" in str(sent)


async def test_a_fresh_home_gets_the_bundled_skills_from_the_language_server(tmp_path: Path):
    home = _fresh_home(tmp_path / "home")
    config = ClientServerConfig(
        server_command=[sys.executable, "-m", "hermes_cli", "lsp"],
        server_env={**os.environ, "HERMES_HOME": str(home)},
    )
    client = await config.start()
    try:
        await client.initialize_session(
            types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
        )
        with anyio.fail_after(TIMEOUT):
            while not (home / "skills" / ".workbench_bundled_manifest").exists():
                await asyncio.sleep(0.05)
        seeded = sorted(p.parent.name for p in (home / "skills").rglob("SKILL.md"))
        assert seeded == BUNDLED
    finally:
        await client.shutdown_session()

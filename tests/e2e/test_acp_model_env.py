"""``hermes acp`` takes its model from HERMES_MODEL / HERMES_INFERENCE_MODEL — what an
editor passes in the agent's environment (Zed's ``agent_servers.<name>.env``) — before
config.yaml's ``model.default``; driven by the official ACP Python SDK in a subprocess
against the scripted model on 127.0.0.1."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from acp import text_block

from tests.acp.schema import AcpSchema
from tests.core.agent.scripted import ScriptedServer, text_reply
from tests.e2e.acp_support import TIMEOUT, RecordingClient, agent


@pytest.mark.parametrize("variable", ["HERMES_MODEL", "HERMES_INFERENCE_MODEL"])
@pytest.mark.parametrize("with_default", [True, False])
async def test_a_model_named_in_the_environment_is_the_sessions_model(
    tmp_path: Path,
    server: ScriptedServer,
    acp_schema: AcpSchema,
    monkeypatch: pytest.MonkeyPatch,
    variable: str,
    with_default: bool,
):
    for name in ("HERMES_MODEL", "HERMES_INFERENCE_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(variable, "env-model")  # acp_support passes os.environ on
    home = tmp_path / "home"
    home.mkdir()
    default = "  default: config-model\n" if with_default else ""
    (home / "config.yaml").write_text(f"model:\n{default}  base_url: {server.url}/v1\n")
    client = RecordingClient()
    server.reply(text_reply("Hi."))
    async with agent(home, tmp_path, acp_schema, client) as conn:
        session = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        model = next(o for o in session.config_options if o.id == "model")
        assert model.current_value == "env-model"
        answer = await asyncio.wait_for(
            conn.prompt(session_id=session.session_id, prompt=[text_block("Hello")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
    assert server.requests[0].body["model"] == "env-model"
    assert acp_schema.errors == []


async def test_the_editors_environment_alone_sets_the_agent_up(
    tmp_path: Path, server: ScriptedServer, acp_schema: AcpSchema, monkeypatch: pytest.MonkeyPatch
):
    """As Zed's README says: no config.yaml at all, only what Zed's ``env`` passes."""
    for name in ("HERMES_MODEL", "HERMES_INFERENCE_MODEL"):
        monkeypatch.delenv(name, raising=False)
    home = tmp_path / "home"
    home.mkdir()
    editor_env = {"HERMES_MODEL": "env-only-model", "OPENAI_BASE_URL": f"{server.url}/v1"}
    client = RecordingClient()
    server.reply(text_reply("Hi."))
    async with agent(home, tmp_path, acp_schema, client, extra_env=editor_env) as conn:
        session = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        answer = await asyncio.wait_for(
            conn.prompt(session_id=session.session_id, prompt=[text_block("Hello")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
    assert not (home / "config.yaml").exists()
    assert server.requests[0].body["model"] == "env-only-model"
    assert acp_schema.errors == []

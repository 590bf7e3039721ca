"""``agent_ask`` takes its model from HERMES_MODEL / HERMES_INFERENCE_MODEL, before
config.yaml's ``model.default``: what an agent host passes in the server's environment
reaches the model request."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from mcp import Client

from hermes_core.paths import HermesPaths
from hermes_mcp.server import create_server
from tests.core.agent.scripted import ScriptedServer, text_reply


@pytest.mark.parametrize(
    ("default", "variable", "expected"),
    [
        ("", "HERMES_MODEL", "env-model"),
        ("  default: config-model\n", "HERMES_MODEL", "env-model"),
        ("  default: config-model\n", "HERMES_INFERENCE_MODEL", "env-model"),
        ("  default: config-model\n", None, "config-model"),
    ],
)
async def test_agent_ask_asks_the_model_named_in_the_environment(
    tmp_path: Path,
    server: ScriptedServer,
    monkeypatch: pytest.MonkeyPatch,
    default: str,
    variable: str | None,
    expected: str,
):
    for name in ("HERMES_MODEL", "HERMES_INFERENCE_MODEL"):
        monkeypatch.delenv(name, raising=False)
    if variable is not None:
        monkeypatch.setenv(variable, "env-model")
    home = tmp_path / "home"
    (home / "skills").mkdir(parents=True)
    (home / "config.yaml").write_text(
        f"model:\n{default}  base_url: {server.url}/v1\n  api_key: sk-local\n"
    )
    server.reply(text_reply("Hi."))
    mcp_server = create_server(HermesPaths.from_env({"HERMES_HOME": str(home)}))
    with anyio.fail_after(60):
        async with Client(mcp_server) as client:
            result = await client.call_tool("agent_ask", {"prompt": "Hello"})
    assert not result.is_error, result.content
    assert server.requests[0].body["model"] == expected

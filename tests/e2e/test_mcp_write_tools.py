"""``hermes mcp --allow-writes`` in a real subprocess, driven by the official MCP Python
SDK's client over stdio in both protocol eras: every tool that changes things answers
with structuredContent that validates against its outputSchema, and a refusal is an
isError result without a traceback. skill_install fetches from 127.0.0.1."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import jsonschema
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp_types import TextContent, Tool

from tests.mcp.home import McpHome, make_home, schema_problem
from tests.mcp.skill_site import EVIL, serving, skill_md

TIMEOUT = 20.0
WRITE_TOOLS = {"skill_manage", "skill_install", "cron_create", "cron_update", "cron_remove"}


@pytest.fixture
async def home(tmp_path: Path) -> McpHome:
    return await make_home(tmp_path / "home")


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    """A website on 127.0.0.1 serving one benign and one malicious SKILL.md."""
    root = tmp_path / "site"
    root.mkdir()
    (root / "pdf-tools.md").write_text(skill_md("pdf-tools"))
    (root / "evil.md").write_text(skill_md("evil-helper", EVIL))
    with serving(root) as url:
        yield url


@asynccontextmanager
async def writable_server(home: Path, mode: str, stderr: Path) -> AsyncIterator[Client]:
    """The official client connected to ``hermes mcp --allow-writes`` over stdio."""
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "hermes_cli", "mcp", "--allow-writes"],
        env={**os.environ, "HERMES_HOME": str(home)},
        cwd=str(home),
    )
    with stderr.open("w") as errlog, anyio.fail_after(TIMEOUT * 3):
        async with Client(
            stdio_client(params, errlog=errlog), mode=mode, read_timeout_seconds=TIMEOUT
        ) as client:
            yield client


class Checked:
    """Calls tools and checks each result against the tool's outputSchema."""

    def __init__(self, client: Client, tools: dict[str, Tool]) -> None:
        self.client = client
        self.tools = tools
        self.called: set[str] = set()

    async def ok(self, tool: str, /, **arguments: Any) -> dict[str, Any]:
        result = await self.client.call_tool(tool, arguments)
        assert not result.is_error, (tool, result.content)
        structured = result.structured_content
        assert structured is not None, tool
        jsonschema.validate(structured, self.tools[tool].output_schema or {})
        self.called.add(tool)
        return structured

    async def refused(self, tool: str, /, **arguments: Any) -> str:
        result = await self.client.call_tool(tool, arguments)
        assert result.is_error, (tool, arguments)
        assert isinstance(result.content[0], TextContent)
        assert "Traceback" not in result.content[0].text
        return result.content[0].text


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_every_write_tool_answers_with_structured_content_its_schema_accepts(
    tmp_path: Path, home: McpHome, site: str, mode: str
):
    stderr = tmp_path / "stderr.log"
    async with writable_server(home.home, mode, stderr) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) >= WRITE_TOOLS
        for name in WRITE_TOOLS:
            tool = tools[name]
            assert schema_problem(tool.input_schema) is None, name
            assert schema_problem(tool.output_schema) is None, name
            assert tool.annotations is not None
            assert tool.annotations.read_only_hint is False, name
        checked = Checked(client, tools)

        made = await checked.ok(
            "skill_manage", action="create", name="tidy-imports", content=skill_md("tidy-imports")
        )
        assert (made["written"], made["verdict"]) == (["SKILL.md"], "safe")
        await checked.ok(
            "skill_manage",
            action="patch",
            name="tidy-imports",
            old_string="the sorter",
            new_string="ruff",
        )
        await checked.ok(
            "skill_manage",
            action="write_file",
            name="tidy-imports",
            path="references/ruff.md",
            content="Rules\n",
        )
        deleted = await checked.ok("skill_manage", action="delete", name="tidy-imports")
        assert deleted["removed"] == ["SKILL.md", "references/ruff.md"]
        rolled_back = await checked.refused(
            "skill_manage",
            action="create",
            name="evil-helper",
            content=skill_md("evil-helper", EVIL),
        )
        assert "rolled back: the scan says dangerous" in rolled_back

        installed = await checked.ok("skill_install", source=f"{site}/pdf-tools.md")
        assert (installed["name"], installed["verdict"]) == ("pdf-tools", "safe")
        blocked = await checked.refused("skill_install", source=f"{site}/evil.md")
        assert "not installed (verdict dangerous" in blocked
        assert not (home.home / "skills" / "evil-helper").exists()

        job = await checked.ok("cron_create", prompt="Check the build", schedule="every 2h")
        assert job["schedule"] == "every 120m"
        paused = await checked.ok("cron_update", job_id=job["id"], enabled=False)
        assert paused["state"] == "paused"
        await checked.ok("cron_remove", job_id=job["id"])
        assert "not a schedule" in await checked.refused(
            "cron_create", prompt="x", schedule="whenever"
        )
        assert "no job" in await checked.refused("cron_remove", job_id=job["id"])

        assert checked.called == WRITE_TOOLS
    assert "Traceback" not in stderr.read_text()

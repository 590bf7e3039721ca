"""Tool schemas from signatures, argument checks, and the skill and todo tools on a
real skills folder and .usage.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import pytest

from hermes_core.agent.tools import ToolRegistry, schema_for, tool
from hermes_core.agent.tools.skills import skill_tools
from hermes_core.agent.tools.todo import todo_tool
from hermes_core.config import SkillsConfig
from hermes_core.paths import HermesPaths
from hermes_core.provenance.usage import UsageStore
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter


@dataclass
class Context:
    session_id: str = "s1"


async def _example(
    context: Context,
    path: Annotated[str, "a file"],
    mode: Literal["fast", "slow"] = "fast",
    limit: int | None = None,
    tags: list[str] | None = None,
) -> str:
    return "ok"


def test_the_schema_comes_from_the_signature():
    schema, takes_context = schema_for(_example)
    assert takes_context
    assert schema == {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "a file"},
            "mode": {"type": "string", "enum": ["fast", "slow"]},
            "limit": {"type": "integer"},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["path"],
        "additionalProperties": False,
    }


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({}, "missing 'path'"),
        ({"path": 3}, "'path' must be string, not int"),
        ({"path": "a", "mode": "medium"}, "'mode' must be one of ['fast', 'slow']"),
        ({"path": "a", "tags": ["x", 2]}, "every item of 'tags' must be string"),
        ({"path": "a", "colour": "red"}, "unknown argument 'colour'"),
        ({"path": "a", "limit": True}, "'limit' must be integer, not bool"),
    ],
)
async def test_bad_arguments_are_an_error_result(arguments: dict[str, object], message: str):
    registry = ToolRegistry()
    registry.add(tool(toolset="t")(_example))
    result = await registry.call("_example", arguments, Context())
    assert result.is_error
    assert message in result.content


async def test_a_tool_that_raises_is_an_error_result_and_names_are_unique():
    @tool(toolset="t")
    async def broken() -> str:
        """Fails."""
        raise FileNotFoundError("no such file: x")

    registry = ToolRegistry()
    registry.add(broken)
    result = await registry.call("broken", {}, Context())
    assert (result.is_error, result.content) == (True, "broken failed: no such file: x")
    with pytest.raises(ValueError, match="registered already"):
        registry.add(broken)


async def test_skill_tools_list_view_and_count_a_use(tmp_path: Path):
    home = HermesPaths(tmp_path)
    folder = home.skills_dir / "devops" / "deploy"
    (folder / "references").mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: deploy\ndescription: Ships the app. Use when deploying.\n---\n# Deploy\n\n"
        "Run the checks in [the list](references/checks.md).\n"
    )
    (folder / "references" / "checks.md").write_text("- tests pass\n")
    catalog = SkillCatalog.for_home(home, SkillsConfig())
    registry = ToolRegistry()
    registry.add(*skill_tools(home, catalog, SkillFilter.from_config(SkillsConfig())))
    listed = json.loads((await registry.call("skills_list", {}, Context())).content)
    assert listed["skills"][0]["name"] == "deploy"
    viewed = await registry.call("skill_view", {"name": "deploy"}, Context())
    assert "# Deploy" in viewed.content
    assert "Supporting files: references/checks.md" in viewed.content
    file = await registry.call(
        "skill_view", {"name": "deploy", "path": "references/checks.md"}, Context()
    )
    assert file.content == "- tests pass\n"
    escape = await registry.call("skill_view", {"name": "deploy", "path": "../../x"}, Context())
    assert escape.is_error
    assert UsageStore(home.usage_file).read()["deploy"].view_count == 1


async def test_todo_keeps_a_plan_per_session():
    registry = ToolRegistry()
    registry.add(todo_tool())
    made = await registry.call("todo", {"items": ["read", "write"]}, Context("a"))
    assert made.plan == (("read", "pending"), ("write", "pending"))
    done = await registry.call("todo", {"update": 1, "status": "completed"}, Context("a"))
    assert done.content == "1. [completed] read\n2. [pending] write"
    other = await registry.call("todo", {}, Context("b"))
    assert other.content == "(no plan)"
    wrong = await registry.call("todo", {"update": 5, "status": "completed"}, Context("a"))
    assert wrong.is_error


async def test_a_foreign_json_schema_is_checked_only_where_it_is_simple():
    """An MCP server's schema may use any JSON schema: unknown types, type lists,
    open objects. The registry checks what it knows and never fails on the rest."""
    from hermes_core.agent.tools.registry import Tool, ToolRegistry, ToolResult

    seen: list[dict[str, object]] = []

    async def handler(**arguments: object) -> ToolResult:
        seen.append(arguments)
        return ToolResult("ok")

    schema = {
        "type": "object",
        "properties": {
            "maybe": {"type": ["string", "null"]},
            "nothing": {"type": "null"},
            "tags": {"type": "array", "items": {"anyOf": [{"type": "string"}]}},
            "count": {"type": "integer"},
        },
        "required": ["count"],
    }
    registry = ToolRegistry()
    registry.add(Tool("foreign", "d", schema, "mcp:x", "other", handler))

    class Context:
        session_id = "s"

    result = await registry.call(
        "foreign",
        {"maybe": None, "nothing": None, "tags": ["a"], "count": 1, "extra": 2},
        Context(),
    )
    assert (result.content, result.is_error) == ("ok", False)
    assert seen == [{"maybe": None, "nothing": None, "tags": ["a"], "count": 1, "extra": 2}]
    bad = await registry.call("foreign", {"count": "one"}, Context())
    assert bad.is_error
    assert "'count' must be integer" in bad.content

"""``completion/complete`` for the ``skill://`` templates: matching, names, files."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp_types import PromptReference, ResourceTemplateReference

from hermes_core.paths import HermesPaths
from hermes_mcp.completions import MAX_VALUES, matching
from hermes_mcp.server import create_server
from tests.mcp.home import ALPHA, McpHome

FILES = ResourceTemplateReference(uri="skill://{name}/{path}")
SKILL = ResourceTemplateReference(uri="skill://{name}")


@asynccontextmanager
async def connected(home: Path) -> AsyncIterator[Client]:
    server = create_server(HermesPaths.from_env({"HERMES_HOME": str(home)}))
    async with Client(server, mode="auto") as client:
        yield client


def test_names_starting_with_the_text_come_before_those_containing_it():
    found = matching(["Release-notes", "deploy", "notes", "NOTEBOOK", "other"], "no")
    assert found.values == ["NOTEBOOK", "notes", "Release-notes"]
    assert (found.total, found.has_more) == (3, False)


def test_an_empty_text_matches_everything_in_order():
    assert matching(["b", "a", "a"], "").values == ["a", "b"]


def test_at_most_a_hundred_values_are_sent_with_the_total():
    found = matching([f"skill-{i:03}" for i in range(250)], "SKILL")
    assert len(found.values) == MAX_VALUES
    assert found.values[0] == "skill-000"
    assert (found.total, found.has_more) == (250, True)


async def test_skills_sharing_a_name_complete_as_category_and_name(home: McpHome):
    twin = home.home / "skills" / "ops" / "alpha"
    twin.mkdir(parents=True)
    (twin / "SKILL.md").write_text(ALPHA)
    (twin / "templates").mkdir()
    (twin / "templates" / "report.md").write_text("# Report\n")
    async with connected(home.home) as client:
        names = await client.complete(SKILL, {"name": "name", "value": "alp"})
        assert names.completion.values == ["dev/alpha", "ops/alpha"]
        for name in ("ops/alpha", "ops%2Falpha"):
            files = await client.complete(FILES, {"name": "path", "value": ""}, {"name": name})
            assert files.completion.values == ["templates/report.md"]
        ambiguous = await client.complete(FILES, {"name": "path", "value": ""}, {"name": "alpha"})
        assert ambiguous.completion.values == []


async def test_files_match_anywhere_in_their_path(home: McpHome):
    scripts = home.home / "skills" / "dev" / "alpha" / "scripts"
    scripts.mkdir()
    (scripts / "check.sh").write_text("true\n")
    async with connected(home.home) as client:
        found = await client.complete(FILES, {"name": "path", "value": "CHECK"}, {"name": "alpha"})
        assert found.completion.values == ["references/checklist.md", "scripts/check.sh"]
        found = await client.complete(FILES, {"name": "path", "value": "pts/"}, {"name": "alpha"})
        assert found.completion.values == ["scripts/check.sh"]


async def test_what_has_no_values_completes_to_nothing(home: McpHome):
    async with connected(home.home) as client:
        for ref, argument in [
            (PromptReference(name="alpha"), "instruction"),
            (PromptReference(name="no-such-prompt"), "instruction"),
            (ResourceTemplateReference(uri="other://{name}"), "name"),
            (FILES, "no-such-argument"),
            (SKILL, "path"),
        ]:
            result = await client.complete(ref, {"name": argument, "value": "a"})
            assert result.completion.values == [], (ref, argument)


async def test_a_broken_config_is_an_error(home: McpHome):
    (home.home / "config.yaml").write_text("skills: [unclosed\n")
    async with connected(home.home) as client:
        with pytest.raises(MCPError) as broken:
            await client.complete(SKILL, {"name": "name", "value": ""})
    assert "config.yaml" in broken.value.error.message

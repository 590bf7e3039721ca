"""``skill_install`` refuses while config.yaml cannot be read: its trusted sources are
part of the install policy, so nothing is installed without them."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp_types import TextContent

from hermes_core.paths import HermesPaths
from hermes_mcp.server import create_server
from tests.mcp.home import McpHome
from tests.mcp.skill_site import RISKY, skill_md


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("skills:\n  trusted_sources: [127.0.0.1\n", " (line 3): invalid YAML"),
        ("skills:\n  trusted_sources: {a: b}\n", ": skills.trusted_sources (line 2): expected"),
    ],
)
async def test_skill_install_refuses_a_config_yaml_it_cannot_read(
    home: McpHome, site: tuple[str, Path], text: str, where: str
):
    url, root = site
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    config = home.home / "config.yaml"
    config.write_text(text)
    server = create_server(HermesPaths.from_env({"HERMES_HOME": str(home.home)}))
    with anyio.fail_after(60):
        async with Client(server) as client:
            result = await client.call_tool("skill_install", {"source": f"{url}/risky.md"})
    assert result.is_error
    assert isinstance(result.content[0], TextContent)
    assert f"{config}{where}" in result.content[0].text
    assert not (home.home / "skills" / "risky-demo").exists()
    assert not (home.home / "skills" / ".hub").exists()

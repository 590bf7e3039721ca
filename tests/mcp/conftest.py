"""Fixtures the MCP server's tests share: a filled HERMES_HOME and a site of skills."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.mcp.home import McpHome, make_home
from tests.mcp.skill_site import serving


@pytest.fixture
async def home(tmp_path: Path) -> McpHome:
    return await make_home(tmp_path / "home")


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A folder (the second item) served over HTTP at the URL (the first)."""
    root = tmp_path / "site"
    root.mkdir()
    with serving(root) as url:
        yield url, root

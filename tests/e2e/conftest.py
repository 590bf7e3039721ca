"""Fixtures of the end-to-end tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.acp.schema import AcpSchema, schema_or_skip
from tests.core.agent.scripted import ScriptedServer


@pytest.fixture
def acp_schema() -> AcpSchema:
    """The official ACP schema, checking messages (see tests/acp/schema.py)."""
    return AcpSchema(schema_or_skip())


@pytest.fixture
def acp_home(tmp_path: Path, server: ScriptedServer) -> Path:
    """A HERMES_HOME whose model is the scripted server's, with only the skills a test
    puts there (the bundled ones are not seeded: tests/e2e/test_first_run.py covers a
    home that gets them)."""
    home = tmp_path / "home"
    home.mkdir()
    (home / ".no-bundled-skills").write_text("")
    (home / "config.yaml").write_text(
        f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n"
        "  context_length: 32000\n  choices: [other-model]\n"
    )
    return home

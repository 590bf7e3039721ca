"""Fixtures shared across test folders.

No test may read or write the home of whoever runs the suite: from here on every
process the tests start inherits a HERMES_HOME of the suite's own — empty, with
bundled-skill seeding off — unless a test sets one itself."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.compat.hermes_agent import HermesAgent, hermes_agent_or_skip
from tests.core.agent.scripted import ScriptedServer

SUITE_HOME = Path(tempfile.mkdtemp(prefix="hermes-tests-home-"))
(SUITE_HOME / ".no-bundled-skills").write_text("")
os.environ["HERMES_HOME"] = str(SUITE_HOME)
atexit.register(shutil.rmtree, SUITE_HOME, ignore_errors=True)


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    """A scripted OpenAI/Anthropic-wire server on 127.0.0.1 (see ``scripted.py``)."""
    scripted = ScriptedServer()
    try:
        yield scripted
    finally:
        scripted.close()


@pytest.fixture(scope="session")
def hermes_agent() -> HermesAgent:
    """Hermes Agent 0.19.0 from PyPI, installed on first use (see tests/compat/)."""
    return hermes_agent_or_skip()

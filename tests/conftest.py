"""Fixtures shared across test folders."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.core.agent.scripted import ScriptedServer


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    """A scripted OpenAI/Anthropic-wire server on 127.0.0.1 (see ``scripted.py``)."""
    scripted = ScriptedServer()
    try:
        yield scripted
    finally:
        scripted.close()

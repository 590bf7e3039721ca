"""Fixtures of the tests against Hermes Agent 0.19.0 itself (see hermes_agent.py)."""

from __future__ import annotations

import pytest

from tests.compat.hermes_agent import HermesAgent, hermes_agent_or_skip


@pytest.fixture(scope="session")
def hermes_agent() -> HermesAgent:
    """Hermes Agent 0.19.0 from PyPI, installed on first use."""
    return hermes_agent_or_skip()

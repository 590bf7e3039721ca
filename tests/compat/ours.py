"""This product's own ``hermes`` command, run against a home the way a user runs it
beside Hermes Agent (its own bundle: whatever HERMES_BUNDLED_SKILLS says is Hermes
Agent's, not ours)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

__all__ = ["ours"]


def ours(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``hermes ARGS`` with ``HERMES_HOME=home``."""
    env = {k: v for k, v in os.environ.items() if k != "HERMES_BUNDLED_SKILLS"}
    env["HERMES_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "hermes_cli", *args],
        env=env,
        cwd=home.parent,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

"""The Node clients the end-to-end tests drive (``tests/e2e/acp_clients``,
``tests/e2e/mcp_clients``: the official ACP schema and TypeScript SDK, acpx, MCP
Inspector, the MCP conformance suite), installed by the tests themselves: the first
test that needs a folder runs ``npm ci`` there, once, under a lock — again only when
``package-lock.json`` changed since. So the README's test command runs every test on a
fresh machine that has Node and npm. Without npm, or without the npm registry, those
tests are skipped — unless ``HERMES_E2E_REQUIRE=1`` (CI), when they fail."""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

__all__ = ["ensure_node_clients"]

_STAMP = ".hermes-tests-installed"
_TIMEOUT = 900


def _wanted(folder: Path) -> str:
    return hashlib.sha256((folder / "package-lock.json").read_bytes()).hexdigest()


def _problem(folder: Path) -> str | None:
    """Install what ``folder`` pins unless it is there already; what went wrong, if
    anything."""
    stamp = folder / "node_modules" / _STAMP
    wanted = _wanted(folder)
    if stamp.is_file() and stamp.read_text().strip() == wanted:
        return None
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not installed (Node.js and npm are needed)"
    with (folder / ".npm-install.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.is_file() and stamp.read_text().strip() == wanted:
            return None  # another process installed it meanwhile
        try:
            done = subprocess.run(
                [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                cwd=folder,
                capture_output=True,
                text=True,
                timeout=_TIMEOUT,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"npm ci failed: {exc}"
        if done.returncode != 0:
            return f"npm ci failed ({done.returncode}): {done.stderr.strip()[-1500:]}"
        stamp.write_text(wanted + "\n")
    return None


def ensure_node_clients(folder: Path) -> None:
    """Make sure ``folder``'s npm packages are installed (see the module)."""
    problem = _problem(folder)
    if problem is None:
        return
    message = f"the Node clients in {folder} are not available: {problem}"
    if os.environ.get("HERMES_E2E_REQUIRE") == "1":
        pytest.fail(f"{message} (HERMES_E2E_REQUIRE=1)")
    pytest.skip(message)

"""``hermes lsp`` with a standard stream closed (``<&-``, ``>&-``): no client to
serve, so a one-line message on stderr, exit status 2, no traceback and nothing on
stdout."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SERVERS = {
    "hermes lsp": [sys.executable, "-m", "hermes_cli", "lsp"],
    "python -m hermes_lsp": [sys.executable, "-m", "hermes_lsp"],
}


@pytest.mark.parametrize("server", SERVERS)
def test_a_closed_stdin_is_said_and_ends_with_status_2(tmp_path: Path, server: str):
    run = subprocess.run(
        ["sh", "-c", 'exec "$@" <&-', "sh", *SERVERS[server]],
        capture_output=True,
        timeout=60,
        env={"HERMES_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert run.returncode == 2, run.stderr.decode()
    assert run.stdout == b""
    assert run.stderr.decode().startswith("hermes: lsp: standard input is closed")
    assert b"Traceback" not in run.stderr


@pytest.mark.parametrize("server", SERVERS)
def test_a_closed_stdout_is_said_and_ends_with_status_2(tmp_path: Path, server: str):
    run = subprocess.run(
        ["sh", "-c", 'exec "$@" >&- </dev/null', "sh", *SERVERS[server]],
        stderr=subprocess.PIPE,
        timeout=60,
        env={"HERMES_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert run.returncode == 2, run.stderr.decode()
    assert run.stderr.decode().startswith("hermes: lsp: standard output is closed")
    assert b"Traceback" not in run.stderr

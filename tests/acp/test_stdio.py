"""``hermes acp`` and its stdio, as an editor spawns it: with stdin or stdout closed,
with answers still queued when the input ends, and with a client that stops reading."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

TIMEOUT = 60.0  # every wait is bounded; none comes near it
INITIALIZE = {"jsonrpc": "2.0", "method": "initialize", "params": {"protocolVersion": 1}}


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text("model:\n  default: m\n  base_url: http://127.0.0.1:9/v1\n")
    environ = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "k"}
    environ.pop("HERMES_LOG_LEVEL", None)
    return environ


def _initialize(request_id: int) -> bytes:
    return json.dumps({**INITIALIZE, "id": request_id}).encode() + b"\n"


@pytest.mark.parametrize(
    ("redirect", "closed"), [("<&-", "stdin"), (">&-", "stdout"), ("<&- >&-", "stdin")]
)
def test_hermes_acp_with_a_closed_stdio_stream_exits_2_without_a_traceback(
    env: dict[str, str], tmp_path: Path, redirect: str, closed: str
) -> None:
    script = f'exec "$0" -m hermes_cli acp {redirect}'
    done = subprocess.run(
        ["sh", "-c", script, sys.executable],
        input=_initialize(1),
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 2, done.stderr  # as hermes lsp and hermes mcp
    assert done.stdout == b""
    assert done.stderr.decode() == f"hermes acp: {closed} is closed: no client to serve\n"


async def test_answers_still_queued_when_the_input_ends_all_reach_the_client(
    env: dict[str, str], tmp_path: Path
) -> None:
    """The client reads stdout only once the agent has read all its input; by then
    far more answers wait than a pipe holds."""
    count = 1000
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "hermes_cli",
        "acp",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={**env, "HERMES_LOG_LEVEL": "DEBUG"},
        cwd=tmp_path,
    )
    assert process.stdin is not None
    assert process.stdout is not None
    assert process.stderr is not None
    process.stdin.write(b"".join(_initialize(n) for n in range(count)))
    await process.stdin.drain()
    process.stdin.close()
    # Before reading stdout: the agent's log says its input has ended and it waits
    # for the client, or (were the queue dropped) the agent exits and stderr ends.
    while line := await asyncio.wait_for(process.stderr.readline(), TIMEOUT):
        if b"waiting for the client to read" in line:
            break
    out = await asyncio.wait_for(process.stdout.read(), TIMEOUT)
    await asyncio.wait_for(process.stderr.read(), TIMEOUT)
    assert await asyncio.wait_for(process.wait(), TIMEOUT) == 0
    assert out.endswith(b"\n")
    ids = [json.loads(line)["id"] for line in out.splitlines()]
    assert sorted(ids) == list(range(count))


def test_the_agent_ends_when_its_client_stops_reading_though_stdin_stays_open(
    env: dict[str, str], tmp_path: Path
) -> None:
    read_end, write_end = os.pipe()
    with subprocess.Popen(
        [sys.executable, "-m", "hermes_cli", "acp"],
        stdin=subprocess.PIPE,
        stdout=write_end,
        stderr=subprocess.PIPE,
        env=env,
        cwd=tmp_path,
    ) as process:
        os.close(write_end)
        assert process.stdin is not None
        assert process.stderr is not None
        try:
            process.stdin.write(_initialize(1))
            process.stdin.flush()
            with os.fdopen(read_end, "rb") as stdout:
                assert json.loads(stdout.readline())["id"] == 1
            process.stdin.write(_initialize(2))  # its answer cannot be written
            process.stdin.flush()
            assert process.wait(timeout=TIMEOUT) == 0
        finally:
            if process.poll() is None:
                process.kill()
            process.stdin.close()
        assert b"Traceback" not in process.stderr.read()

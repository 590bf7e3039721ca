"""``hermes mcp`` on stdio, a real subprocess fed raw lines: every line that is no
message is answered (-32700 or -32600, id null unless the request's id is usable) and
the server serves on; errors repeat only a prefix of what they were sent; a process
started with stdin, stdout or stderr closed, or whose client stops reading, ends (or
serves) cleanly, with nothing on stdout but protocol messages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp_types import INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR

from hermes_mcp.bounds import MAX_MESSAGE, MAX_TEXT
from hermes_mcp.stdio import MAX_LINE
from tests.mcp.home import McpHome
from tests.mcp.stdio_server import (
    LEGACY,
    META,
    MODERN,
    TIMEOUT,
    RawServer,
    hermes_stdio,
    initialize,
    stdio_env,
)

BAD_LINES: list[tuple[bytes, int, Any]] = [
    (b"this is not json", PARSE_ERROR, None),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "ping"', PARSE_ERROR, None),
    (b'\xff\xfe{"jsonrpc": "2.0"}', PARSE_ERROR, None),
    (b'{"jsonrpc": "2.0", "id": "\xe9", "method": "ping"}', PARSE_ERROR, None),
    (b"[" * 10_000, PARSE_ERROR, None),
    (b"[]", INVALID_REQUEST, None),
    (b'[{"jsonrpc": "2.0", "id": 1, "method": "ping"}]', INVALID_REQUEST, None),
    (b"42", INVALID_REQUEST, None),
    (b'{"jsonrpc": "2.0", "id": 3, "method": 5}', INVALID_REQUEST, 3),
    (b'{"jsonrpc": "1.0", "id": "four", "method": "ping"}', INVALID_REQUEST, "four"),
    (b'{"id": 5, "method": "ping"}', INVALID_REQUEST, 5),
    (b'{"jsonrpc": "2.0", "id": 6, "method": "ping", "params": [1]}', INVALID_REQUEST, 6),
    (b'{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}', INVALID_REQUEST, None),
    (b'{"jsonrpc": "2.0", "id": null, "method": "ping"}', INVALID_REQUEST, None),
    (b'{"jsonrpc": "2.0", "id": true, "method": "ping"}', INVALID_REQUEST, None),
    (b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}', INVALID_REQUEST, None),
    (b'{"jsonrpc": "2.0", "method": 7}', INVALID_REQUEST, None),
]
"""Lines that are no message: the code and the id of the error each must get."""


async def _ping(server: RawServer, request_id: int, era: str) -> None:
    """A ping still works (``server/discover`` in the 2026-07-28 era, which has no ping)."""
    if era == LEGACY:
        message = {"jsonrpc": "2.0", "id": request_id, "method": "ping"}
        assert (await server.request(message))["result"] == {}
    else:
        message = {
            "jsonrpc": "2.0",
            "id": request_id,
            "method": "server/discover",
            "params": {"_meta": META},
        }
        assert MODERN in json.dumps((await server.request(message))["result"])


async def _open(server: RawServer, era: str) -> None:
    if era == LEGACY:
        assert (await server.request(initialize()))["result"]["protocolVersion"] == LEGACY
        await server.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    else:
        await _ping(server, 0, era)


@pytest.mark.parametrize("era", [LEGACY, MODERN])
async def test_every_line_that_is_no_message_is_answered_and_the_server_serves_on(
    home: McpHome, era: str
):
    async with hermes_stdio(home.home) as server:
        await _open(server, era)
        for number, (line, code, request_id) in enumerate(BAD_LINES, start=1):
            await server.send(line)
            answer = await server.answer()
            assert answer["id"] == request_id, line[:80]
            assert answer["error"]["code"] == code, line[:80]
            assert "result" not in answer
            await _ping(server, 1000 + number, era)  # alive, and nothing else was sent
        status, rest = await server.close()
    assert status == 0
    assert rest == b""
    assert "Traceback" not in server.log()


async def test_a_malformed_response_and_blank_lines_are_not_answered(home: McpHome):
    async with hermes_stdio(home.home) as server:
        await _open(server, LEGACY)
        await server.send(b'{"jsonrpc": "2.0", "id": 9, "result": 5}')
        await server.send(b"")
        await server.send(b"   \r")
        await _ping(server, 1, LEGACY)  # the first answer after them is the ping's
        assert (await server.close())[1] == b""
    assert "ignored a malformed response (id 9)" in server.log()


async def test_a_line_past_the_limit_is_refused_and_the_next_one_served(home: McpHome):
    async with hermes_stdio(home.home) as server:
        await _open(server, LEGACY)
        huge = b'{"jsonrpc": "2.0", "id": 2, "method": "ping", "params": {"x": "'
        await server.send(huge + b"y" * MAX_LINE + b'"}}')
        answer = await server.answer()
        assert answer["id"] is None
        assert answer["error"] == {
            "code": INVALID_REQUEST,
            "message": f"Invalid Request: a message is at most {MAX_LINE} bytes",
        }
        await _ping(server, 3, LEGACY)
        # Just under the limit is a message like any other.
        almost = huge + b"y" * (MAX_LINE - len(huge) - 3) + b'"}}'
        assert len(almost) == MAX_LINE
        await server.send(almost)
        assert (await server.answer()) == {"jsonrpc": "2.0", "id": 2, "result": {}}
        assert (await server.close())[0] == 0


async def test_an_error_repeats_only_a_prefix_of_what_it_was_sent(home: McpHome):
    big = "z" * 3_000_000
    async with hermes_stdio(home.home) as server:
        await _open(server, LEGACY)
        calls: list[dict[str, Any]] = [
            {"method": big},
            {"method": "tools/call", "params": {"name": big, "arguments": {}}},
            {"method": "prompts/get", "params": {"name": big}},
            {"method": "resources/read", "params": {"uri": f"skill://{big}"}},
            {"method": "resources/read", "params": {"uri": f"nope://{big}"}},
            {"method": "completion/complete", "params": {"ref": {"type": big}, "argument": {}}},
        ]
        for number, call in enumerate(calls, start=1):
            answer = await server.request({"jsonrpc": "2.0", "id": number, **call})
            assert "error" in answer, answer
            assert len(server.stdout_lines[-1]) < 2000, server.stdout_lines[-1][:300]
            assert len(answer["error"]["message"]) <= MAX_MESSAGE
        assert server.stdout_lines[1].startswith(b'{"jsonrpc":"2.0","id":1,"error":')
        first = json.loads(server.stdout_lines[1])["error"]
        assert first["code"] == METHOD_NOT_FOUND
        assert first["data"] == "z" * (MAX_TEXT - 1) + "…"
        # A tool error result (not a protocol error) is bounded too.
        viewed = await server.request(
            {
                "jsonrpc": "2.0",
                "id": 99,
                "method": "tools/call",
                "params": {"name": "skill_view", "arguments": {"name": big}},
            }
        )
        assert viewed["result"]["isError"] is True
        assert len(server.stdout_lines[-1]) < 4000
        assert (await server.close())[0] == 0


async def test_an_initialize_after_the_modern_era_repeats_a_bounded_version(home: McpHome):
    async with hermes_stdio(home.home) as server:
        await _open(server, MODERN)
        request = initialize(5)
        request["params"]["protocolVersion"] = "9" * 1_000_000
        answer = await server.request(request)
        assert answer["error"]["data"]["requested"] == "9" * (MAX_TEXT - 1) + "…"
        assert len(server.stdout_lines[-1]) < 2000
        assert (await server.close())[0] == 0


def _run_with_shell(
    redirect: str, home: Path, stdin: bytes = b""
) -> subprocess.CompletedProcess[bytes]:
    """``hermes mcp`` started by a shell with ``redirect`` (``<&-`` closes stdin)."""
    return subprocess.run(
        ["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "hermes_cli", "mcp"],
        input=stdin,
        capture_output=True,
        env=stdio_env(home),
        cwd=home.parent,
        timeout=TIMEOUT,
        check=False,
    )


@pytest.mark.parametrize(("redirect", "closed"), [("<&-", "stdin"), (">&-", "stdout")])
def test_started_with_stdin_or_stdout_closed_it_says_so_and_exits(
    home: McpHome, redirect: str, closed: str
):
    ping = b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n'
    finished = _run_with_shell(redirect, home.home, ping)
    assert finished.returncode == 2  # as hermes lsp and hermes acp
    assert finished.stdout == b""
    message = finished.stderr.decode()
    assert f"hermes mcp: {closed} closed: no client to serve on stdio" in message
    assert "Traceback" not in message


def test_started_with_stderr_closed_it_serves_and_stderr_is_the_null_device(home: McpHome):
    # Otherwise state.db, opened first, took fd 2, and what anything wrote to stderr
    # (the commands the agent runs, too) went into the database.
    script = (
        "import os, sys, runpy\n"
        "sys.argv = ['hermes', 'mcp']\n"
        "import hermes_mcp.core as core\n"
        "opened = core.Core.store\n"
        "async def store(self):\n"
        "    found = await opened(self)\n"
        "    print(os.readlink('/proc/self/fd/2'), file=open(os.environ['FD2_AT'], 'w'))\n"
        "    return found\n"
        "core.Core.store = store\n"
        "runpy.run_module('hermes_cli', run_name='__main__')\n"
    )
    where = home.home.parent / "fd2"
    requests = b"".join(
        json.dumps(message).encode() + b"\n"
        for message in (
            initialize(0),
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "tools/call",
                "params": {"name": "sessions_list", "arguments": {}},
            },
        )
    )
    with subprocess.Popen(
        ["sh", "-c", 'exec "$@" 2>&-', "sh", sys.executable, "-c", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**stdio_env(home.home), "FD2_AT": str(where)},
        cwd=home.home.parent,
    ) as process:
        assert process.stdin is not None
        assert process.stdout is not None
        try:
            process.stdin.write(requests)  # stdin stays open until the answers are in
            process.stdin.flush()
            answers = [json.loads(process.stdout.readline()) for _ in range(2)]
            process.stdin.close()
            status = process.wait(timeout=TIMEOUT)
            rest = process.stdout.read()
        finally:
            process.kill()
    assert status == 0
    assert rest == b""
    assert [answer["id"] for answer in answers] == [0, 1]
    assert answers[1]["result"]["isError"] is False
    assert where.read_text().strip() == os.devnull


def test_a_client_that_stops_reading_stdout_ends_the_server(home: McpHome):
    with subprocess.Popen(
        [sys.executable, "-m", "hermes_cli", "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=stdio_env(home.home),
        cwd=home.home.parent,
    ) as process:
        assert process.stdin is not None
        assert process.stdout is not None
        assert process.stderr is not None
        process.stdout.close()  # the client goes away but leaves stdin open
        process.stdin.write(json.dumps(initialize(0)).encode() + b"\n")
        process.stdin.flush()
        try:
            status = process.wait(timeout=TIMEOUT)
            stderr = process.stderr.read().decode()
        finally:
            process.kill()
    assert status == 0
    assert "cannot write to stdout (Broken pipe): serving ends" in stderr
    assert "Traceback" not in stderr

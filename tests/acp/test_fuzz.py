"""A fuzz of ``hermes acp`` over its real stdio: every hostile message of
``fuzz_cases.py`` written to one agent process, each followed by valid requests.

For every case: exactly the responses listed (the right id, the right code), none for
notifications and stray responses; then ``initialize`` and ``session/list`` still work.
Every line on stdout is one strict JSON-RPC 2.0 message; errors are short and carry no
traceback; the answers to valid requests fit the official ACP schema. The lines over
the length limit come first, and the agent's peak memory while it drops them stays
within half a line's worth of what it used before. At the end the agent is alive,
exits 0 when its input ends, and never contacted the model.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermes_acp.framing import MAX_LINE
from tests.acp.fuzz_cases import Case, cases, huge_cases
from tests.acp.schema import AcpSchema, schema_or_skip
from tests.core.agent.scripted import ScriptedServer

TIMEOUT = 60.0  # every wait is bounded; none comes near it
MAX_ERROR_LINE = 2048
PEAK_GROWTH = MAX_LINE + 16 * 1024 * 1024
"""How much more memory (peak RSS) the agent may use while dropping lines over the
limit: a line is kept until it passes the limit (up to MAX_LINE), then let go; keeping
the line of twice the limit whole would take twice that."""

Key = tuple[str, int | None]


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not JSON")


def _key(request_id: Any, code: int | None) -> Key:
    """An id as its JSON text (so 5, 5.0 and "5" differ) with the code (None: a result)."""
    return (json.dumps(request_id), code)


def _request(request_id: Any, method: str, params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}


def _status(pid: int, field: str) -> int:
    """A memory figure of /proc/<pid>/status, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) * 1024
    raise AssertionError(f"no {field} in /proc/{pid}/status")


class Agent:
    """``hermes acp`` in a subprocess: what is written to it, and every line it writes,
    checked as it comes."""

    def __init__(self, process: asyncio.subprocess.Process, schema: AcpSchema) -> None:
        self.process = process
        self.schema = schema
        self.responses: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self.changed = asyncio.Condition()
        self.reading = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.process.stdout is not None
        while True:
            try:
                line = await self.process.stdout.readline()
            except ValueError:  # longer than the pipe reader's limit
                self.problems.append("a line of more than 1 MiB on stdout")
                return
            if not line:
                return
            self._check(line)
            async with self.changed:
                self.changed.notify_all()

    def _check(self, line: bytes) -> None:
        shown = line[:300]
        if not line.endswith(b"\n"):
            self.problems.append(f"a line cut short: {shown!r}")
            return
        try:
            message = json.loads(line, parse_constant=_not_json)
        except ValueError as exc:
            self.problems.append(f"not JSON ({exc}): {shown!r}")
            return
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            self.problems.append(f"not a JSON-RPC 2.0 message: {shown!r}")
            return
        if "method" in message:
            if "id" in message:  # the agent asks nothing without a prompt
                self.problems.append(f"a request from the agent: {shown!r}")
            self.schema.observe("in", message)
            return
        request_id = message.get("id", ...)
        valid_id = request_id is None or (
            isinstance(request_id, str | int | float) and not isinstance(request_id, bool)
        )
        if not valid_id or ("result" in message) == ("error" in message):
            self.problems.append(f"not a valid response: {shown!r}")
            return
        if "error" in message:
            error = message["error"]
            if len(line) > MAX_ERROR_LINE or b"Traceback" in line:
                self.problems.append(f"an error of {len(line)} bytes: {shown!r}")
            self.schema.check("Error", error, "error")
        self.responses.append(message)

    async def write(self, data: bytes) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        view = memoryview(data)
        for start in range(0, len(view), 1 << 20):  # the pipe's buffer stays small
            stdin.write(view[start : start + (1 << 20)])
            await stdin.drain()

    async def wait_until(self, ready: Callable[[], bool], what: str) -> None:
        async def waiting() -> None:
            async with self.changed:
                await self.changed.wait_for(lambda: ready() or self.reading.done())

        try:
            await asyncio.wait_for(waiting(), TIMEOUT)
        except TimeoutError:
            raise AssertionError(f"no answer for {what} in {TIMEOUT} s") from None
        assert ready(), f"the agent stopped writing while waiting for {what}: {self.problems}"

    def answer_to(self, request_id: Any) -> dict[str, Any] | None:
        for response in reversed(self.responses):
            if response.get("id") == request_id and type(response["id"]) is type(request_id):
                return response
        return None

    async def ask(self, request_id: str, method: str, params: Any) -> dict[str, Any]:
        """A valid request, checked with the schema both ways; its result."""
        message = _request(request_id, method, params)
        self.schema.observe("out", message)
        await self.write(json.dumps(message).encode() + b"\n")
        await self.wait_until(lambda: self.answer_to(request_id) is not None, request_id)
        answer = self.answer_to(request_id)
        assert answer is not None
        self.schema.observe("in", answer)
        assert "result" in answer, answer
        result: dict[str, Any] = answer["result"]
        return result


class Run:
    """The cases, one after the other, each with its probes."""

    def __init__(self, agent: Agent, session_id: str, cwd: Path) -> None:
        self.agent = agent
        self.session_id = session_id
        self.cwd = cwd
        self.failures: list[str] = []
        self.expected: Counter[Key] = Counter()
        self.probes = 0

    async def probe(self) -> None:
        """Valid requests still work."""
        self.probes += 1
        n = self.probes
        init = await self.agent.ask(f"probe-{n}-i", "initialize", {"protocolVersion": 1})
        assert init["protocolVersion"] == 1
        listing = await self.agent.ask(f"probe-{n}-l", "session/list", {})
        assert isinstance(listing["sessions"], list)
        if n % 50 == 0:
            params = {"cwd": str(self.cwd), "mcpServers": []}
            opened = await self.agent.ask(f"probe-{n}-n", "session/new", params)
            assert opened["sessionId"]

    async def run(self, case: Case) -> None:
        start = len(self.agent.responses)
        expected = Counter(_key(request_id, code) for request_id, code in case.answers)
        self.expected += expected
        await self.agent.write(case.data.replace(b"@SESSION@", self.session_id.encode()))

        def got() -> list[dict[str, Any]]:
            return [r for r in self.agent.responses[start:] if not _is_probe(r.get("id"))]

        def answered() -> bool:  # as many answers as expected, right or wrong
            return len(got()) >= len(case.answers)

        await self.agent.wait_until(answered, case.name)
        await self.probe()  # by its answers, the case's own have all come
        responses = got()
        keys = Counter(_key(r.get("id"), _code(r)) for r in responses)
        if keys != expected:
            self.failures.append(f"{case.name}: expected {dict(expected)}, got {dict(keys)}")
        for response in responses:
            if case.method in self.agent.schema.responses and "result" in response:
                definition = self.agent.schema.responses[case.method]
                self.agent.schema.check(definition, response["result"], case.name)


def _is_probe(request_id: Any) -> bool:
    return isinstance(request_id, str) and request_id.startswith("probe-")


def _code(response: dict[str, Any]) -> int | None:
    return response["error"]["code"] if "error" in response else None


def _home(tmp_path: Path, server: ScriptedServer) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(
        f"model:\n  default: fuzz-model\n  base_url: {server.url}/v1\n  context_length: 32000\n"
    )
    return home


async def test_hostile_messages_each_get_their_answer_and_the_agent_keeps_serving(
    tmp_path: Path, server: ScriptedServer
) -> None:
    schema = AcpSchema(schema_or_skip())
    env = {**os.environ, "HERMES_HOME": str(_home(tmp_path, server)), "OPENAI_API_KEY": "k"}
    env.pop("OPENAI_BASE_URL", None)
    env.pop("HERMES_LOG_LEVEL", None)
    log = tmp_path / "stderr.log"
    with log.open("wb") as stderr:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "hermes_cli",
            "acp",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=stderr,
            env=env,
            cwd=tmp_path,
            limit=1 << 20,
        )
        try:
            agent = Agent(process, schema)
            await agent.ask("start-i", "initialize", {"protocolVersion": 1})
            params = {"cwd": str(tmp_path), "mcpServers": []}
            opened = await agent.ask("start-n", "session/new", params)
            run = Run(agent, opened["sessionId"], tmp_path)
            await run.probe()
            # session/load needs the whole agent (tools, skills): opened now, so that
            # opening it is not counted with the lines below.
            params = {"sessionId": opened["sessionId"], **params}
            await agent.ask("start-l", "session/load", params)

            # Lines over the limit first, while memory is at its calmest.
            rss = _status(process.pid, "VmRSS")
            Path(f"/proc/{process.pid}/clear_refs").write_text("5")  # resets the peak
            for case in huge_cases():
                await run.run(case)
            peak = _status(process.pid, "VmHWM")
            assert peak - rss < PEAK_GROWTH, (rss, peak)

            every = cases()
            assert len(every) >= 300
            for case in every:
                await run.run(case)
            assert process.returncode is None  # still serving
        finally:
            if process.stdin is not None:
                process.stdin.close()
            status = await asyncio.wait_for(process.wait(), TIMEOUT)
            await asyncio.wait_for(agent.reading, TIMEOUT)

    assert run.failures == []
    assert agent.problems == []
    assert schema.errors == []
    assert status == 0
    late = Counter(
        _key(r.get("id"), _code(r)) for r in agent.responses if not _is_probe(r.get("id"))
    )
    late -= Counter({_key(f"start-{s}", None): 1 for s in "inl"})
    assert late == run.expected  # nothing more came after a case was checked
    assert b"Traceback" not in log.read_bytes()
    assert server.requests == []  # the model was never contacted

"""``hermes mcp`` against the official MCP conformance suite (npm
``@modelcontextprotocol/conformance``, ``conformance server --url ... --scenario X``).

The suite tests servers over Streamable HTTP only, so it meets ``hermes mcp`` twice:
through a stdio-to-HTTP bridge (npm ``supergateway``, one ``hermes mcp`` process per
session) and directly at ``hermes mcp --http 127.0.0.1:0 --no-auth`` (the suite cannot
send a bearer token). Only 127.0.0.1 is involved.

Most of the suite's server scenarios call its own fixture tools, prompts and
resources (``test_simple_text``, ``test://static-text`` ...); the generic ones are run:
the protocol scenarios (what the server answers) against both, each only when the
server advertises the capability it needs (read from an ``initialize`` result at test
time), and the transport scenarios (Host/Origin checks, concurrent POST streams)
against ``--http`` only, since through the bridge they would test supergateway.

A scenario passes when the suite exits 0, no check in its ``checks.json`` is a
FAILURE and at least one is a SUCCESS; FAILURE lines of its output are quoted.
The scenarios of one server run side by side (each opens its own session).
"""

from __future__ import annotations

import asyncio
import json
import re
import shlex
import subprocess
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from subprocess import Popen
from typing import IO, Any

import pytest

from tests.e2e.mcp_support import (
    SERVER,
    TIMEOUT,
    Finished,
    free_port,
    kill_group,
    node_env,
    node_tool,
    python_client_view,
    run,
)
from tests.mcp.home import make_home

PROTOCOL = {
    "server-initialize": None,
    "ping": None,
    "tools-list": "tools",
    "resources-list": "resources",
    "prompts-list": "prompts",
    "logging-set-level": "logging",
    "completion-complete": "completions",
}
"""The generic protocol scenarios, each with the capability it needs (None: none)."""
CORE = {"server-initialize", "ping", "tools-list", "resources-list", "prompts-list"}
TRANSPORT = ("server-sse-multiple-streams", "dns-rebinding-protection")
FIXTURE_BOUND = {
    *(f"tools-call-{kind}" for kind in ("simple-text", "image", "audio", "embedded-resource")),
    *(f"tools-call-{kind}" for kind in ("mixed-content", "with-logging", "error")),
    *(f"tools-call-{kind}" for kind in ("with-progress", "sampling", "elicitation")),
    "json-schema-2020-12",
    "elicitation-sep1034-defaults",
    "elicitation-sep1330-enums",
    "server-sse-polling",
    "resources-read-text",
    "resources-read-binary",
    "resources-templates-read",
    "resources-subscribe",
    "resources-unsubscribe",
    "prompts-get-simple",
    "prompts-get-with-args",
    "prompts-get-embedded-resource",
    "prompts-get-with-image",
}
"""Scenarios that call the suite's own fixtures (tools, prompts, resource URIs)."""
ANSI = re.compile(r"\x1b\[[0-9;]*m")


@dataclass(frozen=True)
class Outcome:
    """One scenario's run: the suite's exit, its checks and its FAILURE lines."""

    finished: Finished
    checks: list[dict[str, Any]]

    def failure_lines(self) -> list[str]:
        """The output's FAILURE lines and the error messages under them."""
        lines = ANSI.sub("", self.finished.stdout).splitlines()
        return [
            line.strip() for line in lines if "FAILURE" in line or line.strip().startswith("Error:")
        ]

    def problem(self) -> str | None:
        """Why the scenario did not pass (None when it did)."""
        statuses = [check.get("status") for check in self.checks]
        quoted = self.failure_lines()
        if (
            self.finished.returncode == 0
            and "SUCCESS" in statuses
            and "FAILURE" not in statuses
            and not any("FAILURE" in line for line in quoted)
        ):
            return None
        failed = [
            f"{c.get('id')}: {c.get('errorMessage') or c.get('description')}"
            for c in self.checks
            if c.get("status") == "FAILURE"
        ]
        return "\n".join([f"exit {self.finished.returncode}, checks {statuses}", *failed, *quoted])


def run_scenario(url: str, scenario: str, workdir: Path) -> Outcome:
    out = workdir / scenario
    argv = [*node_tool("conformance"), "server", "--url", url, "--scenario", scenario]
    finished = run([*argv, "-o", str(out)], node_env(workdir), cwd=workdir)
    checks: list[dict[str, Any]] = []
    for found in sorted(out.glob("*/checks.json")):
        checks.extend(json.loads(found.read_text()))
    return Outcome(finished, checks)


def run_all(url: str, scenarios: list[str], workdir: Path) -> dict[str, Outcome]:
    with ThreadPoolExecutor(max_workers=len(scenarios)) as pool:
        futures = {s: pool.submit(run_scenario, url, s, workdir) for s in scenarios}
        return {s: future.result() for s, future in futures.items()}


class Announced:
    """Reads a process's output on a thread, keeping every line, and tells when a line
    matching ``pattern`` came (or the stream ended first)."""

    def __init__(self, stream: IO[str], pattern: str) -> None:
        self.lines: list[str] = []
        self.match: re.Match[str] | None = None
        self._pattern = re.compile(pattern)
        self._seen = threading.Event()
        self._reader = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str]) -> None:
        with stream:
            for line in stream:
                self.lines.append(line)
                if self.match is None and (found := self._pattern.search(line)):
                    self.match = found
                    self._seen.set()
        self._seen.set()

    def wait(self) -> re.Match[str] | None:
        self._seen.wait(TIMEOUT)
        return self.match

    def text(self) -> str:
        return "".join(self.lines)

    def close(self) -> None:
        """Wait for the end of the stream (its process has exited)."""
        self._reader.join(TIMEOUT)


@contextmanager
def announcing(
    argv: list[str],
    env: dict[str, str],
    cwd: Path,
    pattern: str,
    *,
    stop: Callable[[Popen[str]], None],
) -> Iterator[Announced]:
    """``argv`` started in a process group of its own, its stdout and stderr read
    for ``pattern``; ``stop`` ends it on the way out."""
    process = Popen(
        argv,
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    assert process.stdout is not None
    log = Announced(process.stdout, pattern)
    try:
        yield log
    finally:
        stop(process)
        try:
            process.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            kill_group(process)
            process.wait()
        log.close()


@pytest.fixture(scope="module")
def hermes_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return asyncio.run(make_home(tmp_path_factory.mktemp("conformance") / "hermes")).home


@pytest.fixture(scope="module")
def selected(hermes_home: Path) -> list[str]:
    """The protocol scenarios whose capability ``hermes mcp`` advertises at initialize."""
    advertised = asyncio.run(python_client_view(hermes_home, "legacy")).capabilities
    return [s for s, needs in PROTOCOL.items() if needs is None or needs in advertised]


@pytest.fixture(scope="module")
def bridged(hermes_home: Path, selected: list[str]) -> dict[str, Outcome]:
    """The selected scenarios run through supergateway in front of ``hermes mcp``."""
    workdir = hermes_home.parent / "bridge"
    workdir.mkdir()
    env = node_env(workdir, HERMES_HOME=str(hermes_home))
    for _attempt in range(3):  # another process may take the free port first
        port = free_port()
        argv = [*node_tool("supergateway"), "--stdio", shlex.join(SERVER)]
        argv += ["--outputTransport", "streamableHttp", "--stateful", "--port", str(port)]
        # Killing the group ends the bridge and the hermes mcp of each session.
        with announcing(argv, env, workdir, rf"Listening on port {port}\b", stop=kill_group) as log:
            if log.wait() is not None:
                outcomes = run_all(f"http://127.0.0.1:{port}/mcp", selected, workdir)
                break
        if "EADDRINUSE" not in log.text():
            pytest.fail(f"supergateway did not start:\n{log.text()}")
    else:
        pytest.fail(f"supergateway found no free port:\n{log.text()}")
    return outcomes


@pytest.fixture(scope="module")
def served(hermes_home: Path, selected: list[str]) -> tuple[dict[str, Outcome], str]:
    """The selected and the transport scenarios against ``hermes mcp --http``, with
    what the server logged."""
    workdir = hermes_home.parent / "http"
    workdir.mkdir()
    env = node_env(workdir, HERMES_HOME=str(hermes_home))
    # --no-auth: the suite's CLI has no way to send an Authorization header (no option,
    # no environment variable), and a proxy adding one would be what it tests.
    argv = [*SERVER, "--http", "127.0.0.1:0", "--no-auth"]
    pattern = r"hermes mcp: listening on (http://127\.0\.0\.1:\d+/mcp)"
    with announcing(argv, env, workdir, pattern, stop=Popen.terminate) as log:
        listening = log.wait()
        assert listening is not None, log.text()
        outcomes = run_all(listening.group(1), [*selected, *TRANSPORT], workdir)
    return outcomes, log.text()


def test_every_server_scenario_of_the_suite_is_either_run_or_bound_to_its_fixtures(
    tmp_path: Path,
):
    listed = run([*node_tool("conformance"), "list", "--server"], node_env(tmp_path), tmp_path)
    assert listed.returncode == 0, listed.describe()
    names = set(re.findall(r"^\s*- ([a-z0-9-]+)", listed.stdout, re.MULTILINE))
    assert names == set(PROTOCOL) | set(TRANSPORT) | FIXTURE_BOUND


def test_the_scenarios_selected_from_the_advertised_capabilities_include_the_core_ones(
    selected: list[str],
):
    assert set(selected) >= CORE


@pytest.mark.parametrize("scenario", list(PROTOCOL))
def test_scenario_through_the_stdio_bridge(
    scenario: str, selected: list[str], bridged: dict[str, Outcome]
):
    if scenario not in selected:
        pytest.skip(f"hermes mcp does not advertise {PROTOCOL[scenario]}")
    outcome = bridged[scenario]
    assert outcome.problem() is None, f"{scenario}: {outcome.problem()}\n{outcome.finished.stdout}"


@pytest.mark.parametrize("scenario", [*PROTOCOL, *TRANSPORT])
def test_scenario_against_hermes_mcp_http(
    scenario: str, selected: list[str], served: tuple[dict[str, Outcome], str]
):
    if scenario in PROTOCOL and scenario not in selected:
        pytest.skip(f"hermes mcp does not advertise {PROTOCOL[scenario]}")
    outcomes, logged = served
    outcome = outcomes[scenario]
    assert outcome.problem() is None, f"{scenario}: {outcome.problem()}\n{outcome.finished.stdout}"
    assert "Traceback" not in logged, logged

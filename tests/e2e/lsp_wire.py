"""A raw LSP client for the robustness tests: ``hermes lsp`` as a real subprocess,
spoken to in bytes (Content-Length framing written here, so the tests can also write
it wrong) and read strictly: every byte on the server's stdout must belong to a
well-framed JSON-RPC message, or the test fails.

Every wait is bounded (:data:`WAIT` seconds) and waits on the reader thread's queue,
never on a clock.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

__all__ = ["WAIT", "RawServer", "frame", "message"]

WAIT = 30.0  # seconds any one answer may take before the test fails
_HEADER_LIMIT = 1024


def message(**fields: Any) -> dict[str, Any]:
    """A JSON-RPC message: ``jsonrpc`` and the given fields."""
    return {"jsonrpc": "2.0", **fields}


def frame(body: dict[str, Any] | bytes) -> bytes:
    """``body`` (a message, or bytes sent as they are) with a right Content-Length."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


class RawServer:
    """One ``hermes lsp`` process and what it wrote."""

    def __init__(self, home: Path, stderr: Path) -> None:
        self._stderr = stderr.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "hermes_cli", "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            env={"HERMES_HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")},
        )
        self._inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.violations: list[str] = []  # bytes on stdout that are not framed JSON-RPC
        self.notifications: list[dict[str, Any]] = []  # what the server sent unasked
        self._write_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    # -- sending --

    def send(self, data: bytes) -> None:
        """Write raw bytes to the server's stdin."""
        assert self.process.stdin is not None
        with self._write_lock:
            self.process.stdin.write(data)
            self.process.stdin.flush()

    def close_input(self) -> None:
        """Close the server's stdin (end of input)."""
        assert self.process.stdin is not None
        with self._write_lock:
            self.process.stdin.close()

    # -- receiving --

    def responses_until(self, ids: set[Any]) -> list[dict[str, Any]]:
        """Every response received from now until one for each of ``ids`` has come,
        in order; fails after :data:`WAIT` seconds without the next message."""
        wanted, got = set(map(_key, ids)), []
        while wanted:
            try:
                response = self._inbox.get(timeout=WAIT)
            except queue.Empty:
                raise AssertionError(
                    f"no answer for {sorted(wanted)} within {WAIT} s; got {got}"
                ) from None
            if response is None:
                raise AssertionError(f"the server's stdout closed; still waiting for {wanted}")
            got.append(response)
            wanted.discard(_key(response.get("id")))
        return got

    def wait(self) -> int:
        """The server's exit status, once it has exited (bounded)."""
        status = self.process.wait(timeout=WAIT)
        self._reader.join(timeout=WAIT)
        self._close_pipes()
        return status

    def peak_memory_kib(self) -> int:
        """The server's peak resident set size (VmHWM), from /proc."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        line = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
        return int(line.split()[1])

    def kill(self) -> None:
        """End the process (after a failed test)."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=WAIT)
        self._reader.join(timeout=WAIT)
        self._close_pipes()

    def _close_pipes(self) -> None:
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None and not pipe.closed:
                with contextlib.suppress(BrokenPipeError):  # unflushed bytes, server gone
                    pipe.close()
        self._stderr.close()

    def _read(self) -> None:
        stdout = self.process.stdout
        assert stdout is not None
        try:
            while (body := self._read_frame(stdout)) is not None:
                self._take(body)
        finally:
            self._inbox.put(None)

    def _read_frame(self, stdout: Any) -> dict[str, Any] | None:
        length = None
        while True:
            line = stdout.readline(_HEADER_LIMIT)
            if not line:
                return None  # the server ended between messages: fine
            if line == b"\r\n":
                break
            name, _, value = line.rstrip(b"\r\n").partition(b": ")
            if not line.endswith(b"\r\n") or name not in (b"Content-Length", b"Content-Type"):
                self.violations.append(f"not a header: {line[:80]!r}")
                return None
            if name == b"Content-Length":
                length = int(value)
        if length is None:
            self.violations.append("a message without Content-Length")
            return None
        body = stdout.read(length)
        try:
            decoded = json.loads(body)
        except ValueError:
            self.violations.append(f"a body that is not JSON: {body[:80]!r}")
            return None
        if not isinstance(decoded, dict) or decoded.get("jsonrpc") != "2.0":
            self.violations.append(f"not a JSON-RPC message: {body[:80]!r}")
            return None
        return decoded

    def _take(self, body: dict[str, Any]) -> None:
        if "method" not in body:
            self._inbox.put(body)
            return
        self.notifications.append(body)
        if "id" in body:  # a request of the server's: answer it, as an editor would
            self.send(frame(message(id=body["id"], result=None)))


def _key(identifier: Any) -> str:
    """Ids compared by their JSON text (1 and "1" differ; None is null)."""
    return json.dumps(identifier)

"""Where file and terminal tools act: the machine the agent runs on by default, or —
through another implementation of :class:`ExecutionEnvironment` — an editor that owns
the files (``hermes acp`` routes reads and writes through the client)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from hermes_core.atomic import write_atomic

__all__ = ["CommandResult", "ExecutionEnvironment", "LocalEnvironment", "environment_of"]

MAX_READ_BYTES = 10 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class CommandResult:
    exit_code: int | None
    output: str
    timed_out: bool = False
    truncated: bool = False


class ExecutionEnvironment(Protocol):
    cwd: Path

    def resolve(self, path: str) -> Path: ...

    async def read_text(self, path: Path) -> str: ...

    async def write_text(self, path: Path, text: str) -> None: ...

    async def run(self, command: str, *, timeout: float, output_limit: int) -> CommandResult: ...


def environment_of(context: object, default: ExecutionEnvironment) -> ExecutionEnvironment:
    """The environment of the session a tool runs for (its context's ``environment``)
    when it has its own, else ``default``."""
    own: ExecutionEnvironment | None = getattr(context, "environment", None)
    return own or default


class LocalEnvironment:
    """This machine: files read and written directly (writes atomic), commands run in
    their own process group so a timeout or a cancel stops everything they started."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd

    def resolve(self, path: str) -> Path:
        return (self.cwd / Path(path).expanduser()).resolve()

    async def read_text(self, path: Path) -> str:
        return await asyncio.to_thread(_read, path)

    async def write_text(self, path: Path, text: str) -> None:
        await asyncio.to_thread(_write, path, text)

    async def run(self, command: str, *, timeout: float, output_limit: int) -> CommandResult:
        process = await asyncio.create_subprocess_shell(
            command,
            cwd=self.cwd,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
        head, tail, total = bytearray(), bytearray(), 0
        half = output_limit // 2

        async def drain() -> None:
            nonlocal total
            assert process.stdout is not None
            while chunk := await process.stdout.read(65536):
                total += len(chunk)
                room = half - len(head)
                if room > 0:
                    head.extend(chunk[:room])
                    chunk = chunk[room:]
                tail.extend(chunk)
                del tail[: max(0, len(tail) - half)]
            await process.wait()

        timed_out = False
        try:
            await asyncio.wait_for(drain(), timeout)
        except TimeoutError:
            timed_out = True
            await _stop(process)
        except asyncio.CancelledError:
            await asyncio.shield(_stop(process))
            raise
        truncated = total > len(head) + len(tail)
        text = head.decode("utf-8", "replace")
        if truncated:
            text += f"\n[... {total - len(head) - len(tail):,} bytes of output cut ...]\n"
        text += tail.decode("utf-8", "replace")
        return CommandResult(process.returncode, text, timed_out, truncated)


async def _stop(process: asyncio.subprocess.Process) -> None:
    """TERM the process group, then KILL it if it has not gone after 2 s."""
    for sent in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, sent)
        try:
            await asyncio.wait_for(process.wait(), 2)
            return
        except TimeoutError:
            continue


def _read(path: Path) -> str:
    size = path.stat().st_size
    if size > MAX_READ_BYTES:
        raise ValueError(f"{path}: {size:,} bytes, more than {MAX_READ_BYTES:,}")
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        raise ValueError(f"{path}: a binary file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path}: not UTF-8 text (byte {exc.start})") from exc


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, text.encode("utf-8"))

"""File and terminal tools through the editor, when it offers to do them.

A client that declares ``fs.readTextFile`` answers reads (so the agent sees unsaved
buffers), one that declares ``fs.writeTextFile`` takes writes (so edits show in its
review UI), and one that declares ``terminal`` runs commands in its own terminals,
which the tool card then embeds. Whatever the client does not offer runs here, as
``hermes chat`` would.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from hermes_acp.wire import RemoteError
from hermes_core.agent.environment import CommandResult, LocalEnvironment

__all__ = ["ClientEnvironment"]

logger = logging.getLogger(__name__)

Ask = Callable[[str, Mapping[str, Any]], Awaitable[Any]]
NOT_FOUND = -32002


def _text(result: Any, key: str, method: str) -> str:
    value = result.get(key) if isinstance(result, dict) else None
    if not isinstance(value, str):
        raise OSError(f"{method}: the editor's answer has no {key!r} text")
    return value


class ClientEnvironment:
    """An :class:`~hermes_core.agent.environment.ExecutionEnvironment` for one
    session, asking the client (``ask(method, params)``) for what it offers."""

    def __init__(
        self,
        session_id: str,
        cwd: Path,
        ask: Ask,
        *,
        read: bool,
        write: bool,
        terminal: bool,
        on_terminal: Callable[[str], None] = lambda _id: None,
    ) -> None:
        self.cwd = cwd
        self._session = session_id
        self._ask = ask
        self._read, self._write, self._terminal = read, write, terminal
        self._local = LocalEnvironment(cwd)
        self._on_terminal = on_terminal

    def resolve(self, path: str) -> Path:
        return self._local.resolve(path)

    async def read_text(self, path: Path) -> str:
        if not self._read:
            return await self._local.read_text(path)
        try:
            result = await self._ask(
                "fs/read_text_file", {"sessionId": self._session, "path": str(path)}
            )
        except RemoteError as exc:
            if exc.code == NOT_FOUND or not path.exists():
                raise FileNotFoundError(f"{path}: {exc.message}") from exc
            raise OSError(f"{path}: the editor could not read it: {exc.message}") from exc
        return _text(result, "content", "fs/read_text_file")

    async def write_text(self, path: Path, text: str) -> None:
        if not self._write:
            await self._local.write_text(path, text)
            return
        try:
            await self._ask(
                "fs/write_text_file",
                {"sessionId": self._session, "path": str(path), "content": text},
            )
        except RemoteError as exc:
            raise OSError(f"{path}: the editor could not write it: {exc.message}") from exc

    async def run(self, command: str, *, timeout: float, output_limit: int) -> CommandResult:
        if not self._terminal:
            return await self._local.run(command, timeout=timeout, output_limit=output_limit)
        try:
            created = await self._ask(
                "terminal/create",
                {
                    "sessionId": self._session,
                    "command": "/bin/sh",
                    "args": ["-c", command],
                    "cwd": str(self.cwd),
                    "outputByteLimit": output_limit,
                },
            )
        except RemoteError as exc:
            raise OSError(f"the editor could not start a terminal: {exc.message}") from exc
        terminal = _text(created, "terminalId", "terminal/create")
        ids = {"sessionId": self._session, "terminalId": terminal}
        self._on_terminal(terminal)
        try:
            timed_out = False
            try:
                await asyncio.wait_for(self._ask("terminal/wait_for_exit", ids), timeout)
            except TimeoutError:
                timed_out = True
                await self._ask("terminal/kill", ids)
            output = await self._ask("terminal/output", ids)
        except RemoteError as exc:
            raise OSError(f"the editor's terminal failed: {exc.message}") from exc
        except asyncio.CancelledError:
            with contextlib.suppress(RemoteError, ConnectionError, OSError):
                await asyncio.shield(self._ask("terminal/kill", ids))
            raise
        finally:
            await self._release(ids)
        status = output.get("exitStatus") if isinstance(output, dict) else None
        exit_code = status.get("exitCode") if isinstance(status, dict) else None
        return CommandResult(
            exit_code if isinstance(exit_code, int) else None,
            _text(output, "output", "terminal/output"),
            timed_out,
            bool(output.get("truncated")) if isinstance(output, dict) else False,
        )

    async def _release(self, ids: Mapping[str, Any]) -> None:
        try:
            await asyncio.shield(self._ask("terminal/release", ids))
        except (RemoteError, ConnectionError, OSError) as exc:
            logger.warning("could not release terminal %s: %s", ids.get("terminalId"), exc)

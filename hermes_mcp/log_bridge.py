"""Our log records as MCP log notifications, for handshake-era (2025-11-25) clients
that ask for them with ``logging/setLevel``.

Each connection keeps the level it set (:class:`~hermes_mcp.live.LiveSession`); a
record of the ``hermes_core`` and ``hermes_mcp`` loggers at or above it goes to that
connection as ``notifications/message`` (``logger``: the record's logger, ``data``: its
message, never a traceback). Nothing is sent to a connection that has not set a level,
and nothing from other loggers (the SDK's own would loop back on themselves).

A level below what the loggers let through lowers the ``hermes_core`` and
``hermes_mcp`` loggers, while a filter on the root logger's handlers keeps stderr
showing what it showed before. Records may come from any thread; they reach the event
loop through a bounded queue (extra records are dropped) and one task sends them, in
order.

The 2026-07-28 revision has no ``logging/setLevel``; its per-request opt-in
(``io.modelcontextprotocol/logLevel`` in ``_meta``) is not offered: the server does
not advertise ``logging`` in that era and sends no log notifications there.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from typing import Any, Final, get_args

from mcp.server.context import ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS, EmptyResult, LoggingLevel, SetLevelRequestParams

from hermes_mcp.live import Sessions

__all__ = ["FORWARDED", "LogBridge", "mcp_level"]

FORWARDED: Final = ("hermes_core", "hermes_mcp")
"""The loggers (with their children) whose records are forwarded."""

_LEVELS: Final[tuple[LoggingLevel, ...]] = get_args(LoggingLevel)  # least severe first
_QUEUE_SIZE = 1000
# The Python level whose records a client asking for an MCP level needs to see.
_PYTHON_FLOOR: Final[dict[LoggingLevel, int]] = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "notice": logging.WARNING,
    "warning": logging.WARNING,
    "error": logging.ERROR,
    "critical": logging.CRITICAL,
    "alert": logging.CRITICAL,
    "emergency": logging.CRITICAL,
}
# Set in the task that sends: whatever it logs itself is not sent again.
_SENDING: contextvars.ContextVar[bool] = contextvars.ContextVar("_SENDING", default=False)


def mcp_level(levelno: int) -> LoggingLevel:
    """The MCP level of a Python log level."""
    if levelno >= logging.CRITICAL:
        return "critical"
    if levelno >= logging.ERROR:
        return "error"
    if levelno >= logging.WARNING:
        return "warning"
    return "info" if levelno >= logging.INFO else "debug"


def _rank(level: LoggingLevel) -> int:
    return _LEVELS.index(level)


_Entry = tuple[LoggingLevel, str, str]


class _Forwarder(logging.Handler):
    """Hands each record (as level, logger, message) to the loop's queue."""

    def __init__(self, loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[_Entry]) -> None:
        super().__init__()
        self._loop = loop
        self._queue = queue

    def emit(self, record: logging.LogRecord) -> None:
        if _SENDING.get():
            return
        try:
            entry = (mcp_level(record.levelno), record.name, record.getMessage())
            self._loop.call_soon_threadsafe(_enqueue, self._queue, entry)
        except Exception:  # noqa: BLE001 (a closed loop, a broken message: never raise at a log call)
            return


def _enqueue(queue: asyncio.Queue[_Entry], entry: _Entry) -> None:
    if not queue.full():
        queue.put_nowait(entry)


class _StderrAsBefore(logging.Filter):
    """Drops the records of ``FORWARDED`` loggers below the level each had before."""

    def __init__(self, levels: dict[str, int]) -> None:
        super().__init__()
        self._levels = levels

    def filter(self, record: logging.LogRecord) -> bool:
        for name, level in self._levels.items():
            if record.name == name or record.name.startswith(name + "."):
                return record.levelno >= level
        return True


class LogBridge:
    """``logging/setLevel`` per connection, and the forwarding it turns on."""

    def __init__(self, sessions: Sessions) -> None:
        self._sessions = sessions
        self._forwarder: _Forwarder | None = None
        self._sender: asyncio.Task[None] | None = None
        self._queue: asyncio.Queue[_Entry] = asyncio.Queue(_QUEUE_SIZE)
        self._own_levels: dict[str, int] = {}
        self._stderr_filter: _StderrAsBefore | None = None

    async def set_level(
        self, ctx: ServerRequestContext[Any, Any], params: SetLevelRequestParams
    ) -> EmptyResult:
        """Note the connection's level and forward records at or above it."""
        live = self._sessions.seen(ctx)
        if live is None:  # stateless HTTP: no channel to send logs on later
            raise MCPError(INVALID_PARAMS, "this connection cannot carry log messages")
        live.log_level = params.level
        self._forward(_PYTHON_FLOOR[params.level])
        return EmptyResult()

    def _forward(self, floor: int) -> None:
        if self._forwarder is None:
            loop = asyncio.get_running_loop()
            self._forwarder = _Forwarder(loop, self._queue)
            self._forwarder.setLevel(floor)
            loggers = {name: logging.getLogger(name) for name in FORWARDED}
            self._own_levels = {name: named.level for name, named in loggers.items()}
            self._stderr_filter = _StderrAsBefore(
                {name: named.getEffectiveLevel() for name, named in loggers.items()}
            )
            for handler in logging.getLogger().handlers:
                handler.addFilter(self._stderr_filter)
            for name in FORWARDED:
                logging.getLogger(name).addHandler(self._forwarder)
            self._sender = loop.create_task(self._send())
        self._forwarder.setLevel(min(self._forwarder.level, floor))
        for name in FORWARDED:
            named = logging.getLogger(name)
            if named.getEffectiveLevel() > floor:
                named.setLevel(floor)

    async def _send(self) -> None:
        _SENDING.set(True)
        while True:
            level, name, text = await self._queue.get()
            params = {"level": level, "logger": name, "data": text}
            for live in self._sessions.ready():
                wanted = live.log_level
                if wanted is not None and _rank(level) >= _rank(wanted):
                    await live.connection.notify("notifications/message", params)

    async def aclose(self) -> None:
        """Stop forwarding; put the loggers and stderr back as they were."""
        forwarder, self._forwarder = self._forwarder, None
        if forwarder is None:
            return
        for name in FORWARDED:
            named = logging.getLogger(name)
            named.removeHandler(forwarder)
            named.setLevel(self._own_levels[name])
        if self._stderr_filter is not None:
            for handler in logging.getLogger().handlers:
                handler.removeFilter(self._stderr_filter)
        if self._sender is not None:
            self._sender.cancel()
            await asyncio.gather(self._sender, return_exceptions=True)

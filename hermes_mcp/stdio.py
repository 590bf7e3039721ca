"""``hermes mcp`` on stdin and stdout: newline-delimited JSON-RPC, one message a line.

In place of the SDK's stdio transport, which drops every line it cannot read (see
:mod:`hermes_mcp.frames`): each line is read as bytes, at most :data:`MAX_LINE` of
them (the SDK's HTTP body limit), and either reaches the server as a message or is
answered with the JSON-RPC error saying why not. Every error written is bounded
(:mod:`hermes_mcp.bounds`).

While serving, fd 0 reads the null device and fd 1 writes to stderr, so that commands
the agent runs, which inherit them, neither take the client's requests nor write
into the protocol stream; the wire is kept on private duplicates. Those are read and
written by daemon threads of their own: a read blocked on a client that keeps stdin
open must not keep the process alive once serving ends (a client that stopped
reading stdout ends the server).
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
import queue
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import IO, TYPE_CHECKING, Any, Final, TypeVar

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.server.transport_security import DEFAULT_MAX_REQUEST_BODY_SIZE
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_REQUEST, JSONRPCError, JSONRPCMessage

from hermes_mcp.bounds import bounded_error
from hermes_mcp.frames import Rejection, read_frame

if TYPE_CHECKING:
    from hermes_mcp.server import HermesServer

__all__ = ["MAX_LINE", "serve_stdio"]

logger = logging.getLogger(__name__)

MAX_LINE: Final = DEFAULT_MAX_REQUEST_BODY_SIZE
"""Bytes a line may have, its newline not counted."""
_SKIP = 64 * 1024
_T = TypeVar("_T")


class _TooLong:
    """What the reader yields for a line past :data:`MAX_LINE` (skipped, not kept)."""


_TOO_LONG: Final = _TooLong()


async def serve_stdio(server: HermesServer) -> None:
    """Serve one client on stdin and stdout until it closes stdin or stops reading."""
    with _claimed(0, _null_device) as wire_in, _claimed(1, _stderr_copy) as wire_out:
        source = os.fdopen(wire_in, "rb", closefd=False)
        sink = os.fdopen(wire_out, "wb", closefd=False)
        inbound_send, inbound = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        outbound, outbound_receive = anyio.create_memory_object_stream[SessionMessage](0)
        async with anyio.create_task_group() as writing:
            # A client that stopped reading ends the server as the end of stdin does.
            writing.start_soon(
                _write_out, _DaemonWorker("hermes mcp stdout"), sink, outbound_receive, inbound_send
            )
            async with anyio.create_task_group() as reading:
                reading.start_soon(
                    _read_in,
                    _DaemonWorker("hermes mcp stdin"),
                    source,
                    inbound_send,
                    outbound.clone(),
                )
                await server.run_streams(inbound, outbound)
                # Past the end of stdin the reader is done already; when the client
                # stopped reading, it may still wait for a line that never comes.
                reading.cancel_scope.cancel()


async def _read_in(
    worker: _DaemonWorker,
    source: IO[bytes],
    to_server: MemoryObjectSendStream[SessionMessage | Exception],
    answers: MemoryObjectSendStream[SessionMessage],
) -> None:
    """Each line of ``source`` to the server as a message, or answered here."""
    async with to_server, answers:
        while True:
            line = await worker.run(_read_line, source)
            if line is None:
                return
            if isinstance(line, _TooLong):
                frame: JSONRPCMessage | Rejection = Rejection(
                    INVALID_REQUEST, f"Invalid Request: a message is at most {MAX_LINE} bytes", None
                )
            elif not line.strip():
                continue  # a blank line carries no message
            else:
                frame = read_frame(line)
            try:
                if not isinstance(frame, Rejection):
                    await to_server.send(SessionMessage(frame))
                elif frame.answer:
                    logger.warning("answered a line that is no message: %s", frame.message)
                    await answers.send(SessionMessage(frame.to_error()))
            except (anyio.BrokenResourceError, anyio.ClosedResourceError):
                return  # the server stopped reading: it is ending


def _read_line(source: IO[bytes]) -> bytes | _TooLong | None:
    """The next line of ``source``; None at its end (or when it cannot be read)."""
    try:
        line = source.readline(MAX_LINE + 1)
        if len(line) <= MAX_LINE or line.endswith(b"\n"):
            return line or None
        while line and not line.endswith(b"\n"):  # the rest of the line, never kept
            line = source.readline(_SKIP)
    except OSError as exc:
        logger.warning("cannot read stdin (%s): serving ends", exc.strerror)
        return None
    return _TOO_LONG


async def _write_out(
    worker: _DaemonWorker,
    sink: IO[bytes],
    messages: MemoryObjectReceiveStream[SessionMessage],
    inbound: MemoryObjectSendStream[SessionMessage | Exception],
) -> None:
    """Each message on its own line of ``sink``, errors bounded. Once ``sink`` cannot
    be written, ``inbound`` is closed (the server sees the end of its input) and what
    the server still sends is dropped until it ends."""
    writable = True
    async with messages:
        async for session_message in messages:
            if not writable:
                continue
            message = session_message.message
            if isinstance(message, JSONRPCError):
                message = JSONRPCError(
                    jsonrpc="2.0", id=message.id, error=bounded_error(message.error)
                )
            data = message.model_dump_json(by_alias=True, exclude_unset=True).encode() + b"\n"
            try:
                await worker.run(_write, sink, data)
            except OSError as exc:
                logger.warning("cannot write to stdout (%s): serving ends", exc.strerror)
                writable = False
                inbound.close()


def _write(sink: IO[bytes], data: bytes) -> None:
    sink.write(data)
    sink.flush()


class _DaemonWorker:
    """One daemon thread running blocking calls in turn for the event loop. A wait
    that is cancelled leaves its call behind, and the thread never keeps the
    process alive."""

    def __init__(self, name: str) -> None:
        self._calls: queue.SimpleQueue[
            tuple[Callable[[], Any], asyncio.AbstractEventLoop, asyncio.Future[Any]]
        ] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._work, name=name, daemon=True)
        self._thread.start()

    def run(self, function: Callable[..., _T], *args: Any) -> Awaitable[_T]:
        """``function(*args)`` run on the thread; its result or exception awaited."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[_T] = loop.create_future()
        self._calls.put((lambda: function(*args), loop, future))
        return future

    def _work(self) -> None:
        while True:
            call, loop, future = self._calls.get()
            try:
                outcome: tuple[Any, BaseException | None] = (call(), None)
            except Exception as exc:  # noqa: BLE001 (raised again in the waiting task)
                outcome = (None, exc)
            try:
                loop.call_soon_threadsafe(_settle, future, *outcome)
            except RuntimeError:  # the loop is closed: nobody waits any more
                return


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():  # its wait was cancelled
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)


@contextmanager
def _claimed(fd: int, diversion: Callable[[], int]) -> Iterator[int]:
    """A private duplicate of ``fd`` (the wire) while ``fd`` itself points at what
    ``diversion`` opens; ``fd`` is the wire again on the way out. The duplicate is
    never closed: a daemon thread may still be blocked on it."""
    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    diverted = diversion()
    try:
        os.dup2(diverted, fd)
    finally:
        os.close(diverted)
    try:
        yield private
    finally:
        os.dup2(private, fd)


def _null_device() -> int:
    return os.open(os.devnull, os.O_RDONLY)


def _stderr_copy() -> int:
    return os.dup(2)

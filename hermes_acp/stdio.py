"""The process's stdin and stdout as the connection's byte streams.

Stdout gets a non-blocking writer (a client slow to read never blocks the event loop;
the writes queue), and :meth:`Stdio.finish` waits, for a bounded time, until the queue
has been written: a process that exits with answers still queued would cut the last
line short. Once it is open, ``sys.stdout`` points at stderr, so a stray ``print()``
can never corrupt the protocol stream.
"""

from __future__ import annotations

import asyncio
import logging
import os
import stat
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from hermes_acp.framing import CHUNK, ByteSource

__all__ = ["FINISH_TIMEOUT", "Stdio", "open_stdio"]

logger = logging.getLogger(__name__)

FINISH_TIMEOUT = 10.0
"""How long the last answers may take to be read once the input has ended."""


@dataclass(frozen=True, slots=True)
class Stdio:
    """The input, a writer of whole lines, and what to await before exiting."""

    reader: ByteSource
    write: Callable[[bytes], None]
    finish: Callable[[], Awaitable[None]]


class _FileSource:
    """A file or ``/dev/null`` as stdin, which the event loop cannot poll: each read
    runs in a thread, one at a time, so the input is read only as fast as it is used."""

    def __init__(self, descriptor: int) -> None:
        self._descriptor = descriptor

    async def read(self, n: int = -1, /) -> bytes:
        return await asyncio.to_thread(os.read, self._descriptor, n if n > 0 else CHUNK)


class _Output(asyncio.Protocol):
    def __init__(self) -> None:
        self.lost = asyncio.Event()

    def connection_lost(self, exc: Exception | None) -> None:  # noqa: ARG002
        self.lost.set()


async def open_stdio() -> Stdio:
    """Stdin and stdout, which must both be open (``hermes acp`` checks first)."""
    if sys.stdin is None or sys.stdout is None:
        raise OSError("stdin or stdout is closed")
    loop = asyncio.get_running_loop()
    reader: ByteSource
    mode = os.fstat(sys.stdin.fileno()).st_mode
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or sys.stdin.isatty():
        stream = asyncio.StreamReader(limit=4 * CHUNK)  # pauses the pipe past 2x that
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stream), sys.stdin)
        reader = stream
    else:
        reader = _FileSource(sys.stdin.fileno())
    out = sys.stdout.buffer
    try:
        transport, protocol = await loop.connect_write_pipe(_Output, out)
    except ValueError:  # stdout is a file, not a pipe: plain blocking writes
        sys.stdout = sys.stderr

        def write_blocking(data: bytes) -> None:
            out.write(data)
            out.flush()

        return Stdio(reader, write_blocking, _nothing)
    sys.stdout = sys.stderr

    def write(data: bytes) -> None:
        if transport.is_closing():
            raise RuntimeError("stdout is closed")
        transport.write(data)

    async def finish() -> None:
        queued = transport.get_write_buffer_size()
        if queued:
            logger.debug("waiting for the client to read the last %d bytes", queued)
        transport.close()  # once the queue is written
        try:
            await asyncio.wait_for(protocol.lost.wait(), FINISH_TIMEOUT)
        except TimeoutError:
            logger.warning(
                "the client did not read the last %d bytes", transport.get_write_buffer_size()
            )
            transport.abort()

    return Stdio(reader, write, finish)


async def _nothing() -> None:
    return None

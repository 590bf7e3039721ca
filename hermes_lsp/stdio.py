"""Serving one client over two file descriptors (stdin and stdout).

Instead of pygls's reader loop: bytes are read on a thread of their own, a chunk at a
time, framed by :class:`hermes_lsp.framing.FrameParser` and handed to
:class:`hermes_lsp.protocol.HermesProtocol`; answers are written whole, under a lock.
The session ends at ``exit`` (status 0 after ``shutdown``, else 1), at the end of the
input (0), or when the client stops reading its end of stdout (1).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import select
import threading
from collections.abc import Callable
from typing import Any

from hermes_lsp.framing import Body, FrameParser
from hermes_lsp.protocol import HermesProtocol

__all__ = ["IDLE_SECONDS", "serve"]

logger = logging.getLogger(__name__)

# How long a client may stay quiet in the middle of a message whose bytes already make
# a whole JSON value before that value is answered (see FrameParser.idle). A client
# that frames its messages right never waits on it.
IDLE_SECONDS = 0.5
_CHUNK = 64 * 1024


def serve(protocol: HermesProtocol, input_fd: int, output_fd: int) -> int:
    """Serve the client on these descriptors until the session ends; the exit status."""
    return asyncio.run(_serve(protocol, input_fd, output_fd))


async def _serve(protocol: HermesProtocol, input_fd: int, output_fd: int) -> int:
    loop = asyncio.get_running_loop()
    lost: asyncio.Future[None] = loop.create_future()

    def client_gone() -> None:
        if not lost.done():
            lost.set_result(None)

    def tell_client_gone() -> None:  # called from whichever thread wrote
        with contextlib.suppress(RuntimeError):  # the loop has closed: nothing to tell
            loop.call_soon_threadsafe(client_gone)

    protocol.set_writer(_Output(output_fd, tell_client_gone))
    reader = _Input(input_fd, loop)
    parser = FrameParser()
    while True:
        chunk = await reader.read(IDLE_SECONDS if parser.wants_idle else None, lost)
        if lost.done():
            return 1
        if chunk is None:
            events = parser.idle()
        elif chunk:
            events = parser.feed(chunk)
        else:
            events = parser.end()
        for event in events:
            try:
                if isinstance(event, Body):
                    protocol.receive(event.data)
                else:
                    protocol.refuse(event)
            except Exception:  # one message must never end the session
                logger.exception("handling a message failed")
            if protocol.exit_code is not None:
                return protocol.exit_code
        if chunk == b"":
            logger.info("the input ended")
            return 0


class _Input:
    """Reads of a descriptor on a daemon thread, one chunk when asked: nothing is read
    ahead, and a blocked read never holds up the process's exit."""

    def __init__(self, fd: int, loop: asyncio.AbstractEventLoop) -> None:
        self._fd = fd
        self._loop = loop
        self._wanted = threading.Event()
        self._pending: asyncio.Future[bytes] | None = None
        threading.Thread(target=self._run, name="hermes-lsp-stdin", daemon=True).start()

    async def read(self, timeout: float | None, stop: asyncio.Future[None]) -> bytes | None:
        """The next chunk (``b""`` at the end), or ``None`` after ``timeout`` seconds of
        nothing (the read stays pending for the next call) or once ``stop`` is done."""
        if self._pending is None:
            self._pending = self._loop.create_future()
            self._wanted.set()
        pending = self._pending
        waiting: set[asyncio.Future[Any]] = {pending, stop}
        await asyncio.wait(waiting, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if not pending.done():
            return None
        self._pending = None
        return pending.result()

    def _run(self) -> None:
        while True:
            self._wanted.wait()
            self._wanted.clear()
            try:
                data = os.read(self._fd, _CHUNK)
            except OSError as exc:
                logger.warning("reading the input failed (%s): ending", exc.strerror)
                data = b""
            try:
                self._loop.call_soon_threadsafe(self._deliver, data)
            except RuntimeError:  # the session is over and its loop closed
                return
            if not data:
                return

    def _deliver(self, data: bytes) -> None:
        if self._pending is not None and not self._pending.done():
            self._pending.set_result(data)


class _Output:
    """Whole messages written to a descriptor; when the client stops reading, the
    session is told once and nothing more is written."""

    def __init__(self, fd: int, on_lost: Callable[[], None]) -> None:
        self._fd = fd
        self._on_lost = on_lost
        self._lock = threading.Lock()  # pygls may answer from worker threads
        self._lost = False

    def write(self, data: bytes) -> None:
        """Write ``data`` whole (or not at all once the client is gone)."""
        with self._lock:
            if self._lost:
                return
            view = memoryview(data)
            try:
                while view:
                    try:
                        view = view[os.write(self._fd, view) :]
                    except BlockingIOError:  # a non-blocking pipe inherited: wait for room
                        select.select([], [self._fd], [])
            except OSError as exc:
                self._lost = True
                logger.warning("writing to the client failed (%s): ending", exc.strerror)
                self._on_lost()

    def close(self) -> None:
        """Nothing to release: the descriptor belongs to the process."""

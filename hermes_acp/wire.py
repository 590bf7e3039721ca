"""Newline-delimited JSON-RPC 2.0 over a pair of byte streams, in both directions.

Requests from the client are dispatched by ``jsonrpcserver`` (method lookup, parameter
binding, the standard error codes), each in its own task, so a long ``session/prompt``
never holds up a ``session/cancel`` or another session's requests. Requests *to* the
client (permissions, files, terminals) get ids of their own and wait for the matching
response; a client that never answers blocks only the task that asked. Either side may
send ``$/cancel_request``: a cancelled incoming request is answered with -32800.

Only protocol messages are ever written to the output stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import os
import stat
import threading
from collections.abc import Awaitable, Callable, Mapping
from contextvars import ContextVar
from typing import Any

from jsonrpcserver import async_dispatch_to_serializable
from jsonrpcserver.exceptions import JsonRpcError

__all__ = [
    "CANCELLED",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "METHOD_NOT_FOUND",
    "Connection",
    "RemoteError",
    "RpcError",
    "current_request_id",
    "open_stdio",
]

logger = logging.getLogger(__name__)

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
CANCELLED = -32800
MAX_LINE = 64 * 1024 * 1024  # a prompt may embed files and images

Handler = Callable[..., Awaitable[Any]]

# What to send once the response of the request being handled has gone out.
_after: ContextVar[list[Callable[[], None]] | None] = ContextVar("after", default=None)
_request: ContextVar[Any] = ContextVar("request", default=None)


def current_request_id() -> Any:
    """The id of the request being handled (``None`` in a notification)."""
    return _request.get()


def _is_id(value: Any) -> bool:
    """A JSON-RPC id this side can have issued or be asked to cancel."""
    return isinstance(value, str | int) and not isinstance(value, bool)


class RpcError(JsonRpcError):
    """Raised by a method handler: answered as a JSON-RPC error."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        if data is None:
            super().__init__(code, message)
        else:
            super().__init__(code, message, data)


class RemoteError(Exception):
    """The client answered one of our requests with an error."""

    def __init__(self, method: str, error: Mapping[str, Any]) -> None:
        self.code = error.get("code")
        self.message = str(error.get("message", ""))
        self.data = error.get("data")
        super().__init__(f"{method}: {self.message} ({self.code})")


class Connection:
    """One JSON-RPC peer over ``reader`` and ``write`` (see the module)."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        write: Callable[[bytes], None],
        methods: Mapping[str, Handler],
        *,
        context: Any = None,
        on_cancel_request: Callable[[Any], bool] | None = None,
    ) -> None:
        self._reader = reader
        self._write = write
        self._methods = dict(methods)
        self._context = context
        self._ids = itertools.count(0)
        self._waiting: dict[Any, tuple[str, asyncio.Future[Any]]] = {}
        self._running: dict[Any, asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._dispatching: dict[asyncio.Task[None], bool] = {}
        self._withdrawn: set[int] = set()  # requests we cancelled, whose answer may come
        self._on_cancel_request = on_cancel_request
        self.closed = asyncio.Event()

    # -- sending ----------------------------------------------------------------------

    def send(self, message: Mapping[str, Any] | list[Any]) -> None:
        """Write one message (one line). Never raises: a client gone away is closed;
        a message that is not valid JSON (NaN, say) is logged and not sent."""
        try:
            text = json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
            try:
                data = text.encode()
            except UnicodeEncodeError:  # a lone surrogate from the client: escape it
                data = json.dumps(message, allow_nan=False, separators=(",", ":")).encode()
        except (TypeError, ValueError) as exc:
            logger.error("not sent, not JSON: %s", exc)
            if isinstance(message, dict) and "id" in message and "method" not in message:
                self._error(message["id"], INTERNAL_ERROR, "the answer could not be encoded")
            return
        try:
            self._write(data + b"\n")
        except (OSError, RuntimeError) as exc:
            logger.warning("cannot write to the client: %s", exc)
            self.closed.set()

    def notify(self, method: str, params: Mapping[str, Any]) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def after_response(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the response to the request being handled is sent
        (a notification about a new session must follow the response that names it);
        at once outside a request."""
        pending = _after.get()
        if pending is None:
            callback()
        else:
            pending.append(callback)

    async def request(self, method: str, params: Mapping[str, Any]) -> Any:
        """Ask the client; the result, or :class:`RemoteError`. Cancelling the caller
        sends ``$/cancel_request`` for it."""
        if self.closed.is_set():
            raise ConnectionError("the client has gone away")
        request_id = next(self._ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = (method, future)
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        if self.closed.is_set():
            self._waiting.pop(request_id, None)
            raise ConnectionError(f"{method}: the client has gone away")
        try:
            return await future
        except asyncio.CancelledError:
            if request_id in self._waiting:
                self.notify("$/cancel_request", {"requestId": request_id})
                self._withdrawn.add(request_id)  # its answer may still come: not news
            raise
        finally:
            self._waiting.pop(request_id, None)

    # -- receiving --------------------------------------------------------------------

    async def serve(self) -> None:
        """Read and handle messages until the input ends; then fail what still waits
        for the client and wait for the running handlers."""
        try:
            while True:
                try:
                    line = await self._reader.readuntil(b"\n")
                except asyncio.IncompleteReadError as exc:
                    if exc.partial.strip():
                        self._receive(exc.partial)
                    break
                except asyncio.LimitOverrunError as exc:
                    await self._skip_long_line(exc.consumed)
                    continue
                if line.strip():
                    self._receive(line)
        finally:
            self.closed.set()
            for method, future in list(self._waiting.values()):
                if not future.done():
                    future.set_exception(ConnectionError(f"{method}: the client has gone away"))
            if self._tasks:
                await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _skip_long_line(self, consumed: int) -> None:
        while True:
            await self._reader.readexactly(consumed)
            try:
                await self._reader.readuntil(b"\n")
                break
            except asyncio.LimitOverrunError as exc:
                consumed = exc.consumed
            except asyncio.IncompleteReadError:
                break
        logger.warning("dropped a message longer than %d bytes", MAX_LINE)
        self._error(None, INVALID_REQUEST, f"message longer than {MAX_LINE} bytes")

    def _receive(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError as exc:
            self._error(None, PARSE_ERROR, f"not JSON: {exc}")
            return
        if (
            isinstance(message, dict)
            and "method" not in message
            and ("result" in message or "error" in message)
        ):
            self._answered(message)
        elif isinstance(message, dict) and message.get("method") == "$/cancel_request":
            params = message.get("params")
            if isinstance(params, dict):
                self._cancel(params.get("requestId"))
        else:
            self._start(message)

    def _answered(self, message: dict[str, Any]) -> None:
        request_id = message.get("id")
        waiting = self._waiting.get(request_id) if _is_id(request_id) else None
        if waiting is None:
            if _is_id(request_id) and request_id in self._withdrawn:
                self._withdrawn.discard(request_id)
                logger.debug("the answer to withdrawn request %r came anyway", request_id)
            else:
                logger.warning("a response to no request of ours: id %r", request_id)
            return
        method, future = waiting
        if future.done():
            return
        error = message.get("error")
        if isinstance(error, dict):
            future.set_exception(RemoteError(method, error))
        else:
            future.set_result(message.get("result"))

    def _cancel(self, request_id: Any) -> None:
        if self._on_cancel_request is not None and self._on_cancel_request(request_id):
            return
        task = self._running.get(request_id) if _is_id(request_id) else None
        if task is not None:
            task.cancel()

    def _start(self, message: Any) -> None:
        request_id = message.get("id") if isinstance(message, dict) else None
        task = asyncio.get_running_loop().create_task(self._dispatch(message, request_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        if _is_id(request_id):
            self._running[request_id] = task

            def done(task: asyncio.Task[None]) -> None:
                self._running.pop(request_id, None)
                if task.cancelled() and not self._dispatching.pop(task, False):
                    # Cancelled before its first step: _dispatch never ran to answer.
                    self._error(request_id, CANCELLED, "request cancelled")

            task.add_done_callback(done)
        task.add_done_callback(lambda t: self._dispatching.pop(t, None))

    async def _dispatch(self, message: Any, request_id: Any) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._dispatching[task] = True  # from here on, this coroutine answers
        after: list[Callable[[], None]] = []
        _after.set(after)
        _request.set(request_id)
        try:
            response = await async_dispatch_to_serializable(
                "", self._methods, context=self._context, deserializer=lambda _text: message
            )
        except asyncio.CancelledError:
            if request_id is not None:
                self._error(request_id, CANCELLED, "request cancelled")
            return
        if response is not None and response != []:
            self.send(response)
        for callback in after:
            try:
                callback()
            except Exception:
                logger.exception("after answering %r", request_id)

    def _error(self, request_id: Any, code: int, message: str) -> None:
        self.send({"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}})

    def fail_waiting(self) -> None:
        """Fail every request still waiting for the client (at shutdown)."""
        for method, future in list(self._waiting.values()):
            if not future.done():
                future.set_exception(ConnectionError(f"{method}: the connection closed"))


async def open_stdio(limit: int = MAX_LINE) -> tuple[asyncio.StreamReader, Callable[[bytes], None]]:
    """Async stdin and a non-blocking writer to stdout (a client slow to read
    never blocks the event loop; the writes queue)."""
    import sys

    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=limit)
    mode = os.fstat(sys.stdin.fileno()).st_mode
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or sys.stdin.isatty():
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    else:  # a file or /dev/null, which the event loop cannot poll: read in a thread
        descriptor = sys.stdin.fileno()

        def pump() -> None:
            for chunk in iter(lambda: os.read(descriptor, 65536), b""):
                loop.call_soon_threadsafe(reader.feed_data, chunk)
            loop.call_soon_threadsafe(reader.feed_eof)

        threading.Thread(target=pump, name="hermes-acp-stdin", daemon=True).start()
    try:
        transport, _protocol = await loop.connect_write_pipe(asyncio.Protocol, sys.stdout.buffer)
    except ValueError:  # stdout is a file, not a pipe: plain blocking writes
        out = sys.stdout.buffer

        def write_blocking(data: bytes) -> None:
            out.write(data)
            out.flush()

        return reader, write_blocking

    def write(data: bytes) -> None:
        if transport.is_closing():
            raise RuntimeError("stdout is closed")
        transport.write(data)

    with contextlib.suppress(AttributeError):
        sys.stdout = sys.stderr  # a stray print() can never corrupt the protocol stream
    return reader, write

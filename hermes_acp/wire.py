"""Newline-delimited JSON-RPC 2.0 over a pair of byte streams, in both directions.

Requests from the client are dispatched by ``jsonrpcserver`` (method lookup, parameter
binding, the standard error codes), each in its own task, so a long ``session/prompt``
never holds up a ``session/cancel`` or another session's requests. Requests *to* the
client (permissions, files, terminals) get ids of their own and wait for the matching
response; a client that never answers blocks only the task that asked. Either side may
send ``$/cancel_request``: a cancelled incoming request is answered with -32800.

Whatever a client sends costs it one message at most: lines are framed with a length
limit (:mod:`hermes_acp.framing`) and checked before anything is dispatched
(:mod:`hermes_acp.envelope`); an exception while reading or handling a message is
logged with its traceback and, for a request, answered with -32603. Errors repeat
only an excerpt of what was sent, and never a traceback.

Only protocol messages are ever written to the output stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from contextvars import ContextVar
from typing import Any

from jsonrpcserver import async_dispatch_to_serializable
from jsonrpcserver.exceptions import JsonRpcError

from hermes_acp.envelope import (
    INVALID_REQUEST,
    PARSE_ERROR,
    Notification,
    Refused,
    Request,
    RequestId,
    Response,
    bounded,
    excerpt,
    is_request_id,
    read_message,
    response_problem,
)
from hermes_acp.framing import MAX_LINE, ByteSource, LineReader, Overlong

__all__ = [
    "CANCELLED",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "PARSE_ERROR",
    "Connection",
    "RemoteError",
    "RpcError",
    "current_request_id",
]

logger = logging.getLogger(__name__)

METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
CANCELLED = -32800
MAX_MESSAGE = 500
"""The longest error ``message`` sent; what it quotes of the input is shorter still."""
INTERNAL_MESSAGE = "internal error (the agent's log on stderr has the details)"

Handler = Callable[..., Awaitable[Any]]

# What to send once the response of the request being handled has gone out.
_after: ContextVar[list[Callable[[], None]] | None] = ContextVar("after", default=None)
_request: ContextVar[Any] = ContextVar("request", default=None)
_NO_ID: Any = object()  # a notification's "id": it is never answered


def current_request_id() -> Any:
    """The id of the request being handled (``None`` in a notification)."""
    return _request.get()


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
    """One JSON-RPC peer over ``reader`` and ``write`` (see the module); ``limit``
    is the longest line read."""

    def __init__(
        self,
        reader: ByteSource,
        write: Callable[[bytes], None],
        methods: Mapping[str, Handler],
        *,
        context: Any = None,
        on_cancel_request: Callable[[Any], bool] | None = None,
        limit: int = MAX_LINE,
    ) -> None:
        self._lines = LineReader(reader, limit)
        self._limit = limit
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
        self._output_gone = False
        self.closed = asyncio.Event()
        """Set once the input has ended or the output is gone."""

    # -- sending ----------------------------------------------------------------------

    def send(self, message: Mapping[str, Any] | list[Any]) -> None:
        """Write one message (one line). Never raises: a client gone away is closed;
        a message that is not valid JSON (NaN, say) is logged and not sent (a response
        becomes an internal error)."""
        data = _encoded(message)
        if data is None:
            logger.error("a message that is not JSON was not sent (NaN, say)")
            if isinstance(message, dict) and "id" in message and "method" not in message:
                data = _encoded(_error_message(message["id"], INTERNAL_ERROR, INTERNAL_MESSAGE))
                data = data or _encoded(_error_message(None, INTERNAL_ERROR, INTERNAL_MESSAGE))
            if data is None:
                return
        if self._output_gone:
            return
        try:
            self._write(data)
        except (OSError, RuntimeError) as exc:
            logger.warning("cannot write to the client (%s): the connection ends", exc)
            self._output_gone = True
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

    def _error(self, request_id: RequestId, code: int, message: str) -> None:
        self.send(_error_message(request_id, code, message))

    # -- receiving --------------------------------------------------------------------

    async def serve(self) -> None:
        """Read and handle messages until the input ends or the output is gone; then
        fail what still waits for the client and wait for the running handlers."""
        reading = asyncio.ensure_future(self._read_all())
        gone = asyncio.ensure_future(self.closed.wait())
        try:
            await asyncio.wait({reading, gone}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            gone.cancel()
            reading.cancel()  # when the output went first: nothing could be answered
            with contextlib.suppress(asyncio.CancelledError):
                await reading
            self.closed.set()
            self.fail_waiting("the client has gone away")
            if self._tasks:
                await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _read_all(self) -> None:
        while True:
            try:
                line = await self._lines.next()
            except Exception:  # the input broke: end as at its end
                logger.exception("reading the input failed")
                return
            if line is None:
                logger.debug("the input ended")
                return
            if isinstance(line, Overlong):
                logger.warning("dropped a message of %d bytes (at most %d)", line.size, self._limit)
                self._error(None, INVALID_REQUEST, f"message longer than {self._limit} bytes")
            else:
                self._receive(line)

    def _receive(self, line: bytes) -> None:
        """Handle one line; whatever goes wrong stays with it."""
        message = None
        try:
            message = read_message(line)
            if isinstance(message, Refused):
                logger.warning("refused a message (%d): %s", message.code, message.reason)
                self._error(message.id, message.code, message.reason)
            elif isinstance(message, Response):
                self._answered(message.message)
            elif message is not None and message.method == "$/cancel_request":
                self._cancel(message.message.get("params"))
                if isinstance(message, Request):  # a notification in ACP: answered anyway
                    self.send({"jsonrpc": "2.0", "id": message.id, "result": None})
            elif message is not None:
                self._start(message)
        except Exception:
            logger.exception("handling a message failed")
            if message is None or isinstance(message, Request):
                request_id = message.id if isinstance(message, Request) else None
                self._error(request_id, INTERNAL_ERROR, INTERNAL_MESSAGE)

    def _answered(self, message: dict[str, Any]) -> None:
        request_id = message.get("id")
        waiting = self._waiting.get(request_id) if is_request_id(request_id) else None
        if waiting is None:
            if is_request_id(request_id) and request_id in self._withdrawn:
                self._withdrawn.discard(request_id)
                logger.debug("the answer to withdrawn request %r came anyway", request_id)
            else:
                logger.warning("a response to no request of ours: id %s", excerpt(repr(request_id)))
            return
        method, future = waiting
        if future.done():
            return
        problem = response_problem(message)
        error = message.get("error")
        if problem is not None:
            logger.warning("a malformed answer to %s: %s", method, problem)
            error = {"code": INVALID_REQUEST, "message": f"malformed response: {problem}"}
        if isinstance(error, dict):
            future.set_exception(RemoteError(method, error))
        else:
            future.set_result(message.get("result"))

    def _cancel(self, params: Any) -> None:
        request_id = params.get("requestId") if isinstance(params, dict) else None
        if not is_request_id(request_id):
            logger.warning("$/cancel_request without a usable requestId: %s", excerpt(params))
            return
        if self._on_cancel_request is not None and self._on_cancel_request(request_id):
            return
        task = self._running.get(request_id)
        if task is not None:
            task.cancel()

    def _start(self, message: Request | Notification) -> None:
        request_id = message.id if isinstance(message, Request) else _NO_ID
        task = asyncio.get_running_loop().create_task(self._dispatch(message, request_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        if is_request_id(request_id):
            self._running[request_id] = task

            def done(task: asyncio.Task[None]) -> None:
                if self._running.get(request_id) is task:
                    del self._running[request_id]
                if task.cancelled() and not self._dispatching.pop(task, False):
                    # Cancelled before its first step: _dispatch never ran to answer.
                    self._error(request_id, CANCELLED, "request cancelled")

            task.add_done_callback(done)
        task.add_done_callback(lambda t: self._dispatching.pop(t, None))

    async def _dispatch(self, message: Request | Notification, request_id: Any) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._dispatching[task] = True  # from here on, this coroutine answers
        after: list[Callable[[], None]] = []
        _after.set(after)
        _request.set(None if request_id is _NO_ID else request_id)
        try:
            response = await async_dispatch_to_serializable(
                "",
                self._methods,
                context=self._context,
                deserializer=lambda _text: message.message,
                validator=lambda checked: checked,  # by hermes_acp.envelope already
            )
        except asyncio.CancelledError:
            if request_id is not _NO_ID:
                self._error(request_id, CANCELLED, "request cancelled")
            return
        except Exception:  # jsonrpcserver itself failed: contained to this message
            logger.exception("dispatching %s failed", excerpt(message.method))
            response = _error_message(request_id, INTERNAL_ERROR, INTERNAL_MESSAGE)
        if request_id is not _NO_ID:
            self.send(_answer(response, request_id))
        for callback in after:
            try:
                callback()
            except Exception:
                logger.exception("after answering %r", request_id)

    def fail_waiting(self, why: str = "the connection closed") -> None:
        """Fail every request still waiting for the client (at shutdown)."""
        for method, future in list(self._waiting.values()):
            if not future.done():
                future.set_exception(ConnectionError(f"{method}: {why}"))


def _encoded(message: Any) -> bytes | None:
    """One line of JSON, or ``None`` for what is not JSON (NaN, say)."""
    try:
        text = json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        try:
            return text.encode() + b"\n"
        except UnicodeEncodeError:  # a lone surrogate from the client: escape it
            return json.dumps(message, allow_nan=False, separators=(",", ":")).encode() + b"\n"
    except (TypeError, ValueError, RecursionError):
        return None


def _error_message(request_id: RequestId, code: int, message: str) -> dict[str, Any]:
    error = {"code": code, "message": excerpt(message, MAX_MESSAGE)}
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


def _answer(response: Any, request_id: RequestId) -> dict[str, Any]:
    """jsonrpcserver's response to a request as sent: the request's id; an error's
    message and data cut short; an internal error's details (the exception's text)
    left to the log, where jsonrpcserver wrote them with the traceback."""
    if not isinstance(response, dict) or "id" not in response or response["id"] != request_id:
        logger.error("jsonrpcserver gave no answer to %s", excerpt(repr(request_id)))
        return _error_message(request_id, INTERNAL_ERROR, INTERNAL_MESSAGE)
    error = response.get("error")
    if not isinstance(error, dict):
        return response
    code = error.get("code")
    if code == INTERNAL_ERROR or not isinstance(code, int):
        return _error_message(request_id, INTERNAL_ERROR, INTERNAL_MESSAGE)
    sent = _error_message(request_id, code, str(error.get("message", "")))
    if "data" in error:
        sent["error"]["data"] = bounded(error["data"])
    return sent

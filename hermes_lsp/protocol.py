"""The server's side of LSP's message rules, in front of pygls's dispatch.

pygls 2 leaves a request unanswered when its params do not deserialise, answers a
request before ``initialize`` with a traceback, accepts a second ``initialize`` (and
drops every open document), drops requests after ``shutdown`` without a word and
omits ``"id": null`` from errors. :class:`HermesProtocol` takes each message body
first and lets through to pygls only what pygls handles well:

- every request with a usable id gets exactly one response;
- before ``initialize``: requests -32002, notifications dropped, ``exit`` honoured;
- a second ``initialize`` -32600, the open documents kept;
- after ``shutdown``: requests -32600, ``exit`` ends the process with status 0 (1 when
  no ``shutdown`` came first);
- unknown requests -32601; unknown notifications ignored (``$/`` ones silently);
- params that do not deserialise -32602, naming the method and the field (and a
  string is not read as a number, nor a number or an object as a string: see
  :func:`strict_converter`);
- a bug in a feature -32603 with a short, safe message, its traceback in the log;
- no error carries a traceback or more than a short quote of what was sent.
"""

from __future__ import annotations

import json
import logging
from concurrent.futures import Future
from enum import StrEnum
from typing import Any, Optional, Union

import attrs
import cattrs
from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcInternalError
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    LanguageServerProtocol,
    default_converter,
)

from hermes_lsp.documents import find_document
from hermes_lsp.envelope import Ignored, Notification, Request, Response, read_envelope, usable_id
from hermes_lsp.rpc_errors import (
    INTERNAL_ERROR_SHOWN,
    ErrorCode,
    MsgId,
    RpcError,
    quote,
    shown,
)

__all__ = ["HermesProtocol", "Phase", "strict_converter"]

logger = logging.getLogger(__name__)


class Phase(StrEnum):
    """Where the session is in LSP's lifecycle."""

    WAITING = "waiting for initialize"
    RUNNING = "running"
    SHUT_DOWN = "shut down"


class HermesProtocol(LanguageServerProtocol):
    """pygls's language server protocol behind LSP's rules for every message."""

    def __init__(self, server: Any, converter: cattrs.Converter) -> None:
        super().__init__(server, converter)
        self.phase = Phase.WAITING
        self.exit_code: int | None = None  # set by ``exit``: the process's status
        self._initialized = False  # the ``initialized`` notification came

    # -- what comes in --

    def receive(self, body: bytes) -> None:
        """Handle one message body as read from the client."""
        envelope = read_envelope(body)
        if isinstance(envelope, RpcError):
            self.refuse(envelope)
        elif isinstance(envelope, Request):
            self._take_request(envelope)
        elif isinstance(envelope, Notification):
            self._take_notification(envelope)
        elif isinstance(envelope, Response):
            self._take_response(envelope)
        else:
            assert isinstance(envelope, Ignored)
            logger.warning("ignoring a message: %s", envelope.reason)

    def refuse(self, error: RpcError) -> None:
        """Answer with ``error``."""
        logger.info("answering %s with %d: %s", _id_text(error.id), error.code, error.message)
        self._send_response(
            error.id,  # type: ignore[arg-type]  # None is JSON-RPC's null id
            error=types.ResponseError(code=error.code, message=error.message),
        )

    def _take_request(self, request: Request) -> None:
        method = request.method
        refusal = self._refusal(request)
        if refusal is not None:
            self.refuse(RpcError(refusal[0], refusal[1], request.id))
            return
        message_type = _message_type(method) or JsonRPCRequestMessage
        try:
            message = self._converter.structure(request.message, message_type)
        except Exception as exc:  # noqa: BLE001 (whatever the params hold, the request is answered)
            reason = _structure_problem(exc)
            self.refuse(
                RpcError(
                    ErrorCode.INVALID_PARAMS,
                    f"invalid params for {quote(method)}: {reason}",
                    request.id,
                )
            )
            return
        if method == types.INITIALIZE:
            self.phase = Phase.RUNNING
        elif method == types.SHUTDOWN:
            self.phase = Phase.SHUT_DOWN
        super().handle_message(message)

    def _refusal(self, request: Request) -> tuple[ErrorCode, str] | None:
        method = request.method
        if self.phase is Phase.WAITING and method != types.INITIALIZE:
            return ErrorCode.SERVER_NOT_INITIALIZED, "the server is not initialized yet"
        if self.phase is Phase.SHUT_DOWN:
            return ErrorCode.INVALID_REQUEST, "the server is shut down: only exit is accepted"
        if method == types.INITIALIZE and self.phase is Phase.RUNNING:
            return ErrorCode.INVALID_REQUEST, "initialize was already received"
        if _is_notification(_message_type(method)):
            return ErrorCode.INVALID_REQUEST, f"{method} is a notification: it takes no id"
        if not self._handles(method):
            return ErrorCode.METHOD_NOT_FOUND, f"unknown method {quote(method)}"
        return None

    def _take_notification(self, notification: Notification) -> None:
        method = notification.method
        if method == types.EXIT:
            self.exit_code = 0 if self.phase is Phase.SHUT_DOWN else 1
            logger.info("exit (status %d)", self.exit_code)
            return
        if self.phase is not Phase.RUNNING:
            logger.info("dropping %s: the server is %s", quote(method), self.phase.value)
            return
        if method == types.CANCEL_REQUEST:
            params = notification.message.get("params")
            target = params.get("id") if isinstance(params, dict) else None
            if usable_id(target):
                self._handle_cancel_notification(target)  # type: ignore[arg-type]
            return
        if method == types.TEXT_DOCUMENT_DID_CHANGE and not self._is_open(notification):
            logger.warning("ignoring a change to a document that is not open")
            return
        if method == types.INITIALIZED and self._initialized:
            logger.warning("ignoring a second initialized")
            return
        message_type = _message_type(method)
        if not self._handles(method) or _is_request(message_type):
            log = logger.debug if method.startswith("$/") else logger.info
            log("ignoring the notification %s", quote(method))
            return
        try:
            message = self._converter.structure(
                notification.message, message_type or JsonRPCNotification
            )
        except Exception as exc:  # noqa: BLE001 (a notification is never answered, only logged)
            logger.warning("ignoring %s: %s", quote(method), _structure_problem(exc))
            return
        if method == types.INITIALIZED:
            self._initialized = True  # once: it starts the watcher and the settings fetch
        super().handle_message(message)

    def _take_response(self, response: Response) -> None:
        future = self._request_futures.get(response.id)
        if future is None:
            logger.warning("ignoring an answer to no request of ours (%s)", _id_text(response.id))
            return
        if "error" in response.message:
            message_type: Any = types.ResponseErrorMessage
        else:
            message_type = self._result_types.get(response.id) or JsonRPCResponseMessage
        try:
            message = self._converter.structure(response.message, message_type)
        except Exception as exc:  # noqa: BLE001 (the request's waiter is told instead)
            del self._request_futures[response.id]
            self._result_types.pop(response.id, None)
            future.set_exception(
                JsonRpcInternalError(f"the client's answer did not deserialise: {exc}")
            )
            return
        self._result_types.pop(response.id, None)
        super().handle_message(message)

    def _is_open(self, notification: Notification) -> bool:
        params = notification.message.get("params")
        document = params.get("textDocument") if isinstance(params, dict) else None
        uri = document.get("uri") if isinstance(document, dict) else None
        return isinstance(uri, str) and find_document(self.workspace, uri) is not None

    def _handles(self, method: str) -> bool:
        return method in self.fm.features or method in self.fm.builtin_features

    # -- what goes out --

    def _send_response(
        self,
        msg_id: MsgId,
        result: Any | None = None,
        error: types.ResponseError | None = None,
    ) -> None:
        """Send one response; an error only as :func:`shown` lets it, and a result that
        cannot be encoded as an internal error (the request is answered either way)."""
        try:
            body = self._encode(self._response(msg_id, result, error))
        except Exception:
            logger.exception("the answer to %s could not be encoded", _id_text(msg_id))
            failure = types.ResponseError(
                code=ErrorCode.INTERNAL_ERROR, message=INTERNAL_ERROR_SHOWN
            )
            body = self._encode(self._response(msg_id, None, failure))
        self._write(body)

    def _response(
        self, msg_id: MsgId | None, result: Any, error: types.ResponseError | None
    ) -> dict[str, Any]:
        if error is not None:
            kept = shown(error)
            return {
                "jsonrpc": "2.0",
                "id": msg_id,  # kept when None: an error's id is null, never absent
                "error": {"code": kept.code, "message": kept.message},
            }
        return {"jsonrpc": "2.0", "id": msg_id, "result": self._converter.unstructure(result)}

    def _send_data(self, data: Any) -> None:
        """Send a notification or request of the server's own."""
        if not data:
            return
        try:
            body = self._encode(data)
        except Exception:
            logger.exception("a message could not be encoded")
            return
        self._write(body)

    def _encode(self, data: Any) -> bytes:
        # ensure_ascii: a lone surrogate from the client is escaped, never an error.
        return json.dumps(data, default=self._serialize_message).encode("ascii")

    def _write(self, body: bytes) -> None:
        if self.writer is None:
            logger.error("no transport to send a message on")
            return
        header = (
            f"Content-Length: {len(body)}\r\n"
            f"Content-Type: {self.CONTENT_TYPE}; charset=utf-8\r\n\r\n"
        )
        self.writer.write(header.encode("ascii") + body)

    def _send_handler_result(self, future: Future[Any], *, msg_id: MsgId) -> None:
        """A request's handler finished: its result, its error (a JSON-RPC error as it
        is, logged in a line), or for a bug in it -32603 with a safe message, logged
        with its traceback."""
        self._request_futures.pop(msg_id, None)
        if future.cancelled():
            failure = types.ResponseError(
                code=types.LSPErrorCodes.RequestCancelled, message="the request was cancelled"
            )
            self._send_response(msg_id, error=failure)
            return
        error = future.exception()
        if error is None:
            self._send_response(msg_id, result=future.result())
        elif isinstance(error, JsonRpcException):
            logger.info("answering %s with %d: %s", _id_text(msg_id), error.code, error.message)
            self._send_response(msg_id, error=error.to_response_error())
        else:
            logger.error("handling request %s failed", _id_text(msg_id), exc_info=error)
            failure = types.ResponseError(
                code=ErrorCode.INTERNAL_ERROR,
                message=f"internal error ({type(error).__name__}); the server's log has more",
            )
            self._send_response(msg_id, error=failure)

    def _check_handler_result(self, future: Future[Any]) -> None:
        """A notification's handler finished: a bug in it is logged with its traceback
        and told to the user in a short message (a notification has no answer)."""
        error = None if future.cancelled() else future.exception()
        if error is None:
            return
        logger.error("handling a notification failed", exc_info=error)
        self.notify(
            types.WINDOW_SHOW_MESSAGE,
            types.ShowMessageParams(type=types.MessageType.Error, message=INTERNAL_ERROR_SHOWN),
        )


def strict_converter() -> cattrs.Converter:
    """pygls's converter, except that JSON's scalars are taken only as what they are:
    cattrs would turn ``{"query": {}}`` into the query ``"{}"`` and a line of ``"1"`` or
    ``1.5`` into 1, answering nonsense instead of -32602."""
    converter: cattrs.Converter = default_converter()  # type: ignore[no-untyped-call]
    for kind in (str, int, bool):
        converter.register_structure_hook(kind, _exactly(kind))
    converter.register_structure_hook(float, _number)
    for loose, kinds in _LOOSE_UNIONS:
        converter.register_structure_hook(loose, _exactly(*kinds))
    return converter


# lsprotocol lets anything through these (ids and progress tokens among them). Spelled
# with typing's Union: a hook is found by the very object lsprotocol annotates with.
_LOOSE_UNIONS: tuple[tuple[Any, tuple[type[Any] | None, ...]], ...] = (
    (Union[int, str], (int, str)),  # noqa: UP007
    (Optional[Union[int, str]], (int, str, None)),  # noqa: UP007, UP045
    (Optional[Union[str, bool]], (str, bool, None)),  # noqa: UP007, UP045
)


def _exactly(*kinds: type[Any] | None) -> Any:
    """A hook that takes a value only if it already is one of ``kinds`` (None: null;
    a boolean is no integer). For a subclass of a kind (lsprotocol's str and int
    enums, which a class's hook also serves), the value is then made one of it."""
    allowed = tuple(type(None) if kind is None else kind for kind in kinds)

    def structure(value: object, target: Any) -> object:
        if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
            names = "/".join("null" if k is None else k.__name__ for k in kinds)
            raise TypeError(f"expected {names}, got {type(value).__name__}")
        if isinstance(target, type) and target not in allowed:
            return target(value)  # an enum: its member, or ValueError for no member
        return value

    return structure


def _number(value: object, _type: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"expected a number, got {type(value).__name__}")
    return float(value)


def _message_type(method: str) -> type[Any] | None:
    """lsprotocol's type for an LSP method. Not pygls's get_message_type: that one is
    cached, and would keep a client's 20 MB method names alive in its cache."""
    return types.METHOD_TO_TYPES.get(method, (None,))[0]


def _is_notification(message_type: type[Any] | None) -> bool:
    """Whether an LSP message type is a notification's (it has no id)."""
    return message_type is not None and "id" not in attrs.fields_dict(message_type)


def _is_request(message_type: type[Any] | None) -> bool:
    """Whether an LSP message type is a request's (it has an id)."""
    return message_type is not None and "id" in attrs.fields_dict(message_type)


def _structure_problem(exc: Exception) -> str:
    """What cattrs found wrong, in a few words: the first problems and where."""
    if isinstance(exc, cattrs.BaseValidationError):
        problems = cattrs.transform_error(exc)
        text = "; ".join(problems[:3]) + ("; …" if len(problems) > 3 else "")
    else:
        text = type(exc).__name__
    return text if len(text) <= 200 else text[:199] + "…"


def _id_text(msg_id: MsgId | None) -> str:
    return "id null" if msg_id is None else f"id {quote(msg_id)}"

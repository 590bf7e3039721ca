"""The POST bodies of ``hermes mcp --http`` read before the SDK's transport sees them,
so that HTTP answers a frame that is no message as stdio does (:mod:`hermes_mcp.frames`).

The SDK's handshake-era transport reads a request whose id is no string or integer
(``1.5``, ``null``) as a notification (202, never answered), answers an envelope it
cannot validate with -32602 (invalid params) and pydantic's text of what was sent; its
2026-07-28 transport answers -32600. Here either era gets the -32600 (or -32700) with
the request's id where usable, status 400. A body over the SDK's limit (4 MiB) gets
413 without being read further. Other requests, and bodies that are messages, reach
the SDK unchanged, the body replayed.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from mcp.server.transport_security import DEFAULT_MAX_REQUEST_BODY_SIZE
from mcp_types import INVALID_REQUEST, ErrorData, JSONRPCError

from hermes_mcp.frames import Rejection, read_frame

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["FrameCheck"]


class FrameCheck:
    """ASGI middleware: a JSON POST body that is no JSON-RPC message is answered here."""

    def __init__(self, app: ASGIApp, max_body: int = DEFAULT_MAX_REQUEST_BODY_SIZE) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or not _is_json(scope):
            await self.app(scope, receive, send)
            return
        if _declared_length(scope) > self.max_body:
            await _answer(send, 413, _too_large(self.max_body))
            return
        chunks: list[bytes] = []
        size = 0
        trailing: Message | None = None
        while True:
            message = await receive()
            if message["type"] != "http.request":  # http.disconnect
                trailing = message
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                await _answer(send, 413, _too_large(self.max_body))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        if trailing is not None:  # gone before its request was whole: nobody to answer
            return
        body = b"".join(chunks)
        frame = read_frame(body)
        if isinstance(frame, Rejection):
            await _answer(send, 400, frame.to_error())
            return
        replayed: deque[Message] = deque([{"type": "http.request", "body": body}])

        async def replay() -> Message:
            return replayed.popleft() if replayed else await receive()

        await self.app(scope, replay, send)


def _header(scope: Scope, name: bytes) -> bytes | None:
    for key, value in scope["headers"]:
        if key.lower() == name:
            return bytes(value)
    return None


def _is_json(scope: Scope) -> bool:
    content_type = _header(scope, b"content-type") or b""
    return content_type.split(b";")[0].strip().lower() == b"application/json"


def _declared_length(scope: Scope) -> int:
    value = _header(scope, b"content-length")
    return int(value) if value is not None and value.strip().isdigit() else 0


def _too_large(limit: int) -> JSONRPCError:
    return JSONRPCError(
        jsonrpc="2.0",
        id=None,
        error=ErrorData(
            code=INVALID_REQUEST, message=f"Invalid Request: a message is at most {limit} bytes"
        ),
    )


async def _answer(send: Send, status: int, error: JSONRPCError) -> None:
    body = error.model_dump_json(by_alias=True, exclude_unset=True).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})

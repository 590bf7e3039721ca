"""The gate in front of the SDK's streamable HTTP app: a request from a web page of an
origin that is not allowed gets 403, and, when a token is set, a request without
``Authorization: Bearer <token>`` gets 401.

Requests without ``Origin`` (every non-browser client) pass the origin check: the check
is there to stop a page the user happens to visit from driving a server on their own
machine. Host-header (DNS rebinding) checks stay with the SDK's transport security.
"""

from __future__ import annotations

import hmac
import json
import logging
from typing import TYPE_CHECKING

from hermes_mcp.http_settings import HttpSettings, parse_origin

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["RequestGuard"]

logger = logging.getLogger(__name__)


class RequestGuard:
    """ASGI middleware: the origin check, then the bearer-token check, then ``app``."""

    def __init__(self, app: ASGIApp, settings: HttpSettings) -> None:
        self.app = app
        self.settings = settings
        self._token = None if settings.token is None else settings.token.encode("ascii")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":  # nothing is served over websockets
            await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] != "http":  # lifespan
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        origin = headers.get(b"origin")
        if origin is not None and not self._origin_allowed(origin):
            logger.warning("refused a request from origin %r", origin.decode("latin-1")[:200])
            await _refuse(send, 403, "forbidden_origin", "this origin may not call the server")
            return
        if self._token is not None:
            problem = self._token_problem(headers.get(b"authorization"))
            if problem is not None:
                # RFC 6750: no error code for a request that carried no credentials.
                challenge = b'Bearer realm="hermes"'
                if b"authorization" in headers:
                    challenge += b', error="invalid_token"'
                await _refuse(
                    send, 401, "invalid_token", problem, [(b"www-authenticate", challenge)]
                )
                return
        await self.app(scope, receive, send)

    def _origin_allowed(self, value: bytes) -> bool:
        origin = parse_origin(value.decode("latin-1"))
        return origin is not None and self.settings.origin_allowed(origin)

    def _token_problem(self, value: bytes | None) -> str | None:
        """Why ``Authorization: value`` does not let the request in; None when it does."""
        assert self._token is not None
        if value is None:
            return "missing Authorization: Bearer header"
        scheme, _, credentials = value.strip().partition(b" ")
        if scheme.lower() != b"bearer":
            return "the Authorization header is not a bearer token"
        # Constant time, so the answer's timing says nothing of how much of the token matched.
        if not hmac.compare_digest(credentials.strip(), self._token):
            return "wrong bearer token"
        return None


def _headers(scope: Scope) -> dict[bytes, bytes]:
    """The request's headers by lower-case name; the first of a repeated one."""
    headers: dict[bytes, bytes] = {}
    for name, value in scope["headers"]:
        headers.setdefault(name.lower(), value)
    return headers


async def _refuse(
    send: Send,
    status: int,
    error: str,
    description: str,
    extra_headers: list[tuple[bytes, bytes]] | None = None,
) -> None:
    """Answer with ``status`` and an OAuth-style JSON error body."""
    body = json.dumps({"error": error, "error_description": description}).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *(extra_headers or []),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})

"""Slow and surplus connections to ``hermes mcp --http``, bounded where uvicorn
reads them: its h11 protocol, one object per connection.

uvicorn (0.54) has no bound on the time a client takes to send a request — only an
idle timeout between requests on a kept-alive connection, which a byte now and then
resets — so 200 clients sending their headers a byte a second held 200 sockets for
ever. Its ``limit_concurrency`` answers 503 only once a request's headers are in,
which such a client never reaches, and only ever counts. Here:

- a client gets ``read_timeout`` seconds from the start of each request (the
  connection made, or the previous response sent) to send its headers and its body;
  then the connection is closed, with ``408 Request Timeout`` when part of a request
  had come;
- at most ``max_connections`` are open at once: past that, the connection that has
  waited longest for a request to arrive is closed to make room (those are the slow
  or idle ones), and only when every open connection is serving a request does a new
  one get ``503 Service Unavailable`` and close.

Refusals are logged at most once per :data:`_NOTICE_EVERY` seconds, with a count, so
that a flood of them does not flood stderr.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any, ClassVar

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["BoundedProtocol", "bounded_protocol"]

logger = logging.getLogger(__name__)

_NOTICE_EVERY = 10.0


def _raw_response(status: bytes, error: str, description: str) -> bytes:
    body = json.dumps({"error": error, "error_description": description}).encode()
    head = (
        b"HTTP/1.1 " + status + b"\r\n"
        b"content-type: application/json\r\n"
        b"content-length: " + str(len(body)).encode() + b"\r\n"
        b"connection: close\r\n\r\n"
    )
    return head + body


_TIMED_OUT = _raw_response(
    b"408 Request Timeout", "request_timeout", "the request did not arrive in time"
)
_BUSY = _raw_response(
    b"503 Service Unavailable", "server_busy", "too many connections are open; try again"
)


class _Notices:
    """Counts refusals of one kind and logs them now and then."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.count = 0
        self.logged_at: float | None = None

    def add(self, now: float) -> None:
        self.count += 1
        if self.logged_at is None or now - self.logged_at >= _NOTICE_EVERY:
            logger.warning("%s: %d since the last notice", self.what, self.count)
            self.count = 0
            self.logged_at = now


class BoundedProtocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request and a bounded number of
    connections. Made for one server by :func:`bounded_protocol`."""

    read_timeout: ClassVar[float]
    max_connections: ClassVar[int]
    timed_out: ClassVar[_Notices]
    evicted: ClassVar[_Notices]
    refused: ClassVar[_Notices]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deadline: asyncio.TimerHandle | None = None
        self._waiting_since = 0.0
        self._partial = False
        """Whether part of the awaited request has come."""

    @property
    def awaiting_request(self) -> bool:
        """Whether the connection waits for (the rest of) a request."""
        return self._deadline is not None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        crowded = len(self.connections) >= self.max_connections
        super().connection_made(transport)
        if crowded and not self._make_room():
            self.refused.add(self.loop.time())
            transport.write(_BUSY)
            transport.close()
            return
        self._await_request()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._deadline is None:
            return
        state = self.conn.their_state
        if state is h11.IDLE or state is h11.SEND_BODY:
            self._partial = True
        else:  # the whole request is in (or the connection is done with)
            self._stop_waiting()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._await_request()  # the next request on a kept-alive connection

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def _await_request(self) -> None:
        self._stop_waiting()
        self._waiting_since = self.loop.time()
        self._partial = False
        self._deadline = self.loop.call_later(self.read_timeout, self._too_slow)

    def _stop_waiting(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        self.timed_out.add(self.loop.time())
        self._close(answer=self._partial and self.conn.their_state is h11.IDLE)

    def _close(self, *, answer: bool) -> None:
        """Close the connection, telling a client mid-headers why (no response of the
        app's can have begun then)."""
        if answer:
            self.transport.write(_TIMED_OUT)
        self.transport.close()

    def _make_room(self) -> bool:
        """Close the connection that has waited longest for a request, if any does."""
        waiting = [
            other
            for other in self.connections
            if other is not self
            and isinstance(other, BoundedProtocol)
            and other.awaiting_request
            and not other.transport.is_closing()
        ]
        if not waiting:
            return False
        oldest = min(waiting, key=lambda other: other._waiting_since)
        oldest._stop_waiting()
        self.evicted.add(self.loop.time())
        oldest._close(answer=oldest._partial and oldest.conn.their_state is h11.IDLE)
        return True


def bounded_protocol(read_timeout: float, max_connections: int) -> type[BoundedProtocol]:
    """A :class:`BoundedProtocol` class with these bounds, for one server's
    ``uvicorn.Config(http=...)``."""
    return type(
        "BoundedProtocol",
        (BoundedProtocol,),
        {
            "read_timeout": read_timeout,
            "max_connections": max_connections,
            "timed_out": _Notices("closed connections that sent no whole request in time"),
            "evicted": _Notices("closed connections waiting for a request, to make room"),
            "refused": _Notices("refused connections: too many were open"),
        },
    )

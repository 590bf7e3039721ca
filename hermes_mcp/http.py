"""``hermes mcp --http``: the server over MCP streamable HTTP at ``/mcp``, on the SDK's
Starlette app and uvicorn.

The SDK's app serves both protocol eras on the one path: the 2025-11-25 handshake with
``Mcp-Session-Id`` sessions (SSE responses, the GET stream, DELETE) and the 2026-07-28
stateless exchanges. In front of it sit :class:`~hermes_mcp.http_guard.RequestGuard`
(origin and bearer token) and :class:`~hermes_mcp.http_body.FrameCheck` (a body that is
no JSON-RPC message answered as on stdio); on a loopback address the SDK's transport
security also checks the ``Host`` header against DNS rebinding. Under them, uvicorn
reads each connection with :mod:`hermes_mcp.http_limits` (a deadline for each request,
a bound on open connections).

A token the server made up (none was configured) is written to a file only its owner
can read (:mod:`hermes_mcp.http_token`), named on stderr after the address, and removed
when the server stops. Logs go to stderr (uvicorn's access log is off); SIGINT and
SIGTERM stop the server cleanly, closing the core, and the process exits 0.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

import uvicorn
from mcp.server.transport_security import TransportSecuritySettings

from hermes_mcp.http_body import FrameCheck
from hermes_mcp.http_guard import RequestGuard
from hermes_mcp.http_limits import bounded_protocol
from hermes_mcp.http_settings import TOKEN_ENV, HttpSettings
from hermes_mcp.http_token import TokenFile, token_path

if TYPE_CHECKING:
    import socket
    from pathlib import Path

    from starlette.types import ASGIApp

    from hermes_mcp.server import HermesServer

__all__ = ["MCP_PATH", "build_app", "serve_http"]

logger = logging.getLogger(__name__)

MCP_PATH = "/mcp"
_LOOPBACK_HOSTS = ["127.0.0.1", "127.0.0.1:*", "localhost", "localhost:*", "[::1]", "[::1]:*"]
# Seconds open requests (a client's GET stream, a running tool) get to finish once a
# signal asks the server to stop; then they are cancelled.
_GRACEFUL_SHUTDOWN = 3


def build_app(server: HermesServer, settings: HttpSettings) -> ASGIApp:
    """The ASGI app: the SDK's streamable HTTP app for ``server`` behind the guard."""
    # The address bound may be another loopback one (127.0.0.2): a Host naming it is fine.
    bound = f"[{settings.host}]" if ":" in settings.host else settings.host
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=settings.loopback,
        allowed_hosts=[*_LOOPBACK_HOSTS, bound, f"{bound}:*"],
        allowed_origins=settings.allowed_origin_patterns(),
    )
    app = server.streamable_http_app(
        streamable_http_path=MCP_PATH, transport_security=security, host=settings.host
    )
    return RequestGuard(FrameCheck(app), settings)


def serve_http(server: HermesServer, settings: HttpSettings) -> int:
    """Serve until SIGINT or SIGTERM; the listening address goes to stderr once bound.
    The exit status: 0, or 1 when the server could not start."""
    config = uvicorn.Config(
        build_app(server, settings),
        host=settings.host,
        port=settings.port,
        loop="asyncio",
        http=bounded_protocol(settings.read_timeout, settings.max_connections),
        ws="none",  # nothing is served over websockets: an upgrade is a plain request
        lifespan="on",
        log_config=None,  # uvicorn's loggers propagate to the root logger, on stderr
        access_log=False,
        server_header=False,
        timeout_graceful_shutdown=_GRACEFUL_SHUTDOWN,
    )
    listener = _Listener(config, settings, server.core.paths.home)
    quiet = _QuietStreamEnds(listener)
    logging.getLogger("uvicorn.error").addFilter(quiet)
    try:
        listener.run()
    finally:
        logging.getLogger("uvicorn.error").removeFilter(quiet)
        if listener.token_file is not None:
            listener.token_file.remove()
    return 1 if listener.failed else 0


class _QuietStreamEnds(logging.Filter):
    """Drops uvicorn's error line for a response cut short while the server stops: the
    SDK's SSE streams (a client's GET stream) end that way on shutdown, as they should."""

    def __init__(self, listener: uvicorn.Server) -> None:
        super().__init__()
        self.listener = listener

    def filter(self, record: logging.LogRecord) -> bool:
        cut_short = record.getMessage() == "ASGI callable returned without completing response."
        return not (cut_short and self.listener.should_exit)


class _Listener(uvicorn.Server):
    """uvicorn's server, which says where it listens once it does (and, when it made
    the token up, where the token is), and which exits normally on SIGINT and SIGTERM
    instead of raising the signal again after shutting down (uvicorn's way, which
    would end the process with the signal's status)."""

    def __init__(self, config: uvicorn.Config, settings: HttpSettings, home: Path) -> None:
        super().__init__(config)
        self.settings = settings
        self.home = home
        self.token_file: TokenFile | None = None
        self.failed = False

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if not self.started:
            return
        host, port = self.servers[0].sockets[0].getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        lines = []
        if self.settings.token_generated:
            assert self.settings.token is not None
            path = token_path(self.home, host, port)
            try:
                self.token_file = TokenFile.write(path, self.settings.token)
            except OSError as exc:
                logger.error(
                    "cannot write the token to %s (%s): set %s or pass --token-file",
                    path,
                    exc.strerror or exc,
                    TOKEN_ENV,
                )
                self.failed = self.should_exit = True
                return
            # The path, never the token: stderr ends up in log files and bug reports.
            lines.append(
                f'hermes mcp: every request needs the header "Authorization: Bearer $(cat {path})"'
                " (that file is readable by you only, and removed when the server stops)"
            )
        # Last, so that a client reading stderr up to it knows where the token is.
        lines.append(f"hermes mcp: listening on http://{shown}:{port}{MCP_PATH}")
        # Written rather than logged, so that it shows whatever the log level.
        sys.stderr.write("".join(f"{line}\n" for line in lines))
        sys.stderr.flush()
        if self.settings.token is None:
            logger.warning(
                "--no-auth: every user of this machine can call this server "
                "(agent_ask runs commands as you)"
            )

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        handled = (signal.SIGINT, signal.SIGTERM)
        previous = {sig: signal.signal(sig, self.handle_exit) for sig in handled}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

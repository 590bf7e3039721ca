"""Run ``hermes mcp`` on stdin/stdout, or with ``--http`` over streamable HTTP. Logs go
to stderr; on stdio, stdout carries nothing but protocol messages."""

from __future__ import annotations

import logging
import os
import sys
from typing import TYPE_CHECKING

import anyio

from hermes_core.paths import HermesPaths
from hermes_mcp.options import ServerOptions
from hermes_mcp.server import create_server
from hermes_mcp.stdio import serve_stdio

if TYPE_CHECKING:
    from hermes_mcp.http_settings import HttpSettings

__all__ = ["run_http", "run_stdio"]


def run_stdio(options: ServerOptions | None = None) -> None:
    """Serve one client on stdio until it closes stdin (or stops reading stdout)."""
    _set_up_logging()
    anyio.run(serve_stdio, create_server(HermesPaths.from_env(os.environ), options))


def run_http(settings: HttpSettings, options: ServerOptions | None = None) -> int:
    """Serve clients over streamable HTTP at ``/mcp`` until SIGINT or SIGTERM; the exit
    status (1 when the server could not start)."""
    # Here rather than at the top: the stdio path does without the HTTP modules.
    from hermes_mcp.http import serve_http

    _set_up_logging()
    return serve_http(create_server(HermesPaths.from_env(os.environ), options), settings)


def _set_up_logging() -> None:
    # Before the SDK's own logging set-up, which then leaves the root logger alone.
    logging.basicConfig(stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # HERMES_LOG_LEVEL (DEBUG, INFO, ...) wins over `hermes -v`: an agent host's
    # settings can pass an environment more easily than arguments.
    level = os.environ.get("HERMES_LOG_LEVEL", "").strip().upper()
    if level in logging.getLevelNamesMapping():
        logging.getLogger().setLevel(level)

"""Run ``hermes mcp`` on stdin/stdout. Logs go to stderr; stdout carries nothing but
protocol messages."""

from __future__ import annotations

import logging
import os
import sys

from hermes_core.paths import HermesPaths
from hermes_mcp.options import ServerOptions
from hermes_mcp.server import create_server

__all__ = ["run_stdio"]


def run_stdio(options: ServerOptions | None = None) -> None:
    """Serve one client on stdio until it closes stdin."""
    # Before the SDK's own logging set-up, which then leaves the root logger alone.
    logging.basicConfig(stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # HERMES_LOG_LEVEL (DEBUG, INFO, ...) wins over `hermes -v`: an agent host's
    # settings can pass an environment more easily than arguments.
    level = os.environ.get("HERMES_LOG_LEVEL", "").strip().upper()
    if level in logging.getLevelNamesMapping():
        logging.getLogger().setLevel(level)
    create_server(HermesPaths.from_env(os.environ), options).run("stdio")

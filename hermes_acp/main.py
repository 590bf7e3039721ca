"""Run ``hermes acp`` on stdin/stdout. Logs go to stderr; stdout carries nothing but
protocol messages."""

from __future__ import annotations

import asyncio
import logging
import os
import sys

from hermes_acp.server import AcpAgent, methods
from hermes_acp.stdio import open_stdio
from hermes_acp.wire import Connection

__all__ = ["run_stdio", "serve"]


async def serve(agent: AcpAgent) -> None:
    """Serve one client on stdio until it closes stdin."""
    stdio = await open_stdio()
    connection = Connection(
        stdio.reader, stdio.write, methods(), context=agent, on_cancel_request=agent.cancel_request
    )
    agent.connection = connection
    try:
        await connection.serve()
    finally:
        try:
            await agent.close()
        finally:
            await stdio.finish()  # the last answers reach the client before the exit


def run_stdio(*, model: str | None = None) -> None:
    from hermes_core.paths import HermesPaths

    logging.basicConfig(stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # HERMES_LOG_LEVEL (DEBUG, INFO, ...) wins over `hermes -v`: an editor's settings
    # can pass an environment more easily than arguments.
    level = os.environ.get("HERMES_LOG_LEVEL", "").strip().upper()
    if level in logging.getLevelNamesMapping():
        logging.getLogger().setLevel(level)
    agent = AcpAgent(HermesPaths.from_env(os.environ), model=model)
    asyncio.run(serve(agent))

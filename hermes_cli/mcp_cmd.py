"""``hermes mcp``: the agent's skills, sessions and schedules as a Model Context
Protocol server on stdio (needs the ``mcp`` extra)."""

from __future__ import annotations

import argparse

from hermes_cli.extras import missing_extra

__all__ = ["run_mcp"]


def run_mcp(args: argparse.Namespace) -> int:
    """Serve one MCP client over stdin/stdout until it closes stdin (logs go to stderr)."""
    try:
        from hermes_mcp.main import run_stdio
        from hermes_mcp.options import ServerOptions
    except ImportError as exc:  # the mcp SDK missing
        return missing_extra("the MCP server", "mcp", exc)
    run_stdio(ServerOptions(allow_writes=args.allow_writes))
    return 0

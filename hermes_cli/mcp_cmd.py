"""``hermes mcp``: the agent's skills, sessions and schedules as a Model Context
Protocol server (needs the ``mcp`` extra) — on stdio, or with ``--http [HOST:]PORT``
over streamable HTTP at ``/mcp``."""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from hermes_cli.extras import missing_extra

if TYPE_CHECKING:
    from hermes_mcp.http_settings import HttpSettings

__all__ = ["run_mcp"]

_HTTP_ONLY = (
    ("token_file", "--token-file"),
    ("allow_origin", "--allow-origin"),
    ("no_auth", "--no-auth"),
    ("read_timeout", "--read-timeout"),
    ("max_connections", "--max-connections"),
)
_STREAMS = ((0, "stdin", os.O_RDONLY), (1, "stdout", os.O_WRONLY), (2, "stderr", os.O_WRONLY))


def run_mcp(args: argparse.Namespace) -> int:
    """Serve one MCP client over stdin/stdout until it closes stdin, or with ``--http``
    any number of clients over HTTP until SIGINT or SIGTERM (logs go to stderr)."""
    closed = _reopen_closed_streams()
    if args.http is None:
        stray = [flag for name, flag in _HTTP_ONLY if getattr(args, name) not in (None, False, [])]
        if stray:
            print(f"hermes: {', '.join(stray)}: only with --http", file=sys.stderr)
            return 2
        wire = [name for name in closed if name != "stderr"]
        if wire:
            print(
                f"hermes mcp: {' and '.join(wire)} closed: no client to serve on stdio "
                "(an MCP client starts hermes mcp with pipes on both)",
                file=sys.stderr,
            )
            return 2  # as hermes lsp and hermes acp: the CLI's status for an unusable setup
        return _serve(args, None)
    # Checked before the SDK is imported, so that a refusal costs nothing.
    from hermes_mcp.http_settings import HttpSettings, HttpSettingsError

    limits = {
        key: value
        for key, value in (
            ("read_timeout", args.read_timeout),
            ("max_connections", args.max_connections),
        )
        if value is not None
    }
    try:
        settings = HttpSettings.from_command_line(
            args.http,
            token_file=None if args.token_file is None else Path(args.token_file),
            allow_origins=args.allow_origin,
            environ=os.environ,
            no_auth=args.no_auth,
            **limits,
        )
    except HttpSettingsError as exc:
        print(f"hermes: {exc}", file=sys.stderr)
        return 2
    return _serve(args, settings)


def _serve(args: argparse.Namespace, settings: HttpSettings | None) -> int:
    try:
        from hermes_mcp.main import run_http, run_stdio
        from hermes_mcp.options import ServerOptions
    except ImportError as exc:  # the mcp SDK missing
        return missing_extra("the MCP server", "mcp", exc)
    options = ServerOptions(allow_writes=args.allow_writes)
    if settings is None:
        run_stdio(options)
        return 0
    return run_http(settings, options)


def _reopen_closed_streams() -> list[str]:
    """The names of the standard streams the process was started without (``<&-``),
    each of them now the null device: otherwise the next file opened (``state.db``,
    a token file) would take its number, and whatever writes to stdout or stderr
    (the commands the agent runs, too) would write into that file."""
    closed = []
    for fd, name, mode in _STREAMS:
        try:
            os.fstat(fd)
        except OSError:
            closed.append(name)
            opened = os.open(os.devnull, mode)
            if opened != fd:
                os.dup2(opened, fd)
                os.close(opened)
            if getattr(sys, name) is None:
                binary = io.FileIO(fd, "r" if fd == 0 else "w", closefd=False)
                setattr(sys, name, io.TextIOWrapper(binary, write_through=True))
    return closed

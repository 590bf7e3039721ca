"""``hermes lsp``: the language server over stdio (needs the ``lsp`` extra)."""

from __future__ import annotations

import argparse

from hermes_cli.extras import missing_extra

__all__ = ["run_lsp"]


def run_lsp(args: argparse.Namespace) -> int:
    """Serve one editor over stdin/stdout until it exits; logs go to stderr. The exit
    status is the server's: 0 after shutdown and exit (or at the end of the input), 1
    for exit without shutdown, 2 when stdin or stdout is closed (said on stderr, with
    nothing written to stdout)."""
    del args
    try:
        from hermes_lsp.server import run_stdio
    except ImportError as exc:  # pygls or lsprotocol missing
        return missing_extra("the language server", "lsp", exc)
    return run_stdio()

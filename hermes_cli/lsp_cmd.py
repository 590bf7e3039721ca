"""``hermes lsp``: the language server over stdio (needs the ``lsp`` extra)."""

from __future__ import annotations

import argparse

from hermes_cli.extras import missing_extra

__all__ = ["run_lsp"]


def run_lsp(args: argparse.Namespace) -> int:
    """Serve one editor over stdin/stdout until it exits; logs go to stderr."""
    del args
    try:
        from hermes_lsp.server import run_stdio
    except ImportError as exc:  # pygls or lsprotocol missing
        return missing_extra("the language server", "lsp", exc)
    run_stdio()
    return 0

"""``hermes lsp``: the language server over stdio (needs the ``lsp`` extra)."""

from __future__ import annotations

import argparse
import sys

__all__ = ["run_lsp"]


def run_lsp(args: argparse.Namespace) -> int:
    """Serve one editor over stdin/stdout until it exits; logs go to stderr."""
    del args
    try:
        from hermes_lsp.server import run_stdio
    except ImportError as exc:  # pygls or lsprotocol missing
        print(
            f"hermes: the language server needs the lsp extra "
            f"(pip install 'hermes-workbench[lsp]'): {exc}",
            file=sys.stderr,
        )
        return 2
    run_stdio()
    return 0

"""``hermes acp``: the agent over the Agent Client Protocol on stdio (needs the ``acp``
extra)."""

from __future__ import annotations

import argparse
import sys

__all__ = ["run_acp"]


def run_acp(args: argparse.Namespace) -> int:
    """Serve one editor over stdin/stdout until it closes stdin; logs go to stderr."""
    try:
        from hermes_acp.main import run_stdio
    except ImportError as exc:  # jsonrpcserver missing
        print(
            f"hermes: the ACP agent needs the acp extra "
            f"(pip install 'hermes-workbench[acp]'): {exc}",
            file=sys.stderr,
        )
        return 2
    run_stdio(model=args.model)
    return 0

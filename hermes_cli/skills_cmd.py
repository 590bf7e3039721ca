"""``hermes skills list`` and ``hermes skills view`` (wired to the catalog)."""

from __future__ import annotations

import argparse

__all__ = ["run_list", "run_view"]


def run_list(args: argparse.Namespace) -> int:
    """List skills (not yet wired)."""
    raise NotImplementedError


def run_view(args: argparse.Namespace) -> int:
    """View a skill (not yet wired)."""
    raise NotImplementedError

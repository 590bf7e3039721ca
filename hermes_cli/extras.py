"""What a subcommand says when the optional part of the package it needs is missing."""

from __future__ import annotations

import sys

__all__ = ["missing_extra"]


def missing_extra(what: str, extra: str, exc: ImportError) -> int:
    """Say that ``what`` needs the ``extra`` install and why the import failed; the exit
    code (2)."""
    print(
        f"hermes: {what} needs the {extra} extra (pip install 'hermes-workbench[{extra}]'): {exc}",
        file=sys.stderr,
    )
    return 2

"""A terminal for tests: standard input that says it is one, holding typed answers."""

from __future__ import annotations

import io
import sys

import pytest

__all__ = ["type_at_terminal"]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def type_at_terminal(monkeypatch: pytest.MonkeyPatch, answers: str) -> None:
    """Make standard input a terminal on which ``answers`` (lines) will be typed."""
    monkeypatch.setattr(sys, "stdin", _Terminal(answers))

"""A raw match before context, suppressions and ranges are applied."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from hermes_core.security.findings import Risk

__all__ = ["Hit", "lines_of"]


class Hit(NamedTuple):
    """Rule ``rule`` matched ``text[start:end]``; ``risk`` overrides the rule's default."""

    rule: str
    start: int
    end: int
    message: str = ""
    risk: Risk | None = None
    negatable: bool = True


def lines_of(text: str, start: int, end: int) -> Iterator[tuple[int, str]]:
    """The lines of ``text[start:end]``, each with the offset it starts at."""
    position = start
    while position < end:
        newline = text.find("\n", position, end)
        line_end = end if newline < 0 else newline
        yield position, text[position:line_end]
        position = line_end + 1

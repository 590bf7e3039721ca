"""A raw match before context, suppressions and ranges are applied."""

from __future__ import annotations

import re
from itertools import accumulate, repeat
from operator import add
from typing import NamedTuple

from hermes_core.security.findings import Risk

__all__ = ["Hit", "block_end", "lines_after", "lines_before", "lines_of"]


class Hit(NamedTuple):
    """Rule ``rule`` matched ``text[start:end]``; ``risk`` overrides the rule's default."""

    rule: str
    start: int
    end: int
    message: str = ""
    risk: Risk | None = None
    negatable: bool = True


def lines_of(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """The lines of ``text[start:end]``, each with the offset it starts at (a line
    break at the very end starts no new line)."""
    if start >= end:
        return []
    pieces = text[start:end].split("\n")
    if not pieces[-1]:
        pieces.pop()
    # Each line starts one past the end of the one before it (all in C: no Python loop).
    starts = accumulate(map(add, map(len, pieces), repeat(1)), initial=start)
    return list(zip(starts, pieces, strict=False))  # ``starts`` runs one further


def lines_after(text: str, at: int, count: int, limit: int | None = None) -> int:
    """The end of the line ``count`` lines below the one holding ``at`` (``at`` may be
    that line's end), never past ``limit``."""
    limit = len(text) if limit is None else limit
    end = at
    for _ in range(count):
        found = text.find("\n", end + 1, limit)
        if found < 0:
            return limit
        end = found
    return end


def lines_before(text: str, at: int, count: int) -> int:
    """The start of the line ``count - 1`` lines above the one holding ``at`` (``at``
    mid-line: ``count`` lines in all, its own included)."""
    start = at
    for _ in range(count):
        if start == 0:
            break
        start = text.rfind("\n", 0, start - 1) + 1
    return start


_NEXT_LINE = re.compile(r"\n([ \t]*)(\S)")


def block_end(text: str, body_start: int, indent: int, limit: int) -> int:
    """Where the block whose header ends at ``body_start`` ends: at the next line indented
    ``indent`` columns or less that does not close a bracket (Python's ``def``), or at
    ``limit``."""
    for line in _NEXT_LINE.finditer(text, body_start, limit):
        if len(line.group(1).expandtabs()) <= indent and line.group(2) not in ")]}":
            return line.start()
    return limit

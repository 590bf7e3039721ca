"""Positions and ranges in a text, and the map from offsets to them.

Offsets and characters count Unicode code points of the Python ``str``; lines are
split the way LSP splits them (``\\n``, ``\\r\\n`` or a lone ``\\r``). Adapters convert
to UTF-16 or bytes where their protocol needs it; the core never does.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate
from typing import NamedTuple

__all__ = ["LineIndex", "Position", "Range", "Span"]

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# Characters str.splitlines() breaks on that LSP does not.
_OTHER_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


class Position(NamedTuple):
    """A 0-based line and a 0-based character (code point) within that line.

    Positions, ranges and spans are named tuples: immutable, ordered, and cheap
    to create, copy between processes and compare."""

    line: int
    character: int


class Range(NamedTuple):
    """A half-open range ``[start, end)`` between two positions."""

    start: Position
    end: Position

    @classmethod
    def at(cls, line: int, character: int = 0, length: int = 0) -> Range:
        """A range on one line."""
        return cls(Position(line, character), Position(line, character + length))


class Span(NamedTuple):
    """A half-open range ``[start, end)`` of code-point offsets into one text.

    A named tuple rather than a dataclass: parsers create one per YAML node, and
    tuples are several times cheaper to build. ``end`` is never before ``start``.
    """

    start: int
    end: int

    def shifted(self, delta: int) -> Span:
        """The same span moved by ``delta`` code points."""
        return Span(self.start + delta, self.end + delta)


def _only_newlines(text: str) -> bool:
    """True when ``\\n`` is the only line break in ``text``."""
    if text.isascii():  # a handful of memchr scans beat one regex pass over the text
        return not any(char in text for char in "\r\x0b\x0c\x1c\x1d\x1e")
    return "\r" not in text and _OTHER_BREAKS.search(text) is None


def _line_starts(text: str) -> list[int]:
    if (text.isascii() and not any(c in text for c in "\x0b\x0c\x1c\x1d\x1e")) or (
        _OTHER_BREAKS.search(text) is None
    ):
        # Fast path: splitlines() agrees with LSP when no exotic breaks are present.
        ends = list(accumulate(map(len, text.splitlines(keepends=True))))
        if ends and text[-1] in "\r\n":
            return [0, *ends]
        return [0, *ends[:-1]]
    starts = [0]
    starts.extend(match.end() for match in _LINE_BREAK.finditer(text))
    return starts


_DIRECT_QUERIES = 16


class LineIndex:
    """Converts between offsets and positions for one immutable text.

    The line table is built on first use, so a document that needs no positions
    pays nothing for it.
    """

    __slots__ = ("_length", "_queries", "_simple", "_starts_cache", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._length = len(text)
        self._starts_cache: list[int] | None = None
        self._queries = 0
        self._simple: bool | None = None

    @property
    def _starts(self) -> list[int]:
        if self._starts_cache is None:
            self._starts_cache = _line_starts(self._text)
        return self._starts_cache

    @property
    def line_count(self) -> int:
        """Number of lines; a text ending in a line break has an empty last line."""
        return len(self._starts)

    def line_start(self, line: int) -> int:
        """Offset of the first character of ``line`` (clamped to the text)."""
        if line < 0:
            return 0
        if line >= len(self._starts):
            return self._length
        return self._starts[line]

    def position(self, offset: int) -> Position:
        """The position of an offset (clamped to the text)."""
        offset = min(max(offset, 0), self._length)
        if self._starts_cache is None and self._queries < _DIRECT_QUERIES:
            # A few lookups, usually near the top of a file, are cheaper counted
            # directly than paid for with a whole line table.
            self._queries += 1
            if self._simple is None:
                self._simple = _only_newlines(self._text)
            if self._simple:
                line = self._text.count("\n", 0, offset)
                return Position(line, offset - (self._text.rfind("\n", 0, offset) + 1))
        line = bisect_right(self._starts, offset) - 1
        return Position(line, offset - self._starts[line])

    def range(self, span: Span) -> Range:
        """The range covering a span."""
        return Range(self.position(span.start), self.position(span.end))

    def offset(self, position: Position) -> int:
        """The offset of a position (clamped to its line's end and to the text)."""
        if position.line >= len(self._starts):
            return self._length
        start = self.line_start(position.line)
        next_start = (
            self._starts[position.line + 1] if position.line + 1 < len(self._starts) else None
        )
        end = self._length if next_start is None else next_start
        return min(start + max(position.character, 0), end)
